"""References across editions: a 1987 commentary citing a Law whose text in the collection is of 2017."""

import pytest

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


LAW27_1987 = """ПРАВИЛО 27. НЕДОСТАТОЧНОЕ НАЗНАЧЕНИЕ

A. Принятие недостаточного назначения

1. Любое недостаточное назначение может быть принято по выбору левого оппонента нарушителя.

B. Недостаточное назначение не принято

Если недостаточное назначение не принято, нарушитель должен заменить его законным назначением:

1. Назначение той же деноминации:

(a) если оно наименьшее достаточное, торговля продолжается;

(b) если оно иное, партнёр нарушителя обязан пасовать при каждой своей очереди.

2. Назначение другой деноминации: партнёр нарушителя должен пасовать до конца торговли.
"""


@pytest.fixture
def three_editions(corpus_with_law27):
    """The seed corpus, Law 27 of 2017, and Law 27 of 1987 (the edition the commentary was written for),
    without metadata: its edition is read from its title page."""
    (corpus_with_law27 / "003_law27_1987.txt").write_text(
        "МЕЖДУНАРОДНЫЕ ПРАВИЛА БРИДЖА\nРедакция 1987 года\n\n" + LAW27_1987, "utf-8")
    return corpus_with_law27


def test_two_editions_of_one_law_no_longer_collide(three_editions):
    corpus = load_corpus([three_editions])
    assert corpus.editions() == (2017, 1987)
    assert corpus["27B1(b)"].edition == 2017 and "27B2" not in corpus
    old = corpus.in_edition(1987)
    assert old["27B2"].edition == 1987 and "70" not in old  # an older edition holds its law texts alone
    assert "c27" in corpus  # the commentaries stay with the newest edition


def test_check_lists_the_commentarys_references_whose_target_changed_and_the_guessed_edition(cli, three_editions):
    out = cli("check", str(three_editions)).out
    lines = [l for l in out.splitlines() if "[edition-changed]" in l]
    assert any("27.0(i) ссылается на 27B1(b) («27В1(b)») ред. 1987 г.; в ред. 2017 г. — 27B1(b), изменён" in l
               for l in lines), lines
    assert any("ссылается на 27B2" in l and "в ред. 2017 г. исключён" in l for l in lines), lines
    assert all(l.split(": ")[0].endswith(".txt:" + l.split(":")[1]) for l in lines)
    guessed = [l for l in out.splitlines() if "[edition-guessed]" in l]
    assert guessed == [f"{three_editions / '003_law27_1987.txt'}:1: сведения: редакция 1987 г. прочитана с "
                       "титульного листа; если это не так, положите рядом 003_law27_1987.toml с edition = ГОД "
                       "[edition-guessed]"]
    assert f"ссылок комментария на изменённые с его редакции места: {len(lines)}" in out


def test_the_site_has_a_changes_page_with_words_struck_and_inserted(three_editions):
    from lawref.site.pages import generate, nav

    corpus = load_corpus([three_editions])
    pages = generate(corpus)
    page = pages["changes.md"]
    assert page.startswith("# Изменения 1987 → 2017\n")
    assert "**[27B1(b)](laws/27.md#27B1b)** — изменён" in page
    assert ("<del>обязан</del><ins>должен</ins> пасовать <del>при каждой своей очереди</del>"
            "<ins>до конца торговли</ins>") in page
    assert "**27B2** — исключён" in page and "<del>Назначение другой деноминации" in page
    assert {"Изменения 1987 → 2017": "changes.md"} in nav(corpus)
    one = generate(load_corpus([three_editions / "000_e2f9e180dbca6f62.txt"]))
    assert "changes.md" not in one


def test_site_marks_changed_clauses_shows_older_editions_and_the_commentarys_edition(three_editions):
    from lawref.site.pages import generate, nav

    corpus = load_corpus([three_editions])
    pages = generate(corpus)
    law = pages["laws/27.md"]
    mark = law[law.index('<div class="lawref-clause lawref-subitem" id="27B1b"'):]
    mark = mark[:mark.index("</details>")]
    assert '<details class="lawref-change-mark lawref-change-changed"><summary>Изменён с ред. 1987 г.' in mark
    assert "<del>обязан</del><ins>должен</ins>" in mark
    old = pages["1987/laws/27.md"]
    assert "27B2" in old and "исключён в ред. 2017 г." in old and "Это редакция 1987 г." in old
    assert {"Редакция 1987 г.": [{"Все правила": "1987/index.md"}, {"Правило 27": "1987/laws/27.md"}]} in nav(corpus)
    para = law[law.index('id="27.0i"'):]  # the commentary's item citing 27В1(b) of 1987
    para = para[:para.index("</div>")]
    assert ('По ред. 1987 г., к которой написан комментарий: <a href="../1987/laws/27.html#27B1b">27B1(b)</a> '
            "(в ред. 2017 г. — 27B1(b), изменён)") in para


def test_booklet_changes_since_adds_a_page_numbered_appendix(three_editions, tmp_path, cli):
    import re

    from booklet_read import flat, pdftotext_pages

    out = tmp_path / "b.pdf"
    result = cli("booklet", str(three_editions), "--changes-since", "1987", "-o", str(out))
    assert result.code == 0, result.err
    pages = [flat(p) for p in pdftotext_pages(out)]
    start = next(n for n, p in enumerate(pages) if "приложение. изменения 1987 → 2017" in p.lower())
    appendix = " ".join(pages[start:])
    m = re.search(r"27B1\(b\) — изменён, с\. (\d+)", appendix)
    assert m, appendix[:600]
    printed = next(n for n, p in enumerate(pages) if re.search(rf"(^| ){m[1]}$", p) or p.startswith(m[1] + " "))
    assert "если оно иное, партнёр нарушителя должен пасовать до конца торговли" in pages[printed]
    assert "27B2 — исключён" in appendix and "Назначение другой деноминации" in appendix
    assert re.search(r"\d+$|^\d+ ", pages[start]), "the appendix pages carry page numbers"
    assert "Приложение. Изменения" in " ".join(pages[:start])  # in the contents
    assert "нет редакции" not in result.err
    bad = cli("booklet", str(three_editions), "--changes-since", "1990", "-o", str(tmp_path / "c.pdf"))
    assert bad.code != 0 and "нет редакции Правил 1990" in bad.err and not (tmp_path / "c.pdf").exists()


@pytest.fixture(scope="module")
def editions_site(tmp_path_factory):
    """One strict site build of the seed corpus with Law 27 in its 1987 and 2017 texts (shared by the tests
    below: a build takes a minute)."""
    import shutil

    from conftest import CORPUS, LAW27_2017
    from sitebuild import build_site

    folder = tmp_path_factory.mktemp("three") / "corpus"
    shutil.copytree(CORPUS, folder)
    (folder / "002_law27.txt").write_text(LAW27_2017, "utf-8")
    (folder / "002_law27.toml").write_text('kind = "law"\ntitle = "Правило 27"\nedition = 2017\n', "utf-8")
    (folder / "003_law27_1987.txt").write_text("МЕЖДУНАРОДНЫЕ ПРАВИЛА БРИДЖА\nРедакция 1987 года\n\n" + LAW27_1987,
                                               "utf-8")
    dest = tmp_path_factory.mktemp("site") / "site"
    done = build_site(dest, corpus=folder, env_extra={"LAWREF_CACHE": str(tmp_path_factory.mktemp("cache"))})
    assert done.returncode == 0, done.stderr
    return dest


def test_the_built_site_shows_the_changes_and_the_older_edition(editions_site):
    import re

    from sitebuild import broken_links

    changes = (editions_site / "changes.html").read_text("utf-8")
    assert "Изменения 1987 → 2017" in changes and "<del>обязан</del><ins>должен</ins>" in changes
    law = (editions_site / "laws" / "27.html").read_text("utf-8")
    assert re.search(r'<details class="lawref-change-mark lawref-change-changed">\s*<summary>Изменён с ред\. 1987', law)
    assert 'href="../1987/laws/27.html#27B1b"' in law  # the commentary's own edition
    old = (editions_site / "1987" / "laws" / "27.html").read_text("utf-8")
    assert "(ред. 1987 г.)" in old and "исключён в ред. 2017 г." in old
    assert (editions_site / "1987" / "index.html").is_file()
    ours = [b for b in broken_links(editions_site) if b.startswith(("changes", "1987", "laws/27"))]
    assert ours == []
