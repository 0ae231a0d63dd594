"""A commentary is read by the structure a reader sees, whatever its author's habits (issue 16: four commentaries
written blind, each read 0.000 on its first run while the parser knew only the earlier authors' patterns).

Commentaries are generated over the grid of heading shapes (the marker: «Статья», «СТАТЬЯ», «Правило», «ПРАВИЛО»,
«К ПРАВИЛУ», «Комментарий к статье», «§», or none over a title in capitals; the title on the heading's line or the
next, or in brackets on either) × paragraph labels («(1)», «1)», «1.» numbered anew under each Law; «18.1.»,
«18-1.», «18/1.» numbered by the Law) × note words × example words (data/commentary_labels.toml), with items «а)»,
notes after a paragraph and examples numbered through the book; the parser must read every clause exactly: its id,
kind, parent, label, title and text (tests/test_parse_book_shapes.py has one row per rule)."""

from __future__ import annotations

import sys
from pathlib import Path

from hypothesis import HealthCheck, given, settings, strategies as st

from lawref.corpus.levels import commentary_labels
from lawref.corpus.pipeline import load_corpus

sys.path.insert(0, str(Path(__file__).parent))
from bookgen.text import data  # noqa: E402

TITLES = {int(n): title.upper() for n, title in data("laws")["titles"].items()}

# (marker before the number, how the title stands): "line" its own line under the heading, "blank" a paragraph
# of its own under it, "dot" / "dash" / "space" run in on the heading's line
HEADINGS = [(marker, place) for marker in ("Статья", "СТАТЬЯ", "Правило", "ПРАВИЛО", "К ПРАВИЛУ",
                                          "Комментарий к статье", "§", "")
            for place in ("line", "blank", "dot", "dash", "space", "brackets", "brackets-line")
            # a number alone runs its title in after a dot only (a figure alone on its line, rising one by one,
            # is a page number: lawref.corpus.furniture); «§ 14 ЗАЯВКИ», «Правило 12 ЗАЯВКИ» are no shapes of a
            # heading (a Law's number then words: a sentence's start)
            # (the title in brackets, sentence case, after the number or on the next line: tomsk2023's «ПРАВИЛО 44
            # (Последовательность и порядок розыгрыша)», its web pages' «ПРАВИЛО 44<br>(…)»)
            if not (marker == "" and place != "dot")
            and not (place == "space" and marker in ("§", "Правило", "ПРАВИЛО", "К ПРАВИЛУ", "Комментарий к статье"))]
OWN_LABELS = ("({n})", "{n})", "{n}.")
LAW_LABELS = ("{law}.{n}.", "{law}-{n}.", "{law}/{n}.")
SENTENCES = ("Судья выясняет обстоятельства дела.", "Игрок обязан сообщить об этом сопернику.",
             "Результат сдачи остаётся в силе.", "Такая заявка считается отменённой, и торговля продолжается.",
             "На практике этот случай встречается редко.", "Правило 16 здесь не применяется.")
ITEMS = ("вызвать судью;", "назвать карту;", "дождаться решения;", "записать результат.")
CYRILLIC = "абвгд"


@st.composite
def commentaries(draw):
    """(the text, the clauses a reader gets: id, kind, parent, label, title, text)."""
    marker, place = draw(st.sampled_from(HEADINGS))
    label = draw(st.sampled_from(OWN_LABELS + LAW_LABELS))
    note_word = draw(st.sampled_from(commentary_labels()["note"]))
    note_stop = "!" if note_word == "Внимание" else draw(st.sampled_from(".:"))
    example_word = draw(st.sampled_from(commentary_labels()["example"]))
    laws = sorted(draw(st.sets(st.integers(1, 93), min_size=1, max_size=4)))
    blocks, clauses, example = [], [], 0
    for law in laws:
        title = TITLES[law].capitalize() if place.startswith("brackets") else TITLES[law]
        head = f"{marker} {law}".strip()
        text = {"line": f"{head}\n{title}", "blank": f"{head}\n\n{title}", "dot": f"{head}. {title}",
                "dash": f"{head} — {title}", "space": f"{head} {title}", "brackets": f"{head} ({title})",
                "brackets-line": f"{head}\n({title})"}[place]
        shown = {"dot": f"{head}.", "dash": f"{head} —"}.get(place, head)
        blocks.append(text)
        clauses.append((f"c{law}", "commentary", None, shown, title, ""))
        for n in range(1, draw(st.integers(1, 4)) + 1):
            printed = label.format(law=law, n=n)
            sentence = draw(st.sampled_from(SENTENCES))
            items = draw(st.integers(0, 3))
            lead = sentence[:-1] + ":" if items else sentence
            blocks.append(f"{printed} {lead}")
            pid = f"{law}.{n}"
            clauses.append((pid, "paragraph", f"c{law}", printed, "", lead))
            for k in range(items):
                item = ITEMS[k] if k < items - 1 else ITEMS[k][:-1] + "."
                blocks.append(f"{CYRILLIC[k]}) {item}")
                clauses.append((f"{pid}({'abcde'[k]})", "commentary-item", pid, f"{CYRILLIC[k]})", "", item))
            if draw(st.booleans()):
                note = draw(st.sampled_from(SENTENCES))
                # run in after its label, or under a label set on a line of its own
                blocks.append(f"{note_word}{note_stop}{draw(st.sampled_from((' ', chr(10) * 2)))}{note}")
                clauses.append((f"{pid}.note1", "note", f"c{law}", f"{note_word}{note_stop}", "", note))
            if draw(st.integers(0, 3)) == 0:
                example += 1
                story = draw(st.sampled_from(SENTENCES))
                if draw(st.booleans()):
                    blocks.append(f"{example_word} {example}.\n\n{story}")
                else:
                    blocks.append(f"{example_word} {example}. {story}")
                clauses.append((f"{law}.ex{example}", "example", pid, f"{example_word} {example}.", "", story))
    return "\n\n".join(blocks) + "\n", clauses


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                   HealthCheck.too_slow])
@given(book=commentaries())
def test_every_heading_shape_paragraph_label_and_label_word_is_read_exactly(tmp_path_factory, book):
    text, expected = book
    folder = tmp_path_factory.mktemp("c")
    (folder / "x.txt").write_text(text, "utf-8")
    (folder / "x.toml").write_text('kind = "commentary"\ntitle = "t"\nedition = 2017\n', "utf-8")
    corpus = load_corpus([folder])
    assert [(c.id, c.kind, c.parent, c.label, c.title, c.text) for c in corpus] == expected, text
