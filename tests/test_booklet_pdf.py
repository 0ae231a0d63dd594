"""The booklet PDF of the real corpus, read back with pypdf: what a reader of the printed booklet relies on."""

import io
import logging
import re
from dataclasses import replace

import pytest
from fontTools.ttLib import TTFont
from pypdf import PdfReader

from lawref.booklet import build_booklet
from lawref.corpus.pipeline import load_corpus

A5 = (419.53, 595.28)  # points
MOJIBAKE = re.compile("[\ufffdÐÑÃâ]")


@pytest.fixture(scope="module")
def corpus():
    return load_corpus()


class Collect(logging.Handler):
    def __init__(self):
        super().__init__(logging.WARNING)
        self.messages = []

    def emit(self, record):
        self.messages.append(record.getMessage())


WEASYPRINT_WARNINGS = Collect()


@pytest.fixture(scope="module")
def booklet(corpus, tmp_path_factory):
    path = tmp_path_factory.mktemp("booklet") / "booklet.pdf"
    logger = logging.getLogger("weasyprint")
    logger.addHandler(WEASYPRINT_WARNINGS)
    try:
        build_booklet(corpus, path)
    finally:
        logger.removeHandler(WEASYPRINT_WARNINGS)
    return PdfReader(path)


def test_weasyprint_accepts_all_the_css_and_every_anchor_is_unique(booklet):
    # An ignored @page rule or a duplicated anchor (which makes target-counter() guess) shows up here.
    assert WEASYPRINT_WARNINGS.messages == []


@pytest.fixture(scope="module")
def pages(booklet):
    return [flat(p.extract_text()) for p in booklet.pages]


def flat(text: str) -> str:
    """Page text as one line: words hyphenated at line ends joined again, runs of white space made one space."""
    text = re.sub(r"[\u2010-](?:\s*\n\s*)", "", text)
    return re.sub(r"\s+", " ", text.replace("\u00a0", " ")).strip()


def opening(text: str, words: int = 5) -> str:
    return " ".join(text.split()[:words])


def plain_opening(clause, words: int = 5) -> str:
    """The first words of a clause, before its first reference (the booklet adds the page after each ref)."""
    stops = [r.start for r in clause.refs if not r.implied] + [m.start for m in clause.footnote_marks]
    text = clause.text[:min(stops)] if stops else clause.text
    return opening(text or clause.title, words)


def test_every_page_is_a5(booklet):
    for page in booklet.pages:
        assert (float(page.mediabox.width), float(page.mediabox.height)) == pytest.approx(A5, abs=0.5)


def fonts_of(reader):
    found = {}
    for page in reader.pages:
        for font in page["/Resources"].get("/Font", {}).values():
            font = font.get_object()
            descendant = font["/DescendantFonts"][0].get_object() if "/DescendantFonts" in font else font
            found[str(font["/BaseFont"])] = descendant["/FontDescriptor"].get_object()
    return found


def test_fonts_are_the_shipped_dejavu_and_embedded(booklet):
    fonts = fonts_of(booklet)
    assert fonts
    for name, descriptor in fonts.items():
        assert "/FontFile2" in descriptor, f"{name} is not embedded"
        embedded = TTFont(io.BytesIO(descriptor["/FontFile2"].get_object().get_data()))
        assert embedded["name"].getDebugName(1).startswith("DejaVu Serif"), name


def test_text_extracts_with_cyrillic_intact(corpus, pages):
    text = " ".join(pages)
    assert not MOJIBAKE.search(text)
    for clause_id in ("70A", "70E2", "27.7", "29.2", "31.3"):
        assert plain_opening(corpus[clause_id], 8) in text, clause_id
    assert "ОСПАРИВАЕМАЯ ПРЕТЕНЗИЯ ИЛИ УСТУПКА" in text
    assert "Пример С" in text and "1♥ 1♦" in text  # the auction "1H 1D", as suit symbols


def test_cover_names_sources_editions_and_copyright(corpus, pages):
    for source in corpus.sources:
        assert flat(source.copyright) in pages[0]
        assert flat(source.title) in pages[0]
        assert re.search(rf"(^|\s){source.edition}(\s|$)", pages[0]), source.edition


def toc_entries(booklet):
    """(title, page) for each line of the contents: 'Правило 28. ЗАЯВКИ ... . . . . 5'."""
    for page in booklet.pages:
        lines = page.extract_text().splitlines()
        if lines and lines[0].strip() == "Содержание":
            found = [re.match(r"^(.*?\S)\s*(?:\.\s*)+(\d+)$", line.strip()) for line in lines[1:]]
            return [(m[1], int(m[2])) for m in found if m]
    raise AssertionError("no page starts with 'Содержание'")


def test_toc_page_numbers_are_the_real_pages(corpus, booklet, pages):
    entries = toc_entries(booklet)
    titles = [title for title, _ in entries]
    assert len(entries) == len(corpus.laws()) + 2, titles  # every Law, the glossary, the index
    for title, number in entries:
        assert pages[number - 1].startswith(title), (title, number)


XREF = re.compile(r"\(→ (?:комм\. к (?P<law>\d+)|(?P<target>[^\s,]+)), с\. (?P<page>\d+)\)")


def test_every_cross_reference_names_the_page_of_its_target(corpus, pages):
    checked = 0
    for page_text in pages:
        for m in XREF.finditer(page_text):
            target_page = pages[int(m["page"]) - 1]
            if m["law"]:  # the chapter on that Law: its title opens the page
                assert f"Правило {m['law']}" in target_page or f"ПРАВИЛО {m['law']}" in target_page, m.group(0)
            else:
                assert plain_opening(corpus[m["target"]]) in target_page, m.group(0)
            checked += 1
    assert checked >= 5  # the corpus has refs to 70, 29.2 and, through chapters, to Laws 29-31


def test_refs_to_laws_not_in_the_booklet_say_so(pages):
    body = " ".join(pages)
    assert "Правилу 25 (нет в этом буклете)" in body
    assert "27В1(b) (нет в этом буклете)" in body


def test_index_lists_each_reference_with_its_page(corpus, pages):
    index = next(p for p in pages if p.startswith("Указатель ссылок"))
    entry = re.search(r"29\.2, с\. (\d+) ← 29\.3, с\. (\d+)", index)
    assert entry, index[:300]
    assert plain_opening(corpus["29.2"]) in pages[int(entry[1]) - 1]
    assert re.search(r"как в 29\.2 \(→ 29\.2, с\. \d+\)\. выше", pages[int(entry[2]) - 1])
    assert re.search(r"26 \(нет в этом буклете\) ← 27\.7\(iv\), с\. \d+; 29\.4, с\. \d+", index)


def lines_with_height(page):
    """(y, text) of each piece of text on the page; y grows upwards in PDF coordinates."""
    found = []

    def visit(text, cm, tm, font, size):
        if text.strip():
            found.append((cm[1] * tm[4] + cm[3] * tm[5] + cm[5], text))

    page.extract_text(visitor_text=visit)
    return found


def test_footnote_is_at_the_foot_of_every_page_that_marks_it(corpus, booklet):
    note_end = "небрежной или плохой."
    assert corpus["70.fn1"].text.endswith(note_end)
    marked = 0
    for page in booklet.pages:
        text = flat(page.extract_text())
        if "<*>" not in text:
            continue
        marked += 1
        assert text.count(note_end) == 1, "the note once per page, however many markers it has"
        pieces = lines_with_height(page)
        note_y = min(y for y, t in pieces if "плохой" in t)
        calls_y = [y for y, t in pieces if "<*>" in t]
        assert all(note_y < y for y in calls_y), "the note stands below every marker on its page"
    assert marked >= 1
def test_outline_lists_every_law_at_its_page(corpus, booklet, pages):
    top = [item for item in booklet.outline if not isinstance(item, list)]
    titles = {item.title: booklet.get_destination_page_number(item) for item in top}
    for law in corpus.laws():
        matching = [t for t in titles if t.upper().startswith(f"ПРАВИЛО {law}")]
        assert matching, (law, list(titles))
        assert pages[titles[matching[0]]].upper().startswith(f"ПРАВИЛО {law}")


def test_metadata_has_title_and_language(booklet):
    assert "Правила спортивного бриджа" in booklet.metadata.title
    assert booklet.trailer["/Root"]["/Lang"] == "ru"


def test_running_heads_name_the_chapter_on_continuation_pages(booklet, pages):
    starts = dict((n, title) for title, n in toc_entries(booklet))
    current = None
    for number, text in enumerate(pages, start=1):
        if number in starts:
            current = starts[number]
        elif current:
            assert current in text, (number, current)


def test_all_four_suits_print_in_the_shipped_font(tmp_path):
    from lawref.model import Clause, Source
    from lawref.corpus.pipeline import make_corpus

    text = "Торговля: 1S 1C 1H 1D 3NT, затем пас."
    source = Source(key="law", path="law.txt", kind="law", title="Правило 99", edition=2017)
    clauses = [
        Clause(id="99", kind="law", parent=None, law="99", source="law", source_key="law", label="ПРАВИЛО 99.",
               title="ПРОБА", text="", file="law.txt", line=1, edition=2017, children=("99A",)),
        Clause(id="99A", kind="section", parent="99", law="99", source="law", source_key="law", label="A.",
               title="Масти", text=text, file="law.txt", line=3, edition=2017),
    ]
    out = tmp_path / "suits.pdf"
    build_booklet(make_corpus([source], clauses), out)
    reader = PdfReader(out)
    assert "1♠ 1♣ 1♥ 1♦ 3NT" in " ".join(flat(p.extract_text()) for p in reader.pages)
    # A glyph missing from the shipped font would make pango fall back to another font file.
    assert {name.split("+")[1] for name in fonts_of(reader)} <= {
        "Lawref-Serif", "Lawref-Serif-Bold", "Lawref-Serif-Italic", "Lawref-Serif-BoldItalic"}


def test_no_heading_is_left_at_the_foot_of_a_page(corpus, pages):
    """Each section heading shares its page with the first words of what follows it."""
    sections = [c for c in corpus.clauses if c.kind == "section"]
    assert sections
    for section in sections:
        heading = flat(f"{section.label} {section.title}")
        following = section.text or corpus[section.children[0]].text
        on = [n for n, text in enumerate(pages) if heading in text]
        assert on, heading
        assert plain_opening(replace(section, text=following, refs=(), footnote_marks=()), 3) in pages[on[0]], heading
