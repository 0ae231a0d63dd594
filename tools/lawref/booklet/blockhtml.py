"""A block as HTML, from any line on (a page may start inside it), with the layout decisions taken so far.

Decisions are what only a laid-out page can tell: whether a reference's target is on the same page (then no
page note), how many digits its page number has (the number itself is printed over a hidden placeholder of that
width once every page is known), which footnote marker carries its note to the foot of the page, and which
words must not be hyphenated (no word split across a page turn, no more than two hyphenated lines in a row).
Uncounted markup carries class "x": the layout reader (pages.py) skips it when it counts a line's characters.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html import escape

from lawref.booklet.blocks import Block, Run
from lawref.booklet.typography import typeset
from lawref.inline import BID, FOOTNOTE, inline_segments

NBSP = "\u00a0"


@dataclass
class Decisions:
    hidden_notes: set[str] = field(default_factory=set)  # refs whose target is on their own page
    digits: dict[str, int] = field(default_factory=dict)  # ref key -> digits reserved for its page number
    carriers: set[str] = field(default_factory=set)  # footnote markers that carry the note to their page's foot
    nohyph: set[tuple[int, int, int]] = field(default_factory=set)  # (block, start, end): kept whole
    _ids: dict[str, int] = field(default_factory=dict)
    _keys: dict[str, str] = field(default_factory=dict)

    def number(self, keys) -> None:
        """Give every ref and marker key its element ids up front, so that sections laid out in other
        processes write the same ids (and the ids do not depend on which section is laid out first)."""
        for key in keys:
            number = self._ids.setdefault(key, len(self._ids))
            for prefix in "rpmn":
                self._keys[f"{prefix}{number}"] = key

    def html_id(self, prefix: str, key: str) -> str:
        number = self._ids.setdefault(key, len(self._ids))
        self._keys[f"{prefix}{number}"] = key
        return f"{prefix}{number}"

    def key_of(self, html_id: str, prefix: str) -> str | None:
        """The ref or marker key behind an element id written by html_id, if it has that prefix."""
        return self._keys.get(html_id) if html_id.startswith(prefix) else None

    def part(self, keys: set[str], blocks: set[int]) -> Decisions:
        """The decisions about these ref and marker keys and these blocks (one section's), with every id."""
        return Decisions({k for k in self.hidden_notes if k in keys},
                         {k: v for k, v in self.digits.items() if k in keys},
                         {k for k in self.carriers if k in keys},
                         {w for w in self.nohyph if w[0] in blocks}, self._ids, self._keys)

    def update(self, part: Decisions, keys: set[str], blocks: set[int]) -> None:
        """Take a section's decisions back (those of `keys` and `blocks` are replaced by part's)."""
        self.hidden_notes = {k for k in self.hidden_notes if k not in keys} | part.hidden_notes
        self.digits = {k: v for k, v in self.digits.items() if k not in keys} | part.digits
        self.carriers = {k for k in self.carriers if k not in keys} | part.carriers
        self.nohyph = {w for w in self.nohyph if w[0] not in blocks} | part.nohyph


def note_text(run: Run) -> str:
    where = "комм., с." if run.target.kind == "commentary" else "с."
    return f"{NBSP}→{NBSP}{where}{NBSP}"


class BlockHtml:
    def __init__(self, corpus, decisions: Decisions):
        self.corpus = corpus
        self.dec = decisions

    def block_html(self, block: Block, skip: int = 0) -> str:
        """The block's element, starting at its `skip`-th non-space character (0: the whole block)."""
        cut = 0
        if skip:
            cut = block.ns_pos[skip] if skip < len(block.ns_pos) else len(block.text)
        wraps = sorted((s, e) for b, s, e in self.dec.nohyph if b == block.index)
        notes = {r.key for r in block.runs if r.kind == "note"}  # notes moved after the source's dot
        by_key = {r.key: r for r in block.runs if r.kind == "ref"}
        parts = []
        for run in block.runs:
            end = run.start + len(run.text)
            if run.text:
                if end <= cut:
                    continue
            elif cut and run.start <= cut:
                continue  # an uncounted run before the first line printed here
            start = max(run.start, cut)
            html = self.run_html(block, run, start, wraps)
            if run.kind == "ref" and run.key not in notes:
                html += self.note_html(run)
            elif run.kind == "note":
                html += self.note_html(by_key[run.key])
            parts.append(html)
        attrs = [f'data-b="{block.index}"', f'data-k="{skip}"']
        classes = block.classes + (" cont" if skip else "") + (" newpage" if block.new_page and not skip else "")
        anchors = "" if skip else "".join(f'<span id="{a}"></span>' for a in block.anchors[1:])
        element_id = f' id="{block.anchors[0]}"' if block.anchors and not skip else ""
        return (f'<{block.tag} class="{classes}"{element_id} {" ".join(attrs)}>{anchors}{"".join(parts)}'
                f"</{block.tag}>")

    def run_html(self, block: Block, run: Run, start: int, wraps) -> str:
        if run.kind == "raw":
            return run.html
        if run.kind == "fn":
            return self.footnote_html(block, run)
        if run.kind == "note":
            return ""
        if run.kind == "bid":
            level, symbol = run.text[:1], run.text[1:]
            suit = "suit red" if run.red else "suit"
            html = f'<span class="bid">{escape(level)}<span class="{suit}">{escape(symbol)}</span></span>'
        else:
            html = _wrapped(run.text, run.start, start, wraps)
            if run.kind == "label":
                html = f'<b class="label">{html}</b>'
            elif run.kind == "ref":
                rid = self.dec.html_id("r", run.key)
                if run.target:
                    html = f'<a class="ref" id="{rid}" href="#{run.target.anchor}">{html}</a>'
                else:
                    html = f'<span class="ref" id="{rid}">{html}</span>'
        return f"<em>{html}</em>" if run.em else html

    def note_html(self, run: Run) -> str:
        html = ""
        if run.target and run.key not in self.dec.hidden_notes:
            digits = self.dec.digits.get(run.key, 1)
            pid = self.dec.html_id("p", run.key)
            html = (f'<a class="x pnote" href="#{run.target.anchor}">{note_text(run)}'
                    f'<span class="pn" id="{pid}">{"0" * digits}</span></a>')
        if run.edition_mark:
            html += f'<span class="x edm">{NBSP}{escape(run.edition_mark)}</span>'
        return html

    def footnote_html(self, block: Block, run: Run) -> str:
        mid = self.dec.html_id("m", run.key)
        call = escape(run.html)
        if run.key in self.dec.carriers:
            if run.body:
                body = self.footnote_runs_html(block, run.body)
            else:
                note = self.corpus.get(run.footnote_id)
                body = self.footnote_body(note) if note else ""
            nid = self.dec.html_id("n", run.key)
            return (f'<span class="x fnm" id="{mid}"></span>'
                    f'<span class="x fn-note" id="{nid}" data-call="{call}">{body}</span>')
        return f'<sup class="x fn-call" id="{mid}">{call}</sup>'

    def footnote_runs_html(self, block: Block, runs: list[Run]) -> str:
        """A footnote's body: its words, and its references with their page notes as in the text."""
        notes = {r.key for r in runs if r.kind == "note"}
        by_key = {r.key: r for r in runs if r.kind == "ref"}
        parts = []
        for run in runs:
            if run.kind in ("text", "ref"):
                html = escape(run.text).replace("\n", "<br>")
                if run.kind == "ref":
                    rid = self.dec.html_id("r", run.key)
                    href = f' href="#{run.target.anchor}"' if run.target else ""
                    tag = "a" if run.target else "span"
                    html = f'<{tag} class="ref" id="{rid}"{href}>{html}</{tag}>'
                html = f"<em>{html}</em>" if run.em else html
            else:
                html = self.run_html(block, run, run.start, ())
            if run.kind == "ref" and run.key not in notes:
                html += self.note_html(run)
            elif run.kind == "note":
                html += self.note_html(by_key[run.key])
            parts.append(html)
        return "".join(parts)

    def footnote_body(self, note) -> str:
        parts = []
        for seg in inline_segments(note):
            if seg.kind == FOOTNOTE:
                continue
            text = escape(typeset(seg.text)) if seg.kind != BID else escape(seg.bid_display)
            parts.append(f"<em>{text}</em>" if seg.emphasised else text)
        return re.sub(r"\n", "<br>", "".join(parts))


def _wrapped(text: str, run_start: int, start: int, wraps) -> str:
    """Escape text[start - run_start:], keeping the words in `wraps` (block offsets) whole."""
    out, pos = [], start
    end = run_start + len(text)
    for s, e in wraps:
        if e <= pos or s >= end:
            continue
        s, e = max(s, pos), min(e, end)
        out.append(escape(text[pos - run_start:s - run_start]))
        out.append(f'<span class="nh">{escape(text[s - run_start:e - run_start])}</span>')
        pos = e
    out.append(escape(text[pos - run_start:]))
    return "".join(out)

