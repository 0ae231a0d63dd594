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
