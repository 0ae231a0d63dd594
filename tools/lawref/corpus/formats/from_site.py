"""A web site saved as a folder of pages (a contents page `index.htm`, `index.html`, `00-index.html`,
`default.htm`, `contents.htm` … and chapter pages) ->
ONE book's plain text lines.

- Pages: the contents page first, then the pages it links to, in the order of its links (a link's first
  appearance), then any other page of the folder in name order. Each page is read by the HTML reader
  (lawref.corpus.formats.from_html: its charset from `<meta charset>` or `<meta http-equiv>`, nav/header/
  footer elements and link menus dropped).
- Furniture by repetition: a paragraph that stands on most pages (over half, at least two) in the run of
  paragraphs that opens a page or the run that closes it is the site's, not the book's: a menu bar (« | »
  between links in a table), a site name, a footer with ©, a year and «Перепечатка запрещена». Each is
  recorded as removed (site-header at the top of a page, site-footer at its foot) on every page it stands on,
  so the footer's year never reaches the title page, and nothing is lost.
- The contents page's lists of links (blocks that are links but for separators, which the HTML reader
  drops as menus) are recorded as site-contents; the rest of that page (a title page, a preface) is the book's.
Line numbers are lines of the joined text, which is what `lawref import` writes for a site.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from urllib.parse import unquote, urlsplit

from lawref.corpus.formats import Extracted
from lawref.errors import LawrefError
from lawref.model import Removal

# The contents page: index.htm, default.html, 00-index.html, contents.htm ...
INDEX_NAME = re.compile(r"(?:\d+[-_])?(?:index|default|contents|toc|oglavlenie|soderzhanie)\.html?", re.I)
PAGE_SUFFIXES = (".htm", ".html", ".xhtml")
MAX_PAGES = 2000
_HREF = re.compile(rb"""<a\s[^>]*?href\s*=\s*["']?([^"' >]+)""", re.I)


def is_site(folder: Path) -> bool:
    """A folder that is one web site: it has a contents page and at least one other page."""
    return folder.is_dir() and index_page(folder) is not None and len(pages_of(folder)) >= 2


def index_page(folder: Path) -> Path | None:
    return next((p for p in sorted(folder.iterdir()) if p.is_file() and INDEX_NAME.fullmatch(p.name)), None)


def pages_of(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.is_file() and p.suffix.lower() in PAGE_SUFFIXES)


def reading_order(folder: Path) -> list[Path]:
    index = index_page(folder)
    pages = pages_of(folder)
    by_name = {p.name.lower(): p for p in pages}
    order = [index]
    for m in _HREF.finditer(index.read_bytes()):
        target = unquote(urlsplit(m[1].decode("latin-1")).path).lower()
        page = by_name.get(target.rsplit("/", 1)[-1]) if target and "/" not in target.strip("./") else None
        if page is not None and page not in order:
            order.append(page)
    return order + [p for p in pages if p not in order]


def extract_site(folder: Path, shown: str, encoding: str | None = None) -> Extracted:
    from lawref.corpus.formats.from_html import extract_html

    if not is_site(folder):
        raise LawrefError("not a web site: a folder is read as one book when it holds index.htm and the pages "
                          "it links to", path=shown, hint="give the pages one by one, or add the contents page")
    order = reading_order(folder)
    if len(order) > MAX_PAGES:
        raise LawrefError(f"{len(order)} pages: over {MAX_PAGES} for one book", path=shown,
                          hint="is this the folder of one book?")
    pages = []
    for page in order:
        try:
            pages.append(extract_html(page.read_bytes(), f"{shown}/{page.name}", encoding))
        except LawrefError as err:
            if "no text in this HTML page" in str(err):
                continue  # a page of pictures or links only: nothing of the book
            raise
    return _join(pages, order[0].name)


def _paragraphs(text: str) -> list[tuple[int, str]]:
    """(first line, paragraph text) of each paragraph of an extracted text (a blank line between them)."""
    out, start, lines = [], 1, []
    for number, line in enumerate(text.split("\n"), 1):
        if line.strip():
            if not lines:
                start = number
            lines.append(line)
        elif lines:
            out.append((start, "\n".join(lines)))
            lines = []
    if lines:
        out.append((start, "\n".join(lines)))
    return out


def _key(paragraph: str) -> str:
    return " ".join(paragraph.split()).lower()


def _join(pages: list[Extracted], index_name: str) -> Extracted:
    split = [_paragraphs(page.text) for page in pages]
    seen = Counter(key for paragraphs in split for key in {_key(p) for _, p in paragraphs})
    threshold = max(2, len(pages) // 2 + 1)
    repeated = {key for key, n in seen.items() if n >= threshold}
    lines: list[str] = []
    removals: list[Removal] = []
    title = next((page.title for page in pages if page.title), "")
    for number, (page, paragraphs) in enumerate(zip(pages, split)):
        head = 0
        while head < len(paragraphs) and _key(paragraphs[head][1]) in repeated:
            head += 1
        foot = len(paragraphs)
        while foot > head and _key(paragraphs[foot - 1][1]) in repeated:
            foot -= 1
        kept = []
        dropped: list[tuple[str, str, int]] = []  # (kind, text, index of the kept paragraph it stands before)
        for i, (line, paragraph) in enumerate(paragraphs):
            if i < head:
                dropped.append(("site-header", paragraph, 0))
            elif i >= foot:
                dropped.append(("site-footer", paragraph, len(kept)))
            else:
                kept.append((line, paragraph))
        offset = len(lines) + (2 if lines else 1)  # the line of the joined text this page's first paragraph takes
        starts = []
        for _, paragraph in kept:
            if lines:
                lines.append("")
            starts.append(len(lines) + 1)
            lines.extend(paragraph.split("\n"))
        # the page's own removals (nav, scripts), moved to the joined text's lines
        page_line_to_new = {}
        for (old, paragraph), new in zip(kept, starts):
            for k in range(len(paragraph.split("\n"))):
                page_line_to_new[old + k] = new + k
        for removal in page.removals:
            kind = "site-contents" if number == 0 and removal.kind == "html-menu" else removal.kind
            after = [new for old, new in sorted(page_line_to_new.items()) if old >= removal.line]
            at = after[0] if after else (starts[-1] if starts else offset)
            removals.append(Removal(kind, at, removal.text))
        for kind, text, before in dropped:
            at = starts[before] if before < len(starts) else (len(lines) if lines else 1)
            removals.append(Removal(kind, max(at, 1), " ".join(text.split())))
    if not lines:
        raise LawrefError("no text in this site but its menus and footers", path=index_name,
                          hint="is it the right folder?")
    last = len(lines)
    removals = sorted((r if r.line <= last else Removal(r.kind, last, r.text) for r in removals), key=lambda r: r.line)
    return Extracted(text="".join(line + "\n" for line in lines), encoding="html-site", removals=tuple(removals),
                     title=title)
