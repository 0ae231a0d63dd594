"""Cyrillic that went through the wrong code page, read back by its chain (lawref.corpus.mojibake): one row per
chain of a few lines of a text of our own, a page whose template is right and whose article is not, the bytes a
chain lost, and the properties: a Russian text never changes, every chain is undone exactly."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from lawref.corpus import mojibake
from lawref.corpus.formats import Extracted, extract
from lawref.corpus.formats.from_html import decode_html
from lawref.errors import LawrefError
from lawref.model import Removal

TEXT = ("Статья 12. ИСПРАВЛЕНИЕ РЕЗУЛЬТАТА\n"
        "Если игрок по ошибке открыл карту, судья может назначить штраф, но только после того, как выслушает\n"
        "обе стороны. Ещё раз: это правило не применяется, когда ошибку заметили до начала розыгрыша.\n"
        "Все заявки и пасы записывают в протокол; судья проверяет его в конце тура.\n")


def chain(name: str) -> mojibake.Chain:
    return next(c for c in mojibake.CHAINS if c.name == name)


# chain, what it makes of the text (as the tool that broke it wrote it), what a reader sees of «Статья»
ROWS = [
    ("cp1251-as-cp1252", lambda t: t.encode("cp1251").decode("cp1252"), "Ñòàòüÿ"),  # a hacked font
    ("cp1251-as-cp1252", lambda t: t.encode("cp1251").decode("latin-1"), "Ñòàòüÿ"),  # ISO-8859-1's C1 too
    ("utf-8-as-cp1251", lambda t: t.encode("utf-8").decode("cp1251", "replace").replace("\ufffd", "?"),
     "РЎС‚Р°С‚СЊСЏ"),  # a CMS: «И» is D0 98, and 0x98 is no windows-1251: «Р?»
    ("utf-8-as-cp1251", lambda t: t.encode("utf-8").decode("cp1251", "replace"), "РЎС‚Р°С‚СЊСЏ"),  # U+FFFD kept
    ("utf-8-as-cp1251", lambda t: t.encode("utf-8").decode("cp1251", mojibake.C1), "РЎС‚Р°С‚СЊСЏ"),  # a browser's
    ("koi8-r-as-cp1251", lambda t: t.encode("koi8-r").decode("cp1251"), "уФБФШС"),
    ("cp1251-as-koi8-r", lambda t: t.encode("cp1251").decode("koi8-r"), "яРЮРЭЪ"),
    ("cp866-as-cp1251", lambda t: t.encode("cp866").decode("cp1251", mojibake.C1), "‘в\u00a0вмп"),
    ("cp1251-as-cp866", lambda t: t.encode("cp1251").decode("cp866"), "╤ЄрЄ№\u00a0"),
]


@pytest.mark.parametrize("name, broken, seen", ROWS, ids=[f"{r[0]}-{n}" for n, r in enumerate(ROWS)])
def test_each_chain_is_read_back_exactly(name, broken, seen):
    shown = broken(TEXT)
    assert seen in shown
    text, read = mojibake.read_back(shown, "x.txt")
    assert text == TEXT
    assert read.chain == name
    assert read.lines == (1, 2, 3, 4)


def test_a_cms_s_question_marks_are_read_back_as_the_one_letter_they_can_be():
    shown = "ИСПРАВЛЕНИЕ И ИЗМЕНЕНИЕ\n" + TEXT
    broken = shown.encode("utf-8").decode("cp1251", "replace").replace("\ufffd", "?")
    assert "Р?РЎРџ" in broken
    text, read = mojibake.read_back(broken, "x.html")
    assert text == shown
    assert read.restored == shown.count("И")


def test_a_right_template_around_a_broken_article_is_left_as_it_is():
    article = "".join(f"<p>{line}</p>\n" for line in TEXT.splitlines())
    page = ("<html><head><title>Правила — клуб «Дуплет»</title></head><body>\n<div>Главная | Новости | Форум</div>\n"
            + article.encode("utf-8").decode("cp1251", "replace").replace("\ufffd", "?")
            + "<div>© 2003 Клуб. При перепечатке ссылка обязательна.</div></body></html>\n")
    text, read = mojibake.read_back(page, "p.html", markup=True)
    assert text == page.replace(page[page.index("<p>"):page.index("<div>©")], article)
    assert read.lines == (3, 4, 5, 6)


def test_a_page_that_declares_windows_1251_around_a_dos_text_is_read_as_a_browser_shows_it():
    template = "<html><head><meta charset=windows-1251><title>Архив эхи</title></head><body>\n<pre>\n"
    data = (template.encode("cp1251") + "ШАХМАТЫ И БРИДЖ\n".encode("cp866") + TEXT.encode("cp866")
            + "</pre>\n<p>Страничку ведёт клуб.</p></body></html>\n".encode("cp1251"))
    assert b"\x98" in data  # cp866's «Ш», which windows-1251 lacks: a strict reading refuses the page
    said: list = []
    text = decode_html(data, "p.htm", None, said)
    assert "ШАХМАТЫ И БРИДЖ\n" + TEXT in text and "Архив эхи" in text and "Страничку ведёт клуб." in text
    assert [d.code for d in said] == ["mojibake-read-back"] and "cp866 (DOS) read as windows-1251" in said[0].message
    with pytest.raises(LawrefError, match="0x98"):  # without the read-back (no `said`): refused as it was
        decode_html(data, "p.htm", None)


def test_a_byte_the_declared_charset_lacks_in_no_broken_text_is_still_refused():
    data = "<html><head><meta charset=windows-1251></head><body><p>Правило 1. Карты</p>".encode("cp1251")
    with pytest.raises(LawrefError, match="0x98"):
        decode_html(data + b"<p>\x98</p></body></html>", "p.htm", None, [])


def test_a_text_file_saved_through_the_wrong_code_page_is_read_back_with_a_check_row(tmp_path: Path):
    data = TEXT.encode("koi8-r").decode("cp1251").encode("utf-8")
    extracted = extract(tmp_path / "k.txt", data, "k.txt")
    assert extracted.text == TEXT
    assert [d.code for d in extracted.diagnostics] == ["mojibake-read-back"]
    assert "KOI8-R, прочитанная как windows-1251" in extracted.diagnostics[0].in_language("ru")
    forced = extract(tmp_path / "k.txt", data, "k.txt", encoding="utf-8")  # the reading the user asked for
    assert forced.text != TEXT and not forced.diagnostics


def test_a_text_layer_its_removals_and_title_are_read_back_by_one_chain():
    def hacked(s):
        return s.encode("cp1251").decode("cp1252")

    read = Extracted(text=hacked(TEXT), encoding="pdf", title=hacked("Правила клуба"),
                     removals=(Removal("page-header", 2, hacked("Правила (ред. 1997 г.)")), Removal("page-number", 3, "— 2 —")),
                     types=((hacked("ПРАВИЛА"), 1.4, True),))
    back = mojibake.read_back_extracted(read, "h.pdf")
    assert back.text == TEXT and back.title == "Правила клуба" and back.types[0][0] == "ПРАВИЛА"
    assert [r.text for r in back.removals] == ["Правила (ред. 1997 г.)", "— 2 —"]
    assert [d.code for d in back.diagnostics] == ["mojibake-read-back"]


def test_a_suit_a_code_page_lacks_stays_as_the_typist_wrote_it():
    # cp1251 has no ♠: the typist wrote «П»; nothing tells it from the letter, so it is read back as «П»
    text, read = mojibake.read_back(("1П " + TEXT).encode("cp1251").decode("cp1252"), "x.pdf")
    assert text == "1П " + TEXT and read.restored == 0


def test_two_chains_that_read_equally_well_are_never_guessed():
    # (a table whose second row reads as its first does, under another chain's name)
    twins = (chain("koi8-r-as-cp1251"), mojibake.Chain("cp1251-as-koi8-r", "koi8-r", "cp1251"))
    with pytest.raises(LawrefError, match="two chains") as info:
        mojibake.read_back(TEXT.encode("koi8-r").decode("cp1251"), "t.txt", chains=twins)
    assert "KOI8-R, прочитанная как windows-1251" in info.value.in_language("ru")
    assert "windows-1251, прочитанная как KOI8-R" in info.value.in_language("ru")


def test_a_few_odd_words_in_a_russian_text_are_no_evidence():
    text = TEXT + "Цитата по-французски: «café», «Ïðàâèëî» — так выглядит текст в чужом шрифте.\n"
    assert mojibake.read_back(text, "x.txt") == (text, None)


def test_letters_alone_between_figures_are_no_evidence():
    """Words whose letters a chain reads back only as letters alone between figures and pseudographics
    («н0п0пААп» as cp866 read as windows-1251: «э0я0я└└я») are no Russian (found by test_formats_html's property)."""
    text = "Текст\nн0п0пААп\nо0п0пААп\n"
    assert mojibake.read_back(text, "x.txt") == (text, None)
    texts, reads = mojibake.read_back_pages([text, text], ["a.htm", "b.htm"])
    assert texts == [text, text] and reads == [None, None]


# Generated Russian text: words of every letter, sentences, numbers; only what every chain's code page holds.
_WORDS = ("правило", "судья", "заявка", "игрок", "взятка", "масть", "козырь", "пас", "контра", "сторона", "ход",
          "ошибка", "штраф", "щедрый", "объявление", "чёткий", "ещё", "подъём", "эхо", "юг", "яма", "фишка",
          "цифра", "шесть", "жребий", "и", "в", "не", "на", "что", "с", "по", "как", "если", "или", "когда")
_SENTENCE = st.lists(st.sampled_from(_WORDS), min_size=4, max_size=14).map(
    lambda ws: ws[0].capitalize() + " " + " ".join(ws[1:]) + ".")
_RUSSIAN_TEXT = st.lists(st.one_of(_SENTENCE, st.integers(1, 93).map(lambda n: f"Статья {n}. ПРАВИЛО ИГРЫ")),
                         min_size=8, max_size=30).map("\n".join)


@settings(max_examples=60, deadline=None)
@given(_RUSSIAN_TEXT)
def test_a_russian_text_never_changes(text):
    assert mojibake.read_back(text, "r.txt") == (text, None)
    assert mojibake.read_back(text, "r.html", markup=True) == (text, None)


@settings(max_examples=40, deadline=None)
@given(_RUSSIAN_TEXT, st.sampled_from(mojibake.CHAINS))
def test_every_chain_is_undone_exactly(text, chain):
    back, read = mojibake.read_back(mojibake.mojibake(chain, text), "r.txt")
    assert back == text and read.chain == chain.name


@pytest.mark.parametrize("chain", mojibake.CHAINS, ids=lambda c: c.name)
def test_every_chain_is_named_in_the_readers_words(chain):
    from lawref.corpus.mojibake import ReadBack, said

    row = said(ReadBack(chain.name, (3,), 0), "x.txt")
    assert chain.read_as.upper().replace("CP", "") in row.in_language("ru").upper().replace("WINDOWS-", "")
    assert row.in_language("ru") != row.in_language("en") and "-as-" not in row.in_language("ru")


# -- a book of pages (a saved site, a thread's pages): one decision for the book where its pages agree ----------------

PAGE = ('<html><head><meta charset=windows-1251><title>{title} — Клуб «Дуплет»</title></head><body>\n'
        '<div>Главная | Новости | Форум</div>\n{body}<div>© 2003 Клуб. При перепечатке ссылка обязательна.</div>\n'
        '</body></html>\n')
LINES = TEXT.splitlines()
SHORT = "Судья решает."  # a page too short to show a chain by itself (fewer than mojibake.MIN_WORDS words)


def _broken_page(title: str, body: str, chain_name: str | None) -> bytes:
    """A clean page's article sent through a volga2003 chain in a right windows-1251 template (its menu, its
    footer): the bytes a server of the time served."""
    article = "".join(f"<p>{line}</p>\n" for line in body.splitlines())
    if chain_name == "utf-8-as-cp1251":  # a CMS that encoded the article twice (volga2003_utf8x2.html)
        article = article.encode("utf-8").decode("cp1251", "replace").replace("\ufffd", "?")
    elif chain_name is not None:  # a DOS or KOI8-R text pasted in (volga2003_cp866_as_1251.htm)
        article = mojibake.mojibake(chain(chain_name), article)
    page = PAGE.format(title=title, body=article)
    return page.encode("cp1251", mojibake.C1) if chain_name else page.encode("cp1251")


# (each page's chain: None for a clean page; the chains read back, a page by page): pages that agree read back
# by their chain, a short page too (the book's evidence, not its own); pages that disagree each by its own; a clean
# page never touched
PAGES_ROWS = [
    (["utf-8-as-cp1251", "utf-8-as-cp1251", "utf-8-as-cp1251"], ["utf-8-as-cp1251"] * 3),
    (["cp866-as-cp1251", "cp866-as-cp1251", None], ["cp866-as-cp1251", "cp866-as-cp1251", None]),
    (["koi8-r-as-cp1251", "cp866-as-cp1251", "cp866-as-cp1251"],
     ["koi8-r-as-cp1251", "cp866-as-cp1251", "cp866-as-cp1251"]),
    (["utf-8-as-cp1251", "utf-8-as-cp1251", "short:utf-8-as-cp1251"], ["utf-8-as-cp1251"] * 3),
]


@pytest.mark.parametrize("chains, read", PAGES_ROWS, ids=[" ".join(map(str, row[0])) for row in PAGES_ROWS])
def test_every_page_of_a_book_of_pages_is_read_back(chains, read):
    from lawref.corpus.formats.from_html import decode_pages

    made = []
    for n, name in enumerate(chains):
        short = name is not None and name.startswith("short:")
        body = SHORT if short else "\n".join(LINES[n:] + LINES[:n])
        made.append((_broken_page(f"Страница {n + 1}", body, name.removeprefix("short:") if name else None), body))
        if short:  # the short page alone shows no chain: the book's is read on the others
            assert mojibake.read_back(made[-1][0].decode("cp1251", mojibake.C1), "p.htm", markup=True)[1] is None
    names = [f"site/p{n + 1}.htm" for n in range(len(made))]
    said: list = []
    texts = decode_pages([(data, name) for (data, _), name in zip(made, names)], None, said)
    for text, (_, body) in zip(texts, made):
        assert "".join(f"<p>{line}</p>\n" for line in body.splitlines()) in text
        assert "Главная | Новости | Форум" in text and "При перепечатке" in text
    assert [d.path for d in said] == [name for name, chain_name in zip(names, read) if chain_name]
    _, reads = mojibake.read_back_pages([data.decode("cp1251", mojibake.C1) for data, _ in made], names, markup=True)
    assert [r.chain if r else None for r in reads] == read


def test_a_saved_sites_pages_are_read_back_as_one_book(tmp_path: Path):
    from lawref.corpus.formats.from_site import extract_site

    folder = tmp_path / "site"
    folder.mkdir()
    (folder / "index.htm").write_bytes(_broken_page("Содержание", "Правила клуба\n" + SHORT, "utf-8-as-cp1251")
                                       .replace(b"<p>", b'<p><a href="p1.htm">', 1))
    (folder / "p1.htm").write_bytes(_broken_page("Статья 12", TEXT, "utf-8-as-cp1251"))
    extracted = extract_site(folder, "site")
    assert all(line in extracted.text for line in LINES) and SHORT in extracted.text
    assert [d.code for d in extracted.diagnostics].count("mojibake-read-back") == 2
