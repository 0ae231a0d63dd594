"""Write the renderings of a seed's books and expected.json (the ground truth, and which book each rendering
shows) into a folder. Every file is written to a temporary name and renamed, so a failure leaves no
half-written file."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from .books import Books, make_books
from .model import truth_json
from .render_docx import render_docx
from .render_html import render_law_site, render_page
from .render_pdf import render_pdf
from .render_txt import VARIANTS, render_txt

FORMATS = ("txt", "html", "docx", "pdf")


def write_atomic(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        os.chmod(temporary, 0o644)  # mkstemp makes it private; these are ordinary files
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def renderings(books: Books, formats=FORMATS, keep_txt: dict | None = None):
    """(relative path, bytes, manifest entry) for every rendering of the given formats, in a stable order.
    A manifest entry names the book and the format; `auto_numbered` lists clauses whose labels are drawn by
    automatic numbering (not in the text); a folder (the web site) is one rendering. `keep_txt`: a dict that gets
    each TXT rendering (render_txt's TxtRendering, with its lines' kinds) by its name."""
    all_books = books.all()
    if "txt" in formats:
        for variant in VARIANTS:
            rendering = render_txt(all_books[variant.book], variant, books.seed)
            if keep_txt is not None:
                keep_txt[variant.name] = rendering
            entry = {"book": variant.book, "format": "txt", "encoding": variant.encoding,
                     "newline": "crlf" if variant.newline == "\r\n" else "lf",
                     "furniture": sorted({line.kind for line in rendering.lines} - {"text", "blank"})}
            yield variant.name, rendering.data(), entry
    if "html" in formats:
        site = render_law_site(books.law)
        for name, page in site.pages.items():
            yield f"law_site/{name}", page.encode("utf-8"), None
        yield "law_site", None, {"book": "law", "format": "html", "auto_numbered": site.auto_numbered}
        for book, name in ((books.law, "law_book.html"), (books.commentary, "commentary.htm")):
            page = render_page(book, name)
            yield name, page.pages[name].encode("utf-8"), {"book": book.key, "format": "html",
                                                           "auto_numbered": page.auto_numbered}
    if "docx" in formats:
        for book, name in ((books.law, "law.docx"), (books.law_mixed, "law_mixed.docx"),
                           (books.commentary, "commentary.docx")):
            rendering = render_docx(book)
            yield name, rendering.data, {"book": book.key, "format": "docx", "auto_numbered": rendering.auto_numbered}
    if "pdf" in formats:
        for book, name in ((books.law, "law.pdf"), (books.commentary, "commentary.pdf")):
            yield name, render_pdf(book), {"book": book.key, "format": "pdf"}


def write_books(outdir: Path, formats=FORMATS, seed: int = 1, scale: int = 1,
                keep_txt: dict | None = None) -> dict[str, dict]:
    """Write every rendering and expected.json into `outdir`; return the manifest (path -> entry). `keep_txt`: as
    `renderings`' (the tests' rendered_books keeps them for test_bookgen, which checks their lines' kinds)."""
    books = make_books(seed, scale)
    manifest: dict[str, dict] = {}
    for path, data, entry in renderings(books, formats, keep_txt):
        if data is not None:
            write_atomic(outdir / path, data)
        if entry is not None:
            manifest[path] = entry
    write_atomic(outdir / "expected.json", truth_json(books.all(), manifest, seed=seed, scale=scale).encode("utf-8"))
    return manifest
