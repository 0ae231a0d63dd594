"""Every heading and numbering pattern of whole books, one row each: the text as a book prints it, and the
clauses a reader must get (id, kind, parent, label, title, text). Rows are small texts read with metadata, so
the kind is the row's, not a guess."""

import pytest

from lawref.corpus.headings import is_subject_index
from lawref.corpus.pipeline import load_corpus

C = tuple  # (id, kind, parent, label, title, text)

LAW_ROWS = [
    ("heading with a dot", "ПРАВИЛО 12. ПОЛНОМОЧИЯ СУДЬИ\n\nТекст.",
     [C(("12", "law", None, "ПРАВИЛО 12.", "ПОЛНОМОЧИЯ СУДЬИ", "Текст."))]),
    ("mixed case heading with a dash", "Правило 12 - Полномочия судьи\n\nТекст.",
     [C(("12", "law", None, "Правило 12 -", "Полномочия судьи", "Текст."))]),
    ("heading with an en dash", "Правило 12 – Полномочия судьи\n\nТекст.",
     [C(("12", "law", None, "Правило 12 –", "Полномочия судьи", "Текст."))]),
    ("title on the next line", "ПРАВИЛО 12\nПОЛНОМОЧИЯ СУДЬИ\n\nТекст.",
     [C(("12", "law", None, "ПРАВИЛО 12", "ПОЛНОМОЧИЯ СУДЬИ", "Текст."))]),
    ("title wrapped onto the next line", "ПРАВИЛО 40. ДОГОВОРЁННОСТИ\nПАРТНЁРОВ\n\nТекст.",
     [C(("40", "law", None, "ПРАВИЛО 40.", "ДОГОВОРЁННОСТИ ПАРТНЁРОВ", "Текст."))]),
    ("indented items keep their first word", "ПРАВИЛО 2. СДАЧИ\n     1. Номер сдачи указывается на комплекте.",
     [C(("2", "law", None, "ПРАВИЛО 2.", "СДАЧИ", "")),
      C(("2-1", "item", "2", "1.", "", "Номер сдачи указывается на комплекте."))]),
    ("tab-indented section and item", "ПРАВИЛО 2. СДАЧИ\n\tA. Комплекты\n\t\t1. Номер сдачи.",
     [C(("2", "law", None, "ПРАВИЛО 2.", "СДАЧИ", "")), C(("2A", "section", "2", "A.", "Комплекты", "")),
      C(("2A1", "item", "2A", "1.", "", "Номер сдачи."))]),
    ("items 1) and sub-items a)", "ПРАВИЛО 2. СДАЧИ\n1) Номер.\na) первый;\nb) второй.",
     [C(("2", "law", None, "ПРАВИЛО 2.", "СДАЧИ", "")), C(("2-1", "item", "2", "1)", "", "Номер.")),
      C(("2-1(a)", "subitem", "2-1", "a)", "", "первый;")), C(("2-1(b)", "subitem", "2-1", "b)", "", "второй."))]),
    ("Cyrillic-order sub-items are positional", "ПРАВИЛО 2. СДАЧИ\n1. Номер:\nа) один;\nб) два;\nв) три;\nг) четыре;"
                                               "\nд) пять;\nе) шесть.",
     [C(("2", "law", None, "ПРАВИЛО 2.", "СДАЧИ", "")), C(("2-1", "item", "2", "1.", "", "Номер:")),
      C(("2-1(a)", "subitem", "2-1", "а)", "", "один;")), C(("2-1(b)", "subitem", "2-1", "б)", "", "два;")),
      C(("2-1(c)", "subitem", "2-1", "в)", "", "три;")), C(("2-1(d)", "subitem", "2-1", "г)", "", "четыре;")),
      C(("2-1(e)", "subitem", "2-1", "д)", "", "пять;")), C(("2-1(f)", "subitem", "2-1", "е)", "", "шесть."))]),
    ("a Cyrillic look-alike in a Latin list", "ПРАВИЛО 2. СДАЧИ\n1. Номер:\n(a) один;\n(b) два;\n(c) три;\n"
                                              "(d) четыре;\n(е) пять.",
     [C(("2", "law", None, "ПРАВИЛО 2.", "СДАЧИ", "")), C(("2-1", "item", "2", "1.", "", "Номер:")),
      C(("2-1(a)", "subitem", "2-1", "(a)", "", "один;")), C(("2-1(b)", "subitem", "2-1", "(b)", "", "два;")),
      C(("2-1(c)", "subitem", "2-1", "(c)", "", "три;")), C(("2-1(d)", "subitem", "2-1", "(d)", "", "четыре;")),
      C(("2-1(e)", "subitem", "2-1", "(е)", "", "пять."))]),
    ("(i) after (h) is a letter, not a roman", "ПРАВИЛО 2. Т\n1. Х:\n(h) восемь;\n(i) девять.",
     [C(("2", "law", None, "ПРАВИЛО 2.", "Т", "")), C(("2-1", "item", "2", "1.", "", "Х:")),
      C(("2-1(h)", "subitem", "2-1", "(h)", "", "восемь;")), C(("2-1(i)", "subitem", "2-1", "(i)", "", "девять."))]),
    ("chapter and part", "Глава IV. Торговля\nЧасть II. Нарушения\n\nПРАВИЛО 23. СРАВНИМЫЙ ВЫЗОВ\n\nТекст.",
     [C(("ch4", "chapter", None, "Глава IV.", "Торговля", "")), C(("ch4.p2", "chapter", "ch4", "Часть II.", "Нарушения", "")),
      C(("23", "law", "ch4.p2", "ПРАВИЛО 23.", "СРАВНИМЫЙ ВЫЗОВ", "Текст."))]),
    ("chapter in capitals with an Arabic number and a dash", "ГЛАВА 5 - РОЗЫГРЫШ\n\nПРАВИЛО 41. НАЧАЛО\n\nТекст.",
     [C(("ch5", "chapter", None, "ГЛАВА 5 -", "РОЗЫГРЫШ", "")), C(("41", "law", "ch5", "ПРАВИЛО 41.", "НАЧАЛО", "Текст."))]),
    ("chapter title on the next line", "ГЛАВА II\nПРЕДВАРИТЕЛЬНЫЕ ПОЛОЖЕНИЯ\n\nПРАВИЛО 1. КОЛОДА\n\nТекст.",
     [C(("ch2", "chapter", None, "ГЛАВА II", "ПРЕДВАРИТЕЛЬНЫЕ ПОЛОЖЕНИЯ", "")),
      C(("1", "law", "ch2", "ПРАВИЛО 1.", "КОЛОДА", "Текст."))]),
    # A definition's label is its separator as printed (the dash kept: the text is sacred).
    ("Definitions as a chapter, entries over several lines, dash variants",
     "Глава I. Определения\n\nАукцион - процесс определения контракта\nпосредством последовательных заявок.\n"
     "Болван – партнёр разыгрывающего.\nВзятка — четыре карты.\n\nПРАВИЛО 1. КОЛОДА\n\nТекст.",
     [C(("ch1", "chapter", None, "Глава I.", "Определения", "")), C(("def", "definitions", "ch1", "", "", "")),
      C(("def.auktsion", "definition", "def", " - ", "Аукцион",
          "процесс определения контракта посредством последовательных заявок.")),
      C(("def.bolvan", "definition", "def", " – ", "Болван", "партнёр разыгрывающего.")),
      C(("def.vzyatka", "definition", "def", " — ", "Взятка", "четыре карты.")),
      C(("1", "law", "ch1", "ПРАВИЛО 1.", "КОЛОДА", "Текст."))]),
    ("a wrapped definition line with a dash is not a new term",
     "ОПРЕДЕЛЕНИЯ\n\nСдача - карты, розданные игрокам,\nКарты - и процедура их раздачи.\n\nПРАВИЛО 1. КОЛОДА\n\nТекст.",
     [C(("def", "definitions", None, "", "ОПРЕДЕЛЕНИЯ", "")),
      C(("def.sdacha", "definition", "def", " - ", "Сдача", "карты, розданные игрокам, Карты - и процедура их раздачи.")),
      C(("1", "law", None, "ПРАВИЛО 1.", "КОЛОДА", "Текст."))]),
    # every line its own paragraph (LibreOffice's RTF of a typed text, libru1998): a line left unfinished («… или»)
    # goes on over the blank line, so «Восток — Запад.» under it is no new term
    ("a definition's line left unfinished goes on over a blank line",
     "ОПРЕДЕЛЕНИЯ\n\nСторона — два игрока, сидящие друг\nпротив друга: Север — Юг или\n\nВосток — Запад.\n\n"
     "Сдача — карты,\nрозданные игрокам.\n\nПРАВИЛО 1. КОЛОДА\n\nТекст.",
     [C(("def", "definitions", None, "", "ОПРЕДЕЛЕНИЯ", "")),
      C(("def.storona", "definition", "def", " — ", "Сторона",
         "два игрока, сидящие друг против друга: Север — Юг или\nВосток — Запад.")),
      C(("def.sdacha", "definition", "def", " — ", "Сдача", "карты, розданные игрокам.")),
      C(("1", "law", None, "ПРАВИЛО 1.", "КОЛОДА", "Текст."))]),
    ("title page and front matter before Law 1",
     "П Р А В И Л А\nМЕЖДУНАРОДНЫЕ ПРАВИЛА\n© WBF, 2017\n\nВведение\n\nЭти Правила действуют с 2017 года.\n\n"
     "ПРАВИЛО 1. КОЛОДА\n\nТекст.",
     [C(("front.title", "front", None, "", "", "П Р А В И Л А\nМЕЖДУНАРОДНЫЕ ПРАВИЛА\n© WBF, 2017")),
      C(("front.vvedenie", "front", None, "", "Введение", "Эти Правила действуют с 2017 года.")),
      C(("1", "law", None, "ПРАВИЛО 1.", "КОЛОДА", "Текст."))]),
    ("a title page's typed rules are no lines of it (lib.ru's e-text box, libru1998)",
     "-----------------------------\n Электронная версия — В. Лукин, 2001\n Текст сверен 12.03.2003\n"
     "-----------------------------\n\n      МЕЖДУНАРОДНЫЕ ПРАВИЛА\n\nПРАВИЛО 1. КОЛОДА\n\nТекст.",
     [C(("front.title", "front", None, "", "", "Электронная версия — В. Лукин, 2001\nТекст сверен 12.03.2003\n"
                                                 "МЕЖДУНАРОДНЫЕ ПРАВИЛА")),
      C(("1", "law", None, "ПРАВИЛО 1.", "КОЛОДА", "Текст."))]),
    # A colon sets a term off only where a paragraph opens, after a short term naming a thing: a colon inside a
    # definition, or after a sentence («Термины имеют значения:»), is text.
    ("terms set off by a colon among terms set off by a dash",
     "ОПРЕДЕЛЕНИЯ\n\nТермины имеют значения: следующие.\n\nВзятка – четыре карты.\n\n"
     "Контракт: обязательство стороны,\nвзятое в торговле: её последнее назначение.\n\n"
     "Невиновная сторона: не нарушала.\n\nПРАВИЛО 1. КОЛОДА\n\nТекст.",
     [C(("def", "definitions", None, "", "ОПРЕДЕЛЕНИЯ", "Термины имеют значения: следующие.")),
      C(("def.vzyatka", "definition", "def", " – ", "Взятка", "четыре карты.")),
      C(("def.kontrakt", "definition", "def", ": ", "Контракт",
          "обязательство стороны, взятое в торговле: её последнее назначение.")),
      C(("def.nevinovnaya-storona", "definition", "def", ": ", "Невиновная сторона", "не нарушала.")),
      C(("1", "law", None, "ПРАВИЛО 1.", "КОЛОДА", "Текст."))]),
    # A run-in heading: a title in ordinary case closed by its period, the Law's text after it on the same line.
    ("a Law's text run in after its title",
     "ПРАВИЛО 2 – Спортивные коробки. Каждая сдача лежит\nв коробке.\n\nПРАВИЛО 12. ПОЛНОМОЧИЯ. ОБЩИЕ\n\nТекст.\n\n"
     "Правило 40 – Соглашения, т. е. системы\n\nТекст.",
     [C(("2", "law", None, "ПРАВИЛО 2 –", "Спортивные коробки", "Каждая сдача лежит в коробке.")),
      C(("12", "law", None, "ПРАВИЛО 12.", "ПОЛНОМОЧИЯ. ОБЩИЕ", "Текст.")),  # capitals: a heading in two parts
      C(("40", "law", None, "Правило 40 –", "Соглашения, т. е. системы", "Текст."))]),
    # A run-in section head: the title ends at its first sentence end, its period the separator (title_sep).
    ("a section's text run in after its title",
     "ПРАВИЛО 9. ДЕЙСТВИЯ\n\nA. Цели.\n\nB. Вызов судьи. Судья вызывается\nсразу.\n\nC. Без точки\n\nТекст.",
     [C(("9", "law", None, "ПРАВИЛО 9.", "ДЕЙСТВИЯ", "")), C(("9A", "section", "9", "A.", "Цели", "")),
      C(("9B", "section", "9", "B.", "Вызов судьи", "Судья вызывается сразу.")),
      C(("9C", "section", "9", "C.", "Без точки", "Текст."))]),
    # A contents list at the start: entries with dot leaders (two on one line) or a tab, front matter paged in
    # lower-case roman numerals; all of it furniture, recorded as removed.
    ("a contents list with roman page numbers",
     "ОГЛАВЛЕНИЕ\n\nОТ РЕДАКЦИИ..........iv ОПРЕДЕЛЕНИЯ..........v\nГлава I. Начало..........1\n\n"
     "ОТ РЕДАКЦИИ\n\nБрошюра.\n\nГлава I. Начало\n\nПРАВИЛО 1. КОЛОДА\n\nТекст.",
     [C(("front.ot-redaktsii", "front", None, "", "ОТ РЕДАКЦИИ", "Брошюра.")),
      C(("ch1", "chapter", None, "Глава I.", "Начало", "")), C(("1", "law", "ch1", "ПРАВИЛО 1.", "КОЛОДА", "Текст."))]),
    ("a contents list, entries and page numbers apart",
     "ОГЛАВЛЕНИЕ\n\nОТ РЕДАКЦИИ iv\n\nГлава I. Начало 1\n\nПРАВИЛО 1. КОЛОДА 1\n\n"
     "ОТ РЕДАКЦИИ\n\nБрошюра.\n\nГлава I. Начало\n\nПРАВИЛО 1. КОЛОДА\n\nТекст.",
     [C(("front.ot-redaktsii", "front", None, "", "ОТ РЕДАКЦИИ", "Брошюра.")),
      C(("ch1", "chapter", None, "Глава I.", "Начало", "")), C(("1", "law", "ch1", "ПРАВИЛО 1.", "КОЛОДА", "Текст."))]),
    # A term may end in a gloss in brackets before its colon, as before a dash (klub2008's «Отказ от масти (ренонс):»
    # had glued to the entry before); a sentence with brackets before a colon stays a sentence.
    ("a term with a gloss in brackets before its colon",
     "ОПРЕДЕЛЕНИЯ\n\nОбъявление: любая заявка, пас.\n\nПравила (ниже) имеют значения: такие.\n\n"
     "Отказ от масти (ренонс): снос при наличии карты масти.\n\nПРАВИЛО 1. КОЛОДА\n\nТекст.",
     [C(("def", "definitions", None, "", "ОПРЕДЕЛЕНИЯ", "")),
      C(("def.obyavlenie", "definition", "def", ": ", "Объявление",
         "любая заявка, пас.\nПравила (ниже) имеют значения: такие.")),
      C(("def.otkaz-ot-masti-renons", "definition", "def", ": ", "Отказ от масти (ренонс)",
         "снос при наличии карты масти.")),
      C(("1", "law", None, "ПРАВИЛО 1.", "КОЛОДА", "Текст."))]),
    ("a colon on a definition's wrapped line is not a new term",
     "ОПРЕДЕЛЕНИЯ\n\nСдача – карты, розданные игрокам.\nКарты: и процедура их раздачи.\n\nПРАВИЛО 1. КОЛОДА\n\nТекст.",
     [C(("def", "definitions", None, "", "ОПРЕДЕЛЕНИЯ", "")),
      C(("def.sdacha", "definition", "def", " – ", "Сдача", "карты, розданные игрокам. Карты: и процедура их раздачи.")),
      C(("1", "law", None, "ПРАВИЛО 1.", "КОЛОДА", "Текст."))]),
    # A book divided into parts with no chapter above them: its parts are its chapters (a roman ten typed as
    # the Cyrillic «Х» is still 10); a part under a chapter stays a part (the row above).
    ("parts on top are chapters, a Cyrillic roman ten",
     "ЧАСТЬ IX. СУДЬЯ\n\nПРАВИЛО 81. СУДЬЯ\n\nТекст.\n\nЧАСТЬ Х. АПЕЛЛЯЦИИ\n\nПРАВИЛО 92. ПРАВО\n\nТекст.",
     [C(("ch9", "chapter", None, "ЧАСТЬ IX.", "СУДЬЯ", "")), C(("81", "law", "ch9", "ПРАВИЛО 81.", "СУДЬЯ", "Текст.")),
      C(("ch10", "chapter", None, "ЧАСТЬ Х.", "АПЕЛЛЯЦИИ", "")),
      C(("92", "law", "ch10", "ПРАВИЛО 92.", "ПРАВО", "Текст."))]),
    ("a sentence opening with «Часть» is text", "ПРАВИЛО 81. СУДЬЯ\n\nЧасть Х, о которой идёт речь, важна.",
     [C(("81", "law", None, "ПРАВИЛО 81.", "СУДЬЯ", "Часть Х, о которой идёт речь, важна."))]),
    # A heading word typed with a Latin look-alike letter («ПPАВИЛО», Latin P) is the Law heading it looks like;
    # its label keeps the letters as typed. A word all Latin is not.
    ("a Latin look-alike inside the heading word", "ПРАВИЛО 41. НАЧАЛО\n\nТекст.\n\nПPАВИЛО 45. КАРТА В ИГРЕ\n\nТекст.",
     [C(("41", "law", None, "ПРАВИЛО 41.", "НАЧАЛО", "Текст.")),
      C(("45", "law", None, "ПPАВИЛО 45.", "КАРТА В ИГРЕ", "Текст."))]),
    ("a heading word all in Latin is text", "ПРАВИЛО 41. НАЧАЛО\n\nPRAVILO 45. KARTA",
     [C(("41", "law", None, "ПРАВИЛО 41.", "НАЧАЛО", "PRAVILO 45. KARTA"))]),
    # The labels a browser shows for <ol type="a"> and <ol type="i"> (a print of a web page): «a.», «i.».
    ("labels a. and i. as a browser shows them",
     "ПРАВИЛО 2. СДАЧИ\n1. Номер:\n\na. один;\n\ni. первое;\n\nii. второе;\n\nb. два.",
     [C(("2", "law", None, "ПРАВИЛО 2.", "СДАЧИ", "")), C(("2-1", "item", "2", "1.", "", "Номер:")),
      C(("2-1(a)", "subitem", "2-1", "a.", "", "один;")), C(("2-1(a)(i)", "subsubitem", "2-1(a)", "i.", "", "первое;")),
      C(("2-1(a)(ii)", "subsubitem", "2-1(a)", "ii.", "", "второе;")), C(("2-1(b)", "subitem", "2-1", "b.", "", "два."))]),
    # A typewritten book (typewriter1996): the item's first sub-item typed on the item's own line (Latin «(a)» or
    # Cyrillic «(а)»): the item has no text, the sub-item opens; a later letter there is the item's text.
    ("an item's first sub-item on its label line",
     "ПРАВИЛО 9. ПОРЯДОК\n\nB. Действия\n1. (a) Судью вызывают.\n(b) Любой игрок.\n2. (а) Никто не действует.",
     [C(("9", "law", None, "ПРАВИЛО 9.", "ПОРЯДОК", "")), C(("9B", "section", "9", "B.", "Действия", "")),
      C(("9B1", "item", "9B", "1.", "", "")), C(("9B1(a)", "subitem", "9B1", "(a)", "", "Судью вызывают.")),
      C(("9B1(b)", "subitem", "9B1", "(b)", "", "Любой игрок.")), C(("9B2", "item", "9B", "2.", "", "")),
      C(("9B2(a)", "subitem", "9B2", "(а)", "", "Никто не действует."))]),
    ("... a later letter on the label line is the item's text",
     "ПРАВИЛО 9. ПОРЯДОК\n\nB. Действия\n1. (b) тоже текст.",
     [C(("9", "law", None, "ПРАВИЛО 9.", "ПОРЯДОК", "")), C(("9B", "section", "9", "B.", "Действия", "")),
      C(("9B1", "item", "9B", "1.", "", "(b) тоже текст."))]),
    # A run-in section title wrapped onto the next line: the first line ends no sentence, the next goes on in
    # lower case: the title runs to the first sentence's end there.
    ("a run-in section title wrapped onto the next line",
     "ПРАВИЛО 10. НАКАЗАНИЕ\n\nВ. Отмена наказания, которое было исполнено или от которого\n"
     "отказались. Если игроки исполнили наказание, судья решает.",
     [C(("10", "law", None, "ПРАВИЛО 10.", "НАКАЗАНИЕ", "")),
      C(("10B", "section", "10", "В.", "Отмена наказания, которое было исполнено или от которого отказались",
         "Если игроки исполнили наказание, судья решает."))]),
    # …but an abbreviation's stop («см.») ends no sentence: the title is its line, the text under it (libru1998's
    # Law 80, «E. Особые условия» / «может ввести … (см. Закон» / «40E) …»)
    ("... a stop after «см.» ends no wrapped title",
     "ПРАВИЛО 80. ОРГАНИЗАТОР\n\nE. Особые условия\nможет ввести особые правила (см. Закон\n40E) или иные;",
     [C(("80", "law", None, "ПРАВИЛО 80.", "ОРГАНИЗАТОР", "")),
      C(("80E", "section", "80", "E.", "Особые условия", "может ввести особые правила (см. Закон 40E) или иные;"))]),
    ("... a title on its own line over a lead-in in capitals stays the line",
     "ПРАВИЛО 10. НАКАЗАНИЕ\n\nВ. Отмена наказания\nЕсли игроки исполнили наказание. Судья решает.",
     [C(("10", "law", None, "ПРАВИЛО 10.", "НАКАЗАНИЕ", "")),
      C(("10B", "section", "10", "В.", "Отмена наказания", "Если игроки исполнили наказание. Судья решает."))]),
    # A section's label run into its text, the line after it breaking a word the next line finishes in lower case:
    # no title breaks off mid-word, so the section has none (ladya2007's «Е. Судья может … зара-» / «нее, …»)
    ("a label run into its text, a word broken at the line's end: no title",
     "ПРАВИЛО 6. ТАСОВАНИЕ\n\nЕ. Судья может распорядиться, чтобы сдачи были подготовлены зара-\n"
     "нее; тогда требования не применяются.",
     [C(("6", "law", None, "ПРАВИЛО 6.", "ТАСОВАНИЕ", "")),
      C(("6E", "section", "6", "Е.", "", "Судья может распорядиться, чтобы сдачи были подготовлены заранее; тогда "
                                        "требования не применяются."))]),
    # The next section's letter alone as a paragraph: a section whose title is lost (a scan's reader puts it where
    # OCR lost a heading, its items restarting); a letter out of the sequence alone is the clause's text
    ("the next section's letter alone: a section with no title",
     "ПРАВИЛО 72. ПРИНЦИПЫ\nА. Законы\n1. Играть\nпо правилам.\n\nB.\n\nние.\n\n2. Если\nнарушитель.",
     [C(("72", "law", None, "ПРАВИЛО 72.", "ПРИНЦИПЫ", "")), C(("72A", "section", "72", "А.", "Законы", "")),
      C(("72A1", "item", "72A", "1.", "", "Играть по правилам.")), C(("72B", "section", "72", "B.", "", "ние.")),
      C(("72B2", "item", "72B", "2.", "", "Если нарушитель."))]),
    ("... a letter alone out of the sequence: text",
     "ПРАВИЛО 72. ПРИНЦИПЫ\nА. Законы\n1. Играть\nпо правилам.\n\nD.\n\n2. Если\nнарушитель.",
     [C(("72", "law", None, "ПРАВИЛО 72.", "ПРИНЦИПЫ", "")), C(("72A", "section", "72", "А.", "Законы", "")),
      C(("72A1", "item", "72A", "1.", "", "Играть по правилам.\nD.")),
      C(("72A2", "item", "72A", "2.", "", "Если нарушитель."))]),
    # A front heading set spaced out (разрядка) is the heading it spells; its id from the word read.
    ("a front heading set spaced out",
     "ПРАВИЛА\n\nО Т  П Е Р Е В О Д Ч И К А\nПеревод сделан.\n\nПРАВИЛО 1. КОЛОДА\n\nТекст.",
     [C(("front.title", "front", None, "", "", "ПРАВИЛА")),
      C(("front.ot-perevodchika", "front", None, "", "ОТ ПЕРЕВОДЧИКА", "Перевод сделан.")),
      C(("1", "law", None, "ПРАВИЛО 1.", "КОЛОДА", "Текст."))]),
    ("a front heading naming who speaks in capitals, «ОТ СОСТАВИТЕЛЕЙ»",
     "ПРАВИЛА\n\nОТ СОСТАВИТЕЛЕЙ\nПеревод сделан.\n\nПРАВИЛО 1. КОЛОДА\n\nТекст.",
     [C(("front.title", "front", None, "", "", "ПРАВИЛА")),
      C(("front.ot-sostaviteley", "front", None, "", "ОТ СОСТАВИТЕЛЕЙ", "Перевод сделан.")),
      C(("1", "law", None, "ПРАВИЛО 1.", "КОЛОДА", "Текст."))]),
    ("a Cyrillic letter with a dot is text", "ПРАВИЛО 2. СДАЧИ\n1. Турнир 2010\nг. Приозёрск, а\nв. конце.",
     [C(("2", "law", None, "ПРАВИЛО 2.", "СДАЧИ", "")), C(("2-1", "item", "2", "1.", "", "Турнир 2010 г. Приозёрск, а в. конце."))]),
    # The Law's heading word is any of data/law_words.toml's (abi2000: a translation saying «Закон» for Law), the
    # number in the rising run of Laws, the title on its line or the next; a section's word «Раздел» before its
    # letter is part of its label.
    ("«Закон N» with its title on the next line", "Закон 12\nДИСКРЕЦИОННЫЕ ПОЛНОМОЧИЯ СУДЬИ\n\nТекст.\n\n"
                                                  "Закон 16\nНЕСАНКЦИОНИРОВАННАЯ ИНФОРМАЦИЯ\n\nТекст.",
     [C(("12", "law", None, "Закон 12", "ДИСКРЕЦИОННЫЕ ПОЛНОМОЧИЯ СУДЬИ", "Текст.")),
      C(("16", "law", None, "Закон 16", "НЕСАНКЦИОНИРОВАННАЯ ИНФОРМАЦИЯ", "Текст."))]),
    ("«Law N. Title» after «Закон N. Title»", "Закон 1. Колода\n\nТекст.\n\nLaw 2. Boards\n\nТекст.",
     [C(("1", "law", None, "Закон 1.", "Колода", "Текст.")), C(("2", "law", None, "Law 2.", "Boards", "Текст."))]),
    ("a Law word out of the rising run is text", "Закон 12\nПОЛНОМОЧИЯ\n\nТекст, как указано\nЗакон 5. Ниже.",
     [C(("12", "law", None, "Закон 12", "ПОЛНОМОЧИЯ", "Текст, как указано Закон 5. Ниже."))]),
    ("sections «Раздел A. Title» on a line of their own and run in",
     "ЗАКОН 1. КОЛОДА\n\nРаздел A. Старшинство карт\nКарты идут от туза.\n\n"
     "Раздел В. Старшинство мастей. Масти идут от пик.",
     [C(("1", "law", None, "ЗАКОН 1.", "КОЛОДА", "")),
      C(("1A", "section", "1", "Раздел A.", "Старшинство карт", "Карты идут от туза.")),
      C(("1B", "section", "1", "Раздел В.", "Старшинство мастей", "Масти идут от пик."))]),
    ("a section named in a sentence is text", "Закон 1. КОЛОДА\n\nКаждый Закон разбит на разделы (Раздел A, Раздел B).",
     [C(("1", "law", None, "Закон 1.", "КОЛОДА", "Каждый Закон разбит на разделы (Раздел A, Раздел B)."))]),
    # «Статья» for Law (kare2004, a club's translation of 1991): «Статья 27. Title» in sentence case, in capitals,
    # the title on the next line; in lower case or running on in a sentence it is a word of the text
    ("«Статья N. Title» in sentence case, sections under it",
     "Статья 27. Недостаточная ставка\n\nA. Принятие\nПринята.\n\nСтатья 28. Заявки в порядке очереди\n\nТекст.",
     [C(("27", "law", None, "Статья 27.", "Недостаточная ставка", "")),
      C(("27A", "section", "27", "A.", "Принятие", "Принята.")),
      C(("28", "law", None, "Статья 28.", "Заявки в порядке очереди", "Текст."))]),
    ("«СТАТЬЯ N» with its title on the next line", "СТАТЬЯ 12\nПОЛНОМОЧИЯ\n\nA. Общие\nТекст.\n\n"
                                                   "СТАТЬЯ 16\nИНФОРМАЦИЯ\n\nA. Общие\nТекст.",
     [C(("12", "law", None, "СТАТЬЯ 12", "ПОЛНОМОЧИЯ", "")), C(("12A", "section", "12", "A.", "Общие", "Текст.")),
      C(("16", "law", None, "СТАТЬЯ 16", "ИНФОРМАЦИЯ", "")), C(("16A", "section", "16", "A.", "Общие", "Текст."))]),
    ("«статья N.» in lower case on a wrapped line is text",
     "Статья 12. Полномочия\n\nA. Общие\nКак сказано в\nстатья 13. Ниже.\n\nСтатья 16. Информация\n\nA. Общие",
     [C(("12", "law", None, "Статья 12.", "Полномочия", "")),
      C(("12A", "section", "12", "A.", "Общие", "Как сказано в статья 13. Ниже.")),
      C(("16", "law", None, "Статья 16.", "Информация", "")), C(("16A", "section", "16", "A.", "Общие", ""))]),
    # Lists a word processor numbered as one list through the book (AbiWord's PDF, kare2004): under each new section
    # the numbers run on from the list before, three lists and more; a reader sees they are not the Law's, and
    # lawref takes none: each marked line is a paragraph of its section, its printed number with it
    ("lists numbered through the book are paragraphs of their sections",
     "Статья 6. Тасовка\n\nA. Один\n\n1. Первый.\n\n2. Второй.\n\nB. Два\n\n3. Третий.\n\na. подпункт.\n\n"
     "Статья 9. Действия\n\nA. Три\n\n4. Четвёртый.\n\n5. Пятый.",
     [C(("6", "law", None, "Статья 6.", "Тасовка", "")),
      C(("6A", "section", "6", "A.", "Один", "1. Первый. 2. Второй.")),
      C(("6B", "section", "6", "B.", "Два", "3. Третий. a. подпункт.")),
      C(("9", "law", None, "Статья 9.", "Действия", "")),
      C(("9A", "section", "9", "A.", "Три", "4. Четвёртый. 5. Пятый."))]),
    ("lists starting anew under each section are the Law's items",
     "Статья 6. Тасовка\n\nA. Один\n\n1. Первый.\n\n2. Второй.\n\nB. Два\n\n1. Третий.\n\n"
     "Статья 9. Действия\n\nA. Три\n\n1. Четвёртый.",
     [C(("6", "law", None, "Статья 6.", "Тасовка", "")), C(("6A", "section", "6", "A.", "Один", "")),
      C(("6A1", "item", "6A", "1.", "", "Первый.")), C(("6A2", "item", "6A", "2.", "", "Второй.")),
      C(("6B", "section", "6", "B.", "Два", "")), C(("6B1", "item", "6B", "1.", "", "Третий.")),
      C(("9", "law", None, "Статья 9.", "Действия", "")), C(("9A", "section", "9", "A.", "Три", "")),
      C(("9A1", "item", "9A", "1.", "", "Четвёртый."))]),
    # a term's line wrapped right after its dash (Calibre's PDF, kubgu2021): the next line is its definition
    ("a term's line ending in its dash",
     "ОПРЕДЕЛЕНИЯ\n\nИгрок — участник игры.\n\nУполномоченный орган —\nнациональная федерация.\n\n"
     "ПРАВИЛО 1. КОЛОДА\n\nТекст.",
     [C(("def", "definitions", None, "", "ОПРЕДЕЛЕНИЯ", "")),
      C(("def.igrok", "definition", "def", " — ", "Игрок", "участник игры.")),
      C(("def.upolnomochennyy-organ", "definition", "def", " — ", "Уполномоченный орган", "национальная федерация.")),
      C(("1", "law", None, "ПРАВИЛО 1.", "КОЛОДА", "Текст."))]),
    # «§ N. Title» for a Law (kubgu2021, a club's e-book); «§» in a sentence before a word is text
    ("«§ N. Title» with sections under it",
     "§ 27. Недостаточная заявка\n\nA. Принятие\nПринята, см. § ниже.\n\n§ 28. Заявки в очередь\n\nA. Очередь\nТекст.",
     [C(("27", "law", None, "§ 27.", "Недостаточная заявка", "")),
      C(("27A", "section", "27", "A.", "Принятие", "Принята, см. § ниже.")),
      C(("28", "law", None, "§ 28.", "Заявки в очередь", "")),
      C(("28A", "section", "28", "A.", "Очередь", "Текст."))]),
    # a front heading of data/front_headings.txt (abi2000's «ПОРЯДОК ПОЛЬЗОВАНИЯ»)
    ("a front heading «ПОРЯДОК ПОЛЬЗОВАНИЯ»",
     "ПРАВИЛА\n\nПОРЯДОК ПОЛЬЗОВАНИЯ\nКаждый Закон разбит на разделы.\n\nЗакон 1. КОЛОДА\n\nТекст.",
     [C(("front.title", "front", None, "", "", "ПРАВИЛА")),
      C(("front.poryadok-polzovaniya", "front", None, "", "ПОРЯДОК ПОЛЬЗОВАНИЯ", "Каждый Закон разбит на разделы.")),
      C(("1", "law", None, "Закон 1.", "КОЛОДА", "Текст."))]),
    # a chapter's title set apart under its heading (zavolzh2009's Scribus PDF: two centred heading paragraphs) is
    # its title; a sentence under a heading with no title is the chapter's own text, and so is a second paragraph
    ("chapter title a paragraph under its heading", "ГЛАВА V\n\nТОРГОВЛЯ\n\nПРАВИЛО 17\n\nНАЧАЛО\n\nТекст.",
     [C(("ch5", "chapter", None, "ГЛАВА V", "ТОРГОВЛЯ", "")), C(("17", "law", "ch5", "ПРАВИЛО 17", "НАЧАЛО", "Текст."))]),
    ("a sentence under a chapter's heading is its text", "ГЛАВА V\n\nВ главе говорится о торговле.\n\n"
     "ПРАВИЛО 17. НАЧАЛО\n\nТекст.",
     [C(("ch5", "chapter", None, "ГЛАВА V", "", "В главе говорится о торговле.")),
      C(("17", "law", "ch5", "ПРАВИЛО 17.", "НАЧАЛО", "Текст."))]),
    ("a chapter's text in capitals after its title", "ГЛАВА V. ТОРГОВЛЯ\n\nВАЖНОЕ ЗАМЕЧАНИЕ\n\nПРАВИЛО 17. НАЧАЛО\n\nТекст.",
     [C(("ch5", "chapter", None, "ГЛАВА V.", "ТОРГОВЛЯ", "ВАЖНОЕ ЗАМЕЧАНИЕ")),
      C(("17", "law", "ch5", "ПРАВИЛО 17.", "НАЧАЛО", "Текст."))]),
    # A title of two sentences, its heading a paragraph of its own (rt29book's Law 61, a Heading 2 in the .docx,
    # a line alone in the PDF): the words after the period end no sentence and nothing follows them, so they are
    # the title's; a run-in Law text ends its sentence (the row «a Law's text run in after its title») or goes on.
    ("a title of two sentences, its heading a paragraph of its own",
     "Закон 61. Невыход в масть. Вопросы о ренонсе\n\nA. Определение\n\nТекст.\n\n"
     "Закон 64. Порядок. Ренонс установлен\nпосле хода.",
     [C(("61", "law", None, "Закон 61.", "Невыход в масть. Вопросы о ренонсе", "")),
      C(("61A", "section", "61", "A.", "Определение", "Текст.")),
      C(("64", "law", None, "Закон 64.", "Порядок", "Ренонс установлен после хода."))]),
]

COMMENTARY_ROWS = [
    ("a paragraph that opens with an item", "Правило 1. КОЛОДА\n\n1.1.(a) Первое.\n(b) Второе:\n(i) глубже;\n(ii) ещё.",
     [C(("c1", "commentary", None, "Правило 1.", "КОЛОДА", "")), C(("1.1", "paragraph", "c1", "1.1.", "", "")),
      C(("1.1(a)", "commentary-item", "1.1", "(a)", "", "Первое.")),
      C(("1.1(b)", "commentary-item", "1.1", "(b)", "", "Второе:")),
      C(("1.1(b)(i)", "commentary-item", "1.1(b)", "(i)", "", "глубже;")),
      C(("1.1(b)(ii)", "commentary-item", "1.1(b)", "(ii)", "", "ещё."))]),
    ("romans straight under a paragraph (the seed's 27.7)", "Правило 27. Н\n\n27.7. Текст:\n(i) один;\n(ii) два.",
     [C(("c27", "commentary", None, "Правило 27.", "Н", "")), C(("27.7", "paragraph", "c27", "27.7.", "", "Текст:")),
      C(("27.7(i)", "commentary-item", "27.7", "(i)", "", "один;")),
      C(("27.7(ii)", "commentary-item", "27.7", "(ii)", "", "два."))]),
    ("a reference broken across lines is not an item", "Правило 27. Н\n\n27.1. Это подпадает под Правило 27В1\n"
                                                      "(b) и требует решения.",
     [C(("c27", "commentary", None, "Правило 27.", "Н", "")),
      C(("27.1", "paragraph", "c27", "27.1.", "", "Это подпадает под Правило 27В1 (b) и требует решения."))]),
    ("heading with a dash", "Правило 12 - ПОЛНОМОЧИЯ СУДЬИ\n\n12.1. Текст.",
     [C(("c12", "commentary", None, "Правило 12 -", "ПОЛНОМОЧИЯ СУДЬИ", "")),
      C(("12.1", "paragraph", "c12", "12.1.", "", "Текст."))]),
    ("front matter and the commentary on the Definitions",
     "КОММЕНТАРИЙ\n\nОТ ПЕРЕВОДЧИКА\n\nПеревод.\n\nОПРЕДЕЛЕНИЯ\n\nО терминах.\n\n«Взятка». Четыре карты.\n\n"
     "Болван: партнёр разыгрывающего.\n\nПравило 1. КОЛОДА\n\n1.1. Текст.",
     [C(("cfront.title", "front", None, "", "", "КОММЕНТАРИЙ")),
      C(("cfront.ot-perevodchika", "front", None, "", "ОТ ПЕРЕВОДЧИКА", "Перевод.")),
      C(("cdef", "commentary", None, "", "ОПРЕДЕЛЕНИЯ", "О терминах.")),
      C(("cdef.vzyatka", "paragraph", "cdef", "", "Взятка", "Четыре карты.")),  # the term without its quotes
      C(("cdef.bolvan", "paragraph", "cdef", "", "Болван", "партнёр разыгрывающего.")),
      C(("c1", "commentary", None, "Правило 1.", "КОЛОДА", "")), C(("1.1", "paragraph", "c1", "1.1.", "", "Текст."))]),
    # the title page's title, a line alone, said again alone under it heads a front part: the rest of the page (an
    # EPUB's title page, then the title over its first chapter, as pandoc makes it: priok2022's truth_epub); said
    # inside a line, or where the title shares its paragraph, it is the page's own text
    ("the title said again under the title page heads the rest of it",
     "Правила в практике\n\nПравила в практике\n\nПриокск, 2022\n\nПредисловие\n\nТекст.\n\n"
     "Правило 1. КОЛОДА\n\n1.1. Текст.",
     [C(("cfront.title", "front", None, "", "", "Правила в практике")),
      C(("cfront.pravila-v-praktike", "front", None, "", "Правила в практике", "Приокск, 2022")),
      C(("cfront.predislovie", "front", None, "", "Предисловие", "Текст.")),
      C(("c1", "commentary", None, "Правило 1.", "КОЛОДА", "")), C(("1.1", "paragraph", "c1", "1.1.", "", "Текст."))]),
    ("… a typed rule said again round the title page is no title",
     "-----\n\nЭлектронная версия\n\n-----\n\nПредисловие\n\nТекст.\n\nПравило 1. КОЛОДА\n\n1.1. Текст.",
     [C(("cfront.title", "front", None, "", "", "Электронная версия")),
      C(("cfront.predislovie", "front", None, "", "Предисловие", "Текст.")),
      C(("c1", "commentary", None, "Правило 1.", "КОЛОДА", "")), C(("1.1", "paragraph", "c1", "1.1.", "", "Текст."))]),
    ("… a title said again below other lines of its page is the page's (a converter's title page, then the book's)",
     "Правила в практике\n\nКлуб «Ладья»\n\n2021-03-15\n\nПравила в практике\n\nПредисловие\n\nТекст.\n\n"
     "Правило 1. КОЛОДА\n\n1.1. Текст.",
     [C(("cfront.title", "front", None, "", "",
         "Правила в практике\nКлуб «Ладья»\n2021-03-15\nПравила в практике")),
      C(("cfront.predislovie", "front", None, "", "Предисловие", "Текст.")),
      C(("c1", "commentary", None, "Правило 1.", "КОЛОДА", "")), C(("1.1", "paragraph", "c1", "1.1.", "", "Текст."))]),
    ("… a title sharing its paragraph is no heading said again",
     "Правила в практике\nкомментарий\n\nПравила в практике\n\nПредисловие\n\nТекст.\n\n"
     "Правило 1. КОЛОДА\n\n1.1. Текст.",
     [C(("cfront.title", "front", None, "", "", "Правила в практике комментарий\nПравила в практике")),
      C(("cfront.predislovie", "front", None, "", "Предисловие", "Текст.")),
      C(("c1", "commentary", None, "Правило 1.", "КОЛОДА", "")), C(("1.1", "paragraph", "c1", "1.1.", "", "Текст."))]),
    # The levels the law and the commentary share (issue 16, the red-team commentary comm2017):
    ("a front heading naming who speaks, «ОТ СОСТАВИТЕЛЕЙ»",
     "КОММЕНТАРИЙ\n\nОТ СОСТАВИТЕЛЕЙ\n\nЭта книга.\n\nПравило 1. КОЛОДА\n\n1.1. Текст.",
     [C(("cfront.title", "front", None, "", "", "КОММЕНТАРИЙ")),
      C(("cfront.ot-sostaviteley", "front", None, "", "ОТ СОСТАВИТЕЛЕЙ", "Эта книга.")),
      C(("c1", "commentary", None, "Правило 1.", "КОЛОДА", "")), C(("1.1", "paragraph", "c1", "1.1.", "", "Текст."))]),
    ("an e-book's heading «Комментарий к Правилу 16. TITLE»",
     "Комментарий к Правилу 16. НЕСАНКЦИОНИРОВАННАЯ ИНФОРМАЦИЯ\n\n16.1. Текст.",
     [C(("c16", "commentary", None, "Комментарий к Правилу 16.", "НЕСАНКЦИОНИРОВАННАЯ ИНФОРМАЦИЯ", "")),
      C(("16.1", "paragraph", "c16", "16.1.", "", "Текст."))]),
    ("a heading whose title stands on the next line, as the law's",
     "ПРАВИЛО 7\nКОНТРОЛЬ ЗА ДОСКОЙ\n\n7.1. Текст.\n\nПРАВИЛО 9\nПОРЯДОК ДЕЙСТВИЙ\n\n9.1. Текст.",
     [C(("c7", "commentary", None, "ПРАВИЛО 7", "КОНТРОЛЬ ЗА ДОСКОЙ", "")),
      C(("7.1", "paragraph", "c7", "7.1.", "", "Текст.")),
      C(("c9", "commentary", None, "ПРАВИЛО 9", "ПОРЯДОК ДЕЙСТВИЙ", "")),
      C(("9.1", "paragraph", "c9", "9.1.", "", "Текст."))]),
    ("items after front matter with no Law heading are the paragraph's, not the front's",
     "СОКРАЩЕНИЯ\n\nНИ — несанкционированная информация\n\n9.3. Игроки не должны:\n\n(i) исправлять;\n\n"
     "(ii) обсуждать.",
     [C(("cfront.sokrashcheniya", "front", None, "", "СОКРАЩЕНИЯ", "НИ — несанкционированная информация")),
      C(("c9", "commentary", None, "", "", "")), C(("9.3", "paragraph", "c9", "9.3.", "", "Игроки не должны:")),
      C(("9.3(i)", "commentary-item", "9.3", "(i)", "", "исправлять;")),
      C(("9.3(ii)", "commentary-item", "9.3", "(ii)", "", "обсуждать."))]),
    ("an example whose text runs in after «Пример 1.», its hand diagram between its paragraphs",
     "Правило 12. Д\n\n12.2. Текст.\n\nПример 1. Юг — сдающий. Торговля: 1♥ — пас.\n\n♠ К 7 4\n\n"
     "♠ Д 10 8 3 ♥ 6 ♦ КД 9 4 ♣ Т 10 7 5\n\nЗапад\n\n(Восток — партнёр)\n\nУщерба нет.\n\n12.3. Дальше.",
     [C(("c12", "commentary", None, "Правило 12.", "Д", "")), C(("12.2", "paragraph", "c12", "12.2.", "", "Текст.")),
      C(("12.ex1", "example", "12.2", "Пример 1.", "", "Юг — сдающий. Торговля: 1♥ — пас.\nУщерба нет.")),
      C(("12.3", "paragraph", "c12", "12.3.", "", "Дальше."))]),
    ("a footnote under the rule, as the law's: its call linked, the paragraph's items go on",
     "Правило 16. НИ\n\n16.2. Источники (НИ)<*>:\n\n--------------------------------\n\n<*> Термин.\n\n"
     "(a) замечание;\n\n(b) жест.",
     [C(("c16", "commentary", None, "Правило 16.", "НИ", "")),
      C(("16.2", "paragraph", "c16", "16.2.", "", "Источники (НИ)<*>:")),
      C(("16.fn1", "footnote", "c16", "<*>", "", "Термин.")),
      C(("16.2(a)", "commentary-item", "16.2", "(a)", "", "замечание;")),
      C(("16.2(b)", "commentary-item", "16.2", "(b)", "", "жест."))]),
    # A 1999 federation's commentary on a translation that says «Закон» (issue 16, pfsb1999comm): its headings
    # «ЗАКОН 9. TITLE» are headed by that Law word, the title on its line; a note after a worked example is the
    # example's, as one after a paragraph is the paragraph's
    ("«ЗАКОН 9. TITLE»: a Law word of data/law_words.toml heads a commentary's comment, its title on its line",
     "ЗАКОН 9. ПРОЦЕДУРА ПОСЛЕ НАРУШЕНИЯ\n\n9.1. Текст.\n\nЗакон 12. ПРАВА СУДЬИ\n\n12.1. Дальше.",
     [C(("c9", "commentary", None, "ЗАКОН 9.", "ПРОЦЕДУРА ПОСЛЕ НАРУШЕНИЯ", "")),
      C(("9.1", "paragraph", "c9", "9.1.", "", "Текст.")),
      C(("c12", "commentary", None, "Закон 12.", "ПРАВА СУДЬИ", "")),
      C(("12.1", "paragraph", "c12", "12.1.", "", "Дальше."))]),
    # a typescript (zametki1999, a paragraph a typed line): a long title in capitals typed on two lines, the first
    # ending no phrase; a line in capitals under a title that ends with its period is the comment's text
    ("«ЗАКОН 75. НЕВЕРНОЕ ОБЪЯСНЕНИЕ ИЛИ» / «НЕВЕРНАЯ ЗАЯВКА»: one title on two typed lines",
     "ЗАКОН 75. НЕВЕРНОЕ ОБЪЯСНЕНИЕ ИЛИ\n\nНЕВЕРНАЯ ЗАЯВКА\n\n75.1. Текст.\n\nЗАКОН 82. ОШИБКА СУДЬИ.\n\n"
     "ОБЩЕЕ ПРАВИЛО\n\n82.1. Дальше.",
     [C(("c75", "commentary", None, "ЗАКОН 75.", "НЕВЕРНОЕ ОБЪЯСНЕНИЕ ИЛИ НЕВЕРНАЯ ЗАЯВКА", "")),
      C(("75.1", "paragraph", "c75", "75.1.", "", "Текст.")),
      C(("c82", "commentary", None, "ЗАКОН 82.", "ОШИБКА СУДЬИ.", "ОБЩЕЕ ПРАВИЛО")),
      C(("82.1", "paragraph", "c82", "82.1.", "", "Дальше."))]),
    ("a note after a worked example is the example's: «16.ex1.note1»",
     "Правило 16. НИ\n\n16.3. Текст.\n\nПример 1. Север задумался.\n\nПримечание: Комитет ошибся.\n\n"
     "16.4. Дальше.",
     [C(("c16", "commentary", None, "Правило 16.", "НИ", "")), C(("16.3", "paragraph", "c16", "16.3.", "", "Текст.")),
      C(("16.ex1", "example", "16.3", "Пример 1.", "", "Север задумался.")),
      C(("16.ex1.note1", "note", "c16", "Примечание:", "", "Комитет ошибся.")),
      C(("16.4", "paragraph", "c16", "16.4.", "", "Дальше."))]),
    ("a line of the four seats over the calls is the auction's, text; a diagram of suits' and seats' initials is none",
     "Правило 16. НИ\n\n16.1. Текст.\n\nПример 1.\n\nЗапад      Север  Восток Юг\n\n1п 2ч пас пас\n\n"
     "Север подумал.\n\nПример 2.\n\n          С\n        п  Д 8\n   З              В\n п  -          п  9\n"
     "          Ю\n        т  В 7\n\nКозыри - пики.\n\n16.2. Дальше.",
     [C(("c16", "commentary", None, "Правило 16.", "НИ", "")), C(("16.1", "paragraph", "c16", "16.1.", "", "Текст.")),
      C(("16.ex1", "example", "16.1", "Пример 1.", "", "Запад      Север  Восток Юг\n1п 2ч пас пас\nСевер подумал.")),
      C(("16.ex2", "example", "16.1", "Пример 2.", "", "Козыри - пики.")),
      C(("16.2", "paragraph", "c16", "16.2.", "", "Дальше."))]),
    # A director's notes (issue 16, the red-team commentary notes2022): «К ПРАВИЛУ 13» with the title on the next
    # paragraph in ordinary case, paragraphs «1.», «2.» numbered anew under each Law, a worked example that is
    # one of them
    ("«К ПРАВИЛУ 13», its title under it; paragraphs numbered anew under each Law",
     "К ПРАВИЛУ 13\n\nНеправильное число карт\n\n1. Текст.\n\n2. Пример. На доске 17.\n\nК Правилу 15\n\n"
     "Игра не той сдачи\n\n1. Снова.",
     [C(("c13", "commentary", None, "К ПРАВИЛУ 13", "Неправильное число карт", "")),
      C(("13.1", "paragraph", "c13", "1.", "", "Текст.")),
      C(("13.2", "paragraph", "c13", "2.", "", "Пример. На доске 17.")),
      C(("c15", "commentary", None, "К Правилу 15", "Игра не той сдачи", "")),
      C(("15.1", "paragraph", "c15", "1.", "", "Снова."))]),
    ("items «а)» typed with a tab, a note «Примечание.» after them, the numbering going on",
     "К ПРАВИЛУ 21\n\nЗаявление\n\n1. Игрок может, если:\n\nа)\tколл сделан;\n\nб)\tпартнёр молчал.\n\n"
     "Примечание. Коротко.\n\n2. Дальше.",
     [C(("c21", "commentary", None, "К ПРАВИЛУ 21", "Заявление", "")),
      C(("21.1", "paragraph", "c21", "1.", "", "Игрок может, если:")),
      C(("21.1(a)", "commentary-item", "21.1", "а)", "", "колл сделан;")),
      C(("21.1(b)", "commentary-item", "21.1", "б)", "", "партнёр молчал.")),
      C(("21.1.note1", "note", "c21", "Примечание.", "", "Коротко.")),
      C(("21.2", "paragraph", "c21", "2.", "", "Дальше."))]),
    ("a number out of its sequence is the paragraph's text, wherever it stands",
     "К ПРАВИЛУ 15\n\nИгра\n\n1. На доске 17 вместо доски\n\n15. Судья вернул доску.",
     [C(("c15", "commentary", None, "К ПРАВИЛУ 15", "Игра", "")),
      C(("15.1", "paragraph", "c15", "1.", "", "На доске 17 вместо доски\n15. Судья вернул доску."))]),
    # A commentary is known by its structure, whatever its author's habits (issue 16, the red-team commentary
    # gorelov2022): a marker and a rising Law number head each Law («§ 14.», «Комментарий к статье 20»,
    # «Правило 24 — …»), paragraphs numbered by that Law with any separator («14-1.», «20.1»)
    ("«§ 14. Title» in sentence case, its boxed extract the heading's text, «14-1.», «а) б) в)», NB., a case",
     "§ 14. Недостающая карта\n\nПравило 14А: карта разыскивается.\n\nПравило 14В: считается принадлежавшей."
     "\n\n14-1. Текст.\n\n14-2. Судья должен:\n\nа) найти;\n\nб) проверить;\n\nв) решить.\n\n"
     "NB. Коротко.\n\nСлучай 1. Было так.\n\n14-3. Дальше, см. абзац\n24-3 ниже.",
     [C(("c14", "commentary", None, "§ 14.", "Недостающая карта",
         "Правило 14А: карта разыскивается. Правило 14В: считается принадлежавшей.")),
      C(("14.1", "paragraph", "c14", "14-1.", "", "Текст.")),
      C(("14.2", "paragraph", "c14", "14-2.", "", "Судья должен:")),
      C(("14.2(a)", "commentary-item", "14.2", "а)", "", "найти;")),
      C(("14.2(b)", "commentary-item", "14.2", "б)", "", "проверить;")),
      C(("14.2(c)", "commentary-item", "14.2", "в)", "", "решить.")),  # by its place: в is the third
      C(("14.2.note1", "note", "c14", "NB.", "", "Коротко.")),
      C(("14.ex1", "example", "14.2", "Случай 1.", "", "Было так.")),
      C(("14.3", "paragraph", "c14", "14-3.", "", "Дальше, см. абзац 24-3 ниже."))]),
    ("«Комментарий к статье 20», paragraphs «20.1» with no full stop, «Замечание.»",
     "Комментарий к статье 20\n\n20.1 Текст.\n\nЗамечание. Коротко.\n\n20.2 Ещё.",
     [C(("c20", "commentary", None, "Комментарий к статье 20", "", "")),
      C(("20.1", "paragraph", "c20", "20.1", "", "Текст.")),
      C(("20.1.note1", "note", "c20", "Замечание.", "", "Коротко.")),
      C(("20.2", "paragraph", "c20", "20.2", "", "Ещё."))]),
    ("«Правило 24 — Title» in sentence case after a dash; «Правило 25. Это значит, …» is a sentence",
     "Правило 24 — Карта, открытая в ходе торговли\n\n24.1. Текст.\nПравило 25. Это значит, что судья решает."
     "\n\n24.2. Ещё.",
     [C(("c24", "commentary", None, "Правило 24 —", "Карта, открытая в ходе торговли", "")),
      C(("24.1", "paragraph", "c24", "24.1.", "", "Текст. Правило 25. Это значит, что судья решает.")),
      C(("24.2", "paragraph", "c24", "24.2.", "", "Ещё."))]),
    ("an afterword after the last Law is the book's own, not the Law's",
     "§ 85. Факты\n\n85-1. Текст.\n\nВМЕСТО ПОСЛЕСЛОВИЯ\n\nБридж держится на доверии.",
     [C(("c85", "commentary", None, "§ 85.", "Факты", "")),
      C(("85.1", "paragraph", "c85", "85-1.", "", "Текст.")),
      C(("cfront.vmesto-poslesloviya", "front", None, "", "ВМЕСТО ПОСЛЕСЛОВИЯ", "Бридж держится на доверии."))]),
    ("a subject index after the last Law is the book's own back matter, not glued to the Law's last clause",
     "§ 85. Факты\n\n85-1. Текст.\n\nПРЕДМЕТНЫЙ УКАЗАТЕЛЬ\n\nАпелляция — 85/1\n\nФакты — 85/1–85/2\n\n"
     "Штраф — 85/1, пример 4",
     [C(("c85", "commentary", None, "§ 85.", "Факты", "")),
      C(("85.1", "paragraph", "c85", "85-1.", "", "Текст.")),
      C(("cfront.predmetnyy-ukazatel", "front", None, "", "ПРЕДМЕТНЫЙ УКАЗАТЕЛЬ",
         "Апелляция — 85/1\nФакты — 85/1–85/2\nШтраф — 85/1, пример 4"))]),
    # The general rule (issue 16, the red-team commentary ledov2024, a fourth author): a heading's marker is any
    # word before the Law number, the book's own the one whose numbers rise through the most lines, its title on
    # its line or the next; paragraphs numbered anew under each Law by a list label of a class («(1)», «1)», «1.»)
    ("«Статья 18» / «ЗАЯВКИ», paragraphs «(1)», items «а)», «Внимание!», «Пример N.» numbered through the book",
     "Статья 15\n\nИГРА НЕ ТОЙ СДАЧЕЙ\n\n(1) Текст.\n\nПример 1.\n\nБыло так.\n\nСтатья 18\n\nЗАЯВКИ\n\n"
     "(1) Заявка должна:\n\nа) быть;\n\nб) звучать.\n\nВнимание! Коротко.\n\n(2) Дальше.\n\nПример 2.\n\nСнова.",
     [C(("c15", "commentary", None, "Статья 15", "ИГРА НЕ ТОЙ СДАЧЕЙ", "")),
      C(("15.1", "paragraph", "c15", "(1)", "", "Текст.")),
      C(("15.ex1", "example", "15.1", "Пример 1.", "", "Было так.")),
      C(("c18", "commentary", None, "Статья 18", "ЗАЯВКИ", "")),
      C(("18.1", "paragraph", "c18", "(1)", "", "Заявка должна:")),
      C(("18.1(a)", "commentary-item", "18.1", "а)", "", "быть;")),
      C(("18.1(b)", "commentary-item", "18.1", "б)", "", "звучать.")),
      C(("18.1.note1", "note", "c18", "Внимание!", "", "Коротко.")),
      C(("18.2", "paragraph", "c18", "(2)", "", "Дальше.")),
      C(("18.ex2", "example", "18.2", "Пример 2.", "", "Снова."))]),
    ("«СТАТЬЯ 6 ТАСОВКА» (the title after a space, in capitals); a letter-spaced «Статья 1 5» alone; «1)»",
     "СТАТЬЯ 6 ТАСОВКА И СДАЧА\n\n1) Текст.\n\n2) Ещё.\n\nСтатья 1 5\nИГРА НЕ ТОЙ СДАЧЕЙ\n\n1) Снова.",
     [C(("c6", "commentary", None, "СТАТЬЯ 6", "ТАСОВКА И СДАЧА", "")),
      C(("6.1", "paragraph", "c6", "1)", "", "Текст.")), C(("6.2", "paragraph", "c6", "2)", "", "Ещё.")),
      C(("c15", "commentary", None, "Статья 1 5", "ИГРА НЕ ТОЙ СДАЧЕЙ", "")),
      C(("15.1", "paragraph", "c15", "1)", "", "Снова."))]),
    ("a number alone over a title in capitals heads a Law («18» / «ЗАЯВКИ», «19. КОНТРА»)",
     "18\nЗАЯВКИ\n\n1. Текст.\n\n19. КОНТРА И РЕКОНТРА\n\n1. Ещё.",
     [C(("c18", "commentary", None, "18", "ЗАЯВКИ", "")), C(("18.1", "paragraph", "c18", "1.", "", "Текст.")),
      C(("c19", "commentary", None, "19.", "КОНТРА И РЕКОНТРА", "")),
      C(("19.1", "paragraph", "c19", "1.", "", "Ещё."))]),
    ("a book of one Law's commentary: its paragraphs «(1)» … and an example's number head nothing",
     "ОТ АВТОРА\n\nКнижка.\n\nСтатья 6\n\nТАСОВКА\n\n(1) Один.\n\n(2) Два:\n\nа) первый.\n\n(3) Три.\n\n"
     "Пример 7.\n\nТОРГОВЛЯ ШЛА ДОЛГО\n\n(4) Четыре.",
     [C(("cfront.ot-avtora", "front", None, "", "ОТ АВТОРА", "Книжка.")),
      C(("c6", "commentary", None, "Статья 6", "ТАСОВКА", "")), C(("6.1", "paragraph", "c6", "(1)", "", "Один.")),
      C(("6.2", "paragraph", "c6", "(2)", "", "Два:")), C(("6.2(a)", "commentary-item", "6.2", "а)", "", "первый.")),
      C(("6.3", "paragraph", "c6", "(3)", "", "Три.")),
      C(("6.ex7", "example", "6.3", "Пример 7.", "", "ТОРГОВЛЯ ШЛА ДОЛГО")),
      C(("6.4", "paragraph", "c6", "(4)", "", "Четыре."))]),
    ("a line that runs on from the sentence above is no heading, whatever its marker",
     "Статья 6\n\nТАСОВКА\n\n(1) Так сказано в пункте 3, и в\nСтатья 30\nКОДЕКСА об этом же.\n\n"
     "Статья 18\n\nЗАЯВКИ\n\n(1) Текст.",
     [C(("c6", "commentary", None, "Статья 6", "ТАСОВКА", "")),
      C(("6.1", "paragraph", "c6", "(1)", "",
         "Так сказано в пункте 3, и в Статья 30 КОДЕКСА об этом же.")),
      C(("c18", "commentary", None, "Статья 18", "ЗАЯВКИ", "")), C(("18.1", "paragraph", "c18", "(1)", "", "Текст."))]),
    ("a subject index after the last Law is the book's back matter",
     "Статья 90\n\nШТРАФЫ\n\n(1) Текст.\n\nПРЕДМЕТНЫЙ УКАЗАТЕЛЬ\n\nБолван, ограничения — 43 (1), (2)\n"
     "Пересдача — 6 (3)",
     [C(("c90", "commentary", None, "Статья 90", "ШТРАФЫ", "")), C(("90.1", "paragraph", "c90", "(1)", "", "Текст.")),
      C(("cfront.predmetnyy-ukazatel", "front", None, "", "ПРЕДМЕТНЫЙ УКАЗАТЕЛЬ",
         "Болван, ограничения — 43 (1), (2) Пересдача — 6 (3)"))]),
    ("an example's diagram: a seat says who sits there, a paragraph runs straight into its hands",
     "Статья 46\n\nКАРТА БОЛВАНА\n\n(1) Текст.\n\nПример 5.\nКонтракт 4♥.\nСевер (болван)\n♠ Д 7 3\n♥ К В 4\n\n"
     "(2) Дальше.",
     [C(("c46", "commentary", None, "Статья 46", "КАРТА БОЛВАНА", "")),
      C(("46.1", "paragraph", "c46", "(1)", "", "Текст.")),
      C(("46.ex5", "example", "46.1", "Пример 5.", "", "Контракт 4♥.")),
      C(("46.2", "paragraph", "c46", "(2)", "", "Дальше."))]),
    ("an item label OCR read as a figure where its list expects a letter («6)» for «б)») is that letter's",
     "Статья 43\n\nОГРАНИЧЕНИЯ\n\n(1) Болван не может:\n\nа) обмениваться;\n\n6) покидать место;\n\n"
     "в) смотреть.\n\n(2) Текст:\n\nа) один;\n\n3) три.",
     [C(("c43", "commentary", None, "Статья 43", "ОГРАНИЧЕНИЯ", "")),
      C(("43.1", "paragraph", "c43", "(1)", "", "Болван не может:")),
      C(("43.1(a)", "commentary-item", "43.1", "а)", "", "обмениваться;")),
      C(("43.1(b)", "commentary-item", "43.1", "6)", "", "покидать место;")),
      C(("43.1(c)", "commentary-item", "43.1", "в)", "", "смотреть.")),
      C(("43.2", "paragraph", "c43", "(2)", "", "Текст:")),
      C(("43.2(a)", "commentary-item", "43.2", "а)", "", "один; 3) три."))]),  # 3 reads as з, not б: text
    ("a DOS text's diagram: suits typed as their initials П Ч Б Т, a cell's rule «│»",
     "Статья 75\n\nОШИБКИ\n\n(1) Текст.\n\nПример 6.\nТорговля: 1БТ - пас.\n\n"
     "Север (болван)  │ П Д 7 3   Ч К В 4   Б 9 6 2   Т Д 10 8 5\nЮг              │ П Т 5   Ч Т Д 10 8 7 3   Б К 4   Т Т 6\n\n"
     "(2) Дальше.",
     [C(("c75", "commentary", None, "Статья 75", "ОШИБКИ", "")), C(("75.1", "paragraph", "c75", "(1)", "", "Текст.")),
      C(("75.ex6", "example", "75.1", "Пример 6.", "", "Торговля: 1БТ - пас.")),
      C(("75.2", "paragraph", "c75", "(2)", "", "Дальше."))]),
    # tomsk2023: the Law's title in brackets after its number, on its line or the next, wrapped or not; the title
    # is the Law's name, without the brackets
    ("a title in brackets after the Law's number is the title, without its brackets",
     "ПРАВИЛО 4 (Партнёрства)\n\n4/1 Текст.\n\nПРАВИЛО 11 (Утрата права на исправление)\n\n11/1 Текст.",
     [C(("c4", "commentary", None, "ПРАВИЛО 4", "Партнёрства", "")), C(("4.1", "paragraph", "c4", "4/1", "", "Текст.")),
      C(("c11", "commentary", None, "ПРАВИЛО 11", "Утрата права на исправление", "")),
      C(("11.1", "paragraph", "c11", "11/1", "", "Текст."))]),
    ("a title in brackets on the line under the number (a web page's «ПРАВИЛО 44<br>(…)»), and wrapped",
     "ПРАВИЛО 44\n(Последовательность и порядок розыгрыша)\n\n44/1. Текст.\n\n"
     "ПРАВИЛО 46 (Неполное или ошибочное назначение карты с\nболвана)\n\n46/1 Текст.",
     [C(("c44", "commentary", None, "ПРАВИЛО 44", "Последовательность и порядок розыгрыша", "")),
      C(("44.1", "paragraph", "c44", "44/1.", "", "Текст.")),
      C(("c46", "commentary", None, "ПРАВИЛО 46", "Неполное или ошибочное назначение карты с болвана", "")),
      C(("46.1", "paragraph", "c46", "46/1", "", "Текст."))]),
    ("a title in brackets after any marker word («Статья 18 (Заявки)»); a sentence's brackets are no title",
     "Статья 18 (Заявки)\n\n(1) Правило 18 (п. C) действует.\nПравило 18 (и Правило 19) тоже.\n\n"
     "Статья 19 (Удвоение и реданс)\n\n(1) Текст.",
     [C(("c18", "commentary", None, "Статья 18", "Заявки", "")),
      C(("18.1", "paragraph", "c18", "(1)", "", "Правило 18 (п. C) действует. Правило 18 (и Правило 19) тоже.")),
      C(("c19", "commentary", None, "Статья 19", "Удвоение и реданс", "")),
      C(("19.1", "paragraph", "c19", "(1)", "", "Текст."))]),
    ("a paragraph's number and a dash before its text (a list label's tab as OCR reads it)",
     "ПРАВИЛО 58 (Одновременные ходы)\n\n58/1 – Одновременными считаются ходы.\n\n58/2 - Оспорить нельзя.",
     [C(("c58", "commentary", None, "ПРАВИЛО 58", "Одновременные ходы", "")),
      C(("58.1", "paragraph", "c58", "58/1 –", "", "Одновременными считаются ходы.")),
      C(("58.2", "paragraph", "c58", "58/2 -", "", "Оспорить нельзя."))]),
    ("in a book numbering its paragraphs by Law («12.1.»), «1.» under them is the paragraph's text",
     "Правило 12. Д\n\n12.1. Текст:\n\n1. один;\n\n2. два.",
     [C(("c12", "commentary", None, "Правило 12.", "Д", "")),
      C(("12.1", "paragraph", "c12", "12.1.", "", "Текст:\n1. один;\n2. два."))]),
]


def load(tmp_path, text, kind):
    (tmp_path / "x.txt").write_text(text, "utf-8")
    (tmp_path / "x.toml").write_text(f'kind = "{kind}"\ntitle = "t"\nedition = 2017\n', "utf-8")
    return load_corpus([tmp_path])


def shape(corpus):
    return [(c.id, c.kind, c.parent, c.label, c.title, c.text) for c in corpus]


@pytest.mark.parametrize("name, text, expected", LAW_ROWS, ids=[r[0] for r in LAW_ROWS])
def test_law_shapes(tmp_path, name, text, expected):
    assert shape(load(tmp_path, text, "law")) == expected


@pytest.mark.parametrize("name, text, expected", COMMENTARY_ROWS, ids=[r[0] for r in COMMENTARY_ROWS])
def test_commentary_shapes(tmp_path, name, text, expected):
    assert shape(load(tmp_path, text, "commentary")) == expected


def test_an_examples_hand_diagram_is_its_figure_not_its_text(tmp_path):
    row = next(r for r in COMMENTARY_ROWS if r[0].startswith("an example whose text runs in"))
    corpus = load(tmp_path, row[1], "commentary")
    assert corpus["12.ex1"].figure == ("♠ К 7 4", "♠ Д 10 8 3 ♥ 6 ♦ КД 9 4 ♣ Т 10 7 5", "Запад", "(Восток — партнёр)")
    assert corpus["12.2"].figure == () and "Запад" not in corpus["12.ex1"].text


def test_an_examples_figure_is_shown_where_it_stood_as_printed(tmp_path):
    from lawref.site.law_page import LawPage

    row = next(r for r in COMMENTARY_ROWS if r[0].startswith("an example whose text runs in"))
    corpus = load(tmp_path, row[1], "commentary")
    assert corpus["12.ex1"].figure_after == 1  # after the lead, before the discussion
    page = LawPage(corpus, "12").markdown()
    lead, figure, rest = page.index("Юг — сдающий"), page.index('<pre class="lawref-figure">'), page.index("Ущерба нет")
    assert lead < figure < rest
    assert "♠ К 7 4\n♠ Д 10 8 3 ♥ 6 ♦ КД 9 4 ♣ Т 10 7 5\nЗапад\n(Восток — партнёр)</pre>" in page


def test_a_commentary_footnote_call_is_linked_to_its_note(tmp_path):
    row = next(r for r in COMMENTARY_ROWS if r[0].startswith("a footnote under the rule"))
    corpus = load(tmp_path, row[1], "commentary")
    assert [m.footnote_id for m in corpus["16.2"].footnote_marks] == ["16.fn1"]


# The kind of a text read with no metadata, from its structure (lawref.corpus.pipeline.guess_kind): a heading alone,
# its title on the next line, is set so in law texts and commentaries alike and tells neither.
GUESS_ROWS = [
    ("Правило 12\nПолномочия судьи\n\nТекст.\n\nПравило 13\nНеверное число карт\n\nТекст.", "law"),
    ("ПРАВИЛО 12\nПОЛНОМОЧИЯ\n\nA. Раздел\n\n1. Текст.", "law"),
    ("Правило 12. ПОЛНОМОЧИЯ СУДЬИ\n\n12.1. Текст.\n\n12.2. Ещё.", "commentary"),
    ("ПРАВИЛО 12\nПОЛНОМОЧИЯ\n\n12.1. Текст.\n\n12.2. Ещё.", "commentary"),
    ("Комментарий к Правилу 12. ПОЛНОМОЧИЯ\n\n12.1. Текст.", "commentary"),
    # the dative names the Law the text is about, as only notes on it do
    ("К ПРАВИЛУ 13\nНеправильное число карт\n\n1. Текст.\n\n2. Ещё.", "commentary"),
    # whatever the marker, a heading naming a Law over paragraphs numbered by it («14-1.», «20.1»)
    ("§ 14. Недостающая карта\n\nПравило 14А: текст.\n\n14-1. Текст.\n\n14-2. Ещё.", "commentary"),
    ("Комментарий к статье 20\n\n20.1 Текст.\n\n20.2 Ещё.", "commentary"),
    ("Правило 24 — Карта, открытая в ходе торговли\n\n24.1. Текст.\n\n24.2. Ещё.", "commentary"),
    # a law book heading its Laws «Закон 12» / the title in capitals, its sections «Раздел A. …»
    ("Закон 12\nПОЛНОМОЧИЯ\n\nРаздел A. Общие\n\n1. Текст.", "law"),
    # a heading whose marker a law text never has («Статья 18» over its title, in a rising run): the law parser
    # reads only «ПРАВИЛО N»
    ("Статья 6\nТАСОВКА И СДАЧА\n\n(1) Текст.\n\nСтатья 15\nИГРА НЕ ТОЙ СДАЧЕЙ\n\n(1) Ещё.", "commentary"),
    ("Статья 42\nПРАВА БОЛВАНА\n\n(1) Правило 42 делит права.\n\nа) давать;\n\nб) следить.", "commentary"),
    # «Статья» heads a Law in a translation too (kare2004): a section «A. Title» under the heading says the book
    # is the Laws, whatever the heading's shape; the word alone says neither
    ("Статья 6. Тасовка и сдача\n\nA. Тасовка\n\n1. Текст.\n\nСтатья 15. Игра не той сдачей\n\nТекст.", "law"),
    ("СТАТЬЯ 6\nТАСОВКА И СДАЧА\n\nA. Тасовка\n\nСтатья 15\nИГРА НЕ ТОЙ СДАЧЕЙ\n\nB. Игра", "law"),
    ("Статья 6. Тасовка и сдача\n\n(1) Текст.\n\nСтатья 15. Игра не той сдачей\n\n(1) Ещё.", "commentary"),
    # «§ N. Title» heads a Law in a club's e-book (kubgu2021) as a commentary's own paragraphs: a section
    # «A. Title» under it says the Laws
    ("§ 6. Тасовка и сдача\n\nA. Тасовка\n\n1. Текст.\n\n§ 7. Контроль комплекта\n\nA. Стол\n\nТекст.", "law"),
    ("§ 6. Тасовка и сдача\n\nКомментарий.\n\n§ 7. Контроль комплекта\n\nЕщё комментарий.", "commentary"),
    # a law text's heading in sentence case after a dash is no commentary's
    ("Правило 12 — Полномочия судьи\n\nA. Раздел\n\n1. Текст.\n\nПравило 13 — Неверное число карт\n\n"
     "A. Раздел", "law"),
]


@pytest.mark.parametrize("text, kind", GUESS_ROWS)
def test_the_kind_is_read_from_the_structure(text, kind):
    from lawref.corpus.pipeline import guess_kind
    from lawref.model import Line

    assert guess_kind([Line(n, t) for n, t in enumerate(text.split("\n"), start=1)]) == kind


TITLE_SEP_ROWS = [  # what closes a title as printed, kept so title + title_sep + text reads as the source
    ("ПРАВИЛО 9. Д\n\nA. Цели.", "9A", "."),
    ("ПРАВИЛО 9. Д\n\nA. Вызов судьи. Судья вызывается.", "9A", "."),
    ("ПРАВИЛО 9. Д\n\nA. Без точки\n\nТекст.", "9A", ""),
    ("ПРАВИЛО 2 – Спортивные коробки. Каждая сдача.", "2", "."),
    ("ПРАВИЛО 2. КОРОБКИ\n\nТекст.", "2", ""),
    ("Закон 61. Невыход в масть. Вопросы о ренонсе\n\nТекст.", "61", ""),  # the title's second sentence: no run-in
]


@pytest.mark.parametrize("text, cid, sep", TITLE_SEP_ROWS)
def test_a_run_in_title_keeps_its_period_apart(tmp_path, text, cid, sep):
    assert load(tmp_path, text, "law")[cid].title_sep == sep


def test_chapters_hold_their_laws_and_parts(tmp_path):
    corpus = load(tmp_path, LAW_ROWS[11][1] + "\n\nПРАВИЛО 24. Х\n\nТекст.\n\nГлава V. Розыгрыш\n\nПРАВИЛО 41. У\n\nТ.",
                  "law")
    assert corpus["ch4"].children == ("ch4.p2",)
    assert corpus["ch4.p2"].children == ("23", "24")
    assert corpus["ch5"].children == ("41",) and corpus["41"].parent == "ch5"
    assert corpus.laws() == ("23", "24", "41")


def test_definitions_are_glossary_entries(tmp_path):
    corpus = load(tmp_path, LAW_ROWS[14][1], "law")
    assert [(g.term, g.clause_id) for g in corpus.glossary] == [
        ("Аукцион", "def.auktsion"), ("Болван", "def.bolvan"), ("Взятка", "def.vzyatka")]


# Warnings `lawref check --strict` turns into failure: (text, code, line).
WARNING_ROWS = [
    ("misspelt heading", "ПРАВИЛО 1. КОЛОДА\n\nТекст.\n\nПРВИЛО 2. СДАЧИ\n\nТекст.", "law", "misspelt-heading", 5),
    ("heading without a title", "ПРАВИЛО 1. КОЛОДА\n\nТекст.\n\nПравило 2\n\nТекст.", "law", "untitled-law", 5),
    ("Law number over 93", "ПРАВИЛО 1. КОЛОДА\n\nТекст.\n\nПРАВИЛО 112. ЛИШНЕЕ\n\nТекст.", "law", "law-number", 5),
    ("paragraph under another Law's heading", "Правило 28. ЗАЯВКИ\n\n28.1. Текст.\n\n2.1. Опечатка.", "commentary",
     "paragraph-law", 5),
    ("commentary Law number over 93", "Правило 94. ЛИШНЕЕ\n\n94.1. Текст.", "commentary", "law-number", 1),
    ("empty clause", "ПРАВИЛО 1. КОЛОДА\n\nA. Раздел\n\n1.\n\nB. Другой\n\nТекст.", "law", "empty-clause", 5),
    ("id defined twice", "ПРАВИЛО 1. КОЛОДА\n\nA. Раздел\n\n1. Один.\n\n1. Снова один.", "law", "duplicate-id", 7),
]


@pytest.mark.parametrize("name, text, kind, code, line", WARNING_ROWS, ids=[r[0] for r in WARNING_ROWS])
def test_what_a_typo_breaks_is_warned_about_with_its_line(tmp_path, cli, name, text, kind, code, line):
    corpus = load(tmp_path, text, kind)
    assert (code, line) in {(d.code, d.line) for d in corpus.diagnostics}
    result = cli("check", "--strict", str(tmp_path / "x.txt"))
    assert result.code == 1 and f"x.txt:{line}:" in result.out and f"[{code}]" in result.out


EDITION_ROWS = [
    ("П Р А В И Л А\nРедакция 2017 года\n© WBF, 2017\n\nПРАВИЛО 1. КОЛОДА\n\nТекст.", 2017),
    ("КОММЕНТАРИЙ\nк редакции Правил 1987 года\nCo EBL 1992. This commentary is for personal use.\n\n"
     "Правило 1. КОЛОДА\n\n1.1. Текст.", 1987),
    ("МЕЖДУНАРОДНЫЕ ПРАВИЛА\n© WBF, 2017\n\nПРАВИЛО 1. КОЛОДА\n\nТекст.", 0),  # a copyright year is no edition
    ("ПРАВИЛО 1. КОЛОДА\n\nТекст.", 0),
    # the rest of the title page under the title said again (an EPUB's: priok2022), and no other part
    ("Правила в практике\n\nПравила в практике\n\nРедакция 2017 года\n\nПРАВИЛО 1. КОЛОДА\n\nТекст.", 2017),
    ("МЕЖДУНАРОДНЫЕ ПРАВИЛА\n\nВведение\n\nРедакция 2017 года\n\nПРАВИЛО 1. КОЛОДА\n\nТекст.", 0),
]


@pytest.mark.parametrize("text, edition", EDITION_ROWS)
def test_a_text_without_metadata_takes_its_edition_from_its_title_page(tmp_path, text, edition):
    from lawref.editions import edition_words

    (tmp_path / "x.txt").write_text(text, "utf-8")
    corpus = load_corpus([tmp_path / "x.txt"])
    assert corpus.sources[0].edition == edition
    assert all(c.edition == edition for c in corpus)
    assert edition_words(edition) == (f"{edition} г." if edition else "не указана")


# A book's own subject index, as a reader knows one: its heading (data/index_headings.txt) over alphabetical entries,
# each a term and where the book speaks of it. Shown as the book's back matter, never a search's answer.
_TOMSK_INDEX = ("Апелляция — 92/1–92/3\nВыгода от нарушения — 11/2\nЗамена игрока — 4/2\n"
                "Объяснение ошибочное — 75/1, 75/3, пример 4\nРенонс — 44/1\nХод вне очереди принятый — 53/1–53/3")
_LEDOV_INDEX = ("Болван, безусловные права — 42 (1) Болван, ограничения — 43 (1), (2) Достаточность заявки — 18 (3) "
                "Объяснение ошибочное — 75 (1)–(3) Пас вне очереди — 30 (1)–(4)")
INDEX_ROWS = [
    ("entries «term — LAW/N», one a paragraph (tomsk2023)", "ПРЕДМЕТНЫЙ УКАЗАТЕЛЬ", _TOMSK_INDEX, True),
    ("the same run together on one line, as a PDF's text gives them", "Предметный указатель.",
     _TOMSK_INDEX.replace("\n", " "), True),
    ("entries «term, sub-term — N (n)» with ranges «(1)–(3)» (ledov2024)", "ПРЕДМЕТНЫЙ УКАЗАТЕЛЬ", _LEDOV_INDEX, True),
    ("entries «term, page, page» with a Law's letter «40B»", "УКАЗАТЕЛЬ", "Болван, 12, 40B\nВист, 3\nЗаявка, 18, 20",
     True),
    ("entries «term ……… N, N» whose dot leader a rendering dropped (a tab: «term N, N») or kept",
     "Алфавитный указатель", "Апелляция 81, 83\nБолван, ограничения 43\nВзятки, спор о числе 66, 79\n"
     "Ренонс ......... 43, 62\nШтрафная карта 24, 49, 57, 62", True),
    ("the same entries run together on one line", "Алфавитный указатель",
     "Апелляция 81, 83 Болван, ограничения 43 Ренонс 43, 62 Штрафная карта 24, 49", True),
    ("sentences ending in numbers under an index heading are prose", "УКАЗАТЕЛЬ",
     "Смотрите Правило 12. Апелляции описаны в Правиле 92. Ход вне очереди — в Правиле 53. Ренонс в 61.", False),
    ("an index heading over sentences is prose, not an index", "УКАЗАТЕЛЬ",
     "Этот указатель составил автор. Он отсылает к абзацам вида 44/3. Ищите термин по алфавиту.", False),
    ("entries out of alphabetical order are a list, not an index", "УКАЗАТЕЛЬ",
     "Ренонс — 44/1\nАпелляция — 92/1\nЗамена игрока — 4/2\nВыгода — 11/2\nОшибка — 75/1", False),
    ("two entries are too few to tell an index", "ПРЕДМЕТНЫЙ УКАЗАТЕЛЬ", "Апелляция — 92/1\nРенонс — 44/1", False),
    ("entries under another back-matter heading are that matter's", "ПОСЛЕСЛОВИЕ", _TOMSK_INDEX, False),
]


@pytest.mark.parametrize("name, heading, text, expected", INDEX_ROWS, ids=[r[0] for r in INDEX_ROWS])
def test_a_subject_index_is_known_by_its_heading_and_its_form(name, heading, text, expected):
    assert is_subject_index(heading, text) is expected


def test_a_books_subject_index_is_shown_but_is_no_search_document(tmp_path):
    from lawref.search.build import documents

    corpus = load(tmp_path, "§ 85. Факты\n\n85-1. Претензия принята.\n\nПРЕДМЕТНЫЙ УКАЗАТЕЛЬ\n\n"
                            "Апелляция — 85/1\n\nПретензия принятая — 85/1\n\nШтраф — 85/1, пример 4\n\n"
                            "ПОСЛЕСЛОВИЕ\n\nПретензия бывает разной.", "commentary")
    assert "cfront.predmetnyy-ukazatel" in corpus  # kept: the site shows the book whole
    assert [d["id"] for d in documents(corpus)] == ["c85", "85.1", "cfront.posleslovie"]
