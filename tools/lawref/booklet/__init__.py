"""The printable booklet: A5 PDF with page-numbered cross-references, rendered by WeasyPrint (README, "Booklet")."""

from lawref.booklet.render import build_booklet

__all__ = ["build_booklet"]
