"""A reference inside a footnote is a reference like any other (issue 19): printed at its page's foot it
carries «→ с. N» with its target's page, and the index of references sends the reader to the page of the
footnote, not to the glossary that quotes it."""

from __future__ import annotations

import re

import pytest
from pypdf import PdfReader

from lawref.booklet import build_booklet
from lawref.corpus.pipeline import make_corpus
from lawref.model import Clause, FootnoteMark, Ref, Source

from booklet_read import flat, labels, pdftotext_pages

LAW = Source(key="law", path="book/law.txt", kind="law", title="Правила", edition=2017)
FILLER = ("Судья следит за тем, чтобы игроки соблюдали порядок, и разъясняет им их права и обязанности, "
          "если кто-либо из них в этом нуждается. ")
NOTE = "Для целей Правила 1A «нормальной» считается игра, обычная для игрока данного класса."


def clause(id, kind, parent, law, label="", title="", text="", children=(), refs=(), marks=()):
    return Clause(id=id, kind=kind, parent=parent, law=law, source="law", source_key="law", label=label,
                  title=title, text=text, file=LAW.path, line=1, edition=2017, children=tuple(children),
                  refs=tuple(refs), footnote_marks=tuple(marks))


def corpus():
    """Law 1 on the first pages, Law 3 pages later with a footnote that cites 1A."""
    text3 = FILLER * 14 + "Нормальной<*> считается игра по очереди. " + FILLER * 2
    at = text3.index("<*>")
    cited = NOTE.index("Правила 1A")
    return make_corpus([LAW], [
        clause("1", "law", None, "1", "ПРАВИЛО 1.", "КОЛОДА", children=("1A",)),
        clause("1A", "section", "1", "1", "A.", "Карты", FILLER * 3),
        clause("2", "law", None, "2", "ПРАВИЛО 2.", "ДОСКИ", children=("2A",)),
        clause("2A", "section", "2", "2", "A.", "Доски", FILLER * 14),
        clause("3", "law", None, "3", "ПРАВИЛО 3.", "ИГРА", children=("3A", "3.fn1")),
        clause("3A", "section", "3", "3", "A.", "Общее", text3, marks=(FootnoteMark(at, at + 3, "3.fn1"),)),
        clause("3.fn1", "footnote", "3", "3", "<*>", text=NOTE,
               refs=(Ref("3.fn1", "1A", "Правила 1A", cited, cited + len("Правила 1A"), LAW.path, 1),)),
    ])


@pytest.fixture(scope="module")
def booklet(tmp_path_factory):
    out = tmp_path_factory.mktemp("fnrefs") / "b.pdf"
    build_booklet(corpus(), out, processes=1)
    return out, pdftotext_pages(out), labels(PdfReader(str(out)))


def test_a_reference_in_a_footnote_carries_its_targets_page(booklet):
    _, pages, numbers = booklet
    # Law 1's page in the body (the contents list it too, on a page numbered in roman)
    target = next(numbers[i] for i, p in enumerate(pages) if numbers[i].isdigit() and "Карты" in flat(p))
    foot = [i for i, p in enumerate(pages) if "Для целей Правила 1A" in flat(p) and "глоссарий" not in p.lower()]
    assert foot, "the footnote is printed"
    text = flat(pages[foot[0]])
    assert numbers[foot[0]] != target  # the footnote is pages after Law 1: its reference needs a page
    assert re.search(r"Для целей Правила 1A → с\. ?" + re.escape(target) + r"\b", text), text[-400:]


def test_the_index_of_references_sends_a_footnote_to_its_own_page(booklet):
    _, pages, numbers = booklet
    foot = next(i for i, p in enumerate(pages) if "Для целей Правила 1A" in flat(p) and "глоссарий" not in p.lower())
    index = " ".join(flat(p) for p in pages if "указатель ссылок" in p.lower() and "Содержание" not in p)
    entry = re.search(r"1A с\. ?\d+ ← (.+?\(с\. ?(\d+)\))", index)
    assert entry, index[:600]
    assert entry.group(2) == numbers[foot], (entry.group(0), numbers[foot])
    # the glossary quotes the footnote, reference and all, pages later: the index does not send the reader there
    glossary = next(i for i, p in enumerate(pages) if "глоссарий" in p.lower() and "Содержание" not in p)
    assert "Для целей Правила 1A" in flat(pages[glossary]) and numbers[glossary] != numbers[foot]
