"""One id grammar (lawref/data/ids.toml) read by Python (lawref.ids, lawref.search) and by the site's scripts
(search-ids.js: the search and the go-to box): the same rows give the same answers in both languages under Node
(tests/node/ids.mjs; a missing Node fails, never skips), and the rows a reader types give the ids a reader means."""

from __future__ import annotations

import json
import re
import shutil
import subprocess

import pytest

from lawref import ids
from lawref.search import analysis
from lawref.search.expand import prose
from lawref.search.rules import RULES

from conftest import REPO

JS_DIR = REPO / "site_src" / "assets" / "js"
KNOWN = ["16", "16A1", "27B1(b)", "29.2", "68", "70C2", "81", "27.7(ii)", "c27", "12.4(b)", "2-1(a)"]

# (typed, what the go-to box opens): look-alike letters, labels, ranges, ids in prose.
GO_TO = [
    ("27В1(b)", "27B1(b)"),       # Cyrillic В
    ("27B1(b)", "27B1(b)"),
    ("27в1б", "27B1(b)"),
    ("16А1", "16A1"),             # Cyrillic А
    ("16A1", "16A1"),
    ("Правило 16", "16"),
    ("правило 16", "16"),
    ("пр. 16", "16"),
    ("пр.16", "16"),
    ("Закон 16", "16"),
    ("Правило 27В1(b)", "27B1(b)"),
    ("81–85", "81"),              # a range: its first Law
    ("Правила 68–70", "68"),
    ("Правила 68 — 70", "68"),
    ("9-1", "9-1"),               # an item of a Law without sections, not a range
    ("29.2", "29.2"),
    ("27.7(ii)", "27.7(ii)"),
    ("27.7(іі)", "27.7(ii)"),     # Cyrillic і in a roman numeral
    ("c27", "c27"),
    ("с27", "c27"),               # Cyrillic с
    ("70.fn1", "70.fn1"),
    ("27.exC", "27.exC"),
    ("27.exс", "27.exC"),         # Cyrillic с
    ("12.ex1", "12.ex1"),         # an example numbered «Пример 1» (a commentary's)
    ("12.ex1a", None),
    ("def.vzyatka", "def.vzyatka"),
    ("Правило", None),
    ("пр.", None),
    ("Правило шестнадцать", None),
    ("Статья Б", None),
    ("1H1D", None),               # a bid sequence
    ("abc", None),
    ("", None),
]
# Text with ids in prose, as the search reads them (lawref.search.expand.prose.read_ids).
PROSE = [
    ("см. Правило 16 и пр. 16", ["16", "16"]),
    ("Закон 16", ["16"]),
    ("по правилу 27 В 1 b", ["27B1(b)"]),
    ("правило 27 в случае", ["27"]),           # «в» before a word is a preposition
    ("пункт 16 Д 2 в", ["16D2(c)"]),           # а, б, в: a sub-item's letter in the Russian alphabet's order
    ("правило 12 С 1 е ii", ["12C1(e)(ii)"]),  # a roman numeral after a sub-item's letter
    ("комментарий к 27-му, пункт 7 (iv)", ["27.7(iv)"]),  # an ordinal in digits
    ("27-го правила пункт 7 и 27-В-2", None),
    ("Правила 68–70 и 81–85", None),           # whatever Python reads, the browser reads the same
    ("27В1(b) в тексте", None),
    ("16A1 и 16А1", None),
    # a numbered paragraph's lettered item: dotted in a commentary (12.4(b)), with a dash in a book numbering a
    # Law's paragraphs (2-1(a)); the collection's form wins, whichever separator was typed
    ("п. 12.4 б", ["12.4(b)"]), ("пункт 12-4 б", ["12.4(b)"]), ("комментарий 12, п. 4 б", ["12.4(b)"]),
    ("правило 2, пункт 1 а", ["2-1(a)"]), ("правило 2.1 а", ["2-1(a)"]),
]


# (canonical id, its parent, the nearest enclosing id of KNOWN): one step up the tree of every id shape.
PARENTS = [
    ("27B1(b)", "27B1", "27B1(b)"),
    ("27B1(b)(ii)", "27B1(b)", "27B1(b)"),
    ("70C9", "70C", None),          # neither 70C nor 70 in KNOWN: nothing to open
    ("70C2(a)", "70C2", "70C2"),
    ("16A1(c)", "16A1", "16A1"),
    ("16B", "16", "16"),
    ("29.2", "29", "29.2"),
    ("29.7", "29", None),
    ("27.7(ii)", "27.7", "27.7(ii)"),
    ("27.7(iii)", "27.7", None),
    ("9-1", "9", None),
    ("9-1(a)", "9-1", None),
    ("27.8.note1", "27.8", None),
    ("16.ex1.note1", "16.ex1", "16"),  # a note after an example (pfsb1999comm): up to its example, then its Law
    ("70.fn2", "70", None),
    ("27.exC", "27", None),
    ("29.2.note1", "29.2", "29.2"),
    ("def.kozyr", "def", None),
    ("cdef.bolvan", "cdef", None),
    ("ch4.p2", "ch4", None),
    ("68D", "68", "68"),
    ("81", None, "81"),
    ("c27", None, "c27"),
    ("ch4", None, None),
]


def rows() -> list[str]:
    return [t for t, _ in GO_TO] + [t for t, _ in PROSE]


@pytest.mark.parametrize("typed, expected", GO_TO)
def test_the_go_to_box_reads_what_a_reader_types(typed, expected):
    assert ids.go_to_id(typed) == expected


@pytest.mark.parametrize("clause_id, parent, nearest", PARENTS)
def test_the_parent_walk_goes_one_step_up_to_the_nearest_id_the_collection_has(clause_id, parent, nearest):
    assert ids.parent_id(clause_id) == parent
    assert ids.resolve_id(clause_id, set(KNOWN).__contains__) == nearest


@pytest.mark.parametrize("text, expected", [row for row in PROSE if row[1] is not None])
def test_ids_in_prose(text, expected):
    assert [c for _, _, c in prose.read_ids(text, set(KNOWN).__contains__)] == expected


def test_both_languages_read_the_rows_alike(tmp_path):
    node = shutil.which("node")
    assert node, "node is not installed: the id grammar of the site's scripts cannot be checked (apt install nodejs)"
    section, subitem = ids.letters()
    data = {"letters": {"section": section, "subitem": subitem}, "grammar": ids.grammar(), "rules": RULES,
            "roman": prose.ROMAN_NUMERALS, "numbers": prose.number_words(), "known": KNOWN, "rows": rows(),
            "canonical": [c for c, _, _ in PARENTS]}
    path = tmp_path / "ids.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    done = subprocess.run([node, str(REPO / "tests" / "node" / "ids.mjs"), str(JS_DIR), str(path)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    got_all = json.loads(done.stdout)
    got = got_all["rows"]
    known = set(KNOWN).__contains__
    differ = []
    for row in got:
        text = row["text"]
        want = {"goTo": ids.go_to_id(text), "normalize": ids.normalize_id(text), "asId": analysis._as_id(text),
                "tokens": [list(t) for t in analysis.raw_tokens(text)],
                "prose": [list(t) for t in prose.read_ids(text, known)]}
        differ += [f"{text!r} {key}: node {row[key]!r}, python {value!r}" for key, value in want.items()
                   if row[key] != value]
    differ += [f"{w['id']!r}: node parent {w['parent']!r} nearest {w['resolve']!r}, python {ids.parent_id(w['id'])!r} "
               f"{ids.resolve_id(w['id'], known)!r}" for w in got_all["walks"]
               if (w["parent"], w["resolve"]) != (ids.parent_id(w["id"]), ids.resolve_id(w["id"], known))]
    assert not differ, "\n".join(differ)
    assert len(got) == len(rows()) and len(got_all["walks"]) == len(PARENTS)


def test_no_script_writes_an_id_pattern_of_its_own():
    """The patterns of typed ids are the grammar's: neither lawref.ids nor search-ids.js spells one of its own."""
    for path in (REPO / "tools" / "lawref" / "ids.py", JS_DIR / "search-ids.js", REPO / "tools" / "lawref" / "search"
                 / "analysis.py"):
        text = path.read_text("utf-8")
        assert not re.search(r"\(\?P?<(law|section|sub|deep|head|tail|defs)>", text), path
        assert "ivxlcіх" not in text and "fn|note|ex" not in text, path
