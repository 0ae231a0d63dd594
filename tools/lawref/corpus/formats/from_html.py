"""HTML (.html, .htm): a site's chapter page, or a whole book in one page -> plain text lines.

Kept: headings h1-h6, paragraphs, list items, dt/dd, blockquote, pre, table cells, and any other text in the
page's body, each block its own paragraph; `<br>` is a line break; entities are decoded; runs of white
space collapse to one space as a browser shows them (`<pre>` keeps its lines and the spaces that open them). A
table of hands (an example's hand diagram) is laid out as its grid (lawref.corpus.figures.grid_lines).
Dropped, each recorded as a removal with its text: nav, the page's header and footer (a header inside an
article or section is that article's heading and stays), aside, script, style, form, noscript, template,
elements with a navigation/banner/contentinfo role, a breadcrumb/menu/sidebar class or id, hidden elements,
menus: lists and blocks whose text is all links (two or more; a bar may open with its name, «Содержание: 7 | 9»),
a paragraph that is one link to the page's top («Наверх»: `#top`, `#`), a heading's permalink (a link to an anchor
of the page that is a mark alone, Sphinx's «¶»), the page's own update line, a short one
ending in its date («Обновлено 14.03.2021»), and the site's banner over the page: a table of one cell with the
page's first text, no link, whose first line the page says again below («АССОЦИАЦИЯ …» over the title page's).
Numbering: an `<ol>` item gets the label a reader sees in front of it (type, a numbering class, docutils'
`<ol class="upperalpha">`, and start honoured, `value` on an item too): `1.`, `A.`, `I.`, and lower-case letters
and roman numerals in brackets, `(a)`, `(i)`, as the Laws print sub-items (a browser shows `a.`); no label when
the item's text already starts with one or the list's style says `list-style: none`.
Footnotes (EPUB's `epub:type="noteref"`/`"footnote"`, ARIA's `doc-noteref`/`doc-footnote`, pandoc's
`footnote-ref`, a page's `<a href="#fn1"><sup>1</sup></a>` to an element of that id, Word's «Save as Web Page»
`<a href="#_ftn1">[1]</a>` to the `<a name="_ftn1">` that opens a `<div style='mso-element:footnote'>`, and
any short number linked both ways with the note it points to, the call first (LibreOffice's «Save as HTML»,
`sdfootnote1anc` ↔ `sdfootnote1sym`, the note the block around its anchor): a
link's `#x` is the element of id x or the anchor named x, as a browser reads it): the call becomes `<*>`
(its number recorded as a footnote-call removal) and the note's text follows the passage that calls it,
after a dash rule, as `<*> text` (the layout of the Law 70 seed and of the .docx reader), not where the page
shows it (a chapter's end): before the next paragraph that opens a unit or a footer «©»
(lawref.corpus.headings.ends_a_passage), so a boxed note (`<blockquote>`) or a table under the calling
paragraph stays the calling clause's.
A section's head set off by its type alone at a paragraph's start, no stop after it (`<b><u>Раздел A.
Старшинство карт</u></b> Карты каждой…`), is a line of its own over the paragraph's text.
Charset: a byte order mark, `--encoding`, the page's `<meta charset>` or `<meta http-equiv="Content-Type"
content="text/html; charset=windows-1251">`, else detected as for a .txt file.
"""

from __future__ import annotations

import codecs
import re
from dataclasses import replace
from urllib.parse import unquote

from lawref.corpus.figures import grid_lines, is_auction_table, is_hand_table
from lawref.corpus.formats import Extracted
from lawref.corpus.formats.builder import TextBuilder
from lawref.corpus.formats.numbering import format_label
from lawref.corpus.headings import breadcrumb_trail, ends_a_passage, is_link_bar, is_notes_heading, is_update_line
from lawref.corpus.levels import FOOTNOTE_CALL, FOOTNOTE_LABEL, FOOTNOTE_MARK, FOOTNOTE_RULE, NOTES_HEADING, SECTION
from lawref.errors import LawrefError

BLOCKS = frozenset("""address article aside blockquote body caption center dd details dialog dir div dl dt
fieldset figcaption figure h1 h2 h3 h4 h5 h6 hgroup hr html legend li main ol p pre section summary table
tbody td tfoot th thead tr ul""".split())
DROPPED_TAGS = {"nav": "html-nav", "aside": "html-aside", "script": "html-script", "style": "html-style",
                "form": "html-form", "noscript": "html-script", "template": "html-script",
                "menu": "html-menu", "select": "html-form", "button": "html-form", "iframe": "html-frame"}
DROPPED_ROLES = {"navigation": "html-nav", "banner": "html-header", "contentinfo": "html-footer",
                 "search": "html-form", "menu": "html-menu", "menubar": "html-menu"}
_SECTIONING = frozenset({"article", "section", "main", "aside", "nav"})
_MENU_CLASS = re.compile(r"(?:^|[-_])(breadcrumbs?|menu|navbar|nav|navigation|sidebar|cookies?)(?:[-_]|$)", re.I)
_FOOTER_CLASS = re.compile(r"(?:^|[-_])(?:footer|site-?footer|copyright)(?:[-_]|$)", re.I)
_HIDDEN_STYLE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.I)
_NO_MARKER_STYLE = re.compile(r"list-style(?:-type)?\s*:\s*none", re.I)
_STYLE_TYPE = {"decimal": "1", "lower-alpha": "a", "lower-latin": "a", "upper-alpha": "A", "upper-latin": "A",
               "lower-roman": "i", "upper-roman": "I", "cyrillic-lower": "а", "cyrillic-upper": "А"}
_LIST_STYLE = re.compile(r"list-style(?:-type)?\s*:\s*([a-z-]+)", re.I)
# A list's class that names its numbering, the page's style sheet drawing the labels from it: docutils' (Sphinx,
# rst2html) «arabic», «loweralpha», «upperalpha», «lowerroman», «upperroman», and a class named by the CSS style
# itself («lower-alpha»)
_CLASS_TYPE = {"arabic": "1", "loweralpha": "a", "upperalpha": "A", "lowerroman": "i", "upperroman": "I",
               **_STYLE_TYPE}
_HTML_SPACE = re.compile(r"[ \t\n\r\f]+")
# A label typed at the start of an item's text: "1.", "1)", "(a)", "а)", "IV.", "12A.", text after it (an item
# that is one short word, «два.», has no label typed)
_TYPED_LABEL = re.compile(r"^\s*\(?(?:[0-9]{1,3}[A-Za-zА-Яа-яЁё]?|[A-Za-zА-Яа-яЁё]|[IVXivx]{1,5})[.)]\s+\S", re.S)
_META_CHARSET = re.compile(rb"""<meta[^>]+charset\s*=\s*["']?\s*([A-Za-z0-9_.:-]+)""", re.I)
NOTEREF_ROLES = frozenset({"noteref", "doc-noteref", "footnote-ref"})
NOTE_ROLES = frozenset({"footnote", "endnote", "rearnote", "note", "doc-footnote", "doc-endnote"})
NOTES_ROLES = frozenset({"footnotes", "endnotes", "rearnotes", "doc-endnotes", "doc-footnotes"})
BACKLINK_ROLES = frozenset({"doc-backlink", "footnote-back"})
# Word's «Save as Web Page» marks its notes by style, `mso-element:footnote` in a `mso-element:footnote-list`
_MSO_ELEMENT = re.compile(r"mso-element\s*:\s*([a-z-]+)", re.I)
_WORD_ELEMENTS = {"footnote": ("footnote",), "endnote": ("endnote",), "footnote-list": ("footnotes",),
                  "endnote-list": ("endnotes",)}
_CALL_TEXT = re.compile(r"\W*(?:\d{1,3}|\*{1,3}|[a-z]|[ivx]{1,4})\W*", re.I)
# (an arrow beside a link points to the page before or after: «← Правило 9 | Оглавление | Правило 16 →»)
_LINK_SEPARATORS = re.compile(r"[\s|/·•›»>«<,;:\-–—←→]*")
# a bar of links may open with its name: «Содержание: 7 | 9 | 12 …», «Разделы: …» (a word or three and a colon), or
# a contents heading over its list of links (Sphinx's toctree captioned «Содержание»)
_LINK_BAR_NAME = re.compile(r"\s*(?:[^\W\d_]+(?: [^\W\d_]+){0,2}:|(?:СОДЕРЖАНИЕ|ОГЛАВЛЕНИЕ|Содержание|Оглавление)"
                            r"(?![\w:]))")



def extract_html(data: bytes, shown: str, encoding: str | None = None) -> Extracted:
    said: list = []
    read = read_tree(parse_html(data, shown, encoding, said), shown)
    return replace(read, diagnostics=(*said, *read.diagnostics)) if said else read


def parse_html(data: bytes, shown: str, encoding: str | None = None, said: list | None = None):
    """The page's tree, its charset read as decode_html reads it (a site's pages are parsed once, here); with
    `said`, its Cyrillic read back where it went through the wrong code page (decode_html)."""
    from selectolax.lexbor import LexborHTMLParser

    return LexborHTMLParser(decode_html(data, shown, encoding, said))


def parse_pages(pages: list[tuple[bytes, str]], encoding: str | None = None, said: list | None = None) -> list:
    """The trees of one book's pages ((bytes, name in messages)), each parsed once; with `said`, their Cyrillic read
    back as one book's where it went through the wrong code page (decode_pages)."""
    from selectolax.lexbor import LexborHTMLParser

    return [LexborHTMLParser(text) for text in decode_pages(pages, encoding, said)]


def read_tree(tree, shown: str) -> Extracted:
    """A parsed page's text. The tree's last reader: links to the page's own anchors are rewritten in it."""
    body = tree.body
    if body is None:
        raise LawrefError.labelled("html_no_body", path=shown)
    _own_anchors(body, shown.replace("\\", "/").rsplit("/", 1)[-1])
    builder = TextBuilder()
    read_body(builder, body, shown)
    return Extracted(text=builder.text(shown, "no_text_html"),
                     encoding="html", removals=builder.removals(), title=_title(tree))


def _own_anchors(body, name: str) -> None:
    """A link to an anchor of the page itself written with the page's name, `law70.html#id7` (what `wget -k`
    makes of `#id7` in a saved page): `#id7`, as a browser reads it (a note's call, a heading's permalink)."""
    if not name:
        return
    for link in body.css("a[href]"):
        href = (link.attributes.get("href") or "").strip()
        path, hash_, anchor = href.partition("#")
        if hash_ and "://" not in path and unquote(path).rsplit("/", 1)[-1].lower() == name.lower():
            link.attrs["href"] = "#" + anchor


def read_body(builder: TextBuilder, body, shown: str) -> None:
    """Walk one page's <body> into `builder` (an EPUB's chapters go one after another into one builder). A page
    that is a typed text in one <pre> (_typed_book) is that <pre>: the library's words around it are its
    header and footer."""
    typed = _typed_book(body)
    if typed is not None:
        before, after = _around(body, typed)
        builder.remove("html-header", before)
    walker = _Walker(builder, _footnotes(body))
    walker.banner = _banner(body)
    try:
        walker.visit(typed, pre=True) if typed is not None else walker.visit(body)
    except RecursionError:
        raise LawrefError.labelled("html_too_deep", path=shown) from None
    walker.flush(verbatim=typed is not None)
    walker.write_notes()
    if typed is not None:
        builder.remove("html-footer", after, line=len(builder.lines) + 1)


_TYPED_SHARE = 0.9  # of the page's words in its one <pre>: the page is that typed text


def _typed_book(body):
    """The page's one <pre> when it holds nearly all its words (lib.ru's page of a DOS text, libru1998: the menu,
    the author and title, the rating and the counters around it are the library's, as a reader sees the typed
    text start and end), else None. A <pre> among a page's own paragraphs (a bidding diagram) is no book."""
    pres = [node for node in body.css("pre") if all_text(node)]
    if len(pres) != 1:
        return None
    inside, whole = len(_WORDS.findall(all_text(pres[0]))), len(_WORDS.findall(all_text(body)))
    return pres[0] if whole and inside >= _TYPED_SHARE * whole else None


_WORDS = re.compile(r"\w+")


def _around(body, pre) -> tuple[str, str]:
    """The page's text before and after its <pre>, as a browser shows it."""
    inside = {node.mem_id for node in pre.traverse(include_text=True)}
    before: list[str] = []
    after: list[str] = []
    seen = False
    for node in body.traverse(include_text=True):
        if node.mem_id in inside:
            seen = True
        elif node.tag == "-text":
            (after if seen else before).append(node.text_content or "")
    return " ".join(" ".join(before).split()), " ".join(" ".join(after).split())


def node_roles(node) -> set[str]:
    attrs = node.attributes
    return {*(attrs.get("epub:type") or "").lower().split(), *(attrs.get("role") or "").lower().split(),
            *(attrs.get("class") or "").lower().split(), *_WORD_ELEMENTS.get(_mso_element(node), ())}


def _mso_element(node) -> str:
    m = _MSO_ELEMENT.search(node.attributes.get("style") or "")
    return m[1].lower() if m else ""


def _footnotes(body) -> dict[str, object]:
    """"#x" -> the note element, for the notes a call in this page points to: the element of id x, or the note
    that holds the anchor named x (Word's `<a name="_ftn1">` at the start of its note)."""
    targets = {}
    for node in body.css("[id]"):
        targets.setdefault(node.attributes.get("id") or "", node)
    for node in body.css("a[name]"):
        targets.setdefault(node.attributes.get("name") or "", node)
    notes, calls, backs = {}, set(), set()
    for link in body.css("a[href^='#']"):  # in document order: of two linked numbers the call comes first
        fragment = (link.attributes.get("href") or "")[1:]
        target = targets.get(fragment)
        if target is None or link.mem_id in backs or target.mem_id in calls:
            continue  # (a link to a call is the way back from its note)
        if _is_call(link, target):
            node = _note_of(target)
            if target.tag == "a" and _heads_notes(node):  # the block of all the notes, under their heading
                node = _note_around(target, link)
                notes[fragment] = _Note(node, None, _note_text_after(node))
            else:
                notes[fragment] = _Note(node, None)
            calls.add(link.mem_id)
            continue
        back = _link_back(link, target)
        if back is not None and _CALL_TEXT.fullmatch(all_text(link) or "-"):
            backs.add(back.mem_id)
            calls.add(link.mem_id)
            node = _note_around(target, link)
            notes[fragment] = _Note(node, back.mem_id, _note_text_after(node))
    notes.update(_superscript_notes(body))
    notes.update(_numbered_notes(body, targets, notes))
    return notes


def _numbered_notes(body, targets: dict, found: dict) -> dict[str, object]:
    """"ref:ID" -> the note of a call marked as one (`role="doc-noteref"`, `class="footnote-ref"`) whose link
    finds no note of its own on the page (it leads to another page's note of the same name: a print page whose
    every Law numbers its notes from 1 under the same ids, made into a book that kept the first of them): the
    note of the call's number in the first notes block after it (`role="doc-endnotes"`, `class="footnotes"`),
    as a reader finds a note by its number under the text."""
    out: dict[str, object] = {}
    links = []
    for link in body.css("a[href]"):
        href = link.attributes.get("href") or ""
        fragment = href.partition("#")[2]
        pointed_here = href.startswith("#") and (fragment in found or fragment in targets)
        if node_roles(link) & NOTEREF_ROLES and not pointed_here:
            links.append(link)
    if not links:
        return out
    order = {node.mem_id: k for k, node in enumerate(body.css("*"))}
    blocks = [node for node in body.css("div, section, aside, ol, ul") if node_roles(node) & NOTES_ROLES]
    for link in links:
        label = all_text(link).strip("[]() ")
        block = next((b for b in blocks if order.get(b.mem_id, -1) > order.get(link.mem_id, 0)), None)
        if not label.isdigit() or block is None:
            continue
        items = [node for node in block.css("li") if _list_of_notes(node) == block.mem_id]
        if 1 <= int(label) <= len(items):
            out[f"ref:{link.mem_id}"] = _Note(items[int(label) - 1], None)
    return out


def _list_of_notes(item) -> int | None:
    """The notes block a list item of notes stands in (the nearest one around it)."""
    node = item.parent
    while node is not None:
        if node_roles(node) & NOTES_ROLES:
            return node.mem_id
        node = node.parent
    return None


_NOTE_BLOCKS = "p, div, li, dd, td"
_SUP_CALL = re.compile(r"(?:\d{1,3}|\*{1,3})\)?")


def _superscript_notes(body) -> dict[str, object]:
    """"sup:N" -> the note of an unlinked call (a print page's `нарушением<sup>1)</sup>`): a superscript number
    or star (a bracket after it or not), and the first paragraph after the paragraph that holds it opening
    with that same call and a space (`<p>1) Сноска</p>` under the Law); the next call of that number
    looks for a note after this one. A superscript whose note is not found is text (`м<sup>2</sup>`)."""
    out: dict[str, object] = {}
    waiting: list = []  # calls whose note is looked for, in document order
    taken: set[int] = set()
    notes: list = []  # the notes found: the number that opens each is its label, no call
    targets = {node.attributes.get("id") for node in body.css("[id]")} | \
        {node.attributes.get("name") for node in body.css("a[name]")}
    for node in body.css(f"sup, {_NOTE_BLOCKS}"):
        if node.tag == "sup":
            text = all_text(node).strip()
            if _SUP_CALL.fullmatch(text) and not _inside_link(node, targets) \
                    and not any(_opens(note, node) for note in notes):
                waiting.append((node, text))
            continue
        if node.mem_id in taken or not waiting or any(_holds(node, call) for call, _ in waiting) or \
                any(inner.mem_id != node.mem_id for inner in node.css(_NOTE_BLOCKS)):  # each note its own
            continue
        opening = (node.text(separator=" ") or "").lstrip()
        for index, (call, text) in enumerate(waiting):
            if opening.startswith(text) and opening[len(text):len(text) + 1].isspace():
                out[f"sup:{call.mem_id}"] = _Note(node, None)
                taken.add(node.mem_id)
                notes.append(node)
                del waiting[index]
                break
    return out


def _inside_link(node, targets=None) -> bool:
    """Is `node` inside a link (with `targets`, the ids and anchor names of the page: a link that goes somewhere;
    a link to a fragment the page does not have, «<a href="#fn">1</a>», goes nowhere: its number is a plain
    call)?"""
    node = node.parent
    while node is not None:
        if node.tag == "a":
            href = node.attributes.get("href") or ""
            return targets is None or not href.startswith("#") or href[1:] in targets
        node = node.parent
    return False


def _opens(note, sup) -> bool:
    """Is `sup` the number that opens the note `note` (its label, not a call)?"""
    return _holds(note, sup) and (note.text(separator=" ") or "").lstrip().startswith(all_text(sup).strip())


def _holds(node, inner) -> bool:
    while inner is not None:
        if inner.mem_id == node.mem_id:
            return True
        inner = inner.parent
    return False


class _Note:
    """A note a call points to: its element, and the link in it back to the call (dropped with the call)."""

    def __init__(self, node, back: int | None, more: tuple = ()):
        self.node, self.back, self.more = node, back, more  # more: the blocks of its text after a label alone

    @property
    def nodes(self) -> tuple:
        return (self.node, *self.more)


def _link_back(link, target):
    """The link at the call's target that points back to the call (`<a name="sdfootnote1anc"
    href="#sdfootnote1sym">1</a>` in the text, `<a name="sdfootnote1sym" href="#sdfootnote1anc">1</a>` at the
    note, LibreOffice's «Save as HTML»): a call and its note link to each other, whatever their class names."""
    names = {link.attributes.get("name"), link.attributes.get("id")} - {None, ""}
    said, holder = all_text(link), link.parent
    while holder is not None and holder.tag not in ("body", "html") and all_text(holder) == said:
        # the way back may lead to what holds the call alone (`<sup id="r1"><a href="#n1">1</a></sup>`: Kindle's)
        names |= {holder.attributes.get("id"), holder.attributes.get("name")} - {None, ""}
        holder = holder.parent
    if not names:
        return None
    for node in (target, *target.css("a[href^='#']")):
        if node.tag == "a" and (node.attributes.get("href") or "")[1:] in names:
            return node
    return None


def _note_around(target, call):
    """The note that holds a linked-back target: the largest block around it that holds neither the call nor
    another link (another note's link back: a note of several paragraphs in its own <div>; a bare paragraph
    among others else), nor the heading over the notes («Footnotes», «Примечания»: the notes', not this note's)."""
    node = target if target.tag != "a" else target.parent
    while node.parent is not None and node.parent.tag not in ("body", "html"):
        parent = node.parent
        if any(a.mem_id == call.mem_id for a in parent.css("a")) or len(parent.css("a[href^='#']")) > 1 or \
                _heads_notes(parent):
            break
        node = parent
    return node


_HEADING_TAGS = "h1, h2, h3, h4, h5, h6"
_HEADING_TAG_NAMES = tuple(tag.strip() for tag in _HEADING_TAGS.split(","))


def _notes_block_headings(block, note_nodes: set[int]) -> list:
    """The notes headings of a block that holds only them, its notes (`note_nodes`) and rules; else []."""
    if block is None:
        return []
    headings = [child for child in block.iter() if child.tag in _HEADING_TAG_NAMES
                and is_notes_heading(all_text(child))]
    rest = [child for child in block.iter() if child.mem_id not in note_nodes and child.tag != "hr"
            and all(child.mem_id != h.mem_id for h in headings) and (child.text(separator=" ") or "").strip()]
    return headings if headings and not rest else []


def _heads_notes(node) -> bool:
    """Does the block hold the heading over the notes («Footnotes», «Примечания»)?"""
    return any(is_notes_heading(all_text(h)) for h in node.css(_HEADING_TAGS))


def _note_text_after(node) -> tuple:
    """A note whose block is its label alone («<h5><a href="#DOCF1">(1)</a></h5>», makeinfo's) goes on in the
    blocks after it, up to the next note's label (a block holding a link) or a heading; else nothing more."""
    if not _CALL_TEXT.fullmatch(all_text(node) or "-"):
        return ()
    more = []
    sibling = node.next
    while sibling is not None:
        if not sibling.tag.startswith("-"):
            if sibling.tag in _HEADING_TAG_NAMES or sibling.css("a[href]") or sibling.tag == "a":
                break
            more.append(sibling)
        sibling = sibling.next
    return tuple(more)


def _note_of(target):
    """The note a call's target stands for: the target itself, or (an anchor inside a note) the note around it."""
    if target.tag != "a":
        return target
    node = target.parent
    while node is not None:
        if node_roles(node) & NOTE_ROLES:
            return node
        node = node.parent
    return target.parent


def _is_call(link, target) -> bool:
    """A link to a footnote: marked so, or a short number or star linking to an element marked as a note (or
    inside a footnotes block)."""
    if node_roles(link) & NOTEREF_ROLES:
        return True
    if not _CALL_TEXT.fullmatch(all_text(link) or "-"):
        return False
    node = target
    while node is not None:
        if node_roles(node) & (NOTE_ROLES | NOTES_ROLES):
            return True
        node = node.parent
    return False


def decode_html(data: bytes, shown: str, encoding: str | None, said: list | None = None) -> str:
    """The page as text: a BOM or --encoding decides, then <meta charset>, then detection as for .txt.

    With `said` (a list the page's `check` rows go to) and no --encoding, Cyrillic that went through the wrong
    code page is read back, each run of text between tags by itself (lawref.corpus.mojibake: a CMS's article
    encoded twice in a right template), before the markup is read, so that no no-break space of the mojibake is
    taken for a space. A declared single-byte charset the bytes contradict (a cp866 text pasted into a page that
    says windows-1251: its «Ш», 0x98, is no windows-1251) is read as a browser shows it, each byte the charset
    lacks the C1 control of its number; a control left after reading back is refused as before."""
    return decode_pages([(data, shown)], encoding, said)[0]


def decode_pages(pages: list[tuple[bytes, str]], encoding: str | None, said: list | None = None) -> list[str]:
    """The pages of one book (a saved site's, a thread's: (bytes, name in messages)), each decoded as decode_html
    decodes a page; with `said`, read back as one book (lawref.corpus.mojibake.read_back_pages: one chain for every
    page where the pages agree), a `check` row for each page read back."""
    from lawref.corpus.decode import decode

    if said is None or encoding is not None:
        return [decode(data, shown, declared_charset(data, encoding))[0] for data, shown in pages]
    from lawref.corpus import mojibake

    texts, contradicted = [], []
    for data, shown in pages:
        charset = declared_charset(data, encoding)
        try:
            texts.append(decode(data, shown, charset)[0])
            contradicted.append(None)
        except LawrefError as err:
            if charset is None or not mojibake.single_byte(charset) or err.key != "undecodable":
                raise
            contradicted.append(err)
            texts.append(data.decode(charset, mojibake.C1).replace("\r\n", "\n").replace("\r", "\n"))
    names = [shown for _, shown in pages]
    texts, reads = mojibake.read_back_pages(texts, names, markup=True)
    for text, err in zip(texts, contradicted):
        if err is not None and mojibake.C1_LEFT.search(text):
            raise err
    said.extend(mojibake.said(read, name) for read, name in zip(reads, names) if read is not None)
    return texts


def declared_charset(data: bytes, encoding: str | None) -> str | None:
    """The page's charset: --encoding, else (no BOM) its <meta charset> where Python knows the name, else None
    (detected)."""
    if encoding is not None or data.startswith((codecs.BOM_UTF8, codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return encoding
    m = _META_CHARSET.search(data[:8192])
    if m:
        name = m[1].decode("ascii").lower()
        try:
            codecs.lookup(name)
            return name
        except LookupError:
            pass  # an unknown charset name in the page: detect instead
    return None


def _title(tree) -> str:
    for selector in ("h1", "title"):
        node = tree.css_first(selector)
        if node is not None:
            title = _HTML_SPACE.sub(" ", node.text(separator=" ")).strip()
            if title:
                return title
    return ""


def _bracketed_call(sup):
    """The one link in a superscript that holds nothing else but brackets round it («[1]»), else None."""
    links = [node for node in sup.iter() if node.tag == "a" and (node.attributes.get("href") or "").startswith("#")]
    if len(links) != 1 or all_text(sup).strip() != f"[{all_text(links[0]).strip()}]":
        return None
    return links[0]


class _Walker:
    """Visits the body in document order, collecting inline text into the current paragraph."""

    def __init__(self, builder: TextBuilder, notes: dict | None = None):
        self.builder = builder
        self.buffer: list[str] = []  # inline text of the paragraph being read; "\n" is a line break
        self.counters: list[list] = []  # per open <ol>: [next number, type, labels shown]
        self.notes = notes or {}  # id -> _Note, for the notes this page calls
        self.note_nodes = {node.mem_id for note in self.notes.values() for node in note.nodes}
        # the heading over the notes («Footnotes») in a block that holds nothing else: the notes go to their calls
        self.notes_headings = {h.mem_id for note in self.notes.values()
                               for h in _notes_block_headings(note.node.parent, self.note_nodes)}
        self.back = None  # mem_id of the link back to the call, in the note this walker reads
        self.called: list[object] = []  # notes called in the paragraph being read
        self.prefix = ""  # put before the next paragraph's text (a note's `<*> `)
        self.note_of = False  # this walker reads a note
        self.label = ""  # the note's number as its call shows it, dropped from the note's start (`1 Сноска`)
        self.waiting: list[tuple[object, str]] = []  # notes the passage being read calls, written where it ends
        self.banner = None  # mem_id of the site's banner over the page (_banner)
        self.item_label = ""  # an <ol> item's label, put before the item's first text (in its first <p> too)

    def flush(self, verbatim: bool = False) -> None:
        text = "".join(self.buffer)
        self.buffer = []
        if text.strip():
            if self.item_label and self.prefix and self.note_of:
                # a note's number as its list draws it, whatever its call says (a wiki's print numbers its calls on
                # through the page, «[3]», each part's list of notes from 1): the note's label, not its words
                self.builder.remove(FOOTNOTE_LABEL, self.item_label.strip())
                self.item_label = ""
            if self.item_label:
                text, self.item_label = self.item_label + text.lstrip(), ""
            if self.prefix:
                text = text.lstrip()
                # the number as the call shows it, or the brackets left around it when the number was the link
                # back to the call (docutils' `[<a role="doc-backlink">1</a>]`), or the full stop after it
                # (asciidoctor's `<a href="#_footnoteref_1">1</a>. Сноска`, its classes renamed by Calibre)
                number = re.match(rf"(?:[\[(]?{re.escape(self.label)}[\]).]?|\[\s*\]|\(\s*\)|\.)(?:\s+|$)", text) \
                    if self.label else None
                if number:
                    self.builder.remove(FOOTNOTE_LABEL, number[0])
                    text = text[number.end():]
                if not text.strip():  # the note's label alone before its first paragraph: the mark goes on it
                    return
                text, self.prefix = self.prefix + text, ""
            if self.waiting and ends_a_passage(text):
                self.write_notes()
            if verbatim:  # a <pre>'s blank lines part its paragraphs, as on the typed page (a rule's notes end so)
                for block in re.split(r"\n[^\S\n]*\n", text):
                    self.builder.paragraph(block.split("\n"), verbatim=True)
            else:
                self.builder.paragraph(text.split("\n"), verbatim=verbatim)
        self.waiting += self.called
        self.called = []

    def write_notes(self) -> None:
        waiting, self.waiting = self.waiting, []
        for note, label in waiting:
            self.builder.paragraph([FOOTNOTE_RULE])
            note_walker = _Walker(self.builder)
            note_walker.prefix, note_walker.note_of, note_walker.label = FOOTNOTE_MARK + " ", True, label
            note_walker.back = note.back
            for node in note.nodes:  # each block of the note a paragraph of it
                note_walker.visit(node)
                note_walker.flush()

    def call(self, link) -> bool:
        """A footnote call: `<*>` in the text, its note queued for after the paragraph."""
        target = f"sup:{link.mem_id}" if link.tag == "sup" else (link.attributes.get("href") or "")[1:]
        if f"ref:{link.mem_id}" in self.notes:  # a call found by its number (_numbered_notes)
            target = f"ref:{link.mem_id}"
        label = all_text(link)
        if target not in self.notes and link.tag == "sup" and (inner := _bracketed_call(link)) is not None:
            # the link in brackets the superscript sets round it (asciidoctor's `<sup>[<a href="#…">1</a>]`):
            # the brackets are the call's, as a reader sees «[1]»
            target = (inner.attributes.get("href") or "")[1:]
        if target not in self.notes:
            return False
        self.builder.remove(FOOTNOTE_CALL, label, self.builder.next_line)
        self.buffer.append(FOOTNOTE_MARK)
        self.called.append((self.notes.pop(target), label.strip("[]() ")))
        return True

    def visit(self, node, pre: bool = False) -> None:
        for child in node.iter(include_text=True):
            tag = child.tag
            if tag == "-text":
                text = child.text_content or ""
                self.buffer.append(text if pre else _HTML_SPACE.sub(" ", text))
                continue
            if tag.startswith("-") or tag in ("head", "title", "meta", "link"):
                continue  # comments, doctype; metadata is not body text
            if tag in ("a", "sup") and self.notes and self.call(child):
                continue
            if self.note_nodes and child.mem_id in self.note_nodes:
                continue  # a note called from the text: written after the paragraph that calls it
            if self.notes_headings and child.mem_id in self.notes_headings:
                self.flush()
                self.builder.remove(NOTES_HEADING, all_text(child))
                continue
            if self.note_of and (node_roles(child) & BACKLINK_ROLES or child.mem_id == self.back):
                self.builder.remove("footnote-backlink", all_text(child))
                continue
            if tag == "a" and _permalink(child):
                self.builder.remove("html-permalink", all_text(child))  # inline: the paragraph goes on
                continue
            kind = "html-header" if child.mem_id == self.banner else dropped_kind(child)
            if kind:
                self.flush()
                self.builder.remove(kind, all_text(child))
                continue
            if tag == "br":
                self.buffer.append("\n")
                continue
            if tag == "table" and (is_hand_table(grid := _cells(child)) or is_auction_table(grid)):  # a hand diagram
                # or an auction set out in a table
                self.flush()
                self.builder.paragraph(grid_lines(grid), verbatim=True)  # its grid, as printed
                continue
            block = tag in BLOCKS
            if block:
                self.flush()
            if tag in _EMPHASIS and not "".join(self.buffer).strip() and _run_in_head(child):
                # «<b><u>Раздел A. Старшинство карт</u></b> Карты каждой…»: a section's head set off by its type
                # alone, no stop after it: the head is a line of its own, the text under it (as the parser reads
                # «A. Title» over its lead-in)
                self.visit(child, pre)
                self.buffer.append("\n")
                continue
            if tag == "ol":
                self.counters.append(_list_counter(child))
            elif tag == "ul":
                self.counters.append([1, "", False])
            elif tag == "li" and self.counters:
                self._label(child)
            self.visit(child, pre or tag == "pre")
            if tag in ("ol", "ul"):
                self.counters.pop()
            if block:
                self.flush(verbatim=pre or tag == "pre")  # a <pre>'s lines as they stand

    def _label(self, item) -> None:
        counter = self.counters[-1]
        value = (item.attributes.get("value") or "").strip()
        if value.lstrip("-").isdigit():
            counter[0] = int(value)
        number, kind, shown = counter
        counter[0] += 1
        style = item.attributes.get("style") or ""
        if shown and not _NO_MARKER_STYLE.search(style) and not _TYPED_LABEL.match(_own_text(item)):
            # the label stands before the item's first text, also when that is a paragraph of its own
            # (docutils' `<li><p>…</p>`)
            self.item_label += format_label(kind, number) + " "


def _own_text(item) -> str:
    """A list item's own words, its nested lists aside: an item with no words of its own whose first sub-item types
    its label («<li><ul><li>(а) …») still shows its own number."""
    text = []
    for child in item.iter(include_text=True):
        if child.tag in ("ul", "ol"):
            break
        text.append(child.text(separator=" ") if child.tag != "-text" else (child.text_content or ""))
    return " ".join("".join(text).split())


_EMPHASIS = frozenset(("b", "strong", "u", "i", "em"))
_HEAD_ENDED = re.compile(r"[.!?:;…]\s*$")


def _run_in_head(node) -> bool:
    """An emphasised run opening its paragraph that is a section's head («Раздел A. Title», «A. Title») with no
    stop after the title, more text after it in the paragraph."""
    text = all_text(node).strip()
    if not SECTION.match(text) or _HEAD_ENDED.search(text):
        return False
    after = node.next
    while after is not None and not (after.text_content or "").strip():
        after = after.next
    return after is not None


# A heading's permalink: a link to an anchor of the page whose text is a mark alone, «¶» (Sphinx, docutils),
# «#», «§», «🔗», at the end of its heading or paragraph (shown on hover beside it; no word of the book)
_PERMALINK_MARKS = frozenset({"¶", "#", "§", "🔗"})


def _permalink(link) -> bool:
    if not (link.attributes.get("href") or "").startswith("#") or all_text(link).strip() not in _PERMALINK_MARKS:
        return False
    after = link.next
    while after is not None and not (after.text_content or "").strip():
        after = after.next
    return after is None


def _list_counter(ol) -> list:
    attrs = ol.attributes
    start = (attrs.get("start") or "").strip()
    kind = (attrs.get("type") or "").strip() or \
        next((_CLASS_TYPE[name] for name in (attrs.get("class") or "").lower().split() if name in _CLASS_TYPE), "1")
    style = attrs.get("style") or ""
    if m := _LIST_STYLE.search(style):
        kind = _STYLE_TYPE.get(m[1].lower(), kind)
    shown = not _NO_MARKER_STYLE.search(style)
    return [int(start) if start.lstrip("-").isdigit() else 1, kind, shown]


def dropped_kind(node) -> str | None:
    """The removal kind when the element is page furniture, else None."""
    tag, attrs = node.tag, node.attributes
    if tag in DROPPED_TAGS:
        return DROPPED_TAGS[tag]
    if tag in ("header", "footer") and (tag == "footer" or not _inside_sectioning(node)):
        return f"html-{tag}"
    if tag in ("thead", "tfoot") and _lays_out_a_book(node.parent):
        return "html-header" if tag == "thead" else "html-footer"
    role = (attrs.get("role") or "").strip().lower()
    if role in DROPPED_ROLES:
        return DROPPED_ROLES[role]
    if "hidden" in attrs or _HIDDEN_STYLE.search(attrs.get("style") or "") or attrs.get("aria-hidden") == "true":
        return "html-hidden"
    names = " ".join(attrs.get(a) or "" for a in ("class", "id", "aria-label")).split()
    for name in names:
        if _FOOTER_CLASS.search(name):
            return "html-footer"
        if m := _MENU_CLASS.search(name):
            return "html-breadcrumbs" if m[1].lower().startswith("breadcrumb") else "html-menu"
    if tag in ("ul", "ol", "p", "div", "dl", "table", "tr", "td", "center", "font", "small", "span") \
            and all_links(node) or tag == "tr" and _named_bar_row(node) or tag in ("ul", "ol") and _page_list(node) \
            or tag in ("div", "p", "td", "center") and _named_bar(node):
        return "html-menu"
    if tag == "tr" and _banner_row(node) or tag in ("a", "p", "div", "span", "b", "strong") and _name_over_menu(node):
        return "html-header"
    # its text, made once for the three tests below that read it (each made it again: a page's body laid out as
    # one <div> or <td> is all of the page's text)
    text = all_text(node) if tag in ("p", "div", "nav", "small", "font", "span", "td") \
        or tag == "center" and node.css("a") else ""
    if tag in ("p", "div", "td", "center", "font", "small", "span") and node.css("a") and is_link_bar(text):
        return "html-menu"  # a bar of links with a plain item among them: «Версия для печати | Просмотров: 1843»
    if tag in ("p", "div", "nav", "small", "font", "span", "td") and _trail(node, text):
        return "html-breadcrumbs"  # «ФСБ Верхнекамска › Документы › Правила 2017»: steps linked but the page's own
    if tag in ("p", "div", "small", "font", "span") and is_update_line(text):
        return "html-updated"
    if tag in ("p", "div", "center") and _top_link(node):
        return "html-menu"
    return None


_BANNER_TEXT = 200  # characters: a banner is a name and a line or two


def _banner(body) -> int | None:
    """The site's banner over the page (mem_id): a table of one cell holding the page's first text, a short
    one with no link, whose first line the page says again below as a line of its own (the association's name
    over the page, then again on the book's title page: «АССОЦИАЦИЯ БРИДЖА ВЕРХНЕКАМСКОГО КРАЯ» over its address
    «Краснокамск-на-Вишере · клуб … · ул. Заводская, 14»)."""
    texts = [node for node in body.traverse(include_text=True) if node.tag == "-text" and
             (node.text_content or "").strip()]
    if not texts:
        return None
    table = texts[0].parent
    while table is not None and table.tag != "table":
        table = table.parent
    if table is None or len(table.css("td, th")) != 1 or table.css("a") or \
            len(all_text(table).strip()) > _BANNER_TEXT:
        return None
    first = " ".join(texts[0].text_content.split())
    inside = {node.mem_id for node in table.traverse(include_text=True)}
    again = any(node.mem_id not in inside and " ".join((node.text_content or "").split()) == first for node in texts)
    return table.mem_id if again else None


def _trail(node, text: str) -> bool:
    """A breadcrumb trail with no class that names it: two page names or more parted by one spaced mark
    (headings.breadcrumb_trail), every name but the last (the page itself) a link. `text`: its all_text."""
    names = breadcrumb_trail(text, steps=2)
    return bool(names) and len([link for link in node.css("a") if all_text(link).strip()]) >= len(names) - 1


def _top_link(node) -> bool:
    """A paragraph that is one link to the page's top («Наверх»: `#top`, which a browser takes to the top when no
    element is so named, or `#`): navigation, however often the page has it."""
    links = node.css("a")
    return len(links) == 1 and (links[0].attributes.get("href") or "").strip().lower() in ("#", "#top") and \
        " ".join(all_text(node).split()) == " ".join(all_text(links[0]).split())


def _lays_out_a_book(table) -> bool:
    """A table that holds the text's headings in its body (a print page laid out as one table): its <thead>
    and <tfoot> are the page's running head and foot (a browser prints them on every page), not a table's."""
    return table is not None and table.tag == "table" and any(
        heading.parent is not None for body in table.css("tbody") for heading in body.css("h1, h2, h3, h4"))


def _inside_sectioning(node) -> bool:
    parent = node.parent
    while parent is not None:
        if parent.tag in _SECTIONING:
            return True
        parent = parent.parent
    return False


def all_links(node) -> bool:
    """True for a menu: two or more links, and no text outside links but separators."""
    links = 0
    outside = []
    stack = [node]
    while stack:
        current = stack.pop()
        for child in current.iter(include_text=True):
            if child.tag == "a":
                links += 1
            elif child.tag == "-text":
                outside.append(child.text_content or "")
            elif not child.tag.startswith("-"):
                stack.append(child)
    text = "".join(outside)
    name = _LINK_BAR_NAME.match(text)
    return links >= 2 and _LINK_SEPARATORS.fullmatch(text[name.end():] if name else text) is not None


def _named_bar(node) -> bool:
    """A bar of links under the site's name set before it on a line of its own («<b>Федерация спортивного бриджа
    Поволжья</b><br><a>Главная</a><a>Новости</a>…»), as _named_bar_row's in a table's row: two links or more, no
    text after the first but separators, before it a short name (six words at most, no figure, no sentence's end)."""
    links, before, after, blocks = 0, [], [], []

    def walk(current) -> None:  # in document order: the name is what stands before the first link
        nonlocal links
        for child in current.iter(include_text=True):
            if child.tag == "a":
                links += 1
            elif child.tag == "-text":
                (after if links else before).append(child.text_content or "")
            elif not child.tag.startswith("-"):
                if child.tag not in _INLINE:
                    blocks.append(child)  # a name in a paragraph of its own over a list: a heading, the book's
                walk(child)

    walk(node)
    name = " ".join("".join(before).split())
    return links >= 2 and not blocks and 0 < len(name.split()) <= 6 and not re.search(r"\d|[.!?:;]$", name) \
        and _LINK_SEPARATORS.fullmatch("".join(after)) is not None


_INLINE = frozenset({"b", "strong", "i", "em", "span", "font", "br", "small", "big", "u", "img", "nobr"})


def _page_list(listing) -> bool:
    """A list of links to other pages, one link an item and nothing else, however short: a chapter page's list of
    its Laws' pages (Sphinx's toctree of one Law), a contents list."""
    items = [child for child in listing.iter() if child.tag == "li"]
    for item in items:
        links = item.css("a")
        if len(links) != 1 or " ".join(all_text(item).split()) != " ".join(all_text(links[0]).split()):
            return False
        href = (links[0].attributes.get("href") or "").strip()
        if not href or href.startswith("#") or not all_text(links[0]).strip():
            return False
    return bool(items)


def _named_bar_row(row) -> bool:
    """A table row that is a bar of links with its name in a cell of its own beside it («СЕВЕРОГОРСКАЯ ЛИГА
    СПОРТИВНОГО БРИДЖА» | «Главная | Турниры | …»), as «Бридж-клуб «Маяк» | Главная» in one cell: a cell all
    links, the others a short name (six words at most, no figure, no sentence's end)."""
    cells = [child for child in row.iter() if child.tag in ("td", "th")]
    menus = [cell for cell in cells if all_links(cell)]
    if not menus or len(menus) == len(cells):
        return False
    names = [" ".join(all_text(cell).split()) for cell in cells if cell not in menus]
    return all(not name or len(name.split()) <= 6 and not re.search(r"\d|[.!?:;]$", name) for name in names)


def _sibling(node, step: str):
    """The next (`step` "next") or previous ("prev") element beside `node`, text between passed by."""
    node = getattr(node, step)
    while node is not None and node.tag.startswith("-"):
        node = getattr(node, step)
    return node


def _banner_row(row) -> bool:
    """The first row of a page laid out in a table, over a row that is the site's bar of links: the site's
    banner (its name, its address: «♠ ♥ Клуб спортивного бриджа «МИЗЕР» ♦ ♣» / «Краснозёрск · ул. Заводская,
    14»), as a reader takes what stands above the site's menu; short (40 words at most), no heading in it."""
    below = _sibling(row, "next")
    if _sibling(row, "prev") is not None or below is None or below.tag != "tr":
        return False
    if not (all_links(below) or _named_bar_row(below) or below.css("a") and is_link_bar(all_text(below))):
        return False  # (the bar may show the page it is on as plain text: «Главная | … | Библиотека | Контакты»)
    return not row.css(_HEADING_TAGS) and 0 < len(all_text(row).split()) <= 40


def _name_over_menu(node) -> bool:
    """The site's name over its menu (priok2022's «<a class="site-name" href="/">Федерация …</a><nav>…»): one link,
    short, the first thing in its block, the next element beside it the site's menu (a <nav>, a bar of links). A
    reader takes what stands above the site's menu as the site's, as _banner_row does in a table's rows."""
    before = node.prev
    while before is not None and (before.tag.startswith("-") and not (before.text_content or "").strip()):
        before = before.prev
    below = _sibling(node, "next")
    if before is not None or below is None:
        return False
    links = [node] if node.tag == "a" else node.css("a")
    if len(links) != 1:
        return False
    text = " ".join(all_text(node).split())
    if not text or text != " ".join(all_text(links[0]).split()) or len(text.split()) > 8:
        return False
    return dropped_kind(below) in ("html-nav", "html-menu")


def all_text(node) -> str:
    """An element's text as a browser shows it, on one line: inline pieces joined as they stand, blocks and
    line breaks with a space (so "при<b>мер</b>" stays one word)."""
    return _HTML_SPACE.sub(" ", _joined(node, " ")).strip()


def _lines(node) -> list[str]:
    """An element's lines as a browser shows them: a line break and each block open a line."""
    return [" ".join(line.split()) for line in _joined(node, "\n").split("\n") if line.strip()]


def _cells(table) -> list[list[list[str]]]:
    """A table's rows (its own, not a table's inside a cell), each its cells, each cell its lines."""
    rows = [row for row in table.css("tr") if _closest(row, "table").mem_id == table.mem_id]
    return [[_lines(cell) for cell in row.iter() if cell.tag in ("td", "th")] for row in rows]


def _closest(node, tag: str):
    parent = node.parent
    while parent is not None and parent.tag != tag:
        parent = parent.parent
    return parent


def _joined(node, sep: str) -> str:
    parts: list[str] = []
    stack = [node]
    while stack:
        current = stack.pop()
        if isinstance(current, str):
            parts.append(current)
            continue
        for child in reversed(list(current.iter(include_text=True))):
            if child.tag == "-text":
                stack.append(child.text_content or "")
            elif child.tag == "br":
                stack.append(sep)
            elif not child.tag.startswith("-"):
                if child.tag in BLOCKS:
                    stack.append(sep)
                stack.append(child)
                if child.tag in BLOCKS:
                    stack.append(sep)
    return "".join(parts)
