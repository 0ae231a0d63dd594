"""A book posted part by part: a forum thread's pages (phpBB's markup and the like) or a channel's messages (Telegram
Desktop's export, as HTML pages or as its result.json) -> ONE book's plain text lines.

How a reader reads it:
- **The pages are one book** (pages_in_order): pages given together that carry one title and say which page of how
  many each is («Страница 2 из 3») are read in that order; pages that lead to each other by a «next» link
  («След.», «Next messages», rel="next") in the order of the links. What stands around the posts on every page (the
  board's header, breadcrumbs, the thread's title, pagination, the login bar, the channel's name) is the page's,
  recorded as `thread-page`, not a second title page.
- **Only the book's posts** (book_posts): the thread is read post by post, and a post is the book's when it opens a
  part of the Laws in sequence: the book's title (a line in bold naming the Laws, before any part), a front heading
  («ПРЕДИСЛОВИЕ»), «ОПРЕДЕЛЕНИЯ», a Law's heading after the Law before it, «Продолжение Правила N» for the Law being
  read, or «(продолжение)» after a post that left its sentence unfinished. Another post (a member's question, a
  club's announcement, the schedule, a forwarded post, «Канал создан») is the thread's other news
  (`thread-other-post`), whoever wrote it.
- **Only the book's words** in a book post: a quote of an earlier post (`blockquote`), the signature under a rule,
  the author's block (name, rank, «Сообщений:», avatar), «Последний раз редактировалось …», reactions: the
  board's (`thread-post-furniture`, `thread-quote`). «Продолжение Правила N» is a label over the part
  (`thread-continued`); «(продолжение)» joins the message to the sentence the one before left unfinished.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from lawref.corpus.formats import Extracted, in_line_order
from lawref.errors import LawrefError, os_reason
from lawref.model import Removal

PAGE_SUFFIXES = (".htm", ".html", ".xhtml", ".pdf")  # a thread's pages as saved, or as printed
_TAG = re.compile(rb"<[^>]*>")
_TITLE = re.compile(rb"<title[^>]*>(.*?)</title>", re.I | re.S)
_LINK = re.compile(rb"""<a\s([^>]*?)href\s*=\s*["']([^"'#?]+)["']([^>]*)>(.*?)</a>""", re.I | re.S)


@dataclass(frozen=True)
class Words:
    """The words a thread's pages say of themselves (data/thread_words.toml), as patterns."""

    page_of: re.Pattern  # «Страница 2 из 3»: which page of the thread this is (groups: the page, the count)
    next_page: re.Pattern  # a link's whole words that lead to the next page
    continued_law: re.Pattern  # «Продолжение Правила 12» (group: the Law's number)
    run_on: re.Pattern  # «(продолжение) »
    edited: re.Pattern  # «Последний раз редактировалось …»
    title: re.Pattern  # a word naming the Laws
    forwarded: str  # «Переслано из»
    no_title: re.Pattern  # «Exported Data»


@lru_cache(maxsize=1)
def thread_words() -> Words:
    import tomllib
    from importlib import resources

    data = tomllib.loads(resources.files("lawref").joinpath("data", "thread_words.toml").read_text("utf-8"))

    def either(key: str) -> str:  # longest first, so «Next messages» is not read as «Next»
        return "|".join(r"\s+".join(map(re.escape, w.split())) for w in sorted(data[key], key=len, reverse=True))

    return Words(
        page_of=re.compile(rf"(?:{either('page')})\s+(\d{{1,4}})\s+(?:{either('page_of')})\s+(\d{{1,4}})\b", re.I),
        next_page=re.compile(rf"^(?:{either('next_page')})\s*[»>›→]*$", re.I),
        continued_law=re.compile(rf"^\(?(?:{either('continued_law')})\s+(\d{{1,3}})\)?\.?$", re.I),
        run_on=re.compile(rf"^\((?:{either('run_on')})\)\s*", re.I),
        edited=re.compile(rf"^(?:{either('edited')})\s", re.I),
        title=re.compile(rf"\b(?:{either('title')})", re.I),
        forwarded=data["forwarded"],
        no_title=re.compile(rf"^(?:{either('no_title')})$", re.I),
    )

# The markup of a post and of its words (a forum's and a channel export's), and what in a post is the board's.
POST_CLASSES = ("post", "message")
BODY_CLASSES = ("content", "text")
_BLOCKS = {"div", "p", "li", "ul", "ol", "dl", "dt", "dd", "h1", "h2", "h3", "h4", "h5", "h6", "table", "tr", "hr",
           "pre", "section", "article"}


@dataclass
class Post:
    """One post or message: its lines as shown, whether its first line is set in bold, what the board put in it."""

    lines: list[str]
    bold_first: bool = False
    furniture: list[str] = field(default_factory=list)  # the board's words in it (signature, author, edit notice)
    quotes: list[str] = field(default_factory=list)  # quoted posts
    forwarded: bool = False  # a post forwarded from elsewhere: never the book's
    service: bool = False  # a channel's service line (a date, «Канал создан», a pin): never the book's
    opening: bool = False  # the thread's opening post (a print shows no bold: its subject is the thread's own)
    removed: list[Removal] = field(default_factory=list)  # what its reader took out of it (a print's head, foot)
    who: str = ""  # a print's byline's author (a post printed has no markup to say what its signature is)
    body: list[list[str]] = field(default_factory=list)  # a print's paragraphs, before its board's words go
    last_on_page: bool = False  # a print's last post on its page: the board's footer follows it
    # its words with their type (size against the text's, bold), read into its lines' types only where the book's
    # first lines need them (join_posts: Extracted.types)
    styled: list[tuple[str, float, bool]] = field(default_factory=list)


# -- which files are pages of one book ---------------------------------------------------------------------------

def pages_in_order(paths: list[Path]) -> list[tuple[Path, ...]]:
    """The given files as books: pages of one thread (same folder, same title, each saying «Страница N из M», or
    leading to each other by «next» links) one book in their order, at the place of its first page; every other
    file a book of its own. Only files that share a folder and a title with another are looked into further; each
    is opened once (its title and, when another page shares it, which page it is, from the one reading)."""
    kinds: dict[tuple, list[Path]] = {}  # (folder, printed) -> the pages: a file alone of its kind is no thread
    for path in paths:
        if path.suffix.lower() in PAGE_SUFFIXES and path.is_file():
            kinds.setdefault((str(path.parent), path.suffix.lower() == ".pdf"), []).append(path)
    books: dict[Path, tuple[Path, ...]] = {}
    opened: list[_Page] = []
    try:
        titles: dict[tuple, list[_Page]] = {}
        for key, pages in kinds.items():
            for path in pages if len(pages) > 1 else ():
                page = _Page.open(path)
                opened.append(page)
                if page.title:
                    titles.setdefault((*key, page.title), []).append(page)
                else:  # no thread's page: its bytes are not kept while the others are read
                    page.close()
        for pages in titles.values():
            if len(pages) < 2:
                continue
            # a blog's journal pages are one book in any order: its entries are read by their dates (from_blog.py)
            order = (_ordered([page.path for page in pages], {page.path: page.info() for page in pages})
                     or _journal_pages(pages))
            for path in order or ():
                books[path] = tuple(order)
    finally:
        for page in opened:
            page.close()
    out, done = [], set()
    for path in paths:
        book = books.get(path, (path,))
        if book[0] in done:
            continue
        done.add(book[0])
        out.append(book)
    return out


def _journal_pages(pages: list[_Page]) -> list[Path] | None:
    """A blog's saved journal pages (from_blog.py knows them by their entries' marks), or None."""
    from lawref.corpus.formats.from_blog import is_journal_bytes

    return sorted(page.path for page in pages) if all(is_journal_bytes(page.data) for page in pages) else None


@dataclass
class _Page:
    """A saved or printed page opened once: its title, and which page of the thread it is when asked."""

    path: Path
    title: str = ""
    data: bytes = b""  # a saved page's bytes
    document: object = None  # a printed page's open PdfDocument

    @classmethod
    def open(cls, path: Path) -> _Page:
        """A saved page's <title>, a printed page's document title ("" when it has none or cannot be read)."""
        import pypdfium2 as pdfium

        page = cls(path)
        try:
            if path.suffix.lower() != ".pdf":
                page.data = path.read_bytes()
                m = _TITLE.search(page.data[:65536])
                page.title = " ".join(m[1].decode("utf-8", "replace").split()) if m else ""
            else:
                page.document = pdfium.PdfDocument(str(path))
                page.title = " ".join((page.document.get_metadata_dict().get("Title") or "").split())
        except (OSError, pdfium.PdfiumError):
            page.title = ""
        return page

    def info(self) -> tuple[int, int, list[str]]:
        """(page number, page count, names of the files its «next» links lead to)."""
        if self.document is not None:
            return _printed_page_info(self.document)
        return _saved_page_info(self.data)

    def close(self) -> None:
        self.data = b""
        if self.document is not None:
            self.document.close()
            self.document = None


def _saved_page_info(data: bytes) -> tuple[int, int, list[str]]:
    """Which page of the thread a saved page is («Страница 2 из 3»), and where its «next» links lead."""
    text = " ".join(_TAG.sub(b" ", data).decode("utf-8", "replace").split())
    page = thread_words().page_of.search(text)
    nexts = []
    for link in _LINK.finditer(data):
        said = " ".join(_TAG.sub(b" ", link[4]).decode("utf-8", "replace").split())
        rel = b'rel="next"' in (link[1] + link[3]).lower()
        if (rel or thread_words().next_page.match(said)) and "://" not in link[2].decode("utf-8", "replace"):
            nexts.append(link[2].decode("utf-8", "replace").rsplit("/", 1)[-1])
    return int(page[1]) if page else 0, int(page[2]) if page else 0, nexts


def _printed_page_info(document) -> tuple[int, int, list[str]]:
    """Which page of the thread a printed page is (its first sheet says)."""
    import pypdfium2 as pdfium

    try:
        text = " ".join(document[0].get_textpage().get_text_range().split()) if len(document) else ""
    except pdfium.PdfiumError:
        return 0, 0, []
    page = thread_words().page_of.search(text)
    return int(page[1]) if page else 0, int(page[2]) if page else 0, []


def _ordered(pages: list[Path], info: dict) -> list[Path] | None:
    """The pages in reading order by their own numbers (each says «Страница N из M», the same M, the numbers
    distinct), else by their «next» links (one chain through them all); None when they say neither."""
    numbers = [info[p][0] for p in pages]
    counts = {info[p][1] for p in pages}
    if all(numbers) and len(set(numbers)) == len(numbers) and len(counts) == 1:
        return sorted(pages, key=lambda p: info[p][0])
    by_name = {p.name: p for p in pages}
    follows = {p: next((by_name[n] for n in info[p][2] if n in by_name and by_name[n] != p), None) for p in pages}
    led_to = {q for q in follows.values() if q}
    firsts = [p for p in pages if p not in led_to]
    if len(firsts) != 1:
        return None
    order, page = [], firsts[0]
    while page and page not in order:
        order.append(page)
        page = follows[page]
    return order if len(order) == len(pages) else None


def is_thread_page(tree) -> bool:
    """A page that is a run of posts: at least two elements of a post's class, each holding a post's words."""
    found = _posts_of(tree)
    return next(found, None) is not None and next(found, None) is not None


# -- reading ------------------------------------------------------------------------------------------------------

def extract_thread(pages: tuple[Path, ...], shown: str, encoding: str | None = None) -> Extracted:
    """The book in a thread's pages (HTML, or printed to PDF), read in order."""
    from lawref.corpus.formats import told
    from lawref.corpus.formats.from_html import parse_pages

    if pages[0].suffix.lower() == ".pdf":
        return extract_printed_thread(pages, shown)

    read = list(_page_bytes(pages, shown))
    said: list = []  # its pages' Cyrillic read back as one book's (one chain where they agree), a row a page
    trees = list(zip(parse_pages(read, encoding, said), [named for _, named in read]))
    from lawref.corpus.formats.from_blog import is_journal_page, read_journal

    if not is_thread_page(trees[0][0]) and is_journal_page(trees[0][0]):  # a blog's journal (from_blog.py)
        return told(read_journal(trees, shown), said)
    return told(read_thread(trees, shown), said)


def _page_bytes(pages: tuple[Path, ...], shown: str):
    """Each page's bytes and the name messages give it: the first as the user named the thread, the others beside it."""
    for number, page in enumerate(pages):
        named = shown if number == 0 else str(Path(shown).parent / page.name)
        try:
            yield page.read_bytes(), named
        except OSError as err:
            raise LawrefError.labelled("cannot_read", path=named, **os_reason(err)) from None


def read_thread(trees: list, shown: str) -> Extracted:
    """Parsed pages (tree, shown name) of one thread, in order: their posts read, the book's joined."""
    posts: list[Post] = []
    around: list[str] = []
    title = ""
    for tree, named in trees:
        found = list(_posts_of(tree))
        if not found:
            raise LawrefError.labelled("thread_no_posts", path=named)
        if not title and tree.css_first("title") is not None:
            title = " ".join(tree.css_first("title").text().split())
        posts.extend(_post(node) for node in found)
        around.extend(_page_words(tree, found))
    return join_posts(posts, around, shown, title)


def extract_channel_json(data: bytes, shown: str) -> Extracted:
    """Telegram's JSON export (result.json): its messages read as the HTML export's are."""
    export = _decoded(data)
    if not isinstance(export, dict):
        raise LawrefError.labelled("channel_json_bad", path=shown)
    posts = []
    for message in export.get("messages") or []:
        if not isinstance(message, dict):
            continue
        if message.get("type") != "message":  # «Канал создан», a pin: the channel's, never the book's
            posts.append(Post([_service_words(message)], service=True))
            continue
        text, bold_first, styled = _entities(message.get("text", ""))
        post = Post(shown_lines(text), bold_first, forwarded=bool(message.get("forwarded_from")), styled=styled)
        if message.get("forwarded_from"):
            post.furniture.append(f"{thread_words().forwarded} {message['forwarded_from']}")
        if message.get("reactions"):
            post.furniture.append(" ".join(f"{r.get('emoji', '')} {r.get('count', '')}".strip()
                                           for r in message["reactions"] if isinstance(r, dict)))
        posts.append(post)
    name = export.get("name") if isinstance(export.get("name"), str) else ""
    return join_posts(posts, [name] if name else [], shown, name or "")


def is_channel_json(data: bytes) -> bool:
    """A channel's or chat's export as JSON (Telegram's result.json), by its keys: an object whose `messages` are
    objects with a `type` and an `id`."""
    head = data[:4096].lstrip(b"\xef\xbb\xbf \t\r\n")
    if not head.startswith(b"{") or b'"messages"' not in data:
        return False
    export = _decoded(data)
    messages = export.get("messages") if isinstance(export, dict) else None
    return isinstance(messages, list) and bool(messages) and all(
        isinstance(m, dict) and "type" in m and "id" in m for m in messages[:20])


@lru_cache(maxsize=1)
def _decoded(data: bytes):
    """The JSON in `data` (None when it is none), decoded once for both the sniffing and the reading of one file
    (a cache of one: the bytes sniffed are the bytes read next; bytes keep their hash, so a hit costs no rehash)."""
    try:
        return json.loads(data.decode("utf-8-sig"))
    except (UnicodeDecodeError, ValueError):
        return None


def _entities(text) -> tuple[str, bool, list[tuple[str, float, bool]]]:
    """A message's `text`: a string, or a list of strings and entity objects ({"type": "bold", "text": …});
    whether its first words are bold; its words with their type (a channel's type has one size: bold or not)."""
    if isinstance(text, str):
        return text, False, [(text, 1.0, False)]
    parts, bold_first, styled = [], None, []
    for part in text if isinstance(text, list) else []:
        words = part if isinstance(part, str) else str(part.get("text", "")) if isinstance(part, dict) else ""
        bold = isinstance(part, dict) and part.get("type") == "bold"
        if bold_first is None and words.strip():
            bold_first = bold
        parts.append(words)
        styled.append((words, 1.0, bold))
    return "".join(parts), bool(bold_first), styled


def _service_words(message: dict) -> str:
    action = str(message.get("action", ""))
    return " ".join(w for w in (str(message.get("actor", "")), action.replace("_", " "),
                                str(message.get("title", ""))) if w).strip() or str(message.get("id", ""))


def shown_lines(text: str) -> list[str]:
    """A post's text as lines: each stripped, a run of blank lines one blank line, none at either end."""
    lines: list[str] = []
    for line in text.split("\n"):
        line = " ".join(line.split())
        if line or (lines and lines[-1]):
            lines.append(line)
    while lines and not lines[-1]:
        lines.pop()
    return lines


# A heading's size against the text's, as a browser's default stylesheet sets it (h1 2em … h6 0.67em).
_HEADING_SIZES = {"h1": 2.0, "h2": 1.5, "h3": 1.17, "h4": 1.0, "h5": 0.83, "h6": 0.67, "big": 1.2, "small": 0.83}
_FONT_SIZE = re.compile(r"font-size:([\d.]+)(%|em)")


def _size_of(tag: str, style: str) -> float:
    """How much an element scales its words' type: a heading's tag, «font-size: 150%» or «1.5em» (a board's
    [size=150]); an absolute size says nothing against the text's, so it is left at 1."""
    m = _FONT_SIZE.search(style)
    if m:
        try:
            return float(m[1]) / (100 if m[2] == "%" else 1)
        except ValueError:
            return 1.0
    return _HEADING_SIZES.get(tag, 1.0)


def _line_types(styled: list[tuple[str, float, bool]]) -> list[tuple[str, float, bool]]:
    """Each line's words (as _shown_lines writes them) with its type: the size of most of its letters, bold when
    all of them are (Extracted.types)."""
    out: list[tuple[str, float, bool]] = []
    words, sizes, bold = [], Counter(), True

    def close() -> None:
        line = " ".join("".join(words).split())
        if line:
            out.append((line, sizes.most_common(1)[0][0] if sizes else 1.0, bold))

    for text, size, heavy in styled:
        for n, piece in enumerate(text.split("\n")):
            if n:
                close()
                words, sizes, bold = [], Counter(), True
            if piece.strip():
                words.append(piece)
                sizes[round(size, 3)] += len(piece.strip())
                bold = bold and heavy
            elif piece:
                words.append(piece)
    close()
    return out


def classes_of(node) -> set[str]:
    return set((node.attributes.get("class") or "").split())


def _posts_of(tree):
    """The page's posts in order: elements of a post's class that hold a post's words, not inside another post;
    a channel's service lines (a date, «Канал создан», a pin) too, as posts with no words."""
    body = tree.body
    if body is None:
        return
    for node in body.traverse():
        classes = classes_of(node)
        if not classes & set(POST_CLASSES):
            continue
        parent, inside = node.parent, False
        while parent is not None:
            if classes_of(parent) & set(POST_CLASSES):
                inside = True
                break
            parent = parent.parent
        if inside:
            continue
        if _body_of(node) is not None or "service" in classes:
            yield node


def _body_of(post):
    """The post's words: its first element of a body's class (a forwarded message's own, inside its frame)."""
    for node in post.traverse():
        if node is not post and classes_of(node) & set(BODY_CLASSES):
            return node
    return None


def _page_words(tree, posts) -> list[str]:
    """The page's words outside its posts (the board's header, the thread's title, pagination, footer)."""
    for post in posts:
        post.decompose()
    body = tree.body
    lines = []
    for node in body.css("script, style, noscript"):
        node.decompose()
    text = body.text(deep=True, separator="\n")
    for line in text.split("\n"):
        line = " ".join(line.split())
        if line:
            lines.append(line)
    return lines


def styled_words(node, quoted=None) -> list[tuple[str, float, bool]]:
    """A node's words in reading order with their type (size against the text's, bold), "\n" where a line ends (a
    <br>, a block's start and end); a table's cells kept apart by a space (a calendar's days); a <blockquote> handed
    to `quoted` (a post's quote of another post) when given, else read as a block of the text."""
    styled: list[tuple[str, float, bool]] = []

    def walk(n, bold: bool, size: float) -> None:
        tag = n.tag
        if tag == "-text":
            styled.append((re.sub(r"\s+", " ", n.text_content or ""), size, bold))
            return
        if tag in ("script", "style", "-comment", "img", "input", "button", "select"):
            return
        if tag == "blockquote" and quoted is not None:
            quoted(" ".join(n.text(deep=True).split()))
            styled.append(("\n", size, bold))
            return
        if tag == "br":
            styled.append(("\n", size, bold))
            return
        if tag in ("td", "th"):
            styled.append((" ", size, bold))
        style = (n.attributes.get("style") or "").replace(" ", "").lower()
        bold = bold or tag in ("b", "strong") or "font-weight:bold" in style or "font-weight:700" in style
        size *= _size_of(tag, style)
        block = tag in _BLOCKS or tag == "blockquote"
        if block:
            styled.append(("\n", size, bold))
        child = n.child
        while child is not None:
            walk(child, bold, size)
            child = child.next
        if block:
            styled.append(("\n", size, bold))

    child = node.child
    while child is not None:
        walk(child, False, 1.0)
        child = child.next
    return styled


def node_lines(node) -> list[str]:
    """A node's text as a reader sees its lines (shown_lines of styled_words)."""
    return shown_lines("".join(text for text, _, _ in styled_words(node)))


def _post(node) -> Post:
    """A post's lines (its body's), its quotes and the board's words in it (each recorded)."""
    classes = classes_of(node)
    if "service" in classes:  # a date, «Канал создан», a pin: the channel's own news, never the book's
        return Post([" ".join(node.text(deep=True).split())], service=True)
    body = _body_of(node)
    post = Post([])
    post.forwarded = any("forwarded" in classes_of(n) for n in node.traverse())
    if body is not None:
        post.styled = styled_words(body, quoted=post.quotes.append)
    post.lines = shown_lines("".join(text for text, _, _ in post.styled))
    post.bold_first = next((bold for text, _, bold in post.styled if text.strip()), False)
    # the board's words in the post (outside its body): subject, author's block, signature, edit notice, reactions
    if body is not None:
        body.decompose()
    for line in node.text(deep=True, separator="\n").split("\n"):
        if line.strip():
            post.furniture.append(" ".join(line.split()))
    return post


# -- which posts are the book's ----------------------------------------------------------------------------------

_UNFINISHED = re.compile(r"[,;:\-–—]$|[а-яёa-z]$")


def opens_part(post: Post, state: dict) -> str | None:
    """What a post opens, when it opens a part of the Laws in sequence (state: the Law being read, whether a book
    post came already, whether the last one left its sentence unfinished): "title", "heading", "law",
    "continued" (a «Продолжение Правила N» label), "run-on" («(продолжение)»); None for the thread's other news."""
    from lawref.corpus.headings import DEFINITIONS, LAW_HEADING, is_front_heading

    if not post.lines or post.forwarded or post.service:
        return None
    first = post.lines[0]
    if thread_words().run_on.match(first):
        return "run-on" if state.get("unfinished") else None
    if (m := thread_words().continued_law.match(first)) and state.get("law") == int(m[1]):
        return "continued"
    if LAW_HEADING.match(first):
        number = heading_law(first)
        return "law" if number and number > state.get("law", 0) else None
    if state.get("law"):
        return None
    if DEFINITIONS.match(first) or (is_front_heading(first) and post.bold_first):
        return "heading" if state.get("book") else None
    if not state.get("book") and (post.bold_first or post.opening) and thread_words().title.search(first):
        return "title"
    return None


def heading_law(line: str) -> int | None:
    """The Law number a Law heading line names («ПРАВИЛО 27. …» -> 27); None for any other line."""
    from lawref.corpus.headings import LAW_HEADING, law_number

    if not (m := LAW_HEADING.match(line)):
        return None
    try:
        return law_number(m[1])
    except (ValueError, KeyError, IndexError):
        return None


def book_posts(posts: list[Post]) -> list[tuple[Post, str | None]]:
    """Each post with what it opens (opens_part), read in sequence: the Law being read follows the Law headings
    the book's posts carry."""
    state: dict = {}
    out = []
    for post in posts:
        opened = opens_part(post, state)
        out.append((post, opened))
        if opened is None:
            continue
        state["book"] = True
        state["law"] = max([state.get("law", 0), *filter(None, map(heading_law, post.lines))])
        last = post.lines[-1] if post.lines else ""
        state["unfinished"] = bool(_UNFINISHED.search(last))
    return out


def join_posts(posts: list[Post], around: list[str], shown: str, title: str = "", types: tuple = ()) -> Extracted:
    """The book posts' lines joined in order, every other word recorded where it stood; the type of the first
    lines (Extracted.types): the book posts' own, or `types` (a print's, as its reader saw them)."""
    from lawref.corpus.formats import TYPED_LINES

    lines: list[str] = []
    removals: list[Removal] = []
    typed: list[tuple[str, float, bool]] = list(types)

    def here() -> int:
        return len(lines) + 1

    for text in around:
        removals.append(Removal("thread-page", 1, text))
    for post, opened in book_posts(posts):
        if opened is None:  # the thread's other news, all of it recorded where it stood
            at = max(here() - 1, 1)
            if post.lines:
                removals.append(Removal("thread-other-post", at, " ".join(post.lines)))
            removals.extend(Removal("thread-quote", at, quote) for quote in post.quotes)
            removals.extend(Removal("thread-post-furniture", at, words) for words in post.furniture)
            removals.extend(Removal(r.kind, at, r.text) for r in post.removed)
            continue
        body = list(post.lines)
        if opened == "continued":
            removals.append(Removal("thread-continued", here(), body.pop(0)))
        elif opened == "run-on" and lines:
            mark = thread_words().run_on.match(body[0])
            removals.append(Removal("thread-continued", len(lines), mark[0].strip()))
            lines[-1] = f"{lines[-1]} {body.pop(0)[mark.end():]}".rstrip()
        if lines and body and opened != "run-on":
            lines.append("")
        at = here()
        lines.extend(body)
        if not types and at <= TYPED_LINES:
            typed.extend(_line_types(post.styled))
        removals.extend(Removal(r.kind, at, r.text) for r in post.removed)
        for quote in post.quotes:
            removals.append(Removal("thread-quote", at, quote))
        for words in post.furniture:
            removals.append(Removal("thread-post-furniture", max(len(lines), 1), words))
    if not lines:
        raise LawrefError.labelled("thread_no_book", path=shown)
    removals = in_line_order(removals, len(lines))
    return Extracted(text="".join(line + "\n" for line in lines), encoding="html-thread", removals=removals,
                     title=title, types=tuple(typed))


# -- a thread printed to PDF ---------------------------------------------------------------------------------------

# a post's byline as a board prints it over the post: its author, «»», the date and time («Ветлугин » 10 янв 2026,
# 19:15»; the post icon's alt text, «Сообщение», glued before the name where the icon did not print)
_BYLINE = re.compile(r"^(?P<who>\S.{0,60}?)\s+»\s+\d{1,2}\s+[а-яёa-z]{3,4}\.?\s+\d{4},\s+\d{1,2}:\d{2}$", re.I)
_NUMBERS = re.compile(r"\d+")
SIDE_SHARE = 0.9  # of the lines that start at the left: where they end at most is the text column's right edge


def is_printed_thread(pages) -> bool:
    """A thread's page printed to PDF: two posts' bylines («автор » 10 янв 2026, 19:15») or more."""
    return sum(1 for page in pages for line in page.lines if _BYLINE.match(line.text.strip())) >= 2


def side_lines(pages) -> set[int]:
    """The lines beside the text column (a post's author block, «Вернуться к началу»): those that start right of
    where the column's lines end (the edge nine in ten of the lines that start at the page's left reach)."""
    lefts = sorted(line.x1 for page in pages for line in page.lines if line.x0 < page.width / 4)
    if not lefts:
        return set()
    edge = lefts[min(len(lefts) - 1, int(len(lefts) * SIDE_SHARE))]
    return {id(line) for page in pages for line in page.lines if line.x0 >= edge}


def extract_printed_thread(pages: tuple[Path, ...], shown: str) -> Extracted:
    """The book in a thread's pages printed to PDF, read in order."""
    from lawref.corpus.formats.pdf_lines import read_document

    return read_printed_thread([(*read_document(data, named), named) for data, named in _page_bytes(pages, shown)],
                               shown)


def read_printed_thread(documents: list, shown: str) -> Extracted:
    """Printed pages (PdfPage list, properties, shown name) of one thread, in order. By position: the lines
    beside the text column are the author's block (side_lines); the print's head and foot are the PDF reader's
    (lay_out, by repetition); then the text is cut into posts at their bylines (the subject over each), the
    page's words before the first post and after the last (what repeats the page's head or stands on every
    page) are the page's, a post's closing paragraph that closes more of its author's posts is a signature."""
    import dataclasses

    from lawref.corpus.formats.from_pdf import lay_out

    laid, types = [], ()
    for pages, properties, named in documents:
        side = side_lines(pages)
        kept = [dataclasses.replace(page, lines=tuple(line for line in page.lines if id(line) not in side))
                for page in pages]
        text = lay_out(kept, properties.get("Title", ""), named, "pdf")
        beside = [" ".join(line.text.split()) for page in pages for line in page.lines if id(line) in side]
        laid.append((_paragraphs(text.text), list(text.removals), beside))
        types = types or text.types  # the first page's: the title page's type
    title = next((p.get("Title", "") for _, p, _ in documents if p.get("Title")), "")
    everywhere = set.intersection(*({_mask(p) for p in paragraphs} for paragraphs, _, _ in laid)) \
        if len(laid) > 1 else set()
    posts: list[Post] = []
    around: list[str] = []
    for paragraphs, removed, beside in laid:
        bylines = [n for n, p in enumerate(paragraphs) if _BYLINE.match(p[0])]
        if not bylines:
            raise LawrefError.labelled("thread_no_posts", path=shown)
        starts = [n - 1 if n > 0 else n for n in bylines]  # the subject's paragraph over each byline
        head = paragraphs[:starts[0]]
        around.extend(" ".join(p) for p in head)
        seen = {_mask(p) for p in head}
        page_posts = []
        for k, n in enumerate(bylines):
            end = starts[k + 1] if k + 1 < len(bylines) else len(paragraphs)
            body = paragraphs[n + 1:end]
            if k + 1 == len(bylines):  # the page's words after its last post
                while body and (_mask(body[-1]) in seen or _mask(body[-1]) in everywhere):
                    around.append(" ".join(body.pop()))
            post = Post([], furniture=[" ".join(paragraphs[starts[k]]), paragraphs[n][0]],
                        who=_BYLINE.match(paragraphs[n][0])["who"], body=body)
            page_posts.append(post)
        page_posts[-1].last_on_page = True
        page_posts[0].removed.extend(removed)
        page_posts[0].furniture.extend(beside)
        posts.extend(page_posts)
    # a signature: a paragraph standing in two or more of one author's posts, closing one at least; it closes the
    # post, so what follows it in a page's last post is the page's (the board's footer)
    closing: dict[str, set[str]] = {}
    within: dict[str, Counter] = {}  # author -> in how many of their posts each paragraph stands
    for post in posts:
        if post.body:
            closing.setdefault(post.who, set()).add(_mask(post.body[-1]))
        within.setdefault(post.who, Counter()).update({_mask(p) for p in post.body})
    for number, post in enumerate(posts):
        body = post.body
        signed = [n for n, p in enumerate(body)
                  if _mask(p) in closing.get(post.who, ()) and within[post.who][_mask(p)] >= 2]
        if signed:
            cut = signed[-1]
            post.furniture.append(" ".join(body[cut]))
            after = [" ".join(p) for p in body[cut + 1:]]
            (around if post.last_on_page else post.furniture).extend(after)
            del body[cut:]
        while body and thread_words().edited.match(body[-1][0]):
            post.furniture.append(" ".join(body.pop()))
        post.lines = shown_lines("\n\n".join("\n".join(p) for p in body))
        post.opening = number == 0
    return join_posts(posts, around, shown, title, types)


def _paragraphs(text: str) -> list[list[str]]:
    out: list[list[str]] = [[]]
    for line in text.split("\n"):
        if line.strip():
            out[-1].append(line.strip())
        elif out[-1]:
            out.append([])
    return [p for p in out if p]


def _mask(paragraph) -> str:
    words = " ".join(paragraph) if isinstance(paragraph, list) else paragraph
    return _NUMBERS.sub("#", " ".join(words.split()))
