"""The booklet's appendix «Изменения 2017 → 2027» (`lawref booklet --changes-since 2017`): every change
between that edition and the newest, by Law, with the page where the clause stands in this booklet and its
old and new wording (struck and inserted words), laid out with the back matter so its pages are numbered."""

from __future__ import annotations

from html import escape

from lawref.ids import anchor

ANCHOR = "changes-appendix"
# Kept here rather than in booklet.css: the appendix is the only place that strikes and inserts words.
_STYLE = ("<style>#changes-appendix .change{margin:0 0 .5em;break-inside:avoid}"
          "#changes-appendix del{color:#7a1d14;text-decoration:line-through}"
          "#changes-appendix ins{text-decoration:underline;font-weight:bold}"
          "#changes-appendix .was{font-size:.9em;color:#444;margin:.1em 0 0 1em;text-align:left}"
          "#changes-appendix h3{font-size:1em;margin:.8em 0 .3em}</style>")


def appendix_html(changes, anchor_page: dict[str, int]) -> str:
    """The appendix for an align.Changes; `anchor_page`: a clause anchor's page in this booklet."""
    from lawref.editions.align import wording
    from lawref.editions.words import kind_word, phrase

    title = phrase("heading", old=changes.old_edition, new=changes.new_edition)
    parts = [_STYLE, f'<section class="index" id="{ANCHOR}"><h2 class="index-title">Приложение. {escape(title)}</h2>',
             f'<p class="index-note">Что изменилось в Правилах с ред. {changes.old_edition} г. по ред. '
             f"{changes.new_edition} г.: номер места в новой редакции и его страница; зачёркнуто — слова старой "
             f"редакции, подчёркнуто — новой ({phrase('count', count=len(changes.changes))}).</p>"]
    law = None
    for change in changes.changes:
        if change.law != law:
            law = change.law
            parts.append(f"<h3>{escape(phrase('law', law=law) if law else phrase('other'))}</h3>")
        name = escape(change.new_id or change.old_id)
        if change.kind == "renumbered":
            name = f"{escape(change.old_id)} → {escape(change.new_id)}"
        page = anchor_page.get(anchor(change.new_id)) if change.new_id else None
        where = f", с.\u00a0{page}" if page else ""
        kind = kind_word(change)
        if change.kind == "renumbered" and change.text_changed:
            kind += f"; {phrase('also_reworded')}"
        parts.append(f'<div class="change"><p class="entry"><b>{name}</b> — {escape(kind)}{where}</p>')
        if change.kind == "added":
            parts.append(f'<p class="was"><ins>{escape(wording(change.new))}</ins></p>')
        elif change.kind == "removed":
            parts.append(f'<p class="was"><del>{escape(wording(change.old))}</del></p>')
        elif change.text_changed:
            runs = "".join(escape(t) if op == "=" else f"<del>{escape(t)}</del>" if op == "-" else
                           f"<ins>{escape(t)}</ins>" for op, t in change.diff())
            parts.append(f'<p class="was">{runs}</p>')
        parts.append("</div>")
    parts.append("</section>")
    return "".join(parts)
