"""The finished PDF from its parts (pypdf): pages in order with their stamps laid over them, links and bookmarks
to the final pages, page labels (roman for the front matter, arabic from the first page of the text),
metadata and the document language.

For the press each page is set on its sheet (the stamp's page, trim + bleed + slug) with the boxes a print
shop's preflight reads: MediaBox the sheet, BleedBox the trim and 3 mm round it, TrimBox the A5 page, and the
CMYK profile given as the document's output intent (WeasyPrint writes one per part PDF only when it embeds a
profile itself, and the parts' catalogues are not carried over, so it is written here)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

PX = 0.75  # PDF points per CSS pixel


@dataclass
class Assembly:
    pages: list[tuple[Path, int]]  # (part PDF, page index) of each booklet page, in order
    stamps: list[tuple[Path, int]]  # (stamp PDF, page index) of each booklet page
    links: list[tuple[int, tuple[float, float, float, float], object]] = field(default_factory=list)
    # (page, (x1, y1, x2, y2) in CSS px from the top left, target: (page, y px) for an internal link or a URL string)
    outline: list[tuple[int, str, int, float]] = field(default_factory=list)  # (level, title, page, y px)
    front_pages: int = 0  # pages numbered i, ii, ... before page 1
    metadata: dict[str, str] = field(default_factory=dict)
    language: str = "ru"
    press: bool = False  # pages on sheets with bleed and crop marks (stamp.py draws those sheets)
    icc: tuple[str, bytes] | None = None  # (name, CMYK ICC profile): the output intent


def assemble(plan: Assembly, out: Path) -> None:
    from pypdf import PdfReader, PdfWriter
    from pypdf.annotations import Link
    from pypdf.generic import Fit, NameObject, RectangleObject, TextStringObject

    from lawref.booklet.stamp import BLEED, SLUG, TRIM

    readers: dict[Path, PdfReader] = {}

    def read(path: Path) -> PdfReader:
        return readers.get(path) or readers.setdefault(path, PdfReader(str(path)))

    mm = 72 / 25.4
    edge = (SLUG + BLEED) * mm if plan.press else 0.0  # where the trim starts on the sheet
    writer = PdfWriter()
    for (part, index), (stamp, stamp_index) in zip(plan.pages, plan.stamps):
        sheet = read(stamp).pages[stamp_index]
        page = writer.add_page(read(part).pages[index])
        _lay_over(writer, page, sheet, shift=edge)
        if plan.press:
            width, height = TRIM[0] * mm, TRIM[1] * mm
            bleed = BLEED * mm
            page.mediabox = RectangleObject(sheet.mediabox)
            page.trimbox = RectangleObject((edge, edge, edge + width, edge + height))
            page.bleedbox = RectangleObject((edge - bleed, edge - bleed, edge + width + bleed, edge + height + bleed))
    writer.compress_identical_objects(remove_duplicates=True, remove_unreferenced=True)  # before links
    height = float(writer.pages[0].mediabox.height) - edge if writer.pages else 0.0  # the trim's top

    def rect_pt(rect):  # WeasyPrint's (x1, y1, x2, y2), CSS px from the top left of the trim
        x1, y1, x2, y2 = rect
        return (edge + x1 * PX, height - y2 * PX, edge + x2 * PX, height - y1 * PX)

    for number, rect, target in plan.links:
        if isinstance(target, str):
            link = Link(rect=rect_pt(rect), url=target)
        else:
            page, y = target
            link = Link(rect=rect_pt(rect), target_page_index=page, fit=Fit.xyz(top=height - y * PX))
        writer.add_annotation(page_number=number, annotation=link)
    parents: dict[int, object] = {}
    for level, title, page, y in plan.outline:
        parent = parents.get(level - 1) if level > 1 else None
        item = writer.add_outline_item(title=title, page_number=page, parent=parent, fit=Fit.xyz(top=height - y * PX))
        parents[level] = item
        for deeper in [k for k in parents if k > level]:
            del parents[deeper]
    if plan.front_pages:
        writer.set_page_label(0, plan.front_pages - 1, style="/r")
    if len(plan.pages) > plan.front_pages:
        writer.set_page_label(plan.front_pages, len(plan.pages) - 1, style="/D", start=1)
    writer.add_metadata({f"/{k}": v for k, v in plan.metadata.items()})
    writer.root_object[NameObject("/Lang")] = TextStringObject(plan.language)
    if plan.icc:
        _output_intent(writer, *plan.icc)
    writer.page_mode = "/UseOutlines"
    with open(out, "wb") as handle:
        writer.write(handle)


STAMP = "/LawrefStamp"  # the stamp page's form XObject, in each booklet page's resources


def _lay_over(writer, page, sheet, shift: float = 0.0) -> None:
    """Draw the stamp page `sheet` over `page` (both WeasyPrint's, page already in `writer`), the page's own drawing
    moved by `shift` points right and up first (for the press: the trim on the sheet, whose size the caller gives
    the page). The stamp page becomes a form XObject holding its content stream's bytes as WeasyPrint compressed
    them, and the page's content is wrapped, not rewritten: pypdf's merge_page parsed both content streams, renamed
    clashing resources and wrote them again, most of the assembly's CPU (assemble() of a 243-page booklet: 1.4 s →
    0.5 s, docs/setup.md round 13). The page looks and reads the same (pdftotext, pypdf's extract_text and the pages
    as images: the booklet's tests)."""
    from pypdf.generic import ArrayObject, DecodedStreamObject, DictionaryObject, FloatObject, NameObject, StreamObject

    content = sheet["/Contents"].get_object()
    form = StreamObject()
    if isinstance(content, ArrayObject):  # not what WeasyPrint writes (one stream a page), read all the same
        form.set_data(b"\n".join(part.get_object().get_data() for part in content))
    else:
        form.set_data(content._data)  # its encoded bytes, with their filters below
        for key in ("/Filter", "/DecodeParms"):
            if key in content:
                form[NameObject(key)] = content[key]
    form[NameObject("/Type")] = NameObject("/XObject")
    form[NameObject("/Subtype")] = NameObject("/Form")
    form[NameObject("/BBox")] = ArrayObject(FloatObject(float(v)) for v in sheet.mediabox)
    form[NameObject("/Resources")] = sheet["/Resources"]
    stamp = writer._add_object(form.clone(writer))
    # the page's own resources, copied: WeasyPrint's pages share their dictionaries, and each page names its stamp
    resources = DictionaryObject(page["/Resources"].get_object())
    xobjects = DictionaryObject(resources["/XObject"].get_object()) if "/XObject" in resources else DictionaryObject()
    xobjects[NameObject(STAMP)] = stamp
    resources[NameObject("/XObject")] = xobjects
    page[NameObject("/Resources")] = resources

    def stream(data: bytes):
        made = DecodedStreamObject()
        made.set_data(data)
        return writer._add_object(made)

    before = b"q\n" + (b"1 0 0 1 %s %s cm\n" % ((f"{shift:.4f}".encode(),) * 2) if shift else b"")
    own = page.raw_get("/Contents")  # its reference: a content stream in the array must be an indirect object
    own = list(own.get_object()) if isinstance(own.get_object(), ArrayObject) else [own]
    after = stream(b"\nQ\nq " + STAMP.encode() + b" Do Q\n")
    page[NameObject("/Contents")] = ArrayObject([stream(before), *own, after])


def _output_intent(writer, name: str, profile: bytes) -> None:
    """The CMYK profile the colours are meant for, as PDF/X puts it (ISO 15930: /GTS_PDFX)."""
    from pypdf.generic import (
        ArrayObject,
        DecodedStreamObject,
        DictionaryObject,
        NameObject,
        NumberObject,
        TextStringObject,
    )

    stream = DecodedStreamObject()
    stream.set_data(profile)
    stream[NameObject("/N")] = NumberObject(4)
    stream = stream.flate_encode()
    intent = DictionaryObject({
        NameObject("/Type"): NameObject("/OutputIntent"), NameObject("/S"): NameObject("/GTS_PDFX"),
        NameObject("/OutputConditionIdentifier"): TextStringObject(name), NameObject("/Info"): TextStringObject(name),
        NameObject("/DestOutputProfile"): writer._add_object(stream)})
    writer.root_object[NameObject("/OutputIntents")] = ArrayObject([writer._add_object(intent)])
