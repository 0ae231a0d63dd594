"""One Law's page: its text, the commentary on it, what is referenced but not in the collection, and every
reference to it. A Law the collection has only a commentary on is headed with the title from that commentary's
heading; a Law that is only referenced gets a page saying so, with an anchor for each referenced clause."""

from __future__ import annotations

import html
from collections.abc import Iterable

from lawref import urls
from lawref.context import chain
from lawref.display import display_title
from lawref.editions import edition_words
from lawref.ids import anchor, law_of
from lawref.model import Clause, Corpus
from lawref.site.changes_page import change_mark, commentary_note
from lawref.site.markup import (
    MISSING,
    context_script,
    div,
    edition_badge,
    missing_note,
    ref_source_link,
    rights_notice,
    source_anchor,
)
from lawref.site.render import (
    copy_button,
    figure_html,
    heading_title,
    id_html,
    label_html,
    md_escape,
    page_relative,
    text_paragraphs,
    title_md,
    toc_label,
)

_BLOCK_CLASSES = {"example": "admonition example", "note": "admonition note"}


class LawPage:
    """Markdown for one Law's page."""

    def __init__(self, corpus: Corpus, law: str):
        self.corpus = corpus
        self.law = law
        self.page = urls.law_page(law)
        self._missing: list[str] | None = None  # _missing_targets, found once a page (every reference read)

    def markdown(self) -> str:
        out: list[str] = []
        law_clause = self.corpus.law_clause(self.law)
        missing = [t for t in self._missing_targets() if t != self.law]
        if law_clause:
            out += self._law_text(law_clause)
            out += self._repeats()
            if missing:  # e.g. a 1987 commentary citing a clause this edition's text does not have
                out += ["## Пункты, которых нет в тексте { #lawref-missing }", ""]
                out += self._missing_blocks(missing)
            out += self._commentary()
        else:
            out += self._heading_without_text()
            out += self._commentary()
            if missing:  # after the commentary: a reader comes for the commentary, the stubs are for links
                out += ["## Пункты, на которые ссылаются { #lawref-missing }", ""]
                out += self._missing_blocks(missing)
        out += self._backlinks()
        out += context_script(self.corpus, self._shown(), extra=self._missing_targets())
        return "\n".join(out).rstrip() + "\n"

    def _shown(self) -> list[Clause]:
        """The clauses on this page, and the chapters above the Law (for the breadcrumb)."""
        shown = [c for c in self.corpus if c.law == self.law]
        law_clause = self.corpus.law_clause(self.law)
        above = chain(self.corpus, law_clause)[:-1] if law_clause else []
        return [*above, *shown]

    # -- the Law's text ------------------------------------------------------------------------------------
    def _law_text(self, law: Clause) -> list[str]:
        source = self.corpus.source(law.source_key)
        out = [f"# {md_escape(law.label)} {heading_title(law)} {{ #{anchor(law.id)} }}", "",
               f"Текст: [{md_escape(display_title(source.title))}]"
               f"({page_relative(urls.SOURCES, self.page)}#{source_anchor(source.key)})"
               f", редакция {edition_words(source.edition)}", "{: .lawref-meta }", ""]
        out += rights_notice(source)
        if law.text:
            out += div("lawref-text", None, text_paragraphs(law, self.corpus, self.page))
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

    def _repeats(self) -> list[str]:
        """The Law's heading said again in the book (`N~2`, which `lawref check` names as an id said twice): its text
        and its parts under a note, after the Law's own, so that no word of the book leaves the site unshown."""
        out: list[str] = []
        for repeat in (c for c in self.corpus if c.kind == "law" and c.law == self.law and c.id != self.law):
            out += [f"!!! warning \"{md_escape(repeat.label)} встречается в книге ещё раз\"", "",
                    f"    Заголовок этого Правила стоит в книге второй раз (строка {repeat.line}); всё, что под ним,"
                    " показано ниже.", ""]  # the id `N~2` is internal: never a reader's label
            out += [line.replace("# ", "## ", 1) if n == 0 else line for n, line in enumerate(self._law_text(repeat))]
        return out

    def _law_clause(self, clause: Clause) -> list[str]:
        if clause.kind == "section":
            label = f'<a class="lawref-label" href="#{html.escape(anchor(clause.id))}">{md_escape(clause.label)}</a>'
            heading = (f"## {label} {title_md(clause.printed_title)}{id_html(clause)}"
                       f"{copy_button(clause.id, self.corpus)}")
            toc = toc_label(f"{clause.label} {clause.title}")
            out = [f"{heading} {{ #{anchor(clause.id)} .lawref-section {toc} }}", ""]
            out += change_mark(self.corpus, clause)
            if clause.text:
                out += div("lawref-text", None, text_paragraphs(clause, self.corpus, self.page))
            for child in self._children(clause):
                out += self._law_clause(child)
            return out
        return self._body_div(f"lawref-clause lawref-{clause.kind}", clause)

    def _body_div(self, classes: str, clause: Clause, badge: str = "") -> list[str]:
        """A clause as a block: label (a link to itself) and full id, copy button, text; its children inside."""
        paragraphs = text_paragraphs(clause, self.corpus, self.page) or [""]
        label = label_html(clause)
        if not clause.label and clause.kind == "fragment":  # the text before the first numbered paragraph
            label = f'<a class="lawref-label" href="#{html.escape(anchor(clause.id))}">Начало фрагмента</a>'
        head = f"{label}{copy_button(clause.id, self.corpus)}{badge}"
        if clause.title:
            head += f' <strong class="lawref-title">{title_md(clause.title)}</strong>'
        body = [f"{head} {paragraphs[0]}".strip()]
        for para in paragraphs[1:]:
            body += ["", para]
        if mark := change_mark(self.corpus, clause) + commentary_note(self.corpus, clause):  # editions
            body += ["", *mark]
        for child in self._children(clause):
            body += ["", *self._commentary_clause(child)] if clause.source == "commentary" else \
                ["", *self._law_clause(child)]
        return div(classes, clause.id, body)

    def _children(self, clause: Clause) -> Iterable[Clause]:
        return (self.corpus[c] for c in clause.children if c in self.corpus)

    # -- a Law without its text ----------------------------------------------------------------------------
    def _heading_without_text(self) -> list[str]:
        comm = self.corpus.commentary_clause(self.law)
        if comm is not None and (comm.label or comm.title):  # «Правило 28. ЗАЯВКИ В ПОРЯДКЕ ОЧЕРЕДИ»
            title = f"{md_escape(comm.label)} {title_md(comm.title)}".strip()
        else:
            title = f"Правило {self.law}"
        out = [f"# {title} {{ #{anchor(self.law)} }}", ""]
        if comm is not None:
            return out + ['<p class="lawref-meta lawref-no-text">Текста этого правила в справочнике нет; здесь — '
                          "комментарий к нему и все места справочника, которые на правило ссылаются.</p>", ""]
        return out + ['<div class="admonition warning" markdown>', "",
                      f"Текста этого правила {MISSING}", "{: .admonition-title }", "",
                      f"Текст Правила {self.law} в справочник не включён. Здесь — все места справочника, которые "
                      "ссылаются на правило и его пункты.", "", "</div>", ""]

    def _missing_blocks(self, targets: list[str]) -> list[str]:
        """An anchored note for each referenced id the collection lacks, so links to it land somewhere."""
        out: list[str] = []
        for target in targets:
            kind = "Параграфа комментария" if "." in target else "Пункта"
            sources = ", ".join(ref_source_link(self.corpus, ref, self.page) for ref in self.corpus.backlinks(target))
            body = [f'<span class="lawref-missing-id">{md_escape(target)}</span>{copy_button(target, self.corpus)} — '
                    f"{kind.lower()} {MISSING}; на него ссылаются: {sources}."]
            out += div("lawref-clause lawref-placeholder", target, body)
        return out

    def _missing_targets(self) -> list[str]:
        """Ids of this Law that references point at but the collection lacks, in first-reference order."""
        if self._missing is None:
            seen: dict[str, None] = {}
            for ref in self.corpus.refs():  # (the lookup first: most targets are in the collection)
                if ref.target not in self.corpus and law_of(ref.target) == self.law:
                    seen.setdefault(ref.target)
            self._missing = list(seen)
        return list(self._missing)

    # -- commentary ------------------------------------------------------------------------------------------
    def _commentary(self) -> list[str]:
        comm = self.corpus.commentary_clause(self.law)
        if comm is None:
            return ["## Комментарий { #lawref-no-commentary }", "",
                    f"Комментария к Правилу {self.law} в справочнике нет.", ""]
        source = self.corpus.source(comm.source_key)
        # The heading names the commentary already: no name beside it (id_html would repeat it).
        heading = f"## Комментарий к Правилу {self.law}{copy_button(comm.id, self.corpus)}"
        out = [f"{heading} {{ #{anchor(comm.id)} {toc_label(f'Комментарий к Правилу {self.law}')} }}", ""]
        law_text = self.corpus.law_clause(self.law)
        if law_text and (comm.label or comm.title):  # without the text, the page's heading already says it
            out += [f"{md_escape(comm.label)} {title_md(comm.title)}".strip(), "{: .lawref-comm-title }", ""]
        translator = f"; перевод: {md_escape(source.translator)}" if source.translator else ""
        other = ""
        if law_text and law_text.edition and law_text.edition != comm.edition:
            other = f" Текст правила выше — в редакции {law_text.edition} г."
        written = (f"Написан к редакции Правил {comm.edition} г.; ссылки в нём — по нумерации этой редакции."
                   if comm.edition else "Редакция Правил, к которой он написан, не указана.")
        out += [f"{written}{other} "
                f"Источник: [{md_escape(display_title(source.title))}]({page_relative(urls.SOURCES, self.page)}"
                f"#{source_anchor(source.key)}){translator}.", "{: .lawref-meta }", ""]
        out += rights_notice(source)
        if comm.text:
            out += div("lawref-text", None, text_paragraphs(comm, self.corpus, self.page))
        for child in self._children(comm):
            out += self._commentary_clause(child)
        return out

    def _commentary_clause(self, clause: Clause) -> list[str]:
        if clause.kind in _BLOCK_CLASSES:
            return self._admonition(clause)
        # The edition is shown once per paragraph; its items inherit it.
        badge = "" if clause.kind == "commentary-item" else edition_badge(clause)
        return self._body_div(f"lawref-clause lawref-{clause.kind}", clause, badge=badge)

    def _admonition(self, clause: Clause) -> list[str]:
        title = f"{label_html(clause)}{copy_button(clause.id, self.corpus)}{edition_badge(clause)}"
        body = [f'<p class="admonition-title">{title}</p>', ""]
        if clause.title:  # an example's auction
            body += [title_md(clause.title), "{: .lawref-auction }", ""]
        paragraphs = text_paragraphs(clause, self.corpus, self.page)
        for n, para in enumerate(paragraphs):
            if clause.figure and n == clause.figure_after:
                body += [figure_html(clause), ""]  # an example's hand diagram, where it stood
            body += [para, ""]
        if clause.figure and clause.figure_after >= len(paragraphs):
            body += [figure_html(clause), ""]
        for child in self._children(clause):
            body += self._commentary_clause(child)
        return div(f"{_BLOCK_CLASSES[clause.kind]} lawref-clause lawref-{clause.kind}", clause.id, body)

    # -- backlinks -----------------------------------------------------------------------------------------
    def _backlinks(self) -> list[str]:
        out = ["## На этот пункт ссылаются { #lawref-backlinks }", ""]
        rows = []
        for target in self._targets():
            refs = self.corpus.backlinks(target)
            if not refs:
                continue
            sources = ", ".join(ref_source_link(self.corpus, ref, self.page) for ref in refs)
            note = "" if target in self.corpus else \
                f' <span class="lawref-missing-note">({missing_note(self.corpus, target)})</span>'
            rows.append(f"- [{md_escape(target)}](#{anchor(target)}){note} ← {sources}")
        out += rows or ["Ссылок на это правило в справочнике нет."]
        return out + [""]

    def _targets(self) -> list[str]:
        """Every id on this page (clauses, then placeholders), in page order."""
        ids = [c.id for c in self.corpus if c.law == self.law]
        return list(dict.fromkeys([self.law, *ids, *self._missing_targets()]))

