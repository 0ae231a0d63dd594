"""The terminal as a user meets it: help in Russian (argparse's own words too) or English (--lang en, or
LAWREF_LANG=en; the flag wins), a bad command line in one line, --corpus on every command that reads the corpus,
output wrapped to the terminal, messages without exception names."""

import re

import pytest

from conftest import CORPUS, run_cli

COMMANDS = ("export", "show", "check", "booklet", "search", "index", "eval", "import", "diff")
ENGLISH_ARGPARSE = ("usage:", "options:", "show this help message and exit", "positional arguments")


@pytest.mark.parametrize("command", ("", *COMMANDS))
def test_help_is_russian_by_default_argparse_words_included(command, monkeypatch):
    monkeypatch.delenv("LAWREF_LANG", raising=False)
    result = run_cli(*([command] if command else []), "--help")
    assert result.code == 0
    assert result.out.startswith("использование: lawref")
    assert "показать эту справку и выйти" in result.out and "параметры:" in result.out
    assert not any(word in result.out for word in ENGLISH_ARGPARSE), result.out
    # every option's help is worded in Russian: no line of help made of English words alone
    helps = [line.strip() for line in result.out.splitlines() if line.startswith("  ") and "  " in line.strip()]
    english = [h for h in helps if re.search(r"[a-z]{4,} [a-z]{4,} [a-z]{4,}", h) and not re.search("[а-я]", h)]
    assert not english, english


@pytest.mark.parametrize("how", ["flag", "env"])
@pytest.mark.parametrize("command", ("", "search", "booklet", "check"))
def test_help_is_english_with_lang_en_or_lawref_lang(command, how, monkeypatch):
    argv = [command] if command else []
    if how == "flag":
        monkeypatch.delenv("LAWREF_LANG", raising=False)
        argv = ["--lang", "en", *argv]
    else:
        monkeypatch.setenv("LAWREF_LANG", "en")
    result = run_cli(*argv, "--help")
    assert result.code == 0 and result.out.startswith("usage: lawref")
    assert "show this help message and exit" in result.out and "options:" in result.out
    assert not re.search("[а-яё]{4,} [а-яё]{4,}", result.out.split("\n\n", 1)[1].replace("претенз*", "")), \
        result.out


def test_the_lang_flag_wins_over_lawref_lang(monkeypatch):
    monkeypatch.setenv("LAWREF_LANG", "en")
    assert run_cli("search", "--help", "--lang", "ru").out.startswith("использование: lawref search")
    assert run_cli("show", "29.9", "--lang", "ru").err.startswith("lawref: пункта «29.9» нет в справочнике")
    assert run_cli("show", "29.9").err.startswith("lawref: no clause '29.9'")


@pytest.mark.parametrize("argv, line", [
    (("search", "претензия", "--foo"), "lawref search: неизвестный параметр --foo; справка: lawref search --help"),
    (("search",), "lawref search: не указано: ЗАПРОС; справка: lawref search --help"),
    (("show",), "lawref show: не указано: ПУНКТ; справка: lawref show --help"),
    (("search", "x", "--in", "rules"),
     "lawref search: --in: недопустимое значение «rules» (можно: «laws», «commentary»); справка: lawref search "
     "--help"),
    (("search", "x", "--limit", "many"),
     "lawref search: --limit: не число: «many»; справка: lawref search --help"),
    (("show", "27", "28"), "lawref show: лишний аргумент 28; справка: lawref show --help"),
    (("search", "x", "--color", "yes"),
     "lawref search: --color: недопустимое значение «yes» (можно: «auto», «always», «never»); справка: lawref "
     "search --help"),
    (("frobnicate",), None),
])
def test_a_bad_command_line_is_one_line_and_exit_2(argv, line, monkeypatch):
    monkeypatch.delenv("LAWREF_LANG", raising=False)
    result = run_cli(*argv)
    assert result.code == 2 and result.out == ""
    assert len(result.err.strip().splitlines()) == 1, result.err
    assert "использование" not in result.err and "usage" not in result.err
    if line:
        assert result.err.strip() == line
    else:
        assert result.err.startswith("lawref: КОМАНДА: недопустимое значение «frobnicate» (можно: «export»")
    english = run_cli(*argv, "--lang", "en")
    assert english.code == 2 and len(english.err.strip().splitlines()) == 1 and "справка" not in english.err
    assert english.err.rstrip().endswith("--help")


def test_the_placeholders_of_the_help_speak_the_runs_language(monkeypatch):
    """The values an option takes are named in Russian by default (ПУТЬ, ЗАПРОС), in English with --lang en."""
    monkeypatch.delenv("LAWREF_LANG", raising=False)
    for argv, russian, english in ((("search", "--help"), ("ЗАПРОС [ЗАПРОС ...]", "--law НОМЕР", "--corpus ПУТЬ"),
                                    ("QUERY [QUERY ...]", "--law N", "--corpus PATH")),
                                   (("import", "--help"), ("-o ИМЯ.txt", "--encoding КОДИРОВКА", "ФАЙЛ"),
                                    ("-o NAME.txt", "--encoding ENCODING", "FILE"))):
        said = run_cli(*argv).out
        assert all(word in said for word in russian) and "QUERY" not in said and "PATH" not in said, said
        said = run_cli(*argv, "--lang", "en").out
        assert all(word in said for word in english) and "ЗАПРОС" not in said, said


def test_check_takes_corpus_like_the_other_commands():
    as_argument = run_cli("check", str(CORPUS))
    with_flag = run_cli("check", "--corpus", str(CORPUS))
    assert with_flag.code == 0 and with_flag.out == as_argument.out
    assert "удалено артефактов: 9" in with_flag.out.splitlines()[-1]


@pytest.mark.parametrize("columns", [50, 72])
def test_search_output_is_wrapped_to_the_terminal_and_never_cuts_a_word(columns, monkeypatch):
    import json

    monkeypatch.setenv("COLUMNS", str(columns))  # what shutil.get_terminal_size reads first
    result = run_cli("search", "судья", "--limit", "8", "--color", "never")
    assert result.code == 0 and result.out
    assert all(len(line) <= columns for line in result.out.splitlines()
               if " " in line.strip()), result.out  # a line wider is one word alone on its line
    # the snippets' words, joined back across the line breaks, are the snippets exactly (words never cut)
    snippets = [" ".join(h["snippet"].split()) for h in
                json.loads(run_cli("search", "судья", "--limit", "8", "--json").out)["hits"]]
    flat = " ".join(result.out.split())
    assert snippets and all(s in flat for s in snippets)


@pytest.mark.parametrize("columns, query", [
    (50, "претензия вистующего"),  # a query read otherwise: «Показаны результаты для: …», «Искать точно …»
    (40, "претензия вистующего"),
    (72, "претензия вистующего оппонента разыгрывающего"),
])
def test_the_lines_above_the_hits_are_wrapped_and_the_command_to_copy_is_whole(columns, query, monkeypatch):
    monkeypatch.setenv("COLUMNS", str(columns))
    result = run_cli("search", *query.split(), "--color", "never")
    lines = result.out.splitlines()
    command = f"lawref search --exact '{query}'"
    assert result.code == 0 and "Показаны результаты для:" in lines[0], result.out
    assert any(line.endswith(command) for line in lines), result.out  # never broken across lines
    assert all(len(line) <= columns for line in lines if line != command), result.out


def test_show_and_search_share_one_wrapper():
    from lawref.cli import options, search, show

    assert search.wrap is options.wrap and show.wrap is options.wrap
    assert options.wrap("один два три четыре", 9, "", "  ") == ["один два", "  три", "  четыре"]
    assert options.wrap("\033[1mслово\033[0m два", 8) == ["\033[1mслово\033[0m", "два"]  # colour takes no room
    assert options.wrap("длинноесловоцеликом x", 5) == ["длинноесловоцеликом", "x"]
    assert options.wrap("", 10, "  ") == [""]


@pytest.mark.parametrize("env", [{}, {"NO_COLOR": "1"}, {"TERM": "dumb"}])
def test_no_colour_codes_in_search_or_show_on_a_terminal_that_asks_for_none(env, monkeypatch, capsys):
    import sys

    from lawref.cli import main

    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("TERM", "xterm-256color")
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    for argv in (["search", "претензия", "--limit", "3"], ["show", "70C2"]):
        monkeypatch.setattr(sys.stdout, "isatty", lambda: True, raising=False)  # capsys's stream, a terminal
        assert main(argv) == 0
        out = capsys.readouterr().out
        assert out and ("\033[" in out) == (not env), out  # a plain terminal gets colour: the test can fail


def test_file_errors_are_russian_by_default_and_english_with_lang_en(tmp_path):
    empty = tmp_path / "empty.txt"
    empty.write_bytes(b"")
    ru = run_cli("export", str(empty))
    assert ru.code == 2
    assert ru.err.strip().endswith("empty.txt:1: файл пуст (добавьте текст Правил или комментария или уберите файл)")
    en = run_cli("export", str(empty), "--lang", "en")
    assert en.err.strip().endswith("empty.txt:1: file is empty (add the text of a Law or a commentary, or remove "
                                   "the file)")
    folder = tmp_path / "notasite"
    folder.mkdir()
    (folder / "a.txt").write_text("текст", "utf-8")
    refused = run_cli("import", str(folder))
    assert refused.code == 2 and refused.err.count("\n") == 1
    assert "это папка: import читает по одному документу" in refused.err and "/BOOK.pdf" in refused.err


def test_import_says_what_it_wrote_in_russian(tmp_path):
    from conftest import LAW_SEED

    source = tmp_path / "book.txt"
    source.write_text(LAW_SEED.read_text("utf-8"), "utf-8")
    out = tmp_path / "corpus" / "book.txt"
    out.parent.mkdir()
    result = run_cli("import", str(source), "-o", str(out))
    assert result.code == 0, result.err
    lines = result.out.splitlines()
    assert lines[0].startswith(f"записано {out} (строк: ") and lines[-1] == f"дальше: lawref check {out}"
    assert not re.search(r"\b(wrote|lines|next|review)\b", result.out)
    english = run_cli("import", str(source), "-o", str(out), "--force", "--lang", "en")
    assert english.out.startswith(f"wrote {out} (") and f"next: lawref check {out}" in english.out


def test_no_exception_class_name_reaches_a_users_message():
    """«(KeyError)», «(ValueError: …)»: Python's words, not the reader's. No LawrefError is worded with
    `type(err).__name__` or a type's __name__."""
    import ast

    from source_trees import package_trees

    from conftest import REPO

    found = []
    for path, tree in package_trees():  # parsed once a process (tests/source_trees.py)
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) in (
                    "LawrefError", "QueryError", "labelled"):
                if any(isinstance(n, ast.Attribute) and n.attr == "__name__" for n in ast.walk(node)):
                    found.append(f"{path.relative_to(REPO)}:{node.lineno}")
    assert not found, found


def test_lawref_alone_prints_the_russian_help_and_exits_2(monkeypatch):
    monkeypatch.delenv("LAWREF_LANG", raising=False)
    result = run_cli()
    assert result.code == 2 and result.out.startswith("использование: lawref")
    assert run_cli("--lang", "en").out.startswith("usage: lawref")


def test_the_wrapper_keeps_the_spaces_a_line_sets_words_apart_by():
    from lawref.cli.options import wrap

    assert wrap("1. 27.exC  Пример С", 40) == ["1. 27.exC  Пример С"]
    assert wrap("1. 27.exC  Пример", 12, "", "   ") == ["1. 27.exC", "   Пример"]  # the gap ends at a break
