"""Rights as metadata: a source with `rights = "personal"` (the EBL commentary: "for personal and private
perusal and not for reproduction") is shown in local builds with a notice, and left out of public builds."""

from __future__ import annotations

from dataclasses import replace

from lawref.model import PERSONAL, Corpus

# Shown on the booklet's cover, on every site page and printed page that shows such a source.
PERSONAL_NOTICE = "Только для личного пользования; воспроизведение запрещено."


def personal_sources(corpus: Corpus) -> tuple:
    return tuple(s for s in corpus.sources if s.rights == PERSONAL)


def public_corpus(corpus: Corpus) -> Corpus:
    """The corpus without its personal-use sources (their clauses, removals and diagnostics), references
    re-resolved: a reference to a dropped clause becomes a reference out of the corpus."""
    from lawref.corpus.pipeline import make_corpus

    dropped = {s.key for s in personal_sources(corpus)}
    if not dropped:
        return corpus
    kept_files = {s.path for s in corpus.sources if s.key not in dropped}
    kept = make_corpus(
        [s for s in corpus.sources if s.key not in dropped],
        [c for c in corpus.clauses if c.source_key not in dropped],
        removals={k: v for k, v in corpus.removals.items() if k not in dropped},
        diagnostics=[d for d in corpus.diagnostics if d.path in kept_files
                     and d.code not in ("ref-not-in-corpus", "empty-clause")],  # make_corpus finds these again
    )
    return replace(kept, edition=corpus.edition,
                   other_editions=tuple(public_corpus(o) for o in corpus.other_editions))
