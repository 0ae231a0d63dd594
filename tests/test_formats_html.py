"""The HTML reader: what is kept, what is dropped and recorded, list numbering, charset, and a property test."""

from __future__ import annotations

import html as html_lib

import pytest
from hypothesis import given, settings, strategies as st

from lawref.corpus.formats.from_html import extract_html


def read(body: str, head: str = '<meta charset="utf-8">'):
    page = f"<!DOCTYPE html><html><head>{head}</head><body>{body}</body></html>"
    return extract_html(page.encode("utf-8"), "page.html")


def test_blocks_are_paragraphs_and_br_a_line_break():
    got = read("<h1>ПРАВИЛО 1. КОЛОДА</h1><p>Первая  строка,\n  та же строка<br>вторая строка</p>"
               "<div>Текст в блоке</div><blockquote>Цитата</blockquote><dl><dt>Взятка</dt><dd>четыре карты</dd></dl>"
               "<table><tr><th>Сдача</th><td>Зона</td></tr></table>")
    assert got.text == ("ПРАВИЛО 1. КОЛОДА\n\nПервая строка, та же строка\nвторая строка\n\nТекст в блоке\n\n"
                        "Цитата\n\nВзятка\n\nчетыре карты\n\nСдача\n\nЗона\n")


def test_entities_are_decoded_and_inline_tags_do_not_split_words():
    assert read("<p>&laquo;Пре<b>фикс</b>&raquo; &amp; за&shy;ключение&nbsp;1</p>").text == \
        "«Префикс» & за\u00adключение\u00a01\n"


# A <pre> keeps its lines, and its blank lines part its paragraphs as on the typed page (lib.ru's page of a DOS
# text, libru1998: a chapter's notes under their rule end at the blank line before the next chapter)
PRE_ROWS = [
    ("its lines", "<pre>1С  пас\n2Б  пас</pre>", "1С  пас\n2Б  пас\n"),
    ("a blank line parts paragraphs", "<pre>     Текст\nдальше.\n\n     ГЛАВА V\n</pre>",
     "     Текст\nдальше.\n\n     ГЛАВА V\n"),
    ("several blank lines, one part", "<pre>[1] Сноска.\n \n\n\nГЛАВА V</pre>", "[1] Сноска.\n\nГЛАВА V\n"),
    # a DOS text's form feed is a page break, kept for clean to read (pfsb1999comm's club page)
    ("a form feed stays", "<pre>1999\n\n\fКомментарии\nТекст.</pre>", "1999\n\n\fКомментарии\nТекст.\n"),
]


@pytest.mark.parametrize(("what", "page", "text"), PRE_ROWS, ids=[row[0] for row in PRE_ROWS])
def test_pre_keeps_its_lines_and_paragraphs(what, page, text):
    assert read(page).text == text


# A page that is a typed text in one <pre> (lib.ru's, libru1998): the library's menu, author and title, rating and
# counters around it are its header and footer; a <pre> among the page's own paragraphs is text of the page.
LIBRARY = ('<center><a href="/">Lib.Ru</a> | <a href="/GAMES/">Игры</a></center><h2>Г.А. Тихомиров (перевод)<br>'
           'Международные правила</h2><ul><li>&copy; Copyright Клуб, 1998<li>Размещен: 12/03/2003. 94k.</ul>'
           '<b>Оценка: 7.46*13</b> Ваша оценка: <select><option>шедевр<option>отлично</select>')
TYPED = "Закон 1. КОЛОДА\n\n     Колода состоит из пятидесяти двух карт, по тринадцать в каждой из четырёх мастей.\n"
TYPED_ROWS = [
    ("lib.ru's page: the <pre> alone is read", f"{LIBRARY}<pre>{TYPED * 20}</pre><center>Бридж | Lib.Ru<br>"
     "Количество посещений: 2318</center>", (TYPED * 20).rstrip("\n"),
     ["Г.А. Тихомиров", "Оценка: 7.46*13"], ["Количество посещений: 2318"]),
    ("a diagram's <pre> among the page's paragraphs", "<p>Закон 1. КОЛОДА</p><p>Колода состоит из пятидесяти двух "
     "карт, по тринадцать в каждой из четырёх мастей, а сдающий раздаёт их по одной.</p><pre>1♠  пас</pre>",
     "Закон 1. КОЛОДА\n\nКолода состоит из пятидесяти двух карт, по тринадцать в каждой из четырёх мастей, а "
     "сдающий раздаёт их по одной.\n\n1♠  пас", [], []),
]


@pytest.mark.parametrize(("what", "page", "text", "header", "footer"), TYPED_ROWS, ids=[row[0] for row in TYPED_ROWS])
def test_a_page_that_is_one_typed_text_is_that_text(what, page, text, header, footer):
    got = read(page)
    assert got.text.rstrip("\n") == text
    removed = {kind: " ".join(r.text for r in got.removals if r.kind == kind) for kind in ("html-header", "html-footer")}
    assert all(words in removed["html-header"] for words in header)
    assert all(words in removed["html-footer"] for words in footer)


def test_ol_numbering_is_written_as_the_label_with_type_start_and_value():
    got = read('<ol><li>один</li><li>два<ol type="a"><li>а</li><li>б</li></ol></li></ol>'
               '<ol start="3" type="i"><li>три</li><li value="7">семь</li><li>восемь</li></ol>'
               '<ol type="A"><li>раздел</li></ol><ol type="I"><li>часть</li></ol>'
               '<ol style="list-style-type: cyrillic-lower"><li>пункт</li></ol>')
    assert got.text.split("\n\n") == ["1. один", "2. два", "(a) а", "(b) б", "(iii) три", "(vii) семь",
                                      "(viii) восемь", "A. раздел", "I. часть", "а) пункт\n"]


# A list whose labels the page's style sheet draws from its class (docutils/Sphinx: `<ol class="upperalpha">`):
# the label a browser shows, before the item's first text also when that is a paragraph of its own
LIST_CLASS_ROWS = [
    ('<ol class="upperalpha"><li><p><strong>Вид карт</strong></p><p>Текст раздела.</p></li>'
     '<li><p>Второй.</p></li></ol>', ["A. Вид карт", "Текст раздела.", "B. Второй.\n"]),
    ('<ol class="arabic simple"><li><p>один;</p></li><li><p>два.</p></li></ol>', ["1. один;", "2. два.\n"]),
    ('<ol class="loweralpha" start="3"><li><p>в</p></li><li><p>г</p></li></ol>', ["(c) в", "(d) г\n"]),
    ('<ol class="lowerroman"><li>и</li><li>ии</li></ol>', ["(i) и", "(ii) ии\n"]),
    ('<ol class="upperroman" start="4"><li>часть</li></ol>', ["IV. часть\n"]),
    ('<ol class="upperalpha"><li><p>Раздел</p><ol class="arabic"><li><p>пункт</p><ol class="loweralpha">'
     '<li><p>подпункт</p></li></ol></li></ol></li></ol>', ["A. Раздел", "1. пункт", "(a) подпункт\n"]),
    ('<ol class="lower-alpha"><li>по имени стиля</li></ol>', ["(a) по имени стиля\n"]),
    ('<ol class="upperalpha" type="1"><li>тип важнее класса</li></ol>', ["1. тип важнее класса\n"]),
    ('<ol class="steps"><li>класс без нумерации</li></ol>', ["1. класс без нумерации\n"]),
]


@pytest.mark.parametrize("body, paragraphs", LIST_CLASS_ROWS)
def test_a_lists_numbering_class_gives_the_labels_a_browser_shows(body, paragraphs):
    assert read(body).text.split("\n\n") == paragraphs


def test_typed_labels_and_hidden_markers_get_no_second_label():
    got = read('<ol><li>1. уже с номером</li><li>(b) уже с буквой</li></ol>'
               '<ol style="list-style: none"><li>без номера</li></ol><ul><li>маркер</li></ul>')
    assert got.text.split("\n\n") == ["1. уже с номером", "(b) уже с буквой", "без номера", "маркер\n"]


# An item with no words of its own whose first sub-item types its label (makeinfo's `<li> <ul class="no-bullet">
# <li>(а) …`): the item still shows its number, the typed label is the sub-item's; an item typing its own keeps it
OWN_WORDS_ROWS = [
    ("no words of its own: its number stands", '<ol><li> <ul class="no-bullet"><li>(а) Особым.</li><li>(б) Второе.'
     '</li></ul></li><li> Организатор.</li></ol>', ["1. (а) Особым.", "(б) Второе.", "2. Организатор.\n"]),
    ("its own words typing a label: no second label", '<ol><li>1. Своё. <ul><li>(а) Подпункт.</li></ul></li></ol>',
     ["1. Своё.", "(а) Подпункт.\n"]),
]


@pytest.mark.parametrize("what, body, paragraphs", OWN_WORDS_ROWS, ids=[row[0] for row in OWN_WORDS_ROWS])
def test_an_item_with_no_words_of_its_own_shows_its_number(what, body, paragraphs):
    assert read(body).text.split("\n\n") == paragraphs


# What Word's «Save as Web Page» writes for a footnote: the call links to an anchor by its name, the anchor opens
# the note, the notes stand at the page's end in a div marked by its style.
WORD_CALL = ("<a style='mso-footnote-id:ftn{n}' href=\"#_ftn{n}\" name=\"_ftnref{n}\" title=\"\"><span "
             "class=MsoFootnoteReference><span style='mso-special-character:footnote'><![if !supportFootnotes]>[{n}]"
             "<![endif]></span></span></a>")
WORD_NOTE = ("<div style='mso-element:footnote' id=ftn{n}><p class=MsoFootnoteText><a style='mso-footnote-id:ftn{n}' "
             "href=\"#_ftnref{n}\" name=\"_ftn{n}\" title=\"\"><span class=MsoFootnoteReference><span "
             "style='mso-special-character:footnote'><![if !supportFootnotes]>[{n}]<![endif]></span></span></a> "
             "{text}</p></div>")


def test_a_word_web_page_footnote_follows_the_passage_that_calls_it():
    got = read(f"<div class=Section1><p class=MsoNormal>Нормальная{WORD_CALL.format(n=1)} игра.</p>"
               f"<p class=MsoNormal>Без сноски, ссылка <a href=\"#_ftnref1\">[1]</a> на вызов.</p>"
               f"<p class=MsoNormal>Вторая{WORD_CALL.format(n=2)}.</p></div>"
               "<div style='mso-element:footnote-list'><![if !supportFootnotes]><br clear=all><hr size=1><![endif]>"
               f"{WORD_NOTE.format(n=1, text='Первая сноска.')}{WORD_NOTE.format(n=2, text='Вторая сноска.')}</div>")
    # (paragraphs with no marker continue the passage: its notes wait for its end)
    assert got.text.split("\n\n") == ["Нормальная<*> игра.", "Без сноски, ссылка [1] на вызов.", "Вторая<*>.",
                                      "-" * 32, "<*> Первая сноска.", "-" * 32, "<*> Вторая сноска.\n"]
    assert [(r.kind, r.text) for r in got.removals if r.kind.startswith("footnote")] == [
        ("footnote-call", "[1]"), ("footnote-call", "[2]"), ("footnote-label", "[1]"), ("footnote-label", "[2]")]


# A note is read where the passage that calls it ends: before the next paragraph that opens a unit (a heading,
# a section «C. …», an item «2. …»), so a boxed note or a table under the calling paragraph stays the calling
# clause's; at the page's end when no unit follows.
NOTE_PLACE_ROWS = [
    ("a boxed note under the calling item stays above the note",
     '<p>3. Результат (см. Правило 12C1)<a href="#fn1" class="footnote-ref"><sup>2</sup></a>.</p>'
     "<blockquote><p><strong>Совет судье.</strong> Не спешите.</p></blockquote>"
     "<p><strong>C. Информация</strong></p>"
     '<section class="footnotes"><ol><li id="fn1"><p>Сноска.</p></li></ol></section>',
     ["3. Результат (см. Правило 12C1)<*>.", "Совет судье. Не спешите.", "-" * 32, "<*> Сноска.",
      "C. Информация\n"]),
    ("a table under the calling paragraph, then a heading",
     '<p>Текст<a href="#fn1" class="footnote-ref"><sup>1</sup></a>:</p><table><tr><td>Масть</td><td>20</td></tr>'
     "</table><h3>ПРАВИЛО 13. НЕПРАВИЛЬНОЕ ЧИСЛО КАРТ</h3>"
     '<section class="footnotes"><ol><li id="fn1"><p>Сноска.</p></li></ol></section>',
     ["Текст<*>:", "Масть", "20", "-" * 32, "<*> Сноска.", "ПРАВИЛО 13. НЕПРАВИЛЬНОЕ ЧИСЛО КАРТ\n"]),
    ("a paragraph that merely starts with a capital is no unit",
     '<p>1. Текст<a href="#fn1" class="footnote-ref"><sup>1</sup></a>.</p><p>Абзац второй.</p><p>2. Пункт.</p>'
     '<section class="footnotes"><ol><li id="fn1"><p>Сноска.</p></li></ol></section>',
     ["1. Текст<*>.", "Абзац второй.", "-" * 32, "<*> Сноска.", "2. Пункт.\n"]),
]


@pytest.mark.parametrize("what, body, paragraphs", NOTE_PLACE_ROWS, ids=[row[0] for row in NOTE_PLACE_ROWS])
def test_a_note_is_read_where_the_passage_calling_it_ends(what, body, paragraphs):
    assert read(body).text.split("\n\n") == paragraphs


# A call and its note that link to each other, whatever their class names (LibreOffice's «Save as HTML»:
# `sdfootnote1anc` in the text, `sdfootnote1sym` opening the note in its own div at the end): a footnote; the
# first of the two in the page is the call. A number linking one way only, or a pair of links that are no
# number, is text.
LO_CALL = '<a class="sdfootnoteanc" name="sdfootnote{n}anc" href="#sdfootnote{n}sym"><sup>{n}</sup></a>'
LO_NOTE = ('<div id="sdfootnote{n}"><p class="sdfootnote-western"><a class="sdfootnotesym" name="sdfootnote{n}sym" '
           'href="#sdfootnote{n}anc">{n}</a>{text}</p>{more}</div>')
LINKED_ROWS = [
    ("LibreOffice's notes, one of two paragraphs",
     f"<p>Нормальная{LO_CALL.format(n=1)} игра.</p><p>Вторая{LO_CALL.format(n=2)}.</p>"
     + LO_NOTE.format(n=1, text="Первая сноска.", more="<p>Её второй абзац.</p>")
     + LO_NOTE.format(n=2, text="Вторая сноска.", more=""),
     ["Нормальная<*> игра.", "Вторая<*>.", "-" * 32, "<*> Первая сноска.", "Её второй абзац.", "-" * 32,
      "<*> Вторая сноска.\n"]),
    ("docutils' notes: the number in brackets is the link back, the text a paragraph of its own",
     '<p>Первый ход<a class="footnote-reference brackets" href="#id3" id="id2" role="doc-noteref">'
     '<span class="fn-bracket">[</span>1<span class="fn-bracket">]</span></a>; текст.</p>'
     '<aside class="footnote-list brackets"><aside class="footnote brackets" id="id3" role="doc-footnote">'
     '<span class="label"><span class="fn-bracket">[</span><a role="doc-backlink" href="#id2">1</a>'
     '<span class="fn-bracket">]</span></span><p>Сноска.</p></aside></aside>',
     ["Первый ход<*>; текст.", "-" * 32, "<*> Сноска.\n"]),
    ("asciidoctor's call: the link in the brackets its superscript sets round it, the note's number linking back",
     '<p>Сторон.<sup class="footnote">[<a id="_footnoteref_1" class="footnote" href="#_footnotedef_1">1</a>]</sup>'
     '</p><div id="footnotes"><div class="footnote" id="_footnotedef_1"><a href="#_footnoteref_1">1</a>. Сноска.'
     '</div></div>',
     ["Сторон.<*>", "-" * 32, "<*> Сноска.\n"]),
    ("asciidoctor's notes with Calibre's class names: the full stop after the number that links back is the label's",
     '<p>Сторон.<sup class="c4">[<a id="_footnoteref_1" class="c5" href="#_footnotedef_1">1</a>]</sup></p>'
     '<div class="footnote1 pcalibre" id="_footnotedef_1"><a href="#_footnoteref_1" class="c25">1</a>. Сноска.</div>',
     ["Сторон.<*>", "-" * 32, "<*> Сноска.\n"]),
    ("makeinfo's notes: under «Footnotes», each label its own block linking back, the text the blocks after it",
     '<p>результат<a id="DOCF1" href="#FOOT1"><sup>1</sup></a>, учитывающий.</p><p>Другой<a id="DOCF2" '
     'href="#FOOT2"><sup>2</sup></a>.</p><div class="footnote"><hr><h4 class="footnotes-heading">Footnotes</h4>'
     '<h5><a id="FOOT1" href="#DOCF1">(1)</a></h5><p>Первая.</p><h5><a id="FOOT2" href="#DOCF2">(2)</a></h5>'
     '<p>Вторая.</p><p>Её второй абзац.</p></div>',
     ["результат<*>, учитывающий.", "Другой<*>.", "-" * 32, "<*> Первая.", "-" * 32, "<*> Вторая.",
      "Её второй абзац.\n"]),
    ("the same with no class: the heading over the notes is no note's",
     '<p>результат<a id="DOCF1" href="#FOOT1"><sup>1</sup></a>.</p><div><h4>Footnotes</h4><h5>'
     '<a id="FOOT1" href="#DOCF1">(1)</a></h5><p>Первая.</p></div>', ["результат<*>.", "-" * 32, "<*> Первая.\n"]),
    ("a notes heading over words that are no note stays",
     '<p>результат<a id="DOCF1" href="#FOOT1"><sup>1</sup></a>.</p><div><h4>Примечания</h4><p>Слово редакции.</p>'
     '<h5><a id="FOOT1" href="#DOCF1">(1)</a></h5><p>Первая.</p></div>',
     ["результат<*>.", "Примечания", "Слово редакции.", "-" * 32, "<*> Первая.\n"]),
    ("Kindle's notes: the way back leads to what holds the call alone (its superscript), not to its link",
     '<p>минус».<sup><small id="r1"><a href="#n1">1</a></small></sup></p><p>Дальше.</p><hr><ol>'
     '<li id="n1"><p>Сноска.<a href="#r1">↩︎</a></p></li></ol>',
     ["минус».<*>", "Дальше.", "-" * 32, "<*> Сноска.\n"]),
    ("a way back to a block that holds more than the call is no note's",
     '<p id="r1">Слово <a href="#n1">1</a> и ещё.</p><ol><li id="n1"><p>Пункт.<a href="#r1">↑</a></p></li></ol>',
     ["Слово 1 и ещё.", "1. Пункт.↑\n"]),
    ("a wiki's notes: the calls numbered on through the page («[3]»), the list under them drawing «1.»",
     '<p>Текст<sup id="cite_ref-3" class="reference"><a href="#cite_note-3">[3]</a></sup> дальше.</p><ol '
     'class="references"><li id="cite_note-3"><span class="mw-cite-backlink"><b><a href="#cite_ref-3">↑</a></b>'
     '</span> <span class="reference-text">Сноска.</span></li></ol>', ["Текст<*> дальше.", "-" * 32, "<*> Сноска.\n"]),
    ("a number linking one way only",
     '<p>См. пункт <a href="#p1">1</a>.</p><p><a name="p1"></a>Пункт первый.</p>',
     ["См. пункт 1.", "Пункт первый.\n"]),
    ("two words linking to each other",
     '<p><a name="up" href="#toc">Содержание</a></p><p><a name="toc" href="#up">Наверх</a></p>',
     ["Содержание", "Наверх\n"]),
]


@pytest.mark.parametrize("what, body, paragraphs", LINKED_ROWS, ids=[row[0] for row in LINKED_ROWS])
def test_a_call_and_a_note_linked_to_each_other_are_a_footnote(what, body, paragraphs):
    assert read(body).text.split("\n\n") == paragraphs


# A call marked as one whose link finds no note on the page (Calibre's EPUB of a print page where every Law numbers
# its notes from 1 under one id: each later call links to the first Law's note, in another document): the note of
# its number in the notes block after it, as a reader finds it; a call with no such note, or no number, is text.
NOTES = ('<div role="doc-endnotes"><hr/><ol><li><p>Первая сноска. <a href="ch1.html#fnref:1" role="doc-backlink">'
         '↩︎</a></p></li><li><p>Вторая сноска.</p></li></ol></div>')
NUMBERED_ROWS = [
    ("the note of the call's number, its link going to another document",
     '<p>нормальном<sup><a href="ch1.html#fn:1" role="doc-noteref">1</a></sup> розыгрыше.</p>'
     '<p>Абзац<sup><a href="ch1.html#fn:2" class="footnote-ref">2</a></sup>.</p>' + NOTES,
     ["нормальном<*> розыгрыше.", "Абзац<*>.", "-" * 32, "<*> Первая сноска.", "-" * 32, "<*> Вторая сноска.\n"]),
    ("a call whose number has no note in the block stays text",
     '<p>столом<sup><a href="ch1.html#fn:3" role="doc-noteref">3</a></sup>.</p>' + NOTES,
     ["столом3.", "1. Первая сноска. ↩︎", "2. Вторая сноска.\n"]),
    ("a number not marked as a call stays text",
     '<p>см. пункт <a href="ch1.html#p1">1</a>.</p>' + NOTES,
     ["см. пункт 1.", "1. Первая сноска. ↩︎", "2. Вторая сноска.\n"]),
]


@pytest.mark.parametrize("what, body, paragraphs", NUMBERED_ROWS, ids=[row[0] for row in NUMBERED_ROWS])
def test_a_marked_call_whose_link_finds_no_note_is_the_note_of_its_number(what, body, paragraphs):
    assert read(body).text.split("\n\n") == paragraphs


def test_page_furniture_is_dropped_and_recorded_where_it_stood():
    got = read('<header>Сайт</header><nav><a href="/">Главная</a></nav>'
               '<p>Абзац первый.</p><aside>Реклама</aside><form><input> Поиск</form>'
               '<div role="navigation">Меню</div><div class="site-menu">Ещё меню</div>'
               '<p class="breadcrumb">Главная / Правила</p><div hidden>Скрытое</div>'
               '<p style="display: none">Тоже скрытое</p>'
               '<ul><li><a href="/1">Правило 1</a></li><li><a href="/2">Правило 2</a></li></ul>'
               '<p><a href="/a">Назад</a> | <a href="/b">Вперёд</a></p>'
               '<p>Абзац второй, <a href="/x">со ссылкой</a>.</p>'
               '<footer>© Сайт</footer><script>var a = 1;</script><style>p { color: red }</style>'
               '<noscript>Включите JavaScript</noscript>')
    assert got.text == "Абзац первый.\n\nАбзац второй, со ссылкой.\n"
    assert [(r.kind, r.line, r.text) for r in got.removals] == [
        ("html-header", 1, "Сайт"), ("html-nav", 1, "Главная"), ("html-aside", 3, "Реклама"),
        ("html-form", 3, "Поиск"), ("html-nav", 3, "Меню"), ("html-menu", 3, "Ещё меню"),
        ("html-breadcrumbs", 3, "Главная / Правила"), ("html-hidden", 3, "Скрытое"),
        ("html-hidden", 3, "Тоже скрытое"), ("html-menu", 3, "Правило 1 Правило 2"),
        ("html-menu", 3, "Назад | Вперёд"), ("html-footer", 3, "© Сайт"), ("html-script", 3, "var a = 1;"),
        ("html-style", 3, "p { color: red }"), ("html-script", 3, "Включите JavaScript")]


def test_an_articles_own_header_is_its_heading_and_stays():
    got = read("<header>Сайт</header><article><header><h1>Глава I. Общие положения</h1></header>"
               "<p>Текст.</p></article>")
    assert got.text == "Глава I. Общие положения\n\nТекст.\n"
    assert [r.kind for r in got.removals] == ["html-header"]


def test_the_pages_charset_is_honoured_and_encoding_overrides_it():
    page = '<html><head><meta http-equiv="Content-Type" content="text/html; charset=koi8-r"></head>' \
           '<body><p>Правило о сдаче</p></body></html>'
    assert extract_html(page.encode("koi8-r"), "p.html").text == "Правило о сдаче\n"
    no_meta = "<html><body><p>Правило о сдаче карт игрокам за столом</p></body></html>"
    assert extract_html(no_meta.encode("cp1251"), "p.html").text == "Правило о сдаче карт игрокам за столом\n"
    assert extract_html(page.replace("koi8-r", "utf-8").encode("koi8-r"), "p.html", "koi8-r").text == \
        "Правило о сдаче\n"


def test_the_title_is_the_first_h1_else_the_title_element():
    assert read("<h1>Правила</h1>", "<title>Сайт</title>").title == "Правила"
    assert read("<h2>Правило 1</h2>", "<title>Правила | Сайт</title>").title == "Правила | Сайт"


WORD = st.text(alphabet="абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЩЭЮЯ0123456789.,;:!?«»()–-<>&\"'",
               min_size=1, max_size=12)
PARAGRAPHS = st.lists(st.lists(WORD, min_size=1, max_size=12), min_size=1, max_size=8)


@settings(max_examples=150, deadline=None)
@given(PARAGRAPHS, st.data())
def test_property_the_extracted_words_are_the_input_words(paragraphs, data):
    paragraphs = [["Текст"], *paragraphs]  # a page with no Cyrillic at all is refused as not Russian
    blocks = []
    for words in paragraphs:
        pieces = []
        for word in words:
            escaped = html_lib.escape(word)
            wrap = data.draw(st.sampled_from(["", "b", "i", "span", "em"]))  # all-link blocks are menus
            pieces.append(f"<{wrap}>{escaped}</{wrap}>" if wrap else escaped)
        spaces = data.draw(st.sampled_from([" ", "\n", "  \t", " <br> "]))
        tag = data.draw(st.sampled_from(["p", "li", "h2", "div", "dd", "blockquote"]))
        blocks.append(f"<{tag}>{spaces.join(pieces)}</{tag}>")
    got = read("<ul>" + "".join(blocks) + "</ul>")
    assert got.text.split() == [w for words in paragraphs for w in words]
    assert got.removals == ()


# An unlinked superscript call (a print page's `<sup>1)</sup>`) whose note opens a paragraph after its own
# with that same call and a space: a footnote, written where the passage ends. A superscript no paragraph
# opens with, or one that only a numbered item follows (`2.`), is text.
SUP_ROWS = [
    ("a call and its note under the Law",
     "<p>Судья просит повторить объяснение<sup>1)</sup>.</p><p>Дальше текст.</p>"
     '<div class="notes"><p>1) Новые линии не принимаются.</p></div>',
     ["Судья просит повторить объяснение<*>.", "Дальше текст.", "-" * 32, "<*> Новые линии не принимаются.\n"]),
    ("two calls, their notes in one block",
     "<p>Первая<sup>1)</sup> строка.</p><p>Нормальной<sup>2)</sup> игрой.</p>"
     "<div><p>1) Первая сноска.</p><p>2) Вторая сноска.</p></div>",
     ["Первая<*> строка.", "Нормальной<*> игрой.", "-" * 32, "<*> Первая сноска.", "-" * 32,
      "<*> Вторая сноска.\n"]),
    ("a superscript no paragraph opens with", "<p>Площадь 20 м<sup>2</sup>.</p><p>2. Пункт второй.</p>",
     ["Площадь 20 м2.", "2. Пункт второй.\n"]),
    # a club site's notes numbered anew under each Law (ledov2024): the call a link to a fragment the page does
    # not have (it goes nowhere: a plain call), the note's own opening number no call; each note after its
    # passage, which a paragraph «(2) …» or a heading «Статья 18» ends
    ("notes numbered anew under each Law, calls linking nowhere",
     '<h2>Статья 15</h2><p>(1) Первая<sup><a href="#fn">1</a></sup>.</p><p>(2) Дальше.</p><hr>'
     '<p class="fn"><sup>1</sup> Сноска к 15.</p><h2>Статья 18</h2><p>(1) Вторая<sup><a href="#fn">1</a></sup>.</p>'
     '<hr><p class="fn"><sup>1</sup> Сноска к 18.</p>',
     ["Статья 15", "(1) Первая<*>.", "-" * 32, "<*> Сноска к 15.", "(2) Дальше.", "Статья 18", "(1) Вторая<*>.",
      "-" * 32, "<*> Сноска к 18.\n"]),
    # a sentence that ends in a number, a paragraph of its own, is no heading alone: the passage goes on past it,
    # the note after it (where a heading «Статья 18» over its title ends the passage before it)
    ("a sentence ending in a number goes on with its passage",
     "<p>Судья просит повторить<sup>1)</sup>.</p><p>Текст Правила 1.</p><div class='notes'><p>1) Сноска.</p></div>",
     ["Судья просит повторить<*>.", "Текст Правила 1.", "-" * 32, "<*> Сноска.\n"]),
    ("a heading alone over its title ends the passage",
     "<p>Судья просит повторить<sup>1)</sup>.</p><p>Статья 18</p><p>ЗАЯВКИ</p><div class='notes'><p>1) Сноска.</p></div>",
     ["Судья просит повторить<*>.", "-" * 32, "<*> Сноска.", "Статья 18", "ЗАЯВКИ\n"]),
]


@pytest.mark.parametrize("what, body, paragraphs", SUP_ROWS, ids=[row[0] for row in SUP_ROWS])
def test_an_unlinked_superscript_call_and_the_paragraph_opening_with_it_are_a_footnote(what, body, paragraphs):
    assert read(body).text.split("\n\n") == paragraphs


# A web page's own lines above a book (comm2017's club page): a bar of links that opens with its name, the page's
# update line; a paragraph with links in its text, or a date inside the book's text, stays.
SITE_LINE_ROWS = [
    ('<p><small>Содержание: <a href="#pr7">7</a> | <a href="#pr9">9</a> | <a href="#pr12">12</a></small></p>'
     "<p>Текст.</p>", "Текст.\n", ["html-menu"]),
    # a contents heading over its list of links (Sphinx's toctree captioned «Содержание»): the menu with its caption
    ('<div class="toctree-wrapper compound"><p class="caption" role="heading"><span class="caption-text">Содержание'
     '</span></p><ul><li><a href="foreword.html">От редакции</a></li><li><a href="law1.html">Правило 1 · Колода</a>'
     '</li></ul></div><p>Текст.</p>', "Текст.\n", ["html-menu"]),
    # a list of links to other pages, one an item, however short (a chapter page's toctree of its one Law)
    ('<h1>Глава VII. Подсчёт</h1><ul><li class="toctree-l1"><a href="law79.html">Правило 79 · Взятые взятки</a></li>'
     '</ul>', "Глава VII. Подсчёт\n", ["html-menu"]),
    ('<ul><li><a href="#p1">Правило 79</a></li></ul>', "Правило 79\n", []),
    ('<ul><li>См. <a href="law79.html">Правило 79</a></li></ul>', "См. Правило 79\n", []),
    ('<div><p>Содержание работы судьи</p><ul><li><a href="a.html">Раз</a></li><li><a href="b.html">Два</a></li>'
     '</ul></div>', "Содержание работы судьи\n", ["html-menu"]),
    ('<p align="right"><small>Раздел ведёт судья клуба. Обновлено 14.03.2021</small></p><p>Текст.</p>',
     "Текст.\n", ["html-updated"]),
    ('<p>См. <a href="#a">Правило 7</a> и <a href="#b">Правило 9</a>.</p>', "См. Правило 7 и Правило 9.\n", []),
    ("<p>Регламент обновлен 14.03.2021 решением комитета, и судья применяет новую редакцию.</p>",
     "Регламент обновлен 14.03.2021 решением комитета, и судья применяет новую редакцию.\n", []),
    # the bar's name in a cell of its own beside its links (gorelov2022's league page): the row is the bar
    ('<table><tr><td><b>СЕВЕРОГОРСКАЯ ЛИГА</b></td><td><a href="i.htm">Главная</a> | <a href="t.htm">Турниры</a>'
     "</td></tr></table><p>Текст.</p>", "Текст.\n", ["html-menu"]),
    # a layout table's first row over the site's bar of links (which may show its own page as plain text) is the
    # site's banner (ledov2024's club page); a bar with one link and a plain item is the page's
    ('<table><tr><td colspan="2"><b>♠ Клуб «МИЗЕР» ♣</b><br>Краснозёрск · ул. Заводская, 14</td></tr>'
     '<tr><td colspan="2"><a href="/">Главная</a> | <b>Библиотека</b> | <a href="/c/">Контакты</a></td></tr>'
     '<tr><td><p align="right"><a href="/p.htm">Версия для печати</a> | Просмотров: 1843</p><p>Текст.</p></td></tr>'
     "</table>", "Текст.\n", ["html-header", "html-menu", "html-menu"]),
    # a row whose other cell is a sentence (or holds a figure) is the page's text
    ('<table><tr><td>Правило 12 действует.</td><td><a href="i.htm">Главная</a> | <a href="t.htm">Турниры</a>'
     "</td></tr></table><p>Текст.</p>", "Правило 12 действует.\n\nТекст.\n", ["html-menu"]),
]


SITE_LINE_ROWS += [  # a breadcrumb trail with no class that names it (vkamsk2019): its steps linked, the page's own last
    ('<div class="shapka"><a href="/">ФСБ Верхнекамска</a> › <a href="/d/">Документы</a> › Правила 2017</div>'
     "<p>Текст.</p>", "Текст.\n", ["html-breadcrumbs"]),
    ('<p><a href="/">Главная</a> / <a href="/d/">Документы</a> / Правила</p><p>Текст.</p>', "Текст.\n",
     ["html-breadcrumbs"]),
    # two steps, the first linked (sevrech2015's section pages: «Главная › Предисловие»); unlinked, they are text
    ('<div class="crumbs"><a href="../">Главная</a> › Предисловие</div><p>Текст.</p>', "Текст.\n",
     ["html-breadcrumbs"]),
    ("<p>Главная › Предисловие</p><p>Текст.</p>", "Главная › Предисловие\n\nТекст.\n", []),
    # a sentence with an arrow and a link is text
    ('<p>Порядок: <a href="#s">судья</a> › комитет › федерация решает.</p>',
     "Порядок: судья › комитет › федерация решает.\n", []),
]


SITE_LINE_ROWS += [  # a heading's permalink (Sphinx's «¶», ural2022): a mark alone linking to an anchor of the page
    ('<h1>Правило 41 · Начало розыгрыша<a class="headerlink" href="#law41" title="Ссылка">¶</a></h1>',
     "Правило 41 · Начало розыгрыша\n", ["html-permalink"]),
    ('<h2 id="s">A. Раздел<a href="#s">#</a></h2><p>Текст. <a href="#s">§</a></p><p>Текст <a href="#s">§</a> 5.</p>',
     "A. Раздел\n\nТекст.\n\nТекст § 5.\n", ["html-permalink", "html-permalink"]),
    ('<p>Знак <a href="other.html#s">¶</a> ведёт на другую страницу; <a href="#s">¶ 12</a> не знак.</p>',
     "Знак ¶ ведёт на другую страницу; ¶ 12 не знак.\n", []),
]


SITE_LINE_ROWS += [  # abi2000's club page (saved by Chromium as MHTML)
    # one link to the page's top, alone in its paragraph: navigation (a browser's «#top» is the page's top)
    ('<p>Текст.</p><p align="right"><a href="#top">Наверх</a></p>', "Текст.\n", ["html-menu"]),
    ('<p>Текст, <a href="#top">наверх</a> и дальше.</p>', "Текст, наверх и дальше.\n", []),
    ('<p>Текст.</p><p><a href="#z12">Закон 12</a></p>', "Текст.\n\nЗакон 12\n", []),
    # the site's banner: a one-cell table with the page's first text, whose first line the page says again
    ('<table><tr><td><b>АССОЦИАЦИЯ БРИДЖА</b><br>Краснокамск · ул. Заводская, 14</td></tr></table>'
     "<p>АССОЦИАЦИЯ БРИДЖА</p><p>Текст.</p>", "АССОЦИАЦИЯ БРИДЖА\n\nТекст.\n", ["html-header"]),
    ('<table><tr><td><b>АССОЦИАЦИЯ БРИДЖА</b><br>Краснокамск · ул. Заводская, 14</td></tr></table>'
     "<p>Текст.</p>", "АССОЦИАЦИЯ БРИДЖА\nКраснокамск · ул. Заводская, 14\n\nТекст.\n", []),
]


SITE_LINE_ROWS += [  # volga2003's federation page (a CMS's)
    # the site's name set on a line of its own over its bar of links, in one block: the bar
    ('<div id="top"><b>Федерация бриджа Поволжья</b><br><a href="/">Главная</a><a href="/n/">Новости</a></div>'
     "<p>Текст.</p>", "Текст.\n", ["html-menu"]),
    ('<div><b>Правило 12 действует</b><br><a href="/">Главная</a><a href="/n/">Новости</a></div>',
     "Правило 12 действует\nГлавнаяНовости\n", []),  # a figure: no site's name
    # a CMS's line under its article, its items parted by « · », a date's dots in one
    ('<p>Текст.</p><p class="added">Добавлено: 14.11.2003 · Просмотров: 2817 · <a href="/p/">Версия для печати</a></p>',
     "Текст.\n", ["html-menu"]),
    ('<p>Текст · <a href="/p/">сноска</a> · и дальше. Конец.</p>', "Текст · сноска · и дальше. Конец.\n", []),
    ('<p>Правило 41 · <a href="#s">Начало розыгрыша</a></p>', "Правило 41 · Начало розыгрыша\n", []),  # a title
    # a trail whose page is «Правила 1997 г.»: a year's «г.» ends no sentence
    ('<div><a href="/">Главная</a> » <a href="/b/">Библиотека</a> » Правила 1997 г.</div><p>Текст.</p>',
     "Текст.\n", ["html-breadcrumbs"]),
]


SITE_LINE_ROWS += [  # priok2022's site page: the site's name, a link alone opening its block, over the site's menu
    ('<div><a href="/">Федерация бриджа</a><nav><a href="/">Главная</a> <a href="/n/">Новости</a></nav>'
     "<p>Текст.</p></div>", "Текст.\n", ["html-header", "html-nav"]),
    ('<div><p><a href="/">Федерация бриджа</a></p><ul><li><a href="/">Главная</a></li><li><a href="/n/">Новости</a>'
     "</li></ul><p>Текст.</p></div>", "Текст.\n", ["html-header", "html-menu"]),
    # over text, or after text, or with words of its own, it is the page's
    ('<div><a href="/">Федерация бриджа</a><p>Текст.</p></div>', "Федерация бриджа\n\nТекст.\n", []),
    ('<div>См. <a href="/">Правило 12</a><nav><a href="/">Главная</a> <a href="/n/">Новости</a></nav></div>',
     "См. Правило 12\n", ["html-nav"]),
    ('<div><p>См. <a href="/">Правило 12</a></p><nav><a href="/">Главная</a> <a href="/n/">Новости</a></nav></div>',
     "См. Правило 12\n", ["html-nav"]),
    # a box of links to the parts before and after, its arrows beside them (a wiki's navigation box)
    ('<p>Текст.</p><table><tr><td>← <a href="a.html">Правило 9</a></td><td><a href="i.html">Оглавление</a></td>'
     '<td><a href="b.html">Правило 16</a> →</td></tr></table>', "Текст.\n", ["html-menu"]),
    ('<p>Ход → <a href="a.html">Правило 9</a> → взятка.</p>', "Ход → Правило 9 → взятка.\n", []),
]

# A web page's own head over the book, as its <title> «Page — Site» names it (webpage.strip_page_head): (the page's
# <title>, its body's first blocks, the paragraphs left, what was dropped)
PAGE_HEAD_ROWS = [
    ("Правила/Все — ВикиКлуб", '<h1>Правила/Все</h1><div>Материал из ВикиКлуб</div><div>&lt; <a href="/">Правила</a>'
     "</div><p>ПРАВИЛА БРИДЖА</p>", ["ПРАВИЛА БРИДЖА"], ["Правила/Все", "Материал из ВикиКлуб", "< Правила"]),
    # the book's own title, the same words as the page's name, with nothing of the site under it, stays
    ("Правила бриджа — Клуб", "<h1>Правила бриджа</h1><p>Редакция 2017 года</p>", ["Правила бриджа",
                                                                                 "Редакция 2017 года"], []),
    # a book's title and subtitle, its title «Title — Subtitle» (a PDF's, a page's): the subtitle alone is no tagline
    ("Международные правила бриджа — Издание 2017 года",
     "<h1>МЕЖДУНАРОДНЫЕ ПРАВИЛА БРИДЖА</h1><p>Издание 2017 года</p>",
     ["МЕЖДУНАРОДНЫЕ ПРАВИЛА БРИДЖА", "Издание 2017 года"], []),
]


@pytest.mark.parametrize("title, body, kept, dropped", PAGE_HEAD_ROWS)
def test_a_pages_own_head_named_by_its_title_is_the_sites(title, body, kept, dropped):
    from pathlib import Path

    from lawref.corpus.formats import extract

    page = f'<html><head><meta charset="utf-8"><title>{title}</title></head><body>{body}</body></html>'
    got = extract(Path("p.html"), page.encode(), "p.html")
    assert [p for p in got.text.split("\n") if p.strip()] == kept
    assert [r.text for r in got.removals if r.kind == "site-header"] == dropped


@pytest.mark.parametrize("body, text, dropped", SITE_LINE_ROWS)
def test_a_pages_own_lines_are_dropped_and_recorded(body, text, dropped):
    got = read(body)
    assert got.text == text
    assert [r.kind for r in got.removals] == dropped


# (the table's body, whether its head and foot are dropped as running furniture): a print page laid out as one
# table with the text's headings in its body; a table of data keeps its head
PAGE_TABLE = "<table><thead><tr><td>Вестник · версия для печати</td></tr></thead>" \
             "<tfoot><tr><td>© АБЗО, 2018</td></tr></tfoot><tbody><tr><td>{body}</td></tr></tbody></table>"
TABLE_ROWS = [
    ("<h2>Правило 1</h2><p>Колода.</p>", True),
    ("<p>Север — Юг</p>", False),
]


@pytest.mark.parametrize("body, dropped", TABLE_ROWS)
def test_a_print_pages_table_head_and_foot_are_running_furniture(body, dropped):
    got = read(PAGE_TABLE.format(body=body))
    assert ("Вестник" in got.text, "АБЗО" in got.text) == (not dropped, not dropped)
    assert [r.kind for r in got.removals if r.kind.startswith("html-")] == \
        (["html-header", "html-footer"] if dropped else [])


# (the paragraph, its text as read): a section's head set off by its type alone at the paragraph's start, no stop
# after it (abi2000's page: «<b><u>Раздел A. Старшинство карт</u></b> Карты каждой…»), is a line of its own
RUN_IN_HEAD_ROWS = [
    ("<p><b><u>Раздел A. Старшинство карт</u></b> Карты идут от туза.</p>",
     "Раздел A. Старшинство карт\nКарты идут от туза.\n"),
    ("<p><b>B. Вызов судьи</b> Судью вызывают.</p>", "B. Вызов судьи\nСудью вызывают.\n"),
    ("<p><b>B. Вызов судьи.</b> Судью вызывают.</p>", "B. Вызов судьи. Судью вызывают.\n"),  # its stop: run in
    ("<p><b>Раздел A. Старшинство карт</b></p>", "Раздел A. Старшинство карт\n"),  # nothing after it
    ("<p><b>Судья</b> вызывается сразу.</p>", "Судья вызывается сразу.\n"),  # no section's head
    ("<p>Текст, <b>A. Важно</b> дальше.</p>", "Текст, A. Важно дальше.\n"),  # not at the paragraph's start
]


@pytest.mark.parametrize("body, text", RUN_IN_HEAD_ROWS)
def test_a_section_head_set_off_by_its_type_is_a_line_of_its_own(body, text):
    assert read(body).text == text


# A saved page's links to its own anchors written with its name (`wget -k` turns `#id7` into `law70.html#id7`):
# read as the page's own (a note's call, a heading's permalink); a link to another page stays a link.
OWN_ANCHOR_ROWS = [
    ("law70.html",
     '<h1>Правило 70 · Претензия<a class="headerlink" href="law70.html#law70">¶</a></h1>'
     '<p>Игра<a class="footnote-reference brackets" href="law70.html#id7" id="id5" role="doc-noteref">'
     '<span class="fn-bracket">[</span>1<span class="fn-bracket">]</span></a>.</p>'
     '<aside class="footnote brackets" id="id7" role="doc-footnote"><span class="label"><span class="fn-bracket">['
     '</span><a role="doc-backlink" href="law70.html#id5">1</a><span class="fn-bracket">]</span></span>'
     '<p>Сноска.</p></aside>',
     ["Правило 70 · Претензия", "Игра<*>.", "-" * 32, "<*> Сноска.\n"]),
    ("law64.html", '<h1>Правило 70<a href="law70.html#law70">¶</a></h1>', ["Правило 70¶\n"]),
]


@pytest.mark.parametrize("name, body, paragraphs", OWN_ANCHOR_ROWS)
def test_a_link_to_the_pages_own_anchor_by_its_name_is_the_pages(name, body, paragraphs):
    page = f'<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>{body}</body></html>'
    assert extract_html(page.encode("utf-8"), f"out/saved/{name}").text.split("\n\n") == paragraphs
