"""The documents: a short README, the manual in docs/, and a command reference that cannot go stale.

docs/commands.md is generated from the argparse parsers (scripts/gen_commands_doc.py); the topic pages explain
each command in a `### \\`lawref NAME …\\`` section that names every option; every relative link and anchor in
the README and the manual leads somewhere."""

from __future__ import annotations

import importlib.util
import re
import unicodedata
from urllib.parse import unquote

from lawref.cli import build_parser

from conftest import REPO

README = REPO / "README.md"
DOCS = REPO / "docs"
TOPIC_PAGES = sorted(p for p in DOCS.glob("*.md") if p.name != "commands.md")


def generator():
    spec = importlib.util.spec_from_file_location("gen_commands_doc", REPO / "scripts" / "gen_commands_doc.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def commands() -> dict:
    parser = build_parser()
    sub = next(a for a in parser._actions if a.__class__.__name__ == "_SubParsersAction")
    return dict(sub.choices)


def manual() -> str:
    return "\n".join(p.read_text("utf-8") for p in TOPIC_PAGES)


def test_the_command_reference_is_generated_and_current():
    expected = generator().render()
    assert (DOCS / "commands.md").read_text("utf-8") == expected, (
        "docs/commands.md is stale: run .venv/bin/python scripts/gen_commands_doc.py")


def test_the_command_reference_names_every_command_and_option():
    text = (DOCS / "commands.md").read_text("utf-8")
    for name, command in commands().items():
        assert f"## `lawref {name}`" in text, f"docs/commands.md has no section for lawref {name}"
        section = text.split(f"## `lawref {name}`", 1)[1].split("\n## ", 1)[0]
        for action in command._actions:
            for option in action.option_strings:
                if option not in ("-h", "--help"):
                    assert f"`{option}`" in section, f"docs/commands.md: lawref {name} {option} is missing"


def test_the_check_mode_fails_on_a_stale_page(tmp_path, monkeypatch):
    gen = generator()
    stale = tmp_path / "commands.md"
    stale.write_text(gen.render().replace("`--strict`", "`--stricter`"), "utf-8")
    monkeypatch.setattr(gen, "OUT", stale)
    monkeypatch.setattr(gen, "REPO", tmp_path)
    assert gen.main(["--check"]) == 1
    stale.write_text(gen.render(), "utf-8")
    assert gen.main(["--check"]) == 0


def test_every_command_has_a_section_in_the_manual():
    headings = re.findall(r"^### `lawref (\w+)", manual(), re.MULTILINE)
    missing = [c for c in sorted(commands()) if c not in headings]
    assert not missing, f"docs/ has no '### `lawref CMD ...`' section for: {missing}"


def test_every_command_the_manual_explains_exists():
    headings = set(re.findall(r"^### `lawref (\w+)", manual(), re.MULTILINE))
    assert headings <= set(commands())


def test_every_option_of_every_command_is_explained():
    text = manual()
    for name, command in commands().items():
        section = text.split(f"### `lawref {name}", 1)[1].split("\n### ", 1)[0].split("\n## ", 1)[0]
        for action in command._actions:
            options = [o for o in action.option_strings if o not in ("-h", "--help")]
            if options:
                assert any(o in section for o in options), f"lawref {name}: {options[0]} is not explained"


def test_the_readme_is_short_and_has_the_two_commands():
    text = README.read_text("utf-8")
    assert len(text.splitlines()) <= 250
    assert "make serve" in text and "make test" in text


def test_every_page_of_the_manual_is_in_its_contents():
    index = (DOCS / "index.md").read_text("utf-8")
    missing = [p.name for p in sorted(DOCS.glob("*.md")) if p.name != "index.md" and f"({p.name}" not in index]
    assert not missing, f"docs/index.md does not list: {missing}"


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = heading.strip().lower()
    text = "".join(ch for ch in text if ch in " -_" or unicodedata.category(ch)[0] in "LN")
    return text.replace(" ", "-")


def anchors(path) -> set[str]:
    found, fence = set(), False
    for line in path.read_text("utf-8").splitlines():
        if line.startswith("```"):
            fence = not fence
        elif not fence and (m := re.match(r"^#{1,6} (.+)", line)):
            found.add(slug(m.group(1)))
    return found


def test_every_relative_link_and_anchor_resolves():
    broken = []
    for page in [README, REPO / "CHANGELOG.md", *sorted(DOCS.glob("*.md"))]:
        for target in re.findall(r"\]\(([^)\s]+)\)", page.read_text("utf-8")):
            if re.match(r"[a-z]+:", target):
                continue
            path, _, fragment = target.partition("#")
            dest = (page.parent / unquote(path)).resolve() if path else page
            if not dest.exists():
                broken.append(f"{page.relative_to(REPO)}: ({target}): no such file")
            elif fragment and dest.suffix == ".md" and fragment not in anchors(dest):
                broken.append(f"{page.relative_to(REPO)}: ({target}): no such heading")
    assert not broken, "\n".join(broken)


def test_mkdocs_builds_the_site_from_site_src_not_docs():
    """docs/ is the manual for engineers; the reader's site is site_src/ (mkdocs' default docs_dir is docs/)."""
    config = (REPO / "mkdocs.yml").read_text("utf-8")
    assert re.search(r"^docs_dir: site_src\s*$", config, re.MULTILINE)
