"""README.md documents every `lawref` command and every Makefile target users are told about."""

import re

from conftest import REPO
from lawref.cli import build_parser

README = (REPO / "README.md").read_text("utf-8")


def commands() -> list[str]:
    parser = build_parser()
    sub = next(a for a in parser._actions if a.__class__.__name__ == "_SubParsersAction")
    return sorted(sub.choices)


def test_every_command_has_a_readme_heading():
    headings = re.findall(r"^### `lawref (\w+)", README, re.MULTILINE)
    missing = [c for c in commands() if c not in headings]
    assert not missing, f"README.md has no '### `lawref CMD ...`' section for: {missing}"


def test_every_documented_command_exists():
    headings = set(re.findall(r"^### `lawref (\w+)", README, re.MULTILINE))
    assert headings <= set(commands())


def test_every_option_of_every_command_is_documented():
    parser = build_parser()
    sub = next(a for a in parser._actions if a.__class__.__name__ == "_SubParsersAction")
    for name, command in sub.choices.items():
        section = README.split(f"### `lawref {name}", 1)[1].split("\n### ", 1)[0].split("\n## ", 1)[0]
        for action in command._actions:
            options = [o for o in action.option_strings if o not in ("-h", "--help")]
            if options:
                assert any(o in section for o in options), f"lawref {name}: {options[0]} is not documented"


def test_the_two_commands_are_in_the_readme():
    assert "make serve" in README and "make test" in README
