""""Nothing lost", for any source file: every letter and digit of the text lawref read is in a clause (its
label, title or text) or in a recorded removal, exactly as many times. Hyphens that split a word at a line
end, spaces and line breaks may go; nothing else."""

from __future__ import annotations

from collections import Counter


def alnum(text: str) -> Counter:
    return Counter(ch for ch in text if ch.isalnum())


def lost_and_invented(corpus, source_text: str, source_key: str) -> tuple[Counter, Counter]:
    """(characters of the source found nowhere, characters found that the source does not have)."""
    accounted = Counter()
    for clause in corpus.clauses:
        if clause.source_key == source_key:
            accounted += alnum(clause.label) + alnum(clause.title) + alnum(clause.text)
    for removal in corpus.removals.get(source_key, ()):
        accounted += alnum(removal.text)
    source = alnum(source_text)
    return source - accounted, accounted - source


def assert_nothing_lost(corpus, source_text: str, source_key: str) -> None:
    lost, invented = lost_and_invented(corpus, source_text, source_key)
    assert not lost, f"characters lost: {dict(lost.most_common(20))}"
    assert not invented, f"characters invented: {dict(invented.most_common(20))}"
