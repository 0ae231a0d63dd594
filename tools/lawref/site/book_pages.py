"""The pages of a whole book that are not Laws: its front matter (a page per section, before Law 1) and the
Definitions (an anchor per term, the commentary on each term beside it, the references to it)."""

from __future__ import annotations

from lawref import urls
from lawref.display import display_heading, display_title
from lawref.editions import edition_words
from lawref.model import Clause, Corpus
from lawref.site.markup import (
    MISSING,
    context_script,
    div,
    edition_badge,
    ref_source_link,
    rights_notice,
    source_anchor,
)
from lawref.site.render import copy_button, id_html, md_escape, page_relative, text_paragraphs, title_md, toc_label

DEFINITIONS_PAGE = urls.DEFINITIONS[: -len(".html")] + ".md"


def is_definition_id(clause_id: str) -> bool:
    return clause_id == "def" or clause_id.startswith("def.")


def has_definitions(corpus: Corpus) -> bool:
    """A Definitions page is made when the collection has Definitions, commentary on them, or references to
    a term (so that no link to a term is a dead end)."""
    return (any(c.id in ("def", "cdef") or c.kind == "definition" for c in corpus)
            or any(is_definition_id(target) for target in corpus.cited()))


def front_clauses(corpus: Corpus) -> list[Clause]:
    return [c for c in corpus if c.kind == "front"]


def front_title(clause: Clause) -> str:
    """A front section's name for the navigation: «ПРЕДИСЛОВИЕ» -> «Предисловие»; a title page has none."""
    title = display_heading(clause.title) or "Титульный лист"
    if clause.source == "commentary":
        title = f"{title} (комментарий)"
    return title


def front_page(corpus: Corpus, clause: Clause) -> str:
    page = urls.front_page(clause.id)
    source = corpus.source(clause.source_key)
    heading = md_escape(clause.title) if clause.title else "Титульный лист"
    out = [f'# {heading} {{ id="{clause.id}" }}', "",
           f"Из источника [{md_escape(display_title(source.title))}]({page_relative(urls.SOURCES, page)}"
           f"#{source_anchor(source.key)}).", "{: .lawref-meta }", ""]
    out += rights_notice(source)
    classes = "lawref-front lawref-title-page" if not clause.title else "lawref-front"
    out += div(classes, None, _paragraphs(text_paragraphs(clause, corpus, page)))
    return "\n".join(out).rstrip() + "\n"


def definitions_page(corpus: Corpus) -> str:
    page = DEFINITIONS_PAGE
    defs, cdef = corpus.get("def"), corpus.get("cdef")
    title = md_escape(defs.title) if defs and defs.title else "Определения"
    out = [f"# {title} {{ #def }}", ""]
    sources = [corpus.source(c.source_key) for c in (defs, cdef) if c is not None]
    for source in dict.fromkeys(sources):
        out += [f"Из источника [{md_escape(display_title(source.title))}]({page_relative(urls.SOURCES, page)}"
                f"#{source_anchor(source.key)}), редакция {edition_words(source.edition)}", "{: .lawref-meta }", ""]
        out += rights_notice(source)
    if defs and defs.text:
        out += div("lawref-text", None, text_paragraphs(defs, corpus, page))
    if cdef is not None:
        out += _commentary_block(corpus, cdef, page, heading="Комментарий к Определениям")
    terms = [corpus[i] for i in (defs.children if defs else ()) if i in corpus]
    commented = set()
    for term in terms:
        out += _term(corpus, term, page)
        commented.add(f"c{term.id}")
    others = [corpus[i] for i in (cdef.children if cdef else ()) if i in corpus and i not in commented]
    if others:
        out += ["## Комментарий к другим терминам { #lawref-other-terms }", ""]
        for clause in others:
            out += _commentary_block(corpus, clause, page, heading=clause.title or clause.id)
    missing = [t for t in corpus.cited() if is_definition_id(t) and t not in corpus]
    if missing:
        out += ["## Термины, на которые ссылаются { #lawref-missing }", ""]
        for target in missing:
            links = ", ".join(ref_source_link(corpus, ref, page) for ref in corpus.backlinks(target))
            out += div("lawref-clause lawref-placeholder", target,
                       [f'<span class="lawref-missing-id">{md_escape(target)}</span> — термина {MISSING}; '
                        f"на него ссылаются: {links}."])
    shown = [c for c in corpus if is_definition_id(c.id) or c.id == "cdef" or c.id.startswith("cdef.")]
    out += context_script(corpus, shown, extra=missing)
    return "\n".join(out).rstrip() + "\n"


def _term(corpus: Corpus, term: Clause, page: str) -> list[str]:
    """A term: its heading (anchor def.<slug>), its definition, and beside it the commentary on it."""
    out = [f'## {title_md(term.title)}{id_html(term)}{copy_button(term.id, corpus)} '
           f'{{ id="{term.id}" .lawref-term {toc_label(term.title)} }}', ""]
    definition = div("lawref-text lawref-definition", None, text_paragraphs(term, corpus, page) or [""])
    comment = corpus.get(f"c{term.id}")
    if comment is None:
        out += definition
    else:
        out += ['<div class="lawref-term-row" markdown>', "", *definition,
                *_commentary_block(corpus, comment, page, heading="Комментарий"), "</div>", ""]
    refs = corpus.backlinks(term.id)
    if refs:
        links = ", ".join(ref_source_link(corpus, ref, page) for ref in refs)
        out += [f"На этот термин ссылаются: {links}.", "{: .lawref-meta .lawref-term-refs }", ""]
    return out


def _commentary_block(corpus: Corpus, clause: Clause, page: str, heading: str) -> list[str]:
    head = (f'<p class="lawref-comm-head"><strong>{md_escape(heading)}</strong>{id_html(clause)}'
            f"{copy_button(clause.id, corpus)}{edition_badge(clause)}</p>")
    body = [head, "", *_paragraphs(text_paragraphs(clause, corpus, page))]
    return div("lawref-clause lawref-term-commentary", clause.id, body)


def _paragraphs(paragraphs: list[str]) -> list[str]:
    out: list[str] = []
    for para in paragraphs:
        out += [para, ""]
    return out
