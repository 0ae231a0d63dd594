#!/usr/bin/env python3
"""Write the truth of each rendering whose code page really lacks characters (added by the fixer of round 24,
after the book was taken in): truth.json, the book as written, with every character a rendering's
`lost_chars` (renderings.json) names replaced by what stands instead in that file (♠ → «П» where the code page has
no suits, «» → " and — – → - in KOI8-R and cp866, № → N in KOI8-R). Renderings with the same losses share one
variant; a rendering that loses nothing for good (the double-encoded page: its «Р?» can only be «И») keeps
truth.json. truth.json is never changed."""
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAMES = {"out/volga2003_hackfont.pdf": "truth_hackfont.json", "out/volga2003_hackfont.odt": "truth_hackfont.json",
         "out/volga2003_koi_as_win.txt": "truth_koi.json", "out/volga2003_cp866.txt": "truth_cp866.json",
         "out/volga2003_cp866_as_1251.htm": "truth_cp866.json"}
FIELDS = ("text", "title", "term", "heading", "sep")


def main():
    truth = json.load(open(os.path.join(ROOT, "truth.json"), encoding="utf-8"))
    renderings = json.load(open(os.path.join(ROOT, "renderings.json"), encoding="utf-8"))["renderings"]
    written = {}
    for rendering in renderings:
        lost = {row["char"]: row["became"] for row in rendering["lost_chars"]}
        if not lost or rendering["file"] not in NAMES:
            continue
        name = NAMES[rendering["file"]]
        assert written.setdefault(name, lost) == lost, f"{name}: renderings with different losses"
        variant = json.loads(json.dumps(truth))
        for clause in variant["clauses"]:
            for field in FIELDS:
                if isinstance(clause.get(field), str):
                    clause[field] = "".join(lost.get(ch, ch) for ch in clause[field])
        variant["title"] = "".join(lost.get(ch, ch) for ch in variant["title"])
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as out:
            json.dump(variant, out, ensure_ascii=False, indent=1)
            out.write("\n")
    for name in sorted(written):
        print(f"{name} written")


if __name__ == "__main__":
    main()
