"""What the build would ask the dictionary about the words of the Laws, asked once and kept as data.

A first build of a whole book's search data spent most of its time finding, for each of its ~4,000 word forms,
the dictionary words one or two edits away (the guard words, lawref.search.expand.typos.near_words: ~1.8 ms a
form). Those depend only on the form, the dictionary and the typo rules, and the Russian texts of the Laws share
most of their words; so `scripts/gen_lexicon.py` computes them for the vocabulary of the books of the Laws in
the repository (the seed corpus and the red-team books) into data/lexicon/near.txt, and a build takes a form's
set from there, computing only the forms it lacks. The same sets, so the same search data
(tests/test_search_lexicon.py compares them with near_words and a build with the file with one without).

data/lexicon/near.txt: `# key KEY` (the versions the sets hold for: `key()`), then one line a form, sorted:
the form, then each word near it written as the length of its first letters shared with the form and the rest
(«введена 6ие 0сведена» is введение and сведена). A file of another key is not read (the sets might differ):
the build computes every form then, as it did without the file, and the test says to run the script.
"""

from __future__ import annotations

from functools import lru_cache

NEAR = "lexicon/near.txt"


def _path(name: str):
    from importlib import resources

    return resources.files("lawref.search").joinpath("data").joinpath(name)


@lru_cache(maxsize=1)
def key() -> str:
    """What the near sets depend on: the dictionary (pymorphy3 and its Russian data, by version), the code that
    finds them (lawref.search.expand.typos) and the typo rules (data/rules.toml [typos])."""
    import hashlib
    import json
    from importlib.metadata import version
    from pathlib import Path

    from lawref.search.expand import typos
    from lawref.search.rules import TYPOS

    digest = hashlib.sha256(f"{version('pymorphy3')} {version('pymorphy3-dicts-ru')}".encode())
    digest.update(Path(typos.__file__).read_bytes())
    digest.update(json.dumps(TYPOS, sort_keys=True).encode())
    return digest.hexdigest()[:20]


def encode(form: str, words) -> str:
    """One line of near.txt: `form` and its near `words` (sorted), each as shared length + rest."""
    out = [form]
    for word in sorted(words):
        shared = 0
        while shared < min(len(form), len(word)) and form[shared] == word[shared]:
            shared += 1
        out.append(f"{shared}{word[shared:]}")
    return " ".join(out)


def decode(line: str) -> tuple[str, frozenset[str]]:
    """(form, its near words) from a line of near.txt."""
    form, *coded = line.split(" ")
    words = []
    for item in coded:
        digits = len(item) - len(item.lstrip("0123456789"))
        words.append(form[:int(item[:digits])] + item[digits:])
    return form, frozenset(words)


@lru_cache(maxsize=1)
def _near_lines() -> dict[str, str]:
    """form -> its line of near.txt (decoded when asked: a build needs a few thousand of them), or {} when the
    file is missing or of another key."""
    try:
        text = _path(NEAR).read_text("utf-8")
    except OSError:
        return {}
    head, _, body = text.partition("\n")
    if head != f"# key {key()}":
        return {}
    return {line.split(" ", 1)[0]: line for line in body.splitlines() if line and not line.startswith("#")}


def near(forms) -> dict[str, frozenset[str]]:
    """The near sets (typos.near_words) of those of `forms` that near.txt holds."""
    lines = _near_lines()
    return dict(decode(lines[form]) for form in forms if form in lines)


def write_near(sets: dict[str, set[str]], comment: str) -> str:
    """The text of near.txt for `sets` (form -> its near words), under the current key."""
    for form, words in sets.items():
        bad = [w for w in (form, *words) if not w or " " in w or any(ch.isdigit() for ch in w)]
        if bad:  # the line format separates words by spaces and lengths by digits
            raise ValueError(f"near.txt cannot hold {bad[0]!r} (near {form!r})")
    lines = [f"# key {key()}", *(f"# {line}" for line in comment.splitlines())]
    lines += [encode(form, sets[form]) for form in sorted(sets)]
    return "\n".join(lines) + "\n"
