"""A generator of realistic whole books for lawref's tests and benchmarks (issue 8).

A seed gives a whole law book and a whole commentary on it (tests/bookgen/law_book.py, commentary_book.py),
their ground truth (every clause's id, kind, parent, label, title, text, and every reference) and renderings
of the same books as TXT, HTML, DOCX and PDF (render_*.py). `python -m tests.bookgen OUTDIR` writes them.
"""

from .books import Books, make_books
from .model import Book, Clause, Ref

__all__ = ["Book", "Books", "Clause", "Ref", "make_books"]
