"""Where every clause lives on the site. One function per kind of page; every renderer links through these.

Layout (mkdocs `use_directory_urls: false`, which the offline plugin needs, so URLs end in `.html`):
  index.html            home: what this is, go-to box, grid of Laws 1-93
  laws/27.html          one page per Law that is in the corpus or referenced: its text, its commentary,
                        backlinks; a Law that is only referenced gets a placeholder page with the same anchors
  glossary.html         terms defined in footnotes
  xref.html             every cross-reference, from -> to
  sources.html          each source's title, edition, translator and copyright notice
Anchors are `lawref.ids.anchor(clause_id)` (brackets dropped: `27B1(b)` -> `#27B1b`); an anchor is unique
across the site because each clause is shown on exactly one page, its Law's.
All URLs here are site-relative (no leading slash); pages link to each other relative to themselves.
"""

from __future__ import annotations

from lawref.ids import anchor, law_of

HOME = "index.html"
GLOSSARY = "glossary.html"
XREF = "xref.html"
SOURCES = "sources.html"
BOOKLET = "lawref-booklet.pdf"


def law_page(law: str) -> str:
    """The Markdown source path of a Law's page: '27' -> 'laws/27.md'."""
    return f"laws/{int(law)}.md"


def law_url(law: str) -> str:
    """'27' -> 'laws/27.html'."""
    return f"laws/{int(law)}.html"


def clause_url(clause_id: str) -> str:
    """Site-relative URL of a clause: '27B1(b)' -> 'laws/27.html#27B1b', 'c27' -> 'laws/27.html#c27'.

    Works for ids that are not in the corpus too (the Law's placeholder page carries their anchors).
    """
    law = law_of(clause_id)
    if law is None:
        raise ValueError(f"not a clause id: {clause_id!r}")
    return f"{law_url(law)}#{anchor(clause_id)}"
