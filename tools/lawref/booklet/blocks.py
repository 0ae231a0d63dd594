"""The body as a flat list of blocks (headings, paragraphs, an example's figure), each a list of runs of inline
content.

A block's *counted text* (`Block.text`) is the text a reader sees in its lines: the typeset characters of its
label, words, references and bids. Uncounted runs (footnote calls and bodies, page notes of references, QR
images) are printed beside it and are what layout decisions change; they never shift the counted text, so a
block can be laid out again from any line (`blockhtml.block_html(skip=...)`) and decisions keyed by offsets
stay valid. Blocks are flat so that a page can start inside any of them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from lawref.booklet.plan import Item, Plan, Section, Target, glossary_entries, group_of, law_title
from lawref.booklet.typography import typeset
from lawref.context import title_apart
from lawref.editions import edition_words
from lawref.ids import anchor
from lawref.inline import BID, EMPHASIS, FOOTNOTE, REF, inline_segments, split_lines
from lawref.model import COMMENTARY, PERSONAL, Clause

COUNTED = ("text", "label", "ref", "bid")
_ENDS_SENTENCE = re.compile(r"[.!?…:;»\")\]]\s*$")


@dataclass
class Run:
    kind: str  # "text" | "label" | "ref" | "bid" (counted) | "fn" | "note" | "raw" (uncounted)
    text: str = ""  # counted characters; for "bid" the display ("1♥")
    start: int = 0  # offset of the run in the block's counted text (for uncounted runs: where it stands)
    em: bool = False
    key: str = ""  # ref key ("ref", "note") or footnote marker key ("fn")
    target: Target | None = None
    edition_mark: str = ""  # "[1987→2017]": the reference's text and its target's text differ in edition
    footnote_id: str = ""
    html: str = ""  # "raw": markup printed as is; "fn": the footnote call text
    red: bool = False
    body: list[Run] = field(default_factory=list)  # "fn": the footnote's own runs, its references with pages


@dataclass
class Block:
    tag: str  # "p" | "h1" | "h2" | "h3" | "pre" (an example's figure)
    classes: str
    runs: list[Run]
    anchors: tuple[str, ...] = ()  # ids that start here (the first is the element's id)
    law: str = ""  # the Law it belongs to, for running heads and the outer corner
    group: str = ""  # thumb-index group
    personal: bool = False  # shows a text that is for personal use only
    outline: tuple[int, str] | None = None  # (level, label) of a PDF bookmark
    clause_id: str = ""  # the clause it prints (the index of references names it)
    new_page: bool = False
    index: int = 0  # position in the booklet's body
    text: str = ""  # counted text
    ns_pos: list[int] = field(default_factory=list)  # offset of each non-space character of text
    verbatim: bool = False  # printed as the source has it, line by line, without typography (a figure)

    def all_runs(self):
        """The block's runs and, after each footnote call, the runs of its footnote's body: a reference in a
        footnote has its page note and its page in the index of references, as one in the text does."""
        for run in self.runs:
            yield run
            yield from run.body

    def finish(self) -> Block:
        """Typeset the counted runs as one text (quotes pair across runs) and index its characters."""
        raw, pos = "", 0
        for run in self.runs:
            run.start = pos
            if run.kind in COUNTED:
                raw += run.text
                pos += len(run.text)
        text = raw if self.verbatim else typeset(raw)
        for run in self.runs:
            if run.kind in COUNTED:
                run.text = text[run.start:run.start + len(run.text)]
        self.text = text
        self.ns_pos = [i for i, ch in enumerate(text) if not ch.isspace()]
        return self


_RANGE_DASH = re.compile(r"\s*[-‐‑–—−]\s*")


def _join_ranges(runs: list[Run]) -> list[Run]:
    """«Правила 81–85»: two references with only a dash between them are one range, one reference with one
    page (where the range starts: its first printed end), never a page note inside it."""
    out: list[Run] = []
    for run in runs:
        if (run.kind == "ref" and len(out) >= 2 and out[-2].kind == "ref" and out[-1].kind == "text"
                and _RANGE_DASH.fullmatch(out[-1].text) and out[-2].em == run.em):
            dash, first = out.pop(), out.pop()
            out.append(replace(first, text=first.text + dash.text + run.text, target=first.target or run.target,
                               edition_mark=first.edition_mark or run.edition_mark))
        else:
            out.append(run)
    return out


class BlockBuilder:
    def __init__(self, plan: Plan, site_url: str | None = None, qr=None):
        self.plan = plan
        self.corpus = plan.corpus
        self.qr = qr  # callable(url) -> <img> markup, when the site's address is known
        self.site_url = site_url
        self.blocks: list[Block] = []
        self.current_law = ""
        self.group = ""
        marked = {m.footnote_id for c in self.corpus.clauses if c.id in plan.printed for m in c.footnote_marks}
        self.marked_footnotes = marked  # printed at the foot of the pages that mark them, not in the flow
        last: dict[str, Clause] = {}
        for clause in self.corpus.clauses:
            if clause.kind != "footnote":
                last[clause.source_key] = clause
        self.source_ends = {c.id for c in last.values()}  # a text that stops mid-sentence is marked there

    # -- runs ----------------------------------------------------------------------------------------------
    def runs(self, clause: Clause, segments) -> list[Run]:
        out: list[Run] = []
        for seg in segments:
            em = seg.emphasised or seg.kind == EMPHASIS
            if seg.kind == REF:
                target = self.plan.target(seg.ref, clause)
                mark = ""
                if target and target.kind != "commentary" and target.edition != clause.edition:
                    mark = f"[{clause.edition}→{target.edition}]"
                out.append(Run("ref", seg.text, em=em, key=f"{clause.id}@{seg.start}", target=target,
                               edition_mark=mark))
            elif seg.kind == FOOTNOTE:
                if out and out[-1].kind == "text" and out[-1].text.endswith(" "):
                    out[-1].text = out[-1].text[:-1]  # the call stands against its word
                call = seg.text[1:-1] if seg.text.startswith("<") and seg.text.endswith(">") else seg.text
                out.append(Run("fn", key=f"{clause.id}@{seg.start}", footnote_id=seg.footnote_id, html=call,
                               body=self.footnote_runs(seg.footnote_id)))
            elif seg.kind == BID:
                out.append(Run("bid", seg.bid_display, em=em, red=seg.red))
            else:
                out.append(Run("text", seg.text, em=em))
        out = _join_ranges(out)
        # A reference ending in the source's dot that does not end the sentence ("как в 29.2. выше"): its page
        # note goes after the dot, so the sentence reads on.
        for i, run in enumerate(out[:-1]):
            after = out[i + 1]
            if run.kind == "ref" and after.kind == "text" and re.match(r"\.\s+[a-zа-яё(]", after.text):
                dot = Run("text", ".", em=after.em)
                out[i + 1:i + 2] = [dot, Run("note", key=run.key), replace(after, text=after.text[1:])]
        return out

    def footnote_runs(self, footnote_id: str) -> list[Run]:
        """A footnote's body as runs (typeset one by one: the body is printed beside the counted text), its
        references keyed by the footnote's id like any clause's, so the index of references finds them."""
        note = self.corpus.get(footnote_id)
        if note is None:
            return []
        runs = self.runs(note, [seg for seg in inline_segments(note) if seg.kind != FOOTNOTE])
        for run in runs:
            if run.kind in ("text", "ref"):
                run.text = typeset(run.text)
        return runs

    def add(self, tag: str, classes: str, runs: list[Run], **kw) -> Block:
        block = Block(tag, classes, runs, law=self.current_law, group=self.group, **kw)
        self.blocks.append(block.finish())
        return block

    def paragraphs(self, clause: Clause, classes: str, lead: list[Run] | None = None,
                   anchors: tuple[str, ...] = ()) -> None:
        paragraphs = split_lines(inline_segments(clause)) if clause.text else [[]]
        if clause.figure and clause.figure_after == 0 and lead:  # the label, then the figure, then the text
            self.add("p", classes + " first", lead, anchors=anchors, clause_id=clause.id,
                     personal=self.personal(clause))
            lead, anchors = None, ()
        for number, segments in enumerate(paragraphs):
            if clause.figure and number == clause.figure_after:
                self.figure(clause, classes, anchors if number == 0 else ())
                anchors = () if number == 0 else anchors  # the clause starts at its figure
            runs = self.runs(clause, segments)
            if number == 0 and lead:
                runs = lead + ([Run("text", " ")] if runs else []) + runs
            if number == len(paragraphs) - 1 and clause.id in self.source_ends and not _ENDS_SENTENCE.search(
                    clause.text or "."):
                runs.append(Run("raw", html=' <span class="gap">[текст источника обрывается]</span>'))
            if runs:
                self.add("p", classes + (" first" if number == 0 else ""), runs,
                         anchors=anchors if number == 0 else (), clause_id=clause.id,
                         personal=self.personal(clause))
        if clause.figure and clause.figure_after >= len(paragraphs):
            self.figure(clause, classes)

    def figure(self, clause: Clause, classes: str, anchors: tuple[str, ...] = ()) -> None:
        """An example's hand diagram (Clause.figure) where it stood among the paragraphs: its lines as printed, in
        a block of its own (monospace, kept on one page when it fits one: booklet.css). Not text: no typography."""
        depth = " ".join(c for c in classes.split() if c in ("d0", "d1", "d2", "d3", "d4", "comm"))
        self.add("pre", f"{depth} figure", [Run("text", "\n".join(clause.figure))], anchors=anchors,
                 clause_id=clause.id, personal=self.personal(clause), verbatim=True)

    def personal(self, clause: Clause) -> bool:
        return self.corpus.source(clause.source_key).rights == PERSONAL

    def heading(self, tag: str, classes: str, label: str, title: str, anchors=(), outline=None,
                clause: Clause | None = None, extra: str = "", **kw) -> None:
        text = f"{label.strip()} {title.strip()}".strip()
        runs = [Run("text", text)]
        if clause is not None and label.strip() and title.strip() and title_apart(clause):
            # «ГЛАВА VII» over «ЭТИКА», as the book set them: two lines, the same words (the contents too)
            runs = [Run("text", label.strip()), Run("raw", html="<br>"), Run("text", " " + title.strip())]
            text = f"{label.strip()}\n{title.strip()}"
        if extra:
            runs.append(Run("raw", html=extra))
        self.add(tag, classes, runs, anchors=anchors, outline=(outline, text) if outline else None,
                 clause_id=clause.id if clause else "", personal=bool(clause and self.personal(clause)), **kw)

    # -- clauses -------------------------------------------------------------------------------------------
    def clause(self, clause: Clause, depth: int, comm: bool, outline_level: int) -> None:
        if clause.id in self.marked_footnotes:
            return
        cls = f"d{min(depth, 4)}" + (" comm" if comm else "")
        label = clause.label.strip()
        if clause.kind == "section":
            self.heading("h4", "section" + (" comm" if comm else ""), label, clause.printed_title,
                         anchors=(anchor(clause.id),), outline=outline_level, clause=clause)
            if clause.text:
                self.paragraphs(clause, cls)
        elif clause.title and clause.kind == "example":
            head = [Run("label", label), Run("text", " ")] + self.runs(
                clause, inline_segments(replace(clause, text=clause.title, refs=(), footnote_marks=(),
                                                emphasis=())))
            self.add("p", cls + " first example-head", head, anchors=(anchor(clause.id),), clause_id=clause.id,
                     personal=self.personal(clause))
            self.paragraphs(clause, cls)
        elif clause.text or label:
            lead = [Run("label", label)] if label else None
            self.paragraphs(clause, cls, lead, anchors=(anchor(clause.id),))
        elif clause.children:
            pass  # a container without text of its own (the leading fragment)
        for child in clause.children:
            child_clause = self.corpus[child]
            inner = depth if clause.kind in ("fragment",) else depth + 1
            self.clause(child_clause, inner, comm, outline_level + 1)

    def print_law(self, law: str, section_level: int) -> None:
        plan = self.plan
        root, comm = plan.law_roots.get(law), plan.commentary_roots.get(law)
        self.current_law = law
        anchors = (f"law-{law}",) + ((anchor(root.id),) if root else ())
        extra = ""
        if self.qr and self.site_url:
            from lawref.urls import law_url

            extra = self.qr(self.site_url.rstrip("/") + "/" + law_url(law), "qr-law")
        self.heading("h3", "law-title" + (" with-qr" if extra else ""), "", law_title(plan, law), anchors=anchors,
                     outline=section_level, clause=root, extra=extra)
        if root:
            if root.text:
                self.paragraphs(root, "d0")
            for child in root.children:
                self.clause(self.corpus[child], 0, False, section_level + 1)
        if comm:
            self.commentary_header(comm, law, has_text=root is not None)
            if comm.text:
                self.paragraphs(comm, "d0 comm")
            for child in comm.children:
                self.clause(self.corpus[child], 0, True, section_level + 1)

    def commentary_header(self, comm: Clause, law: str, has_text: bool) -> None:
        source = self.corpus.source(comm.source_key)
        who = f"Комментарий {source.author}" if source.author else "Комментарий"
        words = [f"{who} · написан для {edition_words(comm.edition, short=True)}"]
        if not comm.label.strip() and law:
            words.append(f"начало комментария к Правилу {law} в источнике отсутствует")
        text = "; ".join(words)
        self.add("p", "comm-head comm", [Run("text", text)], anchors=(anchor(comm.id),), clause_id=comm.id,
                 personal=self.personal(comm))

    def definitions(self, defs: Clause, level: int) -> None:
        self.current_law = ""
        self.heading("h2", "defs-title", "", defs.title or "ОПРЕДЕЛЕНИЯ", anchors=(anchor(defs.id),),
                     outline=level, clause=defs)
        cdef = self.corpus.get("cdef")
        if defs.text:
            self.paragraphs(defs, "d0")
        if cdef and cdef.id in self.plan.printed and cdef.text:
            self.commentary_header(cdef, "", True)
            self.paragraphs(cdef, "d0 comm")
        for child in defs.children:
            term = self.corpus[child]
            # The term, then its separator as the source printed it («Болван - партнёр…»).
            lead = [Run("label", term.title)] + ([Run("text", term.label.rstrip())] if term.label.strip() else [])
            self.paragraphs(term, "d0 term", lead, anchors=(anchor(term.id),))
            comment = self.corpus.get("c" + term.id)  # cdef.<slug> beside def.<slug>
            if comment and "cdef" in self.plan.printed:
                self.paragraphs(comment, "d1 comm")

    def glossary(self) -> None:
        entries = glossary_entries(self.plan)
        self.current_law = ""
        self.heading("h2", "gloss-title", "", "Глоссарий", anchors=("glossary",), outline=1)
        for entry in entries:
            note = self.corpus.get(entry.clause_id)
            runs = [Run("label", entry.term), Run("text", " — ")]
            # Its own keys: the footnote's references are indexed where the footnote is printed, at its page's foot.
            body = [replace(r, key=f"glossary:{r.key}") if r.kind in ("ref", "note") else r
                    for r in self.runs(note, inline_segments(note))] if note else [Run("text", entry.definition)]
            runs += body
            laws = ", ".join(entry.laws)
            runs.append(Run("text", f" (Правила {laws})" if len(entry.laws) > 1 else f" (Правило {laws})"))
            term_anchor = "term-" + anchor(entry.clause_id)
            self.add("p", "gloss", runs, anchors=(term_anchor,), clause_id=entry.clause_id,
                     personal=bool(note and self.personal(note)))

    def section(self, section: Section) -> None:
        first = len(self.blocks)
        chapters = any(i.kind == "chapter" for i in section.items)
        for item in section.items:
            self.group = group_of(self.plan, item, section)
            self.item(item, chapters)
        if len(self.blocks) > first:
            self.blocks[first].new_page = True

    def item(self, item: Item, chapters: bool) -> None:
        clause = item.clause
        if item.kind == "chapter":
            self.current_law = ""
            tag = "h1" if item.level == 1 else "h2"
            self.heading(tag, "chapter" if item.level == 1 else "part", clause.label, clause.title,
                         anchors=(anchor(clause.id),), outline=item.level, clause=clause)
            if clause.text:
                self.paragraphs(clause, "d0")
        elif item.kind == "law":
            self.print_law(item.law, 2 if chapters else 1)
        elif item.kind == "front":
            self.current_law = ""
            comm = clause.source == COMMENTARY
            if clause.title:
                self.heading("h2", "front-title" + (" comm" if comm else ""), "", clause.title,
                             anchors=(anchor(clause.id),), outline=1, clause=clause)
            self.paragraphs(clause, "d0 front" + (" comm" if comm else ""),
                            anchors=() if clause.title else (anchor(clause.id),))
        elif item.kind == "definitions":
            self.definitions(clause, 1 if not chapters else 2)
        elif item.kind == "cdefinitions":
            self.current_law = ""
            self.heading("h2", "defs-title", "", "Комментарий к Определениям", anchors=(anchor(clause.id),),
                         outline=1, clause=clause)
            self.commentary_header(clause, "", True)
            if clause.text:
                self.paragraphs(clause, "d0 comm")
            for child in clause.children:
                self.clause(self.corpus[child], 0, True, 2)
        elif item.kind == "glossary":
            self.glossary()


def build_blocks(plan: Plan, site_url: str | None = None, qr=None) -> list[list[Block]]:
    """One list of blocks per section, numbered across the booklet."""
    builder = BlockBuilder(plan, site_url, qr)
    sections = []
    for section in plan.sections:
        start = len(builder.blocks)
        builder.section(section)
        sections.append(builder.blocks[start:])
    for index, block in enumerate(builder.blocks):
        block.index = index
    return sections
