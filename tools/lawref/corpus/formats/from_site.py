"""A web site saved as a folder of pages (a contents page `index.htm`, `index.html`, `00-index.html`,
`default.htm`, `contents.htm` … and chapter pages; or pages saved with `wget -k -p` and no contents page, whose
titles name one site: is_site) ->
ONE book's plain text lines.

- Pages: the contents page first, then the pages its links lead to outside the site's navigation (blocks of links
  standing on most pages: a menu bar, a side bar of the Laws, whatever they list first), in their order, then the
  pages its other links lead to (a link's first appearance), then any other page of the folder in name
  order. With a contents page, the pages in its subfolders are the site's too (Hugo's or Jekyll's «pretty»
  addresses: `pravila/12/index.html` for the link `pravila/12/`), each link resolved from its page's folder as a
  browser does. Each page is read by the HTML reader
  (lawref.corpus.formats.from_html: its charset from `<meta charset>` or `<meta http-equiv>`, nav/header/
  footer elements and link menus dropped).
- Furniture by repetition: a paragraph that stands on most pages (over half, at least three) in the run of
  paragraphs that opens a page or the run that closes it is the site's, not the book's: a menu bar (« | »
  between links in a table), a site name, a footer with ©, a year and «Перепечатка запрещена». Paragraphs
  are compared by their first words, numbers aside (`© 2004 Клуб …` and `© 2004-2008 Клуб … Обновлено
  14.03.2008` are one footer), a breadcrumb trail by its first page's name («Главная › Предисловие» and «Главная ›
  Правила › Правило 12»), and a page has a header or footer too when the HTML reader dropped it by its
  tag or class. Each is recorded as removed (site-header at the top of a page, site-footer at its foot) on
  every page it stands on, so the footer's year never reaches the title page, and nothing is lost.
- A page that repeats the others (nine paragraphs in ten stand on them: «the whole book on one page» beside
  the chapter pages) is recorded as site-duplicate-page, so the book is read once; `check` says which pages were
  read (site-pages) and which one repeated them (site-duplicate-page).
- The contents page's lists of links (blocks that are links but for separators, which the HTML reader
  drops as menus) and its table rows that link to the folder's pages are recorded as site-contents; the
  rest of that page (a title page, a preface) is the book's. Another page's list of links under its own heading
  that leads to most of the contents list's pages (a section page «Правила» listing every Law) is the contents
  again.
Line numbers are lines of the joined text, which is what `lawref import` writes for a site.
"""

from __future__ import annotations

import posixpath
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote, unquote, urlsplit

from lawref.corpus.formats import KINDLE_SUFFIXES, Extracted, in_line_order
from lawref.corpus.formats.webpage import SITE_IN_TITLE
from lawref.corpus.headings import breadcrumb_trail, is_contents_heading
from lawref.errors import Diagnostic, LawrefError
from lawref.model import Removal

# The contents page: index.htm, default.html, 00-index.html, contents.htm ...
INDEX_NAME = re.compile(r"(?:\d+[-_])?(?:index|default|contents|toc|oglavlenie|soderzhanie)\.html?", re.I)
PAGE_SUFFIXES = (".htm", ".html", ".xhtml")
MAX_PAGES = 2000


def is_site(folder: Path) -> bool:
    """A folder that is one web site: it has a contents page and at least one other page; or, with no contents
    page (pages saved with `wget -k -p`, the ones a reader wanted), two pages or more whose titles name the same
    site after the page's own name («Правило 40 · … — Правила спортивного бриджа»), and no other book file."""
    if not folder.is_dir():
        return False
    from lawref.corpus.formats.from_pipermail import is_mail_archive

    if is_mail_archive(folder):  # a list's archive as Mailman serves it, with its index or without
        return True
    pages = pages_of(folder)
    if index_page(folder) is not None:
        return len(pages) >= 2
    return len(pages) >= 2 and _one_site(pages) and not any(
        p.is_file() and p.suffix.lower() not in PAGE_SUFFIXES and p.suffix.lower() in _BOOK_SUFFIXES
        for p in folder.iterdir())


_BOOK_SUFFIXES = (".txt", ".docx", ".doc", ".odt", ".rtf", ".pdf", ".epub", ".fb2", ".djvu", ".md", ".mht", ".mhtml",
                  *KINDLE_SUFFIXES, ".chm")
_TITLE = re.compile(rb"<title[^>]*>(.*?)</title>", re.I | re.S)
_HEAD_BYTES = 65536  # where a page's <title> is looked for


def _title_text(data: bytes) -> str:
    """A page's <title> in the page's own charset (a saved site may hold windows-1251 pages beside UTF-8 ones), its
    spaces collapsed ("" when it has none)."""
    from lawref.corpus.formats.from_html import declared_charset

    m = _TITLE.search(data[:_HEAD_BYTES])
    if not m:
        return ""
    charset = declared_charset(data[:_HEAD_BYTES], None) or "utf-8"
    try:
        return " ".join(m[1].decode(charset).split())
    except UnicodeDecodeError:
        return " ".join(m[1].decode("utf-8", "replace").split())


def _one_site(pages: list[Path]) -> bool:
    names = set()
    for page in pages:
        site = SITE_IN_TITLE.search(_title_text(page.read_bytes()))
        if not site:
            return False
        names.add(site[1].strip().casefold())
    return len(names) == 1


def index_page(folder: Path) -> Path | None:
    return next((p for p in sorted(folder.iterdir()) if p.is_file() and INDEX_NAME.fullmatch(p.name)), None)


def pages_of(folder: Path) -> list[Path]:
    """The folder's pages; with a contents page, those in its subfolders too (a site built with «pretty» addresses,
    Hugo's or Jekyll's: `pravila/12/index.html` for the link `pravila/12/`), hidden folders aside."""
    pages = sorted(p for p in folder.iterdir() if p.is_file() and p.suffix.lower() in PAGE_SUFFIXES)
    if index_page(folder) is None:
        return pages
    nested = sorted((p for p in folder.rglob("*") if p.parent != folder and p.is_file()
                     and p.suffix.lower() in PAGE_SUFFIXES
                     and not any(part.startswith(".") for part in p.relative_to(folder).parts)),
                    key=lambda p: p.relative_to(folder).as_posix())
    return pages + nested[:MAX_PAGES + 1]


def page_name(folder: Path, page: Path) -> str:
    """A page's name in the site: its path from the site's folder, lower case («pravila/12/index.html»)."""
    return page.relative_to(folder).as_posix().lower()


def link_target(href: str, base: str, names) -> str | None:
    """The page of the site a link leads to, by its name (page_name), from a page whose folder is `base`
    ("" at the top, "pravila/12/" below): relative addresses resolved, a folder's address («../13/», «./»)
    its index page; None for a link elsewhere (another site, a page not in the folder)."""
    parts = urlsplit(href)
    if parts.scheme or parts.netloc:
        return None
    path = unquote(parts.path)
    if not path:
        return None
    joined = posixpath.normpath(posixpath.join(base, path)) if not path.startswith("/") else path.strip("/")
    if joined.startswith(".."):
        return None
    joined = "" if joined == "." else joined.lower()
    if path.endswith("/") or joined == "" or joined not in names:
        for index in ("index.html", "index.htm"):
            candidate = posixpath.join(joined, index) if joined else index
            if candidate in names:
                return candidate
    return joined if joined in names else None


@dataclass(frozen=True)
class SitePage:
    """A page of the site, parsed once (its charset read as the HTML reader reads it): the plan reads its tree, then
    the HTML reader, its last reader, takes it (lawref.corpus.formats.from_html.read_tree)."""
    path: Path
    name: str  # page_name
    head: bytes  # the page's first bytes, where its <title> is
    tree: object  # selectolax's LexborHTMLParser


@dataclass(frozen=True)
class SitePlan:
    """How a site is read: its pages in reading order, its navigation (`navigation`) and the pages its contents
    list leads to (`contents_list`), each found once from the pages parsed once."""
    order: tuple[SitePage, ...]
    nav: frozenset = frozenset()
    listed: tuple[str, ...] = ()
    said: tuple = ()  # the `check` rows of the pages' Cyrillic read back (lawref.corpus.mojibake), one a page
    has_index: bool = False  # the first page is the site's contents page


def site_plan(folder: Path, shown: str = "", encoding: str | None = None) -> SitePlan:
    """The contents page first, then the pages its contents list leads to (its links outside the site's navigation,
    in their order: a menu bar or a side bar standing on most pages, listing the section page and the print page
    first or the Laws alone, is navigation), then the pages its other links lead to (first appearance), then any
    other page by name."""
    from lawref.corpus.formats.from_html import parse_pages

    index = index_page(folder)
    pages = pages_of(folder)
    # every page parsed once, its Cyrillic read back as the book's (one chain where the pages agree)
    data = [path.read_bytes() for path in pages]
    said: list = []
    trees = parse_pages([(page, f"{shown}/{path.relative_to(folder).as_posix()}") for page, path in zip(data, pages)],
                        encoding, said)
    read = {path: SitePage(path, page_name(folder, path), page[:_HEAD_BYTES], tree)
            for path, page, tree in zip(pages, data, trees)}
    by_name = {page_name(folder, p): p for p in pages}
    _links_to_saved(read, data)
    nav = navigation([page.tree for page in read.values()])
    if index is None:  # no page named as a contents page: the page whose links lead to most of the others is one
        index = _contents_page(read, by_name, nav, folder)
    if index is None:  # saved pages with no contents page: in the order of their names' numbers (law9, law40)
        return SitePlan(tuple(read[path] for path in sorted(pages, key=lambda p: [
            (0, int(part), "") if part.isdigit() else (1, 0, part.lower()) for part in re.split(r"(\d+)", p.stem)])),
            said=tuple(said))
    order = [index]
    links = [link_target(a.attributes.get("href") or "", "", by_name) for a in read[index].tree.css("a[href]")]
    listed = contents_list(read[index].tree, by_name, page_name(folder, index), nav)
    # each listed page, then the pages its own list of links leads to (a chapter page's list of its Laws), in the
    # order it lists them, before the next page of the list above: the contents read as a tree (depth first; a
    # stack, not recursion: a chain of such pages may be as long as the site)
    stack = list(reversed(listed))
    while stack:
        name = stack.pop()
        page = by_name.get(name) if name else None
        if page is None or page in order:
            continue
        order.append(page)
        stack.extend(reversed(_listed_below(read[page].tree, set(by_name), page_name(folder, page), nav)))
    for name in links:
        page = by_name.get(name) if name else None
        if page is not None and page not in order:
            order.append(page)
    return SitePlan(tuple(read[p] for p in order + [p for p in pages if p not in order]), nav, tuple(listed),
                    tuple(said), has_index=True)


# A browser's saved page says where it was saved from: Chrome's and IE's «saved from url=(0120)https://…» comment, or
# the page's <link rel="canonical">
_SAVED_FROM = re.compile(rb"<!--\s*saved from url=\(\d+\)(\S+?)\s*-->", re.I)
_CANONICAL = re.compile(rb"""<link\s[^>]*?rel\s*=\s*["']?canonical["']?[^>]*?href\s*=\s*["']([^"']+)""", re.I)


def _address(url: str) -> str:
    """A page's web address as compared: no fragment, its escapes read, host in lower case («https://wiki.x/wiki/Правила»
    and «https://wiki.x/wiki/%D0%9F…» are one)."""
    parts = urlsplit(url.strip())
    return f"{parts.netloc.lower()}{unquote(parts.path)}?{unquote(parts.query)}".rstrip("?")


def _links_to_saved(read: dict, data: list[bytes]) -> None:
    """Pages saved one by one from a web site (a browser's «Save page», wiki pages) keep their links to each other as
    web addresses: a link to the address a page of the folder was saved from leads to that page, as a reader who
    saved them follows it. Such links are made the page's name in each page's tree (its anchor kept)."""
    saved: dict[str, str] = {}
    for page, raw in zip(read.values(), data):
        head = raw[:_HEAD_BYTES]
        for m in (_SAVED_FROM.search(head), _CANONICAL.search(head)):
            if m:
                saved.setdefault(_address(m[1].decode("latin-1")), page.name)
    if not saved:
        return
    for page in read.values():
        for a in page.tree.css("a[href]"):
            href = a.attributes.get("href") or ""
            parts = urlsplit(href)
            if not parts.netloc:
                continue
            name = saved.get(_address(href))
            if name is not None:
                a.attrs["href"] = quote(name) + (f"#{parts.fragment}" if parts.fragment else "")


def _contents_page(read: dict, by_name: dict, nav: frozenset, folder: Path) -> Path | None:
    """With no page named as one, the contents page is the page whose own links (outside the site's navigation)
    lead to more of the folder's other pages than any other page's, and to over half of them (a wiki's main page
    listing its articles); None when no page does."""
    names = set(by_name)
    best, reach = None, 0
    for path, page in read.items():
        count = len(contents_list(page.tree, names, page.name, nav))
        if count > reach:
            best, reach = path, count
    return best if reach * 2 > len(read) - 1 else None


def _listed_below(tree, names, own: str, nav: frozenset) -> list[str]:
    """The pages a page's own lists of links lead to (lists whose items are links to the folder's pages and
    nothing else, not the site's navigation: a chapter page's list of its Laws), in their order."""
    base = posixpath.dirname(own) + "/" if "/" in own else ""
    out: list[str] = []
    for listing in tree.css("ul, ol"):
        if _list_of(listing.parent) is not None or _block_key(listing) in nav or not _links_only(listing, names, base):
            continue
        for a in listing.css("a[href]"):
            name = link_target(a.attributes.get("href") or "", base, names)
            if name and name != own and name not in out:
                out.append(name)
    return out


_LINK_BLOCKS = "ul, ol, p, td, dl"
_LINK_BLOCK_TAGS = tuple(tag.strip() for tag in _LINK_BLOCKS.split(","))


def _block_key(block) -> tuple[str, ...]:
    """A block of links as compared across pages: its links' words, in order."""
    return tuple(" ".join((a.text(separator=" ") or "").split()).lower() for a in block.css("a[href]"))


def navigation(trees: list) -> frozenset:
    """The site's navigation: the blocks of links (two or more) that stand, the same links with the same words,
    on most of its pages (over half, three at least): a menu bar, a side bar of the Laws. A contents list stands on
    the contents page (and a section page repeating it), not on most."""
    seen: Counter = Counter()
    for tree in trees:
        keys = {_block_key(block) for block in tree.css(_LINK_BLOCKS)}
        seen.update(key for key in keys if len(key) >= 2)
    return frozenset(key for key, n in seen.items() if n >= max(3, len(trees) // 2 + 1))


def _in_navigation(node, nav: frozenset) -> bool:
    while node is not None:
        if node.tag in _LINK_BLOCK_TAGS and _block_key(node) in nav:
            return True
        node = node.parent
    return False


def contents_list(tree, names, own: str = "index.html", nav: frozenset = frozenset(), base: str = "") -> list[str]:
    """The pages a contents page's links outside the site's navigation lead to, in their order (the page itself
    aside)."""
    out: list[str] = []
    for a in tree.css("a[href]"):
        name = link_target(a.attributes.get("href") or "", base, names)
        if name and name != own and name not in out and not _in_navigation(a, nav):
            out.append(name)
    return out


def extract_site(folder: Path, shown: str, encoding: str | None = None) -> Extracted:
    """The site's pages (site_plan, each parsed once), read and joined (read_pages); a list's archive as Mailman
    serves it is read as its mail is (lawref.corpus.formats.from_pipermail)."""
    from lawref.corpus.formats.from_pipermail import extract_archive, is_mail_archive

    if is_mail_archive(folder):
        return extract_archive(folder, shown, encoding)
    if not is_site(folder):
        raise LawrefError.labelled("site_not_site", path=shown)
    count = len(pages_of(folder))
    if count > MAX_PAGES:  # before parsing them
        raise LawrefError.labelled("site_too_many", path=shown, count=count, limit=MAX_PAGES)
    from lawref.corpus.formats import told

    plan = site_plan(folder, shown, encoding)
    return told(read_pages(plan.order, folder, shown, {page.name for page in plan.order}, plan.nav, set(plan.listed),
                           has_index=plan.has_index, index_name=plan.order[0].path.name), plan.said)


def read_pages(order, folder: Path, shown: str, names: set[str], nav: frozenset = frozenset(),
               listed: set[str] = frozenset(), *, has_index: bool, index_name: str,
               nothing: tuple[str, ...] = ("no_text_html",)) -> Extracted:
    """A book of pages in reading order (SitePage, each parsed once), read as one: a saved site's (extract_site) or
    a CHM's (lawref.corpus.formats.from_chm). Each page by the HTML reader (a page whose error is one of `nothing`
    holds nothing of the book: a page of pictures or links only, left out); the contents page's lists of links to
    the pages (`has_index`: the first page is one) and such lists again on the pages they list (`listed`) recorded
    as the contents; the pages joined (_join: headers, footers and navigation lines on most pages, a page that
    repeats the book); what `check` says of how they were read, the pages named from `folder`. `names`: the
    names links may lead to."""
    from lawref.corpus.formats.from_html import read_tree

    pages, contents, read, links, heads, names_shown = [], [], [], [], [], []
    for page in order:
        heads.append(page.head)  # every page's <title>, read or not, for _site_name
        base = posixpath.dirname(page.name) + "/" if "/" in page.name else ""
        if page is order[0] and has_index:
            contents = _without_contents_rows(page.tree, names, nav)
        elif listed:
            contents.extend(_without_contents_again(page.tree, names, base, listed, nav))
        words = _link_words(page.tree, names, base)  # before the reader rewrites the links to the page's anchors
        named = page.path.relative_to(folder).as_posix()
        try:
            pages.append(read_tree(page.tree, f"{shown}/{named}"))
        except LawrefError as err:
            if err.key in nothing:
                continue
            raise
        read.append(named)
        links.append(words)
        names_shown.append(_own_name(page.head))
    if not pages:
        raise LawrefError.labelled("site_no_text", path=index_name)
    # (the first page read is the contents page only where it was not left out)
    joined = _join(pages, index_name, has_index and read[0] == order[0].path.relative_to(folder).as_posix(), links,
                   _site_name(heads), names_shown)
    removals = tuple(sorted((*joined.removals, *(Removal("site-contents", 1, text) for text in contents)),
                            key=lambda r: r.line))
    # what `check` says of how the pages were read: how many, and a page that holds the book again
    repeated = [read[n] for n in sorted(joined.repeated)]
    said = [Diagnostic.labelled("info", "site-pages", "site_pages_read", shown, 1, count=len(read) - len(repeated),
                                first=read[0], last=next(n for n in reversed(read) if n not in repeated))]
    said += [Diagnostic.labelled("info", "site-duplicate-page", "site_page_repeats_book", shown, 1, page=name)
             for name in repeated]
    return Extracted(joined.text, joined.encoding, removals, joined.title, tuple(said))


def _without_contents_rows(tree, names: set[str], nav: frozenset = frozenset()) -> list[str]:
    """Takes out of the contents page's tree its table rows that link to pages of the folder (a contents table: a
    chapter's link and its Laws beside it) and its lists of links to them, each with the heading right over
    it; their texts. A list of the site's navigation (`nav`: a menu bar, a side bar of the Laws alone,
    standing on most pages) is left to the HTML reader, which drops it as a menu with the site's name beside it, as
    on every other page."""
    from lawref.corpus.formats.from_html import all_text

    texts = []
    for table in tree.css("table"):
        rows = [row for row in table.css("tr") if not row.css("tr tr") and _table_of(row) == table]
        taken = 0
        for row in rows:
            targets = {link_target(a.attributes.get("href") or "", "", names) for a in row.css("a[href]")}
            if targets & names and not _laid_out(row):
                texts.append(all_text(row))
                row.decompose()
                taken += 1
        heading = _heading_before(table)
        if rows and taken == len(rows) and heading is not None:
            # the heading right over a table that was all contents («СОДЕРЖАНИЕ») is the contents' own
            texts.insert(len(texts) - taken, all_text(heading))
            heading.decompose()
    for listing in tree.css("ul, ol"):
        if _list_of(listing.parent) is not None or not _links_only(listing, names):
            continue  # a nested list goes with its own; a list with text of its own is the book's
        if _block_key(listing) in nav:
            continue
        heading = _heading_before(listing)
        if heading is not None:  # the heading right over a list of the folder's pages («ОГЛАВЛЕНИЕ»)
            texts.append(all_text(heading))
            heading.decompose()
        texts.append(all_text(listing))
        listing.decompose()
    for paragraph in tree.css("p"):
        heading = _heading_before(paragraph)
        if heading is not None and _names_contents((heading.text() or "").strip()) and \
                _links_only(paragraph, names):
            # «<p>Содержание:</p><p>links<br>links</p>»: the links set as lines of a paragraph, not as a list
            texts.extend((all_text(heading), all_text(paragraph)))
            heading.decompose()
            paragraph.decompose()
    return texts


def _without_contents_again(tree, names: set[str], base: str, listed: set[str], nav: frozenset = frozenset()
                            ) -> list[str]:
    """Takes out of a page other than the contents page the contents again: a list of links only, under a heading
    of its own, that leads to most of the pages the contents list leads to (a site's section page «Правила» listing
    every Law, as the contents page does). A list of a few pages (a chapter's page listing its Laws) is the
    book's, and so is the heading over it. The removed texts."""
    from lawref.corpus.formats.from_html import all_text

    texts = []
    for listing in tree.css("ul, ol"):
        if _list_of(listing.parent) is not None or not _links_only(listing, names, base) \
                or _block_key(listing) in nav:
            continue
        heading = _heading_before(listing)
        if heading is None or not _leads_to_most(listing, names, base, listed):
            continue
        texts.extend((all_text(heading), all_text(listing)))
        heading.decompose()
        listing.decompose()
    return texts


def _leads_to_most(listing, names: set[str], base: str, listed: set[str]) -> bool:
    targets = {link_target(a.attributes.get("href") or "", base, names) for a in listing.css("a[href]")}
    return len(targets & listed) * 2 > len(listed)


_BLOCKS = "p, h1, h2, h3, h4, h5, h6, blockquote"


def _laid_out(row) -> bool:
    """A row that holds a paragraph or a heading of words with no link in it is a page laid out in a table
    (the title page and the contents list in one cell, as old sites set a page in a fixed width): the book's
    text, not a contents row; its lists of links are dropped as menus by the HTML reader."""
    return any(not block.css("a[href]") and re.search(r"\w", block.text() or "") for block in row.css(_BLOCKS))


def _list_of(node):
    while node is not None and node.tag not in ("ul", "ol"):
        node = node.parent
    return node


def _links_only(listing, names: set[str], base: str = "") -> bool:
    """A list of links to the folder's pages and nothing else: every item's words are its links' words."""
    links = listing.css("a[href]")
    targets = {link_target(a.attributes.get("href") or "", base, names) for a in links}
    inside = sum(len(re.findall(r"\w+", a.text(separator=" ") or "")) for a in links)
    return bool(targets & names) and inside == len(re.findall(r"\w+", listing.text(separator=" ") or ""))


def _table_of(row):
    node = row.parent
    while node is not None and node.tag != "table":
        node = node.parent
    return node


def _heading_before(node):
    """The element just before `node` when it is a heading: h1-h6, or a paragraph that only names the contents
    («<p>Содержание:» over the list of pages, as hand-written sites set it); else None."""
    before = node.prev
    while before is not None and before.tag in ("-text", "-comment") and not (before.text() or "").strip():
        before = before.prev
    if before is None:
        return None
    if before.tag in ("h1", "h2", "h3", "h4", "h5", "h6"):
        return before
    return before if before.tag == "p" and _names_contents((before.text() or "").strip()) else None


def _names_contents(text: str) -> bool:
    """«Содержание», «Оглавление:», also «Содержание сайта», «Оглавление книги» (a word or two after it)."""
    words = text.rstrip(".:").split()
    return 0 < len(words) <= 3 and is_contents_heading(words[0])


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


_NUMBERS = re.compile(r"\d+(?:[-–./]\d+)*")
KEY_WORDS = 6  # a site's header or footer is known by its first words (a footer's last words change)


def _key(paragraph: str) -> str:
    """A paragraph as compared across pages for furniture: its first words, numbers aside (a footer's
    `© 2004 Клуб …` and `© 2004-2008 Клуб … Обновлено 14.03.2008`); a breadcrumb trail (headings.breadcrumb_trail)
    by its first page's name, where every page's trail starts («Главная › Предисловие», «Главная › Правила ›
    Правило 12»)."""
    trail = breadcrumb_trail(paragraph)
    if trail and len(trail[0].split()) <= 3:
        return "› " + trail[0].lower()
    return " ".join(re.findall(r"\w+|[©#]", _NUMBERS.sub("#", paragraph.lower()))[:KEY_WORDS])


def _link_words(tree, names, base: str) -> frozenset[str]:
    """The words of a page's links to the folder's pages, each link's as one string (what `_frame` takes out)."""
    return frozenset(words for a in tree.css("a[href]")
                     if link_target(a.attributes.get("href") or "", base, names)
                     and (words := " ".join((a.text(separator=" ") or "").split())))


_FRAME_WORDS = 6  # a navigation line's own words are a few labels («Next:», «Previous:», «Up:»)


def _frame(paragraph: str, links: frozenset[str]) -> tuple[str, ...]:
    """A line of links to the site's pages with a few words of its own round them («Next: ПРАВИЛО 16. …,
    Previous: ПРАВИЛО 9. …, Up: ГЛАВА IV. …»): its own words, the links taken out; () for any other paragraph."""
    text = " ".join(paragraph.split())
    rest = text
    for words in sorted(links, key=len, reverse=True):
        rest = rest.replace(words, " ")
    if rest == text:
        return ()
    own = tuple(re.findall(r"\w+", rest.lower()))
    return own if 0 < len(own) <= _FRAME_WORDS else ()


_SITE_NAME_WORDS = 3  # a site's name, said in every page's title, is a few words at least


def _site_name(pages: list[bytes]) -> str:
    """The words every page's `<title>` says beside the page's own name («Правило 12 (Международные правила
    спортивного бриджа 2017)», «Top (…)»): the longest run of words all the titles share, three words at least;
    "" when the titles share none (or there are fewer than three pages)."""
    titles = []
    for data in pages:
        titles.append(re.findall(r"\w+", _title_text(data).lower()))
    if len(titles) < 3 or not titles[0]:
        return ""
    first = titles[0]
    joined = [" " + " ".join(title) + " " for title in titles[1:]]
    for size in range(len(first), _SITE_NAME_WORDS - 1, -1):
        for start in range(len(first) - size + 1):
            run = " " + " ".join(first[start:start + size]) + " "
            if all(run in title for title in joined):
                return run.strip()
    return ""


def _own_name(head: bytes) -> str:
    """The page's own name, as its <title> says it before the site's name («Правила 2017/Правило 16 — БриджВики»):
    its words in lower case ("" when the title names no site). A wiki's skin shows it over the page (its h1)."""
    title = _title_text(head)
    site = SITE_IN_TITLE.search(title)
    return " ".join(re.findall(r"\w+", title[:site.start()].lower())) if site else ""


def _within(frame: tuple[str, ...], frames: set[tuple[str, ...]]) -> bool:
    """Is the frame one of the repeated frames, or one with some of its links (and their labels) absent: the first
    page's line has no «Previous:», the last page's no «Next:»?"""
    def inside(small, big) -> bool:
        words = iter(big)
        return all(word in words for word in small)

    return bool(frame) and any(inside(frame, big) for big in frames)


def _whole(paragraph: str) -> str:
    return " ".join(paragraph.split()).lower()


def _duplicates(split: list[list[tuple[int, str]]]) -> set[int]:
    """Pages that repeat the others: a page (not the contents page) whose paragraphs stand, nine in ten, on
    the other pages kept (a site's «the whole book on one page» beside its chapter pages). Looked at from
    the last page in reading order back, so the chapter pages the contents list first are the ones kept."""
    keys = [{_whole(p) for _, p in paragraphs} for paragraphs in split]
    dropped: set[int] = set()
    for number in range(len(split) - 1, 0, -1):
        own = keys[number]
        others = set().union(*(keys[k] for k in range(len(split)) if k != number and k not in dropped))
        if len(own) >= 10 and len(own & others) >= 0.9 * len(own):
            dropped.add(number)
    return dropped


# what the HTML reader dropped by tag, class or links: a page has it as surely as one that shows it as text (a nav
# bar of links on most pages, with an unlinked «<< Назад» on the first page and «Дальше >>» on the last)
_DROPPED_FURNITURE = ("html-header", "html-footer", "html-menu")


def _join(pages: list[Extracted], index_name: str, has_index: bool = True,
          links: list[frozenset[str]] | None = None, site_name: str = "", own_names: list[str] | None = None
          ) -> _Joined:
    split = [_paragraphs(page.text) for page in pages]
    duplicates = _duplicates(split)
    links = links or [frozenset()] * len(pages)
    # a page has a header or footer whether it stands in its text or the HTML reader dropped it by its tag
    # or class (one page's footer in <div class="footer">, another's in <center><font size=1>)
    seen = Counter(key for number, paragraphs in enumerate(split) if number not in duplicates
                   for key in {_key(p) for _, p in paragraphs} |
                   {_key(r.text) for r in pages[number].removals if r.kind in _DROPPED_FURNITURE})
    threshold = max(3, (len(split) - len(duplicates)) // 2 + 1)
    repeated = {key for key, n in seen.items() if n >= threshold}
    # a navigation line: the same words of its own round links that change from page to page
    framed = Counter(frame for number, paragraphs in enumerate(split) if number not in duplicates
                     for frame in {_frame(p, links[number]) for _, p in paragraphs} if frame)
    frames = {frame for frame, n in framed.items() if n >= threshold}

    def furniture(paragraph: str, number: int) -> bool:
        return _key(paragraph) in repeated or _within(_frame(paragraph, links[number]), frames)

    def banner(paragraphs: list[tuple[int, str]], at: int, number: int) -> bool:
        """The site's name, or the page's own name its <title> gives (a wiki's page title), over the site's furniture
        (a banner, a navigation line; not the book's title page or a Law's heading, which may say the same words with
        nothing of the site under them)."""
        words = " ".join(re.findall(r"\w+", paragraphs[at][1].lower()))
        return at + 1 < len(paragraphs) and furniture(paragraphs[at + 1][1], number) and bool(words) and \
            words in (site_name, own_names[number] if own_names else "")

    lines: list[str] = []
    removals: list[Removal] = []
    title = next((page.title for page in pages if page.title), "")
    for number, (page, paragraphs) in enumerate(zip(pages, split)):
        if number in duplicates:
            at = len(lines) if lines else 1
            removals.append(Removal("site-duplicate-page", max(at, 1),
                                    " ".join(" ".join(p.split()) for _, p in paragraphs)))
            continue
        head = 0
        while head < len(paragraphs) and (furniture(paragraphs[head][1], number) or banner(paragraphs, head, number)):
            head += 1
        foot = len(paragraphs)
        while foot > head and furniture(paragraphs[foot - 1][1], number):
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
            # the contents page's own lists of links are its contents; a menu standing on the other pages too (the
            # wiki's side bar, its categories) is the site's there as everywhere
            kind = "site-contents" if number == 0 and has_index and removal.kind == "html-menu" \
                and _key(removal.text) not in repeated else removal.kind
            after = [new for old, new in sorted(page_line_to_new.items()) if old >= removal.line]
            at = after[0] if after else (starts[-1] if starts else offset)
            removals.append(Removal(kind, at, removal.text))
        for kind, text, before in dropped:
            at = starts[before] if before < len(starts) else (len(lines) if lines else 1)
            removals.append(Removal(kind, max(at, 1), " ".join(text.split())))
    if not lines:
        raise LawrefError.labelled("site_no_text", path=index_name)
    removals = in_line_order(removals, len(lines))
    return _Joined(text="".join(line + "\n" for line in lines), encoding="html-site", removals=removals,
                   title=title, repeated=frozenset(duplicates))


@dataclass(frozen=True)
class _Joined(Extracted):
    repeated: frozenset = frozenset()  # the pages (their numbers in reading order) that repeat the others
