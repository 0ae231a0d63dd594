"""The command line's labels: every label in both languages, with the same placeholders."""

import string

from lawref.messages import LANGS, Messages, table, text


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_label_has_every_language_and_the_same_placeholders():
    for key, langs in table().items():
        assert set(langs) == set(LANGS), key
        assert fields(langs["ru"]) == fields(langs["en"]), key


def test_labels_fill_their_placeholders():
    assert text("law", law="70") == "Правило 70"
    assert Messages("en")("law", law="70") == "Law 70"
    assert Messages()("edition_mark", source_edition=1987, law="27", target_edition=2017) == \
        "ссылка из текста ред. 1987 г.; Правило 27 здесь — в ред. 2017 г."


def test_every_label_the_commands_ask_for_is_in_the_table():
    """A label missing from messages.toml is a KeyError traceback at the moment a reader needs it (it was
    `search X --law N` finding nothing)."""
    import re
    from pathlib import Path

    import lawref
    from lawref.messages import table

    root = Path(lawref.__file__).parent
    missing = []
    for path in root.rglob("*.py"):
        source = path.read_text("utf-8")
        if "search import messages as msg" in source:
            missing += [f"{path.name}: search_{k}" for k in re.findall(r'\bmsg\.get\("(\w+)"', source)
                        if f"search_{k}" not in table()]
    assert not missing, missing


def test_search_in_one_law_that_finds_nothing_says_so_in_one_line():
    from conftest import run_cli

    result = run_cli("search", "zzzxqq", "--law", "70")
    assert result.code == 1 and "Traceback" not in result.err
    assert result.err.strip() == "lawref: ничего не найдено по запросу 'zzzxqq' в Правиле 70"
