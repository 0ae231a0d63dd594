"""Build a whole law book: title page, front sections, Definitions, 8 chapters with parts, all 93 Laws with
sections, items, sub-items (Latin, bare and Cyrillic-alphabet lists), deeper items, footnotes and references.

Two passes: the first lays out every clause (so every id exists), the second writes the texts and the
references, which may point anywhere in the book. The style ("main", "mixed", "dash") changes only how
headings are printed, never a random choice, so the three styles of a seed hold the same words.
"""

from __future__ import annotations

import random
import re

from lawref.ids import slug

from .model import LAW, Book, Builder, Clause, Ref
from .text import (
    CYRILLIC_ALPHABET,
    CYRILLIC_SECTION,
    CYRILLIC_SUBITEM,
    PLACEHOLDER,
    Prose,
    capitalise,
    data,
    distinct_sentences,
    print_law_ref,
    roman,
)

STYLES = ("main", "mixed", "dash")
SECTION_LETTERS = "ABCDEFGH"
SUB_LETTERS = "abcdef"  # sub-item lists stop before (h)/(i), where letters and roman numerals collide


def heading_parts(kind: str, number: int, title: str, style: str) -> tuple[str, str]:
    """(label, title) as a style prints a chapter, part or Law heading."""
    if kind == "law":
        return {"main": (f"ПРАВИЛО {number}.", title.upper()), "mixed": (f"Правило {number}.", title),
                "dash": (f"Правило {number} -", title)}[style]
    if kind == "chapter":
        return {"main": (f"Глава {roman(number).upper()}.", title),
                "mixed": (f"ГЛАВА {roman(number).upper()}.", title.upper()),
                "dash": (f"Глава {number} -", title)}[style]
    return f"Часть {roman(number).upper()}.", title


class LawBookBuilder(Builder):
    def __init__(self, seed: int, style: str, scale: int):
        super().__init__()
        if style not in STYLES:
            raise ValueError(f"unknown style {style!r} (one of {', '.join(STYLES)})")
        self.rng = random.Random(f"law-{seed}-{scale}")
        self.prose = Prose(self.rng)
        self.style, self.scale = style, scale
        self.ref_targets: list[str] = []  # sections, items and Latin sub-items of Laws with sections
        self.footnote_sentences: dict[str, str] = {}  # clause id -> the sentence carrying a footnote marker

    def referable(self, clause: Clause) -> None:
        """Other clauses may cite it (not items of Laws without sections: "Правило 91" would be Law 91; not
        Cyrillic-alphabet sub-items: "(в)" would read as a look-alike of b)."""
        clause.look["referable"] = True
        self.ref_targets.append(clause.id)

    # -- first pass: every clause -----------------------------------------------------------------------
    def build(self) -> Book:
        front = data("front")["law"]
        self.add(Clause("front.title", "front", None, "", "", "", list(front["title_page"])))
        for section in front["section"]:
            clause = self.add(Clause(f"front.{slug(section['heading'])}", "front", None, "", "", section["heading"]))
            clause.look["source"] = [" ".join(p) for p in section["paragraphs"]]
            self.fill_later.append((clause, "data"))
        self.definitions()
        skeleton = data("laws")
        for number, chapter in enumerate(skeleton["chapter"], 1):
            label, title = heading_parts("chapter", number, chapter["title"], self.style)
            ch = self.add(Clause(f"ch{number}", "chapter", None, "", label, title))
            parts = chapter.get("parts") or [{"laws": chapter["laws"]}]
            for part_number, part in enumerate(parts, 1):
                parent = ch.id
                if "title" in part:
                    label, title = heading_parts("part", part_number, part["title"], self.style)
                    parent = self.add(Clause(f"ch{number}.p{part_number}", "chapter", ch.id, "", label, title)).id
                for law in range(part["laws"][0], part["laws"][1] + 1):
                    self.law(law, skeleton["titles"][str(law)], parent)
        self.place_footnotes()
        for clause, what in self.fill_later:
            self.write(clause, what)
        return Book("law" if self.style == "main" else f"law-{self.style}", LAW, front["running_head"],
                    self.clauses, self.refs, furniture={"contents_heading": front["contents_heading"]})

    def definitions(self) -> None:
        terms = data("terms")
        self.add(Clause("def", "definitions", None, "", "", "ОПРЕДЕЛЕНИЯ", [terms["lead_in"]]))
        self.terms = [t["term"] for t in terms["term"]]
        for entry in terms["term"]:
            clause = self.add(Clause(f"def.{slug(entry['term'])}", "definition", "def", "", "", entry["term"]))
            clause.look["dash"] = self.rng.choice("––––-—")
            clause.label = f" {clause.look['dash']} "  # the separator as printed: lawref keeps it as the label
            clause.look["source"] = [entry["text"]]
            self.fill_later.append((clause, "data"))

    def law(self, number: int, title: str, parent: str) -> None:
        law = str(number)
        label, printed = heading_parts("law", number, title, self.style)
        head = self.add(Clause(law, "law", parent, law, label, printed))
        head.look["title"] = title  # the title in the edition's own case, for running heads and contents
        shape = self.rng.choices(("text", "flat", "sections"), weights=(8, 15, 77))[0]
        items_style = "1)" if self.rng.random() < 0.12 else "1."
        subs_style = self.rng.choices(("(a)", "a)", "а)", "(а)"), weights=(68, 10, 14, 8))[0]
        if shape == "text":
            self.fill_later.append((head, "law-text-2"))
            return
        if self.rng.random() < 0.25 or shape == "flat":
            self.fill_later.append((head, "law-text"))
        if shape == "flat":
            self.items(head, f"{law}-", self.rng.randint(2, 5), items_style, subs_style, referable=False)
            return
        titles = self.rng.sample(self.prose.pools["section_titles"], 8)
        for index in range(self.rng.choices((1, 2, 3, 4, 5, 6), weights=(6, 25, 30, 22, 12, 5))[0]):
            letter = SECTION_LETTERS[index]
            printed = CYRILLIC_SECTION[letter] if letter in CYRILLIC_SECTION and self.rng.random() < 0.1 else letter
            section = self.add(Clause(f"{law}{letter}", "section", law, law, f"{printed}.", titles[index]))
            self.referable(section)
            count = self.rng.choices((0, 1, 2, 3, 4, 5), weights=(15, 10, 25, 25, 15, 10))[0]
            count = min(count * self.scale, 60)
            self.fill_later.append((section, "lead" if count else "lead-only"))
            if count:
                self.items(section, section.id, count, items_style, subs_style, referable=True)

    def items(self, parent: Clause, prefix: str, count: int, items_style: str, subs_style: str,
              referable: bool) -> None:
        for n in range(1, count + 1):
            label = f"{n}{items_style[-1]}"
            item = self.add(Clause(f"{prefix}{n}", "item", parent.id, parent.law, label, ""))
            if referable:
                self.referable(item)
            if self.rng.random() < 0.25:
                self.fill_later.append((item, "item-lead"))
                self.subitems(item, self.rng.randint(2, 4), subs_style, referable)
            else:
                self.fill_later.append((item, "item"))

    def subitems(self, item: Clause, count: int, subs_style: str, referable: bool) -> None:
        cyrillic = subs_style in ("а)", "(а)")
        lookalike = None if cyrillic or self.rng.random() > 0.2 else self.rng.choice(
            [i for i, letter in enumerate(SUB_LETTERS[:count]) if letter in CYRILLIC_SUBITEM])
        for index in range(count):
            letter = SUB_LETTERS[index]
            printed = CYRILLIC_ALPHABET[index] if cyrillic else letter
            if index == lookalike:
                printed = CYRILLIC_SUBITEM[letter]  # "(е)" typed in an (a)...(e) list
            label = f"({printed})" if subs_style.startswith("(") else f"{printed})"
            last = index == count - 1
            sub = self.add(Clause(f"{item.id}({letter})", "subitem", item.id, item.law, label, ""))
            if referable and not cyrillic:
                self.referable(sub)
            if self.rng.random() < 0.18:
                self.fill_later.append((sub, "sub-lead"))
                deep_count = self.rng.randint(2, 3)
                for d in range(1, deep_count + 1):
                    deep = self.add(Clause(f"{sub.id}({roman(d)})", "subsubitem", sub.id, sub.law, f"({roman(d)})", ""))
                    self.fill_later.append((deep, "deep-last" if d == deep_count and last else "deep"))
            else:
                self.fill_later.append((sub, "sub-last" if last else "sub"))

    def place_footnotes(self) -> None:
        """Footnotes in a few Laws: a sentence with `<*>` in a section's lead-in or item, and the note after
        that section (after a dash rule when printed), as the Law 70 seed has it."""
        notes = list(data("prose")["footnote"])
        self.rng.shuffle(notes)
        laws = [c for c in self.clauses if c.kind == "law" and any(self.by_id[k].kind == "section" for k in c.children)]
        for law in self.rng.sample(laws, min(len(notes) + 1, len(laws))):
            sections = [self.by_id[k] for k in law.children if self.by_id[k].kind == "section"]
            count = 2 if len(sections) > 1 and self.rng.random() < 0.3 else 1
            for n, section in enumerate(sorted(self.rng.sample(sections, count), key=lambda s: s.id), 1):
                if not notes:
                    return
                note = notes.pop()
                marker = "<" + "*" * n + ">"
                hosts = [section] + [self.by_id[k] for k in section.children if not self.by_id[k].children]
                host = self.rng.choice(hosts)
                self.footnote_sentences[host.id] = note["sentence"].replace("{M}", marker)
                footnote = Clause(f"{law.id}.fn{n}", "footnote", law.id, law.id, marker, "")
                footnote.look["source"] = [note["note"]]
                last = section
                while last.children:
                    last = self.by_id[last.children[-1]]
                self.clauses.insert(self.clauses.index(last) + 1, footnote)
                self.by_id[footnote.id] = footnote
                law.children.insert(law.children.index(section.id) + 1, footnote.id)
                self.fill_later.append((footnote, "data"))

    # -- second pass: texts and references ----------------------------------------------------------------
    def write(self, clause: Clause, what: str) -> None:
        if what == "data":
            clause.paragraphs = [self.resolve(clause, p) for p in clause.look.pop("source")]
            return
        sentences = {"law-text": 2, "law-text-2": 3, "lead": 1, "lead-only": 2, "item": 2, "item-lead": 1}
        if what in sentences:
            text = distinct_sentences(self.rng.randint(1, sentences[what]), lambda: self.law_sentence(clause),
                                      self.refs)
            if clause.id in self.footnote_sentences:
                text += " " + self.footnote_sentences[clause.id]
            if what == "item-lead":
                text += " " + capitalise(self.prose.pick("out")) + ", если:"
            clause.paragraphs = [text]
            if what == "law-text-2" or (what != "item-lead" and self.rng.random() < 0.12):
                clause.paragraphs.append(distinct_sentences(self.rng.randint(1, 2), lambda: self.law_sentence(clause),
                                                            self.refs))
            return
        if what in ("sub", "sub-last", "sub-lead"):
            a = self.prose.fill("{A} {act} {when}")
            text = a[0].lower() + a[1:]
            clause.paragraphs = [text + {"sub": ";", "sub-last": ".", "sub-lead": ", и при этом:"}[what]]
            return
        if what in ("deep", "deep-last"):
            clause.paragraphs = [self.prose.pick("out") + (";" if what == "deep" else ".")]
            return
        raise ValueError(what)

    def law_sentence(self, clause: Clause) -> str:
        roll = self.rng.random()
        if roll < 0.16:
            template = self.prose.pick("law_ref")
            count = len(re.findall(r"\{R\d\}", template))
            targets = self.pick_targets(count)
            printed = [self.ref(clause, target) for target in targets]
            return self.prose.fill(template, refs=printed)
        if roll < 0.19:
            term = self.rng.choice(self.terms)
            self.refs.append(Ref(clause.id, f"def.{slug(term)}", "definition", term, True))
            return self.prose.sentence("law_def", term=term)
        return self.prose.sentence("law")

    def pick_targets(self, count: int) -> list[str]:
        if count == 1:
            if self.rng.random() < 0.5:
                return [str(self.rng.randint(1, 93))]
            return [self.rng.choice(self.ref_targets)]
        laws = self.rng.sample(range(1, 94), count)
        targets = [str(n) for n in laws]
        if self.rng.random() < 0.4:  # "Правила 26, 23В и 25": a section among plain Laws
            sections = [t for t in self.ref_targets if re.fullmatch(r"\d+[A-Z]", t)]
            targets[self.rng.randrange(count)] = self.rng.choice(sections)
        return targets

    def ref(self, clause: Clause, target: str) -> str:
        printed = print_law_ref(target, self.rng)
        self.refs.append(Ref(clause.id, target, "law", printed, True))
        return printed

    def resolve(self, clause: Clause, text: str) -> str:
        """Data text with `[[80]]` placeholders -> printed text, recording the references."""
        def one(m: re.Match) -> str:
            return self.ref(clause, m[1])
        return PLACEHOLDER.sub(one, text)


def make_law_book(seed: int = 1, style: str = "main", scale: int = 1) -> Book:
    """A whole law book for `seed` (the same seed gives the same book; `style` only changes headings)."""
    return LawBookBuilder(seed, style, scale).build()
