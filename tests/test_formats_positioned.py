"""Words with boxes (a DjVu text layer, OCR) -> positioned lines: which boxes are one word, which line is set
larger. Rows of words in points; a line 32 high, spaces 12 or more, as pdf2djvu's boxes of a 10 pt book."""

from __future__ import annotations

import pytest

from lawref.corpus.formats.positioned import Word, page_lines, sized


def line_of(*boxes, top=100.0, height=32.0):
    """(x0, x1, text) boxes on one line -> that line's text as page_lines reads it."""
    words = [Word(x0, top, x1, top + height, text) for x0, x1, text in boxes]
    return [line.line.text for line in page_lines(0, 600, 800, words).lines]


# (boxes on one line, the line read): a hyphen's box a side bearing from its word is part of it; a dash
# set with spaces stands apart; boxes that touch are one word
HYPHEN_ROWS = [
    (((100, 180, "кото"), (187, 199, "-")), ["кото-"]),  # 7 apart: the hyphen's side bearings
    (((100, 180, "кото"), (183, 195, "-")), ["кото-"]),
    (((100, 180, "Ренонс"), (196, 208, "-"), (224, 300, "игра")), ["Ренонс - игра"]),  # a dash with spaces
    (((100, 180, "стороны"), (186, 198, "-"), (203, 300, "нарушителя")), ["стороны-нарушителя"]),
    (((100, 180, "наз"), (182, 220, "на"), (222, 300, "чении")), ["назначении"]),  # kerning
    (((100, 140, "по"), (146, 300, "следнего")), ["последнего"]),  # parted before a round letter: 0.19
    (((100, 140, "по"), (148, 300, "следнего")), ["по следнего"]),  # 0.25: a space
    # 0.19-0.22: one word only where the two joined are one (a one-letter word's ink stands inside its advance)
    (((100, 140, "по"), (147, 300, "следнего")), ["последнего"]),  # 0.22
    (((100, 116, "к"), (123, 300, "журналу")), ["к журналу"]),  # 0.22: each a word, joined none
    (((100, 116, "о"), (123, 300, "стаётся")), ["остаётся"]),  # 0.22: joined a word
    (((100, 180, "кото"), (190, 220, "ры")), ["кото ры"]),  # a gap of 10 between letters is a space
]


@pytest.mark.parametrize("boxes, read", HYPHEN_ROWS)
def test_a_hyphens_box_near_its_word_is_part_of_it(boxes, read):
    assert line_of(*boxes) == read


def row(texts, top, height=24.0, figure_height=None):
    """Words side by side on one line; a word of digits `figure_height` tall from the baseline if given."""
    words, x = [], 50.0
    for text in texts:
        tall = figure_height if figure_height and text.strip(".").isdigit() else height
        words.append(Word(x, top + height - tall, x + 10 * len(text), top + height, text))
        x += 10 * len(text) + 12
    return words


# (the last line's words, how tall its figures stand, whether it is read larger): a line is larger when its
# capitals stand taller than the usual; figures alone and bracketed words do not measure the capitals
SIZE_ROWS = [
    (["ПРАВИЛО", "75."], 30.0, True),  # the capitals themselves stand taller: a heading
    (["страняется", "Правило", "75."], 30.0, False),  # only the figures stand taller
    (["вило", "16B)."], 24.0, False),  # a bracket rises above the capitals (the word is all 30 tall)
]


@pytest.mark.parametrize("texts, figures, larger", SIZE_ROWS)
def test_a_line_is_larger_only_when_its_capitals_stand_taller(texts, figures, larger):
    body = [w for i in range(12) for w in row(["ОБЩИЕ", "Правила", "игры", f"{i}."], 100 + 40 * i)]
    last = row(texts, 700, figure_height=figures)
    if texts == ["вило", "16B)."]:  # the bracketed word's box is the bracket's: taller than the capitals
        last = [last[0], Word(last[1].x0, 700 - 6, last[1].x1, 724, last[1].text)]
    if texts[0] == "ПРАВИЛО":
        last = [Word(w.x0, 700 - 6, w.x1, 724, w.text) for w in last]
    (page,) = sized([page_lines(0, 600, 800, body + last)])
    sizes = {line.text: line.size for line in page.lines}
    assert (sizes[" ".join(texts)] > sizes["ОБЩИЕ Правила игры 0."]) is larger


# (the call's box: x0, top, bottom, on a line 100..124 whose baseline is 124; the line read, its calls): figures
# raised clear above the baseline are a call, even set so high that the box shares little of the line's
CALL_ROWS = [
    ((131, 98, 112), "заявкой<*>, торговля", ("1",)),  # a superscript
    ((131, 92, 104), "заявкой<*>, торговля", ("1",)),  # so high it shares 4 of its 12 with the line
    ((142, 100, 124), "заявкой 1, торговля", ()),  # on the baseline, a space apart: text
]


@pytest.mark.parametrize("box, read, calls", CALL_ROWS)
def test_figures_raised_above_the_baseline_are_a_footnote_call(box, read, calls):
    x0, top, bottom = box
    words = [Word(50, 100, 130, 124, "заявкой"), Word(x0, top, x0 + 6, bottom, "1"),
             Word(x0 + 6, 118, x0 + 9, 124, ","), Word(x0 + 21, 100, x0 + 99, 124, "торговля")]
    (line,) = [item.line for item in page_lines(0, 600, 800, words).lines]
    assert (line.text, line.calls) == (read, calls)


def test_a_line_set_smaller_than_the_body_is_read_smaller():
    """A note at the page foot in a smaller size: its lower-case letters stand lower than the body's."""
    body = [w for i in range(12) for w in row(["ОБЩИЕ", "имена", "нам"], 100 + 40 * i)]
    note = [Word(50, 700, 120, 718, "Что"), Word(132, 706, 200, 718, "такое"), Word(212, 706, 300, 718, "заявка")]
    body = [Word(w.x0, w.top + (8 if w.text.islower() else 0), w.x1, w.bottom, w.text) for w in body]
    (page,) = sized([page_lines(0, 600, 800, body + note)])
    sizes = {line.text: line.size for line in page.lines}
    assert sizes["Что такое заявка"] < sizes["ОБЩИЕ имена нам"]


# (the box of a last line's one word with a descender and no capital: top, bottom; read smaller): a note's last
# line (`орган.`) is measured by its letters with a descender when it has no other, against the body's
DEPTH_ROWS = [
    ((706.0, 723.0), True),  # 17 tall where the body's such words are 23: the note's smaller size
    ((700.0, 723.0), False),  # as tall as the body's: the body's size
]


@pytest.mark.parametrize("box, smaller", DEPTH_ROWS)
def test_a_line_of_words_with_descenders_alone_is_measured_by_them(box, smaller):
    body = []
    for i in range(12):
        top = 100 + 40 * i
        body += [Word(50, top, 120, top + 24, "ОБЩИЕ"), Word(132, top + 8, 200, top + 24, "имена"),
                 Word(212, top + 8, 300, top + 31, "группа")]
    (page,) = sized([page_lines(0, 600, 800, body + [Word(50, box[0], 110, box[1], "орган.")])])
    sizes = {line.text: line.size for line in page.lines}
    assert (sizes["орган."] < sizes["ОБЩИЕ имена группа"]) is smaller


# (the last line's words: text, top, bottom; read smaller, read larger): a line of capitals and figures alone
# (`12С.` ending a note) is measured by its capitals; a bracket's box, which stands below the baseline, sets
# no baseline (`Закона).` beside `С2` is not read larger)
LAST_LINE_ROWS = [
    ([("12С.", 705.0, 723.0)], True, False),  # capitals 18 tall where the body's are 24: the note's size
    ([("12С.", 699.0, 723.0)], False, False),
    ([("лучен", 707.0, 730.0), ("С2", 699.0, 723.0), ("Закона).", 699.0, 730.0)], False, False),
]


@pytest.mark.parametrize("words, smaller, larger", LAST_LINE_ROWS)
def test_a_last_line_of_capitals_alone_or_with_a_bracket_is_measured_by_its_capitals(words, smaller, larger):
    body = []
    for i in range(12):
        top = 100 + 40 * i
        body += [Word(50, top, 120, top + 24, "ОБЩИЕ"), Word(132, top + 8, 200, top + 24, "имена"),
                 Word(212, top + 8, 300, top + 31, "группа")]
    last = [Word(50 + 100 * n, top, 140 + 100 * n, bottom, text) for n, (text, top, bottom) in enumerate(words)]
    (page,) = sized([page_lines(0, 600, 800, body + last)])
    sizes = {line.text: line.size for line in page.lines}
    shown = " ".join(text for text, _, _ in words)
    assert (sizes[shown] < sizes["ОБЩИЕ имена группа"], sizes[shown] > sizes["ОБЩИЕ имена группа"]) == \
        (smaller, larger)


def column_page(offset: float, right_x0: float, rows: int = 12):
    """A page of two columns of words (pdf2djvu's boxes of a 10 pt book: words 8 high on lines 11.5 apart),
    the left column's words ending at 290, the right's starting at `right_x0`, its lines set `offset` lower
    than the left's (0: both at one height). `right_x0` 0: one column, its lines running on across."""
    words = []
    for i in range(rows):
        top = 100 + 11.5 * i
        left = [(57, 100, f"лево{i}"), (104, 190, "вон"), (200, 290, "вот")]
        right = [(right_x0, right_x0 + 50, f"право{i}"), (right_x0 + 54, 538, "там")] if right_x0 else []
        words += [Word(x0, top, x1, top + 8, text) for x0, x1, text in left]
        words += [Word(x0, top + offset, x1, top + offset + 8, text) for x0, x1, text in right]
    return words


# (how much lower the right column's lines stand, where it starts, the lines read): two columns whose lines
# stand at nearly one height are two lines, however their boxes overlap, wherever the page's gutter is crossed
# by a gap wider than a space; one column's line with a wide space (no gutter on the page) stays one line
COLUMN_ROWS = [
    (0.0, 306.0, ["лево0 вон вот", "право0 там"]),  # one height, 16 apart
    (1.7, 306.0, ["лево0 вон вот", "право0 там"]),  # baselines 1.7 apart: the rows overlap by 6.3 of 8
    (4.6, 306.0, ["лево0 вон вот", "право0 там"]),
    (-3.0, 306.0, ["право0 там", "лево0 вон вот"]),  # the right one higher
    (0.0, 0.0, ["лево0 вон вот"]),  # one column: a gap of 10 in a justified line is a space
]


@pytest.mark.parametrize("offset, right_x0, read", COLUMN_ROWS)
def test_two_columns_lines_at_nearly_one_height_are_two_lines(offset, right_x0, read):
    lines = [item.line for item in page_lines(0, 595, 842, column_page(offset, right_x0)).lines]
    assert [line.text for line in lines][:len(read)] == read
    assert len(lines) == (24 if right_x0 else 12)


def test_a_wide_space_in_a_line_over_the_whole_width_is_no_gutter():
    """A title over both columns whose space (a space wide) happens to stand over the gutter is one line."""
    words = column_page(1.7, 306.0) + [Word(215, 60, 296, 68, "Правила"), Word(300, 60, 400, 68, "бриджа")]
    lines = [item.line.text for item in page_lines(0, 595, 842, words).lines]
    assert lines[0] == "Правила бриджа"


def skewed_page(skew: float, rows: int = 12):
    """A skewed scan's two columns (tesseract's word boxes: words 9 high on lines 11 apart), every line
    drifting down `skew` per point across the page, the right column's lines set 2 lower than the left's;
    the left column's first and last words show no baseline (descenders: `результат`, `преду-`)."""
    words = []
    for i in range(rows):
        for column, (x_first, offset) in enumerate(((55, 0.0), (305, 2.0))):
            for n, text in enumerate((f"{'результат' if not column else 'право'}{i}", "слово", "долгое", "преду-")):
                x0 = x_first + 60 * n
                top = 100 + 11 * i + offset + skew * x0
                words.append(Word(x0, top, x0 + 50, top + 9, text))
    return words


# (skew per point across the page): a skewed scan's line is its words, each sharing its height with the one
# beside it; never the next line's words, which the row's height, grown with the skew, would reach
@pytest.mark.parametrize("skew", [0.0, 0.005, 0.012])
def test_a_skewed_scans_lines_keep_their_own_words(skew):
    lines = [item.line.text for item in page_lines(0, 595, 842, skewed_page(skew), whole=True).lines]
    assert sorted(lines) == sorted(f"{name}{i} слово долгое преду-" for i in range(12) for name in ("результат", "право"))


def test_a_laws_number_set_wide_of_its_name_is_one_line():
    """«Правило   12» letter-spaced as a heading: the number goes with the word that names the Law, whatever
    the gap (wider than a column's distance of the line's height)."""
    words = [Word(136.0, 532.7, 175.1, 542.8, "Правило"), Word(195.8, 532.7, 203.7, 542.8, "12")]
    assert [item.line.text for item in page_lines(0, 595, 842, words, whole=True).lines] == ["Правило 12"]
    words = [Word(136.0, 532.7, 175.1, 542.8, "карты"), Word(195.8, 532.7, 203.7, 542.8, "12")]
    assert len(page_lines(0, 595, 842, words, whole=True).lines) == 2  # any other word: a column's distance


def test_a_noisy_scans_line_whose_word_boxes_waver_stays_one_line():
    """A typewriter scan's line: OCR's word boxes (words with descenders: no baseline shown) waver up and down
    from word to word, one sharing under half its height with the word beside it; the row is no taller than a
    word and a half, so the word goes on it (only a row grown with a skew asks the word beside to share it)."""
    words = [Word(50, 104, 85, 113, "друг"), Word(90, 100, 125, 109, "руку"), Word(130, 105, 165, 114, "дружбу")]
    assert [item.line.text for item in page_lines(0, 595, 842, words, whole=True).lines] == ["друг руку дружбу"]


# A line of kazan2019's scan as tesseract boxed it (page 1, turned 0.46°): its end stands 3-4 pt lower than
# its start, and its words' boxes waver (`может` 179.0, `привлечь` 179.3, `только` 180.7): rows built by
# height part it into pieces side by side, read as columns that cannot be told apart
WAVERING = [Word(55.7, 176.4, 62.9, 183.6, "2."), Word(69.8, 176.2, 103.4, 184.1, "Болван"),
            Word(107.5, 179.0, 137.0, 184.3, "может"), Word(140.9, 179.3, 185.0, 186.5, "привлечь"),
            Word(188.9, 179.8, 235.4, 185.3, "внимание"), Word(239.5, 180.0, 244.6, 185.0, "к"),
            Word(248.2, 180.0, 303.8, 187.2, "нарушению"), Word(307.4, 180.7, 338.2, 186.0, "только"),
            Word(342.2, 181.0, 368.2, 186.2, "после")]
# ... and one of its page 2, whose first piece (`1.` ... `данного`) leaves a gap the second piece fills
GAPPED = [Word(65.3, 175.4, 71.8, 182.6, "1."), Word(78.7, 177.1, 103.7, 183.6, "когда"),
          Word(107.5, 174.5, 149.3, 184.1, "Правила"), Word(153.1, 176.4, 163.7, 181.7, "не"),
          Word(167.5, 175.4, 251.3, 183.4, "предусматривают"), Word(254.6, 174.5, 316.1, 182.2, "исправления"),
          Word(319.4, 174.2, 336.2, 180.7, "для"), Word(339.6, 173.8, 377.5, 180.5, "данного")]
NEXT = [Word(69.6, 190.8, 119.8, 196.3, "окончания"), Word(123.4, 191.3, 179.8, 198.7, "розыгрыша,")]


def _lower(words, by):
    return [w._replace(top=w.top + by, bottom=w.bottom + by) for w in words]


# (the words on the page, the lines read): a reader follows a line from word to word (each word shares over
# half its height with the one just left of it, and starts after its end), however its boxes waver; never
# into another column (a column's distance away) nor into the next line (it starts back at the left)
FOLLOW_ROWS = [
    (WAVERING + NEXT, ["2. Болван может привлечь внимание к нарушению только после", "окончания розыгрыша,"]),
    (GAPPED, ["1. когда Правила не предусматривают исправления для данного"]),
    # two columns' lines at one height, 20 apart (a column's distance of a line 8 high): two lines
    ([Word(50, 100, 90, 108, "левое"), Word(93, 100.5, 130, 108.5, "слово"),
      Word(150, 100.2, 190, 108.2, "правое"), Word(193, 100.8, 230, 108.8, "слово")],
     ["левое слово", "правое слово"]),
    # the word after a line's end shares under half its height with it: the next line's, not this one's
    ([Word(50, 100, 90, 108, "конец"), Word(93, 100, 130, 108, "строки."),
      Word(133, 105, 170, 113, "ниже")], ["конец строки.", "ниже"]),
]


@pytest.mark.parametrize("words, read", FOLLOW_ROWS)
def test_a_scans_line_is_followed_from_word_to_word_however_its_boxes_waver(words, read):
    lines = [item.line.text for item in page_lines(0, 420, 595, words, whole=True).lines]
    assert lines == read


def test_a_line_of_wavering_boxes_followed_reads_as_one_column_not_refused():
    """Fourteen such lines down a page (kazan2019's page 1): one column, read in order (each of its pieces
    was a line beside another at one height: columns that cannot be told apart)."""
    from lawref.corpus.formats.columns import reading_order

    words = [w for i in range(7) for w in _lower(WAVERING, 28 * i) + _lower(NEXT, 28 * i)]
    lines = [item.line for item in page_lines(0, 420, 595, words, whole=True).lines]
    assert len(lines) == 14
    assert reading_order(lines, 0, "scan.pdf") == [lines]


def typed_page(degrees: float, rows: int = 8):
    """A typed page's words (64 columns, words 9 high on lines 14 apart) turned by `degrees` on the scanner."""
    import math

    slope, words = math.tan(math.radians(degrees)), []
    for i in range(rows):
        for n, text in enumerate(("Если", "болван", "допустил", "нарушение,", "упомянутое", "выше")):
            x0 = 80 + 75 * n + (13 * i) % 40  # a typed line's words stand anywhere across the page
            top = 100 + 14 * i + slope * x0
            words.append(Word(x0, top, x0 + 65, top + 9, f"{text}{i}" if n == 0 else text))
    return words


# (degrees the page was turned, the words set level): a reader follows a sloping line; a slope under 0.2° is
# the scanner's noise, and a page with too few words beside one another shows no slope to follow
LEVEL_ROWS = [(1.2, True), (-0.9, True), (0.1, False), (0.0, False)]


@pytest.mark.parametrize("degrees, levelled", LEVEL_ROWS)
def test_a_page_scanned_askew_is_read_along_its_lines(degrees, levelled):
    from lawref.corpus.formats.positioned import level

    words = typed_page(degrees)
    flat = level(words, 595)
    assert (flat != words) is levelled
    lines = [item.line.text for item in page_lines(0, 595, 842, flat, whole=True).lines]
    assert lines == [f"Если{i} болван допустил нарушение, упомянутое выше" for i in range(8)]
    assert [w.text for w in flat] == [w.text for w in words]  # positions only: no word changes
    assert level(typed_page(1.2, rows=2)[:7], 595) == typed_page(1.2, rows=2)[:7]  # 6 pairs: no slope to trust


def printed_page(degrees: float, rows: int = 8):
    """A printed page's words turned by `degrees`: eight words a line, every third with a descender, whose box
    reaches a third of its height below the baseline (words 9 high on lines 14 apart)."""
    import math

    slope, words = math.tan(math.radians(degrees)), []
    texts = ("Если", "болван", "играет", "так", "своей", "рукой", "если", "вне")  # р, у: descenders
    for i in range(rows):
        for n, text in enumerate(texts):
            x0 = 60 + 56 * n + (13 * i) % 40  # (no strip down the page between columns)
            top = 100 + 14 * i + slope * x0
            words.append(Word(x0, top, x0 + 50, top + (12 if n % 3 == 2 else 9), f"{text}{i}" if n == 0 else text))
    return words


# (degrees the page was turned, the words set level): the boxes' slopes disagree (a descender's box drops a
# third of its height, as much as the turn over a word or two: onega2013's scan, 1-1.5°, two neighbours in three
# slope the page's way by their boxes), the baselines' agree; a turn found by the baselines alone is followed
# when a line's end drops 0.8 of a word's height or more (a smaller one is followed from word to word)
BASELINE_LEVEL_ROWS = [(1.3, True), (-1.3, True), (0.5, False)]


@pytest.mark.parametrize("degrees, levelled", BASELINE_LEVEL_ROWS)
def test_a_turned_page_is_read_by_its_baselines_where_descenders_hide_the_slope(degrees, levelled):
    from lawref.corpus.formats import positioned
    from lawref.corpus.formats.positioned import level

    words = printed_page(degrees)
    boxes = positioned._slopes(words, 1.5)
    assert sum(slope * degrees > 0 for slope in boxes) < positioned.LEVEL_AGREE * len(boxes)  # boxes disagree
    flat = level(words, 595)
    assert (flat != words) is levelled
    assert [w.text for w in flat] == [w.text for w in words]  # positions only
    if levelled:
        lines = [item.line.text for item in page_lines(0, 595, 842, flat, whole=True).lines]
        assert lines == [f"Если{i} болван играет так своей рукой если вне" for i in range(8)]


def test_words_whose_ink_wavers_up_and_down_are_no_turned_page():
    # pdf2djvu's title page (ink boxes of three sizes): most neighbours' slopes up, many down; the median is
    # no turn of the page, and a shear by it set the title's lines over one another (refused as columns)
    from lawref.corpus.formats.positioned import level

    words = [Word(80 + 75 * n, 100 + 14 * i + (0, 2, 4, 1, 3, 0)[n], 145 + 75 * n, 109 + 14 * i + (0, 2, 4, 1, 3, 0)[n],
                  "слово") for i in range(8) for n in range(6)]
    assert level(words, 595) == words


# (the words of a DjVu text layer, as read): pdf2djvu's text layer is in Unicode's compatibility form, «№» the
# letters «No»; a reader sees «№» on the page where «No» stands between Cyrillic words and a figure
NUMERO_ROWS = [
    (["журналу", "«Вестник", "бриджа»", "No", "4", "(47),"], ["журналу", "«Вестник", "бриджа»", "№", "4", "(47),"]),
    (["Приложение", "к", "No", "4"], ["Приложение", "к", "№", "4"]),
    (["Answer:", "No", "4", "times"], ["Answer:", "No", "4", "times"]),  # English words: as it is
    (["ответ", "No", "—", "нет"], ["ответ", "No", "—", "нет"]),  # no figure after it
    (["No", "4"], ["No", "4"]),  # nothing before it to tell its language
]


@pytest.mark.parametrize("texts, read", NUMERO_ROWS)
def test_a_djvu_text_layers_no_before_a_figure_is_the_numero_sign(texts, read):
    from lawref.corpus.formats.from_djvu import numero_signs

    words = [Word(10.0 * k, 0.0, 10.0 * k + 8, 10.0, text) for k, text in enumerate(texts)]
    assert [word.text for word in numero_signs(words)] == read


def open_book(left: float, right: float, rows: int = 24, width: float = 842, height: float = 595):
    """A flatbed scan of an open book: two pages side by side in one picture, each turned by its own angle
    (`left`, `right` degrees) about its own middle; five words a line, lines 14 apart."""
    import math

    words = []
    for page, degrees in enumerate((left, right)):
        slope, start = math.tan(math.radians(degrees)), page * width / 2
        for i in range(rows):
            for n, text in enumerate(("Если", "болван", "допустил", "нарушение,", "выше")):
                x0 = start + 40 + 62 * n + (13 * i) % 30
                top = 100 + 14 * i + slope * (x0 - start - width / 4)
                words.append(Word(x0, top, x0 + 55, top + 9, f"{text}{page}{i}" if n == 0 else text))
    return words


# (what, the picture's words, its width and height, the pages read): two pages side by side in a picture wider
# than tall, each a text block down the picture, are two pages, the left one first, each set level by itself
# (the whole picture set level by one slope would break both pages' lines); a page in two columns (a picture
# taller than wide), a short column beside a page, and a cover's blank side beside page 1 are one page
SPREAD_ROWS = [
    ("an open book, its pages turned each its own way", open_book(1.2, -0.9), 842, 595, 2),
    ("an open book, both pages turned alike", open_book(-1.0, -1.4), 842, 595, 2),
    ("a page in two columns", open_book(0.0, 0.0, rows=40, height=1190), 842, 1190, 1),
    ("a short column beside a page", open_book(0.0, 0.0)[:120] + open_book(0.0, 0.0, rows=5)[25:], 842, 595, 1),
    ("a cover's blank side beside page 1", [w for w in open_book(0.0, 1.0) if w.x0 >= 421], 842, 595, 1),
]


@pytest.mark.parametrize("what, words, width, height, count", SPREAD_ROWS, ids=[row[0] for row in SPREAD_ROWS])
def test_an_open_books_two_pages_in_one_picture_are_read_page_by_page(what, words, width, height, count):
    from lawref.corpus.formats.positioned import level, spread

    pages = spread(words, width, height)
    assert len(pages) == count
    assert sorted(w.text for _, _, those in pages for w in those) == sorted(w.text for w in words)
    if count == 1:
        assert pages == [(0.0, width, words)]
        return
    assert pages[0][0] == 0.0 and abs(pages[1][0] - width / 2) < 0.05 * width  # the right page from the strip on
    read = []
    for _, side, those in pages:
        assert all(0 <= w.x0 and w.x1 <= side for w in those)  # each page's words from its own left edge
        read.append([item.line.text for item in page_lines(0, side, height, level(those, side), whole=True).lines])
    assert read == [[f"Если{page}{i} болван допустил нарушение, выше" for i in range(24)] for page in (0, 1)]
