"""Every error a reader meets is worded by a label of messages.toml (Russian by default, English with --lang en):
the library's source is read as a tree, so a new `LawrefError("some English")` fails here, wherever it is."""

import ast
import string
from pathlib import Path

import lawref
from lawref.messages import table
from source_trees import package_trees

ROOT = Path(lawref.__file__).parent
# The calls that look a label up in the run's language: m("key"), msg.get("key"), text("key", lang).
LABEL_CALLS = {"m", "text", "get"}


def trees() -> list[tuple[Path, ast.Module]]:
    """Every module of the package as a tree, parsed once a process (tests/source_trees.py)."""
    return package_trees(ROOT)


def name_of(func: ast.expr) -> str:
    return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""


def error_classes(modules) -> set[str]:
    """LawrefError and every class derived from it anywhere in the package (QueryError, BookletUnavailable …)."""
    found = {"LawrefError"}
    while True:
        more = {node.name for _, tree in modules for node in ast.walk(tree)
                if isinstance(node, ast.ClassDef) and any(name_of(b) in found for b in node.bases)} - found
        if not more:
            return found
        found |= more


def is_label(node: ast.expr | None) -> bool:
    return node is None or (isinstance(node, ast.Call) and name_of(node.func) in LABEL_CALLS)


def where(path: Path, node: ast.AST) -> str:
    return f"{path.relative_to(ROOT.parent)}:{node.lineno}"


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def worded_in_code(tree: ast.AST, classes: set[str]) -> list[ast.Call]:
    """The constructions of an error class whose message or hint is not a label lookup."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and name_of(node.func) in classes:
            message = node.args[0] if node.args else next(
                (k.value for k in node.keywords if k.arg == "message"), None)
            hint = next((k.value for k in node.keywords if k.arg == "hint"), None)
            if message is None or not is_label(message) or not is_label(hint):
                found.append(node)
    return found


def test_no_error_is_raised_with_words_written_in_the_code():
    """`LawrefError(...)` (or a subclass) takes its message and hint only from a label lookup; anything else
    (a literal, an f-string, a variable holding one) is English the Russian reader would get."""
    modules = trees()
    classes = error_classes(modules)
    found = [f"{where(path, node)}: {ast.unparse(node)[:90]}"
             for path, tree in modules for node in worded_in_code(tree, classes)]
    assert not found, "errors worded in code, not by a label (use LawrefError.labelled):\n" + "\n".join(found)


def test_no_diagnostic_is_made_with_words_written_in_the_code():
    """A `check` line is a Diagnostic made by `Diagnostic.labelled` (worded by a label `diag_*`); one made directly
    (`Diagnostic("warning", code, "English words", …)`) prints its English in a Russian line."""
    found = [where(path, node) for path, tree in trees() for node in ast.walk(tree)
             if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Diagnostic"]
    assert not found, found
    bad = ast.parse('Diagnostic("warning", "x", "no heading", "a.txt", 1)')
    assert [n for n in ast.walk(bad) if isinstance(n, ast.Call) and getattr(n.func, "id", "") == "Diagnostic"]


def test_the_checker_catches_what_it_is_for():
    """The walk above on lines that must fail and lines that must pass (a checker that cannot fail proves
    nothing)."""
    bad = ['raise LawrefError("no such file")', 'raise LawrefError(f"page {n}: bad", path=p)',
           'raise QueryError(what)', 'raise LawrefError(m("x"), hint="do this")',
           'future.set_exception(lib.errors.LawrefError("x" + y))', 'raise BookError(message=f"{x}")']
    good = ['raise LawrefError.labelled("empty", path=p)', 'raise QueryError(msg.get("nothing"), hint=msg.get("h"))',
            'raise LawrefError(m("x"), hint=m("x_hint"))', 'raise BookError.labelled("x")']
    module = ast.parse("class BookError(QueryError): pass\nclass QueryError(LawrefError): pass")
    classes = error_classes([(Path("x.py"), module)])
    assert classes == {"LawrefError", "QueryError", "BookError"}
    assert [len(worded_in_code(ast.parse(line), classes)) for line in bad] == [1] * len(bad)
    assert [len(worded_in_code(ast.parse(line), classes)) for line in good] == [0] * len(good)


def labelled_calls():
    for path, tree in trees():
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "labelled" \
                    and node.args and not (isinstance(node.func.value, ast.Name) and node.func.value.id == "Diagnostic"):
                yield path, node


def key_prefix(node: ast.expr) -> tuple[str, bool]:
    """(the key, or its constant beginning, and whether that is all of it)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value, True
    if isinstance(node, ast.JoinedStr) and node.values and isinstance(node.values[0], ast.Constant):
        return node.values[0].value, False
    if isinstance(node, ast.BinOp) and isinstance(node.left, ast.Constant):
        return node.left.value, False
    return "", False


def test_every_labelled_error_names_a_label_and_gives_its_fields():
    """`LawrefError.labelled("key", …)` names `error_key` of messages.toml and passes every field the label
    (and its hint) fills, each `NAME_label` naming a label too: else the reader gets a KeyError traceback."""
    labels = table()
    problems = []
    for path, call in labelled_calls():
        if isinstance(call.args[0], ast.Name):  # a parameter (TextBuilder.text's `empty`): its callers name it
            continue
        key, whole = key_prefix(call.args[0])
        if not key:
            problems.append(f"{where(path, call)}: the key is not written out")
            continue
        if not whole:
            if not any(k.startswith(f"error_{key}") for k in labels):
                problems.append(f"{where(path, call)}: no label error_{key}…")
            continue
        if f"error_{key}" not in labels:
            problems.append(f"{where(path, call)}: no label error_{key}")
            continue
        if any(k.arg is None for k in call.keywords):  # **fields: checked by the tests that raise it
            continue
        given = {k.arg for k in call.keywords}
        for k in call.keywords:
            if k.arg.endswith("_label"):  # a label's name built in code (`why_odt_…`): tests/test_cli_hostile.py
                given.add(k.arg[:-len("_label")])
            if k.arg.endswith("_label") and isinstance(k.value, ast.Constant):
                if f"error_{k.value.value}" not in labels:
                    problems.append(f"{where(path, call)}: {k.arg} names no label error_{k.value.value}")
        for label in (f"error_{key}", f"error_{key}_hint"):
            if label in labels:
                lacking = fields(labels[label]["ru"]) - given
                if lacking:
                    problems.append(f"{where(path, call)}: {label} needs {sorted(lacking)}")
    assert not problems, "\n".join(problems)


# -- the command line: a sample of the errors, one per family, in both languages ----------------------------

def sample_errors(tmp: Path) -> list[tuple[list[str], str, str]]:
    """(arguments, the Russian line, the English line) of one error of each family of the library."""
    (tmp / "book.xps").write_bytes(b"x")
    (tmp / "law.txt").write_text("Просто текст без заголовков.\n\nЕщё абзац.\n", "utf-8")
    (tmp / "law.toml").write_text('kind = "law"\ntitle = "Правила"\nedition = 2017\n', "utf-8")
    (tmp / "q.yaml").write_text("- q: [\n", "utf-8")
    (tmp / "folder").mkdir()
    book, law, queries, folder = (str(tmp / n) for n in ("book.xps", "law.txt", "q.yaml", "folder"))
    return [
        (["import", book, "-o", str(tmp / "out.txt")],  # formats
         f"{book}: файлы XPS (.xps) не читаются (сохраните документ как .docx, .odt, .epub, .pdf "
         "(с текстовым слоем), .html или .txt)",
         f"{book}: XPS files (.xps) are not read (save it as .docx, .odt, .epub, .pdf (with a text "
         "layer), .html or .txt)"),
        (["check", law],  # parsing
         f"{law}:1: не найдено ни одного заголовка правила (в тексте Правил есть заголовки вида «ПРАВИЛО 70. "
         "НАЗВАНИЕ»; если это комментарий, укажите kind = \"commentary\" в его .toml)",
         f"{law}:1: no law heading found (a law text has headings like 'ПРАВИЛО 70. НАЗВАНИЕ'; is this a "
         "commentary? set kind = \"commentary\" in its .toml)"),
        (["export", "-o", folder],  # writing, with the system's reason worded too
         f"{folder}: не удаётся записать файл: это папка (укажите в -o путь, куда можно писать)",
         f"{folder}: cannot write: Is a directory (choose a writable -o path)"),
        (["booklet", "--laws", "31-27", "-o", str(tmp / "b.pdf")],  # booklet
         "--laws: диапазон «31-27» идёт в обратную сторону (напишите 27-31)",
         "--laws: the range '31-27' runs backwards (write 27-31)"),
        (["show", "27", "--edition", "1900"],  # editions
         "в собрании нет редакции Правил 1900 г. (есть: 2017)",
         "the collection holds no 1900 edition of the Laws (it holds: 2017)"),
        (["search", " "],  # a query
         'пустой запрос (укажите слова для поиска, например: lawref search "претензия")',
         'empty query (give words to search for, e.g. lawref search "претензия")'),
        (["eval", "--queries", queries, "--engines", "lawref"],  # search
         f"{queries}:2: ошибка в YAML: expected the node content, but found '<stream end>' "
         "(исправьте синтаксис YAML)",
         f"{queries}:2: invalid YAML: expected the node content, but found '<stream end>' (fix the YAML syntax)"),
    ]


def test_errors_are_one_russian_line_by_default_and_english_with_lang_en(tmp_path, monkeypatch):
    from conftest import run_cli

    monkeypatch.delenv("LAWREF_LANG", raising=False)
    for argv, russian, english in sample_errors(tmp_path):
        for extra, expected in (([], russian), (["--lang", "en"], english)):
            result = run_cli(*argv, *extra)
            assert result.code == 2, (argv, extra, result)
            assert result.err == f"lawref: {expected}\n", (argv, extra)
            assert "Traceback" not in result.err and result.out == ""
    assert not (tmp_path / "out.txt").exists() and not (tmp_path / "b.pdf").exists()
    assert list((tmp_path / "folder").iterdir()) == []  # nothing half-written left in it


def test_lawref_lang_en_words_the_errors_in_english(tmp_path):
    import os
    import subprocess
    import sys

    argv, _, english = sample_errors(tmp_path)[0]
    done = subprocess.run([sys.executable, "-m", "lawref.cli", *argv], capture_output=True, text=True,
                          env={**os.environ, "LAWREF_LANG": "en"}, timeout=60)
    assert (done.returncode, done.stderr) == (2, f"lawref: {english}\n")


def test_an_os_error_the_table_does_not_word_keeps_the_systems_words():
    import errno

    from lawref.errors import LawrefError, os_reason

    known = LawrefError.labelled("write", path="x", **os_reason(OSError(errno.ENOSPC, "No space left on device")))
    assert known.in_language("ru") == "x: не удаётся записать файл: на диске нет места (укажите в -o путь, куда можно писать)"
    assert str(known) == "x: cannot write: No space left on device (choose a writable -o path)"
    odd = LawrefError.labelled("write", path="x", **os_reason(OSError(errno.EMLINK, "Too many links")))
    assert odd.in_language("ru") == "x: не удаётся записать файл: Too many links (укажите в -o путь, куда можно писать)"


def test_a_labelled_error_keeps_its_words_across_processes():
    """Booklet workers send their errors back pickled: the label and its fields go with them, a path or a
    library's exception as its text."""
    import pickle

    from lawref.errors import LawrefError

    err = LawrefError.labelled("pdf_damaged", path=Path("книга.pdf"), detail=ValueError("bad xref"))
    back = pickle.loads(pickle.dumps(err))
    assert back.in_language("ru") == err.in_language("ru") == (
        "книга.pdf: не удаётся прочитать PDF: он повреждён (bad xref) (откройте его в программе просмотра PDF и "
        "сохраните или напечатайте в новый PDF)")
    assert str(back) == str(err) and back.key == "pdf_damaged"
