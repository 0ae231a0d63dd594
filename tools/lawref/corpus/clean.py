"""Stage 2: text -> cleaned lines, with every removal recorded (so "nothing lost" can be proved).

One idempotent pass, in this order:

1. Characters, line by line (each change recorded as Removal kind "normalised", one per line and class;
   the byte order mark as kind "bom"):
   - a byte order mark (U+FEFF) at the start of the text is removed;
   - CR and CRLF line ends become LF (the removed "\\r" is recorded);
   - a soft hyphen (U+00AD) ending a line after a letter stays: lawref.corpus.join joins the word split there;
     other invisible characters are removed: soft hyphens (U+00AD), zero-width spaces and joiners, word joiner,
     direction marks and other format characters (Unicode category Cf), and control characters other than
     tab (form feed, ^Z ...);
   - form feeds are removed as kind "form-feed" (page breaks: lawref.corpus.furniture reads them);
   - trailing whitespace is stripped;
   - tabs, no-break spaces (U+00A0, U+202F, U+2007), the other Unicode spaces and the line/paragraph
     separators U+2028/U+2029 become a plain space.
   Dashes and hyphens are kept exactly as printed; a hyphen splitting a word at a line end is dealt with
   when lines are joined (lawref.corpus.join).
1a. A plain-text file's own conventions (lawref.corpus.plaintext): the banner that frames the file, rules of
   `=` under headings, tables drawn with box characters read row by row.
1b. Page furniture and contents lists (lawref.corpus.furniture): the `|` border of plain-text tables,
   indentation, page numbers, running heads, the blank lines of a page break inside a paragraph, contents
   lists with their dot leaders and page numbers, a chapter's list of its Laws; then a document tool's outline
   numbers before the headings, «8. Правило 12. …», read by their sequence (lawref.corpus.outline); a boxed
   note's caption alone on its line («ПРИМЕЧАНИЕ», «Важно»: data/admonition_captions.txt), kind
   "admonition-caption" (see strip_admonition_captions).
2. Formatter directives: whole lines such as "..page4" (patterns in data/directives.txt), kind "directive".
3. Double spacing: when (nearly) every line of text is followed by one blank line and blank lines do not
   separate paragraphs (see is_double_spaced), the blank lines are removed, kind "double-spacing". In any
   other file blank lines are kept as Line(number, "") because they separate paragraphs.
4. Overstrike remnants: the original emphasised words by printing them twice, and the repeats stand as
   lines of their own right under the line that holds them. Removed as kind "overstrike", with the line and
   character span they emphasise (see remnant_span).

5. Notes at the end of the book called by bracketed numbers (pandoc's plain text: `…виновной[1].` in the
   text, `[1] В командных…` at the end), once the rest is clean: see place_endnotes; notes marked with
   asterisks under a rule of hyphens (`слово*` … `* текст`): lawref.corpus.plaintext.place_asterisk_notes; a web
   page's notes as a text dump keeps them, opening with their raised number (`^1 В оригинале …`, called
   `результат^1`): place_caret_notes.
   Notes at a printed page's foot (a lone number over the note, the same number glued to a word of the page)
   go before the furniture, while the pages are known: lawref.corpus.pagenotes; so do a formatter's notes under
   a short rule at a page's foot (`───────────` / `  1 Проценты …`, called by `игры1:`), in a text whose pages
   no form feed marks (pagenotes.place_ruled_notes).

Kept lines keep their source line numbers.
"""

from __future__ import annotations

import codecs
import re
import unicodedata
from collections.abc import Sequence
from functools import lru_cache
from importlib import resources

from lawref.corpus.furniture import FORM_FEED, strip_furniture
from lawref.corpus.headings import LAW_HEADING, ends_a_passage, is_notes_heading, is_structural_heading
from lawref.corpus.join import gapped_words
from lawref.corpus.levels import FOOTNOTE_CALL, FOOTNOTE_LABEL, FOOTNOTE_MARK, NOTES_HEADING
from lawref.corpus.outline import strip_outline_numbers
from lawref.corpus.pagenotes import (
    NOTE_RULE,
    call_pattern,
    place_page_notes,
    place_ruled_notes,
    starred_notes_to_calling_laws,
)
from lawref.corpus.plaintext import place_asterisk_notes, read_spaced_tables, strip_banners, strip_plain_text
from lawref.model import Cleaned, Line, Removal
from lawref.numbering import CALL_WORD
from lawref.wordbreak import broken_at_end

NORMALISED = "normalised"
BOM = "bom"
DIRECTIVE = "directive"
DOUBLE_SPACING = "double-spacing"
OVERSTRIKE = "overstrike"
LETTER_SPACING = "letter-spacing"

_LINE_BREAK = re.compile(r"\r\n|\r|\n")
TAB_STOP = 8  # columns: a terminal's TAB stops (`col` and grotty write runs of spaces as TABs)
_ODD_SPACE = re.compile(r"[^\S\n ]")  # whitespace other than a plain space, once controls are gone
_WORD = re.compile(r"\S+")
# A call in an auction row (lawref.numbering): a bid (1H, 3NT, 2БК, 1♥), pass, double, redouble, or a dash.
_CALL = CALL_WORD
# Share of gaps between text lines that must be exactly one blank line to call a file double-spaced.
_SINGLE_GAP_SHARE = 0.8
# Share of those gaps after which the text visibly goes on (next line in lower case, or a split word).
_CONTINUATION_SHARE = 0.1
# A line that opens a unit of its own (a list item, a numbered paragraph): the sentence above did not run on.
_OPENS_UNIT = re.compile(r"\((?:[a-zа-яё]|[ivx]{1,5})\)|[a-zа-яё]\)\s|\d{1,3}(?:\.\d{1,3})*[.)](?:\s|$)|<\*")
_FULL_STOP = re.compile(r"[.!?…][»\")]*$")  # a sentence's end (a colon opens a list or a note: «Примечание:»)
_ENDS_SENTENCE = re.compile(r"[.!?:;…»\")]$")


def clean(text: str, path: str, encoding: str = "utf-8", *, run_in_labels: bool = True) -> Cleaned:
    """Clean decoded text: normalise characters, drop directives, double spacing and overstrike remnants.
    `run_in_labels=False` for a commentary: there «Важно.» at a paragraph's head is its note's own label
    (commentary_labels.toml), not a tool's box caption."""
    removals: list[Removal] = []
    lines: list[Line] = []
    page_breaks: set[int] = set()
    tabs = tabs_are_columns(text, encoding)
    for number, (raw, line_end) in enumerate(_split(text), start=1):
        cleaned, changes = normalise_line(raw, first=number == 1, tabs=tabs)
        if line_end not in ("\n", ""):
            changes.append((NORMALISED, "\r"))
        if changes:  # (most lines have none: no removal or page break to look for)
            removals.extend(Removal(kind, number, removed) for kind, removed in changes)
            page_breaks.update(number for kind, _ in changes if kind == FORM_FEED)
        lines.append(Line(number, cleaned))
    lines, plain = strip_plain_text(lines, path)
    removals.extend(plain)
    text_file = not written_by_a_reader(encoding)
    if text_file:  # a typed text's tables laid out with spaces
        lines, tables = read_spaced_tables(lines, page_breaks)
        removals.extend(tables)
    lines, notes = place_page_notes(lines, page_breaks)  # a note's lone number is no page number
    removals.extend(notes)
    lines, notes = place_headed_notes(lines)  # nor is a note's «[1]» under its heading
    removals.extend(notes)
    if text_file:  # a formatter's text: notes under a short rule at a page's foot
        lines, notes = place_ruled_notes(lines)
        removals.extend(notes)
    lines, furniture = strip_furniture(lines, page_breaks)
    removals.extend(furniture)
    lines, outline = strip_outline_numbers(lines)  # «8. Правило 12. …»: a document tool's count of its headings
    removals.extend(outline)
    lines, captions = strip_admonition_captions(lines, run_in_labels)  # «ПРИМЕЧАНИЕ» on a boxed note
    removals.extend(captions)

    # Directive lines are lines of text as far as spacing goes (each has its blank line after it), so the
    # first spacing pass sees them; then they go.
    # A format reader writes one blank line between paragraphs by construction (written_by_a_reader): its blank
    # lines are never typewriter spacing.
    lines, spacing = _drop_double_spacing(lines) if text_file else (lines, [])
    removals.extend(spacing)
    typed = bool(spacing)  # the typewriter's layout: where overstrike remnants are looked for everywhere
    lines, dropped = _drop_directives(lines)
    removals.extend(dropped)
    # Removing lines can make new neighbours (a remnant under its line, a text that now looks
    # double-spaced, a directive once a border comes off it); repeat until nothing changes, so that cleaning
    # the cleaned text changes nothing.
    while True:
        lines, spacing = _drop_double_spacing(lines) if text_file else (lines, [])
        typed = typed or bool(spacing)
        lines, remnants = _drop_overstrike(lines, typed)
        # a contents entry freed by a directive's removal (the pages where they were: a head stands at their edge)
        lines, furniture = strip_furniture(lines, set(), pages=page_breaks)
        lines, dropped = _drop_directives(lines)
        lines, banners = strip_banners(lines, path)  # a banner the contents list stood before
        # a table's rows that stood a blank line or a page break apart are neighbours now
        lines, tables = read_spaced_tables(lines, set()) if text_file else (lines, [])
        removals.extend(spacing + remnants + furniture + dropped + banners + tables)
        if not spacing and not remnants and not furniture and not dropped and not banners and not tables:
            break
    # the notes put where their calls are, then the words set apart put together, in this order (a word read in
    # pieces first: its one-letter pieces «К П РАВИ ЛУ» are no spaced-out word of their own)
    for step in (mark_ruled_notes, drop_empty_notes_headings, place_endnotes, place_asterisk_notes,
                 place_backlinked_notes, place_unnumbered_notes, place_caret_notes, starred_notes_to_calling_laws,
                 close_gapped_words, close_letter_spacing):
        lines, removed = step(lines)
        removals.extend(removed)
    removals.sort(key=lambda r: r.line)  # stable: a line's normalisations stay before its removal
    return Cleaned(path=path, lines=tuple(lines), removals=tuple(removals), encoding=encoding)


ADMONITION = "admonition-caption"


@lru_cache(maxsize=1)
def admonition_captions() -> frozenset[str]:
    """The captions of boxed notes (data/admonition_captions.txt), upper case."""
    return frozenset(row for row, _ in _caption_rows())


@lru_cache(maxsize=1)
def run_in_captions() -> frozenset[str]:
    """The captions that are a tool's call-out words only (after «# run-in» in data/admonition_captions.txt),
    upper case: a label run in at the head of the box's text too."""
    return frozenset(row for row, run_in in _caption_rows() if run_in)


def _caption_rows() -> list[tuple[str, bool]]:
    text = resources.files("lawref").joinpath("data", "admonition_captions.txt").read_text("utf-8")
    rows, run_in = [], False
    for row in text.splitlines():
        if row.strip() == "# run-in":
            run_in = True
        elif row.strip() and not row.startswith("#"):
            rows.append((row.strip().upper(), run_in))
    return rows


_RUN_IN_CAPTION = re.compile(r"^(\s*)(\w+)\.\s+(?=\S)")


def strip_admonition_captions(lines: list[Line], run_in_labels: bool = True) -> tuple[list[Line], list[Removal]]:
    """A boxed note's caption («ПРИМЕЧАНИЕ», «Важно»), a paragraph of its own between text before it and the note's
    text under it, is the box's label: removed; so is a tool's call-out word («Важно.», run_in_captions) run in with
    its stop at the head of a paragraph under the text. Where a page set the caption in the box's margin, beside the
    middle of a sentence that runs on across the box's edge («… см. также Правила» / «ПРИМЕЧАНИЕ» / «20F и 75.»),
    the blank lines around it go too, so the sentence is one paragraph again."""
    captions = admonition_captions()
    texts = [line.text.strip() for line in lines]
    drop: dict[int, str] = {}
    run_in: dict[int, re.Match] = {}
    for i, text in enumerate(texts):
        m = _RUN_IN_CAPTION.match(lines[i].text)
        if run_in_labels and m and m[2].upper() in run_in_captions() \
                and (m[2].isupper() or m[2][:1].isupper() and m[2][1:].islower()) \
                and i >= 2 and not texts[i - 1] and texts[i - 2]:
            # «Важно. Само по себе …»: a call-out word run in with its stop at the head of a paragraph under the
            # text (pandoc's LaTeX sets a box as a quote opening «**Важно.**»): the box's label
            run_in[i] = m
            continue
        if text.upper() not in captions or not (text.isupper() or text[:1].isupper() and text[1:].islower()):
            continue
        before = next((k for k in range(i - 1, -1, -1) if texts[k]), None)
        after = next((k for k in range(i + 1, len(texts)) if texts[k]), None)
        if before is None or after is None or before != i - 2 or after != i + 2:
            continue  # a paragraph of its own, with text on both sides
        if ends_a_passage(texts[after]) or texts[after].upper() in captions:
            continue  # a heading over a unit («Примечание» over «1. …»), not a box's label
        drop[i] = text
        drop[i + 1] = ""
        if not _ENDS_SENTENCE.search(texts[before]) and _continues(texts[after]):
            drop[i - 1] = ""  # the sentence runs on across the box's edge: one paragraph
    if not drop and not run_in:
        return lines, []
    removals = [Removal(ADMONITION, lines[i].number, text) for i, text in drop.items()]
    removals += [Removal(ADMONITION, lines[i].number, f"{m[2]}.") for i, m in run_in.items()]
    kept = [Line(line.number, line.text[:run_in[i].start(2)] + line.text[run_in[i].end():]) if i in run_in else line
            for i, line in enumerate(lines) if i not in drop]
    return kept, sorted(removals, key=lambda r: r.line)


def _continues(text: str) -> bool:
    """Does a line go on a sentence (a lower-case word, a figure, a bracket or a mark)?"""
    first = text[:1]
    return bool(first) and not first.isupper()


def to_text(lines: Sequence[Line]) -> str:
    """The text of cleaned lines, one per line, each ending in LF (what clean() reads back unchanged)."""
    return "".join(line.text + "\n" for line in lines)


def split_lines(text: str) -> list[str]:
    """The text's lines as clean numbers them (line n is [n - 1]), their line ends off."""
    return [line for line, _ in _split(text)]


def _split(text: str) -> list[tuple[str, str]]:
    """(line, its line end) pairs; a line end at the very end of the text does not open another line."""
    out = []
    start = 0
    for m in _LINE_BREAK.finditer(text):
        out.append((text[start:m.start()], m.group()))
        start = m.end()
    if start < len(text):
        out.append((text[start:], ""))
    return out


def tabs_are_columns(text: str, encoding: str = "utf-8") -> bool:
    """Whether clean() reads the text's TABs as a terminal's stops of eight columns (a text file's whose TABs fill
    its measure) rather than as spaces."""
    return not written_by_a_reader(encoding) and _tabs_fill_the_measure(text)


def _tabs_fill_the_measure(text: str) -> bool:
    """Whether the text's TABs stand for a terminal's stops of eight columns: expanded so, the lines that hold one
    stay within the file's right margin (the length most of its full lines have) like the rest (`col` writes runs
    of a justified line's spaces as TABs). Where most overshoot it so, a TAB is a gap of no known width, read as a
    space; so is a document's (clean: its tab stops are the reader's, not columns)."""
    lengths: dict[int, int] = {}
    tabbed: list[int] = []
    for line in text.split("\n"):
        body = line.rstrip()
        if "\t" in body:
            tabbed.append(len(body.expandtabs(TAB_STOP)))
        elif len(body) >= _FULL_LINE:
            lengths[len(body)] = lengths.get(len(body), 0) + 1
    if not tabbed or not lengths:
        return True  # nothing to measure them by: a terminal's stops
    measure = max(lengths, key=lengths.__getitem__)
    return sum(length > measure for length in tabbed) * 2 < len(tabbed)


_FULL_LINE = 40  # columns: a line of a paragraph, long enough to reach the margin


def written_by_a_reader(encoding: str) -> bool:
    """Whether the text is a format reader's (Extracted.encoding names the reader: «html», «pdf», «odt» …), not a
    text file's (its encoding a codec's name). A reader writes one blank line between paragraphs by construction
    (never typewriter spacing), its tables as tables and its notes where their calls are, and its TABs are a
    document's tab stops, not a terminal's."""
    try:
        codecs.lookup(encoding)
    except LookupError:
        return True
    return False


def normalise_line(raw: str, first: bool = False, tabs: bool = False) -> tuple[str, list[tuple[str, str]]]:
    """One physical line -> (cleaned text, [(removal kind, removed characters)]). See the module docstring.
    `tabs`: a TAB moves to the next stop of eight columns, as a terminal shows a text file (else it is a space)."""
    changes: list[tuple[str, str]] = []
    if first and raw.startswith("\ufeff"):
        changes.append((BOM, "\ufeff"))
        raw = raw[1:]
    body = raw.rstrip()
    # A soft hyphen ending a line is where the typesetter split a word: it stays, and lawref.corpus.join joins the
    # word there ("сде\u00ad" + "лать" -> "сделать"). Every other soft hyphen goes.
    split_mark = "\u00ad" if body.endswith("\u00ad") and body[:-1].rstrip("\u00ad")[-1:].isalpha() else ""
    if split_mark:
        raw = body[:-1] + raw[len(body):]
    if "\f" in raw:
        changes.append((FORM_FEED, "\f" * raw.count("\f")))  # a page break: lawref.corpus.furniture reads it
        raw = raw.replace("\f", "")
    # (a printable line has neither control nor format characters: the per-character test is for the rest)
    invisible = "" if raw.isprintable() else "".join(ch for ch in raw if is_invisible(ch))
    if invisible:
        changes.append((NORMALISED, invisible))
        raw = "".join(ch for ch in raw if not is_invisible(ch))
    stripped = raw.rstrip()
    if len(stripped) < len(raw):
        changes.append((NORMALISED, raw[len(stripped):]))
    odd = "".join(_ODD_SPACE.findall(stripped))
    if tabs and "\t" in stripped:  # a TAB moves to the next stop of eight columns, as a terminal shows it
        stripped = stripped.expandtabs(TAB_STOP)
    if odd:
        changes.append((NORMALISED, odd))
        stripped = _ODD_SPACE.sub(" ", stripped)
    return stripped + split_mark, changes


def is_invisible(ch: str) -> bool:
    category = unicodedata.category(ch)
    return category == "Cf" or (category == "Cc" and ch != "\t")


def is_double_spaced(lines: Sequence[str | Line]) -> bool:
    """True when blank lines are spacing, not paragraph breaks.

    Nearly all (80 %) of the gaps between consecutive lines of text must be exactly one blank line, and the
    text must visibly run on across some of those blank lines (10 % of them: the next line starts in lower
    case, or the line before ends in a word split by a hyphen). The second test keeps a file that has one
    paragraph per line with blank lines between (as the Law texts do) from being taken for double-spaced.
    """
    texts = [line.text if isinstance(line, Line) else line for line in lines]
    previous = None
    gaps = singles = continuations = 0
    for index, text in enumerate(texts):
        if not text.strip():
            continue
        if previous is not None:
            gaps += 1
            if index - previous == 2:
                singles += 1
                continuations += _runs_on(texts[previous], text)
        previous = index
    return (gaps >= 2 and singles >= _SINGLE_GAP_SHARE * gaps
            and continuations >= max(1.0, _CONTINUATION_SHARE * singles))


def _runs_on(before: str, after: str) -> bool:
    first = after.lstrip()[:1]
    return first.islower() or broken_at_end(before)


def _drop_double_spacing(lines: list[Line]) -> tuple[list[Line], list[Removal]]:
    if not is_double_spaced(lines):
        return lines, []
    # A run of two or more blank lines in a double-spaced file is a paragraph break: one blank line of it
    # stays. Runs at the start and end separate nothing and go.
    kept: list[Line] = []
    removed: list[Removal] = []
    run: list[Line] = []
    for line in lines + [None]:
        if line is not None and not line.text:
            run.append(line)
            continue
        keep_one = len(run) >= 2 and kept and line is not None
        for i, blank in enumerate(run):
            if keep_one and i == 1:
                kept.append(blank)
            else:
                removed.append(Removal(DOUBLE_SPACING, blank.number, blank.text))
        run = []
        if line is not None:
            kept.append(line)
    return kept, removed


def _drop_overstrike(lines: list[Line], typed: bool) -> tuple[list[Line], list[Removal]]:
    """`typed`: the document shows the typewriter's layout (a blank line after every line). There a remnant
    may stand anywhere in its block; elsewhere only inside a running sentence (the line above goes on in the
    line after the remnant). Never when the remnant finishes the sentence of the line above («… к этому
    случаю не» / «относятся.»): removing it would leave the sentence unfinished. A repeat of a paragraph's
    opening words (data/paragraph_starts.txt) stands inside the paragraph's running sentence («Примечание: … вне» /
    «Примечание:» / «очереди …») or closes the paragraph («Примечание: … .» / «Примечание:» / what comes next); a
    heading's start under a finished sentence with a title under it (in capitals, or in brackets) is that heading:
    «Правило 16 здесь не применяется.» / «Правило 16» / «НЕРАЗРЕШЁННАЯ ИНФОРМАЦИЯ»."""
    kept: list[Line] = []
    removed: list[Removal] = []
    above: Line | None = None  # nearest kept line of text in the same block (no blank line between)
    for k, line in enumerate(lines):
        if not line.text:
            above = None
            kept.append(line)
            continue
        span = remnant_span(line.text, above.text) if above else None
        if span:
            j = k + 1  # the line the sentence goes on in, past further remnants of the same line
            while j < len(lines) and lines[j].text and remnant_span(lines[j].text, above.text):
                j += 1
            after = lines[j].text if j < len(lines) else ""
            open_sentence = not _ENDS_SENTENCE.search(above.text.rstrip())
            runs_on = bool(after.strip()) and not _OPENS_UNIT.match(after.lstrip())
            finishes = open_sentence and bool(_FULL_STOP.search(line.text.rstrip()))
            opens_paragraph = (_finished(above.text) and bool(_TITLE_LINE.fullmatch(after.strip()))
                               and _starts_paragraph(line.text))
            if (finishes or opens_paragraph or open_sentence and not runs_on
                    or not typed and not (open_sentence and runs_on)):
                span = None
        if span:
            removed.append(Removal(OVERSTRIKE, line.number, line.text, emphasis_of=above.number,
                                   emphasis_start=span[0], emphasis_end=span[1]))
            continue
        kept.append(line)
        above = line
    return kept, removed


# A run of single letters one space apart (two at least), a word's letter-spacing if it is one: no letter
# with a neighbour, no punctuation between; the words of a spaced-out phrase stand two or more spaces apart.
# Two letters and a full stop are a word and an abbreviation («и п. 12.1», «и т. д.», «к п. 3»), not «ип.»: a
# spaced-out word that ends a sentence has three letters at least.
_SPACED_RUN = re.compile(r"(?<!\S)(?:[^\W\d_] )+[^\W\d_](?![^\W\d_])")
# A figure and a space before a run's first letter: that letter is the figure's (a call's suit, «заявил 2 Ч и
# ошибка»), no letter of a spaced-out word
_CALL_BEFORE = re.compile(r"\d $")
# Russian words of one letter: a run of them only («В и С», «и в») is a phrase, never a spaced-out word
_ONE_LETTER_WORDS = frozenset("аиоувксяжб")


def close_letter_spacing(lines: list[Line]) -> tuple[list[Line], list[Removal]]:
    """A typist's emphasis (разрядка): «П р и м е ч а н и е:», «игрок н е должен», «О Т  П Е Р Е В О Д Ч И К А».
    A reader reads the word: its letters are closed up and the spaces recorded as a `letter-spacing` removal
    that marks the word emphasised (emphasis_of its own line, the span of the word in the line as cleaned).
    A run is a word's spacing when its letters are of one case (or a capital, then lower case), one of them at
    least is no Russian word by itself, and the letters joined are a word of the dictionary; the words of a
    spaced-out phrase, two or more spaces apart, are then set one space apart. A list of letters («В и С»),
    initials («А. И.») and single-letter words («и в») stay as typed, and so does a line set spaced out that
    is no heading of the book (a title page's banner «П Р А В И Л А», shown as printed)."""
    out: list[Line] = []
    removals: list[Removal] = []
    for line in lines:
        text = line.text
        runs = [(start, end, run) for start, end, run in map(_word_of_run, _SPACED_RUN.finditer(text))
                if _is_spaced_word(run) and not (len(run) == 3 and text.startswith(".", end))
                and not _CALL_BEFORE.search(text, 0, start)]
        # Two capitals alone are seats or initials («линия С Ю», «М Б»), read letter by letter; they are a word
        # spaced out only beside a longer spaced-out word of the same phrase («О Т  П Е Р Е В О Д Ч И К А»).
        # (A lower-case «н е» is a typist's emphasis of «не» by itself.)
        if not any(len(run) > 3 for _, _, run in runs):
            runs = [m for m in runs if not (len(m[2]) == 3 and m[2].isupper())]
        if not runs:
            out.append(line)
            continue
        pieces: list[str] = []
        spans: list[tuple[int, int, str]] = []
        pos = 0
        length = 0
        for m_start, m_end, run in runs:
            gap = text[pos:m_start]
            if pieces and not gap.strip() and len(gap) > 1:  # the words of a spaced-out phrase
                spans.append((length, length, gap[1:]))
                gap = " "
            pieces.append(gap)
            length += len(gap)
            word = run.replace(" ", "")
            spans.append((length, length + len(word), run.count(" ") * " "))
            pieces.append(word)
            length += len(word)
            pos = m_end
        pieces.append(text[pos:])
        closed = "".join(pieces)
        if not _SPACED_RUN.sub("", text).strip(" .:") and not is_structural_heading(closed.strip()):
            out.append(line)  # a line set spaced out and nothing else, no heading: a title page's banner
            continue
        out.append(Line(line.number, closed))
        for start, end, removed in spans:
            if end > start:
                removals.append(Removal(LETTER_SPACING, line.number, removed, emphasis_of=line.number,
                                        emphasis_start=start, emphasis_end=end))
            else:
                removals.append(Removal(LETTER_SPACING, line.number, removed))
    return out, removals


def close_gapped_words(lines: list[Line]) -> tuple[list[Line], list[Removal]]:
    """A word a text layer read in pieces from letter-spaced type, «П р и м еч а н и е . Не спешите», «К П РАВИ
    ЛУ 13» (lawref.corpus.join.gapped_words): a reader reads «Примечание.», «К ПРАВИЛУ 13». The spaces are
    recorded as `letter-spacing` removals marking the word emphasised, as close_letter_spacing does (the
    letter-spaced type was emphasis); the space before the label's full stop as one more."""
    out: list[Line] = []
    removals: list[Removal] = []
    for line in lines:
        text = line.text
        spans = gapped_words(text)
        if not spans:
            out.append(line)
            continue
        closed, pos, length = [], 0, 0
        for start, end, stop in spans:
            closed.append(text[pos:start])
            length += start - pos
            word = text[start:end].replace(" ", "")
            removals.append(Removal(LETTER_SPACING, line.number, " " * (end - start - len(word)),
                                    emphasis_of=line.number, emphasis_start=length,
                                    emphasis_end=length + len(word)))
            closed.append(word)
            length += len(word)
            pos = end
            if stop:
                removals.append(Removal(LETTER_SPACING, line.number, " "))
                closed.append(text[stop - 1])
                length += 1
                pos = stop
        closed.append(text[pos:])
        out.append(Line(line.number, "".join(closed)))
    return out, removals


def _word_of_run(m: re.Match) -> tuple[int, int, str]:
    """(start, end, run) of the spaced-out word a run of single letters holds: the run, or, where the run is no
    word and a Russian word of one letter opens it, the run after that word (a word of one letter typed before a
    spaced-out word looks as spaced as it: «сразу и н и к о г д а не» is «и» and «никогда»)."""
    run = m[0]
    if len(run) > 3 and run[0].lower() in _ONE_LETTER_WORDS and not _is_spaced_word(run) and _is_spaced_word(run[2:]):
        return m.start() + 2, m.end(), run[2:]
    return m.start(), m.end(), run


def _is_spaced_word(run: str) -> bool:
    letters = run.replace(" ", "")
    cased = letters.isupper() or letters.islower() or letters[0].isupper() and letters[1:].islower()
    if not cased or all(ch.lower() in _ONE_LETTER_WORDS for ch in letters):
        return False
    from lawref.corpus.join import is_known_word
    return is_known_word(letters)


def remnant_span(candidate: str, above: str) -> tuple[int, int] | None:
    """The span of `above` that `candidate` repeats when `candidate` is an overstrike remnant of it, else None.

    A remnant's words (split at spaces, punctuation included, case-sensitive) are a contiguous run of the
    words of the line above, and there are fewer of them, and they are not all calls of an auction. A line that
    looks like a paragraph start (data/paragraph_starts.txt) is a remnant only when it repeats the start of the
    line above. When the run occurs more than once, the last occurrence is taken.
    """
    words = candidate.split()
    if words and all(_CALL.match(word) for word in words):
        return None  # an auction row repeats calls of the row above ("Пас" under "1H Пас 2H"): not emphasis
    spans = [(m.start(), m.end()) for m in _WORD.finditer(above)]
    above_words = [above[start:end] for start, end in spans]
    if not words or len(words) >= len(above_words):
        return None
    starts_paragraph = _starts_paragraph(candidate)
    for i in range(len(above_words) - len(words), -1, -1):
        if above_words[i:i + len(words)] == words and (i == 0 or not starts_paragraph):
            return spans[i][0], spans[i + len(words) - 1][1]
    return None


# a heading's title on the line under its number: capitals («НЕРАЗРЕШЁННАЯ ИНФОРМАЦИЯ»), or in brackets
_TITLE_LINE = re.compile(r"[A-ZА-ЯЁ][A-ZА-ЯЁ\s,\-–—«»\"]{3,}|\([^()]{4,}\)")
# a line ending in an abbreviation that points on («… см.», «п.») has not finished its sentence
_POINTS_ON = re.compile(r"(?<![^\W\d_])(?:см|ср|п|пп|ст|гл|разд|т)\.$", re.I)


def _finished(line: str) -> bool:
    """The line ends its sentence: a full stop (or «!», «?», «…») that is no pointing abbreviation, no bracket left
    open («… обычным порядком (см.» goes on in «Правило 22).»)."""
    line = line.rstrip()
    return (bool(_FULL_STOP.search(line)) and not _POINTS_ON.search(line)
            and line.count("(") <= line.count(")"))


def _starts_paragraph(line: str) -> bool:
    return any(p.match(line.lstrip()) for p in _paragraph_start_patterns())


def _read_patterns(name: str) -> tuple[re.Pattern[str], ...]:
    text = resources.files("lawref").joinpath("data", name).read_text("utf-8")
    return tuple(re.compile(row) for row in text.splitlines() if row.strip() and not row.startswith("#"))


def _drop_directives(lines: list[Line]) -> tuple[list[Line], list[Removal]]:
    """Formatter directives (`..page5`, data/directives.txt) are not text: the lines without them, and what went."""
    directives = _directive_patterns()
    gone = [line for line in lines if any(p.fullmatch(line.text) for p in directives)]
    if not gone:
        return lines, []
    kept = [line for line in lines if not any(p.fullmatch(line.text) for p in directives)]
    return kept, [Removal(DIRECTIVE, line.number, line.text) for line in gone]


@lru_cache(maxsize=1)
def _directive_patterns() -> tuple[re.Pattern[str], ...]:
    return _read_patterns("directives.txt")


@lru_cache(maxsize=1)
def _paragraph_start_patterns() -> tuple[re.Pattern[str], ...]:
    return _read_patterns("paragraph_starts.txt")


_NOTE_START = re.compile(r"\[(\d{1,3})\]\s+(?=\S)")
_NOTE_CALL = re.compile(r"\[(\d{1,3})\]")
# a web page's notes printed as its list draws them, «1. В парном …» (Asciidoctor's footnotes through
# wkhtmltopdf): the bracketed calls in the text make these numbers the notes', not a list's
_NOTE_NUMBERED = re.compile(r"(\d{1,3})\.\s+(?=\S)")


_NOTES_RULE = re.compile(r"^\s*[-–—_]{5,}\s*$")
_NOTE_RUNS_ON = re.compile(r"(?:[^\W\d_]|[,(«\-‐–—])$")  # a line that leaves its sentence unfinished


def mark_ruled_notes(lines: Sequence[Line]) -> tuple[list[Line], list[Removal]]:
    """Notes under a dash rule called by bracketed numbers, where they stand (a DOS author's notes after a rule at
    the end of each Law, «[1] Ранее …», called «12С2.[1]»): under a rule, paragraphs opening `[1] `, `[2] ` … in
    sequence, from 1 or on from the last note of the notes before (numbered through the book: «[2]» under Law 16
    after «[1]» under Law 12) (a note's lines run on until a blank line), and the text above the rule, back to
    the notes before, calls their numbers once each, in that order. Each call becomes `<n>` and each note's
    number `<n> ` (the marks the parsers link, lawref.corpus.blocks.FOOTNOTE_MARK), the brackets recorded as
    footnote-call and footnote-label removals; a bracketed number with no such note, or notes whose calls are
    not all there in order, stay as they are. Notes gathered at a chapter's end (libru1998's «[1]» under Law 16,
    called in Law 12) are each read at the end of the Law that calls it (`_to_calling_laws`), as a reader takes
    a note to its call."""
    lines = list(lines)
    removals: list[Removal] = []
    moves: dict[int, list[int]] = {}  # index of the Law heading notes go before -> their lines' indices
    scope = k = 0
    after = 0  # the last note's number: a book may number its notes on through the book («[2]» after «[1]»)
    while k < len(lines):
        if not _NOTES_RULE.match(lines[k].text):
            k += 1
            continue
        notes, j, blank, first, above = [], k + 1, True, 1, ""
        while j < len(lines):
            text = lines[j].text.strip()
            if not text:
                blank, j = True, j + 1
                continue
            m = _NOTE_START.match(text)
            if m and not notes and int(m[1]) in (1, after + 1):
                first = int(m[1])
                notes.append(j)
            elif m and notes and int(m[1]) == first + len(notes):
                notes.append(j)
            elif not notes or blank and not (_NOTE_RUNS_ON.search(above) and not ends_a_passage(text)):
                break  # (a note's sentence left unfinished goes on over a blank line: every line a paragraph, RTF)
            blank, j, above = False, j + 1, text
        if notes:
            calls = [(i, m) for i in range(scope, k) for m in _NOTE_CALL.finditer(lines[i].text)]
            if [int(m[1]) for _, m in calls] == list(range(first, first + len(notes))):
                after = first + len(notes) - 1
                for i in sorted({i for i, _ in calls}):
                    removals.extend(Removal(FOOTNOTE_CALL, lines[i].number, m[0])
                                    for m in _NOTE_CALL.finditer(lines[i].text))
                    lines[i] = Line(lines[i].number, _NOTE_CALL.sub(lambda m: f"<{m[1]}>", lines[i].text))
                for i in notes:
                    text = lines[i].text
                    m = _NOTE_START.search(text)
                    removals.append(Removal(FOOTNOTE_LABEL, lines[i].number, m[0].rstrip()))
                    lines[i] = Line(lines[i].number, f"{text[:m.start()]}<{m[1]}> {text[m.end():]}")
                _to_calling_laws(lines, [i for i, _ in calls], notes, j, moves)
            scope = k = j
        else:
            k += 1
    if moves:
        gone = {i for block in moves.values() for i in block}
        out: list[Line] = []
        for i, line in enumerate(lines):
            for block in [moves[i]] if i in moves else []:
                if out and out[-1].text.strip():
                    out.append(Line(lines[block[0]].number, ""))
                out.extend([*(lines[b] for b in block), Line(lines[block[-1]].number, "")])
            if i not in gone:
                out.append(line)
        lines = out
    return lines, removals


def _to_calling_laws(lines: list[Line], calls: list[int], notes: list[int], end: int,
                     moves: dict[int, list[int]]) -> None:
    """Notes printed under a rule after a later Law than the one calling them (a chapter's notes at its end): each
    goes before the first Law heading after its call, so the Law that calls it holds it. A note whose call is in
    the Law the rule closes stays where it is."""
    for n, (call, start) in enumerate(zip(calls, notes)):
        heading = next((i for i in range(call + 1, start) if LAW_HEADING.match(lines[i].text.strip())), None)
        if heading is None:
            continue
        stop = notes[n + 1] if n + 1 < len(notes) else end
        while stop > start + 1 and not lines[stop - 1].text.strip():
            stop -= 1
        moves.setdefault(heading, []).extend(range(start, stop))


_LABEL_ALONE = re.compile(r"^\[(\d{1,3})\]$")
# A note's number in round brackets under a notes heading, «(1) text» (alone: «(1)»), and its call glued to the word
# before it, «результат(1),» (a bracketed number after a space is a list's label, not a call)
_ROUND_NOTE_START = re.compile(r"\((\d{1,3})\)\s+(?=\S)")
_ROUND_LABEL_ALONE = re.compile(r"^\((\d{1,3})\)$")
_ROUND_NOTE_CALL = re.compile(r"(?<=[^\s(])\((\d{1,3})\)")
# A note's bare number alone over its text, called «[1]» (Calibre's EPUB and DOCX of an FB2: the FB2's notes are
# sections titled «1», «2» … under «notes», their calls the bracketed numbers)
_BARE_LABEL_ALONE = re.compile(r"^(\d{1,3})$")
# the note's bracket class: (label with text, label alone, call)
_NOTE_BRACKETS = ((_NOTE_START, _LABEL_ALONE, _NOTE_CALL), (_ROUND_NOTE_START, _ROUND_LABEL_ALONE, _ROUND_NOTE_CALL),
                  (_BARE_LABEL_ALONE, _BARE_LABEL_ALONE, _NOTE_CALL))


def place_headed_notes(lines: Sequence[Line]) -> tuple[list[Line], list[Removal]]:
    """Notes under a notes heading inside the text (a web page's «Примечания» over its notes, copied from the
    browser: «[1]» alone, its text the next paragraph; or «[1] text»; a text formatter's «---------- Footnotes
    ----------» over «(1) text», called «слово(1)»: the bracket a class, the notes' and their calls' the same;
    Calibre's «notes» over «1» alone, called «[1]»),
    numbered from 1 in sequence, each called once in the text above, back to the previous notes or the start, in
    that order: each call becomes `<*>` and the note, `<*> text`, follows the paragraph that calls it (the layout
    lawref.corpus.parse_law reads); the brackets are recorded as footnote-call and footnote-label removals,
    the heading left empty for drop_empty_notes_headings."""
    lines = list(lines)
    removals: list[Removal] = []
    start = 0  # the text the notes' calls are looked for in begins here
    k = 0
    while k < len(lines):
        if not is_notes_heading(lines[k].text) or (k and lines[k - 1].text.strip()):
            k += 1
            continue
        for note_start, label_alone, note_call in _NOTE_BRACKETS:
            notes = _headed_notes(lines, k, note_start, label_alone)
            calls = [(i, m) for i in range(start, k) for m in note_call.finditer(lines[i].text)]
            if notes and [int(m[1]) for _, m in calls] == list(range(1, len(notes) + 1)):
                break
        else:
            k += 1
            continue
        moved: dict[int, list[Line]] = {}
        for (i, m), (label_at, first, end, label) in zip(calls, notes):
            removals.append(Removal(FOOTNOTE_CALL, lines[i].number, m[0]))
            removals.append(Removal(FOOTNOTE_LABEL, lines[label_at].number, label.strip()))
            body = lines[first:end]
            text = body[0].text.lstrip()[len(label):].lstrip() if first == label_at else body[0].text
            note = [Line(body[0].number, f"{FOOTNOTE_MARK} {text}"), *body[1:]]
            moved.setdefault(_passage_end(lines, i, k), []).extend([Line(lines[label_at].number, ""), *note])
        taken = {n for label_at, _, end, _ in notes for n in range(label_at, end)}
        out: list[Line] = []
        for i, line in enumerate(lines):
            if i in taken:
                continue
            out.append(Line(line.number, note_call.sub(FOOTNOTE_MARK, line.text)) if start <= i < k else line)
            out.extend(moved.get(i, ()))
        shift = sum(len(note) for note in moved.values())
        lines, start, k = out, k + 1 + shift, k + 1 + shift
    return lines, removals


def _headed_notes(lines: Sequence[Line], k: int, note_start: re.Pattern[str], label_alone: re.Pattern[str]
                  ) -> list[tuple[int, int, int, str]]:
    """The notes under the notes heading at line `k` labelled in one bracket class, numbered 1, 2, 3 …: each
    (label line, first text line, end, label)."""
    notes: list[tuple[int, int, int, str]] = []
    at = k + 1
    while True:
        while at < len(lines) and not lines[at].text.strip():
            at += 1
        if at >= len(lines):
            break
        alone, inline = label_alone.match(lines[at].text.strip()), note_start.match(lines[at].text.lstrip())
        m = alone or inline
        if not m or int(m[1]) != len(notes) + 1:
            break
        first = at + 1 if alone else at
        while alone and first < len(lines) and not lines[first].text.strip():
            first += 1
        end = first
        while end < len(lines) and lines[end].text.strip():
            end += 1
        if first >= len(lines) or label_alone.match(lines[first].text.strip()):
            break
        notes.append((at, first, end, m[0]))
        at = end
    return notes


def _passage_end(lines: Sequence[Line], call: int, stop: int) -> int:
    """The last line of the passage holding line `call`: its paragraph and those after it, up to the next one
    that opens a unit (lawref.corpus.headings.ends_a_passage, the HTML reader's rule) or line `stop`."""
    end = call
    while True:
        while end + 1 < stop and lines[end + 1].text.strip():
            end += 1
        after = next((n for n in range(end + 1, stop) if lines[n].text.strip()), None)
        if after is None or ends_a_passage(lines[after].text):
            return end
        end = after


def drop_empty_notes_headings(lines: Sequence[Line]) -> tuple[list[Line], list[Removal]]:
    """A heading over notes («Примечания», data/law_words.toml [notes]) left empty: alone in its paragraph, the
    next paragraph a heading of the book's levels (or the text's end), the notes read where they are called or
    at their page's foot. Recorded as a notes-heading removal; one with text under it stays."""
    lines, removals = list(lines), []
    keep = [True] * len(lines)
    for i, line in enumerate(lines):
        if not is_notes_heading(line.text):
            continue
        if i > 0 and lines[i - 1].text.strip():
            continue
        after = next((k for k in range(i + 1, len(lines)) if lines[k].text.strip()), None)
        if after is not None and (after == i + 1 or not is_structural_heading(lines[after].text.strip())):
            continue
        keep[i] = False
        removals.append(Removal(NOTES_HEADING, line.number, line.text.strip()))
    return [line for line, kept in zip(lines, keep) if kept], removals


def place_endnotes(lines: Sequence[Line]) -> tuple[list[Line], list[Removal]]:
    """Notes gathered at the end of the book, called by bracketed numbers: the last paragraphs of the text
    open `[1] `, `[2] ` … `[n] ` in sequence (or `1. `, `2. ` … `n. `, as a printed web page's list of notes
    draws them: every note labelled the one way), and the text before them calls `[1]` … `[n]` once each, in that
    order (the sequence a reader follows from call to note; a `[2]` in the text alone, or calls out of
    order, is text). Then each call becomes `<*>` and its note, `<*> text`, stands after the paragraph that
    calls it (the layout lawref.corpus.parse_law reads), its lines keeping their numbers; the brackets are
    recorded as footnote-call and footnote-label removals."""
    lines = list(lines)
    last = next((k for k in range(len(lines) - 1, -1, -1) if lines[k].text.strip()), None)
    while last is not None and last > 0 and lines[last - 1].text.strip():
        last -= 1
    opening = _NOTE_NUMBERED if last is not None and _NOTE_NUMBERED.match(lines[last].text) else _NOTE_START
    notes: list[tuple[int, int]] = []  # (first line, line after the last) of each note, from the end back
    k, expected = len(lines), None
    while k > 0:
        while k > 0 and not lines[k - 1].text.strip():
            k -= 1
        first = k
        while first > 0 and lines[first - 1].text.strip():
            first -= 1
        m = opening.match(lines[first].text) if first < k else None
        if not m or expected is not None and int(m[1]) != expected:
            break
        notes.append((first, k))
        expected, k = int(m[1]) - 1, first
        if expected == 0:
            break
    notes.reverse()
    if not notes or expected != 0:
        return lines, []
    head = notes[0][0]
    calls = [(i, m) for i, line in enumerate(lines[:head]) for m in _NOTE_CALL.finditer(line.text)]
    if [int(m[1]) for _, m in calls] != list(range(1, len(notes) + 1)):
        return lines, []
    removals: list[Removal] = []
    used = set()
    after: dict[int, list[Line]] = {}  # index of a paragraph's last line -> the notes it calls
    for (i, m), (start, stop) in zip(calls, notes):
        end = i
        while end + 1 < head and lines[end + 1].text.strip():
            end += 1
        label = opening.match(lines[start].text)
        removals.append(Removal(FOOTNOTE_LABEL, lines[start].number, label[0].rstrip()))
        removals.append(Removal(FOOTNOTE_CALL, lines[i].number, m[0]))
        note = [Line(lines[start].number, FOOTNOTE_MARK + " " + lines[start].text[label.end():]),
                *lines[start + 1:stop]]
        if start > 0 and not lines[start - 1].text.strip():
            note.insert(0, lines[start - 1])  # the blank line before the note goes with it
            used.add(start - 1)
        after.setdefault(end, []).extend(note)
        used.update(range(start, stop))
    out: list[Line] = []
    for i, line in enumerate(lines[:head]):
        if i in used:
            continue
        out.append(Line(line.number, _NOTE_CALL.sub(FOOTNOTE_MARK, line.text)) if _NOTE_CALL.search(line.text)
                   else line)
        out.extend(after.get(i, ()))
    out.extend(line for i, line in enumerate(lines[head:], start=head) if i not in used)  # trailing blanks
    return out, removals



BACKLINK = "footnote-backlink"
# the link back from a web page's note to its call, as printed («↩», «↩︎») or as lynx dumps it raw
_BACKLINK_END = re.compile(r"\s*(?:↩\ufe0e?|&#x21a9;(?:&#xfe0e;)?|&#8617;(?:&#65038;)?)\s*$", re.I)
_NUMBERED_NOTE = re.compile(r"^(\d{1,2})\.\s+(?=\S)")
# a call already read as one, or lynx's superscript: a caret and the number, glued to a word or a bracket
_MARKED_CALL = re.compile(r"<\*>|(?:(?<=\w)|(?<=[)»\"]))\^(\d{1,2})(?![\d\w])")
# a wiki's call as its print shows it: the number in square brackets, glued to a word or the stop after it
# («ошибкой[1],», «выбрали бы.[2]»), numbered on through the page while each list of notes under it starts again
_BRACKET_CALL = re.compile(r"(?:(?<=\w)|(?<=[.,;:!?)»\"]))\[(\d{1,3})\](?!\w)")
# the link back from a wiki's note to its call, printed before the note's words: «1. ↑ На практике …» («^» in English)
_BACKLINK_START = re.compile(r"^(?:↑|\^)\s+(?=\S)")


def place_backlinked_notes(lines: Sequence[Line]) -> tuple[list[Line], list[Removal]]:
    """A web page's notes under its text as a print or a text dump of the page keeps them (Calibre's PDF of it,
    `lynx -dump`): paragraphs opening «1. », «2. » … in sequence, each ending in the link back to its call («↩»,
    lynx's raw «&#x21a9;&#xfe0e;»: what makes the number a note's, not an item's), and as many calls in the text
    above them, back to the notes before, in that order: a call already read as one (`<*>`) or a caret and the
    note's number («сторон^1:», lynx's superscript). Each note becomes `<*> text` where it stands (a note of the
    Law whose text it ends), the caret call `<*>`; the number, the caret and the back-link are recorded as
    footnote-label, footnote-call and footnote-backlink removals. Notes whose calls are not all there, in
    order, stay as they are."""
    lines = list(lines)
    removals: list[Removal] = []
    paragraphs: list[tuple[int, int]] = []  # (first line, line after the last) of each paragraph
    k = 0
    while k < len(lines):
        if lines[k].text.strip():
            start = k
            while k < len(lines) and lines[k].text.strip():
                k += 1
            paragraphs.append((start, k))
        k += 1
    scope = 0  # the calls of a block of notes are looked for from here
    p = 0
    moves: list[tuple[int, tuple[int, int]]] = []  # (the calling passage's last line, a note's lines) to move
    while p < len(paragraphs):
        block = []
        back_first = False  # the back-link printed before the note's words (a wiki's «↑»), not after them
        while p + len(block) < len(paragraphs):
            start, end = paragraphs[p + len(block)]
            m = _NUMBERED_NOTE.match(lines[start].text.strip())
            if not m or int(m[1]) != len(block) + 1:
                break
            ahead = bool(_BACKLINK_START.match(lines[start].text.strip()[m.end():]))
            if not block:
                back_first = ahead
            if not (ahead if back_first else _BACKLINK_END.search(lines[end - 1].text)):
                break
            block.append((start, end))
        if not block:
            p += 1
            continue
        first = block[0][0]
        calls = [(i, m) for i in range(scope, first) for m in _MARKED_CALL.finditer(lines[i].text)]
        if back_first and not calls:  # a wiki's calls, «[3]», «[4]»: numbered on, one after another
            calls = [(i, m) for i in range(scope, first) for m in _BRACKET_CALL.finditer(lines[i].text)]
            if any(int(m[1]) != int(calls[0][1][1]) + n for n, (_, m) in enumerate(calls)):
                calls = []
        numbered_here = not back_first or not calls or _MARKED_CALL.match(calls[0][1][0])
        if len(calls) == len(block) and (not numbered_here or all(
                m[1] is None or int(m[1]) == n for n, (_, m) in enumerate(calls, 1))) \
                and not any(lines[i].text.startswith(FOOTNOTE_MARK) for i in range(scope, first)):
            removals.extend(Removal(FOOTNOTE_CALL, lines[i].number, m[0]) for i, m in calls if m[1] is not None)
            for i, m in reversed(calls):  # from the line's end back: the spans before stay where they are
                if m[1] is not None:
                    text = lines[i].text
                    lines[i] = Line(lines[i].number, text[:m.start()] + FOOTNOTE_MARK + text[m.end():])
            for start, end in block:
                text = lines[start].text.strip()
                label = _NUMBERED_NOTE.match(text)
                removals.append(Removal(FOOTNOTE_LABEL, lines[start].number, label[1] + "."))
                if back_first:
                    back = _BACKLINK_START.match(text[label.end():])
                    removals.append(Removal(BACKLINK, lines[start].number, back[0].strip()))
                    lines[start] = Line(lines[start].number, f"{FOOTNOTE_MARK} {text[label.end() + back.end():]}")
                    continue
                lines[start] = Line(lines[start].number, f"{FOOTNOTE_MARK} {text[label.end():]}")
                back = _BACKLINK_END.search(lines[end - 1].text)
                removals.append(Removal(BACKLINK, lines[end - 1].number, back[0].strip()))
                lines[end - 1] = Line(lines[end - 1].number, lines[end - 1].text[:back.start()])
            caption = next((k for k in range(first - 1, scope - 1, -1) if lines[k].text.strip()), None)
            if caption is not None and is_notes_heading(lines[caption].text.strip()) \
                    and (caption == 0 or not lines[caption - 1].text.strip()):
                # the notes' caption («Примечания») over them, its notes gone to their calls' Law: the notes' label
                removals.append(Removal(NOTES_HEADING, lines[caption].number, lines[caption].text.strip()))
                lines[caption] = Line(lines[caption].number, "")
            if back_first:  # a wiki's page sets its notes at its end, after the next Law too: each goes to its call
                moves.extend((_passage_end(lines, i, first), note) for (i, _), note in zip(calls, block))
        scope = block[-1][1]
        p += len(block)
    if not moves:
        return lines, removals
    moved = {k for start, end in (note for _, note in moves) for k in range(start - 1, end)}
    after: dict[int, list[Line]] = {}
    for end, (start, stop) in moves:
        after.setdefault(end, []).extend([Line(lines[start - 1].number, ""), *lines[start:stop]])
    out: list[Line] = []
    for k, line in enumerate(lines):
        if k not in moved:
            out.append(line)
        out.extend(after.get(k, ()))
    return out, removals


# A rule as a text converter prints an HTML page's <hr>, «* * *» (Calibre's TXT), over the notes that end a page
_STAR_RULE = re.compile(r"^\s*\*(?:\s*\*){2,}\s*$")
# a note's call as a text converter prints a superscript number: glued to a sentence's end, after a word's
# punctuation or a closing quote («… «средний минус».1», «… взятке;1»); never glued to a word («B2» is an id)
_GLUED_CALL = call_pattern(after_word=False)


def place_unnumbered_notes(lines: Sequence[Line]) -> tuple[list[Line], list[Removal]]:
    """A web page's notes as Calibre's TXT prints an EPUB's chapter (kubgu2021): under a rule «* * *» at the
    chapter's end, paragraphs each ending in the link back to its call («↩︎») and no number of their own (the
    list's numbers are lost), or with no rule, numbered «1. », «2. » in sequence (MuPDF's PDF of it); the text
    above, back to the notes before, calls them with superscript numbers printed glued to the punctuation
    («…минус».1»), 1 to n, as many as there are notes, in order (the chapter's own count). Each call becomes
    `<*>` and its note `<*> text` stands after the paragraph that calls it (as place_endnotes sets it); the rule,
    the numbers, the calls and the back-links are recorded. Notes whose calls are not all there, in order, stay
    as they are."""
    lines = list(lines)
    removals: list[Removal] = []
    scope = k = 0
    while k < len(lines):
        ruled = bool(_STAR_RULE.match(lines[k].text))
        numbered = _NUMBERED_NOTE.match(lines[k].text.strip())
        if not ruled and not (numbered and numbered[1] == "1" and (k == 0 or not lines[k - 1].text.strip())):
            k += 1
            continue
        notes: list[tuple[int, int]] = []
        j = k + 1 if ruled else k
        while True:
            while j < len(lines) and not lines[j].text.strip():
                j += 1
            start = j
            while j < len(lines) and lines[j].text.strip():
                j += 1
            label = _NUMBERED_NOTE.match(lines[start].text.strip()) if start < j else None
            if start == j or not _BACKLINK_END.search(lines[j - 1].text) \
                    or not ruled and (not label or int(label[1]) != len(notes) + 1):
                break
            notes.append((start, j))
        if not notes:  # an item «1.», a rule over text: the notes before are still the scope's edge
            k += 1
            continue
        stop = notes[-1][1]
        calls = [(i, m) for i in range(scope, k) for m in _GLUED_CALL.finditer(lines[i].text)]
        if [int(m[1]) for _, m in calls] != list(range(1, len(notes) + 1)):
            scope = k = stop
            continue
        if ruled:
            removals.append(Removal(NOTE_RULE, lines[k].number, lines[k].text.strip()))
        after: dict[int, list[Line]] = {}
        for (i, m), (start, end) in zip(calls, notes):
            last = i
            while last + 1 < k and lines[last + 1].text.strip():
                last += 1
            removals.append(Removal(FOOTNOTE_CALL, lines[i].number, m[0]))
            back = _BACKLINK_END.search(lines[end - 1].text)
            removals.append(Removal(BACKLINK, lines[end - 1].number, back[0].strip()))
            note = [Line(lines[n].number, lines[n].text) for n in range(start, end)]
            note[-1] = Line(note[-1].number, note[-1].text[:back.start()])
            first = note[0].text.strip()
            if not ruled:  # its number, «1. »
                label = _NUMBERED_NOTE.match(first)
                removals.append(Removal(FOOTNOTE_LABEL, note[0].number, label[1] + "."))
                first = first[label.end():]
            note[0] = Line(note[0].number, f"{FOOTNOTE_MARK} {first}")
            after.setdefault(last, []).extend([lines[start - 1], *note])  # the blank line before it goes with it
        called = {i for i, _ in calls}
        # the notes and the blank line before each go to their calls; the rule is recorded, not kept
        moved = {n for start, end in notes for n in range(start - 1, end)} | ({k} if ruled else set())
        out: list[Line] = []
        for i in range(scope, k):
            line = lines[i]
            if i not in moved:
                out.append(Line(line.number, _GLUED_CALL.sub(FOOTNOTE_MARK, line.text)) if i in called else line)
            out.extend(after.get(i, ()))
        rest = [lines[n] for n in range(k, stop) if n not in moved]
        lines[scope:stop] = out + rest
        scope = k = scope + len(out) + len(rest)
    return lines, removals


# a note a text dump opens with its raised number, as it prints every superscript: «^1 В оригинале …» (w3m, lynx),
# or as a text typed by hand raises it, with a superscript character: «¹ В нашем клубе …» (a forum post, a channel)
_SUPERSCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹"
_RAISED = rf"(?:\^(\d{{1,3}})|([{_SUPERSCRIPTS}]{{1,3}}))"
_CARET_NOTE = re.compile(rf"^{_RAISED}\s+(?=\S)")
_CARET_CALL = re.compile(rf"(?:(?<=\w)|(?<=[)»\"])){_RAISED}(?![\d\w])")
_DIGITS = str.maketrans(_SUPERSCRIPTS, "0123456789")


def _raised(m: re.Match) -> int:
    """The number a raised call or note label says («^12» or «¹²»)."""
    return int(m[1]) if m[1] else int(m[2].translate(_DIGITS))


def place_caret_notes(lines: Sequence[Line]) -> tuple[list[Line], list[Removal]]:
    """A Law's notes where the text sets them (`w3m -dump`: a small block after the Law that calls them, «^1 В
    оригинале …»; a post typed by hand, «¹ В нашем клубе …» under the rule «___________» or a blank line):
    paragraphs opening with the note's raised number (a caret and the number, or a superscript character),
    numbered from 1 or on from the notes before (through the book: «^2» under Law 40 after «^1» under Law 12), and
    the text above them, back to the notes before, calling those numbers once each, in that order, raised the same
    way («результат^1,», «исходов¹.»). Each note becomes `<*> text` where it stands (a note of the Law whose text
    it ends), each call `<*>`; the raised numbers are recorded as footnote-call and footnote-label removals. A
    raised number with no such note, or notes whose calls are not all there in order, stay as they are."""
    lines = list(lines)
    removals: list[Removal] = []
    paragraphs: list[int] = []  # the first line of each paragraph (a line under a rule opens one too)
    for k, line in enumerate(lines):
        if line.text.strip() and (k == 0 or not lines[k - 1].text.strip() or _NOTES_RULE.match(lines[k - 1].text)):
            paragraphs.append(k)
    scope = after = 0  # the calls are looked for from line `scope`; `after`: the last note's number
    p = 0
    while p < len(paragraphs):
        block: list[int] = []
        while p + len(block) < len(paragraphs):
            m = _CARET_NOTE.match(lines[paragraphs[p + len(block)]].text.lstrip())
            wanted = (_raised(m) == after + 1 + len(block) or not block and _raised(m) == 1) if m else False
            if not wanted:
                break
            block.append(paragraphs[p + len(block)])
        if not block:
            p += 1
            continue
        first_number = _raised(_CARET_NOTE.match(lines[block[0]].text.lstrip()))
        calls = [(i, m) for i in range(scope, block[0]) for m in _CARET_CALL.finditer(lines[i].text)]
        if [_raised(m) for _, m in calls] == list(range(first_number, first_number + len(block))):
            removals.extend(Removal(FOOTNOTE_CALL, lines[i].number, m[0]) for i, m in calls)
            for i, m in reversed(calls):  # from the line's end back: the spans before stay where they are
                text = lines[i].text
                lines[i] = Line(lines[i].number, text[:m.start()] + FOOTNOTE_MARK + text[m.end():])
            for k in block:
                text = lines[k].text.lstrip()
                label = _CARET_NOTE.match(text)
                removals.append(Removal(FOOTNOTE_LABEL, lines[k].number, label[0].rstrip()))
                lines[k] = Line(lines[k].number, f"{FOOTNOTE_MARK} {text[label.end():]}")
            after = first_number + len(block) - 1
        scope = block[-1] + 1
        p += len(block)
    return lines, removals


def _note_number(line: Line) -> int:
    m = _NOTE_START.match(line.text)
    return int(m[1]) if m else 0
