"""The title lawref guesses for each red-team rendering read without a .toml (`Source.title` of `load_corpus` of each
tests/redteam/goals.toml row), against the title its truth.json names: how many say the truth's words (letter case,
«ё» and punctuation aside). bench/parse_cpu.py's hash does not cover titles; this does. Run it under the tools of
each side of a change (PYTHONPATH) and compare the lists:

    PYTHONPATH=tools .venv/bin/python bench/source_titles.py [BOOK …] > titles.txt
"""

from __future__ import annotations

import json
import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1] / "tests" / "redteam"


def words(title: str) -> str:
    return " ".join(re.findall(r"\w+", title.lower().replace("ё", "е")))


def main() -> None:
    from lawref.corpus.pipeline import load_corpus
    from lawref.errors import LawrefError

    only = set(sys.argv[1:])
    same = total = 0
    for row in tomllib.loads((ROOT / "goals.toml").read_text("utf-8"))["rendering"]:
        if only and row["book"] not in only:
            continue
        truths = sorted((ROOT / row["book"]).glob("truth*.json"))
        truth = json.loads(truths[0].read_text("utf-8")).get("title", "") if truths else ""
        try:
            title = load_corpus([ROOT / row["book"] / f for f in row["files"]]).sources[0].title
        except LawrefError as err:
            title = f"refused: {err}"
        if truth:
            total += 1
            same += words(title) == words(truth)
        mark = "=" if truth and words(title) == words(truth) else " "
        print(f"{mark} {row['book']}/{'+'.join(Path(f).name or 'folder' for f in row['files'])} | {title}")
    print(f"titles with the truth's words: {same} of {total}")


if __name__ == "__main__":
    main()
