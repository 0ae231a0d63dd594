"""The page «Изменения 2017 → 2027»: every change between the two newest editions, by Law, the words struck
(<del>) and inserted (<ins>), each linked to its clause in the newest edition (lawref.editions.align)."""

from __future__ import annotations

import re
from html import escape

from lawref.ids import anchor
from lawref.model import LAW, Clause, Corpus
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
        out.append(f'<div class="lawref-change lawref-change-{change.kind}" '
                   f'id="{anchor(change.new_id or change.old_id)}" markdown>')
        out.append(f"**{name}** — {escape(kind)}")
        if change.text_changed:
            out += ["", f'<p class="lawref-change-text">{diff_html(change)}</p>']
        out += ["</div>", ""]
    return "\n".join(out) + "\n"


def change_mark(corpus: Corpus, clause: Clause) -> list[str]:
    """On the newest edition's page, a changed clause's mark: what changed since the edition before it, and
    its old wording with the words struck and inserted, on tap (a <details>); [] for an unchanged clause."""
    from lawref.editions import changes_between
    from lawref.editions.words import kind_word, phrase

    if clause.source != LAW or not has_changes_page(corpus):
        return []
    old = corpus.in_edition(corpus.editions()[1])
    change = changes_between(old, corpus).by_new(clause.id)
    if change is None:
        return []
    was = f"ред. {old.edition} г."
    if change.kind == "added":
        summary = f"Добавлен в ред. {corpus.edition} г."
    elif change.kind == "renumbered":
        summary = f"{kind_word(change).capitalize()}: в {was} — {escape(change.old_id)}"
        if change.text_changed:
            summary += f"; {phrase('also_reworded')}"
    else:
        summary = f"Изменён с {was}" + (f" (в ней — {escape(change.old_id)})" if change.old_id != change.new_id else "")
    if not change.text_changed or change.kind == "added":
        return [f'<p class="lawref-change-mark lawref-change-{change.kind}">{summary}</p>', ""]
    return [f'<details class="lawref-change-mark lawref-change-{change.kind}"><summary>{summary}</summary>'
            f'<p class="lawref-change-text">{diff_html(change)}</p>'
            f'<p class="lawref-change-more"><a href="{_changes_href(clause)}">Все изменения {old.edition} → '
            f'{corpus.edition}</a></p></details>', ""]


def _changes_href(clause: Clause) -> str:
    """From the Law's page (laws/N.html) to the changes page."""
    return f"../{PAGE[:-3]}.html#{anchor(clause.id)}"


# -- older editions, under /<year>/ -------------------------------------------------------------------------

def edition_page(year: int, law: str) -> str:
    return f"{year}/laws/{int(law)}.md"


def edition_index(year: int) -> str:
    return f"{year}/index.md"


_TO_NEWEST = re.compile(r"\]\(\.\./\.\./laws/(\d+)\.md")
_SOURCE_ANCHOR = re.compile(r"(\]\(\.\./\.\./sources\.md)#[^)\s]+")


def older_pages(corpus: Corpus) -> dict[str, str]:
    """Each older edition's Laws under /<year>/laws/N.html, with an index per edition: the text only (the
    commentaries and backlinks stay with the newest), every clause saying what it became in the newest, and
    references into that edition's own Laws when it holds them."""
    from lawref.site.structure import page_laws

    pages: dict[str, str] = {}
    for older in corpus.other_editions:
        laws = [law for law in page_laws(older) if older.law_clause(law) is not None]
        for law in laws:
            page = _OlderLawPage(older, law, corpus)
            text = page.markdown()
            text = _TO_NEWEST.sub(lambda m, laws=laws: f"]({int(m[1])}.md" if m[1] in laws else m[0], text)
            pages[edition_page(older.edition, law)] = _SOURCE_ANCHOR.sub(r"\1", text)
        lines = [f"# Правила в редакции {older.edition} г.", "",
                 f"Тексты этой редакции, что есть в справочнике. Действующая редакция — {corpus.edition} г.; "
                 f"что изменилось — на странице [{escape(title(corpus))}](../{PAGE}).", ""]
        lines += [f"- [Правило {law}](laws/{int(law)}.md) — {escape(older.law_clause(law).title)}" for law in laws]
        pages[edition_index(older.edition)] = "\n".join(lines) + "\n"
    return pages


def older_nav(corpus: Corpus) -> list:
    from lawref.site.structure import page_laws

    out = []
    for older in corpus.other_editions:
        laws = [law for law in page_laws(older) if older.law_clause(law) is not None]
        out.append({f"Редакция {older.edition} г.": [{"Все правила": edition_index(older.edition)},
                                                      *({f"Правило {law}": edition_page(older.edition, law)}
                                                        for law in laws)]})
    return out


def _older_class():
    from lawref.site.law_page import LawPage

    class OlderLawPage(LawPage):
        """A Law of an older edition: its text, each clause with what it became in the newest."""

        def __init__(self, older: Corpus, law: str, collection: Corpus):
            super().__init__(older, law)
            self.page = edition_page(older.edition, law)
            self.collection = collection

        def markdown(self) -> str:
            law_clause = self.corpus.law_clause(self.law)
            out = self._law_text(law_clause)
            out[0] = out[0].replace(" { #", f" (ред. {self.corpus.edition} г.) {{ #", 1)  # not the newest's
            newest = f"../../laws/{int(self.law)}.md"
            out.insert(4, f'<p class="lawref-change-mark">Это редакция {self.corpus.edition} г. Действующая — '
                          f'<a href="{newest[:-3]}.html">редакция {self.collection.edition} г.</a></p>')
            out.insert(5, "")
            return "\n".join(out).rstrip() + "\n"

        def _law_clause(self, clause):
            out = super()._law_clause(clause)
            if clause.kind == "section" and (became := _became(self.collection, self.corpus, clause)):
                out[2:2] = [f"<p>{became.strip()}</p>", ""]  # under the section's heading
            return out

        def _body_div(self, classes, clause, badge=""):
            return super()._body_div(classes, clause, badge + _became(self.collection, self.corpus, clause))

    return OlderLawPage


def _OlderLawPage(older: Corpus, law: str, collection: Corpus):
    return _older_class()(older, law, collection)


def _became(collection: Corpus, older: Corpus, clause: Clause) -> str:
    """« → 16B3 (перенумерован)» beside an older edition's clause that changed in the newest."""
    from lawref.editions import changes_between
    from lawref.editions.words import kind_word

    result = changes_between(older, collection)
    change = next((c for c in result.changes if c.old_id == clause.id), None)
    if change is None:
        return ""
    if change.new_id is None:
        return f' <span class="lawref-change-mark lawref-became">исключён в ред. {collection.edition} г.</span>'
    target = f"../../{clause_link(change.new_id, 'x.md')}"
    return (f' <span class="lawref-change-mark lawref-became">в ред. {collection.edition} г. — '
            f'<a href="{target.replace(".md#", ".html#")}">{escape(change.new_id)}</a>, {kind_word(change)}</span>')


def commentary_note(corpus: Corpus, clause: Clause) -> list[str]:
    """Under a commentary paragraph written for an older edition the collection holds: its references as
    that edition's clauses (links under /<year>/), each saying whether the newest changed it."""
    from lawref.editions import changes_between
    from lawref.editions.words import kind_word

    older = corpus.in_edition(clause.edition) if clause.source == "commentary" and clause.edition else None
    if older is None or older is corpus:
        return []
    result = changes_between(older, corpus)
    seen, parts = set(), []
    for ref in clause.refs:
        if ref.implied or ref.kind != "law" or ref.target in seen or ref.target not in older:
            continue
        seen.add(ref.target)
        target = older[ref.target]
        href = f"../{edition_page(older.edition, target.law)[:-3]}.html#{anchor(ref.target)}"
        change = next((c for c in result.changes if c.old_id == ref.target), None)
        if change is None and result.new_of(ref.target) is not None:
            state = "с тех пор не изменён"
        elif change is None or change.new_id is None:
            state = f"в ред. {corpus.edition} г. исключён"
        else:
            state = f"в ред. {corpus.edition} г. — {escape(change.new_id)}, {kind_word(change)}"
        parts.append(f'<a href="{href}">{escape(ref.target)}</a> ({state})')
    if not parts:
        return []
    return [f'<p class="lawref-change-mark lawref-edition-refs">По ред. {older.edition} г., к которой написан '
            f'комментарий: {"; ".join(parts)}.</p>', ""]
