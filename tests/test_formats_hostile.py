"""Hostile files: each gives one line naming the file and what to do, exit code 2, no traceback, no output."""

from __future__ import annotations

import io

import pytest

from formats_book import to_docx, to_pdf


def png_bytes() -> bytes:
    from PIL import Image

    buffer = io.BytesIO()
    Image.new("RGB", (120, 80), (200, 200, 200)).save(buffer, "PNG")
    return buffer.getvalue()


def scanned_pdf() -> bytes:
    """Pages of pictures, no text: what a scanner gives."""
    import base64

    import weasyprint

    image = base64.b64encode(png_bytes()).decode()
    html = "".join(f'<img src="data:image/png;base64,{image}" style="width:100%; page-break-after: always">'
                   for _ in range(3))
    return weasyprint.HTML(string=f"<html><body>{html}</body></html>").write_pdf()


def encrypted_pdf() -> bytes:
    import pypdf

    writer = pypdf.PdfWriter(clone_from=pypdf.PdfReader(io.BytesIO(to_pdf())))
    writer.encrypt(user_password="secret", algorithm="RC4-128")
    buffer = io.BytesIO()
    writer.write(buffer)
    return buffer.getvalue()


def pictures_docx() -> bytes:
    import docx

    document = docx.Document()
    for _ in range(2):
        document.add_picture(io.BytesIO(png_bytes()))
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()


def numbers_only_pdf() -> bytes:
    import weasyprint

    css = "@page { size: A6; @bottom-center { content: counter(page) } }"
    pages = "".join('<div style="page-break-after: always">&nbsp;</div>' for _ in range(3))
    return weasyprint.HTML(string=f"<html><head><style>{css}</style></head><body>{pages}</body></html>").write_pdf()


def bad_numbering_docx() -> bytes:
    import zipfile

    source = io.BytesIO(to_docx())
    out = io.BytesIO()
    with zipfile.ZipFile(source) as old, zipfile.ZipFile(out, "w") as new:
        for item in old.infolist():
            data = old.read(item.filename)
            if item.filename == "word/numbering.xml":
                data = data.replace(b'<w:start w:val="1"/>', b'<w:start w:val="x"/>')
            new.writestr(item, data)
    return out.getvalue()


NO_LAW_HTML = """<html><head><meta charset="utf-8"><title>Погода</title></head><body>
<nav><a href="/">Главная</a> <a href="/news">Новости</a></nav>
<h1>Прогноз погоды на неделю</h1><p>В понедельник ожидается переменная облачность, ветер северный.</p>
<p>Во вторник возможен небольшой дождь.</p></body></html>"""

ONLY_MENUS_HTML = """<html><body><header>Клуб «Вист»</header><nav><ul><li><a href="/">Главная</a></li>
<li><a href="/laws">Правила</a></li></ul></nav><footer>© Клуб</footer></body></html>"""

CASES = {
    "scanned.pdf": (scanned_pdf, "нет текстового слоя (страниц-картинок: 2; это скан?)", "lawref import --ocr"),
    "locked.pdf": (encrypted_pdf, "защищён паролем", "qpdf --decrypt"),
    "broken.pdf": (lambda: b"%PDF-1.7\n1 0 obj << /Type /Catalog >>\nnot a pdf at all", "он повреждён или это не PDF",
                   "сохраните или напечатайте в новый PDF"),
    "truncated.pdf": (lambda: to_pdf()[:3000], "не удаётся прочитать PDF", "новый PDF"),
    "numbers.pdf": (numbers_only_pdf, "в этом PDF нет текста, кроме номеров страниц и колонтитулов", "тот ли это файл"),
    "badnumbering.docx": (bad_numbering_docx, "не удаётся прочитать .docx: файл повреждён", "сохраните заново"),
    "pictures.docx": (pictures_docx, "в этом .docx нет текста (только картинки, или он пуст)", "ocrmypdf"),
    "broken.docx": (lambda: b"PK\x03\x04 this is not a zip archive", "это не документ Word или он повреждён",
                    "сохраните заново как .docx"),
    "truncated.docx": (lambda: to_docx()[:4000], "не удаётся прочитать .docx", "сохраните заново как .docx"),
    "locked.docx": (lambda: b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(4000), "защищён паролем или это старый файл Word .doc",
                    "сохраните документ из Word как .docx"),
    "weather.html": (lambda: NO_LAW_HTML.encode(), "ни текст Правил, ни комментарий", "укажите kind в .toml"),
    "menus.html": (lambda: ONLY_MENUS_HTML.encode(), "на этой HTML-странице нет текста", "только со ссылками или картинками"),
    "english.htm": (lambda: b"<html><body><p>Laws of Duplicate Bridge</p></body></html>", "это не русский текст",
                    "только русские тексты"),
    # a .doc the built-in reader refuses (this one: no compound file) goes to LibreOffice: its refusal, in one line
    "old.doc": (lambda: b"\xd0\xcf\x11\xe0" + bytes(100), "не удаётся прочитать этот файл .doc: части файла не "
                "сходятся", "LibreOffice тоже не смог его прочитать (откройте его в Word или LibreOffice и сохраните "
                "заново как DOCX"),
    "old.mobi": (lambda: b"BOOKMOBI" + bytes(100), "не удаётся прочитать книгу Kindle (MOBI/AZW3): она обрезана или "
                 "повреждена", "скачайте или скопируйте её заново"),
    "empty.azw3": (lambda: bytes(60) + b"BOOKMOBI" + bytes(20), "не удаётся прочитать книгу Kindle", "сохраните как EPUB"),
    "empty.chm": (lambda: b"ITSF\x03\x00\x00\x00" + bytes(100), "не удаётся прочитать .chm", "скопируйте его заново"),
    "page.xps": (lambda: b"PK\x03\x04" + bytes(100), "файлы XPS (.xps) не читаются", "сохраните документ как .docx"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_hostile_file_gives_one_line_and_exit_2(tmp_path, cli, name):
    make, message, hint = CASES[name]
    path = tmp_path / name
    path.write_bytes(make())
    result = cli("check", str(path))
    assert result.code == 2, result
    assert result.out == ""
    assert "Traceback" not in result.err
    lines = result.err.splitlines()
    assert len(lines) == 1, lines
    assert lines[0].startswith(f"lawref: {path}"), lines[0]
    assert message in lines[0] and hint in lines[0], lines[0]


def test_a_50_mib_text_is_refused_before_it_is_read(tmp_path, cli, monkeypatch):
    path = tmp_path / "huge.txt"
    with open(path, "wb") as handle:  # sparse: 50 MiB on paper, nothing on disk
        handle.truncate(50 * 1024 * 1024)
    from pathlib import Path

    def no_reading(self):
        raise AssertionError(f"{self} was read")

    monkeypatch.setattr(Path, "read_bytes", no_reading)
    result = cli("check", str(path))
    assert result.code == 2 and result.out == ""
    assert result.err.splitlines() == [
        f"lawref: {path}: файл весит 50.0 МиБ, больше предела 16 МиБ для файлов .txt (целая книга занимает "
        "несколько МиБ; тот ли это файл? Больший текст разбейте на несколько файлов (по главе в каждом))"]
    assert cli("check", str(path), "--lang", "en").err.splitlines() == [
        f"lawref: {path}: file is 50.0 MiB, over the 16 MiB limit for .txt files (a whole book is a few MiB; "
        "is this the right file? split a larger text into several files (one per chapter))"]


def test_a_hostile_file_in_a_folder_is_named(tmp_path, cli):
    folder = tmp_path / "corpus"
    folder.mkdir()
    (folder / "scan.pdf").write_bytes(scanned_pdf())
    result = cli("export", str(folder))
    assert result.code == 2 and result.out == ""
    assert result.err.startswith(f"lawref: {folder / 'scan.pdf'}: в этом PDF нет текстового слоя")
