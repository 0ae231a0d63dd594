"""Score one rendering of a red-team book against its ground truth (truth.json, see REDTEAM_FORMAT in docs).

    python tests/redteam_score.py FILE [FILE …] TRUTH.json [--examples 5] [--give-kind]

The rendering is read as a user would read it: lawref's pipeline (`load_corpus`), no metadata file, the
kind guessed (unless --give-kind). Three numbers, each 1.000 only when the rendering reads exactly:

  ids    clause ids found / (ids in the truth + extra ids lawref made): all found and none invented
  texts  clauses whose words are exactly the truth's (whitespace normalised; a definition with its term and
         its separator as printed; a Law or section with its title; a footnote's call as typed or left out,
         as the truth has it) / clauses in the truth
  refs   references found / (references in the truth + extra ones), per clause, in Latin ids: references to
         Laws, and a commentary's references to its own paragraphs («см. 12.3 выше» → "12.3") where the truth
         lists them (pfsb1999comm's, priok2022's; comm2017's and ledov2024's truths list none, so there they are
         not counted)

then the worst examples of each: missing and extra ids, texts that differ (where they part), references
missing or extra. A library too: `score(path, truth)` returns a `Score`; tests/test_redteam.py uses it.
"""

from __future__ import annotations

import argparse
import dataclasses
import difflib
import json
import re
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

_SPACE = re.compile(r"\s+")
_QUOTES = "«»\"“”„"


def norm(text: str | None) -> str:
    return _SPACE.sub(" ", text or "").strip()


@dataclass(frozen=True)
class Expected:
    """One clause of the truth as lawref names it: its id, the text to compare, its references."""

    id: str
    kind: str
    text: str
    refs: tuple[str, ...]
    term: str = ""  # a definition: the term and the separator as printed, compared apart from the text
    sep: str = ""


@dataclass
class Score:
    rendering: str
    refused: str = ""  # lawref's one-line error, when it refused the file
    seconds: float = 0.0
    expected: int = 0
    missing: list[str] = field(default_factory=list)
    extra: list[str] = field(default_factory=list)
    exact: int = 0
    differ: list[tuple[str, str, str]] = field(default_factory=list)  # (id, expected, got)
    refs_expected: int = 0
    refs_found: int = 0
    refs_missing: list[tuple[str, str]] = field(default_factory=list)  # (clause id, target)
    refs_extra: list[tuple[str, str]] = field(default_factory=list)
    diagnostics: Counter = field(default_factory=Counter)
    parents: list[str] = field(default_factory=list)  # empty parents of the truth's clauses, not in it
    apparatus: list[str] = field(default_factory=list)  # a subject index the truth calls furniture (_is_index)
    removal_kinds: set[str] = field(default_factory=set)  # the kinds of removal lawref recorded (`check` names them)
    site_pages: list[str] = field(default_factory=list)  # the site's pages made from it (`score(site=True)`)
    site_missing: list[str] = field(default_factory=list)  # its Laws without a page of their own

    @property
    def ids(self) -> float:
        found = self.expected - len(self.missing)
        return found / (self.expected + len(self.extra)) if self.expected else 0.0

    @property
    def texts(self) -> float:
        return self.exact / self.expected if self.expected else 0.0

    @property
    def refs(self) -> float:
        total = self.refs_expected + len(self.refs_extra)
        return self.refs_found / total if total else 1.0

    def line(self) -> str:
        if self.refused:
            return f"{self.rendering}: refused: {self.refused}"
        return (f"{self.rendering}: ids {self.ids:.3f} ({self.expected - len(self.missing)}/{self.expected}, "
                f"{len(self.missing)} missing, {len(self.extra)} extra), texts {self.texts:.3f} "
                f"({self.exact}/{self.expected}), refs {self.refs:.3f} ({self.refs_found}/{self.refs_expected}, "
                f"{len(self.refs_missing)} missing, {len(self.refs_extra)} extra), {self.seconds:.2f} s")


def expected_clauses(truth: dict) -> list[Expected]:
    """The truth's clauses with lawref's ids (lawref.model: front.<slug>, ch5, def, def.<slug>, 70.fn1 …)."""
    from lawref.ids import slug

    commentary = truth.get("kind") == "commentary"
    front, defs = ("cfront", "cdef") if commentary else ("front", "def")
    out = []
    for c in truth["clauses"]:
        kind, refs = c["kind"], tuple(c.get("refs", ()))
        text = norm(c.get("text"))
        if kind == "front":
            heading = c.get("heading")
            cid = f"{front}.title" if heading is None else f"{front}.{slug(heading.strip().rstrip('.:'))}"
            out.append(Expected(cid, kind, _join(heading, text), refs))
        elif kind == "chapter":
            out.append(Expected(c["id"], kind, _join(c.get("title"), text), refs))
        elif kind == "definitions":
            out.append(Expected(defs, kind, _join(c.get("heading"), text), refs))
        elif kind == "term":
            term = c["term"].strip().strip(_QUOTES).strip()
            out.append(Expected(f"{defs}.{slug(term)}", kind, text, refs, term=norm(c["term"]), sep=c.get("sep", "")))
        elif kind in ("law", "section", "claw"):
            out.append(Expected(c["id"], kind, _join(c.get("title"), text), refs))
        elif kind == "footnote":
            out.append(Expected(f"{c['law']}.fn{c['n']}", kind, text, refs))
        elif kind == "example":  # «Пример А» after paragraph 12.3: lawref's id is 12.exA (lawref.model)
            law, _, letter = c["id"].partition(".ex") if ".ex" in c["id"] else (c["id"], "", "")
            out.append(Expected(f"{law.split('.')[0]}.ex{letter}", kind, text, refs))
        else:  # item, para, note
            out.append(Expected(c["id"], kind, text, refs))
    return out


def _join(title: str | None, text: str) -> str:
    return " ¶ ".join(part for part in (norm(title), text) if part)


def got_text(clause) -> str:
    if clause.kind in ("definition",) or clause.id.startswith("cdef."):
        return norm(clause.text)
    if clause.kind == "example":  # the auction line (lawref's title) then the discussion
        return norm(f"{clause.title} {clause.text}")
    return _join(clause.title, norm(clause.text))


def _without_calls(clause, have: str) -> str:
    """The text without lawref's footnote calls (a Word footnote's call is read as «<*>»): the truth may keep a
    call as typed («(*)») or leave it out, so either reading counts; the call's link is lawref's own."""
    if not clause.footnote_marks:
        return have
    text = clause.text
    for mark in sorted(clause.footnote_marks, key=lambda m: -m.start):
        text = text[:mark.start] + text[mark.end:]
    return got_text(dataclasses.replace(clause, text=text))


def score(path, truth: dict | str | Path, *, give_kind: bool = False, site: bool = False) -> Score:
    """Read `path` (a file, or a list of files read as one book: a site's pages in order) with lawref's
    pipeline and score it against `truth` (a dict or a truth.json path). With `site`, the site's pages are made
    from what was read too (a book read exactly once stopped the site's build in its glossary, round 19)."""
    from lawref.corpus.pipeline import load_corpus, read_source
    from lawref.errors import LawrefError

    if not isinstance(truth, dict):
        truth = json.loads(Path(truth).read_text("utf-8"))
    paths = [Path(p) for p in path] if isinstance(path, (list, tuple)) else [Path(path)]
    result = Score(rendering=" + ".join(p.name for p in paths))
    want = expected_clauses(truth)
    result.expected = len(want)
    started = time.perf_counter()
    readings: dict[str, list] = {}  # the cleaned lines of each file the pipeline read, by shown path

    def read(path, **options):
        return read_source(path, **options, seen=lambda shown, cleaned: readings.__setitem__(shown, cleaned.lines))

    try:
        corpus = load_corpus(paths, kind=truth.get("kind") if give_kind else None, read=read)
    except LawrefError as err:
        result.refused = str(err)
        result.missing = [e.id for e in want]
        result.refs_expected = sum(len(e.refs) for e in want)
        result.refs_missing = [(e.id, t) for e in want for t in e.refs]
        return result
    result.seconds = time.perf_counter() - started
    if site:
        from lawref.ids import anchor
        from lawref.site.pages import generate

        pages = generate(corpus)
        result.site_pages = sorted(pages)
        # each Law heading of the book on its Law's page (a heading said twice, «70~2», under the first's)
        result.site_missing = [c.id for c in corpus.clauses if c.kind == "law"
                               and f"#{anchor(c.id)} " not in pages.get(f"laws/{int(c.law)}.md", "")]
    result.diagnostics = Counter(d.code for d in corpus.diagnostics)
    result.removal_kinds = {removal.kind for removals in corpus.removals.values() for removal in removals}
    got = {c.id: c for c in corpus.clauses}
    wanted = {e.id for e in want}
    result.missing = [e.id for e in want if e.id not in got]
    # A paragraph opened by its first item («14.1.(a) …») is a clause in lawref (a reference «см. 14.1» has a
    # target) with no text of its own; the truth may leave it out. Counted apart, never as an extra id.
    result.parents = [c.id for c in corpus.clauses if c.id not in wanted and not norm(c.text) and c.children
                      and all(child in wanted for child in c.children)]
    # A subject index at the back («ПРЕДМЕТНЫЙ УКАЗАТЕЛЬ») is the book's apparatus: lawref reads it as an
    # un-numbered back-matter clause (`cfront.<slug>`, the model's kind for a book's own matter); a truth may list it
    # (compared then, as ledov2024's) or call it furniture (tomsk2023's): then it is counted apart, never as extra.
    result.apparatus = [c.id for c in corpus.clauses if c.id not in wanted and c.id not in result.parents
                        and _is_index(c)]
    result.extra = [c.id for c in corpus.clauses if c.id not in wanted and c.id not in result.parents
                    and c.id not in result.apparatus]
    separators = _separators([got[e.id] for e in want if e.kind == "term" and e.id in got], readings)
    counted = _counted_kinds(want)
    for e in want:
        clause = got.get(e.id)
        have_refs = Counter(r.target for r in clause.refs if r.kind in counted) if clause else Counter()
        need_refs = Counter(e.refs)
        result.refs_expected += sum(need_refs.values())
        result.refs_found += sum((need_refs & have_refs).values())
        result.refs_missing += [(e.id, t) for t in (need_refs - have_refs).elements()]
        result.refs_extra += [(e.id, t) for t in (have_refs - need_refs).elements()]
        if clause is None:
            continue
        expected, have = e.text, got_text(clause)
        if e.kind == "term":
            expected = f"{e.term}{e.sep}{e.text}"
            have = f"{separators.get(e.id, (clause.title, ' ? '))[0]}{separators.get(e.id, ('', ' ? '))[1]}{have}"
            expected, have = norm(expected), norm(have)
        if expected == have or expected == _without_calls(clause, have):
            result.exact += 1
        else:
            result.differ.append((e.id, expected, have))
    for c in corpus.clauses:  # references in clauses the truth does not have
        if c.id not in wanted:
            result.refs_extra += [(c.id, r.target) for r in c.refs if r.kind in counted]
    return result


_PARAGRAPH_TARGET = re.compile(r"\d+\.\d+")  # «27.3», «16.2(c)»: a Law's id never holds a period


def _counted_kinds(want) -> frozenset[str]:
    """The kinds of reference the truth counts: Laws always; a commentary's own paragraphs where its author listed
    them (a truth that lists none follows the other convention, and lawref's would all be extra there)."""
    if any(_PARAGRAPH_TARGET.match(target) for e in want for target in e.refs):
        return frozenset({"law", "paragraph"})
    return frozenset({"law"})


def _is_index(clause) -> bool:
    """A back-matter clause that is the book's subject index by its heading and its entries
    (lawref.corpus.headings.is_subject_index), with no Law reference in it."""
    from lawref.corpus.headings import is_subject_index

    return clause.kind == "front" and is_subject_index(clause.title, clause.text) \
        and not any(r.kind == "law" for r in clause.refs)


def _separators(terms, readings: dict[str, list]) -> dict[str, tuple[str, str]]:
    """id -> (term as printed, separator as printed) of each definition, read from its line of the cleaned
    text (`readings`: the cleaned lines the pipeline read, by shown path, which read_source hands its `seen`):
    lawref keeps the term as the title and the definition as the text, the separator only in the source."""
    files = {shown: {line.number: line.text for line in lines} for shown, lines in readings.items()
             if any(clause.file == shown for clause in terms)}
    out = {}
    for clause in terms:
        line = files.get(clause.file, {}).get(clause.line, "")
        start = line.find(clause.title)
        if start < 0 and re.search(r"\w-$", line.rstrip()):
            # the term broken at its line's end («Скорректированный резуль-» / «тат — …»): read as one word
            line = line.rstrip()[:-1] + files.get(clause.file, {}).get(clause.line + 1, "").lstrip()
            start = line.find(clause.title)
        if start < 0:
            continue
        end = start + len(clause.title)
        while end < len(line) and line[end] in _QUOTES:
            end += 1
        opening = start
        while opening > 0 and line[opening - 1] in _QUOTES:
            opening -= 1
        first_word = norm(clause.text).split(" ")[0] if norm(clause.text) else ""
        at = line.find(first_word, end) if first_word else -1
        if at >= 0:
            out[clause.id] = (line[opening:end], line[end:at])
        elif (m := re.match(r"\W+", line[end:])) and line[end + m.end():].strip():
            # the definition's first word hyphenated at the line end («— сто-» / «рона»): up to its first letter
            out[clause.id] = (line[opening:end], m[0])
        elif (m := re.match(r"\s+([-–—])\s*$", line[end:])) and first_word and files.get(clause.file, {}).get(
                clause.line + 1, "").lstrip().startswith(first_word):
            # the line wrapped right after the term's dash («Уполномоченный орган —» / «национальная …»)
            out[clause.id] = (line[opening:end], f" {m[1]} ")
        elif not line[end:].strip():  # a row of a table of terms: the definition's dash opens the next line
            lines = files.get(clause.file, {})
            below = next((lines[n] for n in range(clause.line + 1, clause.line + 4) if lines.get(n, "").strip()), "")
            if (m := re.match(r"^\s*([-–—])\s+", below)) and below[m.end():].startswith(first_word):
                out[clause.id] = (line[opening:end], f" {m[1]} ")  # the cell break read as a space
    return out


def where_they_part(expected: str, got: str, width: int = 90) -> str:
    matcher = difflib.SequenceMatcher(None, expected, got, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag != "equal":
            return (f"expected …{expected[max(0, i1 - 30):i2 + 30][:width]!r}…\n"
                    f"          got …{got[max(0, j1 - 30):j2 + 30][:width]!r}…")
    return "(equal)"


def report(result: Score, examples: int = 5) -> str:
    out = [result.line()]
    if result.refused:
        return "\n".join(out)
    if result.diagnostics:
        out.append(f"  diagnostics: {dict(result.diagnostics)}")
    if result.parents:
        out.append(f"  empty parents the truth leaves out (not counted): {', '.join(result.parents)}")
    if result.apparatus:
        out.append(f"  a subject index the truth calls furniture (not counted): {', '.join(result.apparatus)}")
    for name, ids in (("missing ids", result.missing), ("extra ids", result.extra)):
        if ids:
            shown = ", ".join(ids[:examples * 4])
            out.append(f"  {name} ({len(ids)}): {shown}{' …' if len(ids) > examples * 4 else ''}")
    if result.differ:
        out.append(f"  texts that differ ({len(result.differ)}), the worst first:")
        worst = sorted(result.differ, key=lambda row: difflib.SequenceMatcher(None, row[1], row[2],
                                                                              autojunk=False).ratio())
        for cid, expected, got in worst[:examples]:
            out.append(f"    {cid}: {where_they_part(expected, got)}")
    for name, rows in (("refs missing", result.refs_missing), ("refs extra", result.refs_extra)):
        if rows:
            shown = ", ".join(f"{s}->{t}" for s, t in rows[:examples * 3])
            out.append(f"  {name} ({len(rows)}): {shown}{' …' if len(rows) > examples * 3 else ''}")
    return "\n".join(out)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", type=Path, nargs="+", help="the rendering (several files: pages of one book)")
    parser.add_argument("truth", type=Path)
    parser.add_argument("--examples", type=int, default=5)
    parser.add_argument("--give-kind", action="store_true", help="tell lawref the book's kind (law/commentary)")
    args = parser.parse_args(argv)
    try:
        truth = json.loads(args.truth.read_text("utf-8"))
    except (OSError, ValueError) as err:
        print(f"redteam_score: {args.truth}: cannot read the truth: {err}", file=sys.stderr)
        return 2
    for path in args.file:
        if not path.exists():
            print(f"redteam_score: {path}: no such file", file=sys.stderr)
            return 2
    print(report(score(args.file, truth, give_kind=args.give_kind), args.examples))
    return 0


if __name__ == "__main__":
    sys.exit(main())
