"""A web page's own head over the book, as the page and its print show it (a wiki's article: volwiki2022's print page
and Chromium's PDF of it): the page's name said again under the title bar, the site's tagline under it («Материал из
БриджВики ВОФСБ»), a link back to the page above («< Правила 2017»). A reader knows them from the page's <title>
(«Правила 2017/Все правила — БриджВики ВОФСБ», which a browser's print also gives the PDF as its title): its name
before the site's, the site's after it. Recorded as the site's header, the lines left blank (their numbers kept)."""

from __future__ import annotations

import re
from dataclasses import replace

from lawref.corpus.formats import Extracted, in_line_order
from lawref.model import Removal

SITE_HEADER = "site-header"
# the site's name after the page's own in a page's title: «Правило 40 · … — Правила спортивного бриджа»
SITE_IN_TITLE = re.compile(r"\s(?:[—–|]|-{1,2}|&#8212;|&mdash;|&#8211;|&ndash;)\s+([^—–|]{3,80})$")
_TAGLINE_WORDS = 8  # the line naming the site under the page's name is short: «Материал из БриджВики ВОФСБ»
_BACK_LINK = re.compile(r"^[<←]\s*\S.{0,60}$")  # the link to the page above: «< Правила 2017»


def _words(text: str) -> list[str]:
    return re.findall(r"\w+", text.casefold())


def strip_page_head(extracted: Extracted, title: str) -> Extracted:
    """The page's name, the site's tagline under it and the link back (each a paragraph of its own, in that order,
    the document's first), when the <title> names a site after the page's name; else `extracted` as it is."""
    site = SITE_IN_TITLE.search(" ".join(title.split()))
    if not site:
        return extracted
    page, name = _words(" ".join(title.split())[:site.start()]), " ".join(_words(site[1]))
    lines = extracted.text.split("\n")
    paragraphs = [k for k, line in enumerate(lines) if line.strip() and (k == 0 or not lines[k - 1].strip())
                  and (k + 1 == len(lines) or not lines[k + 1].strip())][:3]
    if len(paragraphs) < 2 or paragraphs[0] != next(k for k, line in enumerate(lines) if line.strip()) \
            or _words(lines[paragraphs[0]]) != page or not page:
        return extracted
    tagline = _words(lines[paragraphs[1]])
    if len(tagline) > _TAGLINE_WORDS or f" {name} " not in f" {' '.join(tagline)} " or ' '.join(tagline) == name:
        return extracted  # (the title's second half alone under its first is the book's subtitle: «Издание 2017
        # года» under «Международные правила бриджа»; a site's tagline says where the page is from, «Материал из …»)
    head = paragraphs[:2] + [k for k in paragraphs[2:] if _BACK_LINK.match(lines[k].strip())]
    removals = [*extracted.removals, *(Removal(SITE_HEADER, k + 1, lines[k].strip()) for k in head)]
    for k in head:
        lines[k] = ""
    return replace(extracted, text="\n".join(lines), removals=in_line_order(removals, len(lines)))
