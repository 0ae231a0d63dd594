"""Page furniture and contents lists: what a printed book, or a plain-text table of one, adds to its text.

Called by lawref.corpus.clean after characters are normalised. In order, every removal recorded:

1. border    the `|` left border (and right border) of texts published as plain-text tables, and their box
             rules (`+-----+`); only when most lines carry the border
2. indent    leading whitespace of every line: markers are then matched at column 0, so the word after an
             indented marker (`     1. Номер сдачи …`) is never lost
3. page      page breaks: form feeds, page-number lines (`- 6 -`, `— 6 —`, `стр. 6`, `Стр. 6 из 90`, a bare `6`
             next to a form feed or in a rising sequence), running heads (a line that stands at page breaks
             more than once, or names a Law or chapter whose heading came before; its page number at its edge,
             bare or `Стр. N`), a running foot of one figure the same at page breaks again and again («2008»).
             The lines become blank;
             when the text runs on across the break (no full stop before it, or lower case after it) the blank
             lines of the break go too, so the paragraph is one again
4. contents  a contents list: `СОДЕРЖАНИЕ`/`ОГЛАВЛЕНИЕ` and its entries (dot leaders and page numbers, entries
             wrapped onto two lines, a blank line between them where the first breaks a word; or titles
             alone, each of which comes again later as a heading, in the same order), three or more dot-leader
             lines without a heading, and a chapter's list of its Laws (Law headings with no text between
             them, each of which comes again later with its text)
"""

from __future__ import annotations

import functools
import re
from bisect import bisect_left
from collections import Counter
from collections.abc import Sequence
from itertools import islice

from lawref.corpus.headings import (
    CHAPTER,
    HEADING_ALONE,
    LAW_HEADING,
    NAMES_LAW,
    PART,
    breadcrumb_trail,
    is_contents_heading,
    is_link_bar,
    is_structural_heading,
    is_update_line,
    law_number,
    mostly_capitals,
)
from lawref.corpus.join import close_gapped
from lawref.corpus.outline import OUTLINE_PREFIX
from lawref.model import Line, Removal
from lawref.wordbreak import broken_at_end

BORDER = "border"
INDENT = "indent"
PAGE_NUMBER = "page-number"
RUNNING_HEAD = "running-head"
PAGE_BREAK = "page-break"  # a blank line of a page break inside a paragraph
FORM_FEED = "form-feed"  # the form feed character itself (recorded by clean.normalise_line)
CONTENTS_KIND = "contents"
_PAGE_LINES = 5  # lines of text on a page, at the least (the median between two page numbers in sequence)
REPEATED = "repeated-line"  # a short line standing alone many times: a link («наверх»), a separator
FOOTER = "footer"  # a copyright line closing the document: a site's or a printer's footer
SITE_BAR = "site-bar"  # a site's bar opening the document: its name and its web address (a print page's head)
SITE_LINE = "site-line"  # a web page's bar of links or update line, around the book (printed or saved as text)
_REPEATED_MIN = 4
# a footer opens with its copyright sign: «© 2004 Клуб …», «(c) 1993 …», «Copyright …»
_COPYRIGHT_START = re.compile(r"^\s*(?:©|\([cс]\)\s*\d{4}|copyright\b)", re.IGNORECASE)
# ... or it is the printer's imprint, a book's last words: «Подписано в печать 12.11.2018. Тираж 500 экз.»
_IMPRINT = re.compile(r"\bПодписано\s+в\s+печать\b|\bТираж\s+\d[\d\s]*экз\b", re.IGNORECASE)

_BORDER_SHARE = 0.6  # share of text lines that must start with "|" for a file to be bordered
_BOX_RULE = re.compile(r"^[+|=\-─═┌┐└┘├┤┬┴┼│]*[+|┌┐└┘├┤┬┴┼│][+|=\-─═┌┐└┘├┤┬┴┼│]*$")
_DECORATED_PAGE = re.compile(
    r"^(?:[-–—−]\s*\d{1,4}\s*[-–—−]|\[\s*\d{1,4}\s*\]|(?:стр|с|страница)\.?\s*\d{1,4}(?:\s*(?:из|/)\s*\d{1,4})?)$",
    re.IGNORECASE)
_BARE_PAGE = re.compile(r"^\d{1,4}$")
# a page number at a head's edge after a wide gap, bare or labelled («12      ПРАВИЛА», «Законы …      Стр. 3»)
_EDGE_NUMBER = re.compile(r"^(?:стр\.\s?)?\d{1,4}\s{2,}|\s{2,}(?:стр\.\s?)?\d{1,4}$", re.IGNORECASE)
_EDGE_NUMBER_FIRST = re.compile(r"(?:стр\.\s?)?\d", re.IGNORECASE)  # its first half's start (match: anchored)
_ENDS_PARAGRAPH = re.compile(r"[.!?:;…»\")]$")
# A page number of a contents entry: arabic, or the lower-case roman of front matter («ОТ РЕДАКЦИИ….. iv»).
_PAGE = r"(?:\d{1,4}|[ivxlc]{1,7})"
_LEADER_PATTERN = re.compile(rf"^(?P<entry>.*?\S)\s*(?:(?:(?:\.\s?){{3,}}|_{{3,}})\s*(?P<page>{_PAGE})"
                             r"|…[.…\s]*\s*\d{1,4})$")
# What every line _LEADER_PATTERN matches holds: three dots (a space between each at most), three underscores
# or an ellipsis. Searched first, it spares the pattern's try at every place of a line (8-18 µs a line of
# text, asked of each line of a book several times: 0.1 s of a whole book's 1.8).
_LEADER_SIGN = re.compile(r"\.\s?\.\s?\.|___|…")


def _leader(text: str) -> re.Match | None:
    """_LEADER_PATTERN.match, asked only of a line that holds its sign."""
    return _LEADER_PATTERN.match(text) if _LEADER_SIGN.search(text) else None
# an entry whose dot leader runs to the line's end, its page number pushed onto the next line (wkhtmltopdf's
# contents: «От переводчика . . . . . . . .» / «4»)
_OPEN_LEADER = re.compile(r"^(?P<entry>.*?\S)\s*(?:\.\s?){6,}$")
_WIDE_GAP_ENTRY = re.compile(r"^(?P<entry>.*?\S)\s{3,}(?P<page>\d{1,4})$")
# under a contents heading a leader may be cut to two dots by a long title ("… чужая рука.. 35")
_SHORT_LEADER = re.compile(r"^(?P<entry>.*?\S)\s*(?:\.\s?){2,}\s*(?P<page>\d{1,4})$")
_TITLE_NUMBER = re.compile(rf"^(?P<entry>\S.*[^\W\d_][.)»]?)\s(?P<page>{_PAGE})$")
_REPEATS = 3  # a line standing at this many page breaks is a running head (the book's title, a chapter's)
_ITEM_START = re.compile(r"^(?:\((?:[a-zа-яё]|[ivx]{1,5})\)|[a-zа-яё]\)\s|\d{1,3}(?:\.\d{1,3})*[.)](?:\s|$|\()"
                         r"|[A-ZА-ЯЁ]\.\s|<\*)")  # a marker opening a unit; «(см.» is not one


def is_page_number(text: str) -> bool:
    """A page number as printed at a page's edge: «- 6 -», «стр. 6», «Стр. 6 из 90», «[6]», a bare «6»."""
    text = text.strip()
    return bool(_DECORATED_PAGE.match(text) or _BARE_PAGE.match(text))


def strip_furniture(lines: list[Line], page_breaks: set[int], pages: set[int] | None = None
                    ) -> tuple[list[Line], list[Removal]]:
    """`page_breaks`: numbers of the lines that held a form feed; `pages`: the lines that opened a page when
    the text was first read (a second reading, its breaks done, still knows where its pages were; default
    `page_breaks`). Returns the lines kept and the removals."""
    removals: list[Removal] = []
    for step in (_strip_border, _strip_indent, strip_copied_pages, _strip_heading_links):
        lines, found = step(lines)
        removals += found
    # A chapter's list of its Laws goes before page breaks are read: its entries would otherwise be taken for
    # the earlier headings that a running head repeats.
    texts = [line.text for line in lines]
    lists = _headless_lists(texts)  # (an entry wrapped or run together whole, before its Law lines are taken)
    lists |= _law_lists([text if k not in lists else "" for k, text in enumerate(texts)])
    removals += [Removal(CONTENTS_KIND, lines[k].number, texts[k]) for k in sorted(lists)]
    lines = [line for k, line in enumerate(lines) if k not in lists]
    lines, found = _strip_pages(lines, page_breaks, page_breaks if pages is None else pages)
    removals += found
    lines, found = _strip_contents(lines)
    removals += found
    lines, found = _strip_arrow_lines(lines)  # (before a site's closing bar: the last part's line is one of them)
    removals += found
    lines, found = _strip_site_lines(lines)
    removals += found
    lines, found = _strip_repeated(lines)
    removals += found
    lines, found = _strip_producer_title(lines)
    removals += found
    removals.sort(key=lambda r: r.line)
    return lines, removals


NAVIGATION_LINE = "navigation-line"  # «← Правило 9 | Оглавление | Правило 16 →» closing each part of a site
_ARROWS_MIN = 3  # navigation lines in a document, to call each one
_ARROW_LINE_WORDS = 15


def _strip_arrow_lines(lines: list[Line]) -> tuple[list[Line], list[Removal]]:
    """A line that opens with an arrow to the left or closes with one to the right, a paragraph of its own («←
    Правило 9 Оглавление Правило 16 →», a wiki's box leading to the part before and after, as its print and PDF show
    it), standing three times or more in the document: a reader follows it, never reads it as the book's words.
    Short (fifteen words at most) and no sentence; recorded as a navigation line."""
    texts = [line.text.strip() for line in lines]
    alone = _alone(texts)
    found = [k for k, text in enumerate(texts) if alone[k] and (text.startswith("←") or text.endswith("→"))
             and len(text.split()) <= _ARROW_LINE_WORDS and not _ENDS_PARAGRAPH.search(text.rstrip("→ "))]
    if len(found) < _ARROWS_MIN:
        return lines, []
    removals = [Removal(NAVIGATION_LINE, lines[k].number, lines[k].text) for k in found]
    gone = set(found)
    return [Line(line.number, "") if k in gone else line for k, line in enumerate(lines)], removals


HEADING_LINK = "heading-link"  # a bracketed link a site sets after each heading: a wiki's «[править]»
_HEADING_LINK = re.compile(r"^(?P<heading>.*\S)\s*(?P<link>\[[^\W\d_][^\[\]\d]{0,23}\])\s*$")
_HEADING_LINK_LONGEST = 150  # characters of the heading before it: a heading, not a paragraph


def _strip_heading_links(lines: list[Line]) -> tuple[list[Line], list[Removal]]:
    """The same bracketed word or two ending heading after heading («Правило 16. Несанкционированная информация
    [править]», «A. Какой информацией игрок может пользоваться[править]»: a wiki page's link to edit each part, as
    its print and its PDF show it): a reader sees a mark of the page, not the heading's words. Taken off every line
    it ends that is a paragraph of its own, when it ends four such lines or more, half of them at least headings of
    the book's levels; recorded as a heading link."""
    texts = [line.text for line in lines]
    alone = _alone(texts)
    ends: dict[str, list[int]] = {}
    for k, text in enumerate(texts):
        if alone[k] and "[" in text and (m := _HEADING_LINK.match(text)) \
                and len(m["heading"]) <= _HEADING_LINK_LONGEST and not _ENDS_PARAGRAPH.search(m["heading"]):
            ends.setdefault(m["link"].casefold(), []).append(k)
    marked = {k for found in ends.values() if len(found) >= _REPEATED_MIN
              and 2 * sum(_heads_a_unit(_HEADING_LINK.match(texts[k])["heading"].strip()) for k in found)
              >= len(found) for k in found}
    if not marked:
        return lines, []
    kept, removals = [], []
    for k, line in enumerate(lines):
        if k in marked:
            m = _HEADING_LINK.match(line.text)
            removals.append(Removal(HEADING_LINK, line.number, line.text[len(m["heading"]):]))
            line = Line(line.number, m["heading"])
        kept.append(line)
    return kept, removals


def _heads_a_unit(text: str) -> bool:
    """A heading of the book's levels, or a section's letter and title («A. Старшинство карт»)."""
    return is_structural_heading(text) or bool(_SECTION_TITLE.match(text))


_SECTION_TITLE = re.compile(r"^[A-ZА-ЯЁ]\.\s+\S")


PRODUCER_TITLE = "producer-title-page"
_PRODUCER_LINES = 4  # a producer's title page: the title, the author, a date (and a subtitle at most)
_WORD = re.compile(r"\w+")


def _strip_producer_title(lines: list[Line]) -> tuple[list[Line], list[Removal]]:
    """An e-book converter's title page over the book's own (Calibre's TXT and PDF of pandoc's EPUB, kubgu2021):
    the metadata's title, author and date, then the title said again (the contents page's title, the first
    chapter's heading), each copy a paragraph of its own (wrapped or not), and under the last copy the book's
    title page, which says the title's words again in order. A reader reads the title once, from the book's
    page: the paragraphs from the first copy through the last are the producer's (a few short ones between the
    copies; nothing of the book's levels)."""
    texts = [line.text.strip() for line in lines]
    paragraphs: list[tuple[int, int]] = []  # (first line, line after the last)
    k = 0
    while k < len(texts):
        if texts[k]:
            start = k
            while k < len(texts) and texts[k]:
                k += 1
            paragraphs.append((start, k))
        k += 1
    if not paragraphs:
        return lines, []
    end = next((n for n, (a, _) in enumerate(paragraphs)
                if is_structural_heading(texts[a]) or is_contents_heading(texts[a])), len(paragraphs))
    # each paragraph said on one line, up to the book's first heading: none after it is asked about
    said = [" ".join(" ".join(texts[a:b]).split()) for a, b in paragraphs[:max(end, 1)]]
    title = said[0]
    copies = [n for n in range(1, end) if said[n] == title]
    if not copies or len(title) > 150:
        return lines, []
    last = copies[-1]
    between = [n for n in range(1, last) if n not in copies]
    page = " ".join(said[last + 1:end]).casefold()
    if len(between) > _PRODUCER_LINES or any(len(said[n]) > 100 for n in between) \
            or not _says_in_order(_WORD.findall(title.casefold()), _WORD.findall(page)):
        return lines, []
    gone = {k for a, b in paragraphs[:last + 1] for k in range(a, b)}
    removals = [Removal(PRODUCER_TITLE, lines[k].number, texts[k]) for k in sorted(gone)]
    return [Line(line.number, "") if k in gone else line for k, line in enumerate(lines)], removals


def _says_in_order(words: list[str], text: list[str]) -> bool:
    """Every word of `words` in `text`, in that order (others between them); three words of letters at least."""
    it = iter(text)
    return sum(any(ch.isalpha() for ch in word) for word in words) >= 3 and all(word in it for word in words)


# -- 4b. a web page's own lines around the book ------------------------------------------------------------
def _strip_site_lines(lines: list[Line]) -> tuple[list[Line], list[Removal]]:
    """A web page printed or saved as text keeps its own lines around the book: a bar of links («Бридж-клуб
    «Маяк» | Главная | Турниры», «Содержание: 7 | 9 | 12 …») and its update line («… Обновлено 14.03.2021»)
    above the book's first heading, a bar («Наверх | На главную») closing the document. Each standing alone as
    its paragraph, where the book has not begun or has ended, is the page's, recorded as a site line; so is a
    breadcrumb trail above the book («ФСБ Верхнекамска › Документы › Правила 2017») and an update line closing
    the document (under the site's © footer, which _strip_repeated then takes as the last paragraph)."""
    texts = [line.text for line in lines]
    first = next((k for k, text in enumerate(texts) if is_structural_heading(text.strip())), None)
    if first is None:
        return lines, []
    # above the book a bar has three items at least (a title page may set «Москва | 2017»)
    alone = _alone(texts)
    remove = {k for k in range(first) if alone[k]
              and (is_link_bar(texts[k]) and texts[k].count("|") >= 2 or is_update_line(texts[k])
                   or breadcrumb_trail(texts[k], steps=3))}
    for k in range(len(texts) - 1, first, -1):  # the document's last paragraphs, while they are bars
        if not texts[k].strip():
            continue
        if not (alone[k] and (is_link_bar(texts[k]) and all(
                any(ch.isalpha() for ch in item) for item in texts[k].split("|")) or is_update_line(texts[k]))):
            break  # (a closing bar's links have names: a row of figures «0 | 3» ending the last Law is its text)
        remove.add(k)  # (or the page's update line under its footer: «Страница обновлена 12.05.2019»)
    remove |= _closing_address(texts, first, alone)
    removals = [Removal(SITE_LINE, lines[k].number, texts[k]) for k in sorted(remove)]
    return [Line(line.number, "") if k in remove else line for k, line in enumerate(lines)], removals


# the page's own address as its print closes it: a web address and a short label at most («Источник — «https://…»»,
# a wiki's printfooter; «Адрес страницы: http://…»), whatever stands round the address's «» and brackets
_ADDRESS_LINE = re.compile(r"^(?P<label>[^\W\d_][\w ]{0,30}?)?\s*[-–—:]?\s*[«(\"]?(?:https?://|www\.)\S+[»)\"]?\.?$",
                           re.I)
_AFTER_ADDRESS = 6  # paragraphs after it, at most: the page's categories, its last edit, its licence
# a paragraph opening with a label of the book's levels («2.», «B.», «(a)», «б)»): the book's, never a page's foot
_OPENS_WITH_LABEL = re.compile(r"^\s*(?:\d{1,3}\.|[A-ZА-ЯЁ]\.|\([a-zа-яёivx]{1,4}\)|[a-zа-яё]\))\s")


def _closing_address(texts: Sequence[str], first: int, alone: Sequence[bool]) -> set[int]:
    """The page's address line near the document's end (_ADDRESS_LINE, a paragraph of its own, the book begun
    above it) and the few paragraphs after it, none a heading of the book's levels: a reader knows the page is over
    when its print gives its own address; its categories, last edit and licence under it are the page's too."""
    paragraphs: list[tuple[int, int]] = []
    k = len(texts) - 1
    while k > first and len(paragraphs) <= _AFTER_ADDRESS:
        if not texts[k].strip():
            k -= 1
            continue
        end = k
        while k > first and texts[k - 1].strip():
            k -= 1
        paragraphs.append((k, end))
        k -= 1
    for number, (start, end) in enumerate(paragraphs):
        joined = "".join(text.strip() for text in texts[start:end + 1])  # (an address the print broke: no spaces)
        if _ADDRESS_LINE.match(joined) and end - start < 3:
            below = paragraphs[:number + 1]
            if any(is_structural_heading(texts[a].strip()) or _OPENS_WITH_LABEL.match(texts[a]) for a, _ in below):
                return set()  # the book goes on under it (a heading, an item «2.», a sub-item «(a)»): an address cited
            return {n for a, b in below for n in range(a, b + 1)}
    return set()


# -- 1. border -------------------------------------------------------------------------------------------
def _strip_border(lines: list[Line]) -> tuple[list[Line], list[Removal]]:
    texts = [line for line in lines if line.text.strip()]
    bordered = [line for line in texts if line.text.lstrip().startswith(("|", "│"))]
    if not texts or len(bordered) < _BORDER_SHARE * len(texts) or len(bordered) < 3:
        return lines, []
    right = sum(line.text.rstrip().endswith(("|", "│")) and len(line.text.strip()) > 1 for line in bordered)
    has_right = right >= _BORDER_SHARE * len(bordered)
    kept, removals = [], []
    for line in lines:
        text = line.text
        if _BOX_RULE.match(text.strip()) and text.strip():
            removals.append(Removal(BORDER, line.number, text))
            kept.append(Line(line.number, ""))
            continue
        stripped = text.lstrip()
        if stripped.startswith(("|", "│")):
            removed = text[: len(text) - len(stripped) + 1]
            text = stripped[1:]
            if has_right and text.rstrip().endswith(("|", "│")):
                body = text.rstrip()[:-1]
                removed += text[len(body):]
                text = body.rstrip()
                removed += body[len(text):]
            removals.append(Removal(BORDER, line.number, removed))
        kept.append(Line(line.number, text))
    return kept, removals


# -- 2. indentation --------------------------------------------------------------------------------------
def _strip_indent(lines: list[Line]) -> tuple[list[Line], list[Removal]]:
    kept, removals = [], []
    for line in lines:
        body = line.text.lstrip()
        if len(body) < len(line.text):
            removals.append(Removal(INDENT, line.number, line.text[: len(line.text) - len(body)]))
            kept.append(Line(line.number, body))
        else:
            kept.append(line)
    return kept, removals


def _fits_pages(i: int, number: int, printed: list[tuple[int, int]]) -> bool:
    """A bare number by a form feed is its page's number only where it fits the pages' own numbers printed round
    it («- 2 -» …), which rise: a title page's «1999» over the break before «- 2 -» is its year (pfsb1999comm's
    club page, its blank lines gone)."""
    after = next((n for k, n in sorted(printed) if k > i), None)
    before = next((n for k, n in sorted(printed, reverse=True) if k < i), None)
    return (after is None or number < after) and (before is None or number > before)


def _edge_numbered(text: str) -> bool:
    """_EDGE_NUMBER.search(text), asked only of a line that starts as its first half does or ends in a figure (at
    the end, or before a last line break, as `$` reads it): a search reads every line from each position."""
    return bool((_EDGE_NUMBER_FIRST.match(text) or text.rstrip("\n")[-1:].isdigit()) and _EDGE_NUMBER.search(text))


# -- 3. page breaks --------------------------------------------------------------------------------------
def _strip_pages(lines: list[Line], page_breaks: set[int], pages: set[int]) -> tuple[list[Line], list[Removal]]:
    texts = [line.text for line in lines]
    furniture: dict[int, str] = {}  # index -> removal kind
    feeds = {i for i, line in enumerate(lines) if line.number in page_breaks}
    page_tops = {i for i, line in enumerate(lines) if line.number in pages}
    for i, text in enumerate(texts):
        if _DECORATED_PAGE.match(text):
            furniture[i] = PAGE_NUMBER
    bare = [i for i, text in enumerate(texts) if _BARE_PAGE.match(text) and _stands_alone(texts, i)]
    if bare:
        near_feed = {i for i in bare if any(abs(i - f) <= 2 for f in feeds)}
        numbers = [int(texts[i]) for i in bare]
        rising = sum(b > a for a, b in zip(numbers, numbers[1:]))
        # a page's worth of text between them: numbers a few lines apart are a table's column («1» / «Север» /
        # «никто», «2» / «Восток» …: a row's cells one under another), not a page's foot
        gaps = sorted(sum(1 for k in range(a + 1, b) if texts[k].strip()) for a, b in zip(bare, bare[1:]))
        spread = not gaps or gaps[len(gaps) // 2] >= _PAGE_LINES
        in_sequence = len(bare) >= 3 and rising >= 0.8 * (len(bare) - 1) and spread
        printed = [(i, int(re.sub(r"\D+", " ", texts[i]).split()[0])) for i in furniture]
        for i in bare:
            if in_sequence or i in near_feed and _fits_pages(i, int(texts[i]), printed):
                furniture[i] = PAGE_NUMBER
    # A running head with the page number on the same line ("12      МЕЖДУНАРОДНЫЕ ПРАВИЛА") marks a break too.
    numbered = [i for i, text in enumerate(texts) if _edge_numbered(text) and i not in furniture
                and _may_be_head(text, _head_key(text))]
    repeated = Counter(_head_key(texts[i]) for i in numbered)
    for i in numbered:
        if repeated[_head_key(texts[i])] >= 2:
            furniture[i] = RUNNING_HEAD
    for i in _numbered_heads(texts, furniture, page_tops):
        furniture[i] = RUNNING_HEAD
    boundaries = sorted(set(furniture) | feeds)
    if not boundaries:
        return lines, []

    for i in _running_heads(texts, boundaries, furniture):
        furniture[i] = RUNNING_HEAD
    for i in _rules_of_heads(texts, furniture):
        furniture[i] = RUNNING_HEAD
    removals = [Removal(kind, lines[i].number, texts[i]) for i, kind in sorted(furniture.items())]
    blanked = [Line(line.number, "") if i in furniture else line for i, line in enumerate(lines)]

    # Each break: a run of blank lines holding furniture or a form feed. Where the text runs on across it,
    # the whole run goes (the paragraph is joined); otherwise its lines stay blank (a paragraph break).
    drop: set[int] = set()
    i = 0
    while i < len(blanked):
        if blanked[i].text:
            i += 1
            continue
        j = i
        while j < len(blanked) and not blanked[j].text:
            j += 1
        run = range(i, j)
        touches_break = any(k in furniture or k in feeds for k in run) or j in feeds
        # a word broken at a line's end goes on whatever blank line stands between (a scan's OCR parts a
        # paragraph's lines: «… и бол-» / blank / «ван вслух сказал»)
        broken = 0 < i and j < len(blanked) and broken_at_end(blanked[i - 1].text) \
            and blanked[j].text.lstrip()[:1].islower()
        if (touches_break or broken) and 0 < i and j < len(blanked) and _runs_on(blanked[i - 1].text, blanked[j].text):
            drop.update(run)
            # (a furniture line's own text is recorded above; this records that the line itself went)
            removals += [Removal(PAGE_BREAK, blanked[k].number, "") for k in run]
        i = j
    kept = [line for k, line in enumerate(blanked) if k not in drop]
    return kept, removals


_ONE_SPACE_NUMBER = re.compile(r"^(?P<head>\S.*?\S)\s+(?P<page>\d{1,4})$|^(?P<page2>\d{1,4})\s+(?P<head2>\S.*\S)$")


def _numbered_heads(texts: Sequence[str], furniture: dict[int, str], feeds: set[int] = frozenset()) -> list[int]:
    """A head printed with the page number after one space («pravila2017.txt Tue Dec 01 20:24:36 2026 20»):
    the same words three times or more, the numbers rising, the words no heading of the book and not a
    single word («Пример 1», «Пример 2» are units, not furniture). Where the pages are known (form feeds), it
    stands at a page's top or foot: a line in the middle of a page («К П РАВИ ЛУ 13», a heading a text layer
    spaced out, once under each Law) is the text's, whatever its number."""
    found: dict[str, list[tuple[int, int]]] = {}
    for i, text in enumerate(texts):
        stripped = text.strip()
        # the number stands first or last: a line that neither starts nor ends with a figure is not asked
        m = _ONE_SPACE_NUMBER.match(stripped) if stripped[:1].isdigit() or stripped[-1:].isdigit() else None
        if not m or i in furniture or feeds and not _at_page_edge(texts, i, feeds, furniture):
            continue
        head = m["head"] or m["head2"]
        if len(head.split()) < 2 or sum(ch.isalpha() for ch in head) < 8 \
                or is_structural_heading(close_gapped(text.strip())) \
                or _ITEM_START.match(text) or _leader(text) or _ENDS_PARAGRAPH.search(head):
            continue
        found.setdefault(re.sub(r"\s+", " ", head).casefold(), []).append((i, int(m["page"] or m["page2"])))
    heads = []
    for rows in found.values():
        numbers = [n for _, n in rows]
        rising = sum(b > a for a, b in zip(numbers, numbers[1:]))
        if len(rows) >= _REPEATS and rising >= 0.8 * (len(rows) - 1):
            heads += [i for i, _ in rows]
    return heads


def _at_page_edge(texts: Sequence[str], i: int, feeds: set[int], furniture: dict[int, str]) -> bool:
    """Is line `i` the first or the last line of text of its page (`feeds`: the lines that open a page), only
    blank lines and furniture (a page number) between it and the break?"""
    def quiet(k: int) -> bool:
        return not texts[k].strip() or k in furniture

    k = i
    while k not in feeds and k > 0 and quiet(k - 1):
        k -= 1
    if k in feeds or k == 0:
        return True
    k = i + 1
    while k < len(texts) and k not in feeds and quiet(k):
        k += 1
    return k >= len(texts) or k in feeds


def _stands_alone(texts: Sequence[str], i: int, furniture: dict[int, str] | None = None) -> bool:
    """Set apart by a blank line (or by furniture: a running head printed right under its page number)."""
    furniture = furniture or {}
    before = texts[i - 1] if i > 0 and i - 1 not in furniture else ""
    after = texts[i + 1] if i + 1 < len(texts) and i + 1 not in furniture else ""
    return not before.strip() or not after.strip()


def _running_heads(texts: Sequence[str], boundaries: list[int], furniture: dict[int, str]) -> set[int]:
    """Lines next to page breaks that are running heads (see the module docstring)."""
    candidates: list[int] = []
    tops: set[int] = set()  # candidates that open a page (a head standing above the heading it repeats)
    for b in boundaries:
        for step in (-1, 1):
            k = b + (step if b in furniture or not texts[b].strip() else (0 if step == 1 else -1))
            while 0 <= k < len(texts) and (not texts[k].strip() or k in furniture):
                k += step
            if 0 <= k < len(texts):
                candidates.append(k)
                if step == 1:
                    tops.add(k)
    candidates = sorted(set(candidates))
    counts = Counter(_head_key(texts[k]) for k in candidates)
    # a head set in two parts, one the same on every page, the other naming the page's Law or chapter («В. Г.
    # Ракитин. Заметки судьи      К ПРАВИЛУ 15»): the part that repeats at page tops makes it a head
    part_counts = Counter(part for k in tops for part in _head_parts(texts[k]))
    index = _heading_index(texts)
    first_seen: dict[str, int] = {}
    for k, text in enumerate(texts):
        if text.strip() and not _leader(text):
            first_seen.setdefault(_head_key(text), k)
    heads: set[int] = set()
    for k in candidates:
        text, key = texts[k], _head_key(texts[k])
        if k in tops and any(part_counts[part] >= _REPEATS for part in _head_parts(text)):
            heads.add(k)  # (its first part may look like a unit's marker: «В. Г. Ракитин» is no section «В.»)
            continue
        if not _may_be_head(text, key):
            continue
        is_first = first_seen.get(key) == k
        below = [n for n in range(k + 1, min(len(texts), k + 8)) if texts[n].strip() and n not in furniture][:2]
        next_text = texts[below[0]] if below else ""
        # the heading below, with its title when that stands on the next line («ПРАВИЛО 10» / «НАЗНАЧЕНИЕ …»)
        # (or a commentary's heading alone in any shape over its title in capitals, «Статья 43» / «ОГРАНИЧЕНИЯ
        # БОЛВАНА»; a sentence that ends in a number, «Текст Правила 1.», is no heading: the line under it is no title,
        # in lower case or the next Law's heading)
        next_heading = f"{next_text} {texts[below[1]]}" if len(below) == 2 and (
            (m := LAW_HEADING.match(next_text)) and not m[2].strip()
            or HEADING_ALONE.match(next_text.strip()) and mostly_capitals(texts[below[1]])
            and not LAW_HEADING.match(texts[below[1]])) else next_text
        # (a heading at the foot of a page followed by its own running head on the next is the heading)
        if k in tops and (_same_heading(_head_key(next_text), key) or _same_heading(_head_key(next_heading), key)) \
                or _names_an_earlier_heading(texts, k, index):
            heads.add(k)  # right above the heading it repeats, or a Law's or chapter's heading seen before
        elif is_structural_heading(text) and is_first:
            continue  # the real heading, standing at the top of its page
        elif counts[key] >= _REPEATS and _looks_like_a_head(texts, k, furniture):
            heads.add(k)
    heads |= _heads_of_every_other_page(texts, tops, furniture, heads)
    for k in candidates:  # a figure alone, the same at page breaks again and again (a foot's year «2008»): no
        # page number (those rise), a running foot
        if _BARE_PAGE.match(texts[k].strip()) and counts[_head_key(texts[k])] >= _REPEATS \
                and _stands_alone(texts, k, furniture):
            heads.add(k)
    return heads | _the_same_heads_elsewhere(texts, heads, boundaries, furniture)


# an author's initials before the name («В. Г. Ледовских»): no section «В.» (a head names its author)
_INITIALS = re.compile(r"^(?:[A-ZА-ЯЁ]\.\s?){2}(?=[A-ZА-ЯЁ][a-zа-яё])")


def _heads_of_every_other_page(texts: Sequence[str], tops: set[int], furniture: dict[int, str],
                              heads: set[int]) -> set[int]:
    """A head printed over every other page (a book's left pages carry its title, its right pages their Law's:
    «В. Г. Ледовских. Практический комментарий» over pages 10 and 12 of four OCR'd pages, too few for _REPEATS):
    a line that opens two pages or more word for word, standing alone, reading as a head, no heading of the
    book's levels. The text's first line opens its first page where the book's body begins right under it (a
    heading below it: no title page, whose title may be the head's words)."""
    found = set(tops)
    first = next((k for k, text in enumerate(texts) if text.strip() and k not in furniture), None)
    if first is not None and first not in found:
        below = next((text for text in texts[first + 1:first + 4] if text.strip()), "")
        if HEADING_ALONE.match(below.strip()) or is_structural_heading(below.strip()):
            found.add(first)
    found -= heads
    counts = Counter(_head_key(texts[k]) for k in found)
    return {k for k in found if counts[_head_key(texts[k])] >= 2
            and _may_be_head(_INITIALS.sub("", texts[k].strip()), _head_key(texts[k]))
            and not is_structural_heading(texts[k].strip()) and not HEADING_ALONE.match(texts[k].strip())
            and _looks_like_a_head(texts, k, furniture)}


_RULE_LINE = re.compile(r"^\s*([-=_─═~*])\1{2,}\s*$")


def _rules_of_heads(texts: Sequence[str], furniture: dict[int, str]) -> list[int]:
    """A rule (`------`, `=====`) set right under or over a running head, no blank line between: the head's
    own rule, furniture with it (a rule standing alone, the one before a Law's notes, is the text's)."""
    out = []
    for k, text in enumerate(texts):
        if k in furniture or not _RULE_LINE.match(text):
            continue
        if any(0 <= n < len(texts) and furniture.get(n) == RUNNING_HEAD for n in (k - 1, k + 1)):
            out.append(k)
    return out


def _the_same_heads_elsewhere(texts: Sequence[str], heads: set[int], boundaries: list[int],
                              furniture: dict[int, str]) -> set[int]:
    """A line found at page breaks often enough to be a running head is one wherever it stands after the first
    page break (a break the text layer lost its page number at): counted, not placed. The title page before the
    first break, and the headings of the book's own levels, are never taken for it."""
    keys = Counter(_head_key(texts[k]) for k in heads)
    repeated = {key for key, n in keys.items() if n >= _REPEATS}
    if not repeated or not boundaries:
        return set()
    first_break = boundaries[0]
    return {k for k, text in enumerate(texts) if k > first_break and k not in heads and k not in furniture
            and _head_key(text) in repeated and not is_structural_heading(text)}


def _looks_like_a_head(texts: Sequence[str], k: int, furniture: dict[int, str]) -> bool:
    """A line repeated at page breaks is a running head only if it reads like one: set apart by a blank line,
    not starting in lower case, not ending as a clause does (the «если:» that ends many items at a page foot)."""
    text = texts[k].strip()
    before = texts[k - 1] if k > 0 and k - 1 not in furniture else ""
    after = next((texts[n] for n in range(k + 1, len(texts)) if texts[n].strip() and n not in furniture), "")
    if before.strip() and _runs_on(before, text) and not after.lstrip()[:1].islower():
        # the end of a sentence from the line above («(см. «Шлем» в» / «Определениях).»); where the sentence
        # goes on after the break («на правильные» / head / «места.») the line interrupts it: furniture
        return False
    return _stands_alone(texts, k, furniture) and not text[:1].islower() \
        and not text.endswith((",", ":", ";", "-"))


_WIDE_GAP = re.compile(r"\s{3,}")


def _head_parts(text: str) -> set[str]:
    """The parts of a line set apart by wide gaps (three spaces or more), as keys, when it has two parts or more
    and each has words (a page number or a table's figures are no head's part)."""
    parts = [_head_key(part) for part in _WIDE_GAP.split(text.strip()) if part.strip()]
    if len(parts) < 2 or not all(sum(ch.isalpha() for ch in part) >= 3 for part in parts):
        return set()
    return set(parts)


# (a pure function of the line, asked of the same lines by several passes: 679,128 calls for 61,445 texts over
# bench/parse_cpu.py's inputs, ~1 s of their ~55: docs/setup.md, round 21)
@functools.lru_cache(maxsize=1 << 16)
def _head_key(text: str) -> str:
    text = text.strip()
    if _EDGE_NUMBER_FIRST.match(text) or text[-1:].isdigit():  # (else _EDGE_NUMBER has nothing to take)
        text = _EDGE_NUMBER.sub("", text)
    return " ".join(text.split()).casefold()  # (str.split splits at `\s`: str.isspace)


def _may_be_head(text: str, key: str) -> bool:
    letters = sum(ch.isalpha() for ch in key)
    # (its length as read, the layout's gaps closed: a head's two parts stand a page's width apart)
    return letters >= 3 and len(key) <= 100 and not _ITEM_START.match(text) and not _leader(text)


_LEVELS = (("law", LAW_HEADING, 1), ("chapter", CHAPTER, 2), ("part", PART, 2))


def _heading_index(texts: Sequence[str]) -> dict[tuple[str, str], list[tuple[int, str]]]:
    """(level, number) -> [(line index, key)] of every Law, chapter and part heading line (contents entries
    aside). A heading whose title stands on the next line («ПРАВИЛО 12» / «ДИСКРЕЦИОННЫЕ …») is keyed with
    its title too, as a running head prints it on one line."""
    index: dict[tuple[str, str], list[tuple[int, str]]] = {}
    for k, text in enumerate(texts):
        following = next((t for t in texts[k + 1:k + 3] if t.strip()), "")
        if _leader(text) or _leader(following):
            continue  # a contents entry, or the first line of one wrapped above its leader
        for level, pattern, group in _LEVELS:
            if m := pattern.match(text):
                index.setdefault((level, m[group]), []).append((k, _head_key(text)))
                if level == "law" and not m[2].strip() and k + 1 < len(texts) and texts[k + 1].strip():
                    index[(level, m[group])].append((k, _head_key(f"{text} {texts[k + 1]}")))
    return index


def _names_an_earlier_heading(texts: Sequence[str], k: int, index) -> bool:
    """A running head such as «Правило 12», «ПРАВИЛО 12. ПОЛНОМОЧИЯ СУДЬИ», «ПРАВИЛО 12 ПОЛНОМОЧИЯ СУДЬИ» (a
    two-line heading set on one line), «Глава III» or «ЧАСТЬ III. …» on a later page of that Law, chapter or
    part: the heading itself came before, and this line is that heading or its bare number (never a sentence
    that happens to start with «Правило 12 …»)."""
    text = texts[k]
    for level, pattern, group in _LEVELS:
        m = pattern.match(text)
        if not m:
            continue
        bare, key = not m[m.lastindex].strip(), _head_key(text)
        seen = index.get((level, m[group]), ())
        if any(line < k and (bare or _same_heading(earlier, key)) for line, earlier in seen):
            return True
    if m := NAMES_LAW.match(text):  # «ПРАВИЛО 12 ДИСКРЕЦИОННЫЕ …»: the number, then the title with no dot
        key = _head_key(text)
        return any(line < k and earlier == key for line, earlier in index.get(("law", m[1]), ()))
    return False


def _same_heading(a: str, b: str) -> bool:
    """Two keys of one heading: equal, or most words shared (a title wrapped in one, set in full in the other).
    Where each has a word the other lacks, they are two headings of one number (Part I of chapter IV «…порядок
    торговли» and Part I of chapter V «…порядок розыгрыша»): a wrapped title loses words, it changes none."""
    if a == b:
        return True
    words_a, words_b = set(re.findall(r"\w+", a)), set(re.findall(r"\w+", b))
    shorter = min(len(words_a), len(words_b))
    return shorter >= 3 and len(words_a & words_b) >= 0.8 * shorter and (words_a <= words_b or words_b <= words_a)


def _runs_on(before: str, after: str) -> bool:
    before, after = before.rstrip(), after.lstrip()
    if not before or not after:
        return False
    if after[0].islower() or before.endswith(("-", "\u00ad", ",")):
        return True
    return not _ENDS_PARAGRAPH.search(before) and not _ITEM_START.match(after) \
        and not is_structural_heading(after) and before[-1].isalnum()


# -- 4. contents lists -----------------------------------------------------------------------------------
def _strip_contents(lines: list[Line]) -> tuple[list[Line], list[Removal]]:
    texts = [line.text for line in lines]
    remove: set[int] = set()
    i = 0
    while i < len(texts):
        if is_contents_heading(texts[i]):
            end = _contents_end(texts, i + 1, wide_gaps=True)
            if end == i + 1:
                end = _titles_end(texts, i + 1)
            if end > i + 1:
                remove.update(range(i, end))
                i = end
                continue
        if _leader(texts[i]):
            end = _contents_end(texts, i, wide_gaps=False)
            if sum(bool(_leader(texts[k])) for k in range(i, end)) >= 3:
                remove.update(range(i, end))
                i = end
                continue
        i += 1
    removals = [Removal(CONTENTS_KIND, lines[k].number, texts[k]) for k in sorted(remove)]
    return [line for k, line in enumerate(lines) if k not in remove], removals


def _is_entry(text: str, wide_gaps: bool) -> bool:
    """A contents entry: a dot leader and a page number; under a contents heading also a title and a page
    number after a wide gap or a tab (which cleanup has made one space: "Введение 3")."""
    return bool(_leader(text) or (wide_gaps and (_WIDE_GAP_ENTRY.match(text) or _TITLE_NUMBER.match(text)
                                                        or _SHORT_LEADER.match(text))))


def _contents_end(texts: Sequence[str], start: int, wide_gaps: bool) -> int:
    """Index after the last line of a contents list that starts at `start` (blank lines between entries and
    an entry's first line wrapped above its leader belong to it)."""
    end = k = start
    while k < len(texts):
        text = texts[k]
        if not text.strip():
            k += 1
            continue
        if _is_entry(text, wide_gaps):
            end = k = k + 1
            continue
        following = next((n for n in range(k + 1, len(texts)) if texts[n].strip()), None)
        if following is not None and _OPEN_LEADER.match(text) and _BARE_PAGE.match(texts[following].strip()):
            end = k = following + 1  # the leader to the line's end, its page number on the next line
            continue
        if following is not None and (following == k + 1 or broken_at_end(text)
                                      or _title_goes_on(text, texts[following])) \
                and _is_entry(texts[following], wide_gaps) and len(text) <= 90 and not _ENDS_PARAGRAPH.search(text):
            # an entry wrapped onto two lines (set apart by a blank line too, where the reader of a PDF saw the
            # second line start elsewhere, when the first breaks a word: «… ИСПРАВЛЕННЫЙ РЕ-» / «ЗУЛЬТАТ …… 6», or
            # opens as a heading of the book's levels whose title in capitals goes on in capitals: «Закон 64. ДЕЙСТВИЯ
            # ПОСЛЕ ОКОНЧАТЕЛЬНОГО» / «РЕНОНСА …… 6»)
            k = following
            continue
        break
    return end


def _title_goes_on(text: str, entry: str) -> bool:
    """A contents entry's first line that opens as a heading of the book's levels (after a tool's outline number
    too, «12. ПРАВИЛО 23. ОСВЕДОМЛЁННОСТЬ»), its title in capitals, and an entry under it whose title is in capitals
    too: the title wrapped («Закон 64. ДЕЙСТВИЯ ПОСЛЕ ОКОНЧАТЕЛЬНОГО» /
    «РЕНОНСА …… 6»; «Правило 12. Право судьи» over «ЗУЛЬТАТ …… 6» is not one title)."""
    m = _leader(entry)
    heading = OUTLINE_PREFIX.sub("", text.strip(), count=1)  # a tool's number before it, «12. ПРАВИЛО 23. …»
    return is_structural_heading(heading) and mostly_capitals(heading) and m is not None \
        and mostly_capitals(m["entry"], 0.9)


_TITLES_MIN = 3  # entries of a contents list without page numbers, each found again, to call it one
_TOC_NUMBER = re.compile(r"^\d{1,3}(?:\.\d{1,3})*\.?\s+(?=\S)")  # a contents box's outline number: «4», «4.1»


def _titles_end(texts: Sequence[str], start: int) -> int:
    """Index after the last line of a contents list without page numbers (titles only, as a plain-text file
    prints it) that starts at `start`: each entry comes again later as a heading, in the same order (set on
    one line, or wrapped onto two); the list ends at the first line that does not. `start` when fewer than
    three entries are found again."""
    keys = [_head_key(text) for text in texts]
    laws: list[tuple[int, int]] | None = None  # (line, number) of each Law heading, found when an entry names a Law
    end = k = start
    found = 0
    after = start  # each entry's heading stands after the one before's
    while k < len(texts):
        if not texts[k].strip():
            k += 1
            continue
        at = _found_again(keys, keys[k], max(after, k + 1))
        if at is None and (unnumbered := _TOC_NUMBER.sub("", keys[k], count=1)) != keys[k]:
            at = _found_again(keys, unnumbered, max(after, k + 1))  # a skin's outline number: «4.1 A. Рубашки»
        if at is None and (named := NAMES_LAW.match(texts[k].strip())):
            if laws is None:
                laws = [(n, law_number(m[1])) for n, text in enumerate(texts) if (m := LAW_HEADING.match(text.strip()))]
            # an entry in words of its own that opens with the Law's name («Правило 9 — порядок действий», «Правила
            # 1, 4 и 7 — колода …», the Law heading saying «Правило 9. Порядок действий при нарушении»): the next
            # heading of that Law
            at = next((n for n, number in laws if n >= max(after, k + 1) and number == int(named[1])), None)
        if at is None:
            break
        found += 1
        after, end = at + 1, k + 1
        k += 1
    return end if found >= _TITLES_MIN else start


def _headless_lists(texts: Sequence[str]) -> set[int]:
    """The lines of every contents list with no heading over it (_headless_contents_end)."""
    found: set[int] = set()
    heads: list[int] | None = None
    heading: set[int] = set()  # heads, asked of a line once they are known (not asked of the line again)
    keys: list[str] = []
    i = 0
    while i < len(texts):
        if (i == 0 or not texts[i - 1].strip()) \
                and (i in heading if heads is not None else is_structural_heading(texts[i].strip())) \
                and not any(is_contents_heading(text) for text in _lines_above(texts, i, 3)):
            # (a list under its contents heading, its first entries no heading of the book's levels, is
            # _strip_contents')
            if heads is None:  # the book's heading lines and every line's key, made once (a book has hundreds
                # of headings to try)
                heads = [n for n, text in enumerate(texts) if text.strip() and is_structural_heading(text.strip())]
                heading = set(heads)
                keys = [_head_key(text) for text in texts]
            end = _headless_contents_end(texts, i, heads, keys)
            if end > i:
                found.update(n for n in range(i, end) if texts[n].strip())
                i = end
                continue
        i += 1
    return found


def _lines_above(texts: Sequence[str], i: int, count: int) -> list[str]:
    """The `count` lines with text above line i, nearest first."""
    return list(islice((texts[n] for n in range(i - 1, -1, -1) if texts[n].strip()), count))


def _headless_contents_end(texts: Sequence[str], start: int, heads: Sequence[int], keys: Sequence[str]) -> int:
    """Index after the last line of a contents list with no contents heading over it that starts at `start`:
    an e-book's contents page as a converter prints it (Calibre's TXT and PDF of pandoc's EPUB, kubgu2021).
    Read as a reader reads it, paragraph by paragraph, each the book's headings said again, in the order they
    come later: an entry wrapped onto two lines, two entries run together, with a space or none («Глава II.
    Основные положения§ 1. Колода»: a chapter's entry and its first Law's, the nested list's break lost). The
    list opens with a heading of the book's levels; it ends at the first paragraph that is not all headings
    found again; three entries at least. The e-book's landmarks printed after it in English («Title Page»,
    «Table of Contents»: _LANDMARKS) are its lines too. `heads`: the indexes of the heading lines of the book's
    levels; `keys`: every line's _head_key. `start` when it is no such list."""
    end = k = start
    found = 0
    after = start  # each entry's heading stands after the one before's
    carried: list[str] = []
    while k < len(texts):
        if not texts[k].strip():
            k += 1
            continue
        stop = k
        while stop < len(texts) and texts[stop].strip():
            stop += 1
        if found >= _TITLES_MIN and all(keys[n] in _LANDMARKS for n in range(k, stop)):
            end = k = stop
            continue
        rest, at, entries = " ".join([*carried, *keys[k:stop]]), max(after, stop), 0
        carried = []
        while rest:
            n = next((n for n in heads[bisect_left(heads, at):] if rest.startswith(keys[n])), None)
            if n is None:
                break
            rest, at, entries = rest[len(keys[n]):].lstrip(), n + 1, entries + 1
            title = next((m for m in range(n + 1, len(keys)) if keys[m]), None)
            if rest and title is not None and title not in heads and rest.startswith(keys[title]):
                rest, at = rest[len(keys[title]):].lstrip(), title + 1  # «Глава III.» / «Подготовка …», set apart
        following = next((n for n in heads[bisect_left(heads, at):]), None)
        if rest and following is not None and keys[following].startswith(rest + " "):
            carried = [rest]  # an entry cut by the page's end, its words going on on the next page
        elif rest or not entries:
            break
        found += entries
        after, end, k = at, stop, stop
    return end if found >= _TITLES_MIN else start


# An EPUB's landmarks (its guide: the title page, the contents, the text's start), which a text converter prints
# under the contents list in the tool's English, the words of no Russian book (pandoc's nav, Calibre's TXT)
_LANDMARKS = frozenset(("title page", "table of contents", "contents", "cover", "start of content", "start",
                        "text", "bodymatter", "frontmatter", "backmatter", "toc"))


# what an entry sets between a heading's number and its title where the heading sets them on two lines
# («Закон 12. Дискреционные полномочия судьи» for «Закон 12» / «ДИСКРЕЦИОННЫЕ ПОЛНОМОЧИЯ СУДЬИ»)
_ENTRY_SEPARATOR = re.compile(r"\s*(?:[.:]|\s[-–—])?\s+")


def _found_again(keys: Sequence[str], key: str, start: int) -> int | None:
    """The first line at or after `start` that is the entry `key` as a heading: the same words on one line,
    or on that line and the next (a heading wrapped where its entry is not, or set on two lines where its
    entry joins them with a full stop or a dash: «Глава I. ОСНОВНЫЕ ПОНЯТИЯ» for «ГЛАВА I» / «ОСНОВНЫЕ
    ПОНЯТИЯ»)."""
    for n in range(start, len(keys)):
        if keys[n] == key:
            return n
        if keys[n] and key.startswith(keys[n]) and n + 1 < len(keys) and keys[n + 1] \
                and (rest := _ENTRY_SEPARATOR.match(key, len(keys[n]))) and key[rest.end():] == keys[n + 1]:
            return n
    return None


def _law_lists(texts: Sequence[str]) -> set[int]:
    """A chapter's list of its Laws: two or more Law headings with only blank lines between them, rising,
    where every one of those Laws has its heading again later, followed by its text; or one Law heading whose
    next line with text, after blank lines, says it again (a chapter of one Law: its list, then its page)."""
    found: set[int] = set()
    heads = [(k, law_number(m[1])) for k, t in enumerate(texts) if (m := LAW_HEADING.match(t)) and not _leader(t)]
    position = {k: n for n, (k, _) in enumerate(heads)}
    run: list[tuple[int, int]] = []
    for k, number in heads + [(-1, -1)]:
        adjacent = run and k > 0 and all(not texts[n].strip() for n in range(run[-1][0] + 1, k)) \
            and number > run[-1][1]
        if adjacent:
            run.append((k, number))
            continue
        if len(run) >= 2:
            last = position[run[-1][0]]
            later = {n for _, n in heads[last + 1:]}
            if all(n in later for _, n in run):
                found.update(line for line, _ in run)
        elif len(run) == 1 and _said_again_next(texts, run[0][0]):
            found.add(run[0][0])  # a list of one Law (a chapter of one Law), its heading said again right after
        run = [(k, number)] if k >= 0 else []
    return found


def _said_again_next(texts: Sequence[str], k: int) -> bool:
    """The next line with text after line k says it again word for word (blank lines between)."""
    following = next((t for t in texts[k + 1:] if t.strip()), None)
    return following is not None and k + 1 < len(texts) and not texts[k + 1].strip() \
        and " ".join(following.split()) == " ".join(texts[k].split())


# -- 5. lines repeated by counting, and the footer -------------------------------------------------------
def _strip_repeated(lines: list[Line]) -> tuple[list[Line], list[Removal]]:
    """A short line that stands alone (a paragraph of its own) four times or more, word for word, each time
    right before a heading, and is no heading or sentence («наверх» before every Law of a web page), is
    navigation wherever it stands; the
    last paragraph of the document, when it is a copyright line («© 2004 Клуб … Перепечатка только с
    разрешения») or the printer's imprint («Подписано в печать …. Тираж 500 экз.»), is the footer of a page
    or of a site, or the book's colophon, not the end of the last Law; and the first paragraph, when it is a
    site's bar (its name and web address parted by «·» or «|», a print page's head), is the site's."""
    texts = [line.text for line in lines]
    said = [bool(text.strip()) for text in texts]
    alone = [k for k, here in enumerate(_alone(texts)) if here]
    counts = Counter(texts[k].strip() for k in alone)
    # …and it closes a unit each time: the next text is a heading of the book's levels, or the document ends
    # («наверх» before each Law; «Пример А» opens what follows it and is no link)
    # (asked only of a text said often enough to be navigation: the next text is found by reading on, so asking it
    # of every line alone read the rest of the document for each, its cost the square of the book's length)
    closing = Counter(texts[k].strip() for k in alone
                      if counts[texts[k].strip()] >= _REPEATED_MIN and _next_is_heading(texts, k))
    remove: dict[int, str] = {}
    for k in alone:
        text = texts[k].strip()
        if counts[text] >= _REPEATED_MIN and closing[text] >= 0.8 * counts[text] and len(text) <= 30 \
                and sum(ch.isalpha() for ch in text) >= 3 \
                and len(text.split()) <= 3 \
                and not re.search(r"\d", text) and not _ENDS_PARAGRAPH.search(text) and text[-1:].isalpha() \
                and not is_structural_heading(text) and not _ITEM_START.match(text):
            remove[k] = REPEATED
    last = next((k for k in range(len(texts) - 1, -1, -1) if said[k] and k not in remove), None)
    if last is not None:
        end = last
        start = end
        while start > 0 and texts[start - 1].strip():
            start -= 1
        block = " ".join(texts[start:end + 1])
        before = next((texts[k] for k in range(start - 1, -1, -1) if texts[k].strip()), "")
        imprint = (_IMPRINT.search(texts[end]) or _said_on_title_page(block, texts)) \
            and not is_structural_heading(before.strip())  # (not a Law's text)
        if (_COPYRIGHT_START.match(block) or imprint) and len(block) <= 300 and end - start < 4 \
                and start > 0 and not texts[start - 1].strip():
            remove.update({k: FOOTER for k in range(start, end + 1)})
    first = next((k for k in range(len(texts)) if said[k] and k not in remove), None)
    if first is not None:
        start = end = first
        while end + 1 < len(texts) and texts[end + 1].strip():
            end += 1
        block = " ".join(texts[start:end + 1])
        if _WEB_ADDRESS.search(block) and _BAR_PARTS.search(block) and len(block) <= 300 and end - start < 4 \
                and end + 1 < len(texts) and any(text.strip() for text in texts[end + 1:]):
            remove.update({k: SITE_BAR for k in range(start, end + 1)})
    if not remove:
        return lines, []
    removals = [Removal(kind, lines[k].number, texts[k]) for k, kind in sorted(remove.items())]
    return [Line(line.number, "") if k in remove else line for k, line in enumerate(lines)], removals


# The first paragraph of a page printed or saved from a site: its bar, the page's kind, the site's name and its web
# address parted by «·» or «|» («Версия для печати · СОФБ — … · http://bridge-sevrech.example.ru/»): the site's,
# not the book's title page (no book's title page gives a web address: none of the red-team books' truths does)
_WEB_ADDRESS = re.compile(r"(?:https?://|www\.)[\w.-]+", re.I)
_BAR_PARTS = re.compile(r"\s[·|•]\s")
_YEAR = re.compile(r"\b(?:1[89]|20)\d\d\b")


def _said_on_title_page(block: str, texts: Sequence[str]) -> bool:
    """A book's closing imprint that says again who published it, where and when, as its title page does
    («Ассоциация бриджа Верхнекамского края. Краснокамск-на-Вишере, 2000.» under the last Law, the title page's
    «АССОЦИАЦИЯ БРИДЖА ВЕРХНЕКАМСКОГО КРАЯ» … «Краснокамск-на-Вишере, 2000»): a year, and every word of it on
    the title page (the lines before the book's first heading or contents)."""
    first = next((k for k, text in enumerate(texts) if is_structural_heading(text.strip())
                  or is_contents_heading(text.strip())), 0)
    title_page = {w.casefold() for text in texts[:first] for w in re.findall(r"[\w-]+", text)}
    words = [w.casefold() for w in re.findall(r"[\w-]+", block)]
    return len(words) >= 3 and bool(_YEAR.search(block)) and all(w in title_page for w in words)


def _next_is_heading(texts: Sequence[str], k: int) -> bool:
    following = next((texts[n] for n in range(k + 1, len(texts)) if texts[n].strip()), None)  # no copy of the rest
    return following is None or is_structural_heading(following.strip())


def _alone(texts: Sequence[str]) -> list[bool]:
    """Each line: whether it is a paragraph of its own (words, a blank line or the document's edge on both sides);
    for all lines at once, each stripped once, not once for each neighbour."""
    said = [bool(text.strip()) for text in texts]
    return [here and (k == 0 or not said[k - 1]) and (k + 1 >= len(said) or not said[k + 1])
            for k, here in enumerate(said)]


# -- 6. across the pages of a site -----------------------------------------------------------------------
SITE_PAGE = "site-page-line"  # a line a site sets on its pages, in a text copied from them page after page
_COPIED_FOOTERS = 3  # a site's footer said word for word this many times: the text is its pages, one after another


def copied_pages(texts: Sequence[str]) -> list[range]:
    """The pages of a text copied from a web site page after page (a browser's «Выделить всё», «Копировать»
    on each): its site's footer, a copyright line («© Авторские права 2022, Федерация …»), said word for word
    three times or more, closes each page. The lines of each page, the text after the last footer with the
    last page; [] when no footer repeats so."""
    counts = Counter(furniture_key(text) for text in texts if _COPYRIGHT_START.match(text))
    footer = next((key for key, n in counts.most_common(1) if n >= _COPIED_FOOTERS), None)
    if footer is None:
        return []
    ends = [k + 1 for k, text in enumerate(texts) if furniture_key(text) == footer]
    starts = [0, *ends]
    pages = [range(a, b) for a, b in zip(starts, ends)]
    if ends[-1] < len(texts) and any(text.strip() for text in texts[ends[-1]:]):
        pages[-1] = range(pages[-1].start, len(texts))
    return pages


def strip_copied_pages(lines: list[Line]) -> tuple[list[Line], list[Removal]]:
    """A site's own lines in a text copied from its pages one after another (copied_pages), found as a reader
    finds them, by repetition across the pages and by what they name:
    - a line that stands on half of the pages or more (repeated_across_pages: «вперёд», «назад |», «Быстрый
      поиск», «Предыдущий раздел», the footer);
    - a breadcrumb trail, «Правила бриджа » Глава III … » Правило 12 · …», whose first item opens a trail on
      half of the pages or more;
    - a contents heading inside a page («Оглавление») and the lines under it in its block that each say again
      a line said elsewhere (the page's own headings, the sidebar's table of contents);
    - a line said elsewhere, alone in its paragraph right after such a line that ends its block (the
      neighbour's heading under «Предыдущий раздел» / «Следующий раздел»).
    Each becomes a blank line, recorded as a site-page-line."""
    texts = [line.text for line in lines]
    pages = copied_pages(texts)
    if len(pages) < _COPIED_FOOTERS:
        return lines, []
    keys = [furniture_key(text) for text in texts]
    repeated = repeated_across_pages([[texts[k] for k in page] for page in pages])
    # a breadcrumb trail (headings.breadcrumb_trail) by its first page's name
    first_names = {k: furniture_key(names[0]) for k, text in enumerate(texts) if (names := breadcrumb_trail(text))}
    firsts = Counter(key for page in pages for key in {first_names[k] for k in page if k in first_names})
    trails = {key for key, n in firsts.items() if n >= max(2.0, 0.5 * len(pages))}
    said = Counter(key for key in keys if key)
    # a repeated line also where it shows fewer of its signs (the last page's «назад» without the « |» before
    # the missing «вперёд»)
    worded = {_words(key) for key in repeated} - {""}
    remove: set[int] = set()
    for k in range(len(texts)):
        if keys[k] in repeated or _words(keys[k]) in worded or first_names.get(k) in trails:
            remove.add(k)
    for k, text in enumerate(texts):  # the sidebar's table of contents under its heading
        if k in remove or not is_contents_heading(text.strip()) or k + 1 >= len(texts) or not texts[k + 1].strip():
            continue
        end = k + 1
        while end < len(texts) and texts[end].strip() and (end in remove or said[keys[end]] >= 2):
            end += 1
        if end == len(texts) or not texts[end].strip() or end in remove:
            remove.update(range(k, end))
    for k in sorted(remove):  # the link a label names: the paragraph after it
        if k + 2 >= len(texts) or texts[k + 1].strip():
            continue
        after = k + 2
        if texts[after].strip() and after not in remove and (after + 1 >= len(texts) or not texts[after + 1].strip()) \
                and said[keys[after]] >= 2 and _names_a_link(texts[k]):
            remove.add(after)
    if not remove:
        return lines, []
    removals = [Removal(SITE_PAGE, lines[k].number, texts[k]) for k in sorted(remove)]
    return [Line(line.number, "") if k in remove else line for k, line in enumerate(lines)], removals


def _words(key: str) -> str:
    return " ".join(re.findall(r"\w+", key))


def _names_a_link(text: str) -> bool:
    """A label that names the link under it: a short line, no sentence («Предыдущий раздел»)."""
    return 0 < len(text.split()) <= 4 and not _ENDS_PARAGRAPH.search(text.strip())


def furniture_key(text: str) -> str:
    """A line as counted across pages: spaces collapsed (a no-break space as a space), case folded."""
    return _SPACES.sub(" ", text.replace("\u00a0", " ")).strip().casefold()


_SPACES = re.compile(r"\s+")


def repeated_across_pages(pages: Sequence[Sequence[str]], share: float = 0.5) -> frozenset[str]:
    """The lines (as `furniture_key`s) that stand on at least half of the pages of a book split into pages (a
    web site's menu bar, its footer, a counter's alt text), on two pages at least: furniture wherever they
    stand, found by counting, as a reader of a folder of pages removes and records them. A heading of the
    book's levels never is (a chapter page repeats no Law heading)."""
    if len(pages) < 2:
        return frozenset()
    seen = Counter(key for page in pages for key in {furniture_key(line) for line in page if line.strip()})
    need = max(2.0, share * len(pages))
    return frozenset(key for key, n in seen.items() if n >= need and sum(ch.isalpha() for ch in key) >= 2
                     and not is_structural_heading(key.upper()) and not is_structural_heading(key))
