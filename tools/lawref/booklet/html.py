"""The booklet as one HTML document, generated from the same clause tree and inline segments as the site.

Page numbers are not known here: references, the table of contents and the index carry `href="#anchor"` and
the print CSS (booklet.css) prints the target's page with `target-counter()`. Footnotes are the one thing
decided after a first layout: `footnote_calls` names the markers that become page-foot footnotes (the first
marker of a footnote on each page), the others stay calls that point at the same note.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from html import escape

from lawref.booklet.select import describe
from lawref.ids import anchor, law_of
from lawref.inline import BID, EMPHASIS, FOOTNOTE, REF, Segment, inline_segments, split_lines
from lawref.model import COMMENTARY, LAW, Clause, Corpus, Ref

NOT_HERE = "нет в этом буклете"
BLOCK_HEADINGS = ("section",)


@dataclass(frozen=True)
class Plan:
    """What the booklet holds: the Laws, in order, and for each its text and commentary clause if printed."""

    laws: tuple[str, ...]
    law_roots: dict[str, Clause]
    commentary_roots: dict[str, Clause]
    clause_ids: frozenset[str]  # every clause printed in the body
    marked_footnotes: frozenset[str]  # footnotes that a printed clause marks: they go to the foot of the page

    def chapter_anchor(self, law: str) -> str:
        return f"law-{law}"

    def source_keys(self) -> set[str]:
        return {c.source_key for c in (*self.law_roots.values(), *self.commentary_roots.values())}


def plan_booklet(corpus: Corpus, laws: tuple[str, ...], commentary: bool) -> Plan:
    law_roots = {law: c for law in laws if (c := corpus.law_clause(law))}
    commentary_roots = {law: c for law in laws if commentary and (c := corpus.commentary_clause(law))}
    laws = tuple(law for law in laws if law in law_roots or law in commentary_roots)
    ids: set[str] = set()
    for root in (*law_roots.values(), *commentary_roots.values()):
        ids.add(root.id)
        ids.update(c.id for c in corpus.descendants(root.id))
    marked = {m.footnote_id for clause_id in ids for m in corpus[clause_id].footnote_marks}
    return Plan(laws, law_roots, commentary_roots, frozenset(ids), frozenset(marked))


def chapter_title(plan: Plan, law: str) -> str:
    """'ПРАВИЛО 70. ОСПАРИВАЕМАЯ ...' from the law text, else the commentary's heading, else 'Правило 27'."""
    for root in (plan.law_roots.get(law), plan.commentary_roots.get(law)):
        if root and root.title:
            return f"{root.label.strip()} {root.title.strip()}".strip()
    return f"Правило {law}"


class BookletWriter:
    def __init__(self, corpus: Corpus, plan: Plan, footnote_calls: frozenset[str] = frozenset()):
        self.corpus = corpus
        self.plan = plan
        self.footnote_calls = footnote_calls
        self.marks: list[tuple[str, str]] = []  # (marker id, footnote id) of every marker written, in order
        self.out: list[str] = []
        self.ids: set[str] = set()  # a footnote printed on two pages and in the glossary repeats its refs

    def id_attr(self, value: str) -> str:
        if value in self.ids:
            return ""
        self.ids.add(value)
        return f' id="{value}"'

    # -- inline --------------------------------------------------------------------------------------------
    def segments_html(self, clause: Clause, segments: list[Segment]) -> str:
        parts = []
        for seg in segments:
            if seg.kind == REF:
                html = self.ref_html(clause, seg.ref)
            elif seg.kind == FOOTNOTE:
                html = self.footnote_html(clause, seg)
            elif seg.kind == BID:
                suit = "suit red" if seg.red else "suit"
                symbol = seg.bid_display[len(seg.level):]
                html = (f'<span class="bid" title="{escape(seg.text)}">{seg.level}'
                        f'<span class="{suit}">{escape(symbol)}</span></span>')
            else:
                html = escape(seg.text)
            if seg.emphasised or seg.kind == EMPHASIS:
                html = f"<em>{html}</em>"
            parts.append(html)
        return "".join(parts)

    def ref_html(self, clause: Clause, ref: Ref) -> str:
        ref_id = self.id_attr(ref_anchor(clause, ref))
        text = escape(ref.text)
        target = escape(ref.target)
        if ref.target in self.plan.clause_ids:
            return f'<a class="ref"{ref_id} href="#{anchor(ref.target)}" data-target="{target}">{text}</a>'
        law = law_of(ref.target)
        if law in self.plan.laws and law != clause.law:
            # The text of that part is not printed, but the chapter on its Law (its commentary) is.
            return (f'<a class="ref ref-chapter"{ref_id} href="#{self.plan.chapter_anchor(law)}" '
                    f'data-target="{target}" data-law="{law}">{text}</a>')
        return (f'<span class="ref ref-missing"{ref_id}>{text}</span>'
                f'<span class="not-here"> ({NOT_HERE})</span>')

    def footnote_html(self, clause: Clause, seg: Segment) -> str:
        mark_id = f"fnmark-{anchor(clause.id)}-{seg.start}"
        self.marks.append((mark_id, seg.footnote_id))
        note = self.corpus.get(seg.footnote_id)
        if mark_id in self.footnote_calls and note is not None:
            body = self.text_html(note)
            return (f'<span class="fn-anchor" id="{mark_id}"></span>'
                    f'<span class="fn-note" data-call="{escape(seg.text)}">{body}</span>')
        return f'<span class="fn-call" id="{mark_id}">{escape(seg.text)}</span>'

    def text_html(self, clause: Clause) -> str:
        return "<br>".join(self.segments_html(clause, p) for p in split_lines(inline_segments(clause)))

    def title_html(self, clause: Clause) -> str:
        # Titles hold bids (an example's auction "1H 1D") but never references.
        title = replace(clause, text=clause.title, refs=(), footnote_marks=(), emphasis=())
        return self.segments_html(title, inline_segments(title))

    # -- blocks --------------------------------------------------------------------------------------------
    def paragraphs(self, clause: Clause, lead: str) -> None:
        for number, segments in enumerate(split_lines(inline_segments(clause))):
            body = self.segments_html(clause, segments)
            if number == 0 and lead:
                body = f"{lead} {body}"
            self.out.append(f'<p class="{clause.kind}">{body}</p>')

    def clause(self, clause: Clause) -> None:
        if clause.id in self.plan.marked_footnotes:
            return  # printed at the foot of the pages that mark it (and in the glossary when it defines a term)
        label = f'<span class="label">{escape(clause.label.strip())}</span>' if clause.label.strip() else ""
        edition = ""
        if clause.source == COMMENTARY and clause.kind in ("paragraph", "fragment", "example", "note"):
            edition = f'<span class="edition">ред.&#160;{clause.edition}</span>'
        if clause.kind in BLOCK_HEADINGS:
            title = self.title_html(clause)
            self.out.append(f'<h3 class="section" id="{anchor(clause.id)}">'
                            f"{label} {title}</h3>")
            if clause.text:
                self.out.append(f'<p class="lead-in">{self.text_html(clause)}</p>')
        else:
            lead = " ".join(x for x in (label, edition) if x)
            self.out.append(f'<div class="block {clause.kind}"{self.id_attr(anchor(clause.id))}>')
            if clause.title:  # an example's auction, on a line of its own
                self.out.append(f'<p class="{clause.kind}-head">{lead} <span class="clause-title">'
                                f"{self.title_html(clause)}</span></p>")
                lead = ""
            if clause.text:
                self.paragraphs(clause, lead)
            elif lead and clause.kind != "fragment":
                self.out.append(f'<p class="{clause.kind}">{lead}</p>')
        for child in clause.children:
            self.clause(self.corpus[child])
        if clause.kind not in BLOCK_HEADINGS:
            self.out.append("</div>")

    def chapter(self, law: str) -> None:
        title = chapter_title(self.plan, law)
        self.out.append(f'<section class="chapter" id="{self.plan.chapter_anchor(law)}">')
        self.out.append(f'<h1 class="chapter-title"><span class="running">{escape(title)}</span></h1>')
        root = self.plan.law_roots.get(law)
        if root:
            source = self.corpus.source(root.source_key)
            self.out.append(f'<div class="law-text" id="{anchor(root.id)}">')
            self.out.append(f'<p class="part-note">Текст Правила, ред. {source.edition}</p>')
            if root.text:
                self.out.append(f'<p class="lead-in">{self.text_html(root)}</p>')
            for child in root.children:
                self.clause(self.corpus[child])
            self.out.append("</div>")
        comm = self.plan.commentary_roots.get(law)
        if comm:
            source = self.corpus.source(comm.source_key)
            self.out.append(f'<div class="commentary" id="{anchor(comm.id)}">')
            heading = "Комментарий"
            if root and comm.title:
                heading += f": {escape(comm.label.strip())} {escape(comm.title.strip())}"
            note = f"написан для ред. {comm.edition}"
            if not root:
                note = f"текста Правила {law} нет в этом буклете; комментарий {note}"
            self.out.append(f'<h2 class="commentary-title">{heading}</h2>')
            self.out.append(f'<p class="part-note">{escape(source.author)}; {note}</p>')
            if comm.text:
                self.out.append(f'<p class="commentary-lead">{self.text_html(comm)}</p>')
            for child in comm.children:
                self.clause(self.corpus[child])
            self.out.append("</div>")
        self.out.append("</section>")

    # -- front and back matter -----------------------------------------------------------------------------
    def cover(self, title: str) -> None:
        used = self.plan.source_keys()
        self.out.append('<section class="cover" id="cover">')
        self.out.append(f'<h1 class="booklet-title">{escape(title)}</h1>')
        self.out.append('<p class="subtitle">У каждой перекрёстной ссылки — страница, на которой её цель</p>')
        for source in self.corpus.sources:
            if source.key not in used:
                continue
            edition = str(source.edition) + (" (для неё написан)" if source.kind == COMMENTARY else "")
            rows = [("Автор", source.author), ("Перевод", source.translator), ("Издатель", source.publisher),
                    ("Редакция Правил", edition), ("Авторские права", source.copyright), ("Файл", source.path)]
            self.out.append(f'<div class="source"><h2>{escape(source.title)}</h2><dl>')
            for name, value in rows:
                if value:
                    self.out.append(f"<dt>{name}</dt><dd>{escape(value)}</dd>")
            self.out.append("</dl></div>")
        self.out.append("</section>")

    def toc(self, extra: list[tuple[str, str]]) -> None:
        self.out.append('<nav class="toc" id="toc"><h1 class="toc-title">Содержание</h1><ol>')
        entries = [(self.plan.chapter_anchor(law), chapter_title(self.plan, law)) for law in self.plan.laws]
        for target, title in entries + extra:
            self.out.append(f'<li><a href="#{target}"><span class="toc-text">{escape(title)}</span></a></li>')
        self.out.append("</ol></nav>")

    def glossary(self) -> bool:
        entries = [g for g in self.corpus.glossary
                   if law_of(g.clause_id) in self.plan.laws or set(g.laws) & set(self.plan.laws)]
        if not entries:
            return False
        self.out.append('<section class="chapter glossary" id="glossary"><h1 class="chapter-title">'
                        '<span class="running">Глоссарий</span></h1><dl>')
        for entry in sorted(entries, key=lambda g: g.term.lower()):
            note = self.corpus.get(entry.clause_id)
            definition = self.text_html(note) if note else escape(entry.definition)
            laws = ", ".join(entry.laws)
            self.out.append(f'<dt{self.id_attr(anchor(entry.clause_id))}>{escape(entry.term)}</dt>'
                            f'<dd>{definition} <span class="gloss-laws">(Правила {escape(laws)})</span></dd>')
        self.out.append("</dl></section>")
        return True

    def xref_index(self) -> bool:
        by_target: dict[str, list[tuple[Clause, Ref]]] = {}
        for clause in self.corpus.clauses:
            if clause.id in self.plan.clause_ids:
                for ref in clause.refs:
                    if not ref.implied and ref.end > ref.start:
                        by_target.setdefault(ref.target, []).append((clause, ref))
        if not by_target:
            return False
        self.out.append('<section class="chapter xref-index" id="xref-index"><h1 class="chapter-title">'
                        '<span class="running">Указатель ссылок</span></h1><ul>')
        for target in sorted(by_target, key=_target_order):
            if target in self.plan.clause_ids:
                where = f'<a class="xref-target" href="#{anchor(target)}">{escape(target)}</a>'
            else:
                where = (f'<span class="xref-target missing">{escape(target)}</span> '
                         f'<span class="not-here">({NOT_HERE})</span>')
            sources = "; ".join(
                f'<a class="xref-source" href="#{ref_anchor(c, r)}">{escape(c.id)}</a>' for c, r in by_target[target])
            self.out.append(f"<li>{where} ← {sources}</li>")
        self.out.append("</ul></section>")
        return True


def ref_anchor(clause: Clause, ref: Ref) -> str:
    return f"ref-{anchor(clause.id)}-{ref.start}"


def _target_order(target: str) -> tuple:
    law = law_of(target)
    return (int(law) if law else 10_000, target)


def booklet_title(plan: Plan) -> str:
    kinds = {c.source for c in (*plan.law_roots.values(), *plan.commentary_roots.values())}
    what = "Правило" if len(plan.laws) == 1 else "Правила"
    tail = {frozenset({LAW, COMMENTARY}): " и комментарий", frozenset({COMMENTARY}): " (комментарий)"}.get(
        frozenset(kinds), "")
    return f"Правила спортивного бриджа: {what} {describe(plan.laws)}{tail}"


def booklet_html(corpus: Corpus, plan: Plan,
                 footnote_calls: frozenset[str] = frozenset()) -> tuple[str, list[tuple[str, str]]]:
    """The whole booklet; also the ids of every footnote marker in it (for the footnote pass)."""
    writer = BookletWriter(corpus, plan, footnote_calls)
    title = booklet_title(plan)
    writer.cover(title)
    toc_at = len(writer.out)
    for law in plan.laws:
        writer.chapter(law)
    extra = []
    if writer.glossary():
        extra.append(("glossary", "Глоссарий"))
    if writer.xref_index():
        extra.append(("xref-index", "Указатель ссылок"))
    body, writer.out = writer.out, []
    writer.toc(extra)
    body[toc_at:toc_at] = writer.out
    used = plan.source_keys()
    authors = "; ".join(dict.fromkeys(s.author for s in corpus.sources if s.author and s.key in used))
    head = (f'<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>{escape(title)}</title>'
            f'<meta name="author" content="{escape(authors)}">'
            f'<meta name="description" content="{escape(title)}"><meta name="generator" content="lawref booklet">'
            "</head><body>")
    return head + "\n".join(body) + "</body></html>", writer.marks
