"""Rendering the booklet: HTML (html.py) + print CSS (booklet.css) -> WeasyPrint layout -> PDF, written atomically.

Stages, in order (build_booklet):
  1. select the Laws (select.py) and plan what each chapter holds (html.plan_booklet);
  2. generate the HTML from the clause tree;
  3. lay it out; find the page of every footnote marker; make the first marker of a note on each page carry
     the note to that page's foot; lay out again until the pages stop moving (two or three layouts in all);
  4. write the PDF to a temporary file, then replace the target (and impose it for a4-saddle).
"""

from __future__ import annotations

from pathlib import Path
from typing import Iterable

from lawref.booklet.html import booklet_html, plan_booklet
from lawref.booklet.impose import IMPOSITIONS, impose_a4_saddle
from lawref.booklet.output import atomic_output
from lawref.booklet.select import describe, select_laws
from lawref.errors import LawrefError
from lawref.model import Corpus

MAX_LAYOUTS = 4  # a bound against notes that push their marker back and forth; the last layout is kept


def _booklet_dir() -> Path:
    return Path(__file__).resolve().parent  # booklet.css and fonts/ are package data beside this module


def layout(html: str):
    """Lay out the booklet HTML with the booklet CSS and the shipped fonts: a weasyprint Document."""
    from weasyprint import CSS, HTML
    from weasyprint.text.fonts import FontConfiguration

    folder = _booklet_dir()
    fonts = FontConfiguration()
    css = CSS(filename=str(folder / "booklet.css"), font_config=fonts)
    return HTML(string=html, base_url=str(folder) + "/").render(stylesheets=[css], font_config=fonts)


def _first_marks_per_page(document, marks: list[tuple[str, str]]) -> frozenset[str]:
    page_of = {}
    for number, page in enumerate(document.pages):
        for name in page.anchors:
            if name.startswith("fnmark-"):
                page_of.setdefault(name, number)
    first: dict[tuple[int, str], str] = {}
    for mark_id, footnote_id in marks:
        if mark_id in page_of:
            first.setdefault((page_of[mark_id], footnote_id), mark_id)
    return frozenset(first.values())


def render_document(corpus: Corpus, laws: Iterable[str] | str | None = None, commentary: bool = True):
    """The laid-out booklet (weasyprint Document) for the given Laws."""
    chosen = select_laws(laws, corpus.laws())
    plan = plan_booklet(corpus, chosen, commentary)
    if not plan.laws:
        which = f"Law {chosen[0]} has" if len(chosen) == 1 else f"Laws {describe(chosen)} have"
        raise LawrefError(f"nothing to print: {which} no text in the corpus, only commentary",
                          hint="leave out --no-commentary")
    calls: frozenset[str] = frozenset()
    for _ in range(MAX_LAYOUTS):
        html, marks = booklet_html(corpus, plan, calls)
        document = layout(html)
        settled = _first_marks_per_page(document, marks)
        if settled == calls:
            break
        calls = settled
    return document


def build_booklet(corpus: Corpus, out_path: Path, laws: Iterable[str] | str | None = None,
                  commentary: bool = True, imposition: str | None = None) -> None:
    """Write the booklet PDF for `laws` (None: all; "27-31,70" or ["27", "70"]) to out_path, atomically.

    imposition="a4-saddle" writes the pages two per A4 side in saddle-stitch order instead.
    Raises LawrefError for an unknown Law or an unwritable path; out_path is then left as it was.
    """
    if imposition is not None and imposition not in IMPOSITIONS:
        raise LawrefError(f"unknown imposition {imposition!r}", hint=f"use one of: {', '.join(IMPOSITIONS)}")
    # The output is claimed first, so an unwritable path fails before seconds of layout.
    with atomic_output(Path(out_path)) as tmp:
        render_document(corpus, laws, commentary).write_pdf(target=str(tmp))
        if imposition == "a4-saddle":
            impose_a4_saddle(tmp, tmp)
