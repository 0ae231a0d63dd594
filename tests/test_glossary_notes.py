"""A footnote that defines a quoted term is a glossary entry whose Laws are the Laws it cites, by number, whether
it cites a Law («Правил 70 и 71») or a part of one («пункт 12C1»): the glossary page links each to its Law's page."""

from __future__ import annotations

import pytest

from lawref.corpus.resolve import glossary
from lawref.model import Clause, Ref

NOTE = 'Для целей этой статьи "средний результат" означает 40–60 % очков.'


def note(refs: tuple[tuple[str, str], ...], law: str = "12") -> Clause:
    return Clause(id=f"{law}.fn1", kind="footnote", parent=law, law=law, source="law", source_key="k", label="1",
                  title="", text=NOTE, file="f", line=1, edition=1987,
                  refs=tuple(Ref(source_id=f"{law}.fn1", target=target, text=text, start=0, end=len(text), file="f",
                                 line=1) for target, text in refs))


@pytest.mark.parametrize("refs, laws", [
    ((("12C1", "12C1"),), ("12",)),                       # a part: its Law (kare2004's note under Law 12)
    ((("70", "70"), ("71", "71")), ("70", "71")),          # Laws
    ((("86B", "86В"), ("86", "86"), ("12C2", "12С2")), ("86", "12")),  # one Law once, in the order cited
    ((), ("12",)),                                         # none cited: the note's own Law
])
def test_a_defining_notes_laws_are_the_laws_it_cites(refs, laws):
    (entry,) = glossary([note(refs)])
    assert entry.term == "средний результат" and entry.laws == laws
