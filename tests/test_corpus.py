"""The seeds parse to the full tree the users rely on (the corpus issue's "done when")."""

import re

import pytest

LAW_70 = ["70", "70A", "70B", "70B1", "70B2", "70B3", "70C", "70C1", "70C2", "70C3", "70D", "70D1", "70D2",
          "70D3", "70E", "70E1", "70E2", "70.fn1"]
COMMENTARY = ["c27", "27.0", "27.exC", "27.0(i)", "27.0(ii)", "27.0(iii)", "27.0(iv)", "27.7", "27.7(i)",
              "27.7(ii)", "27.7(iii)", "27.7(iv)", "27.7(v)", "27.7(vi)", "27.8", "27.8.note1",
              "c28", "28.1", "28.2", "c29", "29.1", "29.2", "29.3", "29.4",
              "c30", "30.1", "30.2", "30.3", "30.4", "30.5", "c31", "31.1", "31.2", "31.3"]


def test_law_70_has_every_section_item_and_footnote_in_order(corpus):
    ids = [c.id for c in corpus if c.source == "law"]
    assert ids == ["70", "70A", "70B", "70B1", "70B2", "70B3", "70C", "70C1", "70C2", "70C3", "70D", "70D1",
                   "70D2", "70D3", "70E", "70E1", "70.fn1", "70E2"]
    assert set(ids) == set(LAW_70)


def test_law_70_structure(corpus):
    law = corpus["70"]
    assert (law.label, law.title) == ("ПРАВИЛО 70.", "ОСПАРИВАЕМАЯ ПРЕТЕНЗИЯ ИЛИ УСТУПКА")
    assert law.edition == 2017
    assert corpus["70A"].title == "Общие принципы"
    assert corpus["70A"].text.startswith("При вынесении решения по оспариваемой претензии")
    assert corpus["70C"].text == ("Если в одной из рук оппонентов остается козырь, то Судья должен присудить "
                                  "оппонентам взятку или взятки, если:")
    assert corpus["70C"].children == ("70C1", "70C2", "70C3")
    # 70E2 stands after the footnote in the source, but belongs to section E
    assert corpus["70E"].children == ("70E1", "70E2")
    assert corpus["70E2"].parent == "70E"
    assert corpus["70E2"].text.startswith("Федерация спортивного бриджа России может указать порядок")
    assert corpus["70.fn1"].kind == "footnote" and corpus["70.fn1"].parent == "70"
    assert corpus["70.fn1"].text.startswith("Для целей Правил 70 и 71 \"нормальная\"")


def test_footnote_markers_point_at_the_footnote(corpus):
    marked = {c.id for c in corpus for m in c.footnote_marks if m.footnote_id == "70.fn1"}
    assert marked == {"70C3", "70D1", "70D2", "70E1"}
    clause = corpus["70C3"]
    (mark,) = clause.footnote_marks
    assert clause.text[mark.start:mark.end] == "<*>"


def test_glossary_entry_from_the_footnote(corpus):
    (entry,) = corpus.glossary
    assert entry.term == "нормальная"
    assert entry.clause_id == "70.fn1"
    assert entry.laws == ("70", "71")


def test_commentary_has_the_full_tree(corpus):
    ids = [c.id for c in corpus if c.source == "commentary"]
    assert ids == COMMENTARY
    assert all(c.edition == 1987 for c in corpus if c.source == "commentary")


def test_commentary_headings_and_fragment(corpus):
    assert corpus["c28"].title == "ЗАЯВКИ В ПОРЯДКЕ ОЧЕРЕДИ"
    assert corpus["c28"].label == "Правило 28."
    assert corpus["c31"].title == "НАЗНАЧЕНИЕ ВНЕ ОЧЕРЕДИ"
    assert corpus["c27"].title == ""  # the file starts inside the commentary on Law 27
    assert corpus["27.0"].kind == "fragment" and corpus["27.0"].law == "27"
    example = corpus["27.exC"]
    assert (example.label, example.title) == ("Пример С", "1H 1D")
    assert example.text.startswith("Многое зависит от того, как услышал N заявку W, если он вообще ее слышал.")
    assert corpus["27.0(iv)"].text.startswith("Правило 27В2 определяет")
    note = corpus["27.8.note1"]
    assert note.kind == "note" and note.label == "Примечание:"
    assert note.text == "по поводу недостаточного назначения вне очереди см.Правило 31."


def test_last_paragraph_is_kept_cut_off(corpus):
    assert corpus["31.3"].text == "Правило 31В через сноску адресуется к Правилу 25"


def test_a_reference_at_the_start_of_a_line_is_not_a_paragraph(corpus):
    # "как в\n29.2. выше" must stay inside 29.3
    assert "как в 29.2. выше, заявка вне очереди аннулируется" in corpus["29.3"].text


EXPECTED_REFS = {
    "27.0(i)": ["27B1(b)"],
    "27.0(iii)": ["27B1(b)"],
    "27.0(iv)": ["27B2"],
    "27.7(iv)": ["26"],
    "27.8.note1": ["31"],
    "29.1": ["30", "31", "32"],
    "29.2": ["28B"],
    "29.3": ["29.2", "30", "31", "32"],
    "29.4": ["26"],
    "30.1": ["29B"],
    "30.3": ["23B", "30", "23.3"],
    "30.4": ["30B", "30", "26", "23B", "25"],
    "30.5": ["30C", "31A"],
    "31.1": ["29B", "31"],
    "31.2": ["30C", "31A2(b)", "31"],
    "31.3": ["31B", "25"],
    "70D3": ["68D"],
    "70.fn1": ["70", "71"],
}


@pytest.mark.parametrize("clause_id, targets", sorted(EXPECTED_REFS.items()))
def test_every_reference_has_the_right_target(corpus, clause_id, targets):
    assert [r.target for r in corpus[clause_id].refs] == targets


def test_no_other_clause_has_references(corpus):
    with_refs = {c.id for c in corpus if c.refs}
    assert with_refs == set(EXPECTED_REFS)


def test_reference_spans_are_exact(corpus):
    for clause in corpus:
        for ref in clause.refs:
            assert clause.text[ref.start:ref.end] == ref.text
            assert re.sub(r"\D", "", ref.text).startswith(re.sub(r"\D", "", ref.target)[:2])


def test_reference_split_across_lines_keeps_its_line(corpus):
    (ref,) = corpus["27.0(iii)"].refs
    assert ref.text == "27В1(b)"  # Cyrillic В as in the source
    assert ref.line == 65  # "27В1(b)." stands alone on source line 65, after "Правилу" on line 63


def test_targets_outside_the_corpus_are_kept_and_flagged(corpus):
    missing = {r.target for r in corpus.refs() if not r.in_corpus}
    assert {"23B", "25", "26", "32", "68D", "71", "28B", "27B1(b)", "23.3"} <= missing
    present = {r.target for r in corpus.refs() if r.in_corpus}
    assert present == {"70", "29.2"}


def test_backlinks(corpus):
    assert [r.source_id for r in corpus.backlinks("29.2")] == ["29.3"]
    assert [r.source_id for r in corpus.backlinks("26")] == ["27.7(iv)", "29.4", "30.4"]
    assert [r.source_id for r in corpus.backlinks("70")] == ["70.fn1"]


def test_emphasis_marks_the_overstruck_words(corpus):
    def emphasised(clause_id):
        clause = corpus[clause_id]
        return [clause.text[a:b] for a, b in clause.emphasis]

    assert emphasised("27.0(i)") == ["на первый взгляд"]
    assert emphasised("27.7(ii)") == ["не"]
    assert corpus["27.7(ii)"].text[slice(*corpus["27.7(ii)"].emphasis[0])] == "не"
    # the note's label is what was overstruck: it is in the label, so the label is emphasised, not the text
    assert corpus["27.8.note1"].emphasis == ()


def test_no_artefact_remains_in_any_clause(corpus):
    for clause in corpus:
        for text in (clause.text, clause.title, clause.label):
            assert "..page" not in text
            assert "на первый взгляд на первый взгляд" not in text
            assert "\u00ad" not in text and "\u00a0" not in text
    texts = " ".join(c.text for c in corpus)
    # the two remnant lines "не" are gone; they emphasised the "не" of "он не должен"
    assert "что он не должен пытаться заменить недостаточное назначение" in texts


def test_read_source_hands_its_seen_hook_the_cleaned_text_its_clauses_come_from():
    """A caller that reads the cleaned lines too (the red-team scorer: a definition's separator as printed) gets
    them from the one reading, by the file's shown path, once per file."""
    from lawref.corpus.pipeline import load_corpus, read_source
    from lawref.corpus.sources import display_path

    from conftest import COMMENTARY_SEED, LAW_SEED

    seen = []
    read = lambda path, **options: read_source(path, **options, seen=lambda *got: seen.append(got))  # noqa: E731
    corpus = load_corpus([LAW_SEED, COMMENTARY_SEED], read=read)
    assert [shown for shown, _ in seen] == [display_path(LAW_SEED), display_path(COMMENTARY_SEED)]
    lines = {line.number: line.text for line in seen[1][1].lines}
    clause = corpus["29.2"]
    assert clause.file == display_path(COMMENTARY_SEED) and clause.text.split()[0] in lines[clause.line]
    assert "..page" in COMMENTARY_SEED.read_text("utf-8")
    assert "..page" not in "".join(lines.values())  # cleaned: the directives are gone from the lines handed on
