"""WeasyPrint with the booklet's CSS and shipped fonts, loaded once per process for every layout of a build.

`pages()` lays a document out one page at a time, as the caller asks for them: the paginator stops at the first
page that breaks a rule, so the pages after it, which would be laid out again anyway, are never laid out.
WeasyPrint's public API lays out every page of a document at once, so this follows what `HTML.render()` and
`layout_document()` of WeasyPrint 70 do for each page (constraints.txt pins it; the booklet tests read every page
back, so a WeasyPrint that changed these steps fails them).
"""

from __future__ import annotations

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


def _html(body: str):
    from weasyprint import HTML

    html = f'<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"></head><body>{body}</body></html>'
    return HTML(string=html, base_url=str(FOLDER) + "/")


class Renderer:
    def __init__(self, css_text: str | None = None, cmyk: bool = False):
        from weasyprint import CSS
        from weasyprint.text.fonts import FontConfiguration

        _hang_trailing_spaces()
        self.folder = FOLDER
        self.fonts = FontConfiguration()
        css = css_text if css_text is not None else (self.folder / "booklet.css").read_text("utf-8")
        if cmyk:  # for the press (--print): every colour as device-cmyk(), black as black ink alone
            from lawref.booklet.colour import cmyk_css

            css = cmyk_css(css)
        self.css = CSS(string=css, base_url=str(self.folder) + "/", font_config=self.fonts)

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
