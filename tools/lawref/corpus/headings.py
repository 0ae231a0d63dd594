"""The heading lines of whole books, shared by cleanup (running heads, contents lists) and the parsers.

Every pattern is matched against a cleaned line (no indentation, no border). The levels, from the top:
front matter headings (data/front_headings.txt), chapters «Глава V. Торговля», parts «Часть II …», the
Definitions «ОПРЕДЕЛЕНИЯ», Law headings «ПРАВИЛО 12. ПОЛНОМОЧИЯ СУДЬИ» (law texts: any case, a dot, a
dash or nothing after the number) and «Правило 28. ЗАЯВКИ …» (commentary: the title in capitals).
"""

from __future__ import annotations

import re
import tomllib
from functools import lru_cache
from importlib import resources

from lawref.numbering import lookalike, ordinal_value, roman_to_int  # noqa: F401 (the parsers read roman_to_int from here)


@lru_cache(maxsize=1)
def law_words() -> dict:
    """data/law_words.toml: the words a book heads its Laws with and cites them by (Правило, Закон, Law:
    each its heading form, stem, case endings and genitive), and a section's heading word («Раздел»)."""
    text = resources.files("lawref").joinpath("data", "law_words.toml").read_text("utf-8")
    return tomllib.loads(text)


# a heading set between two rules on its line («---------- Footnotes ----------», a text formatter's)
_FRAMED_HEADING = re.compile(r"^\s*([-–—=_*~])\1{2,}\s*(\S.*?)\s*\1{3,}\s*$")


def is_notes_heading(text: str) -> bool:
    """Whether a line is a heading over notes («Примечания», «Сноски», data/law_words.toml [notes]), also set
    between two rules on its line."""
    framed = _FRAMED_HEADING.match(text)
    return " ".join((framed[2] if framed else text).lower().rstrip(".:").split()) in _notes_headings()


@lru_cache(maxsize=1)
def _notes_headings() -> frozenset[str]:
    return frozenset(" ".join(word.lower().split()) for word in law_words()["notes"]["headings"])


def law_word_pattern(form: str = "any", capital: bool = False) -> str:
    """A regular expression (match it case-blind) for the Law word of every row of data/law_words.toml, also
    typed with Latin look-alike letters: `form` "heading" (the nominative, «Закон»), "genitive" («Закона»), or
    "any" (its stem with any of its case endings, or the stem alone: «Законам», «Правил»; and its abbreviations,
    «ст.»: a reference's word, which only a number after it makes one). `capital`: the word capitalised, as a
    reference names a Law (match it case-sensitive); an abbreviation in small letters too, as a sentence runs
    on through it («по ст. 12С2»)."""
    rows = law_words()["law"]

    def word(text: str) -> str:
        return lookalike(text.capitalize() if capital else text)

    def heading(row: dict) -> str:
        # a word a commentary heads with too is the running word of its prose as well («как сказано в статье 18»,
        # a wrapped line «статья 18»): as a heading it is capitalised or in capitals, whatever the case of the match
        if form == "heading" and row.get("commentary") and not capital:
            return f"(?-i:{lookalike(row[form].capitalize())}|{lookalike(row[form].upper())})"
        return word(row[form])

    if form != "any":
        return "(?:" + "|".join(heading(row) for row in rows) + ")"
    return "(?:" + "|".join([f"{word(row['stem'])}(?:{'|'.join(map(lookalike, row['endings']))})?" for row in rows]
                            + [form for row in rows for short in row.get("abbreviations", ())
                               for form in dict.fromkeys([word(short), lookalike(short)])]) + ")"


def genitive_law_word(word: str | None) -> str:
    """The genitive of a Law word as a name says it («Статья» -> «Статьи», «Закон» -> «Закона»: data/law_words.toml),
    «Правила» for a word not there or none."""
    row = next((row for row in law_words()["law"] if word and row["heading"] == word.lower()), None)
    return row["genitive"].capitalize() if row else "Правила"


def shared_law_word(text: str) -> bool:
    """Does `text` begin with a Law word a commentary heads its comments with too («Статья 18»: data/law_words.toml,
    `commentary`)? Such a heading says by its word neither that the book is the Laws nor a commentary on them."""
    pattern = _shared_law_word()
    return pattern is not None and pattern.match(text) is not None


@lru_cache(maxsize=1)
def _shared_law_word() -> re.Pattern | None:
    """shared_law_word's pattern, made once (it is asked of every line that may be a heading)."""
    words = [lookalike(row["heading"]) for row in law_words()["law"] if row.get("commentary")]
    return re.compile(rf"\s*(?:{'|'.join(words)})(?![^\W\d_])", re.IGNORECASE) if words else None


# A Law heading in a law text: "ПРАВИЛО 12. ПОЛНОМОЧИЯ", "Правило 12 - Полномочия", "ПРАВИЛО 12" alone, and the
# same with any heading word of data/law_words.toml («Закон 12» / «ДИСКРЕЦИОННЫЕ ПОЛНОМОЧИЯ СУДЬИ»). The words of
# the headings may be typed with Latin look-alike letters («ПPАВИЛО 45», lawref.numbering.lookalike).
_LAW, _Law, _law, _laws = lookalike("ПРАВИЛО"), lookalike("Правило"), lookalike("правило"), lookalike("правила")


def heading_separator(glued: str = "") -> str:
    """What stands between a heading's number and its title (data/law_words.toml [heading]): the full stop,
    spaced or not, or a mark with a space before it («—», «:», «·»), or the line's end (the title on the next
    line); `glued`: marks that may also stand glued to the number (a chapter's «Глава V: Розыгрыш»)."""
    data = law_words()["heading"]
    marks = "".join(re.escape(mark) for mark in data["spaced"])
    stops = re.escape(data["full_stop"] + glued)
    return rf"(?:\s*[{stops}]\s*|\s+[{marks}]\s*|\s*$)"


_SEPARATOR = heading_separator()
_LAW_IN_DIGITS = re.compile(rf"^{law_word_pattern('heading')}\s+(\d{{1,3}}){_SEPARATOR}(.*)$", re.IGNORECASE)
# The number in words, as an ordinal: «ПРАВИЛО ДВАДЦАТЬ СЕДЬМОЕ» over its title, «Правило первое. Колода карт»
# (lawref.numbering.ordinal_value, data/number_words.toml: up to four words, so a PDF's letter-spaced «ДВАДЦАТЬ
# ТРЕТЬ Е» too). Group 1 is the number as printed: lawref.corpus.headings.law_number reads either.
_LAW_IN_WORDS = re.compile(rf"^{law_word_pattern('heading')}\s+([^\W\d_]+(?:\s[^\W\d_]+){{0,3}})"
                           rf"{_SEPARATOR}(.*)$", re.IGNORECASE)


class _LawHeading:
    """A Law heading in a law text, its number in digits or in words: `match(text)` gives the re.Match (group 1
    the number as printed, group 2 the title on the line) or None."""

    def match(self, text: str) -> re.Match | None:
        if m := _LAW_IN_DIGITS.match(text):
            return m
        m = _LAW_IN_WORDS.match(text)
        return m if m and ordinal_value(m[1]) is not None else None


LAW_HEADING = _LawHeading()


def law_number(printed: str) -> int:
    """The number of a Law heading's group 1: «27» or «ДВАДЦАТЬ СЕДЬМОЕ» -> 27."""
    return int(printed) if printed.strip().isdigit() else ordinal_value(printed) or 0
# A Law heading in a commentary: a marker, the Law's number, an optional title. The marker is any of the ways
# a commentary names the Law it is about: "Правило 28. ЗАЯВКИ В ПОРЯДКЕ ОЧЕРЕДИ" (title checked by
# lawref.corpus.levels.heading_match), "Правило 28 — Заявки …", "Комментарий к Правилу 28. ЗАЯВКИ …" (an e-book's
# chapter), "Комментарий к статье 28", "К ПРАВИЛУ 28" / "К Правилу 28" (notes on a Law: the dative says the text
# is about the Law, never the Law itself; a capital К, a sentence's «к Правилу 28» is not a heading), the
# paragraph sign "§ 14. Недостающая карта" (a commentary's own sections, numbered by the Laws), and "ПРАВИЛО 28"
# alone, its title on the next line (a web page's «ПРАВИЛО 28<br>ЗАЯВКИ …», notes' «К ПРАВИЛУ 13» over
# «Неправильное число карт»; group 2 is then None), and the title in brackets after the number, «ПРАВИЛО 44
# (Последовательность и порядок розыгрыша)» (group 2 with its brackets; lawref.corpus.levels.bare_title takes them
# off). Whatever the marker, the evidence that these lines head a commentary is their sequence: Law numbers rising
# through the document (lawref.corpus.walker.law_headings).
# The marker may be any Law word a law text heads its Laws with (data/law_words.toml: «ЗАКОН 27. НЕДОСТАТОЧНАЯ
# ЗАЯВКА» in a commentary on a translation that says «Закон», pfsb1999comm), capitalised or in capitals; a word
# both kinds head with («Статья», «§») is a marker as any other (lawref.corpus.levels.shaped_heading).
_HEADING_LAW_WORDS = "|".join(f"{lookalike(row['heading'].capitalize())}|{lookalike(row['heading'].upper())}"
                              for row in law_words()["law"] if not row.get("commentary"))
_ON_LAW = (r"(?:(?:(?:Комментарий|КОММЕНТАРИЙ)\s+(?:к|К)|К)\s+(?:Правилу|ПРАВИЛУ)"
           r"|(?:Комментарий|КОММЕНТАРИЙ)\s+(?:к|К)\s+(?:статье|СТАТЬЕ))\s+|§\s*")
COMMENTARY_HEADING = re.compile(rf"^(?:(?:{_HEADING_LAW_WORDS})\s+|{_ON_LAW})(\d{{1,3}})"
                                r"(?:(?:\s*(?:\.|\s[-–—])\s+|\s+(?=\())(\S.*)|\s*\.?\s*)$")
# A heading whose marker says it is about a Law, alone or with its title: «К ПРАВИЛУ 13», «Комментарий к Правилу
# 28», «§ 14. Недостающая карта» (lawref.corpus.pipeline counts it as a commentary's, where «Правило 12» alone may
# head either kind; levels.heading_match takes its title in any case)
ON_LAW_HEADING = re.compile(rf"^{_ON_LAW}\d{{1,3}}\b")
# Any line that names a Law first: a running head "Правило 12", a contents entry.
NAMES_LAW = re.compile(rf"^(?:{_law}|{_laws}|{law_word_pattern('heading')}|{law_word_pattern('genitive')})"
                       r"\s+(\d{1,3})\b", re.IGNORECASE)
# A roman number of a chapter may be typed with Cyrillic look-alikes («ЧАСТЬ Х», «Глава ІІ»): lawref.numbering.
_ROMAN = r"[IVXLCІХ]{1,7}"
_CHAPTER_WORD, _PART_WORD = f"{lookalike('Глава')}|{lookalike('ГЛАВА')}", f"{lookalike('Часть')}|{lookalike('ЧАСТЬ')}"
_CHAPTER_SEPARATOR = heading_separator(glued=":")  # «Глава V: Розыгрыш»
CHAPTER = re.compile(rf"^({_CHAPTER_WORD})\s+({_ROMAN}|\d{{1,2}}){_CHAPTER_SEPARATOR}(.*)$")
PART = re.compile(rf"^({_PART_WORD})\s+({_ROMAN}|\d{{1,2}}){_CHAPTER_SEPARATOR}(.*)$")
DEFINITIONS = re.compile(r"^(ОПРЕДЕЛЕНИЯ|Определения)\s*[.:]?$")
CONTENTS = re.compile(r"^(СОДЕРЖАНИЕ|ОГЛАВЛЕНИЕ|Содержание|Оглавление)\s*[.:]?$")
# A misspelt Law heading ("ПРВИЛО 12.", "ПРАВИЛ0 12"): a capitalised word close to ПРАВИЛО, then a number.
HEADING_LIKE = re.compile(r"^([А-ЯЁA-Z][А-ЯЁа-яёA-Za-z0-9]{3,9})\s+(\d{1,3})\s*(?:[.\-–—:]|$)")

_LETTER_SPACED = re.compile(r"^(?:[^\W\d_] ){3,}[^\W\d_][.:]?$")


def unspaced(text: str) -> str:
    """A word set letter-spaced on a title page or over a contents list, «С О Д Е Р Ж А Н И Е», as one word."""
    text = text.strip()
    return text.replace(" ", "") if _LETTER_SPACED.match(text) else text


def is_contents_heading(text: str) -> bool:
    """«СОДЕРЖАНИЕ», «Оглавление», also letter-spaced."""
    return bool(CONTENTS.match(unspaced(text)))


def mostly_capitals(text: str, share: float = 0.6) -> bool:
    letters = [ch for ch in text if ch.isalpha()]
    return bool(letters) and sum(ch.isupper() for ch in letters) >= share * len(letters)


def _heading_list(name: str) -> frozenset[str]:
    """A list of headings in data/ (a heading a line, «#» comments), upper case."""
    text = resources.files("lawref").joinpath("data", name).read_text("utf-8")
    return frozenset(row.strip().upper() for row in text.splitlines() if row.strip() and not row.startswith("#"))


@lru_cache(maxsize=1)
def front_heading_words() -> frozenset[str]:
    """Headings of front matter (ВВЕДЕНИЕ, ПРЕДИСЛОВИЕ, ОТ ПЕРЕВОДЧИКА …), upper case: data/front_headings.txt."""
    return _heading_list("front_headings.txt")


# «ОТ СОСТАВИТЕЛЕЙ», «ОТ КОМИТЕТА»: who speaks to the reader, in capitals alone on its line, as every «ОТ …»
# of the list is set
_FROM_WHOM = re.compile(r"^ОТ\s+[А-ЯЁ]{4,}(?:\s+[А-ЯЁ]{2,}){0,2}$")


def is_front_heading(text: str) -> bool:
    """A known front-matter heading standing alone on its line, in any case ('Предисловие', 'ОТ АВТОРОВ.'), or
    one naming who speaks to the reader in capitals («ОТ СОСТАВИТЕЛЕЙ»)."""
    heading = unspaced(text).rstrip(".:").strip()
    return heading.upper() in front_heading_words() or bool(_FROM_WHOM.match(heading))


@lru_cache(maxsize=1)
def back_heading_words() -> frozenset[str]:
    """Headings of back matter (ПОСЛЕСЛОВИЕ, ВМЕСТО ПОСЛЕСЛОВИЯ, ПРЕДМЕТНЫЙ УКАЗАТЕЛЬ …), upper case:
    data/back_headings.txt and data/index_headings.txt."""
    return _heading_list("back_headings.txt") | index_heading_words()


@lru_cache(maxsize=1)
def index_heading_words() -> frozenset[str]:
    """Headings of a book's own subject index (ПРЕДМЕТНЫЙ УКАЗАТЕЛЬ …), upper case: data/index_headings.txt."""
    return _heading_list("index_headings.txt")


def is_back_heading(text: str) -> bool:
    """A known back-matter heading standing alone on its line, in any case ('Послесловие', 'ВМЕСТО ПОСЛЕСЛОВИЯ')."""
    return unspaced(text).rstrip(".:").strip().upper() in back_heading_words()


# Where an index entry sends the reader: «92/1», «40B», «42 (1)», «(2)», «12.3», «пример 4», «с. 12», «стр. 7»,
# a range of them «92/1–92/3», «(1)–(3)», «53/1–53/3».
_LOCUS = (r"(?:(?:пример|прим\.|с\.|стр\.|см\.|п\.|пп\.)\s*)?"
          r"(?:\d{1,4}[A-Za-zА-Яа-яЁё]?(?:[/.]\d{1,3}[A-Za-zА-Яа-я]?)*|\(\d{1,2}\))(?:\s*\(\d{1,2}\))*")
_LOCI = rf"{_LOCUS}(?:\s*[–—-]\s*{_LOCUS})?(?:\s*[,;]\s*{_LOCUS}(?:\s*[–—-]\s*{_LOCUS})?)*"
# An entry: a term, then a dash, a comma or a dot leader, then where: «Апелляция — 92/1–92/3», «Болван, безусловные
# права — 42 (1)», «Болван, 12, 40B», «Ренонс ……… 43, 62»; or a term and where with only a space between them, where
# a rendering dropped the leader (a tab with dots: LibreOffice's ODT, DOCX, RTF give «Ренонс 43, 62»), a term with
# no sentence's stop in it (a sentence that ends in a number is no entry).
_INDEX_ENTRY = re.compile(rf"^(?:(?P<term>[^\W\d_][^—–]*?)(?:\s+[—–-]\s+|,\s+|\s*(?:\.{{2,}}|…+)\s*)"
                          rf"|(?P<bare>[^\W\d_][^—–.!?;:]*?)\s+){_LOCI}\.?$")
# Where one entry ends and the next begins when a rendering ran them together: after a locus, before a capital.
_NEXT_ENTRY = re.compile(r"(?:(?<=[\d)])|(?<=\d[A-ZА-Я]))\s+(?=[А-ЯЁA-Z])")


def is_subject_index(heading: str, text: str) -> bool:
    """Is this unit of a book its own subject index, as a reader knows one: a heading of data/index_headings.txt
    over entries that are a term and where the book speaks of it («Апелляция — 92/1–92/3», «Болван, 12, 40B»), at
    least three, nearly all of the text, in alphabetical order of their first letters. A page of pointers, not of
    sentences: the book's apparatus, never an answer to a search."""
    if unspaced(heading).rstrip(".:").strip().upper() not in index_heading_words():
        return False
    pieces = [p for p in _NEXT_ENTRY.split(" ".join(text.split())) if p]
    entries = [m for p in pieces if (m := _INDEX_ENTRY.match(p))]
    if len(entries) < 3 or len(entries) < 0.8 * len(pieces):
        return False
    firsts = [(m["term"] or m["bare"])[0].upper().replace("Ё", "Е") for m in entries]
    return sum(a > b for a, b in zip(firsts, firsts[1:])) <= len(firsts) // 10


def is_structural_heading(text: str) -> bool:
    """Any heading of the levels above a Law's body: used to tell a real heading from a running head."""
    return bool(LAW_HEADING.match(text) or COMMENTARY_HEADING.match(text) or CHAPTER.match(text)
                or PART.match(text) or DEFINITIONS.match(text) or is_front_heading(text))


# A unit's marker at a line's start: «A. », «1. », «1) », «(a)», «a) », «a. », «(i)», «i. » (as a browser shows lists)
_FOOTER_START = re.compile(r"^(?:©|\([cс]\)\s*\d{4}|copyright\b)", re.IGNORECASE)  # a page's footer
_UNIT_START = re.compile(r"^(?:\((?:[a-zа-яё]|[ivx]{1,5})\)|[a-zа-яё]\)\s|[a-z]\.\s|[ivx]{1,5}\.\s|\d{1,3}[.)]\s"
                         r"|\(\d{1,3}\)\s|[A-ZА-ЯЁ]\.\s)")


@lru_cache(maxsize=1)
def commentary_labels() -> dict[str, list[str]]:
    """The words that head a commentary's Laws and label its notes and examples, and the words that never head a
    Law's commentary (data/commentary_labels.toml)."""
    return tomllib.loads(resources.files("lawref").joinpath("data", "commentary_labels.toml").read_text("utf-8"))


def _marker(words: str) -> str:
    """A marker of the data as a heading sets it: its first word capitalised or in capitals, the rest as the data
    spells them or in capitals («Комментарий к статье», «КОММЕНТАРИЙ К СТАТЬЕ»), its letters also typed with
    Latin look-alikes."""
    def spelt(text: str) -> str:
        return r"\s+".join(lookalike(re.escape(word)) for word in text.split())
    first, _, rest = words.partition(" ")
    sentence = spelt(first[:1].upper() + first[1:]) + (r"\s+" + spelt(rest) if rest else "")
    return f"(?:{sentence}|{spelt(words.upper())})"


def _heading_alone() -> re.Pattern:
    markers = [row["heading"] for row in law_words()["law"]] + commentary_labels()["heading"]
    return re.compile(r"^(?:" + "|".join(_marker(word) for word in sorted(markers, key=len, reverse=True))
                      + r")(?:(?<=§)\s*|\s+)(\d{1,3})\.?$")


# A heading alone on its line: a marker a book heads its Laws or its comments on them with (a Law word of
# data/law_words.toml in its heading form, «Правило 12», «ЗАКОН 12»; a commentary's of
# data/commentary_labels.toml [heading], «Статья 18», «К ПРАВИЛУ 13», «§ 14»), the Law's number, perhaps a dot;
# nothing else. A line that ends in a number is no heading for that: a sentence's end has other words before it
# («Текст Правила 1.», «как сказано в статье 18», «см. Правило 12.»), or a lower-case or a case-ending marker
# («статье 18», «Правилу 12»). Its title stands on the next line (lawref.corpus.furniture checks it there).
HEADING_ALONE = _heading_alone()


# a web page's own news, not the book's: a short line that ends in the date the page was updated («Раздел ведёт
# судья клуба. Обновлено 14.03.2021», «Последнее обновление: 1.02.2004»), or the ISO date and time a generator
# stamps its pages with (Asciidoctor's footer «Last updated 2004-09-15 12:00:00 UTC», printed by wkhtmltopdf)
_UPDATED = re.compile(r"^.{0,80}\b(?:[Оо]бновлен[оаы]?|[Оо]бновление|[Uu]pdated)\s*:?\s*"
                      r"(?:\d{1,2}[./]\d{1,2}[./]\d{2,4}|\d{4}-\d{2}-\d{2}(?:[ T]\d{1,2}:\d{2}(?::\d{2})?"
                      r"(?:\s*(?:UTC|GMT|Z|[+-]\d{2}:?\d{2}))?)?)\s*\.?$", re.S)
# a bar of links as a page prints it: short items (four words at most, no sentence's end; a date's dots are none)
# between « | », or three or more between « · » (a CMS's line under its article: «Добавлено: 14.11.2003 · Просмотров:
# 2817 · Версия для печати»; two are a title, «Правило 41 · Начало розыгрыша»), the first perhaps naming the bar
# («Бридж-клуб «Маяк» | Главная | Турниры», «Содержание: 7 | 9 | 12», «Наверх | На главную»)
_BAR_ITEM = r"(?:[^|·.!?;]|(?<=\d)\.(?=\d)){1,40}?"
_LINK_BAR = re.compile(rf"^{_BAR_ITEM}(?:(?:\s+\|\s+{_BAR_ITEM})+|(?:\s+·\s+{_BAR_ITEM}){{2,}})$")


def is_update_line(text: str) -> bool:
    """A web page's update line: «… Обновлено 14.03.2021»."""
    return bool(_UPDATED.match(text.strip()))


# a breadcrumb trail: the names of the site's pages down to the page, parted by one spaced mark (« › », « » »,
# « > », « → », « / »), the page itself last («ФСБ Верхнекамска › Документы › Правила 2017»)
_TRAIL_MARK = re.compile(r"\s+([›»>→/])\s+")
_PAGE_NAME = 60  # characters: a page's name in a trail is a title, not a sentence («Правило 85 · Решения по …»)


def breadcrumb_trail(text: str, steps: int = 2) -> tuple[str, ...]:
    """The page names of a breadcrumb trail printed on one line, () when the line is none: `steps` names or more
    (a text's trail above its book three: a title page may set «Москва › 2017»; a web page's, its names linked, two)
    parted by one and the same spaced mark, each a page's name as a reader knows one: a word in it (not a list of
    ids, «27 » 28»), short, whole (a quotation or a bracket it opens it closes: not a sentence whose quotation
    closes with a spaced «»»), not ending a sentence («Порядок: судья › комитет › федерация.»)."""
    line = " ".join(text.split())
    marks = _TRAIL_MARK.findall(line)
    if len(marks) < max(steps - 1, 1) or len(set(marks)) != 1:
        return ()
    names = tuple(_TRAIL_MARK.split(line)[::2])
    return names if all(_page_name(name) for name in names) else ()


def _page_name(name: str) -> bool:
    # (a stop after a year's «г.» ends no sentence: «Правила 1997 г.» is a page's name)
    return bool(re.search(r"[^\W\d_]", name)) and len(name) <= _PAGE_NAME \
        and (not re.search(r"[.!?;:,]$", name) or re.search(r"\d\s+гг?\.$", name)) \
        and name.count("«") == name.count("»") and name.count("(") == name.count(")")


def is_link_bar(text: str) -> bool:
    """A bar of links printed as text: «Главная | Турниры | Рейтинг» (each item four words at most)."""
    text = text.strip()
    return bool(_LINK_BAR.match(text)) and all(0 < len(item.split()) <= 4 for item in re.split(r"\s[|·]\s", text))


def opens_footer(text: str) -> bool:
    """Does a line open a page's or a site's footer («© Бридж-клуб …», «(c) 2004 …», «Copyright …»)?"""
    return bool(_FOOTER_START.match(text.strip()))


def ends_a_passage(text: str) -> bool:
    """Does a paragraph end the passage before it: does it open a unit of the book (a heading of its levels or
    of its contents, a section, an item, a sub-item; its first line read) or a page's footer («© …»)? Where the
    passage ends, a note it calls is read (lawref.corpus.pagenotes, the HTML and DOCX readers)."""
    first = text.strip().split("\n", 1)[0].strip()
    return bool(_UNIT_START.match(first + " ") or _FOOTER_START.match(first) or HEADING_ALONE.match(first)) \
        or is_structural_heading(first) \
        or is_contents_heading(first)  # a contents list at the book's end: the last Law's passage is over


def is_misspelt_law_heading(text: str) -> bool:
    """'ПРВИЛО 12.' and the like: a word one or two edits from ПРАВИЛО, then a Law number."""
    m = HEADING_LIKE.match(text)
    if not m or LAW_HEADING.match(text):
        return False
    word = m[1].upper()
    return word not in ("ПРАВИЛО", "ПРАВИЛА", "ГЛАВА", "ЧАСТЬ") and _distance(word, "ПРАВИЛО") <= 2


def _distance(a: str, b: str) -> int:
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        previous = current
    return previous[-1]
