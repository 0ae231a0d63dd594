"""The parity file: what `lawref search` makes of each query (the note it prints, whether the query was changed
or searched exactly, the top ids and the labels a reader sees for them), for the browser's engine to be checked
against under Node (tests/node/parity.mjs): one engine, two runtimes, the same answers."""

from __future__ import annotations


def entry(store, query: str, limit: int = 10) -> dict:
    """One query's row. A query the reader refuses (empty, too long) has no hits and no note; whether it was
    changed is then not compared (null)."""
    from lawref.search import engine, query as q
    from lawref.search.suggest import suggestions

    try:
        reading = q.read(query, store)
    except q.QueryError:
        return {"query": query, "shown": "", "changed": None, "exact": None, "top": [], "labels": [],
                "suggestions": []}
    hits, mode = engine.search(store, reading, limit=limit)
    return {"query": query, "shown": reading.shown if reading.changed else "", "changed": reading.changed,
            "exact": reading.exact, "top": [h.id for h in hits], "labels": [h.shown_as() for h in hits],
            "suggestions": suggestions(store, reading, mode)}


def parity(store, queries, limit: int = 10) -> dict:
    return {"limit": limit, "queries": [entry(store, text, limit) for text in queries]}
