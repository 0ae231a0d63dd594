"""The FB2 reader: FB2 has no lists, and pandoc types the whole path of a nested item as text («1. (e) (i) …»);
a reader sees nested labels, the parents typed again left out (recorded as list-path), and a paragraph that
merely begins with labels is text as typed. The body's own title that only says the description's values is
the producer's (recorded as fb2-title). Rows of FB2 snippets as pandoc writes them, and the real pandoc."""

from __future__ import annotations

import pytest

from formats_tools import pandoc
from lawref.corpus.formats import extract
from lawref.corpus.formats.from_fb2 import extract_fb2, label_path
from lawref.corpus.pipeline import load_corpus

from fidelity import assert_nothing_lost

NS = 'xmlns="http://www.gribuser.ru/xml/fictionbook/2.0" xmlns:l="http://www.w3.org/1999/xlink"'


def fb2(body: str, title: str = "", info: str = "") -> bytes:
    """A FictionBook as pandoc writes it: the description, then a body that opens with the metadata title."""
    book_title = f"<book-title>{title}</book-title>" if title else ""
    return (f'<?xml version="1.0" encoding="UTF-8"?>\n<FictionBook {NS}><description><title-info><genre>unrecognised'
            f'</genre>{info}{book_title}<lang>ru</lang></title-info><document-info><program-used>pandoc'
            f'</program-used></document-info></description><body><title><p>{title}</p></title>{body}</body>'
            '</FictionBook>').encode()


def paragraphs(*texts: str) -> str:
    return "<section>" + "".join(f"<p>{text}</p>" for text in texts) + "</section>"


# (what, the body's paragraphs as pandoc writes them, the paragraphs read, the list-path removals)
LIST_ROWS = [
    ("a nested list of 2 levels: the item's label typed again before each sub-item",
     ["1. На коробке указываются:", "1. (a) номер сдачи;", "1. (b) сдающий игрок.", "2. Коробка не используется."],
     ["1. На коробке указываются:", "(a) номер сдачи;", "(b) сдающий игрок.", "2. Коробка не используется."],
     ["1.", "1."]),
    ("a nested list of 3 levels: the path of two labels typed before each deeper item",
     ["1. Результат может быть:", "1. (e) Когда результаты взвешиваются:", "1. (e) (i) каждый получает долю;",
      "1. (e) (ii) доли суммируются.", "2. Иначе назначается искусственный."],
     ["1. Результат может быть:", "(e) Когда результаты взвешиваются:", "(i) каждый получает долю;",
      "(ii) доли суммируются.", "2. Иначе назначается искусственный."],
     ["1.", "1. (e)", "1. (e)"]),
    ("a list that starts at another number, its sub-list too",
     ["3. Третий пункт:", "3. (c) третий подпункт;", "3. (d) четвёртый.", "4. Четвёртый пункт."],
     ["3. Третий пункт:", "(c) третий подпункт;", "(d) четвёртый.", "4. Четвёртый пункт."],
     ["3.", "3."]),
    ("a list under a lettered one: «a.» typed before «1)»",
     ["a. Первое:", "a. 1) раз;", "a. 2) два.", "b. Второе."],
     ["a. Первое:", "1) раз;", "2) два.", "b. Второе."],
     ["a.", "a."]),
    ("an item's second paragraph (indented by pandoc) leaves its sub-list open",
     ["4. Четвёртый пункт.", "   Второй абзац пункта.", "4. (a) подпункт."],
     ["4. Четвёртый пункт.", "Второй абзац пункта.", "(a) подпункт."],
     ["4."]),
    ("an item whose first paragraph is its sub-list: the item, then the sub-item",
     ["4. Четвёртый пункт.", "5. (a) сразу подпункт;", "5. (b) ещё один."],
     ["4. Четвёртый пункт.", "5.", "(a) сразу подпункт;", "(b) ещё один."],
     ["5."]),
    ("a bullet list inside a numbered item",
     ["1. Судья может:", "1. • разрешить;", "1. • запретить."],
     ["1. Судья может:", "• разрешить;", "• запретить."],
     ["1.", "1."]),
    ("a paragraph that merely begins with «1.»: text as typed",
     ["Текст раздела.", "1. (b) и (c) не применяются.", "1. На коробке указываются:"],
     ["Текст раздела.", "1. (b) и (c) не применяются.", "1. На коробке указываются:"],
     []),
    ("«1.» inside the text, and a number that is no label («12.1. (a)»)",
     ["См. пункт 1. (a) выше.", "12.1. (a) подпункт комментария."],
     ["См. пункт 1. (a) выше.", "12.1. (a) подпункт комментария."],
     []),
]


@pytest.mark.parametrize("what, typed, read, removed", LIST_ROWS, ids=[row[0] for row in LIST_ROWS])
def test_a_nested_items_path_is_read_as_its_own_label(what, typed, read, removed):
    got = extract_fb2(fb2(paragraphs(*typed)), "book.fb2")
    assert got.text.strip().split("\n\n") == read
    assert [r.text for r in got.removals if r.kind == "list-path"] == removed


def test_a_list_does_not_run_on_across_a_heading():
    body = (paragraphs("1. Первый пункт.") + "<section><title><p>1. Общие положения</p></title>"
            "<p>1. (b) второй подпункт.</p></section>")
    got = extract_fb2(fb2(body), "book.fb2")
    assert got.text.strip().split("\n\n") == ["1. Первый пункт.", "1. Общие положения", "1. (b) второй подпункт."]
    assert not [r for r in got.removals if r.kind == "list-path"]


# (open path, paragraph) -> (parents typed again, labels that open items, the text after them)
LABEL_PATH_ROWS = [
    ((), "1. текст", ((), ("1.",), "текст")),
    (("1.",), "1. (a) текст", (("1.",), ("(a)",), "текст")),
    (("1.", "(e)"), "1. (e) (i) текст", (("1.", "(e)"), ("(i)",), "текст")),
    (("1.", "(a)"), "1. (b) текст", (("1.",), ("(b)",), "текст")),
    (("4.",), "5. (a) текст", ((), ("5.", "(a)"), "текст")),
    ((), "1. (a) (i) текст", ((), ("1.", "(a)", "(i)"), "текст")),
    ((), "1. (b) и (c) текст", ((), ("1.",), "(b) и (c) текст")),
    (("2.",), "2. а) текст", (("2.",), ("а)",), "текст")),
    ((), "Текст 1. (a)", ((), (), "Текст 1. (a)")),
    ((), "12.1. текст", ((), (), "12.1. текст")),
]


@pytest.mark.parametrize("open_path, text, expected", LABEL_PATH_ROWS)
def test_label_path(open_path, text, expected):
    typed, opens, start = label_path(text, open_path)
    assert (typed, opens, text[start:]) == expected


TITLE = "Правила бриджа. Редакция 2017 года"
AUTHOR = "<author><first-name>Федерация</first-name><last-name>бриджа</last-name></author>"
TITLE_ROWS = [
    ("pandoc's title of the metadata over the book's own title page that says it again", TITLE, AUTHOR,
     ["Федерация бриджа", "ПРАВИЛА БРИДЖА", "Редакция 2017 года"],
     ["Федерация бриджа", "ПРАВИЛА БРИДЖА", "Редакция 2017 года"], [TITLE]),
    ("a title the page does not say again is the book's line pandoc took into the metadata (a DOCX's Title)",
     "П Р А В И Л А", "", ["МЕЖДУНАРОДНЫЕ ПРАВИЛА", "Редакция 2017 года"],
     ["П Р А В И Л А", "МЕЖДУНАРОДНЫЕ ПРАВИЛА", "Редакция 2017 года"], []),
    ("a metadata title put together from the page's lines (libru1998)",
     "Международные правила бриджа (избранные Законы, 1997)", "",
     ["МЕЖДУНАРОДНЫЕ ПРАВИЛА БРИДЖА", "Редакция 1997 года", "(избранные Законы)"],
     ["МЕЖДУНАРОДНЫЕ ПРАВИЛА БРИДЖА", "Редакция 1997 года", "(избранные Законы)"],
     ["Международные правила бриджа (избранные Законы, 1997)"]),
    ("a title with a word the page lacks is the book's own", "Правила бриджа (избранные Законы, 1997)", "",
     ["ПРАВИЛА БРИДЖА", "Редакция 1998 года", "(избранные Законы)"],
     ["Правила бриджа (избранные Законы, 1997)", "ПРАВИЛА БРИДЖА", "Редакция 1998 года", "(избранные Законы)"], []),
    ("a body title that is the book's title again, its first line too", "Правила бриджа", "",
     ["Правила бриджа", "Редакция 2017 года"], ["Правила бриджа", "Редакция 2017 года"], ["Правила бриджа"]),
]


@pytest.mark.parametrize("what, title, info, page, read, removed", TITLE_ROWS, ids=[row[0] for row in TITLE_ROWS])
def test_the_producers_title_is_not_the_books(what, title, info, page, read, removed):
    got = extract_fb2(fb2(paragraphs(*page), title, info), "book.fb2")
    assert got.text.strip().split("\n\n") == read
    assert [r.text for r in got.removals if r.kind == "fb2-title"] == removed
    assert got.title == title


def test_a_body_title_that_says_more_than_the_description_is_the_books():
    data = fb2(paragraphs("Текст."), TITLE).replace(f"<body><title><p>{TITLE}</p>".encode(),
                                                    "<body><title><p>Федерация</p><p>ПРАВИЛА</p>".encode())
    got = extract_fb2(data, "book.fb2")
    assert got.text.strip().split("\n\n") == ["Федерация", "ПРАВИЛА", "Текст."]
    assert not got.removals


LAW_MD = """% Правила бриджа

Федерация бриджа

## Правило 2. КОРОБКИ

**А. Маркировка.**

1.  На коробке указываются:
    (a) номер сдачи;
    (b) сдающий.
2.  Коробка без обозначений не используется.

## Правило 12. ПОЛНОМОЧИЯ

**С. Результат.**

3.  Назначенный результат:
    (d) заменяет полученный;
    (e) когда результаты взвешиваются:
        (i) каждый получает долю;
        (ii) доли суммируются.
4.  Иначе назначается искусственный.
"""
LAW_IDS = ["front.title", "2", "2A", "2A1", "2A1(a)", "2A1(b)", "2A2", "12", "12C", "12C3", "12C3(d)", "12C3(e)",
           "12C3(e)(i)", "12C3(e)(ii)", "12C4"]


@pytest.mark.parametrize("suffix", ["fb2", "epub"])
def test_pandocs_nested_lists_read_as_nested_items(tmp_path, suffix):
    """The real pandoc: lists of 2 and 3 levels, starting at 3 and at (d), as FB2 (paths typed) and as EPUB
    (<ol>): the same clauses, nothing lost."""
    path = pandoc(None, tmp_path / f"law.{suffix}", "-f", "markdown", text=LAW_MD)
    corpus = load_corpus([path], kind="law")
    by_id = {c.id: c for c in corpus.clauses}
    # (the EPUB: pandoc's title page, then the title again over the rest of the page, «Федерация бриджа», which
    # the page does not say the title in: a part of its own, as the reader sees it; priok2022's truth_epub)
    assert [c.id for c in corpus.clauses] == (LAW_IDS if suffix == "fb2" else
                                              [LAW_IDS[0], "front.pravila-bridzha", *LAW_IDS[1:]])
    assert by_id["12C3(e)(i)"].text == "каждый получает долю;"
    assert by_id["2A1"].text == "На коробке указываются:"
    extracted = extract(path, path.read_bytes(), path.name)
    assert_nothing_lost(corpus, extracted.text + " ".join(r.text for r in extracted.removals), path.stem)


# (what, a body paragraph as Calibre's FB2 writer sets it, the paragraphs read): a web page's headings in bold, a
# chapter's and a Law's in one <p>, a section's glued to the end of the paragraph before it, are each a paragraph;
# a bold run the text goes on after (a term, a run-in section head) or a bold word inside the text stays
HEAD_ROWS = [
    ("a chapter's and a Law's heading in one paragraph",
     "\n<strong>Глава II. Предварительные положения</strong>\n<strong>Правило 1. Колода карт</strong>",
     ["Глава II. Предварительные положения", "Правило 1. Колода карт"]),
    ("a section's heading glued to the paragraph before",
     "Перед началом игры колоду тасуют.\n<strong>B. Сдача</strong>", ["Перед началом игры колоду тасуют.", "B. Сдача"]),
    ("a Law's name line and its first section's heading",
     "Порядок действий после установления ренонса\n<strong>A. Исправление назначено</strong>",
     ["Порядок действий после установления ренонса", "A. Исправление назначено"]),
    ("a term run in", "<strong>Болван</strong> — партнёр разыгрывающего.", ["Болван — партнёр разыгрывающего."]),
    ("a section's head run in", "<strong>A. Правильная форма.</strong> Заявка называет число взяток.",
     ["A. Правильная форма. Заявка называет число взяток."]),
    ("a bold phrase at the paragraph's end that reads as no heading",
     "Это правило называется <strong>главным</strong>", ["Это правило называется главным"]),
]


@pytest.mark.parametrize("what, body, read", HEAD_ROWS, ids=[row[0] for row in HEAD_ROWS])
def test_bold_headings_in_a_paragraph_are_paragraphs_of_their_own(what, body, read):
    text = extract_fb2(fb2(paragraphs(body), "Правила"), "x.fb2").text
    assert text.split("\n\n") == ["Правила", *read[:-1], read[-1] + "\n"]


def test_a_calibre_fb2s_paragraphs_are_paragraphs_not_a_typewriters_double_spacing(tmp_path):
    """Each FB2 paragraph is one line with a blank line after it, as a reader writes it, even where many paragraphs
    open in lower case (Calibre drops list numbers: «если …»): not the double spacing of a typed text (whose blank
    lines clean drops), so a Law's heading and its name line on the next paragraph (Calibre's «**Правило 74**» /
    «Поведение и этикет») under a chapter's heading read as a Law with its title."""
    # items whose numbers the writer dropped: paragraphs in lower case, as a typed text's lines running on
    body = paragraphs("Директор обязан:", *(f"в случае {k} применять Правила и регламент;" for k in range(12)),
                      "и следить за порядком.",
                      "\n<strong>Глава VII. Этика</strong>\n<strong>Правило 74</strong>",
                      "Поведение и этикет\n<strong>A. Надлежащее поведение</strong>", "Игрок должен быть вежлив.",
                      "Игрок избегает замечаний.", "\n<strong>Правило 75. Ошибочное объяснение</strong>",
                      "Если игрок неверно объяснил соглашение, это нарушение.")
    (tmp_path / "b.fb2").write_bytes(fb2(body, "Правила"))
    (tmp_path / "b.toml").write_text('kind = "law"\ntitle = "t"\nedition = 1997\n', "utf-8")
    corpus = load_corpus([tmp_path])
    assert [(c.id, c.title) for c in corpus if c.kind in ("chapter", "law", "section")] == [
        ("ch7", "Этика"), ("74", "Поведение и этикет"), ("74A", "Надлежащее поведение"),
        ("75", "Ошибочное объяснение")]
    assert corpus["74A"].text == "Игрок должен быть вежлив.\nИгрок избегает замечаний."


# (what, the body's paragraphs as Calibre's FB2 writer sets a web page's notes, the paragraphs read): an unlinked
# superscript number and a paragraph after an <empty-line/> ending in its back-link «↩︎» are a call and its note,
# in order; a superscript with no such note (a square metre) is text
NOTE = "<empty-line/><p>«Нормальным» здесь считается и небрежный розыгрыш. ↩︎</p>"
SUP_NOTE_ROWS = [
    ("a call and its note below", "<p>при любом нормальном<sup>1</sup> розыгрыше.</p><p>Ещё текст.</p>" + NOTE,
     ["при любом нормальном<*> розыгрыше.", "-" * 32, "<*> «Нормальным» здесь считается и небрежный розыгрыш.",
      "Ещё текст."]),
    ("a superscript with no note", "<p>площадью 2 м<sup>2</sup> стол.</p><p>Ещё текст.</p>",
     ["площадью 2 м2 стол.", "Ещё текст."]),
    ("a note above its call", NOTE + "<p>при любом нормальном<sup>1</sup> розыгрыше.</p>",
     ["«Нормальным» здесь считается и небрежный розыгрыш. ↩︎", "при любом нормальном1 розыгрыше."]),
]


@pytest.mark.parametrize("what, body, read", SUP_NOTE_ROWS, ids=[row[0] for row in SUP_NOTE_ROWS])
def test_an_unlinked_call_and_the_note_ending_in_its_back_link_are_a_footnote(what, body, read):
    got = extract_fb2(fb2(f"<section>{body}</section>", "Правила"), "x.fb2")
    assert got.text.split("\n\n")[1:] == [*read[:-1], read[-1] + "\n"]
    assert [r.kind for r in got.removals if r.kind.startswith("footnote")] == \
        (["footnote-call", "footnote-backlink"] if "<*>" in read[0] else [])
