"""HTML renderings: the law book as a web site (one page per chapter, plus pages for the front matter and the
Definitions) and as one whole-book page, the commentary as one page; the same body also feeds the PDF.

Furniture added here: the site's header (its name), `<nav>` menus, a footer with links and ©, and after each
chapter heading the list of the chapter's Laws (mixed case, no dot leaders). Some Laws' lists are numbered
automatically (`<ol>`, `<ol type="a">`, `<ol type="i">`): their labels are then not in the text, and the
rendering says which clauses those are (`HtmlRendering.auto_numbered`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html import escape

from .blocks import Block, book_blocks, running_law_head
from .model import Book
from .text import data

# A site's own style sheet and counter script: text in the page that is not the book's.
SITE_CSS = ("body{font-family:Georgia,serif;max-width:48em;margin:auto} nav ul{list-style:none;padding:0} "
            "nav li{display:inline;margin-right:1em} .level-1{margin-left:2em} .level-2{margin-left:4em} "
            ".level-3{margin-left:6em} footer{font-size:small;border-top:1px solid #999}")
SITE_SCRIPT = "window.counter = window.counter || []; counter.push(['visit', document.title]);"
OL_TYPE = {"1": "", "a": ' type="a"', "i": ' type="i"'}


@dataclass
class HtmlRendering:
    pages: dict[str, str]  # file name -> HTML
    auto_numbered: list[str] = field(default_factory=list)  # clause ids whose label automatic numbering prints


def auto_laws(blocks: list[Block], every: int = 3, remainder: int = 0) -> set[str]:
    """Laws whose lists are numbered automatically: every third Law (number % every == remainder), when all
    its lists could be."""
    lists: dict[str, list[str]] = {}
    for block in blocks:
        if block.role == "para" and block.label and block.level and block.law:
            lists.setdefault(block.law, []).append(block.auto)
    return {law for law, autos in lists.items() if int(law) % every == remainder and all(autos)}


def emphasised(block: Block) -> str:
    text, out, pos = block.text, [], 0
    for start, end in sorted(block.emphasis):
        out += [escape(text[pos:start]), "<b>", escape(text[start:end]), "</b>"]
        pos = end
    return "".join(out) + escape(text[pos:])


def anchor_of(block: Block) -> str:
    """A heading's anchor: «law12», «ch4-p2», «front-vvedenie», «c27»."""
    return ("law" + block.clause) if block.heading == "law" else block.clause.replace(".", "-")


def heading_tag(block: Block) -> str:
    return {"front": "h1", "definitions": "h1", "chapter": "h1", "part": "h2", "law": "h2", "section": "h3",
            "commentary": "h2"}[block.heading]


class Body:
    """Blocks -> HTML body markup; keeps the stack of open automatic lists."""

    def __init__(self, book: Book, auto: set[str], chapter_lists: bool = True):
        self.book, self.auto, self.chapter_lists = book, auto, chapter_lists
        self.out: list[str] = []
        self.open: list[int] = []  # levels of open <ol>
        self.auto_numbered: list[str] = []
        self.current = ""  # clause of the open <li>

    def close_lists(self, level: int = 0) -> None:
        while self.open and self.open[-1] >= max(level, 1):
            self.out.append("</li></ol>")
            self.open.pop()

    def add(self, block: Block) -> None:
        if block.role == "para" and block.level and block.law in self.auto:
            self.list_item(block)
            return
        self.close_lists()
        if block.role == "title":
            self.out.append(f'<p class="title-page">{escape(block.text)}</p>')
        elif block.role == "heading":
            tag = heading_tag(block)
            anchor = f' id="{anchor_of(block)}"' if block.heading != "section" else ""
            running = ""
            if block.heading == "law":
                running = f' data-running="{escape(running_law_head(self.book, block.law))}"'
            self.out.append(f"<{tag}{anchor}{running}>{escape(block.printed)}</{tag}>")
            if block.heading == "chapter" and self.chapter_lists:
                self.law_list(block.clause)
        elif block.role == "rule":
            self.out.append("<hr>")
        elif block.role == "auction":
            self.out.append(f'<p class="auction">{escape(block.text)}</p>')
        else:
            self.paragraph(block)

    def paragraph(self, block: Block, tag: str = "p") -> None:
        css = f' class="level-{block.level}"' if block.level else ""
        label = ""
        if block.label:
            label = escape(block.label)
            if block.label_emphasis or block.clause.startswith("def.") or block.clause.startswith("cdef.") \
                    or not block.text:
                label = f"<b>{label}</b>"
            label += escape(block.sep) if block.text else ""
        self.out.append(f"<{tag}{css}>{label}{emphasised(block)}</{tag}>")

    def list_item(self, block: Block) -> None:
        if not block.label:  # a further paragraph of the item in the open <li>
            self.out.append(f"<p>{emphasised(block)}</p>")
            return
        self.close_lists(block.level + 1)
        if self.open and self.open[-1] == block.level:
            self.out.append("</li><li>")
        else:
            self.out.append(f"<ol{OL_TYPE[block.auto]}><li>")
            self.open.append(block.level)
        self.out.append(emphasised(block))
        self.auto_numbered.append(block.clause)

    def law_list(self, chapter: str) -> None:
        """A chapter page lists the chapter's Laws right after its heading (contents, not text)."""
        laws = [c for c in self.book.clauses
                if c.kind == "law" and (c.parent == chapter or c.parent.startswith(chapter + "."))]
        items = "".join(f'<li><a href="#law{c.id}">{escape(running_law_head(self.book, c.id))}</a></li>' for c in laws)
        self.out.append(f'<ul class="chapter-laws">{items}</ul>')

    def html(self) -> str:
        self.close_lists()
        return "\n".join(self.out)


def site_page(title: str, body: str, menu: list[tuple[str, str]], site: dict) -> str:
    nav = "".join(f'<li><a href="{href}">{escape(text)}</a></li>' for text, href in menu)
    top = "".join(f'<li><a href="#">{escape(item)}</a></li>' for item in site["menu"])
    footer = "".join(f"<p>{escape(line)}</p>" for line in site["footer"])
    return (f'<!DOCTYPE html>\n<html lang="ru">\n<head>\n<meta charset="utf-8">\n<title>{escape(title)}</title>\n'
            f'<style>{SITE_CSS}</style>\n<script>{SITE_SCRIPT}</script>\n</head>\n<body>\n'
            f'<header><div class="site-name">{escape(site["name"])}</div>'
            f'<div class="tagline">{escape(site["tagline"])}</div><nav class="top"><ul>{top}</ul></nav></header>\n'
            f'<nav class="book"><ul>{nav}</ul></nav>\n<main>\n{body}\n</main>\n'
            f'<footer><nav class="footer"><ul>{top}</ul></nav>{footer}</footer>\n</body>\n</html>\n')


def split_pages(book: Book, blocks: list[Block]) -> list[tuple[str, str, list[Block]]]:
    """(file name, page title, blocks): the front matter, the Definitions, then one page per chapter."""
    pages = [("00-index.html", book.running_head, [])]
    for block in blocks:
        if block.role == "heading" and block.heading == "definitions":
            pages.append(("01-opredeleniya.html", "Определения", []))
        elif block.role == "heading" and block.heading == "chapter":
            number = int(block.clause[2:])
            pages.append((f"{number + 1:02d}-glava-{number}.html", block.printed, []))
        pages[-1][2].append(block)
    return pages


def render_law_site(book: Book) -> HtmlRendering:
    blocks = book_blocks(book)
    auto = auto_laws(blocks)
    site = data("front")["site"]
    pages = split_pages(book, blocks)
    menu = [(title, name) for name, title, _ in pages]
    out, numbered = {}, []
    for name, title, page_blocks in pages:
        body = Body(book, auto)
        for block in page_blocks:
            body.add(block)
        out[name] = site_page(title, body.html(), menu, site)
        numbered += body.auto_numbered
    return HtmlRendering(out, numbered)


def render_page(book: Book, name: str) -> HtmlRendering:
    """The whole book on one page of the site (the commentary is published this way)."""
    blocks = book_blocks(book)
    auto = auto_laws(blocks) if book.kind == "law" else set()
    body = Body(book, auto)
    for block in blocks:
        body.add(block)
    site = data("front")["site"]
    return HtmlRendering({name: site_page(book.running_head, body.html(), [("Главная", "#")], site)},
                         body.auto_numbered)
