"""Where every clause lives on the site. One function per kind of page; every renderer links through these.

Layout (mkdocs `use_directory_urls: false`, which the offline plugin needs, so URLs end in `.html`):
  index.html            home: what this is, go-to box, grid of Laws 1-93
  laws/27.html          one page per Law that is in the corpus or referenced: its text, its commentary,
                        backlinks; a Law that is only referenced gets a placeholder page with the same anchors
  front/predislovie.html  a whole book's front matter, one page per section (`front.<slug>`; a commentary's
                        `cfront.<slug>` at front/c-<slug>.html)
  definitions.html      the Definitions (`def`, `def.<slug>`), each term beside the commentary on it (`cdef…`)
  glossary.html         terms defined in footnotes and in the Definitions
  xref.html             every cross-reference, from -> to
  sources.html          each source's title, edition, translator and copyright notice
Chapters and parts (`ch5`, `ch4.p2`) have no page of their own: they head their Laws on the home page grid.
Anchors are `lawref.ids.anchor(clause_id)` (brackets dropped: `27B1(b)` -> `#27B1b`); an anchor is unique
across the site because each clause is shown on exactly one page (its Law's, for a clause of a Law).
All URLs here are site-relative (no leading slash); pages link to each other relative to themselves.
"""

from __future__ import annotations

import re

from lawref.ids import anchor, law_of

HOME = "index.html"
DEFINITIONS = "definitions.html"
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


_FRONT = re.compile(r"^(c?)front\.([a-z0-9-]+)$")
_DEFINITIONS = re.compile(r"^c?def(\.[a-z0-9-]+)?$")
_CHAPTER = re.compile(r"^(ch\d+(\.p\d+)?|p\d+)$")


def front_page(clause_id: str) -> str:
    """The Markdown source path of a front-matter section: 'front.predislovie' -> 'front/predislovie.md',
    'cfront.predislovie' (a commentary's) -> 'front/c-predislovie.md'."""
    m = _FRONT.match(clause_id)
    if not m:
        raise ValueError(f"not a front-matter id: {clause_id!r}")
    return f"front/{'c-' if m[1] else ''}{m[2]}.md"


def clause_url(clause_id: str) -> str:
    """Site-relative URL of a clause: '27B1(b)' -> 'laws/27.html#27B1b', 'c27' -> 'laws/27.html#c27',
    'def.vzyatka' -> 'definitions.html#def.vzyatka', 'ch5' -> 'index.html#ch5'.

    Works for ids that are not in the corpus too (the Law's placeholder page carries their anchors).
    """
    if _FRONT.match(clause_id):
        return f"{front_page(clause_id)[:-3]}.html#{anchor(clause_id)}"
    if _DEFINITIONS.match(clause_id):
        return f"{DEFINITIONS}#{anchor(clause_id)}"
    if _CHAPTER.match(clause_id):
        return f"{HOME}#{anchor(clause_id)}"
    law = law_of(clause_id)
    if law is None:
        raise ValueError(f"not a clause id: {clause_id!r}")
    return f"{law_url(law)}#{anchor(clause_id)}"
