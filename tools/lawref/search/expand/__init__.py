"""Reading a query the way a director types it, beyond word forms.

Each module is one rule, shared by the build (which precomputes what the browser needs) and the query side:
  layout     ЙЦУКЕН <-> QWERTY: a word typed with the wrong keyboard layout (`hjpsuhsi` -> розыгрыш)
  typos      edit distance against the corpus vocabulary, the shard keys that still find a typo in the first
             letters, and the real words never to "correct"
  related    words of one root by rules over pymorphy3's lexicon (прекращение <-> прекратить, слева <-> левый)
  thesaurus  the bridge thesaurus (data/thesaurus/*.toml): words of the trade and English terms
  prose      question words and ids written with words, spaces, dots and dashes («статья 27, пункт B, 1 b»)
search-query.js mirrors layout, typos (distance and keys) and prose in the browser; related words and the
thesaurus reach the browser as data.
"""
