"""A justified paragraph's lines in the booklet run to the right margin, all but its last: no line ends short
mid-paragraph while the next line's first word would have fitted after it (a print editor rejects such a page).
Read back from the printed pages of whole booklets, and from single paragraphs laid out as the booklet lays them
out: a line of text before an inline element (a reference, emphasis, a word kept whole) ends with the space before
that element, and WeasyPrint 70 took a text that fitted only without that space for one too long, keeping its
first word alone on the line (renderer._hang_trailing_spaces)."""

from __future__ import annotations

import pytest

from lawref.booklet.renderer import Renderer
from lawref.corpus.pipeline import load_corpus

from booklet_read import ShortLine, short_lines, words
from conftest import COMM2017


def source_breaks(clauses) -> set[tuple[str, str]]:
    """(last word, first word) of each two lines in a row of a clause's text: a paragraph the source ends there,
    whose short last line is no fault of the layout (a title page's lines, a list of abbreviations)."""
    pairs = set()
    for clause in clauses:
        for field in (clause.text, clause.title):
            lines = [w for w in (words(line) for line in (field or "").split("\n")) if w]
            pairs.update((a[-1], b[0]) for a, b in zip(lines, lines[1:]))
    return pairs


def broken_lines(pdf, clauses) -> list[str]:
    """The body's lines that end short mid-paragraph where the source goes on, as 'page (clause): line / word'."""
    breaks = source_breaks(clauses)

    def at_source_break(line: ShortLine) -> bool:
        last, first = words(line.text), words(line.next_word)
        return bool(last and first) and (last[-1], first[0]) in breaks

    return [f"с. {s.label} ({s.clause or '—'}): «{s.text}» / «{s.next_word} …»" for s in short_lines(pdf)
            if s.label.isdigit() and not at_source_break(s)]  # the body: front matter's pages are in roman


def test_no_justified_line_ends_short_mid_paragraph_in_the_comm2017_booklet(comm2017_booklet):
    """Its clause 12.3 was printed «…без возмещения той» / «части» / «ущерба, которая вызвана…» (page 4)."""
    assert broken_lines(comm2017_booklet, load_corpus([COMM2017])) == []


def test_no_justified_line_ends_short_mid_paragraph_in_the_seed_booklet(seed_booklet, corpus):
    assert broken_lines(seed_booklet[0], corpus) == []


def test_a_reader_finds_a_line_broken_short_mid_paragraph(tmp_path):
    """The check can fail: a paragraph forced to break after its first word is found, with its page."""
    renderer = Renderer()
    text = "Если ущерб был, но часть его игроки причинили себе сами серьёзной ошибкой, не связанной с нарушением. "
    body = f'<p class="d0 first">{text * 2}<br>{text * 2}</p>'
    renderer.write(list(renderer.pages(body)), tmp_path / "forced.pdf")
    found = short_lines(tmp_path / "forced.pdf")
    assert [(s.page, s.text.split()[-1], s.next_word) for s in found] == [(1, "нарушением.", "Если")]


def _lines(renderer: Renderer, body: str) -> list[str]:
    def walk(box):
        if type(box).__name__ == "LineBox":
            yield "".join(getattr(t, "text", "") for t in box.descendants())
            return
        for child in getattr(box, "children", None) or ():
            yield from walk(child)

    return [line for page in renderer.layout(body).pages for line in walk(page._page_box)]


PARAGRAPH = "части ущерба, которая вызвана собственной ошибкой (см. Правило {} ) и не иначе."


@pytest.mark.parametrize("element", [
    '<span class="ref">12C1(b)</span>',  # a reference with no target in the corpus
    '<a class="ref" href="#x">12C1(b)</a>',  # a reference
    "<em>12C1(b)</em>",  # emphasis
    '<span class="nh">12C1(b)</span>',  # a word kept whole (paginate: no word split across a page turn)
    '<span class="bid">1<span class="suit">♠</span></span>',  # a bid
])
def test_a_line_that_fits_before_an_inline_element_is_not_cut_after_its_first_word(element):
    """The text before the element fits on the first line only without its trailing space (the element and what
    follows it go to the next line): the line holds all of it, not «части» alone."""
    renderer = Renderer()
    lines = _lines(renderer, f'<p class="d0">{PARAGRAPH.format(element).replace(" )", ")")}</p>')
    assert lines[0].rstrip() == "части ущерба, которая вызвана собственной ошибкой (см. Правило", lines
