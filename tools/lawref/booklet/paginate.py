"""Page by page layout of one section (it starts on a new page): each page laid out once it is right, in memory
a few pages at a time. A section is laid out from a SectionJob alone (layout.py runs the sections of a booklet,
in other processes when there are cores for them), so nothing here depends on the other sections.

The section is laid out in windows of a few pages of text, each from the top of the first page not yet kept: the
block and the character a page starts at are read from the layout (pages.py), and the next window starts there
(blockhtml renders a block from any line). A window's pages are laid out one at a time and checked as they come
(renderer.Renderer.pages); the first page that breaks a rule gets the decision that fixes it
(blockhtml.Decisions), the pages before it are kept, and the next window starts at it, so no page after it is
laid out in vain. A page on which the window's text ends is not kept either: what follows may change it. Rules
checked:
  - a reference whose target is on its own page has no page note, every other one has one, and the digits
    reserved for the number are those of the target's page (the job gives the pages of targets not laid out
    here: estimated at first, then as last laid out; layout.py checks them once every page is known);
  - the first marker of a footnote on a page carries the note to that page's foot, the others are calls;
  - no page ends inside a word; no more than two hyphenated lines in a row.
A job may be a patch: the section's pages of the last layout, with the pages whose decisions changed. It keeps
the pages before the first of them, lays out again from there, and takes the old pages back from the first
page that starts where an old one started (same character, same run of hyphenated lines above it): a page
depends only on where it starts and on the decisions about what it holds.
Kept pages are written to part PDFs every BATCH pages, so memory holds one window and one batch. Links and
bookmarks are not written by WeasyPrint: assemble.py adds them with the pages' final numbers.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path

from lawref.booklet.blockhtml import BlockHtml, Decisions
from lawref.booklet.blocks import Block
from lawref.booklet.pages import Line, PageInfo, read_page

BATCH = 40  # kept pages held in memory before they are written to a part PDF
WINDOW = 6  # pages of text given to a layout at a time (laid out one by one, up to the first that breaks a rule)
MAX_RETRIES = 8  # a page that still breaks a rule after this many layouts is kept as it is (and reported)
MAX_HYPHENATED = 2


@dataclass
class PageRecord:
    number: int  # arabic page number in the body and back matter (0 for front matter)
    part: Path  # the part PDF that holds the page
    index: int  # page index in that part
    info: PageInfo
    laws: tuple[str, ...] = ()
    group: str = ""
    personal: bool = False
    kind: str = "body"  # "body" | "back" | "front"
    carry: int = 0  # hyphenated lines in a row at the foot of the page before, same block


@dataclass
class SectionJob:
    section: int  # its index among the booklet's sections
    blocks: list[Block]
    decisions: Decisions  # about this section's references, markers and blocks (Decisions.part)
    first_page: int  # the number of its first page (estimated until the sections before it are laid out)
    pages: dict[str, int]  # anchor -> page of every target: estimated at first, then as last laid out
    notes: dict  # footnote id -> Clause, for the notes its markers carry
    workdir: Path
    name: str  # prefix of its part PDFs, unique in the build
    old: list[PageRecord] = field(default_factory=list)  # a patch: the section's pages as last laid out,
    redo: set[int] = field(default_factory=set)  # and the indexes of those whose decisions changed
    chars_per_page: float = 1400.0  # a first guess, for the size of the windows
    cmyk: bool = False  # the press's colours (--print): the same layout, other colour operators


@dataclass
class SectionLayout:
    section: int
    records: list[PageRecord]  # numbered from the job's first page
    decisions: Decisions
    unresolved: list[tuple[str, dict]]  # (label of messages.toml, its fields)
    layouts: int  # windows laid out (for the benchmark)
    pages_laid_out: int
    seconds: float = 0.0  # CPU time of the job (for the benchmark)


def lay_out_section(job: SectionJob) -> SectionLayout:
    """Lay a section out (in this process or in a worker of layout.py's pool)."""
    from lawref.booklet.renderer import shared

    started = time.process_time()
    pager = Paginator(job, shared(cmyk=job.cmyk))  # WeasyPrint's fonts and the booklet's CSS loaded once a process
    pager.run()
    return SectionLayout(job.section, pager.records, pager.decisions, pager.unresolved, pager.layouts,
                         pager.pages_laid_out, time.process_time() - started)


class Paginator:
    def __init__(self, job: SectionJob, renderer):
        self.job = job
        self.renderer = renderer  # render.Renderer: HTML string -> weasyprint Document
        self.blocks = job.blocks
        self.decisions = job.decisions
        self.records: list[PageRecord] = []
        self.own_pages: dict[str, int] = {}  # anchors on the pages kept here
        self.unresolved: list[tuple[str, dict]] = []
        self.layouts = 0
        self.pages_laid_out = 0
        self.chars_per_page = job.chars_per_page
        self.by_index = {b.index: b for b in self.blocks}
        self.position = {b.index: i for i, b in enumerate(self.blocks)}
        self.html = BlockHtml(job.notes, self.decisions)
        self.refs = {r.key: r for b in self.blocks for r in b.all_runs() if r.kind == "ref" and r.target}
        self.markers = {r.key: (b.index, r.start, r.footnote_id) for b in self.blocks for r in b.runs
                        if r.kind == "fn"}
        self._pending: list = []
        self._parts = 0
        self._restart = min(job.redo, default=0)  # the old page laid out again from
        self.offset: dict[int, int] = {}  # block -> where it starts in the section, in window units
        total = 0
        for block in self.blocks:
            self.offset[block.index] = total
            total += units(block)

    def run(self) -> None:
        job = self.job
        top, carry = (self.blocks[0].index, 0), 0
        if job.redo:  # a patch: the pages before the first to lay out again are kept as they are
            start = min(job.redo)
            for record in job.old[:start]:
                self._take(record)
            top, carry = job.old[start].info.top, job.old[start].carry
        while top is not None:
            top, carry = self.window_run(top, carry)
        self._flush()

    def window_run(self, top: tuple[int, int], carry: int):
        """Lay out from a page starting at `top` until the section ends, or (a patch) until a page starts where
        an old one did: then take the old pages up to the next one to lay out again, and return where it starts."""
        blocks, retries = self.blocks, {}
        window = WINDOW
        realign = self._realign_points()
        while top is not None:
            if (old := realign.get((top, carry))) is not None:
                return self._take_old(old)
            pos, skip = self.position[top[0]], top[1]
            end, chars = pos, 0
            while end < len(blocks) and (chars < window * self.chars_per_page or end == pos):
                chars += units(blocks[end])
                end += 1
            html = [self.html.block_html(blocks[pos], skip)] + [self.html.block_html(b) for b in blocks[pos + 1:end]]
            self.layouts += 1
            base = self.job.first_page + len(self.records)
            progress: dict[int, int] = {}
            window_pages: dict[str, int] = {}
            runs = HyphenRuns(carry)
            last = blocks[end - 1]
            top, kept, short = None, 0, False
            for k, page in enumerate(self.renderer.pages("".join(html))):
                self.pages_laid_out += 1
                info = read_page(page, self.by_index, progress)
                for name in info.anchors:
                    window_pages.setdefault(name, base + k)
                carry, fixes = runs.page(info, self.by_index)
                if k and info.top is not None and (old := realign.get((info.top, carry))) is not None:
                    return self._take_old(old)
                if end < len(blocks) and progress.get(last.index, -1) >= len(last.ns_pos):
                    # the window's text ends on this page: it may change with what follows
                    top, short = info.top or _unplaced(blocks[pos:end], progress) or (blocks[end].index, 0), True
                    break
                self.decisions.nohyph.update(fixes)
                if (self._check(info, base + k, window_pages) or fixes) and info.top is not None:
                    retries[info.top] = retries.get(info.top, 0) + 1
                    if retries[info.top] <= MAX_RETRIES:
                        top = info.top  # laid out again with the decisions that fix it
                        break
                    self.unresolved.append(("booklet_unresolved_page", {"page": base + k, "retries": MAX_RETRIES}))
                self._keep(page, info, carry)
                kept += 1
            else:
                top = None if end == len(blocks) else _unplaced(blocks[pos:end], progress) or (blocks[end].index, 0)
            window = window * 2 if short and not kept else WINDOW
        return None, 0

    # -- patches -------------------------------------------------------------------------------------------
    def _realign_points(self) -> dict:
        """(top, carry) -> index of an old page past the one laid out again from, that may be taken as it is."""
        old, redo = self.job.old, self.job.redo
        return {(r.info.top, r.carry): i for i, r in enumerate(old) if i > self._restart and i not in redo}

    def _take_old(self, first: int):
        """Take the old pages from `first` up to the next one whose decisions changed; where that one starts."""
        old, redo = self.job.old, self.job.redo
        following = min((i for i in redo if i > first), default=len(old))
        for record in old[first:following]:
            self._take(record)
        self._restart = following
        if following == len(old):
            return None, 0
        return old[following].info.top, old[following].carry

    def _take(self, record: PageRecord) -> None:
        number = self.job.first_page + len(self.records)
        self.records.append(PageRecord(number, record.part, record.index, record.info, record.laws, record.group,
                                       record.personal, record.kind, record.carry))
        for name in record.info.anchors:
            self.own_pages.setdefault(name, number)

    # -- rules ---------------------------------------------------------------------------------------------
    def _check(self, info: PageInfo, number: int, window_pages: dict[str, int]) -> bool:
        """Fix what the page gets wrong; True when something changed (the page is then laid out again)."""
        dec = self.decisions
        changed = False
        if info.lines:
            last = info.lines[-1]
            block = self.by_index[last.block]
            if last.split and last.end < len(block.ns_pos):
                dec.nohyph.add(word_at(block, last))
                changed = True
        for name in info.anchors:
            key = dec.key_of(name, "r")
            run = self.refs.get(key) if key else None
            if run is None or window_pages.get(name) != number:
                continue  # a reference broken across a page turn belongs to the page it starts on
            target = run.target.anchor
            page = self.own_pages.get(target) or window_pages.get(target)
            same = page == number
            page = page or self.job.pages.get(target)  # not laid out here yet: estimated, or as last laid out
            if same != (key in dec.hidden_notes):
                (dec.hidden_notes.add if same else dec.hidden_notes.discard)(key)
                changed = True
            if not same:
                digits = len(str(page or number + 1))
                if dec.digits.get(key, 1) != digits:
                    dec.digits[key] = digits
                    changed = True
        marks = sorted((self.markers[key], key) for name in info.anchors if (key := dec.key_of(name, "m"))
                       in self.markers)
        seen: set[str] = set()
        for (_, _, note), key in marks:
            should = note not in seen
            seen.add(note)
            if should != (key in dec.carriers):
                (dec.carriers.add if should else dec.carriers.discard)(key)
                changed = True
        return changed

    # -- kept pages ----------------------------------------------------------------------------------------
    def _keep(self, page, info: PageInfo, carry: int) -> None:
        number = self.job.first_page + len(self.records)
        blocks = [self.by_index[i] for i in info.blocks]
        laws = tuple(dict.fromkeys(b.law for b in blocks if b.law))
        record = PageRecord(number, self._part_path(), len(self._pending), info, laws=laws,
                            group=blocks[0].group if blocks else "", personal=any(b.personal for b in blocks),
                            carry=carry)
        self.records.append(record)
        for name in info.anchors:
            self.own_pages.setdefault(name, number)
        if info.lines:
            first, last = info.lines[0], info.lines[-1]
            used = self._at(last.block, last.end - 1) - self._at(first.block, first.start)
            self.chars_per_page = 0.8 * self.chars_per_page + 0.2 * max(300, used)
        page.links.clear()  # assemble.py writes the links, knowing every page
        self._pending.append(page)
        if len(self._pending) >= BATCH:
            self._flush()

    def _at(self, block: int, char: int) -> int:
        return self.offset[block] + self.by_index[block].ns_pos[char]

    def _part_path(self) -> Path:
        return self.job.workdir / f"{self.job.name}-{self._parts:03d}.pdf"

    def _flush(self) -> None:
        if not self._pending:
            return
        self.renderer.write(self._pending, self._part_path())
        self._parts += 1
        self._pending = []


class HyphenRuns:
    """Hyphenated lines in a row, page after page of a window, and a fix for the first third one in a row of each
    block (the lines after it change with the fix). A paragraph's lines do not depend on where pages break, so
    these fixes hold whatever page the window restarts at."""

    def __init__(self, carry: int):
        self.run, self.block, self.first = carry, None, True
        self.fixed: set[int] = set()

    def page(self, info: PageInfo, by_index: dict[int, Block]) -> tuple[int, list[tuple[int, int, int]]]:
        """(hyphenated lines in a row above the page's first line, words to keep whole)."""
        if self.first:
            self.block, self.first = (info.lines[0].block if info.lines else None), False
        carry = self.run if info.lines and info.lines[0].block == self.block else 0
        fixes = []
        for line in info.lines:
            if line.block != self.block:
                self.block, self.run = line.block, 0
            self.run = self.run + 1 if line.hyphen else 0
            if self.run > MAX_HYPHENATED and line.block not in self.fixed:
                fixes.append(word_at(by_index[line.block], line))
                self.fixed.add(line.block)
                self.run = 0
        return carry, fixes


def _unplaced(blocks: list[Block], progress: dict[int, int]) -> tuple[int, int] | None:
    """Where the first character not yet placed stands, as a page top (block, skip)."""
    for block in blocks:
        done = progress.get(block.index, 0)
        if done < len(block.ns_pos) or block.index not in progress:
            return block.index, done
    return None


def units(block: Block) -> int:
    """A block's size for guessing how many fit on a page: its characters, and a line's worth for its margins
    and its last, short line."""
    return len(block.text) + 120


def word_at(block: Block, line: Line) -> tuple[int, int, int]:
    """The word a line ends inside, as (block, start, end) offsets of the block's text: to be kept whole."""
    at = block.ns_pos[line.end - 1]
    text = block.text
    start, end = at, at + 1
    while start > 0 and not text[start - 1].isspace():
        start -= 1
    while end < len(text) and not text[end].isspace():
        end += 1
    return block.index, start, end
