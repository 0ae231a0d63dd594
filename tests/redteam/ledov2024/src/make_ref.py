#!/usr/bin/env python3
"""make_ref.py DEFAULT.docx OUT.docx HEADS.json: writes the reference.docx that pandoc takes styles, page size,
running heads and footers from, starting from pandoc's own default reference.docx.
A5 page, mirrored margins, odd/even heads: one pair of header parts per docx section (HEADS.json, from
book.py heads): odd pages «Статья N. Title» on the right, even pages the author and short title on the left;
footer «— N —» centred (a PAGE field). The Markdown's section breaks point at these parts (see rids.py)."""
import re, sys, zipfile

src, dst = sys.argv[1], sys.argv[2]
zin = zipfile.ZipFile(src)
files = {n: zin.read(n) for n in zin.namelist()}

W = ('xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
     'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"')

def para(runs, jc="center", border=False):
    b = ('<w:pBdr><w:bottom w:val="single" w:sz="4" w:space="1" w:color="000000"/></w:pBdr>' if border else '')
    return (f'<w:p><w:pPr><w:pStyle w:val="Header"/>{b}<w:jc w:val="{jc}"/></w:pPr>{runs}</w:p>')

def run(t, italic=True, size=17):
    i = '<w:i/>' if italic else ''
    return (f'<w:r><w:rPr>{i}<w:sz w:val="{size}"/></w:rPr><w:t xml:space="preserve">{t}</w:t></w:r>')

def field(instr, shown, italic=True, size=17):
    i = '<w:i/>' if italic else ''
    rp = f'<w:rPr>{i}<w:sz w:val="{size}"/></w:rPr>'
    return (f'<w:r>{rp}<w:fldChar w:fldCharType="begin"/></w:r>'
            f'<w:r>{rp}<w:instrText xml:space="preserve"> {instr} </w:instrText></w:r>'
            f'<w:r>{rp}<w:fldChar w:fldCharType="separate"/></w:r>'
            f'<w:r>{rp}<w:t>{shown}</w:t></w:r>'
            f'<w:r>{rp}<w:fldChar w:fldCharType="end"/></w:r>')

import json
heads = json.load(open(sys.argv[3]))
ftr = f'<w:ftr {W}>' + para(run('— ', False, 18) + field('PAGE', '1', False, 18) + run(' —', False, 18)) + '</w:ftr>'
files['word/footer1.xml'] = ftr.encode()
parts = []
for k, h in enumerate(heads):
    files[f'word/hdr{k:02d}o.xml'] = (f'<w:hdr {W}>' + para(run(h['odd']), "right", True) + '</w:hdr>').encode()
    files[f'word/hdr{k:02d}e.xml'] = (f'<w:hdr {W}>' + para(run(h['even']), "left", True) + '</w:hdr>').encode()
    parts += [f'hdr{k:02d}o.xml', f'hdr{k:02d}e.xml']
last = len(heads) - 1
rels = files['word/_rels/document.xml.rels'].decode()
extra = ''.join(
    f'<Relationship Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/{t}" Id="{i}" Target="{f}" />'
    for t, i, f in [('header', 'rIdH' + f[3:6], f) for f in parts] + [('footer', 'rIdF1', 'footer1.xml')])
files['word/_rels/document.xml.rels'] = rels.replace('</Relationships>', extra + '</Relationships>').encode()

ct = files['[Content_Types].xml'].decode()
extra = (''.join(f'<Override PartName="/word/{f}" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml" />' for f in parts)
         + '<Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml" />')
files['[Content_Types].xml'] = ct.replace('</Types>', extra + '</Types>').encode()

st = files['word/settings.xml'].decode()
st = st.replace('<w:zoom w:percent="100" />', '<w:zoom w:percent="100" /><w:mirrorMargins /><w:evenAndOddHeaders />')
st = st.replace('<w:themeFontLang w:val="en-US" />', '<w:themeFontLang w:val="ru-RU" />')
st = st.replace('<w:defaultTabStop w:val="720" />', '<w:defaultTabStop w:val="720" /><w:autoHyphenation />')
files['word/settings.xml'] = st.encode()

doc = files['word/document.xml'].decode()
sect = ('<w:sectPr><w:headerReference w:type="default" r:id="rIdH%02do"/><w:headerReference w:type="even" r:id="rIdH%02de"/>' % (last, last) +
        '<w:footerReference w:type="default" r:id="rIdF1"/><w:footerReference w:type="even" r:id="rIdF1"/>'
        '<w:pgSz w:w="8392" w:h="11907"/>'
        '<w:pgMar w:top="1000" w:right="794" w:bottom="1000" w:left="1077" w:header="500" w:footer="450" w:gutter="0"/>'
        '</w:sectPr>')
doc = doc.replace('<w:sectPr />', sect)
if 'xmlns:r=' not in doc[:2000]:
    doc = doc.replace('<w:document ', '<w:document xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ', 1)
files['word/document.xml'] = doc.encode()

s = files['word/styles.xml'].decode()
# body: a Cyrillic serif (C059), 10 pt, justified, Russian language (hyphenation)
s = s.replace('<w:rFonts w:asciiTheme="minorHAnsi" w:eastAsiaTheme="minorHAnsi" w:hAnsiTheme="minorHAnsi" w:cstheme="minorBidi" />',
              '<w:rFonts w:ascii="C059" w:hAnsi="C059" w:cs="C059" w:eastAsia="C059" />', 1)
s = s.replace('<w:sz w:val="24" />\n        <w:szCs w:val="24" />\n        <w:lang w:val="en-US" w:eastAsia="en-US" w:bidi="ar-SA" />',
              '<w:sz w:val="19" />\n        <w:szCs w:val="19" />\n        <w:lang w:val="ru-RU" w:eastAsia="ru-RU" w:bidi="ar-SA" />', 1)
s = s.replace('<w:spacing w:after="200" />', '<w:spacing w:after="60" /><w:jc w:val="both" />', 1)
s = s.replace('<w:spacing w:before="180" w:after="180" />', '<w:spacing w:before="0" w:after="60" /><w:ind w:firstLine="340" />', 1)
def restyle(sid, ppr_extra, rpr):
    global s
    i = s.index(f'w:styleId="{sid}"')
    j = s.index('</w:style>', i)
    block = s[i:j]
    block = re.sub(r'<w:rPr>.*?</w:rPr>', '<w:rPr>' + rpr + '</w:rPr>', block, flags=re.S)
    block = block.replace('<w:keepNext />', '<w:keepNext />' + ppr_extra, 1)
    s = s[:i] + block + s[j:]
restyle('Heading1', '<w:jc w:val="center" />',
        '<w:rFonts w:ascii="Liberation Sans" w:hAnsi="Liberation Sans" w:cs="Liberation Sans" /><w:spacing w:val="40" /><w:sz w:val="22" /><w:szCs w:val="22" />')
restyle('Heading2', '<w:jc w:val="center" />',
        '<w:rFonts w:ascii="Liberation Sans" w:hAnsi="Liberation Sans" w:cs="Liberation Sans" /><w:b /><w:sz w:val="21" /><w:szCs w:val="21" />')
restyle('Title', '', '<w:rFonts w:ascii="Liberation Sans" w:hAnsi="Liberation Sans" w:cs="Liberation Sans" /><w:b /><w:sz w:val="30" />')
# custom styles used through pandoc's custom-style divs
s = s.replace('</w:styles>', '''
  <w:style w:type="paragraph" w:customStyle="1" w:styleId="LawTitle">
    <w:name w:val="Law Title" /><w:basedOn w:val="Normal" /><w:next w:val="BodyText" /><w:qFormat />
    <w:pPr><w:keepNext /><w:spacing w:before="40" w:after="240" /><w:jc w:val="center" /></w:pPr>
    <w:rPr><w:rFonts w:ascii="Liberation Sans" w:hAnsi="Liberation Sans" w:cs="Liberation Sans" /><w:b /><w:caps /><w:sz w:val="22" /></w:rPr>
  </w:style>
  <w:style w:type="paragraph" w:customStyle="1" w:styleId="NoteText">
    <w:name w:val="Note Text" /><w:basedOn w:val="Normal" /><w:qFormat />
    <w:pPr><w:pBdr><w:left w:val="single" w:sz="12" w:space="6" w:color="808080"/></w:pBdr><w:spacing w:before="60" w:after="100" /><w:ind w:left="454" /></w:pPr>
    <w:rPr><w:sz w:val="17" /></w:rPr>
  </w:style>
  <w:style w:type="paragraph" w:customStyle="1" w:styleId="ExampleText">
    <w:name w:val="Example Text" /><w:basedOn w:val="Normal" /><w:qFormat />
    <w:pPr><w:spacing w:before="0" w:after="60" /><w:ind w:left="284" /></w:pPr>
    <w:rPr><w:sz w:val="18" /></w:rPr>
  </w:style>
  <w:style w:type="paragraph" w:customStyle="1" w:styleId="IndexEntry">
    <w:name w:val="Index Entry" /><w:basedOn w:val="Normal" /><w:qFormat />
    <w:pPr><w:spacing w:before="0" w:after="0" /><w:ind w:left="284" w:hanging="284" /><w:jc w:val="left" /></w:pPr>
    <w:rPr><w:sz w:val="17" /></w:rPr>
  </w:style>
  <w:style w:type="paragraph" w:customStyle="1" w:styleId="SubItem">
    <w:name w:val="Sub Item" /><w:basedOn w:val="Normal" /><w:qFormat />
    <w:pPr><w:spacing w:before="0" w:after="40" /><w:ind w:left="680" w:hanging="283" /></w:pPr>
  </w:style>
  <w:style w:type="paragraph" w:customStyle="1" w:styleId="ExampleLabel">
    <w:name w:val="Example Label" /><w:basedOn w:val="Normal" /><w:next w:val="ExampleText" /><w:qFormat />
    <w:pPr><w:keepNext /><w:spacing w:before="160" w:after="40" /><w:ind w:left="284" /></w:pPr>
    <w:rPr><w:b /><w:i /><w:sz w:val="18" /></w:rPr>
  </w:style>
  <w:style w:type="paragraph" w:customStyle="1" w:styleId="TitleBig">
    <w:name w:val="Title Big" /><w:basedOn w:val="Normal" /><w:qFormat />
    <w:pPr><w:spacing w:before="1400" w:after="240" /><w:jc w:val="center" /></w:pPr>
    <w:rPr><w:rFonts w:ascii="Liberation Sans" w:hAnsi="Liberation Sans" w:cs="Liberation Sans" /><w:b /><w:sz w:val="30" /></w:rPr>
  </w:style>
  <w:style w:type="paragraph" w:customStyle="1" w:styleId="TitleLine">
    <w:name w:val="Title Line" /><w:basedOn w:val="Normal" /><w:qFormat />
    <w:pPr><w:spacing w:before="120" w:after="120" /><w:jc w:val="center" /></w:pPr>
  </w:style>
</w:styles>''')
files['word/styles.xml'] = s.encode()

with zipfile.ZipFile(dst, 'w', zipfile.ZIP_DEFLATED) as z:
    for n, b in files.items():
        z.writestr(n, b)
