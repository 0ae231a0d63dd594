"""Rights as metadata: `rights = "personal"` marks a source that public builds must leave out."""

import pytest

from lawref.corpus.pipeline import load_corpus
from lawref.corpus.rights import personal_sources, public_corpus
from lawref.errors import LawrefError


def test_the_ebl_commentary_is_personal_and_the_law_is_public(corpus):
    rights = {s.kind: s.rights for s in corpus.sources}
    assert rights == {"law": "public", "commentary": "personal"}
    assert [s.kind for s in personal_sources(corpus)] == ["commentary"]


def test_public_corpus_drops_the_personal_source_and_re_resolves_references(corpus):
    public = public_corpus(corpus)
    assert {s.kind for s in public.sources} == {"law"}
    assert {c.source for c in public} == {"law"}
    assert "c28" not in public and "70C2" in public
    # nothing of the dropped source is left behind: no backlinks from it, no diagnostics naming its file
    assert not any(ref.source_id.startswith(("c", "27.", "28.")) for ref in public.refs())
    assert all(d.path.endswith("000_e2f9e180dbca6f62.txt") for d in public.diagnostics)
    assert all(public.backlinks(c.id) == tuple(r for r in public.refs() if r.target == c.id) for c in public)


def test_a_corpus_without_personal_sources_is_returned_as_it_is(corpus):
    public = public_corpus(corpus)
    assert public_corpus(public) is public


@pytest.mark.parametrize("value", ['"private"', '"Personal"', "1"])
def test_an_unknown_rights_value_is_refused_naming_the_line(corpus_copy, value):
    meta = corpus_copy / "001_91c3f04bc14c0505.toml"
    text = meta.read_text("utf-8").replace('rights = "personal"', f"rights = {value}")
    meta.write_text(text, "utf-8")
    with pytest.raises(LawrefError) as err:
        load_corpus([corpus_copy])
    line = next(n for n, l in enumerate(text.splitlines(), 1) if l.startswith("rights"))
    assert f"001_91c3f04bc14c0505.toml:{line}" in str(err.value)


def test_rights_default_to_public(corpus_copy):
    meta = corpus_copy / "001_91c3f04bc14c0505.toml"
    meta.write_text("\n".join(l for l in meta.read_text("utf-8").splitlines() if not l.startswith("rights")),
                    "utf-8")
    assert {s.rights for s in load_corpus([corpus_copy]).sources} == {"public"}
