"""truth_enscript.json: the truth as fed2018_enscript.pdf can hold it (added by the lead, after the first run).

The rendering went through `iconv -f utf-8 -t iso-8859-5//TRANSLIT` (make.sh, step 6), which has no «» „“ — –
♠♥♦♣ and writes them as << >> " -- - ?, and enscript's Courier draws every «-» with the glyph «minus», which a PDF
reader gives as U+2212. Each text of truth.json is put through the same two steps; nothing else changes.

    python3 src/truth_enscript.py      (from tests/redteam/fed2018/)
"""

import json
import subprocess

FIELDS = ("text", "title", "term", "sep", "heading")


def as_enscript_holds(text: str) -> str:
    latin5 = subprocess.run(["iconv", "-f", "utf-8", "-t", "iso-8859-5//TRANSLIT"], input=text.encode("utf-8"),
                            capture_output=True, check=True).stdout
    return latin5.decode("iso-8859-5").replace("-", "\u2212")


truth = json.load(open("truth.json", encoding="utf-8"))
truth["title"] = as_enscript_holds(truth["title"])
for clause in truth["clauses"]:
    for field in FIELDS:
        if isinstance(clause.get(field), str):
            clause[field] = as_enscript_holds(clause[field])
with open("truth_enscript.json", "w", encoding="utf-8") as out:
    out.write(json.dumps(truth, ensure_ascii=False, indent=1) + "\n")
