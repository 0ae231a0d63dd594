"""References across editions: a text of one edition of the Laws citing a Law whose text in the collection is
of another edition (the 1987 commentary's «Правило 27В1(b)» beside a 2017 text of Law 27). The number may
name something else there; the site, `lawref show` and `lawref check` mark such references with both
editions."""

from __future__ import annotations

from dataclasses import dataclass

from lawref.errors import LawrefError
from lawref.ids import law_of
from lawref.model import Corpus, Ref


def edition_words(year: int, short: bool = False) -> str:
    """How an edition is printed for a reader: «2017 г.» («ред. 2017» short); a text without metadata whose title
    page names no year has edition 0: «не указана»."""
    if not year:
        return "ред. не указана" if short else "не указана"
    return f"ред. {year}" if short else f"{year} г."


@dataclass(frozen=True)
class EditionMismatch:
    ref: Ref
    law: str  # the cited Law
    source_edition: int  # the edition of the text that holds the reference
    target_edition: int  # the edition of the cited Law's text in the collection


def mismatch(corpus: Corpus, ref: Ref) -> EditionMismatch | None:
    """The mismatch a reference makes, or None (same edition, a commentary paragraph, an edition unknown, or a
    Law whose text the collection does not hold)."""
    if ref.kind != "law":  # "29.2" cites a paragraph of the same commentary
        return None
    law = law_of(ref.target)
    text = corpus.law_clause(law) if law else None
    holder = corpus.get(ref.source_id)
    if text is None or holder is None or not text.edition or not holder.edition:
        return None
    if text.edition == holder.edition:
        return None
    return EditionMismatch(ref=ref, law=law, source_edition=holder.edition, target_edition=text.edition)


def mismatches(corpus: Corpus) -> list[EditionMismatch]:
    """Every reference across editions, in document order (implied members of ranges left out)."""
    found = (mismatch(corpus, ref) for ref in corpus.refs() if not ref.implied)
    return [m for m in found if m is not None]


# -- several editions in one collection (lawref.editions.align compares them) --------------------------------

def edition_corpus(corpus: Corpus, edition: int | None) -> Corpus:
    """The corpus of one edition (`--edition 2007`), or a LawrefError naming the editions held."""
    found = corpus.in_edition(edition)
    if found is None:
        raise LawrefError.labelled("no_edition", edition=edition, **_held(corpus.editions()))
    return found


def compared_pair(corpus: Corpus, old: int | None = None, new: int | None = None) -> tuple[Corpus, Corpus]:
    """The two editions to compare: as given, else the two newest (`--from` alone: it and the newest)."""
    held = corpus.editions()
    if len(held) < 2 and (old is None or new is None):
        raise LawrefError.labelled("one_edition", **_held(held))
    if new is None:
        new = held[0] if old != held[0] else held[1]
    if old is None:
        old = next((e for e in held if e < new), None)
        if old is None:
            raise LawrefError.labelled("no_older_edition", edition=new)
    if old == new:
        raise LawrefError.labelled("same_edition", edition=old)
    return edition_corpus(corpus, old), edition_corpus(corpus, new)


def _held(editions) -> dict:
    """The editions a collection holds, as the `held` field of a labelled error."""
    return {"held": ", ".join(map(str, editions))} if editions else {"held_label": "editions_year_unknown"}


_CACHE: dict = {}


def changes_between(old: Corpus, new: Corpus):
    """lawref.editions.align.changes, once per pair of corpora in a process (the site asks on every page)."""
    from lawref.editions.align import changes

    key = (id(old), id(new))
    if key not in _CACHE or _CACHE[key][0] is not old or _CACHE[key][1] is not new:
        _CACHE[key] = (old, new, changes(old, new))
    return _CACHE[key][2]


@dataclass(frozen=True)
class ClauseHistory:
    """What a clause shown from one edition became in, or was before, the next edition held."""

    note: str  # for a reader: «Изменён с ред. 2017 г. (в ней — 70B1): перенумерован»
    change: object | None  # the align.Change, if the clause itself changed
    inside: int  # changes in the clauses under it
    other_edition: int
    other_id: str | None


def history(collection: Corpus, shown: Corpus, clause_id: str) -> ClauseHistory | None:
    """The clause against the edition before it (a clause of the newest) or the newest (an older edition's):
    None when the collection holds one edition or the clause is not a compared one."""
    from lawref.editions.align import under
    from lawref.editions.words import kind_word, phrase

    if len(collection.editions()) < 2 or clause_id not in shown:
        return None
    if shown is collection or shown.edition == collection.edition:
        old = next((collection.in_edition(e) for e in collection.editions() if e < shown.edition), None)
        if old is None:
            return None
        result = changes_between(old, collection)
        change = result.by_new(clause_id)
        inside = [c for c in under(result, old, collection, clause_id).changes if c is not change]
        old_id = result.old_of(clause_id)
        if change is not None:
            what = kind_word(change)
            if change.kind == "renumbered" and change.text_changed:
                what += f"; {phrase('also_reworded')}"
            note = (phrase("show_added", new=shown.edition, old=old.edition) if change.kind == "added" else
                    phrase("show_changed", old=old.edition, old_id=change.old_id, what=what))
        elif old_id is None:
            return None
        else:
            note = ""
        if inside:
            note = (note + "; " if note else "") + f"изменений внутри с ред. {old.edition} г.: {len(inside)} " \
                                                   f"(lawref diff {clause_id})"
        return ClauseHistory(note, change, len(inside), old.edition, old_id)
    result = changes_between(shown, collection)
    new_id = result.new_of(clause_id)
    change = next((c for c in result.changes if c.old_id == clause_id), None)
    if new_id is None:
        what = phrase("not_in_newest")
    elif change is None:
        what = phrase("same_in_newest", new_id=new_id)
    else:
        what = phrase("changed_in_newest", new_id=new_id, kind=kind_word(change))
    return ClauseHistory(phrase("show_older", edition=shown.edition, newest=collection.edition, what=what),
                         change, 0, collection.edition, new_id)


@dataclass(frozen=True)
class StaleReference:
    """A commentary's reference to a clause of the edition it was written for, which the newest edition
    renumbered, moved, reworded or dropped."""

    ref: Ref
    edition: int  # the commentary's edition (the collection holds its law texts)
    change: object | None  # the align.Change of the cited clause (None: unchanged itself, changes inside)
    new_id: str | None  # the cited clause's id in the newest edition (None: removed)
    inside: int  # changes under the cited clause


def stale_references(collection: Corpus) -> list[StaleReference]:
    """Every commentary reference whose target changed between the commentary's edition and the newest, when
    the collection holds both (in document order)."""
    from lawref.editions.align import under

    found = []
    for ref in collection.refs():
        holder = collection.get(ref.source_id)
        if ref.implied or ref.kind != "law" or holder is None or holder.source != "commentary":
            continue
        old = collection.in_edition(holder.edition)
        if old is None or old is collection or ref.target not in old:
            continue
        result = changes_between(old, collection)
        change = next((c for c in result.changes if c.old_id == ref.target), None)
        inside = [c for c in under(result, old, collection, ref.target).changes if c is not change]
        if change is None and ref.target in collection and not inside:
            continue
        if change is None and not inside and result.new_of(ref.target) == ref.target:
            continue
        found.append(StaleReference(ref, old.edition, change, result.new_of(ref.target), len(inside)))
    return found


def guessed_editions(collection: Corpus) -> list:
    """Sources without a .toml whose edition was read from the title page (or not found: 0)."""
    from pathlib import Path

    everything = [*collection.sources, *(s for o in collection.other_editions for s in o.sources)]
    return [s for s in everything if s.kind == "law" and not Path(s.path).with_suffix(".toml").exists()]
