"""inline_segments: where refs, footnote markers, bids and emphasis start and end, for every renderer."""

from lawref.inline import BID, EMPHASIS, FOOTNOTE, PLAIN, REF, inline_segments, split_lines
from lawref.model import Clause, FootnoteMark, Ref


def clause(text, refs=(), marks=(), emphasis=()):
    return Clause(id="27.7", kind="paragraph", parent="c27", law="27", source="commentary", source_key="k",
                  label="27.7.", title="", text=text, file="f.txt", line=1, edition=1987,
                  emphasis=tuple(emphasis), refs=tuple(refs), footnote_marks=tuple(marks))


def ref(text, whole, target, implied=False):
    start = whole.index(text) if not implied else 0
    end = start + len(text) if not implied else 0
    return Ref(source_id="27.7", target=target, text=text if not implied else "", start=start, end=end,
               file="f.txt", line=1, implied=implied)


def kinds(segments):
    return [(s.kind, s.text) for s in segments]


def test_segments_rebuild_the_text_exactly():
    text = "подпадает под Правило 27В1(b); заявка 1H и <*> игра"
    c = clause(text, refs=[ref("Правило 27В1(b)", text, "27B1(b)")],
               marks=[FootnoteMark(text.index("<*>"), text.index("<*>") + 3, "70.fn1")],
               emphasis=[(0, 9)])
    segs = inline_segments(c)
    assert "".join(s.text for s in segs) == text
    assert all(text[s.start:s.end] == s.text for s in segs)
    assert kinds(segs) == [
        (EMPHASIS, "подпадает"), (PLAIN, " под "), (REF, "Правило 27В1(b)"), (PLAIN, "; заявка "),
        (BID, "1H"), (PLAIN, " и "), (FOOTNOTE, "<*>"), (PLAIN, " игра"),
    ]
    assert segs[2].ref.target == "27B1(b)"
    assert segs[6].footnote_id == "70.fn1"


def test_bids_are_whole_tokens_only():
    text = "1H 1D, после 2D и 3NT; но не 68D, 27В1(b), 1Dx, (1S) или 11H"
    segs = inline_segments(clause(text))
    assert [(s.text, s.bid_display, s.red) for s in segs if s.kind == BID] == [
        ("1H", "1♥", True), ("1D", "1♦", True), ("2D", "2♦", True), ("3NT", "3NT", False)]


def test_a_ref_wins_over_a_bid_inside_it():
    text = "см. 7C выше"
    segs = inline_segments(clause(text, refs=[ref("7C", text, "7C")]))
    assert kinds(segs) == [(PLAIN, "см. "), (REF, "7C"), (PLAIN, " выше")]


def test_emphasis_over_a_ref_marks_it_and_does_not_split_it():
    text = "именно Правило 29 здесь"
    segs = inline_segments(clause(text, refs=[ref("Правило 29", text, "29")], emphasis=[(0, 14)]))
    assert kinds(segs) == [(EMPHASIS, "именно "), (REF, "Правило 29"), (PLAIN, " здесь")]
    assert segs[1].emphasised


def test_implied_refs_make_no_segment():
    text = "Правила 40–45"
    segs = inline_segments(clause(text, refs=[ref("Правила 40–45", text, "40"), ref("", text, "41", implied=True)]))
    assert kinds(segs) == [(REF, "Правила 40–45")]


def test_split_lines_makes_one_list_per_paragraph():
    text = "первый 1H\nвторой абзац"
    paragraphs = split_lines(inline_segments(clause(text, emphasis=[(3, 14)])))
    assert [[(s.kind, s.text) for s in p] for p in paragraphs] == [
        [(PLAIN, "пер"), (EMPHASIS, "вый "), (BID, "1H")], [(EMPHASIS, "втор"), (PLAIN, "ой абзац")]]
