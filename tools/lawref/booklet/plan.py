"""What the booklet holds and in what order: sections (each starts a new page) of front matter, Definitions,
chapters and Laws; where every reference leads; the names a reader sees for clauses.

A body without chapters is one section (Laws run on); with chapters, each chapter is a section; with
`law_per_page`, each Law is. The glossary runs on after the last Law.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from lawref.booklet.select import describe
from lawref.context import law_label
from lawref.display import display_title
from lawref.editions import edition_words
from lawref.ids import anchor, law_of
from lawref.model import COMMENTARY, LAW, PERSONAL, Clause, Corpus, Ref


@dataclass(frozen=True)
class Item:
    """One thing printed in a section, in order."""

    kind: str  # "front" | "definitions" | "cdefinitions" | "chapter" | "law" | "glossary"
    clause: Clause | None = None  # the front, definitions, chapter or part clause
    law: str = ""  # for "law"
    level: int = 1  # heading level of a chapter (1) or part (2)


@dataclass(frozen=True)
class Section:
    items: tuple[Item, ...]
    group: str  # thumb-index group key (a chapter id, or "20" for Laws 20-29)


@dataclass(frozen=True)
class Target:
    anchor: str  # HTML anchor in the booklet
    kind: str  # "clause" (the target itself) | "law" (its Law's text) | "commentary" (the commentary on its Law)
    edition: int  # edition of the printed text it leads to


@dataclass
class Plan:
    corpus: Corpus
    laws: tuple[str, ...]
    law_roots: dict[str, Clause]
    commentary_roots: dict[str, Clause]
    sections: list[Section]
    printed: set[str] = field(default_factory=set)  # ids of every clause printed in the body
    groups: dict[str, str] = field(default_factory=dict)  # group key -> tab label
    whole: bool = True  # every Law of the corpus is printed (front matter and Definitions go in)
    commentary: bool = True
    changes: object = None  # lawref.editions.align.Changes for the appendix (--changes-since), or None

    def target(self, ref: Ref, source: Clause) -> Target | None:
        """Where a reference leads in this booklet, or None (printed plainly: its target is not here)."""
        corpus, target = self.corpus, ref.target
        if target in self.printed:
            clause = corpus[target]
            return Target(anchor(target), "clause", clause.edition)
        law = law_of(target)
        if not law or law not in self.laws or law == source.law:
            return None  # nothing to show, or the reader is in that Law's chapter already
        if law in self.law_roots:
            return Target(anchor(law), "law", self.law_roots[law].edition)
        if law in self.commentary_roots:
            return Target(anchor(f"c{law}"), "commentary", self.commentary_roots[law].edition)
        return None

    def source_keys(self) -> list[str]:
        roots = [*self.law_roots.values(), *self.commentary_roots.values()]
        roots += [self.corpus[i] for i in self.printed if self.corpus[i].kind in ("front", "definition")]
        keys = {c.source_key for c in roots}
        return [s.key for s in self.corpus.sources if s.key in keys]

    def personal_keys(self) -> set[str]:
        return {s.key for s in self.corpus.sources if s.rights == PERSONAL and s.key in self.source_keys()}


def plan_booklet(corpus: Corpus, laws: tuple[str, ...], commentary: bool = True, law_per_page: bool = False,
                 whole: bool = True) -> Plan:
    law_roots = {law: c for law in laws if (c := corpus.law_clause(law))}
    commentary_roots = {law: c for law in laws if commentary and (c := corpus.commentary_clause(law))}
    laws = tuple(law for law in laws if law in law_roots or law in commentary_roots)
    plan = Plan(corpus, laws, law_roots, commentary_roots, [], whole=whole, commentary=commentary)
    plan.sections = _sections(plan, commentary, law_per_page)
    for section in plan.sections:
        for item in section.items:
            for root in _roots(plan, item):
                plan.printed.add(root.id)
                plan.printed.update(c.id for c in corpus.descendants(root.id))
    plan.groups = _group_labels(plan)
    return plan


def _roots(plan: Plan, item: Item) -> list[Clause]:
    if item.kind == "law":
        return [r for r in (plan.law_roots.get(item.law), plan.commentary_roots.get(item.law)) if r]
    if item.kind == "definitions":  # the commentary on the Definitions is printed beside them
        cdef = plan.corpus.get("cdef")
        return [item.clause] + ([cdef] if cdef is not None and plan.commentary else [])
    if item.kind in ("front", "cdefinitions"):
        return [item.clause]
    if item.kind == "chapter":
        return [item.clause]  # its children are printed by their own items
    return []


def _sections(plan: Plan, commentary: bool, law_per_page: bool) -> list[Section]:
    corpus = plan.corpus
    front: list[Item] = []
    if plan.whole:
        front = [Item("front", c) for c in corpus.clauses if c.kind == "front" and c.parent is None
                 and (commentary or c.source == LAW)]
    definitions = corpus.get("def") if plan.whole else None
    cdefinitions = corpus.get("cdef") if plan.whole and commentary else None
    chapters = [c for c in corpus.clauses if c.kind == "chapter" and c.parent is None]
    sections: list[Section] = []
    placed: set[str] = set()

    def law_items(children) -> list[Item]:
        out = []
        for child_id in children:
            child = corpus.get(child_id)
            if child is None:
                continue
            if child.kind == "chapter":  # a part
                inner = law_items(child.children)
                if inner:
                    out.append(Item("chapter", child, level=2))
                    out.extend(inner)
            elif child.kind == "law" and child.law in plan.laws:
                out.append(Item("law", law=child.law))
                placed.add(child.law)
            elif child.kind == "definitions" and definitions is not None:
                out.append(Item("definitions", child))
                placed.add("def")
        return out

    by_chapter = []
    for chapter in chapters:
        items = law_items(chapter.children)
        if items:
            by_chapter.append((chapter, items))
    # Laws the chapters do not hold (commentary-only Laws, or a law text without chapters) join the
    # chapter whose Laws are nearest below them, or stand in a section of their own.
    loose = [law for law in plan.laws if law not in placed]
    opening = list(front)
    if definitions is not None and "def" not in placed:
        opening.append(Item("definitions", definitions))
    elif cdefinitions is not None and definitions is None:
        opening.append(Item("cdefinitions", cdefinitions))
    if opening:
        sections.append(Section(tuple(opening), "front"))
    if by_chapter:
        for chapter, items in by_chapter:
            ordered = list(items)
            for law in (x for x in loose if _chapter_for(x, by_chapter) is chapter):
                # after the last Law numbered below it, so parts and Definitions keep their places
                at = max(n for n, i in enumerate(ordered) if i.kind == "law" and int(i.law) < int(law)) + 1
                ordered.insert(at, Item("law", law=law))
            sections.append(Section((Item("chapter", chapter), *ordered), chapter.id))
        loose = [law for law in loose if _chapter_for(law, by_chapter) is None]
    if loose:
        items = [Item("law", law=law) for law in loose]
        if law_per_page:
            sections.extend(Section((item,), _decade(item.law)) for item in items)
        else:
            sections.append(Section(tuple(items), _decade(items[0].law)))
    if sections and any(_glossary_entries(plan)):
        last = sections[-1]
        sections[-1] = Section((*last.items, Item("glossary")), last.group)
    return sections


def _chapter_for(law: str, by_chapter) -> Clause | None:
    best = None
    for chapter, items in by_chapter:
        numbers = [int(i.law) for i in items if i.kind == "law"]
        if numbers and min(numbers) <= int(law):
            best = chapter
    return best


def _decade(law: str) -> str:
    return str(int(law) // 10 * 10)


def _glossary_entries(plan: Plan):
    return [g for g in plan.corpus.glossary if law_of(g.clause_id) in plan.laws or set(g.laws) & set(plan.laws)]


def glossary_entries(plan: Plan):
    return sorted(_glossary_entries(plan), key=lambda g: g.term.lower())


def group_of(plan: Plan, item: Item, section: Section) -> str:
    """The thumb-index group of an item: its chapter, else the ten its Law belongs to."""
    if section.group not in ("front",) and not section.group.isdigit():
        return section.group
    if item.kind == "law":
        return _decade(item.law)
    return section.group


def _group_labels(plan: Plan) -> dict[str, str]:
    labels: dict[str, str] = {}
    for section in plan.sections:
        for item in section.items:
            group = group_of(plan, item, section)
            if group in labels or group == "front":
                continue
            if group.isdigit():
                laws = [law for law in plan.laws if _decade(law) == group]
                labels[group] = describe(laws)
            else:
                chapter = plan.corpus[group]
                m = re.search(r"\b([IVXLC]+)\b", chapter.label)
                labels[group] = m[1] if m else chapter.label.strip(" .")
    return labels


def law_title(plan: Plan, law: str) -> str:
    """'Правило 70. ОСПАРИВАЕМАЯ ПРЕТЕНЗИЯ ИЛИ УСТУПКА': one form for every Law, the title from its text, else
    from the commentary's heading; a Law whose title no source gives is 'Правило 27'. The word is the book's
    (lawref.context.law_label: «Статья 27. Недостаточная ставка»; a Law held only in the commentary of a
    «Закон» book is «Закон 44»)."""
    name = law_label(plan.corpus, law)
    for root in (plan.law_roots.get(law), plan.commentary_roots.get(law)):
        if root and root.title.strip():
            return f"{name}. {root.title.strip()}"
    return name


def printed_name(corpus: Corpus, clause_id: str) -> str:
    """How a reader finds a clause in print: '70C2', '27.7(iii)'; never an internal id such as '27.0(i)',
    '27.8.note1', '70.fn1', '27.exC' or 'c27'."""
    clause = corpus.get(clause_id)
    if clause is None:
        return clause_id
    law = clause.law
    if clause.kind == "definition":
        return f"«{clause.title}»"
    if clause.kind in ("front", "chapter", "definitions"):
        return clause.title or clause.label.strip()
    if clause.id.startswith("cdef"):
        term = corpus.get("def." + clause.id.split(".", 1)[1]) if "." in clause.id else None
        return f"комм. к «{term.title}»" if term else "комм. к Определениям"
    if clause.kind == "commentary":
        return f"комм. к {law}"
    if clause.kind == "footnote":
        return f"сноска к Правилу {law}"
    if clause.kind == "note":
        parent = corpus.get(clause.parent or "")
        if ".note" in clause.id and (before := clause.id.rsplit(".note", 1)[0]) in corpus and before[0].isdigit():
            return f"прим. к {printed_name(corpus, before)}"
        return f"прим. в комм. к {law}" if parent else clause.label
    if clause.kind == "example":
        return f"комм. к {law}, {clause.label.strip()}"
    if re.match(r"^\d+\.0(\W|$)", clause.id):  # the leading fragment has no printed number
        return f"комм. к {law}, {clause.label.strip()}".rstrip(", ")
    return clause_id


def included_text(plan: Plan) -> list[str]:
    """What the cover says the booklet holds: 'тексты Правил 70 (ред. 2017)', 'комментарий ... к Правилам 27–31'."""
    lines = []
    by_source: dict[str, list[str]] = {}
    for law, root in [*plan.law_roots.items(), *plan.commentary_roots.items()]:
        by_source.setdefault(root.source_key, []).append(law)
    for source in plan.corpus.sources:
        laws = by_source.get(source.key)
        extra = [c for c in plan.printed if plan.corpus[c].source_key == source.key and plan.corpus[c].law == ""]
        if not laws and not extra:
            continue
        what = f"Правила {describe(laws)}" if laws and len(laws) > 1 else (f"Правило {laws[0]}" if laws else "")
        if source.kind == COMMENTARY:
            lines.append(f"{display_title(source.title)}: комментарий{' к ' + _dative(what) if what else ''} "
                         f"(написан для {edition_words(source.edition, short=True)})")
        else:
            text = 'текст: ' + what if what else 'текст'
            lines.append(f"{display_title(source.title)}: {text} ({edition_words(source.edition, short=True)})")
    return lines


def _dative(what: str) -> str:
    return what.replace("Правила ", "Правилам ").replace("Правило ", "Правилу ")
