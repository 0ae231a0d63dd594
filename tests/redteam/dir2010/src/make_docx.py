#!/usr/bin/env python3
"""dir2010 → .docx as a volunteer types it in Word: the Law numbers in the headings are Word automatic
numbering («Правило %1.» of a list; each Law heading restarts the list at its own number, as Word's «Set
numbering value» does), so the paragraph text of a Law heading is only its title. Sections and items are
typed. Real Word footnotes, soft hyphens as <w:softHyphen/>, header and footer «– N –».

  /work/main/.venv/bin/python src/make_docx.py OUT.docx      (needs python-docx)
"""
import copy
import os
import sys

from docx import Document
from docx.enum.section import WD_SECTION
from docx.enum.table import WD_TABLE_ALIGNMENT
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_BREAK
from docx.opc.constants import CONTENT_TYPE as CT, RELATIONSHIP_TYPE as RT
from docx.opc.packuri import PackURI
from docx.opc.part import Part
from docx.oxml import parse_xml
from docx.oxml.ns import nsdecls, qn
from docx.shared import Cm, Pt

sys.path.insert(0, os.path.dirname(__file__))
import book  # noqa: E402

W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main'


def add_runs(p, markup, bold=False, italic=False, fn=None):
    """typed text with soft hyphens as <w:softHyphen/> and the footnote call as a footnote reference"""
    s = book.inline(markup, shy='\u00ad', call='\x00')
    parts = s.split('\x00')
    for k, part in enumerate(parts):
        pieces = part.split('\u00ad')
        for j, piece in enumerate(pieces):
            if piece:
                r = p.add_run(piece)
                r.bold = bold or None
                r.italic = italic or None
            if j < len(pieces) - 1:
                r = p.add_run()
                r._r.append(parse_xml(f'<w:softHyphen {nsdecls("w")}/>'))
        if k < len(parts) - 1:
            fid = fn()
            r = p.add_run()
            r._r.append(parse_xml(f'<w:rPr {nsdecls("w")}><w:vertAlign w:val="superscript"/></w:rPr>'))
            r._r.append(parse_xml(f'<w:footnoteReference {nsdecls("w")} w:id="{fid}"/>'))


def fld(p, instr, cached):
    for xml in (f'<w:r {nsdecls("w")}><w:fldChar w:fldCharType="begin"/></w:r>',
                f'<w:r {nsdecls("w")}><w:instrText xml:space="preserve"> {instr} </w:instrText></w:r>',
                f'<w:r {nsdecls("w")}><w:fldChar w:fldCharType="separate"/></w:r>',
                f'<w:r {nsdecls("w")}><w:t>{cached}</w:t></w:r>',
                f'<w:r {nsdecls("w")}><w:fldChar w:fldCharType="end"/></w:r>'):
        p._p.append(parse_xml(xml))


def main(out):
    blocks, clauses = book.parse()
    doc = Document()
    sec = doc.sections[0]
    sec.page_width, sec.page_height = Cm(21), Cm(29.7)
    sec.left_margin, sec.right_margin, sec.top_margin, sec.bottom_margin = Cm(2.5), Cm(1.5), Cm(2), Cm(2)
    st = doc.styles
    normal = st['Normal']
    normal.font.name = 'Times New Roman'
    normal.font.size = Pt(12)
    rpr = normal.element.get_or_add_rPr()
    rpr.append(parse_xml(f'<w:lang {nsdecls("w")} w:val="ru-RU" w:eastAsia="ru-RU"/>'))
    normal.paragraph_format.space_after = Pt(3)
    normal.paragraph_format.space_before = Pt(0)
    for name in ('Heading 1', 'Heading 2'):
        h = st[name]
        h.font.name = 'Arial'
        h.font.color.rgb = None
        h.font.size = Pt(14 if name == 'Heading 1' else 12)
        h.paragraph_format.alignment = WD_ALIGN_PARAGRAPH.CENTER
        h.paragraph_format.space_before = Pt(12)
        h.paragraph_format.space_after = Pt(6)
    st['Heading 1'].paragraph_format.page_break_before = True
    # numbering: one abstract list «Правило %1.» for the Law headings
    numbering = doc.part.numbering_part.element
    abs_id = 90
    numbering.insert(0, parse_xml(
        f'<w:abstractNum {nsdecls("w")} w:abstractNumId="{abs_id}"><w:multiLevelType w:val="singleLevel"/>'
        '<w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="Правило %1."/>'
        '<w:lvlJc w:val="center"/><w:suff w:val="space"/><w:pPr><w:ind w:left="0" w:firstLine="0"/></w:pPr>'
        '<w:rPr><w:b/></w:rPr></w:lvl></w:abstractNum>'))
    num_ids = iter(range(100, 200))

    def law_num(n):
        nid = next(num_ids)
        numbering.append(parse_xml(
            f'<w:num {nsdecls("w")} w:numId="{nid}"><w:abstractNumId w:val="{abs_id}"/>'
            f'<w:lvlOverride w:ilvl="0"><w:startOverride w:val="{n}"/></w:lvlOverride></w:num>'))
        return nid

    # footnotes part
    fn_xml = parse_xml(
        f'<w:footnotes {nsdecls("w")}>'
        '<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>'
        '<w:footnote w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:footnote>'
        '</w:footnotes>')
    fn_blocks = iter([b for b in blocks if b['b'] == 'fn'])
    counter = [0]

    def fn():
        counter[0] += 1
        fid = counter[0]
        b = next(fn_blocks)
        text = book.inline(b['text'], shy='')
        fn_xml.append(parse_xml(
            f'<w:footnote {nsdecls("w")} w:id="{fid}"><w:p><w:pPr><w:spacing w:after="0"/><w:jc w:val="both"/></w:pPr>'
            '<w:r><w:rPr><w:vertAlign w:val="superscript"/><w:sz w:val="20"/></w:rPr><w:footnoteRef/></w:r>'
            f'<w:r><w:rPr><w:sz w:val="20"/></w:rPr><w:t xml:space="preserve"> {text}</w:t></w:r></w:p></w:footnote>'))
        return fid

    first_h1 = True
    for b in blocks:
        k = b['b']
        if k == 'title':
            for i, line in enumerate(b['lines']):
                p = doc.add_paragraph()
                p.alignment = WD_ALIGN_PARAGRAPH.CENTER
                big = line == 'СПРАВОЧНИК СУДЬИ'
                if big or line == 'Приозёрск':
                    p.paragraph_format.space_before = Pt(120)
                add_runs(p, line, bold=big)
                if big:
                    p.runs[0].font.size = Pt(24)
        elif k in ('fronthead', 'defshead'):
            doc.add_paragraph(b['heading'], style='Heading 1')
        elif k == 'chapter':
            doc.add_paragraph(f'ЧАСТЬ {b["num"]}. {b["title"]}', style='Heading 1')
        elif k == 'law':
            p = doc.add_paragraph(b['title'], style='Heading 2')
            ppr = p._p.get_or_add_pPr()
            ppr.insert(1, parse_xml(f'<w:numPr {nsdecls("w")}><w:ilvl w:val="0"/><w:numId w:val="{law_num(int(b["num"]))}"/></w:numPr>'))
        elif k == 'sec':
            p = doc.add_paragraph()
            p.paragraph_format.keep_with_next = True
            p.paragraph_format.space_before = Pt(6)
            add_runs(p, f'{b["letter"]}. {b["title"]}', bold=True)
        elif k == 'term':
            p = doc.add_paragraph()
            p.alignment = WD_ALIGN_PARAGRAPH.JUSTIFY
            add_runs(p, b['term'], bold=True)
            add_runs(p, b['sep'] + b['text'], fn=fn)
        elif k == 'item':
            p = doc.add_paragraph()
            p.alignment = WD_ALIGN_PARAGRAPH.JUSTIFY
            left = {1: 0.75, 2: 1.5, 3: 2.4}[b['level']]
            p.paragraph_format.left_indent = Cm(left)
            p.paragraph_format.first_line_indent = Cm(-0.75 if b['level'] < 3 else -0.9)
            p.paragraph_format.tab_stops.add_tab_stop(Cm(left))
            add_runs(p, b['label'] + '\t' + b['text'], fn=fn)
        elif k == 'para':
            p = doc.add_paragraph()
            p.alignment = WD_ALIGN_PARAGRAPH.JUSTIFY
            p.paragraph_format.first_line_indent = Cm(1)
            add_runs(p, b['text'], fn=fn)
        elif k == 'box':
            tb = doc.add_table(rows=1, cols=1)
            tb.style = st['Table Grid']
            tb.alignment = WD_TABLE_ALIGNMENT.CENTER
            cell = tb.rows[0].cells[0]
            cell._tc.get_or_add_tcPr().append(parse_xml(f'<w:shd {nsdecls("w")} w:val="clear" w:color="auto" w:fill="E7E6E6"/>'))
            p = cell.paragraphs[0]
            p.alignment = WD_ALIGN_PARAGRAPH.JUSTIFY
            add_runs(p, b['title'], bold=True)
            add_runs(p, ' ' + b['text'], italic=True)
            doc.add_paragraph()
        elif k == 'table':
            rows = b['rows']
            tb = doc.add_table(rows=len(rows), cols=len(rows[0]))
            tb.style = st['Table Grid']
            for i, row in enumerate(rows):
                for j, c in enumerate(row):
                    p = tb.rows[i].cells[j].paragraphs[0]
                    if j > 0 or i == 0:
                        p.alignment = WD_ALIGN_PARAGRAPH.CENTER
                    add_runs(p, c, bold=(i == 0))
            tb.rows[0]._tr.get_or_add_trPr().append(parse_xml(f'<w:tblHeader {nsdecls("w")}/>'))
            doc.add_paragraph()
    # header and footer
    hp = sec.header.paragraphs[0]
    hp.alignment = WD_ALIGN_PARAGRAPH.RIGHT
    r = hp.add_run('Справочник судьи · ')
    r.italic = True
    r.font.size = Pt(9)
    # the current Law's title: a STYLEREF field (its cached text is the first Law's title, as Word saved it)
    fld(hp, 'STYLEREF "Heading 2" \\* MERGEFORMAT', 'КОЛОДА')
    hp._p.get_or_add_pPr().insert_element_before(
        parse_xml(f'<w:pBdr {nsdecls("w")}><w:bottom w:val="single" w:sz="4" w:space="1" w:color="auto"/></w:pBdr>'),
        'w:shd', 'w:tabs', 'w:suppressAutoHyphens', 'w:spacing', 'w:ind', 'w:jc', 'w:rPr')
    fp = sec.footer.paragraphs[0]
    fp.alignment = WD_ALIGN_PARAGRAPH.CENTER
    fp.add_run('– ')
    fld(fp, 'PAGE', '1')
    fp.add_run(' –')
    sec.different_first_page_header_footer = True
    # the footnotes part
    part = Part(PackURI('/word/footnotes.xml'), CT.WML_FOOTNOTES, fn_xml.xml.encode('utf-8') if hasattr(fn_xml, 'xml')
                else None, doc.part.package)
    from lxml import etree
    part._blob = etree.tostring(fn_xml, xml_declaration=True, encoding='UTF-8', standalone=True)
    doc.part.relate_to(part, RT.FOOTNOTES)
    doc.core_properties.title = 'Справочник судьи'
    doc.core_properties.author = 'Судейский комитет'
    doc.core_properties.language = 'ru-RU'
    doc.save(out)


if __name__ == '__main__':
    main(sys.argv[1])
