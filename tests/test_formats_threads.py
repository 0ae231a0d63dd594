"""A book posted part by part (lawref.corpus.formats.threads): a forum thread's pages and a channel's export (HTML
pages, Telegram's result.json) read as one book, its posts in sequence, only the book's words (renons2026)."""

import json
from pathlib import Path

import pytest

from lawref.corpus.formats import extract
from lawref.corpus.formats.threads import Post, book_posts, is_channel_json, pages_in_order
from lawref.corpus.pipeline import load_corpus
from lawref.errors import LawrefError

FORUM = Path(__file__).parent / "redteam" / "renons2026" / "out" / "forum"


def _page(title: str, posts: list[str], *, number: int = 0, count: int = 0, next_to: str = "") -> str:
    """A board's page: its header, the thread's title, pagination, the posts (each with its author's block and a
    signature), a footer."""
    pagination = f"<div class='pagination'>Страница <strong>{number}</strong> из <strong>{count}</strong></div>" \
        if number else ""
    link = f"<a href='{next_to}'>След.</a>" if next_to else ""
    body = "".join(f"<div class='post'><div class='postbody'><h3>Re: {title}</h3><div class='content'>{post}</div>"
                   "<div class='signature'>Правила читают до турнира</div></div>"
                   "<dl class='postprofile'><dt>Ветлугин</dt><dd>Сообщений: 1234</dd></dl></div>" for post in posts)
    return (f"<html><head><title>Форум • {title}</title></head><body><h1>Бридж-форум</h1><h2>{title}</h2>"
            f"{pagination}{link}{body}<div class='copyright'>Powered by phpBB</div></body></html>")


TITLE = "Правила 2017"
BOOK = ["<b>Международные правила 2017</b><br>(рабочий перевод)",
        "<blockquote><cite>Ветлугин писал(а):</cite>Правило 1. КОЛОДА</blockquote>А будет одним файлом?",
        "Правило 1. КОЛОДА<br>В игру идёт колода.",
        "Правило 2. ДОСКИ<br>Для каждой сдачи — доска,",
        "Спасибо!"]


# Which files given together are the pages of one book, in which order: by the numbers each page says, or by
# their «next» links, never by their names; a page of another title, or pages that say neither, stay apart.
ORDER_ROWS = [
    ("numbers", {"b.html": dict(number=1, count=2), "a.html": dict(number=2, count=2)},
     ["a.html", "b.html"], [("b.html", "a.html")]),
    ("next links", {"z.html": dict(next_to="y.html"), "y.html": {}}, ["y.html", "z.html"], [("z.html", "y.html")]),
    ("numbers given out of order", {"p1.html": dict(number=1, count=3), "p2.html": dict(number=2, count=3),
                                    "p3.html": dict(number=3, count=3)},
     ["p3.html", "p1.html", "p2.html"], [("p1.html", "p2.html", "p3.html")]),
    ("neither", {"a.html": {}, "b.html": {}}, ["a.html", "b.html"], [("a.html",), ("b.html",)]),
    ("two numbers the same", {"a.html": dict(number=1, count=2), "b.html": dict(number=1, count=2)},
     ["a.html", "b.html"], [("a.html",), ("b.html",)]),
]


@pytest.mark.parametrize("what, pages, given, books", ORDER_ROWS, ids=[row[0] for row in ORDER_ROWS])
def test_the_pages_of_one_thread_are_one_book_in_their_own_order(tmp_path, what, pages, given, books):
    for name, how in pages.items():
        (tmp_path / name).write_text(_page(TITLE, ["Текст."], **how), "utf-8")
    got = pages_in_order([tmp_path / name for name in given])
    assert [tuple(p.name for p in book) for book in got] == books


def test_a_page_of_another_thread_is_not_one_of_its_pages(tmp_path):
    (tmp_path / "a.html").write_text(_page(TITLE, ["Текст."], number=1, count=2), "utf-8")
    (tmp_path / "b.html").write_text(_page("Другая тема", ["Текст."], number=2, count=2), "utf-8")
    assert len(pages_in_order([tmp_path / "a.html", tmp_path / "b.html"])) == 2


def _post(*lines, bold=False):
    return Post(list(lines), bold)


# Which posts are the book's: those that open a part of the Laws in sequence, whoever wrote them.
SEQUENCE_ROWS = [
    ("title, a question, a Law", [_post("Международные правила 2017", bold=True), _post("А когда продолжение?"),
                                  _post("Правило 1. КОЛОДА", "Текст.")], ["title", None, "law"]),
    ("an intro before the title", [_post("Здесь будут Правила 2017 года по частям."),
                                   _post("Международные правила 2017", bold=True)], [None, "title"]),
    ("a front heading and the definitions", [_post("Правила 2017", bold=True), _post("ПРЕДИСЛОВИЕ", bold=True),
                                             _post("ОПРЕДЕЛЕНИЯ", "Болван — партнёр.")], ["title", "heading", "heading"]),
    ("a Law quoted again after a later one is no new part",
     [_post("Правила 2017", bold=True), _post("Правило 12. ПРИСУЖДЕНИЕ", "Текст."),
      _post("Правило 6. ТАСОВКА", "Текст.")], ["title", "law", None]),
    ("«Продолжение Правила N» of the Law being read",
     [_post("Правила 2017", bold=True), _post("Правило 12. ПРИСУЖДЕНИЕ", "Текст."), _post("Расписание на неделю"),
      _post("Продолжение Правила 12", "C. Способы"), _post("Продолжение Правила 9", "B. Текст")],
     ["title", "law", None, "continued", None]),
    ("«(продолжение)» only after a sentence left unfinished",
     [_post("Правила 2017", bold=True), _post("Правило 16. ИНФОРМАЦИЯ", "1. вопрос, ответ на вопрос,"),
      _post("(продолжение) неожиданное предупреждение."), _post("(продолжение) ещё.")],
     ["title", "law", "run-on", None]),
    ("a forwarded post is never the book's", [_post("Правила 2017", bold=True),
                                              Post(["Правило 1. КОЛОДА"], forwarded=True)], ["title", None]),
]


@pytest.mark.parametrize("what, posts, opened", SEQUENCE_ROWS, ids=[row[0] for row in SEQUENCE_ROWS])
def test_a_post_is_the_books_when_it_opens_a_part_in_sequence(what, posts, opened):
    assert [got for _, got in book_posts(posts)] == opened


def test_a_thread_reads_only_the_books_words(tmp_path):
    page = tmp_path / "t.html"
    page.write_text(_page(TITLE, BOOK), "utf-8")
    got = extract(page, page.read_bytes(), "t.html")
    assert got.text.split("\n")[:-1] == ["Международные правила 2017", "(рабочий перевод)", "",
                                         "Правило 1. КОЛОДА", "В игру идёт колода.", "",
                                         "Правило 2. ДОСКИ", "Для каждой сдачи — доска,"]
    kinds = {r.kind for r in got.removals}
    assert {"thread-page", "thread-other-post", "thread-post-furniture"} <= kinds
    removed = " ".join(r.text for r in got.removals)
    for words in ("Правила читают до турнира", "Сообщений: 1234", "Бридж-форум", "Powered by phpBB", "Спасибо!",
                  "А будет одним файлом?"):
        assert words in removed


def test_the_pages_given_together_make_one_book(tmp_path):
    (tmp_path / "b.html").write_text(_page(TITLE, BOOK[:3], number=1, count=2), "utf-8")
    (tmp_path / "a.html").write_text(_page(TITLE, BOOK[3:], number=2, count=2), "utf-8")
    corpus = load_corpus([tmp_path / "a.html", tmp_path / "b.html"], kind="law")
    assert [c.id for c in corpus] == ["front.title", "1", "2"]
    corpus = load_corpus([tmp_path], kind="law")  # the folder: the same
    assert [c.id for c in corpus] == ["front.title", "1", "2"]


def test_a_thread_with_no_book_in_it_is_refused_in_one_line(tmp_path):
    page = tmp_path / "t.html"
    page.write_text(_page(TITLE, ["+1", "Спасибо!"]), "utf-8")
    with pytest.raises(LawrefError) as err:
        extract(page, page.read_bytes(), "t.html")
    assert err.value.path == "t.html" and "\n" not in err.value.in_language("ru")


def _export(messages):
    return json.dumps({"name": "Клуб", "type": "public_channel", "id": 1, "messages": messages},
                      ensure_ascii=False).encode()


CHANNEL = [
    {"id": 1, "type": "service", "action": "create_channel", "text": ""},
    {"id": 2, "type": "message", "text": "Здесь будут Правила 2017 года по частям."},
    {"id": 3, "type": "message", "text": [{"type": "bold", "text": "Международные правила 2017"}, "\n(перевод)"]},
    {"id": 4, "type": "message", "text": [{"type": "bold", "text": "Правило 16. ИНФОРМАЦИЯ"},
                                          "\n1. замечание, ответ на вопрос,"], "reactions": [{"emoji": "👍",
                                                                                             "count": 3}]},
    {"id": 5, "type": "message", "text": "Итоги турнира 11.01: 1. Петров — Сидоров."},
    {"id": 6, "type": "message", "forwarded_from": "Федерация", "text": "Правило 20. Кубок области."},
    {"id": 7, "type": "message", "text": "(продолжение) неожиданное предупреждение, — является посторонней."},
]


def test_a_channels_json_export_reads_as_its_html_does(tmp_path):
    path = tmp_path / "result.txt"  # known by its keys, not by its name
    path.write_bytes(_export(CHANNEL))
    got = extract(path, path.read_bytes(), "result.txt")
    assert got.text.split("\n")[:-1] == ["Международные правила 2017", "(перевод)", "", "Правило 16. ИНФОРМАЦИЯ",
                                         "1. замечание, ответ на вопрос, неожиданное предупреждение, — является "
                                         "посторонней."]
    removed = {(r.kind, r.text) for r in got.removals}
    assert ("thread-continued", "(продолжение)") in removed
    assert ("thread-other-post", "Итоги турнира 11.01: 1. Петров — Сидоров.") in removed
    assert ("thread-other-post", "Правило 20. Кубок области.") in removed


JSON_ROWS = [
    (_export(CHANNEL), True),
    (b'{"messages": []}', False),
    (b'{"name": "x", "messages": [{"text": "a"}]}', False),  # no type, no id: not a chat's messages
    (b'[{"type": "message", "id": 1}]', False),
    ("ПРАВИЛО 1. {\"messages\"}".encode(), False),
]


@pytest.mark.parametrize("data, known", JSON_ROWS)
def test_a_channels_export_is_known_by_its_keys(data, known):
    assert is_channel_json(data) == known


def test_a_channels_json_is_decoded_once_for_its_sniffing_and_its_reading(tmp_path, monkeypatch):
    from lawref.corpus.formats import threads

    path = tmp_path / "result.json"
    path.write_bytes(_export(CHANNEL) + b" ")  # bytes no earlier test decoded
    decoded = []
    monkeypatch.setattr(threads.json, "loads", lambda text: decoded.append(1) or json.JSONDecoder().decode(text))
    extract(path, path.read_bytes(), "result.json")
    assert len(decoded) == 1


@pytest.mark.parametrize("suffix", [".html", ".pdf"])
def test_each_page_is_opened_once_to_find_its_thread_and_its_place(monkeypatch, suffix):
    """pages_in_order reads each page once: its title, and which page of the thread it is, from one reading."""
    import builtins

    import pypdfium2 as pdfium

    opened = []
    read_bytes, document, open_file = Path.read_bytes, pdfium.PdfDocument, builtins.open
    monkeypatch.setattr(Path, "read_bytes", lambda self: opened.append(self.name) or read_bytes(self))
    monkeypatch.setattr(builtins, "open", lambda file, *a, **k: (opened.append(Path(file).name)
                                                                   if str(file).startswith(str(FORUM)) else None)
                        or open_file(file, *a, **k))
    monkeypatch.setattr(pdfium, "PdfDocument", lambda source, *a, **k: opened.append(Path(str(source)).name)
                        or document(source, *a, **k))
    pages = sorted(FORUM.glob(f"thread_p*{suffix}"))
    assert [p.name for p in pages_in_order(pages)[0]] == [f"thread_p{n}{suffix}" for n in (1, 2, 3)]
    assert sorted(opened) == [p.name for p in pages]


# -- a thread printed to PDF by a browser (renons2026's thread_pN.pdf) ----------------------------------------------

def _printed(rows):
    """rows: (text, top, x0[, size, bold]) -> one printed page, 612 × 792, lines 12 pt high."""
    from lawref.corpus.formats.pdf_lines import PdfLine, PdfPage

    lines = []
    for text, top, x0, *style in rows:
        size, bold = (style + [10.0, False])[:2]
        lines.append(PdfLine(0, text, x0, x0 + 5.5 * len(text), top, top + 12, size, bold))
    return PdfPage(612.0, 792.0, tuple(sorted(lines, key=lambda line: (line.top, line.x0))))


SIGNATURE = "Главный судья клуба «Ренонс» • Правила читают до турнира"
PRINTED = [
    ("Бридж-форум Приволжья", 40, 106, 20.0, True), ("Страница 1 из 1", 80, 300),
    ("Международные правила 2017 (перевод)", 120, 50, 11.0, True), ("Аватара пользователя", 120, 467, 9.0),
    ("Ветлугин", 132, 455, 9.0), ("Судья", 144, 455, 9.0),
    ("СообщениеВетлугин » 10 янв 2026, 19:15", 156, 62), ("Сообщений: 1234", 168, 455, 9.0),
    ("Международные правила 2017", 190, 50, 15.0, True), ("(рабочий перевод)", 212, 50),
    ("Правило 1. КОЛОДА", 226, 50), ("В игру идёт колода из 52 карт.", 240, 50),
    (SIGNATURE, 270, 50, 9.0), ("Вернуться к началу", 285, 489, 8.0),
    ("Re: Международные правила 2017 (перевод)", 310, 50, 11.0, True), ("Аватара пользователя", 310, 467, 9.0),
    ("Марина_К", 322, 455, 9.0), ("СообщениеМарина_К » 10 янв 2026, 21:37", 346, 62),
    ("Сообщений: 12", 358, 455, 9.0), ("Спасибо! А когда продолжение?", 380, 50), ("Вернуться к началу", 405, 489, 8.0),
    ("Re: Международные правила 2017 (перевод)", 430, 50, 11.0, True), ("Аватара пользователя", 430, 467, 9.0),
    ("Ветлугин", 442, 455, 9.0), ("СообщениеВетлугин » 11 янв 2026, 12:01", 466, 62),
    ("Сообщений: 1234", 478, 455, 9.0), ("Правило 2. ДОСКИ", 500, 50), ("Для каждой сдачи готовят доску.", 514, 50),
    ("Последний раз редактировалось Ветлугин 11 янв 2026, 12:31, всего редактировалось 1 раз.", 540, 50, 9.0),
    (SIGNATURE, 565, 50, 9.0), ("Вернуться к началу", 580, 489, 8.0),
    ("Powered by phpBB® Forum Software © phpBB Group", 640, 200, 8.0),
]


def test_a_printed_threads_posts_are_read_by_their_place_on_the_page():
    from lawref.corpus.formats.threads import is_printed_thread, read_printed_thread, side_lines

    page = _printed(PRINTED)
    assert is_printed_thread([page])
    assert sorted(line.text for line in page.lines if id(line) in side_lines([page])) == sorted(
        text for text, _, x0, *_ in PRINTED if x0 > 400)
    got = read_printed_thread([([page], {"Title": "Форум • Правила"}, "t.pdf")], "t.pdf")
    assert [line for line in got.text.split("\n") if line] == [
        "Международные правила 2017", "(рабочий перевод)", "Правило 1. КОЛОДА", "В игру идёт колода из 52 карт.",
        "Правило 2. ДОСКИ", "Для каждой сдачи готовят доску."]
    removed = {r.text for r in got.removals}
    for words in (SIGNATURE, "Сообщений: 1234", "Спасибо! А когда продолжение?", "Бридж-форум Приволжья",
                  "Вернуться к началу", "Последний раз редактировалось Ветлугин 11 янв 2026, 12:31, всего "
                  "редактировалось 1 раз."):
        assert words in removed


# A byline is a post's: its author, «»», the date and time; a sentence with «»» in it is not.
BYLINE_ROWS = [
    ("СообщениеВетлугин » 10 янв 2026, 19:15", True),
    ("Пётр Ильич » 11 янв 2026, 09:12", True),
    ("dimon_bridge » 3 мая 2025, 7:05", True),
    ("Правило 12 » см. 10 янв", False),
    ("«Ренонс» 10 янв 2026", False),
]


@pytest.mark.parametrize("line, byline", BYLINE_ROWS)
def test_a_posts_byline_is_its_author_and_date(line, byline):
    from lawref.corpus.formats.threads import _BYLINE

    assert bool(_BYLINE.match(line)) == byline


def test_the_editors_loop_reads_a_threads_pages_as_one_book_again_when_one_changes(tmp_path):
    from lawref.site.editloop import SourceMemo

    (tmp_path / "b.html").write_text(_page(TITLE, BOOK[:3], number=1, count=2), "utf-8")
    (tmp_path / "a.html").write_text(_page(TITLE, BOOK[3:], number=2, count=2), "utf-8")
    (tmp_path / "b.toml").write_text('kind = "law"\ntitle = "t"\nedition = 2017\n', "utf-8")
    memo = SourceMemo()
    assert [c.id for c in memo.load([tmp_path])] == ["front.title", "1", "2"]
    assert [c.id for c in memo.load([tmp_path])] == ["front.title", "1", "2"] and memo.reread == []
    (tmp_path / "a.html").write_text(_page(TITLE, [*BOOK[3:], "Правило 3. ЯЩИКИ<br>Текст."], number=2, count=2),
                                     "utf-8")
    assert [c.id for c in memo.load([tmp_path])] == ["front.title", "1", "2", "3"]
    assert [p.rsplit("/", 1)[-1] for p in memo.reread] == ["b.html"]


def _message(text: str, *, forwarded: str = "", joined: bool = False) -> str:
    words = f"<div class='text'>{text}</div>"
    if forwarded:
        words = f"<div class='forwarded body'><div class='from_name'>Переслано из {forwarded}</div>{words}</div>"
    head = "" if joined else "<div class='from_name'>Бридж-клуб</div>"
    return f"<div class='message default clearfix'><div class='body'>{head}{words}</div></div>"


def test_a_channels_html_export_reads_only_the_books_messages(tmp_path):
    page = tmp_path / "messages.html"
    page.write_text(
        "<html><head><title>Exported Data</title></head><body><div class='page_header'><div class='content'>"
        "<div class='text bold'>Бридж-клуб</div></div></div><div class='history'>"
        "<div class='message service'><div class='body details'>Канал создан</div></div>"
        + _message("<strong>Международные правила 2017</strong><br>(перевод)")
        + _message("Правило 1. КОЛОДА", forwarded="Федерация")
        + _message("<strong>Правило 16. ИНФОРМАЦИЯ</strong><br>1. замечание, ответ на вопрос,")
        + "<div class='message service'><div class='body details'>12 января 2026</div></div>"
        + _message("(продолжение) неожиданное предупреждение.", joined=True)
        + "</div></body></html>", "utf-8")
    got = extract(page, page.read_bytes(), "messages.html")
    assert got.text.split("\n")[:-1] == ["Международные правила 2017", "(перевод)", "", "Правило 16. ИНФОРМАЦИЯ",
                                         "1. замечание, ответ на вопрос, неожиданное предупреждение."]
    removed = {(r.kind, r.text) for r in got.removals}
    assert {("thread-other-post", "Канал создан"), ("thread-other-post", "Правило 1. КОЛОДА"),
            ("thread-other-post", "12 января 2026"), ("thread-post-furniture", "Переслано из Федерация"),
            ("thread-page", "Бридж-клуб"), ("thread-continued", "(продолжение)")} <= removed


@pytest.mark.parametrize("suffix", [".html", ".pdf"])
def test_a_page_that_cannot_be_read_is_named(tmp_path, suffix):
    """A thread's second page gone between the listing and the reading: one line naming that page, not the first."""
    from lawref.corpus.formats.threads import extract_thread

    first = tmp_path / f"thread_p1{suffix}"
    first.write_bytes((FORUM / f"thread_p1{suffix}").read_bytes())
    with pytest.raises(LawrefError) as caught:
        extract_thread((first, tmp_path / f"thread_p2{suffix}"), f"forum/thread_p1{suffix}")
    assert caught.value.key == "cannot_read" and caught.value.path == f"forum/thread_p2{suffix}"


def test_a_threads_pages_served_through_a_wrong_code_page_are_read_back_as_one_book(tmp_path):
    """A board that encoded its posts twice (UTF-8 read as windows-1251, as volga2003's CMS did): every page of the
    thread read back by the book's one chain, each page's with a `check` row."""
    from lawref.corpus import mojibake
    from lawref.corpus.formats.threads import extract_thread

    parts = [BOOK[:3], BOOK[3:]]
    pages = []
    for number, posts in enumerate(parts, 1):
        page = _page(TITLE, posts, number=number, count=2).replace("<head>", "<head><meta charset=windows-1251>")
        pages.append(tmp_path / f"thread_p{number}.html")
        pages[-1].write_bytes(page.encode("utf-8").decode("cp1251", "replace").replace("\ufffd", "?")
                              .encode("cp1251", mojibake.C1))
    got = extract_thread(tuple(pages), "forum/thread_p1.html")
    assert "Правило 1. КОЛОДА\nВ игру идёт колода." in got.text and "Правило 2. ДОСКИ" in got.text
    assert [d.path for d in got.diagnostics if d.code == "mojibake-read-back"] == ["forum/thread_p1.html",
                                                                                 "forum/thread_p2.html"]


def test_check_says_a_messages_furniture_in_one_line(cli):
    """`lawref check` on a channel's export: a message's date, author and reactions, removed at one line, are said in
    one line with their count (not one line each: 294 lines before, most of them «Р», «14:05», «Бридж-клуб…»)."""
    result = cli("check", str(Path(__file__).parent / "redteam" / "renons2026" / "out" / "telegram"))
    said = [line for line in result.out.splitlines() if ": удалено (" in line]
    place_and_kind = [line.split(":", 2)[:2] + [line.split(": удалено (", 1)[1][:40]] for line in said]
    assert all(a != b for a, b in zip(place_and_kind, place_and_kind[1:])), "one line for a run of one kind"
    assert any("14:05" in line and "«Р»" in line and "удалено (подпись" in line for line in said)
    assert len(said) < 200


def test_import_reads_a_folder_holding_one_thread_as_the_reader_does(tmp_path, cli):
    """`lawref import` of a channel's export folder (its pages, a stylesheet, its result.json) writes the thread as one
    text, read as the folder is read; a folder holding a thread twice (pages and their print) is refused as before."""
    out = Path(__file__).parent / "redteam" / "renons2026" / "out"
    result = cli("import", str(out / "telegram"), "-o", str(tmp_path / "channel.txt"))
    assert result.code == 0, result.err
    direct = load_corpus([out / "telegram"])
    imported = load_corpus([tmp_path / "channel.txt"])
    assert [(c.id, " ".join(c.text.split())) for c in imported] == [(c.id, " ".join(c.text.split())) for c in direct]
    assert 'title = "Exported Data"' not in (tmp_path / "channel.toml").read_text(encoding="utf-8")
    refused = cli("import", str(out / "forum"), "-o", str(tmp_path / "forum.txt"))
    assert refused.code != 0 and "это папка" in refused.err and "\n" not in refused.err.strip()


# `lawref import` of a thread's pages named one by one (a shell's glob, or typed in any order): read as their folder
# is, in the thread's own order; files that are not one thread's pages refused in one line naming the one apart.
OUT = Path(__file__).parent / "redteam" / "renons2026" / "out"
NAMED_ROWS = [
    ("three pages typed out of order", ["forum/thread_p3.html", "forum/thread_p1.html", "forum/thread_p2.html"],
     "thread_p1", None),
    ("a channel's pages, a glob's order", ["telegram/messages2.html", "telegram/messages.html"], "messages", None),
    ("printed pages", ["forum/thread_p2.pdf", "forum/thread_p1.pdf", "forum/thread_p3.pdf"], "thread_p1", None),
    ("a page and its print", ["forum/thread_p1.html", "forum/thread_p1.pdf"], "", "forum/thread_p1.pdf"),
    ("a page of another book", ["forum/thread_p1.html", "telegram/messages.html"], "", "telegram/messages.html"),
    ("a page missing", ["forum/thread_p1.html", "forum/thread_p9.html"], "", "forum/thread_p9.html"),
]


@pytest.mark.parametrize("what, named, first, apart", NAMED_ROWS, ids=[row[0] for row in NAMED_ROWS])
def test_import_reads_a_threads_pages_named_one_by_one_as_their_folder(tmp_path, monkeypatch, cli, what, named,
                                                                        first, apart):
    monkeypatch.setenv("LAWREF_CORPUS", str(tmp_path))
    result = cli("import", *(str(OUT / name) for name in named))
    if apart:
        assert result.code == 2 and result.err.count("\n") == 1 and "Traceback" not in result.err
        assert result.err.split(": ", 2)[1].endswith(f"renons2026/out/{apart}"), result.err
        assert list(tmp_path.iterdir()) == []
        return
    assert result.code == 0, result.err
    assert sorted(p.name for p in tmp_path.iterdir()) == [f"{first}.toml", f"{first}.txt"]
    direct = load_corpus([OUT / name for name in named])  # the reader's own reading of them given together
    imported = load_corpus([tmp_path / f"{first}.txt"])
    assert [(c.id, " ".join(c.text.split())) for c in imported] == [(c.id, " ".join(c.text.split())) for c in direct]


# The words a thread's pages say of themselves (data/thread_words.toml), a row or more per kind: what each list
# recognises, and a line like it that it must not.
WORD_ROWS = [
    ("page_of", "34 сообщения • Страница 2 из 3 • Пред. 1, 2, 3 След.", (2, 3)),
    ("page_of", "Page 1 of 12", (1, 12)),
    ("page_of", "Страница 2: из 3 правил", None),
    ("next_page", "След.", True),
    ("next_page", "Следующие сообщения »", True),
    ("next_page", "Next messages", True),
    ("next_page", "Далее →", True),
    ("next_page", "Следующая тема", False),
    ("continued_law", "Продолжение Правила 12", 12),
    ("continued_law", "(Продолжение Правила 16).", 16),
    ("continued_law", "Продолжение Правила 12 следует", None),
    ("run_on", "(продолжение) неожиданное предупреждение,", True),
    ("run_on", "(Окончание) текст", True),
    ("run_on", "продолжение следует", False),
    ("edited", "Последний раз редактировалось Ветлугин 11 янв 2026, 12:31, всего редактировалось 1 раз.", True),
    ("edited", "Last edited by admin on 3 May", True),
    ("edited", "Редактировалось ли Правило 12?", False),
    ("title", "Международные правила спортивного бриджа 2017", True),
    ("title", "Расписание на неделю 12–18 января", False),
    ("no_title", "Exported Data", True),
    ("no_title", "Exported Data of the club", False),
]


@pytest.mark.parametrize("kind, line, read", WORD_ROWS, ids=[f"{row[0]}: {row[1][:30]}" for row in WORD_ROWS])
def test_the_words_a_threads_pages_say_of_themselves(kind, line, read):
    from lawref.corpus.formats.threads import thread_words

    pattern = getattr(thread_words(), kind)
    m = pattern.search(line) if kind in ("page_of", "title") else pattern.match(line)
    if isinstance(read, tuple):
        assert (int(m[1]), int(m[2])) == read
    elif isinstance(read, int) and not isinstance(read, bool):
        assert m is not None and int(m[1]) == read
    else:
        assert bool(m) == bool(read)


def test_a_forwarded_message_is_said_alike_in_both_exports(tmp_path):
    """The JSON export's forward recorded under the words the HTML export shows (thread_words `forwarded`)."""
    from lawref.corpus.formats.threads import thread_words

    got = extract(tmp_path / "r.json", _export(CHANNEL), "r.json")
    assert ("thread-post-furniture", f"{thread_words().forwarded} Федерация") in {(r.kind, r.text)
                                                                                    for r in got.removals}
    assert thread_words().forwarded == "Переслано из"
