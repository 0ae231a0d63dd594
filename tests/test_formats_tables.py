"""Tables inside one column of text (lawref.corpus.formats.tables): read row by row, each cell's lines joined,
as one line of the text after the paragraph above; a table broken across pages is one table, its repeated
header row recorded as removed; prose in two columns is no table; a page whose lines stand side by side with
no strip between them is still refused."""

from __future__ import annotations

import pytest

from lawref.corpus.formats.pdf_lines import PdfLine


def _lines(rows, page=0):
    return [PdfLine(page, text, x0, x1, top, top + 8, 8.5, False) for text, x0, x1, top in rows]


ABOVE = ("если сторона-нарушитель взяла её или любую последующую.", 68, 380, 240)
BELOW = ("B. Исправление не применяется", 51, 242, 410)
# a 3-column table under one column of text: a header wrapped in its cells, rows of one or two lines
TABLE = [("Взятку с ренонсом", 58, 153, 264), ("Сторона-", 175, 219, 264), ("Передаётся", 278, 336, 264),
         ("взял", 94, 118, 274), ("нарушитель", 167, 228, 274), ("взяла после", 167, 227, 284),
         ("этого", 184, 211, 294), ("нарушитель", 53, 100, 308), ("одну взятку", 162, 216, 308),
         ("2 взятки", 236, 274, 308), ("или больше", 162, 215, 318), ("другая сторона", 53, 120, 332),
         ("ни одной", 162, 200, 332), ("ничего", 236, 267, 332)]
READ = ("Взятку с ренонсом взял Сторона-нарушитель взяла после этого Передаётся нарушитель одну взятку или больше "
        "2 взятки другая сторона ни одной ничего")
# two columns of prose, every line full to its column's edge: no table (read by lawref.corpus.formats.columns)
PROSE = [(f"строка {i} левой колонки текста", 50, 200, 50 + 12 * i) for i in range(8)] + \
        [(f"строка {i} правой колонки текста", 230, 380, 50 + 12 * i) for i in range(8)]

# (the page's lines, its horizontal rules, the texts read)
TABLE_ROWS = [
    ([ABOVE, *TABLE, BELOW], (), [ABOVE[0], READ, BELOW[0]]),
    # ruled: the rules part the rows, whatever the gaps say (here every gap is alike)
    ([ABOVE, ("Недобор", 60, 100, 264), ("Без зоны", 170, 210, 264), ("В зоне", 250, 290, 264),
      ("Без контры,", 53, 110, 276), ("50", 162, 172, 276), ("100", 236, 250, 276),
      ("каждая", 53, 90, 288), ("С контрой", 53, 100, 300), ("100", 162, 178, 300), ("200", 236, 252, 300), BELOW],
     ((262.0, 50.0, 380.0), (274.0, 50.0, 380.0), (298.0, 50.0, 380.0), (310.0, 50.0, 380.0)),
     [ABOVE[0], "Недобор Без зоны В зоне Без контры, каждая 50 100 С контрой 100 200", BELOW[0]]),
    (PROSE, (), [text for text, *_ in sorted(PROSE, key=lambda row: (row[3], row[1]))]),
    # one row side by side (a line with a wide gap) is no table
    ([ABOVE, ("Москва", 53, 100, 264), ("2010", 300, 330, 264), BELOW], (), [ABOVE[0], "Москва", "2010", BELOW[0]]),
    # lines over one another, no strip between them: no table (the page is refused: test_formats_columns)
    ([ABOVE, *[(f"левая {i}", 53, 230, 264 + 10 * i) for i in range(3)],
      *[(f"правая {i}", 200, 380, 264 + 10 * i) for i in range(3)], BELOW], (),
     [ABOVE[0], "левая 0", "правая 0", "левая 1", "правая 1", "левая 2", "правая 2", BELOW[0]]),
]


# a header row whose two-line cell is centred in the row (Chromium's): it begins half a line above the row's other
# cells, beside them, and is that row's cell; a short line over the table at the usual leading stays text
CENTRED = [("Взятку с ренонсом взял", 58, 153, 266), ("Передаётся", 236, 290, 266),
           ("Сторона-нарушитель", 165, 230, 262), ("взяла после этого", 170, 225, 270),
           ("нарушитель", 53, 100, 284), ("одну взятку", 162, 216, 284), ("2 взятки", 236, 274, 284),
           ("другая сторона", 53, 120, 296), ("ни одной", 162, 200, 296), ("ничего", 236, 267, 296)]
CENTRED_READ = ("Взятку с ренонсом взял Сторона-нарушитель взяла после этого Передаётся нарушитель одну взятку 2 взятки "
                "другая сторона ни одной ничего")
TABLE_ROWS += [
    ([ABOVE, *CENTRED, BELOW], (), [ABOVE[0], CENTRED_READ, BELOW[0]]),
    ([ABOVE, ("Таблица", 58, 100, 252), *CENTRED, BELOW], (), [ABOVE[0], "Таблица", CENTRED_READ, BELOW[0]]),
    # the head set off by a wider gap alone (LaTeX's booktabs, kare2004: its rule not read as one), each line under
    # it a cell in every column: a row each
    ([ABOVE, ("Фишка", 53, 85, 264), ("Сдающий", 136, 180, 264), ("В зоне", 222, 251, 264),
      *[row for n, (who, zone) in enumerate((("Север", "никто"), ("Восток", "Север — Юг"), ("Юг", "обе пары")))
        for row in ((str(n + 1), 53, 58, 279 + 10 * n), (who, 136, 170, 279 + 10 * n), (zone, 222, 280, 279 + 10 * n))],
      BELOW], (),
     [ABOVE[0], "Фишка Сдающий В зоне 1 Север никто 2 Восток Север — Юг 3 Юг обе пары", BELOW[0]]),
    # ... but a line under it with a cell in one column only is a cell's wrapped line: one row
    ([ABOVE, ("Фишка", 53, 85, 264), ("Сдающий", 136, 180, 264), ("В зоне", 222, 251, 264),
      ("1", 53, 58, 279), ("Север", 136, 170, 279), ("никто из", 222, 280, 279), ("пар", 222, 240, 289), BELOW], (),
     [ABOVE[0], "Фишка Сдающий В зоне 1 Север никто из пар", BELOW[0]]),
]


@pytest.mark.parametrize("rows, rules, read", TABLE_ROWS, ids=["unruled", "ruled", "prose in columns", "one row",
                                                               "overprinted", "centred cell", "line over it",
                                                               "head set off", "head set off, a wrapped cell"])
def test_a_table_is_read_row_by_row_as_one_line(rows, rules, read):
    from lawref.corpus.formats.tables import with_tables

    assert [line.text for line in with_tables(_lines(rows), rules)] == read


# (the table at the foot of a page, the one at the top of the next, the table read, the header left out)
ACROSS_ROWS = [
    ([("Недобор", 60, 100, 400), ("В зоне", 250, 290, 400), ("Без контры", 53, 110, 412), ("100", 236, 250, 412),
      ("С контрой, вторая и", 53, 140, 424), ("300", 236, 252, 424)],
     [("Недобор", 49, 89, 50), ("В зоне", 239, 279, 50), ("третья, каждая", 42, 110, 62),
      ("С контрой, четвёртая", 42, 140, 74), ("300", 225, 241, 74)],
     "Недобор В зоне Без контры 100 С контрой, вторая и третья, каждая 300 С контрой, четвёртая 300",
     "Недобор В зоне"),
    # no header repeated: two tables
    ([("Недобор", 60, 100, 400), ("В зоне", 250, 290, 400), ("Без контры", 53, 110, 412), ("100", 236, 250, 412)],
     [("Масть", 49, 89, 50), ("Очки", 239, 279, 50), ("трефы", 42, 110, 62), ("20", 225, 241, 62)], None, None),
]


@pytest.mark.parametrize("before, after, read, header", ACROSS_ROWS, ids=["header repeated", "another table"])
def test_a_table_broken_across_pages_is_one_table(before, after, read, header):
    from lawref.corpus.formats.tables import joined_across_pages, with_tables

    first, = with_tables(_lines(before))
    second, = with_tables(_lines(after, page=1))
    joined = joined_across_pages(first, second)
    assert (joined[0].text, joined[1]) == (read, header) if read else joined is None


# A table's head row alone at a page's foot and said again at the top of the next, over the rest of the table
# (Calibre's Qt prints a `<thead>` on each page the table spans; kubgu2021_calibre.pdf's cells stand a space apart,
# so its rows come as lines): read once. Rows: (the page's last line, the next page's first, how far right the next
# page's column stands, said again).
HEAD_ROWS = [
    (("Комплект Сдающий Зона", 79.2, 251.8, 520), ("Комплект Сдающий Зона", 79.2, 251.8, 56), 0.0, True),
    # a 2-up sheet (pdfjam): the next page is the sheet's right half, its column 420.4 pt to the right
    (("Комплект Сдающий Зона", 79.9, 252.6, 520), ("Комплект Сдающий Зона", 500.3, 672.9, 56), 420.4, True),
    # the same words further left or right in their column: another line (a cell's, an indented line)
    (("Комплект Сдающий Зона", 79.2, 251.8, 520), ("Комплект Сдающий Зона", 120.0, 292.6, 56), 0.0, False),
    (("Комплект Сдающий Зона", 79.9, 252.6, 520), ("Комплект Сдающий Зона", 79.9, 252.6, 56), 420.4, False),
    # other words: the table going on
    (("Комплект Сдающий Зона", 79.2, 251.8, 520), ("1 Север никто", 79.2, 257.2, 56), 0.0, False),
    # a sentence's end said again is the text's own (no table's head ends a sentence)
    (("— Пас.", 77.0, 110.0, 520), ("— Пас.", 77.0, 110.0, 56), 0.0, False),
]


@pytest.mark.parametrize("before, after, shift, again", HEAD_ROWS)
def test_a_head_row_said_again_over_a_page_turn_is_read_once(before, after, shift, again):
    from lawref.corpus.formats.tables import head_said_again

    (last,), (first,) = _lines([before]), _lines([after], page=1)
    assert head_said_again(last, first, shift) is again


def _table_html(rows: int) -> str:
    cells = "".join(f"<tr><td>нарушитель {i}</td><td>одну взятку или больше</td><td>{i} взятки</td></tr>"
                    for i in range(rows))
    return ('<html><head><meta charset="utf-8"><style>@page { size: A6; margin: 12mm } body { font: 9pt "DejaVu '
            'Serif" } table { border-collapse: collapse; width: 100% } td, th { border: 0.7pt solid black; '
            'padding: 1pt 2pt; font-size: 7pt; vertical-align: top; text-align: left }</style></head><body>'
            "<p>ПРАВИЛО 64. ИСПРАВЛЕНИЕ ПОСЛЕ РЕНОНСА</p><p>2. если взятку с ренонсом нарушитель не брал, "
            "передаётся одна взятка.</p><table><thead><tr><th>Взятку с ренонсом взял</th><th>Сторона-нарушитель "
            f"взяла после этого</th><th>Передаётся</th></tr></thead><tbody>{cells}</tbody></table>"
            "<p>B. Исправление не применяется</p></body></html>")


def test_a_ruled_table_weasyprint_prints_is_read_row_by_row_and_its_repeated_header_once(tmp_path):
    import weasyprint

    from lawref.corpus.formats.from_pdf import extract_pdf

    data = weasyprint.HTML(string=_table_html(40)).write_pdf()
    extracted = extract_pdf(data, "book.pdf")
    lines = extracted.text.splitlines()
    table = next(line for line in lines if line.startswith("Взятку"))
    assert table == "Взятку с ренонсом взял Сторона-нарушитель взяла после этого Передаётся " + " ".join(
        f"нарушитель {i} одну взятку или больше {i} взятки" for i in range(40))
    assert lines[-1] == "B. Исправление не применяется"
    assert any(r.kind == "pdf-table-header" for r in extracted.removals)


HEAD = PdfLine(0, "Справочник судьи · КОЛОДА", 400, 553, 38.5, 49.3, 9.0, False)
BODY = PdfLine(0, "C. Возмещение ущерба", 71, 235, 59.1, 70.1, 12.0, True)
# (the page's horizontal rules, whether the head is set off from the body by one)
RULED_ROWS = [(((50.7, 70.4, 553.2),), True), ((), False), (((50.7, 450.0, 553.2),), False),
              (((80.0, 70.4, 553.2),), False)]


@pytest.mark.parametrize("rules, off", RULED_ROWS, ids=["underlined", "no rule", "short rule", "rule below"])
def test_a_running_head_underlined_is_set_off_from_the_body(rules, off):
    from lawref.corpus.formats.from_pdf import _ruled_off
    from lawref.corpus.formats.pdf_lines import PdfPage

    assert _ruled_off(PdfPage(595, 842, (HEAD, BODY), rules), HEAD, BODY) is off
