"""Saddle-stitch imposition: A5 pages placed two per A4 side so that a duplex print folded in the middle reads
as the booklet.

For n pages (padded with blanks to a multiple of four) the sheet sides are, in print order,
[n, 1], [2, n-1], [n-2, 3], [4, n-3], ...: the outer sheet first, its front then its back.
The imposed PDF keeps the booklet's bookmarks, links (moved with their pages), metadata and language.
"""

from __future__ import annotations

from pathlib import Path

from lawref.booklet.output import atomic_output

IMPOSITIONS = ("a4-saddle",)
A4_LONG_SIDE = 841.89  # points


def padded_count(pages: int) -> int:
    return max(4, -(-pages // 4) * 4)


def saddle_order(pages: int) -> list[tuple[int, int]]:
    """Page numbers (1-based; above `pages` means blank) for the left and right half of each sheet side."""
    n = padded_count(pages)
    sides = []
    for sheet in range(n // 4):
        low, high = 1 + 2 * sheet, n - 2 * sheet
        sides.append((high, low))  # front: last page left, first page right
        sides.append((low + 1, high - 1))  # back
    return sides


def impose_a4_saddle(src: Path, dest: Path) -> int:
    """Write the imposed PDF of src to dest atomically; return the number of A4 sides."""
    from pypdf import PageObject, PdfReader, PdfWriter, Transformation
    from pypdf.annotations import Link
    from pypdf.generic import Fit, NameObject

    reader = PdfReader(str(src))
    pages = reader.pages
    width = float(pages[0].mediabox.width)
    height = float(pages[0].mediabox.height)
    # A4 is a hair wider than two A5 (297 mm vs 2 x 148 mm): the pages meet at the fold, the spare is outside.
    sheet_width = max(A4_LONG_SIDE, 2 * width)
    fold = sheet_width / 2
    where: dict[int, tuple[int, float]] = {}  # A5 page index -> (side, x offset)
    writer = PdfWriter()
    for side_number, (left, right) in enumerate(saddle_order(len(pages))):
        side = PageObject.create_blank_page(width=sheet_width, height=height)
        for number, x in ((left, fold - width), (right, fold)):
            if number <= len(pages):
                side.merge_transformed_page(pages[number - 1], Transformation().translate(tx=x, ty=0))
                where[number - 1] = (side_number, x)
        if "/Annots" in side:  # merging copied the pages' links, still aimed at the A5 pages: made anew below
            del side[NameObject("/Annots")]
        writer.add_page(side).compress_content_streams()  # merging leaves them uncompressed
    # Each side copied the fonts of its two pages; keep one copy of each (before links point at the sides).
    writer.compress_identical_objects(remove_duplicates=True, remove_unreferenced=True)
    index_of = {page.indirect_reference.idnum: i for i, page in enumerate(pages)}

    def moved(page_index: int, top):
        side, x = where[page_index]
        return side, Fit.xyz(left=x, top=top)

    for page_index, page in enumerate(pages):
        for annot in page.get("/Annots") or ():
            annot = annot.get_object()
            if annot.get("/Subtype") != "/Link":
                continue
            x1, y1, x2, y2 = (float(v) for v in annot["/Rect"])
            side, dx = where[page_index]
            rect = (x1 + dx, y1, x2 + dx, y2)
            uri = annot.get("/A", {}).get("/URI") if "/A" in annot else None
            if uri:
                writer.add_annotation(side, Link(rect=rect, url=str(uri)))
            elif "/Dest" in annot:
                goto = annot["/Dest"]
                target = index_of.get(goto[0].idnum)
                if target is not None:
                    top = float(goto[3]) if len(goto) > 3 and goto[3] is not None else None
                    to_side, fit = moved(target, top)
                    writer.add_annotation(side, Link(rect=rect, target_page_index=to_side, fit=fit))

    def copy_outline(items, parent=None):
        last = None
        for item in items:
            if isinstance(item, list):
                copy_outline(item, last)
                continue
            to_side, fit = moved(reader.get_destination_page_number(item), item.get("/Top"))
            last = writer.add_outline_item(title=item.title, page_number=to_side, parent=parent, fit=fit)

    copy_outline(reader.outline)
    if reader.metadata:
        writer.add_metadata({k: v for k, v in reader.metadata.items()})
    if "/Lang" in reader.trailer["/Root"]:
        writer.root_object[NameObject("/Lang")] = reader.trailer["/Root"]["/Lang"]
    writer.page_mode = "/UseOutlines"
    with atomic_output(dest) as tmp:
        with open(tmp, "wb") as out:
            writer.write(out)
    return len(writer.pages)
