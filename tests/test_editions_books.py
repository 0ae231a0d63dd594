"""Two editions of a whole generated law book in one collection (issue 18): tests/bookgen's next edition,
with the ground truth of its changes (an inserted item renumbering those after it with their sub-items, a
rewording, a reworded item that also moved, additions, removals, a section moved to another Law), rendered in
every format, read without metadata (each edition from its title page): `lawref diff` must give exactly the
changes, and each edition must keep its own clauses."""

from __future__ import annotations

import json

import pytest

from lawref.corpus.pipeline import load_corpus
from lawref.editions import changes_between
from lawref.editions.align import changes_record

from bookgen.books import make_books
from bookgen.revise import NEW_EDITION, TXT_VARIANTS, revise, write_editions
from readings import Readings
from sitebuild import bookgen_key, kept

RENDERINGS = [*TXT_VARIANTS, "law_site", "law_book.html", "law.docx", "law.pdf"]
FIELDS = ("kind", "parent", "law", "label", "title", "text")


@pytest.fixture(scope="module")
def editions(tmp_path_factory, rendered_books):
    """Both editions rendered (taken from an earlier run when nothing they are made from changed:
    tests/sitebuild.py `kept`), the two books and the changes between them. The old edition is seed 1's law
    book, which the generated books' renderings of this run hold already (conftest.rendered_books): its files are
    copied from there (bookgen.revise.taken_renderings), only the new edition is rendered."""
    out = tmp_path_factory.mktemp("editions")
    old = make_books(1).law
    new, expected = revise(old, 1)
    kept("editions-seed1", bookgen_key("editions seed 1"), out,
         lambda folder: write_editions(folder, rendered=rendered_books[0]))
    return out, old, new, expected


@pytest.fixture(scope="module")
def readings():
    """The module's readings of each edition's file, kept (tests/readings.py): `loaded`'s, and the same files
    read again by `lawref diff`, `show` and `export` (law.txt's two editions, ~0.7 s each a reading)."""
    return Readings()


@pytest.fixture
def read_once(readings, monkeypatch):
    """The commands a test runs read each unchanged file once in the module (`readings`)."""
    from lawref.corpus import pipeline

    monkeypatch.setattr(pipeline, "read_source", readings.read)


@pytest.fixture(scope="module")
def loaded(editions, readings):
    out = editions[0]
    cache = {}

    def load(name):
        if name not in cache:
            cache[name] = load_corpus([out / name / "2017", out / name / str(NEW_EDITION)], read=readings.read)
        return cache[name]
    return load


def projection(record: dict) -> list[dict]:
    """What the ground truth names: old, new, kind, and text_changed / moved where they apply."""
    keys = ("old", "new", "kind", "text_changed", "moved")
    return [{k: c[k] for k in keys if k in c} for c in record["changes"]]


def test_the_ground_truth_has_every_kind_of_change(editions):
    expected = editions[3]
    kinds = {c["kind"] for c in expected}
    assert kinds == {"renumbered", "changed", "added", "removed"}
    assert any(c.get("moved") for c in expected)
    assert any(c.get("text_changed") for c in expected)
    renumbered_with_subitems = [c for c in expected if c["kind"] == "renumbered" and not c.get("moved")
                                and editions[2][c["new"]].children]
    assert renumbered_with_subitems, "an item with sub-items must move"


@pytest.mark.parametrize("name", RENDERINGS)
def test_each_edition_keeps_its_clauses_and_both_are_held(editions, loaded, name):
    _, old, new, _ = editions
    corpus = loaded(name)
    assert corpus.editions() == (NEW_EDITION, 2017)
    older = corpus.in_edition(2017)
    for book, held in ((new, corpus), (old, older)):
        want = {c.id: c for c in book.clauses}
        got = {c.id: c for c in held.clauses}
        assert set(got) == set(want)
        wrong = [f"{i}.{f}" for i, c in want.items() for f in FIELDS if getattr(c, f) != getattr(got[i], f)]
        assert not wrong, wrong[:10]
        assert {c.edition for c in held.clauses} == {held.edition}


@pytest.mark.parametrize("name", RENDERINGS)
def test_the_diff_is_exactly_the_ground_truth(editions, loaded, name):
    corpus = loaded(name)
    record = changes_record(changes_between(corpus.in_edition(2017), corpus))
    assert record["from"] == "2017" and record["to"] == str(NEW_EDITION)
    assert projection(record) == editions[3]


def test_lawref_diff_json_and_text(editions, cli, read_once):
    out = editions[0] / "law.txt"
    expected = json.loads((editions[0] / "expected_changes.json").read_text("utf-8"))
    result = cli("diff", "--corpus", str(out / "2017"), "--corpus", str(out / str(NEW_EDITION)), "--json")
    record = json.loads(result.out)
    assert list(record) == ["from", "to", "changes"]
    assert {"from": record["from"], "to": record["to"], "changes": projection(record)} == expected
    for change in record["changes"]:
        assert list(change)[:3] == ["old", "new", "kind"]
        if change["kind"] == "changed":
            struck = "".join(t for op, t in change["diff"] if op in "=-")
            inserted = "".join(t for op, t in change["diff"] if op in "=+")
            assert (struck, inserted) == (change["old_text"], change["new_text"])
    text = cli("diff", "--corpus", str(out / "2017"), "--corpus", str(out / str(NEW_EDITION))).out
    assert text.startswith(f"Изменения 2017 → {NEW_EDITION}") and "\033[" not in text
    moved = next(c for c in record["changes"] if c.get("moved"))
    assert f"{moved['old']} → {moved['new']}  перенесён" in text
    changed = next(c for c in record["changes"] if c["kind"] == "changed")
    assert f"~ {changed['new']}  изменён" in text and "[-" in text and "{+" in text
    coloured = cli("diff", "--corpus", str(out / "2017"), "--corpus", str(out / str(NEW_EDITION)),
                   "--color", "always").out
    assert "\033[9m" in coloured and "[-" not in coloured


def test_diff_under_one_id_and_show_of_either_edition(editions, cli, read_once):
    out = editions[0] / "law.txt"
    paths = ["--corpus", str(out / "2017"), "--corpus", str(out / str(NEW_EDITION))]
    expected = editions[3]
    shifted = [c for c in expected if c["kind"] == "renumbered" and not c.get("moved")]
    section = shifted[0]["new"][:-1]
    record = json.loads(cli("diff", section, "--json", *paths).out)
    assert projection(record) == [c for c in expected if (c["new"] or c["old"]).startswith(section)]
    first = shifted[0]
    shown = cli("show", first["new"], *paths).out
    assert f"Изменён с ред. 2017 г. (в ней — {first['old']}): перенумерован" in shown
    old_view = cli("show", first["old"], "--edition", "2017", *paths).out
    assert f"ред. {NEW_EDITION} г. — {first['new']}, перенумерован" in old_view
    removed = next(c for c in expected if c["kind"] == "removed")
    assert "исключён" in cli("show", removed["old"], "--edition", "2017", *paths).out
    missing = cli("show", first["new"], "--edition", "1997", *paths)
    assert missing.code != 0 and "нет редакции Правил 1997" in missing.err and "Traceback" not in missing.err


def test_export_and_search_of_an_older_edition(editions, cli, read_once):
    out = editions[0] / "law.txt"
    paths = [str(out / "2017"), str(out / str(NEW_EDITION))]
    newest = json.loads(cli("export", *paths).out)
    older = json.loads(cli("export", "--edition", "2017", *paths).out)
    assert (newest["edition"], newest["editions"]) == (NEW_EDITION, [NEW_EDITION, 2017])
    assert older["edition"] == 2017 and {c["edition"] for c in older["clauses"]} == {2017}
    removed = next(c for c in editions[3] if c["kind"] == "removed")["old"]
    assert removed in {c["id"] for c in older["clauses"]} and removed not in {c["id"] for c in newest["clauses"]}


def test_the_site_shows_every_change_of_the_whole_book(editions, loaded):
    """The changes page lists each change of the ground truth; each changed clause of the newest edition is
    marked on its Law's page; the older edition's Laws have pages under /2017/ saying what each clause became."""
    from lawref.ids import anchor
    from lawref.site.pages import generate

    corpus = loaded("law.txt")
    pages = generate(corpus)
    listed = pages["changes.md"]
    for change in editions[3]:
        block = f'id="{anchor(change["new"] or change["old"])}"'
        assert block in listed, change
        entry = listed[listed.index(block):].split("</div>")[0]
        words = {"renumbered": "перенесён" if change.get("moved") else "перенумерован", "changed": "изменён",
                 "added": "добавлен", "removed": "исключён"}[change["kind"]]
        assert f"— {words}" in entry, (change, entry)
        if change["kind"] in ("changed", "removed") or change.get("text_changed"):
            assert "<del>" in entry, entry
        if change["new"] is not None:
            page = pages[f"laws/{corpus[change['new']].law}.md"]
            assert f'lawref-change-{change["kind"]}' in after(page, change["new"]), change
        if change["old"] is not None:
            old_page = pages[f"2017/laws/{corpus.in_edition(2017)[change['old']].law}.md"]
            assert "в ред. 2027 г." in after(old_page, change["old"]), change


def after(page: str, clause_id: str) -> str:
    """The page from a clause's block (an item's div, a section's heading) to the next clause's."""
    from lawref.ids import anchor

    a = anchor(clause_id)
    at = page.index(f'id="{a}"') if f'id="{a}"' in page else page.index(f"{{ #{a} ")
    rest = page[at + 1:]
    ends = [i for i in (rest.find('<div class="lawref-clause'), rest.find("\n## ")) if i >= 0]
    return page[at:at + 1 + min(ends)] if ends else page[at:]
