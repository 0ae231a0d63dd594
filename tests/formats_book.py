"""A small law text (two Laws with sections, items and sub-items) rendered as .txt, .html, .docx and .pdf, for
the format tests. The wording is our own; the .txt is laid out as the Law 70 seed (a blank line between
paragraphs). Each renderer writes the same words; the HTML and DOCX number items automatically."""

from __future__ import annotations

import io
from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class Item:
    text: str
    subitems: list[str] = field(default_factory=list)


@dataclass
class Section:
    letter: str
    title: str
    lead: str
    items: list[Item] = field(default_factory=list)


@dataclass
class Law:
    number: int
    title: str
    sections: list[Section]


LONG = ("При рассмотрении обстоятельств Судья учитывает последовательность торговли, объяснения сторон и "
        "положение карт, оставшихся у игроков, после чего объявляет решение, обязательное для участников.")

BOOK = [
    Law(1, "КОЛОДА И ЕЁ СОСТАВ", [
        Section("A", "Состав колоды", "Дублированный бридж играется колодой из пятидесяти двух карт. " + LONG, [
            Item("Карты каждой масти располагаются по старшинству от туза до двойки. " + LONG),
            Item("Масти располагаются по старшинству в следующем порядке:",
                 ["пики, затем черви;", "бубны, затем трефы. " + LONG]),
        ]),
        Section("B", "Рубашки карт", "Рубашки всех карт колоды одинаковы по рисунку и цвету. " + LONG, [
            Item("Колода с отличающимися рубашками заменяется до начала сдачи."),
        ]),
    ]),
    Law(2, "ДОСКИ ДЛЯ СДАЧ", [
        Section("A", "Обозначение досок", "Каждая доска имеет номер и четыре кармана для рук игроков. " + LONG, [
            Item("Номер доски указывается на её лицевой стороне. " + LONG,
                 ["стрелка показывает направление Севера;", "цвет кармана показывает зональность. " + LONG]),
            Item("Доска без обозначения зональности заменяется Судьёй."),
        ]),
    ]),
]
SITE_NAME = "Клуб спортивного бриджа «Вист»"
RUNNING_HEAD = "Международные правила спортивного бриджа"


def law_heading(law: Law) -> str:
    return f"ПРАВИЛО {law.number}. {law.title}"


def sub_label(index: int) -> str:
    return f"({'abcdefgh'[index]})"


def to_txt(book=BOOK) -> str:
    paragraphs = []
    for law in book:
        paragraphs.append(law_heading(law))
        for section in law.sections:
            paragraphs += [f"{section.letter}. {section.title}", section.lead]
            for number, item in enumerate(section.items, 1):
                paragraphs.append(f"{number}. {item.text}")
                paragraphs += [f"{sub_label(i)} {text}" for i, text in enumerate(item.subitems)]
    return "\n\n".join(paragraphs) + "\n"


def to_html(book=BOOK, *, charset: str = "utf-8") -> str:
    """A site's page: header, nav menu, breadcrumbs, the Laws in an article, a footer, a script."""
    body = []
    for law in book:
        body.append(f"<h2>{law_heading(law)}</h2>")
        for section in law.sections:
            body.append(f"<h3>{section.letter}. {section.title}</h3>\n<p>{section.lead}</p>\n<ol>")
            for item in section.items:
                subs = "".join(f"<li>{text}</li>" for text in item.subitems)
                body.append(f"  <li>{item.text}" + (f'\n    <ol type="a">{subs}</ol>' if subs else "") + "</li>")
            body.append("</ol>")
    content = "\n".join(body)
    return f"""<!DOCTYPE html>
<html lang="ru"><head><meta charset="{charset}"><title>Правила | {SITE_NAME}</title>
<style>body {{ font-family: serif }}</style></head>
<body>
<header><div class="logo">{SITE_NAME}</div></header>
<nav><ul><li><a href="/">Главная</a></li><li><a href="/laws/">Правила</a></li><li><a href="/news/">Новости</a></li></ul></nav>
<div class="breadcrumbs"><a href="/">Главная</a> › <a href="/laws/">Правила</a> › Правила 1–2</div>
<main><article>
{content}
</article></main>
<footer><p>© {SITE_NAME}, 2024. <a href="/about/">О клубе</a></p></footer>
<script>window.counter = "Счётчик посещений";</script>
</body></html>
"""


def typed_body(book=BOOK, law_tag: str = "h2", section_tag: str = "h3") -> list[str]:
    """The book as HTML elements with every label typed (no numbered lists): a Law's heading, each section's
    heading and lead-in, each item and sub-item a paragraph."""
    body = []
    for law in book:
        body.append(f"<{law_tag}>{law_heading(law)}</{law_tag}>")
        for section in law.sections:
            body.append(f"<{section_tag}>{section.letter}. {section.title}</{section_tag}><p>{section.lead}</p>")
            for number, item in enumerate(section.items, 1):
                body.append(f"<p>{number}. {item.text}</p>")
                body += [f"<p>{sub_label(i)} {text}</p>" for i, text in enumerate(item.subitems)]
    return body


def to_pdf_html(book=BOOK) -> str:
    """The book printed: typed labels, running head and page numbers, hyphenation, indented first lines."""
    body = typed_body(book)
    return f"""<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>Правила</title><style>
@page {{ size: A6; margin: 18mm 12mm; @top-center {{ content: "{RUNNING_HEAD}"; font-size: 7pt }}
        @bottom-center {{ content: counter(page); font-size: 8pt }} }}
body {{ font: 9pt/1.25 "DejaVu Serif", serif }}
p {{ hyphens: auto; text-align: justify; margin: 0; text-indent: 1.2em }}
h2 {{ font-size: 11pt; margin: 10pt 0 6pt }} h3 {{ font-size: 9pt; margin: 6pt 0 3pt }}
</style></head><body>{"".join(body)}</body></html>"""


def to_pdf(book=BOOK) -> bytes:
    import weasyprint

    return weasyprint.HTML(string=to_pdf_html(book)).write_pdf()


def to_docx(book=BOOK) -> bytes:
    """Headings by style, Word numbering for items ("%1.") and sub-items ("(%2)"), restarted in each
    section, a header (running head) and a footer (page number field)."""
    import docx

    document = docx.Document()
    document.core_properties.title = "Правила 1–2"
    section = document.sections[0]
    section.header.paragraphs[0].text = RUNNING_HEAD
    _page_field(section.footer.paragraphs[0])
    numbering = document.part.numbering_part.element
    abstract_id = _add_abstract(numbering)
    for law in book:
        document.add_heading(law_heading(law), level=1)
        for sec in law.sections:
            document.add_heading(f"{sec.letter}. {sec.title}", level=2)
            document.add_paragraph(sec.lead)
            num_id = _add_num(numbering, abstract_id)
            for item in sec.items:
                _numbered(document.add_paragraph(item.text), num_id, 0)
                for text in item.subitems:
                    _numbered(document.add_paragraph(text), num_id, 1)
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()


def _page_field(paragraph) -> None:
    from docx.oxml import parse_xml
    from docx.oxml.ns import nsdecls

    paragraph._p.append(parse_xml(f'<w:fldSimple {nsdecls("w")} w:instr="PAGE"><w:r><w:t>1</w:t></w:r>'
                                  '</w:fldSimple>'))


def _add_abstract(numbering) -> str:
    from docx.oxml import parse_xml
    from docx.oxml.ns import nsdecls

    ids = [int(a.get(qn_w("abstractNumId"))) for a in numbering.iter(qn_w("abstractNum"))]
    abstract_id = str(max(ids, default=0) + 1)
    levels = "".join(f'<w:lvl w:ilvl="{lvl}"><w:start w:val="1"/><w:numFmt w:val="{fmt}"/>'
                     f'<w:lvlText w:val="{text}"/></w:lvl>'
                     for lvl, fmt, text in ((0, "decimal", "%1."), (1, "lowerLetter", "(%2)")))
    element = parse_xml(f'<w:abstractNum {nsdecls("w")} w:abstractNumId="{abstract_id}">{levels}</w:abstractNum>')
    first_num = next(numbering.iter(qn_w("num")), None)
    if first_num is not None:
        first_num.addprevious(element)
    else:
        numbering.append(element)
    return abstract_id


def _add_num(numbering, abstract_id: str) -> str:
    from docx.oxml import parse_xml
    from docx.oxml.ns import nsdecls

    ids = [int(n.get(qn_w("numId"))) for n in numbering.iter(qn_w("num"))]
    num_id = str(max(ids, default=0) + 1)
    numbering.append(parse_xml(
        f'<w:num {nsdecls("w")} w:numId="{num_id}"><w:abstractNumId w:val="{abstract_id}"/>'
        f'<w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride></w:num>'))
    return num_id


def _numbered(paragraph, num_id: str, level: int) -> None:
    from docx.oxml import parse_xml
    from docx.oxml.ns import nsdecls

    p_pr = paragraph._p.get_or_add_pPr()
    p_pr.append(parse_xml(f'<w:numPr {nsdecls("w")}><w:ilvl w:val="{level}"/><w:numId w:val="{num_id}"/>'
                          '</w:numPr>'))


def qn_w(name: str) -> str:
    return "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}" + name


def write_book(folder: Path, stem: str, suffix: str) -> Path:
    """The book as `folder/stem.suffix` (no .toml beside it)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{stem}{suffix}"
    if suffix == ".txt":
        path.write_text(to_txt(), "utf-8")
    elif suffix in (".html", ".htm"):
        path.write_text(to_html(), "utf-8")
    elif suffix == ".docx":
        path.write_bytes(to_docx())
    elif suffix == ".pdf":
        path.write_bytes(to_pdf())
    return path


def clause_rows(corpus) -> list[tuple[str, str, str, str, str]]:
    """What every format must give alike: id, kind, label, title, and the text with lines joined by a space."""
    return [(c.id, c.kind, c.label, c.title, " ".join(c.text.split())) for c in corpus.clauses]
