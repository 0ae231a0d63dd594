"""Front and back matter as HTML, written once every body page is known: the cover, the colophon (its back),
the contents, the subject index and the index of references. Page numbers here are plain text."""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from lawref.booklet.plan import Plan, included_text, printed_name
from lawref.context import crumb
from lawref.corpus.rights import PERSONAL_NOTICE
from lawref.display import display_title
from lawref.editions import edition_words
from lawref.ids import anchor, law_of
from lawref.model import COMMENTARY, PERSONAL


@dataclass(frozen=True)
class Edition:
    """What the cover says about this printing."""

    date: str  # "29.11.2026"
    version: str  # lawref's version
    corpus: str  # short hash of the texts printed
    site_url: str = ""


def booklet_title(plan: Plan) -> tuple[str, str]:
    """(title, subtitle) from the sources printed: the law text's title, and the commentary's."""
    used = set(plan.source_keys())
    sources = [s for s in plan.corpus.sources if s.key in used]
    laws = [s for s in sources if s.kind != COMMENTARY]
    comms = [s for s in sources if s.kind == COMMENTARY]
    if laws:
        title = display_title(laws[0].title) if len(laws) == 1 else "Международные правила спортивного бриджа"
        sub = "С комментарием: " + "; ".join(display_title(s.title) for s in comms) if comms else ""
    else:
        title, sub = (display_title(comms[0].title) if len(comms) == 1 else "Комментарии к Правилам бриджа"), ""
    return title, sub


def booklet_author(plan: Plan) -> str:
    """The PDF's Author: the printed sources' authors, else their publishers, else who compiled it."""
    used = plan.source_keys()
    sources = [s for s in plan.corpus.sources if s.key in used]
    for names in ([s.author for s in sources], [s.publisher for s in sources]):
        if any(names):
            return "; ".join(dict.fromkeys(n for n in names if n))
    return "lawref (неофициальное издание)"


def cover_html(plan: Plan, edition: Edition, qr) -> str:
    title, sub = booklet_title(plan)
    parts = ['<section class="cover">', f'<h1 class="cover-title">{escape(title)}</h1>']
    if sub:
        parts.append(f'<p class="cover-sub">{escape(sub)}</p>')
    parts.append('<p class="unofficial">Неофициальное издание</p>')
    parts.append('<p class="cover-what">В этом издании:</p><ul class="cover-list">')
    parts += [f"<li>{escape(line)}</li>" for line in included_text(plan)]
    parts.append("</ul>")
    personal = [s for s in plan.corpus.sources if s.key in plan.personal_keys()]
    for source in personal:
        parts.append(f'<p class="rights">{escape(display_title(source.title))}: {escape(PERSONAL_NOTICE)}</p>')
    parts.append(f'<p class="cover-date">Собрано {escape(edition.date)} · lawref {escape(edition.version)} · '
                 f"тексты {escape(edition.corpus)}</p>")
    if edition.site_url and qr:
        parts.append(f'<div class="cover-site">{qr(edition.site_url, "qr-cover")}'
                     f'<p><a href="{escape(edition.site_url)}">{escape(edition.site_url)}</a><br>'
                     "Справочник на сайте: поиск, перекрёстные ссылки, работает без сети</p></div>")
    parts.append("</section>")
    return "".join(parts)


def colophon_html(plan: Plan, edition: Edition) -> str:
    corpus = plan.corpus
    used = set(plan.source_keys())
    parts = ['<section class="colophon">', "<h2>Источники</h2>"]
    for source in corpus.sources:
        if source.key not in used:
            continue
        laws_of = (f"написан для Правил {edition_words(source.edition)}" if source.kind == COMMENTARY
                   else edition_words(source.edition))
        full = " ".join(source.title.split())  # the title page's wording, when the title shown is shorter
        rows = [("Название в источнике", full if full != display_title(source.title) else ""),
                ("Автор", source.author), ("Перевод", source.translator), ("Издатель", source.publisher),
                ("Редакция", laws_of), ("Права", source.copyright)]
        if source.rights == PERSONAL:
            rows.append(("", PERSONAL_NOTICE))
        parts.append(f"<h3>{escape(display_title(source.title))}</h3><dl>")
        parts += [f"<dt>{name}</dt><dd>{escape(value)}</dd>" for name, value in rows if value]
        parts.append("</dl>")
    parts.append("<h2>Как читать</h2><ul>")
    parts.append("<li>«→ с. 7» после ссылки — страница, где напечатано то, на что она ссылается; ссылка на то, "
                 "что стоит на той же странице, номера не несёт; ссылка на то, чего в этом издании нет, "
                 "напечатана как в источнике.</li>")
    if plan.commentary_roots:
        parts.append("<li>«→ комм., с. 5» — текста этой части Правила здесь нет, есть комментарий к Правилу.</li>"
                     "<li>Комментарий отчёркнут слева; в начале каждого комментария указано, для какой редакции "
                     "Правил он написан.</li>")
    for old, new in edition_marks(plan):
        parts.append(f"<li>«[{old}→{new}]» — ссылка из текста редакции {old} года на Правило, напечатанное здесь "
                     f"в редакции {new} года: его содержание могло измениться.</li>")
    parts.append("<li>Номер Правила — в наружном верхнем углу страницы; метки на обрезе — группы Правил.</li></ul>")
    parts.append(f'<p class="small">Неофициальное издание, собрано программой lawref {escape(edition.version)} '
                 f"{escape(edition.date)}. Шрифт DejaVu Serif.</p></section>")
    return "".join(parts)


def edition_marks(plan: Plan) -> list[tuple[int, int]]:
    """(edition of the citing text, edition of the printed target) of every reference marked across editions."""
    marks = set()
    for clause_id in plan.printed:
        clause = plan.corpus[clause_id]
        for ref in clause.refs:
            target = plan.target(ref, clause)
            if target and target.kind != "commentary" and target.edition != clause.edition:
                marks.add((clause.edition, target.edition))
    return sorted(marks)


def contents_html(entries: list[tuple[int, str, str]]) -> str:
    """entries: (level, title, page label); a chapter's title set under its label («ГЛАВА VII» / «ЭТИКА»,
    blocks.heading) follows a line break, and stands under it here too."""
    parts = ['<nav class="toc"><h2 class="toc-title">Содержание</h2><ul>']
    for level, title, page in entries:
        shown = escape(title).replace("\n", "<br>")
        parts.append(f'<li class="l{level}">{shown}<span class="n">{escape(page)}</span></li>')
    parts.append("</ul></nav>")
    return "".join(parts)


def page_ranges(pages) -> list[str]:
    """[2, 3, 4, 7, 9, 10] -> ['2–4', '7', '9–10']: a book index's runs of pages."""
    out: list[list[int]] = []
    for n in sorted(set(pages)):
        if out and n == out[-1][-1] + 1:
            out[-1].append(n)
        else:
            out.append([n])
    return [f"{run[0]}–{run[-1]}" if len(run) > 1 else str(run[0]) for run in out]


@dataclass(frozen=True)
class IndexEntry:
    heading: str
    pages: tuple[str, ...]  # its page numbers and ranges, the defining page first
    defined: str = ""  # the defining page (printed in bold), when there is one
    subs: tuple[IndexEntry, ...] = ()  # sub-entries: the heading's words after the main entry's


def index_entries(rows: list[tuple[str, list[int], int | None]]) -> list[IndexEntry]:
    """Main entries with sub-entries, as a book index has them: terms that open with the same word («заявка вне
    очереди», «заявка в порядке очереди», «заявка») are one main entry, the word, with the rest as sub-entries.
    Each entry's pages run as ranges, its defining page first."""
    def entry(heading, pages, defined):
        rest = [p for p in pages if p != defined]
        return IndexEntry(heading, ((str(defined),) if defined else ()) + tuple(page_ranges(rest)),
                          str(defined) if defined else "")

    groups: dict[str, list] = {}
    for row in rows:
        groups.setdefault(row[0].split()[0].lower().replace("ё", "е"), []).append(row)
    out = []
    for rows_of in groups.values():
        main = next((r for r in rows_of if len(r[0].split()) == 1), None)
        others = [r for r in rows_of if r is not main]
        if main is None and len(others) == 1:
            out.append(entry(*others[0]))
            continue
        word = main[0] if main else others[0][0].split()[0]
        head = entry(*main) if main else IndexEntry(word, ())
        subs = tuple(entry(r[0].split(None, 1)[1], r[1], r[2]) for r in others)
        out.append(IndexEntry(head.heading, head.pages, head.defined, subs))
    return sorted(out, key=lambda e: e.heading.lower().replace("ё", "е"))


def subject_index_html(rows: list[tuple[str, list[int], int | None]]) -> str:
    """rows: (term, pages where it is used, page of its definition or None)."""
    parts = ['<section class="index" id="subject-index"><h2 class="index-title">Предметный указатель</h2>',
             '<div class="cols">']

    def line(entry: IndexEntry, classes: str, prefix: str = "", heading: str = "") -> str:
        shown = ", ".join(f"<b>{n}</b>" if n == entry.defined and i == 0 else n for i, n in enumerate(entry.pages))
        return (f'<p class="{classes}">{prefix}{escape(heading or entry.heading)} '
                f'<span class="pages">{shown}</span></p>')

    for entry in index_entries(rows):
        # A main entry starts with a capital, as a book's index sets it, whether the term came from the
        # Definitions («Болван») or from the term list («левый оппонент»); sub-entries stay as they are.
        capital = entry.heading[:1].upper() + entry.heading[1:]
        parts.append(line(entry, "entry" + (" main" if entry.subs else ""), heading=capital))
        parts += [line(sub, "entry sub", "—\u00a0") for sub in entry.subs]
    parts.append("</div></section>")
    return "".join(parts)


def situation_rows(plan, anchor_page: dict[str, int]) -> list[tuple[str, str, list[tuple[str, int]]]]:
    """The situation index on the printed clauses: (phase title, situation, [(printed name, page)]), by phase;
    a situation none of whose clauses is printed is left out."""
    from lawref.search.situations import PHASE_TITLES, by_phase, place

    rows = []
    for phase, entries in by_phase(place(plan.corpus)[0]):
        for entry in entries:
            places = []
            for clause_id in entry.clauses:
                page = anchor_page.get(anchor(clause_id)) if clause_id in plan.printed else None
                if page is not None:
                    clause = plan.corpus[clause_id]
                    name = crumb(clause) if clause.kind == "law" else printed_name(plan.corpus, clause_id)
                    places.append((name, page))
            if places:
                rows.append((PHASE_TITLES[phase], entry.situation.shown, places))
    return rows


def situation_index_html(rows: list[tuple[str, str, list[tuple[str, int]]]]) -> str:
    """rows: (phase title, situation, [(printed name of a clause, its page)]), grouped by phase in order."""
    parts = ['<section class="index" id="situation-index"><h2 class="index-title">Указатель ситуаций</h2>',
             '<p class="index-note">Что случилось за столом и где это решают Правила. Ситуации сформулированы '
             "составителями, это не текст Правил.</p>", '<div class="cols">']
    phase = None
    for title, said, places in rows:
        if title != phase:
            parts.append(f'<h3 class="index-group">{escape(title)}</h3>')
            phase = title
        where = "; ".join(f"{escape(name)}\u00a0(с.\u00a0{page})" for name, page in places)
        parts.append(f'<p class="entry">{escape(said)} — {where}</p>')
    parts.append("</div></section>")
    return "".join(parts)


def xref_index_html(plan: Plan, entries) -> str:
    """entries: (target name, target page or None, via-commentary law or "", [(citing name, page)])."""
    parts = ['<section class="index" id="xref-index"><h2 class="index-title">Указатель ссылок</h2>',
             '<p class="index-note">Что на что ссылается: цель ссылки и её страница (если она в этом издании), '
             "за стрелкой ← — места, которые на неё ссылаются.</p>", '<div class="cols">']
    for name, page, via, sources in entries:
        where = ""
        if page is not None:
            where = f" → комм. к {escape(via)}, с.\u00a0{page}" if via else f" с.\u00a0{page}"
        cited = "; ".join(f"{escape(n)}\u00a0(с.\u00a0{p})" for n, p in sources)
        parts.append(f'<p class="entry"><b>{escape(name)}</b>{where} ← {cited}</p>')
    parts.append("</div></section>")
    return "".join(parts)


def xref_entries(plan: Plan, ref_pages: dict[str, int], anchor_page: dict[str, int]):
    """Every reference printed, grouped by target, in Law order; each citing place by its printed name."""
    corpus = plan.corpus
    groups: dict[str, list] = {}
    for clause in corpus.clauses:
        if clause.id not in plan.printed:
            continue
        for ref in clause.refs:
            key = f"{clause.id}@{ref.start}"
            if key not in ref_pages or ref.kind not in ("law", "paragraph"):
                continue
            groups.setdefault(ref.target, []).append((clause, ref, ref_pages[key]))
    entries = []
    for target in sorted(groups, key=_order):
        refs = groups[target]
        clause, ref, _ = refs[0]
        resolved = plan.target(ref, clause)
        page = anchor_page.get(resolved.anchor) if resolved else None
        via = law_of(target) if resolved and resolved.kind == "commentary" else ""
        if resolved is None:  # some citing places may still reach it (from outside its own chapter)
            for c, r, _ in refs:
                if (other := plan.target(r, c)) is not None:
                    page = anchor_page.get(other.anchor)
                    via = law_of(target) if other.kind == "commentary" else ""
                    break
        name = printed_name(corpus, target) if target in corpus else target
        cited = list(dict.fromkeys((printed_name(corpus, c.id), p) for c, _, p in refs))
        entries.append((name, page, via, cited))
    return entries


def _order(target: str):
    law = law_of(target)
    return (int(law) if law and law.isdigit() else 10_000, target)
