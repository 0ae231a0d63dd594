"""The generator of whole books (tests/bookgen): deterministic, a consistent ground truth, every form the
whole-book contract lists, and renderings that hold exactly the book's words.

These tests check the generator, not lawref's parser: the parser's tests over generated books are the lead's
(tests/bookgen/check_parse.py shows how far the parser gets meanwhile).
"""

from __future__ import annotations

import json
import re
from collections import Counter

import pytest

from lawref.corpus.clean import clean
from lawref.corpus.join import join_lines
from lawref.corpus.refs import scan_refs
from lawref.ids import normalize_id, slug
from lawref.model import CLAUSE_KINDS, Line

from bookgen import make_books
from bookgen.blocks import running_law_head
from bookgen.model import truth_json
from bookgen.readback import (
    PAGE_NUMBER,
    docx_paragraphs,
    expected_words,
    html_text,
    pdf_pages,
    pdf_words,
    style_names,
    txt_lines,
    txt_words,
    words,
)
from bookgen.render_docx import DocxRendering, render_docx
from bookgen.render_html import render_law_site, render_page
from bookgen.render_pdf import render_pdf
from bookgen.render_txt import VARIANTS, render_txt

SEED = 1
TXT = {v.name: v for v in VARIANTS}
# Id forms of the whole-book contract that lawref.ids.normalize_id does not read yet: a deeper item of a Law
# without sections («9-1(a)(i)»), a commentary paragraph's letter items («27.3(a)», «27.3(b)(i)»).


@pytest.fixture(scope="module")
def books():
    return make_books(SEED)


@pytest.fixture(scope="module")
def txt(rendered_txt):
    """render_txt of each TXT variant of seed 1's books (render_txt(books.all()[v.book], v, SEED)): the renderings
    written once per run for every test (conftest.rendered_books keeps render_txt's objects, rendered_txt)."""
    assert set(rendered_txt) == {v.name for v in VARIANTS}
    return rendered_txt


@pytest.fixture(scope="module")
def pdfs(books, rendered_books):
    """render_pdf of the law book and the commentary: the renderings written once per run for every test
    (conftest.rendered_books writes render_pdf's bytes)."""
    folder, manifest = rendered_books
    assert {manifest[f"{key}.pdf"]["book"] for key in ("law", "commentary")} == {"law", "commentary"}
    return {book.key: (folder / f"{book.key}.pdf").read_bytes() for book in (books.law, books.commentary)}


@pytest.fixture(scope="module")
def pdf_text(pdfs):
    return {key: pdf_pages(data) for key, data in pdfs.items()}


@pytest.fixture(scope="module")
def docx(rendered_books):
    """render_docx of the law book, its mixed variant and the commentary: the renderings written once per run for
    every test (conftest.rendered_books writes render_docx's bytes and its auto_numbered in the manifest; that a
    book renders to the same DOCX again is test_a_seed_gives_the_same_books_and_files')."""
    folder, manifest = rendered_books
    found = {entry["book"]: DocxRendering((folder / name).read_bytes(), entry["auto_numbered"])
             for name, entry in manifest.items() if entry["format"] == "docx"}
    assert set(found) == {"law", "law-mixed", "commentary"}
    return found


def all_books(books):
    return list(books.all().values())


# -- the books and their ground truth ---------------------------------------------------------------------
def test_a_seed_gives_the_same_books_and_files():
    first, again, other = make_books(7), make_books(7), make_books(8)
    assert truth_json(first.all(), {}, seed=7, scale=1) == truth_json(again.all(), {}, seed=7, scale=1)
    assert first.law.truth() != other.law.truth()
    for variant in (TXT["law_pages_dash.txt"], TXT["commentary.txt"]):
        assert render_txt(first.all()[variant.book], variant, 7).data() == \
            render_txt(again.all()[variant.book], variant, 7).data()
    assert render_law_site(first.law).pages == render_law_site(again.law).pages
    assert render_docx(first.commentary).data == render_docx(again.commentary).data


def test_a_seed_gives_the_same_pdf(books, pdfs):
    assert render_pdf(make_books(SEED).commentary) == pdfs["commentary"]


def test_the_three_law_styles_differ_only_in_headings(books):
    for styled in (books.law_mixed, books.law_dash):
        assert [c.id for c in styled.clauses] == [c.id for c in books.law.clauses]
        differ = {c.kind for c, d in zip(books.law.clauses, styled.clauses) if c.truth() != d.truth()}
        assert differ == {"law", "chapter"}
    assert books.law["12"].label == "ПРАВИЛО 12." and books.law["12"].title.isupper()
    assert books.law_mixed["12"].label == "Правило 12." and books.law_mixed["ch4"].title == "ТОРГОВЛЯ"
    assert books.law_dash["12"].label == "Правило 12 -" and books.law_dash["ch4"].label == "Глава 4 -"


def test_the_ground_truth_is_consistent(books):
    for book in all_books(books):
        ids = [c.id for c in book.clauses]
        assert len(ids) == len(set(ids)), f"{book.key}: repeated ids"
        position = {clause_id: index for index, clause_id in enumerate(ids)}
        for clause in book.clauses:
            assert clause.kind in CLAUSE_KINDS, clause.id
            assert normalize_id(clause.id) == clause.id, f"{book.key}: {clause.id} is not a canonical id"
            if clause.parent is not None:
                assert clause.parent in book, f"{clause.id}: parent {clause.parent} missing"
                assert book[clause.parent].children.count(clause.id) == 1, clause.id
                assert position[clause.parent] < position[clause.id], clause.id
            for child in clause.children:
                assert book[child].parent == clause.id, child
            for paragraph in clause.paragraphs:
                assert paragraph and paragraph == paragraph.strip() and "  " not in paragraph and "\n" not in paragraph
            if clause.kind in ("front", "chapter", "definitions", "definition") or clause.id.startswith("cdef"):
                assert clause.law == "", clause.id
            else:
                assert clause.law == re.match(r"c?(\d+)", clause.id)[1], clause.id
            if clause.kind == "law":
                assert clause.parent is not None and book[clause.parent].kind == "chapter", clause.id


def test_a_whole_law_book_and_a_whole_commentary(books):
    law, commentary = books.law, books.commentary
    assert [c.id for c in law.clauses[:3]] == ["front.title", "front.ot-redaktsii", "front.vvedenie"]
    assert [c.id for c in law.clauses if c.kind == "law"] == [str(n) for n in range(1, 94)]
    assert [c.id for c in law.clauses if c.kind == "chapter" and c.parent is None] == [f"ch{n}" for n in range(1, 9)]
    assert {"ch4.p2", "ch5.p4", "ch8.p3"} <= {c.id for c in law.clauses}
    terms = [c for c in law.clauses if c.kind == "definition"]
    assert 30 <= len(terms) <= 50 and all(c.id == "def." + slug(c.title) for c in terms)
    assert law["def"].children == [c.id for c in terms]
    assert sum(len(c.text.split()) > 12 for c in terms) >= 20  # entries that run over several lines
    assert len([c for c in law.clauses if c.law]) >= 500
    assert [c.id for c in commentary.clauses if c.kind == "commentary" and c.law] == [f"c{n}" for n in range(1, 94)]
    assert [c.id for c in commentary.clauses[:4]] == ["cfront.title", "cfront.ot-perevodchika", "cfront.predislovie",
                                                     "cdef"]
    assert "for personal and private perusal and not for reproduction" in commentary["cfront.title"].text
    assert len([c for c in commentary.clauses if c.kind == "paragraph" and c.law]) >= 200
    assert all(f"def.{c.id[5:]}" in law for c in commentary.clauses if c.id.startswith("cdef."))


def test_every_reference_points_at_a_clause(books):
    for book in all_books(books):
        assert book.refs
        for ref in book.refs:
            assert ref.text in book[ref.source].text, ref
            home = book if ref.in_book else books.law
            assert ref.target in home, f"{book.key}: {ref.source} cites {ref.target}, which is nowhere"
    assert any(not ref.in_book for ref in books.commentary.refs)


def test_references_are_the_ones_the_reference_grammar_reads(books):
    """lawref's grammar finds exactly the generator's references: Laws, commentary paragraphs, and terms of
    the Definitions written «Term» в Определениях."""
    for book in all_books(books):
        wanted: dict[str, Counter] = {}
        for ref in book.refs:
            if ref.kind == "definition":
                assert f"«{ref.text}» в Определениях" in book[ref.source].text
            wanted.setdefault(ref.source, Counter())[ref.target] += 1
        for clause in book.clauses:
            found, malformed = scan_refs(clause.text)
            assert not malformed, (clause.id, malformed)
            assert Counter(f.target for f in found if not f.implied) == wanted.get(clause.id, Counter()), clause.id


def test_the_books_hold_every_form_the_contract_lists(books):
    law, commentary = books.law, books.commentary
    labels = Counter(c.label for c in law.clauses)
    assert labels["1)"] and labels["a)"] and labels["(a)"] and labels["(i)"], "items 1), a), (a), (i)"
    assert labels["б)"] or labels["(б)"], "a Cyrillic-alphabet list а) б) в)"
    assert labels["(е)"] + labels["(с)"] + labels["(а)"] > 0, "a Cyrillic look-alike in a Latin list"
    assert any(c.kind == "section" and not c.label.isascii() for c in law.clauses), "a section printed «В.»"
    assert any(re.fullmatch(r"\d+-\d+", c.id) for c in law.clauses), "items of a Law without sections"
    footnotes = [c for c in law.clauses if c.kind == "footnote"]
    assert footnotes and all(c.label in law[c.law].text + "".join(d.text for d in law.descendants(c.law))
                             for c in footnotes)
    texts = "\n".join(c.text for c in law.clauses)
    for form in ("в соответствии с Правилом ", "Правилами ", "(см. Правило ", "в Определениях)"):
        assert form in texts, form
    assert any(not r.text.isascii() for r in law.refs), "a reference with a Cyrillic look-alike letter"
    assert any(len(c.title.split()) >= 6 for c in law.clauses if c.kind == "law"), "a title long enough to wrap"
    # the commentary
    opens = [c for c in commentary.clauses if c.kind == "paragraph" and c.law and not c.text]
    assert opens and all(commentary[c.children[0]].label == "(a)" for c in opens), "27.3.(a) …"
    assert any(re.search(r"\(b\)\(i\)$", c.id) for c in commentary.clauses), "(b) with (i), (ii) under it"
    examples = [c for c in commentary.clauses if c.kind == "example"]
    assert examples and all(re.fullmatch(r"Пример [АВС]", c.label) and c.title for c in examples)
    assert any(c.kind == "note" for c in commentary.clauses)
    kinds = Counter(r.kind for r in commentary.refs)
    assert kinds["law"] and kinds["paragraph"] and kinds["definition"]
    ctexts = "\n".join(c.text for c in commentary.clauses)
    for form in (". выше", ". ниже", "см.Правило ", "Правилами ", "из Правил: "):
        assert form in ctexts, form
    assert {c.look["form"] for c in commentary.clauses if c.id.startswith("cdef.")} == {"quote", "dash", "colon"}
    assert sum(bool(c.look.get("emphasis")) for c in commentary.clauses) >= 20


def test_scale_multiplies_items_and_paragraphs_with_ids_still_valid():
    small, big = make_books(3), make_books(3, scale=2)
    count = lambda book, kind: sum(c.kind == kind for c in book.clauses)  # noqa: E731
    assert count(big.law, "item") > 1.5 * count(small.law, "item")
    assert count(big.commentary, "paragraph") > 1.5 * count(small.commentary, "paragraph")
    assert [c.id for c in big.law.clauses if c.kind == "law"] == [str(n) for n in range(1, 94)]
    assert all(normalize_id(c.id) == c.id for c in big.law.clauses + big.commentary.clauses)


# -- TXT ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", TXT)
def test_txt_holds_exactly_the_books_words(books, txt, name):
    rendering = txt[name]
    book = books.all()[rendering.variant.book]
    got, wanted = txt_words(rendering, rendering.data()), expected_words(book)
    assert not wanted - got, f"words lost: {list((wanted - got).items())[:10]}"
    assert not got - wanted, f"words added: {list((got - wanted).items())[:10]}"


@pytest.mark.parametrize("name", TXT)
def test_txt_furniture_is_only_furniture(books, txt, name):
    """Every line the tests leave out is what its kind says: a page number, a running head, a directive, an
    overstrike remnant of the text line above, a contents entry, a form feed, or blank."""
    rendering = txt[name]
    book = books.all()[rendering.variant.book]
    heads = {book.running_head} | {c.title and f"{c.label} {c.title}" for c in book.clauses if c.kind == "chapter"} \
        | {running_law_head(book, c.law) for c in book.clauses if c.kind == "law"}
    lines = txt_lines(rendering, rendering.data())
    assert len(lines) == len(rendering.lines)
    above = ""
    for index, (line, meta) in enumerate(zip(lines, rendering.lines)):
        if meta.kind == "text":
            above = line
        elif meta.kind == "blank":
            assert line.strip() in ("", "\f"), repr(line)
        elif meta.kind == "page-number":
            assert PAGE_NUMBER.match(line), repr(line)
        elif meta.kind == "running-head":
            assert line.lstrip("\f").strip() in heads, repr(line)
        elif meta.kind == "form-feed":
            assert line == "\f"
        elif meta.kind == "directive":
            assert re.fullmatch(r"\.\.page\d+", line), repr(line)
        elif meta.kind == "overstrike":
            assert f" {line} " in f" {above} " and len(line.split()) < len(above.split()), (line, above)
        elif meta.kind == "contents":  # an entry with dot leaders, the heading, or an entry's wrapped first line
            assert re.search(r"\.{3,} \d+$", line) or line.strip() == book.furniture["contents_heading"] or \
                re.search(r"\.{3,} \d+$", lines[index + 1]), repr(line)
        else:
            raise AssertionError(f"unknown line kind {meta.kind}")


@pytest.mark.parametrize("name", TXT)
def test_txt_paragraphs_rejoin_to_the_printed_text(txt, name):
    """lawref's own joining (indentation dropped, hyphens at line ends) gives back every printed paragraph,
    also one broken by a page break: the generator hyphenates only where join can undo it."""
    rendering = txt[name]
    lines = txt_lines(rendering, rendering.data())
    for printed, indices in rendering.groups:
        assert indices, printed
        assert all(rendering.lines[i].kind == "text" for i in indices)
        joined = join_lines([Line(i + 1, lines[i].replace("\t", " ")) for i in indices]).text
        assert joined == printed


@pytest.mark.parametrize("name", TXT)
def test_txt_cleanup_removes_only_the_generated_artefacts(txt, name):
    """lawref's cleanup stage finds exactly the overstrike remnants and directives the generator put in, and
    no line of text looks like a remnant (the wrapper's fairness rules)."""
    rendering = txt[name]
    text = "".join(line.replace("\f", "") + "\n" for line in txt_lines(rendering, rendering.data()))
    removals = clean(text, name).removals
    for kind in ("overstrike", "directive"):
        generated = [i + 1 for i, line in enumerate(rendering.lines) if line.kind == kind]
        assert [r.line for r in removals if r.kind == kind] == generated, kind


def test_txt_variants_carry_their_furniture(txt):
    kinds = {name: Counter(line.kind for line in r.lines) for name, r in txt.items()}
    raw = {name: r.text() for name, r in txt.items()}
    for name in ("law_pages_dash.txt", "law_pages_emdash.txt", "law_pages_bare.txt", "law_pages_str.txt"):
        assert kinds[name]["page-number"] >= 50 and kinds[name]["running-head"] >= 50, name
    forms = {name: txt[name].lines[[l.kind for l in txt[name].lines].index("page-number")].content.strip()
             for name in ("law_pages_dash.txt", "law_pages_emdash.txt", "law_pages_bare.txt", "law_pages_str.txt")}
    assert re.fullmatch(r"- \d+ -", forms["law_pages_dash.txt"])
    assert re.fullmatch(r"— \d+ —", forms["law_pages_emdash.txt"])
    assert re.fullmatch(r"\d+", forms["law_pages_bare.txt"]) and re.fullmatch(r"стр\. \d+", forms["law_pages_str.txt"])
    assert any(re.fullmatch(r"Стр\. \d+", line.content.strip())
               for line in txt["law_dash.txt"].lines if line.kind == "page-number")
    assert "\f" in raw["law_pages_dash.txt"] and "\f" in raw["law_pages_bare.txt"]
    heads = {name: [l.content.strip() for l in txt[name].lines if l.kind == "running-head"] for name in txt}
    assert "Глава IV. Торговля" in heads["law_pages_emdash.txt"], "the chapter's heading as a running head"
    assert any(head.startswith("Правило ") for head in heads["law_pages_bare.txt"]), "the Law as a running head"
    assert "МЕЖДУНАРОДНЫЕ ПРАВИЛА СПОРТИВНОГО БРИДЖА" in heads["law_pages_dash.txt"], "the book's title"
    assert all(line.startswith("|") for line in raw["law_border.txt"].splitlines())
    assert all(line.startswith("| ") and line.endswith(" |") for line in raw["law_border2.txt"].splitlines())
    assert "\t" in raw["law_indent_tabs.txt"] and "\n    " in raw["law_indent_spaces.txt"]
    data = txt["law_cp1251.txt"].data()
    assert b"\r\n" in data and data.decode("cp1251") and not _is_utf8(data)
    assert kinds["commentary.txt"]["overstrike"] >= 20 and kinds["commentary.txt"]["directive"] >= 5
    assert "\n..page60\n" in raw["commentary.txt"]
    # a word hyphenated across a page break, and a Law heading wrapped onto a second line
    assert any(_hyphen_across_break(r) for r in txt.values() if r.variant.pages)
    assert any(len(indices) > 1 and printed.startswith("ПРАВИЛО ") for printed, indices in txt["law.txt"].groups)
    contents = [line.content for line in txt["law_border.txt"].lines if line.kind == "contents"]
    assert any(line.lstrip().startswith("A. ") for line in contents), "section entries under their Law"
    assert any(not re.search(r"\d$", line) and line.strip() != "СОДЕРЖАНИЕ" for line in contents if line.strip()), \
        "an entry wrapped onto a second line"


def _is_utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _hyphen_across_break(rendering) -> bool:
    lines = rendering.lines
    for index, line in enumerate(lines[:-1]):
        if line.kind == "text" and line.content.endswith("-") and lines[index + 1].kind != "text":
            following = next(l for l in lines[index + 1:] if l.kind == "text")
            if following.content.strip()[:1].islower() and any(l.kind == "page-number" for l in lines[index:index + 8]):
                return True
    return False


# -- HTML --------------------------------------------------------------------------------------------------
def test_html_site_and_pages_hold_exactly_the_books_words(books):
    site = render_law_site(books.law)
    got = sum((words(html_text(page)) for page in site.pages.values()), Counter())
    assert got == expected_words(books.law, set(site.auto_numbered))
    for book, name in ((books.law, "law_book.html"), (books.commentary, "commentary.htm")):
        page = render_page(book, name)
        assert words(html_text(page.pages[name])) == expected_words(book, set(page.auto_numbered)), name


def test_html_chapter_pages_look_like_a_site(books):
    site = render_law_site(books.law)
    assert list(site.pages)[:3] == ["00-index.html", "01-opredeleniya.html", "02-glava-1.html"]
    assert len(site.pages) == 10
    page = site.pages["05-glava-4.html"]
    for piece in ('<html lang="ru">', "<header>", "<nav", "<footer>", "<script>",
                  '<h1 id="ch4">Глава IV. Торговля</h1>',
                  '<ul class="chapter-laws"><li><a href="#law17">Правило 17. ', "<h2 id=\"law17\""):
        assert piece in page, piece
    joined = "".join(site.pages.values())
    assert '<ol type="a">' in joined and "<ol>" in joined and site.auto_numbered
    assert re.search(r"<p class=\"level-2\">(\(a\)|a\)|б\)|\(б\)) ", joined), "typed lists too"
    assert "&lt;*&gt;" in joined and "<*>" not in joined


# -- DOCX --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("key", ["law", "law-mixed", "commentary"])
def test_docx_holds_exactly_the_books_words(books, docx, key):
    book = books.all()[key]
    rendering = docx[key]
    got = words("\n".join(text for _, text in docx_paragraphs(rendering.data)))
    assert got == expected_words(book, set(rendering.auto_numbered))


def test_docx_has_headings_numbering_header_and_page_field(books, docx):
    import io

    from docx import Document

    rendering = docx["law"]
    document = Document(io.BytesIO(rendering.data))
    paragraphs = document.paragraphs
    names = style_names(paragraphs)
    styles = Counter(names)
    assert styles["Heading 1"] >= 10 and styles["Heading 2"] >= 93 and styles["Heading 3"] >= 100
    assert styles["TOC 1"] and styles["TOC 2"] and styles["Title"] == 1
    numbered = [p for p in paragraphs if p._p.pPr is not None and p._p.pPr.numPr is not None]
    assert len(numbered) == len(rendering.auto_numbered) > 20
    assert any("\t" in p.text and name == "Normal" for p, name in zip(paragraphs, names)), "a typed number and a tab"
    section = document.sections[0]
    assert section.header.paragraphs[0].text == books.law.running_head
    assert "PAGE" in section.footer.paragraphs[0]._p.xml and "fldChar" in section.footer.paragraphs[0]._p.xml
    toc = next(p for p, name in zip(paragraphs, names) if name == "TOC 2")
    assert re.fullmatch(r"Правило \d+\. .+\t\d+", toc.text)
    assert 'w:leader="dot"' in toc._p.xml


# -- PDF ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("key", ["law", "commentary"])
def test_pdf_text_layer_holds_exactly_the_books_words(books, pdf_text, key):
    book = books.all()[key]
    heads = {book.running_head} | {running_law_head(book, c.law) for c in book.clauses if c.kind == "law"}
    got, wanted = pdf_words(pdf_text[key], heads), expected_words(book)
    assert not wanted - got, f"words lost: {list((wanted - got).items())[:10]}"
    assert not got - wanted, f"words added: {list((got - wanted).items())[:10]}"


def test_pdf_has_running_heads_page_numbers_hyphenation_and_a_wrapped_heading(pdf_text):
    pages = pdf_text["law"]
    assert len(pages) >= 100
    body = pages[4:]
    assert sum(bool(PAGE_NUMBER.match(p.split("\n")[-1])) for p in body) == len(body)
    heads = [p.split("\n")[-2] for p in body]
    assert sum(h.startswith("Правило ") for h in heads) >= 0.8 * len(body)
    assert sum(line.endswith("\u2010") for p in pages for line in p.split("\n")) >= 100, "hyphenated line ends"
    lines = [line for p in pages for line in p.split("\n")]
    wrapped = [i for i, line in enumerate(lines) if re.fullmatch(r"ПРАВИЛО \d+\. [^a-zа-яё]+", line)
               and re.fullmatch(r"[А-ЯЁ ,;]+", lines[i + 1]) and not lines[i + 1].startswith("ПРАВИЛО")]
    assert wrapped, "a Law heading wrapped onto a second line"
    contents = [p for p in pages if p.split("\n")[-2:-1] == ["Содержание"]]
    assert contents and re.search(r"Правило 12\. .+\.{3,}\s*\d+", "\n".join(contents))


# -- the command ----------------------------------------------------------------------------------------------
def test_cli_writes_the_renderings_and_expected_json(tmp_path, capsys):
    from bookgen.__main__ import main

    assert main([str(tmp_path), "--format", "txt,html", "--seed", "2"]) == 0
    assert "renderings and expected.json" in capsys.readouterr().out
    truth = json.loads((tmp_path / "expected.json").read_text("utf-8"))
    assert truth["seed"] == 2 and set(truth["books"]) == {"law", "law-mixed", "law-dash", "commentary"}
    assert set(truth["renderings"]) == {v.name for v in VARIANTS} | {"law_site", "law_book.html", "commentary.htm"}
    for name in truth["renderings"]:
        assert (tmp_path / name).exists(), name
    assert not list(tmp_path.rglob("*.tmp"))
    book = truth["books"]["law"]
    assert {"id", "kind", "parent", "law", "label", "title", "text", "children"} <= set(book["clauses"][0])
    assert {"source", "target", "kind", "text", "in_book"} == set(book["refs"][0])


def test_cli_errors_are_one_line(tmp_path, capsys):
    from bookgen.__main__ import main

    with pytest.raises(SystemExit) as exit_:
        main([str(tmp_path), "--format", "txt,rtf"])
    assert exit_.value.code == 2 and "unknown format rtf" in capsys.readouterr().err
    a_file = tmp_path / "file"
    a_file.write_text("x")
    assert main([str(a_file), "--format", "txt"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not a folder" in err


def test_pdf_breaks_no_line_inside_a_word_written_without_a_space():
    """Pango may break `см. п.10.4. выше` after `п.`: the page would then read `п. 10.4.`, which is not the
    book's text. The PDF keeps such words on one line."""
    import weasyprint

    from bookgen.render_pdf import CSS, FONTS, keep_together

    pad = "Судья решает так и в этом случае тоже как обычно всегда при игре".split()
    body = "".join(f"<p>{' '.join(pad[(k + j) % len(pad)] for j in range(k + 1))} Если невиновная сторона берёт "
                   "назад сыгранную карту, судье лучше всего проверить, была ли заявка алертирована. Об "
                   "ограничениях для партнёра см. п.10.4. выше.</p>" for k in range(40))

    def broken(html: str) -> list[str]:
        data = weasyprint.HTML(string=f'<html lang="ru"><style>{CSS}</style><body>{html}</body></html>',
                               base_url=str(FONTS) + "/").write_pdf()
        lines = [line for page in pdf_pages(data) for line in page.split("\n")]
        return [f"{a} / {b}" for a, b in zip(lines, lines[1:]) if a.endswith("п.") and b[:1].isdigit()]

    assert broken(body), "Pango should break some `п.N.M.` after `п.` (else this test shows nothing)"
    assert broken(keep_together(body)) == []
