"""`lawref import`: the text lawref read and a .toml of guesses; a round trip gives the same clauses."""

from __future__ import annotations

import os
import tomllib

import pytest

from lawref.corpus.pipeline import load_corpus

from formats_book import clause_rows, write_book


@pytest.mark.parametrize("suffix", [".pdf", ".docx", ".html"])
def test_import_then_load_gives_the_same_clauses(tmp_path, cli, suffix):
    source = write_book(tmp_path / "in", "book", suffix)
    out = tmp_path / "corpus" / "book.txt"
    result = cli("import", str(source), "-o", str(out))
    assert result.code == 0, result.err
    assert out.read_text("utf-8") == _extracted(source)
    assert clause_rows(load_corpus([out])) == clause_rows(load_corpus([source]))
    assert f"записано {out}" in result.out and f"lawref check {out}" in result.out
    meta = tomllib.loads(out.with_suffix(".toml").read_text("utf-8"))
    assert meta["kind"] == "law" and meta["rights"] == "public"
    # The imported text has its .toml now: the corpus reads it without a no-metadata warning.
    assert not [d for d in load_corpus([out]).diagnostics if d.code == "no-metadata"]


def _extracted(path) -> str:
    from lawref.corpus.formats import extract

    return extract(path, path.read_bytes(), path.name).text


def test_the_toml_says_what_each_value_was_guessed_from(tmp_path, cli):
    source = tmp_path / "ebl.html"
    source.write_text("""<html><head><meta charset="utf-8"><title>Комментарий EBL</title></head><body>
<p>КОММЕНТАРИЙ К МЕЖДУНАРОДНЫМ ПРАВИЛАМ СПОРТИВНОГО БРИДЖА 1987 ГОДА</p>
<p>Co EBL 1992. This commentary is for personal and private perusal and not for reproduction</p>
<p>Правило 27. НЕДОСТАТОЧНАЯ ЗАЯВКА</p><p>27.1. Первый абзац комментария.</p></body></html>""", "utf-8")
    out = tmp_path / "out" / "ebl.txt"
    assert cli("import", str(source), "-o", str(out)).code == 0
    toml = out.with_suffix(".toml").read_text("utf-8")
    meta = tomllib.loads(toml)
    assert meta == {"kind": "commentary", "title": "Комментарий EBL", "edition": 1987,
                    "copyright": "Co EBL 1992. This commentary is for personal and private perusal and not for "
                                 "reproduction", "rights": "personal"}
    assert "edition = 1987  # guessed from line 1: «КОММЕНТАРИЙ К МЕЖДУНАРОДНЫМ ПРАВИЛАМ" in toml
    assert 'rights = "personal"  # guessed from line 3: «Co EBL 1992.' in toml
    assert sum(1 for line in toml.splitlines() if "=" in line and "#" in line.split("=", 1)[1]) == len(meta)


def test_russian_no_reproduction_and_a_given_kind(tmp_path, cli):
    source = tmp_path / "t.txt"
    source.write_text("Правила бриджа\n\n© Федерация, 2017. Воспроизведение запрещено.\n\nТекст без заголовков.\n",
                      "utf-8")
    out = tmp_path / "o.txt"
    refused = cli("import", str(source), "-o", str(out))
    assert refused.code == 2 and "ни текст Правил, ни комментарий" in refused.err and "--kind" in refused.err
    assert not out.exists()
    assert cli("import", str(source), "-o", str(out), "--kind", "law").code == 0
    meta = tomllib.loads(out.with_suffix(".toml").read_text("utf-8"))
    assert (meta["kind"], meta["edition"], meta["rights"]) == ("law", 2017, "personal")


def test_no_overwrite_without_force_and_normal_permissions(tmp_path, cli):
    source = write_book(tmp_path, "book", ".docx")
    out = tmp_path / "corpus" / "book.txt"
    assert cli("import", str(source), "-o", str(out)).code == 0
    out.write_text("правка редактора", "utf-8")
    again = cli("import", str(source), "-o", str(out))
    assert again.code == 2 and again.out == ""
    assert again.err.strip() == (f"lawref: {out}: такой файл уже есть (укажите другое имя в -o или добавьте --force, "
                                 "чтобы перезаписать его)")
    assert out.read_text("utf-8") == "правка редактора"
    assert cli("import", str(source), "-o", str(out), "--force").code == 0
    assert out.read_text("utf-8") != "правка редактора"
    umask = os.umask(0)
    os.umask(umask)
    for path in (out, out.with_suffix(".toml")):
        assert path.stat().st_mode & 0o777 == 0o666 & ~umask
    assert sorted(p.name for p in out.parent.iterdir()) == ["book.toml", "book.txt"]  # no temporary left


def test_default_output_is_the_corpus_folder_and_a_source_there_is_flagged(tmp_path, cli, monkeypatch):
    corpus = tmp_path / "corpus"
    source = write_book(corpus, "book", ".html")
    monkeypatch.setenv("LAWREF_CORPUS", str(corpus))
    result = cli("import", str(source))
    assert result.code == 0, result.err
    assert (corpus / "book.txt").exists() and (corpus / "book.toml").exists()
    assert "лежит в той же папке: переложите его, иначе книга прочитается дважды" in result.out


def test_bad_output_and_missing_input_are_one_line(tmp_path, cli):
    source = write_book(tmp_path, "book", ".html")
    wrong = cli("import", str(source), "-o", str(tmp_path / "book.md"))
    assert wrong.code == 2 and wrong.err.count("\n") == 1 and "импорт записывает текст в файл .txt" in wrong.err
    missing = cli("import", str(tmp_path / "nope.pdf"))
    assert missing.code == 2 and "нет такого файла" in missing.err


def test_a_folder_to_import_says_to_import_each_document(tmp_path, cli):
    folder = tmp_path / "books"
    folder.mkdir()
    result = cli("import", str(folder))
    assert result.code == 2 and result.err.count("\n") == 1
    assert "это папка: import читает по одному документу" in result.err
    assert f"lawref import {folder}/BOOK.pdf" in result.err
