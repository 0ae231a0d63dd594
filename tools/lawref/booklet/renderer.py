"""WeasyPrint with the booklet's CSS and shipped fonts, loaded once per process for every layout of a build.

`pages()` lays a document out one page at a time, as the caller asks for them: the paginator stops at the first
page that breaks a rule, so the pages after it, which would be laid out again anyway, are never laid out.
WeasyPrint's public API lays out every page of a document at once, so this follows what `HTML.render()` and
`layout_document()` of WeasyPrint 70 do for each page (constraints.txt pins it; the booklet tests read every page
back, so a WeasyPrint that changed these steps fails them).
"""

from __future__ import annotations

import re
from math import inf
from pathlib import Path

FOLDER = Path(__file__).resolve().parent  # booklet.css and fonts/ are package data beside this module


def _hang_trailing_spaces() -> None:
    """Break a line where CSS says, whatever white space ends the text, in WeasyPrint 70's split_first_line.

    Pango lets white space at a line's end run past the width it is given (it puts the whole text on one line),
    but split_first_line then measures the line with that white space, takes it for one word too long to fit,
    and keeps only the text's first word on the line, or a hyphenated part of it. It happens to a text box
    that ends with white space, which is the text before an inline element:
      - a space (the space before a reference, a word kept whole, emphasis): CSS lets it hang past the margin,
        so a text that fits without its trailing spaces is kept whole on the line (comm2017's 12.3 printed
        «…без возмещения той» / «части» / «ущерба, которая…»);
      - a no-break space (typography.py binds «в» to the reference «6.1» after it): it does not hang, so the
        line breaks at the text's last break opportunity that fits, as Pango does when it cannot let the space
        run on (the generated book's 9.2 printed «недоста‐» / «точ‐» / «ное» / «назначение…»).
    A line holding more than the text's first word is left as WeasyPrint breaks it. Idempotent; constraints.txt
    pins WeasyPrint."""
    from weasyprint.layout import inline
    from weasyprint.text import line_break

    split = line_break.split_first_line
    if getattr(inline.split_first_line, "hangs_spaces", False):
        return

    def split_first_line(text, style, context, max_width, justification_spacing, is_line_start=True,
                         minimum=False):
        def fit(text, width):
            return split(text, style, context, width, justification_spacing, is_line_start, minimum)

        result = fit(text, max_width)
        if (max_width is None or result[2] is None or style["white_space"] not in ("normal", "pre-line")
                or not text[-1:].isspace() or "\n" in text):
            return result
        if " " in text.encode()[:result[1]].decode(errors="ignore").strip(" "):
            return result  # more than the first word on the line: not this fault
        stripped = text.rstrip(" ")
        if stripped != text:  # trailing spaces hang
            if stripped and fit(stripped, None)[3] <= max_width:
                return fit(text, None)  # the whole text on the line
            return result
        # a no-break space at the end: a word joiner after it keeps Pango from letting it run past the margin
        joined = fit(text + "\u2060", max_width)
        if joined[2] is not None and joined[2] < len(text.encode()) and joined[1] > result[1]:
            return joined
        return result

    split_first_line.hangs_spaces = True
    inline.split_first_line = split_first_line


# WeasyPrint 70's columns_layout, rewritten in three places (the text it has, the text put in its place; each found
# exactly once): each column's break and next box recorded as the loop measures them, and the step that grows the
# balanced height taken by _balanced_height.
_BALANCING = (
    ("            consumed_heights = []\n",
     "            consumed_heights = []\n"
     "            measured = []  # lawref: each column's break and the height of its next box\n"),
    ("                consumed_heights.append(consumed_height)\n",
     "                consumed_heights.append(consumed_height)\n"
     "                measured.append((resume_at, next_box_height))\n"),
    ("                add_height = 1 if lost_space == inf else lost_space\n"
     "                height += add_height\n",
     "                height, lost_space = _balanced_height(\n"
     "                    context, column_box, skip_stack, containing_block, current_position_y, count,\n"
     "                    (first_letter_style, first_line_style), len(original_excluded_shapes), new_boxes,\n"
     "                    measured, height, lost_space, max_height)\n"),
)


def _balance_columns_in_fewer_layouts() -> None:
    """Balance columns at the height WeasyPrint 70 finds, in a few layouts where it takes one per step.

    columns_layout balances two columns by laying them out at a height, then at that height plus the room the
    next box lacked (the least it has seen; 1 px when it has seen none), until the content fits. When that next
    box is an entry kept whole, it is measured as one line and the step is about a pixel: the last page of the
    seeds' index of references took 24 steps of four layouts each, 22 of them breaking the columns where the one
    before did. The heights it would try are known without laying anything out as long as the columns break
    where they did (each next step follows from the same measures), so _balanced_height finds the first of
    them where a break moves by laying out a few of them (doubling, then halving) and resumes the walk there.
    The answer is WeasyPrint's where a break only moves later as the height grows, which is how columns of
    blocks fill; where a layout of the columns adds footnotes to the page (they take its room) or floats beside
    the columns, the walk is WeasyPrint's own. Idempotent; if WeasyPrint's text is not the one rewritten, its own
    function stays (the same answer, more slowly)."""
    import inspect

    from weasyprint.layout import block, column

    if getattr(block.columns_layout, "balances_in_fewer_layouts", False):
        return
    source = inspect.getsource(column.columns_layout)
    for old, new in _BALANCING:
        if source.count(old) != 1:
            return
        source = source.replace(old, new)
    namespace = dict(vars(column), _balanced_height=_balanced_height)
    exec(compile(source, column.__file__, "exec"), namespace)  # WeasyPrint's own text, rewritten
    columns_layout = namespace["columns_layout"]
    columns_layout.balances_in_fewer_layouts = True
    block.columns_layout = columns_layout  # block_level_layout's, imported by name


def _column_measures(box, position_y: float) -> tuple[float, float] | None:
    """A laid-out column's content height, with and without its last box's bottom margin, as columns_layout
    measures it (None for a column with nothing in the flow)."""
    in_flow = [child for child in box.children if child.is_in_normal_flow()]
    if not in_flow:
        return None
    whole = in_flow[-1].margin_height() + in_flow[-1].position_y - position_y
    return whole, whole - in_flow[-1].margin_bottom


def _balanced_height(context, column_box, skip_stack, containing_block, position_y, count, styles, shapes,
                     boxes, measured, height, lost_space, max_height):
    """The next height columns_layout's balancing loop lays its columns out at, and its lost space then.

    WeasyPrint's step is `height += 1 if lost_space == inf else lost_space`, lost_space the least room a next box
    lacked in any layout so far. While the columns break where they broke at `height`, each layout would measure
    what this one did, so the heights the loop would try are computed here from this layout's measures; a few of
    them are laid out to find the first where the breaks (or the content's heights) are no longer this layout's:
    the loop lays that one out itself. Beyond max_height the loop stops, as it would have."""
    from weasyprint.layout.block import block_box_layout, remove_placeholders

    def key(columns):  # what a layout must repeat for the loop's measures to be the same
        return [(resume_at, measures and measures[1]) for resume_at, measures in columns]

    base = [(resume_at, _column_measures(box, position_y)) for box, (resume_at, _) in zip(boxes, measured)]
    same = key(base)
    heights, losts = [], []  # the loop's next heights while nothing moves, and its lost space after each
    walked, lost = height, lost_space
    while walked <= max_height:
        walked += 1 if lost == inf else lost
        heights.append(walked)
        for (_, measures), (_, next_box_height) in zip(base, measured):
            if measures:  # as the loop: the room the next box lacks, once more than a pixel
                lacking = next_box_height - (walked - measures[0])
                if lacking > 1:
                    lost = min(lost, lacking)
        losts.append(lost)
    plain = heights[0], lost_space  # WeasyPrint's own step
    if getattr(column_box, "lawref_walks", False):
        return plain

    def moved(at: int) -> bool | None:
        """Whether a break moves at heights[at]; None if the columns add footnotes or floats to the page there."""
        del context.excluded_shapes[shapes:]
        footnotes = len(context.current_page_footnotes)
        laid, columns, resume_at = [], [], skip_stack
        for _ in range(count):  # the loop's layouts at that height, without the next boxes
            new_box, resume_at = block_box_layout(
                context, column_box, context.page_bottom - position_y - heights[at], resume_at, containing_block,
                False, [], [], [], *styles, discard=False, max_lines=None)[:2]
            if new_box is None:
                break
            laid.append(new_box)
            columns.append((resume_at, _column_measures(new_box, position_y)))
            if resume_at is None or key(columns) != same[:len(columns)]:
                break
        unusual = len(context.current_page_footnotes) != footnotes or len(context.excluded_shapes) != shapes
        remove_placeholders(context, laid, [], [])
        del context.excluded_shapes[shapes:]
        if unusual:
            column_box.lawref_walks = True  # and at the steps after this one: no layout spent finding it again
            return None
        return key(columns) != same

    # heights[-1] is beyond max_height; the first index that moves is found among the others, doubling then halving
    last = len(heights) - 1
    still, probe = -1, 1
    while probe < last:
        answer = moved(probe)
        if answer is None:
            return plain
        if answer:
            break
        still, probe = probe, 2 * probe + 1
    high = min(probe, last)
    if high == 1 and still == -1:
        return plain  # the next height moves, or the one after: the loop lays out the next itself
    while high - still > 1:
        middle = (still + high) // 2
        answer = moved(middle)
        if answer is None:
            return plain
        if answer:
            high = middle
        else:
            still = middle
    return heights[high], losts[high - 1] if high else lost_space


# The sixteen margin boxes of a page (CSS Paged Media), as WeasyPrint 70's make_margin_boxes names them.
MARGIN_BOXES = tuple(f"@{side}-{place}" for side, places in (("top", ("left", "center", "right")),
                                                              ("bottom", ("left", "center", "right")),
                                                              ("left", ("top", "middle", "bottom")),
                                                              ("right", ("top", "middle", "bottom")))
                     for place in places) + ("@top-left-corner", "@top-right-corner", "@bottom-left-corner",
                                             "@bottom-right-corner")


def _skip_empty_margin_boxes() -> None:
    """Make no margin boxes for a page none of whose sixteen has content, in WeasyPrint 70's make_margin_boxes.

    The booklet's style sheets give no margin box any content (the running heads and folios are the stamps',
    absolutely placed), so WeasyPrint yields none, but only after building each of the sixteen for every page it
    lays out, its percentages resolved and its style computed: an eighth of a stamp page's layout. A page with no
    style for a margin box, or none whose content is generated (its test: content not normal, inhibit or none),
    gets nothing from make_margin_boxes, so it is not called; any other page gets WeasyPrint's own. Idempotent."""
    from weasyprint import layout
    from weasyprint.layout import page as page_layout

    make = page_layout.make_margin_boxes
    if getattr(make, "skips_empty", False):
        return

    def make_margin_boxes(context, page, state):
        for keyword in MARGIN_BOXES:
            style = context.style_for(page.page_type, keyword)
            if style is not None and style["content"] not in ("normal", "inhibit", "none"):
                return make_margin_boxes.weasyprint(context, page, state)
        return iter(())

    make_margin_boxes.skips_empty, make_margin_boxes.weasyprint = True, make
    page_layout.make_margin_boxes = layout.make_margin_boxes = make_margin_boxes  # layout_document's, by name


SIZED_ARRAY = re.compile(r"(.+)\[(\d+)\]")  # a C array type with its length written out: «hb_codepoint_t[87]»


class ArraysSizedByTheirValues:
    """WeasyPrint 70's font subsetting (`pdf.fonts.Font._harfbuzz_subset`) through a cffi whose `new` asks for
    an array of the values' own length as `T[]`, not as `T[N]`.

    cffi parses each C type it has not met with pycparser (~4 ms) and keeps it by its text, and the subsetting asks
    for `hb_codepoint_t[N]`, N the number of glyphs a font prints in one PDF, so nearly every font of every PDF a
    booklet writes (its parts, the stamps, the front matter, in each worker process) was a type parsed again:
    ~3 % of the seeds' booklet. `T[]` with a list or tuple of N values makes the same array (its type, length and
    values); anything else is passed on as it is: an N the values do not fill, and bytes, which `char[]` would
    end with one more byte, a zero."""

    def __init__(self, ffi) -> None:
        self.ffi = ffi

    def new(self, cdecl, init=None):
        sized = SIZED_ARRAY.fullmatch(cdecl) if isinstance(cdecl, str) and isinstance(init, (list, tuple)) else None
        if sized and len(init) == int(sized[2]):
            cdecl = f"{sized[1]}[]"
        return self.ffi.new(cdecl, init)

    def __getattr__(self, name: str):
        return getattr(self.ffi, name)


def _subset_fonts_with_arrays_sized_by_their_values() -> None:
    """WeasyPrint's pdf.fonts module given ArraysSizedByTheirValues in place of its cffi `ffi`. Idempotent."""
    from weasyprint.pdf import fonts

    if not isinstance(fonts.ffi, ArraysSizedByTheirValues):
        fonts.ffi = ArraysSizedByTheirValues(fonts.ffi)


def _cache_tokenizer_regexes() -> None:
    """Keep tinyhtml5's regular expressions under the characters they stop at, as its cache means to.

    WeasyPrint parses every window of the booklet with tinyhtml5 (82 documents for a whole book), whose
    `chars_until` looks its regex up by (characters, opposite) but stores it by (regex, opposite), its chained
    assignment having rebound `characters` first: the lookup never hits, and every run of text (~110,000 in a whole
    book) joins a pattern and asks `re.compile` for it again. A table that makes the regex on its first lookup
    (the same pattern, written as tinyhtml5 writes it) answers every later one: the same tokens, and a whole
    book's parsing 1.5-1.6 -> 0.6 s of CPU. Idempotent; a tinyhtml5 without that table is left alone
    (constraints.txt pins tinyhtml5)."""
    from tinyhtml5 import inputstream

    if isinstance(getattr(inputstream, "characters_until_regex", None), _TokenizerRegexes):
        return
    if isinstance(getattr(inputstream, "characters_until_regex", None), dict):
        inputstream.characters_until_regex = _TokenizerRegexes()


class _TokenizerRegexes(dict):
    """(characters, opposite) -> the regex of a run of those characters (opposite) or of any others."""

    def __missing__(self, key):
        characters, opposite = key
        pattern = "".join(f"\\x{ord(character):02x}" for character in characters)
        regex = self[key] = re.compile(f"[{pattern}]+" if opposite else f"[^{pattern}]+")
        return regex


def _html(body: str):
    from weasyprint import HTML

    html = f'<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"></head><body>{body}</body></html>'
    return HTML(string=html, base_url=str(FOLDER) + "/")


_shared: dict[str, Renderer] = {}  # style sheet -> its Renderer, this process's (shared())


def shared(css_text: str | None = None, cmyk: bool = False) -> Renderer:
    """The Renderer of this style sheet (the booklet's when None) and colour model, made once a process: a booklet
    asks for one for its body, its front and back matter and each batch of its stamps, and a process (a worker,
    `mkdocs serve`, a test run) typesets many booklets; a new one loads the fonts and parses the style sheet again.
    Keyed by the style sheet's text, so an edited booklet.css gets its own."""
    css = _style_sheet(css_text, cmyk)
    if css not in _shared:
        if len(_shared) >= 8:  # the booklet's and the stamps' sheets, each in two colour models: more is edits
            _shared.clear()
        _shared[css] = Renderer(css)
    return _shared[css]


def _style_sheet(css_text: str | None, cmyk: bool) -> str:
    css = css_text if css_text is not None else (FOLDER / "booklet.css").read_text("utf-8")
    if cmyk:  # for the press (--print): every colour as device-cmyk(), black as black ink alone
        from lawref.booklet.colour import cmyk_css

        css = cmyk_css(css)
    return css


class Renderer:
    def __init__(self, css_text: str | None = None, cmyk: bool = False):
        from weasyprint import CSS
        from weasyprint.text.fonts import FontConfiguration

        _hang_trailing_spaces()
        _balance_columns_in_fewer_layouts()
        _skip_empty_margin_boxes()
        _subset_fonts_with_arrays_sized_by_their_values()
        _cache_tokenizer_regexes()
        self.folder = FOLDER
        self.fonts = FontConfiguration()
        self.css = CSS(string=_style_sheet(css_text, cmyk), base_url=str(self.folder) + "/", font_config=self.fonts)

    def layout(self, body: str):
        """The whole document, every page laid out."""
        return _html(body).render(stylesheets=[self.css], font_config=self.fonts)

    def pages(self, body: str):
        """The document's pages (weasyprint.document.Page), each laid out when the caller asks for it."""
        from weasyprint import DEFAULT_OPTIONS
        from weasyprint.css.counters import CounterStyle
        from weasyprint.document import Document, Page
        from weasyprint.formatting_structure.build import build_formatting_structure
        from weasyprint.layout import initialize_page_maker, layout_fixed_boxes
        from weasyprint.layout.background import layout_backgrounds
        from weasyprint.layout.page import make_all_pages, make_margin_boxes

        html = _html(body)
        options = dict(DEFAULT_OPTIONS, stylesheets=[self.css])
        counter_style = CounterStyle()
        context = Document._build_layout_context(html, self.fonts, counter_style, {}, options)
        root_box = build_formatting_structure(
            html.etree_element, context.style_for, context.get_image_from_uri, html.base_url,
            context.target_collector, counter_style, context.footnotes)
        initialize_page_maker(context, root_box)
        laid_out: list = []
        for number, page in enumerate(make_all_pages(context, root_box, html, []), start=1):
            # layout_document()'s last steps, for this page: no page counters, string sets or bookmarks here
            laid_out.append(page)
            root, footnote_area, note_area = page.children
            root.children = [*layout_fixed_boxes(context, laid_out[:-1], page), *root.children]
            context.current_page = number
            state = context.page_maker[number][3]
            children = [root] + ([footnote_area] if footnote_area.children else [])
            children += [note_area] if note_area.children else []
            page.children = tuple(children + list(make_margin_boxes(context, page, state)))
            layout_backgrounds(page, context.get_image_from_uri)
            yield Page(page)

    def write(self, pages: list, path: Path) -> None:
        """Write pages (of any documents laid out here) to one PDF."""
        from weasyprint.document import Document, DocumentMetadata
        from weasyprint.urls import URLFetcher

        Document(pages, DocumentMetadata(lang="ru"), URLFetcher(), self.fonts, {}, None).write_pdf(target=str(path))
