"""What the collection holds for each Law, and where each Law stands in the book's chapters: the facts the
navigation, the home page's grid and the Law pages share."""

from __future__ import annotations

from lawref.ids import law_of
from lawref.model import Clause, Corpus
from lawref.numbering import LAWS

LAW_RANGE = LAWS  # Laws 1-93 (lawref.numbering): the home page grid


def page_laws(corpus: Corpus) -> tuple[str, ...]:
    """Laws that get a page: those with a text or commentary in the corpus, and those only referenced."""
    laws = set(corpus.laws())
    laws.update(law for ref in corpus.refs() if (law := law_of(ref.target)))
    return tuple(sorted(laws, key=int))


def law_status(corpus: Corpus, law: str) -> str:
    """'text' | 'commentary' | 'both' | 'referenced' | 'none': what the corpus has for a Law."""
    has_text = corpus.law_clause(law) is not None
    has_comm = corpus.commentary_clause(law) is not None
    if has_text and has_comm:
        return "both"
    if has_text:
        return "text"
    if has_comm:
        return "commentary"
    return "referenced" if law in page_laws(corpus) else "none"


def top_chapters(corpus: Corpus) -> list[Clause]:
    """The book's chapters (not their parts), in book order."""
    return [c for c in corpus if c.kind == "chapter" and not _is_chapter(corpus, c.parent)]


def _is_chapter(corpus: Corpus, clause_id: str | None) -> bool:
    parent = corpus.get(clause_id) if clause_id else None
    return parent is not None and parent.kind == "chapter"


def _laws_under(corpus: Corpus, chapter: Clause) -> list[int]:
    return [int(c.law) for c in corpus.descendants(chapter.id) if c.kind == "law"]


def chapter_of(corpus: Corpus, law: str) -> str | None:
    """The innermost chapter (or part) a Law stands in: the parent of its text; for a Law the collection has
    no text of (only commentary, or only references), the innermost chapter whose Laws span its number."""
    text = corpus.law_clause(law)
    if text is not None and _is_chapter(corpus, text.parent):
        return text.parent
    number, best = int(law), None
    for chapter in (c for c in corpus if c.kind == "chapter"):  # parts come after their chapter: innermost wins
        laws = _laws_under(corpus, chapter)
        if laws and min(laws) <= number <= max(laws):
            best = chapter.id
    return best
