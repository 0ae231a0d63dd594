"""Where a clause sits: its chain of ancestors (Law › section › item) and the lead-ins it completes.

Shared by `lawref show` and the site, so that both name the same places the same way. An item such as 70C2
(«в какой-то мере вероятно, что …») only makes sense after its section's lead-in («Если в одной из рук
оппонентов остается козырь, то Судья должен присудить взятку …, если:»): `lead_ins` gives those texts.
"""

from __future__ import annotations

from lawref.messages import Messages
from lawref.model import Clause, Corpus

# Containers whose text is not a lead-in of what they hold (a Law has none; a chapter's is its heading).
_NOT_LEAD_IN = frozenset({"law", "commentary", "chapter", "front"})


def chain(corpus: Corpus, clause: Clause) -> list[Clause]:
    """The clause's ancestors from the root down, then the clause itself."""
    out, current, seen = [], clause, set()
    while current is not None and current.id not in seen:
        seen.add(current.id)
        out.append(current)
        current = corpus.get(current.parent) if current.parent else None
    return out[::-1]


def lead_ins(corpus: Corpus, clause: Clause) -> list[Clause]:
    """The ancestors whose own text introduces this clause (nearest last): a section's or an item's lead-in,
    a commentary paragraph's opening words before its items."""
    return [a for a in chain(corpus, clause)[:-1] if a.text and a.kind not in _NOT_LEAD_IN]


def crumb(clause: Clause, m: Messages | None = None) -> str:
    """A short name for one step of the chain: 'Правило 70', 'C. Имеется оставшийся козырь', '2.'."""
    m = m or Messages()
    if clause.kind == "law":
        return m("law", law=clause.law)
    if clause.kind == "commentary":
        return m("commentary_on", law=clause.law) if clause.law else (clause.title or m("definitions"))
    if clause.kind in ("chapter", "section"):
        return f"{clause.label} {clause.title}".strip() or clause.id
    if clause.kind == "definitions":
        return clause.title or m("definitions")
    if clause.kind == "front":
        return clause.title or m("title_page")
    if clause.kind == "definition":
        return clause.title or clause.id
    return clause.label or clause.title or clause.id


def crumbs(corpus: Corpus, clause: Clause, m: Messages | None = None) -> list[str]:
    return [crumb(c, m) for c in chain(corpus, clause)]
