"""The home page's grid of Laws 1-93 (filled into the hand-written site_src/index.md by the hook): one cell per
Law, its class saying what the collection has; in a book with chapters, one grid per chapter and part under
its heading, which is also the chapter's anchor (`index.html#ch5`)."""

from __future__ import annotations

from lawref import urls
from lawref.context import crumb_parts
from lawref.ids import anchor
from lawref.model import Clause, Corpus
from lawref.site.book_pages import has_definitions
from lawref.site.render import md_escape, page_relative
from lawref.site.structure import LAW_RANGE, chapter_of, law_status, top_chapters

STATUS_TITLES = {"both": "текст и комментарий", "text": "текст", "commentary": "только комментарий",
                 "referenced": "нет в справочнике, есть ссылки", "none": "нет в справочнике"}


def laws_grid(corpus: Corpus, page: str = "index.md") -> str:
    """Laws 1-93 as grids of links (one per chapter when the book has chapters), then the key."""
    chapters = top_chapters(corpus)
    out = _definitions_link(corpus, chapters, page)
    if not chapters:
        out += _grid(corpus, [str(n) for n in LAW_RANGE], page)
    else:
        placed = {str(n): chapter_of(corpus, str(n)) for n in LAW_RANGE}
        for chapter in chapters:
            out += _chapter(corpus, chapter, placed, page, level=3)
        others = [law for law, ch in placed.items() if ch is None]
        if others:
            out += ["### Другие правила { #lawref-other-laws }", "", *_grid(corpus, others, page)]
    legend = " ".join(f'<span class="lawref-key"><span class="lawref-cell lawref-{k}" aria-hidden="true">'
                      f"</span> {v}</span>" for k, v in STATUS_TITLES.items())
    return "\n".join([*out, f'<p class="lawref-legend">{legend}</p>', ""])


def _definitions_link(corpus: Corpus, chapters: list[Clause], page: str) -> list[str]:
    """The Definitions come before the Laws in the book: a link before the grid, unless a chapter's heading
    below holds the Definitions and links them there."""
    if not has_definitions(corpus):
        return []
    definitions = corpus.get("def")
    holder = corpus.get(definitions.parent) if definitions is not None and definitions.parent else None
    if chapters and holder is not None and holder.kind == "chapter":
        return []
    link = page_relative(urls.DEFINITIONS, page)
    return [f"Перед правилами — [Определения]({link}){{ .lawref-definitions-link }}: термины, которыми "
            "пользуются Правила.", ""]


def _chapter(corpus: Corpus, chapter: Clause, placed: dict, page: str, level: int) -> list[str]:
    # The title set under its label («ГЛАВА VII» / «ЭТИКА») on a line of its own, as the Law's page does
    label, *title = crumb_parts(chapter)
    name = md_escape(label) + "".join(f' <span class="lawref-title-line">{md_escape(t)}</span>' for t in title)
    out = [f'{"#" * level} {name} {{ id="{anchor(chapter.id)}" .lawref-chapter }}', ""]
    if any(corpus[i].kind == "definitions" for i in chapter.children if i in corpus):
        out += [f"[Определения]({page_relative(urls.DEFINITIONS, page)})", ""]
    laws = [law for law, ch in placed.items() if ch == chapter.id]
    if laws:
        out += _grid(corpus, laws, page)
    for part in (corpus[i] for i in chapter.children if i in corpus and corpus[i].kind == "chapter"):
        out += _chapter(corpus, part, placed, page, level=min(level + 1, 6))
    return out


def _grid(corpus: Corpus, laws: list[str], page: str) -> list[str]:
    cells = []
    for law in laws:
        status = law_status(corpus, law)
        label = f"Правило {law}: {STATUS_TITLES[status]}"
        if status == "none":
            cells.append(f'<span class="lawref-cell lawref-{status}" title="{label}">{law}</span>')
        else:
            cells.append(f'[{law}]({page_relative(urls.law_url(law), page)} "{label}")'
                         f'{{ .lawref-cell .lawref-{status} aria-label="{label}" }}')
    return ['<div class="lawref-grid" markdown>', "", " ".join(cells), "", "</div>", ""]
