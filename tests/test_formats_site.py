"""A web site saved as a folder (a contents page index.htm and chapter pages, old-style: CP1251 declared by
<meta http-equiv>, a menu bar of links in a <table>, a footer in <center><font size=1> with © and a year, no
class names) is read as ONE book: the same clauses as the .txt, its contents page, menus and footers recorded
as removed (found by repetition across pages), the footer's year never the edition, nothing lost."""

from __future__ import annotations

from urllib.parse import quote

import pytest

from lawref.corpus.pipeline import load_corpus

from fidelity import assert_nothing_lost
from formats_book import BOOK, clause_rows, law_heading, sub_label, to_txt

MENU = ('<table width="100%"><tr><td><a href="index.htm">Главная</a> | <a href="news.htm">Новости</a> | '
        '<a href="laws.htm">Правила</a> | <a href="mail.htm">Написать нам</a></td></tr></table>')
FOOTER = ('<center><font size=1>© 1998 Клуб спортивного бриджа «Вист». Перепечатка без разрешения запрещена.'
          '</font></center>')
SITE_NAME = '<p><font size=4 color=navy>Клуб спортивного бриджа «Вист»</font></p>'
TITLE_PAGE = "<p><b>МЕЖДУНАРОДНЫЕ ПРАВИЛА СПОРТИВНОГО БРИДЖА</b></p><p>Редакция 2017 года</p>"


def page(title: str, body: str) -> bytes:
    return (f'<html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1251">'
            f"<title>{title}</title></head><body bgcolor=white>{SITE_NAME}{MENU}{body}<hr>{FOOTER}</body></html>"
            ).encode("cp1251")


def law_page(law) -> str:
    out = [f"<h2>{law_heading(law)}</h2>"]
    for section in law.sections:
        out.append(f"<h3>{section.letter}. {section.title}</h3><p>{section.lead}</p>")
        for number, item in enumerate(section.items, 1):
            out.append(f"<p>{number}. {item.text}</p>")
            out += [f"<p>&nbsp;&nbsp;{sub_label(i)} {text}</p>" for i, text in enumerate(item.subitems)]
    return "".join(out)


@pytest.fixture
def site(tmp_path):
    folder = tmp_path / "corpus" / "club"
    folder.mkdir(parents=True)
    links = "<br>".join(f'<a href="law{law.number}.htm">Правило {law.number}. {law.title.title()}</a>'
                        for law in BOOK)
    (folder / "index.htm").write_bytes(page("Правила", TITLE_PAGE + f"<p>Содержание:</p><p>{links}</p>"))
    for law in reversed(BOOK):  # written in another order than the contents gives
        (folder / f"law{law.number}.htm").write_bytes(page(f"Правило {law.number}", law_page(law)))
    (tmp_path / "book.txt").write_text(to_txt(), "utf-8")  # the same book as a .txt, outside the corpus
    return folder


def test_a_folder_of_pages_is_one_book_with_its_furniture_recorded(site):
    want = clause_rows(load_corpus([site.parent.parent / "book.txt"]))
    corpus = load_corpus([site])
    assert [s.key for s in corpus.sources] == ["club"]
    rows = clause_rows(corpus)
    assert [r for r in rows if not r[0].startswith("front")] == want
    assert not any("Перепечатка" in c.text or "Главная" in c.text for c in corpus.clauses)
    removals = corpus.removals["club"]
    kinds = [r.kind for r in removals]
    pages = 1 + len(BOOK)
    assert kinds.count("site-footer") == pages and kinds.count("site-header") == pages  # by repetition
    assert [r.text for r in removals if r.kind == "site-header"] == ["Клуб спортивного бриджа «Вист»"] * pages
    assert sum("Новости" in r.text for r in removals) == pages  # the menu bar (a table of links)
    assert [r.kind for r in removals if "Правило 1. Колода" in r.text] == ["site-contents"]
    assert [r.kind for r in removals if r.text == "Содержание:"] == ["site-contents"]  # its heading goes with it
    assert corpus.sources[0].edition == 2017  # the title page's, never the footer's 1998


def test_the_site_in_a_corpus_folder_is_one_book_and_nothing_is_lost(site):
    from lawref.corpus.formats.from_site import extract_site

    corpus = load_corpus([site.parent])  # a corpus folder holding the site as a subfolder
    assert [s.key for s in corpus.sources] == ["club"]
    extracted = extract_site(site, "club")
    assert_nothing_lost(corpus, extracted.text + " ".join(r.text for r in extracted.removals), "club")


def test_import_of_a_site_writes_one_text(site, tmp_path, cli):
    out = tmp_path / "texts" / "club.txt"
    result = cli("import", str(site), "-o", str(out))
    assert result.code == 0, result.err
    text = out.read_text("utf-8")
    assert "Перепечатка" not in text and "ПРАВИЛО 2." in text and "edition = 2017" in out.with_suffix(".toml").read_text()


# (what stands over the contents table, whether it is the contents' own and recorded with it): a heading
# right over a table that is all links to the folder's pages; a table with other rows keeps its heading
CONTENTS_ROWS = [
    ("<h2>СОДЕРЖАНИЕ</h2>", True),
    ("<h3>Оглавление</h3>\n<!-- contents -->\n", True),
    ("<p><b>СОДЕРЖАНИЕ</b></p><p>Предисловие кончилось.</p>", False),  # not a heading: text stays
]


@pytest.mark.parametrize("over, contents", CONTENTS_ROWS)
def test_the_heading_over_a_contents_table_is_the_contents(over, contents, tmp_path):
    from lawref.corpus.formats.from_html import parse_html
    from lawref.corpus.formats.from_site import _without_contents_rows

    rows = "".join(f'<tr><td><a href="law{n}.htm">Правило {n}</a></td><td>Правила {n}</td></tr>' for n in (1, 2))
    html = f"<html><body><p>Предисловие.</p>{over}<table>{rows}</table></body></html>".encode()
    tree = parse_html(html, "index.htm", "utf-8")
    texts = _without_contents_rows(tree, {"law1.htm", "law2.htm"})
    data = tree.html.encode()
    heading = over.split(">")[1].split("<")[0]
    assert (heading in texts) is contents and (heading in data.decode()) is not contents
    assert "Предисловие." in data.decode() and len([t for t in texts if "Правило" in t]) == 2


LINKS = '<ul><li><a href="law1.htm">Правило 1. КОЛОДА</a><ul><li><a href="law2.htm#p2">Правило 2</a></ul></ul>'
# (the contents page's body, in or out of a layout table; what is the contents (recorded), what stays the book's):
# a page laid out in one table cell keeps its title page; a list of links to the folder's pages, and the heading
# right over it, are the contents
LAID_OUT_ROWS = [
    (f"<table width=620><tr><td><p>ПРАВИЛА БРИДЖА</p><p>Казань</p><h3>ОГЛАВЛЕНИЕ</h3>{LINKS}</td></tr></table>",
     ["ОГЛАВЛЕНИЕ", "Правило 1. КОЛОДА Правило 2"], ["ПРАВИЛА БРИДЖА", "Казань"]),
    (f"<p>ПРАВИЛА БРИДЖА</p><h3>ОГЛАВЛЕНИЕ</h3>{LINKS}", ["ОГЛАВЛЕНИЕ", "Правило 1. КОЛОДА Правило 2"],
     ["ПРАВИЛА БРИДЖА"]),
    # a contents table's row: links and short text beside them, no paragraph of its own
    ('<table><tr><td><a href="law1.htm">Глава I</a></td><td>Правила 1–5</td></tr></table><p>ПРАВИЛА</p>',
     ["Глава I Правила 1–5"], ["ПРАВИЛА"]),
    # a list with words of its own besides the links is the book's (a Law listing its references)
    ('<h3>Ссылки</h3><ul><li>см. <a href="law1.htm">Правило 1</a> о колоде</ul>', [],
     ["Ссылки", "см.", "о колоде"]),
    # a list of links elsewhere (not the folder's pages) is no contents of this book
    ('<h3>Друзья</h3><ul><li><a href="http://bridge.example.ru/">Клуб</a></ul><p>ПРАВИЛА</p>', [],
     ["Друзья", "ПРАВИЛА"]),
]


@pytest.mark.parametrize("body, contents, kept", LAID_OUT_ROWS)
def test_a_page_laid_out_in_a_table_keeps_its_text_and_its_list_of_links_is_the_contents(body, contents, kept):
    from lawref.corpus.formats.from_html import parse_html
    from lawref.corpus.formats.from_site import _without_contents_rows

    tree = parse_html(f"<html><body>{body}</body></html>".encode(), "index.htm", "utf-8")
    texts = _without_contents_rows(tree, {"law1.htm", "law2.htm"})
    data = tree.html.encode()
    assert [" ".join(t.split()) for t in texts] == contents
    assert all(words in data.decode() for words in kept)

def nav(first: bool, last: bool) -> str:
    """A page's nav bar: «<< Назад» and «Дальше >>» links but on the first and the last page, where they are text."""
    back = "&lt;&lt; Назад" if first else '<a href="p.htm">&lt;&lt; Назад</a>'
    on = "Дальше &gt;&gt;" if last else '<a href="n.htm">Дальше &gt;&gt;</a>'
    return f'<hr><p align=center>{back} | <a href="index.htm">Содержание</a> | {on}</p>'


# (the pages' nav bars, whether they are the site's): a nav bar the HTML reader drops as a menu (all links) on
# most pages is the site's on the pages where a word of it is no link; a paragraph on two pages of five stays
NAV_ROWS = [
    (lambda n, pages: nav(n == 0, n == pages - 1), True),
    (lambda n, pages: "<p>&lt;&lt; Назад | Содержание</p>" if n in (0, pages - 1) else "", False),
]


@pytest.mark.parametrize("bar, dropped", NAV_ROWS)
def test_a_nav_bar_dropped_as_a_menu_on_most_pages_is_the_sites_on_every_page(tmp_path, bar, dropped):
    folder = tmp_path / "site"
    folder.mkdir()
    laws = [law for law in BOOK][:4]
    links = "".join(f'<li><a href="law{law.number}.htm">Правило {law.number}</a>' for law in laws)
    pages = 1 + len(laws)
    (folder / "index.htm").write_bytes(page("Правила", TITLE_PAGE + f"<p>Содержание:<ul>{links}</ul>" + bar(0, pages)))
    for n, law in enumerate(laws, 1):
        (folder / f"law{law.number}.htm").write_bytes(page(law.title, law_page(law) + bar(n, pages)))
    corpus = load_corpus([folder])
    texts = " ".join(c.text for c in corpus.clauses)
    assert ("Назад" not in texts) is dropped
    assert "Содержание:" not in corpus["front.title"].text  # the contents page's heading over its links
    assert "Содержание:" in [r.text for r in corpus.removals["site"] if r.kind == "site-contents"]


# Pages saved with `wget -k -p` and no contents page (ural2022's out/saved): one book when every page's title names
# the same site after its own name, read in the order of the numbers in their names (law9 before law40); pages
# whose titles name no site, or different ones, stay pages of their own.
SAVED_ROWS = [
    (["Правило {n} · Закон {n} — Правила бриджа"] * 3, 1, ["9", "40", "64"]),
    (["Правило {n} · Закон {n} &#8212; Правила бриджа"] * 3, 1, ["9", "40", "64"]),
    (["Правило {n} · Закон {n}"] * 3, 3, ["40", "64", "9"]),
    (["Правило {n} — Правила бриджа", "Правило {n} — Правила бриджа", "Правило {n} — Другой сайт"], 3,
     ["40", "64", "9"]),
]


@pytest.mark.parametrize("titles, sources, laws", SAVED_ROWS)
def test_saved_pages_without_a_contents_page_are_one_book_when_their_titles_name_one_site(tmp_path, titles,
                                                                                          sources, laws):
    from lawref.corpus.formats.from_site import is_site

    folder = tmp_path / "saved"
    folder.mkdir()
    words = {64: "Ревок", 9: "Нарушение", 40: "Договорённости"}
    for n, title in zip((64, 9, 40), titles):
        (folder / f"law{n}.html").write_text(
            f'<html><head><meta charset="utf-8"><title>{title.format(n=n)}</title></head><body>'
            f'<div class="related" role="navigation"><a href="law{n + 1}.html">вперёд</a></div>'
            f"<h1>Правило {n} · {words[n]}</h1><p>{words[n]}: текст Правила {n}.</p>"
            f'<div class="footer" role="contentinfo">© 2022 Федерация</div></body></html>', "utf-8")
    (folder / "_static").mkdir()
    assert is_site(folder) == (sources == 1)
    corpus = load_corpus([folder], kind="law")
    assert len({c.file for c in corpus}) == sources
    assert [c.id for c in corpus if c.kind == "law"] == laws
    assert all(corpus[n].text.endswith(f": текст Правила {n}.") for n in laws)


def pretty_page(depth: int, body: str, crumbs: str, links: str, *, wget: bool) -> str:
    """A page of a site built with «pretty» addresses (Hugo: `pravila/12/index.html` for the link `pravila/12/`),
    `depth` folders down: the site's name and menu bar, breadcrumbs, a side bar of the Laws, the footer."""
    up = "../" * depth or "./"
    end = "index.html" if wget else ""
    side = "".join(f'<li><a href="{up}pravila/{law.number:02d}/{end}">Правило {law.number}</a></li>' for law in BOOK)
    return (f'<html><head><meta charset="utf-8"><title>{crumbs.split(" › ")[-1]} | Клуб</title></head><body>'
            f'<div class="top"><a class="logo" href="{up}{end}">Клуб «Вист» — бридж в Северореченске</a>'
            f'<ul class="menu"><li><a href="{up}{end}">Главная</a></li><li><a href="{up}pravila/{end}">Правила</a>'
            f'</li><li><a href="{up}pechat/{end}">Версия для печати</a></li></ul></div>'
            f'{f"<p>{crumbs}</p>" if " › " in crumbs else ""}<div class="side"><p>Правила</p><ul>{side}</ul></div>'
            f'<div class="main">{body}{links}</div>'
            f'<div class="foot">© 2015 Клуб «Вист». Материалы можно копировать со ссылкой.</div></body></html>')


# (links as the built site writes them or as `wget --convert-links` rewrote them): the same book either way
PRETTY_ROWS = [False, True]


@pytest.mark.parametrize("wget", PRETTY_ROWS)
def test_a_site_of_page_folders_is_one_book_read_once_in_its_contents_order(tmp_path, wget):
    """A site built with «pretty» addresses (one folder a page, `index.html` in each), whose contents list on the
    home page comes after its menu bar and side bar (which name the section page and the print page first, and the
    Laws alone), whose section page lists the Laws again under its heading, and whose print page holds the whole
    book again: the pages are read in the contents list's order, the front page before the Laws, once; the
    breadcrumbs «Главная › …» are the site's on every page (the front page's too), the section page is the
    contents, and `check` says which pages were read and which one repeated them."""
    folder = tmp_path / "club"
    end = "index.html" if wget else ""
    front = "<h1>Предисловие</h1><p>Этот сайт собрал Правила для игроков клуба.</p>"
    toc = "".join(f'<li><a href="./pravila/{law.number:02d}/{end}">{law_heading(law)}</a></li>' for law in BOOK)
    pages = {"index.html": pretty_page(0, TITLE_PAGE + f'<p>Содержание сайта</p><ul><li><a href="./predislovie/'
                                             f'{end}">Предисловие</a></li>{toc}</ul>', "Главная", "", wget=wget),
             "predislovie/index.html": pretty_page(1, front, "Главная › Предисловие", "", wget=wget),
             "pravila/index.html": pretty_page(1, f"<h1>Правила</h1><ul>{toc.replace('./pravila/', '../pravila/')}"
                                                  "</ul>", "Главная › Правила", "", wget=wget),
             "pechat/index.html": pretty_page(1, TITLE_PAGE + front + "".join(law_page(law) for law in BOOK),
                                              "Главная › Версия для печати", "", wget=wget)}
    for law in BOOK:
        links = f'<p><a href="../../predislovie/{end}">← Предыдущее</a> | <a href="../{law.number + 1:02d}/{end}">' \
                'Следующее →</a></p>'
        pages[f"pravila/{law.number:02d}/index.html"] = pretty_page(
            2, law_page(law), f"Главная › Правила › Правило {law.number}", links, wget=wget)
    for name, html in pages.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(html, "utf-8")
    (tmp_path / "book.txt").write_text(to_txt(), "utf-8")
    want = clause_rows(load_corpus([tmp_path / "book.txt"]))
    corpus = load_corpus([folder])
    rows = clause_rows(corpus)
    assert [r for r in rows if not r[0].startswith("front")] == want  # every Law once, in its order
    assert [r[0] for r in rows if r[0].startswith("front")][-1] == "front.predislovie"  # before the Laws
    texts = " ".join(c.text for c in corpus.clauses)
    assert "Главная" not in texts and "©" not in texts, texts
    assert corpus["front.predislovie"].text == "Этот сайт собрал Правила для игроков клуба."
    removals = corpus.removals["club"]
    # every trail but the print page's, which is read as a whole page repeated
    assert [r.kind for r in removals if r.text.startswith("Главная ›") and r.kind != "site-duplicate-page"] == \
        ["site-header"] * (len(pages) - 2)
    assert [r.text for r in removals if r.kind == "site-duplicate-page"] and \
        sum(r.kind == "site-contents" and r.text == "Правила" for r in removals) == 1
    said = {d.code: d.in_language("ru") for d in corpus.diagnostics if d.code.startswith("site-")}
    assert "pechat/index.html" in said["site-duplicate-page"] and "от index.html" in said["site-pages"]
    extracted = __import__("lawref.corpus.formats.from_site", fromlist=["x"]).extract_site(folder, "club")
    assert_nothing_lost(corpus, extracted.text + " ".join(r.text for r in extracted.removals), "club")


# (a link, the folder of the page it stands on, the page it leads to): relative addresses, a folder's address is its
# index page, a link out of the site or to a page not in it leads nowhere
LINK_ROWS = [
    ("./pravila/12/", "", "pravila/12/index.html"),
    ("../13/", "pravila/12/", "pravila/13/index.html"),
    ("../../index.html", "pravila/12/", "index.html"),
    ("./", "", "index.html"),
    ("../13/index.html#c", "pravila/12/", "pravila/13/index.html"),
    ("law2.htm", "", "law2.htm"),
    ("http://bridge.example.ru/pravila/12/", "", None),
    ("../../../x/", "pravila/12/", None),
    ("#fn:1", "pravila/12/", None),
]


@pytest.mark.parametrize("href, base, page", LINK_ROWS)
def test_a_link_leads_to_the_page_a_browser_opens(href, base, page):
    from lawref.corpus.formats.from_site import link_target

    names = {"index.html", "pravila/12/index.html", "pravila/13/index.html", "law2.htm"}
    assert link_target(href, base, names) == page


# (two pages' paragraphs at their tops, whether they compare as one): breadcrumbs by the part every trail starts with
CRUMB_ROWS = [
    ("Главная › Предисловие", "Главная › Правила › Правило 12", True),
    ("Главная » Правила", "Главная » Определения", True),
    ("Главная › Предисловие", "Клуб › Правила", False),
    ("Главная и правила", "Главная и определения", False),  # no trail: compared by all their first words
]


@pytest.mark.parametrize("one, other, same", CRUMB_ROWS)
def test_breadcrumbs_compare_by_the_part_every_trail_starts_with(one, other, same):
    from lawref.corpus.formats.from_site import _key

    assert (_key(one) == _key(other)) is same


# (the contents page's links after the title page, the order the Laws are read in): the contents split by chapter
# into lists under headings reads in its order, each list and its heading the contents; a side bar standing on every
# page (navigation) is no contents, whatever it lists first
SPLIT_ROWS = [
    ('<h3>Глава I</h3><ul><li><a href="law1.htm">Правило 1</a></li></ul>'
     '<h3>Глава II</h3><ul><li><a href="law2.htm">Правило 2</a></li></ul>', ["Глава I", "Глава II"]),
    ('<p>Содержание:</p><ul><li><a href="law1.htm">Правило 1</a></li><li><a href="law2.htm">Правило 2</a></li></ul>',
     ["Содержание:"]),
]


@pytest.mark.parametrize("contents, headings", SPLIT_ROWS)
def test_the_contents_split_by_chapter_reads_in_its_order_and_a_side_bar_is_navigation(tmp_path, contents, headings):
    folder = tmp_path / "corpus" / "club"
    folder.mkdir(parents=True)
    side = '<ul><li><a href="law2.htm">Правило 2</a></li><li><a href="law1.htm">Правило 1</a></li></ul>'  # reversed
    (folder / "index.htm").write_bytes(page("Правила", side + TITLE_PAGE + contents))
    for law in BOOK:
        (folder / f"law{law.number}.htm").write_bytes(page(f"Правило {law.number}", side + law_page(law)))
    (tmp_path / "book.txt").write_text(to_txt(), "utf-8")
    want = clause_rows(load_corpus([tmp_path / "book.txt"]))
    corpus = load_corpus([folder])
    assert [r for r in clause_rows(corpus) if not r[0].startswith("front")] == want
    assert [r.text for r in corpus.removals["club"] if r.kind == "site-contents" and r.text in headings] == headings


# A site whose contents page lists its chapter pages and each chapter page lists its Laws (makeinfo --html's split
# site, tests/redteam/vkamsk2019): read as a tree, each chapter's Laws after it, whatever the pages' names
# (pravilo-12 sorts before pravilo-2). Its navigation line «Next: …, Previous: …, Up: …» at the top and foot of
# every page is the site's: its own words the same round links that change, on the first page without
# «Previous», on the last without «Next»; the site's name every page's title says, set over that line on the
# contents page, too (with no navigation line under it, it is the title page's first line and stays).
TREE_CHAPTERS = [("glava-ii.html", "ГЛАВА II. ПОДГОТОВКА", [(2, "СДАЧИ")]),
                 ("glava-iv.html", "ГЛАВА IV. НАРУШЕНИЯ", [(9, "ДЕЙСТВИЯ"), (12, "ПОЛНОМОЧИЯ"), (16, "ИНФОРМАЦИЯ")])]
TREE_TEXTS = {2: "Ящик с четырьмя карманами.", 9: "Любой игрок может указать на нарушение.",
              12: "Судья назначает исправленный результат.", 16: "Игрок не пользуется посторонней информацией."}
SITE_TITLE = "Правила клуба «Вист» 2017"


def _tree_pages(nav: bool, also: str) -> dict[str, tuple[str, str]]:
    """name -> (title, body) of the site's pages in reading order, the navigation line on each when `nav`."""
    pages = {"index.html": ("Top", f"<h1>{SITE_TITLE}</h1>" + "<h1>ПРАВИЛА КЛУБА</h1><p>Редакция 2017 года</p><ul>"
                            + "".join(f'<li><a href="{name}">{title}</a></li>' for name, title, _ in TREE_CHAPTERS)
                            + "</ul>")}
    for name, title, laws in TREE_CHAPTERS:
        pages[name] = (title, f"<h2>{title}</h2><ul>" + "".join(
            f'<li><a href="pravilo-{n}.html">ПРАВИЛО {n}. {t}</a></li>' for n, t in laws) + "</ul>")
        for n, t in laws:
            pages[f"pravilo-{n}.html"] = (f"Правило {n}", f"<h3>ПРАВИЛО {n}. {t}</h3><p>{TREE_TEXTS[n]}</p>"
                                          + (also if n == 9 else ""))
    names = list(pages)
    if nav:
        for k, name in enumerate(names):
            parts = ([f'Next: <a href="{names[k + 1]}">{pages[names[k + 1]][0].upper()}</a>'] if k + 1 < len(names)
                     else []) + ([f'Previous: <a href="{names[k - 1]}">{pages[names[k - 1]][0].upper()}</a>',
                                  'Up: <a href="index.html">TOP</a>'] if k else [])
            line = f'<div class="header"><p>{", ".join(parts)}</p></div><hr>'
            title, body = pages[name]
            if name == "index.html":  # the site's name, then the line, as makeinfo sets its Top page
                first, rest = body.split("</h1>", 1)
                body = first + "</h1>" + line + rest
            else:
                body = line + body
            pages[name] = (title, body + "<hr>" + line)
    return pages


TREE_ROWS = [
    ("a chapter page's list of its Laws leads on", False, "", True),
    ("navigation lines at the top and foot of every page", True, "", True),
    ("a line of links standing on one page is the book's", True,
     '<p>См. также: <a href="pravilo-12.html">ПРАВИЛО 12. ПОЛНОМОЧИЯ</a></p>', False),
]


@pytest.mark.parametrize("what, nav, also, gone", TREE_ROWS, ids=[row[0] for row in TREE_ROWS])
def test_a_site_is_read_as_its_contents_tree_and_its_navigation_line_is_the_sites(tmp_path, what, nav, also, gone):
    folder = tmp_path / "corpus" / "site"
    folder.mkdir(parents=True)
    for name, (title, body) in _tree_pages(nav, also).items():
        (folder / name).write_text(f'<html><head><meta charset="utf-8"><title>{title} ({SITE_TITLE})</title></head>'
                                   f"<body>{body}</body></html>", "utf-8")
    corpus = load_corpus([folder], kind="law")
    assert [c.id for c in corpus.clauses if c.kind == "law"] == ["2", "9", "12", "16"]
    texts = " ".join(" ".join(filter(None, (c.title, c.text))) for c in corpus.clauses)
    assert "Next" not in texts and "Previous" not in texts
    assert ("См. также" not in texts) is gone
    removed = [r.text for r in corpus.removals["site"] if r.kind in ("site-header", "site-footer")]
    assert (SITE_TITLE in removed) is nav and (SITE_TITLE in corpus["front.title"].text) is not nav
    assert sum(text.startswith(("Next:", "Previous:")) for text in removed) == (2 * 7 if nav else 0)  # top and foot
    from lawref.corpus.formats.from_site import extract_site

    extracted = extract_site(folder, "site")
    assert_nothing_lost(corpus, extracted.text + " ".join(r.text for r in extracted.removals), "site")


SITE_NAME_ROWS = [
    (["Top (Правила клуба 2017)", "Глава II (Правила клуба 2017)", "Правило 1 (Правила клуба 2017)"], "правила клуба 2017"),
    (["Правило 1 — Клуб Вист", "Правило 2 — Клуб Вист", "Правило 3 — Клуб Вист"], ""),  # two words: no name
    (["Предисловие", "Правило 1", "Правило 2"], ""),
]


@pytest.mark.parametrize("titles, name", SITE_NAME_ROWS)
def test_the_sites_name_is_what_every_pages_title_says(titles, name):
    from lawref.corpus.formats.from_site import _site_name

    assert _site_name([f"<title>{t}</title>".encode() for t in titles]) == name


WIKI = "https://wiki.example.ru/wiki/"


def wiki_page(name: str, body: str, saved: str, charset: str = "utf-8") -> bytes:
    """A wiki page as a browser saves it: where it came from (`saved`: Chrome's comment or the canonical link), its
    name over it, the wiki's tagline, its links to the other pages as web addresses, its navigation box."""
    address = WIKI + quote(name.replace(" ", "_"))
    came = f"<!-- saved from url=({len(address):04d}){address} -->" if saved == "comment" else ""
    canonical = f'<link rel="canonical" href="{address}">' if saved == "canonical" else ""
    return (f'{came}<html><head><meta charset="{charset}"><title>{name} — ВикиКлуб</title>{canonical}</head><body>'
            f'<h1>{name}</h1><div id="siteSub">Материал из ВикиКлуб</div>{body}<div id="p-navigation"><ul><li>'
            f'{wiki_link("Заглавная страница")}</li><li>{wiki_link("Свежие правки")}</li></ul></div></body></html>'
            ).encode(charset, "xmlcharrefreplace")


def wiki_link(name: str, words: str = "") -> str:
    return f'<a href="{WIKI}{quote(name.replace(" ", "_"))}">{words or name}</a>'


def navigation_box(before: str, after: str) -> str:
    return (f'<table class="navbox"><tr><td>← {wiki_link(before, before.split("/")[-1])}</td>'
            f'<td>{wiki_link("Правила", "Оглавление")}</td><td>{wiki_link(after, after.split("/")[-1])} →</td></tr>'
            f"</table>")


# (how each page says where it was saved from)
WIKI_ROWS = ["comment", "canonical"]


@pytest.mark.parametrize("saved", WIKI_ROWS)
def test_a_wikis_saved_pages_are_one_book_in_the_order_its_main_page_lists_them(tmp_path, saved):
    """Pages saved one by one keep their links as web addresses and the wiki's names in their file names: the main
    page (the page whose links lead to most of the others, whatever its name) lists them; each link leads to the page
    saved from that address. A page in windows-1251 names the same wiki in its title. The page's name over it and the
    tagline are the wiki's, the navigation box of arrows too."""
    from lawref.corpus.formats.from_site import is_site

    folder = tmp_path / "wiki"
    folder.mkdir()
    laws = {"Правило 9": (9, "Порядок"), "Правила 12 и 16": (12, "Судья"), "Правило 40": (40, "Договорённости")}
    texts = {9: "Игрок вправе указать на нарушение.", 12: "Судья назначает исправление.",
             40: "Пара раскрывает свои договорённости."}
    contents = "".join(f"<li>{wiki_link('Правила/' + name, name)} — о том, что {title.lower()}</li>"
                       for name, (_, title) in laws.items())
    (folder / "Правила — ВикиКлуб.html").write_bytes(wiki_page(
        "Правила", f"<p><b>ПРАВИЛА СПОРТИВНОГО БРИДЖА</b></p><h2>Оглавление</h2><ul>{contents}</ul>", saved))
    names = ["Правила/" + name for name in laws]
    for k, (name, (number, title)) in enumerate(laws.items()):
        body = f"<h2>Правило {number}. {title}</h2><p>{texts[number]}</p>" + navigation_box(
            names[k - 1] if k else "Правила", names[(k + 1) % len(names)])
        (folder / f"Правила_{name} — ВикиКлуб.html").write_bytes(
            wiki_page(names[k], body, saved, "windows-1251" if number == 12 else "utf-8"))
    assert is_site(folder)
    corpus = load_corpus([folder], kind="law")
    assert [c.id for c in corpus if c.kind == "law"] == ["9", "12", "40"]
    assert [corpus[str(n)].text for n in texts] == list(texts.values())
    assert corpus["front.title"].text == "ПРАВИЛА СПОРТИВНОГО БРИДЖА"
    # the side bar on every page is the site's menu, on the main page too; the main page's list (each entry a link
    # and words of its own) is its contents, found again by the Laws' headings
    removed = [r for removals in corpus.removals.values() for r in removals]
    assert {r.kind for r in removed if "Свежие правки" in r.text} == {"html-menu"}
    assert [r.text for r in removed if r.kind == "contents" and r.text.strip()] == [
        "Оглавление", *(f"{name} — о том, что {title.lower()}" for name, (_, title) in laws.items())]
