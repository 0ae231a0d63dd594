"""docs/benchmarks.md is written by scripts/gen_benchmarks_doc.py from its prose and the benches' numbers of
record (bench/results/NAME.md, each written by one bench script through bench/results.py), so the page cannot
quote a number no bench wrote, and a bench that `make bench` runs has its section."""

from __future__ import annotations

import importlib.util
import re
import sys

import pytest

from conftest import REPO

PAGE = REPO / "docs" / "benchmarks.md"
RESULTS = REPO / "bench" / "results"


def load(path, name):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def gen():
    return load(REPO / "scripts" / "gen_benchmarks_doc.py", "gen_benchmarks_doc")


def test_the_page_is_what_the_generator_makes_from_the_committed_results(gen):
    assert PAGE.read_text("utf-8") == gen.render(PAGE.read_text("utf-8")), (
        "docs/benchmarks.md is stale: run .venv/bin/python scripts/gen_benchmarks_doc.py (make benchmarks-doc)")
    assert gen.main(["--check"]) == 0


def test_every_results_file_is_written_by_a_bench_that_make_bench_runs():
    makefile = (REPO / "Makefile").read_text("utf-8")
    benches = re.search(r"^BENCHES := (.*)$", makefile, re.M).group(1).split()
    scripts = {}
    for name in benches:
        recipe = re.search(rf"^bench-{re.escape(name)}:.*\n((?:\t.*\n)+)", makefile, re.M)
        assert recipe, f"Makefile: BENCHES names {name} but there is no bench-{name} target"
        for script in re.findall(r"bench/\w+\.py", recipe.group(1)):
            scripts[script] = name
    writers = {}
    for script in scripts:
        text = (REPO / script).read_text("utf-8")  # through bench/results.py, or naming its results file
        for written in re.findall(r'Results\("([\w-]+)"', text) + re.findall(r"bench/results/([\w-]+)\.md", text):
            writers[written] = script
    results = sorted(p.stem for p in RESULTS.glob("*.md"))
    assert results, "no bench/results/*.md"
    for name in results:
        assert name in writers, f"bench/results/{name}.md is written by no bench that `make bench` runs"
        assert f"<!-- results: {name} -->" in PAGE.read_text("utf-8"), f"docs/benchmarks.md does not place {name}"
    assert set(writers) <= set(results), f"no numbers of record yet for {sorted(set(writers) - set(results))}"


def test_the_generator_replaces_a_section_keeps_the_prose_and_adds_a_new_bench_at_the_end(gen, tmp_path):
    (tmp_path / "decode.md").write_text("Measured by `x` on 2026-12-02.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n", "utf-8")
    (tmp_path / "editloop.md").write_text("| edit | reload |\n|---|---|\n| 0.4 s | 0.9 s |\n", "utf-8")
    page = ("# B\n\nProse before.\n\n<!-- results: decode -->\n\nold numbers\n\n<!-- end results: decode -->\n\n"
            "Prose after.\n")
    text = gen.render(page, tmp_path)
    assert "old numbers" not in text and "| 1 | 2 |" in text
    assert text.index("Prose before.") < text.index("| 1 | 2 |") < text.index("Prose after.")
    assert text.index("## Other benchmarks") < text.index("<!-- results: editloop -->") < text.index("0.9 s")
    assert gen.render(text, tmp_path) == text  # idempotent: a second run changes nothing


@pytest.mark.parametrize("page, message", [
    ("# B\n\n<!-- results: nothing -->\n", "docs/benchmarks.md:3: no bench/results/nothing.md"),
    ("<!-- results: decode -->\n\n<!-- results: decode -->\n", "docs/benchmarks.md:3: the results of decode are "
                                                               "placed twice"),
    ("<!-- results: decode -->\nx\n<!-- results: other -->\n<!-- end results: decode -->\n",
     "docs/benchmarks.md:1: the results of decode are not closed before the next marker"),
])
def test_a_marker_the_generator_cannot_fill_is_one_line_naming_the_page_and_line(gen, tmp_path, page, message):
    (tmp_path / "decode.md").write_text("x\n", "utf-8")
    (tmp_path / "other.md").write_text("y\n", "utf-8")
    with pytest.raises(gen.StaleError) as err:
        gen.render(page, tmp_path)
    assert str(err.value).startswith(message) and "\n" not in str(err.value)


def test_a_bench_writes_its_section_with_the_date_machine_and_load(tmp_path, monkeypatch):
    monkeypatch.setenv("LAWREF_BENCH_RESULTS", str(tmp_path))
    monkeypatch.syspath_prepend(str(REPO / "bench"))
    sys.modules.pop("results", None)
    results = load(REPO / "bench" / "results.py", "results")
    record = results.Results("demo", "make bench-demo")
    record.add("| variant | median | × the alternative |", "|---|---|---|", "| ours | 1.0 s | 1.00× |")
    path = record.write()
    text = path.read_text("utf-8")
    assert path == tmp_path / "demo.md" and oct(path.stat().st_mode & 0o777) == "0o644"
    head = text.split("\n", 1)[0]
    assert head.startswith(f"Measured by `make bench-demo` on {record.date}; ")
    assert re.search(r"\d+ cores.*Python \d+\.\d+.*load average \(1 / 5 / 15 min\) [\d.]+ / [\d.]+ / [\d.]+ at the "
                     r"start, [\d.]+ / [\d.]+ / [\d.]+ at the end\.$", head), head
    assert text.endswith("| ours | 1.0 s | 1.00× |\n")
    assert [p.name for p in tmp_path.iterdir()] == ["demo.md"]  # no temp file left
