"""The command line's labels: every label in both languages, with the same placeholders."""

import string

import pytest

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
    assert result.err.strip() == "lawref: ничего не найдено по запросу «zzzxqq» в Правиле 70"


@pytest.mark.parametrize("argv, code, line", [
    # a Law the collection does not hold: said as such, with the Laws it holds (as `lawref show 99` says)
    (("search", "ренонс", "--law", "99"), 1, "lawref: Правила 99 нет в справочнике (в нём Правила 27–31, 70)"),
    (("search", "ренонс", "--law", "099", "--lang", "en"), 1,
     "lawref: Law 99 is not in the collection (it holds Laws 27–31, 70)"),
    (("search", "ренонс", "--law", "99", "--in", "commentary"), 1,
     "lawref: Правила 99 нет в справочнике (в нём Правила 27–31, 70)"),
    # a Law it holds (here only its commentary) that has no such word: nothing found there
    (("search", "zzzxqq", "--law", "27"), 1, "lawref: ничего не найдено по запросу «zzzxqq» в Правиле 27"),
])
def test_search_in_a_law_the_collection_lacks_says_the_law_is_not_there(argv, code, line):
    from conftest import run_cli

    result = run_cli(*argv)
    assert (result.code, result.err.strip(), result.out) == (code, line, "")


@pytest.mark.parametrize("key, fields, ru, en", [
    # the reader's words, a typed id, a file's text: quoted as Russian quotes, «…»; English keeps '…'
    ("search_no_match", {"q": "ренонс", "where": ""}, "lawref: ничего не найдено по запросу «ренонс»",
     "lawref: no clause matches 'ренонс'"),
    ("no_clause", {"id": "99"}, "пункта «99» нет в справочнике", "no clause '99' in the collection"),
    ("removed", {"kind": "директива вёрстки", "text": "..page4"}, "удалено (директива вёрстки): «..page4»",
     "removed директива вёрстки: '..page4'"),
    ("error_search_nothing", {"q": "!!!"}, "в запросе «!!!» нечего искать", "nothing to search for in '!!!'"),
])
def test_a_quoted_value_is_quoted_as_the_language_quotes(key, fields, ru, en):
    assert (text(key, "ru", **fields), text(key, "en", **fields)) == (ru, en)


def test_no_russian_label_quotes_a_value_with_ascii_quotes():
    """A value a Russian label quotes is written `{name!r}` (filled as «…»), never '{name}' or "{name}"."""
    import re

    ascii_quoted = {key: langs["ru"] for key, langs in table().items()
                    if re.search(r"""(['"])\{\w+\}\1""", langs["ru"])}
    assert not ascii_quoted, ascii_quoted


@pytest.mark.parametrize("key, fields", [
    # what `lawref booklet --print` says to a print editor: «вылеты 3 мм, метки реза, CMYK, без профиля печати»
    ("booklet_press", {}),
    ("booklet_intent", {"name": "ISOcoated_v2_eci.icc"}),
    ("booklet_no_intent", {}),
    ("help_booklet_icc", {}),
])
def test_the_print_messages_are_russian_but_for_the_names_of_things(key, fields):
    """Latin letters only in a name: an option (--icc), a file, CMYK, PDF; never an English phrase such as
    «output intent» (it was in each of these)."""
    import re

    said = re.sub(r"--[\w-]+|\S+\.icc\b|\bCMYK\b|\bPDF\b", "", text(key, "ru", **fields))
    assert not re.search(r"[A-Za-z]", said), text(key, "ru", **fields)
