"""Words with boxes on a page (a DjVu text layer, tesseract's OCR) -> the positioned lines the PDF reader
lays out (lawref.corpus.formats.pdf_lines.PdfLine), so furniture, paragraphs and hyphens are found by one
set of rules, whatever gave the words. Boxes in points from the page's top-left corner.

A line is the words whose boxes overlap vertically by more than half the smaller height, left to right;
two boxes that (nearly) touch, a gap under 0.22 of the line's height (a space is over 0.2 em, a line
1.2 em or more), are pieces of one word (pdf2djvu splits
words at kerning: `наз` `на` `чении`; from 0.19 only where the two joined are a word or a piece is none: `к`
`журналу` stay two), and so is a hyphen's box under 0.25 of it from its word (its ink
has side bearings: `кото` `-` at a line end is `кото-`); others stand a space apart. Such sources carry no
font: a line is set in a larger size when it stands over a fifth taller than the document's usual line (a heading), else
all lines have one size, and none is bold."""

from __future__ import annotations

import itertools
import math
import operator
import re
import statistics
from bisect import bisect_left, bisect_right
from collections.abc import Iterable
from functools import lru_cache
from typing import NamedTuple

from lawref.corpus.formats.pdf_lines import PdfLine, PdfPage
from lawref.corpus.levels import FOOTNOTE_MARK

SIZE = 10.0  # no font in these sources: one size for every line
COLUMN_GAP = 2.0  # line heights: words this far apart at one height stand in different columns
TOUCHING = 0.22  # line heights: boxes this close are pieces of one word (pdf2djvu parts a word before a round
# letter at 0.14-0.19, `по` `следнего`; its spaces are 0.25 or more)
# ... and a hyphen's box this close to a word is part of it (`кото` `-` at a line end is `кото-`): its ink
# stands inside its advance with a side bearing each side; a space is over 0.3 of the line (a dash set with
# spaces, `игра – это`, stands a space apart)
HYPHEN_TOUCHING = 0.25
SURE_TOUCHING = 0.19  # line heights: boxes closer than this are one word, whatever their letters; between this and
# TOUCHING they are one only where the two joined are a word or one of them is none: a narrow letter's ink stands
# inside its advance, so a one-letter word's space can be as narrow as a part's gap (`к` `журналу`, 0.216)
ROWS_OPEN = 3  # the last rows a word may join
APART = 1.5  # word heights: a gap this wide is wider than a space
OFFSET = 0.15  # of a word's height: words whose baselines stand further apart are on different lines (two
# columns' lines set 1.7 apart on words 6.5 high by pdf2djvu; one line's words share their baseline)
GUTTER_CROSSING = 0.02  # of a page's words, at most, cross the gap between two columns (a title, a note)
GUTTER_SIDE = 0.15  # of a page's words, at least, stand on each side of it
GUTTER_ROWS = 5  # rows, at least, with words on both sides of it
_HYPHEN = "-"
LARGER = 1.12  # capitals this much taller than the usual: a larger size (a heading of 11 pt over 9 pt is 1.22)


class Word(NamedTuple):
    x0: float
    top: float
    x1: float
    bottom: float
    text: str
    # the line tesseract read the word in (its block, paragraph and line: `import --ocr`'s TSV), () where the
    # source gives words alone (a text layer's, a DjVu's)
    line: tuple = ()


_DESCENDERS = set("дрруфцщДЦЩgjpqy,;")


# A page scanned askew: its lines slope, and a long line's last words stand as low as the next line's first
# (a typed page of 64 columns at 1.2° drops 10 pt over its width: its rows overlap and read as columns over one
# another). A reader follows the line: the words are set level by the slope their lines show, a shear about the
# page's middle (the angles are small), the positions only (no word of the text changes).
LEVEL_FROM = 0.2  # degrees: a slope under this is the scanner's noise, left as it is
LEVEL_DRIFT = 0.5  # of a word's height: a slope that drops a line's end less than this is left as it is
LEVEL_PAIRS = 20  # neighbouring words at least, on the page, to measure the slope by
LEVEL_AGREE = 0.75  # of the neighbouring words, at least, slope the way the page was turned (0.78-1.00 on the
# red-team scans' turned pages; 0.55 on pdf2djvu's title page of ink boxes of three sizes, not turned)


def level(words: list[Word], width: float) -> list[Word]:
    """The page's words set level by the median slope between each word and its next neighbour on its line
    (the word just right of it, at its height); a page in two columns as it stands (_two_columns). Where the
    boxes' slopes disagree (a descender drops a word's box by a third of its height, as much as a 1.5° turn
    drops it over a few words), the slope is read where a reader sees it, at the baselines: between words
    that stand on theirs (no descender, no bracket), each and the next such word on its line; a turn found
    so is followed when it drops a line's end BASELINE_DRIFT of a word's height or more."""
    slopes = _slopes(words, 1.5)
    if len(slopes) < LEVEL_PAIRS:
        return words
    slope = statistics.median(slopes)
    span = max(w.x1 for w in words) - min(w.x0 for w in words)
    tall = statistics.median(w.bottom - w.top for w in words)
    if sum(other * slope > 0 for other in slopes) < LEVEL_AGREE * len(slopes):
        slopes = _slopes([w for w in words if _flat(w.text)], BASELINE_REACH)
        slope = statistics.median(slopes) if len(slopes) >= LEVEL_PAIRS else 0.0
        if not slope or sum(other * slope > 0 for other in slopes) < LEVEL_AGREE * len(slopes) or \
                abs(slope) * span < BASELINE_DRIFT * tall:
            return words  # letters' ink up and down from word to word (a title page's sizes), no turned page
    if abs(math.degrees(math.atan(slope))) < LEVEL_FROM or abs(slope) * span < LEVEL_DRIFT * tall:
        return words  # (a line that drops less than half a word's height is still read as one row)
    if _two_columns(words):  # (asked last: the dearest question, and most pages are level by then)
        return words
    middle = width / 2
    return [w._replace(top=w.top - slope * ((w.x0 + w.x1) / 2 - middle),
                       bottom=w.bottom - slope * ((w.x0 + w.x1) / 2 - middle)) for w in words]


def page_slope(words: list[Word]) -> float | None:
    """The slope of the page's lines, as level() first measures it (the median between each word and its next
    neighbour on its line); None on a page of too few words beside one another to tell."""
    slopes = _slopes(words, 1.5)
    return statistics.median(slopes) if len(slopes) >= LEVEL_PAIRS else None


BASELINE_REACH = 8.0  # word heights: a word's next word on its baseline stands at most this far right of it
BASELINE_DRIFT = 0.8  # word heights: a turn the baselines alone show is followed when a line's end drops this
# much (rows built by shared height break there: onega2013's pages, turned 0.9-1.8°, drop 0.92-1.72; kazan2019's,
# 0.3-0.9°, drop 0.19-0.73, and their rows are followed from word to word as they are)


def _slopes(words: list[Word], reach: float) -> list[float]:
    """The slope from each word to the leftmost of `words` starting after its end at its height, up to `reach`
    of its height away (the bottoms' drop over the centres' run)."""
    slopes = []
    by_x = sorted(words, key=lambda w: w.x0)
    starts = [w.x0 for w in by_x]
    middles = [(w.top + w.bottom) / 2 for w in by_x]
    for word in words:
        tall = word.bottom - word.top
        middle = (word.top + word.bottom) / 2
        near = 0.6 * tall
        # the leftmost word starting just after it (by_x from where such a start may be) and at most `reach`
        # away, at its height
        lo = bisect_left(starts, word.x1 - 0.1 * tall)
        hi = bisect_right(starts, word.x1 + reach * tall, lo)
        for k in range(lo, hi):
            if abs(middles[k] - middle) <= near and by_x[k] is not word:
                nearest = by_x[k]
                run = (nearest.x0 + nearest.x1 - word.x0 - word.x1) / 2
                if run > 0:
                    slopes.append((nearest.bottom - word.bottom) / run)
                break
    return slopes


SPREAD_TALL = 0.5  # of the picture's height, at least, each side's words span: a page's text block, top to bottom


def spread(words: list[Word], width: float, height: float) -> list[tuple[float, float, list[Word]]]:
    """A scan of an open book, two pages side by side in one picture (a flatbed spread), as a reader reads it: the
    left page down, then the right one, each set level by itself (each page lies at its own angle on the glass).
    It is two pages where the picture is wider than tall (a book's page is taller than wide) and a strip between
    its words' two halves runs down it (_strip: hardly a word crosses it, each side holds a share of the words),
    each side's words spanning half the picture's height at least: each a page's text block, not a short column.
    Returns [(x where the page starts, its width, its words)], the right page's words moved to start at 0; the
    whole picture as one page where it is not a spread (a two-column page, a cover's blank side beside page 1)."""
    whole = [(0.0, width, words)]
    if width <= height:
        return whole
    gutter = _strip(words)
    if gutter is None:
        return whole
    left = [w for w in words if (w.x0 + w.x1) / 2 < gutter]
    right = [w for w in words if (w.x0 + w.x1) / 2 >= gutter]
    for side in (left, right):
        if max(w.bottom for w in side) - min(w.top for w in side) < SPREAD_TALL * height:
            return whole
    return [(0.0, gutter, left),
            (gutter, width - gutter, [w._replace(x0=w.x0 - gutter, x1=w.x1 - gutter) for w in right])]


def _two_columns(words: list[Word]) -> bool:
    """A page in two columns by its words alone (the strip word_gutter looks for, before rows are read): each
    column's lines are short enough to keep their rows apart however the page was turned, and its two columns
    are read each by itself (a shear would set one column's lines off the other's)."""
    return _strip(words) is not None


def page_lines(index: int, width: float, height: float, words: Iterable[Word], whole: bool = False) -> PdfPage:
    """The page's words as lines (`whole`: each word is a word, as tesseract gives them, never a piece of
    one however close the next stands: a noisy scan's words stand closer than pdf2djvu's pieces). A box of
    ink stands lower with a descender (р, у) and higher with a capital: each line gets the top and bottom its
    baseline and the usual ascent give (`sized` sets them for the whole document), so the gap between lines
    measures the leading, not the letters."""
    rows: list[list[Word]] = []
    spans: list[list[float]] = []  # each row's [top, bottom], kept as words join it
    words = sorted((w for w in words if w.text.strip()), key=lambda w: (w.top + w.bottom) / 2)
    callish = [_callish_text(w.text) for w in words]
    for word in itertools.compress(words, map(operator.not_, callish)):
        # of the last few rows (two columns' lines interleave in this order), those it shares over half its
        # height with and whose nearest word stands on its baseline: the one with a word nearest to it
        # (OCR's whole words, as tall as their line: and with its nearest word, for a skewed scan's row spans
        # more height the longer it grows, and would take the next line's words, or the other column's line
        # set a little lower; a DjVu layer's pieces of ink, a comma, a dash, share less of a word's height)
        near = []
        word_top, word_bottom = word.top, word.bottom
        tall = word_bottom - word_top
        for n in range(max(len(rows) - ROWS_OPEN, 0), len(rows)):
            top, bottom = spans[n]
            # (_shared(top, bottom, word), written out: it is asked of every word and each of the last rows)
            smaller = bottom - top if bottom - top < tall else tall
            if ((bottom if bottom < word_bottom else word_bottom) - (top if top > word_top else word_top)) / \
                    (smaller if smaller > 1e-6 else 1e-6) <= 0.5:
                continue
            nearest = _nearest(rows[n], word)
            if _on_baseline_of(nearest, word) and \
                    (not whole or bottom - top <= GROWN * (word.bottom - word.top) or _overlap([nearest], word) > 0.5):
                near.append((n, _distance(nearest, word)))
        if near:
            n = min(reversed(near), key=lambda found: found[1])[0]
            rows[n].append(word)
            span = spans[n]
            span[0], span[1] = min(span[0], word_top), max(span[1], word_bottom)
        else:
            rows.append([word])
            spans.append([word.top, word.bottom])
    for word in itertools.compress(words, callish):  # a call (`заявкой¹`) stands above its line's baseline
        # (_overlap of each row, its span kept as above)
        near = [n for n, (top, bottom) in enumerate(spans) if _shared(top, bottom, word) > 0.5]
        if near:
            n = min(near, key=lambda n: _distance(_nearest(rows[n], word), word))
            rows[n].append(word)
            spans[n] = [min(spans[n][0], word.top), max(spans[n][1], word.bottom)]
        else:
            rows.append([word])
            spans.append([word.top, word.bottom])
    rows = _one_read_line(_followed(rows))
    rows.sort(key=lambda row: statistics.median((w.top + w.bottom) / 2 for w in row))
    rows = _calls_into_rows(rows)
    split = []
    gutter = word_gutter(rows)
    for row in rows:  # words far apart at one height are two columns' lines (or a table's cells)
        split.extend(_columns_of(row, gutter))
    lines = []
    for row in split:
        top, bottom = min(w.top for w in row), max(w.bottom for w in row)
        kinds = [_letters(w.text) for w in row]
        flat = [w.bottom for w, (alpha, descends, _) in zip(row, kinds) if alpha and not descends]
        # a bracket's ink stands below the baseline (pdf2djvu's boxes; OCR's word boxes show it less surely:
        # on club2007's scan the rule lost an item, ids 0.522 -> 0.517, so a scan's words keep theirs)
        unbracketed = [] if whole else [w.bottom for w, (alpha, descends, bracket) in zip(row, kinds)
                                        if alpha and not descends and not bracket]
        baseline = statistics.median(unbracketed or flat or [w.bottom for w in row])
        tall = [w.top for w in row if _capitals(w.text)]
        ascent = baseline - statistics.median(tall) if tall else None
        if ascent is not None:
            usual_ascent = ascent
        else:
            figures = [w.top for w in row if _capitals(w.text, figures=True)]  # for the usual height only
            usual_ascent = baseline - statistics.median(figures) if figures else None
        lower = [_lower(w.text) for w in row]
        low = [baseline - w.top for w, kind, small in zip(row, kinds, lower) if small and not kind[1]]
        # ... and, for a line with no such word (`орган.`), the depth of its lower-case words with a descender
        deep = [w.bottom - w.top for w, kind, small in zip(row, kinds, lower) if small and kind[1]]
        calls = []
        texts = [w.text.strip() for w in row]
        parts, first_end = [texts[0]], None
        touching = TOUCHING * (bottom - top)
        for before, word, before_text, text in zip(row, row[1:], texts, texts[1:]):
            near = HYPHEN_TOUCHING * (bottom - top) if _HYPHEN in (before_text, text) else touching
            # (a call is set against the word it calls: tesseract's star or figure raised a space or more after
            # its word is no call, a speck over the line, «Правило 41 *»)
            raised = _raised(word, baseline, ascent, before) and (not whole or word.x0 - before.x1 < touching)
            if raised:
                calls.append(text)
            if (whole or word.x0 - before.x1 >= near or _words_apart(before_text, text, word.x0 - before.x1,
                                                                     bottom - top)) and not raised:
                parts.append(" ")
                first_end = before.x1 if first_end is None else first_end
            parts.append(FOOTNOTE_MARK if raised else text)
        lines.append(_Line(PdfLine(index, "".join(parts), row[0].x0, row[-1].x1, top, bottom, SIZE, False,
                                   first_end, calls=tuple(calls)), baseline, ascent,
                           statistics.median(low) if low else None, usual_ascent,
                           statistics.median(deep) if deep else None))
    lines.sort(key=lambda line: (round(line.line.top), line.line.x0))
    return PdfPage(width, height, tuple(lines))


FOLLOWS = 0.5  # of the smaller height: a word that shares this much with the word just left of it, and starts
# after its end, follows it on its line


def _followed(rows: list[list[Word]]) -> list[list[Word]]:
    """Rows that are pieces of one line, joined as a reader follows a line: a row whose words stand after a
    word of another row (its first word less than a column's distance, COLUMN_GAP of their height, right of
    that word's end, sharing over half its height) and before that row's next word goes on that row. A
    scan's words waver (tesseract's boxes of one typed line stand 2-3 pt apart from word to word, and a page
    turned half a degree drops a line's end as much): the rows, built by height, part one line into pieces
    that stand side by side, read as columns that cannot be told apart; each piece's neighbour on the page
    says it is one line. Two columns' lines stand a column's distance apart, and the next line starts back
    at the left: neither is joined."""
    out: list[list[Word]] = []
    # each line's [top, bottom, its lowest word's height]: a line that shares no height with a row's first
    # word holds no word it could follow (boxes of no height or less aside), and is passed over unread
    spans: list[list[float]] = []
    for row in sorted(rows, key=lambda row: min(w.x0 for w in row)):
        row = sorted(row, key=lambda w: w.x0)
        first, end = row[0], max(w.x1 for w in row)
        tall = first.bottom - first.top
        best, best_gap = None, None  # (the line's index in out, the gap)
        first_top, first_bottom, upright = first.top, first.bottom, tall >= 0
        for n, (line, (top, bottom, lowest)) in enumerate(zip(out, spans)):
            if upright and lowest >= 0 and \
                    (bottom if bottom < first_bottom else first_bottom) <= (top if top > first_top else first_top):
                continue
            left = [w for w in line if w.x1 - 0.1 * tall <= first.x0]
            if not left:
                continue
            last = max(left, key=lambda w: w.x1)
            after = [w for w in line if w.x1 - 0.1 * tall > first.x0]
            shared = min(last.bottom, first.bottom) - max(last.top, first.top)
            gap = first.x0 - last.x1
            if (gap < COLUMN_GAP * max(tall, last.bottom - last.top) and
                    shared > FOLLOWS * min(tall, last.bottom - last.top) or _one_line(last, first)) and \
                    all(w.x0 >= end - 0.1 * tall for w in after) and (best_gap is None or gap < best_gap):
                best, best_gap = n, gap
        if best is not None:
            out[best].extend(row)
            out[best].sort(key=lambda w: w.x0)
            span = spans[best]
        else:
            out.append(row)
            spans.append([math.inf, -math.inf, math.inf])
            span = spans[-1]
        span[:] = [min(span[0], *(w.top for w in row)), max(span[1], *(w.bottom for w in row)),
                   min(span[2], *(w.bottom - w.top for w in row))]
    return out


def _one_read_line(rows: list[list[Word]]) -> list[list[Word]]:
    """The words of one line tesseract read, in more than one row, that follow one another left to right without
    standing over each other, are that one line, taken out of the rows they were in: a turned, noisy scan's words
    zigzag up and down along their line (ladya2007's page 20, turned 1.07°: «Если у противника остаётся козырь, а
    заявивший претензию не упомя-» in two rows whose words alternate, «Если у» «козырь, а заявивший» over
    «противника остаётся» «претензию не упомя-»; «Судья не» joined to the next line's end), which the rows, built
    by height, and _followed, joining a piece only after another's end, leave apart to be read as columns over one
    another. A reader follows the line at its one slant, and so did tesseract, where each word follows the one
    before it (_follows); a line tesseract made of words apart (a stamp's specks, an item's label and the page's
    foot: priozer2000) is left to the rows."""
    where: dict[tuple, set[int]] = {}
    for n, row in enumerate(rows):
        for word in row:
            if word.line:
                where.setdefault(word.line, set()).add(n)
    lines: list[list[Word]] = []
    taken: set[tuple] = set()
    for read, ns in where.items():
        if len(ns) < 2:
            continue
        words = sorted((w for n in ns for w in rows[n] if w.line == read), key=lambda w: w.x0)
        if all(_follows(before, word) for before, word in zip(words, words[1:])):
            lines.append(words)
            taken.add(read)
    if not lines:
        return rows
    rest = [[w for w in row if w.line not in taken] for row in rows]
    return [row for row in rest if row] + lines


def _follows(before: Word, word: Word) -> bool:
    """`word` is the next on `before`'s line: it starts after its end, less than a column's distance (COLUMN_GAP
    of the taller one's height, as _followed measures it: an item's number stands a tab before its text) away,
    and shares over half (FOLLOWS) of the smaller height with it."""
    tall = min(before.bottom - before.top, word.bottom - word.top)
    gap = word.x0 - before.x1
    return -0.1 * tall <= gap < COLUMN_GAP * max(before.bottom - before.top, word.bottom - word.top) and \
        min(before.bottom, word.bottom) - max(before.top, word.top) > FOLLOWS * tall


def _one_line(before: Word, word: Word) -> bool:
    """Tesseract read the two words in one line, the next after the other: a reader follows a line through a
    stamp or a pen mark over it, whose ink tesseract read as words at other heights or left a gap for
    (priozer2000's page 3: «Штрафная карта — карта, преждев…» and «… защитником, которая» either side of a club's
    stamp, rows apart by height and two line heights apart)."""
    return bool(before.line) and before.line == word.line and word.x0 >= before.x1 - 0.1 * (word.bottom - word.top)


def _columns_of(row: list[Word], gutter: float | None) -> list[list[Word]]:
    """A row's words as the lines of the columns it crosses: parted where two words stand a column's
    distance apart (COLUMN_GAP of the row's height), or, on a page with a gutter, where a gap wider than a
    space (APART of a word's height) spans it (two columns' lines set at nearly one height)."""
    row = sorted(row, key=lambda w: w.x0)
    height = max(w.bottom for w in row) - min(w.top for w in row)
    word_height = statistics.median(w.bottom - w.top for w in row) if gutter is not None else 0.0
    out = [[row[0]]]
    for before, word in zip(row, row[1:]):
        gap = word.x0 - before.x1
        if (gap > COLUMN_GAP * height and not _one_line(before, word) or
                gutter is not None and before.x1 <= gutter <= word.x0 and gap > APART * word_height) and \
                not (_NAMES_LAW.match(before.text.strip()) and word.text.strip()[:1].isdigit()):
            out.append([])  # (never between a word naming a Law and its number, however far a letter-spaced
            # heading sets them)
        out[-1].append(word)
    return out


def _strip(words: list[Word]) -> float | None:
    """The x of a strip between two columns of words: in the middle half of the words' span, the middle of the
    widest run of x that at most GUTTER_CROSSING of the words cross (a title or a note over the whole width),
    with GUTTER_SIDE of the words on each side; None on a page in one column (or of too few words to tell)."""
    if len(words) < 50:
        return None
    left, right = min(w.x0 for w in words), max(w.x1 for w in words)
    width = right - left
    steps = 128
    xs = [left + width * step / steps for step in range(steps // 4, 3 * steps // 4 + 1)]
    crossing = _crossing(words, xs)
    few = min(crossing.values())
    if few > GUTTER_CROSSING * len(words):
        return None
    runs: list[list[float]] = []
    for x in xs:
        if crossing[x] == few:
            if runs and runs[-1][-1] == xs[xs.index(x) - 1]:
                runs[-1].append(x)
            else:
                runs.append([x])
    run = max(runs, key=lambda run: run[-1] - run[0])
    gutter = (run[0] + run[-1]) / 2
    if min(sum(w.x1 <= gutter for w in words), sum(w.x0 >= gutter for w in words)) < GUTTER_SIDE * len(words):
        return None
    return gutter


def _crossing(words: list[Word], xs: list[float]) -> dict[float, int]:
    """x -> how many words cross it (x0 < x < x1), counted by bisection on the sorted edges: the words that
    start before x less those that end at or before it, but for a box ending where it starts or before (never
    counted as crossing, nor as starting before x when it starts at or after x)."""
    starts = sorted(w.x0 for w in words)
    ends = sorted(w.x1 for w in words)
    odd = [w for w in words if w.x1 <= w.x0]
    if not odd:
        return {x: bisect_left(starts, x) - bisect_right(ends, x) for x in xs}
    return {x: bisect_left(starts, x) - bisect_right(ends, x) + sum(w.x1 <= x <= w.x0 for w in odd) for x in xs}


def word_gutter(rows: list[list[Word]]) -> float | None:
    """The x of the gap between two columns on a page of words: the strip between them (_strip), with
    GUTTER_ROWS rows at least that have words on both sides a gap wider than a space apart. None on a page
    in one column."""
    gutter = _strip([w for row in rows for w in row])
    if gutter is None:
        return None
    both = 0
    for row in rows:
        before = [w for w in row if w.x1 <= gutter]
        after = [w for w in row if w.x0 >= gutter]
        if before and after and min(w.x0 for w in after) - max(w.x1 for w in before) > \
                APART * statistics.median(w.bottom - w.top for w in row):
            both += 1
    return gutter if both >= GUTTER_ROWS else None


def _words_apart(before: str, after: str, gap: float, height: float) -> bool:
    """Boxes nearer than TOUCHING but not SURE_TOUCHING: two words, a space apart, when each is a word of the
    dictionary and the two joined are none (`к` `журналу`; `по` `следнего` is one)."""
    if not SURE_TOUCHING * height <= gap < TOUCHING * height or not (before.isalpha() and after.isalpha()):
        return False
    from lawref.corpus.join import is_known_word

    return is_known_word(before) and is_known_word(after) and not is_known_word(before + after)


def _baseline(words: list[Word]) -> float | None:
    """The baseline of words on one line: the foot of its letters without descenders (None when it has none)."""
    flat = [w.bottom for w in words if _flat(w.text)]
    return statistics.median(flat) if flat else None


@lru_cache(maxsize=1 << 16)
def _flat(text: str) -> bool:
    """A word that stands on its baseline: letters or figures, no descender nor bracket."""
    return any(ch.isalnum() for ch in text) and not set(text) & (_DESCENDERS | _BRACKETS)


@lru_cache(maxsize=1 << 16)
def _letters(text: str) -> tuple[bool, bool, bool]:
    """(has a letter, has a descender, has a bracket): what page_lines asks of each word of a line."""
    chars = set(text)
    return any(ch.isalpha() for ch in text), bool(chars & _DESCENDERS), bool(chars & _BRACKETS)


@lru_cache(maxsize=1 << 16)
def _capitals(text: str, figures: bool = False) -> bool:
    """A word of capitals, with digits or not (`ПРАВИЛО`, `12B.`, `A.`): its box's top is the cap height (ё, й
    and б stand taller, lower-case letters lower). Not a word of digits alone unless `figures` (`75.`:
    figures may stand taller or lower than capitals), nor one with a bracket (`16B).`: brackets rise above
    the capitals)."""
    shown = [ch for ch in text if ch.isalnum()]
    return (bool(shown) and (figures or any(ch.isalpha() for ch in shown)) and not set(text) & _BRACKETS
            and all(ch.isdigit() or ch.isupper() and ch not in "ЁЙ" for ch in shown))


_BRACKETS = set("()[]{}/|")


def _calls_into_rows(rows: list[list[Word]]) -> list[list[Word]]:
    """A raised call set so high that its box shares too little of its line's to be read in it (`оппоненты`
    `³`, then `.` on the line): a row of one small word of figures or stars that shares some height with the
    row before or after it, and is under 0.75 of its height, goes into that row."""
    out: list[list[Word]] = []
    index = 0
    while index < len(rows):
        row = rows[index]
        if len(row) == 1 and _callish(row[0]):
            word = row[0]
            for near in ((out[-1] if out else None), (rows[index + 1] if index + 1 < len(rows) else None)):
                if near is None:
                    continue
                top, bottom = min(w.top for w in near), max(w.bottom for w in near)
                if min(bottom, word.bottom) > max(top, word.top) and word.bottom - word.top < 0.75 * (bottom - top):
                    near.append(word)
                    break
            else:
                out.append(row)
        else:
            out.append(row)
        index += 1
    return out


def _callish(word: Word) -> bool:
    return _callish_text(word.text)


@lru_cache(maxsize=1 << 16)
def _callish_text(text: str) -> bool:
    text = text.strip()
    return 0 < len(text) <= 3 and set(text) <= _CALL


@lru_cache(maxsize=1 << 16)
def _lower(text: str) -> bool:
    """A word of lower-case letters without ascenders (б, ё, й stand taller): its box's top is the x-height."""
    shown = [ch for ch in text if ch.isalnum()]
    return bool(shown) and all(ch.isalpha() and ch.islower() and ch not in "бёйfhklbdt" for ch in shown)


def _raised(word: Word, baseline: float, ascent: float | None, before: Word | None = None) -> bool:
    """A footnote call: up to three figures or stars whose box stands clear above the line's baseline (by a
    third of the capitals' height or more), as a superscript is set (`заявкой¹`); a figure on the baseline,
    `коробках 1, 5`, is text; so is the number after a word that names a Law (`Правило 24`, whatever box OCR
    gave it): a reference's number, never a call."""
    rise = ascent or (word.bottom - word.top)
    return _callish(word) and baseline - word.bottom > rise / 3 and \
        not (before is not None and _NAMES_LAW.match(before.text.strip()))


_NAMES_LAW = re.compile(r"^[Пп]равил(?:о|а|у|е|ом|ами|ах)?$")


_CALL = set("0123456789*")


class _Line(NamedTuple):
    line: PdfLine
    baseline: float
    ascent: float | None  # from the baseline to the top of its words of capitals, when it has any
    x_height: float | None = None  # ... and of its words of lower-case letters without ascenders
    usual_ascent: float | None = None  # its ascent, or, with no capitals, its figures' (`1.`, `(a)`): the
    # usual height counts these lines too (a small book has few lines of capitals), never judged by them
    depth: float | None = None  # the height of its lower-case words with a descender and no ascender (`орган.`)


GROWN = 1.5  # word heights: a row of OCR's words this tall has grown with the skew (a line is one word tall)


def _grown(row: list[Word], word: Word) -> bool:
    """The row spans more height than GROWN of the word's: a skewed scan's words of two lines gathered (a noisy
    scan's one line, its words' boxes wavering, stays within it)."""
    return max(w.bottom for w in row) - min(w.top for w in row) > GROWN * (word.bottom - word.top)


def _overlap(row: list[Word], word: Word) -> float:
    """The share of the smaller height a word shares with a row (over a half: the word is on that row)."""
    return _shared(min(w.top for w in row), max(w.bottom for w in row), word)


def _shared(top: float, bottom: float, word: Word) -> float:
    """_overlap of a row that spans from `top` to `bottom`."""
    shared = min(bottom, word.bottom) - max(top, word.top)
    return shared / max(min(bottom - top, word.bottom - word.top), 1e-6)


def _nearest(row: list[Word], word: Word) -> Word:
    """The row's word nearest to `word` (_distance), the first of those as near."""
    x0, x1 = word.x0, word.x1
    # (min(row, key=…) with _distance written out in a loop: asked of every word of the rows a word may join)
    nearest, least = row[0], None
    for w in row:
        a, b = w.x0 - x1, x0 - w.x1
        far = a if a >= b else b
        if least is None or far < least:
            nearest, least = w, far
    return nearest


def _distance(one: Word, other: Word) -> float:
    """How far apart two words stand left to right (below 0: they overlap)."""
    return max(one.x0 - other.x1, other.x0 - one.x1)


def _on_baseline(row: list[Word], word: Word) -> bool:
    """Whether a word stands on the baseline of the row's word nearest to it (left or right), when both
    show theirs (letters without descenders): within OFFSET of the smaller height. Two columns' lines set
    at different heights share most of their height but never their baseline; a skewed scan's line drifts
    from word to word by less."""
    return _on_baseline_of(_nearest(row, word), word)


def _on_baseline_of(nearest: Word, word: Word) -> bool:
    """_on_baseline, the row's word nearest to `word` given."""
    low = nearest.bottom if _flat(nearest.text) else None  # (_baseline of the one word)
    high = word.bottom if _flat(word.text) else None
    return low is None or high is None or \
        abs(low - high) <= OFFSET * min(nearest.bottom - nearest.top, word.bottom - word.top)


def sized(pages: list[PdfPage]) -> list[PdfPage]:
    """The pages of `page_lines` as a PDF's lines: each line from its baseline up by the usual ascent (the
    median of the lines') and down by a third of it; a line whose capitals stand taller than the usual by
    LARGER takes a larger size (the headings of a source without fonts)."""
    ascents = [item.usual_ascent for page in pages for item in page.lines if item.usual_ascent]
    usual = statistics.median(ascents) if ascents else 0.0
    heights = [item.x_height for page in pages for item in page.lines if item.x_height]
    usual_x = statistics.median(heights) if heights else 0.0
    depths = [item.depth for page in pages for item in page.lines if item.depth]
    usual_depth = statistics.median(depths) if depths else 0.0
    out = []
    for page in pages:
        lines = []
        for item in page.lines:
            line, baseline, ascent, x_height, _, depth = item
            if not usual:
                lines.append(line)
                continue
            large = ascent is not None and ascent > LARGER * usual
            # a smaller size (a footnote's): its lower-case letters stand lower than the usual by LARGER
            # (or, a line with no such letters, its letters with a descender: `орган.` ending a note)
            # ... or, a line of capitals and figures alone (`12С.` ending a note), its capitals stand lower
            small = not large and (x_height * LARGER < usual_x if x_height is not None and usual_x else
                                   ascent is None and depth is not None and usual_depth and
                                   depth * LARGER < usual_depth or
                                   ascent is not None and depth is None and ascent * LARGER < usual)
            rise = ascent if large or small and x_height is None and depth is None else \
                usual * (x_height / usual_x if x_height else depth / usual_depth) if small \
                else usual
            # (dataclasses.replace, its checks aside: a PdfLine's fields are all given to its __init__)
            lines.append(PdfLine(**{**vars(line), "top": baseline - rise, "bottom": baseline + rise / 3,
                                    "size": SIZE + 2 if large else SIZE - 2 if small else SIZE}))
        out.append(PdfPage(page.width, page.height, tuple(lines)))
    return out
