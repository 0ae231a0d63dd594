"""`lawref booklet` at the command line: options, imposition, and errors that leave no partial file."""

import pytest
from pypdf import PdfReader

from lawref.cli import main

A4_LANDSCAPE = (841.89, 595.28)


def test_booklet_for_chosen_laws_without_commentary(tmp_path, capsys):
    out = tmp_path / "law70.pdf"
    assert main(["booklet", "-o", str(out), "--laws", "70", "--no-commentary"]) == 0
    text = " ".join(p.extract_text() for p in PdfReader(out).pages)
    assert "ОСПАРИВАЕМАЯ ПРЕТЕНЗИЯ" in text
    assert "Комментарий" not in text and "Правило 28" not in text
    assert f"wrote {out}" in capsys.readouterr().err


def test_a4_saddle_imposition(tmp_path):
    plain, imposed = tmp_path / "a5.pdf", tmp_path / "a4.pdf"
    assert main(["booklet", "-o", str(plain), "--laws", "28-30"]) == 0
    assert main(["booklet", "-o", str(imposed), "--laws", "28-30", "--imposition", "a4-saddle"]) == 0
    a5_pages = len(PdfReader(plain).pages)
    sides = PdfReader(imposed).pages
    assert len(sides) == -(-a5_pages // 4) * 2
    for side in sides:
        assert (float(side.mediabox.width), float(side.mediabox.height)) == pytest.approx(A4_LANDSCAPE, abs=1)


def test_unknown_law_exits_2_names_it_and_keeps_the_old_file(tmp_path, capsys):
    out = tmp_path / "booklet.pdf"
    out.write_bytes(b"previous booklet")
    assert main(["booklet", "-o", str(out), "--laws", "27,32"]) == 2
    err = capsys.readouterr().err
    assert err.strip() == ("lawref: --laws: Law 32 not in the corpus (neither text nor commentary) "
                           "(available: 27–31, 70)")
    assert out.read_bytes() == b"previous booklet"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["booklet.pdf"]


def test_unwritable_output_exits_2_without_a_traceback(tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert main(["booklet", "-o", str(blocker / "booklet.pdf"), "--laws", "70"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"lawref: cannot write the booklet to {blocker / 'booklet.pdf'}: ")
    assert "choose a writable path with -o" in err and "Traceback" not in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file"]


def test_output_that_is_a_folder_is_refused(tmp_path, capsys):
    assert main(["booklet", "-o", str(tmp_path), "--laws", "70"]) == 2
    assert "it is a folder" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_laws_with_only_commentary_and_no_commentary_leave_nothing_to_print(tmp_path, capsys):
    out = tmp_path / "booklet.pdf"
    assert main(["booklet", "-o", str(out), "--laws", "27-29", "--no-commentary"]) == 2
    assert capsys.readouterr().err.strip() == (
        "lawref: nothing to print: Laws 27–29 have no text in the corpus, only commentary (leave out --no-commentary)")
    assert not out.exists()


def test_a_write_that_fails_half_way_leaves_the_old_file_and_no_temporary(tmp_path, capsys, monkeypatch):
    from lawref.booklet import render

    class HalfWritten:
        pages = ()  # no footnote markers to place

        def write_pdf(self, target):
            with open(target, "wb") as out:
                out.write(b"%PDF-1.7 half")
            raise OSError(28, "No space left on device")

    monkeypatch.setattr(render, "layout", lambda html: HalfWritten())
    out = tmp_path / "booklet.pdf"
    out.write_bytes(b"previous booklet")
    assert main(["booklet", "-o", str(out), "--laws", "28"]) == 2
    assert capsys.readouterr().err.strip() == (
        f"lawref: cannot write the booklet to {out}: No space left on device (choose a writable path with -o)")
    assert out.read_bytes() == b"previous booklet"
    assert [p.name for p in tmp_path.iterdir()] == ["booklet.pdf"]
