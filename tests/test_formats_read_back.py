"""What the reader of a scan reads back in OCR's text, with the book's own evidence (lawref.corpus.formats.read_back):
a reference by the ids this book has, a word by the words it has and the dictionary; each recorded, never where
two readings are possible, never in a text that does not say OCR made it."""

from __future__ import annotations

import pytest

from lawref.corpus.formats import Extracted
from lawref.corpus.formats.read_back import OCR_HEADING, OCR_REFERENCE, OCR_WORD, read_back, readings

LAW16 = ["ПРАВИЛО 16. Информация", "A. a", "B. b", "D. x", "ПРАВИЛО 17. Торговля"]  # (a selection: no 16C)
LAW47 = ["ПРАВИЛО 47. Т", "", "E. Изменение", ""]
COMMENT = ["§ 24. Карта", "", "24-1. Текст.", ""]  # a commentary numbering its paragraphs by their Law
LAW12 = ["ПРАВИЛО 12. Полномочия", "A. a", "B. b", "C. c", "1. x", "(a) y", "(b) z", "ПРАВИЛО 13. Б"]

TYPED = ["ЗАКОН 21. ЗАЯВКА", "", "21.1. Текст.", ""]  # a typed commentary: a Law's heading, its paragraphs «21.1.»
LAW45 = ["ЗАКОН 45", "", "C. Обязательная игра", "", "4. Названная карта:", "", "(а) карта болвана сыграна;", ""]
READ_BACK_ROWS = [
    # (lines, [(line, read, put in)]) -- one rule per row
    # a page number alone next to a form feed (tesseract's text) is the page's, never a lost item's number
    (LAW45 + ["9", "", "\fФедерация бриджа края", "", "(b) если оговорился:", "", "D. Т."], []),
    (LAW45 + ["9", "", "Федерация бриджа края", "", "(b) если оговорился:", "", "D. Т."], [(9, "9\n\n", "5. ")]),
    # a reference: an id this book cannot have, one confusion away from one it has
    (LAW16 + ["см. Правило 160."], [(6, "160", "16D")]),  # D read as 0: no Law 160, the book has 16D
    (["ПРАВИЛО 16. А", "A. a", "B. b", "C. c", "D. x", "ПРАВИЛО 17. Б", "см. Правило 160."], []),  # 16C or 16D
    (LAW12 + ["по Правилу 12С1(Ъ)."], [(9, "12С1(Ъ)", "12С1(b)")]),  # b read Ъ; the Cyrillic С read rightly stays
    (LAW16 + ["см. Правило", "160."], [(7, "160", "16D")]),  # the id opening the line under the Law's word
    (LAW16 + ["см. Правило 16D."], []),  # an id the book has: as read
    (LAW16 + ["см. Правило 470."], []),  # a Law the book does not hold: 47D, 47C, 47G could be meant
    (LAW16 + ["в Правилах 2017 года"], []),  # an edition's year, no reference
    (LAW16 + ["см. Правило", "470."], []),  # under its word, a Law the book does not hold: no guess
    (["ПРАВИЛО 16. А", "A. a", "B. b", "D. x", "G. y", "ПРАВИЛО 17. Б", "см. Правило 16О."], []),  # D or G
    # a Law heading's word read in Latin look-alikes and figures (a fax): the word heading the book's other Laws,
    # where the number stands between theirs; the sections under it are that Law's (round 25)
    (["ЗАКОН 40", "А. Раздел", "3AKOH 45", "А. Карта", "ЗАКОН 50", "А. Штраф"], [(3, "3AKOH", "ЗАКОН")]),
    (["ЗАКОН 40", "А. Раздел", "3AKOH 55", "А. Карта", "ЗАКОН 50", "А. Штраф"], []),  # out of the sequence
    # ... and its sections are read as that Law's, not as the Law's before it («С.» after 40E is no G: round 26)
    (["ЗАКОН 40", "А. Р", "В. Р", "С. Р", "D. Р", "Е. Р", "3AKOH 45", "А. Карта", "В. Болван", "С. Игра", "ЗАКОН 50",
      "А. Штраф"], [(7, "3AKOH", "ЗАКОН")]),
    (["ЗАКОН 40", "А. Раздел", "3AKOH 45", "А. Карта"], []),  # one heading: no word the book repeats
    (["ЗАКОН 40", "А. Раздел", "3AKA3 45", "А. Карта", "ЗАКОН 50", "А. Штраф"], []),  # «А» is no «О»: another word
    # a sub-item's label keeps the letter printed: a typed list «а)», «б)» (a closing bracket only) as typed, never
    # «(a)»; a scan's label OCR misread read as the book's alphabet has it («Ь» for «б» in «(а)», «(б)» lists)
    (["ПРАВИЛО 9. А", "A. x", "1. Пункт:", "а) первый;", "б) второй;", "в) третий."], []),
    (["ПРАВИЛО 9. А", "A. x", "1. Пункт:", "а) первый;", "6) второй;", "в) третий."], []),  # cyrillic_items': review's
    (["ПРАВИЛО 9. А", "A. x", "1. x:", "(а) y;", "(Ь) z;", "(в) w;", "(г) v.", "2. u:", "(а) t;", "(б) s;", "(в) r.",
      "ПРАВИЛО 10. Б", "A. y"], [(5, "Ь", "б")]),
    (["ПРАВИЛО 9. А", "A. x", "1. x:", "(а) y;", "(Ь) z;", "(с) w;", "(д) v.", "ПРАВИЛО 10. Б", "A. y"],
     [(5, "Ь", "b")]),  # a Latin list OCR read in look-alikes: the Latin letter (modern's scan)
    # a paragraph opening with a period alone after an ended item: what OCR left of the next item's number (no
    # paragraph opens with a period; klub2008's 40A2); without the period, its look alone: the review's, unsure
    (["ПРАВИЛО 40. А", "A. Раздел", "1. Первый пункт кончается.", "", ". Кроме того, второй.", "", "ПРАВИЛО 41. Б",
      "A. y"], [(5, ". К", "2. К")]),
    (["ПРАВИЛО 40. А", "A. Раздел", "1. Первый пункт кончается.", "", "Кроме того, второй.", "", "ПРАВИЛО 41. Б",
      "A. y"], []),
    # a list's numbers read as a column before its paragraphs, as many paragraphs as the last number: items 1-3
    (["ПРАВИЛО 12. А", "A. Когда", "", "Судья может: Правил:", "", "1.", "", "3.", "", "если нет;", "", "если сдачу;",
      "", "если неверное исправление.", "", "B. Цели"], [(6, "1.\n\n3.\n\n", "1. "), (12, "е", "2. е"), (14, "е", "3. е")]),
    # a page's first line that is a Law's heading said again lower on its page: the head naming the page's Law
    # (LaTeX's \rightmark; klub2008's photos: «Правило 40» over 31A2's «2. а этот противник …»; round 26); a heading
    # once on its page stays
    (["Правило 31", "ЗАЯВКА", "", "A. Очередь", "1. и этот пасует;", "", "\fПравило 40", "", "2. а этот делает.", "",
      "Правило 40", "СОГЛАШЕНИЯ", "", "A. Соглашения", "Текст."], [(7, "Правило 40\n", "\n")]),
    (["Правило 31", "ЗАЯВКА", "", "A. Очередь", "1. и этот пасует.", "", "\fПравило 40", "СОГЛАШЕНИЯ", "",
      "A. Соглашения", "Текст."], []),
    # ... the line lower on the page a reference's end OCR set alone («(см.» / «Правило 40» / «выше)»), no title
    # under it: the page's top is the heading
    (["Правило 31", "ЗАЯВКА", "", "A. Очередь", "1. и этот пасует.", "", "\fПравило 40", "", "A. Соглашения",
      "Текст (см.", "Правило 40", "выше)."], []),
    # a line opening with a period alone after an ended item or sub-item, no blank line above: what OCR left of the
    # next item's number (klub2008's photos, 40A2 under 40A1's (a), (b): no line of a paragraph opens so)
    (["ПРАВИЛО 40. А", "A. Раздел", "1. Пара может иметь соглашения, но", "обязана сделать их доступными.",
      "(а) Соглашения раскрывают.", "(b) Соглашение может быть явным.", ". Каждый игрок может выбрать ход.", "",
      "ПРАВИЛО 41. Б", "A. y"], [(7, ". К", "2. К")]),
    # the section's first paragraph opening with a number and no period right under its heading, item 2 below it:
    # item 1, OCR misread its «1.» (klub2008's photos, 40C1 «8 Игрок …»); item 3 below: as read
    (["ПРАВИЛО 40. А", "A. Раздел", "Текст.", "B. Отклонения", "8 Игрок может отступить.", "2. Повторяющиеся.",
      "C. Ещё"], [(5, "8", "1.")]),
    (["ПРАВИЛО 40. А", "A. Раздел", "Текст.", "B. Отклонения", "8 Игрок может отступить.", "3. Повторяющиеся.",
      "C. Ещё"], []),
    # a Law's heading whose word OCR broke past its confusions (klub2008's spreads: «I рави. «ТО 68», the gutter's
    # shadow over it; round 26): a line alone ending with a number between the headings' around it, half the Law
    # word's letters in order, a title in capitals under it as under the heading before, sections again from A: the
    # heading; a number out of the sequence, or no section A under it, stays
    (["Правило 64", "", "ПРОЦЕДУРА", "", "А. Передача", "", "Текст.", "", "В. Когда", "", "Текст.", "",
      "I рави. «ТО 68", "", "ПРЕТЕНЗИЯ И УСТУПКА", "", "А. Претензия", "", "Текст.", "", "Правило 70", "",
      "ОСПОРЕННАЯ", "", "А. Раз", "Текст."], [(13, "I рави. «ТО", "Правило")]),
    (["Правило 64", "", "ПРОЦЕДУРА", "", "А. Передача", "", "Текст.", "", "В. Когда", "", "Текст.", "",
      "I рави. «ТО 78", "", "ПРЕТЕНЗИЯ И УСТУПКА", "", "А. Претензия", "", "Текст.", "", "Правило 70", "",
      "ОСПОРЕННАЯ", "", "А. Раз", "Текст."], []),
    (["Правило 64", "", "ПРОЦЕДУРА", "", "А. Передача", "", "Текст.", "", "В. Когда", "", "Текст.", "",
      "I рави. «ТО 68", "", "ПРЕТЕНЗИЯ И УСТУПКА", "", "С. Претензия", "", "Текст.", "", "Правило 70", "",
      "ОСПОРЕННАЯ", "", "А. Раз", "Текст."], []),
    # a line opening with a period alone after an item ending «;», a capital after it (OCR's case): the next item
    # (klub2008's spreads, 64A2 «. И взятку …» under «1. и взятку …;»)
    (["ПРАВИЛО 64. А", "", "A. Передача", "", "Когда допущен:", "", "1. и взятку с ренонсом выиграл нарушитель, то",
      "тых позднее стороной нарушителя;", "", ". И взятку с ренонсом нарушитель не выиграл, то пропущенной сто-",
      "роне передаётся одна взятка.", "", "B. Когда", "Текст."], [(10, ". И", "2. И")]),
    # ... another word than the items', a capital where they open in lower case: no item (priozer2000's recorded
    # scan: a running head «. Междуниродные правила …» after 64B's «если …» items)
    (["ПРАВИЛО 64. А", "", "A. Передача", "", "Когда допущен:", "", "1. если взятку выиграл нарушитель;", "",
      "2. если взятку нарушитель не выиграл.", "", ". Междуниродные правила спортивного бриджа 1997 г.", "",
      "B. Когда", "Текст."], []),
    # a word OCR misread: no word of the dictionary, one confusion from one word of the book
    (["Ход игрока, затем ход игрока.", "Ход игрбка окончен."], [(2, "игрбка", "игрока")]),
    (["Ход игрока. Ход игрока.", "Правито 5 и Правило 6, Правило 7."], [(2, "Правито", "Правило")]),
    (["ПРАВИЛО 21. ЗАЯВКА НА ОСНОВЕ ОШИБОЧНОИ ИНФОРМАЦИИ", "по ошибочной информации"],
     [(1, "ОШИБОЧНОИ", "ОШИБОЧНОЙ")]),  # a capital Й read И
    (["Если игрок ошибся, см. no Правилу 5 и по Правилу 6, по Правилу 7."], [(1, "no", "по")]),  # Latin look-alikes
    (["Это Пpавило (Latin p) применяется."], [(1, "Пpавило", "Правило")]),  # a Latin letter among Cyrillic ones
    (["Затем пр0изводится сдача."], [(1, "пр0изводится", "производится")]),  # a figure among letters
    (["МОИ карты и мои слова."], []),  # a word as read: the dictionary has it
    (["Ход игрбка окончен."], []),  # the word meant stands nowhere else in the book: no evidence
    (["Знак 12С1 и 3В."], []),  # ids: letters and figures, no word
    (["Он назначит, он назначил, он назначил, назначиь."], []),  # its last letter: two forms could be meant
    # a speck OCR read as a mark beside a word, or as a period inside a sentence
    (["Затем ход ‘игрока окончен."], [(1, "‘и", "и")]),  # a quote that closes nothing
    (["Он сказал ‘да’ и ушёл."], []),  # a quote closed: as read
    (["продолжить игру на.доске"], [(1, ".", " ")]),  # a period between two words, no space
    (["если .только судья"], [(1, ".", "")]),  # a period before a word
    (["назначает результат. если игрок"], [(1, ".", "")]),  # after a whole word, a small letter no capital gives
    (["тур заканчивается по сигналу. судьи"], []),  # «с»: a capital С read small would give it (two readings)
    (["правила для. игрока"], [(1, ".", "")]),  # a preposition: no sentence ends on it
    (["не знаю что. в итоге"], []),  # «что» may end a sentence
    (["см. ниже, напр. так, прим. автора, т.е. так"], []),  # abbreviations keep their periods
    (["Сдача окончена. Затем игра"], []),  # a sentence's end: a capital follows
    (["игрок-", "` ка"], [(2, "` к", "к")]),  # a mark before a broken word's rest
    # a commentary's Law heading whose sign OCR misread: the paragraphs numbered by their Law below say whose
    (COMMENT + ["$ 26. Отменённая заявка", "", "26-1. Текст.", "", "26-2. Ещё."], [(5, "$ 26.", "§ 26.")]),
    (COMMENT + ["8 41. Начало розыгрыша", "", "41-1. Текст.", "", "41-2. Ещё."], [(5, "8 41.", "§ 41.")]),
    (COMMENT + ["§ 26. Отменённая заявка", "", "26-1. Текст.", "", "26-2. Ещё."], []),  # the sign as typed
    (COMMENT + ["$ 26. Отменённая заявка", "", "26-2. Текст.", "", "26-3. Ещё."], []),  # not the Law's first: no
    (COMMENT + ["Ах 26. Отменённая заявка", "", "26-1. Текст.", "", "26-2. Ещё."], []),  # a word, no sign misread
    # a page's running head OCR left in: a line of its own with its page number, repeating the heading below it
    (["5 24. Карта, открытая в ходе торговли 7", "", "§ 24. Карта, открытая в ходе торговли", "", "24-1. Т.", "",
      "24-2. Т."], [(1, "5 24. Карта, открытая в ходе торговли 7\n", "\n")]),
    (["Карта, открытая в ходе торговли 7", "игрок показал карту"], []),  # a line of text goes on below it: no head
    # an item's number OCR read as a mark alone on its line, where the list's sequence says which item stands there
    (LAW47 + ["1. Ход можно взять обратно.", "", "с", "", "(а) Игрок может вернуть карту."],
     [(7, "с\n\n", "2. ")]),  # after an ended item 1, over the first sub-item: item 2
    (LAW47 + ["1. Ход можно взять обратно,", "", "с", "", "(а) Игрок может вернуть карту."],
     [(5, "\n\nс\n\n", "\n")]),  # item 1 goes on (its sub-items follow): no number there, a speck
    (LAW47[:4] + ["Если неполно, действуют ограничения:", "", "Ч.", "", "(а) если назвал старшую;"],
     [(7, "Ч.\n\n", "1. ")]),  # under a lead-in ending «:», over «(а)», no item open: the first
    (LAW47[:4] + ["Если неполно, действуют ограничения.", "", "Ч.", "", "(а) если назвал старшую;"], []),  # no «:»
    # in a law book, its labels where the sequence gives one reading (review.markers), as the scan is read
    (["ПРАВИЛО 44. А", "A. a", "B. b", "C. c", "Р. Отсутствие карт.", "E. e", "ПРАВИЛО 45. Б"],
     [(5, "Р", "D")]),  # a section's letter: after C, before E
    (["ПРАВИЛО 44. А", "A. a", "", "1. x:", "", "(a) y;", "", "(5) z.", "", "2. w"], [(8, "5", "b")]),  # (a), then b
    (["ПРАВИЛО 5. А", "A. x", "", "1. _ Игрок ходит.", "", "2. Судья.", "", "B. y"], [(4, "_ И", "И")]),  # a speck
    # ... but not a number put in by a paragraph's look alone (it may be the item's second paragraph)
    (["ПРАВИЛО 5. А", "A. x", "", "1. Игрок ходит.", "", "Если так, то судья решает.", "", "B. y"], []),
    # ... nor a count of lost items that took the section's lead text ending «:» for item 1 (review.LEAD_COUNTED)
    (["ПРАВИЛО 5. А", "A. x", "Ренонс установлен:", "", "когда ходит; и когда называет;", "", "3. когда z."], []),
    # ... nor in a commentary, whose items are its own («а)», «b)»): no law book's walk
    (["К ПРАВИЛУ 44", "", "44.1. Так:", "", "а) один;", "", "b) два;", "", "с) три."], []),
    # a line of specks between two lines of one sentence; a note whose typed rule OCR lost, under its call
    (["ПРАВИЛО 5. А", "A. x", "", "1. Игрок ходит, если", "", "..", "", "может играть.", "", "B. y"],
     [(4, "\n\n..\n\n", "\n")]),
    (["ПРАВИЛО 12. А", "A. x", "", "1. Карта штрафная*.", "", "2. Судья.", "", "* Это правило применяется и тогда.", ""],
     [(8, "*", "--------------------------------\n*")]),
    # a note's label OCR read in Cyrillic look-alikes: two or three capitals and a full stop opening a paragraph
    # a letter or marks before a definition's term where the alphabet's order puts the term: a speck (round 26)
    (["ОПРЕДЕЛЕНИЯ", "Масть — группа.", "_` Нарушение — отступление.", "Пас — заявка.", "ЗАКОН 1", "А. Т"],
     [(3, "_` Н", "Н")]),
    (["ОПРЕДЕЛЕНИЯ", "Масть — группа.", "_` Банан — плод.", "Пас — заявка.", "ЗАКОН 1", "А. Т"], []),
    (["Текст.", "", "МВ. Разыгрывающий обязан сказать."], [(3, "МВ", "NB")]),
    (["Текст.", "", "ИП. Разыгрывающий обязан сказать."], []),  # no confusion makes «NB» of it
    # a commentary's reference no Law can have, one confusion from a Law the commentary heads (the part as read)
    (COMMENT + ["§ 31. Заявка", "", "31-1. Правило З1А: повторить.", "", "31-2. Т."], [(7, "З1А", "31А")]),
    (COMMENT + ["$ 26. Заявка", "", "26-1. по Правилу 268.", "", "26-2. Т."], [(5, "$ 26.", "§ 26."),
                                                                              (7, "268", "26B")]),  # (the book types no Cyrillic letter in a reference: Latin)
    (COMMENT + ["§ 31. Заявка", "", "31-1. Правило З1А и Правило 230.", "", "31-2. Т."],  # Law 23 not headed
     [(7, "З1А", "31А")]),
    (COMMENT + ["§ 31. Заявка", "", "31-1. Правило З1А.", "", "§ 81. Ещё", "", "81-1. Т.", "", "81-2. Т."],
     []),  # 31A or 81A: both Laws headed
    # ... a Law the walk of its labels finds headed («ЗАКОН 21. …», paragraphs «21.1.»), its reference by «ст.» in
    # small letters as a sentence runs, or by «(ст.» at a line's end and the id opening the next (round 26)
    (TYPED + ["21.2. Текст (ст. 2181) и (ст.", "2182)."], [(5, "2181", "21B1"), (6, "2182", "21B2")]),
    (TYPED + ["21.2. По ст. 2161 так."], [(5, "2161", "21C1")]),  # a typewriter's С read as 6
    # a sub-item as the book types it (Cyrillic «а» for a) is no confusion: d read «а» would be a second one
    (TYPED + ["21.2. По ст. 2181(а) так."], [(5, "2181(а)", "21В1(а)")]),  # (written in Cyrillic as its «а»)
    (TYPED + ["21.2. По ст. 2281 так."], []),  # Law 22 not headed: 22B1 is a guess, not read
    # ... or whose paragraphs it numbers, two at least, its heading lost by OCR
    (["21.1. Текст.", "", "21.2. По ст. 2181 так."], [(3, "2181", "21B1")]),
    (["21.2. По ст. 2181 так."], []),
    # a commentary's paragraph number OCR lost, by the sequence of its paragraphs under a Law it heads (round 26)
    (["ЗАКОН 21. ЗАЯВКА", "", "Закон 21 говорит так.", "", "21.2. Дальше."], [(3, "", "21.1. ")]),
    (TYPED + ["Абзац без номера.", "", "21.3. Дальше."], [(5, "", "21.2. ")]),
    (TYPED + ["Один абзац.", "", "Другой абзац.", "", "21.3. Дальше."], []),  # two could be 21.2
    (["ЗАКОН 21. ЗАЯВКА", "", "21.1. Текст идёт", "", "Дальше текст.", "", "21.3. Т."], []),  # no sentence ended
]


@pytest.mark.parametrize("lines, expected", READ_BACK_ROWS)
def test_a_scans_reference_or_word_is_read_back_by_the_books_own_evidence(lines, expected):
    got = [(e.line, e.read, e.proposed) for e in readings(lines)]
    assert got == expected
    for e in readings(lines):  # (a running head's reading takes its line's end too)
        assert "\n".join(lines[e.line - 1:])[e.column:].startswith(e.read)


def test_each_reading_put_in_is_recorded_where_it_stands_and_named_for_check():
    from lawref.messages import text

    lines = [*LAW16, "см. Правило 160 и Пpавило 17."]
    read = read_back(Extracted("\n".join(lines) + "\n", "pdf"), "scan.pdf")
    assert read.text.splitlines()[-1] == "см. Правило 16D и Правило 17."
    assert [(r.kind, r.line, r.text) for r in read.removals] == [(OCR_REFERENCE, 6, "160"), (OCR_WORD, 6, "Пpавило")]
    assert all(text(f"removal_{r.kind}") != f"removal_{r.kind}" for r in read.removals)
    assert read_back(read, "scan.pdf").text == read.text  # read again: nothing more to read back


def test_a_speck_read_as_a_letter_before_a_number_is_recorded_as_a_speck():
    """«и 1. Если …» under its section's heading: the «и» left out is a speck, not a number OCR lost."""
    lines = ["ЗАКОН 12", "Т", "A. Право", "B. Ещё", "С. Назначение результата", "и 1. Если результата нет, то так."]
    read = read_back(Extracted("\n".join(lines) + "\n", "txt"), "scan.txt")
    assert read.text.split("\n")[5] == "1. Если результата нет, то так."
    assert [(r.kind, r.line, r.text) for r in read.removals] == [("speck", 6, "и")]


def test_a_reading_that_joins_lines_records_every_removal_at_its_line_of_the_text_as_read():
    """An item's number read as a mark alone on its line is joined to its paragraph: the lines below move up, and
    what an earlier step recorded there (a number read by the sequence) moves with them, so `check` and the
    review list name the line where it stands."""
    from lawref.corpus.formats.read_back import LOST_NUMBER
    from lawref.model import Removal

    lines = [*LAW47, "1. Ход можно взять обратно.", "", "с", "", "(а) Игрок может вернуть карту.", "", "3. Ещё."]
    read = read_back(Extracted("\n".join(lines) + "\n", "pdf", removals=(Removal("ocr-number", 11, "3."),)),
                     "scan.pdf")
    now = read.text.split("\n")
    assert now[6:9] == ["2. (а) Игрок может вернуть карту.", "", "3. Ещё."]
    assert [(r.kind, r.line, r.text) for r in read.removals] == [("ocr-number", 9, "3."), (LOST_NUMBER, 7, "с")]


def test_a_lost_headings_letter_put_in_moves_the_lines_below_and_is_recorded_at_its_own_line():
    """Items starting again inside a section: the section's letter alone on a line of its own after the last item's
    paragraph (a blank line kept on each side); the lines below move down, what was recorded there with them."""
    from lawref.corpus.formats.read_back import OCR_LOST_HEADING
    from lawref.model import Removal

    lines = ["ЗАКОН 72", "Т", "А. Соблюдение", "1. Турнир.", "2. Игрок", "может.", "", "нне. -", "",
             "2. Если нарушитель.", "3. Ни один."]
    read = read_back(Extracted("\n".join(lines) + "\n", "pdf", removals=(Removal("ocr-number", 11, "3."),)),
                     "scan.pdf")
    now = read.text.split("\n")
    assert now[5:12] == ["может.", "", "B.", "", "нне. -", "", "2. Если нарушитель."]
    assert [(r.kind, r.line) for r in read.removals] == [("ocr-number", 13), (OCR_LOST_HEADING, 8)]


def test_a_text_that_does_not_say_ocr_made_it_is_read_as_typed(tmp_path):
    """The look-alike letters a book types itself («Пpавило» with a Latin p) stay in a text layer set from type."""
    from lawref.corpus.formats import extract

    source = tmp_path / "book.txt"
    source.write_text("ПРАВИЛО 16. Информация\n\nD. Это Пpавило 160.\n", "utf-8")
    read = extract(source, source.read_bytes(), str(source), None)
    assert "Пpавило 160" in read.text and not {r.kind for r in read.removals} & {OCR_REFERENCE, OCR_WORD}


def test_a_text_that_shows_ocrs_hand_is_read_as_ocrs_text(tmp_path):
    """A text naming no source whose commentary heading shows a sign OCR misread («$ 26.» over 26-1) is OCR's:
    read back as an OCR layer is, each reading recorded; the same text with the sign typed is read as typed."""
    from lawref.corpus.formats import extract
    from lawref.corpus.furniture import RUNNING_HEAD

    lines = ["§ 24. Карта", "", "24-1. Текст.", "", "5 26. Отменённая заявка 8", "", "$ 26. Отменённая заявка", "",
             "26-1. См. Пpавило 26.", ""]
    source = tmp_path / "ocr.txt"
    source.write_text("\n".join(lines), "utf-8")
    read = extract(source, source.read_bytes(), str(source), None)
    assert read.text.split("\n")[4:10] == ["", "", "§ 26. Отменённая заявка", "", "26-1. См. Правило 26.", ""]
    assert [(r.kind, r.line, r.text) for r in read.removals] == [
        (RUNNING_HEAD, 5, "5 26. Отменённая заявка 8"), (OCR_HEADING, 7, "$ 26."), (OCR_WORD, 9, "Пpавило")]
    typed = tmp_path / "typed.txt"
    typed.write_text("\n".join(lines).replace("$ 26.", "§ 26."), "utf-8")
    read = extract(typed, typed.read_bytes(), str(typed), None)
    assert "Пpавило" in read.text and not read.removals


HEAD = "Правила спортивного бриджа. Редакция 2007 года"
OCR_TEXT_ROWS = [
    # (a text's lines, form feeds as tesseract writes them, -> where it shows OCR's hand, or None) -- one per row
    # a running head read differently on another page: OCR's specks (klub2008's photos), OCR's letters (priozer2000)
    ([HEAD, "Правило 40", "\f" + HEAD, "Т.", "\fПравила спортивного. ‘бриджа. Редакция 2007 года", "Т."],
     (5, "head_read_differently")),
    (["Федерация бриджа Приозерского края", "Т.", "\fФедерация бриджа Приозерсномо крия", "Т."],
     (3, "head_read_differently")),
    # a typed head is the same on every page: its page number, a Law's number, a numeral, a letter change
    ([HEAD + " 5", "Т.", "\f6 " + HEAD, "Т.", "\f" + HEAD + " 7", "Т."], None),
    (["Глава IV. Торговля и заявки", "Т.", "\fГлава V. Торговля и заявки", "Т."], None),
    (["Правило 40. Раздел А. Объявления", "Т.", "\fПравило 45. Раздел B. Объявления", "Т."], None),
    # a head naming its Law (the generated law_pages_bare.txt): another Law's head is another head
    (["Правило 84. Решения по бесспорным фактам", "Т.", "\fПравило 85. Решения по спорным фактам", "Т."], None),
    # a head cut short on a page (a typed text damaged, a line lost its end): words missing are no OCR misreading
    (["МЕЖДУНАРОДНЫЕ ПРАВИЛА СПОРТИВНОГО БРИДЖА", "Т.", "\fМЕЖДУНАРОДНЫЕ ПРАВИЛА СПОРТИВНОГО", "Т."], None),
    # pages opening with the text going on (no head), and a head too short to tell (a Law's word and number)
    (["Т.", "\fиграть по её разметке до конца сессии.", "\fпо её разметке определяются сдающий и зональность."],
     None),
    (["ПРАВИЛО 12", "Т.", "\fПРАВНЛО 13", "Т."], None),
    # no form feed: no pages to compare
    ([HEAD, "Т.", "Правила спортивного. ‘бриджа. Редакция 2007 года"], None),
    # a commentary's heading whose sign OCR misread, over its paragraph N-1 (gorelov2022's)
    (["§ 24. Карта", "", "24-1. Текст.", "", "$ 26. Отменённая заявка", "", "26-1. Т.", ""], (5, "signed_head")),
    # references no Law can have, three at least, each one confusion from a Law the book heads (a typescript's
    # scan: В read as 8); two are not enough (a typist's slips), nor ids no confusion makes a headed Law of
    (TYPED + ["21.2. По ст. 2181, ст. 2182.", "", "21.3. И ст. 2183."], (5, "misread_references")),
    (TYPED + ["21.2. По ст. 2181, ст. 2182.", "", "21.3. И ст. 2193."], None),
    (TYPED + ["21.2. По ст. 2181, ст. 2182.", "", "21.3. И ст. 3183."], None),
    # years of editions are no misread ids, however many («в Правилах 1987», «по Правилам 1987»: a typed text)
    (["ПРАВИЛО 19. ЗАЯВКА", "", "19.1. Появилось в Правилах 1987 и уточнено.", "", "19.2. Как и в Правилах 1987, так.",
      "", "19.3. В Правилах 1997, 2007 и 2017 менялся; по Правилам 1987 иначе.", "", "ПРАВИЛО 21. ДЕЙСТВИЕ", "",
      "21.1. Текст."], None),
]


FULL = "Международные правила спортивного бриджа 1997 г. Федерация бриджа Приозерского края"
PAGE_HEAD_ROWS = [
    # (an OCR'd text's lines, form feeds as tesseract writes them -> the lines left out as running heads)
    # a page's first line that another page's first line holds, read differently (its letters, its specks)
    (["Титул", "\f" + FULL, "", "Т.", "\fМеждународные правила спортивного бриджа 1997 2 Федерация бриджа "
      "Приозёрского края", "", "Т."], [2, 5]),
    # a head OCR set over two lines, in either order: both lines
    (["Титул", "\f" + FULL, "", "Т.", "\fспортивного бриджа 1997 г.", "федерация бриджа Приозерского края |", "",
      "Т.", "\fФедерация бриджа Г риозерского края", "Международные правила спортивного бриджа 1997 г.", "", "Т."],
     [2, 5, 6, 9, 10]),
    # the whole head on its first line: the next is the text's, however like a head's its words
    (["\f" + FULL, "Федерация бриджа края", "\f" + FULL, "Т."], [1, 3]),
    # the title page's lines are no head; a page opening with its own words (a section's title) none either
    ([FULL, "", "\fВ. Мелкая и крупная штрафные карты", "Т.", "\fПравило 64", "Т."], []),
    (["\fПравило 40", "Т.", "\fПравило 45", "Т."], []),  # (a Law's word and number: too short to tell)
]


RULE = "-" * 32
PAGE70 = ["ЗАКОН 70", "", "E. Непредвиденный импас", "Судья не принимает претензии.", "",
          "3. взятка могла быть потеряна любой нормальной\" игрой."]
NOTE2 = "2 «Нормальной» — в подлиннике «normal»."
FOOT_NOTE_ROWS = [
    # (a tesseract text's lines -> [(line, read, put in)]) -- a note at a page's foot, its number the book's next
    # note's: set off by its rule, «<*>» for its number; its call, the one mark glued to a word above it, «<*>»
    (PAGE70 + ["", NOTE2, "", "12", "\fЗАКОН 72"], [(6, '"', "<*>"), (8, "2 ", RULE + "\n<*> ")]),
    (["Т.", "\f" + PAGE70[0], *PAGE70[1:], "", NOTE2, ""], [(7, '"', "<*>"), (9, "2 ", RULE + "\n<*> ")]),
    # (the text's last page)
    # two marks glued to words above it: the note, its call not told
    ([*PAGE70[:-1], "3. взятка «нормальной» игрой' и другой\".", "", NOTE2, "", "\fЗАКОН 72"],
     [(8, "2 ", RULE + "\n<*> ")]),
    # not the book's next note's number (notes numbered through the book), no form
    # feed in the text, no body above it on its page: no note
    (PAGE70 + ["", "3 «Нормальной» — в подлиннике «normal».", "", "\fЗАКОН 72"], []),
    # ... its lines run to the page's foot, blank lines between them or not (klub2008's photos: «2Список …», its
    # figure glued to its first word); not an item's paragraph below it, nor more lines than a note has
    (PAGE70 + ["", "2Список соглашений висит на", "", "доске объявлений", "\fЗАКОН 72"],
     [(6, '"', "<*>"), (8, "2", RULE + "\n<*> ")]),
    (PAGE70 + ["", NOTE2, "", "4. Ещё текст.", "\fЗАКОН 72"], []),
    (PAGE70[:-1] + ["3. взятка нормальной\" игрой, а также «случайной»’.", "", "1 Первая.", "2 Вторая.", "\fЗАКОН 72"],
     [(8, "1 ", RULE + "\n<*> "), (9, "2 ", RULE + "\n<*> ")]),  # two notes, one call: whose, unsaid
    (PAGE70[:-1] + ["3. взятка нормальной\" игрой, а также случайной\".", "", "1 Первая.", "2 Вторая.", "\fЗАКОН 72"],
     [(6, '"', "<*>"), (6, '"', "<*>"), (8, "1 ", RULE + "\n<*> "), (9, "2 ", RULE + "\n<*> ")]),  # two, two
    # the note's number OCR set on a line of its own over its paragraph (ladya2007's text: «1» / «Составитель …» under
    # Law 12C; round 26), or a line of specks between the body and the note («Ен Е» over «4 Нормальной …»); a
    # figure alone over a line in lower case, or a line of words over the note: no note
    (PAGE70 + ["", "2", "", "«Нормальной» — в подлиннике.", "", "12", "\fЗАКОН 72"],
     [(6, '"', "<*>"), (8, "2\n\n", RULE + "\n<*> ")]),
    (PAGE70 + ["", "Ен Е", NOTE2, "", "12", "\fЗАКОН 72"], [(6, '"', "<*>"), (9, "2 ", RULE + "\n<*> ")]),
    (PAGE70 + ["", "2", "", "в подлиннике.", "", "12", "\fЗАКОН 72"], []),
    (PAGE70 + ["", "и далее", NOTE2, "", "12", "\fЗАКОН 72"], []),
    # a call read as a question mark before a word in lower case, or before a full stop: no sentence ends so
    # (ladya2007's text: «другого пути? или», its note read under Law 73; round 26); a question ending a sentence,
    # a capital after it, is none
    (PAGE70[:-1] + ["3. когда не было другого пути? или иначе.", "", NOTE2, "", "12", "\fЗАКОН 72"],
     [(6, "?", "<*>"), (8, "2 ", RULE + "\n<*> ")]),
    (PAGE70[:-1] + ["3. когда не было другого пути?.", "", NOTE2, "", "12", "\fЗАКОН 72"],
     [(6, "?", "<*>"), (8, "2 ", RULE + "\n<*> ")]),
    (PAGE70[:-1] + ["3. Был ли другой путь? Иначе нет.", "", NOTE2, "", "12", "\fЗАКОН 72"],
     [(8, "2 ", RULE + "\n<*> ")]),
    (PAGE70 + ["", NOTE2, "", "Ещё", "текст", "и ещё", "и ещё.", "\fЗАКОН 72"], []),
    (PAGE70 + ["", NOTE2, "", "12"], []),
    (["\f" + NOTE2, "", "12", "\fЗАКОН 72"], []),
]


@pytest.mark.parametrize("lines, expected", FOOT_NOTE_ROWS)
def test_a_note_at_a_pages_foot_in_ocrs_text_is_told_by_its_place_and_the_books_note_numbers(lines, expected):
    from lawref.corpus.formats.review import foot_notes

    assert [(e.line, e.read, e.proposed) for e in foot_notes(lines)] == expected


def test_a_note_at_a_pages_foot_is_no_lists_item_and_numbers_none_above_it():
    """priozer2000's tesseract text: note 2 under Law 70E was read as item 2, its lead-in as item 1."""
    lines = PAGE70 + ["", NOTE2, "", "12", "\fЗАКОН 72"]
    assert [(e.line, e.read, e.proposed) for e in readings(lines)] == [(6, '"', "<*>"), (8, "2 ", RULE + "\n<*> ")]
    read = read_back(Extracted("\n".join(lines) + "\n", "txt"), "scan.txt")
    assert read.text.split("\n")[3:10] == ["Судья не принимает претензии.", "",
                                            "3. взятка могла быть потеряна любой нормальной<*> игрой.", "", RULE,
                                            "<*> «Нормальной» — в подлиннике «normal».", ""]
    # (the number's removal recorded at the rule put back over it)
    assert [(r.kind, r.line, r.text) for r in read.removals] == [("footnote-call", 6, '"'), ("footnote-label", 8, "2")]


@pytest.mark.parametrize("lines, expected", PAGE_HEAD_ROWS)
def test_a_running_head_ocr_read_differently_at_a_pages_top_is_furniture(lines, expected):
    from lawref.corpus.formats.read_back import page_heads

    found = page_heads(lines)
    assert [e.line for e in found] == expected
    for e in found:  # the line's words, its form feed kept
        assert lines[e.line - 1][e.column:] + "\n" == e.read and "\f" not in e.read


@pytest.mark.parametrize("lines, expected", OCR_TEXT_ROWS)
def test_a_text_shows_ocrs_hand_by_its_own_evidence(lines, expected):
    from lawref.corpus.formats.read_back import ocr_evidence

    assert ocr_evidence(lines) == expected


def test_a_tesseract_text_is_read_as_ocrs_text_and_check_says_why(tmp_path):
    """A text whose running head OCR read differently on another page is read as OCR's text (its readings
    recorded), and `check` says where it showed OCR's hand; the same text with the head typed alike is typed."""
    from lawref.corpus.formats import extract

    pages = [HEAD, "", "ПРАВИЛО 16. Информация", "", "A. a", "", "D. См. Правило 160.", "",
             "\fПравила спортивного. ‘бриджа. Редакция 2007 года", "", "ПРАВИЛО 17. Торговля", ""]
    source = tmp_path / "scan.txt"
    source.write_text("\n".join(pages), "utf-8")
    read = extract(source, source.read_bytes(), str(source), None)
    assert "D. См. Правило 16D." in read.text and "спортивного. бриджа." in read.text
    assert [(r.kind, r.text) for r in read.removals] == [(OCR_REFERENCE, "160"), ("speck", "‘")]
    assert [(d.code, d.line, d.fields) for d in read.diagnostics] == [
        ("ocr-text", 9, (("why_label", "ocr_text_head_read_differently"),))]
    assert "колонтитул страницы распознан иначе" in read.diagnostics[0].in_language("ru")
    typed = tmp_path / "typed.txt"
    typed.write_text("\n".join(pages).replace("спортивного. ‘бриджа.", "спортивного бриджа."), "utf-8")
    read = extract(typed, typed.read_bytes(), str(typed), None)
    assert "Правило 160" in read.text and not read.removals and not read.diagnostics


def test_the_review_list_import_writes_names_each_line_as_the_text_splits_at_line_breaks(tmp_path, cli):
    """tesseract's text has a form feed at each page break: a line is what stands between two «\\n» (the list and
    `--apply` split so), so every entry `import` writes names its line by that count, what it read standing there
    (round 26: counted by str.splitlines, which breaks at a form feed too, the entries below a page break named
    lines further down, and `lawref review` dropped the reader's)."""
    from lawref.corpus.formats.review import READER, paths, read_toml

    pages = [HEAD, "", "ПРАВИЛО 16. Информация", "", "A. a", "", "\fПравила спортивного. ‘бриджа. Редакция 2007 года",
             "", "B. b", "", "\f", "C. c", "", "\f", "О. Кто может отвечать", "", "Текст раздела."]
    source, text = tmp_path / "scan.txt", tmp_path / "out.txt"
    source.write_text("\n".join(pages), "utf-8")
    assert cli("import", str(source), "-o", str(text)).code == 0
    lines = text.read_text("utf-8").split("\n")
    entries = read_toml(paths(text)[1], "out.review.toml")[1]
    assert any(e.kind == READER for e in entries)
    for e in entries:
        assert lines[e.line - 1][e.column:].startswith(e.read) and e.read, e


def test_check_lists_what_the_reader_read_back_in_a_scans_ocr_layer(cli):
    """vestnik2018's scan: «12С1(Ъ)» and «20Е» read as the book's 12C1(b) and 20F, each listed by `check` for an
    editor to check against the scan, with what OCR read."""
    from pathlib import Path

    scan = Path(__file__).parent / "redteam" / "vestnik2018" / "out" / "vestnik2018_scan.pdf"
    result = cli("check", str(scan))
    listed = [line for line in result.out.splitlines() if "ссылка, прочитанная OCR иначе" in line]
    assert any(line.endswith("«12С1(Ъ)»") for line in listed) and any(line.endswith("«20Е»") for line in listed)
