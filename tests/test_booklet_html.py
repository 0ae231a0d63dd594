"""The booklet HTML: generated from the clause tree, text shown exactly (escaped), refs marked by availability."""

from dataclasses import replace

import pytest

from lawref.booklet.html import booklet_html, plan_booklet
from lawref.booklet.select import describe, select_laws
from lawref.errors import LawrefError
from lawref.model import Clause, FootnoteMark, Ref, Source
from lawref.corpus.pipeline import make_corpus

LAW_SRC = Source(key="law", path="corpus/law.txt", kind="law", title="Правило 70", edition=2017,
                 copyright="© WBF & ФСБР")
COMM_SRC = Source(key="comm", path="corpus/comm.txt", kind="commentary", title="Комментарий", edition=1987,
                  author="EBL", copyright="© EBL. For personal and private perusal and not for reproduction.")


def law(id, kind, parent, label, text="", title="", children=(), **kw):
    return Clause(id=id, kind=kind, parent=parent, law="70", source="law", source_key="law", label=label,
                  title=title, text=text, file="corpus/law.txt", line=1, edition=2017, children=tuple(children), **kw)


def comm(id, kind, parent, lawno, label, text="", title="", children=(), **kw):
    return Clause(id=id, kind=kind, parent=parent, law=lawno, source="commentary", source_key="comm", label=label,
                  title=title, text=text, file="corpus/comm.txt", line=1, edition=1987, children=tuple(children), **kw)


def ref_to(source_id, text, whole, target):
    start = whole.index(text)
    return Ref(source_id=source_id, target=target, text=text, start=start, end=start + len(text),
               file="corpus/comm.txt", line=1)


ITEM = "игра <*> и <script>alert(1)</script> & 1H"
PARA = "см. Правило 70C1, Правило 70E, Правило 29 и Правило 25; заявка 1H."


def corpus():
    clauses = [
        law("70", "law", None, "ПРАВИЛО 70.", title="ОСПАРИВАЕМАЯ ПРЕТЕНЗИЯ", children=("70C", "70.fn1")),
        law("70C", "section", "70", "C.", title="Имеется козырь", children=("70C1",)),
        law("70C1", "item", "70C", "1.", ITEM, footnote_marks=(FootnoteMark(5, 8, "70.fn1"),)),
        law("70.fn1", "footnote", "70", "<*>", 'Для целей Правил 70 и 71 "нормальная" включает игру.'),
        comm("c29", "commentary", None, "29", "Правило 29.", title="ЗАЯВКА ВНЕ ОЧЕРЕДИ", children=("29.1",)),
        comm("29.1", "paragraph", "c29", "29", "29.1.", PARA, refs=(
            ref_to("29.1", "Правило 70C1", PARA, "70C1"), ref_to("29.1", "Правило 70E", PARA, "70E"),
            ref_to("29.1", "Правило 29", PARA, "29"),
            ref_to("29.1", "Правило 25", PARA, "25"))),
    ]
    return make_corpus([LAW_SRC, COMM_SRC], clauses)


def html_for(laws=("29", "70"), commentary=True):
    c = corpus()
    return booklet_html(c, plan_booklet(c, tuple(laws), commentary))[0]


def test_source_text_is_escaped_never_markup():
    html = html_for()
    assert "&lt;script&gt;alert(1)&lt;/script&gt; &amp;" in html
    assert "<script>" not in html
    assert "&lt;*&gt;" in html and "<*>" not in html


def test_refs_link_to_printed_clauses_and_say_when_the_target_is_absent():
    html = html_for()
    assert 'href="#70C1" data-target="70C1">Правило 70C1</a>' in html
    # 70E is not a clause of the corpus, but the chapter on Law 70 is printed: point there.
    assert 'class="ref ref-chapter" id="ref-29.1-18" href="#law-70" data-target="70E" data-law="70">Правило 70E</a>' in html
    # The text of Law 29 is absent; pointing at its commentary, where the reader already is, would not help.
    assert '>Правило 29</span><span class="not-here"> (нет в этом буклете)</span>' in html
    assert '>Правило 25</span><span class="not-here"> (нет в этом буклете)</span>' in html


def test_a_law_left_out_by_laws_is_not_linked():
    html = html_for(laws=("29",))
    assert 'href="#70C1"' not in html
    assert '>Правило 70C1</span><span class="not-here"> (нет в этом буклете)</span>' in html


def test_bids_show_suit_symbols_in_red_for_hearts_and_diamonds():
    assert '<span class="bid" title="1H">1<span class="suit red">♥</span></span>' in html_for()


def test_cover_names_sources_editions_and_copyright():
    html = html_for()
    assert "© WBF &amp; ФСБР" in html
    assert "© EBL. For personal and private perusal and not for reproduction." in html
    assert "<dt>Редакция Правил</dt><dd>2017</dd>" in html
    assert "<dt>Редакция Правил</dt><dd>1987 (для неё написан)</dd>" in html


def test_commentary_paragraphs_carry_their_edition_and_no_commentary_drops_them():
    assert '29.1.</span> <span class="edition">ред.&#160;1987</span>' in html_for()
    html = html_for(laws=("70",), commentary=False)
    assert "29.1." not in html and "ПРАВИЛО 70." in html


def test_footnote_text_goes_to_the_chosen_marker_only():
    c = corpus()
    plan = plan_booklet(c, ("29", "70"), True)
    plain, marks = booklet_html(c, plan)
    assert marks == [("fnmark-70C1-5", "70.fn1")]
    assert 'class="fn-note"' not in plain
    with_note, _ = booklet_html(c, plan, frozenset({"fnmark-70C1-5"}))
    assert '<span class="fn-note" data-call="&lt;*&gt;">Для целей Правил 70 и 71' in with_note


@pytest.mark.parametrize("spec, expected", [
    (None, ("27", "28", "29", "30", "31", "70")), ("27-31,70", ("27", "28", "29", "30", "31", "70")),
    ("70", ("70",)), (" 28 – 29 ", ("28", "29")), (["70", "27"], ("27", "70")),
])
def test_select_laws(spec, expected):
    assert select_laws(spec, ["27", "28", "29", "30", "31", "70"]) == expected


@pytest.mark.parametrize("spec, message", [
    ("27-32", "--laws: Law 32 not in the corpus (neither text nor commentary) (available: 27–31, 70)"),
    ("1,2,70", "--laws: Laws 1–2 not in the corpus (neither text nor commentary) (available: 27–31, 70)"),
    ("27,abc", "--laws: cannot read 'abc'"),
    ("31-27", "--laws: the range '31-27' runs backwards (write 27-31)"),
])
def test_select_laws_rejects_what_the_corpus_lacks(spec, message):
    with pytest.raises(LawrefError) as err:
        select_laws(spec, ["27", "28", "29", "30", "31", "70"])
    assert str(err.value).startswith(message)


def test_describe_folds_runs():
    assert describe(["70", "27", "28", "29", "31"]) == "27–29, 31, 70"


def test_a_footnote_no_printed_clause_marks_is_printed_where_it_stands():
    c = corpus()
    unmarked = make_corpus([LAW_SRC, COMM_SRC], [replace(cl, footnote_marks=()) for cl in c.clauses])
    html, marks = booklet_html(unmarked, plan_booklet(unmarked, ("70",), False))
    assert marks == []
    assert ('<div class="block footnote" id="70.fn1">\n<p class="footnote"><span class="label">&lt;*&gt;</span> '
            "Для целей") in html
    assert html.count('id="70.fn1"') == 1  # the glossary entry does not repeat the anchor
