"""`lawref eval`: search quality of our analyser and of the alternatives a user would pick, on the same clauses.

Engines, each over the same documents (one per clause: its title and text) and the same queries:
  lawref    our index and query reader (pymorphy3 lemmas, ids, AND falling back to ranked OR)
  snowball  whoosh with `LanguageAnalyzer("ru")` (Snowball stemmer), whoosh's own query parser over title and
            text, AND falling back to OR: what a whoosh user would write
  plain     the same without stemming (`RegexTokenizer | LowercaseFilter`)
  material  mkdocs-material's own search worker (lunr + lunr-languages ru, its default Russian config), run in
            Node; reported "unavailable" (not a failure of ours) when Node is missing
Metrics: recall@5 (share of a query's relevant clauses among the first 5 hits, out of at most 5, averaged) and
MRR@10 (1/rank of the first relevant hit within 10, averaged), overall and per category: a query's `category`
key (queries_typed.yaml: trade, english, related, typos, layout, questions, ids_prose), or `text` for a file
without one (queries.yaml: the text's own words in other forms). By default both files are read, in one run.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from lawref.errors import LawrefError, os_reason
from lawref.search.index import REPO_ROOT

ENGINES = ("lawref", "snowball", "plain", "material")
DEFAULT_QUERIES = (REPO_ROOT / "tests" / "search_eval" / "queries.yaml",
                   REPO_ROOT / "tests" / "search_eval" / "queries_typed.yaml")
DEFAULT_CATEGORY = "text"
# mkdocs-material's defaults for `theme.language: ru` (partials/languages/ru.html falls back to en.html for
# the separator and pipeline; plugins/search sets the field boosts).
MATERIAL_CONFIG = {"lang": ["ru"], "separator": r"[\s\-]+", "pipeline": ["stopWordFilter"],
                   "fields": {"title": {"boost": 1000.0}, "text": {"boost": 1.0}, "tags": {"boost": 1000000.0}}}


class EngineUnavailable(LawrefError):
    """An engine that cannot run on this machine (a program is missing): reported as such, not as a failure."""


@dataclass(frozen=True)
class EvalQuery:
    query: str
    relevant: tuple[str, ...]
    note: str = ""
    category: str = DEFAULT_CATEGORY
    after_tuning: bool = False  # written after the engine was tuned (`added_after_tuning: true`)


@dataclass
class EngineResult:
    name: str
    rankings: list[list[str]] = field(default_factory=list)
    recall5: float = 0.0
    mrr10: float = 0.0
    seconds: float = 0.0
    error: str = ""
    unavailable: str = ""  # why the engine could not run here (EngineUnavailable)
    reason: LawrefError | None = field(default=None, repr=False, compare=False)  # of either, for the table's words


@dataclass
class Report:
    queries: list[EvalQuery]
    results: list[EngineResult]
    clauses: int

    @property
    def failed_engines(self) -> list[str]:
        return [r.name for r in self.results if r.error]

    @property
    def unavailable_engines(self) -> list[str]:
        return [r.name for r in self.results if r.unavailable]

    def categories(self) -> list[str]:
        return list(dict.fromkeys(q.category for q in self.queries))

    def by_category(self, result: EngineResult) -> dict[str, tuple[int, float, float]]:
        """category -> (queries, recall@5, MRR@10)."""
        out = {}
        for category in self.categories():
            pairs = [(q, r) for q, r in zip(self.queries, result.rankings) if q.category == category]
            recall, mrr = score([q for q, _ in pairs], [r for _, r in pairs])
            out[category] = (len(pairs), recall, mrr)
        return out

    def as_json(self) -> dict:
        return {"queries": len(self.queries), "clauses": self.clauses,
                "engines": {r.name: {"recall@5": round(r.recall5, 4), "mrr@10": round(r.mrr10, 4),
                                     "seconds": round(r.seconds, 3), "error": r.error or None,
                                     "unavailable": r.unavailable or None,
                                     "categories": {c: {"queries": n, "recall@5": round(rc, 4), "mrr@10": round(m, 4)}
                                                    for c, (n, rc, m) in self.by_category(r).items()}
                                     if not r.error and not r.unavailable else {}}
                            for r in self.results}}

    def table(self, lang: str = "ru") -> str:
        """The numbers as a table, its words in `lang` (lawref.messages' `eval_*` labels)."""
        from lawref.messages import Messages

        m = Messages(lang)
        ours = next((r for r in self.results if r.name == "lawref" and not r.error), None)
        lines = [m("eval_header", queries=len(self.queries), clauses=self.clauses),
                 f"{m('eval_engine'):<10} {'recall@5':>9} {'MRR@10':>8} {m('eval_ratio'):>14} {m('eval_time'):>8}"]
        for r in self.results:
            why = r.reason.in_language(lang) if r.reason else r.error or r.unavailable
            if r.error:
                lines.append(f"{r.name:<10} {m('eval_failed'):>9}  {why}")
                continue
            if r.unavailable:
                lines.append(f"{r.name:<10} {m('eval_unavailable'):>9}  {why}")
                continue
            ratio = f"{ours.mrr10 / r.mrr10:.2f}x" if ours and r.mrr10 else "-"
            lines.append(f"{r.name:<10} {r.recall5:>9.3f} {r.mrr10:>8.3f} {ratio:>14} {r.seconds:>7.2f}"
                         + m("eval_seconds"))
        ok = [r for r in self.results if not r.error and not r.unavailable]
        if len(self.categories()) > 1 and ok:
            lines += ["", m("eval_per_category"),
                      f"{m('eval_category'):<12} {m('eval_queries'):>7} " + " ".join(f"{r.name:>15}" for r in ok)]
            per = {r.name: self.by_category(r) for r in ok}
            for category in self.categories():
                n = per[ok[0].name][category][0]
                cells = " ".join(f"{per[r.name][category][2]:>7.3f} ({per[r.name][category][1]:.3f})" for r in ok)
                lines.append(f"{category:<12} {n:>7} {cells}")
            typed = [i for i, q in enumerate(self.queries) if q.category != DEFAULT_CATEGORY]
            if DEFAULT_CATEGORY in self.categories() and typed:  # the typed categories together
                cells = []
                for r in ok:
                    recall, mrr = score([self.queries[i] for i in typed], [r.rankings[i] for i in typed])
                    cells.append(f"{mrr:>7.3f} ({recall:.3f})")
                lines.append(f"{m('eval_all_but_text'):<12} {len(typed):>7} " + " ".join(cells))
        return "\n".join(lines)

    def misses(self, lang: str = "ru") -> str:
        from lawref.messages import Messages

        m = Messages(lang)
        out = []
        for r in self.results:
            for q, ranking in zip(self.queries, r.rankings):
                if not ranking or ranking[0] not in q.relevant:
                    out.append(m("eval_miss", engine=r.name, query=q.query, ranking=ranking[:3],
                                 want=list(q.relevant)))
        return "\n".join(out)


def load_queries(paths, corpus) -> list[EvalQuery]:
    """The queries of one file, several (a list), or the default files."""
    if paths is None:
        paths = DEFAULT_QUERIES
    if isinstance(paths, (str, Path)):
        paths = [paths]
    out: list[EvalQuery] = []
    for path in paths:
        out += _load_file(Path(path), corpus)
    return out


def _load_file(path: Path, corpus) -> list[EvalQuery]:
    import yaml

    try:
        data = yaml.safe_load(path.read_text("utf-8"))
    except OSError as err:
        raise LawrefError.labelled("eval_unreadable", path=str(path), **os_reason(err)) from None
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        raise LawrefError.labelled("eval_yaml", path=str(path), line=mark.line + 1 if mark else None,
                                   detail=getattr(err, "problem", err)) from None
    if not isinstance(data, list) or not data:
        raise LawrefError.labelled("eval_not_list", path=str(path))
    out = []
    for n, entry in enumerate(data, 1):
        if not isinstance(entry, dict) or not isinstance(entry.get("q"), str) or not entry.get("relevant"):
            raise LawrefError.labelled("eval_entry", path=str(path), n=n)
        relevant = tuple(str(x) for x in entry["relevant"])
        missing = [x for x in relevant if x not in corpus]
        if missing:
            raise LawrefError.labelled("eval_not_clause", path=str(path), q=entry["q"], id=missing[0])
        out.append(EvalQuery(entry["q"], relevant, str(entry.get("note", "")),
                             str(entry.get("category") or DEFAULT_CATEGORY), bool(entry.get("added_after_tuning"))))
    return out


def score(queries: list[EvalQuery], rankings: list[list[str]]) -> tuple[float, float]:
    """(recall@5, MRR@10) averaged over the queries."""
    recall = mrr = 0.0
    for q, ranking in zip(queries, rankings):
        relevant = set(q.relevant)
        recall += len(relevant & set(ranking[:5])) / min(5, len(relevant))
        rank = next((i for i, cid in enumerate(ranking[:10], 1) if cid in relevant), None)
        mrr += 1 / rank if rank else 0.0
    return (recall / len(queries), mrr / len(queries)) if queries else (0.0, 0.0)


def evaluate(queries_path=None, engines=ENGINES, *, paths=None) -> Report:
    from lawref.corpus.pipeline import load_corpus
    from lawref.search.build import documents

    corpus = load_corpus(paths)
    queries = load_queries(queries_path, corpus)
    docs = list(documents(corpus))
    results = []
    for name in engines:
        result = EngineResult(name)
        started = time.perf_counter()
        try:
            result.rankings = RUNNERS[name](corpus, docs, [q.query for q in queries])
            result.recall5, result.mrr10 = score(queries, result.rankings)
        except EngineUnavailable as err:
            result.unavailable, result.reason = str(err), err
        except LawrefError as err:
            result.error, result.reason = str(err), err
        result.seconds = time.perf_counter() - started
        results.append(result)
    return Report(queries, results, len(docs))


# --- engines ---------------------------------------------------------------------------------------------

def _run_lawref(corpus, docs, queries):
    from lawref.search import engine, query as q
    from lawref.search.index import build_data
    from lawref.search.store import MemoryStore

    store = MemoryStore(build_data(corpus))
    out = []
    for text in queries:
        try:
            hits, _ = engine.search(store, q.read(text, store), limit=10)
        except q.QueryError:
            hits = []
        out.append([h.id for h in hits])
    return out


def _run_whoosh(analyzer):
    def run(corpus, docs, queries):
        from whoosh.fields import ID, TEXT, Schema
        from whoosh.index import create_in
        from whoosh.qparser import MultifieldParser, OrGroup

        schema = Schema(id=ID(stored=True, unique=True), title=TEXT(analyzer=analyzer, field_boost=3.0),
                        text=TEXT(analyzer=analyzer))
        with tempfile.TemporaryDirectory(prefix="lawref-eval-") as tmp:
            ix = create_in(tmp, schema)
            with ix.writer() as writer:
                for doc in docs:
                    writer.add_document(id=doc["id"], title=doc["title"], text=doc["text"])
            and_parser = MultifieldParser(["title", "text"], schema)
            or_parser = MultifieldParser(["title", "text"], schema, group=OrGroup)
            out = []
            with ix.searcher() as searcher:
                for text in queries:
                    hits = searcher.search(and_parser.parse(text), limit=10)
                    if hits.is_empty():
                        hits = searcher.search(or_parser.parse(text), limit=10)
                    out.append([h["id"] for h in hits])
            ix.close()
        return out
    return run


def _snowball():
    from whoosh.analysis import LanguageAnalyzer
    return LanguageAnalyzer("ru")


def _plain():
    from whoosh.analysis import LowercaseFilter, RegexTokenizer
    return RegexTokenizer() | LowercaseFilter()


def material_assets() -> Path:
    try:
        import material
    except ImportError:
        raise LawrefError.labelled("eval_no_material") from None
    return Path(material.__file__).parent / "templates" / "assets" / "javascripts"


def _run_material(corpus, docs, queries):
    node = shutil.which("node")
    if not node:
        raise EngineUnavailable.labelled("eval_no_node")
    payload = {"assets": str(material_assets()), "config": MATERIAL_CONFIG, "queries": queries,
               "docs": [{"location": d["id"], "title": d["title"], "text": d["text"]} for d in docs]}
    script = Path(__file__).with_name("material_search.js")
    proc = subprocess.run([node, str(script)], input=json.dumps(payload), capture_output=True, text=True,
                          timeout=300)
    if proc.returncode != 0:
        last = (proc.stderr.strip().splitlines() or ["no message"])[-1]
        raise LawrefError.labelled("eval_node_failed", said=last)
    return json.loads(proc.stdout)["results"]


RUNNERS = {
    "lawref": _run_lawref,
    "snowball": lambda c, d, q: _run_whoosh(_snowball())(c, d, q),
    "plain": lambda c, d, q: _run_whoosh(_plain())(c, d, q),
    "material": _run_material,
}
