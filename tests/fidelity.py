""""Nothing lost", for any source file: every letter and digit of the text lawref read is in a clause (its
label, title or text) or in a recorded removal, exactly as many times. Hyphens that split a word at a line
end, spaces and line breaks may go; nothing else."""

from __future__ import annotations

from collections import Counter


def alnum(text: str) -> Counter:
    """Each letter and digit of `text` and how many times it is there: every character counted (in C), then the
    others left out, a few dozen keys, not a test of each of the text's characters in Python."""
    counts = Counter(text)
    for ch in [ch for ch in counts if not ch.isalnum()]:
        del counts[ch]
    return counts


def lost_and_invented(corpus, source_text: str, source_key: str) -> tuple[Counter, Counter]:
    """(characters of the source found nowhere, characters found that the source does not have)."""
    # one count of all the clauses' and removals' characters (their texts joined: a count is a sum), not a
    # Counter added up per clause
    accounted = alnum("".join([part for clause in corpus.clauses if clause.source_key == source_key
                               for part in (clause.label, clause.title, clause.text)]
                              + [removal.text for removal in corpus.removals.get(source_key, ())]))
    source = alnum(source_text)
    return source - accounted, accounted - source


def assert_nothing_lost(corpus, source_text: str, source_key: str) -> None:
    lost, invented = lost_and_invented(corpus, source_text, source_key)
    assert not lost, f"characters lost: {dict(lost.most_common(20))}"
    assert not invented, f"characters invented: {dict(invented.most_common(20))}"
