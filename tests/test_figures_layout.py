"""An example's hand diagram keeps its layout (issues 16 and 19): its lines as printed, the spaces before them
(beyond the figure's least indented line) and between their columns kept, tabs expanded to every eighth column, so
North and South stand over the middle of West and East and each hand's suits in a column; a table of hands (ODT,
DOCX, HTML) laid out as its grid. Only the figure gains its layout: the clause's text is the same as when the
diagram was typed flush left (lawref.corpus.figures; docs/parsing.md)."""

from __future__ import annotations

import io
import json
import re

import jsonschema
import pytest

from lawref.corpus.figures import grid_lines, is_auction_table, is_hand_table
from lawref.corpus.formats.from_pdf import Measure, laid_out_figure
from lawref.corpus.formats.pdf_lines import PdfLine
from lawref.corpus.pipeline import load_corpus

from conftest import REPO

COMM2017 = REPO / "tests/redteam/comm2017"
SCHEMA = json.loads((REPO / "tools/lawref/schema/export.schema.json").read_text("utf-8"))

LEAD = "Пример 1. Юг — сдающий. Торговля: 1♥ — пас."
REST = "Ущерба нет."
N, S = ("♠ К 7 4", "♥ Д 10 8 5"), ("♠ В 5", "♥ Т В 7 3")
W, E = ("♠ Д 10 8 3", "♥ 6"), ("♠ Т 9 6 2", "♥ К 9 4 2")
# the diagram as a typist lays it out: North and South 12 columns in, East at column 24
LAID_OUT = (*(" " * 12 + h for h in N), *(w.ljust(24) + e for w, e in zip(W, E)), *(" " * 12 + h for h in S))


def _book(diagram: str) -> str:
    return f"Правило 12. Д\n\n12.2. Текст.\n\n{LEAD}\n\n{diagram}\n\n{REST}\n\n12.3. Дальше.\n"


def _load(tmp_path, name: str, data: bytes):
    path = tmp_path / name
    path.write_bytes(data)
    (tmp_path / f"{path.stem}.toml").write_text('kind = "commentary"\ntitle = "К"\nedition = 2017\n', "utf-8")
    return load_corpus([path])


# (plain text of the diagram as typed, the figure read): the typist's spaces, tabs, a diagram indented as a whole
PLAIN_ROWS = [
    ("spaces", "\n".join(LAID_OUT), LAID_OUT),
    ("tabs to every eighth column",
     "\n".join([*("\t\t    " + h for h in N), *(f"{w}\t\t{e}" if len(w) < 8 else f"{w}\t{e}" for w, e in zip(W, E)),
                *("\t\t    " + h for h in S)]),
     (*(" " * 20 + h for h in N), *(w.ljust(16) + e for w, e in zip(W, E)), *(" " * 20 + h for h in S))),
    ("a diagram indented as a whole keeps only its own layout", "\n".join("    " + line for line in LAID_OUT),
     LAID_OUT),
    ("a blank line between North and the hands under it", "\n".join([*LAID_OUT[:2], "", *LAID_OUT[2:]]), LAID_OUT),
    ("seats named over the hands, side by side", "\n".join([" " * 12 + "Север", *LAID_OUT[:2],
                                                            "Запад".ljust(24) + "Восток", *LAID_OUT[2:]]),
     (" " * 12 + "Север", *LAID_OUT[:2], "Запад".ljust(24) + "Восток", *LAID_OUT[2:])),
]


@pytest.mark.parametrize("name, diagram, figure", PLAIN_ROWS, ids=[r[0] for r in PLAIN_ROWS])
def test_a_plain_texts_figure_keeps_its_layout_and_the_text_stays(tmp_path, name, diagram, figure):
    (tmp_path / "laid").mkdir(), (tmp_path / "flush").mkdir()
    corpus = _load(tmp_path / "laid", "book.txt", _book(diagram).encode("utf-8"))
    flush = _load(tmp_path / "flush", "book.txt",  # the same book, its diagram typed flush left
                  _book("\n".join(line.strip() for line in diagram.split("\n"))).encode("utf-8"))
    assert corpus["12.ex1"].figure == figure
    assert corpus["12.ex1"].text == flush["12.ex1"].text == "Юг — сдающий. Торговля: 1♥ — пас.\nУщерба нет."
    assert [(c.id, c.text) for c in corpus] == [(c.id, c.text) for c in flush]


# (an example typed with no blank line around its diagram, as `pdftotext -layout` prints a book; the figure)
GLUED_ROWS = [
    ("between the lead and the discussion", f"{LEAD}\n" + "\n".join(LAID_OUT) + f"\n{REST}", LAID_OUT),
    ("a seat over it and a caption under it, wrapped",
     f"{LEAD}\n" + "\n".join([" " * 12 + "Запад", *LAID_OUT[:2], "(Восток —", "партнёр)"]) + f"\n{REST}",
     (" " * 12 + "Запад", *LAID_OUT[:2], "(Восток —", "партнёр)")),
    ("a seat's name alone in the text is text", f"{LEAD} Ходит\nЗапад\n{REST}", ()),
]


@pytest.mark.parametrize("name, example, figure", GLUED_ROWS, ids=[r[0] for r in GLUED_ROWS])
def test_a_diagram_set_with_no_blank_line_around_it_is_the_figure(tmp_path, name, example, figure):
    book = f"Правило 12. Д\n\n12.2. Текст.\n\n{example}\n\n12.3. Дальше.\n"
    corpus = _load(tmp_path, "book.txt", book.encode("utf-8"))
    assert corpus["12.ex1"].figure == figure
    lead = LEAD.split(". ", 1)[1]
    assert corpus["12.ex1"].text == (f"{lead}\n{REST}" if figure else f"{lead} Ходит Запад {REST}")
    assert corpus["12.3"].text == "Дальше."


def _html(body: str) -> bytes:
    return f'<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>{body}</body></html>'.encode()


def _cell(lines) -> str:
    return "<br>".join(lines)


HTML_BOOK = ("<h2>Правило 12. Д</h2><p>12.2. Текст.</p><p>{lead}</p>{diagram}<p>{rest}</p><p>12.3. Дальше.</p>")
GRID = LAID_OUT  # each column as wide as its widest line (10), two spaces apart: North at 12, East at 24
# (the diagram as the page sets it, the figure read)
HTML_ROWS = [
    ("<pre> with its spaces", "<pre>\n" + "\n".join(LAID_OUT) + "\n</pre>", LAID_OUT),
    ("<pre>, suits as entities and red hearts",
     "<pre>" + "\n".join(LAID_OUT).replace("♠", "&spades;").replace("♥", '<font color="red">&hearts;</font>')
     + "</pre>", LAID_OUT),
    ("a 3×3 table: North, West and East, South",
     f"<table><tr><td></td><td>{_cell(N)}</td><td></td></tr><tr><td>{_cell(W)}</td><td></td><td>{_cell(E)}</td>"
     f"</tr><tr><td></td><td>{_cell(S)}</td><td></td></tr></table>", GRID),
    ("a table's cells as paragraphs", "<table><tr><td></td><td>" + "".join(f"<p>{h}</p>" for h in N)
     + "</td><td></td></tr><tr><td>" + "".join(f"<p>{h}</p>" for h in W) + "</td><td></td><td>"
     + "".join(f"<p>{h}</p>" for h in E) + "</td></tr></table>", (*GRID[:2], *GRID[2:4])),
    ("a one-column table: a seat, its hand, a caption",
     "<table><tr><td>Запад</td></tr><tr><td>♠ К В 8 6<br>♥ 7 3</td></tr><tr><td>(Восток — партнёр)</td></tr></table>",
     ("Запад", "♠ К В 8 6", "♥ 7 3", "(Восток — партнёр)")),
]


@pytest.mark.parametrize("name, diagram, figure", HTML_ROWS, ids=[r[0] for r in HTML_ROWS])
def test_an_html_figure_keeps_its_layout_a_table_its_grid(tmp_path, name, diagram, figure):
    corpus = _load(tmp_path, "page.html", _html(HTML_BOOK.format(lead=LEAD, diagram=diagram, rest=REST)))
    assert corpus["12.ex1"].figure == figure
    assert corpus["12.ex1"].text == "Юг — сдающий. Торговля: 1♥ — пас.\nУщерба нет."
    assert corpus["12.ex1"].figure_after == 1


def test_a_table_that_is_no_diagram_is_read_cell_by_cell(tmp_path):
    page = _html("<h2>Правило 12. Д</h2><p>12.2. Текст.</p><table><tr><td>Первая ошибка</td><td>1 взятка</td>"
                 "</tr><tr><td>Вторая</td><td>2 взятки</td></tr></table>")
    corpus = _load(tmp_path, "page.html", page)
    assert corpus["12.2"].text == "Текст.\nПервая ошибка\n1 взятка\nВторая\n2 взятки"
    assert not any(c.figure for c in corpus)


def _docx(rows) -> bytes:
    import docx

    document = docx.Document()
    document.add_paragraph("Правило 12. Д")
    document.add_paragraph("12.2. Текст.")
    document.add_paragraph(LEAD)
    table = document.add_table(rows=len(rows), cols=max(len(row) for row in rows))
    for r, row in enumerate(rows):
        for c, lines in enumerate(row):
            cell = table.cell(r, c)
            cell.paragraphs[0].text = lines[0] if lines else ""
            for line in lines[1:]:
                cell.add_paragraph(line)
    document.add_paragraph(REST)
    document.add_paragraph("12.3. Дальше.")
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


# (the table's rows of cells, each cell its paragraphs; the figure read)
DOCX_ROWS = [
    ("3×3: North, West and East, South", [[(), N, ()], [W, (), E], [(), S, ()]], GRID),
    ("seats in the cells over their hands", [[(), ("Север", *N), ()], [("Запад", *W), (), ("Восток", *E)]],
     (" " * 12 + "Север", *GRID[:2], "Запад".ljust(24) + "Восток", *GRID[2:4])),
    ("a one-column table", [[("Запад",)], [("♠ К В 8 6", "♥ 7 3")], [("(Восток — партнёр)",)]],
     ("Запад", "♠ К В 8 6", "♥ 7 3", "(Восток — партнёр)")),
]


def test_a_word_diagram_typed_with_tabs_keeps_them(tmp_path):
    import docx

    document = docx.Document()
    for text in ("Правило 12. Д", "12.2. Текст.", LEAD, *("\t\t    " + h for h in N),
                 *(f"{w}\t\t{e}" if len(w) < 8 else f"{w}\t{e}" for w, e in zip(W, E)), REST, "12.3. Дальше."):
        document.add_paragraph(text)
    out = io.BytesIO()
    document.save(out)
    corpus = _load(tmp_path, "book.docx", out.getvalue())
    # a tab to every eighth column, as in a plain text (PLAIN_ROWS' tabs)
    assert corpus["12.ex1"].figure == (*(" " * 20 + h for h in N), *(w.ljust(16) + e for w, e in zip(W, E)))
    assert corpus["12.ex1"].text == "Юг — сдающий. Торговля: 1♥ — пас.\nУщерба нет."


@pytest.mark.parametrize("name, rows, figure", DOCX_ROWS, ids=[r[0] for r in DOCX_ROWS])
def test_a_word_tables_hand_diagram_is_laid_out_as_its_grid(tmp_path, name, rows, figure):
    corpus = _load(tmp_path, "book.docx", _docx(rows))
    assert corpus["12.ex1"].figure == figure
    assert corpus["12.ex1"].text == "Юг — сдающий. Торговля: 1♥ — пас.\nУщерба нет."


# (a table's rows of cells, each cell its lines; is it a hand diagram; its grid)
GRID_ROWS = [
    ("North over the middle column, East past it", [[[], ["♠ К 7 4"], []], [["♠ Д 10 8 3"], [], ["♠ Т 9 6 2"]]],
     True, ["            ♠ К 7 4", "♠ Д 10 8 3" + " " * 11 + "♠ Т 9 6 2"]),  # 10 + 2, then 7 + 2
    ("a cell's lines top to bottom, its row as tall as its tallest cell", [[["♠ 2", "♥ 3"], ["♠ К"]]], True,
     ["♠ 2  ♠ К", "♥ 3"]),
    ("a caption under the hands", [[["♠ 2"]], [["(Восток — партнёр)"]]], True, ["♠ 2", "(Восток — партнёр)"]),
    ("a table of words is none", [[["Первая ошибка"], ["1 взятка"]]], False, None),
    ("seats alone are none: a hand among them", [[["Север"], ["Юг"]]], False, None),
    # a typist with no suit signs: the suit's initial and the cards, the seat's initial (pfsb1999comm)
    ("suits by their initials, seats by theirs", [[[], ["С"], []], [["З"], [], ["В"]], [["п  Д 8"], [], ["ч  -"]]],
     True, ["       С", "З         В", "п Д 8     ч -"]),
]

# (a table's rows of cells; is it an auction: the four seats over a call a cell)
AUCTION_ROWS = [
    ("seats over calls", [[["Запад"], ["Север"], ["Восток"], ["Юг"]], [["1БК"], ["пас"], ["3БК"], ["пас"]],
                          [["пас"], ["пас"], [], []]], True),
    ("seats over hands are a diagram, not an auction", [[["Север"], ["Юг"]], [["♠ К 7 4"], ["♠ В 5"]]], False),
    ("a table of words is none", [[["Первая ошибка"], ["1 взятка"]], [["Вторая"], ["2 взятки"]]], False),
]


@pytest.mark.parametrize("name, cells, auction", AUCTION_ROWS, ids=[r[0] for r in AUCTION_ROWS])
def test_an_auction_set_out_in_a_table_is_known_by_its_seats(name, cells, auction):
    assert is_auction_table(cells) == auction


@pytest.mark.parametrize("name, cells, hands, grid", GRID_ROWS, ids=[r[0] for r in GRID_ROWS])
def test_a_table_of_hands_and_its_grid(name, cells, hands, grid):
    assert is_hand_table(cells) == hands
    if hands:
        assert grid_lines(cells) == grid


def _columns(line: str) -> list[int]:
    """Where each hand or seat of a figure's line starts (its column)."""
    return [m.start() for m in re.finditer(r"(?:^|(?<=\s\s))\S", line)]


@pytest.fixture(scope="module")
def truth():
    data = json.loads((COMM2017 / "truth.json").read_text("utf-8"))
    clauses = data if isinstance(data, list) else data["clauses"]
    return {c["id"]: c["diagram"] for c in clauses if "diagram" in c}


@pytest.fixture(scope="module")
def comm2017_layout_txt(tmp_path_factory):
    """LibreOffice's PDF of comm2017 as plain text, `pdftotext -layout`: the diagram set with no blank line above it,
    its columns in spaces."""
    import subprocess

    from formats_tools import tool

    folder = tmp_path_factory.mktemp("layout")
    out = folder / "comm2017_layout.txt"
    subprocess.run([tool("pdftotext"), "-layout", str(COMM2017 / "out/comm2017.pdf"), str(out)], check=True)
    (folder / "comm2017_layout.toml").write_text('kind = "commentary"\ntitle = "К"\nedition = 2017\n', "utf-8")
    return out


# comm2017's renderings: a <pre> (the web page, the EPUB, and Chromium's print of the page: its positions), a
# borderless 3×3 table (the ODT, the DOCX, and LibreOffice's PDF of it: its positions, and that PDF as plain text)
@pytest.mark.parametrize("rendering", ["sud_comm2017.htm", "comm2017.epub", "sud_comm2017_chromium.pdf",
                                       "comm2017.odt", "comm2017.docx", "comm2017.pdf", "pdftotext -layout"])
def test_comm2017s_hand_diagram_stands_as_printed(rendering, truth, request):
    path = request.getfixturevalue("comm2017_layout_txt") if " " in rendering else COMM2017 / "out" / rendering
    corpus = load_corpus([path])
    figure = corpus["12.ex1"].figure
    assert "♠ К 7 4" not in corpus["12.ex1"].text and corpus["12.ex1"].figure_after == 1  # not text, after the lead
    # every card of the truth's diagram (which writes a hand to a line, West's then East's), none added
    assert sorted(" ".join(figure).split()) == sorted(" ".join(truth["12.ex1"]).split())
    north, middle, south = figure[:4], figure[4:8], figure[8:]
    at = {_columns(line)[0] for line in (*north, *south)}
    assert len(at) == 1 and at.pop() > 0, figure  # North and South in one column, right of West's
    assert all(_columns(line)[0] == 0 and len(_columns(line)) == 2 for line in middle), figure  # West, East
    north_at, east_at = _columns(north[0])[0], {_columns(line)[1] for line in middle}
    assert len(east_at) == 1 and east_at.pop() > north_at + max(len(line.strip()) for line in north) - 1, figure
    # a seat over its hand in one column (LibreOffice's PDF wraps the caption under them in its cell)
    second = corpus["16.ex2"].figure
    assert second[:5] == ("Запад", "♠ К В 8 6", "♥ 7 3", "♦ Д 10 5 4", "♣ К 8 2")
    assert " ".join(" ".join(second[5:]).split()) == "(Восток — партнёр, 2♠ — простое повышение)"


def test_the_export_carries_the_layout_and_the_schema_holds_it(cli, tmp_path):
    out = tmp_path / "comm2017.json"
    assert cli("export", str(COMM2017 / "out/sud_comm2017.htm"), "-o", str(out)).code == 0
    data = json.loads(out.read_text("utf-8"))
    jsonschema.validate(data, SCHEMA)
    example = next(c for c in data["clauses"] if c["id"] == "12.ex1")
    assert example["figure"][0].startswith(" " * 22 + "♠ К 7 4")
    for bad in (["  ♠ К 7 4"], ["♠ К 7 4 "], ["♠\tК"]):  # indented as a whole, a trailing space, a tab
        example["figure"] = bad
        with pytest.raises(jsonschema.ValidationError):
            jsonschema.validate(data, SCHEMA)


def test_show_prints_the_figure_with_its_layout(cli, monkeypatch):
    monkeypatch.setenv("COLUMNS", "60")
    odt = COMM2017 / "out/comm2017.odt"
    figure = load_corpus([odt])["12.ex1"].figure
    result = cli("show", "12.ex1", "--corpus", str(odt), "--color", "never")
    assert result.code == 0, result.err
    lines = result.out.splitlines()
    at = next(i for i, line in enumerate(lines) if line.strip() == figure[0].strip())
    shown = lines[at:at + len(figure)]
    step = min(len(line) - len(line.lstrip()) for line in shown)  # the step further in that show sets it
    assert [line[step:] for line in shown] == list(figure)
    assert figure[0].startswith(" " * 12)  # North over the middle column


def _piece(text: str, column: float, row: int, advance: float = 5.0) -> PdfLine:
    """A printed line `text` whose left edge stands `column` characters in from the text's left edge (50 pt)."""
    x0 = 50 + column * advance
    return PdfLine(0, text, x0, x0 + len(text) * advance, 100 + 12 * row, 109 + 12 * row, 9.0, False)


def _table(pieces: list[PdfLine]) -> PdfLine:
    """Lines read as one table line (lawref.corpus.formats.tables), as LibreOffice's borderless table is."""
    return PdfLine(0, " ".join(p.text for p in pieces), min(p.x0 for p in pieces), max(p.x1 for p in pieces),
                   min(p.top for p in pieces), max(p.bottom for p in pieces), 9.0, False, table_of=tuple(pieces))


MEASURE = Measure(left=50.0, right=400.0, justified=False)
# (a paragraph of printed lines, how the reader writes it): each piece at its offset in character widths
PDF_ROWS = [
    ("North alone, 12 characters in", [_piece("♠ К 7 4", 12, 0)], ["            ♠ К 7 4"]),
    ("West and East on one height, East 24 in", [_piece("♠ Д 10 8 3", 0, 0), _piece("♠ Т 9 6 2", 24, 0)],
     ["♠ Д 10 8 3              ♠ Т 9 6 2"]),
    ("a table read as one line: its rows by height", [_table([_piece("♠ Д 10 8 3", 0, 0), _piece("♠ Т 9 6 2", 24, 0),
                                                             _piece("♥ 6", 0, 1), _piece("♥ К 9 4 2", 24.2, 1),
                                                             _piece("♠ В 5", 12, 2)])],
     ["♠ Д 10 8 3              ♠ Т 9 6 2", "♥ 6                     ♥ К 9 4 2", "            ♠ В 5"]),
    ("a seat alone", [_piece("Запад", 3, 0)], ["   Запад"]),
    ("a caption wrapped in its cell", [_piece("(Восток —", 2, 0), _piece("партнёр)", 2, 1)],
     ["  (Восток —", "  партнёр)"]),
    ("text is none", [_piece("Юг — сдающий.", 4, 0)], None),
    ("a hand and words on one line is none", [_piece("♠ К 7 4 — у Севера", 0, 0)], None),
]


@pytest.mark.parametrize("name, paragraph, written", PDF_ROWS, ids=[r[0] for r in PDF_ROWS])
def test_a_pdfs_figure_is_written_by_its_positions(name, paragraph, written):
    assert laid_out_figure(paragraph, MEASURE) == written


def test_a_printed_pdfs_figure_keeps_its_layout_and_the_text_stays(tmp_path):
    import weasyprint

    diagram = "<pre>" + "\n".join(LAID_OUT) + "</pre>"
    page = HTML_BOOK.format(lead=LEAD, diagram=diagram, rest=REST)
    data = weasyprint.HTML(string='<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><style>@page { size: A5;'
                                  ' margin: 15mm } body { font: 10pt "DejaVu Serif" } pre { font: 8pt "DejaVu Sans Mono";'
                                  f' margin-left: 2em }}</style></head><body>{page}</body></html>').write_pdf()
    corpus = _load(tmp_path, "book.pdf", data)
    assert corpus["12.ex1"].figure == LAID_OUT
    assert corpus["12.ex1"].text == "Юг — сдающий. Торговля: 1♥ — пас.\nУщерба нет."


@pytest.mark.parametrize("width, height, scrolls", [(390, 844, True), (1366, 900, False)], ids=["phone", "desktop"])
def test_the_sites_figure_keeps_its_columns_and_scrolls_inside_itself(browser, width, height, scrolls):
    """comm2017's widest figure as the site renders it (lawref.site.render.figure_html) in an example's box, under
    Material's stylesheet and lawref.css: set in monospace with its spaces, never rewrapped; on a 390 px phone it
    scrolls sideways inside itself, the page no wider than the screen."""
    from importlib import resources

    from lawref.site.render import figure_html

    clause = load_corpus([COMM2017 / "out/sud_comm2017.htm"])["12.ex1"]
    material = resources.files("material") / "templates/assets/stylesheets"
    css = "".join(f"<style>{(material / name).read_text('utf-8')}</style>" for name in
                  sorted(p.name for p in material.iterdir() if p.name.endswith(".min.css")))
    css += f"<style>{(REPO / 'site_src/assets/css/lawref.css').read_text('utf-8')}</style>"
    page_html = (f'<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" '
                 f'content="width=device-width,initial-scale=1">{css}</head><body><div class="md-container"><main '
                 f'class="md-main"><div class="md-content"><article class="md-content__inner md-typeset">'
                 f'<div class="admonition example"><p class="admonition-title">Пример 1.</p><p>{clause.text}</p>'
                 f"{figure_html(clause)}</div></article></div></main></div></body></html>")
    context = browser.new_context(viewport={"width": width, "height": height}, locale="ru-RU", is_mobile=width < 500)
    try:
        page = context.new_page()
        page.set_content(page_html)
        got = page.evaluate("""() => { const f = document.querySelector('pre.lawref-figure'), s = getComputedStyle(f);
            const lines = f.textContent.split('\\n');
            return {page: document.documentElement.scrollWidth, figure: f.scrollWidth, box: f.clientWidth,
                    whiteSpace: s.whiteSpace, overflow: s.overflowX, font: s.fontFamily, text: f.textContent,
                    height: f.getBoundingClientRect().height, lineHeight: parseFloat(s.lineHeight), lines: lines.length}; }""")
    finally:
        context.close()
    assert got["text"] == "\n".join(clause.figure)  # every space of the figure is in the page
    assert got["whiteSpace"] == "pre" and got["font"].startswith('"DejaVu Sans Mono"')
    assert got["height"] < (got["lines"] + 2) * got["lineHeight"]  # one row a line: nothing rewrapped
    assert got["page"] <= width  # the page never scrolls sideways
    assert (got["figure"] > got["box"]) == scrolls and got["overflow"] == "auto"  # the figure does, on a phone
