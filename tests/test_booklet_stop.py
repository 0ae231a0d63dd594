"""A booklet stopped by its caller (build_booklet's `stop`: the editor's loop, when an edit makes the booklet being
typeset stale): it ends at the next stage, writes nothing, and leaves the old file as it was."""

import pytest

from lawref.booklet import layout, renderer
from lawref.booklet.render import Stopped, build_booklet
from lawref.corpus.pipeline import load_corpus

from conftest import CORPUS

KINDS = (('<section class="index"', "back"), ('<section class="cover"', "front"), ('<div class="sp"', "stamps"),
         ('<div class="blank"', "blank"))


@pytest.fixture(scope="module")
def corpus():
    return load_corpus([CORPUS])


def _typeset(corpus, out, stop, monkeypatch, made: list[str]) -> None:
    """Law 70 without commentary (the smallest booklet of the seeds) typeset here with `stop`, each layout it
    makes named in `made`: a body's section, the back matter, the front matter (and a blank page after it),
    a document of stamps."""
    section, whole = layout.lay_out_section, renderer.Renderer.layout

    def lay_out_section(job):
        made.append("section")
        return section(job)

    def document(self, body):
        made.append(next((kind for start, kind in KINDS if body.startswith(start)), "other"))
        return whole(self, body)

    monkeypatch.setattr(layout, "lay_out_section", lay_out_section)
    monkeypatch.setattr(renderer.Renderer, "layout", document)
    build_booklet(corpus, out, laws="70", commentary=False, processes=1, stop=stop)


# What was laid out when the typesetting asked, question by question: before the body, after its one section,
# before the back matter (the body's stamps drawn), before the front matter, before the assembly (the front matter,
# its blank page and the front and back matter's stamps drawn).
ASKED = [[], ["section"], ["section", "stamps"], ["section", "stamps", "back"],
         ["section", "stamps", "back", "front", "blank", "stamps", "stamps"]]


@pytest.mark.parametrize("at", [1, 2, 5])  # nothing laid out; the body's section only; everything but the assembly
def test_a_stop_ends_the_typesetting_there_and_leaves_the_old_file(corpus, tmp_path, monkeypatch, at):
    out = tmp_path / "b.pdf"
    out.write_bytes(b"previous booklet")
    asked, made = [], []

    def stop():
        asked.append(list(made))
        return len(asked) == at

    with pytest.raises(Stopped):
        _typeset(corpus, out, stop, monkeypatch, made)
    assert asked == ASKED[:at] and made == ASKED[at - 1]
    assert out.read_bytes() == b"previous booklet" and [p.name for p in tmp_path.iterdir()] == ["b.pdf"]
