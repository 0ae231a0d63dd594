"""Splitting a clause's text into inline segments that every renderer (site, booklet) turns into markup.

One source of truth for what is a reference, a footnote marker, a bid or an emphasised word: the site and the
booklet differ only in how they print a segment, never in where segments start and end. Segment texts are the
clause text cut at segment boundaries, so `"".join(s.text for s in segments) == clause.text` always holds.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from lawref.model import Clause, Ref

PLAIN, EMPHASIS, REF, FOOTNOTE, BID = "plain", "emphasis", "ref", "footnote", "bid"

SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
RED_SUITS = frozenset("DH")

# A bid is a whole token: a level 1-7 and a strain. Never part of a longer word or id ("68D", "27В1(b)", "1Dx").
_BID = re.compile(r"(?<![\w(])([1-7])(NT|БК|[CDHS])(?![\w)])")


@dataclass(frozen=True)
class Segment:
    """A run of a clause's text: text == clause.text[start:end]."""

    kind: str  # PLAIN | EMPHASIS | REF | FOOTNOTE | BID
    text: str
    start: int
    end: int
    emphasised: bool = False  # inside a span the source emphasised (true for every EMPHASIS segment)
    ref: Ref | None = None  # for REF
    footnote_id: str = ""  # for FOOTNOTE
    level: str = ""  # for BID: "1"
    strain: str = ""  # for BID: "H", "NT", "БК"

    @property
    def bid_display(self) -> str:
        """'1H' -> '1♥'; no-trump bids keep their letters ('3NT', '1БК')."""
        return self.level + SUIT_SYMBOLS.get(self.strain, self.strain)

    @property
    def red(self) -> bool:
        return self.strain in RED_SUITS


def bids(text: str) -> list[tuple[int, int, str, str]]:
    """Bid-like whole tokens in text: (start, end, level, strain)."""
    return [(m.start(), m.end(), m.group(1), m.group(2)) for m in _BID.finditer(text)]


def inline_segments(clause: Clause) -> list[Segment]:
    """Split clause.text into plain / emphasis / ref / footnote / bid segments, in order.

    References and footnote markers are atomic and win over bids that overlap them (a ref "7C" is a ref).
    Emphasis is a property: a ref inside an emphasised span is a REF segment with emphasised=True.
    Implied refs (inner members of a range) have no characters of their own and make no segment.
    """
    text = clause.text
    atoms: list[tuple[int, int, dict]] = []
    for ref in clause.refs:
        if not ref.implied and ref.end > ref.start:
            atoms.append((ref.start, ref.end, {"kind": REF, "ref": ref}))
    for mark in clause.footnote_marks:
        atoms.append((mark.start, mark.end, {"kind": FOOTNOTE, "footnote_id": mark.footnote_id}))
    atoms.sort(key=lambda a: (a[0], -a[1]))
    taken: list[tuple[int, int, dict]] = []
    for atom in atoms:  # drop overlaps: the earlier, longer atom wins
        if not taken or atom[0] >= taken[-1][1]:
            taken.append(atom)
    for start, end, level, strain in bids(text):
        if not any(s < end and start < e for s, e, _ in taken):
            taken.append((start, end, {"kind": BID, "level": level, "strain": strain}))
    taken.sort(key=lambda a: a[0])

    # Cut points: every atom edge and every emphasis edge; each piece between cuts is one segment.
    cuts = {0, len(text)}
    for start, end, _ in taken:
        cuts.update((start, end))
    emphasis = [(max(0, s), min(len(text), e)) for s, e in clause.emphasis if e > s]
    for start, end in emphasis:
        # An emphasis edge inside an atom must not split it.
        for point in (start, end):
            if not any(s < point < e for s, e, _ in taken):
                cuts.add(point)
    points = sorted(cuts)

    by_start = {a[0]: a for a in taken}
    segments: list[Segment] = []
    i = 0
    while i < len(points) - 1:
        start = points[i]
        atom = by_start.get(start)
        end = atom[1] if atom else points[i + 1]
        emphasised = any(s <= start and end <= e for s, e in emphasis) or (
            atom is not None and any(s < end and start < e for s, e in emphasis)
        )
        if atom:
            fields = dict(atom[2])
            segments.append(Segment(text=text[start:end], start=start, end=end, emphasised=emphasised, **fields))
        else:
            kind = EMPHASIS if emphasised else PLAIN
            segments.append(Segment(kind=kind, text=text[start:end], start=start, end=end, emphasised=emphasised))
        while i < len(points) - 1 and points[i] < end:
            i += 1
    return segments


def split_lines(segments: list[Segment]) -> list[list[Segment]]:
    """Split segments at "\\n" (clause paragraphs) into one list per paragraph; the newlines are dropped.

    Only plain and emphasis segments can hold a newline; atoms never span paragraphs.
    """
    paragraphs: list[list[Segment]] = [[]]
    for seg in segments:
        if "\n" not in seg.text or seg.kind not in (PLAIN, EMPHASIS):
            paragraphs[-1].append(seg)
            continue
        offset = seg.start
        parts = seg.text.split("\n")
        for n, part in enumerate(parts):
            if part:
                paragraphs[-1].append(Segment(kind=seg.kind, text=part, start=offset, end=offset + len(part),
                                              emphasised=seg.emphasised))
            offset += len(part) + 1
            if n < len(parts) - 1:
                paragraphs.append([])
    return paragraphs
