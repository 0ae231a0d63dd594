"""The next edition of a generated law book, and the ground truth of what changed (issue 18).

Edits a revision committee makes, each in a Law of its own (none in a Law with footnotes, whose markers tie
to sections), so that no two edits blur one another:
  insert   a new item early in a section: it is `added`, every later item `renumbered` (with its sub-items,
           which are no change of their own); one of them reworded as well (`text_changed`), and a sub-item
           of a moved item reworded (`changed`, under its new id)
  reword   words of an item replaced and inserted: `changed`
  add      a new section at the end of a Law (its items come with it): one `added`
  append   a new item at the end of a section: `added`
  remove   the last item of a section (its sub-items go with it), and the last section of a Law: `removed`
  move     the last section of one Law to the end of another, under that Law's next letter: `renumbered`,
           `moved`
The title page names the new year («Редакция 2027 года»): a text without metadata gives its edition.
The expected changes are in the order `lawref diff` lists them: the new edition's order, a removed clause
where it stood.
"""

from __future__ import annotations

import copy
import random

from .law_book import SECTION_LETTERS
from .model import Book, Clause
from .text import data

NEW_EDITION = 2027
# The TXT layouts both editions are rendered in: plain, a border, page numbers, CP1251 with CRLF.
TXT_VARIANTS = ("law.txt", "law_border.txt", "law_pages_dash.txt", "law_cp1251.txt")


def _is_law_item(book: Book, clause: Clause) -> bool:
    return clause.kind == "item" and book[clause.parent].kind == "section"


class Reviser:
    def __init__(self, book: Book, seed: int):
        self.rng = random.Random(f"revise-{seed}")
        self.words = data("revision")
        self.sentences = list(self.words["sentence"])
        self.rng.shuffle(self.sentences)
        self.clauses = copy.deepcopy(book.clauses)
        self.by_id = {c.id: c for c in self.clauses}
        self.used_laws: set[str] = set()
        self.changes: list[tuple[str, dict]] = []  # (where it is listed: a new id, or "old:ID"), change
        self.book = book

    # -- what may be edited -----------------------------------------------------------------------------
    def laws(self) -> list[Clause]:
        """Laws with sections and no footnote, not yet edited."""
        out = []
        for law in (c for c in self.clauses if c.kind == "law"):
            kinds = [self.by_id[k].kind for k in law.children]
            if law.id not in self.used_laws and "section" in kinds and "footnote" not in kinds:
                out.append(law)
        return out

    def take_law(self, want) -> Clause:
        for law in self.rng.sample(self.laws(), len(self.laws())):
            if want(law):
                self.used_laws.add(law.id)
                return law
        raise ValueError("no Law fits this edit")

    def sections(self, law: Clause) -> list[Clause]:
        return [self.by_id[k] for k in law.children if self.by_id[k].kind == "section"]

    def items(self, section: Clause) -> list[Clause]:
        return [self.by_id[k] for k in section.children if self.by_id[k].kind == "item"]

    def sentence(self) -> str:
        return self.sentences.pop()

    # -- tree surgery -----------------------------------------------------------------------------------
    def subtree(self, clause: Clause) -> list[Clause]:
        out = [clause]
        for child in clause.children:
            out += self.subtree(self.by_id[child])
        return out

    def rename(self, clause: Clause, new_id: str, label: str, parent: str, law: str) -> None:
        """Give a clause (and everything under it) a new id: ids under it keep their tail after its id."""
        old_id = clause.id
        for c in self.subtree(clause):
            del self.by_id[c.id]
            c.id = new_id + c.id[len(old_id):]
            c.law = law
            if c is not clause:
                c.parent = new_id + c.parent[len(old_id):]
                c.children = [new_id + k[len(old_id):] for k in c.children]
            else:
                c.children = [new_id + k[len(old_id):] for k in c.children]
            self.by_id[c.id] = c
        clause.parent, clause.label = parent, label

    def insert_after(self, anchor: Clause | None, parent: Clause, clauses: list[Clause], index: int) -> None:
        """Put `clauses` (a subtree in document order) into the document after `anchor`'s subtree."""
        last = self.subtree(anchor)[-1] if anchor is not None else parent
        at = self.clauses.index(last) + 1
        self.clauses[at:at] = clauses
        for c in clauses:
            self.by_id[c.id] = c
        parent.children.insert(index, clauses[0].id)

    def detach(self, clause: Clause) -> list[Clause]:
        tree = self.subtree(clause)
        for c in tree:
            self.clauses.remove(c)
        self.by_id[clause.parent].children.remove(clause.id)
        return tree

    def note(self, old: str | None, new: str | None, kind: str, **extra) -> None:
        where = new if new is not None else f"old:{old}"
        self.changes.append((where, {"old": old, "new": new, "kind": kind, **extra}))

    def reword(self, clause: Clause) -> None:
        """Replace one word of the text and add a phrase before its last sentence ends."""
        text = clause.paragraphs[0]
        words = text.split(" ")
        long = [i for i, w in enumerate(words) if len(w) >= 6 and w.isalpha()]
        i = self.rng.choice(long) if long else 0
        words[i] = self.rng.choice(self.words["replacement"])
        text = " ".join(words)
        phrase = self.rng.choice(self.words["phrase"])
        end = len(text.rstrip(".;:")) if text[-1:] in ".;:" else len(text)
        clause.paragraphs[0] = text[:end] + " " + phrase + text[end:]

    # -- the edits --------------------------------------------------------------------------------------
    def insert(self) -> None:
        def fits(law):
            return any(len(self.items(s)) >= 3 and any(i.children for i in self.items(s)[1:])
                       for s in self.sections(law))
        law = self.take_law(fits)
        section = next(s for s in self.sections(law)
                       if len(self.items(s)) >= 3 and any(i.children for i in self.items(s)[1:]))
        items = self.items(section)
        at = 1  # the new item becomes the second
        punct = items[0].label[-1]
        moved = items[at:]
        old_ids = {}
        for item in reversed(moved):  # from the last, so no id is taken twice
            n = int(item.id[len(section.id):]) + 1
            old_ids[f"{section.id}{n}"] = item.id
            self.rename(item, f"{section.id}{n}", f"{n}{punct}", section.id, law.id)
        new = Clause(f"{section.id}{at + 1}", "item", section.id, law.id, f"{at + 1}{punct}", "", [self.sentence()])
        self.insert_after(items[at - 1], section, [new], at)
        self.note(None, new.id, "added")
        plain = next((i for i in moved if not i.children), None)
        for item in moved:
            if item is plain:  # moved and reworded
                self.reword(item)
            self.note(old_ids[item.id], item.id, "renumbered", text_changed=item is plain)
        parent = next(i for i in moved if i.children)
        sub = self.by_id[parent.children[0]]
        if not sub.children:  # a sub-item moved with its item, reworded: a change of its words only
            self.reword(sub)
            self.note(old_ids[parent.id] + sub.id[len(parent.id):], sub.id, "changed")

    def reword_item(self) -> None:
        law = self.take_law(lambda law: any(not i.children and i.paragraphs for s in self.sections(law)
                                            for i in self.items(s)))
        item = next(i for s in self.sections(law) for i in self.items(s) if not i.children and i.paragraphs)
        self.reword(item)
        self.note(item.id, item.id, "changed")

    def add_section(self) -> None:
        law = self.take_law(lambda law: len(self.sections(law)) < len(SECTION_LETTERS) - 1)
        sections = self.sections(law)
        letter = SECTION_LETTERS[len(sections)]
        section = Clause(f"{law.id}{letter}", "section", law.id, law.id, f"{letter}.",
                         self.rng.choice(self.words["section_title"]), [self.sentence()])
        punct = (self.items(sections[0])[:1] or [Clause("", "", None, "", "1.", "")])[0].label[-1]
        kids = [Clause(f"{section.id}{n}", "item", section.id, law.id, f"{n}{punct}", "", [self.sentence()])
                for n in (1, 2)]
        section.children = []
        self.insert_after(sections[-1], law, [section, *kids], law.children.index(sections[-1].id) + 1)
        section.children = [k.id for k in kids]
        self.note(None, section.id, "added")

    def append_item(self) -> None:
        law = self.take_law(lambda law: any(self.items(s) for s in self.sections(law)))
        section = next(s for s in self.sections(law) if self.items(s))
        items = self.items(section)
        n = len(items) + 1
        item = Clause(f"{section.id}{n}", "item", section.id, law.id, f"{n}{items[-1].label[-1]}", "",
                      [self.sentence()])
        self.insert_after(items[-1], section, [item], section.children.index(items[-1].id) + 1)
        self.note(None, item.id, "added")

    def remove_item(self) -> None:
        law = self.take_law(lambda law: any(len(self.items(s)) >= 2 and self.items(s)[-1].children
                                            for s in self.sections(law))
                            or any(len(self.items(s)) >= 2 for s in self.sections(law)))
        section = max((s for s in self.sections(law) if len(self.items(s)) >= 2),
                      key=lambda s: bool(self.items(s)[-1].children))
        last = self.items(section)[-1]
        self.detach(last)
        self.note(last.id, None, "removed")

    def remove_section(self) -> None:
        law = self.take_law(lambda law: len(self.sections(law)) >= 2)
        last = self.sections(law)[-1]
        self.detach(last)
        self.note(last.id, None, "removed")

    def move_section(self) -> None:
        source = self.take_law(lambda law: len(self.sections(law)) >= 2)
        target = self.take_law(lambda law: len(self.sections(law)) < len(SECTION_LETTERS) - 1
                               and int(law.id) > int(source.id))
        moving = self.sections(source)[-1]
        old_id = moving.id
        tree = self.detach(moving)
        letter = SECTION_LETTERS[len(self.sections(target))]
        self.rename(moving, f"{target.id}{letter}", f"{letter}.", target.id, target.id)
        anchor = self.sections(target)[-1]
        self.insert_after(anchor, target, tree, target.children.index(anchor.id) + 1)
        self.note(old_id, moving.id, "renumbered", text_changed=False, moved=True)

    def title_page(self) -> None:
        page = self.by_id["front.title"]
        page.paragraphs = [p.replace("Редакция 2017 года", f"Редакция {NEW_EDITION} года") for p in page.paragraphs]

    def run(self) -> tuple[Book, list[dict]]:
        self.title_page()
        self.insert()
        self.reword_item()
        self.add_section()
        self.append_item()
        self.remove_item()
        self.remove_section()
        self.move_section()
        book = Book(f"{self.book.key}-{NEW_EDITION}", self.book.kind, self.book.running_head, self.clauses, [],
                    furniture=dict(self.book.furniture))
        return book, self.ordered(book)

    def ordered(self, book: Book) -> list[dict]:
        """The changes in the new edition's order; a removed clause after the clause that stood before it."""
        compared = [c for c in book.clauses if c.kind not in ("front", "chapter")]
        order = {c.id: n for n, c in enumerate(compared)}
        old_order = [c for c in self.book.clauses if c.kind not in ("front", "chapter")]
        old_to_new = {}
        renamed = {c["old"]: c["new"] for _, c in self.changes if c["old"] and c["new"]}
        for c in old_order:
            # the old clause's counterpart: renamed, under a renamed parent, or the same id
            new_id = renamed.get(c.id)
            if new_id is None:
                parent = next((o for o in renamed if c.id.startswith(o) and c.id != o
                               and self.book.get(o) is not None
                               and c.id in {d.id for d in self.book.descendants(o)}), None)
                new_id = renamed[parent] + c.id[len(parent):] if parent else c.id
            if new_id in order:
                old_to_new[c.id] = new_id
        keyed = []
        for where, change in self.changes:
            if not where.startswith("old:"):
                keyed.append((order[where], change))
                continue
            place = -0.5
            for c in old_order:
                if c.id == change["old"]:
                    break
                if c.id in old_to_new:
                    place = order[old_to_new[c.id]]
            keyed.append((place + 0.5, change))
        return [c for _, c in sorted(keyed, key=lambda k: k[0])]


def revise(book: Book, seed: int = 1) -> tuple[Book, list[dict]]:
    """The book's next edition and its changes ({"old", "new", "kind"}, with "text_changed" for a renumbered
    clause and "moved" for one moved to another Law)."""
    return Reviser(book, seed).run()


def edition_renderings(book: Book, formats=("txt", "html", "docx", "pdf")):
    """(name, relative path, bytes) of one edition of a law book in every format: TXT (UTF-8 and CP1251 with
    page furniture), a web site of chapter pages, one HTML page, DOCX, PDF. A site is several files under one
    name."""
    from .render_docx import render_docx
    from .render_html import render_law_site, render_page
    from .render_pdf import render_pdf
    from .render_txt import VARIANTS, render_txt

    if "txt" in formats:
        for variant in VARIANTS:
            if variant.name in TXT_VARIANTS:
                yield variant.name, variant.name, render_txt(book, variant, 1).data()
    if "html" in formats:
        for page, text in render_law_site(book).pages.items():
            yield "law_site", f"law_site/{page}", text.encode("utf-8")
        yield "law_book.html", "law_book.html", render_page(book, "law_book.html").pages["law_book.html"].encode()
    if "docx" in formats:
        yield "law.docx", "law.docx", render_docx(book).data
    if "pdf" in formats:
        yield "law.pdf", "law.pdf", render_pdf(book)


def taken_renderings(folder, book: Book, formats=("txt", "html", "docx", "pdf")):
    """edition_renderings of `book`, taken from a folder of write_books' renderings of the same seed
    (tests/bookgen/output.py), which renders the law book alike, byte for byte: the generated books' renderings
    already made for the run (conftest.rendered_books) instead of rendering the book again (its PDF is ~7 s of
    CPU). Its law.txt is rendered here and must be the folder's, so a folder of another book is refused."""
    from pathlib import Path

    from .render_txt import VARIANTS, render_txt

    folder = Path(folder)
    variant = next(v for v in VARIANTS if v.name == "law.txt")
    if render_txt(book, variant, 1).data() != (folder / "law.txt").read_bytes():
        raise ValueError(f"{folder} holds the renderings of another book")
    names = {"txt": TXT_VARIANTS, "html": ("law_site", "law_book.html"), "docx": ("law.docx",), "pdf": ("law.pdf",)}
    for name in (name for fmt in ("txt", "html", "docx", "pdf") if fmt in formats for name in names[fmt]):
        if (folder / name).is_dir():
            for file in sorted(f for f in (folder / name).rglob("*") if f.is_file()):
                yield name, f"{name}/{file.relative_to(folder / name).as_posix()}", file.read_bytes()
        else:
            yield name, name, (folder / name).read_bytes()


def write_editions(outdir, formats=("txt", "html", "docx", "pdf"), seed: int = 1,
                   rendered=None) -> tuple[Book, Book, list[dict]]:
    """Both editions of seed's law book in every format, `outdir/<rendering>/<year>/…` (no metadata: each
    edition is read from its title page), and `outdir/expected_changes.json`; returns (old, new, changes).
    `rendered`: a folder of write_books' renderings of the seed, from which the old edition is taken
    (taken_renderings)."""
    import json
    from pathlib import Path

    from .books import make_books
    from .output import write_atomic

    old = make_books(seed).law
    new, expected = revise(old, seed)
    for year, book in ((2017, old), (NEW_EDITION, new)):
        made = taken_renderings(rendered, book, formats) if rendered is not None and book is old \
            else edition_renderings(book, formats)
        for name, path, payload in made:
            rest = path[len(name):].lstrip("/") or name
            write_atomic(Path(outdir) / name / str(year) / rest, payload)
    record = {"from": "2017", "to": str(NEW_EDITION), "changes": expected}
    write_atomic(Path(outdir) / "expected_changes.json",
                 (json.dumps(record, ensure_ascii=False, indent=1) + "\n").encode("utf-8"))
    return old, new, expected
