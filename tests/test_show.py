"""`lawref show` at the table: a whole Law or section in one command, the lead-in an item completes, wrapped
to the terminal, colour only when asked for or on a terminal, Russian labels (English with --lang en), JSON for
scripts, references across editions marked, and the clauses of whole books (Definitions, chapters)."""

import json
import re

import pytest

from lawref.corpus.pipeline import load_corpus

import wholebook

ANSI = re.compile(r"\033\[[0-9;]*m")


def flat(text: str) -> str:
    return " ".join(text.split())


@pytest.fixture
def narrow(monkeypatch):
    monkeypatch.setenv("COLUMNS", "60")  # shutil.get_terminal_size reads it first


def test_show_a_law_prints_all_of_it_in_order_wrapped(cli, corpus, narrow):
    result = cli("show", "70")
    assert result.code == 0, result.err
    body = flat(result.out)
    positions = []
    for clause in (c for c in (corpus["70"], *corpus.descendants("70")) if c.text):
        words = flat(clause.text)
        assert words in body, f"{clause.id}: its text is not shown whole"
        positions.append(body.index(words))
    assert positions[:-2] == sorted(positions[:-2])  # document order (the footnote is printed after the text)
    assert body.count(flat(corpus["70.fn1"].text)) == 1
    # wrapped to the terminal (only a word longer than the line, such as the file path, may stick out)
    assert all(len(line) <= 60 or " " not in line.strip() for line in result.out.splitlines())
    assert "Комментарий к этому правилу" not in result.out  # there is none in the seed corpus


def test_show_a_section_prints_its_items_and_nothing_else(cli, corpus):
    result = cli("show", "70D")
    assert result.out.splitlines()[0] == "70D · Правило 70 › D. Судейские рассмотрения"
    body = flat(result.out)
    for item in ("70D1", "70D2", "70D3"):
        assert flat(corpus[item].text) in body
    assert flat(corpus["70C1"].text) not in body


@pytest.mark.parametrize("item, lead", [("70C2", "70C"), ("27.7(iii)", "27.7")])
def test_show_an_item_prints_the_lead_in_it_completes_first(cli, corpus, item, lead):
    body = flat(cli("show", item).out)
    assert flat(corpus[lead].text) in body, "the lead-in is missing"
    assert body.index(flat(corpus[lead].text)) < body.index(flat(corpus[item].text))
    siblings = [c for c in corpus[lead].children if c != item]
    assert not any(flat(corpus[s].text) in body for s in siblings), "only the item, not its siblings"


def test_colour_only_when_asked_or_on_a_terminal(cli):
    assert not ANSI.search(cli("show", "70C2").out)  # not a terminal (captured)
    coloured = cli("show", "70C2", "--color", "always").out
    assert ANSI.search(coloured)
    assert ANSI.sub("", coloured) == cli("show", "70C2", "--color", "never").out  # colour adds nothing else


def test_labels_are_russian_and_english_on_request(cli):
    russian, english = cli("show", "29.2").out, cli("show", "29.2", "--lang", "en").out
    assert "Ссылки:" in russian and "На этот пункт ссылаются:" in russian
    assert "Комментарий к Правилу 29 › 29.2." in russian.splitlines()[0]
    assert "References:" in english and "Commentary on Law 29 › 29.2." in english.splitlines()[0]
    assert "Referenced by" not in russian and "Ссылки" not in english


def test_a_personal_use_source_carries_its_notice(cli):
    assert "Только для личного пользования; воспроизведение запрещено." in cli("show", "28.1").out
    assert "воспроизведение запрещено" not in cli("show", "70").out


def test_json_has_the_clause_its_context_and_references(cli, corpus):
    result = cli("show", "70C2", "--json")
    data = json.loads(result.out)
    assert data["id"] == "70C2" and data["in_corpus"] is True
    assert [step["id"] for step in data["chain"]] == ["70", "70C", "70C2"]
    assert data["lead_in"] == [{"id": "70C", "label": "C.", "title": corpus["70C"].title, "text": corpus["70C"].text}]
    assert [c["id"] for c in data["clauses"]] == ["70C2"] and data["clauses"][0]["text"] == corpus["70C2"].text
    whole = json.loads(cli("show", "70", "--json").out)
    assert [c["id"] for c in whole["clauses"]] == ["70", *(c.id for c in corpus.descendants("70"))]
    assert any(r["target"] == "68D" and r["in_corpus"] is False for r in whole["references"])
    missing = cli("show", "27B1b", "--json")
    assert missing.code == 1 and json.loads(missing.out)["in_corpus"] is False
    assert {r["from"] for r in json.loads(missing.out)["referenced_by"]} == {"27.0(i)", "27.0(iii)"}


def test_references_across_editions_are_marked_with_both(cli, corpus_with_law27):
    text = cli("show", "27.0(i)", "--corpus", str(corpus_with_law27)).out
    assert "→ 27B1(b)" in text
    assert "! ссылка из текста ред. 1987 г.; Правило 27 здесь — в ред. 2017 г." in text
    data = json.loads(cli("show", "27.0(i)", "--json", "--corpus", str(corpus_with_law27)).out)
    ref = next(r for r in data["references"] if r["target"] == "27B1(b)")
    assert ref["edition_mismatch"] == {"source_edition": 1987, "law": "27", "target_edition": 2017}
    backlinks = cli("show", "27B", "--corpus", str(corpus_with_law27)).out
    assert "← 27.0(i)" in backlinks and "ред. 1987 г." in backlinks


@pytest.fixture
def book(monkeypatch):
    corpus = wholebook.corpus()
    monkeypatch.setattr("lawref.cli.corpus.corpus_from_args", lambda args, **kwargs: corpus)
    return corpus


def test_show_a_term_of_the_definitions(cli, book):
    result = cli("show", "def.vzyatka")
    assert result.code == 0, result.err
    lines = result.out.splitlines()
    assert lines[0] == "def.vzyatka · Глава I. Определения › ОПРЕДЕЛЕНИЯ › Взятка"
    assert flat(book["def.vzyatka"].text) in flat(result.out)
    assert "Комментарий к термину: lawref show cdef.vzyatka" in result.out
    assert "← 17A2" in result.out and "← def.kontrakt" in result.out


def test_show_a_chapter_lists_its_parts_and_laws(cli, book):
    out = cli("show", "ch2").out
    assert "Часть I. Начало торговли" in out and "17  ПРАВИЛО 17. ПЕРИОД ТОРГОВЛИ" in out
    assert flat(book["17A1"].text) not in flat(out)  # a chapter is listed, its Laws shown by their own ids
    law = cli("show", "17").out
    assert law.splitlines()[0] == "17 · Глава II. Торговля › Часть I. Начало торговли › Правило 17"


def test_show_front_matter(cli, book):
    out = cli("show", "front.title").out
    assert out.splitlines()[0] == "front.title · Титульный лист"
    assert "П Р А В И Л А" in out and "Редакция 2017 года" in out


def test_a_loaded_corpus_and_load_corpus_agree_on_ids(corpus_with_law27):
    corpus = load_corpus([corpus_with_law27])
    assert "27B1(b)" in corpus and corpus["27B1(b)"].parent == "27B1"
