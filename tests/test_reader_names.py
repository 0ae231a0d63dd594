"""Readers never see an id the project made: each has a name in words; a reader's own id is its name."""

import pytest

from lawref.context import reader_name
from lawref.corpus.pipeline import load_corpus
from lawref.ids import is_reader_id
from lawref.model import Clause

from conftest import REPO

BOOKS = REPO / "tests" / "golden" / "books"


@pytest.mark.parametrize("clause_id, reader", [
    ("70C2", True), ("27B1(b)", True), ("27.7(ii)", True), ("27.7iii", True), ("29.2", True), ("9-1(a)(i)", True),
    ("70", True), ("c27", False), ("27.exC", False), ("27.8.note1", False), ("70.fn1", False),
    ("def.kozyr", False), ("ch6", False), ("27.0(iv)", False), ("cdef", False), ("front.title", False),
])
def test_which_ids_are_a_readers(clause_id, reader):
    assert is_reader_id(clause_id) is reader


@pytest.mark.parametrize("clause_id, name", [
    ("c27", "Комментарий к Правилу 27"), ("27.exC", "Пример С к Правилу 27"), ("27.8.note1", "Примечание к 27.8"),
    ("70.fn1", "Сноска к Правилу 70"), ("27.0(iv)", "Комментарий к Правилу 27, (iv)"), ("70C2", "70C2"),
    ("27.7(ii)", "27.7(ii)"),
])
def test_seed_names(corpus, clause_id, name):
    assert reader_name(corpus, clause_id) == name


def test_footnotes_of_one_law_are_told_apart_by_their_number():
    book = load_corpus([REPO / "tests" / "redteam" / "modern" / "src" / "book_plain.txt"])
    notes = [c for c in book.clauses if c.kind == "footnote" and c.law == "70"]
    assert [c.label for c in notes] == ["<1>", "<2>"]
    assert [reader_name(book, c.id) for c in notes] == ["Сноска 1 к Правилу 70", "Сноска 2 к Правилу 70"]
    alone = next(c for c in book.clauses if c.kind == "footnote" and c.law == "27")  # Law 27's only one
    assert reader_name(book, alone.id) == "Сноска к Правилу 27"
    assert reader_name({notes[1].id: notes[1]}, notes[1].id) == "Сноска к Правилу 70"  # a corpus of one


def test_whole_book_names():
    law = load_corpus([BOOKS / "law_book_bordered.txt", BOOKS / "law_web_chapter.txt"])
    assert reader_name(law, "def.bolvan") == "Болван (Определения)"
    assert reader_name(law, "ch6") == "Глава VI" and reader_name(law, "front.title") == "Титульный лист"
    comm = load_corpus([BOOKS / "commentary_book.txt"])
    assert reader_name(comm, "cdef.bolvan") == "Комментарий к термину «Болван»"
    for corpus in (law, comm):
        for clause in corpus:
            assert is_reader_id(reader_name(corpus, clause.id)) or reader_name(corpus, clause.id) != clause.id, clause.id


def test_a_search_result_names_each_footnote_of_a_law_by_its_number():
    """The browser's results call Law 70's two notes «Сноска 1 …» and «Сноска 2 …», as the pages do."""
    from lawref.search import build as search_build
    from lawref.search.dataformat import Text

    book = load_corpus([REPO / "tests" / "redteam" / "modern" / "src" / "book_plain.txt"])
    docs = [d for d in search_build.documents(book) if d["kind"] == "footnote" and d["law"] in ("70", "27")]
    shards, _ = search_build._texts(docs, book, lambda clause_id: clause_id)
    names = sorted(Text(*entry).name for shard in shards for entry in shard)
    assert names == ["Сноска 1 к Правилу 70", "Сноска 2 к Правилу 70", "Сноска к Правилу 27"]


# A Law is named as its book heads it (lawref.context.law_name, shown by the chains of `show`, `check`, the site's
# previews and the booklet): the label's word, capitalised, and the Law's number; no word, or English, «Правило».
@pytest.mark.parametrize("label, lang, name", [
    ("Статья 27.", "ru", "Статья 27"),          # kare2004: a club's translation saying «Статья»
    ("СТАТЬЯ 27", "ru", "Статья 27"),
    ("ПРАВИЛО 27.", "ru", "Правило 27"),
    ("ПPАВИЛО 27", "ru", "Правило 27"),         # a Latin «P» typed in the Cyrillic word
    ("Закон 27", "ru", "Закон 27"),
    ("§ 27.", "ru", "§ 27"),                    # kubgu2021: a club's e-book heading its Laws «§ 27.»
    ("ПРАВИЛО ДВАДЦАТЬ СЕДЬМОЕ", "ru", "Правило 27"),
    ("27.", "ru", "Правило 27"),                # a heading with no word
    ("Статья 27.", "en", "Law 27"),
])
def test_a_law_is_named_with_its_books_word(label, lang, name):
    from lawref.context import crumb, law_name
    from lawref.messages import Messages

    law = Clause(id="27", kind="law", parent=None, law="27", source="law", source_key="k", label=label,
                 title="Недостаточная ставка", text="", file="f", line=1, edition=1987)
    assert law_name(law, Messages(lang)) == name == crumb(law, Messages(lang))


# `check` quotes a Law's heading with its book's word in the genitive (lawref.search.situations._why_not):
# «заголовок Статьи 2 («Дубликатные фишки»)», «заголовок Правила 2 …», «Закона 2».
@pytest.mark.parametrize("heading, said", [
    ("Статья 2. Дубликатные фишки", "заголовок Статьи 2 («Дубликатные фишки»)"),
    ("ПРАВИЛО 2. ДУБЛИКАТНЫЕ ФИШКИ", "заголовок Правила 2 («ДУБЛИКАТНЫЕ ФИШКИ»)"),
    ("Закон 2. Дубликатные фишки", "заголовок Закона 2 («Дубликатные фишки»)"),
])
def test_check_quotes_a_heading_with_its_books_word(tmp_path, heading, said):
    from lawref.search.situations import _why_not

    (tmp_path / "book.txt").write_text(f"{heading}\n\nA. Фишки\nТекст.\n", encoding="utf-8")  # a section: the Laws
    assert _why_not(load_corpus([tmp_path / "book.txt"]), "2").startswith(said)


# A Law named by number alone (lawref.context.law_label: the site's menu, the search's result groups, the booklet's
# headings): its own heading's word, else the word the book's headings use (a Law the book cites, or only the
# commentary holds), else «Правило»; English «Law».
@pytest.mark.parametrize("heading, law, lang, name", [
    ("Закон 27. Недостаточная заявка", "27", "ru", "Закон 27"),
    ("Закон 27. Недостаточная заявка", "44", "ru", "Закон 44"),    # not in the book: the book's word
    ("Статья 27. Недостаточная ставка", "93", "ru", "Статья 93"),
    ("ПРАВИЛО 27. НЕДОСТАТОЧНАЯ ЗАЯВКА", "44", "ru", "Правило 44"),
    ("Закон 27. Недостаточная заявка", "44", "en", "Law 44"),
])
def test_a_law_named_by_number_takes_its_books_word(tmp_path, heading, law, lang, name):
    from lawref.context import law_label
    from lawref.messages import Messages

    (tmp_path / "book.txt").write_text(f"{heading}\n\nA. Принята\nТекст.\n\nB. Не принята\nТекст.\n",
                                       encoding="utf-8")
    assert law_label(load_corpus([tmp_path / "book.txt"]), law, Messages(lang)) == name
