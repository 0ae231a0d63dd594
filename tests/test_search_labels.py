"""A reader never sees the project's ids in search results: the text shard carries each result's reader's label
(lawref.context.reader_name, as the site's previews say it: «Пример C к Правилу 27», «Комментарий к Правилу 27»),
and `lawref search` and the browser (tests/test_site_search_browser.py) title a result by it; the id itself stays
for copy-link and go-to (data-lawref-id, --json's "id")."""

from __future__ import annotations

import json
import re

from lawref.ids import is_reader_id
from lawref.search.analysis import raw_tokens

# Ids the project makes that have no id token shape (the tokenizer reads the others: c27, 27.exC, 27.0(ii)).
_BOOK_IDS = re.compile(r"(?<![\w.])(?:c?def|c?front|ch\d+|p\d+)(?:\.[\w-]+)?(?![\w])")


def internal_ids(text: str) -> list[str]:
    """The project's ids in a text a reader is shown (a reader's own ids, «70C2», «27.7(ii)», are fine)."""
    found = [canonical for _, _, canonical in raw_tokens(text) if canonical and not is_reader_id(canonical)]
    return found + _BOOK_IDS.findall(text)


def test_the_check_finds_the_ids_it_is_for():
    for shown in ("27.exC", "c27", "27.8.note1", "70.fn1", "27.0(ii)", "def.kozyr", "ch6", "Пример 27.exC"):
        assert internal_ids(shown), shown
    for shown in ("70C2", "27.7(ii)", "Пример C к Правилу 27", "Примечание к 27.8", "Козырь (Определения)",
                  "Глава VI", "Комментарий к Правилу 27, (ii)", "27B1(b)"):
        assert not internal_ids(shown), shown


def test_every_document_of_the_seeds_has_a_readers_label(search_store):
    made = 0
    for doc in range(search_store.meta["docs"]):
        entry = search_store.text(doc)
        assert entry.label and not internal_ids(entry.label), (entry.id, entry.label)
        if not is_reader_id(entry.id):
            made += 1
            assert entry.label != entry.id
    assert made >= 5  # the seeds have examples, notes, the commentary's heads and leading fragments


def test_lawref_search_titles_results_by_the_readers_label(cli):
    for query in ("пример", "примечание", "комментарий к правилу 27", "недостаточное назначение"):
        r = cli("search", query, "--limit", "20")
        assert r.code == 0, r.err
        titles = [line for line in r.out.splitlines() if re.match(r"\d+\. ", line)]
        assert titles
        for line in titles:
            assert not internal_ids(line), (query, line)
    data = json.loads(cli("search", "пример", "--json", "--limit", "20").out)
    made = [h for h in data["hits"] if not is_reader_id(h["id"])]
    assert made, "the check would pass with no result of the project's ids"
    assert all(h["label"] and h["label"] != h["id"] for h in made)


def test_the_note_names_an_id_read_from_prose_as_a_reader_does(cli):
    """«Показаны результаты для: …» after «примечание к 27.8» names the note «Примечание к 27.8», never
    «27.8.note1»; a reader's own id read from prose stays as it is («правило 70 с 2» -> 70C2)."""
    for query, said in (("примечание к 27.8", "Примечание к 27.8"), ("сноска к правилу 70", "Сноска")):
        r = cli("search", query)
        assert r.code == 0, r.err
        note = next(line for line in r.out.splitlines() if line.startswith("Показаны результаты для: "))
        assert said in note and not internal_ids(note), (query, note)
        shown = json.loads(cli("search", query, "--json").out)["shown"]
        assert said in shown and not internal_ids(shown), (query, shown)
    own = cli("search", "правило 70 с 2")
    assert "Показаны результаты для: 70C2" in own.out
