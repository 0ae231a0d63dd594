"""The corpus commands as users run them: export, show, check; and their errors."""

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest

from conftest import LAW_SEED, REPO

SCHEMA = json.loads((REPO / "tools/lawref/schema/export.schema.json").read_text("utf-8"))


def test_export_validates_against_the_schema(cli):
    result = cli("export")
    assert result.code == 0, result.err
    data = json.loads(result.out)
    jsonschema.validate(data, SCHEMA)
    ids = [c["id"] for c in data["clauses"]]
    assert "70C2" in ids and "27.7(iii)" in ids
    clause = next(c for c in data["clauses"] if c["id"] == "29.3")
    assert clause["refs"] == ["29.2", "30", "31", "32"]
    assert clause["source"] == "commentary" and clause["law"] == "29"
    assert clause["file"].endswith("001_91c3f04bc14c0505.txt") and clause["line"] == 185


def test_export_kind_and_paths(cli, tmp_path):
    out = tmp_path / "laws.json"
    result = cli("export", str(LAW_SEED), "--kind", "law", "-o", str(out))
    assert result.code == 0, result.err
    data = json.loads(out.read_text("utf-8"))
    jsonschema.validate(data, SCHEMA)
    assert {c["source"] for c in data["clauses"]} == {"law"}
    assert [s["key"] for s in data["sources"]] == [LAW_SEED.stem]


def test_export_writes_a_file_with_normal_permissions(cli, tmp_path):
    out, kept = tmp_path / "new.json", tmp_path / "kept.json"
    kept.write_text("old", "utf-8")
    kept.chmod(0o640)
    umask = os.umask(0o022)
    try:
        assert cli("export", "-o", str(out)).code == 0
        assert cli("export", "-o", str(kept)).code == 0
    finally:
        os.umask(umask)
    assert out.stat().st_mode & 0o777 == 0o644  # as `>` would make it, not mkstemp's 0o600
    assert kept.stat().st_mode & 0o777 == 0o640  # an existing file keeps its own


def test_export_to_a_missing_folder_fails_cleanly(cli, tmp_path):
    target = tmp_path / "no" / "such" / "out.json"
    result = cli("export", "-o", str(target))
    assert result.code == 2
    assert "папки для вывода нет" in result.err and "Traceback" not in result.err
    assert not target.exists()


def test_export_keeps_the_old_file_when_it_fails(cli, tmp_path, corpus_copy):
    out = tmp_path / "out.json"
    out.write_text("previous", "utf-8")
    (corpus_copy / "zz_empty.txt").write_bytes(b"")
    result = cli("export", str(corpus_copy), "-o", str(out))
    assert result.code == 2
    assert out.read_text("utf-8") == "previous"
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".out.json")] == []


@pytest.mark.parametrize("typed", ["27.7(iii)", "27.7 iii", "70C2", "70 C 2", "70с2", "70c2"])
def test_show_accepts_loose_ids(cli, typed):
    result = cli("show", typed)
    assert result.code == 0, result.err
    canonical = "27.7(iii)" if typed.startswith("27") else "70C2"
    assert result.out.startswith(canonical)


def test_show_prints_text_place_references_and_backlinks(cli):
    result = cli("show", "29.2")
    assert result.code == 0
    flat = " ".join(result.out.split())
    assert "Как всегда, левый оппонент имеет право делать" in flat
    assert "Комментарий к Правилу 29 › 29.2." in flat  # where it sits
    assert "написан к редакции Правил 1987 г." in flat
    assert "→ 28B" in result.out and "нет в справочнике" in result.out
    assert "← 29.3" in result.out  # backlink
    english = cli("show", "29.2", "--lang", "en")
    assert "written for the 1987 Laws" in english.out and "not in the collection" in english.out


def test_show_footnote_and_target_titles(cli):
    result = cli("show", "70C3")
    assert "<*> Для целей Правил 70 и 71" in result.out
    result = cli("show", "70.fn1")
    assert "→ 70         ОСПАРИВАЕМАЯ ПРЕТЕНЗИЯ ИЛИ УСТУПКА" in result.out
    assert "Правило 70 › <*>" in result.out.splitlines()[0]


def test_show_unknown_id_suggests_and_exits_1(cli):
    result = cli("show", "29.9")
    assert result.code == 1
    assert "пункта «29.9» нет в справочнике" in result.err and "29." in result.err.split("ближайшие:")[1]
    english = cli("show", "29.9", "--lang", "en")
    assert "no clause '29.9'" in english.err and "29." in english.err.split("nearest:")[1]
    result = cli("show", "hello")
    assert result.code == 1 and "Traceback" not in result.err


def test_show_referenced_but_absent_clause_lists_its_backlinks(cli):
    result = cli("show", "27В1(б)")
    assert result.code == 1
    assert "27B1(b)" in result.out and "← 27.0(i)" in result.out and "← 27.0(iii)" in result.out
    assert "есть только комментарий к Правилу 27" in result.out


def test_check_lists_artefacts_and_counts(cli):
    result = cli("check")
    assert result.code == 0, result.err
    lines = result.out.splitlines()
    assert sum("удалено (директива вёрстки)" in l for l in lines) == 4
    assert sum("удалено (повтор для выделения)" in l for l in lines) == 5
    assert any(l.startswith("corpus/001_91c3f04bc14c0505.txt:141: удалено (директива вёрстки): «..page4»")
               for l in lines)
    assert any("ссылается на 23B" in l and "нет в справочнике" in l for l in lines)
    assert "удалено артефактов: 9" in lines[-1] and "неверных ссылок: 0" in lines[-1]
    english = cli("check", "--lang", "en").out.splitlines()
    assert sum("removed directive" in l for l in english) == 4
    assert any("refers to 23B" in l and "not in the corpus" in l for l in english)
    assert "9 artefacts removed" in english[-1] and "0 malformed references" in english[-1]


def test_check_strict_fails_on_warnings(cli, corpus_copy):
    (corpus_copy / "002_skip.txt").write_text("ПРАВИЛО 40. ТЕСТ\n\nA. Раздел\n\n1. Один.\n\n3. Три.\n", "utf-8")
    (corpus_copy / "002_skip.toml").write_text('kind = "law"\ntitle = "t"\nedition = 2017\n', "utf-8")
    assert cli("check", str(corpus_copy)).code == 0
    result = cli("check", "--strict", str(corpus_copy))
    assert result.code == 1
    assert "002_skip.txt:7: предупреждение: пункт 3 идёт после пункта 1 (ожидался 2) [skipped-number]" in result.out
    english = cli("check", "--strict", "--lang", "en", str(corpus_copy))
    assert "002_skip.txt:7: warning: item 3 follows item 1 (expected 2) [skipped-number]" in english.out


def test_check_words_every_structure_warning_in_the_chosen_language(cli, corpus_copy):
    """The parser's decisions (a Law heading read as text, a label out of sequence, a malformed reference, an
    empty clause) are Russian by default and English with --lang en: no English line in a Russian report."""
    (corpus_copy / "002_mixed.txt").write_text(
        "ПРАВИЛО 40. ТЕСТ\n\nA. Раздел\n\n1. Один, см. Правило 99.\n\n3. Три.\n\n"
        "ПРАВИЛО 12. НАЗАД\n\nТекст.\n", "utf-8")
    (corpus_copy / "002_mixed.toml").write_text('kind = "law"\ntitle = "t"\nedition = 2017\n', "utf-8")
    russian = cli("check", str(corpus_copy)).out
    english = cli("check", "--lang", "en", str(corpus_copy)).out
    mine = [line.split(": ", 2)[-1].rsplit(" [", 1)[0] for line in russian.splitlines() if "002_mixed" in line]
    # «ПРАВИЛО 12.» after Law 40 ties the rising run and does not continue it: read as text of 40A3 (the
    # sequence rule, lawref.corpus.walker), whose reference to Law 12 is then out of the collection
    assert len(mine) == 4 and all(re.search("[а-яё]", message, re.I) for message in mine), mine
    assert any("не следует за Правилом 40" in message for message in mine), mine
    assert not any(re.search(r"\b(follows|read as|does not|malformed|expected|not a Law)\b", m) for m in mine), mine
    mine_en = [line for line in english.splitlines() if "002_mixed" in line]
    assert len(mine_en) == len(mine)
    assert any("is not a Law number" in line or "does not exist" in line for line in mine_en), mine_en


@pytest.mark.parametrize("content, message", [
    (b"", "файл пуст"),
    (b"\x00\x01\x02\x03binary\x00\xff" * 20, "двоичный файл, а не текст"),
    (b"Hello, this is an English text without any law.\n", ""),
    ("Просто русский текст без правил и без нумерации.\n".encode(), "ни текст Правил, ни комментарий"),
])
def test_bad_files_give_a_clear_error(cli, tmp_path, content, message):
    bad = tmp_path / "bad.txt"
    bad.write_bytes(content)
    result = cli("export", str(bad))
    assert result.code == 2
    assert "bad.txt" in result.err and message in result.err
    assert "Traceback" not in result.err
    assert len(result.err.strip().splitlines()) == 1


def test_bad_metadata_names_file_and_line(cli, corpus_copy):
    meta = corpus_copy / "000_e2f9e180dbca6f62.toml"
    meta.write_text(meta.read_text("utf-8").replace('kind = "law"', 'kind = "statute"'), "utf-8")
    result = cli("export", str(corpus_copy))
    assert result.code == 2
    assert "000_e2f9e180dbca6f62.toml:2: kind должен быть \"law\" или \"commentary\", а не 'statute'" in result.err
    english = cli("export", "--lang", "en", str(corpus_copy))
    assert "000_e2f9e180dbca6f62.toml:2: kind must be" in english.err


@pytest.mark.parametrize("edit, said", [
    (lambda t: t.replace('kind = "law"', 'kind = "law"\nshelf = 3'), "неизвестный ключ метаданных «shelf» (известные ключи:"),
    (lambda t: t.replace("edition = 2017", 'edition = "2017"'), "«edition» должен быть числом (годом)"),
    (lambda t: t.replace('kind = "law"', 'kind = "law"\nrights = "mine"'), "rights должен быть"),
    (lambda t: "\n".join(line for line in t.splitlines() if not line.startswith("title")), "в метаданных нет ключа «title»"),
    (lambda t: t + "\n[[[", "ошибка в TOML"),
])
def test_every_metadata_error_is_one_russian_line_naming_the_file(cli, corpus_copy, edit, said):
    meta = corpus_copy / "000_e2f9e180dbca6f62.toml"
    meta.write_text(edit(meta.read_text("utf-8")), "utf-8")
    result = cli("export", str(corpus_copy))
    assert result.code == 2 and len(result.err.strip().splitlines()) == 1, result.err
    assert "000_e2f9e180dbca6f62.toml:" in result.err and said in result.err, result.err


@pytest.mark.parametrize("edit, line, said", [
    (lambda t: t.replace("edition = 2017", "edition = 2017 2017"), 4, "после значения ожидался конец строки"),
    (lambda t: t.replace('kind = "law"', 'kind = law'), 2, "неверное значение"),
    (lambda t: t.replace('kind = "law"', 'kind = "law'), 2, "кавычки не закрыты"),
    (lambda t: t.replace('kind = "law"', 'kind = "law"\nkind = "law"'), 3, "значение уже задано выше"),
    (lambda t: t.replace('kind = "law"', 'kind "law"'), 2, "после ключа ожидался знак «=»"),
    (lambda t: t + "\n[[[", 12, "недопустимый знак в начале ключа"),
])
def test_a_toml_syntax_error_is_worded_in_russian(cli, corpus_copy, edit, line, said):
    """What tomllib says («Expected newline or end of document after a statement») is the editor's one line in
    Russian, with its line: the terminal's and the page's under `make serve` alike (lawref.errors.toml_reason)."""
    meta = corpus_copy / "000_e2f9e180dbca6f62.toml"
    meta.write_text(edit(meta.read_text("utf-8")), "utf-8")
    result = cli("export", str(corpus_copy))
    assert result.code == 2 and len(result.err.strip().splitlines()) == 1, result.err
    assert f"000_e2f9e180dbca6f62.toml:{line}:" in result.err and said in result.err, result.err
    assert not re.search(r"[A-Za-z]{4,}", result.err.split(".toml:", 1)[1].replace("TOML", "")), result.err
    english = cli("export", "--lang", "en", str(corpus_copy))
    assert "invalid TOML:" in english.err and not re.search("[а-яё]", english.err), english.err


def test_missing_path(cli):
    result = cli("export", "no/such/file.txt")
    assert result.code == 2 and "no/such/file.txt: нет такого файла или папки" in result.err


def test_console_script_runs_without_traceback():
    lawref = Path(sys.executable).with_name("lawref")
    assert lawref.exists(), "the lawref console script is not installed in the venv (pip install -e .)"
    done = subprocess.run([str(lawref), "show", "nonsense!!"], capture_output=True, text=True,
                          cwd=REPO, env={**os.environ, "NO_COLOR": "1"})
    assert done.returncode == 1 and "Traceback" not in done.stderr


@pytest.mark.parametrize("env", [{"NO_COLOR": "1"}, {"TERM": "dumb"}])
def test_no_colour_on_a_terminal_that_asks_for_none(env, monkeypatch):
    """NO_COLOR (no-color.org) and TERM=dumb: --color auto prints no escape codes even on a terminal."""
    import sys

    from lawref.cli.options import use_colour

    monkeypatch.setattr(sys.stdout, "isatty", lambda: True, raising=False)
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("TERM", "xterm-256color")
    assert use_colour("auto")
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    assert not use_colour("auto") and use_colour("always") and not use_colour("never")


def test_search_hits_from_a_personal_use_source_carry_its_notice():
    """As `lawref show` does: the EBL commentary is for personal use only, the Laws' text is not."""
    import json
    import re

    from conftest import run_cli

    result = run_cli("search", "судья", "--limit", "20")
    assert result.code == 0
    # A hit is its numbered line and what follows, up to the next hit or the next Law's group line («— Правило …»).
    hits = re.split(r"(?m)^(?=\d+\. )|^— .*\n", result.out)
    hits = [h for h in hits if h]
    commentary = [h for h in hits if "001_91c3f04bc14c0505.txt" in h]
    law = [h for h in hits if "000_e2f9e180dbca6f62.txt" in h]
    assert commentary and law
    notice = "Только для личного пользования; воспроизведение запрещено."
    assert all(h.rstrip().endswith(notice) for h in commentary) and not any(notice in h for h in law)
    data = json.loads(run_cli("search", "судья", "--limit", "20", "--json").out)
    assert {h["file"].endswith("001_91c3f04bc14c0505.txt") for h in data["hits"] if h["notice"]} == {True}
    assert any(h["notice"] is None for h in data["hits"])


@pytest.mark.parametrize("wanted, nearest", [("99", "70, 31, 30"), ("32", "31, 30, 29"), ("1", "27, 28, 29")])
def test_show_of_a_law_not_in_the_corpus_suggests_the_nearest_laws(wanted, nearest):
    from conftest import run_cli

    result = run_cli("show", wanted)
    assert result.code == 1
    assert result.err.strip().endswith(f"; ближайшие: {nearest}; в справочнике Правила 27–31, 70")


def test_search_hits_of_a_text_of_unknown_edition_never_say_0(tmp_path):
    import re

    from conftest import LAW_SEED, run_cli

    book = tmp_path / "book.txt"  # no .toml, no year on a title page: the edition is unknown
    book.write_text(LAW_SEED.read_text("utf-8"), "utf-8")
    result = run_cli("search", "претензия", "--corpus", str(book), "--limit", "3")
    assert result.code == 0
    heads = [line for line in result.out.splitlines() if re.match(r"\d+\. ", line)]
    assert heads and all("Правило 70, ред. не указана;" in h for h in heads), heads


# `lawref search` names a hit's Law as its book does, as the site's result group does: the word of the search data's
# title of the Law's page (kare2004 «Статья 27. Недостаточная ставка», kubgu2021 «§ 27. …»), where that title is
# the hit's Law heading. Rows: (the page title, the hit's Law, its source, its group's title, language, the name).
LAW_NAME_ROWS = [
    ("Статья 27. Недостаточная ставка", "27", "law", "Недостаточная ставка", "ru", "Статья 27"),
    ("§ 27. Недостаточная заявка", "27", "law", "Недостаточная заявка", "ru", "§ 27"),
    ("Правило 70. ОСПАРИВАЕМАЯ ПРЕТЕНЗИЯ", "70", "law", "ОСПАРИВАЕМАЯ ПРЕТЕНЗИЯ", "ru", "Правило 70"),
    ("Статья 27", "27", "law", "", "ru", "Статья 27"),  # a heading with no title
    # a commentary's hit on the Law: the Law's page names it so too
    ("Статья 27. Недостаточная ставка", "27", "commentary", "Комментарий", "ru", "Статья 27"),
    # another heading than the hit's (a Law of another edition in the collection): the messages' word
    ("Статья 27. Недостаточная ставка", "27", "law", "Недостаточная заявка", "ru", "Правило 27"),
    (None, "27", "law", "Недостаточная ставка", "ru", "Правило 27"),  # no title for the page
    ("Статья 27. Недостаточная ставка", "27", "law", "Недостаточная ставка", "en", "Law 27"),
]


@pytest.mark.parametrize("page, law, source, group, lang, name", LAW_NAME_ROWS)
def test_search_names_a_law_with_its_books_word(page, law, source, group, lang, name):
    from types import SimpleNamespace

    from lawref.cli.search import law_name_of
    from lawref.messages import Messages

    store = SimpleNamespace(meta={"pages": {f"laws/{law}.html": page} if page else {}})
    hit = SimpleNamespace(law=law, source=source, group_title=group)
    assert law_name_of(store, hit, Messages(lang)) == name
