"""Windows Help e-books (.chm, `ITSF` at offset 0: the HTML Help books of the 2000s) -> ONE book's plain text
lines, read as a web site saved as a folder of pages (lawref.corpus.formats.from_site: a navigation bar or a
copyright line on most pages is the book's furniture, a page that repeats the others is read once).

- Unpacked by 7-Zip (`7z`, Debian p7zip-full, declared in scripts/system-deps.sh): CHM's LZX compression has no
  maintained pure-Python reader on PyPI (pychm builds against chmlib's C headers), and 7-Zip is in every
  distribution. Its listing is read first: a file that unpacks to over MAX_UNPACKED is refused unpacked.
- `#SYSTEM` names the contents file (.hhc), the default topic, the title and the language (LCID).
- Pages: those the contents file lists (`<param name="Local">`), in its order, each once; then the pages they
  link to, in the order first linked; then any other page, by name. Without a contents file the default topic
  comes first and its links lead on. The default topic opening the book is its start page, read as a site's index
  page is: its lists of links to the pages, with the heading over them, are the contents (site-contents).
- A page's encoding: its own `<meta charset>` (or a BOM); else the CHM's language's Windows code page
  (windows-1251 for Russian, Ukrainian, Belarusian, Bulgarian, Serbian, Kazakh …), as Windows reads it; else
  detection as for any page.
"""

from __future__ import annotations

import posixpath
import re
import struct
import tempfile
from pathlib import Path
from urllib.parse import unquote

from lawref.corpus.formats import Extracted
from lawref.errors import LawrefError

MAX_UNPACKED = 512 * 1024 * 1024
MAX_PAGES = 2000
PAGE_SUFFIXES = (".htm", ".html", ".xhtml", ".shtml")
# A Windows language id's ANSI code page: the Cyrillic ones (what a Russian CHM is written in); others are read as
# windows-1252's languages, or detected where their page says nothing
CODEPAGES = {0x0419: "cp1251", 0x0422: "cp1251", 0x0423: "cp1251", 0x0402: "cp1251", 0x0C1A: "cp1251",
             0x281A: "cp1251", 0x043F: "cp1251", 0x0440: "cp1251", 0x0444: "cp1251", 0x0450: "cp1251",
             0x0843: "cp1251", 0x042F: "cp1251", 0x0409: "cp1252", 0x0809: "cp1252", 0x0407: "cp1252",
             0x040C: "cp1252"}
_PARAM = re.compile(rb"<param\s([^>]*)>", re.I)
_ATTRIBUTE = re.compile(rb"""(name|value)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))""", re.I)
_HREF = re.compile(rb"""<a\s[^>]*?href\s*=\s*["']?([^"' >]+)""", re.I)
_META = re.compile(rb"""<meta[^>]+charset\s*=\s*["']?[A-Za-z0-9_.:-]+""", re.I)
_SIZE = re.compile(r"^Size = (\d+)$", re.M)


def system_of(data: bytes) -> dict[int, bytes]:
    """#SYSTEM's entries (code -> value): 0 the contents file, 2 the default topic, 3 the title, 4 the LCID and
    flags. A DWORD version, then (WORD code, WORD length, value) each."""
    out: dict[int, bytes] = {}
    at = 4
    while at + 4 <= len(data):
        code, size = struct.unpack_from("<HH", data, at)
        out.setdefault(code, data[at + 4:at + 4 + size])
        at += 4 + size
    return out


def _cstring(value: bytes, codec: str) -> str:
    return value.split(b"\0", 1)[0].decode(codec, "replace").strip()


def unpack(data: bytes, shown: str, folder: Path) -> None:
    """The CHM's files into `folder`, by 7-Zip; one line naming the file if it cannot."""
    import shutil

    from lawref.corpus.formats.tools import find, run

    # p7zip's 7z, or 7-Zip's own 7zz (Debian's «7zip», which p7zip-full becomes after bookworm)
    program = shutil.which("7z") or shutil.which("7zz") or find("7z", shown, "for_chm")
    source = folder / "book.chm"
    source.write_bytes(data)
    env = {"LC_ALL": "C.UTF-8", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"}
    try:
        listing = run([program, "l", "-slt", "-tchm", str(source)], shown, "doing_chm", env=env)
    except LawrefError:
        raise LawrefError.labelled("chm_damaged", path=shown) from None
    if sum(int(size) for size in _SIZE.findall(listing.decode("utf-8", "replace"))) > MAX_UNPACKED:
        raise LawrefError.labelled("chm_too_large", path=shown, limit=MAX_UNPACKED // 2**20)
    try:
        run([program, "x", "-y", "-tchm", f"-o{folder / 'book'}", str(source)], shown, "doing_chm", env=env)
    except LawrefError:
        raise LawrefError.labelled("chm_damaged", path=shown) from None


def files_of(root: Path) -> dict[str, Path]:
    """The unpacked files by their name in the CHM, lowercased (CHM's names are not case-sensitive)."""
    return {path.relative_to(root).as_posix().lower(): path for path in root.rglob("*") if path.is_file()}


def _target(href: str, base: str, files: dict[str, Path]) -> str | None:
    """The page a link or a contents entry leads to (its name in `files`), or None: another site, a picture."""
    href = unquote(href.strip()).replace("\\", "/")
    if "::" in href:  # «book.chm::/page.htm» or «mk:@MSITStore:book.chm::/page.htm»: the page inside the CHM
        href = "/" + href.split("::", 1)[1].lstrip("/")
    if re.match(r"^[a-z][a-z0-9+.-]*:", href, re.I):
        return None
    path = href.split("#", 1)[0].split("?", 1)[0]
    if not path:
        return None
    name = posixpath.normpath(path.lstrip("/") if path.startswith("/") else posixpath.join(base, path)).lower()
    return name if name in files and name.endswith(PAGE_SUFFIXES) else None


def locals_of(contents: bytes) -> list[bytes]:
    """The addresses a contents file lists, in order: its `<param name="Local" value="…">` (attributes in either
    order, quoted or not)."""
    out = []
    for m in _PARAM.finditer(contents):
        attributes = {a[1].lower(): a[2] or a[3] or a[4] for a in _ATTRIBUTE.finditer(m[1])}
        if attributes.get(b"name", b"").lower() == b"local" and b"value" in attributes:
            out.append(attributes[b"value"])
    return out


def _address(raw: bytes, codec: str) -> str:
    """A page's address as written: UTF-8 where it is (an HTML Help Workshop of this century), else the code page."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw.decode(codec, "replace")


def reading_order(files: dict[str, Path], contents: str | None, default: str | None,
                  codec: str = "cp1252") -> list[str]:
    """The pages in reading order: the contents file's, its links', the rest's (see the module docstring). The
    addresses are read in the CHM's code page (`codec`): a Russian CHM's page names may be Cyrillic."""
    order: list[str] = []
    seen: set[str] = set()

    def add(name: str | None) -> None:
        if name is not None and name not in seen:
            seen.add(name)
            order.append(name)

    if contents and contents.lower() in files:
        base = posixpath.dirname(contents.lower())
        for local in locals_of(files[contents.lower()].read_bytes()):
            add(_target(_address(local, codec), base, files))
    if not order and default:
        add(_target(default, "", files))
    at = 0
    while at < len(order):  # the pages linked from those read, in the order first linked
        page = order[at]
        for m in _HREF.finditer(files[page].read_bytes()):
            add(_target(_address(m[1], codec), posixpath.dirname(page), files))
        at += 1
    for name in sorted(files):
        if name.endswith(PAGE_SUFFIXES) and not name.split("/")[-1].startswith(("#", "$")):
            add(name)
    return order


def extract_chm(data: bytes, shown: str, encoding: str | None = None) -> Extracted:
    from dataclasses import replace

    from lawref.corpus.formats.from_html import parse_html
    from lawref.corpus.formats.from_site import _HEAD_BYTES, SitePage, navigation, read_pages

    with tempfile.TemporaryDirectory(prefix="lawref-chm-") as temp:
        unpack(data, shown, Path(temp))
        root = Path(temp) / "book"
        files = files_of(root)
        system = system_of(files["#system"].read_bytes()) if "#system" in files else {}
        lcid = struct.unpack_from("<L", system[4])[0] if len(system.get(4, b"")) >= 4 else 0
        codec = CODEPAGES.get(lcid & 0xFFFF)
        named = codec or "cp1252"
        contents = _cstring(system[0], named) if 0 in system else None
        if not contents or contents.lower() not in files:
            contents = next((name for name in sorted(files) if name.endswith(".hhc")), None)
        default = _cstring(system[2], named) if 2 in system else None
        title = _cstring(system[3], named) if 3 in system else ""
        order = reading_order(files, contents, default, named)
        if not order:
            raise LawrefError.labelled("no_text_chm", path=shown)
        if len(order) > MAX_PAGES:
            raise LawrefError.labelled("site_too_many", path=shown, count=len(order), limit=MAX_PAGES)
        pages = []
        for name in order:
            page = files[name].read_bytes()
            own = encoding or (None if _META.search(page[:8192]) or page.startswith((b"\xef\xbb\xbf", b"\xff\xfe",
                                                                                    b"\xfe\xff")) else codec)
            pages.append(SitePage(files[name], name, page[:_HEAD_BYTES], parse_html(page, f"{shown}/{name}", own)))
        # the default topic opening the book is its start page, as a site's index page is: its lists of links to the
        # pages (the contents) with the heading over them are the contents, its menu bar the site's; a frameset
        # page (no <body>) holds nothing of the book
        opening = default is not None and _target(default, "", files) == order[0]
        try:
            read = read_pages(pages, root, shown, set(files), navigation([page.tree for page in pages]),
                              has_index=opening, index_name=shown, nothing=("no_text_html", "html_no_body"))
        except LawrefError as err:
            if err.key == "site_no_text" and err.path == shown:
                raise LawrefError.labelled("no_text_chm", path=shown) from None
            raise
    return replace(read, encoding="chm", title=title or read.title)
