"""The booklet's renderer has WeasyPrint subset its fonts through a cffi that asks for an array of the values' own
length as `T[]` (renderer.ArraysSizedByTheirValues): the same arrays, and the same PDF, with no C type parsed
again for every number of glyphs."""

import re

import pytest

from lawref.booklet import renderer


class Spy:
    """A cffi `ffi` that records the types it is asked for and answers with the real one."""

    def __init__(self, ffi) -> None:
        self.ffi, self.asked = ffi, []

    def new(self, cdecl, init=None):
        self.asked.append(cdecl)
        return self.ffi.new(cdecl, init)

    def __getattr__(self, name: str):
        return getattr(self.ffi, name)


@pytest.mark.parametrize("cdecl, init, asked", [
    ("hb_codepoint_t[5]", [3, 1, 4, 1, 5], "hb_codepoint_t[]"),  # the subsetting's glyphs: their own length
    ("hb_codepoint_t[1]", (7,), "hb_codepoint_t[]"),
    ("unsigned int[3]", [0, 1, 2], "unsigned int[]"),
    ("hb_codepoint_t[7]", [1, 2, 3], "hb_codepoint_t[7]"),  # an explicit length the values do not fill
    ("hb_codepoint_t[4]", None, "hb_codepoint_t[4]"),  # no values: zeros of that length
    ("char[]", b"abc", "char[]"),
    ("char[3]", b"abc", "char[3]"),  # bytes: `char[]` would add a zero byte
    ("char[3]", [b"a", b"b", b"c"], "char[]"),
    ("hb_codepoint_t *", None, "hb_codepoint_t *"),  # no array
    ("hb_codepoint_t[2][3]", [[1, 2, 3], [4, 5, 6]], "hb_codepoint_t[2][3]"),  # the values' length is the outer
])
def test_an_array_of_its_values_own_length_is_asked_for_without_it(cdecl, init, asked):
    from weasyprint.text.ffi import ffi

    spy = Spy(ffi)
    made = renderer.ArraysSizedByTheirValues(spy).new(cdecl, init)
    assert spy.asked == [asked]
    expected = ffi.new(cdecl, init)
    assert ffi.sizeof(made) == ffi.sizeof(expected)
    assert ffi.buffer(made)[:] == ffi.buffer(expected)[:]
    if ffi.typeof(expected).kind == "array":
        assert ffi.typeof(made).item == ffi.typeof(expected).item and len(made) == len(expected)


def test_anything_else_is_the_real_ffis():
    from weasyprint.text.ffi import ffi

    wrapped = renderer.ArraysSizedByTheirValues(ffi)
    assert wrapped.NULL == ffi.NULL and wrapped.gc == ffi.gc and wrapped.string == ffi.string


DOCUMENT = ("<p>Судья действует следующим образом. <b>Полужирный</b> <i>курсив</i> и ♠♥♦♣ 1NT.</p>"
            '<p style="break-before: page">Вторая страница: «кавычки» — тире, 12345.</p>')


def test_the_booklets_fonts_are_subset_through_it_into_the_same_pdf(tmp_path, monkeypatch):
    """A PDF of the booklet's fonts written with WeasyPrint's own cffi and through the renderer's: the same bytes,
    and the subsetting asked for no length-sized array."""
    from weasyprint.pdf import fonts

    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    written = {}
    for how in ("weasyprint", "renderer"):
        document = renderer.Renderer().layout(DOCUMENT)  # its patches applied: fonts.ffi is the renderer's
        assert isinstance(fonts.ffi, renderer.ArraysSizedByTheirValues)
        own = fonts.ffi.ffi
        spy = Spy(own)
        monkeypatch.setattr(fonts, "ffi", spy if how == "weasyprint" else renderer.ArraysSizedByTheirValues(spy))
        document.write_pdf(target=str(tmp_path / f"{how}.pdf"))
        monkeypatch.setattr(fonts, "ffi", renderer.ArraysSizedByTheirValues(own))
        written[how] = ((tmp_path / f"{how}.pdf").read_bytes(), spy.asked)
    (own_pdf, own_asked), (pdf, asked) = written["weasyprint"], written["renderer"]
    assert pdf == own_pdf
    glyphs = re.compile(r"hb_codepoint_t\[\d+\]")  # the subsetting's arrays, each font's glyphs
    assert [cdecl for cdecl in own_asked if glyphs.fullmatch(cdecl)], own_asked  # WeasyPrint's, as it asks
    assert not [cdecl for cdecl in asked if glyphs.fullmatch(cdecl)] and "hb_codepoint_t[]" in asked, asked
