"""Align two editions of the Laws clause by clause, by text and structure (never by id), and name the changes.

Stages (`changes` runs them in order):
  1. pair     clauses whose words are the same and found once in each edition (wherever they stand)
  2. descend  inside paired containers, pair the children left: same words first, then the most alike
  3. vote     a container left unpaired takes the counterpart that holds most of its paired children
  4. alike    across the whole edition, the most alike of what is left (a reworded section moved to
              another Law), then 2 and 3 again
  5. name     each pair is unchanged, `changed` (same id, other words), or `renumbered` (another id);
              a clause whose move only follows its parent's (16B2(a) → 16B3(a) under 16B2 → 16B3) is not a
              change of its own; an unpaired clause is `added` or `removed`, once for all it holds
Front matter and chapters are not compared (a title page names its edition; chapters hold no rule).
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import dataclass
from difflib import SequenceMatcher

from lawref.model import LAW, Clause, Corpus

RENUMBERED, CHANGED, ADDED, REMOVED = "renumbered", "changed", "added", "removed"
KINDS = (RENUMBERED, CHANGED, ADDED, REMOVED)
_NOT_COMPARED = frozenset({"front", "chapter"})
# How alike two wordings must be to count as one clause reworded: among the children of paired containers
# (where the place already says much), and anywhere in the edition (where only the words speak).
NEAR_ALIKE, FAR_ALIKE = 0.5, 0.65
_WORD = re.compile(r"\w+")
_TOKEN = re.compile(r"\s+|\w+|[^\w\s]")


@dataclass(frozen=True)
class Change:
    kind: str  # RENUMBERED | CHANGED | ADDED | REMOVED
    old: Clause | None
    new: Clause | None
    text_changed: bool  # the words differ (always for CHANGED; for RENUMBERED when reworded too)
    moved: bool = False  # RENUMBERED into another Law

    @property
    def old_id(self) -> str | None:
        return self.old.id if self.old else None

    @property
    def new_id(self) -> str | None:
        return self.new.id if self.new else None

    @property
    def law(self) -> str:
        return (self.new or self.old).law

    def diff(self) -> list[tuple[str, str]]:
        """The wording's word-level diff: ("=", same), ("-", struck), ("+", inserted)."""
        return word_diff(wording(self.old) if self.old else "", wording(self.new) if self.new else "")


@dataclass(frozen=True)
class Changes:
    old_edition: int
    new_edition: int
    changes: tuple[Change, ...]
    pairs: dict  # new clause id -> old clause id, for every aligned clause (changed or not)

    def by_new(self, clause_id: str) -> Change | None:
        return next((c for c in self.changes if c.new_id == clause_id), None)

    def old_of(self, new_id: str) -> str | None:
        return self.pairs.get(new_id)

    def new_of(self, old_id: str) -> str | None:
        return next((n for n, o in self.pairs.items() if o == old_id), None)


def wording(clause: Clause) -> str:
    """What a reader compares: the title and the text, whitespace collapsed (the label is the numbering)."""
    return "\n".join(" ".join(part.split()) for part in (clause.title, *clause.text.split("\n")) if part.strip())


def words(clause: Clause) -> tuple[str, ...]:
    return tuple(_WORD.findall(wording(clause).lower().replace("ё", "е")))


def word_diff(old: str, new: str) -> list[tuple[str, str]]:
    """("=", same), ("-", struck), ("+", inserted) runs; a lone space between two changed runs joins them, so a
    reworded phrase reads as one struck and one inserted run."""
    a, b = _TOKEN.findall(old), _TOKEN.findall(new)
    ops: list[tuple[str, str]] = []
    for tag, i1, i2, j1, j2 in SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag == "equal":
            ops.append(("=", "".join(a[i1:i2])))
        else:
            ops += [("-", "".join(a[i1:i2])), ("+", "".join(b[j1:j2]))]
    ops = [op for op in ops if op[1]]
    out: list[tuple[str, str]] = []
    struck = inserted = ""
    for i, (op, text) in enumerate(ops):
        between = (op == "=" and not text.strip() and (struck or inserted) and i + 1 < len(ops)
                   and ops[i + 1][0] != "=")
        if op == "-" or between:
            struck += text
        if op == "+" or between:
            inserted += text
        if op == "=" and not between:
            out += [(o, t) for o, t in (("-", struck), ("+", inserted)) if t]
            struck = inserted = ""
            out.append(("=", text))
    out += [(o, t) for o, t in (("-", struck), ("+", inserted)) if t]
    return out


def compared(corpus: Corpus) -> list[Clause]:
    return [c for c in corpus.clauses if c.source == LAW and c.kind not in _NOT_COMPARED]


class _Aligner:
    def __init__(self, old: Corpus, new: Corpus):
        self.old, self.new = old, new
        self.old_list, self.new_list = compared(old), compared(new)
        self.old_ids = {c.id for c in self.old_list}
        self.new_ids = {c.id for c in self.new_list}
        self.words = {("o", c.id): words(c) for c in self.old_list} | {("n", c.id): words(c) for c in self.new_list}
        self.n2o: dict[str, str] = {}
        self.o2n: dict[str, str] = {}

    def pair(self, old_id: str, new_id: str) -> None:
        self.n2o[new_id], self.o2n[old_id] = old_id, new_id

    def w(self, side: str, clause: Clause) -> tuple[str, ...]:
        return self.words[(side, clause.id)]

    def run(self) -> dict[str, str]:
        self.unique_pairs()
        self.structure()
        self.alike(self.unpaired_new(), self.unpaired_old(), FAR_ALIKE)
        self.structure()
        return dict(self.n2o)

    def unpaired_new(self) -> list[Clause]:
        return [c for c in self.new_list if c.id not in self.n2o]

    def unpaired_old(self) -> list[Clause]:
        return [c for c in self.old_list if c.id not in self.o2n]

    def unique_pairs(self) -> None:
        olds, news = defaultdict(list), defaultdict(list)
        for c in self.old_list:
            olds[(c.kind, self.w("o", c))].append(c)
        for c in self.new_list:
            news[(c.kind, self.w("n", c))].append(c)
        for key, found in news.items():
            if key[1] and len(found) == 1 and len(olds.get(key, ())) == 1:
                self.pair(olds[key][0].id, found[0].id)

    def structure(self) -> None:
        for _ in range(8):  # each pass may pair containers whose children the next pass pairs
            before = len(self.n2o)
            self.descend()
            self.vote()
            if len(self.n2o) == before:
                return

    def children(self, corpus: Corpus, clause_id: str, paired: dict) -> list[Clause]:
        clause = corpus.get(clause_id)
        ids = self.old_ids if corpus is self.old else self.new_ids
        return [corpus[i] for i in (clause.children if clause else ()) if i in ids and i not in paired]

    def descend(self) -> None:
        # the roots (Laws, the Definitions) have no parent: they pair as children of one imaginary root
        roots = [(None, None)]
        for new_id, old_id in list(self.n2o.items()) + roots:
            if new_id is None:
                kids_new = [c for c in self.new_list if c.parent is None or c.parent not in self.new_ids]
                kids_new = [c for c in kids_new if c.id not in self.n2o]
                kids_old = [c for c in self.old_list if (c.parent is None or c.parent not in self.old_ids)
                            and c.id not in self.o2n]
            else:
                kids_new = self.children(self.new, new_id, self.n2o)
                kids_old = self.children(self.old, old_id, self.o2n)
            if not kids_new or not kids_old:
                continue
            for n in kids_new:  # same words, first come first paired
                match = next((o for o in kids_old if o.id not in self.o2n and o.kind == n.kind
                              and self.w("o", o) == self.w("n", n)), None)
                if match is not None:
                    self.pair(match.id, n.id)
            self.alike([n for n in kids_new if n.id not in self.n2o], [o for o in kids_old if o.id not in self.o2n],
                       NEAR_ALIKE, same_id_wins=True)

    def vote(self) -> None:
        for n in self.unpaired_new():
            got = [self.n2o[k] for k in n.children if k in self.n2o]
            if not got:
                continue
            parents = Counter(self.old[k].parent for k in got)
            parent, count = parents.most_common(1)[0]
            o = self.old.get(parent) if parent else None
            if (o is not None and parent in self.old_ids and parent not in self.o2n and o.kind == n.kind
                    and 2 * count >= len(got)):
                self.pair(parent, n.id)

    def alike(self, news: list[Clause], olds: list[Clause], floor: float, same_id_wins: bool = False) -> None:
        """Pair the most alike first (greedy), each at least `floor` alike; among children of paired
        containers two clauses of the same id with nothing alike left are one clause rewritten."""
        scored = []
        for n in news:
            a = self.w("n", n)
            for o in olds:
                if o.kind != n.kind:
                    continue
                b = self.w("o", o)
                if not a and not b:
                    score = 1.0 if o.id == n.id else 0.0
                else:
                    matcher = SequenceMatcher(None, b, a, autojunk=False)
                    if matcher.real_quick_ratio() < floor or matcher.quick_ratio() < floor:
                        continue
                    score = matcher.ratio()
                if score >= floor:
                    scored.append((-score, o.id != n.id, self.new_list.index(n), o.id, n.id))
        for _, _, _, old_id, new_id in sorted(scored):
            if old_id not in self.o2n and new_id not in self.n2o:
                self.pair(old_id, new_id)
        if same_id_wins:
            left_old = {o.id: o for o in olds if o.id not in self.o2n}
            for n in news:
                o = left_old.get(n.id)
                if n.id not in self.n2o and o is not None and o.kind == n.kind:
                    self.pair(o.id, n.id)


def align(old: Corpus, new: Corpus) -> dict[str, str]:
    """new clause id -> old clause id, for every clause of `new` with a counterpart in `old`."""
    return _Aligner(old, new).run()


def _relative(clause: Clause) -> str | None:
    """A clause's id within its parent's ("(a)" of 16B2(a), "2" of 16B2), None when not derived from it."""
    if clause.parent and clause.id.startswith(clause.parent):
        return clause.id[len(clause.parent):]
    return None


def changes(old: Corpus, new: Corpus) -> Changes:
    """Every change from edition `old` to edition `new`, in the new edition's order (a removed clause where
    it stood)."""
    n2o = align(old, new)
    o2n = {o: n for n, o in n2o.items()}
    found: list[tuple[float, Change]] = []
    order = {c.id: i for i, c in enumerate(compared(new))}
    for n in compared(new):
        old_id = n2o.get(n.id)
        if old_id is None:
            if n.parent in n2o or n.parent not in order:  # an added clause once, not each of its children
                found.append((order[n.id], Change(ADDED, None, n, True)))
            continue
        o = old[old_id]
        reworded = wording(o) != wording(n)
        if o.id == n.id:
            if reworded:
                found.append((order[n.id], Change(CHANGED, o, n, True)))
            continue
        follows = (o.parent is not None and n2o.get(n.parent) == o.parent and o.parent != n.parent
                   and _relative(o) is not None and _relative(o) == _relative(n))
        if follows:  # moved with its parent: a change only when its words changed
            if reworded:
                found.append((order[n.id], Change(CHANGED, o, n, True)))
            continue
        found.append((order[n.id], Change(RENUMBERED, o, n, reworded, moved=o.law != n.law)))
    olds = compared(old)
    place = -0.5
    for o in olds:
        if o.id in o2n:
            place = order[o2n[o.id]]
        elif o.parent in o2n or o.parent not in {c.id for c in olds}:
            found.append((place + 0.5, Change(REMOVED, o, None, True)))
    found.sort(key=lambda item: item[0])
    return Changes(old.edition, new.edition, tuple(c for _, c in found), n2o)


def under(result: Changes, old: Corpus, new: Corpus, clause_id: str) -> Changes:
    """The changes within one clause and everything under it: the new edition's clause of that id and its
    counterpart in the old (or, for an id only the old edition has, that clause and its counterpart)."""
    if clause_id in new:
        new_root, old_root = clause_id, result.old_of(clause_id)
    else:
        old_root, new_root = clause_id, result.new_of(clause_id)

    def within(corpus: Corpus, cid: str | None, root: str | None) -> bool:
        while cid and root:
            if cid == root:
                return True
            clause = corpus.get(cid)
            cid = clause.parent if clause else None
        return False

    kept = tuple(c for c in result.changes if within(old, c.old_id, old_root) or within(new, c.new_id, new_root))
    return Changes(result.old_edition, result.new_edition, kept, result.pairs)


# -- as JSON (lawref diff --json, lawref show --json) ----------------------------------------------------

def change_record(change) -> dict:
    """One change as JSON: old, new, kind first; the wording and its diff when the words changed."""
    out = {"old": change.old_id, "new": change.new_id, "kind": change.kind, "law": change.law}
    if change.kind == "renumbered":
        out["text_changed"] = change.text_changed
        if change.moved:
            out["moved"] = True
    if change.text_changed:
        out["old_text"] = wording(change.old) if change.old else None
        out["new_text"] = wording(change.new) if change.new else None
        if change.old and change.new:
            out["diff"] = [list(op) for op in change.diff()]
    return out


def changes_record(result) -> dict:
    return {"from": str(result.old_edition), "to": str(result.new_edition),
            "changes": [change_record(c) for c in result.changes]}
