"""Page by page layout of the body: each page laid out once it is right, in memory a few pages at a time.

A section (it starts on a new page) is laid out in windows of a few pages, each from the top of the first page
not yet kept: the block and the character a page starts at are read from the layout (pages.py), and the next
window starts there (blockhtml renders a block from any line). The pages of a window are checked in order; the
first page that breaks a rule gets the decision that fixes it (blockhtml.Decisions), the pages before it are
kept, and the next window starts at it. Rules checked:
  - a reference whose target is on its own page has no page note, every other one has one, and the digits
    reserved for the number are those of the target's page (targets further on are estimated; render.py checks
    them once every page is known);
  - the first marker of a footnote on a page carries the note to that page's foot, the others are calls;
  - no page ends inside a word; no more than two hyphenated lines in a row.
Kept pages are written to part PDFs every BATCH pages, so memory holds one window and one batch. Links and
bookmarks are not written by WeasyPrint: assemble.py adds them with the pages' final numbers.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from lawref.booklet.blockhtml import BlockHtml, Decisions
from lawref.booklet.blocks import Block
from lawref.booklet.pages import Line, PageInfo, read_page

BATCH = 40  # kept pages held in memory before they are written to a part PDF
WINDOW = 6  # pages laid out at a time (the last one is laid out again by the next window)
MAX_RETRIES = 8  # a page that still breaks a rule after this many layouts is kept as it is (and reported)
MAX_HYPHENATED = 2


@dataclass
class PageRecord:
    number: int  # arabic page number in the body and back matter (0 for front matter)
    part: int  # index into Paginator.parts
    index: int  # page index in that part
    info: PageInfo
    laws: tuple[str, ...] = ()
    group: str = ""
    personal: bool = False
    kind: str = "body"  # "body" | "back" | "front" | "cover"
    title: str = ""  # running head


@dataclass
class Paginator:
    corpus: object
    blocks: list[Block]
    decisions: Decisions
    workdir: Path
    renderer: object  # render.Renderer: HTML string -> weasyprint Document
    records: list[PageRecord] = field(default_factory=list)
    anchor_page: dict[str, int] = field(default_factory=dict)
    parts: list[Path] = field(default_factory=list)
    previous: dict[str, int] = field(default_factory=dict)  # anchor -> page in the previous full layout
    unresolved: list[str] = field(default_factory=list)
    layouts: int = 0  # windows laid out (for the benchmark)
    _pending: list = field(default_factory=list)
    chars_per_page: float = 1400.0

    def __post_init__(self):
        self.by_index = {b.index: b for b in self.blocks}
        self.html = BlockHtml(self.corpus, self.decisions)
        self.refs = {r.key: r for b in self.blocks for r in b.runs if r.kind == "ref" and r.target}
        self.markers = {r.key: (b.index, r.start, r.footnote_id) for b in self.blocks for r in b.runs
                        if r.kind == "fn"}
        self.offset = dict(zip((b.index for b in self.blocks), self._offsets()))
        self.cumulative = {a: self.offset[b.index] for b in self.blocks for a in b.anchors}
        self._here = 0
        self._guess_carriers()

    def _guess_carriers(self) -> None:
        """A first guess that spares most relayouts: a footnote's first marker, and any a page further on."""
        last: dict[str, int] = {}
        offset = dict(zip((b.index for b in self.blocks), self._offsets()))
        for key, (block, start, note) in sorted(self.markers.items(), key=lambda kv: kv[1][:2]):
            at = offset[block] + start
            if note not in last or at - last[note] > self.chars_per_page:
                self.decisions.carriers.add(key)
                last[note] = at

    def _offsets(self):
        total = 0
        for block in self.blocks:
            yield total
            total += len(block.text) + 120

    # -- one section ---------------------------------------------------------------------------------------
    def section(self, blocks: list[Block]) -> None:
        pos, skip, carry = 0, 0, 0
        retries: dict[tuple[int, int], int] = {}
        window = WINDOW
        while pos < len(blocks):
            end, chars = pos, 0
            while end < len(blocks) and (chars < window * self.chars_per_page or end == pos):
                chars += len(blocks[end].text) + 120
                end += 1
            at_end = end == len(blocks)
            html = [self.html.block_html(blocks[pos], skip)] + [self.html.block_html(b) for b in blocks[pos + 1:end]]
            document = self.renderer.layout("".join(html))
            self.layouts += 1
            progress: dict[int, int] = {}
            infos = [read_page(page, self.by_index, progress) for page in document.pages]
            keep_max = len(infos) if at_end else len(infos) - 1
            if keep_max <= 0:
                window *= 2
                continue
            base = len(self.records) + 1
            window_pages: dict[str, int] = {}
            for k, info in enumerate(infos):
                for name in info.anchors:
                    window_pages.setdefault(name, base + k)
            carries, run_fixes = self._hyphen_runs(infos, carry)
            self.decisions.nohyph.update(fix for _, fix in run_fixes)
            run_pages = {k for k, _ in run_fixes}
            keep = keep_max
            for k in range(keep_max):
                if self._check(infos, k, base, window_pages) or k in run_pages:
                    key = (infos[k].top or (pos, skip))
                    retries[key] = retries.get(key, 0) + 1
                    if retries[key] <= MAX_RETRIES:
                        keep = k
                        break
                    self.unresolved.append(f"page {base + k}: a layout rule still broken after "
                                           f"{MAX_RETRIES} layouts")
            while keep < len(infos) and infos[keep].top is None:
                keep += 1  # a page holding only footnotes carried over: nothing to start a layout at
            for k in range(keep):
                self._keep(document.pages[k], infos[k], base + k)
            if keep < len(infos):
                block_index, skip = infos[keep].top
                pos = next(i for i, b in enumerate(blocks) if b.index == block_index)
                carry = carries[keep]
                window = max(2, WINDOW if keep else window)
            else:
                pos = len(blocks)

    def finish(self) -> None:
        """Write the pages still held (parts may span sections: fewer copies of the font subsets)."""
        self._flush()

    def _check(self, infos: list[PageInfo], k: int, base: int, window_pages: dict[str, int]) -> bool:
        """Fix what page k gets wrong; True when something changed (page k is then laid out again)."""
        info, number, dec = infos[k], base + k, self.decisions
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
            page = self.anchor_page.get(target) or window_pages.get(target)
            same = page == number
            page = page or self.previous.get(target)  # a target further on: its page in the last layout
            if same != (key in dec.hidden_notes):
                (dec.hidden_notes.add if same else dec.hidden_notes.discard)(key)
                changed = True
            if not same:
                digits = len(str(page or self.estimate(run.target.anchor, number)))
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

    def _hyphen_runs(self, infos: list[PageInfo], carry: int):
        """The run of hyphenated lines at each page's top, and a fix for the first third hyphenated line in a
        row of each block (the lines after it change with the fix). A paragraph's lines do not depend on where
        pages break, so these fixes hold whatever page the window restarts at."""
        carries, fixes, fixed = [], [], set()
        run, block = carry, infos[0].lines[0].block if infos and infos[0].lines else None
        for k, info in enumerate(infos):
            carries.append(run if info.lines and info.lines[0].block == block else 0)
            for line in info.lines:
                if line.block != block:
                    block, run = line.block, 0
                run = run + 1 if line.hyphen else 0
                if run > MAX_HYPHENATED and line.block not in fixed:
                    fixes.append((k, word_at(self.by_index[line.block], line)))
                    fixed.add(line.block)
                    run = 0
        return carries, fixes

    def estimate(self, anchor: str, here: int) -> int:
        """The page a target not laid out yet will likely be on."""
        ahead = self.cumulative.get(anchor, 0) - self._here
        return max(here + 1, here + round(ahead / self.chars_per_page))

    def _keep(self, page, info: PageInfo, number: int) -> None:
        blocks = [self.by_index[i] for i in info.blocks]
        laws = tuple(dict.fromkeys(b.law for b in blocks if b.law))
        record = PageRecord(number, len(self.parts), len(self._pending), info, laws=laws,
                            group=blocks[0].group if blocks else "", personal=any(b.personal for b in blocks))
        self.records.append(record)
        for name in info.anchors:
            self.anchor_page.setdefault(name, number)
        if info.lines:
            counted = sum(line.end - line.start for line in info.lines)
            self.chars_per_page = 0.8 * self.chars_per_page + 0.2 * max(300, counted * 1.15)
            last = info.lines[-1]
            self._here = self.offset[last.block] + self.by_index[last.block].ns_pos[last.end - 1]
        page.links.clear()  # assemble.py writes the links, knowing every page
        self._pending.append(page)
        if len(self._pending) >= BATCH:
            self._flush()

    def _flush(self) -> None:
        if not self._pending:
            return
        path = self.workdir / f"part-{len(self.parts):04d}.pdf"
        self.renderer.write(self._pending, path)
        self.parts.append(path)
        self._pending = []


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
