"""Properties of the whole pipeline: nothing is lost, encodings parse alike, arbitrary text never crashes it."""

import re
import shutil

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from lawref.corpus.pipeline import load_corpus
from lawref.errors import LawrefError

from conftest import SEEDS

WORD = re.compile(r"[^\W_]+|<\*>", re.UNICODE)


def words(text: str) -> list[str]:
    return WORD.findall(text)


@pytest.mark.parametrize("seed", SEEDS, ids=lambda p: p.name)
def test_nothing_lost(corpus, seed):
    """Every word of the source, minus the recorded artefacts, appears in the clauses, in order."""
    source = next(s for s in corpus.sources if s.key == seed.stem)
    removed = {r.line for r in corpus.removals[source.key] if r.kind in ("overstrike", "directive")}
    source_words = [w for number, line in enumerate(seed.read_text("utf-8").splitlines(), 1)
                    if number not in removed for w in words(line)]
    # Law 70's footnote stands between E1 and E2 in the file; clauses are in document order, so compare
    # as the file orders them: by the line each clause starts at.
    ordered = sorted((c for c in corpus if c.source_key == source.key), key=lambda c: c.line)
    clause_words = [w for c in ordered for w in words(c.label) + words(c.title) + words(c.text)]
    assert clause_words == source_words
    removed_words = [w for r in corpus.removals[source.key] if r.kind in ("overstrike", "directive")
                     for w in words(r.text)]
    assert len(source_words) + len(removed_words) == len(words(seed.read_text("utf-8")))


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "cp1251", "cp866", "koi8-r"])
@pytest.mark.parametrize("newline", ["\n", "\r\n", "\r"])
def test_encoding_and_line_end_variants_parse_identically(corpus, tmp_path, encoding, newline):
    for seed in SEEDS:
        text = seed.read_text("utf-8").replace("\n", newline)
        (tmp_path / seed.name).write_bytes(text.encode(encoding))
        shutil.copy(seed.with_suffix(".toml"), tmp_path / seed.with_suffix(".toml").name)
    variant = load_corpus([tmp_path])
    assert [(c.id, c.label, c.title, c.text, c.emphasis, c.refs and [(r.target, r.start, r.line)
             for r in c.refs]) for c in variant] == \
           [(c.id, c.label, c.title, c.text, c.emphasis, c.refs and [(r.target, r.start, r.line)
             for r in c.refs]) for c in corpus]


LAWISH = st.lists(st.sampled_from([
    "ПРАВИЛО 70. ОСПАРИВАЕМАЯ ПРЕТЕНЗИЯ", "A. Общие принципы", "В. Раздел", "1. Судья требует", "2. текст",
    "(a) пункт", "(i) подпункт", "--------------------------------", "<*> Для целей Правил 70 и 71",
    "Правило 28. ЗАЯВКИ", "28.1. Это Правило", "29.2. выше", "Пример С", "1H 1D", "Примечание: см.Правило 31",
    "Примечание:", "не", "..page4", "", "", "Правилами 30, 31", "или 32.", "27В1(b)", "- если он, -", "сде-",
]), max_size=30)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(lines=LAWISH, kind=st.sampled_from(["law", "commentary"]), double=st.booleans())
def test_parser_never_crashes_on_law_like_text(tmp_path_factory, lines, kind, double):
    folder = tmp_path_factory.mktemp("h")
    sep = "\n\n" if double else "\n"
    (folder / "x.txt").write_text(sep.join(lines), "utf-8")
    (folder / "x.toml").write_text(f'kind = "{kind}"\ntitle = "t"\nedition = 1987\n', "utf-8")
    try:
        corpus = load_corpus([folder])
    except LawrefError as err:
        assert "x.t" in str(err)  # errors name the file
        return
    for clause in corpus:
        for ref in clause.refs:
            assert clause.text[ref.start:ref.end] == ref.text


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=st.text(max_size=400))
def test_parser_never_crashes_on_arbitrary_text(tmp_path_factory, text):
    folder = tmp_path_factory.mktemp("a")
    (folder / "x.txt").write_text(text, "utf-8", newline="")
    try:
        load_corpus([folder])
    except LawrefError:
        pass
