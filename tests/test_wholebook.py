"""Whole books, as users bring them (issue 8): the generator's law book and commentary (tests/bookgen) in every
format it renders — TXT with borders, page numbers, running heads, indentation, CP1251; a web site of chapter
pages; one HTML page; DOCX; PDF — read with no metadata must give exactly the book's clauses (id, kind,
parent, label, title, text) and references, lose no character, and leave `lawref check --strict` clean.
Then properties over random seeds and damaged books: the parser never crashes, cleanup is idempotent,
nothing is lost."""

from __future__ import annotations

import random
import shutil
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from lawref.corpus.clean import clean, to_text
from lawref.corpus.pipeline import load_corpus
from lawref.errors import LawrefError

from bookgen import make_books
from bookgen.render_txt import VARIANTS, render_txt
from fidelity import assert_nothing_lost, lost_and_invented
from readings import Readings

SEED = 1
RENDERINGS = [v.name for v in VARIANTS] + ["law_site", "law_book.html", "commentary.htm", "law.docx",
                                           "law_mixed.docx", "commentary.docx", "law.pdf", "commentary.pdf"]
FIELDS = ("kind", "parent", "law", "label", "title", "text")


@pytest.fixture(scope="session")
def rendered(rendered_books):
    """Every rendering of seed 1's books (written once per test run: conftest.rendered_books)."""
    out, manifest = rendered_books
    return out, manifest, make_books(SEED).all()


@pytest.fixture(scope="session")
def readings():
    """The module's readings of each rendering, kept (tests/readings.py): `parsed`'s, the commentary test's
    (law.txt and commentary.txt again, read together) and the extraction each was made from (nothing lost)."""
    return Readings()


@pytest.fixture(scope="session")
def parsed(rendered, readings):
    out, manifest, books = rendered
    cache = {}

    def parse(name):
        if name not in cache:
            cache[name] = load_corpus([out / name], read=readings.read)
        return cache[name]
    return parse


def differences(book, corpus) -> list[str]:
    expected = {c.id: c for c in book.clauses}
    got = {c.id: c for c in corpus.clauses}
    problems = [f"missing {i}" for i in expected if i not in got] + [f"extra {i}" for i in got if i not in expected]
    for clause_id, clause in expected.items():
        if clause_id in got:
            for name in FIELDS:
                want, have = getattr(clause, name), getattr(got[clause_id], name)
                if want != have:
                    problems.append(f"{clause_id}.{name}: expected {want!r}, got {have!r}")
    want_refs = Counter((r.source, r.target) for r in book.refs)
    have_refs = Counter((r.source_id, r.target) for r in corpus.refs())
    problems += [f"reference missing {s} -> {t}" for s, t in (want_refs - have_refs).elements()]
    problems += [f"reference extra {s} -> {t}" for s, t in (have_refs - want_refs).elements()]
    return problems


@pytest.mark.parametrize("name", RENDERINGS)
def test_every_rendering_gives_exactly_the_books_clauses(rendered, parsed, name):
    out, manifest, books = rendered
    problems = differences(books[manifest[name]["book"]], parsed(name))
    assert not problems, f"{len(problems)} differences, first: {problems[:8]}"


@pytest.mark.parametrize("name", RENDERINGS)
def test_nothing_lost_in_any_rendering(rendered, parsed, readings, name):
    """Every letter and digit of the document is in a clause or a removal. The document's text is the
    extraction `parsed` read it from (kept by `readings`: extracting it again gave the same, ~3.5 s a run)."""
    from lawref.corpus.formats.from_site import is_site

    out, manifest, books = rendered
    corpus = parsed(name)
    for source in corpus.sources:
        if is_site(out / name):  # a web site saved as a folder is one book
            path = out / name
        else:
            path = next(p for p in ([out / name] if (out / name).is_file() else sorted((out / name).iterdir()))
                        if p.stem == source.key)
        extracted = readings.extracted(path, encoding=None, kind=None)
        # the document's text = what its reader wrote out + what the reader left out (menus, page heads)
        assert_nothing_lost(corpus, extracted.text + "".join(r.text for r in extracted.removals), source.key)


@pytest.mark.parametrize("name", RENDERINGS)
def test_check_strict_is_clean_on_every_rendering(rendered, parsed, cli, monkeypatch, name):
    """`lawref check --strict` on the rendering, the whole command but its reading of the file, which is the
    module's own (`parsed`: the same load_corpus of the same path, made once for the three tests of a rendering
    instead of again here: ~0.5-2 s of CPU each)."""
    from lawref.cli import corpus as cli_corpus
    from lawref.cli.options import corpus_paths

    out, manifest, books = rendered
    real = cli_corpus.corpus_from_args

    def read_once(args, **options):
        if corpus_paths(args) == [str(out / name)] and args.encoding is None and not options:
            return parsed(name)
        return real(args, **options)

    monkeypatch.setattr(cli_corpus, "corpus_from_args", read_once)
    result = cli("check", "--strict", str(out / name))
    assert result.code == 0, result.out[-2000:] + result.err


def test_the_commentarys_references_resolve_into_the_law_book(rendered, readings):
    out, manifest, books = rendered
    corpus = load_corpus([out / "law.txt", out / "commentary.txt"], read=readings.read)
    cited = [r for r in books["commentary"].refs if not r.in_book]
    assert cited and all(r.target in corpus for r in cited)
    # and the commentary on each term sits beside its definition: the same slug
    terms = {c.id.split(".", 1)[1] for c in corpus if c.kind == "definition"}
    assert {c.id.split(".", 1)[1] for c in corpus if c.id.startswith("cdef.")} <= terms


# -- properties over generated books -------------------------------------------------------------------------
TXT_VARIANTS = [v for v in VARIANTS if v.book in ("law", "commentary")]


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                  HealthCheck.too_slow])
@given(seed=st.integers(2, 10_000), variant=st.sampled_from(TXT_VARIANTS))
def test_any_seed_parses_exactly_and_loses_nothing(tmp_path_factory, seed, variant):
    books = make_books(seed).all()
    rendering = render_txt(books[variant.book], variant, seed)
    folder = tmp_path_factory.mktemp("seed")
    path = folder / variant.name
    path.write_bytes(rendering.data())
    corpus = load_corpus([path])
    problems = differences(books[variant.book], corpus)
    assert not problems, f"seed {seed} {variant.name}: {problems[:8]}"
    assert_nothing_lost(corpus, path.read_bytes().decode(variant.encoding).replace("\r\n", "\n"), path.stem)


def damage(text: str, rng: random.Random) -> str:
    """A book as users damage it: lines dropped, doubled, swapped, cut; furniture and junk put in anywhere."""
    lines = text.split("\n")
    junk = ["- 17 -", "\f", "стр. 3", "ПРАВИЛО", "Глава", "ОПРЕДЕЛЕНИЯ", "СОДЕРЖАНИЕ", "(b)", "1)", "а)", "<*>",
            "| ", "Правило 12 -", "12.3.(a)", "«Взятка».", "Пример", "Примечание:", "..page4", "ПРВИЛО 12.", ""]
    for _ in range(rng.randint(1, 40)):
        if not lines:
            break
        i = rng.randrange(len(lines))
        action = rng.randrange(5)
        if action == 0:
            del lines[i]
        elif action == 1:
            lines.insert(i, lines[i])
        elif action == 2:
            lines.insert(i, rng.choice(junk))
        elif action == 3 and i + 1 < len(lines):
            lines[i], lines[i + 1] = lines[i + 1], lines[i]
        else:
            lines[i] = lines[i][: rng.randrange(len(lines[i]) + 1)]
    return "\n".join(lines)


@pytest.fixture(scope="module")
def small_texts():
    books = make_books(3).all()
    return {v.name: render_txt(books[v.book], v, 3).data().decode(v.encoding).replace("\r\n", "\n")
            for v in TXT_VARIANTS}


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                  HealthCheck.too_slow])
@given(name=st.sampled_from([v.name for v in TXT_VARIANTS]), damage_seed=st.integers(0, 2**32),
       start=st.floats(0, 1), length=st.integers(50, 1500), kind=st.sampled_from([None, "law", "commentary"]))
def test_damaged_books_never_crash_the_parser_and_lose_nothing(tmp_path_factory, small_texts, name, damage_seed,
                                                                start, length, kind):
    text = small_texts[name]
    lines = text.split("\n")
    first = int(start * max(0, len(lines) - length))
    piece = damage("\n".join(lines[first:first + length]), random.Random(damage_seed))
    folder = tmp_path_factory.mktemp("damaged")
    (folder / "book.txt").write_text(piece, "utf-8")
    if kind:
        (folder / "book.toml").write_text(f'kind = "{kind}"\ntitle = "t"\nedition = 2017\n', "utf-8")
    try:
        corpus = load_corpus([folder])
    except LawrefError as err:
        assert "book.t" in str(err) and "\n" not in str(err)  # one line naming the file
        return
    lost, invented = lost_and_invented(corpus, piece, "book")
    assert not lost and not invented, (lost, invented)
    first_pass = clean(piece, "book.txt")
    assert clean(to_text(first_pass.lines), "book.txt").removals == ()  # idempotent on real books too


def test_a_book_in_the_corpus_folder_builds_with_the_seed_corpus(rendered, tmp_path):
    """A whole law book dropped into corpus/ beside the seeds: read with no .toml, Law 70 of the book would
    clash with the seed's, so the book goes in alone with the commentary seed (Laws 27-31 commentary)."""
    out, manifest, books = rendered
    folder = tmp_path / "corpus"
    folder.mkdir()
    shutil.copy(out / "law.txt", folder / "law.txt")
    shutil.copy(out / "commentary.txt", folder / "commentary.txt")
    corpus = load_corpus([folder])
    assert len(corpus.laws()) == 93
    assert {c.kind for c in corpus} >= {"front", "chapter", "definitions", "definition", "law", "commentary"}


