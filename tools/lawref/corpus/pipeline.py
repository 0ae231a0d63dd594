"""The one orchestrator: corpus files in, a resolved `Corpus` out."""

from __future__ import annotations

import os
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import replace
from pathlib import Path

from lawref.corpus import sources as src
from lawref.editions.year import named_edition
from lawref.errors import Diagnostic, LawrefError, os_reason
from lawref.model import COMMENTARY, LAW, Clause, Corpus, GlossaryEntry, Removal, Source


def load_corpus(paths: Sequence[str | os.PathLike] | None = None, *, encoding: str | None = None,
                kind: str | None = None, read=None) -> Corpus:
    """Read, clean, parse and resolve the corpus. Stages, in order (`read` stands in for read_source, stages
    2-5 of one file: `mkdocs serve` re-reads only the files an edit changed, lawref.site.editloop):

    1. discover   the .txt .html .htm .docx .pdf files (the default corpus/ folder, or the given files and folders)
    2. extract    bytes -> plain text lines: a .txt decoded, detecting the encoding   lawref.corpus.formats
                  (`encoding` overrides; lawref.corpus.decode); an HTML page, a Word
                  document or a PDF's text layer read, page furniture recorded
    3. clean      remove and record artefacts (directives, overstrike remnants ...)   lawref.corpus.clean
    4. parse      lines -> blocks -> clause drafts, by the source's kind              lawref.corpus.parse_law /
                                                                                      parse_commentary
    5. freeze     drafts -> clauses: text, emphasis, footnote markers, references     lawref.corpus.blocks,
                                                                                      lawref.corpus.refs
    6. resolve    references in or out of the corpus, backlinks, glossary           lawref.corpus.resolve
    7. editions   one corpus per edition of the Laws, the newest with the commentaries   by_edition
    """
    sources, clauses, removals, diagnostics = [], [], {}, []
    read = read or read_source
    from lawref.corpus.formats.threads import pages_in_order

    for pages in pages_in_order(src.discover(paths)):
        # a thread's pages given together are one book, read from its first page (lawref.corpus.formats.threads)
        more = {"pages": pages} if len(pages) > 1 else {}
        source, source_clauses, source_removals, source_diagnostics = read(pages[0], encoding=encoding, kind=kind,
                                                                           **more)
        sources.append(source)
        clauses.extend(source_clauses)
        removals[source.key] = source_removals
        diagnostics.extend(source_diagnostics)
    sources, clauses = _folder_editions(sources, clauses)
    return by_edition(sources, clauses, removals, diagnostics)


def _folder_editions(sources: list[Source], clauses: list[Clause]) -> tuple[list[Source], list[Clause]]:
    """A page of a book split into files (a web site's chapter pages) names no year; the title page beside it
    does: a law text of unknown edition takes the one edition of the other law texts in its folder."""
    folders: dict[str, set[int]] = {}
    for s in sources:
        if s.kind == LAW and s.edition:
            folders.setdefault(str(Path(s.path).parent), set()).add(s.edition)
    fixed = {}
    for s in sources:
        years = folders.get(str(Path(s.path).parent), set())
        if s.kind == LAW and not s.edition and len(years) == 1:
            fixed[s.path] = next(iter(years))  # by path: pages of two editions' sites share file names
    if not fixed:
        return sources, clauses
    return ([replace(s, edition=fixed[s.path]) if s.path in fixed else s for s in sources],
            [replace(c, edition=fixed[c.file]) if c.file in fixed else c for c in clauses])


def by_edition(sources: list[Source], clauses: list[Clause], removals: dict, diagnostics: list) -> Corpus:
    """One corpus per edition of the Laws: the newest edition's law texts with every commentary (today's ids),
    and each older edition's law texts apart (Corpus.other_editions), so that two editions of Law 16 do not
    collide. A law text whose edition is unknown (0) counts as the newest's."""
    years = sorted({s.edition for s in sources if s.kind == LAW and s.edition}, reverse=True)
    newest = years[0] if years else 0
    def of(year_wanted) -> tuple[list[Source], list[Clause], dict]:
        kept = [s for s in sources if year_wanted(s)]
        paths = {s.path for s in kept}
        return kept, [c for c in clauses if c.file in paths], {s.key: removals.get(s.key, ()) for s in kept}

    older = []
    for year in years[1:]:
        kept, kept_clauses, kept_removals = of(lambda s, year=year: s.kind == LAW and s.edition == year)
        older.append(replace(make_corpus(kept, kept_clauses, removals=kept_removals), edition=year))
    kept, kept_clauses, kept_removals = of(lambda s: s.kind != LAW or s.edition in (0, newest))
    corpus = make_corpus(kept, kept_clauses, removals=kept_removals, diagnostics=diagnostics)
    return replace(corpus, edition=newest, other_editions=tuple(older))


def read_source(path: Path, *, encoding: str | None = None, kind: str | None = None, seen=None,
                pages: tuple[Path, ...] = ()):
    """Stages 2-5 for one file: (Source, clauses, removals, diagnostics). The removals are the reader's
    (page furniture, a site's menus) and clean's, in line order: lines of the extracted text. `seen(shown,
    cleaned)`, when given, is handed the file's shown path and its cleaned text (stage 3's `Cleaned`) as soon as
    it is made: a caller that reads the lines as well (tests/redteam_score.py, a definition's separator as
    printed) reads them from there, not by extracting and cleaning the file again. `pages`: the pages of one
    thread in reading order, `path` the first (lawref.corpus.formats.threads), read as one book."""
    from lawref.corpus.clean import split_lines
    from lawref.corpus.figures import figure_lines
    from lawref.corpus.formats import check_size, extract
    from lawref.corpus.parse_commentary import parse_commentary
    from lawref.corpus.parse_law import parse_law
    from lawref.corpus.refs import book_laws, reads_by_book

    shown = src.display_path(path)
    meta = src.read_metadata(path)
    if path.is_dir():  # a web site saved as a folder of pages: one book (lawref.corpus.formats.from_site)
        from lawref.corpus.formats.from_site import extract_site
        extracted = extract_site(path, shown, encoding)
    elif len(pages) > 1:
        from lawref.corpus.formats.threads import extract_thread
        extracted = extract_thread(tuple(pages), shown, encoding)
    else:
        check_size(path, shown)
        try:
            data = path.read_bytes()
        except OSError as err:
            raise LawrefError.labelled("cannot_read", path=shown, **os_reason(err)) from None
        extracted = extract(path, data, shown, encoding)
    used_encoding = extracted.encoding
    cleaned, source_kind = clean_as_kind(extracted.text, shown, used_encoding, (meta or {}).get("kind") or kind)
    if seen is not None:
        seen(shown, cleaned)
    diagnostics: list[Diagnostic] = list(extracted.diagnostics)
    if source_kind is None:
        raise LawrefError.labelled("neither", path=shown, line=1)
    parser = parse_law(cleaned) if source_kind == LAW else parse_commentary(cleaned)
    edition = guess_edition(parser.drafts, extracted.title)
    if meta is None:
        # Information, not a warning: a book dropped in without metadata is read (--strict stays clean).
        name = path.with_suffix(".toml").name
        if edition:
            diagnostics.append(Diagnostic.labelled("info", "no-metadata", f"no_metadata_{source_kind}", shown, 1,
                                                   file=name, edition=edition))
        else:
            diagnostics.append(Diagnostic.labelled("info", "no-metadata", f"no_metadata_{source_kind}_undated",
                                                   shown, 1, file=name))
    author, translator = guess_people(parser.drafts) if meta is None else ("", "")
    source = src.make_source(path, meta, kind=source_kind, encoding=used_encoding,
                             title=guess_title(parser.drafts, extracted.title, extracted.types),
                             edition=edition)
    if author or translator:  # read off the title page of a text without metadata
        source = replace(source, author=author, translator=translator)
    footnotes = getattr(parser, "footnotes", {})
    clauses, malformed = [], []
    emphasis = tuple(r for r in cleaned.removals if r.emphasis_of is not None)  # all a draft's emphasis needs
    printed = split_lines(extracted.text)  # the lines as the reader gave them: a figure's layout
    def freeze(draft, book=None):
        return draft.freeze(source=source_kind, source_key=source.key, file=shown, edition=source.edition,
                            removals=emphasis, footnotes=footnotes.get(draft.law, {}),
                            figure=figure_lines(draft.figure, printed), book=book)

    frozen = [freeze(draft) for draft in parser.drafts]
    if source_kind == COMMENTARY:
        # a number a commentary names with no Law word («по 16C», «по 30-32») is read again against what the whole
        # book shows of the Laws (lawref.corpus.refs.BookLaws)
        book = book_laws(clause for clause, _ in frozen)
        frozen = [freeze(draft, book) if reads_by_book(clause.text) else (clause, bad)
                  for draft, (clause, bad) in zip(parser.drafts, frozen)]
    for clause, bad in frozen:
        clauses.append(clause)
        malformed.extend((line, clause.id, m) for line, m in bad)
    diagnostics.extend(parser.diagnostics)
    diagnostics.extend(Diagnostic.labelled("warning", "malformed-ref", "malformed_ref", shown, line,
                                           **{**dict(m.fields), "text": m.text, "id": cid, "reason_label": m.key})
                       for line, cid, m in malformed)
    removals = tuple(sorted((*extracted.removals, *cleaned.removals), key=lambda r: r.line))
    return source, clauses, removals, diagnostics


def guess_title(drafts, document_title: str = "", types=()) -> str:
    """A title for a text without metadata, as a reader finds it on its title page (a letter-spaced `П Р А В И Л А`
    read as ПРАВИЛА): where the reader saw the type (Extracted.types), the lines set in the title's type (the
    largest, bold before regular) with the one line right under them in a smaller type still set apart, its
    subtitle (title_in_type); else the line or lines set in capitals; either with a bracketed subtitle right under
    them (the publisher's name above the title is in ordinary type); else its first lines; never a line naming
    people («Г. Эндикотт, Б. К. Хансен», «Перевод Ю. Коваленко») or a copyright line, which end it. Else the
    document's own title (HTML <title>, DOCX/PDF properties), else the first heading's title."""
    lines = _title_page_lines(drafts)
    if lines:
        capitals = [n for n, line in enumerate(lines) if _CAPITALS.search(line) and not _LOWER.search(line)]
        typed = title_in_type(lines, types)
        if typed:
            start, end = typed
            if end < len(lines) and lines[end].startswith("(") and lines[end].endswith(")"):
                end += 1
            chosen = lines[start:end]
        elif capitals:
            end = capitals[0] + 1
            while end < len(lines) and end in capitals:
                end += 1
            if end < len(lines) and lines[end].startswith("(") and lines[end].endswith(")"):
                end += 1
            chosen = lines[capitals[0]:end]
        else:
            chosen = lines[:3]
        title = []
        for line in chosen:
            if "©" in line or _PEOPLE.fullmatch(line) or _TRANSLATED_BY.match(line):
                break
            title.append(line)
        # A banner the next line repeats («П Р А В И Л А» over «МЕЖДУНАРОДНЫЕ ПРАВИЛА …») is said once.
        title = [line for n, line in enumerate(title)
                 if n + 1 == len(title) or not set(line.upper().split()) <= set(title[n + 1].upper().split())]
        return " ".join(title)[:120]
    return document_title or next((d.title for d in drafts if d.title), "")


STANDS_OUT = 1.05  # a type this much larger than the text's is set apart from it (a PDF's sizes wobble by 0.1 pt)


def title_in_type(lines: list[str], types) -> tuple[int, int] | None:
    """Where the title stands among the title page's lines, read by their type as the eye reads a title page:
    (start, end) of the first run of lines set in the page's largest type (bold above regular at one size), with
    the subtitle under it, the one line right under it in a smaller type still set apart from the page's ordinary
    lines (larger than theirs and the text's, or bold where they are regular), as «Редакция 2017 года» at 14 pt
    under a title at 22 pt, over a page of 9-11 pt; the next line in that type again is the page's next item (the
    translator, «Перевод региональной федерации»), and the compiler's and the place's lines in the page's ordinary
    type are not the title's. None when the reader did not see the type of the page's lines or none is set apart (a
    plain text, a typescript, a page set all in one type: a print that makes every line bold)."""
    seen = {words: (size, bold) for words, size, bold in reversed(types)}  # a line's first place wins
    kinds = [seen.get(" ".join(line.split())) for line in lines]
    counted = Counter((round(kind[0], 2), kind[1]) for kind in kinds if kind is not None)
    if not counted:
        return None
    size, heavy = min(counted, key=lambda kind: (-counted[kind], kind))  # the page's ordinary lines' type

    def apart(kind) -> bool:
        return kind is not None and (kind[0] >= max(1.0, size) * STANDS_OUT or (kind[1] and not heavy))

    def same(a, b) -> bool:
        return a is not None and b is not None and a[1] == b[1] and abs(a[0] - b[0]) <= 0.05 * max(a[0], b[0])

    marked = [kind for kind in kinds if apart(kind)]
    if not marked:
        return None
    top = max(marked)
    start = next(n for n, kind in enumerate(kinds) if same(kind, top))
    end = start + 1
    while end < len(lines) and same(kinds[end], top):
        end += 1
    if end < len(lines) and apart(kinds[end]) and kinds[end] < top:
        end += 1
    return start, end


# A person as a title page names one: initials and a surname («Г. Эндикотт», «Б. К. Хансен», «А.Сидоров»).
_PERSON = r"[А-ЯЁ]\.\s?(?:[А-ЯЁ]\.\s?)?[А-ЯЁ][а-яё]+(?:-[А-ЯЁ][а-яё]+)?"
_PEOPLE = re.compile(rf"{_PERSON}(?:\s*(?:,|\sи)\s*{_PERSON})*")
_TRANSLATED_BY = re.compile(rf"(?:Перевод|Перевёл|Перевел|Перевела|Переводчик|Пер\.)[:\s]+(?P<who>{_PEOPLE.pattern})$")
_CAPITALS = re.compile(r"[А-ЯЁ]{3}")
_LOWER = re.compile(r"[а-яё]")


def _title_page_lines(drafts) -> list[str]:
    if drafts and drafts[0].kind == "front" and drafts[0].id.endswith(".title"):
        return [_unspace(line).strip() for line in drafts[0].text.split("\n") if line.strip()]
    return []


def guess_people(drafts) -> tuple[str, str]:
    """(author, translator) a text without metadata names on its title page: a line that is only people named by
    their initials and surnames is the author; «Перевод Ю. Коваленко» names the translator. Empty when it names
    no one («Перевод с английского», «Перевод региональной федерации»)."""
    author = translator = ""
    for line in _title_page_lines(drafts):
        if not author and _PEOPLE.fullmatch(line):
            author = line
        elif not translator and (m := _TRANSLATED_BY.match(line)):
            translator = m["who"]
    return author, translator


def guess_edition(drafts, document_title: str = "") -> int:
    """The edition of the Laws a text without metadata belongs to, from its title page (0 when it does not say),
    and the part under the title said again as its heading (the rest of the page: an EPUB's, lawref.corpus.book)."""
    front = drafts[0].text if drafts and drafts[0].kind == "front" and drafts[0].id.endswith(".title") else ""
    if front and len(drafts) > 1 and drafts[1].kind == "front" and " ".join(drafts[1].title.split()) == \
            " ".join(front.split()):
        front += "\n" + drafts[1].text
    return named_edition(f"{front}\n{document_title}")


def _unspace(line: str) -> str:
    """'П Р А В И Л А' -> 'ПРАВИЛА' (a letter-spaced word; words of several letters are left alone)."""
    words = line.split("  ") if "  " in line else [line]
    return " ".join(w.replace(" ", "") if len(w.split()) >= 3 and all(len(t) == 1 for t in w.split()) else w
                    for w in words)


def clean_as_kind(text: str, shown: str, encoding: str, declared: str | None):
    """Stage 3 and the text's kind (`declared`, or guessed from the cleaned lines): (Cleaned, kind or None). A
    commentary is cleaned without a tool's run-in box captions (clean's run_in_labels): its «Важно.» at a
    paragraph's head is its note's own label; a text read as a commentary only after cleaning is cleaned again
    when a caption was taken off it."""
    from lawref.corpus.clean import ADMONITION, clean

    cleaned = clean(text, shown, encoding, run_in_labels=declared != COMMENTARY)
    kind = declared or guess_kind(cleaned.lines)
    if kind == COMMENTARY and declared is None and any(r.kind == ADMONITION for r in cleaned.removals):
        cleaned = clean(text, shown, encoding, run_in_labels=False)
    return cleaned, kind


def guess_kind(lines) -> str | None:
    """Law or commentary, from the structure alone (for a text without metadata): a commentary numbers its
    paragraphs by Law (`28.1.`) under headings `Правило 28. TITLE`; a law text has sections `A. Title` and
    items under `ПРАВИЛО 70. TITLE`; a heading in the dative, «К ПРАВИЛУ 13» («Комментарий к Правилу 28»,
    «Комментарий к статье 28») or under the paragraph sign «§ 14. Недостающая карта», is a commentary's: it names
    the Law the text is about. Paragraphs «14-1.», «14.1» count as «28.1.». A book whose Law headings have a
    marker a law text never has (a word not of data/law_words.toml over its title, in a rising run:
    levels.book_headings) is a commentary: the law parser reads only the Law words of data/law_words.toml. A word
    both kinds head their Laws with («Статья 27.
    Недостаточная ставка» in a translation, «Статья 18» / «ЗАЯВКИ» in a commentary: data/law_words.toml
    `commentary`) says the kind by what stands under each heading: a section «A. Title» before the next heading
    is a Law's own part (law); none, the comments on it (commentary). Whatever front matter comes first."""
    from lawref.corpus.headings import LAW_HEADING, ON_LAW_HEADING, mostly_capitals, shared_law_word
    from lawref.corpus.levels import KNOWN, book_headings
    from lawref.corpus.parse_commentary import PARAGRAPH, heading_match
    from lawref.corpus.parse_law import SECTION

    law = commentary = 0
    marker, matcher = book_headings(lines)
    shared_marker = marker not in (None, KNOWN, "") and shared_law_word(marker)
    if marker not in (None, KNOWN, "") and not shared_marker:
        commentary += 2 * sum(1 for line in lines if matcher(line.text))
    texts = [line.text for line in lines]
    shared = [k for k, text in enumerate(texts) if shared_law_word(text)
              and (LAW_HEADING.match(text) or (shared_marker and matcher(text)))]
    for k, end in zip(shared, [*shared[1:], len(texts)]):
        if any(SECTION.match(text) for text in texts[k + 1:end]):
            law += 3 if texts[k].split()[0].isupper() else 2
        else:
            commentary += 2
    taken = set(shared)
    for k, text in enumerate(texts):
        if k in taken:
            continue
        if PARAGRAPH.match(text):
            commentary += 2
        elif (m := heading_match(text)) and ON_LAW_HEADING.match(text):
            commentary += 2  # «К ПРАВИЛУ 13», «Комментарий к Правилу 28. …»: about a Law, never the Law
        elif m and m[2] and not text.split()[0].isupper() and mostly_capitals(m[2]):
            commentary += 1  # «Правило 28. ЗАЯВКИ»; a heading alone («Правило 12») or «Правило 12 — Полномочия
            # судьи» is either kind's
        elif LAW_HEADING.match(text):
            law += 3 if text.split()[0].isupper() else 2
        elif SECTION.match(text):
            law += 1
    if not law and not commentary:
        return _book_part_kind(lines)
    return LAW if law >= commentary else COMMENTARY


def _book_part_kind(lines) -> str | None:
    """A page of a book split into pages (a web site's title page with the preface, its Definitions page)
    has no Law in it but a book's own headings: it is read as part of the book (a commentary when its title
    says so), where any other text without a Law is refused."""
    from lawref.corpus.book import chapter_heading
    from lawref.corpus.headings import DEFINITIONS, is_front_heading

    texts = [line.text for line in lines if line.text.strip()]
    if not any(is_front_heading(t) or DEFINITIONS.match(t) or chapter_heading(t, LAW) for t in texts):
        return None
    return COMMENTARY if any("КОММЕНТАРИ" in t.upper() for t in texts[:8]) else LAW


def make_corpus(sources: Iterable[Source], clauses: Iterable[Clause], *,
                removals: dict[str, tuple[Removal, ...]] | None = None,
                diagnostics: Iterable[Diagnostic] = (), glossary: Iterable[GlossaryEntry] | None = None
                ) -> Corpus:
    """Stage 6, also the way to build a Corpus from hand-made clauses in tests."""
    from lawref.corpus.resolve import empty_clauses, glossary as find_glossary, not_in_corpus, resolve_refs

    resolved, backlinks = resolve_refs(clauses)
    by_id: dict[str, Clause] = {}
    for clause in resolved:
        if clause.id in by_id:
            raise LawrefError.labelled("clause_twice", path=clause.file, line=clause.line, id=clause.id,
                                       first=f"{by_id[clause.id].file}:{by_id[clause.id].line}")
        by_id[clause.id] = clause
    diagnostics = (*diagnostics, *empty_clauses(resolved), *not_in_corpus(resolved))
    return Corpus(
        sources=tuple(sources), clauses=resolved,
        glossary=tuple(glossary) if glossary is not None else find_glossary(resolved),
        removals=dict(removals or {}), diagnostics=tuple(diagnostics), _by_id=by_id, _backlinks=backlinks,
    )
