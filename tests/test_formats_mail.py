"""A book posted part by part to a mailing list (lawref.corpus.formats.from_mail): a member's mbox, or one message
(.eml), read as a thread's posts are (threads.py): each message by its own charset and transfer encoding, only the
letters' enclosures that carry the Laws in sequence (tdlist2001)."""

import base64
import quopri
from email.header import Header
from pathlib import Path

import pytest

from lawref.corpus.formats import extract, sniff
from lawref.corpus.formats.from_mail import is_mail
from lawref.corpus.pipeline import load_corpus
from lawref.errors import LawrefError

FOOTER = ["_______________________________________________", "bridge-td mailing list",
          "bridge-td@lists.example.ru", "http://lists.example.ru/mailman/listinfo/bridge-td"]
SIGNATURE = ["-- ", "Олег Щербаков, судья", "Самара"]
RULE = "=" * 70


def _message(body: str, *, subject: str = "Законы, часть 1", charset: str = "koi8-r", cte: str = "8bit",
             flowed: bool = False, sent: str = "Mon, 08 Oct 2001 21:14:00 +0400", footer: bool = True) -> bytes:
    """One message as a list delivers it: encoded headers, the body in its charset and transfer encoding, the
    list's footer under it."""
    text = body + ("\n\n" + "\n".join(FOOTER) if footer else "") + "\n"
    raw = text.encode(charset)
    if cte == "quoted-printable":
        raw = quopri.encodestring(raw)
    elif cte == "base64":
        raw = base64.encodebytes(raw)
    kind = f"text/plain; charset={charset}" + ("; format=flowed" if flowed else "")
    heads = (f"From: {Header('Олег Щербаков', charset).encode()} <oleg@example.ru>\nDate: {sent}\n"
             f"Subject: {Header(subject, charset).encode()}\nMIME-Version: 1.0\nContent-Type: {kind}\n"
             f"Content-Transfer-Encoding: {cte}\n\n")
    return heads.encode("ascii") + raw


def _mbox(*messages: bytes) -> bytes:
    return b"".join(b"From oleg@example.ru  Mon Oct  8 17:18:00 2001\n" + m.rstrip(b"\n") + b"\n\n" for m in messages)


def _part(greeting: str, book: list[str], number: int) -> str:
    """A part as the translator posts it: a greeting, a rule, the book, a closing line between rules, a signature."""
    return "\n".join([greeting, "", RULE, "", *book, "", f"---------- конец части {number} ----------", "",
                      *SIGNATURE])


TITLE = ["Законы спортивного бриджа 1997 г.", "Перевод О. Щербакова"]
PART1 = [*TITLE, "", "ЗАКОН 1. КОЛОДА", "Игра ведётся колодой из 52 карт."]
PART2 = ["ЗАКОН 2. КАРМАНЫ", "На каждую сдачу заводится карман."]
PART3 = ["ЗАКОН 4. ПАРТНЁРСТВА", "Четыре игрока образуют две пары."]
REPLY = "\n".join(["Олег Щербаков пишет:", "> ЗАКОН 1. КОЛОДА", "> Игра ведётся колодой из 52 карт.", "",
                   "А почему Законы не все?", "", "-- ", "Ирина"])
READ = ["Законы спортивного бриджа 1997 г.", "Перевод О. Щербакова", "", "ЗАКОН 1. КОЛОДА",
        "Игра ведётся колодой из 52 карт.", "", "ЗАКОН 2. КАРМАНЫ", "На каждую сдачу заводится карман."]

# The same two parts, each posted as a list's member saw it: whatever the charset and transfer encoding, the
# reader reads the same words.
ENCODING_ROWS = [
    ("koi8-r 8bit", dict(charset="koi8-r", cte="8bit")),
    ("koi8-r quoted-printable", dict(charset="koi8-r", cte="quoted-printable")),
    ("windows-1251 8bit", dict(charset="windows-1251", cte="8bit")),
    ("windows-1251 base64", dict(charset="windows-1251", cte="base64")),
    ("utf-8 quoted-printable", dict(charset="utf-8", cte="quoted-printable")),
]


@pytest.mark.parametrize("what, how", ENCODING_ROWS, ids=[row[0] for row in ENCODING_ROWS])
def test_each_message_is_read_by_its_own_charset_and_transfer_encoding(tmp_path, what, how):
    data = _mbox(_message(_part("Коллеги! Начинаю выкладывать перевод.", PART1, 1), **how),
                 _message(REPLY, charset="koi8-r"),
                 _message(_part("Часть 2.", PART2, 2), charset="koi8-r", cte="base64"))
    path = tmp_path / "list.mbox"
    path.write_bytes(data)
    assert extract(path, data, "list.mbox").text.splitlines() == READ


def test_format_flowed_lines_are_joined_where_the_sender_broke_them(tmp_path):
    # format=flowed: a line ending in a space goes on in the next (quoted-printable writes that space «=20»)
    flowed = "\n".join(["Часть 1.", "", RULE, "", *TITLE, "", "ЗАКОН 1. КОЛОДА", "Игра ведётся ", "колодой из 52 карт.",
                        "", "-- ", "Олег"])
    data = _mbox(_message(flowed, cte="quoted-printable", flowed=True), _message(REPLY))
    assert b"=20\n" in data
    path = tmp_path / "list.mbox"
    assert extract(path, data, "list.mbox").text.splitlines() == READ[:5]


def _multipart(kind: str, parts: list[tuple[str, str, str]]) -> bytes:
    """A multipart message: (content type, filename or "", text) per part, each koi8-r quoted-printable."""
    out = [f"From: oleg@example.ru\nDate: Mon, 29 Oct 2001 22:30:00 +0400\nSubject: part\nMIME-Version: 1.0\n"
           f"Content-Type: multipart/{kind}; boundary=\"B\"\n\n"]
    for content, name, text in parts:
        disposition = f"Content-Disposition: attachment; filename=\"{name}\"\n" if name else ""
        out.append(f"--B\nContent-Type: {content}; charset=koi8-r\nContent-Transfer-Encoding: quoted-printable\n"
                   f"{disposition}\n{quopri.encodestring(text.encode('koi8-r')).decode('ascii')}\n")
    out.append("--B--\n")
    return "".join(out).encode("ascii")


# Which text of a multipart message is its reader's: the plain text of an alternative (not its HTML copy), the
# attachment the body points to.
MULTIPART_ROWS = [
    ("plain and HTML: the plain", "alternative",
     [("text/plain", "", "\n".join(PART2)), ("text/html", "", "<div>ЗАКОН 2. КАРМАНЫ</div><div>Копия.</div>")]),
    ("HTML alone: its text", "alternative",
     [("text/html", "", "<div>ЗАКОН 2. КАРМАНЫ</div><div>На каждую сдачу заводится карман.</div>")]),
    ("the body points to an attachment", "mixed",
     [("text/plain", "", "Часть 2 во вложении.\nОлег"),
      ("text/plain", "part2.txt", "\n".join(["Законы 1997, часть 2", "", *PART2]))]),
]


@pytest.mark.parametrize("what, kind, parts", MULTIPART_ROWS, ids=[row[0] for row in MULTIPART_ROWS])
def test_a_multipart_message_is_read_by_the_part_its_reader_reads(tmp_path, what, kind, parts):
    data = _mbox(_message(_part("Часть 1.", PART1, 1)), _multipart(kind, parts))
    path = tmp_path / "list.mbox"
    assert extract(path, data, "list.mbox").text.splitlines() == READ


# Only the letters' enclosures that carry the Laws in sequence: a part posted twice is read once, a part that
# arrived late is read where its Laws stand, a reply's quotes and the greeting's words are not the book.
SEQUENCE_ROWS = [
    ("in order", [PART1, PART2, PART3], [0, 1, 2]),
    ("a part posted twice", [PART1, PART2, PART2, PART3], [0, 1, 3]),
    ("a part arriving after the next one", [PART1, PART3, PART2], [0, 2, 1]),
]


@pytest.mark.parametrize("what, parts, read", SEQUENCE_ROWS, ids=[row[0] for row in SEQUENCE_ROWS])
def test_the_parts_are_read_once_in_the_laws_sequence(tmp_path, what, parts, read):
    greeting = "Коллеги, следующая часть Законов (повтор, первое письмо не дошло)."
    data = _mbox(*(m for n, part in enumerate(parts)
                   for m in (_message(_part(greeting, part, n + 1)), _message(REPLY))))
    path = tmp_path / "list.mbox"
    want = [line for n in read for line in (*parts[n], "")][:-1]
    assert extract(path, data, "list.mbox").text.splitlines() == want


def test_the_letters_words_are_recorded_where_they_stood(tmp_path):
    data = _mbox(_message(_part("Коллеги! Начинаю.", PART1, 1)), _message(REPLY))
    got = extract(tmp_path / "list.mbox", data, "list.mbox")
    kinds = {r.kind for r in got.removals}
    assert {"mail-letter", "mail-footer", "thread-quote", "thread-other-post", "thread-post-furniture"} <= kinds
    letter = next(r.text for r in got.removals if r.kind == "mail-letter")
    assert "Коллеги! Начинаю." in letter and "конец части 1" in letter


# Mail is known by its shape, whatever its name: an mbox's `From ` line over headers, a message's own headers.
SNIFF_ROWS = [
    ("an mbox", _mbox(_message("Текст.")), ".txt", ".mbox"),
    ("one message named .eml", _message("Текст."), ".eml", ".mbox"),
    ("one message named .txt", _message("Текст."), ".txt", ".mbox"),
    ("a text opening with «From »", "From the English I remember\nЗАКОН 1.\n".encode(), ".txt", ".txt"),
    ("a text opening with one «Name: value»", "Subject: Законы\n\nЗАКОН 1.\n".encode(), ".txt", ".txt"),
    ("named .mbox, but a text", "ЗАКОН 1. КОЛОДА\n".encode(), ".mbox", ".txt"),
    ("a saved web page's archive (a MIME message too)",
     b"From: <Saved by Blink>\nSubject: x\nDate: Mon, 8 Oct 2001 21:14:00 +0400\nMIME-Version: 1.0\n"
     b"Content-Type: multipart/related; type=\"text/html\"; boundary=\"B\"\n\n--B--\n", ".txt", ".mht"),
]


@pytest.mark.parametrize("what, data, named, kind", SNIFF_ROWS, ids=[row[0] for row in SNIFF_ROWS])
def test_mail_is_known_by_its_shape(what, data, named, kind):
    assert sniff(data, named) == kind
    assert is_mail(data) == (kind in (".mbox", ".mht"))


def test_a_mailbox_reads_as_a_book_through_the_pipeline(tmp_path):
    (tmp_path / "list.mbox").write_bytes(_mbox(_message(_part("Часть 1.", PART1, 1)), _message(REPLY),
                                               _message(_part("Часть 2.", PART2, 2))))
    corpus = load_corpus([tmp_path / "list.mbox"])
    assert [c.id for c in corpus.clauses if c.kind == "law"] == ["1", "2"]


def test_a_mailbox_with_no_book_in_it_is_refused_in_one_line(tmp_path):
    path = tmp_path / "list.mbox"
    path.write_bytes(_mbox(_message(REPLY), _message(REPLY)))
    with pytest.raises(LawrefError) as err:
        extract(path, path.read_bytes(), "list.mbox")
    assert err.value.path == "list.mbox" and "\n" not in err.value.in_language("ru")


REDTEAM = Path(__file__).parent / "redteam" / "tdlist2001" / "out"


def test_the_red_team_mailbox_holds_what_its_readme_says():
    # (the whole book's reading is tests/test_redteam.py's: here, that the mbox is read as mail, not as text)
    data = (REDTEAM / "list.mbox").read_bytes()
    assert sniff(data, ".txt") == ".mbox"


# -- a list's web archive as Mailman serves it (lawref.corpus.formats.from_pipermail) ---------------------------

def _archive_page(body: str, charset: str = "koi8-r", subject: str = "[bridge-td] Законы, часть 1") -> bytes:
    """A message's page as Mailman 2.1 writes it: in the message's charset, its subject, author, date, the
    navigation over and under the body, the body in <PRE> between the article marks, quotes in <I>."""
    import html

    pre = "\n".join(f"<I>{html.escape(line)}</I>" if line.startswith(">") else html.escape(line)
                    for line in body.split("\n"))
    nav = ("<P><UL><LI>Previous message: <A HREF=\"000000.html\">Re: часть</A></li>"
           "<LI>Next message: <A HREF=\"000002.html\">Re: часть</A></li>"
           "<LI> <B>Messages sorted by:</B> <a href=\"date.html\">[ date ]</a></LI></UL>")
    return (f"<HTML><HEAD><TITLE> {subject}</TITLE>"
            f"<META http-equiv=\"Content-Type\" content=\"text/html; charset={charset}\"></HEAD><BODY>"
            f"<H1>{subject}</H1><B>Олег Щербаков</B> <A HREF=\"mailto:x\">oleg at example.ru</A><BR>"
            f"<I>Mon Oct 8 20:14:00 MSK 2001</I>{nav}<HR><!--beginarticle-->\n<PRE>{pre}\n</PRE>\n"
            f"<!--endarticle--><HR>{nav}<hr><a href=\"x\">More information about the bridge-td mailing list</a><br>"
            "</BODY></HTML>").encode(charset)


def _index() -> bytes:
    return ("<HTML><HEAD><META http-equiv=\"Content-Type\" content=\"text/html; charset=koi8-r\"></HEAD><BODY>"
            "<h1>Archive by thread</h1><ul><li><a href=\"000000.html\">Законы, часть 1</a> <I>Олег</I></li>"
            "<li><a href=\"000001.html\">Re: Законы, часть 1</a></li></ul>"
            "<p>Pipermail 0.09 (Mailman edition)</p></BODY></HTML>").encode("koi8-r")


# The archive's pages, each in its own charset, an attachment's text inline after «next part», Mailman's note of
# an HTML copy it kept apart: the same words as the mail.
ARCHIVE_ROWS = [
    ("koi8-r and windows-1251 pages", {"000000.html": (_part("Часть 1.", PART1, 1), "koi8-r"),
                                      "000001.html": (REPLY, "windows-1251"),
                                      "000002.html": (_part("Часть 2.", PART2, 2), "windows-1251")}, True),
    ("an attachment's text inline, an HTML copy scrubbed",
     {"000000.html": (_part("Часть 1.", PART1, 1), "koi8-r"),
      "000001.html": ("\n".join(["Часть 2 во вложении.", "Олег", "-------------- next part --------------",
                                 "Законы 1997, часть 2", "", *PART2, "-------------- next part --------------",
                                 "An HTML attachment was scrubbed...", "URL: http://x/attachment.htm"]),
                      "koi8-r")}, True),
    ("a late part, by the pages' numbers", {"000003.html": (_part("Часть 2.", PART2, 2), "koi8-r"),
                                            "000001.html": (REPLY, "koi8-r"),
                                            "000000.html": (_part("Часть 1.", PART1, 1), "koi8-r")}, False),
]


@pytest.mark.parametrize("what, pages, index", ARCHIVE_ROWS, ids=[row[0] for row in ARCHIVE_ROWS])
def test_a_lists_archive_reads_as_its_mail(tmp_path, what, pages, index):
    from lawref.corpus.formats.from_site import extract_site, is_site

    for name, (body, charset) in pages.items():
        (tmp_path / name).write_bytes(_archive_page(body, charset))
    if index:
        (tmp_path / "index.html").write_bytes(_index())
    assert is_site(tmp_path)
    got = extract_site(tmp_path, "arch")
    assert got.text.splitlines() == READ
    assert any("Messages sorted by" in r.text or "Олег Щербаков" in r.text for r in got.removals)


def test_an_archives_pages_need_mailmans_marks(tmp_path):
    from lawref.corpus.formats.from_pipermail import is_mail_archive

    for name in ("000000.html", "000001.html"):
        (tmp_path / name).write_bytes(_archive_page("Текст.").replace(b"<!--beginarticle-->", b""))
    assert not is_mail_archive(tmp_path)


# -- a blog's pages (lawref.corpus.formats.from_blog) -------------------------------------------------------------

def _entry(date: str, title: str, lines: list[str], comments: list[str] = ()) -> str:
    """A journal's entry: date, title, the reposter's note, the text a line per paragraph, tags and links."""
    text = "<br>\n".join(lines)
    said = "".join(f"<div class='comment'><div class='c-head'><b>reader</b></div><div class='c-text'>{c}</div></div>"
                   for c in comments)
    return (f"<div class='entry'><div class='entry-date'>{date}</div><h3 class='entry-title'><a href='x'>{title}</a>"
            f"</h3><div class='repost'><i>Перевод, выкладываю с разрешения автора.</i></div>"
            f"<div class='entry-text'>{text}</div><div class='entry-tags'>Теги: правила</div>"
            f"<div class='entry-links'>( <a href='x'>Комментарии ({len(comments)})</a> | <a href='x'>Ссылка</a> )"
            f"</div></div>" + (f"<div class='comments'><h4>Комментарии</h4>{said}</div>" if comments else ""))


def _journal(entries: list[str], name: str = "Записки судьи") -> bytes:
    """A journal's page: header, menu, the entries, a sidebar with a calendar, a footer."""
    return (f"<html><head><meta charset='utf-8'><title>{name}</title></head><body><div id='header'><h1>{name}</h1>"
            "<div class='sub'>td_sasha · <a href='x'>Журнал</a> · <a href='x'>Профиль</a></div></div>"
            f"<table><tr><td>{''.join(entries)}<div class='nav'><a href='http://x/?skip=10'>&lt;&lt; Предыдущие 10 "
            "записей</a></div></td><td><div id='sidebar'><table class='cal'><caption>Май 2005</caption><tr><td>1</td>"
            "<td>2</td></tr></table><div class='tags'>бридж (14) · правила (10)</div></div></td></tr></table>"
            "<div id='footer'>Работает на LiveJournal.example</div></body></html>").encode()


ENTRY1 = _entry("3 мая 2005, 22:00", "Законы 1997, часть 1", PART1)
ENTRY2 = _entry("10 мая 2005, 23:20", "Законы 1997, часть 2", PART2)
OTHER = _entry("12 мая 2005, 10:00", "Ловил леща", ["Ничего не поймал. Законы рыбалки просты."])
NEWS = _entry("1 мая 2005, 09:00", "Что дальше", ["Нашёл перевод Законов 1997 года, буду выкладывать по частям."])

# A journal shows the newest entry first: the reader reads the entries by their dates, across its pages, given in
# any order; the other entries are the blog's news.
JOURNAL_ROWS = [
    ("one page, newest first", [[OTHER, ENTRY2, ENTRY1, NEWS]]),
    ("two pages", [[OTHER, ENTRY2], [ENTRY1, NEWS]]),
    ("two pages given the other way round", [[ENTRY1, NEWS], [OTHER, ENTRY2]]),
    ("oldest first", [[NEWS, ENTRY1, ENTRY2, OTHER]]),
]


@pytest.mark.parametrize("what, pages", JOURNAL_ROWS, ids=[row[0] for row in JOURNAL_ROWS])
def test_a_blogs_entries_are_read_by_their_dates(tmp_path, what, pages):
    paths = []
    for n, entries in enumerate(pages):
        paths.append(tmp_path / f"journal_page{n + 1}.html")
        paths[-1].write_bytes(_journal(entries))
    corpus = load_corpus(paths)
    assert [c.id for c in corpus.clauses if c.kind == "law"] == ["1", "2"]
    if len(paths) == 1:
        got = extract(paths[0], paths[0].read_bytes(), "journal_page1.html")
        assert got.text.splitlines() == READ
        kinds = {(r.kind, r.text) for r in got.removals}
        assert ("thread-page", "td_sasha · Журнал · Профиль") in kinds
        assert ("thread-post-furniture", "Перевод, выкладываю с разрешения автора.") in kinds
        assert ("thread-other-post", "Ничего не поймал. Законы рыбалки просты.") in kinds


def test_an_entrys_page_is_the_entry_without_its_readers_comments(tmp_path):
    page = tmp_path / "entry_12345.html"
    page.write_bytes(_journal([_entry("10 мая 2005, 23:20", "Законы 1997, часть 2", PART2,
                                      ["А вот это место:<br>&gt; ЗАКОН 2. КАРМАНЫ", "ЗАКОН 3. ТЕКСТ<br>Мой вариант."])],
                              "Записки судьи: Законы 1997, часть 2"))
    got = extract(page, page.read_bytes(), "entry_12345.html")
    assert got.text.splitlines() == PART2
    assert sum(r.kind == "thread-other-post" for r in got.removals) == 2


# When an entry was written, as journals print it.
DATE_ROWS = [
    ("<div class='entry-date'>21 июня 2005, 23:41</div>", (2005, 6, 21, 23, 41)),
    ("<div class='entry-date'>10 мая 2005, 08:05</div>", (2005, 5, 10, 8, 5)),
    ("<div class='entry-date'>1 марта 2004</div>", (2004, 3, 1, 0, 0)),
    ("<time datetime='2005-06-21T23:41:00+04:00'>вчера</time>", (2005, 6, 21, 23, 41)),
    ("<div class='entry-date'>вчера</div>", None),
]


@pytest.mark.parametrize("markup, date", DATE_ROWS)
def test_an_entrys_date_is_read_as_printed(markup, date):
    from selectolax.lexbor import LexborHTMLParser

    from lawref.corpus.formats.from_blog import entry_date

    tree = LexborHTMLParser(f"<div class='entry'>{markup}<div class='entry-text'>Текст.</div></div>")
    assert entry_date(tree.css_first(".entry")) == date


def test_a_part_in_a_charset_python_does_not_know_is_read_as_a_text_file_is(tmp_path):
    # (a mail program's own name for its charset: the bytes are decoded as lawref decodes a .txt)
    data = _mbox(_message(_part("Часть 1.", PART1, 1), charset="koi8-r").replace(b"charset=koi8-r", b"charset=x-koi"),
                 _message(REPLY))
    assert extract(tmp_path / "list.mbox", data, "list.mbox").text.splitlines() == READ[:5]


def test_one_message_saved_as_eml_in_a_folder_is_a_book(tmp_path):
    (tmp_path / "part.eml").write_bytes(_message(_part("Коллеги!", [*PART1, "", *PART2], 1)))
    assert [c.id for c in load_corpus([tmp_path]).clauses] == ["front.title", "1", "2"]
