"""A justified paragraph's lines in the booklet run to the right margin, all but its last: no line ends short
mid-paragraph while the next line's first word would have fitted after it (a print editor rejects such a page).
Read back from the printed pages of whole booklets, and from single paragraphs laid out as the booklet lays them
out: a line of text before an inline element (a reference, emphasis, a word kept whole) ends with the space before
that element, and WeasyPrint 70 took a text that fitted only without that space for one too long, keeping its
first word alone on the line, or a hyphenated part of it (renderer._hang_trailing_spaces)."""

from __future__ import annotations

import pytest

from lawref.booklet.renderer import Renderer
from lawref.corpus.pipeline import load_corpus

from booklet_read import broken_lines, short_lines
from conftest import COMM2017


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


NBSP = "\u00a0"


def test_a_line_before_a_word_bound_to_a_reference_breaks_before_that_word_not_inside_the_first():
    """typography.py binds «в» to the reference after it with a no-break space: when «в 6.1.» does not fit, the
    line breaks before «в», not after «точ‐» of the line's first word (the generated book's 9.2 was printed
    «недоста‐» / «точ‐» / «ное» / «назначение…»)."""
    text = ("Опыт показывает, что виновная сторона редко делает недостаточное назначение во время торговли. "
            "Поступайте так же, как в")
    body = (f'<p class="d0 comm first"><b class="label">9.2.</b> {text}{NBSP}<a class="ref" href="#x">6.1</a>.'
            f"{NBSP}→{NBSP}с.{NBSP}00 выше.</p>")
    lines = _lines(Renderer(), body)
    assert [line.rstrip() for line in lines] == [
        "9.2. Опыт показывает, что виновная сторона редко делает недоста\u2010",
        "точное назначение во время торговли. Поступайте так же, как",
        f"в{NBSP}6.1.{NBSP}→{NBSP}с.{NBSP}00 выше."], lines
