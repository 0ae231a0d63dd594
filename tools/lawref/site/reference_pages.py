"""The reference pages: the glossary (terms from footnotes and the Definitions), the index of every
cross-reference, and the sources with their editions and rights (and, in a public build, what was left out)."""

from __future__ import annotations

from lawref import urls
from lawref.context import reader_name
from lawref.corpus.rights import PERSONAL_NOTICE, personal_sources
from lawref.display import display_title
from lawref.editions import edition_words
from lawref.ids import anchor
from lawref.model import COMMENTARY, PERSONAL, Corpus, Source
from lawref.site.markup import missing_note, rights_notice, source_anchor
from lawref.site.render import clause_link, md_escape, page_relative, preview_title, text_paragraphs


def glossary_page(corpus: Corpus) -> str:
    page = "glossary.md"
    out = ["# Глоссарий", "", "Термины, определённые в Определениях и в сносках к текстам Правил.", ""]
    for entry in corpus.glossary:
        out += [f"## {md_escape(entry.term)} {{ #term-{anchor(entry.clause_id)} }}", ""]
        clause = corpus.get(entry.clause_id)
        definition = text_paragraphs(clause, corpus, page) if clause else [md_escape(entry.definition)]
        out += [*definition, ""]
        # Where it is defined, by the name a reader knows («Сноска к Правилу 70»), never the id («70.fn1»).
        where = "Определения" if entry.clause_id.startswith("def.") else reader_name(corpus, entry.clause_id)
        meta = f"Где определён: [{md_escape(where)}]({clause_link(entry.clause_id, page)})"
        if entry.laws:
            laws = ", ".join(f"[{md_escape(law)}]({page_relative(urls.law_url(law), page)})" for law in entry.laws)
            meta += f"; действует для Правил: {laws}"
        out += [meta + ".", "{: .lawref-meta }", ""]
    if not corpus.glossary:
        out += ["В справочнике нет определений терминов.", ""]
    return "\n".join(out)


def xref_page(corpus: Corpus) -> str:
    page = "xref.md"
    out = ["# Перекрёстные ссылки", "",
           "Каждая ссылка справочника: откуда, какими словами и куда. Ссылка на то, чего в справочнике нет, "
           "ведёт на страницу правила, где это отмечено.", ""]
    personal = {s.key for s in personal_sources(corpus)}
    for source in corpus.sources:  # the words of references and their previews quote the source
        if source.key in personal and any(corpus[r.source_id].source_key == source.key for r in corpus.refs()):
            out += rights_notice(source)
    out += ["| Откуда | Слова ссылки | Куда |", "|---|---|---|"]
    for ref in corpus.refs():
        words = md_escape(ref.text) if ref.text else "<em>внутри диапазона</em>"
        note = "" if ref.in_corpus else \
            f' <span class="lawref-missing-note">({missing_note(corpus, ref.target)})</span>'
        to = (f'[{md_escape(reader_name(corpus, ref.target))}]({clause_link(ref.target, page)} '
              f'"{preview_title(corpus, ref.target)}"){{ .lawref-ref }}')
        src = (f'[{md_escape(reader_name(corpus, ref.source_id))}]({clause_link(ref.source_id, page)} '
               f'"{preview_title(corpus, ref.source_id)}"){{ .lawref-ref }}')
        out.append(f"| {src} | {words} | {to}{note} |")
    return "\n".join(out) + "\n"


def _kind(source: Source) -> str:
    return "комментарий" if source.kind == COMMENTARY else "текст Правил"


def sources_page(corpus: Corpus, left_out: tuple[Source, ...] = ()) -> str:
    """Each source's title, edition (with its note from the .toml), people and rights. No file names: a reader
    has no use for them (`lawref show` and `lawref check` give them to editors)."""
    out = ["# Источники", "", "Тексты, из которых собран справочник, и их правообладатели.", ""]
    fields = (("Вид", _kind),
              ("Редакция Правил", lambda s: edition_words(s.edition)),
              ("О редакции", lambda s: s.edition_note),
              ("Автор", lambda s: s.author), ("Перевод", lambda s: s.translator),
              ("Издатель", lambda s: s.publisher), ("Авторские права", lambda s: s.copyright),
              ("Использование", lambda s: PERSONAL_NOTICE if s.rights == PERSONAL else ""))
    for source in corpus.sources:
        # Its title as a reader is shown it (lawref.display); the title page's full wording below, when longer.
        out += [f"## {md_escape(display_title(source.title))} {{ #{source_anchor(source.key)} }}", ""]
        if display_title(source.title) != " ".join(source.title.split()):
            out.append(f"- **Название в источнике:** {md_escape(source.title)}")
        for name, get in fields:
            if value := get(source):
                out.append(f"- **{name}:** {md_escape(str(value))}")
        out.append("")
    if left_out:
        out += ["## Не вошло в эту сборку { #lawref-left-out }", "",
                "Это публичная сборка справочника: тексты, предназначенные только для личного пользования, "
                "в неё не включены.", ""]
        for source in left_out:
            out.append(f"- {md_escape(display_title(source.title))} ({_kind(source)}, "
                       f"редакция {edition_words(source.edition)})")
        out.append("")
    return "\n".join(out)
