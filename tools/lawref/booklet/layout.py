"""The body laid out section by section (each section starts a new page, so its pages depend only on where its
references' targets are), on the cores there are, then the page numbers of references checked in a cheap pass.

  1. Every block's page is estimated from the blocks' sizes (estimate_pages); the element ids of references and
     footnote markers are fixed here, so that every process writes the same ids.
  2. Every section is laid out on its own (paginate.lay_out_section), longest first, in a pool of processes
     (one section or one core: in this process); meanwhile this process does what needs no layout.
  3. The pages are numbered in order, and each reference's reserved digits are checked against its target's
     page. A section with a wrong one is patched (laid out again from the page holding it, taking its old
     pages back from the first page that starts where an old one did), in the pool too; repeat, since a patch
     may change a section's length, up to MAX_ROUNDS.
Each job is a function of what it is given here, so the booklet is the same whatever the number of processes.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from lawref.booklet.blockhtml import Decisions
from lawref.booklet.blocks import Block
from lawref.booklet.paginate import PageRecord, SectionJob, SectionLayout, lay_out_section, units
from lawref.booklet.workers import Workers

MAX_ROUNDS = 4
UNITS_PER_PAGE = 3200  # units (paginate.units) an A5 page of the booklet holds, measured on a whole book


class Stopped(Exception):  # noqa: N818 - a request, not a fault: the caller asked for it (build_booklet's stop)
    """The typesetting was stopped by its caller (render.build_booklet's `stop`); nothing was written."""


@dataclass
class Body:
    records: list[PageRecord]  # every page of the body, numbered from 1
    anchor_page: dict[str, int]
    decisions: Decisions
    unresolved: list[tuple[str, dict]]  # (label of messages.toml, its fields): see BookletReport
    layouts: int = 0
    pages_laid_out: int = 0
    rounds: int = 0  # layouts of the whole body, then patches
    jobs: list[tuple[int, int, int, int, float]] = field(default_factory=list)  # (section, round, pages kept,
    # pages laid out, CPU seconds) of every job, for the benchmark


def estimate_pages(sections: list[list[Block]], per_page: float = UNITS_PER_PAGE) -> tuple[list[int], dict[str, int]]:
    """The first page of each section and the page of each anchor, from the blocks' sizes."""
    firsts, pages, page = [], {}, 1
    for blocks in sections:
        firsts.append(page)
        used = 0
        for block in blocks:
            for name in block.anchors:
                pages.setdefault(name, page + int(used / per_page))
            used += units(block)
        page += max(1, math.ceil(used / per_page))
    return firsts, pages


def guess_carriers(blocks: list[Block], decisions: Decisions, per_page: float = UNITS_PER_PAGE) -> None:
    """A first guess that spares most relayouts: a footnote's first marker, and any a page further on."""
    last: dict[str, int] = {}
    at, offset = 0, {}
    for block in blocks:
        offset[block.index] = at
        at += units(block)
    markers = sorted((offset[b.index] + r.start, r.key, r.footnote_id) for b in blocks for r in b.runs
                     if r.kind == "fn")
    for at, key, note in markers:
        if note not in last or at - last[note] > per_page:
            decisions.carriers.add(key)
            last[note] = at


def lay_out_body(corpus, sections: list[list[Block]], workdir: Path, workers: Workers,
                 meanwhile: Callable[[], None] | None = None, cmyk: bool = False,
                 stop: Callable[[], bool] | None = None) -> Body:
    """Every page of the body, its part PDFs in workdir; `meanwhile` runs here while the sections are laid out.
    `stop` (render.build_booklet's) is asked after each section's layout: render.Stopped when it answers True."""
    blocks = [b for s in sections for b in s]
    decisions = Decisions()
    decisions.number(r.key for b in blocks for r in b.all_runs() if r.kind in ("ref", "fn"))
    guess_carriers(blocks, decisions)
    firsts, estimated = estimate_pages(sections)
    for b in blocks:  # room for the estimated page of every target: most need no second layout
        for r in b.all_runs():
            if r.kind == "ref" and r.target and r.target.anchor in estimated:
                decisions.digits[r.key] = len(str(estimated[r.target.anchor]))
    keys = [{r.key for b in s for r in b.all_runs() if r.kind in ("ref", "fn", "note")} for s in sections]
    indexes = [{b.index for b in s} for s in sections]
    notes = [{r.footnote_id: corpus.get(r.footnote_id) for b in s for r in b.runs if r.kind == "fn"} for s in sections]
    refs = {r.key: r for b in blocks for r in b.all_runs() if r.kind == "ref" and r.target}

    def job(s: int, first: int, pages: dict[str, int], round_: int, old=(), redo=()) -> SectionJob:
        return SectionJob(s, sections[s], decisions.part(keys[s], indexes[s]), first, pages, notes[s], workdir,
                          f"s{s:03d}r{round_}", list(old), set(redo), chars_per_page=UNITS_PER_PAGE, cmyk=cmyk)

    body = Body([], {}, decisions, [])
    layouts: list[SectionLayout | None] = [None] * len(sections)
    jobs = [job(s, firsts[s], estimated, 0) for s in range(len(sections))]
    for round_ in range(MAX_ROUNDS):
        order = sorted(jobs, key=lambda j: -sum(units(b) for b in j.blocks))  # the longest first
        # One job runs here: no process is started for it.
        futures = {j.section: workers.submit(lay_out_section, j, here=len(order) == 1) for j in order}
        if meanwhile is not None:
            meanwhile()
            meanwhile = None
        for s, future in futures.items():
            done = future.result()
            if stop is not None and stop():
                raise Stopped
            layouts[s] = done
            decisions.update(done.decisions, keys[s], indexes[s])
            body.unresolved += done.unresolved
            body.layouts += done.layouts
            body.pages_laid_out += done.pages_laid_out
            body.jobs.append((done.section, round_, len(done.records), done.pages_laid_out, done.seconds))
        body.rounds = round_ + 1
        first = 1
        body.records, body.anchor_page = [], {}
        for s, done in enumerate(layouts):
            firsts[s] = first
            for i, record in enumerate(done.records):
                record.number = first + i
                body.records.append(record)
                for name in record.info.anchors:
                    body.anchor_page.setdefault(name, record.number)
            first += len(done.records)
        wrong = _wrong_digits(layouts, decisions, refs, body.anchor_page)
        if not wrong:
            break
        jobs = [job(s, firsts[s], body.anchor_page, round_ + 1, layouts[s].records, redo)
                for s, redo in sorted(wrong.items())]
    else:
        body.unresolved.append(("booklet_unresolved_digits", {"rounds": MAX_ROUNDS}))
    return body


def _wrong_digits(layouts: list[SectionLayout], dec: Decisions, refs, anchor_page) -> dict[int, set[int]]:
    """Section -> indexes of its pages whose references reserved a wrong number of digits (now corrected in
    `dec`): the page the reference starts on."""
    wrong: dict[int, set[int]] = {}
    for s, done in enumerate(layouts):
        starts = {name: i for i, record in enumerate(done.records) for name in record.info.anchors}
        for i, record in enumerate(done.records):
            for pid in record.info.placeholders:
                key = dec.key_of(pid, "p")
                run = refs.get(key)
                page = anchor_page.get(run.target.anchor) if run else None
                if page is not None and len(str(page)) != dec.digits.get(key, 1):
                    dec.digits[key] = len(str(page))
                    wrong.setdefault(s, set()).add(min(i, starts.get("r" + pid[1:], i)))
    return wrong
