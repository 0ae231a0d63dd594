"""The generated pages, as Material-flavoured Markdown, and the navigation that lists them.

Markdown (headings with attr_list ids, md_in_html blocks, admonition markup, links to .md files) rather than
HTML, so that mkdocs checks every link and anchor in `--strict` and the site could move to another
Material-compatible builder. Clause text is printed by `lawref.site.render`, which escapes everything.
One module per kind of page: `law_page` (a Law), `book_pages` (front matter, Definitions), `reference_pages`
(glossary, cross-references, sources), `home` (the grid of Laws on the hand-written home page).
"""

from __future__ import annotations

import html

from lawref import urls
from lawref.context import crumb_parts, law_label
from lawref.display import display_heading, shorten
from lawref.model import Clause, Corpus, Source
from lawref.site.book_pages import (
    DEFINITIONS_PAGE,
    definitions_page,
    front_clauses,
    front_page,
    front_title,
    has_definitions,
)
from lawref.site.changes_page import (
    PAGE as CHANGES_PAGE,
    changes_page,
    has_changes_page,
    older_nav,
    older_pages,
    title as changes_title,
)
from lawref.site.home import laws_grid  # noqa: F401  (the hook fills the home page with it)
from lawref.site.law_page import LawPage
from lawref.site.reference_pages import glossary_page, sources_page, xref_page
from lawref.site.situations_page import PAGE as SITUATIONS_PAGE, has_situations, situations_page
from lawref.site.structure import chapter_of, law_status, page_laws, top_chapters  # noqa: F401


def _escape(title: str) -> str:
    """A menu title as text: Material prints it as HTML."""
    return html.escape(title, quote=False)


def _chapter_title(chapter: Clause) -> str:
    """A chapter in the menu: its label, then its title on a line of its own where the book set it so («ГЛАВА
    VII» / «ЭТИКА», lawref.context.crumb_parts); «Глава VII. Этика» as printed."""
    label, *title = crumb_parts(chapter)
    return _escape(label) + "".join(f' <span class="lawref-title-line">{_escape(t)}</span>' for t in title)


NAV_TITLE_CHARS = 44  # a menu line or two on a phone; the Law's page shows the whole title


def law_nav_title(corpus: Corpus, law: str) -> str:
    """A Law in the menu as the reader sees it: «40. Договорённости партнёров» (its title from its text, else
    from the commentary's heading, shown in sentence case and shortened), «Правило 23 (нет в справочнике)»
    when no source gives a title (with the word the book heads its Laws with: «Закон 23 …», «Статья 23 …»). The
    source's text is not touched."""
    status = law_status(corpus, law)
    suffix = {"commentary": " (комментарий)", "referenced": " (нет в справочнике)"}.get(status, "")
    heading = next((c.title for c in (corpus.law_clause(law), corpus.commentary_clause(law))
                    if c is not None and c.title.strip()), "")
    if "<" in heading or ">" in heading:  # the page's <title> gets the menu's title with entities undone
        heading = ""
    if heading:  # escaped: Material prints a menu title as HTML
        return _escape(f"{law}. {shorten(display_heading(heading), NAV_TITLE_CHARS)}{suffix}")
    return f"{law_label(corpus, law)}{suffix}"  # the book's word: «Закон 44 (нет в справочнике)»


def nav(corpus: Corpus) -> list:
    """The navigation: home, the front matter, the Definitions, the Laws (by chapter and part when the book has
    them), then the reference pages and the booklet."""
    out: list = [{"Главная": "index.md"}]
    fronts = front_clauses(corpus)
    if fronts:
        out.append({"Вступление": [{_escape(front_title(c)): urls.front_page(c.id)} for c in fronts]})
    definitions = corpus.get("def")
    in_chapter = definitions is not None and definitions.parent in corpus
    if has_definitions(corpus) and not in_chapter:
        out.append({"Определения": DEFINITIONS_PAGE})
    out.append({"Правила": _law_nav(corpus)})
    if has_situations(corpus):
        out.append({"Ситуации": SITUATIONS_PAGE})
    changes = [{changes_title(corpus): CHANGES_PAGE}, *older_nav(corpus)] if has_changes_page(corpus) else []
    return out + changes + [{"Глоссарий": "glossary.md"}, {"Перекрёстные ссылки": "xref.md"},
                            {"Источники": "sources.md"}, {"Скачать буклет": urls.BOOKLET}]


def _law_nav(corpus: Corpus) -> list:
    laws = page_laws(corpus)
    chapters = top_chapters(corpus)
    if not chapters:
        return [{law_nav_title(corpus, law): urls.law_page(law)} for law in laws]
    placed = {law: chapter_of(corpus, law) for law in laws}
    out = [{_chapter_title(ch): _chapter_nav(corpus, ch, placed)} for ch in chapters]
    others = [{law_nav_title(corpus, law): urls.law_page(law)} for law in laws if placed[law] is None]
    return out + ([{"Другие правила": others}] if others else [])


def _chapter_nav(corpus: Corpus, chapter: Clause, placed: dict[str, str | None]) -> list:
    entries: list[tuple[int, dict]] = []
    for child in (corpus[i] for i in chapter.children if i in corpus):
        if child.kind == "chapter":
            first = min((int(law) for law, ch in placed.items() if ch == child.id), default=0)
            entries.append((first, {_chapter_title(child): _chapter_nav(corpus, child, placed)}))
        elif child.kind == "definitions":
            entries.append((0, {"Определения": DEFINITIONS_PAGE}))
    entries += [(int(law), {law_nav_title(corpus, law): urls.law_page(law)})
                for law, ch in placed.items() if ch == chapter.id]
    return [entry for _, entry in sorted(entries, key=lambda e: e[0])]


def generate(corpus: Corpus, left_out: tuple[Source, ...] = ()) -> dict[str, str]:
    """Every generated page: Markdown source path -> content. `left_out`: sources a public build dropped."""
    pages = {urls.law_page(law): LawPage(corpus, law).markdown() for law in page_laws(corpus)}
    for clause in front_clauses(corpus):
        pages[urls.front_page(clause.id)] = front_page(corpus, clause)
    if has_definitions(corpus):
        pages[DEFINITIONS_PAGE] = definitions_page(corpus)
    if has_situations(corpus):
        pages[SITUATIONS_PAGE] = situations_page(corpus)
    pages["glossary.md"] = glossary_page(corpus)
    pages["xref.md"] = xref_page(corpus)
    pages["sources.md"] = sources_page(corpus, left_out)
    if has_changes_page(corpus):
        pages[CHANGES_PAGE] = changes_page(corpus)
        pages.update(older_pages(corpus))
    return pages
