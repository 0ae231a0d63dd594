"""Make a synthetic corpus N times the seeds: renumbered copies of every seed text, loadable by the pipeline.

Copy k of the Law text becomes Law 100+k (its heading renumbered); copy k of the commentary on Laws 27-31
comments on Laws 200+5k .. 204+5k (headings "Правило N." and paragraph numbers "N.M." at line starts
renumbered). References inside the text keep their numbers, as a real corpus's references to Laws outside it
would. Each copy gets a .toml beside it, so kinds and editions are those of the seeds.

    python bench/synth.py OUT_DIR [--copies 100]
"""

from __future__ import annotations

import argparse
import re
import shutil
import sys
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SEEDS = REPO / "corpus"
LAW_HEADING = re.compile(r"^(ПРАВИЛО )(\d{1,3})(\.)", re.MULTILINE)
COMMENTARY_HEADING = re.compile(r"^(Правило )(\d{1,3})(\. )", re.MULTILINE)
PARAGRAPH = re.compile(r"^(\d{1,3})(\.\d{1,3}\.)", re.MULTILINE)


def renumber_law(text: str, law: int) -> str:
    return LAW_HEADING.sub(lambda m: f"{m[1]}{law}{m[3]}", text, count=1)


def renumber_commentary(text: str, first_law: int, base: int = 27) -> str:
    def new(number: str) -> int:
        return first_law + int(number) - base
    text = COMMENTARY_HEADING.sub(lambda m: f"{m[1]}{new(m[2])}{m[3]}", text)
    return PARAGRAPH.sub(lambda m: f"{new(m[1])}{m[2]}", text)


def generate(out: Path, copies: int = 100) -> list[Path]:
    if copies < 1 or copies > 100:
        raise SystemExit("synth: --copies must be 1..100 (Law numbers have at most three digits)")
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    written = []
    for seed in sorted(SEEDS.glob("*.txt")):
        meta_text = seed.with_suffix(".toml").read_text("utf-8")
        kind = tomllib.loads(meta_text)["kind"]
        text = seed.read_text("utf-8")
        for k in range(copies):
            if kind == "law":
                copy, name = renumber_law(text, 100 + k), f"law_{100 + k:03d}"
            else:
                copy, name = renumber_commentary(text, 200 + 5 * k), f"commentary_{200 + 5 * k:03d}"
            path = out / f"{name}.txt"
            path.write_text(copy, "utf-8")
            path.with_suffix(".toml").write_text(meta_text, "utf-8")
            written.append(path)
    return written


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--copies", type=int, default=100)
    args = parser.parse_args(argv)
    files = generate(args.out, args.copies)
    size = sum(p.stat().st_size for p in files)
    print(f"synth: {len(files)} texts, {size / 1e6:.1f} MB in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
