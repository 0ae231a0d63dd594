"""`lawref booklet` at the command line: options, imposition, and errors that leave no partial file."""

import subprocess
from pathlib import Path

import pytest
from pypdf import PdfReader

from lawref.cli import main

from conftest import CORPUS, REPO

A4_LANDSCAPE = (841.89, 595.28)


def test_booklet_for_chosen_laws_without_commentary(tmp_path, capsys):
    out = tmp_path / "law70.pdf"
    assert main(["booklet", "-o", str(out), "--laws", "70", "--no-commentary"]) == 0
    text = " ".join(p.extract_text() for p in PdfReader(out).pages)
    assert "ОСПАРИВАЕМАЯ ПРЕТЕНЗИЯ" in text
    assert "Комментарий" not in text and "Правило 28" not in text
    assert f"записано {out}" in capsys.readouterr().err


def test_a4_saddle_imposition(tmp_path, capsys):
    plain, imposed = tmp_path / "a5.pdf", tmp_path / "a4.pdf"
    assert main(["booklet", "-o", str(plain), "--laws", "28-30"]) == 0
    capsys.readouterr()
    assert main(["booklet", "-o", str(imposed), "--laws", "28-30", "--imposition", "a4-saddle"]) == 0
    a5_pages = len(PdfReader(plain).pages)
    sides = PdfReader(imposed).pages
    assert len(sides) == -(-a5_pages // 4) * 2
    # the message counts sheet sides (test_booklet_press's own typeset of this imposition, merged here: ~1.5 s CPU)
    assert f"(сторон листов A4: {len(sides)} для страниц буклета: " in capsys.readouterr().err
    for side in sides:
        assert (float(side.mediabox.width), float(side.mediabox.height)) == pytest.approx(A4_LANDSCAPE, abs=1)


def test_unknown_law_exits_2_names_it_and_keeps_the_old_file(tmp_path, capsys):
    out = tmp_path / "booklet.pdf"
    out.write_bytes(b"previous booklet")
    assert main(["booklet", "-o", str(out), "--laws", "27,32"]) == 2
    err = capsys.readouterr().err
    assert err.strip() == "lawref: --laws: Правила 32 нет в собрании (ни текста, ни комментария) (есть: 27–31, 70)"
    assert out.read_bytes() == b"previous booklet"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["booklet.pdf"]


def test_unwritable_output_exits_2_without_a_traceback(tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert main(["booklet", "-o", str(blocker / "booklet.pdf"), "--laws", "70"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"lawref: не удаётся записать буклет в {blocker / 'booklet.pdf'}: ")
    assert "укажите в -o путь, куда можно писать" in err and "Traceback" not in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file"]


def test_output_that_is_a_folder_is_refused(tmp_path, capsys):
    assert main(["booklet", "-o", str(tmp_path), "--laws", "70"]) == 2
    assert f"в {tmp_path}: это папка" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_laws_with_only_commentary_and_no_commentary_leave_nothing_to_print(tmp_path, capsys):
    out = tmp_path / "booklet.pdf"
    assert main(["booklet", "-o", str(out), "--laws", "27-29", "--no-commentary"]) == 2
    assert capsys.readouterr().err.strip() == (
        "lawref: нечего печатать: текста Правил 27–29 в собрании нет, только комментарий (уберите --no-commentary)")
    assert not out.exists()


def test_a_write_that_fails_half_way_leaves_the_old_file_and_no_temporary(tmp_path, capsys, monkeypatch):
    from lawref.booklet import render

    def half_written(plan, out):
        with open(out, "wb") as handle:
            handle.write(b"%PDF-1.7 half")
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(render, "assemble", half_written)
    out = tmp_path / "booklet.pdf"
    out.write_bytes(b"previous booklet")
    assert main(["booklet", "-o", str(out), "--laws", "28"]) == 2
    assert capsys.readouterr().err.strip() == (
        f"lawref: не удаётся записать буклет в {out}: на диске нет места (укажите в -o путь, куда можно писать)")
    assert out.read_bytes() == b"previous booklet"
    assert [p.name for p in tmp_path.iterdir()] == ["booklet.pdf"]


def test_public_leaves_out_the_personal_commentary_and_says_so(public_booklet):
    out, err, _ = public_booklet  # `lawref booklet -o FILE --public`, typeset once per run (conftest)
    assert "не включено (только для личного пользования): Комментарий EBL" in err
    text = " ".join(p.extract_text() for p in PdfReader(out).pages)
    assert "ОСПАРИВАЕМАЯ ПРЕТЕНЗИЯ" in text and "Endicott" not in text


def test_site_url_is_read_from_mkdocs_yml(tmp_path, monkeypatch):
    from lawref.cli.booklet import site_url_from_mkdocs

    config = tmp_path / "mkdocs.yml"
    config.write_text("site_name: x\nsite_url: https://club.example/laws/\n", "utf-8")
    assert site_url_from_mkdocs(config) == "https://club.example/laws/"
    config.write_text('site_name: x\nsite_url: ""\n', "utf-8")
    assert site_url_from_mkdocs(config) is None
    assert site_url_from_mkdocs(tmp_path / "missing.yml") is None


def test_site_url_from_mkdocs_yml_reads_its_env_tag(tmp_path, monkeypatch):
    """The project's own mkdocs.yml says `site_url: !ENV [LAWREF_SITE_URL, ""]`: the variable, or nothing."""
    from lawref.cli.booklet import site_url_from_mkdocs

    config = tmp_path / "mkdocs.yml"
    config.write_text('site_name: x\nsite_url: !ENV [LAWREF_SITE_URL, ""]\n', "utf-8")
    monkeypatch.delenv("LAWREF_SITE_URL", raising=False)
    assert site_url_from_mkdocs(config) is None
    monkeypatch.setenv("LAWREF_SITE_URL", "https://club.example/laws/")
    assert site_url_from_mkdocs(config) == "https://club.example/laws/"
    assert site_url_from_mkdocs(REPO / "mkdocs.yml") == "https://club.example/laws/"


def test_a_site_url_that_is_no_web_address_is_refused_in_one_line(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "mkdocs.yml").write_text("site_url: club.example\n", "utf-8")
    assert main(["booklet", "-o", str(tmp_path / "b.pdf"), "--laws", "70", str(CORPUS)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "«club.example» (из mkdocs.yml) — не адрес сайта" in err
    assert not (tmp_path / "b.pdf").exists()


def page_image(pdf: Path, page: int):
    """A page rendered at 200 dpi by poppler, as a phone would see it: a PPM, the same pixels as pdftoppm's PNG
    without its compression (~0.03 s of CPU a page, where the PNG took ~0.29)."""
    from PIL import Image

    image = pdf.with_suffix("")
    subprocess.run(["pdftoppm", "-r", "200", "-singlefile", "-f", str(page), "-l", str(page), str(pdf), str(image)],
                   check=True)
    return Image.open(f"{image}.ppm")


def decoded_codes(pdf: Path, page: int) -> list[tuple[str, str]]:
    """(format, text) of every barcode a reader finds on a page rendered at 200 dpi, as a phone would see it."""
    import zxingcpp

    return [(str(code.format), code.text) for code in zxingcpp.read_barcodes(page_image(pdf, page))]


def codes_and_crowding(pdf: Path, page: int) -> list[tuple[str, str, list[str]]]:
    """(format, text, words) of every code a phone reads on a page rendered at 200 dpi, `words` those printed in
    the code or in its quiet zone (four modules round it, ISO/IEC 18004): a heading run under a code, or text
    touching it, is there."""
    import pdfplumber
    import zxingcpp

    pt = 72 / 200
    found = []
    codes = zxingcpp.read_barcodes(page_image(pdf, page))
    if not codes:
        return found
    with pdfplumber.open(pdf) as doc:  # the page's words, where a code is to be kept clear of them
        words = doc.pages[page - 1].extract_words()
    for code in codes:
        p = code.position
        xs = [c.x * pt for c in (p.top_left, p.top_right, p.bottom_left, p.bottom_right)]
        ys = [c.y * pt for c in (p.top_left, p.top_right, p.bottom_left, p.bottom_right)]
        zone = 4 * (max(xs) - min(xs)) / 25  # a module: the code's width over its 21 or 25 modules (the wider)
        crowding = [w["text"] for w in words if w["x1"] > min(xs) - zone and w["x0"] < max(xs) + zone
                    and w["bottom"] > min(ys) - zone and w["top"] < max(ys) + zone]
        found.append((str(code.format), code.text, crowding))
    return found


def test_lawref_site_url_reaches_the_cover_and_every_qr_code_as_a_full_qr(tmp_path, monkeypatch):
    """Built from the project root with LAWREF_SITE_URL set: the cover prints the address, its code is a full QR
    (not a Micro QR phone readers skip) and every Law's code reads as that Law's page, with its quiet zone clear
    of any word (issue 19: 12 of a whole book's 94 codes lay on their Law's heading); Law 70's heading is long
    enough to wrap beside its code."""
    monkeypatch.chdir(REPO)
    monkeypatch.setenv("LAWREF_SITE_URL", "https://club.example/laws/")
    out = tmp_path / "site.pdf"
    assert main(["booklet", "-o", str(out), "--laws", "28-30,70"]) == 0
    reader = PdfReader(out)
    cover = reader.pages[0].extract_text()
    assert "https://club.example/laws/" in cover and "!ENV" not in cover
    assert [(fmt, text) for fmt, text, _ in codes_and_crowding(out, 1)] == [("QR Code", "https://club.example/laws/")]
    found = [(text, crowding) for page in range(1, len(reader.pages) + 1)
             for fmt, text, crowding in codes_and_crowding(out, page) if fmt == "QR Code"]
    assert sorted(text for text, _ in found[1:]) == [f"https://club.example/laws/laws/{n}.html"
                                                     for n in (28, 29, 30, 70)]
    assert [(text, crowding) for text, crowding in found if crowding] == []


def test_imposed_booklet_keeps_outline_language_metadata_and_live_links(tmp_path, seed_booklet):
    """The whole seed booklet imposed: `lawref booklet --imposition a4-saddle` typesets the booklet and imposes
    that file (render.build_booklet: impose_a4_saddle), so the booklet typeset once per run is imposed here rather
    than typeset again (~2.5 s CPU); the command's own imposition is test_a4_saddle_imposition's."""
    from lawref.booklet.impose import impose_a4_saddle

    plain, imposed = seed_booklet[0], tmp_path / "a4.pdf"  # plain: `lawref booklet -o`'s, typeset once per run
    assert impose_a4_saddle(plain, imposed) == len(PdfReader(imposed).pages)
    a5, a4 = PdfReader(plain), PdfReader(imposed)
    assert a4.trailer["/Root"]["/Lang"] == "ru"
    assert a4.metadata.title == a5.metadata.title
    top = [item for item in a4.outline if not isinstance(item, list)]
    assert [i.title for i in top] == [i.title for i in a5.outline if not isinstance(i, list)]
    middle = A4_LANDSCAPE[0] / 2
    for item in top:  # each bookmark opens the side, and the half, that shows its heading
        side = a4.pages[a4.get_destination_page_number(item)]
        left = float(item["/Left"] or 0) < middle - 1
        found = {"text": ""}

        def visit(text, cm, tm, font, size, found=found, left=left):
            x = cm[0] * tm[4] + cm[2] * tm[5] + cm[4]
            if (x < middle) == left:
                found["text"] += text

        side.extract_text(visitor_text=visit)
        assert item.title.split(".")[0].upper() in " ".join(found["text"].split()).upper(), item.title
    sides = {p.indirect_reference.idnum for p in a4.pages}
    links = [a.get_object() for p in a4.pages for a in p.get("/Annots") or ()]
    internal = [a for a in links if "/Dest" in a]
    assert len(internal) >= 10 and all(a["/Dest"][0].idnum in sides for a in internal)


def test_public_with_only_personal_sources_has_nothing_to_print(tmp_path, corpus_copy, capsys):
    for path in corpus_copy.glob("000_*"):
        path.unlink()  # the law text goes; the personal commentary is left
    out = tmp_path / "public.pdf"
    assert main(["booklet", str(corpus_copy), "-o", str(out), "--public"]) == 2
    assert capsys.readouterr().err.strip() == (
        "lawref: нечего печатать: все источники — только для личного пользования (уберите --public)")
    assert not out.exists()


def test_a_short_site_url_still_gets_a_full_qr_code(tmp_path):
    """segno would make a Micro QR for an address this short; most phone readers do not read those."""
    out = tmp_path / "short.pdf"
    assert main(["booklet", "-o", str(out), "--laws", "70", "--no-commentary", "--site-url", "http://b.ru/"]) == 0
    assert decoded_codes(out, 1) == [("QR Code", "http://b.ru/")]


def test_a_book_without_metadata_gets_a_readable_cover_title_and_an_author(tmp_path):
    """Its title is read off its title page: letter-spaced, followed by an English copyright line."""
    book = tmp_path / "book.txt"
    book.write_text("П Р А В И Л А СПОРТИВНОГО БРИДЖА 2017\n\nCopyright World Bridge Federation. All rights "
                    "reserved\n\n\n" + (CORPUS / "000_e2f9e180dbca6f62.txt").read_text("utf-8"), "utf-8")
    out = tmp_path / "book.pdf"
    assert main(["booklet", "-o", str(out), str(book)]) == 0
    reader = PdfReader(out)
    cover = " ".join(reader.pages[0].extract_text().split())
    assert cover.startswith("ПРАВИЛА СПОРТИВНОГО БРИДЖА 2017 НЕОФИЦИАЛЬНОЕ ИЗДАНИЕ")
    assert "Copyright" not in cover and "П Р А" not in cover
    assert reader.metadata.title == "ПРАВИЛА СПОРТИВНОГО БРИДЖА 2017" and reader.metadata.author


def test_an_output_in_a_folder_that_does_not_exist_is_refused_in_one_line(tmp_path, capsys):
    out = tmp_path / "no" / "such" / "x.pdf"
    assert main(["booklet", "-o", str(out), "--laws", "70"]) == 2
    err = capsys.readouterr().err
    assert err == f"lawref: {out.parent}: папки для вывода нет (создайте её или укажите другой путь в -o)\n"
    assert main(["booklet", "-o", str(out), "--lang", "en"]) == 2
    assert capsys.readouterr().err == (f"lawref: {out.parent}: the output folder does not exist "
                                       "(create it first or choose another -o path)\n")
    assert not (tmp_path / "no").exists()
