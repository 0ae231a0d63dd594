"""What is printed over every page once all pages are known: running head with the Law numbers in bold in the
outer corner, page number in the outer corner of the foot, a thumb tab at the outer edge (one position per
group of Laws), the rights notice on pages that show a text for personal use only, and the page numbers of
references, each over the hidden placeholder that kept its room in the line.

HTML with a page per booklet page, every element absolutely placed; assemble.py lays each of its pages over
its booklet page. For the press (`--print`) a stamp page is the whole sheet the printer gets: the A5 page
(the trim) in the middle, 3 mm of bleed round it into which the thumb tabs run, and beyond that the slug with
the crop marks; the body page is laid under its trim.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html import escape

TAB_SLOTS = 10  # thumb tab positions down the edge; groups beyond wrap around
TAB_TOP, TAB_BOTTOM = 22.0, 176.0  # mm: the Laws' slots; the indexes' tab stands below them
TRIM = (148.0, 210.0)  # mm: A5
BLEED = 3.0  # mm of picture beyond the trim, cut away: what runs to the edge runs this far past it
SLUG = 7.0  # mm beyond the bleed for the crop marks
MARK = 5.0  # mm: a crop mark's length, starting at the bleed's edge (so it never prints on the page)


@dataclass
class Stamp:
    right: bool  # a right-hand (odd) page: the outer edge is on the right
    folio: str = ""
    corner: str = ""  # Law numbers, bold, outer corner of the head
    head: str = ""  # running title, inner side of the head
    tab: tuple[int, str] | None = None  # (slot, label); slot -1 is the indexes', below the Laws' slots
    notice: str = ""
    numbers: list[tuple[float, float, float, float, str]] = field(default_factory=list)  # x, y, h, size px, text


def stamp_html(stamps: list[Stamp], press: bool = False) -> str:
    """The body of the stamps' document (press: each page the whole sheet, with bleed and crop marks)."""
    out = []
    for s in stamps:
        out.append('<div class="sp">')
        if press:
            out.append(CROP_MARKS + '<div class="trim">')
        outer = "right" if s.right else "left"
        inner = "left" if s.right else "right"
        if s.corner:
            out.append(f'<div class="corner" style="{outer}: 15mm">{escape(s.corner)}</div>')
        if s.head:
            out.append(f'<div class="head" style="{inner}: 15mm; text-align: {inner}">{escape(s.head)}</div>')
        if s.corner or s.head:
            out.append('<div class="rule"></div>')
        if s.folio:
            out.append(f'<div class="folio" style="{outer}: 15mm">{escape(s.folio)}</div>')
        if s.notice:
            out.append(f'<div class="notice">{escape(s.notice)}</div>')
        if s.tab:
            slot, label = s.tab
            height = (TAB_BOTTOM - TAB_TOP) / TAB_SLOTS
            top = TAB_TOP + (slot % TAB_SLOTS) * height if slot >= 0 else TAB_BOTTOM + 1  # -1: the indexes
            bleed = BLEED if press else 0.0  # a tab runs past the trim into the bleed, so a cut never shows white
            out.append(f'<div class="tab" style="{outer}: -{bleed}mm; padding-{outer}: {bleed}mm; '
                       f'top: {top:.2f}mm; height: {height - 1:.2f}mm"><span>{escape(label)}</span></div>')
        for x, y, h, size, text in s.numbers:
            out.append(f'<div class="num" style="left: {x:.3f}px; top: {y:.3f}px; height: {h:.3f}px; '
                       f'line-height: {h:.3f}px; font-size: {size:.3f}px">{escape(text)}</div>')
        out.append("</div></div>" if press else "</div>")
    return "".join(out)


def _crop_marks() -> str:
    """Eight hairlines at the corners of the trim, in the slug: each on the trim's line, from the bleed outwards."""
    edge = SLUG + BLEED  # the trim's distance from the sheet's edge
    width, height = TRIM[0] + 2 * edge, TRIM[1] + 2 * edge
    marks = []
    for x in (edge, edge + TRIM[0]):  # vertical marks above and below the trim's corners
        for y in (0.0, height - SLUG):
            marks.append(f'<div class="crop v" style="left: {x}mm; top: {y + (0 if y else SLUG - MARK)}mm"></div>')
    for y in (edge, edge + TRIM[1]):  # horizontal marks left and right of them
        for x in (0.0, width - SLUG):
            marks.append(f'<div class="crop h" style="top: {y}mm; left: {x + (0 if x else SLUG - MARK)}mm"></div>')
    return "".join(marks)


CROP_MARKS = _crop_marks()


def stamp_css(press: bool = False) -> str:
    """The stamps' style sheet; for the press, sheet-sized pages in device-cmyk() colours."""
    if not press:
        return STAMP_CSS
    from lawref.booklet.colour import REGISTRATION, cmyk_css

    edge = SLUG + BLEED
    width, height = TRIM[0] + 2 * edge, TRIM[1] + 2 * edge
    return cmyk_css(STAMP_CSS.replace("@page { size: A5;", f"@page {{ size: {width}mm {height}mm;")
                    .replace(".sp { position: relative; width: 148mm; height: 210mm;",
                             f".sp {{ position: relative; width: {width}mm; height: {height}mm;")) + f"""
.trim {{ position: absolute; left: {edge}mm; top: {edge}mm; width: {TRIM[0]}mm; height: {TRIM[1]}mm; }}
.crop {{ position: absolute; border: 0 solid {REGISTRATION}; }}
.crop.v {{ width: 0; height: {MARK}mm; border-left-width: 0.25pt; margin-left: -0.125pt; }}
.crop.h {{ height: 0; width: {MARK}mm; border-top-width: 0.25pt; margin-top: -0.125pt; }}
"""


STAMP_CSS = """
@font-face { font-family: "Lawref Serif"; src: url("fonts/DejaVuSerif.ttf"); }
@font-face { font-family: "Lawref Serif"; src: url("fonts/DejaVuSerif-Bold.ttf"); font-weight: bold; }
@font-face { font-family: "Lawref Serif"; src: url("fonts/DejaVuSerif-Italic.ttf"); font-style: italic; }
@page { size: A5; margin: 0; }
html, body { margin: 0; font-family: "Lawref Serif", serif; color: #000; }
.sp { position: relative; width: 148mm; height: 210mm; break-after: page; overflow: hidden; }
.sp:last-child { break-after: auto; }
.corner { position: absolute; top: 9mm; font: bold 11pt "Lawref Serif"; }
.head { position: absolute; top: 10mm; width: 88mm; font: italic 8pt "Lawref Serif"; color: #111;
        white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.rule { position: absolute; top: 15.2mm; left: 15mm; right: 15mm; border-top: 0.5pt solid #000; }
.folio { position: absolute; bottom: 9mm; font: 9pt "Lawref Serif"; }
.notice { position: absolute; bottom: 9.3mm; left: 30mm; right: 30mm; text-align: center;
          font: italic 6.5pt "Lawref Serif"; color: #222; }
.tab { position: absolute; width: 7mm; background: #222; color: #fff; font: bold 6.5pt "Lawref Serif";
       display: flex; align-items: center; justify-content: center; }
.tab span { display: block; transform: rotate(-90deg); white-space: nowrap; }
.num { position: absolute; white-space: nowrap; color: #222; }
"""
