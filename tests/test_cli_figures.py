"""An example's hand diagram (Clause.figure) in what the CLI prints: `lawref show` sets it where it stood among the
example's paragraphs, its lines as printed (never rewrapped: its columns are the source's); `show --json` and
`lawref export` carry it as `figure` and `figure_after` (tools/lawref/schema/export.schema.json). The book is the
red-team commentary comm2017 (tests/redteam/comm2017), read from its ODT."""

from __future__ import annotations

import json

import jsonschema
import pytest

from lawref.cli.show import TextView
from lawref.corpus.pipeline import load_corpus, make_corpus
from lawref.messages import Messages
from lawref.model import Clause, Source

from conftest import REPO

COMM2017 = REPO / "tests/redteam/comm2017/out/comm2017.odt"
SCHEMA = json.loads((REPO / "tools/lawref/schema/export.schema.json").read_text("utf-8"))


@pytest.fixture(scope="module")
def comm2017():
    return load_corpus([COMM2017])


def test_show_sets_the_figure_between_its_paragraphs_its_lines_unwrapped(cli, comm2017, monkeypatch):
    monkeypatch.setenv("COLUMNS", "40")  # narrower than the caption «(Восток — партнёр, 2♠ — простое повышение)»
    result = cli("show", "16.ex2", "--corpus", str(COMM2017))
    assert result.code == 0, result.err
    lines = [line.strip() for line in result.out.splitlines()]
    figure = list(comm2017["16.ex2"].figure)
    at = next(i for i in range(len(lines)) if lines[i:i + len(figure)] == figure)  # whole lines, one after another
    before, after = " ".join(lines[:at]).split(), " ".join(lines[at + len(figure):]).split()
    lead, rest = comm2017["16.ex2"].text.split("\n")
    assert before[-4:] == lead.split()[-4:] and after[:4] == rest.split()[:4]


def test_show_json_and_export_carry_the_figure_and_where_it_stood(cli, comm2017, tmp_path):
    shown = json.loads(cli("show", "c12", "--corpus", str(COMM2017), "--json").out)
    (example,) = [c for c in shown["clauses"] if c["id"] == "12.ex1"]
    assert example["figure"] == list(comm2017["12.ex1"].figure) and example["figure_after"] == 1
    out = tmp_path / "comm2017.json"
    assert cli("export", str(COMM2017), "-o", str(out)).code == 0
    data = json.loads(out.read_text("utf-8"))
    jsonschema.validate(data, SCHEMA)
    figures = {c["id"]: (c["figure"], c["figure_after"]) for c in data["clauses"] if "figure" in c}
    assert figures == {c.id: (list(c.figure), c.figure_after) for c in comm2017 if c.figure}
    assert set(figures) == {"12.ex1", "16.ex2"}
    assert not any("♠ К 7 4" in c["text"] for c in data["clauses"])  # not text: the words run around it
    example = next(c for c in data["clauses"] if c["id"] == "12.ex1")
    example["figure"] = "\n".join(example["figure"])  # a figure is its lines, never one string
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(data, SCHEMA)


SRC = Source(key="comm", path="corpus/comm.txt", kind="commentary", title="Комментарий", edition=2017)
DIAGRAM = ("Запад", "♠ К В 8 6", "♥ 7 3")


def _shown(text: str, figure_after: int) -> list[str]:
    def clause(id, kind, parent, label, text="", title="", children=(), **kw):
        return Clause(id=id, kind=kind, parent=parent, law="16", source="commentary", source_key="comm", label=label,
                      title=title, text=text, file="corpus/comm.txt", line=1, edition=2017,
                      children=tuple(children), **kw)

    corpus = make_corpus([SRC], [
        clause("c16", "commentary", None, "Правило 16.", title="НИ", children=("16.ex2",)),
        clause("16.ex2", "example", "c16", "Пример 2.", text, figure=DIAGRAM, figure_after=figure_after),
    ])
    out = TextView(corpus, Messages("ru"), width=80).render(corpus["16.ex2"])
    return [line.strip() for line in out.split("\n\nСсылки")[0].splitlines()[3:] if line.strip()]


@pytest.mark.parametrize("text, after, expected", [
    ("Торговля: пас.\nПас.", 1, ["Пример 2. Торговля: пас.", *DIAGRAM, "Пас."]),
    ("Торговля: пас.\nПас.", 2, ["Пример 2. Торговля: пас.", "Пас.", *DIAGRAM]),
    ("Пас.", 0, ["Пример 2.", *DIAGRAM, "Пас."]),  # the label on its line, the figure under it, then the text
], ids=["between", "after the last", "under the label"])
def test_show_sets_the_figure_where_it_stood(text, after, expected):
    assert _shown(text, after) == expected
