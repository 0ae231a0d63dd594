"""The generated pages, as Material-flavoured Markdown: one per Law, glossary, cross-reference index, sources.

Markdown (headings with attr_list ids, md_in_html blocks, admonition markup, links to .md files) rather than
HTML, so that mkdocs checks every link and anchor in `--strict` and the site could move to another
Material-compatible builder. Clause text is printed by `lawref.site.render`, which escapes everything.
"""

from __future__ import annotations

import html
from collections.abc import Iterable

from lawref.ids import anchor, law_of
from lawref.model import Clause, Corpus, Ref
from lawref.site import urls
from lawref.site.render import (copy_button, clause_link, label_html, md_escape, page_relative, preview_text,
                                text_paragraphs, title_md)

LAW_RANGE = range(1, 94)  # Laws 1-93: the home page grid
_BLOCK_CLASSES = {"example": "admonition example", "note": "admonition note"}


def page_laws(corpus: Corpus) -> tuple[str, ...]:
    """Laws that get a page: those with a text or commentary in the corpus, and those only referenced."""
    laws = set(corpus.laws())
    laws.update(law for ref in corpus.refs() if (law := law_of(ref.target)))
    return tuple(sorted(laws, key=int))


def law_status(corpus: Corpus, law: str) -> str:
    """'text' | 'commentary' | 'both' | 'referenced' | 'none': what the corpus has for a Law."""
    has_text = corpus.law_clause(law) is not None
    has_comm = corpus.commentary_clause(law) is not None
    if has_text and has_comm:
        return "both"
    if has_text:
        return "text"
    if has_comm:
        return "commentary"
    return "referenced" if law in page_laws(corpus) else "none"


def law_nav_title(corpus: Corpus, law: str) -> str:
    status = law_status(corpus, law)
    suffix = {"commentary": " (комментарий)", "referenced": " (нет в корпусе)"}.get(status, "")
    return f"Правило {law}{suffix}"


def _div(classes: str, clause_id: str | None, body: list[str]) -> list[str]:
    ident = f' id="{html.escape(anchor(clause_id))}"' if clause_id else ""
    return [f'<div class="{classes}"{ident} markdown>', "", *body, "", "</div>", ""]


def _edition_badge(clause: Clause) -> str:
    return (f'<span class="lawref-edition" title="Написано к редакции Правил {clause.edition} г.">'
            f"ред. {clause.edition}</span>")


class LawPage:
    """Markdown for one Law's page: its text, its commentary, the references to it."""

    def __init__(self, corpus: Corpus, law: str):
        self.corpus = corpus
        self.law = law
        self.page = urls.law_page(law)

    def markdown(self) -> str:
        out: list[str] = []
        law_clause = self.corpus.law_clause(self.law)
        if law_clause:
            out += self._law_text(law_clause)
            missing = [t for t in self._missing_targets() if t != self.law]
            if missing:  # e.g. a 1987 commentary citing a clause this edition's text does not have
                out += ["## Пункты, которых нет в тексте { #lawref-missing }", ""]
                out += self._missing_blocks(missing)
        else:
            out += self._placeholder()
        out += self._commentary()
        out += self._backlinks()
        return "\n".join(out).rstrip() + "\n"

    # -- the Law's text ------------------------------------------------------------------------------------
    def _law_text(self, law: Clause) -> list[str]:
        source = self.corpus.source(law.source_key)
        out = [f"# {md_escape(law.label)} {title_md(law.title)} {{ #{anchor(law.id)} }}", "",
               f"Текст: [{md_escape(source.title)}]({page_relative(urls.SOURCES, self.page)}#{source_anchor(source.key)})"
               f", редакция {source.edition} г.", "{: .lawref-meta }", ""]
        if law.text:
            out += _div("lawref-text", None, text_paragraphs(law, self.corpus, self.page))
        footnotes = []
        for child in self._children(law):
            if child.kind == "footnote":
                footnotes.append(child)
            else:
                out += self._law_clause(child)
        if footnotes:
            out += ['<div class="lawref-footnotes" markdown>', "", "Сноски", "{: .lawref-footnotes-title }", ""]
            for fn in footnotes:
                out += self._body_div("lawref-clause lawref-footnote", fn)
            out += ["</div>", ""]
        return out

    def _law_clause(self, clause: Clause) -> list[str]:
        if clause.kind == "section":
            heading = f"## {label_html(clause)} {title_md(clause.title)}{copy_button(clause.id)}"
            out = [f"{heading} {{ #{anchor(clause.id)} .lawref-section }}", ""]
            if clause.text:
                out += _div("lawref-text", None, text_paragraphs(clause, self.corpus, self.page))
            for child in self._children(clause):
                out += self._law_clause(child)
            return out
        return self._body_div(f"lawref-clause lawref-{clause.kind}", clause)

    def _body_div(self, classes: str, clause: Clause, badge: str = "") -> list[str]:
        """A clause as a block: label (a link to itself), copy button, text; its children nested inside."""
        paragraphs = text_paragraphs(clause, self.corpus, self.page) or [""]
        label = label_html(clause)
        if not label and clause.kind == "fragment":  # the text before the first numbered paragraph
            label = f'<a class="lawref-label" href="#{html.escape(anchor(clause.id))}">Начало фрагмента</a>'
        head = f"{label}{copy_button(clause.id)}{badge}"
        if clause.title:
            head += f' <strong class="lawref-title">{title_md(clause.title)}</strong>'
        first = f"{head} {paragraphs[0]}".strip()
        body = [first]
        for para in paragraphs[1:]:
            body += ["", para]
        for child in self._children(clause):
            body += ["", *self._commentary_clause(child)] if clause.source == "commentary" else \
                ["", *self._law_clause(child)]
        return _div(classes, clause.id, body)

    def _children(self, clause: Clause) -> Iterable[Clause]:
        return (self.corpus[c] for c in clause.children if c in self.corpus)

    # -- a Law that is only referenced ---------------------------------------------------------------------
    def _placeholder(self) -> list[str]:
        out = [f"# Правило {self.law} {{ #{anchor(self.law)} }}", "",
               '<div class="admonition warning" markdown>', "",
               "Текста этого правила нет в корпусе", "{: .admonition-title }", "",
               f"Текст Правила {self.law} в справочник не включён. Здесь — комментарий к нему, если он есть, "
               "и все места корпуса, которые ссылаются на правило и его пункты.", "",
               "</div>", ""]
        return out + self._missing_blocks([t for t in self._missing_targets() if t != self.law])

    def _missing_blocks(self, targets: list[str]) -> list[str]:
        """An anchored note for each referenced id the corpus does not hold, so links to it land somewhere."""
        out: list[str] = []
        for target in targets:
            kind = "параграфа комментария" if "." in target else "пункта"
            sources = ", ".join(ref_source_link(self.corpus, ref, self.page) for ref in self.corpus.backlinks(target))
            body = [f'<span class="lawref-missing-id">{md_escape(target)}</span>{copy_button(target)} — '
                    f"{kind} нет в корпусе; на него ссылаются: {sources}."]
            out += _div("lawref-clause lawref-placeholder", target, body)
        return out

    def _missing_targets(self) -> list[str]:
        """Ids of this Law that references point at but the corpus does not hold, in first-reference order."""
        seen: dict[str, None] = {}
        for ref in self.corpus.refs():
            if law_of(ref.target) == self.law and ref.target not in self.corpus:
                seen.setdefault(ref.target)
        return list(seen)

    # -- commentary ------------------------------------------------------------------------------------------
    def _commentary(self) -> list[str]:
        comm = self.corpus.commentary_clause(self.law)
        if comm is None:
            return ["## Комментарий { #lawref-no-commentary }", "",
                    f"Комментария к Правилу {self.law} в корпусе нет.", ""]
        source = self.corpus.source(comm.source_key)
        heading = f"## Комментарий к Правилу {self.law}{copy_button(comm.id)}"
        out = [f"{heading} {{ #{anchor(comm.id)} }}", ""]
        if comm.label or comm.title:
            out += [f"{md_escape(comm.label)} {title_md(comm.title)}".strip(), "{: .lawref-comm-title }", ""]
        translator = f"; перевод: {md_escape(source.translator)}" if source.translator else ""
        out += [f"Написан к редакции Правил {comm.edition} г.; ссылки в нём — по нумерации этой редакции. "
                f"Источник: [{md_escape(source.title)}]({page_relative(urls.SOURCES, self.page)}"
                f"#{source_anchor(source.key)}){translator}.", "{: .lawref-meta }", ""]
        if comm.text:
            out += _div("lawref-text", None, text_paragraphs(comm, self.corpus, self.page))
        for child in self._children(comm):
            out += self._commentary_clause(child)
        return out

    def _commentary_clause(self, clause: Clause) -> list[str]:
        if clause.kind in _BLOCK_CLASSES:
            return self._admonition(clause)
        # The edition is shown once per paragraph; its items inherit it.
        badge = "" if clause.kind == "commentary-item" else _edition_badge(clause)
        return self._body_div(f"lawref-clause lawref-{clause.kind}", clause, badge=badge)

    def _admonition(self, clause: Clause) -> list[str]:
        title = f"{label_html(clause)}{copy_button(clause.id)}{_edition_badge(clause)}"
        body = [f'<p class="admonition-title">{title}</p>', ""]
        if clause.title:  # an example's auction
            body += [title_md(clause.title), "{: .lawref-auction }", ""]
        for para in text_paragraphs(clause, self.corpus, self.page):
            body += [para, ""]
        for child in self._children(clause):
            body += self._commentary_clause(child)
        return _div(f"{_BLOCK_CLASSES[clause.kind]} lawref-clause lawref-{clause.kind}", clause.id, body)

    # -- backlinks -----------------------------------------------------------------------------------------
    def _backlinks(self) -> list[str]:
        out = ["## На этот пункт ссылаются { #lawref-backlinks }", ""]
        rows = []
        for target in self._targets():
            refs = self.corpus.backlinks(target)
            if not refs:
                continue
            sources = ", ".join(ref_source_link(self.corpus, ref, self.page) for ref in refs)
            rows.append(f"- [{md_escape(target)}](#{anchor(target)}) ← {sources}")
        out += rows or ["Ссылок на это правило в корпусе нет."]
        return out + [""]

    def _targets(self) -> list[str]:
        """Every id on this page (clauses, then placeholders), in page order."""
        ids = [c.id for c in self.corpus if c.law == self.law]
        return list(dict.fromkeys([self.law, *ids, *self._missing_targets()]))


def ref_source_link(corpus: Corpus, ref: Ref, page: str) -> str:
    """A link to the clause that holds a reference, titled with the reference's words."""
    words = ref.text or "(в диапазоне)"
    title = md_escape(preview_text(corpus, ref.source_id))
    return (f'[{md_escape(ref.source_id)}]({clause_link(ref.source_id, page)} "{title}"){{ .lawref-ref }}'
            f' <span class="lawref-ref-words">«{md_escape(words)}»</span>')


def source_anchor(key: str) -> str:
    return f"source-{key}"


def glossary_page(corpus: Corpus) -> str:
    page = "glossary.md"
    out = ["# Глоссарий", "",
           "Термины, определённые в сносках к текстам Правил.", ""]
    for entry in corpus.glossary:
        out += [f"## {md_escape(entry.term)} {{ #term-{anchor(entry.clause_id)} }}", ""]
        clause = corpus.get(entry.clause_id)
        definition = text_paragraphs(clause, corpus, page) if clause else [md_escape(entry.definition)]
        out += [*definition, ""]
        laws = ", ".join(f"[{md_escape(law)}]({page_relative(urls.law_url(law), page)})" for law in entry.laws)
        out += [f"Определён в [{md_escape(entry.clause_id)}]({clause_link(entry.clause_id, page)}); "
                f"действует для Правил: {laws}.", "{: .lawref-meta }", ""]
    if not corpus.glossary:
        out += ["В корпусе нет определений терминов.", ""]
    return "\n".join(out)


def xref_page(corpus: Corpus) -> str:
    page = "xref.md"
    out = ["# Перекрёстные ссылки", "",
           "Каждая ссылка корпуса: откуда, какими словами и куда. Ссылки на пункты, которых нет в корпусе, "
           "ведут на страницу правила, где это отмечено.", "",
           "| Откуда | Слова ссылки | Куда |", "|---|---|---|"]
    for ref in corpus.refs():
        words = md_escape(ref.text) if ref.text else "<em>внутри диапазона</em>"
        missing = "" if ref.in_corpus else ' <span class="lawref-missing-note">(нет в корпусе)</span>'
        to = f'[{md_escape(ref.target)}]({clause_link(ref.target, page)} "{md_escape(preview_text(corpus, ref.target))}"){{ .lawref-ref }}'
        src = f'[{md_escape(ref.source_id)}]({clause_link(ref.source_id, page)} "{md_escape(preview_text(corpus, ref.source_id))}"){{ .lawref-ref }}'
        out.append(f"| {src} | {words} | {to}{missing} |")
    return "\n".join(out) + "\n"


def sources_page(corpus: Corpus) -> str:
    out = ["# Источники", "", "Тексты, из которых собран справочник, и их правообладатели.", ""]
    fields = (("Вид", lambda s: "текст Правил" if s.kind == "law" else "комментарий"),
              ("Редакция Правил", lambda s: f"{s.edition} г." + (f" ({s.edition_note})" if s.edition_note else "")),
              ("Автор", lambda s: s.author), ("Перевод", lambda s: s.translator),
              ("Издатель", lambda s: s.publisher), ("Авторские права", lambda s: s.copyright),
              ("Файл", lambda s: s.path))
    for source in corpus.sources:
        out += [f"## {md_escape(source.title)} {{ #{source_anchor(source.key)} }}", ""]
        for name, get in fields:
            if value := get(source):
                out.append(f"- **{name}:** {md_escape(str(value))}")
        out.append("")
    return "\n".join(out)


def laws_grid(corpus: Corpus, page: str = "index.md") -> str:
    """Laws 1-93 as a grid of links; the class says what the corpus has for each."""
    titles = {"both": "текст и комментарий", "text": "текст", "commentary": "только комментарий",
              "referenced": "нет в корпусе, есть ссылки", "none": "нет в корпусе"}
    cells = []
    for n in LAW_RANGE:
        law = str(n)
        status = law_status(corpus, law)
        label = f"Правило {law}: {titles[status]}"
        if status == "none":
            cells.append(f'<span class="lawref-cell lawref-{status}" title="{label}">{law}</span>')
        else:
            cells.append(f'[{law}]({page_relative(urls.law_url(law), page)} "{label}")'
                         f'{{ .lawref-cell .lawref-{status} aria-label="{label}" }}')
    legend = " ".join(f'<span class="lawref-cell lawref-{k}" aria-hidden="true"></span> {v}'
                      for k, v in titles.items())
    return "\n".join(['<div class="lawref-grid" markdown>', "", " ".join(cells), "", "</div>", "",
                      f'<p class="lawref-legend">{legend}</p>', ""])


def generate(corpus: Corpus) -> dict[str, str]:
    """Every generated page: Markdown source path -> content."""
    pages = {urls.law_page(law): LawPage(corpus, law).markdown() for law in page_laws(corpus)}
    pages["glossary.md"] = glossary_page(corpus)
    pages["xref.md"] = xref_page(corpus)
    pages["sources.md"] = sources_page(corpus)
    return pages
