"""The page «Изменения 2017 → 2027»: every change between the two newest editions, by Law, the words struck
(<del>) and inserted (<ins>), each linked to its clause in the newest edition (lawref.editions.align)."""

from __future__ import annotations

from html import escape

from lawref.model import Corpus
from lawref.site.render import clause_link

PAGE = "changes.md"


def has_changes_page(corpus: Corpus) -> bool:
    return len(corpus.editions()) >= 2


def title(corpus: Corpus) -> str:
    from lawref.editions.words import phrase

    return phrase("heading", old=corpus.editions()[1], new=corpus.editions()[0])


def diff_html(change) -> str:
    """The wording with struck and inserted words (the source's words, escaped)."""
    from lawref.editions.align import wording

    if change.kind == "added":
        return f"<ins>{escape(wording(change.new))}</ins>"
    if change.kind == "removed":
        return f"<del>{escape(wording(change.old))}</del>"
    out = []
    for op, text in change.diff():
        text = escape(text)
        out.append(text if op == "=" else f"<del>{text}</del>" if op == "-" else f"<ins>{text}</ins>")
    return "".join(out)


def changes_page(corpus: Corpus) -> str:
    from lawref.editions import changes_between
    from lawref.editions.words import kind_word, phrase

    old = corpus.in_edition(corpus.editions()[1])
    result = changes_between(old, corpus)
    out = [f"# {escape(title(corpus))}", "",
           f"Сравнены тексты Правил ред. {old.edition} г. и ред. {corpus.edition} г. в этом справочнике "
           f"({phrase('count', count=len(result.changes)) if result.changes else phrase('none')}). "
           "Вычеркнутые слова — из старой редакции, подчёркнутые — из новой.", ""]
    law = None
    for change in result.changes:
        if change.law != law:
            law = change.law
            out += ["", f"## {phrase('law', law=law) if law else phrase('other')}", ""]
        if change.new is not None:
            name = f"[{escape(change.new_id)}]({clause_link(change.new_id, PAGE)})"
        else:
            name = escape(change.old_id)
        if change.kind == "renumbered":
            name = f"{escape(change.old_id)} → {name}"
        elif change.old_id and change.new_id and change.old_id != change.new_id:
            name += f" (в ред. {old.edition} г. — {escape(change.old_id)})"
        kind = kind_word(change)
        if change.kind == "renumbered" and change.text_changed:
            kind += f"; {phrase('also_reworded')}"
        out.append(f'<div class="lawref-change lawref-change-{change.kind}" markdown>')
        out.append(f"**{name}** — {escape(kind)}")
        if change.text_changed:
            out += ["", f'<p class="lawref-change-text">{diff_html(change)}</p>']
        out += ["</div>", ""]
    return "\n".join(out) + "\n"
