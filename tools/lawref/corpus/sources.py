"""Find the corpus files and read each one's metadata (NAME.toml beside NAME.txt, NAME.pdf ...)."""

from __future__ import annotations

import os
import re
import tomllib
from collections.abc import Sequence
from pathlib import Path

from lawref.corpus.formats import SUFFIXES
from lawref.errors import LawrefError, toml_reason
from lawref.model import COMMENTARY, LAW, PUBLIC, RIGHTS, Source

# .txt .html .htm .docx .pdf … (lawref.corpus.formats reads each); a Markdown file is read when named, not
# found in a folder (a folder's README.md is about the folder, not a book in it)
NAMED_ONLY = (".md", ".markdown")
TEXT_SUFFIXES = tuple(s for s in SUFFIXES if s not in NAMED_ONLY)
REQUIRED = {"kind": str, "title": str, "edition": int}
OPTIONAL = {"edition_note": str, "author": str, "translator": str, "publisher": str, "copyright": str,
            "language": str, "rights": str}
REPO_ROOT = Path(__file__).resolve().parents[3]


def default_corpus_dir() -> Path:
    """LAWREF_CORPUS, else the repository's corpus/ folder, else ./corpus."""
    if env := os.environ.get("LAWREF_CORPUS"):
        return Path(env)
    repo_corpus = REPO_ROOT / "corpus"
    return repo_corpus if repo_corpus.is_dir() else Path("corpus")


def discover(paths: Sequence[str | os.PathLike] | None = None) -> list[Path]:
    """Files to read: folders give their corpus files in name order, and each web site saved in a subfolder
    (index.htm and its pages) as one book; a folder that is itself such a site is one book; files are taken
    as given."""
    found: list[Path] = []
    for raw in paths or [default_corpus_dir()]:
        path = Path(raw)
        if path.is_dir():
            from lawref.corpus.formats.from_site import is_site

            if is_site(path):  # a web site saved as a folder (index.htm and its pages): one book
                found.append(path)
                continue
            found.extend(sorted(p for p in path.iterdir() if p.suffix.lower() in TEXT_SUFFIXES and p.is_file()))
            found.extend(sorted(p for p in path.iterdir() if is_site(p)))
        elif path.is_file():
            found.append(path)
        else:
            raise LawrefError.labelled("no_such_path", path=str(path))
    if not found:
        raise LawrefError.labelled("no_corpus_files", path=str(paths[0] if paths else default_corpus_dir()))
    return found


def display_path(path: Path) -> str:
    """Paths in messages: relative to the working directory when inside it."""
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


def read_metadata(text_path: Path) -> dict | None:
    meta_path = text_path.with_suffix(".toml")
    if not meta_path.exists():
        return None
    shown = display_path(meta_path)
    try:
        data = tomllib.loads(meta_path.read_text("utf-8"))
    except UnicodeDecodeError:
        raise LawrefError.labelled("metadata_not_utf8", path=shown, line=1) from None
    except tomllib.TOMLDecodeError as err:
        raise LawrefError.labelled("metadata_toml", path=shown, **toml_reason(err)) from None
    for key, typ in REQUIRED.items():
        if key not in data:
            raise LawrefError.labelled("metadata_lacks", path=shown, line=1, name=key)
        if not isinstance(data[key], typ):
            what = {str: "text", int: "year"}.get(typ, "other")
            raise LawrefError.labelled(f"metadata_must_be_{what}", path=shown, line=_line_of(meta_path, key),
                                       name=key)
    if data["kind"] not in (LAW, COMMENTARY):
        raise LawrefError.labelled("metadata_kind", path=shown, line=_line_of(meta_path, "kind"),
                                   value=repr(data["kind"]))
    if data.get("rights", PUBLIC) not in RIGHTS:
        raise LawrefError.labelled("metadata_rights", path=shown, line=_line_of(meta_path, "rights"),
                                   value=repr(data["rights"]))
    for key in data:
        if key not in REQUIRED and key not in OPTIONAL:
            raise LawrefError.labelled("metadata_unknown_key", path=shown, line=_line_of(meta_path, key), name=key,
                                       known=", ".join([*REQUIRED, *OPTIONAL]))
    return data


def _line_of(path: Path, key: str) -> int:
    for number, line in enumerate(path.read_text("utf-8").splitlines(), 1):
        if re.match(rf"\s*{re.escape(key)}\s*=", line):
            return number
    return 1


def make_source(text_path: Path, meta: dict | None, *, kind: str, encoding: str, title: str = "",
                edition: int = 0) -> Source:
    """`title` and `edition` are guesses for a text without metadata (its .toml wins)."""
    meta = meta or {}
    return Source(
        key=text_path.stem,
        path=display_path(text_path),
        kind=meta.get("kind", kind),
        title=meta.get("title", title or text_path.stem),
        edition=meta.get("edition", edition),
        encoding=encoding,
        **{key: meta[key] for key in OPTIONAL if key in meta},
    )
