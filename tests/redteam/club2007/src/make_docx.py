"""club_autonum.docx: Word-style document, item labels from Word automatic numbering (numbering.xml),
real Word footnotes (footnotes.xml), header with the booklet title, footer «— PAGE —»."""
import sys, copy
from docx import Document
from docx.shared import Pt, Cm
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_BREAK
from docx.oxml import parse_xml
from docx.oxml.ns import nsdecls, qn
from docx.opc.constants import RELATIONSHIP_TYPE as RT
from docx.opc.part import Part
from docx.opc.packuri import PackURI
import book

W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
blocks = book.parse()
doc = Document()
st = doc.styles['Normal']
st.font.name = 'Times New Roman'
st.font.size = Pt(12)
st.element.rPr.rFonts.set(qn('w:eastAsia'), 'Times New Roman')
st.element.rPr.rFonts.set(qn('w:cs'), 'Times New Roman')
pf = st.paragraph_format
pf.space_after = Pt(3)
pf.space_before = Pt(0)
pf.widow_control = False   # the volunteer switched «widow/orphan control» off: items break at any line
sec0 = doc.sections[0]
sec0.page_height, sec0.page_width = Cm(29.7), Cm(21.0)
sec0.left_margin = sec0.right_margin = Cm(2.5)
sec0.top_margin, sec0.bottom_margin = Cm(2), Cm(2)

# ---- header / footer -------------------------------------------------
hp = sec0.header.paragraphs[0]
hp.alignment = WD_ALIGN_PARAGRAPH.CENTER
r = hp.add_run(book.TITLE + ' (изд. 2007 г.)')
r.italic = True
r.font.size = Pt(9)
fp = sec0.footer.paragraphs[0]
fp.alignment = WD_ALIGN_PARAGRAPH.CENTER
fp.add_run('— ')
fp._p.append(parse_xml('<w:fldSimple %s w:instr=" PAGE "><w:r><w:t>1</w:t></w:r></w:fldSimple>' % nsdecls('w')))
fp.add_run(' —')

# ---- numbering -------------------------------------------------------
numbering = doc.part.numbering_part.element
abs_ids = [int(a.get(qn('w:abstractNumId'))) for a in numbering.findall(qn('w:abstractNum'))]
num_ids = [int(a.get(qn('w:numId'))) for a in numbering.findall(qn('w:num'))]
next_abs, next_num = max(abs_ids + [0]) + 100, max(num_ids + [0]) + 100
LVL = '''<w:lvl w:ilvl="{i}"><w:start w:val="1"/><w:numFmt w:val="{fmt}"/><w:lvlText w:val="{txt}"/>
<w:lvlJc w:val="left"/><w:pPr><w:tabs><w:tab w:val="num" w:pos="{left}"/></w:tabs><w:ind w:left="{left}" w:hanging="{hang}"/></w:pPr></w:lvl>'''


def new_list():
    """a fresh multilevel list: «1.» / «(a)» / «(i)», restarted for every section"""
    global next_abs, next_num
    a = parse_xml('<w:abstractNum %s w:abstractNumId="%d"><w:nsid w:val="%08X"/><w:multiLevelType w:val="multilevel"/>%s%s%s</w:abstractNum>' % (
        W, next_abs, 0x1A2B0000 + next_abs, LVL.format(i=0, fmt='decimal', txt='%1.', left=425, hang=425),
        LVL.format(i=1, fmt='lowerLetter', txt='(%2)', left=850, hang=425),
        LVL.format(i=2, fmt='lowerRoman', txt='(%3)', left=1276, hang=426)))
    last_abs = numbering.findall(qn('w:abstractNum'))[-1]
    last_abs.addnext(a)
    n = parse_xml('<w:num %s w:numId="%d"><w:abstractNumId w:val="%d"/></w:num>' % (W, next_num, next_abs))
    numbering.append(n)
    next_abs += 1
    next_num += 1
    return next_num - 1


def set_num(p, num, lvl):
    pPr = p._p.get_or_add_pPr()
    pPr.insert(0, parse_xml('<w:numPr %s><w:ilvl w:val="%d"/><w:numId w:val="%d"/></w:numPr>' % (W, lvl, num)))


# ---- footnotes part --------------------------------------------------
FN_HEAD = ('<w:footnotes %s><w:footnote w:type="separator" w:id="-1"><w:p><w:pPr><w:spacing w:after="0" w:line="240" w:lineRule="auto"/></w:pPr>'
           '<w:r><w:separator/></w:r></w:p></w:footnote><w:footnote w:type="continuationSeparator" w:id="0"><w:p><w:pPr>'
           '<w:spacing w:after="0" w:line="240" w:lineRule="auto"/></w:pPr><w:r><w:continuationSeparator/></w:r></w:p></w:footnote>') % W
fn_xml = []
fn_text = {}  # (law, n) -> text
for b in blocks:
    if b['tag'] == 'fn':
        fn_text[(b['law'], b['n'])] = ' '.join(b['paras'])
fn_counter = [0]


def esc(s):
    return s.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;')


def add_text(p, s, law, bold=False):
    """text with [^n] call marks turned into real Word footnote references"""
    parts = book.FN_MARK.split(s)
    for k, part in enumerate(parts):
        if k % 2 == 0:
            if part:
                r = p.add_run(part)
                r.bold = bold
        else:
            fn_counter[0] += 1
            fid = fn_counter[0]
            p._p.append(parse_xml('<w:r %s><w:rPr><w:vertAlign w:val="superscript"/></w:rPr><w:footnoteReference w:id="%d"/></w:r>' % (W, fid)))
            fn_xml.append('<w:footnote w:id="%d"><w:p><w:pPr><w:jc w:val="both"/></w:pPr><w:r><w:rPr><w:vertAlign w:val="superscript"/><w:sz w:val="20"/></w:rPr><w:footnoteRef/></w:r>'
                          '<w:r><w:rPr><w:sz w:val="20"/></w:rPr><w:t xml:space="preserve"> %s</w:t></w:r></w:p></w:footnote>' % (fid, esc(fn_text[(law, int(part))])))


def para(text='', align=WD_ALIGN_PARAGRAPH.JUSTIFY, bold=False, law='', size=None, keep=False):
    p = doc.add_paragraph()
    p.alignment = align
    if text:
        add_text(p, text, law, bold)
    if size:
        for r in p.runs:
            r.font.size = Pt(size)
    if keep:
        p.paragraph_format.keep_with_next = True
    return p


law = ''
cur_list = None
first_chapter = True
for b in blocks:
    t = b['tag']
    if t == 'front':
        for k, s in enumerate(b['paras']):
            p = para(s, WD_ALIGN_PARAGRAPH.CENTER, bold=(k == 0), size=(20 if k == 0 else 13))
            p.paragraph_format.space_after = Pt(18 if k in (0, 3) else 6)
        p.add_run().add_break(WD_BREAK.PAGE)
    elif t == 'preface':
        para(b['heading'], WD_ALIGN_PARAGRAPH.CENTER, bold=True, keep=True)
        for s in b['paras']:
            p = para(s)
            p.paragraph_format.first_line_indent = Cm(1.0)
    elif t == 'defs':
        para(b['heading'], WD_ALIGN_PARAGRAPH.CENTER, bold=True, keep=True)
    elif t == 'term':
        p = doc.add_paragraph()
        p.alignment = WD_ALIGN_PARAGRAPH.JUSTIFY
        p.add_run(b['term']).bold = True
        p.add_run(b['sep'] + b['paras'][0])
    elif t == 'chapter':
        p = para('Глава %s. %s' % (b['number'], b['title']), WD_ALIGN_PARAGRAPH.CENTER, bold=True, size=14, keep=True)
        p.paragraph_format.page_break_before = True
        p.paragraph_format.space_after = Pt(12)
    elif t == 'law':
        law = b['n']
        cur_list = None
        head = 'ПРАВИЛО %s – %s' % (b['n'], b['title'])
        p = doc.add_paragraph()
        p.paragraph_format.space_before = Pt(12)
        p.paragraph_format.keep_with_next = True
        if b['inline']:
            p.alignment = WD_ALIGN_PARAGRAPH.JUSTIFY
            p.add_run(head + '.').bold = True
            p.add_run(' ')
            add_text(p, b['paras'][0], law)
            rest = b['paras'][1:]
        else:
            p.alignment = WD_ALIGN_PARAGRAPH.CENTER
            p.add_run(head).bold = True
            rest = b['paras']
        for s in rest:
            para(s, law=law)
    elif t == 'sec':
        cur_list = None
        p = doc.add_paragraph()
        p.paragraph_format.keep_with_next = True
        p.paragraph_format.space_before = Pt(6)
        p.add_run('%s. %s' % (b['label'], b['title'])).bold = True
        for s in b['paras']:
            para(s, law=law)
    elif t in ('item', 'sub', 'subsub'):
        if cur_list is None:
            cur_list = new_list()
        lvl = {'item': 0, 'sub': 1, 'subsub': 2}[t]
        for k, s in enumerate(b['paras'] or ['']):
            p = para(s, law=law)
            if k == 0:
                set_num(p, cur_list, lvl)
            else:
                p.paragraph_format.left_indent = Cm(0.75 * (lvl + 1))
    elif t == 'fn':
        pass  # footnotes live in footnotes.xml

# settings: footnote properties
part = Part(PackURI('/word/footnotes.xml'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.footnotes+xml',
            (FN_HEAD + ''.join(fn_xml) + '</w:footnotes>').encode('utf-8'), doc.part.package)
doc.part.relate_to(part, RT.FOOTNOTES)
core = doc.core_properties
core.title = book.TITLE
core.author = 'Клуб «Тройка»'
doc.save(sys.argv[1])
print('footnotes:', fn_counter[0])
