"""a4-saddle imposition: a duplex print of the imposed PDF, folded in the middle, reads 1, 2, 3, ... n."""

from pathlib import Path

import pytest
from pypdf import PdfReader

from lawref.booklet.impose import impose_a4_saddle, saddle_order

A4_LANDSCAPE = (841.89, 595.28)


def numbered_a5_pdf(path: Path, pages: int) -> Path:
    from weasyprint import HTML

    body = "".join(f'<div style="break-after: page">стр{n}</div>' for n in range(1, pages + 1))
    HTML(string=f"<style>@page {{ size: A5; margin: 20mm }}</style>{body}").write_pdf(path)
    return path


def halves(page) -> tuple[str, str]:
    """The page numbers printed on the left and on the right half of an A4 side ("" for a blank half)."""
    found = {"left": "", "right": ""}
    middle = float(page.mediabox.width) / 2

    def visit(text, cm, tm, font, size):
        if text.strip():
            x = cm[0] * tm[4] + cm[2] * tm[5] + cm[4]
            found["left" if x < middle else "right"] += text.strip().replace("стр", "")

    page.extract_text(visitor_text=visit)
    return found["left"], found["right"]


@pytest.mark.parametrize("pages, expected", [
    (4, [("4", "1"), ("2", "3")]),
    (8, [("8", "1"), ("2", "7"), ("6", "3"), ("4", "5")]),
    (12, [("12", "1"), ("2", "11"), ("10", "3"), ("4", "9"), ("8", "5"), ("6", "7")]),
])
def test_pages_land_in_saddle_stitch_order(tmp_path, pages, expected):
    src = numbered_a5_pdf(tmp_path / "a5.pdf", pages)
    out = tmp_path / "a4.pdf"
    assert impose_a4_saddle(src, out) == pages // 2
    reader = PdfReader(out)
    assert [halves(p) for p in reader.pages] == expected
    for page in reader.pages:
        assert (float(page.mediabox.width), float(page.mediabox.height)) == pytest.approx(A4_LANDSCAPE, abs=1)


def test_blank_pages_pad_to_a_multiple_of_four(tmp_path):
    src = numbered_a5_pdf(tmp_path / "a5.pdf", 5)
    out = tmp_path / "a4.pdf"
    assert impose_a4_saddle(src, out) == 4
    assert [halves(p) for p in PdfReader(out).pages] == [("", "1"), ("2", ""), ("", "3"), ("4", "5")]


def test_saddle_order_pairs_pages_that_face_each_other_on_one_sheet():
    for pages in (4, 8, 12, 16):
        order = saddle_order(pages)
        assert sorted(n for side in order for n in side) == list(range(1, pages + 1))
        assert all(left + right == pages + 1 for left, right in order)
