"""The JSON export of a corpus (schema: tools/lawref/schema/export.schema.json)."""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import asdict
from pathlib import Path

from lawref.errors import LawrefError, os_reason
from lawref.model import Clause, Corpus

SCHEMA_VERSION = 1


def clause_record(clause: Clause) -> dict:
    return {
        "id": clause.id,
        "kind": clause.kind,
        "parent": clause.parent,
        "law": clause.law,
        "source": clause.source,
        "source_key": clause.source_key,
        "edition": clause.edition,
        "label": clause.label,
        "title": clause.title,
        "text": clause.text,
        "emphasis": [list(span) for span in clause.emphasis],
        "refs": [ref.target for ref in clause.refs],
        "references": [
            {"target": r.target, "text": r.text, "start": r.start, "end": r.end, "line": r.line,
             "kind": r.kind, "in_corpus": r.in_corpus, "implied": r.implied}
            for r in clause.refs
        ],
        "footnotes": [{"start": m.start, "end": m.end, "footnote": m.footnote_id} for m in clause.footnote_marks],
        "children": list(clause.children),
        "file": clause.file,
        "line": clause.line,
        "end_line": clause.end_line,
        **({"title_sep": clause.title_sep} if clause.title_sep else {}),  # a run-in title's closing period
        # an example's hand diagram, and how many paragraphs of the text stand before it
        **({"figure": list(clause.figure), "figure_after": clause.figure_after} if clause.figure else {}),
    }


def corpus_record(corpus: Corpus) -> dict:
    return {
        "schema_version": SCHEMA_VERSION,
        "edition": corpus.edition,  # the edition of the Laws these clauses are (lawref export --edition)
        "editions": list(corpus.editions()),  # every edition the collection holds, newest first
        "sources": [asdict(source) for source in corpus.sources],
        "clauses": [clause_record(clause) for clause in corpus.clauses],
        "glossary": [asdict(entry) for entry in corpus.glossary],
        "backlinks": {target: [ref.source_id for ref in refs]
                      for target, refs in sorted(corpus.cited().items())},
    }


def to_json(corpus: Corpus) -> str:
    return json.dumps(corpus_record(corpus), ensure_ascii=False, indent=2) + "\n"


def _mode_for(target: Path) -> int:
    """The permissions `open()` would give: an existing file keeps its own, a new one 0o666 less the umask
    (mkstemp's temp file is 0o600, which would lock out a web server or a colleague)."""
    try:
        return target.stat().st_mode & 0o7777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def write_atomic(path: str | os.PathLike, data: str | bytes) -> None:
    """Write to a temp file beside `path`, then rename: a failed run never leaves half a file."""
    target = Path(path)
    directory = target.parent if str(target.parent) else Path(".")
    if not directory.is_dir():
        raise LawrefError.labelled("output_folder", path=str(directory))
    payload = data.encode("utf-8") if isinstance(data, str) else data
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=directory)
    except OSError as err:
        raise LawrefError.labelled("write_here", path=str(target), **os_reason(err)) from None
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
        os.chmod(tmp, _mode_for(target))
        os.replace(tmp, target)
    except OSError as err:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise LawrefError.labelled("write", path=str(target), **os_reason(err)) from None
