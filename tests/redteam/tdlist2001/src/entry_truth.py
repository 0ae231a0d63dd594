"""Write truth_entry.json: the truth of blog/entry_12345.html, which holds part 3 only (Laws 9, 12, 13: README,
«The parts»). Derived mechanically from truth.json: its whole clauses of those Laws (the Law, its sections, items,
footnotes), in the book's order, texts and refs untouched; no title page (the entry has none). Added by the lawref
project when the book was taken in (not the helper's): run after src/book.py."""

import json
import re
import sys
from pathlib import Path

PART3 = {"9", "12", "13"}
LAW = re.compile(r"^(\d+)")

here = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).parent.parent)
truth = json.loads((here / "truth.json").read_text("utf-8"))


def law_of(clause: dict) -> str | None:
    if clause.get("kind") == "footnote":
        return str(clause.get("law"))
    m = LAW.match(clause.get("id") or "")
    return m[1] if m else None


truth["clauses"] = [c for c in truth["clauses"] if law_of(c) in PART3]
(here / "truth_entry.json").write_text(json.dumps(truth, ensure_ascii=False, indent=1) + "\n", "utf-8")
print(f"truth_entry.json: {len(truth['clauses'])} clauses, {sum(len(c.get('refs', [])) for c in truth['clauses'])} refs")
