"""The shared analyser (lawref.search.analysis) as a whoosh tokenizer and lemma filter.

Both are pickled into the index's schema: keep them importable under this name, and keep their state empty
(`__getstate__`), since lemmas are cached module-wide in lawref.search.analysis.
"""

from __future__ import annotations

from whoosh.analysis import Filter, Token, Tokenizer

from lawref.search.analysis import fold, id_terms, raw_tokens, word_lemmas


def analyzer():
    """The analyser of the `text` and `title` fields: ids kept whole, words lemmatised."""
    return LawrefTokenizer() | LemmaFilter()


class LawrefTokenizer(Tokenizer):
    """One token per word or id, with exact character offsets. `token.text` is the folded form;
    ids carry `token.canonical` (the canonical id) for the lemma filter."""

    def __eq__(self, other):
        return isinstance(other, LawrefTokenizer)

    def __call__(self, value, positions=False, chars=False, keeporiginal=False, removestops=True,
                 start_pos=0, start_char=0, tokenize=True, mode="", **kwargs):
        t = Token(positions, chars, removestops=removestops, mode=mode, **kwargs)
        if not tokenize:  # whoosh asks for the whole value as one token (e.g. for a TERM query)
            t.original = t.text = fold(value)
            t.canonical = None
            t.boost = 1.0
            if positions:
                t.pos = start_pos
            if chars:
                t.startchar, t.endchar = start_char, start_char + len(value)
            yield t
            return
        for pos, (start, end, canonical) in enumerate(raw_tokens(value)):
            word = value[start:end]
            t.original = word
            t.canonical = canonical
            t.text = fold(canonical or word)
            t.boost = 1.0
            t.stopped = False
            if positions:
                t.pos = start_pos + pos
            if chars:
                t.startchar, t.endchar = start_char + start, start_char + end
            yield t


class LemmaFilter(Filter):
    """Replaces each token by all its lemmas (or id terms), each at the token's own position and offsets."""

    is_morph = True

    def __getstate__(self):
        return {}

    def __setstate__(self, state):
        self.__dict__.update(state)

    def __eq__(self, other):
        return isinstance(other, LemmaFilter)

    def __call__(self, tokens):
        for t in tokens:
            canonical = getattr(t, "canonical", None)
            terms = id_terms(canonical) if canonical else word_lemmas(t.text)
            for term in terms:
                t.text = term
                yield t
