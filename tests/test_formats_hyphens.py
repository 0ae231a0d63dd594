"""Line-end hyphens of every producer, joined by one set of rules (lawref.corpus.join): one row per rule,
and a justified, hyphenated book printed to PDF by LibreOffice (made here with soffice)."""

from __future__ import annotations

import re

import pytest

from formats_tools import soffice
from lawref.corpus.join import hyphen_join, join_lines
from lawref.model import Line

ROWS = [
    # (line end, next line, how, the rule)
    ("на-", "значает", "split", "a word split: the joined word is a word"),
    ("Пра-", "вило 77В2", "split", "a reference split at the line end"),
    ("прото-", "кол", "split", "joined is a word, though «прото» is a prefix"),
    ("сторона-", "нарушитель", "keep", "a compound: halves are words, joined is none"),
    ("сторона\u2010", "нарушитель", "keep", "the same with WeasyPrint's U+2010"),
    ("на\u2010", "значает", "split", "U+2010 splitting a word"),
    ("сторона\u00ad", "нарушитель", "split", "a soft hyphen always splits (the producer's mark)"),
    ("кто-", "либо", "keep", "a compound the data names"),
    ("из-", "за", "keep", "a prefix compound the data names"),
    ("по-", "том", "split", "a half of two letters is no compound: потом"),
    ("ре-", "контрой", "split", "a half of two letters is no compound, though both are words: реконтрой"),
    ("вис-", "тующий", "split", "the second half no word"),
    ("бридж-", "клуб", "keep", "a compound of two words"),
    ("1-", "го", "keep", "after a digit"),
    ("E-", "W", "keep", "before a capital"),
    # a title in capitals hyphenated in a narrow column (abi2000's Typst): the words decide as in lower case
    ("НЕВЕРНОЙ ИНФОРМА-", "ЦИИ", "split", "a word in capitals split"),
    ("СТОРОНА-", "НАРУШИТЕЛЬ", "keep", "a compound in capitals"),
    ("ПРАВИЛО 12 Б-", "ВЗЯТКИ", "keep", "a letter alone before the hyphen: no word split"),
    ("если он удостоверится, -", "что", "space", "a dash"),
    # AbiWord breaks the line between a footnote's call and the stop after it (abi2000): the stop ends the word
    ("доступны противникам<*>", ". Раздел B", "keep", "a stop alone at the next line's start, after a call"),
    ("доступны противникам", ",", "keep", "a comma alone at the next line's start"),
    ("см. п.", "5 ниже", "space", "a figure is no stop"),
    ("и так далее", "... потом", "space", "an ellipsis opens a line"),
]


@pytest.mark.parametrize("before, after, how, rule", ROWS, ids=[r[3] for r in ROWS])
def test_hyphen_rule(before, after, how, rule):
    assert hyphen_join(before, after) == how


TEXT = ("Судья назначает скорректированный результат, если сторона-нарушитель получила преимущество вследствие "
        "нарушения; невиновная сторона сохраняет право на исправление, а протокол заседания апелляционного "
        "комитета подписывается председателем. ")


def test_libreoffice_justified_hyphenated_pdf_joins_words_and_keeps_compounds(tmp_path):
    import docx
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.oxml import parse_xml
    from docx.oxml.ns import nsdecls

    from lawref.corpus.formats.from_pdf import extract_pdf

    document = docx.Document()
    document.settings.element.append(parse_xml(f'<w:autoHyphenation {nsdecls("w")} w:val="true"/>'))
    normal = document.styles["Normal"]
    normal.element.get_or_add_rPr().append(parse_xml(f'<w:lang {nsdecls("w")} w:val="ru-RU"/>'))
    document.add_paragraph(TEXT * 12).alignment = WD_ALIGN_PARAGRAPH.JUSTIFY
    document.save(tmp_path / "hy.docx")
    pdf = soffice(tmp_path / "hy.docx", "pdf", tmp_path / "out")
    text = extract_pdf(pdf.read_bytes(), pdf.name).text
    lines = text.split("\n")
    assert sum(line.endswith("-") for line in lines) >= 5  # LibreOffice did hyphenate
    joined = join_lines([Line(n, line) for n, line in enumerate(lines, 1) if line]).text
    assert joined.split() == (TEXT * 12).split()
    assert not re.search(r"сторонанарушитель|\w- \w", joined)
