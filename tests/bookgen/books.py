"""All the books of one seed: the law book in its three heading styles and the commentary on it."""

from __future__ import annotations

from dataclasses import dataclass

from .commentary_book import make_commentary_book
from .law_book import make_law_book
from .model import Book


@dataclass(frozen=True)
class Books:
    seed: int
    scale: int
    law: Book  # headings «ПРАВИЛО 12. ПОЛНОМОЧИЯ …», chapters «Глава IV. Торговля»
    law_mixed: Book  # «Правило 12. Полномочия …», «ГЛАВА IV. ТОРГОВЛЯ»
    law_dash: Book  # «Правило 12 - Полномочия …», «Глава 4 - Торговля»
    commentary: Book

    def all(self) -> dict[str, Book]:
        return {b.key: b for b in (self.law, self.law_mixed, self.law_dash, self.commentary)}


def make_books(seed: int = 1, scale: int = 1) -> Books:
    """The books of a seed; `scale` multiplies the numbered items and paragraphs (ids stay valid: Laws 1-93)."""
    if scale < 1:
        raise ValueError("scale must be 1 or more")
    law = make_law_book(seed, "main", scale)
    return Books(seed, scale, law, make_law_book(seed, "mixed", scale), make_law_book(seed, "dash", scale),
                 make_commentary_book(seed, law, scale))
