"""Rendering the booklet. Stages, in order (build_booklet):
  1. select the Laws (select.py), leave out texts for personal use only when public, plan the sections
     (plan.py) and turn them into blocks (blocks.py);
  2. lay the body out page by page (paginate.py), each page once it keeps every rule, written in parts;
  3. check the digits reserved for references whose targets were further on; lay out again from the first
     section that reserved too few or too many (rare: a target just past page 9 or 99);
  4. lay out the back matter (subject index, index of references) and the front matter (cover, colophon,
     contents), whose page numbers are all known by then;
  5. stamp every page (stamp.py: running heads, page numbers, thumb tabs, notices, the references' page
     numbers) and assemble the PDF (assemble.py: links, bookmarks, page labels, metadata, language);
  6. write it atomically (and impose it for a4-saddle).
"""

from __future__ import annotations

import hashlib
import os
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

from lawref.booklet import matter
from lawref.booklet.assemble import Assembly, assemble
from lawref.booklet.blockhtml import Decisions
from lawref.booklet.blocks import build_blocks
from lawref.booklet.impose import IMPOSITIONS, impose_a4_saddle
from lawref.booklet.output import atomic_output
from lawref.booklet.pages import read_page
from lawref.booklet.paginate import Paginator, PageRecord
from lawref.booklet.plan import Plan, law_title, plan_booklet
from lawref.booklet.select import describe, select_laws
from lawref.booklet.stamp import STAMP_CSS, Stamp, stamp_html
from lawref.booklet.subject import occurrences, subject_terms
from lawref.corpus.rights import PERSONAL_NOTICE, personal_sources, public_corpus
from lawref.errors import LawrefError
from lawref.model import Corpus

MAX_DIGIT_ROUNDS = 3


def _booklet_dir() -> Path:
    return Path(__file__).resolve().parent  # booklet.css and fonts/ are package data beside this module


class Renderer:
    """WeasyPrint with the booklet's CSS and shipped fonts, loaded once for every layout of a build."""

    def __init__(self, css_text: str | None = None):
        from weasyprint import CSS
        from weasyprint.text.fonts import FontConfiguration

        self.folder = _booklet_dir()
        self.fonts = FontConfiguration()
        css = css_text if css_text is not None else (self.folder / "booklet.css").read_text("utf-8")
        self.css = CSS(string=css, base_url=str(self.folder) + "/", font_config=self.fonts)
        self._document = None

    def layout(self, body: str):
        from weasyprint import HTML

        html = f'<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"></head><body>{body}</body></html>'
        document = HTML(string=html, base_url=str(self.folder) + "/").render(
            stylesheets=[self.css], font_config=self.fonts)
        self._document = self._document or document
        return document

    def write(self, pages: list, path: Path) -> None:
        """Write pages (of any documents laid out here) to one PDF."""
        self._document.copy(pages).write_pdf(target=str(path))


@dataclass
class BookletReport:
    pages: int
    left_out: list[str] = field(default_factory=list)  # titles of sources left out (personal use only)
    unresolved: list[str] = field(default_factory=list)  # layout rules a page could not keep
    layouts: int = 0


def build_booklet(corpus: Corpus, out_path: Path, laws: Iterable[str] | str | None = None,
                  commentary: bool = True, imposition: str | None = None, *, public: bool = False,
                  law_per_page: bool = False, site_url: str | None = None) -> BookletReport:
    """Write the booklet PDF for `laws` (None: all; "27-31,70" or ["27", "70"]) to out_path, atomically.

    public=True leaves out sources for personal use only (Source.rights); law_per_page starts every Law on a new
    page; site_url (mkdocs.yml's) puts the site's address and QR codes on the cover and beside each Law.
    imposition="a4-saddle" writes the pages two per A4 side in saddle-stitch order instead.
    Raises LawrefError for an unknown Law or an unwritable path; out_path is then left as it was.
    """
    if imposition is not None and imposition not in IMPOSITIONS:
        raise LawrefError(f"unknown imposition {imposition!r}", hint=f"use one of: {', '.join(IMPOSITIONS)}")
    left_out = []
    if public:
        left_out = [s.title for s in personal_sources(corpus)]
        corpus = public_corpus(corpus)
    if public and not corpus.laws():
        raise LawrefError("nothing to print: every source is for personal use only", hint="leave out --public")
    chosen = select_laws(laws, corpus.laws())
    plan = plan_booklet(corpus, chosen, commentary, law_per_page, whole=laws is None)
    if not plan.sections or not any(s.items for s in plan.sections):
        which = f"Law {chosen[0]} has" if len(chosen) == 1 else f"Laws {describe(chosen)} have"
        raise LawrefError(f"nothing to print: {which} no text in the corpus, only commentary",
                          hint="leave out --no-commentary")
    # The output is claimed first, so an unwritable path fails before seconds of layout.
    with atomic_output(Path(out_path)) as tmp, tempfile.TemporaryDirectory(prefix="lawref-booklet-") as work:
        report = typeset(plan, Path(work), tmp, site_url=site_url or None)
        report.left_out = left_out
        if imposition == "a4-saddle":
            impose_a4_saddle(tmp, tmp)
    return report


def edition_of(plan: Plan, site_url: str | None) -> matter.Edition:
    from lawref import __version__

    stamp = os.environ.get("SOURCE_DATE_EPOCH")
    when = time.gmtime(int(stamp)) if stamp and stamp.isdigit() else time.localtime()
    digest = hashlib.sha256()
    for clause_id in sorted(plan.printed):
        clause = plan.corpus[clause_id]
        digest.update(f"{clause.id}\0{clause.title}\0{clause.text}\0".encode())
    return matter.Edition(time.strftime("%d.%m.%Y", when), __version__, digest.hexdigest()[:8], site_url or "")


def typeset(plan: Plan, work: Path, out: Path, site_url: str | None = None) -> BookletReport:
    from lawref.booklet.qr import qr_img

    qr = qr_img if site_url else None
    sections = build_blocks(plan, site_url, qr)
    blocks = [b for s in sections for b in s]
    renderer = Renderer()
    decisions = Decisions()
    pager = Paginator(plan.corpus, blocks, decisions, work, renderer)
    start_at: int | None = 0
    starts: list[int] = []  # first record of each section laid out
    for _ in range(MAX_DIGIT_ROUNDS):
        if starts:  # lay out again from that section; the pages written before stay unused in their parts
            first_record = starts[start_at]
            pager.previous = dict(pager.anchor_page)
            del pager.records[first_record:]
            pager.anchor_page = {a: n for a, n in pager.anchor_page.items() if n <= first_record}
            starts = starts[:start_at]
        for section in sections[start_at:]:
            starts.append(len(pager.records))
            pager.section(section)
        pager.finish()
        start_at = _first_wrong_digits(pager, starts)
        if start_at is None:
            break
    else:
        pager.unresolved.append(f"some page numbers of references still have a digit more or less than the room "
                                f"kept for them after {MAX_DIGIT_ROUNDS} layouts")
    body = pager.records

    ref_pages: dict[str, int] = {}  # each reference's page: where it starts
    for record in body:
        for name in record.info.anchors:
            if key := decisions.key_of(name, "r"):
                ref_pages.setdefault(key, record.number)
    anchor_page = dict(pager.anchor_page)
    parts = list(pager.parts)
    back_records = _back_matter(plan, renderer, work, pager, blocks, ref_pages, anchor_page, parts)
    for record in back_records:
        for name in record.info.anchors:
            anchor_page.setdefault(name, record.number)
    edition = edition_of(plan, site_url)
    front_records = _front_matter(plan, renderer, work, sections, anchor_page, edition, parts)
    records = front_records + body + back_records

    targets = {key: run.target.anchor for key, run in pager.refs.items()}
    stamps = _stamps(plan, records, decisions, targets, anchor_page)
    stamp_pdf = work / "stamps.pdf"
    _write_stamps(stamps, stamp_pdf)

    positions = {}
    for physical, record in enumerate(records):
        for name, position in record.info.anchors.items():
            positions.setdefault(name, (physical, position[1]))
    links = []
    for physical, record in enumerate(records):
        for kind, target, rect in record.info.links:
            if kind == "external":
                links.append((physical, rect, target))
            elif kind == "internal" and target in positions:
                links.append((physical, rect, positions[target]))
    outline = [(1, "Содержание", 2, 0.0)]  # the contents follow the cover and the colophon
    for block in blocks:
        if block.outline and block.anchors and block.anchors[0] in positions:
            page, y = positions[block.anchors[0]]
            outline.append((block.outline[0], block.outline[1], page, y))
    for name, title in INDEXES:
        if name in positions:
            outline.append((1, title, *positions[name]))
    title, sub = matter.booklet_title(plan)
    used = plan.source_keys()
    authors = "; ".join(dict.fromkeys(s.author for s in plan.corpus.sources if s.author and s.key in used))
    metadata = {"Title": title, "Author": authors, "Subject": sub or title, "Creator": "lawref booklet",
                "Producer": f"lawref {edition.version} (WeasyPrint, pypdf)"}
    page_files = [(parts[r.part], r.index) for r in records]
    assemble(Assembly(page_files, stamp_pdf, links, outline, len(front_records), metadata), out)
    return BookletReport(len(records), unresolved=pager.unresolved, layouts=pager.layouts)


def _write_stamps(stamps: list[Stamp], path: Path) -> None:
    renderer = Renderer(STAMP_CSS)
    from weasyprint import HTML

    HTML(string=stamp_html(stamps), base_url=str(renderer.folder) + "/").render(
        stylesheets=[renderer.css], font_config=renderer.fonts).write_pdf(target=str(path))


def _first_wrong_digits(pager: Paginator, starts) -> int | None:
    """The first section whose references reserved a wrong number of digits for their targets' pages."""
    dec = pager.decisions
    wrong = None
    for record in pager.records:
        for pid in record.info.placeholders:
            key = dec.key_of(pid, "p")
            run = pager.refs.get(key)
            page = pager.anchor_page.get(run.target.anchor) if run else None
            if page is not None and len(str(page)) != dec.digits.get(key, 1):
                dec.digits[key] = len(str(page))
                if wrong is None:
                    wrong = record.number
    if wrong is None:
        return None
    return max(i for i, first in enumerate(starts) if first < wrong)


def _back_matter(plan, renderer, work, pager, blocks, ref_pages, anchor_page, parts) -> list[PageRecord]:
    terms = subject_terms(plan)
    hits = occurrences(terms, blocks)
    page_of = _char_pages(pager.records)
    rows = []
    for term in terms:
        pages = sorted({page_of(b, at) for b, at in hits[term.heading]} - {None})
        defined = anchor_page.get(term.defined_at) if term.defined_at else None
        if pages or defined:
            rows.append((term.heading, pages, defined))
    html = matter.subject_index_html(rows) if rows else ""
    entries = matter.xref_entries(plan, ref_pages, anchor_page)
    if entries:
        html += matter.xref_index_html(plan, entries)
    if not html:
        return []
    return _matter_records(renderer, html, work / "back.pdf", parts, "back", first_number=len(pager.records) + 1)


def _front_matter(plan, renderer, work, sections, anchor_page, edition, parts) -> list[PageRecord]:
    from lawref.booklet.qr import qr_img

    entries = []
    for section in sections:
        for block in section:
            if block.outline and block.tag in ("h1", "h2", "h3") and block.anchors:
                page = anchor_page.get(block.anchors[0])
                if page is not None:
                    entries.append((block.outline[0], block.outline[1], str(page)))
    for name, title in INDEXES:
        if name in anchor_page:
            entries.append((1, title, str(anchor_page[name])))
    html = (matter.cover_html(plan, edition, qr_img) + matter.colophon_html(plan, edition)
            + matter.contents_html(entries))
    document = renderer.layout(html)
    pages = list(document.pages)
    if len(pages) % 2:
        pages += renderer.layout('<div class="blank"></div>').pages  # the text starts on a right-hand page
    return _write_matter(renderer, pages, work / "front.pdf", parts, "front", 0)


def _matter_records(renderer, html, path, parts, kind, first_number) -> list[PageRecord]:
    return _write_matter(renderer, list(renderer.layout(html).pages), path, parts, kind, first_number)


def _write_matter(renderer, pages, path, parts, kind, first_number) -> list[PageRecord]:
    records = []
    for index, page in enumerate(pages):
        info = read_page(page, {}, {})
        page.links.clear()
        number = first_number + index if first_number else 0
        records.append(PageRecord(number, len(parts), index, info, kind=kind))
    renderer.write(pages, path)
    parts.append(path)
    return records


def _char_pages(records: list[PageRecord]):
    """(block, character offset) -> page number, from the lines each page holds."""
    spans: dict[int, list[tuple[int, int]]] = {}
    for record in records:
        for line in record.info.lines:
            spans.setdefault(line.block, []).append((line.start, record.number))

    def page_of(block_index: int, char: int):
        lines = spans.get(block_index)
        if not lines:
            return None
        page = lines[0][1]
        for start, number in lines:
            if start <= char:
                page = number
        return page

    return page_of


INDEXES = (("subject-index", "Предметный указатель"), ("xref-index", "Указатель ссылок"))
ROMAN = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii", "xiii", "xiv", "xv", "xvi",
         "xvii", "xviii", "xix", "xx")


def roman(number: int) -> str:
    return ROMAN[number - 1] if number <= len(ROMAN) else str(number)


def _stamps(plan: Plan, records: list[PageRecord], dec: Decisions, targets: dict[str, str],
            anchor_page: dict[str, int]) -> list[Stamp]:
    slots = {group: n for n, group in enumerate(plan.groups)}
    stamps = []
    index_title, seen = "", set()
    for physical, record in enumerate(records):
        stamp = Stamp(right=physical % 2 == 0)
        if record.kind == "front":
            if physical >= 2 and (record.info.lines or record.info.anchors):
                stamp.folio = roman(physical + 1)  # the cover and the colophon carry none
        else:
            stamp.folio = str(record.number)
        if record.kind == "body":
            if record.laws:
                first, last = record.laws[0], record.laws[-1]
                stamp.corner = first if first == last else f"{first}–{last}"
                stamp.head = law_title(plan, record.laws[0])
            if record.group in slots:
                stamp.tab = (slots[record.group], plan.groups[record.group])
        if record.kind == "back":  # an index's pages after its first carry its title as running head
            starts = [title for name, title in INDEXES if name in record.info.anchors and name not in seen]
            seen.update(name for name, _ in INDEXES if name in record.info.anchors)
            stamp.head = "" if starts else index_title
            index_title = starts[-1] if starts else index_title
            stamp.tab = (-1, "Указ.")
        if record.personal:
            stamp.notice = PERSONAL_NOTICE
        for pid, ph in record.info.placeholders.items():
            page = anchor_page.get(targets.get(dec.key_of(pid, "p") or "", ""))
            if page is not None:
                stamp.numbers.append((ph.x, ph.y, ph.height, ph.font_size, str(page)))
        stamps.append(stamp)
    return stamps
