"""The booklet's pieces before layout: print typography, where references lead, the names readers see, blocks
and their HTML from any line on, the subject index's term list."""

import re

import pytest
from hypothesis import given, strategies as st

from lawref.booklet.blockhtml import BlockHtml, Decisions
from lawref.booklet.blocks import build_blocks
from lawref.booklet.plan import plan_booklet, printed_name
from lawref.booklet.subject import read_list
from lawref.booklet.typography import typeset
from lawref.corpus.pipeline import make_corpus
from lawref.model import Clause, FootnoteMark, Ref, Source

LAW_SRC = Source(key="law", path="corpus/law.txt", kind="law", title="Правило 70", edition=2017)
COMM_SRC = Source(key="comm", path="corpus/comm.txt", kind="commentary", title="Комментарий", edition=1987,
                  rights="personal")


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


ITEM = 'игра <*> и <script>alert(1)</script> & 1H "в кавычках"'
PARA = "см. Правило 70C1, Правило 70E, Правило 29 и Правило 25; как в 29.1. выше - и так далее."


def corpus(section_title_sep=""):
    clauses = [
        law("70", "law", None, "ПРАВИЛО 70.", title="ОСПАРИВАЕМАЯ ПРЕТЕНЗИЯ", children=("70C", "70.fn1")),
        law("70C", "section", "70", "C.", title="Имеется козырь", children=("70C1",), title_sep=section_title_sep),
        law("70C1", "item", "70C", "1.", ITEM, footnote_marks=(FootnoteMark(5, 8, "70.fn1"),)),
        law("70.fn1", "footnote", "70", "<*>", 'Для целей Правил 70 и 71 "нормальная" включает игру.'),
        comm("c29", "commentary", None, "29", "Правило 29.", title="ЗАЯВКА ВНЕ ОЧЕРЕДИ", children=("29.1",)),
        comm("29.1", "paragraph", "c29", "29", "29.1.", PARA, refs=(
            ref_to("29.1", "Правило 70C1", PARA, "70C1"), ref_to("29.1", "Правило 70E", PARA, "70E"),
            ref_to("29.1", "Правило 29", PARA, "29"), ref_to("29.1", "Правило 25", PARA, "25"),
            ref_to("29.1", "29.1", PARA[PARA.index("как"):], "29.1"))),
    ]
    fixed = []
    for c in clauses:  # the last ref's offsets are in the tail of PARA
        if c.id == "29.1":
            last = c.refs[-1]
            shift = PARA.index("как")
            c = Clause(**{**c.__dict__, "refs": c.refs[:-1] + (Ref(**{**last.__dict__, "start": last.start + shift,
                                                                   "end": last.end + shift}),)})
        fixed.append(c)
    return make_corpus([LAW_SRC, COMM_SRC], fixed)


def blocks_html(laws=("29", "70"), decisions=None, section_title_sep=""):
    c = corpus(section_title_sep)
    plan = plan_booklet(c, tuple(laws))
    html = BlockHtml(c, decisions or Decisions())
    return plan, [b for s in build_blocks(plan) for b in s], html


@pytest.mark.parametrize("source, printed", [
    ('"нормальная"', "«нормальная»"),
    ('он сказал: "игра "сверху вниз" закончена"', "он сказал: «игра „сверху вниз“ закончена»"),
    ("это - легальная информация", "это\u00a0— легальная информация"),
    ("Правила 27–31", "Правила 27–31"),
    ("в этой же", "в\u00a0этой же"),
])
def test_typeset(source, printed):
    assert typeset(source) == printed


@given(st.text(alphabet='ав "-–\n .,«', max_size=40))
def test_typeset_keeps_length_and_every_letter(text):
    out = typeset(text)
    assert len(out) == len(text)
    assert [c for c in out if c.isalpha()] == [c for c in text if c.isalpha()]


def test_where_references_lead():
    c = corpus()
    plan = plan_booklet(c, ("29", "70"))
    para = c["29.1"]
    by_text = {r.text: plan.target(r, para) for r in para.refs}
    assert by_text["Правило 70C1"].anchor == "70C1" and by_text["Правило 70C1"].kind == "clause"
    assert by_text["Правило 70E"].kind == "law"  # not a clause of its own: its Law's text
    assert by_text["Правило 29"] is None  # the reader is in the commentary on Law 29 already
    assert by_text["Правило 25"] is None  # not in this booklet: printed plainly
    assert plan_booklet(c, ("29",)).target(para.refs[0], para) is None  # Law 70 left out by --laws


@pytest.mark.parametrize("clause_id, name", [
    ("27.0(i)", "комм. к 27, (i)"), ("27.8.note1", "прим. к 27.8"), ("70.fn1", "сноска к Правилу 70"),
    ("27.exC", "комм. к 27, Пример С"), ("c27", "комм. к 27"), ("29.2", "29.2"), ("70C2", "70C2"),
])
def test_printed_names_never_show_internal_ids(clause_id, name):
    from lawref.corpus.pipeline import load_corpus

    assert printed_name(load_corpus(), clause_id) == name


@pytest.mark.parametrize("sep, printed", [(".", "C. Имеется козырь."), ("", "C. Имеется козырь<")])
def test_a_section_heading_prints_its_title_as_the_source_did(sep, printed):
    """A run-in head («C. Имеется козырь. Текст…») keeps its closing period in print, as on the site."""
    plan, blocks, html = blocks_html(section_title_sep=sep)
    out = "".join(html.block_html(b) for b in blocks)
    assert printed in out


def test_source_text_is_escaped_never_markup():
    plan, blocks, html = blocks_html()
    out = "".join(html.block_html(b) for b in blocks)
    assert "&lt;script&gt;alert(1)&lt;/script&gt; &amp;" in out
    assert "<script>" not in out and "<*>" not in out


def test_page_notes_follow_decisions_and_the_sources_dot():
    dec = Decisions()
    plan, blocks, html = blocks_html(decisions=dec)
    para = next(b for b in blocks if b.clause_id == "29.1")
    out = html.block_html(para)
    # A reference into a printed Law's text, with room for its page number, and the edition mark.
    assert re.search(r'>Правило 70C1</a><a class="x pnote" href="#70C1">\u00a0→\u00a0с\.\u00a0<span class="pn"', out)
    assert '<span class="x edm">\u00a0[1987→2017]</span>' in out
    # The reference ending in the source's dot ("как в 29.1. выше"): its note comes after the dot.
    assert re.search(r">29\.1</a>\.<a class=\"x pnote\"", out)
    dec.hidden_notes.add("29.1@" + str(next(r.start for r in corpus()["29.1"].refs if r.target == "70C1")))
    assert 'href="#70C1">\u00a0→' not in html.block_html(para)


def test_a_block_rendered_from_a_line_on_starts_there_and_keeps_no_anchor():
    plan, blocks, html = blocks_html()
    para = next(b for b in blocks if b.clause_id == "29.1")
    skip = len([c for c in "29.1. см. Правило" if not c.isspace()])
    out = html.block_html(para, skip)
    assert re.match(r'<p class="[^"]* cont" data-b="\d+" data-k="15"><a class="ref" id="r\d+" href="#70C1">70C1</a>',
                    out), out[:200]
    assert 'id="29.1"' not in out
    assert "см." not in out


def test_footnote_call_carries_its_note_only_when_decided():
    dec = Decisions()
    plan, blocks, html = blocks_html(decisions=dec)
    item = next(b for b in blocks if b.clause_id == "70C1")
    assert '<sup class="x fn-call"' in html.block_html(item)
    dec.carriers.add("70C1@5")
    out = html.block_html(item)
    assert 'class="x fn-note"' in out and "«нормальная»" in out


def test_commentary_blocks_are_marked_personal_and_set_apart():
    plan, blocks, _ = blocks_html()
    heads = [b for b in blocks if "comm-head" in b.classes]
    assert len(heads) == 1 and "написан для ред. 1987" in heads[0].text
    assert all(b.personal for b in blocks if "comm" in b.classes.split())
    assert not any(b.personal for b in blocks if b.law == "70")


def test_subject_term_list():
    terms = read_list("# comment\nнедостаточное назначение | недостаточная заявка\n\nуступка  # tail\n")
    assert [(t.heading, t.phrases) for t in terms] == [
        ("недостаточное назначение", ("недостаточное назначение", "недостаточная заявка")),
        ("уступка", ("уступка",))]


def test_subject_terms_are_found_by_the_words_sense_not_any_parse():
    from types import SimpleNamespace

    from lawref.booklet.subject import SubjectTerm, occurrences

    blocks = [SimpleNamespace(index=0, tag="p", text="торговля продолжается нормально"),
              SimpleNamespace(index=1, tag="p", text="при какой-либо нормальной игре"),
              SimpleNamespace(index=2, tag="p", text="заявку вне очереди отменяют")]
    terms = [SubjectTerm("нормальная", ("нормальная",)), SubjectTerm("заявка вне очереди", ("заявка вне очереди",))]
    assert occurrences(terms, blocks) == {"нормальная": [(1, 15)], "заявка вне очереди": [(2, 0)]}


def assert_every_character_placed_once(body, blocks) -> None:
    """Read back from the laid-out pages, the lines of every block follow each other with no gap and no repeat,
    from its first non-space character to its last."""
    placed: dict[int, int] = {}
    for record in body.records:
        for line in record.info.lines:
            assert line.start == placed.get(line.block, 0), (record.number, line)
            placed[line.block] = line.end
    for block in blocks:
        assert placed.get(block.index, 0) == len(block.ns_pos), block.text[:60]


def test_page_by_page_layout_places_every_character_once(corpus, tmp_path):
    """Pages start inside paragraphs (a window is laid out again from any line): read back from the laid-out
    pages, the lines of every block follow each other with no gap and no repeat, from its first non-space
    character to its last."""
    from lawref.booklet.layout import lay_out_body
    from lawref.booklet.select import select_laws
    from lawref.booklet.workers import Workers

    plan = plan_booklet(corpus, select_laws(None, corpus.laws()))
    sections = build_blocks(plan)
    blocks = [b for s in sections for b in s]
    body = lay_out_body(corpus, sections, tmp_path, Workers(1))
    assert_every_character_placed_once(body, blocks)
    assert any(r.info.top[1] > 0 for r in body.records), "some page starts inside a paragraph"
    assert body.layouts > len(sections)  # windows, not one layout a section


def test_a_range_of_laws_is_one_reference_with_one_page():
    """«Правила 29–70»: one reference from the range's first Law, its page after the whole range."""
    text = "см. Правила 29–70 и Правило 70C1."
    clauses = [c for c in corpus().clauses if c.id != "29.1"]
    para = comm("29.1", "paragraph", "c29", "29", "29.1.", text, refs=(
        ref_to("29.1", "Правила 29", text, "29"), ref_to("29.1", "70", text[text.index("–"):], "70"),
        ref_to("29.1", "Правило 70C1", text, "70C1")))
    shift = text.index("–")
    para = Clause(**{**para.__dict__, "refs": (para.refs[0], Ref(**{**para.refs[1].__dict__,
                                                                   "start": para.refs[1].start + shift,
                                                                   "end": para.refs[1].end + shift}), para.refs[2])})
    c = make_corpus([LAW_SRC, COMM_SRC], clauses + [para])
    plan = plan_booklet(c, ("29", "70"))
    block = next(b for s in build_blocks(plan) for b in s if b.clause_id == "29.1")
    refs = [r.text for r in block.runs if r.kind == "ref"]
    assert refs == ["Правила 29–70", "Правило 70C1"]
    out = BlockHtml(c, Decisions()).block_html(block)
    assert re.search(r">Правила 29–70</a><a class=\"x pnote\"", out), out
    assert out.count('class="x pnote"') == 2


def test_subject_index_entries_have_sub_entries_ranges_and_the_defining_page_first():
    from lawref.booklet.matter import index_entries, page_ranges

    assert page_ranges([9, 2, 3, 4, 7, 10, 3]) == ["2–4", "7", "9–10"]
    rows = [("заявка", [2, 3, 4, 8], 6), ("заявка вне очереди", [3, 4, 5], None),
            ("заявка в порядке очереди", [12], 11), ("пас вне очереди", [4], None),
            ("нарушение", list(range(2, 40)) + [55], 20)]
    entries = {e.heading: e for e in index_entries(rows)}
    assert list(entries) == ["заявка", "нарушение", "пас вне очереди"]
    main = entries["заявка"]
    assert (main.pages, main.defined) == (("6", "2–4", "8"), "6")
    assert [(s.heading, s.pages) for s in main.subs] == [("вне очереди", ("3–5",)), ("в порядке очереди", ("11", "12"))]
    assert entries["нарушение"].pages == ("20", "2–19", "21–39", "55")  # not 39 numbers
    assert entries["пас вне очереди"].subs == ()
    two = {e.heading: e for e in index_entries([("левый оппонент", [1], None), ("левая рука", [2], None)])}
    assert set(two) == {"левый оппонент", "левая рука"}  # a word's other forms are other words


def test_subject_index_main_entries_start_with_a_capital_whatever_list_they_came_from():
    """The Definitions print «Болван», the term list «левый оппонент»: in the index every main entry starts with a
    capital, as a book's index sets them, and a sub-entry stays as it is («— вне очереди»)."""
    from lawref.booklet.matter import subject_index_html

    html = subject_index_html([("Болван", [3], 1), ("левый оппонент", [4], None), ("заявка", [2], None),
                               ("заявка вне очереди", [5], None), ("нормальная", [6], None)])
    mains = re.findall(r'<p class="entry(?: main)?">([^<]+?) <span', html)
    subs = re.findall(r'<p class="entry sub">—\u00a0([^<]+?) <span', html)
    assert mains == ["Болван", "Заявка", "Левый оппонент", "Нормальная"] and subs == ["вне очереди"]
