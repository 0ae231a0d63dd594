"""The command line over hostile input, as a user meets it: an empty file, a wrong extension, a PDF of pictures,
a password-protected or truncated .docx/.odt/.doc, an .epub truncated or sealed by DRM, a binary file renamed .txt,
a folder with no book.
Every command that reads a book (check, import, export, show, search) gives one Russian line naming the file
(and its line where there is one), exit code 2, no traceback, nothing written; the only Latin words in it are
format and program names and the commands it tells the user to type (ALLOWED). The files are made from the
small law book of the format tests (tests/formats_book.py) and LibreOffice's .odt, .doc and .epub of it."""

from __future__ import annotations

import ast
import re
import struct
from pathlib import Path

import pytest

from formats_tools import soffice
from lawref.corpus.formats.from_office import convert_ahead
from lawref.corpus.formats.ole import Ole
from lawref.errors import LawrefError
from lawref.messages import table
from test_formats_hostile import png_bytes, scanned_pdf

from formats_book import to_docx, to_txt

# Latin words a Russian line may hold: format, font and program names, and the words of a command it says to type
# (`lawref import --ocr`, `ocrmypdf in.pdf out.pdf`, `scripts/system-deps.sh office`, `apt-get install …`).
ALLOWED = {"PDF", "DOCX", "DOC", "ODT", "RTF", "EPUB", "UTF", "Word", "LibreOffice", "Calibre", "txt", "html",
           "htm", "docx", "pdf", "odt", "doc", "epub", "rtf", "lawref", "import", "ocr", "ocrmypdf", "in", "out",
           "index", "BOOK", "scripts", "system", "deps", "sh", "office", "apt", "get", "install", "libreoffice",
           "writer", "nogui", "Debian", "Ubuntu", "Apple", "Pages", "pages",
           "Symbol", "Wingdings", "Office", "Excel", "DRM"}
LATIN = re.compile(r"[A-Za-z]+")


def cut(data: bytes) -> bytes:
    """The first half of a file: a download or a copy that stopped."""
    return data[:len(data) // 2]


def encrypted_doc(data: bytes) -> bytes:
    """A Word 97 .doc with its FIB's fEncrypted bit set: what a .doc saved with a password says of itself."""
    ole = Ole(data)
    start = struct.unpack_from("<I", ole.entries[ole.streams["WordDocument"]], 116)[0]
    at = (start + 1) * ole.size + 0x0A
    out = bytearray(data)
    struct.pack_into("<H", out, at, struct.unpack_from("<H", out, at)[0] | 0x0100)
    return bytes(out)


def encrypted_odt(data: bytes, password: str = "secret") -> bytes:
    """The .odt saved with a password as ODF 1.2 says (each XML part deflated, then AES-256-CBC under a PBKDF2 key
    of the password's SHA-256; the manifest says how): LibreOffice opens it only with the password."""
    import base64
    import hashlib
    import io
    import zipfile
    import zlib

    from cryptography.hazmat.primitives import padding
    from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

    def b64(raw: bytes) -> str:
        return base64.b64encode(raw).decode()

    start_key = hashlib.sha256(password.encode()).digest()
    source, buffer = zipfile.ZipFile(io.BytesIO(data)), io.BytesIO()
    manifest = source.read("META-INF/manifest.xml").decode()
    with zipfile.ZipFile(buffer, "w") as out:
        for item in source.infolist():
            raw = source.read(item.filename)
            if item.filename == "META-INF/manifest.xml":
                continue
            if not item.filename.endswith(".xml"):
                out.writestr(item, raw)
                continue
            deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
            packed = deflate.compress(raw) + deflate.flush()
            # the same salt and vector every time (made from the part's name), so that the file is the same bytes
            # in each test that gives it to a command: LibreOffice is asked about it once (lawref keeps its refusal)
            salt, iv = (hashlib.sha256(f"{what} {item.filename}".encode()).digest()[:16] for what in ("salt", "iv"))
            key = hashlib.pbkdf2_hmac("sha1", start_key, salt, 100000, 32)
            padder = padding.PKCS7(128).padder()
            cipher = Cipher(algorithms.AES(key), modes.CBC(iv)).encryptor()
            sealed = cipher.update(padder.update(packed) + padder.finalize()) + cipher.finalize()
            entry = f'manifest:full-path="{item.filename}" manifest:media-type="text/xml"/>'
            manifest = manifest.replace(entry, entry[:-2] + f' manifest:size="{len(raw)}"><manifest:encryption-data '
                'manifest:checksum-type="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0#sha256-1k" '
                f'manifest:checksum="{b64(hashlib.sha256(packed[:1024]).digest())}"><manifest:algorithm '
                'manifest:algorithm-name="http://www.w3.org/2001/04/xmlenc#aes256-cbc" '
                f'manifest:initialisation-vector="{b64(iv)}"/><manifest:start-key-generation '
                'manifest:start-key-generation-name="http://www.w3.org/2000/09/xmldsig#sha256" manifest:key-size="32"/>'
                '<manifest:key-derivation manifest:key-derivation-name="PBKDF2" manifest:key-size="32" '
                f'manifest:iteration-count="100000" manifest:salt="{b64(salt)}"/></manifest:encryption-data>'
                '</manifest:file-entry>')
            stored = zipfile.ZipInfo(item.filename, item.date_time)
            out.writestr(stored, sealed)  # stored: what is sealed does not deflate
        # the source's date, not now: a date of its own each second would make other bytes in each test
        out.writestr(zipfile.ZipInfo("META-INF/manifest.xml", source.getinfo("META-INF/manifest.xml").date_time),
                     manifest)
    assert manifest.count("<manifest:encryption-data") >= 2  # content.xml and styles.xml at least
    return buffer.getvalue()


def drm_epub(data: bytes) -> bytes:
    """The EPUB as a DRM shop sells it (Adobe ADEPT): each chapter deflated and sealed by AES-128-CBC under a key
    of the shop's (its IV first), META-INF/encryption.xml listing them."""
    import io
    import os
    import zipfile
    import zlib

    from cryptography.hazmat.primitives import padding
    from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

    key, out, sealed = os.urandom(16), io.BytesIO(), []
    with zipfile.ZipFile(io.BytesIO(data)) as old, zipfile.ZipFile(out, "w") as new:
        for item in old.infolist():
            raw = old.read(item.filename)
            if item.filename.endswith(".xhtml") and not item.filename.endswith("toc.xhtml"):
                deflate, iv = zlib.compressobj(9, zlib.DEFLATED, -15), os.urandom(16)
                padder = padding.PKCS7(128).padder()
                cipher = Cipher(algorithms.AES(key), modes.CBC(iv)).encryptor()
                packed = padder.update(deflate.compress(raw) + deflate.flush()) + padder.finalize()
                raw = iv + cipher.update(packed) + cipher.finalize()
                sealed.append(item.filename)
            new.writestr(item, raw)
        new.writestr("META-INF/encryption.xml", '<?xml version="1.0"?><encryption xmlns="urn:oasis:names:tc:'
                     'opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#">' + "".join(
                         '<enc:EncryptedData><enc:EncryptionMethod Algorithm="http://www.w3.org/2001/04/xmlenc#'
                         f'aes128-cbc"/><enc:CipherData><enc:CipherReference URI="{path}"/></enc:CipherData>'
                         "</enc:EncryptedData>" for path in sealed) + "</encryption>")
    assert sealed
    return out.getvalue()


def encrypted_docx(_: bytes) -> bytes:
    """What Word writes for a .docx with a password: a compound file (EncryptionInfo, EncryptedPackage), no zip."""
    return b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(4000)


@pytest.fixture(scope="module")
def made(tmp_path_factory) -> dict[str, bytes]:
    """The small law book as .txt and .docx, and LibreOffice's .odt, .doc and .epub of it."""
    folder = tmp_path_factory.mktemp("book")
    (folder / "book.txt").write_text(to_txt(), "utf-8")
    out = {".txt": to_txt().encode(), ".docx": to_docx()}
    for target in ("odt", "doc", "epub"):
        out[f".{target}"] = soffice(folder / "book.txt", target, folder / target).read_bytes()
    return out


# (the file or folder given, how it is made from the real files, what the line says, where it points: "" the
# file, ":N" its line N)
CASES = [
    ("empty.txt", lambda m: b"", "файл пуст", ":1"),
    ("book.pages", lambda m: m[".txt"], "файлы Apple Pages (.pages) не читаются", ""),
    ("photo.jpg", lambda m: png_bytes(), "двоичный файл, а не текст", ":3"),
    ("scan.pdf", lambda m: scanned_pdf(), "в этом PDF нет текстового слоя", ""),
    ("cut.docx", lambda m: cut(m[".docx"]), "не удаётся прочитать .docx", ""),
    ("locked.docx", lambda m: encrypted_docx(m[".docx"]), "защищён паролем или это старый файл Word .doc", ""),
    ("cut.odt", lambda m: cut(m[".odt"]), "не удаётся прочитать этот файл .odt: это не архив ODT (файл повреждён "
     "или обрезан); LibreOffice тоже не смог его прочитать", ""),
    ("locked.odt", lambda m: encrypted_odt(m[".odt"]), "не удаётся прочитать этот файл .odt: файл защищён паролем; "
     "LibreOffice тоже не смог его прочитать", ""),
    ("cut.doc", lambda m: cut(m[".doc"]), "не удаётся прочитать этот файл .doc: части файла не сходятся", ""),
    ("locked.doc", lambda m: encrypted_doc(m[".doc"]), "не удаётся прочитать этот файл .doc: файл защищён паролем",
     ""),
    ("cut.epub", lambda m: cut(m[".epub"]), "не удаётся прочитать .epub", ""),
    ("drm.epub", lambda m: drm_epub(m[".epub"]), "этот .epub защищён от копирования (DRM): текст его глав зашифрован", ""),
    ("png.txt", lambda m: png_bytes(), "двоичный файл, а не текст", ":3"),
    ("nobook/photo.png", lambda m: png_bytes(), "нет файлов корпуса", "folder"),
]
# the commands, each with what it writes where it is told to (nothing may be left there)
COMMANDS = {
    "check": lambda given, out: ["check", given],
    "import": lambda given, out: ["import", given, "-o", str(out / "book.txt")],
    "export": lambda given, out: ["export", given, "-o", str(out / "book.json")],
    "show": lambda given, out: ["show", "--corpus", given, "1"],
    "search": lambda given, out: ["search", "--corpus", given, "колода"],
}
# import reads one document: a folder is refused for what it is, not for what it lacks
FOLDER_IMPORT = "это папка: import читает по одному документу"


def latin_words(line: str) -> list[str]:
    return [w for w in LATIN.findall(line) if w not in ALLOWED]


# A file that goes to LibreOffice (a refused .odt or .doc) costs a LibreOffice start (~1 s of CPU) a command: show
# and search read a collection as check and export do (corpus_from_args), so those files are given to these three.
OFFICE = (".odt", ".doc")
RUNS = [(command, *case) for case in CASES for command in sorted(COMMANDS)
        if not (case[0].endswith(OFFICE) and command in ("show", "search"))]


@pytest.fixture(scope="module")
def office_refusals(made) -> None:
    """LibreOffice asked about the damaged .odt and .doc of CASES in one run (from_office.convert_ahead), its
    refusals kept in the cache (soffice_convert_all keeps one), where each command finds them: one start (~1.2 s of
    CPU), not one a file. That a command's first refusal of a file starts LibreOffice and says so in one line is
    test_formats_hostile's old.doc and test_formats_doc's cut .doc; that the same bytes are refused again without
    it, with the same line, test_formats_odt's."""
    documents = [(make(made), Path(name).suffix) for name, make, _, _ in CASES if name.endswith(OFFICE)]
    with pytest.raises(LawrefError) as refused:
        convert_ahead(documents, "hostile")
    assert refused.value.key == "office_no_output", refused.value


@pytest.mark.parametrize("command, name, make, said, where", RUNS, ids=[f"{row[1]}-{row[0]}" for row in RUNS])
def test_hostile_input_is_one_russian_line_naming_the_file(made, office_refusals, tmp_path, cli, monkeypatch, command,
                                                           name, make, said, where):
    monkeypatch.delenv("LAWREF_LANG", raising=False)
    path = tmp_path / "in" / name
    path.parent.mkdir(parents=True)
    path.write_bytes(make(made))
    given = path.parent if where == "folder" else path
    out = tmp_path / "out"
    out.mkdir()
    result = cli(*COMMANDS[command](str(given), out))
    assert result.code == 2, result
    assert "Traceback" not in result.err and result.out == ""
    lines = result.err.splitlines()
    assert len(lines) == 1, lines
    [line] = lines
    if where == "folder" and command == "import":
        said = FOLDER_IMPORT
    at = "" if where == "folder" else where
    assert line.startswith(f"lawref: {given}{at}: "), line
    assert said in line, line
    assert not latin_words(line.replace(str(given), "")), line  # the path, wherever the line names it
    assert list(out.iterdir()) == []  # nothing half-written
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]


def test_the_latin_word_check_catches_english():
    assert latin_words("DOC прочитан через LibreOffice: встроенное чтение не читает этого: endnotes") == \
        ["endnotes"]
    assert latin_words("не удаётся прочитать PDF (сохраните его как DOCX: lawref import --ocr)") == []


# -- the reasons a native reader refuses a file: each a Russian label ------------------------------------------

FORMATS = Path(__file__).resolve().parents[1] / "tools" / "lawref" / "corpus" / "formats"


def refusal_reasons() -> set[str]:
    """Every `why_*` label the .doc, .odt and .rtf readers can give: the first argument of each DocRefused(…)
    and _refuse(shown, …) written out, and the values of the RTF reader's _REFUSED table."""
    found = set()
    for module, prefix in (("from_doc.py", "why_doc_"), ("from_odt.py", "why_odt_"), ("from_rtf.py", "why_rtf_")):
        tree = ast.parse((FORMATS / module).read_text("utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                args = node.args[:1] if node.func.id == "DocRefused" else node.args[1:2] \
                    if node.func.id == "_refuse" else []
                for arg in args:
                    assert isinstance(arg, ast.Constant) or ast.unparse(arg).startswith("_REFUSED["), \
                        f"{module}:{node.lineno}: a reason not written out"
                    if isinstance(arg, ast.Constant):
                        found.add(prefix + arg.value)
            if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "_REFUSED" for t in node.targets):
                found |= {prefix + v.value for v in node.value.values}
    return found


def test_every_refusal_reason_is_a_russian_label_saying_what_the_file_holds():
    reasons = refusal_reasons()
    assert len(reasons) >= 30 and {"why_doc_encrypted", "why_odt_frame", "why_rtf_binary"} <= reasons
    labels = table()
    assert not sorted(reasons - labels.keys())
    unused = sorted(k for k in labels if k.startswith("why_") and k not in reasons)
    assert not unused, unused
    for key in reasons:
        ru = labels[key]["ru"].format(nfc=23, code=40, number=866)
        assert re.search("[а-я]{4}", ru) and not latin_words(ru), (key, ru)


def test_a_refused_file_without_libreoffice_says_why_the_native_reader_refused(made, tmp_path, cli, monkeypatch):
    """A .doc saved with a password, on a machine without LibreOffice: installing LibreOffice would not open it,
    so the line says what the file is first, then what LibreOffice would read."""
    monkeypatch.delenv("LAWREF_LANG", raising=False)
    monkeypatch.setenv("PATH", str(tmp_path / "bin"))  # no soffice there
    path = tmp_path / "locked.doc"
    path.write_bytes(encrypted_doc(made[".doc"]))
    result = cli("check", str(path))
    assert (result.code, result.out) == (2, "")
    assert result.err == (
        f"lawref: {path}: встроенное чтение не читает этот файл .doc: файл защищён паролем; такой файл читает "
        "LibreOffice, а он не установлен (сохраните его как DOCX, или установите LibreOffice: scripts/system-deps.sh "
        "office (Debian/Ubuntu: apt-get install libreoffice-writer-nogui))\n")
