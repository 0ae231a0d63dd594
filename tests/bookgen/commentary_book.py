"""Build a whole commentary on a generated law book: title block with the EBL copyright request, a
translator's note, a preface, commentary on the Definitions, then `Правило N. TITLE` for Laws 1-93 with
numbered paragraphs, items (roman, letters, romans under a letter, a paragraph that opens with an item at
once), examples with an auction line, notes, emphasised words, and references to Laws, definitions and its
own paragraphs.

Its references to Laws and definitions point into the law book of the same seed (`Ref.in_book` False);
references to its own paragraphs are in the book.
"""

from __future__ import annotations

import random
import re

from lawref.ids import slug

from .model import COMMENTARY, Book, Builder, Clause, Ref
from .text import PLACEHOLDER, Prose, data, distinct_sentences, print_law_ref, roman

EXAMPLE_LETTERS = "АВС"  # Cyrillic look-alikes, as the seed prints «Пример С»: they read as A, B, C
NOTE_LABEL = "Примечание:"


class CommentaryBuilder(Builder):
    def __init__(self, seed: int, law_book: Book, scale: int):
        super().__init__()
        self.rng = random.Random(f"commentary-{seed}-{scale}")
        self.prose = Prose(self.rng)
        self.law_book, self.scale = law_book, scale
        self.law_targets = [c.id for c in law_book.clauses if c.look.get("referable")]
        self.law_titles = {c.law: c.look["title"] for c in law_book.clauses if c.kind == "law"}

    def build(self) -> Book:
        front = data("front")["commentary"]
        self.add(Clause("cfront.title", "front", None, "", "", "", list(front["title_page"])))
        sections = []
        for section in front["section"]:
            clause = self.add(Clause(f"cfront.{slug(section['heading'])}", "front", None, "", "", section["heading"]))
            sections.append((clause, [" ".join(p) for p in section["paragraphs"]]))
        self.definitions(front)
        for number in range(1, 94):
            self.law(number)
        self.paragraph_ids = [c.id for c in self.clauses if c.kind == "paragraph" and c.law]
        for clause, paragraphs in sections:
            clause.paragraphs = [self.resolve(clause, p) for p in paragraphs]
        for clause, what in self.fill_later:
            self.write(clause, what)
        return Book("commentary", COMMENTARY, front["running_head"], self.clauses, self.refs,
                    furniture={"copyright": front["title_page"][-1]})

    def definitions(self, front: dict) -> None:
        self.add(Clause("cdef", "commentary", None, "", "", front["definitions_heading"],
                        [" ".join(p) for p in front["definitions_lead"]]))
        terms = [c for c in self.law_book.clauses if c.kind == "definition"]
        forms = ["quote", "dash", "colon"] + self.rng.choices(("quote", "dash", "colon"), weights=(60, 25, 15), k=9)
        self.rng.shuffle(forms)  # each of «Взятка». / Взятка - / Взятка: at least once
        for term, form in zip(sorted(self.rng.sample(terms, len(forms)), key=terms.index), forms):
            clause = self.add(Clause(f"c{term.id}", "paragraph", "cdef", "", "", term.title), "cdef")
            clause.look["form"] = form

    def law(self, number: int) -> None:
        law = str(number)
        container = self.add(Clause(f"c{law}", "commentary", None, law, f"Правило {law}.",
                                    self.law_titles[law].upper()))
        count = min(self.rng.choices((1, 2, 3, 4, 5), weights=(12, 28, 30, 18, 12))[0] * self.scale, 99)
        examples = 0
        for m in range(1, count + 1):
            paragraph = self.add(Clause(f"{law}.{m}", "paragraph", container.id, law, f"{law}.{m}.", ""))
            roll = self.rng.random()
            if roll < 0.08:
                paragraph.look["opens_with_item"] = True  # "27.3.(a) ..." : the paragraph has no text
                self.letters(paragraph, self.rng.randint(2, 3), romans_under=1)
            else:
                self.fill_later.append((paragraph, "paragraph"))
                if roll < 0.23:
                    self.romans(paragraph, paragraph.id, self.rng.randint(2, 4))
                elif roll < 0.30:
                    self.letters(paragraph, self.rng.randint(2, 3),
                                 romans_under=self.rng.randrange(3) if self.rng.random() < 0.4 else None)
            after = paragraph.id  # what a note follows: the paragraph, or the example set after it (16.ex1.note1)
            if examples < len(EXAMPLE_LETTERS) and self.rng.random() < 0.1:
                letter = EXAMPLE_LETTERS[examples]
                after = f"{law}.ex{'ABC'[examples]}"
                self.add(Clause(after, "example", paragraph.id, law, f"Пример {letter}", self.prose.auction()),
                         "example")
                examples += 1
            if self.rng.random() < 0.08:
                note = self.add(Clause(f"{after}.note1", "note", container.id, law, NOTE_LABEL, ""), "note")
                note.look["label_emphasis"] = self.rng.random() < 0.6

    def romans(self, parent: Clause, prefix: str, count: int) -> None:
        for n in range(1, count + 1):
            self.add(Clause(f"{prefix}({roman(n)})", "commentary-item", parent.id, parent.law, f"({roman(n)})", ""),
                     "item-last" if n == count else "item")

    def letters(self, paragraph: Clause, count: int, romans_under: int | None) -> None:
        for index in range(count):
            letter = "abc"[index]
            item = self.add(Clause(f"{paragraph.id}({letter})", "commentary-item", paragraph.id, paragraph.law,
                                   f"({letter})", ""))
            if index == romans_under:
                self.fill_later.append((item, "item-lead"))
                self.romans(item, item.id, self.rng.randint(2, 3))
            else:
                self.fill_later.append((item, "item-last" if index == count - 1 else "item"))

    # -- texts ------------------------------------------------------------------------------------------
    def write(self, clause: Clause, what: str) -> None:
        if what in ("paragraph", "cdef"):
            clause.paragraphs = [distinct_sentences(self.rng.randint(1, 3), lambda: self.sentence(clause), self.refs)]
            if self.rng.random() < 0.08:
                clause.paragraphs.append(distinct_sentences(self.rng.randint(1, 2), lambda: self.sentence(clause),
                                                            self.refs))
        elif what in ("item", "item-last", "item-lead"):
            text = self.prose.sentence("comm_item")
            text = text[0].lower() + text[1:]
            clause.paragraphs = [{"item": text, "item-last": text[:-1] + ".",
                                  "item-lead": text[:-1] + ", а именно:"}[what]]
        elif what == "example":
            clause.paragraphs = [distinct_sentences(self.rng.randint(2, 3), lambda: self.prose.sentence("example"), [])]
        elif what == "note":
            template = self.prose.pick("notes")
            target = self.rng.choice([str(self.rng.randint(1, 93)), self.rng.choice(self.law_targets)])
            clause.paragraphs = [self.prose.fill(template, refs=[self.law_ref(clause, target)])]
        else:
            raise ValueError(what)
        if clause.kind in ("paragraph", "commentary-item") and self.rng.random() < 0.12:
            self.emphasise(clause)

    def sentence(self, clause: Clause) -> str:
        roll = self.rng.random()
        if roll < 0.14:
            template = self.prose.pick("comm_ref")
            count = len(re.findall(r"\{R\d\}", template))
            targets = self.law_targets_for(count)
            return self.prose.fill(template, refs=[self.law_ref(clause, t) for t in targets])
        if roll < 0.16:
            laws = self.rng.sample([n for n, t in self.law_titles.items() if re.fullmatch(r"[\w ]+", t)], 3)
            glosses = [self.law_titles[n][0].lower() + self.law_titles[n][1:] for n in laws]
            return self.prose.sentence("comm_gloss", refs=[self.law_ref(clause, n) for n in laws], glosses=glosses)
        if roll < 0.24 and clause.law:
            position = self.paragraph_ids.index(clause.id) if clause.id in self.paragraph_ids else None
            before = self.paragraph_ids[:position] if position is not None else []
            after = self.paragraph_ids[position + 1:] if position is not None else []
            ahead = after and self.rng.random() < 0.15
            pool, where = (after, "comm_para_ahead") if ahead else (before, "comm_para_back")
            if pool:
                target = self.rng.choice(pool[-12:] if where == "comm_para_back" else pool[:12])
                self.refs.append(Ref(clause.id, target, "paragraph", target, True))
                return self.prose.sentence(where, para=target)
        if roll < 0.26:
            term = self.rng.choice([c for c in self.law_book.clauses if c.kind == "definition"])
            self.refs.append(Ref(clause.id, term.id, "definition", term.title, False))
            return self.prose.sentence("law_def", term=term.title)
        return self.prose.sentence("comm")

    def law_targets_for(self, count: int) -> list[str]:
        if count == 1:
            return [self.rng.choice(self.law_targets) if self.rng.random() < 0.6 else str(self.rng.randint(1, 93))]
        targets = [str(n) for n in self.rng.sample(range(1, 94), count)]
        if self.rng.random() < 0.4:
            sections = [t for t in self.law_targets if re.fullmatch(r"\d+[A-Z]", t)]
            targets[self.rng.randrange(count)] = self.rng.choice(sections)
        return targets

    def law_ref(self, clause: Clause, target: str) -> str:
        printed = print_law_ref(target, self.rng, cyrillic_share=0.5)
        self.refs.append(Ref(clause.id, target, "law", printed, False))
        return printed

    def emphasise(self, clause: Clause) -> None:
        """Mark a short run of words (the typist overstruck them; the TXT prints them again on a line of
        their own): «не» when the paragraph has it, else two or three plain words."""
        text = clause.paragraphs[0]
        words = [(m.start(), m.end()) for m in re.finditer(r"\S+", text)]
        plain = [i for i, (s, e) in enumerate(words) if re.fullmatch(r"[а-яё]+", text[s:e])]
        if len(words) < 8:
            return
        # Runs that occur once in the paragraph: cleanup matches a remnant against the words of its line.
        def once(first: int, last: int) -> bool:
            return text.count(text[words[first][0]:words[last][1]]) == 1

        negations = [i for i in plain if text[words[i][0]:words[i][1]] == "не" and i > 0 and once(i, i)]
        runs = [i for i in plain if i > 0 and i + 1 in plain and once(i, i + 1)]
        if negations:
            first = last = self.rng.choice(negations)
        elif runs:
            first = self.rng.choice(runs)
            last = first + 1
        else:
            return
        clause.look["emphasis"] = [(0, words[first][0], words[last][1])]

    def resolve(self, clause: Clause, text: str) -> str:
        """Front matter text: `{P3}`/`{L3}` name a paragraph that is the third of its Law; `[[p:27.3]]` and
        `[[27]]` are references (printed without the brackets)."""
        third = self.rng.choice([p for p in self.paragraph_ids if p.endswith(".3")])
        text = text.replace("{P3}", third).replace("{L3}", third.split(".")[0])

        def one(m: re.Match) -> str:
            target = m[1]
            if target.startswith("p:"):
                self.refs.append(Ref(clause.id, target[2:], "paragraph", target[2:], True))
                return target[2:]
            return self.law_ref(clause, target)
        return PLACEHOLDER.sub(one, text)


def make_commentary_book(seed: int = 1, law_book: Book | None = None, scale: int = 1) -> Book:
    """A whole commentary whose references point into `law_book` (by default the law book of the seed)."""
    from .law_book import make_law_book

    return CommentaryBuilder(seed, law_book or make_law_book(seed, scale=scale), scale).build()
