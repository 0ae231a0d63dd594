"""Clause text -> Material-flavoured Markdown: escaped text, links for references and footnote markers,
<em> for emphasis, suit symbols for bids.

Every character of the source reaches the reader exactly: HTML and Markdown syntax in the text is turned into
numeric character references, so `<script>`, `<*>`, `&`, `*`, `[` and `{` show literally. Where segments
start and end comes from `lawref.inline` (shared with the booklet); this module only prints them.
"""

from __future__ import annotations

import functools
import html
import posixpath
import re

from lawref import urls
from lawref.context import chain, crumb, lead_ins, reader_name, title_apart
from lawref.editions import EditionMismatch, mismatch
from lawref.ids import anchor, is_reader_id, law_of
from lawref.inline import BID, EMPHASIS, FOOTNOTE, REF, Segment, bids, inline_segments, split_lines
from lawref.model import Clause, Corpus

PREVIEW_CHARS = 320
LEAD_IN_CHARS = 160  # the lead-in an item completes, before the item's own text in its preview

# ASCII punctuation that Markdown, attr_list, md_in_html or tables could read as syntax.
_MD_SPECIAL = re.compile(r"[\\`*_{}\[\]()#+!|~^<>&\"':=$]")
# A paragraph that starts like a list item, a heading, a quote or a rule would become one.
_BLOCK_START = re.compile(r"^(\s*)(\d+)([.)])")


def md_escape(text: str) -> str:
    """Text -> inline Markdown that renders as exactly this text (no markup, no raw HTML)."""
    return _MD_SPECIAL.sub(lambda m: f"&#{ord(m.group(0))};", text).replace("\n", " ")


def block_safe(line: str) -> str:
    """An escaped line that starts a paragraph must not read as a list item, heading, rule or code block."""
    out = _BLOCK_START.sub(lambda m: f"{m.group(1)}{m.group(2)}&#{ord(m.group(3))};", line)
    if out[:1] in ("-", "=") or out[:1].isspace():
        out = f"&#{ord(out[0])};" + out[1:]
    return out


def page_relative(target_url: str, from_page: str) -> str:
    """A site-relative URL ('laws/27.html#27B1b') as a Markdown link from the page `from_page`
    ('laws/70.md'): '27.md#27B1b'. Markdown links point at .md sources so mkdocs checks them."""
    path, _, frag = target_url.partition("#")
    if path.endswith(".html"):
        path = path[: -len(".html")] + ".md"
    if path == from_page and frag:
        return f"#{frag}"
    rel = _relative(path, posixpath.dirname(from_page) or ".")
    return rel + (f"#{frag}" if frag else "")


@functools.lru_cache(maxsize=4096)
def _relative(path: str, start: str) -> str:
    """posixpath.relpath of two site paths, once a pair: a page links to the same few pages again and again, and
    relpath makes both absolute from the working directory at every call (~0.1 ms)."""
    return posixpath.relpath(path, start)


def clause_link(clause_id: str, from_page: str) -> str:
    return page_relative(urls.clause_url(clause_id), from_page)


def preview(corpus: Corpus, target: str) -> tuple[str, str]:
    """What a reader sees when hovering a link to `target`: a head line (its full id and where it sits) and its
    text, shortened; an item's text follows the lead-in it completes («…если:» then «2. в какой-то мере…»)."""
    clause = corpus.get(target)
    if clause is None:
        return target, missing_note(corpus, target)
    places = " › ".join(crumb(c) for c in chain(corpus, clause))
    name = reader_name(corpus, target)
    head = f"{name} · {places}" if places != name else name
    text = clause.text
    if not text:  # a Law or section without text of its own: show its first child with text
        text = next((c.text for c in corpus.descendants(clause.id) if c.text and c.kind != "footnote"), "")
    body = _shorten(" ".join(p for p in (clause.label, clause.title, _flat(text)) if p), PREVIEW_CHARS)
    if leads := lead_ins(corpus, clause):
        body = f"{_shorten(_flat(leads[-1].text), LEAD_IN_CHARS)} {body}"
    return head, body


def missing_note(corpus: Corpus, target: str) -> str:
    """Why a link's target is not shown, as the tap will find it: the Law's commentary opens in its place
    (Law 30), or the Law is here but not this part of it (6D3), or the Law's text is not in this reference."""
    law = law_of(target) or ""
    if law and law != target and corpus.get(law) is not None:
        return f"Пункта {target} нет в справочнике; Правило {law} в нём есть."
    if law and corpus.get(f"c{law}") is not None:
        part = f"Пункта {target}" if law != target else f"Текста Правила {law}"
        return f"{part} нет в справочнике; откроется комментарий к Правилу {law}."
    return "Этого пункта нет в справочнике (текст правила не включён)."


def preview_title(corpus: Corpus, target: str, note: str = "") -> str:
    """`preview` as an escaped link title: head, an optional note, text, on lines of their own (`&#10;`), so the
    native tooltip shows them apart and lawref.js can style the head."""
    head, body = preview(corpus, target)
    lines = [head, note, body] if note else [head, body]
    return "&#10;".join(md_escape(line) for line in lines)


def _flat(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def _shorten(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _bid_html(seg: Segment) -> str:
    level = md_escape(seg.level)
    strain = md_escape(seg.bid_display[len(seg.level):])
    colour = "lawref-red" if seg.red else "lawref-black"
    return (f'<span class="lawref-bid" title="{md_escape(seg.text)}">{level}'
            f'<span class="lawref-suit {colour}">{strain}</span></span>')


def _segment_md(seg: Segment, corpus: Corpus, page: str) -> str:
    if seg.kind == REF:
        ref = seg.ref
        inner = md_escape(seg.text)
        if seg.emphasised:
            inner = f"<em>{inner}</em>"
        found = mismatch(corpus, ref)
        note = edition_note(found) if found else ""
        title = preview_title(corpus, ref.target, note)
        cls = ".lawref-ref" if ref.in_corpus else ".lawref-ref .lawref-missing"
        link = f'[{inner}]({clause_link(ref.target, page)} "{title}"){{ {cls} }}'
        return link + (edition_mark(found) if found else "")
    if seg.kind == FOOTNOTE:
        title = preview_title(corpus, seg.footnote_id)
        return f'[{md_escape(seg.text)}]({clause_link(seg.footnote_id, page)} "{title}"){{ .lawref-fn }}'
    if seg.kind == BID:
        out = _bid_html(seg)
    else:
        out = md_escape(seg.text)
    if seg.emphasised or seg.kind == EMPHASIS:
        out = f"<em>{out}</em>"
    return out


def text_paragraphs(clause: Clause, corpus: Corpus, page: str) -> list[str]:
    """The clause's text as Markdown paragraphs (one per "\\n"-separated paragraph of the text)."""
    paragraphs = split_lines(inline_segments(clause))
    return [block_safe("".join(_segment_md(seg, corpus, page) for seg in para)) for para in paragraphs if para]


def figure_html(clause: Clause) -> str:
    """An example's hand diagram (Clause.figure) as printed, line by line, in a block of its own: not text."""
    lines = "\n".join(html.escape(line, quote=False) for line in clause.figure)
    return f'<pre class="lawref-figure">{lines}</pre>'


# A word this long may not fit a phone's line in a heading: it gets soft hyphens where Russian hyphenates it.
LONG_WORD = 13
_LONG_WORD = re.compile(rf"[^\W\d_]{{{LONG_WORD},}}")


@functools.cache
def _hyphenator():
    import pyphen  # WeasyPrint's hyphenation dictionaries, installed with it

    return pyphen.Pyphen(lang="ru_RU", left=3, right=3)


def soft_hyphens(text: str) -> str:
    """Soft hyphens (U+00AD, invisible unless the line breaks there) in each long word, where Russian
    hyphenates it: browsers without Russian hyphenation (Chromium on Linux) otherwise break such a word in a
    narrow heading anywhere, with no hyphen. The words themselves are unchanged."""
    return _LONG_WORD.sub(lambda m: _hyphenator().inserted(m[0], hyphen="\u00ad"), text)


def title_md(text: str) -> str:
    """A heading or auction line: escaped, with bids shown as suit symbols, long words with soft hyphens."""
    out, pos = [], 0
    for start, end, level, strain in bids(text):
        out.append(md_escape(soft_hyphens(text[pos:start])))
        out.append(_bid_html(Segment(kind=BID, text=text[start:end], start=start, end=end, level=level,
                                     strain=strain)))
        pos = end
    out.append(md_escape(soft_hyphens(text[pos:])))
    return "".join(out)


def heading_title(clause: Clause) -> str:
    """A heading's title after its label. A label with no stop after it («ПРАВИЛО 70», over «ОСПОРЕННОЕ ЗАЯВЛЕНИЕ
    ИЛИ ОТДАЧА» on the next line) has its title on a line of its own, as the book set it: run on after a space the
    two read as one phrase. The words are the source's; a page's contents and title still join them by a space."""
    title = title_md(clause.printed_title)
    if not title_apart(clause):
        return title
    return f'<span class="lawref-title-line">{title}</span>'


def label_html(clause: Clause) -> str:
    """The clause's printed label as a link to its own anchor (so a reader can copy it), then its full id."""
    if not clause.label:
        return id_html(clause)
    link = f'<a class="lawref-label" href="#{html.escape(anchor(clause.id))}">{md_escape(clause.label)}</a>'
    return link + id_html(clause)


def id_html(clause: Clause) -> str:
    """The full id, small and quiet beside the label («2.» shows 70C2), unless the label already says it
    («27.7.» is 27.7; a Law's heading names its number). An id the project made («c27», «27.exC», «70.fn1»)
    is never shown: its label or heading names it in words («Пример С»), and a bare mark («<*>») gets its
    name («Сноска к Правилу 70»). The id itself stays in the anchor and the copy link."""
    if clause.kind == "law" or clause.id == clause.label.rstrip(". ") or clause.id.startswith(("front.", "cfront.")):
        return ""
    if not is_reader_id(clause.id):
        if re.search(r"[^\W\d_]", clause.label + clause.title):
            return ""
        name = reader_name({clause.id: clause}, clause.id)  # type: ignore[arg-type]  (a corpus of one)
        return f'<span class="lawref-id lawref-name">{md_escape(name)}</span>' if name != clause.id else ""
    return f'<span class="lawref-id">{md_escape(clause.id)}</span>'


def toc_label(text: str) -> str:
    """An attr_list `data-toc-label` for a heading that holds an id and buttons: the contents list shows only
    its words (Python-Markdown's toc reads the attribute and drops it)."""
    return f'data-toc-label="{md_escape(" ".join(text.split()))}"'


def edition_note(found: EditionMismatch) -> str:
    return (f"Ссылка из текста редакции {found.source_edition} г.; Правило {found.law} в справочнике — "
            f"в редакции {found.target_edition} г.: номер мог обозначать другое.")


def edition_mark(found: EditionMismatch) -> str:
    """A mark after a reference across editions, naming both (its title explains)."""
    return (f'<span class="lawref-edmark" title="{md_escape(edition_note(found))}">'
            f"ред. {found.source_edition}→{found.target_edition}</span>")


def copy_button(clause_id: str, corpus: Corpus | None = None) -> str:
    """The copy-link button; its label names the clause as a reader does («Пример C к Правилу 27», not
    «27.exC»: reader_name), while the link it copies keeps the anchor."""
    a = html.escape(anchor(clause_id))
    name = md_escape(reader_name(corpus, clause_id) if corpus is not None else clause_id)
    return (f'<button type="button" class="lawref-copy" data-anchor="{a}" '
            f'title="Скопировать ссылку на {name}" '
            f'aria-label="Скопировать ссылку на {name}"></button>')
