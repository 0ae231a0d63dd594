"""Rendering the booklet. Stages, in order (build_booklet):
  1. select the Laws (select.py), leave out texts for personal use only when public, plan the sections
     (plan.py) and turn them into blocks (blocks.py);
  2. lay the body out (layout.py): each section page by page (paginate.py), each page once it keeps every
     rule, written in parts, the sections in parallel on the cores there are; then check the digits reserved
     for the page numbers of references and patch the sections that reserved too few or too many;
  3. meanwhile find the subject index's words in the text (subject.py);
  4. lay out the back matter (subject index, index of references) and the front matter (cover, colophon,
     contents), whose page numbers are all known by then, while another process draws the body's stamps;
  5. stamp every page (stamp.py: running heads, page numbers, thumb tabs, notices, the references' page
     numbers) and assemble the PDF (assemble.py: links, bookmarks, page labels, metadata, language);
  6. write it atomically (and impose it for a4-saddle).
For the press (press=True, `--print`) the same layout is drawn in device-cmyk() colours, padded with blank
pages to a multiple of four, and every page set on a sheet with bleed and crop marks (stamp.py, assemble.py).
"""

from __future__ import annotations

import hashlib
import os
import tempfile
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from lawref.booklet import matter
from lawref.booklet.assemble import Assembly, assemble
from lawref.booklet.blockhtml import Decisions
from lawref.booklet.blocks import build_blocks
from lawref.booklet.impose import IMPOSITIONS, impose_a4_saddle
from lawref.booklet.layout import Body, Stopped, lay_out_body
from lawref.booklet.output import atomic_output
from lawref.booklet.pages import read_page
from lawref.booklet.paginate import PageRecord
from lawref.booklet.plan import Plan, law_title, plan_booklet
from lawref.booklet.renderer import shared
from lawref.booklet.select import describe, select_laws
from lawref.booklet.stamp import Stamp, stamp_css, stamp_html
from lawref.booklet.subject import occurrences, subject_terms
from lawref.booklet.workers import Workers, default_processes
from lawref.corpus.rights import PERSONAL_NOTICE, personal_sources, public_corpus
from lawref.errors import LawrefError, os_reason
from lawref.model import Corpus
from lawref.numbering import int_to_roman


@dataclass
class BookletReport:
    pages: int
    left_out: list[str] = field(default_factory=list)  # titles of sources left out (personal use only)
    # layout rules a page could not keep: (a label of messages.toml, its fields), worded in the run's language
    unresolved: list[tuple[str, dict]] = field(default_factory=list)
    layouts: int = 0  # windows laid out (for the benchmark)
    pages_laid_out: int = 0  # pages in those windows: each page of the body is laid out about this/pages times
    rounds: int = 0  # layouts of the whole body, then patches of the sections whose references' digits changed
    jobs: list = field(default_factory=list)  # layout.Body.jobs
    worker_processes: int = 0  # processes started beside this one (0: everything laid out here)
    blanks: int = 0  # blank pages added at the end for the press (a multiple of four pages)
    sides: int = 0  # A4 sheet sides written by an imposition (0: none)


def build_booklet(corpus: Corpus, out_path: Path, laws: Iterable[str] | str | None = None,
                  commentary: bool = True, imposition: str | None = None, *, public: bool = False,
                  law_per_page: bool = False, site_url: str | None = None,
                  processes: int | None = None, changes_since: int | None = None, press: bool = False,
                  icc: Path | None = None, stop: Callable[[], bool] | None = None) -> BookletReport:
    """Write the booklet PDF for `laws` (None: all; "27-31,70" or ["27", "70"]) to out_path, atomically.

    public=True leaves out sources for personal use only (Source.rights); law_per_page starts every Law on a new
    page; site_url (mkdocs.yml's) puts the site's address and QR codes on the cover and beside each Law.
    imposition="a4-saddle" writes the pages two per A4 side in saddle-stitch order instead. press=True writes the
    file for a printing press (bleed, crop marks, CMYK, a multiple of four pages); icc, a CMYK profile, is then
    embedded as its output intent.
    changes_since=2017 adds the appendix of changes from that edition to the newest (lawref.booklet.changes).
    stop, asked between the stages (and between the body's sections), ends the typesetting once it answers True
    (the editor's loop: an edit made this booklet stale) by raising Stopped.
    Raises LawrefError for an unknown Law or an unwritable path; out_path is then left as it was (and so it is
    when stopped).
    """
    if imposition is not None and imposition not in IMPOSITIONS:
        raise LawrefError.labelled("booklet_imposition", imposition=imposition, known=", ".join(IMPOSITIONS))
    if press and imposition:
        raise LawrefError.labelled("booklet_print_and_imposition")
    icc_profile = read_icc(icc) if icc else None
    left_out = []
    if public:
        left_out = [s.title for s in personal_sources(corpus)]
        corpus = public_corpus(corpus)
    if public and not corpus.laws():
        raise LawrefError.labelled("booklet_all_personal")
    chosen = select_laws(laws, corpus.laws())
    plan = plan_booklet(corpus, chosen, commentary, law_per_page, whole=laws is None)
    if changes_since is not None:
        from lawref.editions import changes_between, compared_pair

        old, new = compared_pair(corpus, changes_since, None)
        plan.changes = changes_between(old, new)
    if not plan.sections or not any(s.items for s in plan.sections):
        raise LawrefError.labelled("booklet_only_commentary_" + ("one" if len(chosen) == 1 else "many"),
                                   laws=describe(chosen))
    # The output is claimed first, so an unwritable path fails before seconds of layout.
    with atomic_output(Path(out_path)) as tmp, tempfile.TemporaryDirectory(prefix="lawref-booklet-") as work:
        report = typeset(plan, Path(work), tmp, site_url=site_url or None, processes=processes, press=press,
                         icc=icc_profile, stop=stop or _never)
        report.left_out = left_out
        if imposition == "a4-saddle":
            report.sides = impose_a4_saddle(tmp, tmp)
    return report


def _never() -> bool:
    return False


def _go_on(stop: Callable[[], bool]) -> None:
    """Raise Stopped if `stop()` says so: between the stages, each of which takes a share of a second or more."""
    if stop():
        raise Stopped


def edition_of(plan: Plan, site_url: str | None) -> matter.Edition:
    from lawref import __version__

    stamp = os.environ.get("SOURCE_DATE_EPOCH")
    when = time.gmtime(int(stamp)) if stamp and stamp.isdigit() else time.localtime()
    digest = hashlib.sha256()
    for clause_id in sorted(plan.printed):
        clause = plan.corpus[clause_id]
        digest.update(f"{clause.id}\0{clause.printed_title}\0{clause.text}\0".encode())
        if clause.figure:  # printed too (an example's hand diagram)
            digest.update(("\n".join(clause.figure) + f"\0{clause.figure_after}\0").encode())
    return matter.Edition(time.strftime("%d.%m.%Y", when), __version__, digest.hexdigest()[:8], site_url or "")


def read_icc(path: Path) -> tuple[str, bytes]:
    """(name, bytes) of a CMYK ICC profile; a file that is not one is refused, naming it."""
    try:
        data = Path(path).read_bytes()
    except OSError as err:
        raise LawrefError.labelled("booklet_icc_unreadable", path=str(path), **os_reason(err)) from None
    if len(data) < 128 or data[36:40] != b"acsp" or data[16:20] != b"CMYK":
        raise LawrefError.labelled("booklet_icc_not_cmyk", path=str(path))
    return Path(path).stem, data


def typeset(plan: Plan, work: Path, out: Path, site_url: str | None = None,
            processes: int | None = None, press: bool = False, icc: tuple[str, bytes] | None = None,
            stop: Callable[[], bool] = _never) -> BookletReport:
    from lawref.booklet.qr import cmyk_qr_img, qr_img

    qr = (cmyk_qr_img if press else qr_img) if site_url else None
    sections = build_blocks(plan, site_url, qr)
    blocks = [b for s in sections for b in s]
    terms, hits = subject_terms(plan), {}
    _go_on(stop)
    with Workers(processes or default_processes()) as workers:
        # The subject index's words are found while the sections are laid out in other processes.
        body = lay_out_body(plan.corpus, sections, work, workers,
                            meanwhile=lambda: hits.update(occurrences(terms, blocks)), cmyk=press, stop=stop)
        report = _finish(plan, work, out, site_url, sections, blocks, body, terms, hits, workers, press, icc, stop)
    return report


def _finish(plan, work, out, site_url, sections, blocks, body: Body, terms, hits, workers, press=False,
            icc=None, stop: Callable[[], bool] = _never) -> BookletReport:
    decisions = body.decisions
    ref_pages: dict[str, int] = {}  # each reference's page: where it starts
    for record in body.records:
        for name in record.info.anchors:
            if key := decisions.key_of(name, "r"):
                ref_pages.setdefault(key, record.number)
    anchor_page = dict(body.anchor_page)
    targets = {r.key: r.target.anchor for b in blocks for r in b.all_runs() if r.kind == "ref" and r.target}
    # The body's stamps are drawn in other processes while this one lays out the back and front matter: by the
    # workers that laid the chapters out, or by one started for a long book. The front matter has an even number
    # of pages, so a body page's side is that of its number.
    stamps = _stamps(plan, body.records, decisions, targets, anchor_page, 0)
    body_stamps = [workers.submit(write_stamps, stamps[at:at + STAMP_BATCH], work / f"stamps-body{at}.pdf", press,
                                  here=not workers.started and len(stamps) < 80)
                   for at in range(0, len(stamps), STAMP_BATCH)]
    _go_on(stop)
    renderer = shared(cmyk=press)
    back_records = _back_matter(plan, renderer, work, body.records, terms, hits, ref_pages, anchor_page)
    for record in back_records:
        for name in record.info.anchors:
            anchor_page.setdefault(name, record.number)
    _go_on(stop)
    edition = edition_of(plan, site_url)
    front_records = _front_matter(plan, renderer, work, sections, anchor_page, edition, press)
    records = front_records + body.records + back_records
    blanks = []
    if press:  # a saddle-stitched book has a multiple of four pages: the blanks are its last, as a printer puts them
        blanks = _blank_pages(renderer, work, -len(records) % 4)
    front_stamps = write_stamps(_stamps(plan, front_records, decisions, targets, anchor_page, 0),
                                work / "stamps-front.pdf", press)
    stamps = _stamps(plan, back_records + blanks, decisions, targets, anchor_page, len(records) - len(back_records))
    records += blanks
    back_stamps = [page for at in range(0, len(stamps), STAMP_BATCH)
                   for page in write_stamps(stamps[at:at + STAMP_BATCH], work / f"stamps-back{at}.pdf", press)]
    stamp_pages = front_stamps + [page for job in body_stamps for page in job.result()] + back_stamps
    _go_on(stop)

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
            # a viewer's bookmark is one line: a chapter's label and title set apart (blocks.heading) join by a space
            outline.append((block.outline[0], block.outline[1].replace("\n", " "), page, y))
    for name, title in INDEXES:
        if name in positions:
            outline.append((1, title, *positions[name]))
    title, sub = matter.booklet_title(plan)
    metadata = {"Title": title, "Author": matter.booklet_author(plan), "Subject": sub or title,
                "Creator": "lawref booklet", "Producer": f"lawref {edition.version} (WeasyPrint, pypdf)"}
    page_files = [(r.part, r.index) for r in records]
    assemble(Assembly(page_files, stamp_pages, links, outline, len(front_records), metadata, press=press,
                      icc=icc), out)
    return BookletReport(len(records), unresolved=body.unresolved, layouts=body.layouts,
                         pages_laid_out=body.pages_laid_out, rounds=body.rounds, jobs=body.jobs,
                         worker_processes=workers.started, blanks=len(blanks))


# Stamp pages laid out in one document: memory grows with a document's pages, and the body's share out among
# the workers. Not the number of workers: the booklet is the same whatever it is.
STAMP_BATCH = 100


def write_stamps(stamps: list[Stamp], path: Path, press: bool = False) -> list[tuple[Path, int]]:
    """One stamp page per booklet page (in a worker process or here); (PDF, page index) of each."""
    if not stamps:
        return []
    shared(stamp_css(press)).layout(stamp_html(stamps, press)).write_pdf(target=str(path))
    return [(path, index) for index in range(len(stamps))]


def _back_matter(plan, renderer, work, body, terms, hits, ref_pages, anchor_page) -> list[PageRecord]:
    page_of = _char_pages(body)
    rows = []
    for term in terms:
        pages = sorted({page_of(b, at) for b, at in hits[term.heading]} - {None})
        defined = anchor_page.get(term.defined_at) if term.defined_at else None
        if pages or defined:
            rows.append((term.heading, pages, defined))
    html = matter.subject_index_html(rows) if rows else ""
    situations = matter.situation_rows(plan, anchor_page)
    if situations:
        html += matter.situation_index_html(situations)
    entries = matter.xref_entries(plan, ref_pages, anchor_page)
    if entries:
        html += matter.xref_index_html(plan, entries)
    if plan.changes is not None:  # lawref booklet --changes-since: the appendix of changes between editions
        from lawref.booklet.changes import appendix_html

        html += appendix_html(plan.changes, anchor_page)
    if not html:
        return []
    return _write_matter(renderer, list(renderer.layout(html).pages), work / "back.pdf", "back",
                         first_number=len(body) + 1)


def _front_matter(plan, renderer, work, sections, anchor_page, edition, press=False) -> list[PageRecord]:
    from lawref.booklet.qr import cmyk_qr_img, qr_img

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
    html = (matter.cover_html(plan, edition, cmyk_qr_img if press else qr_img) + matter.colophon_html(plan, edition)
            + matter.contents_html(entries))
    document = renderer.layout(html)
    pages = list(document.pages)
    if len(pages) % 2:
        pages += renderer.layout('<div class="blank"></div>').pages  # the text starts on a right-hand page
    return _write_matter(renderer, pages, work / "front.pdf", "front", 0)


def _blank_pages(renderer, work: Path, count: int) -> list[PageRecord]:
    if not count:
        return []
    pages = list(renderer.layout('<div class="blank"></div>').pages) * count
    return [PageRecord(0, record.part, 0, record.info, kind="blank")
            for record in _write_matter(renderer, pages[:1], work / "blank.pdf", "blank", 0)] * count


def _write_matter(renderer, pages, path, kind, first_number) -> list[PageRecord]:
    records = []
    for index, page in enumerate(pages):
        info = read_page(page, {}, {})
        page.links.clear()
        number = first_number + index if first_number else 0
        records.append(PageRecord(number, path, index, info, kind=kind))
    renderer.write(pages, path)
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


INDEXES = (("subject-index", "Предметный указатель"), ("situation-index", "Указатель ситуаций"),
           ("xref-index", "Указатель ссылок"), ("changes-appendix", "Приложение. Изменения"))


def roman(number: int) -> str:
    return int_to_roman(number)  # the front matter's folios: i, ii, iii …


def _stamps(plan: Plan, records: list[PageRecord], dec: Decisions, targets: dict[str, str],
            anchor_page: dict[str, int], first_physical: int) -> list[Stamp]:
    """The stamps of these pages, the first of them the booklet's `first_physical`-th page (from 0)."""
    slots = {group: n for n, group in enumerate(plan.groups)}
    stamps = []
    index_title, seen = "", set()
    for physical, record in enumerate(records, start=first_physical):
        stamp = Stamp(right=physical % 2 == 0)
        if record.kind == "blank":
            pass  # nothing printed on it, not even a folio
        elif record.kind == "front":
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
