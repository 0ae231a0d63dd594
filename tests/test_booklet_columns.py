"""The indexes' two columns are balanced where WeasyPrint 70 balances them, in fewer layouts
(renderer._balance_columns_in_fewer_layouts): every line's text and position on every page the same with
WeasyPrint's own columns_layout and with lawref's, for indexes and other columns that balance as the booklet's do,
with a float or a footnote in them too. bench/index_columns.py compares the seeds' and the whole book's back
matter the same way."""

from __future__ import annotations

import random

import pytest
from weasyprint.layout import block, column

from lawref.booklet.renderer import FOLDER, Renderer

WORDS = ("заявка вне очереди пас нарушение компенсирующий результат штрафная карта оппонент назначение сдача "
         "розыгрыш").split()


def _entry(rng: random.Random, kind: str = "entry") -> str:
    words = " ".join(rng.choice(WORDS) for _ in range(rng.choice([1, 1, 1, 2, 3, 6, 9, 14])))
    pages = ", ".join(str(rng.randint(1, 300)) for _ in range(rng.randint(1, 4)))
    return f'<p class="{kind}">{words.capitalize()} <span class="pages">{pages}</span></p>'


def _index(seed: int, entries: int, style: str = "", inside: str = "") -> str:
    """An index as matter.py writes one: entries of one to several lines, each kept whole, some groups'
    headings, a main entry kept with its sub-entry; `inside` put in the middle of its entries."""
    rng = random.Random(seed)
    parts = []
    for _ in range(entries):
        if rng.random() < 0.08:
            parts.append('<h3 class="index-group">Группа</h3>')
        parts += [_entry(rng, "entry main"), _entry(rng, "entry sub")] if rng.random() < 0.1 else [_entry(rng)]
    parts.insert(len(parts) // 2, inside)
    return (f'<section class="index"><h2 class="index-title">Указатель</h2><div class="cols" style="{style}">'
            f'{"".join(parts)}</div></section>')


PARAGRAPHS = "".join(f"<p>{' '.join(random.Random(n).choice(WORDS) for _ in range(12 + 9 * n))}.</p>"
                     for n in range(7))

CASES = [  # (what, the HTML, whether WeasyPrint's walk takes many small steps there)
    ("an index's last page nearly full", _index(5, 10), True),
    ("an index over two pages, its second balanced", _index(6, 10), True),
    ("a short index", _index(0, 4), False),
    ("paragraphs whose lines part between the columns", f'<div class="cols">{PARAGRAPHS}</div>', False),
    ("a heading across the columns between two balanced runs",
     _index(1, 14, inside='<h3 class="index-group" style="column-span: all">Через обе колонки</h3>'), False),
    ("columns filled in turn, not balanced", _index(5, 10, "column-fill: auto"), False),
    ("a float in a column",
     _index(5, 10, inside='<p class="entry"><span style="float: left; width: 4mm; height: 6mm"></span>Плавающий '
                          'блок</p>'), False),
    ("a footnote in a column",
     _index(5, 10, inside='<p class="entry">Сноска<span style="float: footnote">Текст сноски.</span></p>'), False),
]


def _lines(document) -> list[tuple[int, float, float, str]]:
    """(page, x, y, text) of every line of every page."""
    found = []

    def walk(box, page):
        if type(box).__name__ == "LineBox":
            found.append((page, box.position_x, box.position_y,
                          "".join(getattr(t, "text", "") for t in box.descendants())))
            return
        for child in getattr(box, "children", None) or ():
            walk(child, page)

    for number, page in enumerate(document.pages):
        walk(page._page_box, number)
    return found


def _laid_out(renderer: Renderer, html: str, columns_layout) -> tuple[list, int]:
    """The lines of `html` laid out with `columns_layout`, and the layouts of a column it made."""
    layout = block.block_box_layout
    entered: list[int] = []
    state = {"depth": 0, "columns": 0}

    def counting_columns(*args, **kwargs):
        entered.append(state["depth"])
        try:
            return columns_layout(*args, **kwargs)
        finally:
            entered.pop()

    def counting_layout(*args, **kwargs):
        state["columns"] += bool(entered) and state["depth"] == entered[-1]
        state["depth"] += 1
        try:
            return layout(*args, **kwargs)
        finally:
            state["depth"] -= 1

    installed = block.columns_layout
    block.block_box_layout, block.columns_layout = counting_layout, counting_columns
    try:
        return _lines(renderer.layout(html)), state["columns"]
    finally:
        block.block_box_layout, block.columns_layout = layout, installed


@pytest.fixture(scope="module")
def renderer():
    """The booklet's CSS on a smaller page: the same columns, fewer entries to fill a page with."""
    renderer = Renderer((FOLDER / "booklet.css").read_text("utf-8") + "@page { size: 105mm 110mm; margin: 10mm; }")
    assert getattr(block.columns_layout, "balances_in_fewer_layouts", False), "lawref's columns_layout not installed"
    return renderer


@pytest.mark.parametrize(("html", "many_steps"), [row[1:] for row in CASES], ids=[row[0] for row in CASES])
def test_columns_are_balanced_where_weasyprint_balances_them(renderer, html, many_steps):
    """Where WeasyPrint 70 grows the columns by about a pixel a layout while an entry kept whole does not fit,
    lawref lays out a few of those heights: less than half the layouts."""
    own, own_layouts = _laid_out(renderer, html, column.columns_layout)
    ours, our_layouts = _laid_out(renderer, html, block.columns_layout)
    assert own and ours == own
    if many_steps:
        assert our_layouts < own_layouts / 2, (our_layouts, own_layouts)
