"""The booklet's renderers are made once a process (renderer.shared): one per style sheet and colour model, kept
for every booklet the process typesets after, and a booklet is the same, byte for byte, whether its renderers are
new or were used for another booklet before."""

import pytest

from lawref.booklet import renderer
from lawref.booklet.stamp import stamp_css


@pytest.fixture
def fresh(monkeypatch):
    """An empty `_shared` for the test, the process's own given back after it."""
    monkeypatch.setattr(renderer, "_shared", {})
    return renderer._shared


@pytest.mark.parametrize("first, again, same", [
    ((None, False), (None, False), True),  # the booklet's sheet, asked twice
    ((None, False), (None, True), False),  # the press's colours: another sheet
    ((None, False), (stamp_css(False), False), False),  # the stamps' sheet
    ((stamp_css(True), False), (stamp_css(True), False), True),
    (("p { color: red }", False), ("p { color: blue }", False), False),  # an edited sheet gets its own
])
def test_a_renderer_is_kept_for_its_style_sheet_and_colours(fresh, first, again, same):
    assert (renderer.shared(*first) is renderer.shared(*again)) is same
    assert len(fresh) == (1 if same else 2)


def test_no_more_than_eight_sheets_are_kept(fresh):
    kept = [renderer.shared(f"p {{ margin: {n}px }}") for n in range(9)]
    assert len(fresh) == 1 and renderer.shared("p { margin: 8px }") is kept[-1]


def test_a_booklet_is_the_same_after_another_one_typeset_with_the_same_renderers(fresh, corpus, tmp_path,
                                                                                 monkeypatch):
    """Law 70 typeset with new renderers, then with the site's address (other text: the address and QR codes on
    the cover and beside the Law) and again as first, with the same renderers: the same bytes (no state of a
    booklet's fonts or styles reaches the next)."""
    from lawref.booklet.render import build_booklet

    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    first, other, again = tmp_path / "70.pdf", tmp_path / "70-site.pdf", tmp_path / "70-again.pdf"
    build_booklet(corpus, first, laws="70", commentary=False, processes=1)
    made = dict(fresh)
    build_booklet(corpus, other, laws="70", commentary=False, processes=1,
                  site_url="https://example.org/laws/")
    build_booklet(corpus, again, laws="70", commentary=False, processes=1)
    assert fresh == made and len(made) == 2  # the booklet's sheet and the stamps', used by all three
    assert again.read_bytes() == first.read_bytes()


@pytest.mark.parametrize("html", [
    "<p>Правило 70 &amp; <b>претензия</b>\u00a0— текст</p>",  # text runs, an entity, a no-break space
    "<p class='a' id=x>1.<span>а)</span>\r\n<!-- примечание --> <br/>конец",  # attributes, a comment, CRLF
    "<section>\u0000<em>и</em><<-</section>",  # the characters a run stops at, alone
])
def test_tinyhtml5_finds_its_regexes_under_the_characters_it_stops_at(html, monkeypatch):
    """renderer._cache_tokenizer_regexes: the booklet's HTML tokenised as tinyhtml5's own cache does it, the
    regexes kept under the characters (never compiled again: a second parse adds none)."""
    import xml.etree.ElementTree as ET

    import tinyhtml5
    from tinyhtml5 import inputstream

    monkeypatch.setattr(inputstream, "characters_until_regex", {})
    as_written = ET.tostring(tinyhtml5.parse(html))
    renderer._cache_tokenizer_regexes()
    renderer._cache_tokenizer_regexes()  # idempotent
    kept = inputstream.characters_until_regex
    assert isinstance(kept, renderer._TokenizerRegexes) and not kept
    assert ET.tostring(tinyhtml5.parse(html)) == as_written
    assert kept and all(isinstance(characters, (str, tuple, frozenset)) for characters, _ in kept)
    learnt = dict(kept)
    assert ET.tostring(tinyhtml5.parse(html)) == as_written and kept == learnt
