"""A whole book, made by hand with the whole-book clause kinds (front matter, chapters, Definitions, the
commentary on them), printed and read back: the order of its parts, chapters on new pages and Laws running
on, terms anchored and in the subject index, and references across editions marked."""

import re

import pytest
from pypdf import PdfReader

from lawref.booklet import build_booklet
from lawref.corpus.pipeline import make_corpus
from lawref.corpus.rights import PERSONAL_NOTICE
from lawref.model import Clause, Ref, Source

from booklet_read import flat, is_subsequence, labels, pdftotext_pages, words

LAW = Source(key="law", path="book/law.txt", kind="law", title="Международные правила спортивного бриджа",
             edition=2017, author="WBF", copyright="© WBF")
COMM = Source(key="comm", path="book/comm.txt", kind="commentary", title="Комментарий к Правилам", edition=1987,
              author="EBL", copyright="© EBL", rights="personal")

FILLER = ("Судья следит за тем, чтобы игроки соблюдали порядок, и разъясняет им их права и обязанности, "
          "если кто-либо из них в этом нуждается. ")


def clause(id, kind, parent, law, label="", title="", text="", children=(), source=LAW, refs=()):
    return Clause(id=id, kind=kind, parent=parent, law=law, source=source.kind, source_key=source.key, label=label,
                  title=title, text=text, file=source.path, line=1, edition=source.edition,
                  children=tuple(children), refs=tuple(refs))


def ref(source_id, text, whole, target, source=LAW):
    start = whole.index(text)
    return Ref(source_id=source_id, target=target, text=text, start=start, end=start + len(text),
               file=source.path, line=1)


LAW1A = "Каждая взятка (см. «Взятка» в Определениях) состоит из четырёх карт. " + FILLER * 2
LAW3A = "Если нарушена процедура Правила 1A, Судья назначает исправление. " + FILLER * 12
COMM11 = "Здесь стоит заглянуть в Правило 3, где сказано об исправлении. " + FILLER


def book_clauses():
    return [
        clause("front.title", "front", None, "", text="МЕЖДУНАРОДНЫЕ ПРАВИЛА\nСПОРТИВНОГО БРИДЖА"),
        clause("front.predislovie", "front", None, "", title="ПРЕДИСЛОВИЕ", text="Эти Правила действуют. " + FILLER),
        clause("ch1", "chapter", None, "", "Глава I.", "Определения", children=("def",)),
        clause("def", "definitions", "ch1", "", title="ОПРЕДЕЛЕНИЯ", children=("def.vzyatka", "def.zayavka")),
        clause("def.vzyatka", "definition", "def", "", " – ", title="Взятка",  # label: its separator as printed
               text="Единица, в которой измеряется исход сдачи: четыре карты, по одной от каждого игрока."),
        clause("def.zayavka", "definition", "def", "", title="Заявка", text="Любое назначение, контра, реконтра или пас."),
        clause("ch2", "chapter", None, "", "Глава II.", "Подготовка и ход игры", children=("1", "2")),
        clause("1", "law", "ch2", "1", "ПРАВИЛО 1.", "КОЛОДА", children=("1A",)),
        clause("1A", "section", "1", "1", "A.", "Карты", LAW1A,
               refs=[ref("1A", "«Взятка» в Определениях", LAW1A, "def.vzyatka")]),
        clause("2", "law", "ch2", "2", "ПРАВИЛО 2.", "ДОСКИ", children=("2A",)),
        clause("2A", "section", "2", "2", "A.", "Доски", "Каждая сдача играется из доски. " + FILLER),
        clause("ch3", "chapter", None, "", "Глава III.", "Исправления", children=("3",)),
        clause("3", "law", "ch3", "3", "ПРАВИЛО 3.", "ИСПРАВЛЕНИЯ", children=("3A",)),
        clause("3A", "section", "3", "3", "A.", "Общее", LAW3A, refs=[ref("3A", "Правила 1A", LAW3A, "1A")]),
        clause("cfront.ot-perevodchika", "front", None, "", title="ОТ ПЕРЕВОДЧИКА",
               text="Перевод сделан для судей. " + FILLER, source=COMM),
        clause("cdef", "commentary", None, "", text="О терминах.", children=("cdef.vzyatka",), source=COMM),
        clause("cdef.vzyatka", "paragraph", "cdef", "", text="Взятку собирает тот, кто её взял, и кладёт перед собой.",
               source=COMM),
        clause("c1", "commentary", None, "1", "Правило 1.", "КОЛОДА", children=("1.1",), source=COMM),
        clause("1.1", "paragraph", "c1", "1", "1.1.", text=COMM11, source=COMM,
               refs=[ref("1.1", "Правило 3", COMM11, "3", COMM)]),
    ]


@pytest.fixture(scope="module")
def book():
    return make_corpus([LAW, COMM], book_clauses())


@pytest.fixture(scope="module")
def printed(book, tmp_path_factory):
    path = tmp_path_factory.mktemp("book") / "book.pdf"
    report = build_booklet(book, path)
    return PdfReader(path), [flat(p) for p in pdftotext_pages(path)], report


def first_page(texts, needle, start=0):
    return next(i for i, t in enumerate(texts) if i >= start and needle in t.upper())


def test_every_word_is_printed_and_every_rule_kept(book, printed):
    _, texts, report = printed
    assert report.unresolved == []
    all_words = words(" ".join(texts))
    for c in book.clauses:
        assert is_subsequence(words(c.title + " " + c.text), all_words), c.id


def test_front_matter_and_the_definitions_come_before_law_1(printed):
    reader, texts, _ = printed
    body = labels(reader).index("1")
    preface = first_page(texts, "ПРЕДИСЛОВИЕ", body)
    translator = first_page(texts, "ОТ ПЕРЕВОДЧИКА", body)
    definitions = first_page(texts, "ОПРЕДЕЛЕНИЯ", body)
    law1 = first_page(texts, "ПРАВИЛО 1. КОЛОДА", body)
    assert preface <= translator <= definitions < law1


def test_chapters_start_pages_and_laws_run_on(printed):
    reader, texts, _ = printed
    body = labels(reader).index("1")
    for chapter in ("ГЛАВА I.", "ГЛАВА II.", "ГЛАВА III."):
        page = first_page(texts, chapter, body)
        head = texts[page].split(chapter.title(), 1)[0] if chapter.title() in texts[page] else ""
        assert not re.search(r"\bПРАВИЛО \d+\.\s", head.upper()), f"{chapter} is not the first heading on its page"
    law1, law2 = first_page(texts, "ПРАВИЛО 1. КОЛОДА", body), first_page(texts, "ПРАВИЛО 2. ДОСКИ", body)
    assert law1 == law2, "Laws of a chapter run on"


def test_contents_list_chapters_and_their_laws_with_pages(printed):
    reader, texts, _ = printed
    contents = next(t for t in texts if t.startswith("Содержание"))
    page_labels = labels(reader)
    for title in ("Глава II. Подготовка и ход игры", "Правило 1. КОЛОДА", "Глава III. Исправления", "ОПРЕДЕЛЕНИЯ"):
        m = re.search(rf"{re.escape(title)}[ .]*?(\d+)(?= |$)", contents)
        assert m, title
        assert title.upper() in texts[page_labels.index(m[1])].upper()
    outline = reader.outline
    titles = [i.title for i in outline if not isinstance(i, list)]
    assert "Глава II. Подготовка и ход игры" in titles
    nested = outline[outline.index(next(i for i in outline if not isinstance(i, list)
                                         and i.title.startswith("Глава II"))) + 1]
    assert isinstance(nested, list) and any(i.title.startswith("Правило 1.") for i in nested if not isinstance(i, list))


def test_a_reference_to_a_term_gets_the_page_of_its_definition(printed):
    reader, texts, _ = printed
    page_labels = labels(reader)
    law1 = first_page(texts, "ПРАВИЛО 1. КОЛОДА", page_labels.index("1"))
    m = re.search(r"«Взятка» в Определениях → с\. (\d+)", texts[law1])
    assert m, texts[law1][:300]
    # The term is printed with the source's separator, never «Взятка Единица…» (a dash between spaces is set as
    # an em dash, the booklet's documented typography).
    assert re.search(r"Взятка\s—\sЕдиница, в которой измеряется", texts[page_labels.index(m[1])])


def test_the_commentary_on_a_term_stands_beside_it(printed):
    _, texts, _ = printed
    text = " ".join(texts)
    term = text.index("Взятка — Единица, в которой")
    comment = text.index("Взятку собирает тот")
    next_term = text.index("Заявка Любое назначение")
    assert term < comment < next_term


def test_subject_index_has_the_terms_with_the_page_of_their_definition(printed):
    reader, texts, _ = printed
    page_labels = labels(reader)
    index = next(t for t in texts if t.upper().startswith("ПРЕДМЕТНЫЙ УКАЗАТЕЛЬ"))
    definitions = page_labels[first_page(texts, "ОПРЕДЕЛЕНИЯ", page_labels.index("1"))]
    for term in ("Взятка", "Заявка"):
        m = re.search(rf"{term} ((?:\d+, )*\d+)", index)
        assert m and definitions in m[1].split(", "), (term, index)


def test_a_reference_across_editions_names_both(printed):
    _, texts, _ = printed
    text = " ".join(texts)
    assert re.search(r"Правило 3 → с\. \d+ \[1987→2017\]", text)
    assert "написан для ред. 1987" in text
    assert "«[1987→2017]»" in texts[1]  # the colophon says what the mark means


def test_pages_with_the_personal_commentary_carry_the_notice(printed):
    reader, texts, _ = printed
    notice = flat(PERSONAL_NOTICE)
    for needle in ("ОТ ПЕРЕВОДЧИКА", "ВЗЯТКУ СОБИРАЕТ", "1.1. ЗДЕСЬ СТОИТ"):
        assert notice in texts[first_page(texts, needle, labels(reader).index("1"))], needle
    assert notice not in texts[first_page(texts, "ГЛАВА III.", labels(reader).index("1"))]


def test_a_forward_reference_estimated_short_of_its_digits_is_laid_out_again(tmp_path, monkeypatch):
    """A target further on is only estimated while its reference is laid out: when the estimate gives too few
    digits (page 9 for page 12), the page holding the reference is laid out again with room for the real number."""
    from lawref.booklet import layout

    first = "Смотри Правило 2B ниже. " + FILLER
    clauses = [
        clause("1", "law", None, "1", "ПРАВИЛО 1.", "ПЕРВОЕ", children=("1A",)),
        clause("1A", "section", "1", "1", "A.", "Начало", first, refs=[ref("1A", "Правило 2B", first, "2B")]),
        clause("2", "law", None, "2", "ПРАВИЛО 2.", "ВТОРОЕ", children=("2A", "2B")),
        clause("2A", "section", "2", "2", "A.", "Длинное", FILLER * 240),
        clause("2B", "section", "2", "2", "B.", "Цель", "Здесь цель ссылки. " + FILLER),
    ]
    real = layout.estimate_pages

    def short(sections, *args):
        firsts, pages = real(sections, *args)
        return firsts, dict.fromkeys(pages, 9)

    monkeypatch.setattr(layout, "estimate_pages", short)
    path = tmp_path / "long.pdf"
    report = build_booklet(make_corpus([LAW], clauses), path)
    assert report.rounds == 2, "the page with the reference is laid out again once"
    assert report.unresolved == []
    reader = PdfReader(path)
    texts = [flat(t) for t in pdftotext_pages(path)]
    m = re.search(r"Правило 2B → с\. (\d+)", " ".join(texts))
    assert m and int(m[1]) >= 10
    assert "Здесь цель ссылки" in texts[labels(reader).index(m[1])]


def test_a_law_only_the_commentary_has_joins_the_chapter_of_the_laws_below_it(book):
    from lawref.booklet.plan import plan_booklet

    extra = clause("c2", "commentary", None, "2", "Правило 2.", "ДОСКИ", source=COMM)
    only_comm = clause("c4", "commentary", None, "4", "Правило 4.", "ПАРТНЁРЫ", children=("4.1",), source=COMM)
    para = clause("4.1", "paragraph", "c4", "4", "4.1.", text="Партнёры сидят друг против друга.", source=COMM)
    corpus = make_corpus([LAW, COMM], book_clauses() + [extra, only_comm, para])
    plan = plan_booklet(corpus, corpus.laws())
    by_chapter = {s.group: [i.law or i.kind for i in s.items] for s in plan.sections}
    assert by_chapter["ch3"] == ["chapter", "3", "4"]
    assert by_chapter["ch2"] == ["chapter", "1", "2"]
