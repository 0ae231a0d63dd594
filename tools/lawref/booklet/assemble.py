"""The finished PDF from its parts (pypdf): pages in order with their stamps laid over them, links and bookmarks
to the final pages, page labels (roman for the front matter, arabic from the first page of the text),
metadata and the document language."""

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


def assemble(plan: Assembly, out: Path) -> None:
    from pypdf import PdfReader, PdfWriter
    from pypdf.annotations import Link
    from pypdf.generic import Fit, NameObject, TextStringObject

    readers: dict[Path, PdfReader] = {}

    def read(path: Path) -> PdfReader:
        return readers.get(path) or readers.setdefault(path, PdfReader(str(path)))

    writer = PdfWriter()
    for (part, index), (stamp, stamp_index) in zip(plan.pages, plan.stamps):
        page = writer.add_page(read(part).pages[index])
        page.merge_page(read(stamp).pages[stamp_index])
        page.compress_content_streams()
    writer.compress_identical_objects(remove_duplicates=True, remove_unreferenced=True)  # before links
    height = float(writer.pages[0].mediabox.height) if writer.pages else 0.0

    def rect_pt(rect):  # WeasyPrint's (x1, y1, x2, y2), CSS px from the top left
        x1, y1, x2, y2 = rect
        return (x1 * PX, height - y2 * PX, x2 * PX, height - y1 * PX)

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
    writer.page_mode = "/UseOutlines"
    with open(out, "wb") as handle:
        writer.write(handle)
