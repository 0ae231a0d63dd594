"""The booklet's renderer makes no margin boxes for a page none of whose margin boxes has content
(renderer._skip_empty_margin_boxes): the pages are WeasyPrint's own, margin box for margin box, in every case."""

import pytest

from lawref.booklet import renderer

PAGES = '<p>Первая страница.</p><p style="break-before: page">Вторая.</p><p style="break-before: page">Третья.</p>'
CSS = "@page { size: A6; margin: 15mm; } body { font: 10pt serif; }"


def _margin_boxes(css: str) -> list[list[tuple]]:
    """Each page's margin boxes: (which, x, y, width, height, their text)."""
    from weasyprint.formatting_structure import boxes

    def text(box):
        return "".join(text(child) for child in getattr(box, "children", ())) if not hasattr(box, "text") else box.text

    document = renderer.Renderer(CSS + css).layout(PAGES)
    return [[(box.at_keyword, round(box.position_x, 2), round(box.position_y, 2), round(box.width, 2),
              round(box.height, 2), text(box))
             for box in page._page_box.children if isinstance(box, boxes.MarginBox)] for page in document.pages]


@pytest.mark.parametrize("css, generated", [
    ("", 0),  # the booklet's case: no margin rule at all
    ("@page { @top-right { content: none } @bottom-center { content: normal; width: 20mm } }", 0),  # rules, no content
    ("@page { @top-center { content: 'Правила' } }", 3),
    ("@page :left { @bottom-left-corner { content: counter(page) } }", 1),  # a corner, on the left page only
    ("@page :right { @right-middle { content: '•' } }", 2),
])
def test_margin_boxes_are_weasyprints_own_and_empty_ones_are_not_made(monkeypatch, css, generated):
    from weasyprint import layout
    from weasyprint.layout import page as page_layout

    renderer.Renderer()  # its patches applied
    skipping = page_layout.make_margin_boxes
    own, calls = skipping.weasyprint, []

    def counted(context, page, state):
        calls.append(page)
        return own(context, page, state)

    monkeypatch.setattr(skipping, "weasyprint", counted, raising=False)
    with_skips = _margin_boxes(css)
    assert sum(map(len, with_skips)) == generated
    assert bool(calls) == bool(generated)  # WeasyPrint's own function is called only where a box has content
    monkeypatch.setattr(page_layout, "make_margin_boxes", own)
    monkeypatch.setattr(layout, "make_margin_boxes", own)
    assert with_skips == _margin_boxes(css)


def test_the_margin_boxes_named_are_those_weasyprint_makes():
    import inspect

    from weasyprint.layout import page as page_layout

    renderer.Renderer()
    source = inspect.getsource(page_layout.make_margin_boxes.weasyprint)
    named = {f"@{prefix}-{suffix}" for prefix, suffixes in (("top", "left center right"), ("bottom", "left center right"),
                                                            ("left", "top middle bottom"), ("right", "top middle bottom"))
             for suffix in suffixes.split()}
    corners = {keyword for keyword in renderer.MARGIN_BOXES if keyword.endswith("-corner")}
    assert set(renderer.MARGIN_BOXES) == named | corners and len(renderer.MARGIN_BOXES) == 16
    assert all(f"'{keyword}'" in source for keyword in corners)
    assert "f'@{prefix}-{suffix}'" in source and "('top', False" in source and "['left', 'center', 'right']" in source
