"""A book in a ZIP, as online libraries serve it (Flibusta's and lib.rus.ec's .fb2.zip, lib.ru's .rtf.zip and
.txt.zip, a .doc.zip): one book file inside, read as that file is read, its name in every message
(`ARCHIVE/MEMBER`).

The reader opens the archive as a person does: the one file in it whose name is a book's (.fb2, .rtf, .txt,
.doc …), or the archive's only file whatever its name. None, or several (two books, or a book and a text
beside it), is refused in one line naming what is inside. A ZIP in the ZIP is not looked into. Limits: the
file's own size limit (lawref.corpus.formats.SIZE_LIMITS) on what the archive says it unpacks to and on what
it really does (read no further than the limit: a ZIP bomb's header may lie).
"""

from __future__ import annotations

import io
import zipfile
from pathlib import Path, PurePosixPath

from lawref.errors import LawrefError

_UTF8_NAME = 0x800  # the ZIP flag for names in UTF-8; without it a name is the DOS code page's
MAX_MEMBERS = 10_000  # a book's ZIP holds a file or a few; more is a dump, not a book
NAMES_SHOWN = 5


def member_name(info: zipfile.ZipInfo) -> str:
    """A member's name as its maker typed it: a Russian DOS or Windows zip wrote CP866 without the UTF-8 flag,
    which Python decodes as CP437."""
    if info.flag_bits & _UTF8_NAME:
        return info.filename
    try:
        return info.filename.encode("cp437").decode("cp866")
    except (UnicodeEncodeError, UnicodeDecodeError):
        return info.filename


def _is_furniture(name: str) -> bool:
    """A file an archiver adds beside the book (macOS's resource forks, hidden files)."""
    parts = PurePosixPath(name).parts
    return not parts or parts[0] == "__MACOSX" or parts[-1].startswith(".")


def unzip_book(data: bytes, shown: str) -> tuple[str, bytes]:
    """The one book file in the ZIP `data` (named `shown` in messages): its name inside and its bytes."""
    from lawref.corpus.formats import SIZE_LIMITS, reader_suffix

    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
        infos = archive.infolist()
    except (zipfile.BadZipFile, OSError, EOFError, ValueError) as err:
        raise LawrefError.labelled("zip_broken", path=shown, detail=err) from None
    if len(infos) > MAX_MEMBERS:
        raise LawrefError.labelled("zip_no_book", path=shown, names=f"{len(infos)} …")
    files = [info for info in infos if not info.is_dir() and not _is_furniture(member_name(info))]
    books = [info for info in files if _suffix(info) in SIZE_LIMITS and _suffix(info) != ".zip"]
    if not books and len(files) == 1 and _suffix(files[0]) != ".zip":
        books = files  # the archive's only file: its name says nothing (a lib.ru «bridge97» with no suffix)
    names = ", ".join(member_name(info) for info in (books or files)[:NAMES_SHOWN]) + \
        (" …" if len(books or files) > NAMES_SHOWN else "")
    if not books:
        raise LawrefError.labelled("zip_no_book", path=shown, names=names or "—")
    if len(books) > 1:
        raise LawrefError.labelled("zip_several_books", path=shown, count=len(books), names=names)
    info = books[0]
    name = member_name(info)
    inner = f"{shown}/{name}"
    suffix = reader_suffix(Path(inner))  # as if given by its name: an .xps inside is refused as an .xps
    limit = SIZE_LIMITS[suffix]
    if info.file_size > limit:
        raise LawrefError.labelled("too_large", path=inner, size=f"{info.file_size / 2**20:.1f}", limit=limit // 2**20,
                                   suffix=suffix)
    try:
        with archive.open(info) as member:
            book = member.read(limit + 1)
    except RuntimeError:  # a password: zipfile says so in a RuntimeError
        raise LawrefError.labelled("zip_encrypted", path=inner) from None
    except (zipfile.BadZipFile, OSError, EOFError, ValueError, NotImplementedError) as err:
        raise LawrefError.labelled("zip_broken", path=shown, detail=err) from None
    if len(book) > limit:  # the header said less than the member unpacks to
        raise LawrefError.labelled("too_large", path=inner, size=f">{limit / 2**20:.1f}", limit=limit // 2**20,
                                   suffix=suffix)
    return name, book


def _suffix(info: zipfile.ZipInfo) -> str:
    return PurePosixPath(member_name(info)).suffix.lower()
