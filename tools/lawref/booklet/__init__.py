"""The printable booklet: A5 PDF with page-numbered cross-references, rendered by WeasyPrint (docs/booklet.md).

`build_booklet` is imported on first use, so that registering `lawref booklet` keeps the CLI's start fast.
"""

__all__ = ["build_booklet"]


def __getattr__(name: str):
    if name == "build_booklet":
        from lawref.booklet.render import build_booklet

        return build_booklet
    raise AttributeError(f"module 'lawref.booklet' has no attribute {name!r}")
