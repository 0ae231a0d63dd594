"""Cross-references in a clause's plain text: "Правилу 27В1(b)", lists, ranges, glosses, "см. п.23.3. выше".

One small grammar, in the manner of Indigo's provision_refs.peg. `_` is optional whitespace (newlines too),
`__` is required whitespace. The _Parser methods follow the rules one to one.

    law_refs   <- LAW_WORD _ (":" _)? ("№" _)? law_member (law_sep law_member)*
    law_member <- law_part gloss?  /  cont_part gloss?  /  range_end   # cont_part only right after a law_part
    law_part   <- NUMBER SECTION? ITEM? (_ "(" LETTER ")" ("(" ROMAN ")")?)?
    cont_part  <- "(" LETTER ")" ("(" ROMAN ")")?  /  "(" ROMAN ")"   # "32(a), (b) и (f)(ii)": inherits "32"
    range_end  <- DASH SECTION ITEM?         # touching its dash, shaped as the part before it: "64B1–B7", "27A–C"
    gloss      <- _ "(" balanced text that is not a part ")"      # "30 (пас вне очереди)": skipped
    law_sep    <- _ "," _ (CONJ __)?  /  __ CONJ __  /  _ DASH _    # CONJ: и, или, либо; DASH: - – — −
    para_refs  <- PARA_CONTEXT _ para ("."? law_sep para)*        # PARA_CONTEXT: см. (также) / как в / п. / пп.
    para_tail  <- para "." _ ("выше" / "ниже")                    # a paragraph reference with no context word
    para_in    <- "в" __ para !COUNTED ("."? law_sep para)*       # in a commentary: «Сказанное в 13.1 и 13.2»
    bare_ref   <- "(" law_refs                                    # «(24В)»: its first part has a section
    full_ref   <- law_refs                                        # «согласно 40B4»: a section and an item
    source_ref <- "см." _ NUMBER SECTION !(WORD / "(" / [.,] DIGIT)          # «(см. 12C)»: «see» points to a place
               /  SOURCE_WORD __ NUMBER SECTION &([.;] (__ / END))   # «согласно 13A.»: a part closing its sentence
    this_refs  <- PART_WORD __ this_part (law_sep this_part)* __ (THIS_LAW / THIS_SECTION / ABOVE_BELOW)
                                                                  # the current Law's parts
    this_part  <- SECTION ITEM? ("(" LETTER ")" ("(" ROMAN ")")?)?   # PART_WORD: пункт/подпункт/раздел, any case
                                                                  # THIS_LAW: настоящего / этого / данного Правила
                                                                  # THIS_SECTION: «п. 2 настоящего раздела» (items)
                                                                  # ABOVE_BELOW: «(см. п. В2 выше)», «раздел D ниже»
    section_alone <- NUMBER SECTION                               # a commentary's «по 16C»: a Law the book holds,
                                                                  # above 7, a section it shows (BookLaws)
    cited_range   <- CITING __ NUMBER DASH NUMBER                 # a commentary's «по 30-32»: Laws by BookLaws
    para_range    <- para DASH para                               # a commentary's «по 64.1–64.2», one Law it holds
    para       <- NUMBER "." NUMBER ("(" ROMAN ")")?              # not followed by "." DIGIT
    def_refs   <- QUOTED_TERM _ gloss? ","? _ ("см."? _ ("в"/"во")? _ "разделе"? DEFINITIONS)   # -> def.<slug>
               /  ("см." / "в" / "во" / "раздел…") _ DEFINITIONS                           # -> def
                  DEFINITIONS: «Определения», «Определениях», «Определений», «Определениям» (capitalised)

Decisions (each has a row in tests/test_refs.py):
- SECTION is one capital letter touching the number ("29В," is 29B; "31 в" is 31 and the word "в"); Cyrillic
  look-alikes become Latin through lawref.ids. Any other letters touching the number make the reference
  malformed ("27Ж", "31в", "30и").
- A number right after the Правило word that is not a Law (0, > 93) or that is dotted ("Правило 29.2") is
  malformed; a year ("Правила 1987 года") is neither a reference nor malformed. Later list members that are
  not Laws end the list quietly ("Правилу 30, 100 раз" is prose more often than a typo).
- A range of plain Laws ("40–45") implies the Laws between; a range that runs backwards ends the list quietly
  ("Правило 30 - 2 ..." is prose). A range of parts implies the parts between as well: the items of one section
  ("64B1–64B7", "пункты B1–B3" in a commentary on Law 27), the sections of one Law ("27A–27C", «разделов А–Е»).
  Its end may leave out the Law's number, touching its dash ("Правило 64B1–B7", "27A–C"): a section's letter
  alone, and an item's number when the first end has one (spaced, «16A – В этом случае» is prose).
- A dotted number is a paragraph reference only after a context word or when followed by ". выше/ниже", and
  only when its first number is a Law (1–93): "версия 2.0", "29.11.2026" give nothing.
  In a commentary, after «в» too («Сказанное в 13.1 и 13.2», «Выбор в 50.4 делается»: a place in the book),
  unless what follows it is what it counts («в 1.5 раза», «в 2.5 IMP», «в 12.5%»: a noun by pymorphy3, a Latin
  word, a per cent sign), or its second number has a leading zero («в 19.00»: a time).
- "пункт B2 настоящего Правила" names a part of the Law the clause is in (its target that Law's "16B2"), found
  only when scan_refs is told the Law; the Law word alone ("требованиям настоящего Правила") and a part with
  no Law named ("см. раздел D", "(см. A1)") are not references: which Law is meant is the reader's guess.
  In a commentary on a Law, "по пункту D2" / "в пункте B" / "пункт 1 раздела А" (a part word and a section's
  letter, no Law word after it) names that Law's part: the commentary's own paragraphs are numbered «п. 16.2»,
  never by a letter.
- An item alone in brackets, «(п. 1)», names that item of the section named last in its sentence («Правило 14В:
  … ренонс (п. 1)» is 14B1); with no section named before it in the sentence it names nothing. So do items named
  with nothing after them saying whose, a punctuation mark closing them («пункта А; … в пунктах 1–3, …»: 57A1–57A3,
  a range naming those between); «п. 9.1» is a paragraph, and «пункты 1 и 2 заметок к нему» are someone else's.
- A Law's part alone in brackets, «(24В)», «(62C1)», «(47Е2(b))», is a reference, as a reader takes it; a bare
  number in brackets «(31)» is not (a count, a year, a page), nor a one-digit number and a letter «(4С)», «(1Т)»
  (a contract; no Law 1–9 is cited so by its section alone in brackets), nor a letter past H.
- A Law's part named by its full id in running text, «согласно 40B4», «см. 12C1» (the Law's number, a section's
  letter A–H and an item's number touching), is a reference too; a number and a letter alone «4С» (a contract)
  or «24В» outside brackets is not.
- A Law's part by its number and section's letter alone after «см.» or «см. также» («назначается результат (см. 12C).»,
  zavolzh2009) is a reference: «see» points to a place, never a contract; a number after its stop («см. 13А.2»), a
  Law past 93 or a letter past H is none. After «согласно» or «в соответствии с», only closing its sentence («…
  продолжают согласно 13A.», kare2004): nothing after it makes it a contract or a code, and the word before it
  asks for a rule. Going on into more words («согласно 24В и 4С сыгранного») or after another word («сыграли по
  4С.») it is not.
- In a commentary, a Law's number and a section's letter alone anywhere in running text («по 16C», «для применения
  25А», «судья применяет 64C») name that section where the number is above 7 (a contract's level is 1 to 7: «4С»,
  «7Т» stay prose in Latin and Cyrillic letters), the book holds that Law (comments on it) and shows it has that
  section or a later one (sections run A, B, C: a section named anywhere in the book, with or without a Law word).
  What the book shows is read off its clauses as first frozen (book_laws), then the clauses that name such a number
  are read again with it (lawref.corpus.pipeline). A law book names a Law with its Law word: there the rule would
  read only an OCR's broken Law word («Пра-. вила 12С»), and in priozer2000's scan one whose OCR glued a sub-item's
  text into its item, the reference then in the wrong clause; so a law book keeps the Law word's rules.
- In a commentary, a range of numbers after a word that cites («по», «согласно», «в соответствии с», «см.»), «по
  30-32», names Laws where the book says so: it names that range with a Law word elsewhere («Законы 30-32»), or both
  ends are Laws it comments on; its first end above 7 (a contract's levels run 1 to 7: «по 3-4»), never with what
  it counts after it («по 30-32 очка») nor backwards (a score).
- In a commentary, a rising range of its own paragraphs of one Law it comments on, «по 64.1–64.2», names them and
  those between, whatever word stands before it (as «пп. 27.6–27.8» does); not with what it counts after it.
- A sub-item word right after an item, «п. C4, подпункт (b)», names that item's sub-item (45C4(b), the span from
  the item to the sub-item's bracket); after a section («п. C, подпункт (b)») it names nothing more.
- A bare number after "см." ("см. 31") is not a reference: the texts always name "Правило" for Laws.
- A Law named as another edition of the Laws numbered it is no reference to the Laws the text is written for (its
  number meant another rule then): «прежнее Правило 23»; «Правило 27B1(b) редакции 2007 г.», the edition named
  right after it; «В редакции 2007 г. это было Правило 25B2», the last edition its sentence names before it another
  than the text's own (not across a sentence's end, nor out of the brackets it stands in: «(в редакции 2007 г. оно
  было в сноске к Правилу 70)»). The text's own edition named so («Правило 23 появилось в редакции 2017 г.») changes
  nothing, nor does any where the text's edition is not known (priok2022).
- A term is a reference to the Definitions only when the Definitions are named right after it («Взятка» в
  Определениях); its target is `def.` + the term's ASCII slug (lawref.ids.slug), its span the term inside
  the quotes.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from string import ascii_lowercase, ascii_uppercase

from lawref.corpus.headings import law_word_pattern, law_words
from lawref.ids import latin_section, latin_subitem, law_id, normalize_id, slug
from lawref.model import Clause
from lawref.numbering import LAW_COUNT, ROMAN_DIGITS, ROMAN_LOOKALIKES, lookalike

MAX_LAW = LAW_COUNT  # lawref.numbering: 93 Laws since 1987


@dataclass(frozen=True)
class FoundRef:
    """One target: text[start:end] is its exact reference text ("27В1(b)", "30", "29.2")."""

    target: str  # canonical id (lawref.ids): "27B1(b)", "30", "29.2"
    start: int
    end: int
    kind: str  # "law" | "paragraph" | "definition"
    implied: bool = False  # inner member of a range ("40–45" -> 41..44); start/end span the whole range


@dataclass(frozen=True)
class BookLaws:
    """What the whole book shows of the Laws, against which a reader reads a number it names with no Law word: the
    Laws it holds (a law book's Laws, a commentary's chapters), the last section it shows of each (a section named
    anywhere in it, or a Law's own section: sections run A, B, C, so a Law with a section C has A and B), and the
    ranges of Laws it names with a Law word («Законы 30-32»). Made from a first reading of the book (book_laws)."""

    laws: frozenset[str] = frozenset()
    last_section: dict[str, str] = field(default_factory=dict)  # Law -> its last section's Latin letter
    ranges: frozenset[tuple[int, int]] = frozenset()

    def has_section(self, law: str, letter: str) -> bool:
        return law in self.laws and letter <= self.last_section.get(law, "")


@dataclass(frozen=True)
class MalformedRef:
    """Text that is meant as a reference but names no possible target: text == clause_text[start:end]."""

    start: int
    end: int
    text: str
    reason: str  # in English; `key` and `fields` word it by the label `diag_KEY` in any language
    key: str = ""
    fields: tuple[tuple[str, str], ...] = ()


_LETTER = r"[^\W\d_]"
_ROMAN = ROMAN_DIGITS + "".join(ROMAN_LOOKALIKES)  # ivxlc and the Cyrillic і and х that turn up in them
# The Law word, also typed with Latin look-alike letters («Пpавило 49», «Правилo 31»: lawref.numbering.lookalike)
# Every word of data/law_words.toml in any case: «Правилу 12», «см. Закон 16В», «Законами 90 и 91», «статьёй 5»
_LAW_STEM = "(?:" + "|".join(lookalike(row["stem"]) for row in law_words()["law"]) + ")"
_LAW_WORD = re.compile(rf"(?<!{_LETTER}){law_word_pattern()}(?!{_LETTER})\s*(?::\s*)?(?:№\s*)?", re.I)
# the words a commentary names its own sections with, never a Law («Случай 4 в § 31»: data/law_words.toml own_sections)
_OWN_SECTIONS = re.compile("|".join(re.escape(row["stem"]) for row in law_words()["law"] if row.get("own_sections"))
                           or "(?!)")
_PARA_MARK = r"(?:п\.\s*п\.|пп\.|п\.)"
_PARA_CONTEXT = re.compile(
    rf"(?<!{_LETTER})(?:(?:см\.(?:\s*также(?!{_LETTER}))?|как\s+в(?!{_LETTER}))\s*(?:{_PARA_MARK}\s*)?"
    rf"|(?<!{_LETTER}\.){_PARA_MARK}\s*)(?=\d)",
    re.I)  # "(?<!letter.)": "и т.п. 2.5" is "and so on", not a paragraph
# a paragraph, its item by a letter or a roman numeral, a letter item's own numeral: «27.7(iii)», «23.2(a)»,
# «64.1(а)(ii)» (the commentary's item ids, ids.normalize_id: a Cyrillic look-alike letter read as its Latin one)
_PARA_ITEM = rf"(?:\((?:[{_ROMAN}]+|[a-zа-яё])\)(?:\([{_ROMAN}]+\))?)?"
_PARA_TAIL = re.compile(rf"(?<![\d.])(?=\d{{1,3}}\.\d{{1,3}}{_PARA_ITEM}\.\s*(?:выше|ниже)(?!{_LETTER}))",
                        re.I)
# in a commentary, a place «in» it: «Сказанное в 13.1 и 13.2», «Выбор в 50.4 делается» (para_in: what the number
# counts never follows it, «в 1.5 раза»; a time's minutes «в 19.00» are no paragraph's number)
_PARA_IN = re.compile(rf"(?<!{_LETTER})во?\s+(?=\d{{1,3}}\.[1-9])", re.I)
_NEXT_WORD = re.compile(r"\s*([^\W\d_]+|%)")
_PARA = re.compile(rf"(\d{{1,3}})\.(\d{{1,3}})(?!\d|\.\d){_PARA_ITEM}", re.I)
_NUMBER = re.compile(r"\d+")
_DOTTED_TAIL = re.compile(r"(?:\.\d+)+")
_WORD = re.compile(r"\w+")
_LETTERS = re.compile(rf"{_LETTER}+")
_ITEM = re.compile(r"\d{1,2}")
_BARE_ITEM = re.compile(r"[1-9]\d?")  # a paragraph's number alone («п. 3»); «пункт 01» is an OCR'd «D1», not one
_PAREN = re.compile(rf"(\s*)\(({_LETTER}+)(\))?")
_GLOSS_START = re.compile(r"\s*\(")
_RANGE_END = re.compile(r"([A-ZА-ЯЁ])(\d{1,2})?(?![\w(])")  # «–B7», «–C»: a range's end with the Law's number left out
_GLOSS_MAX = 300  # a gloss is a short aside; an unclosed "(" must not swallow the rest of the clause
# members of a list: «,», «и», «или», «либо», and a contrast «Законом 71, а не 69» (the one not meant is named too)
_SEP = re.compile(r"\s*,\s*(?:(?:или|либо|и|а\s+не)\s+)?|\s+(?:или|либо|и)\s+", re.I)
_DASH = re.compile(r"\s*[-‐‑–—−]\s*")
_DEFINITIONS = rf"[«\"]?Определени(?:ях|ям|я|й)[»\"]?(?!{_LETTER})"
_TERM_REF = re.compile(rf"[«\"„“](?P<term>[^«»\"„“”]{{1,60}})[»\"“”]\s*(?:\([^()]{{0,40}}\)\s*)?,?\s*"
                       rf"(?:\(?\s*см\.\s*)?(?:(?:в|во)\s+)?(?:разделе\s+)?(?P<defs>{_DEFINITIONS})")
# «пункт», «раздел» in any case, and «п.», «пп.» before a number, or a section's capital letter alone or with its
# item's number («п. В настоящего Правила», «пп. F и G», «п. В1 выше»; not «т. п. В этом случае», «and so on» then
# a sentence)
_PART_WORD = re.compile(rf"(?<!{_LETTER})(?:(?:под)?(?:пункт|раздел)(?:ами|ам|ах|ом|ов|а|у|е|ы)?\s+"
                        rf"|(?<!т\.\s)(?<!т\.)пп?\.\s*(?=\d|(?-i:[A-ZА-ЯЁ])(?:\d|(?!{_LETTER}))|\([a-zа-я]\)))", re.I)
# a Law's part by its id after a part word, «пункт 65D», «пункта 12С1»: a Law's number touching a section's letter
_PART_ID = re.compile(r"(?=\d{1,2}[A-HА-ЕН](?![^\W\d_]))")
_THIS_LAW = re.compile(
    rf"\s+(?:настоящего|этого|данного|настоящей|этой|данной)\s+{law_word_pattern('genitive')}(?!{_LETTER})", re.I)
_THIS_SECTION = re.compile(rf"\s+(?:настоящего|этого|данного)\s+раздела(?!{_LETTER})", re.I)
# «(см. п. В2 выше)», «см. раздел D ниже»: a part the reader finds above or below in the Law being read
_ABOVE = re.compile(rf"\s+выше(?!{_LETTER})", re.I)
_ABOVE_BELOW = re.compile(rf"\s+(?:выше|ниже)(?!{_LETTER})", re.I)
# the part word before items named alone, «(п. 1)», «в пунктах 1–3» (group 1: the bracket that opens them)
_ITEM_WORD = re.compile(r"(\(\s*)?(?<!\w)(?:пункт\w*|пп?\.)\s*$", re.I)
# no word after the items saying whose they are («пункта 1 раздела С»), and no paragraph's number («п. 9.1»)
_UNOWNED = re.compile(r"\s*(?:[,;:!?]|\.(?!\d)|$)")
_OF_SECTION = re.compile(rf"\s+раздела\s+([A-ZА-ЯЁ])(?!{_LETTER}|\d)")  # «… раздела С» after an item's number
_NAMES_A_LAW = re.compile(rf"\s+{_LAW_STEM}", re.I)  # «пункт B2 Правила 12», «пункт B2 Правил игры»
_OF_LAW = re.compile(rf"\s+{law_word_pattern('genitive')}\s+(\d{{1,2}})(?!\d|[.,]\d|{_LETTER})", re.I)  # «… Правила 12»
# A Law's part named by its id alone in brackets, «(24В)», «(62C1)», «(47Е2(b))»: a number touching a section's
# capital letter (a bare number «(31)» or «(1987)» is no reference)
_BARE_PART = re.compile(r"(?<!\w)\((?=\d{1,2}[A-ZА-ЯЁ](?:\d|\(|\)))")
# ... and by its full id in running text, «согласно 40B4», «см. 12C1»: the Law's number, a section's letter and an
# item's number touching (a contract «4С», a count or a year has no letter between two numbers)
_FULL_PART = re.compile(r"(?<![\w.,/(\-])(?=\d{1,2}[A-ZА-ЯЁ]\d)")
# ... and by a Law's number and a section's letter alone after a word naming it as a source: after «см.» («(см.
# 12C)»: «see» points to a place, so no contract; with an item's number the full id above reads it; a number after
# its stop, «см. 13А.2», is a table's or a paragraph's), after «согласно» or «в соответствии с» only closing its
# sentence («… продолжают согласно 13A.»; going on into more words, «согласно 24В и 4С сыгранного», a contract may
# follow). The match ends where the part begins.
_SOURCE_PART = re.compile(rf"(?:(?<!{_LETTER})[Сс]м\.\s*(?:также\s+)?(?=\d{{1,2}}[A-ZА-ЯЁ](?![\w(]|[.,]\d))"
                          rf"|(?<!\w)(?:[Сс]огласно|[Вв]\s+соответствии\s+с)\s+(?=\d{{1,2}}[A-ZА-ЯЁ][.;](?:\s|$)))")
# ... and by a Law's number and a section's letter alone anywhere in running text, «по 16C», «применения 25А», where
# the book holds that Law and shows it has that section (BookLaws): a contract's level is 1 to 7, so the number is
# above 7 («4С», «7Т» are contracts, whatever the book holds); a number after its stop, «13А.2», is none
_SECTION_ALONE = re.compile(r"(?<![\w.,/(\-])(?=(?:[89]|[1-9]\d)[A-ZА-ЯЁ](?![\w(]|[.,]\d))")
# in a commentary, a range of numbers with no Law word after a word that cites, «по 30-32», «согласно 30–32»: Laws
# only where the book says so (BookLaws: the same range named with a Law word, or both ends Laws it comments on)
_CITED_RANGE = re.compile(rf"(?<!{_LETTER})(?:по|согласно|в\s+соответствии\s+с|см\.)\s+"
                          rf"(?=\d{{1,2}}\s*[-‐‑–—−]\s*\d{{1,2}}(?!\d|{_LETTER}|[.,]\d))", re.I)
_LAW_RANGE = re.compile(r"(\d{1,2})\s*[-‐‑–—−]\s*(\d{1,2})")
# in a commentary, a rising range of its own paragraphs of one Law it comments on, «по 64.1–64.2», whatever word is
# before it (a range of parts names those between, as «пп. 27.6–27.8» does)
_PARA_RANGE = re.compile(r"(?<![\d.])(?=\d{1,3}\.[1-9]\d{0,2}\s*[-‐‑–—−]\s*\d{1,3}\.[1-9])")
# the sub-item word after an item, «п. C4, подпункт (b)»: the sub-item it names is that item's (45C4(b))
_SUB_ITEM_WORD = re.compile(r",?\s*подпункт(?:ами|ам|ах|ом|ов|а|у|е|ы)?\s*(?=\()", re.I)
# ... and a part of the Law being read by its own id alone, after «см.» and before «выше» / «ниже» («(см. C2 ниже)»:
# «see» points to a place, «below» says it is in this Law); the match ends where the part begins (this_refs)
_SEE_HERE = re.compile(rf"(?<!{_LETTER})[Сс]м\.\s*(?=[A-HА-ЕН]\d{{0,2}}(?:\([a-zа-я]{{1,4}}\))*\s+(?:выше|ниже)"
                       rf"(?!{_LETTER}))")
# a digit: what _PARA_CONTEXT, _PARA_TAIL, _BARE_PART, _FULL_PART and _SOURCE_PART each need (the \d of their
# lookahead), asked once of a text before those five scan it (tests/test_refs.py holds them to it)
_A_DIGIT = re.compile(r"\d")
# an edition of the Laws named by its year, «в редакции 2007 г.», «редакцией 2017 года»; and «прежнее Правило»
_EDITION = re.compile(rf"(?<!{_LETTER})редакци(?:ей|и|я|ю)\s+(\d{{4}})(?:\s*(?:г\.|года|году|годов))?", re.I)
_EDITION_AFTER = re.compile(r"\s*(?:в\s+)?редакци(?:ей|и|я|ю)\s+(\d{4})(?!\d)", re.I)
_FORMER = re.compile(rf"(?<!{_LETTER})прежн\w*\s+{law_word_pattern()}\s*(?:№\s*)?$", re.I)
_SENTENCE_END = re.compile(r"[.!?;](?=\s|$)")
_SECTION_REF = re.compile(rf"(?<!{_LETTER})(?:см\.|в|во|раздел[а-я]*)\s+(?P<defs>{_DEFINITIONS})")


@dataclass(frozen=True)
class _Part:
    """A law id in pieces, as written; continuations replace the tail pieces."""

    law: str
    section: str = ""
    item: str = ""
    sub: str = ""
    deep: str = ""
    above: bool = False  # a sub-item named alone: the item above's, only with «выше» after it

    @property
    def target(self) -> str:
        if self.item and not self.section:  # an item straight under a Law is «71-3» (lawref.corpus.levels)
            return f"{int(self.law)}-{int(self.item)}" + law_id(self.law, "", "", self.sub, self.deep)[len(self.law):]
        return law_id(self.law, self.section, self.item, self.sub, self.deep)

    @property
    def plain(self) -> bool:
        return not (self.section or self.item or self.sub or self.deep)


class _Bad(Exception):
    """A malformed reference found while parsing a member; the list goes on after it."""

    def __init__(self, start: int, end: int, key: str, **fields):
        from lawref.messages import text

        self.key, self.fields = key, tuple((name, str(value)) for name, value in fields.items())
        reason = text(f"diag_{key}", "en", **fields)
        super().__init__(reason)
        self.start, self.end, self.reason = start, end, reason


def _is_roman(content: str) -> bool:
    return all(ch in _ROMAN for ch in content.lower())


class _Parser:
    def __init__(self, text: str, law: str = "", section: str = "", commentary: bool = False, item: str = "",
                 book: BookLaws | None = None):
        self.text, self.law, self.section, self.commentary = text, law, section, commentary
        self.book = book or BookLaws()  # what the whole book shows of the Laws (none: nothing is read by it)
        self.item = item  # the number of the item the text is (its sub-items «пп. (a)–(e) выше» are the item's above)
        self.found: list[FoundRef] = []
        self.malformed: list[MalformedRef] = []
        self._taken: list[tuple[int, int]] = []  # spans already reported: triggers overlap ("см. п.23.3")
        self._bracket_items: set[int] = set()  # starts of «(п. 1)» read as an item of the section named before

    # -- results ------------------------------------------------------------------------------------------
    def _claim(self, start: int, end: int) -> bool:
        if any(start < e and s < end for s, e in self._taken):
            return False
        self._taken.append((start, end))
        return True

    def emit(self, start: int, end: int, target: str, kind: str, implied: tuple[str, ...] = (),
             range_start: int = 0) -> None:
        if self._claim(start, end):
            self.found.extend(FoundRef(t, range_start, end, kind, implied=True) for t in implied)
            self.found.append(FoundRef(target, start, end, kind))

    def bad(self, err: _Bad) -> None:
        if self._claim(err.start, err.end):
            self.malformed.append(MalformedRef(err.start, err.end, self.text[err.start:err.end], err.reason, err.key,
                                                err.fields))

    # -- law_refs <- LAW_WORD ... law_member (law_sep law_member)* -------------------------------------------
    def law_refs(self, pos: int) -> None:
        prev: tuple[_Part, int] | None = None  # the last good member and its start: continuations, ranges
        first, dash = True, False
        while True:
            try:
                got = self.law_member(pos, prev[0] if prev else None, first, dash)
            except _Bad as err:
                self.bad(err)
                prev, pos = None, err.end  # nothing to inherit from or to close a range with
            else:
                if got is None:
                    return
                part, start, end = got
                implied: tuple[str, ...] = ()
                if dash and prev and prev[0].plain and part.plain:
                    low, high = int(prev[0].law), int(part.law)
                    if high <= low:
                        return  # "Правило 30 - 2 ...": prose, not a backward range
                    implied = tuple(str(n) for n in range(low + 1, high))
                elif dash and prev and prev[0].law == part.law:  # "64B1–B7", "27A–27C": the parts between
                    implied = _items_between(prev[0], part) or tuple(
                        law_id(part.law, letter) for letter in _sections_between(prev[0], part) or ())
                self.emit(start, end, part.target, "law", implied, prev[1] if prev else 0)
                prev, pos = (part, start), end
            first = False
            pos = self.gloss(pos)
            sep = _SEP.match(self.text, pos) or _DASH.match(self.text, pos)
            if not sep:
                return
            dash, pos = sep.re is _DASH, sep.end()

    def law_member(self, pos: int, prev: _Part | None, first: bool, dash: bool = False
                   ) -> tuple[_Part, int, int] | None:
        if prev is not None and self.text.startswith("(", pos):
            return self.cont_part(pos, prev)
        if dash and prev is not None and (end := self.range_end(pos, prev)):
            return end
        return self.law_part(pos, first)

    def range_end(self, pos: int, prev: _Part) -> tuple[_Part, int, int] | None:
        """A range's end that leaves out the Law's number, «64B1–B7», «27A–C»: touching its dash (no space on
        either side), a section's letter A–H, an item's number where the first end has one, and rising."""
        if self.text[pos - 1:pos].isspace() or self.text[pos - 2:pos - 1].isspace() or not prev.section \
                or prev.sub:
            return None
        m = _RANGE_END.match(self.text, pos)
        if not m or latin_section(m[1]) not in "ABCDEFGH" or bool(m[2]) != bool(prev.item):
            return None
        part = _Part(prev.law, m[1], m[2] or "")
        rises = (part.item and latin_section(part.section) == latin_section(prev.section)
                 and int(part.item) > int(prev.item)) or (not part.item and _sections_between(prev, part) is not None)
        return (part, pos, m.end()) if rises else None

    def law_part(self, pos: int, first: bool) -> tuple[_Part, int, int] | None:
        text = self.text
        m = _NUMBER.match(text, pos)
        if not m:
            return None
        start, p, number = m.start(), m.end(), m.group()
        if dotted := _DOTTED_TAIL.match(text, p):
            if first:
                raise _Bad(start, dotted.end(), "ref_dotted", text=text[start:dotted.end()])
            return None
        if len(number) == 4 and 1900 <= int(number) <= 2099:
            return None  # a year: "Правила 1987 года"
        if not 1 <= int(number) <= MAX_LAW:
            if first:
                raise _Bad(start, p, "ref_law_number", number=number, last=MAX_LAW)
            return None
        section = item = ""
        if letters := _LETTERS.match(text, p):
            word = letters.group()
            if len(word) == 1 and word.isupper() and latin_section(word) in ascii_uppercase:
                section, p = word, letters.end()
                if digits := _ITEM.match(text, p):
                    item, p = digits.group(), digits.end()
            elif len(word) == 1 and word.isupper():
                raise _Bad(start, letters.end(), "ref_section_letter", letter=word, text=text[start:letters.end()])
            else:
                raise _Bad(start, letters.end(), "ref_after_number", word=word, text=text[start:letters.end()])
        if junk := _WORD.match(text, p):  # "27B123", "27B1b"
            raise _Bad(start, junk.end(), "ref_junk", word=junk.group(), text=text[start:junk.end()])
        part = _Part(number, section, item)
        if sub := self.paren(p, start, "sub", allow_space=True) or self.named_sub(part, p):
            part, p = replace(part, sub=sub[0]), sub[1]
            if deep := self.paren(p, start, "deep", allow_space=False):
                part, p = replace(part, deep=deep[0]), deep[1]
        return part, start, p

    def named_sub(self, part: _Part, pos: int) -> tuple[str, int] | None:
        """«C4, подпункт (b)»: the sub-item a sub-item word names right after an item is that item's (its Latin
        letter and end), as «C4(b)»; None after anything but an item."""
        if not part.item or part.sub or not (word := _SUB_ITEM_WORD.match(self.text, pos)):
            return None
        try:
            return self.paren(word.end(), word.end(), "sub", allow_space=False)
        except _Bad:
            return None  # «подпункт (b» unclosed: the item alone, as before the word

    def cont_part(self, pos: int, prev: _Part) -> tuple[_Part, int, int] | None:
        """'(b)' or '(f)(ii)' after '32(a), ': the previous member's law, section and item carry over."""
        if prev.deep and (deep := self.paren(pos, pos, "deep", allow_space=False)):
            return replace(prev, deep=deep[0]), pos, deep[1]
        if not (sub := self.paren(pos, pos, "sub", allow_space=False)):
            return None
        part, p = replace(prev, sub=sub[0], deep=""), sub[1]
        if deep := self.paren(p, pos, "deep", allow_space=False):
            part, p = replace(part, deep=deep[0]), deep[1]
        return part, pos, p

    def paren(self, pos: int, start: int, level: str, allow_space: bool) -> tuple[str, int] | None:
        """A sub-item '(b)' (level 'sub') or '(ii)' (level 'deep') at pos: (Latin content, end) or None."""
        m = _PAREN.match(self.text, pos)
        if not m or (m.group(1) and not allow_space):
            return None
        content, touching = m.group(2), not m.group(1)
        shaped = len(content) == 1 if level == "sub" else _is_roman(content)
        if not shaped:
            return None  # a gloss, or a word in brackets
        if not m.group(3):
            if touching:
                raise _Bad(start, m.end(), "ref_parenthesis", text=self.text[start:m.end()])
            return None
        if level == "deep":
            return content.lower().replace("і", "i").replace("х", "x"), m.end()
        latin = latin_subitem(content)
        if latin in ascii_lowercase:
            return latin, m.end()
        if touching:
            raise _Bad(start, m.end(), "ref_subitem_letter", letter=content, text=self.text[start:m.end()])
        return None

    def gloss(self, pos: int) -> int:
        """Skip '(пас вне очереди)' after a member; return pos unchanged when there is no closed gloss."""
        m = _GLOSS_START.match(self.text, pos)
        if not m:
            return pos
        depth = 0
        for i in range(m.end() - 1, min(len(self.text), m.end() + _GLOSS_MAX)):
            depth += {"(": 1, ")": -1}.get(self.text[i], 0)
            if depth == 0:
                return i + 1
        return pos

    # -- bare_ref <- "(" law_refs  (its first part has a section's letter) ---------------------------------
    def bare_ref(self, pos: int) -> None:
        try:
            got = self.law_part(pos, first=False)
        except _Bad:
            return
        # «(24В)», or a list opened by one: «(47Е2(b) и Правило 40В4)»; a Law's sections run A to H at most
        # (a contract «(1Т)», «(4С)» has a strain's letter, not a section's)
        if got and got[0].section and latin_section(got[0].section) in "ABCDEFGH" and \
                not re.match(r"\d[A-ZА-ЯЁ]\)", self.text[pos:pos + 3]):
            self.law_refs(pos)

    # -- full_ref <- law_refs  (its first part has a section's letter and an item's number) ---------------------
    def full_ref(self, pos: int) -> None:
        try:
            got = self.law_part(pos, first=False)
        except _Bad:
            return
        if got and got[0].section and got[0].item and latin_section(got[0].section) in "ABCDEFGH" \
                and 1 <= int(got[0].law) <= MAX_LAW:
            self.law_refs(pos)

    # -- source_ref <- ("см." / SOURCE_WORD) law_part  (a Law's number and a section's letter, A to H) ----------------
    def source_ref(self, pos: int) -> None:
        try:
            got = self.law_part(pos, first=False)
        except _Bad:
            return
        if got and got[0].section and not got[0].item and latin_section(got[0].section) in "ABCDEFGH" \
                and 1 <= int(got[0].law) <= MAX_LAW:
            self.law_refs(pos)

    # -- section_alone <- law_part  (above 7, a Law the book holds, a section it shows: BookLaws) -------------------
    def section_alone(self, pos: int) -> None:
        try:
            got = self.law_part(pos, first=False)
        except _Bad:
            return
        if got and got[0].section and not got[0].item and \
                self.book.has_section(got[0].law, latin_section(got[0].section)):
            self.emit(got[1], got[2], got[0].target, "law")  # alone: «по 16C и 4С», the contract stays prose

    # -- cited_range <- CITING __ NUMBER DASH NUMBER  (a commentary; Laws where the book says so: BookLaws) -----
    def cited_range(self, pos: int) -> None:
        m = _LAW_RANGE.match(self.text, pos)
        low, high = int(m[1]), int(m[2])
        if not 7 < low < high <= MAX_LAW or _counted(self.text, m.end()) or not (
                (low, high) in self.book.ranges or {str(low), str(high)} <= self.book.laws):
            return  # a score, a count («по 10-12 очков»), a contract's levels, or numbers the book names no Laws
        self.emit(m.start(1), m.end(1), str(low), "law")
        self.emit(m.start(2), m.end(2), str(high), "law", tuple(str(n) for n in range(low + 1, high)), m.start(1))

    # -- para_range <- para DASH para  (a commentary's own paragraphs of one Law it comments on, rising) ---------
    def para_range(self, pos: int) -> None:
        first = _PARA.match(self.text, pos)
        dash = first and _DASH.match(self.text, first.end())
        last = dash and _PARA.match(self.text, dash.end())
        if last and first[1] == last[1] and first[1] in self.book.laws and int(first[2]) < int(last[2]) \
                and not _counted(self.text, last.end()):
            self.para_refs(pos)

    # -- this_refs <- PART_WORD __ this_part (law_sep this_part)* __ THIS_LAW ---------------------------------
    def this_refs(self, pos: int) -> None:
        """"пункт B2 настоящего Правила": the parts are read first, kept only when the Law named is this one."""
        if _PART_ID.match(self.text, pos) and (got := self._law_part(pos)) and got.section \
                and latin_section(got.section) in "ABCDEFGH":
            self.law_refs(pos)  # «пункт 65D»: a Law's part by its own id
            return
        parts: list[tuple[_Part, int, int]] = []
        ranges: dict[int, tuple[str, ...]] = {}  # a range's last part -> the sections between («разделов А–Е»)
        dash, dashed = False, set()  # dashed: the parts a range's dash leads to
        while got := self.this_part(pos):
            if dash and parts and (between := _sections_between(parts[-1][0], got[0])) is not None:
                ranges[len(parts)] = between
            if dash:
                dashed.add(len(parts))
            parts.append(got)
            pos = got[2]
            sep = _SEP.match(self.text, pos) or _DASH.match(self.text, pos)
            if not sep or not self.this_part(sep.end()):
                break
            dash, pos = sep.re is _DASH, sep.end()
        if parts and all(self.text[start].isdigit() for part, start, _ in parts) and \
                (of := _OF_SECTION.match(self.text, pos)):
            # «пункт 1 раздела В настоящего Правила», «п. 1 раздела С Правила 12»: item, section, Law, named
            # from the smallest up (a chain of genitives); the whole chain is one reference, and each of a list
            # of items is the section's («п. 1 или 2 раздела А настоящего Закона»: 64A1, 64A2)
            pos = of.end()
            parts = [(replace(part, section=latin_section(of[1])), start, end) for part, start, end in parts]
            if other := _OF_LAW.match(self.text, pos):
                if 1 <= int(other[1]) <= MAX_LAW:
                    law = str(int(other[1]))
                    parts = [(replace(part, law=law), start, end) for part, start, end in parts]
                    for k, (part, start, end) in enumerate(parts):
                        between = _items_between(parts[k - 1][0], part) if k in dashed else ()
                        self.emit(start, other.end() if k == len(parts) - 1 else end, part.target, "law", between,
                                  parts[k - 1][1] if between else 0)
                return
            parts = [*parts[:-1], (parts[-1][0], parts[-1][1], pos)]
        if parts and all(part.section for part, _, _ in parts) and (other := _OF_LAW.match(self.text, pos)) \
                and 1 <= int(other[1]) <= MAX_LAW:
            # «п. А Правила 32», «Раздел В Правила 11», «пп. F и G Правила 44»: the parts of the Law named after
            # them (a chain of genitives, from the smallest up); the last one's span reaches the Law's number
            law = str(int(other[1]))
            for k, (part, start, end) in enumerate(parts):
                self.emit(start, other.end() if k == len(parts) - 1 else end, replace(part, law=law).target, "law")
            return
        if not self.law:
            return  # outside a Law (a preface, a translator's note) a part names a Law's only with the Law named
        if any(part.above for part, _, _ in parts) and not (
                _ABOVE.match(self.text, pos) and all(part.above for part, _, _ in parts)):
            return  # sub-items named alone name the item above's only with «выше»
        this_section = self.section and all(self.text[start].isdigit() for _, start, _ in parts) \
            and _THIS_SECTION.match(self.text, pos)  # «п. 2 настоящего раздела»: an item of the section it is in
        if parts and (_THIS_LAW.match(self.text, pos) or _ABOVE_BELOW.match(self.text, pos) or this_section
                      or self.commentary and all(
                part.section for part, _, _ in parts) and not _NAMES_A_LAW.match(self.text, pos)):
            # this Law's parts; in a commentary on a Law also «по пункту D2», «в пункте B», «пункт 1 раздела А»
            # with no Law named (its own paragraphs are numbered «п. 16.2», never by a section's letter); a range
            # of sections «разделов А–Е» names those between too
            for k, (part, start, end) in enumerate(parts):
                implied = tuple(law_id(part.law, letter) for letter in ranges.get(k, ())) + (
                    _items_between(parts[k - 1][0], part) if k in dashed else ())
                self.emit(start, end, part.target, "law", implied, parts[k - 1][1] if implied else 0)
        elif parts and all(self.text[start].isdigit() and not part.section for part, start, _ in parts) \
                and (word := _ITEM_WORD.search(self.text, 0, parts[0][1])) \
                and (self.text.startswith(")", pos) if word[1] else _UNOWNED.match(self.text, pos)) \
                and (named := self._section_named(word.start())):
            # «Правило 14В: … ренонс (п. 1), а карта … (п. 2)», «… пункта А; не перечисленные в пунктах 1–3, …»:
            # items named with nothing after them saying whose (a bracket or a punctuation mark closes them) are
            # items of the section just named in their sentence; a range names those between
            for k, (part, start, end) in enumerate(parts):
                implied = tuple(law_id(named[0], named[1], str(n))
                                for n in range(int(parts[k - 1][0].item) + 1, int(part.item))) \
                    if k and _DASH.fullmatch(self.text, parts[k - 1][2], start) else ()
                self._bracket_items.add(start)
                self.emit(start, end, law_id(named[0], named[1], part.item), "law", implied,
                          parts[k - 1][1] if implied else 0)

    def _law_part(self, pos: int) -> _Part | None:
        try:
            got = self.law_part(pos, first=False)
        except _Bad:
            return None
        return got[0] if got else None

    def _section_named(self, pos: int) -> tuple[str, str] | None:
        """The Law and section of the last reference to a section (no item) before `pos` (where the items' part
        word begins) in its sentence, past the items already read as its («(п. 1), … (п. 2)»)."""
        before = [ref for ref in self.found if ref.end <= pos and ref.kind == "law" and not ref.implied
                  and ref.start not in self._bracket_items]
        if not before:
            return None
        last = max(before, key=lambda ref: ref.end)
        m = re.fullmatch(r"(\d{1,2})([A-H])", last.target)
        if not m or re.search(r"[.!?]\s+[А-ЯЁA-Z]", self.text[last.end:pos]):
            return None
        return m[1], m[2]

    def this_part(self, pos: int) -> tuple[_Part, int, int] | None:
        if self.text.startswith("(", pos) and self.section and self.item.isdigit() and int(self.item) > 1:
            # «пп. (a)–(e) выше» in an item: sub-items named alone, the sub-items of the item above it (this_refs
            # keeps them only where «выше» follows)
            try:
                sub = self.paren(pos, pos, "sub", allow_space=False)
            except _Bad:
                return None
            if not sub:
                return None
            return _Part(self.law, self.section, str(int(self.item) - 1), sub[0], above=True), pos, sub[1]
        if digits := _BARE_ITEM.match(self.text, pos):
            # «см. п. 3 настоящего Правила»: a numbered paragraph of the Law itself (a Law without sections);
            # said inside a section, the section's own item («пункта 2 настоящего Правила» in 46B3: 46B2)
            part, p = _Part(self.law, self.section, item=digits.group()), digits.end()
        elif (letters := _LETTERS.match(self.text, pos)) and len(letters.group()) == 1 and \
                letters.group().isupper() and latin_section(letters.group()) in ascii_uppercase:
            part, p = _Part(self.law, letters.group()), letters.end()
            if digits := _ITEM.match(self.text, p):
                part, p = replace(part, item=digits.group()), digits.end()
        else:
            return None
        if _WORD.match(self.text, p):
            return None  # "B2a", "C3000": not a part's id
        try:
            if sub := self.paren(p, pos, "sub", allow_space=False) or self.named_sub(part, p):
                part, p = replace(part, sub=sub[0]), sub[1]
                if deep := self.paren(p, pos, "deep", allow_space=False):
                    part, p = replace(part, deep=deep[0]), deep[1]
        except _Bad:
            return None
        return part, pos, p

    # -- para_in <- "в" __ para !COUNTED ("."? law_sep para)*  (a commentary's own place) ---------------------
    def para_in(self, pos: int) -> None:
        m = _PARA.match(self.text, pos)
        if m and not _counted(self.text, m.end()):
            self.para_refs(pos)

    # -- para_refs <- PARA_CONTEXT _ para ("."? law_sep para)* ------------------------------------------------
    def para_refs(self, pos: int) -> None:
        prev: tuple[int, int, int] | None = None  # law, paragraph number, start of the previous member
        dash = False
        while (m := _PARA.match(self.text, pos)) and 1 <= int(m[1]) <= MAX_LAW:
            law, num = int(m[1]), int(m[2])
            implied: tuple[str, ...] = ()
            if dash and prev and prev[0] == law and prev[1] < num:
                implied = tuple(f"{law}.{n}" for n in range(prev[1] + 1, num))
            self.emit(m.start(), m.end(), normalize_id(m[0]) or m[0], "paragraph", implied, prev[2] if prev else 0)
            prev, pos = (law, num, m.start()), m.end()
            if self.text.startswith(".", pos):  # "п.п. 62.6. и 63.3.": a number's own closing dot
                pos += 1
            sep = _SEP.match(self.text, pos) or _DASH.match(self.text, pos)
            if not sep:
                return
            dash, pos = sep.re is _DASH, sep.end()


def _counted(text: str, end: int) -> bool:
    """Whether a number ending at `end` is followed by what it counts (a noun, a Latin unit, «%»: «в 1.5 раза»,
    «в 2.5 IMP»), as a quantity is and a place in a book is not («в 50.4 делается», «в 13.1 и 13.2»)."""
    m = _NEXT_WORD.match(text, end)
    if m is None:
        return False
    word = m[1]
    if word == "%" or word.isascii():
        return True
    from lawref.corpus.morphology import analyzer

    return analyzer().parse(word.lower())[0].tag.POS == "NOUN"


def _items_between(first: _Part, last: _Part) -> tuple[str, ...]:
    """The items between two items of one section, «пункты 1–3 раздела С» -> 12C2 (ids); none unless they rise."""
    if not (first.item and last.item) or first.sub or last.sub or first.law != last.law \
            or latin_section(first.section) != latin_section(last.section):
        return ()
    return tuple(replace(first, item=str(n)).target for n in range(int(first.item) + 1, int(last.item)))


def _sections_between(first: _Part, last: _Part) -> tuple[str, ...] | None:
    """The sections between two sections alone, «А–Е» -> B C D (Latin); None unless both are sections alone
    and rise."""
    if not (first.section and last.section) or first.item or last.item or first.sub or last.sub:
        return None
    low, high = ord(latin_section(first.section)), ord(latin_section(last.section))
    return tuple(chr(n) for n in range(low + 1, high)) if high > low else None


def scan_refs(text: str, law: str = "", section: str = "", commentary: bool = False, item: str = "",
              edition: int = 0, book: BookLaws | None = None) -> tuple[tuple[FoundRef, ...], tuple[MalformedRef, ...]]:
    """Every reference in `text` in document order, and the malformed ones (each reported once). `law`: the
    Law the text is in, which «пункт B2 настоящего Правила» names ("" when the text is in none); `section`:
    the letter of its section, whose item «пункт 2 настоящего Правила» names in a Law with sections;
    `commentary`: the text comments on `law`, whose parts «по пункту D2» names with no Law word after it; `item`:
    the number of the item the text is, whose sub-items named alone with «выше» («пп. (a)–(e) выше» in 12C2) are
    the item above's (12C1(a)–(e)); `edition`: the edition of the Laws the text is written for (0: not known), whose
    Laws a Law named as another edition numbered it is not; `book`: what the whole book shows of the Laws (BookLaws),
    against which a number named with no Law word is read («по 16C», «по 30-32», «по 64.1–64.2»)."""
    parser = _Parser(text, law, section, commentary, item, book)
    triggers = [(m.start(), m.end(), parser.law_refs) for m in _LAW_WORD.finditer(text)
                if not (commentary and _OWN_SECTIONS and _OWN_SECTIONS.match(m[0]))]
    triggers += [(m.start(), m.end(), parser.this_refs) for m in _PART_WORD.finditer(text)]
    if "см" in text:
        triggers += [(m.start(), m.end(), parser.this_refs) for m in _SEE_HERE.finditer(text)]
    if _A_DIGIT.search(text):  # the five below match only before a digit, and most clauses hold none (5 in 6)
        triggers += [(m.start(), m.end(), parser.para_refs) for m in _PARA_CONTEXT.finditer(text)]
        triggers += [(m.start(), m.end(), parser.para_refs) for m in _PARA_TAIL.finditer(text)]
        if commentary:
            triggers += [(m.start(), m.end(), parser.para_in) for m in _PARA_IN.finditer(text)]
        triggers += [(m.start(), m.end(), parser.bare_ref) for m in _BARE_PART.finditer(text)]
        triggers += [(m.start(), m.end(), parser.full_ref) for m in _FULL_PART.finditer(text)]
        triggers += [(m.end(), m.end(), parser.source_ref) for m in _SOURCE_PART.finditer(text)]
        if commentary and book and book.laws:  # a law book names a Law with its Law word (see Decisions)
            triggers += [(m.end(), m.end(), parser.section_alone) for m in _SECTION_ALONE.finditer(text)]
            triggers += [(m.end(), m.end(), parser.cited_range) for m in _CITED_RANGE.finditer(text)]
            triggers += [(m.end(), m.end(), parser.para_range) for m in _PARA_RANGE.finditer(text)]
    triggers.sort(key=lambda trigger: trigger[0])  # stable, as sorted() of the lists joined in this order was
    for _, end, parse in triggers:
        parse(end)
    _definition_refs(parser)
    found = sorted(parser.found, key=lambda ref: ref.start)  # stable: a range's implied members follow its start
    if edition and found and ("редакци" in text.lower() or "прежн" in text.lower()):
        found = [ref for ref in found if not (ref.kind == "law" and _of_another_edition(text, ref, edition))]
    malformed = sorted(parser.malformed, key=lambda bad: bad.start)
    return tuple(found), tuple(malformed)


_SECTION_OF = re.compile(r"(\d{1,2})([A-H])(?![A-Za-z])")  # an id's Law and section: «16C», «16C2», «45C4(b)»


def book_laws(clauses: Iterable[Clause]) -> BookLaws:
    """What a book shows of the Laws (BookLaws), read off its clauses as first frozen: the Laws its clauses are in,
    the sections its Laws' own ids and its references name, the ranges of Laws its references read with a Law word
    («Законы 30-32»: two Laws a dash apart, rising)."""
    laws: set[str] = set()
    last: dict[str, str] = {}
    ranges: set[tuple[int, int]] = set()
    for clause in clauses:
        if clause.law:
            laws.add(clause.law)
        for named in (clause.id, *(ref.target for ref in clause.refs if ref.kind == "law")):
            if m := _SECTION_OF.match(named):
                last[m[1]] = max(last.get(m[1], ""), m[2])
        plain = [ref for ref in clause.refs if ref.kind == "law" and not ref.implied and ref.target.isdigit()]
        for low, high in zip(plain, plain[1:]):
            if int(low.target) < int(high.target) and _DASH.fullmatch(clause.text, low.end, high.start):
                ranges.add((int(low.target), int(high.target)))
    return BookLaws(frozenset(laws), last, frozenset(ranges))


def reads_by_book(text: str) -> bool:
    """Whether a commentary's `text` names a number with no Law word that BookLaws may make a reference (scan_refs
    reads it again with the book's: «по 16C», «по 30-32», «по 64.1–64.2»)."""
    return bool(_SECTION_ALONE.search(text) or _CITED_RANGE.search(text) or _PARA_RANGE.search(text))


def _of_another_edition(text: str, ref: FoundRef, edition: int) -> bool:
    """The Law `ref` names is another edition's (see Decisions): «прежнее Правило 23», «Правило 27B1(b) редакции
    2007 г.», «В редакции 2007 г. это было Правило 25B2»."""
    if _FORMER.search(text, max(0, ref.start - 60), ref.start):
        return True
    if (after := _EDITION_AFTER.match(text, ref.end)) and int(after[1]) != edition:
        return True
    named = None  # the last edition named before the reference in its sentence, inside the brackets it stands in
    for m in _EDITION.finditer(text, 0, ref.start):
        named = m
    if named is None or int(named[1]) == edition:
        return False
    between = text[named.end():ref.start]
    depth = 0
    for char in between:
        depth += {"(": 1, ")": -1}.get(char, 0)
        if depth < 0:
            return False  # the edition was named inside brackets the reference stands outside of
    return not _SENTENCE_END.search(between)


def _definition_refs(parser: _Parser) -> None:
    """«Взятка» в Определениях -> def.vzyatka (span: the term); «см. Определения» alone -> def."""
    text = parser.text
    named = set()
    for m in _TERM_REF.finditer(text):
        start, end = m.span("term")
        if parser._claim(start, end):
            parser.found.append(FoundRef(f"def.{slug(m['term'])}", start, end, "definition"))
        named.add(m.start("defs"))
    for m in _SECTION_REF.finditer(text):
        start, end = m.span("defs")
        if start not in named and parser._claim(start, end):
            parser.found.append(FoundRef("def", start, end, "definition"))


def find_refs(text: str, law: str = "") -> tuple[FoundRef, ...]:
    """The references in `text`, in document order (malformed ones left out)."""
    return scan_refs(text, law)[0]
