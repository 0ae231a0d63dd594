"""Pieces every generated page uses: clause blocks, edition badges, the rights notice, links to the clause that
holds a reference, notes for what the collection lacks, and the page's context data for the breadcrumb."""

from __future__ import annotations

import html
import json
from collections.abc import Iterable

from lawref.context import crumb, crumb_parts, lead_ins, reader_name
from lawref.corpus.rights import PERSONAL_NOTICE
from lawref.display import display_title
from lawref.editions import edition_words, mismatch
from lawref.ids import anchor, law_of
from lawref.model import PERSONAL, Clause, Corpus, Ref, Source
from lawref.site.render import clause_link, edition_mark, md_escape, preview_title

MISSING = "нет в справочнике"  # the reader's word for "not in this collection" (never "корпус")


def div(classes: str, clause_id: str | None, body: list[str]) -> list[str]:
    ident = f' id="{html.escape(anchor(clause_id))}"' if clause_id else ""
    return [f'<div class="{classes}"{ident} markdown>', "", *body, "", "</div>", ""]


def edition_badge(clause: Clause) -> str:
    """«ред. 1987» beside a commentary paragraph; nothing when the edition is unknown (the commentary's heading
    says so once, not every paragraph)."""
    if not clause.edition:
        return ""
    return (f'<span class="lawref-edition" title="Написано к редакции Правил {edition_words(clause.edition)}">'
            f"{edition_words(clause.edition, short=True)}</span>")


def source_anchor(key: str) -> str:
    return f"source-{key}"


def rights_notice(source: Source) -> list[str]:
    """The notice a personal-use source carries wherever it is shown (screen and print)."""
    if source.rights != PERSONAL:
        return []
    return [f'<p class="lawref-rights" role="note"><strong>{md_escape(display_title(source.title))}:</strong> '
            f"{md_escape(PERSONAL_NOTICE)}</p>", ""]


def ref_source_link(corpus: Corpus, ref: Ref, page: str) -> str:
    """A link to the clause that holds a reference, titled with its text, followed by the reference's words."""
    words = ref.text or "(в диапазоне)"
    quoted = words if words.startswith("«") else f"«{words}»"
    title = preview_title(corpus, ref.source_id)
    found = mismatch(corpus, ref)
    # The reader's name of the citing clause («Контракт (Определения)», «Пример C к Правилу 27»), not its id.
    return (f'[{md_escape(reader_name(corpus, ref.source_id))}]({clause_link(ref.source_id, page)} "{title}")'
            '{ .lawref-ref }'
            f' <span class="lawref-ref-words">{md_escape(quoted)}</span>'
            + (edition_mark(found) if found else ""))


def missing_note(corpus: Corpus, target: str) -> str:
    """Why a referenced id has no clause, in the reader's words: the Law's text is not included but its
    commentary is (Law 30), or nothing of it is."""
    law = law_of(target)
    if law and corpus.law_clause(law) is None and corpus.commentary_clause(law) is not None:
        if target == law:
            return "текст правила не включён; есть комментарий к нему"
        return f"{MISSING}; есть комментарий к Правилу {law}"
    return MISSING


def context_script(corpus: Corpus, clauses: Iterable[Clause], extra: Iterable[str] = ()) -> list[str]:
    """The page's clauses as JSON for lawref.js: anchor -> [id, parent anchor, name, lead-in], then the name's
    label and title where the book set them apart (lawref.context.crumb_parts). After a jump to a
    clause the script shows its chain (Правило 70 › C › 2) and the lead-in it completes, without reading the
    page's markup. `extra` are referenced ids the page holds a placeholder for."""
    data: dict[str, list] = {}
    for clause in clauses:
        leads = lead_ins(corpus, clause)
        lead = leads[-1].text if leads else None
        parent = anchor(clause.parent) if clause.parent else None
        data[anchor(clause.id)] = [clause.id, parent, crumb(clause), lead]
        if len(parts := crumb_parts(clause)) > 1:  # «ГЛАВА VII» over «ЭТИКА»: the bar shows the two apart
            data[anchor(clause.id)].append(list(parts))
    for target in extra:
        law = law_of(target)
        data.setdefault(anchor(target), [target, law if law and law != target else None, target, None])
    payload = json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c")
    return [f'<script type="application/json" id="lawref-context">{payload}</script>', ""]
