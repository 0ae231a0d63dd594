"""Where a clause sits: its chain of ancestors (Law › section › item) and the lead-ins it completes.

Shared by `lawref show` and the site, so that both name the same places the same way. An item such as 70C2
(«в какой-то мере вероятно, что …») only makes sense after its section's lead-in («Если в одной из рук
оппонентов остается козырь, то Судья должен присудить взятку …, если:»): `lead_ins` gives those texts.
"""

from __future__ import annotations

import re
from collections import Counter

from lawref.messages import Messages
from lawref.model import Clause, Corpus
from lawref.numbering import CYRILLIC_FOR_LATIN

# Containers whose text is not a lead-in of what they hold (a Law has none; a chapter's is its heading).
_NOT_LEAD_IN = frozenset({"law", "commentary", "chapter", "front"})


def chain(corpus: Corpus, clause: Clause) -> list[Clause]:
    """The clause's ancestors from the root down, then the clause itself."""
    out, current, seen = [], clause, set()
    while current is not None and current.id not in seen:
        seen.add(current.id)
        out.append(current)
        current = corpus.get(current.parent) if current.parent else None
    return out[::-1]


def lead_ins(corpus: Corpus, clause: Clause) -> list[Clause]:
    """The ancestors whose own text introduces this clause (nearest last): a section's or an item's lead-in,
    a commentary paragraph's opening words before its items."""
    return [a for a in chain(corpus, clause)[:-1] if a.text and a.kind not in _NOT_LEAD_IN]


_LABEL_WORD = re.compile(r"\s*([^\W\d_]+|§)\s")  # a word, or the paragraph sign of «§ 27.» (kubgu2021)


def law_word(clause: Clause) -> str | None:
    """The word the book heads this Law with, as a name says it: its label's first word capitalised («Статья 27.»
    -> «Статья», «ПРАВИЛО 70.» -> «Правило», «Закон 12» -> «Закон», «§ 27.» -> «§»; a Latin look-alike typed in
    a Cyrillic word read as the Cyrillic letter). None: the label opens with no word («28.»), or the clause is no
    Law's text."""
    m = _LABEL_WORD.match(clause.label + " ") if clause.kind == "law" else None
    if not m:
        return None
    word = m[1]
    if re.search("[а-яёА-ЯЁ]", word):
        word = word.translate(CYRILLIC_FOR_LATIN)
    return word[:1].upper() + word[1:].lower()


def book_law_word(corpus: Corpus) -> str | None:
    """The word most of the book's Law headings open with («Закон» in a book of «Закон 27. …»): how to name a Law
    the book cites but does not hold. None where no heading opens with a word («28.»)."""
    words = Counter(word for clause in corpus if clause.kind == "law" and (word := law_word(clause)))
    return words.most_common(1)[0][0] if words else None


def law_label(corpus: Corpus, law: str, m: Messages | None = None) -> str:
    """A Law of the collection named by number as its books name it: by the word its own heading opens with
    («Статья 27»), else by the word most of the book's headings use (a Law held only in the commentary, or only
    cited: «Закон 44»), else as the messages say («Правило 44»)."""
    m = m or Messages()
    if m.lang == "ru":
        clause = corpus.law_clause(law)
        word = (law_word(clause) if clause is not None else None) or book_law_word(corpus)
        if word:
            return f"{word} {law}"
    return m("law", law=law)


def law_name(clause: Clause, m: Messages | None = None) -> str:
    """A Law named as its book names it: «Статья 27» in a book heading its Laws «Статья 27. …», «Правило 70» in
    one saying «ПРАВИЛО 70.» (and where the heading has no word, or in English, the messages' «Правило 70»)."""
    m = m or Messages()
    word = law_word(clause) if m.lang == "ru" else None
    return f"{word} {clause.law}" if word else m("law", law=clause.law)


def crumb(clause: Clause, m: Messages | None = None) -> str:
    """A short name for one step of the chain: 'Правило 70' (the Law as its book names it, law_name), 'C. Имеется
    оставшийся козырь', '2.'."""
    m = m or Messages()
    if clause.kind == "law":
        return law_name(clause, m)
    if clause.kind == "commentary":
        return m("commentary_on", law=clause.law) if clause.law else (clause.title or m("definitions"))
    if clause.kind in ("chapter", "section"):
        return f"{clause.label} {clause.title}".strip() or clause.id
    if clause.kind == "definitions":
        return clause.title or m("definitions")
    if clause.kind == "front":
        return clause.title or m("title_page")
    if clause.kind == "definition":
        return clause.title or clause.id
    return clause.label or clause.title or clause.id


_JOINING = ".:;,—–-)"  # a stop or a dash after a heading's label joins its title to it on one line, as printed


def title_apart(clause: Clause) -> bool:
    """A heading's title set on a line of its own under a label with no stop after it («ПРАВИЛО 70» over
    «ОСПОРЕННОЕ ЗАЯВЛЕНИЕ ИЛИ ОТДАЧА», «ГЛАВА VII» over «ЭТИКА»): run on after a space, the two read as one phrase
    («ГЛАВА VII ЭТИКА»), so a reader is shown them as two parts. «Глава VII. Этика» is one line, as printed."""
    return bool(clause.title and clause.label.strip() and clause.label.rstrip()[-1] not in _JOINING)


def crumb_parts(clause: Clause, m: Messages | None = None) -> tuple[str, ...]:
    """`crumb` as the heading printed it: a chapter's or section's label and the title set apart under it are two
    parts («ГЛАВА VII», «ЭТИКА»), for the places that can show them apart (the site's menu, its home page's
    headings, the bar after a jump; the booklet's chapter pages); one part otherwise. A line of plain text (`show`,
    a link's preview) keeps `crumb`, the words in order."""
    if clause.kind in ("chapter", "section") and title_apart(clause):
        return clause.label.strip(), clause.title.strip()
    return (crumb(clause, m),)


def crumbs(corpus: Corpus, clause: Clause, m: Messages | None = None) -> list[str]:
    return [crumb(c, m) for c in chain(corpus, clause)]


def reader_name(corpus: Corpus, clause_id: str) -> str:
    """What a reader is shown for a clause in place of an id the project made («27.exC» -> «Пример C к Правилу
    27»); a reader's own id («70C2», «27.7(ii)») is its name. The id itself stays for copy-link and go-to."""
    from lawref.ids import is_reader_id, law_of
    from lawref.numbering import int_to_roman

    clause = corpus.get(clause_id)
    if is_reader_id(clause_id) or clause is None:
        return clause_id
    law = clause.law or law_of(clause_id) or ""
    label = " ".join(clause.label.split()).rstrip(".")
    if clause.kind == "definition":
        return f"{clause.title} (Определения)"
    if clause.id.startswith("cdef"):
        return f"Комментарий к термину «{clause.title}»" if clause.title else "Комментарий к Определениям"
    if clause.kind == "chapter" and re.fullmatch(r"ch\d+", clause.id):
        return f"Глава {int_to_roman(int(clause.id[2:]), upper=True)}"
    if clause.kind in ("front", "chapter", "definitions"):
        return clause.title or label or ("Титульный лист" if clause.id.endswith(".title") else clause_id)
    if clause.kind == "commentary":
        return f"Комментарий к Правилу {law}" if law else (clause.title or clause_id)
    if clause.kind == "footnote":  # numbered in its Law when it has more than one (<1>, <2>: two names, not one)
        if not law:
            return "Сноска"
        clauses = corpus.clauses if hasattr(corpus, "clauses") else list(corpus.values())
        notes = [c.id for c in clauses if c.kind == "footnote" and (c.law or law_of(c.id)) == law]
        return f"Сноска {notes.index(clause.id) + 1} к Правилу {law}" if len(notes) > 1 else f"Сноска к Правилу {law}"
    if clause.kind == "note":
        before = clause.id.rsplit(".note", 1)[0] if ".note" in clause.id else ""
        if before and before in corpus:
            return f"Примечание к {reader_name(corpus, before)}"
        return f"Примечание в комментарии к Правилу {law}"
    if clause.kind == "example":
        return f"{label} к Правилу {law}" if label else f"Пример к Правилу {law}"
    if law:  # the leading fragment of a commentary, «27.0(iv)»: the commentary, and the item as printed
        return f"Комментарий к Правилу {law}" + (f", {label}" if label else "")
    return clause_id

