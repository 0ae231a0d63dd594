"""A plain-text book as a typist of the 1990s set it (a BBS file): its banner, the rules under its headings,
its box-drawn tables, its asterisk footnotes, a contents list of titles only, glossary entries set off by a
colon (lawref.corpus.plaintext, lawref.corpus.furniture, lawref.corpus.book). One row per shape; each rule
is the one a reader uses: what names the file, the order of marks and calls, repetition, alphabetical order."""

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from lawref.corpus.clean import clean, to_text
from lawref.corpus.pipeline import load_corpus

sys.path.insert(0, str(Path(__file__).parent))
from fidelity import assert_nothing_lost  # noqa: E402

RULE = "=" * 40
LAW = "ПРАВИЛО 1. КОЛОДА\n\nИгра ведется колодой.\n"


def load(tmp_path, text, name="x.txt"):
    (tmp_path / name).write_text(text, "utf-8")
    (tmp_path / name).with_suffix(".toml").write_text('kind = "law"\ntitle = "t"\nedition = 2017\n', "utf-8")
    return load_corpus([tmp_path])


def kept(text, name="book.txt"):
    return [line.text for line in clean(text, name).lines if line.text]


# -- the banner that frames the file ------------------------------------------------------------------------
# (shape, file name, text, lines kept)
BANNER_ROWS = [
    ("a frame at the start naming the file itself", "PRAV.TXT",
     f"{RULE}\n  Файл PRAV.TXT  Правила, ред. 2017\n  Кодировка CP866\n{RULE}\n\nПРАВИЛА\n",
     ["ПРАВИЛА"]),
    ("a frame at the end naming it", "prav.txt",
     f"ПРАВИЛА\n\nТекст.\n\n{RULE}\n  Конец файла PRAV.TXT\n{RULE}\n", ["ПРАВИЛА", "Текст."]),
    ("the file renamed: both frames name one file", "copy.txt",
     f"{RULE}\nФайл PRAV.TXT\n{RULE}\n\nПРАВИЛА\n\n{RULE}\nКонец файла PRAV.TXT\n{RULE}\n", ["ПРАВИЛА"]),
    ("a framed title page names no file: the book's own", "prav.txt",
     f"{RULE}\nПРАВИЛА СПОРТИВНОГО БРИДЖА\n{RULE}\n\nТекст.\n", ["ПРАВИЛА СПОРТИВНОГО БРИДЖА", "Текст."]),
    ("a frame naming another file, at one end only", "prav.txt",
     f"{RULE}\nсм. также файл LAWS.DOC\n{RULE}\n\nТекст.\n", ["см. также файл LAWS.DOC", "Текст."]),
    ("a file named in the middle of the book is text", "prav.txt",
     f"ПРАВИЛА\n\n{RULE}\nФайл PRAV.TXT\n{RULE}\n\nТекст.\n", ["ПРАВИЛА", "Файл PRAV.TXT", "Текст."]),
    ("no frame: the first and last paragraphs naming the file itself (a FIDO file's)", "PRAVILA.KOI",
     "  Файл PRAVILA.KOI - Правила, сокращённое\n  изложение. Кодировка KOI8-R.\n\nПРАВИЛА\n\nТекст.\n\n"
     "--- Конец файла PRAVILA.KOI ---\n", ["ПРАВИЛА", "Текст."]),
    ("no frame, naming another file: text", "prav.txt",
     "Файл PRAVILA.KOI - Правила\n\nПРАВИЛА\n\nТекст.\n\nСм. также PRAVILA.KOI\n",
     ["Файл PRAVILA.KOI - Правила", "ПРАВИЛА", "Текст.", "См. также PRAVILA.KOI"]),
]


# A letter carrying the book (an echomail post): the book between two rules of «=» alike, the letter outside them
LETTER = (" Msg  : 214 of 230\n From : Gennady Sukhorukov   2:5030/1313.7\n Subj : Правила бриджа\n" + "-" * 79 +
          "\nПривет, All!\n\n AK> А нет ли у кого-нибудь текста правил?\n\nЕсть.\n\n" + "=" * 76 +
          "\n\n{book}\n\n" + "=" * 76 + "\n\nУдачи за столом!\n\n--- GoldED+/W32 1.1.5\n * Origin: Клуб (2:5030/1313.7)\n")
BANNER_ROWS += [
    # a closing note under a rule of «=» across the page at the file's end: the file's, not the last Law's
    ("a closing note under a rule across the page", "prav.txt",
     f"ПРАВИЛА\n\nТекст последнего раздела, строка во всю ширину.\n\n{'=' * 46}\n"
     "Файл подготовлен для рассылки клубам, ноябрь 2003.\n", ["ПРАВИЛА", "Текст последнего раздела, строка во всю ширину."]),
    ("a rule shorter than the page: text", "prav.txt",
     "ПРАВИЛА\n\nТекст последнего раздела, строка во всю ширину.\n\n=====\nПриписка.\n",
     ["ПРАВИЛА", "Текст последнего раздела, строка во всю ширину.", "Приписка."]),
    ("a numbered item under it: the book's", "prav.txt",
     f"ПРАВИЛА\n\nТекст последнего раздела, строка во всю ширину.\n\n{'=' * 46}\n2. Второй пункт.\n",
     ["ПРАВИЛА", "Текст последнего раздела, строка во всю ширину.", "2. Второй пункт."]),
    ("a heading's underline, no blank line above: text under it", "prav.txt",
     "ПРАВИЛА\n\nТекст последнего раздела.\nЗАКЛЮЧЕНИЕ ОТ РЕДАКЦИИ КЛУБА\n" + "=" * 28 + "\nПриписка.\n",
     ["ПРАВИЛА", "Текст последнего раздела.", "ЗАКЛЮЧЕНИЕ ОТ РЕДАКЦИИ КЛУБА", "Приписка."]),
    ("a letter around the book between two rules alike", "post.txt",
     LETTER.format(book="\n\n".join(f"ПРАВИЛО {n}. ЗАГОЛОВОК\n\nТекст {n}.\nЕго строка." for n in range(1, 6))),
     [line for n in range(1, 6) for line in (f"ПРАВИЛО {n}. ЗАГОЛОВОК", f"Текст {n}.", "Его строка.")]),
    ("no heading of the book between the rules: all stays", "post.txt",
     f"Начало.\n\n{RULE}\nЗаметка без заголовков.\nЕщё строка.\nИ ещё одна.\n{RULE}\n\nКонец.\n",
     ["Начало.", "Заметка без заголовков.", "Ещё строка.", "И ещё одна.", "Конец."]),
]


@pytest.mark.parametrize("shape,name,text,lines", BANNER_ROWS, ids=[row[0] for row in BANNER_ROWS])
def test_a_banner_naming_the_file_is_furniture(shape, name, text, lines):
    assert kept(text, name) == lines


def test_a_rule_of_equals_signs_goes_and_a_rule_of_hyphens_stays():
    cleaned = clean("ОТ РЕДАКЦИИ\n===========\n\nТекст.\n--------------------\n<*> Сноска.\n", "x.txt")
    assert [line.text for line in cleaned.lines if line.text] == ["ОТ РЕДАКЦИИ", "Текст.", "--------------------",
                                                                  "<*> Сноска."]
    assert [(r.kind, r.line) for r in cleaned.removals if r.kind == "rule"] == [("rule", 2)]


# A typist's underline: a row of `_` under the line it underlines is a rule (recorded); a row of `_` with a note
# under it is the rule over footnotes (structure); a row standing alone stays text.
UNDERLINE_ROWS = [
    ("under a Law's title", "ПРАВИЛО 4\nПАРЫ\n    ____\nЧетыре игрока.\n", ["ПРАВИЛО 4", "ПАРЫ", "Четыре игрока."], [3]),
    ("under a section's title", "А. Первоначальное место\n   ____________________\n1. Текст.\n",
     ["А. Первоначальное место", "1. Текст."], [2]),
    ("over a footnote: structure", "Текст*.\n____________________\n* Сноска.\n",
     ["Текст<*>.", "____________________", "<*> Сноска."], []),
    ("standing alone after a blank line: text", "Текст.\n\n__________\n", ["Текст.", "__________"], []),
    # a DOS editor's underline in box-drawing lines (ledov2024's «ОТ АВТОРА» / «─────────»)
    ("a box-drawing line under a heading", "ОТ АВТОРА\n─────────\n\nТекст.\n", ["ОТ АВТОРА", "Текст."], [2]),
    # a text formatter's underline, one character repeated as long as the heading (makeinfo --plaintext, Markdown)
    ("«*» as long as the heading", "ПРЕДИСЛОВИЕ\n***********\n\nТекст.\n", ["ПРЕДИСЛОВИЕ", "Текст."], [2]),
    ("«-» as long as the section's line", "A. Указание на нарушение\n------------------------\n\n1. Текст.\n",
     ["A. Указание на нарушение", "1. Текст."], [2]),
    ("«-» longer than the line above: a table's rule, kept", "Номера сдач   В зоне\n------------------------------\n"
     "1, 8, 11      никто\n", ["Номера сдач   В зоне", "------------------------------", "1, 8, 11      никто"], []),
    ("«*» after a blank line: no underline", "Текст.\n\n******\n", ["Текст.", "******"], []),
    # hyphens one space apart round a note (ledov2024's DOS text): a rule; a footnotes' rule is solid and stays
    ("hyphens one space apart round a note", "Текст.\n- - - - - - - -\nПримечание. Коротко.\n- - - - - - - -\n",
     ["Текст.", "Примечание. Коротко."], [2, 4]),
]


@pytest.mark.parametrize("shape,text,lines,gone", UNDERLINE_ROWS, ids=[row[0] for row in UNDERLINE_ROWS])
def test_a_typed_underline_under_a_heading_is_a_rule(shape, text, lines, gone):
    cleaned = clean(text, "x.txt")
    assert [line.text for line in cleaned.lines if line.text] == lines
    assert [r.line for r in cleaned.removals if r.kind == "rule"] == gone


# Letter-spacing (разрядка), a typist's emphasis: the word read, the spaces recorded as a removal that marks
# the word emphasised; letters that are not one word's spacing stay as typed.
# (shape, line, the line read, the emphasised words)
SPACED_OUT_ROWS = [
    ("a word inside a sentence", "игрок н е должен выбирать", "игрок не должен выбирать", ["не"]),
    ("a note's label", "П р и м е ч а н и е: вызов судьи", "Примечание: вызов судьи", ["Примечание"]),
    ("a heading, words three spaces apart", "О Т  П Е Р Е В О Д Ч И К А", "ОТ ПЕРЕВОДЧИКА", ["ОТ", "ПЕРЕВОДЧИКА"]),
    ("a list of letters", "разделы В и С этого Правила", "разделы В и С этого Правила", []),
    ("initials", "Перевод А. И. Черемисина", "Перевод А. И. Черемисина", []),
    ("single-letter words", "и в этом случае", "и в этом случае", []),
    ("letters that spell no word", "карты х к р у", "карты х к р у", []),
    ("a word and an abbreviation: «и п.»", "см. Правило 12B1 и п. 12.1 выше", "см. Правило 12B1 и п. 12.1 выше", []),
    ("a word and an abbreviation: «и т. д.»", "заявки, карты и т. д.", "заявки, карты и т. д.", []),
    ("a spaced-out word ending a sentence", "этого делать н е л ь з я.", "этого делать нельзя.", ["нельзя"]),
    ("a word of one letter before a spaced-out word", "сразу и н и к о г д а не", "сразу и никогда не",
     ["никогда"]),
    ("... the run a word whole: no letter split off", "карты в о в р е м я", "карты вовремя", ["вовремя"]),
    ("a call's suit after its level, then a word of one letter", "заявил 2 Ч и ошибка", "заявил 2 Ч и ошибка", []),
    ("a title page's banner, no heading: shown as printed", "П Р А В И Л А", "П Р А В И Л А", []),
    # a word set spaced out that a text layer read in pieces, some of its gaps lost (pdftotext -layout)
    ("a label read in pieces, its full stop spaced off", "П р и м еч а н и е . Не спешите", "Примечание. Не спешите",
     ["Примечание"]),
    ("a heading's word in pieces after a word of one letter", "К П РАВИ ЛУ 13", "К ПРАВИЛУ 13", ["ПРАВИЛУ"]),
    ("a word broken once (a typo) stays as typed", "это неправ ильно сделано", "это неправ ильно сделано", []),
    ("words that are words stay apart", "и в то же время", "и в то же время", []),
    ("two capitals: seats, never a word", "на линии С Ю сидят", "на линии С Ю сидят", []),
    ("two capitals: initials without stops (hypothesis)", "0 М Б", "0 М Б", []),
]


@pytest.mark.parametrize("shape,line,read,emphasised", SPACED_OUT_ROWS, ids=[row[0] for row in SPACED_OUT_ROWS])
def test_letter_spacing_is_the_word_emphasised(shape, line, read, emphasised):
    cleaned = clean(f"Текст.\n\n{line}\n", "x.txt")
    assert cleaned.lines[-1].text == read
    spans = [r for r in cleaned.removals if r.kind == "letter-spacing" and r.emphasis_of is not None]
    assert [read[r.emphasis_start:r.emphasis_end] for r in spans] == emphasised
    assert all(not r.text.strip() for r in cleaned.removals if r.kind == "letter-spacing")  # spaces only
    assert kept(to_text(cleaned.lines)) == [text for text in (c.text for c in cleaned.lines) if text]


def test_a_spaced_out_word_is_emphasised_in_its_clause(tmp_path):
    text = "ПРАВИЛО 16. ИНФОРМАЦИЯ\n\n1. Игрок н е должен выбирать ту, которая подсказана.\n"
    corpus = load(tmp_path, text)
    clause = corpus["16-1"]
    assert clause.text == "Игрок не должен выбирать ту, которая подсказана."
    assert [clause.text[a:b] for a, b in clause.emphasis] == ["не"]
    assert_nothing_lost(corpus, text, "x")


# -- tables drawn with box characters -----------------------------------------------------------------------
TABLE = """   ┌────────────┬──────────────┐
   │ Взятку с   │ Передаётся   │
   │ ренонсом   │              │
   ├────────────┼──────────────┤
   │ нарушитель │ две взятки   │
   └────────────┴──────────────┘
"""
BOXED = """  ┌─────────────────┬───────────────┬───────────┐
  │Сторона          │ Положение     │ Результат │
  ├─────────────────┼───────────────┼───────────┤
  │Не виновата      │ среднее плюс  │ 60 %      │
  │Отчасти виновата │ среднее       │ 50 %      │
  └─────────────────┴───────────────┴───────────┘
"""
# drawn in ASCII, as a DOS text or a mail post draws it: «+» at each column's edge, the same rule under the header
# and at the bottom (the bottom is the rule no row goes on under)
ASCII = """по номерам ящиков указан в таблице:
+---------+---------------+
| Сдающий | Номера ящиков |
+---------+---------------+
| Север   | 1, 5, 9, 13   |
| Восток  | 2, 6, 10, 14  |
+---------+---------------+
Ящик с иной разметкой не используется.
"""
# a page framed in «+-----+», one column: a page's border (lawref.corpus.furniture takes it off), no table
FRAMED = ("+------------------------+\n| ПРАВИЛО 1. КОЛОДА      |\n| Колода из 52 карт.     |\n"
          "| Рубашки одинаковы.     |\n+------------------------+\n")
# (shape, text, lines kept)
TABLE_ROWS = [
    ("cells wrapped inside their columns, read row by row", TABLE,
     ["Взятку с ренонсом Передаётся", "нарушитель две взятки"]),
    ("a row with an empty cell", TABLE.replace("две взятки", "          "), ["Взятку с ренонсом Передаётся",
                                                                          "нарушитель"]),
    # tbl's box draws no rule between rows: a line filling every cell, its first cell opening with a capital or a
    # figure, is a row of its own (a cell's word going on in lower case, or an empty cell, wraps the row above)
    ("rows with no rule between them, a line each", BOXED, ["Сторона Положение Результат",
                                                            "Не виновата среднее плюс 60 %",
                                                            "Отчасти виновата среднее 50 %"]),
    ("drawn in ASCII, a rule under its header", ASCII,
     ["по номерам ящиков указан в таблице:", "Сдающий Номера ящиков", "Север 1, 5, 9, 13", "Восток 2, 6, 10, 14",
      "Ящик с иной разметкой не используется."]),
    ("a page framed in ASCII, one column, is no table", FRAMED,
     ["ПРАВИЛО 1. КОЛОДА", "Колода из 52 карт.", "Рубашки одинаковы."]),
    # every line its own paragraph (LibreOffice's RTF of a typed text, libru1998): read over the blank lines
    ("every line a paragraph", BOXED.replace("\n", "\n\n"), ["Сторона Положение Результат",
                                                             "Не виновата среднее плюс 60 %",
                                                             "Отчасти виновата среднее 50 %"]),
    ("a table not closed is left as it stands", "".join(f"Строка {n}.\n" for n in range(6))
     + TABLE.rsplit("   └", 1)[0] + "\n", [f"Строка {n}." for n in range(6)]
     + [line.strip() for line in TABLE.splitlines()[:-1]]),
]


@pytest.mark.parametrize("shape,text,lines", TABLE_ROWS, ids=[row[0] for row in TABLE_ROWS])
def test_a_box_table_is_read_row_by_row(shape, text, lines):
    assert kept(text) == lines


def test_a_box_table_is_text_of_the_clause_above(tmp_path):
    text = "ПРАВИЛО 64. ПОСЛЕ РЕНОНСА\n\nA. Передача.\n1. одна взятка передаётся.\n\n" + TABLE
    corpus = load(tmp_path, text)
    assert " ".join(corpus["64A1"].text.split()) == ("одна взятка передаётся. Взятку с ренонсом Передаётся "
                                                     "нарушитель две взятки")
    assert_nothing_lost(corpus, text, "x")


# -- tables laid out with spaces (pdftotext -layout) ----------------------------------------------------------
SPACED = """бую последующую.
 Взятку с ренонсом    Сторона-                Передаётся
       взял          нарушитель
                     взяла после
                        этого
нарушитель           одну взятку   2 взятки
                     или больше
другая сторона       ни одной      ничего

B. Исправление не применяется
"""
SCORES = """ Деноминация            Без         С            С реконтрой
                      контры     контрой
Трефы или буб-   20             40         80
ны, за каждую
взятку
Червы или пики, 30              60         120
за каждую взят-
ку
Бескозырка,      30             60         120
каждая следу-
ющая
"""
BROKEN = """      Недобор                Без зоны             В зоне
Без контры, каждая      50              100
С контрой, вторая и     200             300


                                                               стр. 29
\fЧАСТЬ VIII. ПОДСЧЁТ РЕЗУЛЬТАТОВ


          Недобор        Без зоны          В зоне
третья, каждая
С контрой, четвёртая и 300          300
следующие
"""
# (shape, text, lines kept): a row opens where a line fills every cell or stands under no piece of the line
# above; wrapped lines go on in the cell they stand under; a word after one space at a column's edge begins
# a cell; a header repeated after a page break joins the two parts
SPACED_ROWS = [
    ("cells wrapped and centred in their row", SPACED,
     ["бую последующую.", "Взятку с ренонсом взял Сторона-нарушитель взяла после этого Передаётся",
      "нарушитель одну взятку или больше 2 взятки", "другая сторона ни одной ничего", "B. Исправление не применяется"]),
    ("a word one space from its cell at a column's edge", SCORES,
     ["Деноминация Без контры С контрой С реконтрой", "Трефы или бубны, за каждую взятку 20 40 80",
      "Червы или пики, за каждую взятку 30 60 120", "Бескозырка, каждая следующая 30 60 120"]),
    ("broken across a page, its header repeated (the page number is furniture)", BROKEN,
     ["Недобор Без зоны В зоне", "Без контры, каждая 50 100", "С контрой, вторая и третья, каждая 200 300",
      "ЧАСТЬ VIII. ПОДСЧЁТ РЕЗУЛЬТАТОВ", "С контрой, четвёртая и следующие 300 300"]),
    # an auction's short last row under a full one: its calls had room on the line above, so it is a row of its own,
    # not the cells above wrapped (pfsb1999comm's DOS text, 10-column cells)
    ("an auction's short last row is a row", "Запад     Север     Восток    Юг\n1БК       пас       3БК       пас\n"
     "пас       пас\n", ["Запад Север Восток Юг", "1БК пас 3БК пас", "пас пас"]),
    # no table: a justified line of prose spaced out alone; two columns only (a label and its text); prose
    ("one spaced-out line of prose", "правлено    иначе,   он   назначает    скорректированный\nрезультат.\n",
     ["правлено    иначе,   он   назначает    скорректированный", "результат."]),
    ("a label and its text, two columns", "1.  Игрок в очереди\n    делает ход.\n2.  Болван не играет\n",
     ["1.  Игрок в очереди", "делает ход.", "2.  Болван не играет"]),
    ("justified typed prose, two spaces between its words",
     "Наказание  это  мера,  применяемая  к стороне; наказания\nбывают  двух  видов:  процедурные, налагаемые по усмотрению Судьи, и\n",
     ["Наказание  это  мера,  применяемая  к стороне; наказания",
      "бывают  двух  видов:  процедурные, налагаемые по усмотрению Судьи, и"]),
    # a dash or a border standing apart is no cell: the line is read as it stands, nothing dropped
    ("a dash standing apart", "Взятку   —   нарушитель   одну\nВзятку   —   нарушитель   две\n",
     ["Взятку   —   нарушитель   одну", "Взятку   —   нарушитель   две"]),
    ("lines of prose side by side", "Судья устанавливает результат   справедливый по отношению к обеим\n"
     "сторонам и учитывает всё, что    произошло за столом во время игры   и после неё\n",
     ["Судья устанавливает результат   справедливый по отношению к обеим",
      "сторонам и учитывает всё, что    произошло за столом во время игры   и после неё"]),
]


@pytest.mark.parametrize("shape,text,lines", SPACED_ROWS, ids=[row[0] for row in SPACED_ROWS])
def test_a_table_laid_out_with_spaces_is_read_row_by_row(shape, text, lines):
    assert [" ".join(line.split()) if "  " not in line.strip() else line.strip() for line in kept(text)] == \
        [line if "  " in line else " ".join(line.split()) for line in lines]


def test_a_table_broken_across_a_page_records_its_repeated_header():
    cleaned = clean(BROKEN, "book.txt")
    assert [(r.kind, r.text) for r in cleaned.removals if r.kind == "table-header"] == [
        ("table-header", "Недобор Без зоны В зоне")]


# -- footnotes marked with asterisks ------------------------------------------------------------------------
NOTES = """ПРАВИЛО 40. СОГЛАШЕНИЯ

A. Особые.
1. они предполагают психические заявки*;
2. партнёр знает не больше, чем противники**.
--------------------
* Психической называется ложная заявка о силе
  или длине масти.
** У пары не должно быть негласных договоренностей.
"""
# (shape, text, what the parser makes of it: {id: text})
NOTE_ROWS = [
    ("two notes called in order", NOTES,
     {"40A1": "они предполагают психические заявки<*>;", "40A2": "партнёр знает не больше, чем противники<**>.",
      "40.fn1": "Психической называется ложная заявка о силе или длине масти.",
      "40.fn2": "У пары не должно быть негласных договоренностей."}),
    ("the calls out of order: no notes a reader can follow", NOTES.replace("заявки*;", "заявки**;").replace(
        "противники**.", "противники*."), {"40A1": "они предполагают психические заявки**;", "40A2":
                                         "партнёр знает не больше, чем противники*. * Психической называется "
                                         "ложная заявка о силе или длине масти. ** У пары не должно быть "
                                         "негласных договоренностей."}),
    ("a note no call in the text asks for: the notes stay text", NOTES.replace("противники**.", "противники."),
     {"40A2": "партнёр знает не больше, чем противники. * Психической называется ложная заявка о силе или длине "
              "масти. ** У пары не должно быть негласных договоренностей."}),
    ("the notes of the next Law restart at one asterisk", NOTES + """
ПРАВИЛО 41. ХОД

A. Ход. Первый ход делает вистующий*.
--------------------
* Слева от разыгрывающего.
""", {"40.fn2": "У пары не должно быть негласных договоренностей.", "41A": "Первый ход делает вистующий<*>.",
      "41.fn1": "Слева от разыгрывающего."}),
    ("a Law's second block of notes, under a later passage, goes on with its marks", """ПРАВИЛО 70. ПРЕТЕНЗИЯ

B. Объяснение. Судья просит повторить объяснение*.
--------------------
* Новые линии не принимаются.

D. Соображения. Нормальной** игрой считается и небрежная.
--------------------
** Понятие толкуется одинаково.
""", {"70B": "Судья просит повторить объяснение<*>.", "70.fn1": "Новые линии не принимаются.",
      "70D": "Нормальной<**> игрой считается и небрежная.", "70.fn2": "Понятие толкуется одинаково."}),
    ("... but a next Law's block opening with two asterisks is text", NOTES + """
ПРАВИЛО 41. ХОД

A. Ход. Первый ход делает вистующий**.
--------------------
** Слева от разыгрывающего.
""", {"40.fn2": "У пары не должно быть негласных договоренностей.", "41A": "Первый ход делает вистующий**. "
      "** Слева от разыгрывающего."}),
]


NOTE_ROWS.append(  # typewriter1996: the note at the foot of the page where the call is, the next Law begun
    ("a note at a page's foot, a Law's heading between it and its call, goes back to the call", """ПРАВИЛО 12. ПОЛНОМОЧИЯ

C. Решение. Судья выбирает наиболее вероятный*.

ПРАВИЛО 13. НЕВЕРНОЕ ЧИСЛО КАРТ

A. Замечено до торговли. Судья исправляет.
--------------------
* Правило действует и тогда, когда сторона сама позвала судью.
- 11 -
B. После торговли. Судья решает.
""", {"12C": "Судья выбирает наиболее вероятный<*>.",
      "12.fn1": "Правило действует и тогда, когда сторона сама позвала судью.",
      "13A": "Судья исправляет.", "13B": "Судья решает."}))


NOTE_ROWS += [  # abi2000's Notepad text: no rule, the note right under the paragraph calling it, marks counted on
    ("a note right under the paragraph that calls it, no rule", """Закон 50. ШТРАФНАЯ КАРТА

Карта становится штрафной*.
* Ср. Закон 49.

Закон 70. ПРЕТЕНЗИЯ

Раздел C. Козырь
Взятка могла быть проиграна при любой нормальной** линии.
** «Нормальной» называется игра небрежная.

Раздел D. Линия
Судья не принимает её.
""", {"50": "Карта становится штрафной<*>.", "50.fn1": "Ср. Закон 49.",
      "70C": "Взятка могла быть проиграна при любой нормальной<*> линии.",
      "70.fn1": "«Нормальной» называется игра небрежная.", "70D": "Судья не принимает её."}),
    ("... a blank line between them (a PDF's paragraphs)", """Закон 50. ШТРАФНАЯ КАРТА

Карта становится штрафной*.

* Ср. Закон 49.
""", {"50": "Карта становится штрафной<*>.", "50.fn1": "Ср. Закон 49."}),
    ("... a paragraph between them: text", """Закон 50. ШТРАФНАЯ КАРТА

Карта становится штрафной*.

Раздел A. Стол

* Ср. Закон 49.
""", {"50": "Карта становится штрафной*.", "50A": "* Ср. Закон 49."}),
    ("... a paragraph calling another mark: text", """Закон 50. ШТРАФНАЯ КАРТА

Карта становится штрафной**.
* Ср. Закон 49.
""", {"50": "Карта становится штрафной**. * Ср. Закон 49."}),
]


@pytest.mark.parametrize("shape,text,want", NOTE_ROWS, ids=[row[0] for row in NOTE_ROWS])
def test_asterisk_notes_in_the_order_of_their_calls(tmp_path, shape, text, want):
    corpus = load(tmp_path, text)
    for cid, clause_text in want.items():
        assert " ".join(corpus[cid].text.split()) == clause_text
    if "40.fn2" not in want:
        assert not [c.id for c in corpus if c.kind == "footnote" and c.law == "40"]
    assert_nothing_lost(corpus, text, "x")


def test_an_asterisk_with_no_rule_of_notes_is_text():
    assert kept("Пункт 5* и 6** остаются как есть.\n") == ["Пункт 5* и 6** остаются как есть."]


# -- a contents list of titles only -------------------------------------------------------------------------
BOOK = """ПРАВИЛА

ОГЛАВЛЕНИЕ

ОТ РЕДАКЦИИ
Глава I. Предварительные положения
Правило 1. КОЛОДА
Правило 11. УТРАТА ПРАВА НА ИСПРАВЛЕНИЕ
Глава II. Общие правила

ОТ РЕДАКЦИИ

Брошюра для клубов.

Глава I. Предварительные положения

ПРАВИЛО 1. КОЛОДА

Игра ведется колодой.

Правило 11. УТРАТА ПРАВА
НА ИСПРАВЛЕНИЕ

A. Действия. Право может быть утрачено.

Глава II. Общие правила

ПРАВИЛО 12. ПОЛНОМОЧИЯ

Текст.
"""
# (shape, text, front.ot-redaktsii's text or None when the list is text)
CONTENTS_ROWS = [
    # abi2000: the entry joins with a full stop a heading's label and its title, which the heading sets on two lines
    ("entries «Глава I. Title» for headings set on two lines", BOOK.replace(
        "Глава I. Предварительные положения\n\nПРАВИЛО 1. КОЛОДА", "ГЛАВА I\nПРЕДВАРИТЕЛЬНЫЕ ПОЛОЖЕНИЯ\n\nПРАВИЛО 1\n"
        "КОЛОДА").replace("\nГлава II. Общие правила\n\nПРАВИЛО 12", "\nГЛАВА II\nОБЩИЕ ПРАВИЛА\n\nПРАВИЛО 12"),
     "Брошюра для клубов."),
    ("titles each found again in order, one wrapped", BOOK, "Брошюра для клубов."),
    # a blank line between the entries (w3m's page, vkamsk2019): the list under its heading, never from its second
    # entry on as a list with no heading
    ("entries a blank line apart", BOOK.replace(
        "ОТ РЕДАКЦИИ\nГлава I. Предварительные положения\nПравило 1. КОЛОДА\nПравило 11. УТРАТА ПРАВА НА ИСПРАВЛЕНИЕ\n"
        "Глава II. Общие правила", "ОТ РЕДАКЦИИ\n\nГлава I. Предварительные положения\n\nПравило 1. КОЛОДА\n\n"
        "Правило 11. УТРАТА ПРАВА НА ИСПРАВЛЕНИЕ\n\nГлава II. Общие правила"), "Брошюра для клубов."),
    ("titles that never come again are no contents", BOOK.replace("Правило 1. КОЛОДА\nПравило 11", "Приложение А"
                                                                  "\nПриложение Б\nПравило 11"), None),
]


@pytest.mark.parametrize("shape,text,preface", CONTENTS_ROWS, ids=[row[0] for row in CONTENTS_ROWS])
def test_a_contents_list_without_page_numbers(tmp_path, shape, text, preface):
    corpus = load(tmp_path, text)
    contents = [r.text for r in corpus.removals["x"] if r.kind == "contents" and r.text]
    if preface is None:
        assert "Приложение А" not in contents
        return
    assert contents == ["ОГЛАВЛЕНИЕ", "ОТ РЕДАКЦИИ", "Глава I. Предварительные положения", "Правило 1. КОЛОДА",
                        "Правило 11. УТРАТА ПРАВА НА ИСПРАВЛЕНИЕ", "Глава II. Общие правила"]
    assert corpus["front.ot-redaktsii"].text == preface
    assert corpus["11"].title == "УТРАТА ПРАВА НА ИСПРАВЛЕНИЕ"
    assert_nothing_lost(corpus, text, "x")


# -- Definitions set off by a colon, entry under entry ------------------------------------------------------
DEFINITIONS = """ПРАВИЛА

ОПРЕДЕЛЕНИЯ

Партнёр - игрок, который вместе с данным составляет одну сторону.
{line}
Разыгрывающий - игрок, первым назвавший деноминацию
    контракта.

ПРАВИЛО 1. КОЛОДА

Текст.
"""
# (shape, the line between two entries, (its term's id, its text) or the entry it continues)
COLON_ROWS = [
    ("a term in its alphabetical place opens its entry", "Претензия: заявление о числе взяток.",
     ("def.pretenziya", "заявление о числе взяток.")),
    ("in its place by its first letter (a glossary ordered by hand)", "Пара: два игрока одной стороны.",
     ("def.para", "два игрока одной стороны.")),
    ("a colon sentence out of alphabetical order goes on the entry above", "Ход: игрок Север.",
     ("def.partner", "игрок, который вместе с данным составляет одну сторону. Ход: игрок Север.")),
    ("a sentence opening with a verb is no term", "Помните: это важно.",
     ("def.partner", "игрок, который вместе с данным составляет одну сторону. Помните: это важно.")),
]


@pytest.mark.parametrize("shape,line,want", COLON_ROWS, ids=[row[0] for row in COLON_ROWS])
def test_a_colon_term_under_the_entry_before(tmp_path, shape, line, want):
    corpus = load(tmp_path, DEFINITIONS.format(line=line))
    cid, text = want
    assert " ".join(corpus[cid].text.split()) == text
    assert corpus["def.razygryvayushchiy"].text.split()[-1] == "контракта."


# -- idempotence and nothing lost over every shape above ----------------------------------------------------
SHAPES = [RULE, "Файл PRAV.TXT", "Конец файла PRAV.TXT", "ОГЛАВЛЕНИЕ", "ОТ РЕДАКЦИИ", "Правило 1. КОЛОДА",
          "--------------------", "* Сноска.", "** Вторая.", "заявки*;", "противники**.", "", *TABLE.splitlines(),
          "Претензия: заявление.", "ОПРЕДЕЛЕНИЯ", "Пас - заявка."]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(SHAPES), max_size=40))
def test_plain_texts_clean_idempotently_and_lose_nothing(tmp_path_factory, rows):
    text = "\n".join(rows) + "\nПРАВИЛО 1. КОЛОДА\n\nТекст.\n"
    first = clean(text, "PRAV.TXT")
    second = clean(to_text(first.lines), "PRAV.TXT")
    assert [line.text for line in second.lines] == [line.text for line in first.lines] and second.removals == ()
    folder = tmp_path_factory.mktemp("p")
    corpus = load(folder, text, "PRAV.TXT")  # never a traceback
    assert_nothing_lost(corpus, text, "PRAV")


def test_a_long_text_spaced_out_without_blank_lines_is_read_in_time():
    """3000 lines spaced out with no blank line between (one band): the table reader looks at each line a
    few times (it took 8-20 s of CPU when each line began a new look at the band)."""
    import time

    from lawref.corpus.plaintext import read_spaced_tables
    from lawref.model import Line

    for text in ("Наказание  -  мера,  применяемая  к стороне; наказания бывают  двух",
                 "Судья   устанавливает    результат,   справедливый   для   обеих   сторон"):
        lines = [Line(n, text) for n in range(1, 3001)]
        started = time.process_time()
        out, _ = read_spaced_tables(lines, set())
        assert time.process_time() - started < 3.0
        assert " ".join(line.text for line in out).split() == " ".join(line.text for line in lines).split()



def test_a_cells_word_broken_by_a_hyphen_is_joined_and_the_hyphen_recorded():
    # «вис-» / «тующий» in one cell of a table laid out with spaces: read as the word, and the hyphen the join
    # left out recorded on the line that went on (found by hypothesis: it was dropped with no record)
    text = ("Текст.\n\nКто            Что делает      Когда\nвис-           кладёт карту    до хода\n"
            "тующий\nболван         молчит          всегда\n")
    cleaned = clean(text, "x.txt")
    assert [line.text for line in cleaned.lines if line.text][1:3] == [
        "Кто Что делает Когда", "вистующий кладёт карту до хода"]
    assert [(r.line, r.text) for r in cleaned.removals if r.kind == "table-hyphen"] == [(5, "-")]


# A line of mojibake: UTF-8 Cyrillic read as Latin-1 leaves «Ð», «Ñ» (its lead bytes) beside Cyrillic look-alikes
# (htmldoc's contents title it did not convert, privolga2009). (shape, text, lines kept, garbled lines)
GARBLED_ROWS = [
    ("a title garbled", "Сызрань — 2009\n\nÐИÐЙÐЯÐъÑЗÐ—ÐНÐГÐ♠Ðъ\n\nОТ РЕДАКЦИИ\n",
     ["Сызрань — 2009", "ОТ РЕДАКЦИИ"], [3]),
    ("the same, its «Ð» read as dashes by the PDF's font", "Текст.\n\n—И—Й—Я—ъÑЗ———Н—Г—♠—ъ\n", ["Текст."], [3]),
    ("a stray «Ñ» in a line of words: text", "Правило 12Ñ применяется\n", ["Правило 12Ñ применяется"], []),
    ("Latin-1 letters with no Cyrillic beside: text", "Règle Ñandú\n", ["Règle Ñandú"], []),
    ("a hand's line of single letters: text", "♠ К Д В 7\n♥ Т 9\n", ["♠ К Д В 7", "♥ Т 9"], []),
]


@pytest.mark.parametrize("shape,text,lines,gone", GARBLED_ROWS, ids=[row[0] for row in GARBLED_ROWS])
def test_a_garbled_line_is_no_text(shape, text, lines, gone):
    cleaned = clean(text, "x.txt")
    assert [line.text for line in cleaned.lines if line.text] == lines
    assert [r.line for r in cleaned.removals if r.kind == "garbled"] == gone


# TABs: in a text file whose TABs fill the measure (`col -b`'s justified lines), a TAB moves to the next stop of
# eight columns; where they do not (a TAB that overshoots the margin), and in a document's text, it is a space.
# (shape, text, encoding, the line with a TAB as read)
FULL = "Судья  назначает  результат  по  своей  инициативе  сразу  и  всё."  # 66 columns: the measure
TAB_ROWS = [
    ("col's TABs at stops of eight", f"{FULL}\n{FULL}\nЗона\t\t  Доски  и  номера  досок  в  этой  сессии  таковы\n",
     "utf-8", "Зона              Доски  и  номера  досок  в  этой  сессии  таковы"),
    ("TABs that overshoot the margin: a space", f"{FULL}\n{FULL}\nЗона\t\t  Доски  и  номера  досок  в  этой  сессии\t\tтаковы\n",
     "utf-8", "Зона    Доски  и  номера  досок  в  этой  сессии  таковы"),
    ("a document's TAB: a space", f"{FULL}\n{FULL}\nЗона\t\t  Доски  и  номера  досок  в  этой  сессии  таковы\n",
     "odt", "Зона    Доски  и  номера  досок  в  этой  сессии  таковы"),
]


@pytest.mark.parametrize("shape,text,encoding,line", TAB_ROWS, ids=[row[0] for row in TAB_ROWS])
def test_tabs_stand_for_columns_only_where_they_fill_the_measure(shape, text, encoding, line):
    cleaned = clean(text, "x.txt", encoding)
    assert [x.text for x in cleaned.lines if x.text][-1] == line


# A paragraph justified to both margins with gaps as wide as a table's (nroff, latex2008's 20F2) stays prose: its
# lines but the last reach the margin and leave the sentence unfinished; a table's rows do not. (shape, text,
# lines read as a table's)
JUSTIFIED_ROWS = [
    ("a justified paragraph", "2.  После   окончания       торговли   каждый    из    противников\n"
     "    разыгрывающего   может   попросить      объяснения  до  своего\n    первого хода.\n", 0),
    ("a short table", "Зона         Доски      Очки\nНикто        1, 8       100\nСевер — Юг   2, 5       300\n", 3),
]


@pytest.mark.parametrize("shape,text,rows", JUSTIFIED_ROWS, ids=[row[0] for row in JUSTIFIED_ROWS])
def test_a_justified_paragraph_is_no_table(shape, text, rows):
    cleaned = clean(text, "x.txt")
    assert len([r for r in cleaned.removals if r.kind == "table-layout"]) == rows


# -- an e-book converter's text (Calibre's TXT of pandoc's EPUB, kubgu2021) ----------------------------------------
# pandoc's title page (the metadata's title, author, date), the contents page's title and its list with no heading
# (a chapter's entry run into its first Law's: the nested list's break lost), the EPUB's landmarks in English, the
# title again (pandoc's heading over the text before the first heading), then the book's own title page.
EBOOK = """Правила бриджа. Избранные параграфы


Клуб «Восьмая взятка»

2021-03-15


Правила бриджа. Избранные параграфы

ПРЕДИСЛОВИЕ

Глава II. Основные положения§ 1. Колода

§ 2. Комплекты

Глава III. Ход игры§ 6. Тасовка

Title Page

Table of Contents


Правила бриджа. Избранные параграфы


Клуб «Восьмая взятка»

ПРАВИЛА БРИДЖА

Избранные параграфы

ПРЕДИСЛОВИЕ

Книжка для новичков.

Глава II. Основные положения

§ 1. Колода

A. Карты
Колода из 52 карт.

§ 2. Комплекты

A. Доски
Комплект в доске.

Глава III. Ход игры

§ 6. Тасовка

A. Тасовка
Карты тасуют.
"""
# (shape, text, what is removed as the contents and as the producer's title page: None, the book reads them)
EBOOK_ROWS = [
    ("the whole e-book's text", EBOOK,
     ["ПРЕДИСЛОВИЕ", "Глава II. Основные положения§ 1. Колода", "§ 2. Комплекты", "Глава III. Ход игры§ 6. Тасовка",
      "Title Page", "Table of Contents"],
     ["Правила бриджа. Избранные параграфы", "Клуб «Восьмая взятка»", "2021-03-15",
      "Правила бриджа. Избранные параграфы", "Правила бриджа. Избранные параграфы"]),
    # two headings in a row said again later are no contents list yet (three at least); nor is «Title Page» alone
    ("two entries are no list",
     EBOOK.replace("ПРЕДИСЛОВИЕ\n\nГлава II. Основные положения§ 1. Колода\n\n§ 2. Комплекты\n\nГлава III. Ход игры§ 6. "
                   "Тасовка\n\n", "Глава II. Основные положения§ 1. Колода\n\n", 1), None, None),
    # a title said again whose words the page under it does not say is the book's
    ("a title the book's page does not say again", EBOOK.replace("ПРАВИЛА БРИДЖА\n\nИзбранные параграфы", "КНИЖКА"),
     ["ПРЕДИСЛОВИЕ", "Глава II. Основные положения§ 1. Колода", "§ 2. Комплекты", "Глава III. Ход игры§ 6. Тасовка",
      "Title Page", "Table of Contents"], []),
]


# the same book as Calibre's PDF prints it: entries wrapped onto two lines, two run together with a space, one cut
# by the page's end and going on after a blank line; the body's chapter heading set apart from its title; the
# contents page's title wrapped
EBOOK_ROWS.append(("entries wrapped and run together, a chapter's title set apart", EBOOK.replace(
    "Глава II. Основные положения§ 1. Колода\n\n§ 2. Комплекты\n\nГлава III. Ход игры§ 6. Тасовка",
    "Глава II. Основные\nположения\n\n§ 1. Колода\n\nкарт\n\n§ 2. Комплекты Глава III. Ход игры\n\n§ 6. Тасовка").replace(
    "\nГлава III. Ход игры\n\n§ 6", "\nГлава III.\n\nХод игры\n\n§ 6").replace("\n§ 1. Колода\n\nA.", "\n§ 1. Колода карт\n\nA.")
    .replace("Правила бриджа. Избранные параграфы\n\nПРЕДИСЛОВИЕ", "Правила бриджа.\nИзбранные параграфы\n\nПРЕДИСЛОВИЕ", 1),
    ["ПРЕДИСЛОВИЕ", "Глава II. Основные", "положения", "§ 1. Колода", "карт", "§ 2. Комплекты Глава III. Ход игры",
     "§ 6. Тасовка", "Title Page", "Table of Contents"],
    ["Правила бриджа. Избранные параграфы", "Клуб «Восьмая взятка»", "2021-03-15", "Правила бриджа.",
     "Избранные параграфы", "Правила бриджа. Избранные параграфы"]))


@pytest.mark.parametrize("shape, text, contents, title", EBOOK_ROWS, ids=[row[0] for row in EBOOK_ROWS])
def test_an_ebook_converters_title_page_and_contents_page_are_furniture(tmp_path, shape, text, contents, title):
    corpus = load(tmp_path, text)
    removed = {kind: [r.text for r in corpus.removals["x"] if r.kind == kind and r.text]
               for kind in ("contents", "producer-title-page")}
    if contents is None:
        assert "Title Page" not in removed["contents"]
        return
    assert removed["contents"] == contents
    assert removed["producer-title-page"] == title
    assert [c.id for c in corpus] == ["front.title", "front.predislovie", "ch2", "1", "1A", "2", "2A", "ch3", "6", "6A"]
    if title:
        assert corpus["front.title"].text == "Клуб «Восьмая взятка»\nПРАВИЛА БРИДЖА\nИзбранные параграфы"
    assert_nothing_lost(corpus, text, "x")
