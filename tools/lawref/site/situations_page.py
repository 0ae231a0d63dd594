"""The page «Ситуации»: what happens at the table, in a director's words, grouped by phase of the game, each a
link to the clauses that rule on it (lawref.search.situations places the index on this collection)."""

from __future__ import annotations

from lawref.context import crumb, reader_name
from lawref.ids import slug
from lawref.model import Corpus
from lawref.search.situations import PHASE_TITLES, by_phase, place
from lawref.site.render import clause_link, md_escape, preview_title

PAGE = "situations.md"


def link_name(corpus: Corpus, clause_id: str) -> str:
    """A Law's heading by its name («Правило 13»); any other clause as readers know it (lawref.context)."""
    clause = corpus[clause_id]
    return crumb(clause) if clause.kind == "law" else reader_name(corpus, clause_id)


def has_situations(corpus: Corpus) -> bool:
    return bool(place(corpus)[0])


def situations_page(corpus: Corpus) -> str:
    placed, _ = place(corpus)
    # a clause's link reads the same in every entry that names it: made once a page (the red-team books' pages
    # name ~30,000 clauses, a few hundred of them apart)
    links: dict[str, str] = {}

    def link(c: str) -> str:
        if c not in links:
            links[c] = f'[{md_escape(link_name(corpus, c))}]({clause_link(c, PAGE)} "{preview_title(corpus, c)}")' \
                       '{ .lawref-ref }'
        return links[c]

    out = ["# Ситуации", "",
           "Что случилось за столом — и какие пункты Правил это решают. Ситуации сформулированы составителями "
           "справочника, это не текст Правил; ссылки ведут на пункты этого собрания.", ""]
    for phase, here in by_phase(placed):
        out += [f"## {PHASE_TITLES[phase]} {{ #{slug(phase)} }}", ""]
        for entry in here:
            out.append(f"- {md_escape(entry.situation.shown)} — {', '.join(map(link, entry.clauses))}")
        out.append("")
    return "\n".join(out)


