"""A corpus made straight from a red-team book's truth.json (tests/redteam/*/truth.json): the clauses as their
author wrote them, no parsing. The search is measured on it, so that its numbers do not depend on how well a
rendering of the book was read. `LAWREF_TRUTH=path/to/truth.json` with `truth_corpus:corpus` as the corpus
factory, or `corpus_from_truth(path)`."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

from lawref.corpus.pipeline import make_corpus
from lawref.ids import slug
from lawref.model import Clause, Source

_KINDS = {"item": None, "section": "section", "law": "law", "chapter": "chapter", "definitions": "definitions",
          "term": "definition", "front": "front", "footnote": "footnote"}


def _item_kind(clause_id: str) -> str:
    depth = clause_id.count("(")
    return ("item", "subitem", "subsubitem")[min(depth, 2)]


def _parent(clause_id: str, known: set[str]) -> str | None:
    """The nearest shorter id that is a clause: 27B1(b) -> 27B1 -> 27B -> 27; 9-1 -> 9."""
    candidates = []
    text = clause_id
    while True:
        if text.endswith(")"):
            text = text[:text.rindex("(")]
        elif "-" in text:
            text = text.split("-")[0]
        elif re.fullmatch(r"\d+[A-Z]\d+", text):
            text = re.sub(r"\d+$", "", text)
        elif re.fullmatch(r"\d+[A-Z]", text):
            text = text[:-1]
        else:
            break
        candidates.append(text)
    return next((c for c in candidates if c in known), None)


def corpus_from_truth(path: str | os.PathLike):
    data = json.loads(Path(path).read_text("utf-8"))
    key = slug(data.get("book", "book")) or "book"
    source = Source(key=key, path=str(path), kind=data.get("kind", "law"), title=data.get("title", ""),
                    edition=int(data.get("edition") or 0))
    clauses, known, notes = [], set(), {}
    chapter = None
    for n, raw in enumerate(data["clauses"], 1):
        kind = raw["kind"]
        if kind == "front":
            cid = "front." + (slug(raw["heading"]) if raw.get("heading") else "title")
            clause = dict(id=cid, kind="front", parent=None, law="", title=raw.get("heading") or "", text=raw["text"])
        elif kind == "chapter":
            chapter = raw["id"]
            clause = dict(id=raw["id"], kind="chapter", parent=None, law="", title=raw.get("title", ""), text="",
                          label=f"Глава {raw.get('number', '')}.")
        elif kind == "definitions":
            clause = dict(id="def", kind="definitions", parent=chapter, law="", title=raw.get("heading", ""),
                          text=raw.get("text", ""))
        elif kind == "term":
            clause = dict(id="def." + slug(raw["term"]), kind="definition", parent="def", law="",
                          title=raw["term"], text=raw["text"])
        elif kind == "footnote":
            notes[raw["law"]] = notes.get(raw["law"], 0) + 1
            clause = dict(id=f"{raw['law']}.fn{notes[raw['law']]}", kind="footnote", parent=raw["law"],
                          law=raw["law"], title="", text=raw["text"])
        else:
            cid = raw["id"]
            law = re.match(r"\d+", cid).group()
            kind = _KINDS[kind] or _item_kind(cid)
            parent = chapter if kind == "law" else _parent(cid, known)
            clause = dict(id=cid, kind=kind, parent=parent, law=law, title=raw.get("title", ""), text=raw["text"],
                          label=f"ПРАВИЛО {law}." if kind == "law" else "")
        known.add(clause["id"])
        clauses.append(Clause(source=source.kind, source_key=key, label=clause.pop("label", ""), file=str(path),
                              line=n, edition=source.edition, **clause))
    children: dict[str, list[str]] = {}
    for c in clauses:
        if c.parent:
            children.setdefault(c.parent, []).append(c.id)
    clauses = [Clause(**{**c.__dict__, "children": tuple(children.get(c.id, ()))}) for c in clauses]
    return make_corpus([source], clauses)


def corpus():
    return corpus_from_truth(os.environ["LAWREF_TRUTH"])
