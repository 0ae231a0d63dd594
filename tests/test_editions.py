"""References across editions: a 1987 commentary citing a Law whose text in the collection is of 2017."""

from lawref.corpus.pipeline import load_corpus
from lawref.editions import mismatches


def test_the_seed_corpus_has_none(corpus):
    # the commentary (1987) cites only Laws whose text the seed corpus lacks; Law 70 (2017) cites 2017 texts
    assert mismatches(corpus) == []


def test_a_1987_citation_of_a_2017_text_is_a_mismatch_naming_both_editions(corpus_with_law27):
    corpus = load_corpus([corpus_with_law27])
    found = mismatches(corpus)
    cited = {(m.ref.source_id, m.ref.target) for m in found}
    assert ("27.0(i)", "27B1(b)") in cited and ("27.0(iv)", "27B2") in cited
    assert {(m.law, m.source_edition, m.target_edition) for m in found} == {("27", 1987, 2017)}
    # a commentary paragraph citing another paragraph of itself (29.2 in 29.3) is never one
    assert all(m.ref.kind == "law" for m in found)
    assert not any(m.ref.target.startswith("70") for m in found)


def test_check_lists_them_and_counts_them(cli, corpus_with_law27):
    result = cli("check", str(corpus_with_law27))
    lines = [l for l in result.out.splitlines() if "[edition-mismatch]" in l]
    assert lines and all("ред. 1987 г." in l and "ред. 2017 г." in l for l in lines)
    assert any(l.endswith("001_91c3f04bc14c0505.txt:27: сведения: 27.0(i) (текст ред. 1987 г.) ссылается на "
                          "27B1(b) («27В1(b)»), а Правило 27 в справочнике — в ред. 2017 г.: номер мог "
                          "обозначать другое [edition-mismatch]") for l in lines)
    assert f"ссылок между редакциями: {len(lines)}" in result.out.splitlines()[-1]
    english = cli("check", str(corpus_with_law27), "--lang", "en")
    assert f"{len(lines)} references across editions" in english.out.splitlines()[-1]
