"""`lawref import`: write the text lawref read from a document, and a .toml of what it guessed, for an editor.

The text is exactly `Extracted.text` (UTF-8), so the line numbers `lawref check` gives for the document are
the lines of the written file. Every value in the .toml carries a `# guessed from …` comment saying where it
came from, so an editor knows what to review. Both files are written atomically (a temporary file renamed),
with normal permissions, and never over existing files unless asked.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from lawref.editions.year import named_edition
from lawref.errors import LawrefError, os_reason
from lawref.model import COMMENTARY, LAW, PERSONAL, PUBLIC

# A year of an edition of the Laws (or a translation): 1930s onwards.
_YEAR = re.compile(r"(?<!\d)(19[3-9]\d|20[0-4]\d)(?!\d)")
_NO_REPRODUCTION = re.compile(r"not\s+for\s+reproduction|personal\s+and\s+private|воспроизведение\s+запрещено|"
                              r"перепечатка\s+запрещена|запрещается\s+воспроизвед|только\s+для\s+личного", re.I)
# «(c)» is a copyright sign only before a year or a name: «(c) карты в коробке…» is item (c) of a list.
_COPYRIGHT = re.compile(r"©|\([cс]\)\s*(?:\d|[A-ZА-ЯЁ])|copyright|\bCo\s+[A-Z]{2,}", re.I)
_LIST_LABEL = re.compile(r"^\s*\(?[a-zа-яё]\)\s+[a-zа-яё]")
# A title page's year printed letter-spaced («1 9 9 3»), read as one number.
_SPACED_YEAR = re.compile(r"(?<!\d)(1\s9\s[3-9]\s\d|2\s0\s[0-4]\s\d)(?![\d])")
_ALONE_YEAR = re.compile(r"^\s*(?:19|20)\d\d\s*(?:г\.?|года?)?\s*$")
# A document title that is no title: what a converter writes into a PDF's metadata, a bordered text's «|» (and the
# page title of Telegram Desktop's export: data/thread_words.toml `no_title`).
_JUNK_TITLE = re.compile(r"^(?:[^\w]*|enscript output|untitled|без названия|microsoft word\b.*|"
                         r".*\.(?:txt|docx?|rtf|odt|ps|pdf|html?))$", re.I)
FRONT_LINES = 200  # where to look for the edition's year and the copyright: the front matter


@dataclass(frozen=True)
class Guess:
    key: str
    value: str | int
    why: str  # the comment after it: "guessed from …"


@dataclass(frozen=True)
class Imported:
    text_path: Path
    meta_path: Path
    lines: int
    reader: str  # the Extracted.encoding: "pdf", "docx", "html" or the text encoding
    guesses: tuple[Guess, ...]
    removed: Counter  # removal kind -> count (the reader's and clean's artefacts)
    review_path: Path | None = None  # --ocr: the review list for an editor (NAME.review.txt; .toml beside it)
    reviews: int = 0
    member: str = ""  # the file read inside a ZIP (Extracted.member)


def _thread_in(folder: Path) -> tuple[Path, ...] | None:
    """The pages of the one thread or channel export a folder holds, in reading order, as the reader finds them
    (lawref.corpus.formats.threads.pages_in_order over the folder's corpus files); None when it holds anything else
    too (a thread saved twice, as pages and as their print, or several books): import each of them."""
    from lawref.corpus.formats.threads import pages_in_order
    from lawref.corpus.sources import discover

    try:
        files = discover([folder])
    except LawrefError:  # no corpus file in it: the folder is refused as a folder
        return None
    books = pages_in_order(files)
    return books[0] if len(books) == 1 and len(books[0]) > 1 else None


def named_thread(paths: list[Path]) -> tuple[Path, ...]:
    """The files a user named one by one (`lawref import p1.html p2.html p3.html`, a shell's glob) as the pages of one
    thread in the thread's reading order (pages_in_order, as a folder of them is read), whatever order they were
    typed in; one file named is itself. Refused in one line naming the first file that is missing, or that is no
    page of the thread the first file named opens."""
    from lawref.corpus.formats.threads import pages_in_order
    from lawref.corpus.sources import display_path

    named: dict[Path, Path] = {}  # a glob and a name: once, where first named, as first spelt
    for path in paths:
        named.setdefault(path.resolve(), path)
    unique = list(named.values())
    for path in unique:
        if not path.exists():
            raise LawrefError.labelled("import_no_file", path=display_path(path))
    if len(unique) == 1:
        return tuple(unique)
    books = pages_in_order(unique)
    if len(books) == 1:
        return books[0]
    apart = next(path for path in unique if path not in books[0])
    raise LawrefError.labelled("import_not_one_thread", path=display_path(apart), first=display_path(unique[0]),
                               shown=display_path(apart))


def import_file(source: Path | tuple[Path, ...], output: Path, *, kind: str | None = None,
                encoding: str | None = None, force: bool = False, ocr: bool = False) -> Imported:
    """Import a document, a folder holding one book (a saved site, one thread's pages), or a thread's pages named
    one by one (named_thread's tuple, in reading order)."""
    from lawref.corpus.formats import check_size, extract
    from lawref.corpus.pipeline import clean_as_kind
    from lawref.corpus.sources import display_path

    pages = source if isinstance(source, tuple) else ()
    source = pages[0] if pages else source
    shown = display_path(source)
    from lawref.corpus.formats.from_site import is_site

    site = source.is_dir() and is_site(source)  # a web site saved as a folder is one book
    thread = _thread_in(source) if source.is_dir() and not site else None  # so is a thread's or export's pages
    thread = pages if len(pages) > 1 else thread  # and a thread's pages named one by one
    if source.is_dir() and not site and thread is None:
        raise LawrefError.labelled("import_folder", path=shown, shown=shown)
    if not source.is_file() and not site and not thread:
        raise LawrefError.labelled("import_no_file", path=shown)
    if output.suffix.lower() != ".txt":
        raise LawrefError.labelled("import_not_txt", path=str(output))
    meta_path = output.with_suffix(".toml")
    from lawref.corpus.formats.review import paths as review_paths

    review_path, review_toml = review_paths(output) if ocr else (None, None)
    if output.resolve() == source.resolve():
        raise LawrefError.labelled("import_onto_source", path=str(output))
    for existing in (output, meta_path, *([review_path, review_toml] if review_path else [])):
        if existing.exists() and not force:
            raise LawrefError.labelled("import_exists", path=display_path(existing))
    reviews = None
    if site:
        from lawref.corpus.formats.from_site import extract_site
        extracted = extract_site(source, shown, encoding)
    elif thread:
        from lawref.corpus.formats.threads import extract_thread
        extracted = extract_thread(thread, display_path(thread[0]), encoding)
    elif ocr:
        check_size(source, shown)
        from lawref.corpus.formats.ocr import ocr_extract
        extracted, reviews = ocr_extract(source, source.read_bytes(), shown)
    else:
        check_size(source, shown)
        extracted = extract(source, source.read_bytes(), shown, encoding)
    cleaned, found_kind = clean_as_kind(extracted.text, shown, extracted.encoding, kind)
    if found_kind is None:
        raise LawrefError.labelled("neither_import", path=shown, line=1)
    lines = extracted.text.splitlines()
    # Guesses read what clean kept (no border, no page numbers), line for line with the written text.
    kept = [""] * len(lines)
    for line in cleaned.lines:
        if 0 < line.number <= len(kept):
            kept[line.number - 1] = line.text
    lines = kept
    guesses = (
        Guess("kind", found_kind, "given with --kind" if kind else
              "guessed from its headings ('ПРАВИЛО N.' for a law, 'Правило N. ' and '27.7.' for a commentary)"),
        guess_title(extracted.title, lines),
        guess_edition(lines),
        *guess_rights(lines),
    )
    from lawref.corpus.formats.review import decisions, review

    decided = decisions(extracted.removals, extracted.text.split("\n"))  # (a line: up to «\n», a form feed inside it)
    if decided:  # labels the reader put in by their sequence (an OCR layer's): named in the review list
        if review_path is None:
            review_path, review_toml = review_paths(output)
            for existing in (review_path, review_toml):
                if existing.exists() and not force:
                    raise LawrefError.labelled("import_exists", path=display_path(existing))
            reviews = review(extracted.text.split("\n"))
        reviews = tuple(sorted((*reviews, *decided), key=lambda e: (e.line, e.column, e.kind)))
    output.parent.mkdir(parents=True, exist_ok=True)
    files = {output: extracted.text, meta_path: metadata_toml(source, guesses)}
    if review_path is not None:
        from lawref.corpus.formats.review import as_toml, readable
        files[review_path] = readable(reviews, output.name, source.name)
        files[review_toml] = as_toml(reviews, output.name, source.name)
    write_atomic_files(files)
    removed = Counter(r.kind for r in (*extracted.removals, *cleaned.removals))
    return Imported(output, meta_path, len(lines), extracted.encoding, guesses, removed, review_path,
                    len(reviews or ()), extracted.member)


def guess_title(title: str, lines: list[str]) -> Guess:
    """The document's own title (metadata, first heading) unless it is a converter's junk; else the title
    page's first line of words."""
    from lawref.corpus.formats.threads import thread_words

    if title and not _JUNK_TITLE.match(title.strip()) and not thread_words().no_title.match(title.strip()):
        return Guess("title", title, "guessed from the document's title (its metadata or first heading)")
    page = title_page(lines)
    number, first = next(((n, line.strip()) for n, line in page if sum(ch.isalpha() for ch in line) >= 3
                          and not _COPYRIGHT.search(line)), (0, ""))
    if not first:
        number, first = next(((n, line.strip()) for n, line in enumerate(lines, 1) if line.strip()), (0, ""))
    return Guess("title", first, f"guessed from line {number}, the title page" if number else
                 "no title found: put the book's title")


def title_page(lines: list[str]) -> list[tuple[int, str]]:
    """(line number, text) of the title page: the lines before the first heading of the book's levels."""
    from lawref.corpus.headings import is_contents_heading, is_structural_heading

    page = []
    for number, line in enumerate(lines[:FRONT_LINES], 1):
        if is_structural_heading(line.strip()) or is_contents_heading(line):
            break
        if line.strip():
            page.append((number, line))
    return page


def guess_edition(lines: list[str]) -> Guess:
    """The edition's year, from the title page first: a year the line names as the edition of the Laws (the
    reader's own rule, editions.year); then a year standing alone (also letter-spaced, «1 9 9 3»); then a named
    edition in the rest of the front matter; a publisher's imprint («Самара, 1994») or a copyright's year last,
    as any year."""
    def unspaced(line: str) -> str:
        return _SPACED_YEAR.sub(lambda m: m[1].replace(" ", ""), line)

    def named(line: str) -> int:
        return 0 if _LIST_LABEL.match(line) else named_edition(unspaced(line))

    def alone(line: str) -> int:
        return int(m[1]) if _ALONE_YEAR.match(unspaced(line)) and (m := _YEAR.search(unspaced(line))) else 0

    def any_year(line: str) -> int:
        return int(m[1]) if (m := _YEAR.search(unspaced(line))) else 0

    page = title_page(lines)
    front = list(enumerate(lines[:FRONT_LINES], 1))
    for rows, year_of in ((page, named), (page, alone), (front, named), (front, any_year)):
        for number, line in rows:
            if year := year_of(line):
                return Guess("edition", year, f"guessed from line {number}: {_quote(line)}")
    return Guess("edition", 0, "no year found in the text: put the year of the edition of the Laws")


def guess_rights(lines: list[str]) -> tuple[Guess, ...]:
    front = list(enumerate(lines[:FRONT_LINES], 1))
    guesses = []
    copyright_line = next(((n, line) for n, line in front if _COPYRIGHT.search(line) and not _LIST_LABEL.match(line)),
                          None)
    if copyright_line:
        number, line = copyright_line
        guesses.append(Guess("copyright", line.strip(), f"guessed from line {number}"))
    forbidding = next(((n, line) for n, line in front if _NO_REPRODUCTION.search(line)), None)
    if forbidding:
        number, line = forbidding
        guesses.append(Guess("rights", PERSONAL, f"guessed from line {number}: {_quote(line)}"))
    else:
        guesses.append(Guess("rights", PUBLIC, "no line says it is not for reproduction: check the copyright"))
    return tuple(guesses)


def _quote(line: str, width: int = 60) -> str:
    flat = " ".join(line.split())
    return "«" + (flat if len(flat) <= width else flat[: width - 1] + "…") + "»"


def metadata_toml(source: Path, guesses) -> str:
    out = [f"# Metadata for the text imported from {source.name} by `lawref import`: review every value.",
           "# Keys: README.md, \"Corpus\"."]
    for guess in guesses:
        value = guess.value if isinstance(guess.value, int) else json.dumps(guess.value, ensure_ascii=False)
        comment = " ".join(guess.why.split())
        out.append(f"{guess.key} = {value}  # {comment}")
    return "\n".join(out) + "\n"


def write_atomic_files(files: dict[Path, str]) -> None:
    """Write each file to a temporary file beside it, then rename them all into place (0666 less umask)."""
    umask = os.umask(0)
    os.umask(umask)
    temps: dict[Path, str] = {}
    try:
        for target, text in files.items():
            fd, temp = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
            temps[target] = temp
            with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
                handle.write(text)
            os.chmod(temp, 0o666 & ~umask)
        for target, temp in temps.items():
            os.replace(temp, target)
    except OSError as err:
        for temp in temps.values():
            Path(temp).unlink(missing_ok=True)
        raise LawrefError.labelled("import_write", path=str(err.filename or next(iter(files))),
                                   **os_reason(err)) from None


def default_output(source: Path) -> Path:
    from lawref.corpus.formats import SIZE_LIMITS
    from lawref.corpus.sources import default_corpus_dir

    stem = source.stem
    if source.suffix.lower() == ".zip" and Path(stem).suffix.lower() in SIZE_LIMITS:  # «книга.fb2.zip»: «книга»
        stem = Path(stem).stem
    return default_corpus_dir() / f"{stem}.txt"


__all__ = ["import_file", "named_thread", "default_output", "Imported", "Guess", "LAW", "COMMENTARY"]
