"""An example's hand diagram (Clause.figure) in the booklet: printed where it stood among its clause's paragraphs,
its lines as the source printed them, in a monospace font that has the suits (shipped and embedded), on one page
when it fits on one, in black ink alone for the press (`--print`). The book is the red-team commentary comm2017
(tests/redteam/comm2017: two examples with hand diagrams), read from its ODT."""

from __future__ import annotations

import re
import subprocess

import pytest
from pypdf import PdfReader

from lawref.booklet.blocks import build_blocks
from lawref.booklet.plan import plan_booklet
from lawref.cli import main
from lawref.corpus.pipeline import load_corpus, make_corpus
from lawref.model import Clause, Source
from test_booklet_blocks import assert_every_character_placed_once

from booklet_read import flat, words
from conftest import COMM2017, REPO

MONO = REPO / "tools/lawref/booklet/fonts/DejaVuSansMono.ttf"


@pytest.fixture(scope="module")
def book():
    corpus = load_corpus([COMM2017])
    figures = [c for c in corpus if c.figure]
    assert [c.id for c in figures] == ["12.ex1", "16.ex2"], "comm2017's two examples with a hand diagram"
    return corpus, figures


@pytest.fixture(scope="module")
def printed(comm2017_booklet):
    return comm2017_booklet  # conftest: typeset once per test run


def _page_lines(pages: list[str]) -> list[list[str]]:
    """Each page's lines with the spaces that open them (pypdf sets a monospace line's spaces as drawn)."""
    return [[line.rstrip() for line in page.splitlines() if line.strip()] for page in pages]


def test_every_figure_is_printed_where_it_stood_its_lines_as_printed_on_one_page(book, printed):
    _, figures = book
    # pypdf reads the body's lines as drawn (the running heads and thumb tabs are stamped after them; pdftotext
    # -layout would set a tab's label between a figure's lines)
    pages = [page.extract_text() for page in PdfReader(printed).pages]
    text = flat("\n".join(pages))
    for clause in figures:
        # its lines, each a line of the page with its layout (North over the middle of West and East), in order
        # and one after another: on one page (it fits on one)
        holding = [n for n, lines in enumerate(_page_lines(pages))
                   if any(lines[i:i + len(clause.figure)] == list(clause.figure) for i in range(len(lines)))]
        assert len(holding) == 1, (clause.id, holding)
        # between the paragraph before it and the one after it (running heads may stand between them)
        paragraphs = clause.text.split("\n")
        before, after = paragraphs[clause.figure_after - 1], paragraphs[clause.figure_after]
        figure = flat("\n".join(clause.figure))
        at = text.index(figure)
        assert _follows(words(before)[-4:], words(text[:at])[-30:]), clause.id
        assert _follows(words(after)[:4], words(text[at + len(figure):])[:30]), clause.id
        assert text.count(figure) == 1, clause.id  # printed once


def _follows(needle: list[str], hay: list[str]) -> bool:
    """`needle` stands in `hay` as a run of words (a running head or a folio may stand before or after it)."""
    return any(hay[i:i + len(needle)] == needle for i in range(len(hay)))


def _fonts(page) -> dict[str, str]:
    """Resource name -> the font's name, without its subset tag: '/YSILLF' -> 'Lawref-Mono'."""
    return {name: str(font.get_object()["/BaseFont"]).split("+")[-1]
            for name, font in page["/Resources"]["/Font"].items()}


def _drawn_in(page) -> dict[str, str]:
    """The page's text by the font that draws it (its name without the subset tag)."""
    drawn: dict[str, str] = {}

    def visit(text, cm, tm, font, size):
        if font is not None and text.strip():
            name = str(font["/BaseFont"]).split("+")[-1]
            drawn[name] = drawn.get(name, "") + text

    page.extract_text(visitor_text=visit)
    return drawn


def test_a_figure_is_set_in_the_shipped_monospace_font_that_has_the_suits_embedded(book, printed):
    from fontTools.ttLib import TTFont

    assert {0x2660, 0x2663, 0x2665, 0x2666} <= set(TTFont(MONO).getBestCmap())  # ♠ ♣ ♥ ♦
    rows = subprocess.run(["pdffonts", str(printed)], check=True, capture_output=True, text=True).stdout.splitlines()
    mono = [row.split() for row in rows[2:] if "Lawref-Mono" in row]
    assert mono and all(row[-5:-2] == ["yes", "yes", "yes"] for row in mono)  # embedded, subset, with a ToUnicode
    _, figures = book
    reader = PdfReader(printed)
    for clause in figures:
        page = next(p for p in reader.pages if clause.figure[1] in p.extract_text())
        in_mono = re.sub(r"\s+", "", _drawn_in(page).get("Lawref-Mono", ""))
        assert in_mono == re.sub(r"\s+", "", "".join(clause.figure)), clause.id  # the figure, and only it


def test_a_figure_is_in_black_ink_alone_for_the_press(book, tmp_path):
    out = tmp_path / "press.pdf"
    _, figures = book
    laws = ",".join(sorted({c.law for c in figures}))  # the Laws whose examples carry them: a quarter of the book
    assert main(["booklet", "--corpus", str(COMM2017), "--print", "--laws", laws, "-o", str(out)]) == 0
    reader = PdfReader(out)
    checked = 0
    for page in reader.pages:
        mono = [name for name, font in _fonts(page).items() if font == "Lawref-Mono"]
        if not mono:
            continue
        stream = page.get_contents().get_data().decode("latin-1")
        colour = ""
        for piece in re.split(r"(?m)^(BT$[\s\S]*?^ET)$", stream):
            if piece.startswith("BT"):
                if any(re.search(rf"(?m)^{re.escape(name)} [\d.]+ Tf$", piece) for name in mono):
                    assert colour == "0 0 0 1", colour  # black ink alone, never a four-colour black
                    checked += 1
            elif found := re.findall(r"(?m)^([\d. ]+) (?:scn|k)$", piece):
                colour = found[-1]
    assert checked >= len(figures)


# -- where a figure stands among the blocks ---------------------------------------------------------------------

SRC = Source(key="comm", path="corpus/comm.txt", kind="commentary", title="Комментарий", edition=2017)
DIAGRAM = ("Запад", "♠ К В 8 6", "♥ 7 3", "(Восток — партнёр)")


def _corpus(text: str, figure_after: int, title: str = "", label: str = "Пример 2."):
    def clause(id, kind, parent, label, text="", title="", children=(), **kw):
        return Clause(id=id, kind=kind, parent=parent, law="16", source="commentary", source_key="comm", label=label,
                      title=title, text=text, file="corpus/comm.txt", line=1, edition=2017,
                      children=tuple(children), **kw)

    return make_corpus([SRC], [
        clause("c16", "commentary", None, "Правило 16.", title="НИ", children=("16.ex2",)),
        clause("16.ex2", "example", "c16", label, text, title=title, figure=DIAGRAM, figure_after=figure_after),
    ])


def _shown(corpus) -> list[tuple[str, str]]:
    plan = plan_booklet(corpus, ("16",))
    return [(b.tag, b.text) for s in build_blocks(plan) for b in s if b.clause_id == "16.ex2"]


FIGURE = ("pre", "\n".join(DIAGRAM))
PLACES = [
    # (text, figure_after, title, the example's blocks in order)
    ("Торговля: пас.\nПас — альтернатива.", 1, "", [("p", "Пример 2. Торговля: пас."), FIGURE,
                                                   ("p", "Пас — альтернатива.")]),
    ("Торговля: пас.\nПас — альтернатива.", 2, "", [("p", "Пример 2. Торговля: пас."),
                                                   ("p", "Пас — альтернатива."), FIGURE]),
    # the label alone on its line, the figure under it, then the text: the label is not run into the text
    ("Пас — альтернатива.", 0, "", [("p", "Пример 2."), FIGURE, ("p", "Пас — альтернатива.")]),
    # an example whose auction is its title: the heading, the figure, the text
    ("Пас — альтернатива.", 0, "1♠ — пас", [("p", "Пример 2. 1♠ — пас"), FIGURE,
                                             ("p", "Пас — альтернатива.")]),
]


@pytest.mark.parametrize("text, after, title, expected", PLACES,
                         ids=["between", "after the last", "under the label", "under the auction"])
def test_a_figure_stands_among_the_blocks_where_it_stood_in_the_clause(text, after, title, expected):
    assert _shown(_corpus(text, after, title)) == expected


def test_a_figure_is_printed_as_the_source_has_it_not_typeset():
    # typography (« », ` — ` tied, one-letter words tied) is the text's, never the figure's: its spaces are columns
    (pre,) = [b for s in build_blocks(plan_booklet(_corpus("Текст.", 1), ("16",))) for b in s if b.tag == "pre"]
    assert pre.text == "\n".join(DIAGRAM) and "\u00a0" not in pre.text and pre.verbatim


def test_a_figure_taller_than_a_page_goes_on_and_every_character_is_placed_once(tmp_path):
    """A figure that cannot fit on one page is split as a paragraph is (each line once, in order); one that fits
    starts a page rather than split."""
    from lawref.booklet.layout import lay_out_body
    from lawref.booklet.workers import Workers

    tall = tuple(f"♠ К {n} ♥ Д {n} ♦ В {n} ♣ Т {n}" for n in range(70))
    corpus = make_corpus([SRC], [
        Clause(id="c16", kind="commentary", parent=None, law="16", source="commentary", source_key="comm",
               label="Правило 16.", title="НИ", text="", file="f", line=1, edition=2017, children=("16.ex2",)),
        Clause(id="16.ex2", kind="example", parent="c16", law="16", source="commentary", source_key="comm",
               label="Пример 2.", title="", text=" ".join(["Слово"] * 300) + "\nКонец.", file="f", line=1,
               edition=2017, figure=tall, figure_after=1),
    ])
    sections = build_blocks(plan_booklet(corpus, ("16",)))
    blocks = [b for s in sections for b in s]
    body = lay_out_body(corpus, sections, tmp_path, Workers(1))
    assert_every_character_placed_once(body, blocks)
    (pre,) = [b for b in blocks if b.tag == "pre"]
    pages = [r for r in body.records if pre.index in r.info.blocks]
    assert len(pages) > 1 and pages[1].info.top == (pre.index, pages[1].info.top[1]) and pages[1].info.top[1] > 0
    # each page's lines of the figure are whole lines of it
    for record in pages:
        for line in (ln for ln in record.info.lines if ln.block == pre.index):
            start, end = pre.ns_pos[line.start], pre.ns_pos[line.end - 1] + 1
            assert pre.text[start:end] in tall, pre.text[start:end]


def test_the_covers_hash_of_the_texts_printed_counts_the_figure():
    from lawref.booklet.render import edition_of

    def printed_hash(figure_after):
        return edition_of(plan_booklet(_corpus("Торговля: пас.\nПас.", figure_after), ("16",)), None).corpus

    assert printed_hash(1) != printed_hash(2)  # the same words, the diagram elsewhere: another booklet


def _starts(textpage, line: str) -> list[float]:
    """The left edge of each place `line` is drawn on the page (pypdfium2's character boxes)."""
    text = textpage.get_text_range()
    return [textpage.get_charbox(m.start())[0] for m in re.finditer(re.escape(line), text)]


def test_a_figures_columns_stand_where_its_spaces_set_them(book, printed):
    import pypdfium2 as pdfium

    corpus, _ = book
    figure = corpus["12.ex1"].figure
    north, west = figure[0], figure[4]
    east_at = len(west) - len(west.split("  ")[-1].lstrip())  # East's column in the figure's line
    pdf = pdfium.PdfDocument(str(printed))
    page = next(p for p in pdf if "К 7 4" in p.get_textpage().get_text_range())
    textpage = page.get_textpage()
    (x_north,), (x_west,) = _starts(textpage, north.strip()), _starts(textpage, west.split("  ")[0])
    (x_east,) = _starts(textpage, west.split("  ")[-1].strip())
    # the three are the same glyph («♠»): North's and East's distances from West's edge are as their columns'
    north_at = len(north) - len(north.lstrip())
    assert 0 < north_at < east_at
    assert abs((x_north - x_west) / (x_east - x_west) - north_at / east_at) < 0.01, (x_west, x_north, x_east)
