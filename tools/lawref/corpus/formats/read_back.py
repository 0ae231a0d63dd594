"""What a reader of a scan reads back in OCR's text, with the evidence the book itself gives: the last step of
every OCR'd text (an OCR layer of a PDF or a DjVu, tesseract's words: lawref.corpus.formats.ocr), never of
a text that does not say OCR made it.

- A reference whose id this book cannot have but one of OCR's usual confusions (data/ocr_confusions.toml)
  makes one of its ids, the one such id («Правило 120» where the book has 12C and no Law 120; «12С1(Ъ)»): that
  id, written as the book types its references (review.references with `sure`).
- A speck OCR read as a mark beside a word: a quote that closes nothing («‘что», «может’»), a mark before a
  broken word's rest («иг-» / «` рока»; review.word_specks, review.breaks), a period inside a sentence: between
  two words with no space («на.доске»), before a word («.только»), or after a word (no abbreviation) that a word
  in lower case follows where no capital read small gives its letter or no sentence ends on the word before
  («результат. если», «для. игрока»: no sentence opens in lower case); recorded as `speck`.
- A word that is no Russian word (pymorphy3) and that one of OCR's confusions makes a word of the book: Latin
  letters or figures among Cyrillic ones («Пpaвило», «пр0извод»), a word of Latin look-alikes inside a Russian
  sentence («no Правилу»), a capital Й read И («ПЕРВЫИ»), a letter OCR confuses («игрбка» where the book has
  «игрока» twice): that word, where exactly one reading is one.
- The book's structure, where its sequence or its page gives one reading (round 23): a running head OCR left
  in, a commentary's heading whose «§» OCR misread over its Law's paragraph N-1, «МВ.» for a note's «NB.», a law
  book's labels by their sequence and shape (review.markers: not a number put in by a paragraph's look alone), a
  note whose typed rule OCR lost, lines of specks inside a sentence, a commentary's reference («З1А») by the
  Laws it heads. A text file that names no source is read so when it shows OCR's hand (ocr_evidence: gorelov2022's,
  priozer2000's and klub2008's tesseract texts).

Never where two readings are possible. Each reading is recorded as a removal of what OCR read (OCR_REFERENCE,
OCR_WORD, OCR_HEADING, OCR_LABEL …), which `lawref check` lists and the review list names at its line, so an
editor checks it against the scan. The review list proposes the same and more (lawref.corpus.formats.review):
what it is not sure of stays for the editor.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from collections import Counter

from lawref.corpus.formats import Extracted
from lawref.corpus.formats.readings import misreading
from lawref.corpus.formats.review import (
    _NAMES_NUMBER,
    _REFERENCE,
    _WRAPPED_REFERENCE,
    HEAD_CHARS,
    HEAD_SAME,
    JOIN,
    MARKER,
    REFERENCE,
    REFERENCE_COST,
    SPECK,
    WORD,
    Entry,
    _a_year,
    _apart,
    _as_typed,
    _closest,
    _cyrillic_letters,
    _entry,
    _exists,
    _guesses,
    _head_words,
    _latin_id,
    _said,
    _titled,
    apply,
    breaks,
    breve_words,
    broken_words,
    chapter_heading,
    foot_notes,
    law_heading,
    law_heads_at_tops,
    lookalike_words,
    mark_notes,
    markers,
    note_labels,
    page_numbers,
    references,
    running_heads,
    signed_heads,
    specks,
    stacked_labels,
    star_notes,
    strays,
    sure_label,
    term_specks,
    with_notes,
    word_lookalikes,
    word_specks,
)
from lawref.corpus.furniture import RUNNING_HEAD
from lawref.corpus.join import is_known_word
from lawref.corpus.levels import FOOTNOTE_CALL, FOOTNOTE_LABEL
from lawref.model import Removal

OCR_REFERENCE = "ocr-reference"  # a reference OCR misread, read as the one id of this book its confusions make
OCR_WORD = "ocr-word"  # a word OCR misread, read as the one word of the book (or the dictionary) they make
OCR_HEADING = "ocr-heading"  # a commentary's Law heading whose sign OCR misread, read by the paragraph N-1 below it
OCR_NOTE_LABEL = "ocr-note-label"  # a note's label OCR read in Cyrillic look-alikes («МВ.» for «NB.»)
LOST_NUMBER = "ocr-lost-number"  # an item's number OCR read as a mark on a line of its own (from_pdf.LOST_NUMBER)
OCR_LABEL = "ocr-label"  # a section's or sub-item's letter OCR misread, read by the sequence (from_pdf.OCR_LABEL)
OCR_LAW_NUMBER = "ocr-law-number"  # a Law's or a chapter's number OCR misread, read by the sequence
OCR_LOST_HEADING = "ocr-lost-heading"  # a section's letter put in where OCR lost its heading (its items restart)
OCR_LOST_PARAGRAPH = "ocr-lost-paragraph"  # a commentary's paragraph number put in where OCR lost it (27.1 … 27.3)
OCR_NOTE_RULE = "ocr-note-rule"  # a note at the page's foot whose rule OCR lost, set off again under its call
_TOKEN = re.compile(r"(?<![\w-])([A-Za-zА-Яа-яЁё0-9]+)(?![\w-])")  # a word of letters and figures
_CYRILLIC = re.compile(r"[а-яёА-ЯЁ]")
MIXED_CYRILLIC = 3  # Cyrillic letters a mixed word has at least (fewer: an id, «12С1», «3В»)
_WORDS = re.compile(r"[а-яё]+")


def read_back(extracted: Extracted, shown: str) -> Extracted:
    """The OCR'd text with its sure readings put in, each recorded (see the module docstring)."""
    text = extracted.text
    lines = text.split("\n")
    recorded = _readings(lines)
    if not recorded:
        return extracted
    entries = [dataclasses.replace(e, sure=True) for e, _ in recorded]  # (the sure readings, each)
    changed, _, _ = apply(text, entries, shown, every=True)
    # a reading that joins lines (a label's line to its paragraph, specks' lines out of a sentence) moves the
    # lines below it, one that puts in a line (a lost heading's letter) too: every removal is recorded at its
    # line of the text as now read
    moved = tuple(dataclasses.replace(r, line=_moved(r.line, entries)) for r in extracted.removals) + \
        tuple(Removal(kind, _moved(e.line, entries) + _put_below(e), _what_ocr_read(e, kind)) for e, kind in recorded)
    said = tuple(dataclasses.replace(d, line=_moved(d.line, entries)) for d in extracted.diagnostics)
    return dataclasses.replace(extracted, text=changed, removals=moved, diagnostics=said)


def _moved(line: int, entries: list[Entry]) -> int:
    """Line `line` (1-based) of the text before `entries` were put in, in the text after: an entry whose read
    spans more line breaks than its proposal takes the difference out of the lines below it (a line it spans goes
    to the entry's own line, where its words now stand)."""
    shift = 0
    for e in entries:
        spans, keeps = e.read.count("\n"), e.proposed.count("\n")
        if spans == keeps or line <= e.line:
            continue
        shift += spans - keeps if line > e.line + spans else line - e.line - min(line - e.line, keeps)
    return line - shift


def _put_below(e: Entry) -> int:
    """How many lines below its entry's line what a reading puts in stands: none, or for one that puts in a line
    of its own (a lost heading's letter on a blank line, «⏎B.⏎») the line breaks before it."""
    if e.read or not e.proposed.strip():
        return 0
    return e.proposed[:e.proposed.index(e.proposed.strip())].count("\n")


def _what_ocr_read(e: Entry, kind: str) -> str:
    """What a reading records: the speck left out, or what OCR read where the reading stands."""
    if kind == SPECK:
        return e.read.replace(e.proposed.strip(), "", 1).strip() or e.read.strip()
    return e.read.strip()


def ocr_evidence(lines: list[str]) -> tuple[int, str] | None:
    """Where a text that names no source shows OCR's hand, which no typed text has: (line, what shows it).
    - a commentary's Law heading whose sign OCR misread («$ 26.», «8 41.» over the paragraphs 26-1, 41-1;
      review.signed_heads);
    - a page's running head read differently on another page (heads_read_differently): a typed text's head,
      typed once or set by its program, is the same on every page;
    - references no Law can have, MISREAD_REFERENCES of them at least, each one confusion of OCR's from a Law
      the book heads («по ст. 2181» under «ЗАКОН 21.»: a typewriter's В read as 8): a typist's slip lands on a
      key beside the meant one, never so, and never again and again (misread_references).
    None where the text shows none (ledov2024's tesseract text: its heads read alike; every typed text)."""
    heads = running_heads(lines)
    signed = signed_heads(lines, {e.line for e in heads})
    if signed:
        return signed[0].line, "signed_head"
    other = heads_read_differently(lines)
    if other:
        return other, "head_read_differently"
    misread = misread_references(lines)
    return (misread, "misread_references") if misread else None


MISREAD_REFERENCES = 3  # references read as ids no Law can have, at least, for a text to show OCR's hand by them
# four figures 1900-2099 are a year as often as a misread id («в Правилах 1987»): no evidence of OCR's hand (a typed
# commentary naming three editions' years was read as OCR's, and its years read back as «19B7»)
_YEAR = re.compile(r"(?:19|20)\d\d")


def misread_references(lines: list[str]) -> int | None:
    """The line of the first of a text's references whose id no Law can have, where MISREAD_REFERENCES of them
    at least read as a Law the book heads by one confusion of OCR's (commentary_references; the walk of the
    labels names the Laws headed); None where fewer do. (The references are counted first: the walk only
    where they could be enough.)"""
    impossible = [(number, m) for number, line in enumerate(lines, 1) for m in _REFERENCE.finditer(line)
                  if not _exists(_latin_id(m[1]), set(), set())
                  and not _a_year(m[1], line[m.end():], lines[number:number + 1]) and not _YEAR.fullmatch(m[1])]
    if len(impossible) < MISREAD_REFERENCES:
        return None
    _, ids, laws = markers(lines)
    if laws:  # a law book: its own parts tell a misread id (review.references), not this count
        return None
    read = commentary_references(lines, [], ids)
    return read[0].line if len(read) >= MISREAD_REFERENCES else None


def heads_read_differently(lines: list[str]) -> int | None:
    """The line where a page (after a form feed, tesseract's page break) opens with the running head another page
    opens with, read differently: as like it as two heads of the book's pages are (HEAD_SAME, their words), but
    not the same line once what changes from page to page in a typed head is left out (its page number, a
    Law's, a chapter's numeral, a section's letter: _as_head), and naming the same figures (a head naming another
    Law is another head), and differing by a word read otherwise, not only by words missing (_misread).
    «Правила спортивного. ‘бриджа. Редакция 2007 года» under «Правила спортивного бриджа. Редакция 2007 года»,
    «Федерация бриджа Приозерсномо крия» under «… Приозерского края»: OCR's specks and letters. None where no page
    does (or the text has no form feed)."""
    from difflib import SequenceMatcher

    tops, opens = [], True  # the first line of text of each page, by its line number
    for number, line in enumerate(lines, 1):
        if "\f" in line:
            opens, line = True, line.rsplit("\f", 1)[1]
        if opens and line.strip():
            tops.append((number, line.strip()))
            opens = False
    if len(tops) < 2:
        return None
    # each page's head, its words and its figures, made once a page (every two pages are compared: made once a
    # pair, they cost a book of 170 pages 14,000 times what they do)
    heads = [(number, head, _head_words(head), _inner_figures(line))
             for number, line in tops for head in (_as_head(line),)]
    for (_, a, words_a, figures_a), (number, b, words_b, figures_b) in itertools.combinations(heads, 2):
        if a == b or min(len(a), len(b)) < HEAD_CHARS or len(words_a.split()) < 3 or figures_a != figures_b:
            continue  # (a head naming another Law is another head: «Правило 84. … бесспорным …», «Правило 85. …»)
        if SequenceMatcher(None, words_a, words_b).ratio() >= HEAD_SAME and _misread(a, b):
            return number
    return None


def _misread(a: str, b: str) -> bool:
    """Whether two heads differ by a word read with other letters or marks («края» / «крия», «бриджа.» /
    «‘бриджа.»), as OCR misreads; a head that only lacks words of the other, or has more (a line cut short, a word
    dropped: «… СПОРТИВНОГО» under «… СПОРТИВНОГО БРИДЖА»), is a line cut, which a typed text has too."""
    from difflib import SequenceMatcher

    return any(tag == "replace" for tag, *_ in SequenceMatcher(None, a.split(), b.split()).get_opcodes())


def page_heads(lines: list[str]) -> list[Entry]:
    """The running head OCR read at a page's top, after a form feed (tesseract's text), read differently from page
    to page: a page's first line that another page's first line (or its first two, a head OCR set over two
    lines) holds, as like as two heads of the book's pages are (HEAD_SAME of its words found there, in order),
    and the page's second line too where it holds the rest («спортивного бриджа 1997 г.» / «федерация бриджа
    Приозерского края |» under «Международные правила спортивного бриджа 1997 г. Федерация бриджа …»):
    furniture, proposed left out (the line, the form feed kept). Not the first page's lines (the title page)."""
    pages = []  # each page after a form feed: its first two lines of text, (line number, column, text)
    for number, line in enumerate(lines, 1):
        if "\f" in line:
            pages.append([])
            column = line.rindex("\f") + 1
        elif not pages or len(pages[-1]) >= 2:
            continue
        else:
            column = 0
        if line[column:].strip() and len(pages[-1]) < 2:
            pages[-1].append((number, column, line[column:]))
    keys = [[_head_key(text) for _, _, text in page] for page in pages]
    out = []
    for index, page in enumerate(pages):
        others = [" ".join(other) for n, other in enumerate(keys) if n != index and other]
        others += [other[0] for n, other in enumerate(keys) if n != index and other]
        split = [other for n, other in enumerate(keys) if n != index and len(other) == 2]
        for (number, column, text), key in zip(page, keys[index]):
            # (or it holds both lines of a head another page's top set over two)
            if len(key) < HEAD_CHARS or not any(_held(key, other) for other in others) and not any(
                    min(map(len, other)) >= HEAD_CHARS and all(_held(part, key) for part in other)
                    for other in split):
                break
            out.append(Entry(number, column, JOIN, text + "\n", "\n", "колонтитул страницы: строка в начале "
                             "страницы повторяет колонтитул другой страницы, распознанный иначе; OCR оставил его "
                             "в тексте"))
            if any(_held(other, key) for other in others):  # the whole head on one line: the next is the text's
                break
    return out


def _head_key(text: str) -> str:
    """A page's first line as a head's words (_as_head, _head_words), in lower case."""
    return _head_words(_as_head(text)).lower()


def _held(part: str, head: str) -> bool:
    """`part` stands in `head`: HEAD_SAME of its letters found there, in order."""
    from difflib import SequenceMatcher

    found = sum(block.size for block in SequenceMatcher(None, part, head, autojunk=False).get_matching_blocks())
    return bool(part) and found >= HEAD_SAME * len(part)


_NUMBERING = re.compile(r"(?<!\w)(?:\d+|[IVXLCDM]+|[^\W\d_])(?!\w)")  # a figure, a Roman numeral, a lone letter


def _inner_figures(line: str) -> list[str]:
    """The figures of a page's first line but a page number at its start or end: a typed head naming a Law names
    it by its number, the same on that Law's pages only."""
    return re.findall(r"\d+", re.sub(r"^\s*\d+\s+|\s+\d+\s*$", "", line))


def _as_head(line: str) -> str:
    """A page's first line as a typed running head stays from page to page: what changes left out (page numbers,
    a Law's or a chapter's number, a section's letter), the spaces and the marks at its ends."""
    return re.sub(r"^\W+|\W+$", "", re.sub(r"\s+", " ", _NUMBERING.sub(" ", line)))


def readings(lines: list[str]) -> list[Entry]:
    """The sure readings of an OCR'd text's lines (see _readings), by line and column."""
    return [e for e, _ in _readings(lines)]


def _readings(lines: list[str]) -> list[tuple[Entry, str]]:
    """The sure readings of an OCR'd text's lines, each with the kind it is recorded as: the book's own
    structure first (its running heads OCR left in, with their page numbers; its Law headings whose sign OCR
    misread, by the paragraphs below them; a note's label; in a law book its labels by their sequence and shape,
    review.markers, and its notes whose rule OCR lost), then references, then words, then specks (beside
    words, after a label, lines of specks inside a sentence), each where it touches none before it."""
    words = law_words_read_alike(lines) + law_headings_by_place(lines)
    if words:  # the rest read with those headings as the book sets them (each word as long as OCR's: columns stay)
        # (`every`: the sure ones put in; without it none was, and the sections under such a heading were walked
        # as the Law's before it: «С.» after 40E read G, priozer2000's fax)
        read = [dataclasses.replace(e, sure=True) for e in words]
        lines = apply("\n".join(lines), read, "", every=True)[0].split("\n")
    notes = foot_notes(lines)
    # the book's labels read with its notes set off: a note's number is no list's next item
    labels, ids, laws = markers(with_notes(lines, notes) if notes else lines)
    heads = running_heads(lines)
    found: list[tuple[Entry, str]] = [(e, OCR_WORD) for e in words] + [(e, RUNNING_HEAD) for e in heads]

    numbers = page_numbers(lines)

    def add(entries, kind) -> None:
        taken = [e for e, _ in found]
        entries = [e for e in entries if numbers.isdisjoint(range(e.line, e.line + e.read.count("\n") + 1))]
        found.extend((e, kind(e, lines) if callable(kind) else kind) for e in _apart(entries, taken, lines))

    add(page_heads(lines), RUNNING_HEAD)
    add(law_heads_at_tops(lines), RUNNING_HEAD)
    add(notes, lambda e, _: FOOTNOTE_LABEL if e.proposed.endswith(" ") else FOOTNOTE_CALL)
    add(stacked_labels(lines), LOST_NUMBER)  # (the column's numbers go to their paragraphs before the walk reads them)
    add(signed_heads(lines, {e.line for e in heads}), OCR_HEADING)
    add(note_labels(lines), OCR_NOTE_LABEL)
    if laws:  # a law book: its labels where the sequence gives one reading (not a paragraph's look alone)
        add([e for e in labels if sure_label(e)], _label_kind)
        add([e for e in (*star_notes(lines), *mark_notes(lines)) if e.proposed], OCR_NOTE_RULE)
    add(references(lines, ids, laws, sure=True), OCR_REFERENCE)
    if not laws:  # a commentary: its walk holds no Law's parts, only the Laws it heads
        add(commentary_references(lines, [e for e, _ in found], ids), OCR_REFERENCE)
        add(lost_paragraph_numbers(lines, ids), OCR_LOST_PARAGRAPH)
    for more in (mixed_words(lines), lookalike_words(lines), breve_words(lines), broken_words(lines)):
        add([e for e in more if not is_known_word(e.read)], OCR_WORD)
    for more in (word_specks(lines), [e for e in breaks(lines) if e.kind == SPECK], stray_periods(lines),
                 specks(lines), [e for e in strays(lines) if e.proposed], term_specks(lines)):
        add(more, SPECK)
    return sorted(found, key=lambda pair: (pair[0].line, pair[0].column))


_HEADING_SHAPE = re.compile(r"^(\s*)(\S{3,12})\s+(\d{1,3})\.?\s*$")  # a word and a number alone on a line
LAW_WORD_SEEN = 2  # headings the book sets with its Law word, at least, for another reading of it to be that word


def law_words_read_alike(lines: list[str]) -> list[Entry]:
    """A Law's heading whose word OCR read in Latin look-alikes or figures («3AKOH 45» for «ЗАКОН 45», a fax: no
    letter of it Cyrillic, so no mixed word): where the book heads its other Laws with one word (LAW_WORD_SEEN at
    least), each character of the line's word is that word's letter or one OCR reads for it (data/ocr_confusions.toml
    `[words]`), and its number stands between the numbers of the headings around it, it is that word; the number
    as read. A Law heading so lost leaves its sections to the Law before it (the fax's Law 45 read as 40's)."""
    if not any(_HEADING_SHAPE.match(line) for line in lines):
        return []
    heading, table = law_heading(lines), word_lookalikes()
    heads = [(n, m[1].strip(), int(m[2])) for n, line in enumerate(lines)
             if (m := heading.match(line)) and m[2].isdigit()]
    seen = Counter(word for _, word, _ in heads)
    if not seen or (word := seen.most_common(1)[0][0]) and seen[word] < LAW_WORD_SEEN:
        return []

    def alike(token: str) -> bool:
        return len(token) == len(word) and token != word and all(
            ch.upper() == meant or any(c.upper() == meant for c in table.get(ch, ""))
            for ch, meant in zip(token, word))

    out = []
    for number, line in enumerate(lines):
        if not (m := _HEADING_SHAPE.match(line)) or heading.match(line) or not alike(m[2]):
            continue
        before = [value for n, _, value in heads if n < number]
        after = [value for n, _, value in heads if n > number]
        if (not before or before[-1] < int(m[3])) and (not after or int(m[3]) < after[0]) and (before or after):
            out.append(Entry(number + 1, m.start(2), WORD, m[2], word, f"«{m[2]}»: слово заголовка Правила "
                             f"{m[3]}, прочитанное OCR латиницей и цифрами: книга озаглавливает Правила словом "
                             f"«{word}», а номер {m[3]} стоит между соседними"))
    return out


_NUMBER_AT_END = re.compile(r"^(\s*)(\S.*?)\s+(\d{1,3})\.?\s*$")  # a line alone ending with a number
WORD_LETTERS_HELD = 0.5  # share of the Law word's letters, in order, a heading OCR broke still holds («рави» … «о»)


def law_headings_by_place(lines: list[str]) -> list[Entry]:
    """A Law's heading whose word OCR broke past its confusions («I рави. «ТО 68» for «Правило 68», a spread's
    shadow over it): a line alone ending with a number that stands between the numbers of the headings around it,
    holding half the book's Law word's letters at least, in order (WORD_LETTERS_HELD), set as the book sets its
    headings (a line of capitals, the Law's title, under it, as under the heading before it), with the sections
    starting again under it (the next section's label «A.»: the Law before it had its A): the heading, its word
    put back as the book prints it, its number as read. Without the heading its sections were the Law before's."""
    from difflib import SequenceMatcher

    heading = law_heading(lines)
    heads = [(n, m[1].strip(), int(m[2])) for n, line in enumerate(lines)
             if (m := heading.match(line)) and m[2].isdigit()]
    seen = Counter(word for _, word, _ in heads)
    if not seen or seen[word := seen.most_common(1)[0][0]] < LAW_WORD_SEEN:
        return []

    out = []
    for number, line in enumerate(lines):
        if not (m := _NUMBER_AT_END.match(line)) or heading.match(line) or \
                number and lines[number - 1].strip() or number + 1 < len(lines) and lines[number + 1].strip():
            continue
        before = [(n, value) for n, _, value in heads if n < number]
        after = [value for n, _, value in heads if n > number]
        value = int(m[3])
        if not before or before[-1][1] >= value or after and value >= after[0] or not _titled(lines, before[-1][0]) or \
                not _titled(lines, number) or _next_section_letter(lines, number) != "A":
            continue
        read = re.sub(r"[^а-яёa-z]", "", m[2].lower())
        held = sum(b.size for b in SequenceMatcher(None, word.lower(), read, autojunk=False).get_matching_blocks())
        if held < WORD_LETTERS_HELD * len(word):
            continue
        printed = next(w for n, w, _ in heads if w.lower() == word.lower())
        out.append(Entry(number + 1, m.start(2), WORD, m[2], printed, f"«{m[2]} {m[3]}»: заголовок Правила {m[3]}, "
                         f"прочитанный OCR с искажениями: номер стоит между соседними Правилами, под ним название "
                         f"прописными и разделы снова с A; в строке буквы слова «{printed}»"))
    return out


def _next_section_letter(lines: list[str], number: int) -> str:
    """The Latin letter of the next section's label («А. Претензия») below line index `number`; else ""."""
    from lawref.ids import latin_section

    for line in lines[number + 1:]:
        if m := re.match(r"^\s*([A-ZА-ЯЁ])\.\s", line):
            return latin_section(m[1])
    return ""


def _label_kind(e: Entry, lines: list[str]) -> str:
    """How a label read by its sequence is recorded: a speck left out before or after it, an item's number,
    a Law's or a chapter's number, or a section's or sub-item's letter."""
    read, proposed = e.read.strip(), e.proposed.strip()
    if not e.read and proposed:  # a line put in where OCR read none: a section's letter, its heading lost
        return OCR_LOST_HEADING
    if proposed and proposed in read and not proposed.isdigit():  # («. н» -> «н», «3.’» -> «3.»)
        return SPECK
    if proposed and re.fullmatch(rf"[^\W\d_]\s+{re.escape(proposed)}", read):  # a letter before it («и 1» -> «1»)
        return SPECK
    if proposed[:1].isdigit():
        return LOST_NUMBER
    if re.fullmatch(r"[^\W\d_]+ \d{1,3}", proposed) or chapter_heading(lines).match(lines[e.line - 1]):
        return OCR_LAW_NUMBER  # («ПРАВИЛО10» between Laws 9 and 11; a chapter's numeral)
    return OCR_LABEL


def commentary_references(lines: list[str], heads: list[Entry], headed: set[str] = frozenset()) -> list[Entry]:
    """A commentary's reference whose id no Law can have («Правило З1А», «по Правилу 268.»: no Law З1, none 268;
    «(ст.» and «2181)» opening the next line), where exactly one reading OCR's confusions make of it (one
    confusion at most) names a Law the commentary heads («§ 31.», «К Правилу 31», a Law's heading the walk of
    its labels found, `headed` («ЗАКОН 27. НЕДОСТАТОЧНАЯ ЗАЯВКА»), a heading whose sign OCR misread, `heads`, or
    paragraphs numbered by it, NUMBERED_SEEN at least):
    that reading, the part as read. A commentary holds no Law's parts to check a part against; the Laws it heads
    are its evidence."""
    from lawref.corpus.headings import ON_LAW_HEADING

    held = {int(re.search(r"\d{1,3}", line)[0]) for line in lines if ON_LAW_HEADING.match(line.strip())}
    held |= {int(e.proposed.strip("§ .")) for e in heads if e.kind == MARKER and e.proposed.startswith("§")}
    held |= {int(i) for i in headed if i.isdigit()}
    # ... and a Law whose paragraphs it numbers («21.1.», «21.2.»: its heading lost by OCR or not)
    numbered = Counter(int(m[1]) for line in lines if (m := _COMMENT_NUMBER.match(line)))
    held |= {law for law, count in numbered.items() if count >= NUMBERED_SEEN}
    cyrillic = _cyrillic_letters(lines)
    out = []
    for number, line in enumerate(lines, 1):
        wrapped = _WRAPPED_REFERENCE.match(line) if number > 1 and _NAMES_NUMBER.search(lines[number - 2]) else None
        for m in [*([wrapped] if wrapped else []), *_REFERENCE.finditer(line)]:
            token = m[1]
            if _exists(_latin_id(token), set(), set()) or _a_year(token, line[m.end():], lines[number:number + 1]):
                continue
            # (a reading of two confusions is none: it takes no part in telling one reading from two)
            best = _closest(token, [g for g in _guesses(token, set(), set()) if int(re.match(r"\d+", g)[0]) in held
                                    and misreading(token, g)[0] < REFERENCE_COST], only=True)
            if best and misreading(token, best[0])[0] < REFERENCE_COST:
                law = re.match(r"\d+", best[0])[0]
                out.append(_entry(number, m, 1, _as_typed(token, best[0], cyrillic), f"ссылка на {best[0]}: "
                                  f"Правила «{token}» нет, а Правило {law} книга комментирует; " + _said(best[1]),
                                  REFERENCE))
    return out


NUMBERED_SEEN = 2  # paragraphs «N.k.», at least, that say the commentary comments on Law N
_COMMENT_NUMBER = re.compile(r"^\s*(\d{1,2})\.(\d{1,2})\.\s")  # a commentary's paragraph «27.2.» opening its line
_OPENS_CAPITAL = re.compile(r"^\s*[А-ЯЁ][а-яё]")  # a paragraph opening a sentence, its number gone
_ENDS_SENTENCE = re.compile(r"[.!?:;)»\"]\s*$")


def lost_paragraph_numbers(lines: list[str], headed: set[str]) -> list[Entry]:
    """A commentary's paragraph whose number OCR lost, by the sequence of its paragraphs («27.1.», «27.2.» … under
    each Law it heads, `headed` by the walk of its labels): under a Law's heading with «N.2.» the first paragraph
    below, no «N.1.» read, is N.1 (the first that opens a sentence with a capital, a title's line in capitals
    above it aside); between «N.k.» and «N.k+2.» the one paragraph that opens a sentence after a blank line, the
    text above ending one, is N.k+1. Never where two paragraphs could be it, nor under a Law it does not head."""
    heading = law_heading(lines)
    events = []  # (line index, Law, paragraph number: 0 for the Law's heading)
    for index, line in enumerate(lines):
        if (m := heading.match(line)) and m[2].isdigit() and m[2] in headed:
            events.append((index, int(m[2]), 0))
        elif (m := _COMMENT_NUMBER.match(line)) and str(int(m[1])) in headed:
            events.append((index, int(m[1]), int(m[2])))
    out = []
    for (start, law, number), (end, next_law, next_number) in zip(events, events[1:]):
        if next_law != law or next_number != number + 2:
            continue
        candidates = []
        for index in range(start + 1, end):
            line = lines[index]
            if not _OPENS_CAPITAL.match(line) or index > 0 and lines[index - 1].strip():
                continue
            above = next((lines[i] for i in range(index - 1, start - 1, -1) if lines[i].strip()), "")
            if number == 0 or _ENDS_SENTENCE.search(above):
                candidates.append(index)
                if number == 0:
                    break  # (the first below the heading)
        if len(candidates) == 1:
            index = candidates[0]
            column = len(lines[index]) - len(lines[index].lstrip())
            out.append(Entry(index + 1, column, MARKER, "", f"{law}.{number + 1}. ",
                             f"абзац {law}.{number + 1}: номер потерян (OCR), а абзацы идут {law}.{number}, "
                             f"{law}.{number + 2}" if number else f"абзац {law}.1: номер потерян (OCR), а "
                             f"под заголовком Правила {law} следующий абзац — {law}.2"))
    return out


def mixed_words(lines: list[str]) -> list[Entry]:
    """A word of Cyrillic letters with Latin letters or figures among them («Пpaвило», «пр0извод»): no word is
    so written, and OCR reads a Cyrillic letter as its Latin look-alike (rus+eng) or a figure. Each such character
    read back as the Cyrillic letter it looks like (data/ocr_confusions.toml `[words]`), where exactly one
    reading is a word the book has elsewhere or the dictionary has."""
    table = word_lookalikes()
    book = Counter(_WORDS.findall("\n".join(lines).lower()))
    out = []
    for number, line in enumerate(lines, 1):
        for m in _TOKEN.finditer(line):
            token = m[1]
            cyrillic = len(_CYRILLIC.findall(token))
            if cyrillic < MIXED_CYRILLIC or cyrillic == len(token) or \
                    not all(ch in table or _CYRILLIC.match(ch) for ch in token) or is_known_word(token):
                continue
            choices = [table[ch] if ch in table else ch for ch in token]
            found = {word for word in map("".join, itertools.product(*choices))
                     if _cased(word) and (book[word.lower()] or is_known_word(word))}
            if len(found) == 1:
                word = found.pop()
                out.append(Entry(number, m.start(), WORD, token, word, f"в слове «{token}» латинские буквы или "
                                 f"цифры среди русских: «{word}» (OCR путает похожие буквы)"))
    return out


def _cased(word: str) -> bool:
    """A word's letters in one case, or a capital and then small letters: as words are typed («прОизводится» is
    no reading of «пр0изводится»)."""
    return word.islower() or word.isupper() or word[:1].isupper() and word[1:].islower()


_GLUED_PERIOD = re.compile(r"(?<=[а-яё]{2})\.(?=[а-яё]{2})")  # «на.доске»: a period no abbreviation sets so
_OPENING_PERIOD = re.compile(r"(?<= )\.(?=[а-яё])")  # «.только»: no word opens with a period
_ENDING_PERIOD = re.compile(r"(?<![\w-])([а-яё]{2,})\.(?= ([а-яё])[а-яё]*(?![\w.]))")  # «ранее. играли»
ABBREVIATION = "Abbr"  # pymorphy3's tag of an abbreviation («напр», «стр», «прим»): its period is its own
WHOLE_WORD = 5  # letters of a word, at least, that a period after it may be a speck's (shorter: an abbreviation)
# small letters no capital read small gives (OCR reads a capital С, В, П … small by its shape alone, so a sentence's
# end before «с», «в», «п» … may be one, its capital misread: two readings)
SMALL_SHAPES = "абеёр"
NO_SENTENCE_END = ("PREP", "CONJ")  # a sentence ends on no preposition or conjunction («для.», «если.»)
SURE_PARSE = 0.99  # ... said by pymorphy3 with no doubt («что» may be a pronoun, and end a sentence)


def stray_periods(lines: list[str]) -> list[Entry]:
    """A period inside a sentence where no sentence ends and no abbreviation stands: between two words with no
    space («на.доске»), before a word after a space («.только»), after a word of the dictionary that is no
    abbreviation with a word in lower case after it, where that word's small letter is no capital read small
    («результат. если»: a sentence opens with a capital, and OCR reads С, В, П small by their
    shape alone) or the word before is one no sentence ends on (a preposition, a conjunction: «для. игрока»). A
    speck OCR read as a period: left out."""
    from lawref.corpus.morphology import analyzer

    why = "точка посреди фразы, где фраза не кончается и сокращения нет: пятнышко скана, прочитанное OCR"
    out = []
    for number, line in enumerate(lines, 1):
        for m in _GLUED_PERIOD.finditer(line):
            out.append(Entry(number, m.start(), SPECK, ".", " ", why))
        for m in _OPENING_PERIOD.finditer(line):
            out.append(Entry(number, m.start(), SPECK, ".", "", why))
        for m in _ENDING_PERIOD.finditer(line):
            word, parses = m[1], analyzer().parse(m[1])
            if not is_known_word(word) or any(ABBREVIATION in parse.tag for parse in parses):
                continue
            if len(word) >= WHOLE_WORD and m[2] in SMALL_SHAPES or \
                    parses[0].tag.POS in NO_SENTENCE_END and parses[0].score >= SURE_PARSE:
                out.append(Entry(number, m.end(1), SPECK, ".", "", why))
    return out
