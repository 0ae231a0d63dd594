#!/usr/bin/env python3
"""comm2017 (rt13): reads src/comm2017.txt and writes truth.json, the plain text, and the input files
for the real tools (flat ODF for LibreOffice, Markdown for pandoc, the club's HTML page before iconv).

    book.py truth OUT.json | plain OUT.txt | fodt OUT.fodt | md OUT.md | html OUT.html (UTF-8; make.sh iconv's it)
"""
import html
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, 'comm2017.txt')
BOOK_TITLE = 'Комментарий к Правилам спортивного бриджа 2017 года для судей клубов'

FN = re.compile(r'\[\[fn:(.*?)\]\]')
HID = re.compile(r'<<(.*?)\|(.*?)>>')
CYR = str.maketrans('АВСЕ', 'ABCE')


# ------------------------------------------------------------------ parsing
def parse():
    """-> list of blocks in book order (dicts)."""
    blocks = []
    law = None
    para = None
    counters = {}
    for raw in open(SRC, encoding='utf-8'):
        line = raw.rstrip('\n')
        if not line.strip() or line.startswith('# '):
            continue
        if line.startswith('#TITLE '):
            blocks.append({'t': 'title', 'text': line[7:]})
        elif line.startswith('#FRONT '):
            blocks.append({'t': 'front', 'heading': line[7:], 'paras': []})
        elif line.startswith('#LAW '):
            n, title = line[5:].split('|', 1)
            law = n
            blocks.append({'t': 'law', 'n': n, 'title': title})
        elif line.startswith('#P '):
            pid, text = line[3:].split('|', 1)
            para = pid
            blocks.append({'t': 'para', 'id': pid, 'label': pid + '.', 'src': text, 'law': law})
        elif line.startswith('#I '):
            lab, text = line[3:].split('|', 1)
            blocks.append({'t': 'item', 'id': para + lab, 'label': lab, 'src': text, 'law': law})
        elif line.startswith('#N '):
            k = counters[(para, 'note')] = counters.get((para, 'note'), 0) + 1
            blocks.append({'t': 'note', 'id': '%s.note%d' % (para, k), 'src': line[3:], 'law': law})
        elif line.startswith('#EX '):
            lab, text = line[4:].split('|', 1)
            # lawref's convention for an example: the Law, «.ex» and the label's number or letter («Пример 2» -> 16.ex2)
            blocks.append({'t': 'ex', 'id': '%s.ex%s' % (law, lab.split()[-1]), 'label': lab, 'src': text,
                           'diagram': [], 'ext': '', 'law': law})
        elif line.startswith('#D '):
            blocks[-1]['diagram'].append(line[3:].split('|'))
        elif line.startswith('#EXT '):
            blocks[-1]['ext'] = line[5:]
        elif blocks and blocks[-1]['t'] == 'front':
            blocks[-1]['paras'].append(line)
        else:
            raise SystemExit('unparsed line: %r' % line)
    return blocks


def clean(s):
    """source text -> clause text (no footnotes, hidden refs shown as their words)."""
    return HID.sub(lambda m: m.group(1), FN.sub('', s))


# ------------------------------------------------------------------ refs
WORD = r'Правил(?:о|а|у|ом|ами|ам|ах|е)?'
TOKEN = r'\d{1,3}(?:[A-LАВСЕ](?![а-яё]))?(?:\d{1,2})?(?:\([a-z]{1,4}\))*'
LIST = re.compile(r'\b' + WORD + r'\s+(' + TOKEN + r'(?:\s*(?:,|и|или|–|-)\s*' + TOKEN + r')*)')


def norm(tok):
    return tok.translate(CYR)


def refs_of(src):
    """refs in text order: explicit «Правило N…» lists and hidden <<…|REF>> marks."""
    s = FN.sub('', src)
    found = []
    for m in HID.finditer(s):
        found.append((m.start(), [m.group(2)]))
    s2 = HID.sub(lambda m: ' ' * len(m.group(0)), s)
    for m in LIST.finditer(s2):
        parts = re.findall(TOKEN + r'|–|-', m.group(1))
        out = []
        i = 0
        while i < len(parts):
            p = parts[i]
            if p in '–-' and out and i + 1 < len(parts):
                a, b = int(re.match(r'\d+', out[-1]).group()), int(parts[i + 1])
                out.extend(str(x) for x in range(a + 1, b + 1))
                i += 2
                continue
            out.append(norm(p))
            i += 1
        found.append((m.start(), out))
    found.sort()
    return [r for _, rs in found for r in rs]


def footnotes(src):
    return FN.findall(src)


# ------------------------------------------------------------------ truth
def truth():
    bl = parse()
    cl = []
    title_lines = [b['text'] for b in bl if b['t'] == 'title']
    cl.append({'kind': 'front', 'heading': None, 'text': ' '.join(title_lines), 'refs': []})
    fn_count = {}
    for b in bl:
        t = b['t']
        if t == 'front':
            txt = ' '.join(b['paras'])
            cl.append({'kind': 'front', 'heading': b['heading'], 'text': clean(txt), 'refs': refs_of(txt)})
        elif t == 'law':
            cl.append({'kind': 'claw', 'id': 'c' + b['n'], 'title': b['title']})
        elif t in ('para', 'item', 'note'):
            cl.append({'kind': 'para' if t != 'note' else 'note', 'id': b['id'], 'text': clean(b['src']),
                       'refs': refs_of(b['src'])})
            for f in footnotes(b['src']):
                k = fn_count[b['law']] = fn_count.get(b['law'], 0) + 1
                cl.append({'kind': 'footnote', 'law': b['law'], 'n': k, 'text': f, 'refs': refs_of(f)})
        elif t == 'ex':
            src = b['src'] + ' ' + b['ext']
            cl.append({'kind': 'example', 'id': b['id'], 'label': b['label'], 'text': clean(src),
                       'diagram': [' '.join(c for c in row if c) for row in b['diagram']],
                       'refs': refs_of(src)})
    return {'book': 'comm2017', 'kind': 'commentary', 'edition': 2017,
            'title': BOOK_TITLE, 'clauses': cl}


def plain():
    """the source as plain running text (markup removed, footnote texts after their paragraph)."""
    out = []
    for b in parse():
        t = b['t']
        if t == 'title':
            out.append(b['text'])
        elif t == 'front':
            out.append(b['heading'])
            out.extend(b['paras'])
        elif t == 'law':
            out.append('Правило %s. %s' % (b['n'], b['title']))
        elif t in ('para', 'item'):
            out.append(b['label'] + ' ' + clean(b['src']))
            out.extend(footnotes(b['src']))
        elif t == 'note':
            out.append('Примечание: ' + clean(b['src']))
        elif t == 'ex':
            out.append(b['label'] + '. ' + clean(b['src']))
            out.extend(' '.join(c for c in row if c) for row in b['diagram'])
            out.append(clean(b['ext']))
    return '\n'.join(out) + '\n'


# ------------------------------------------------------------------ flat ODF (LibreOffice)
def x(s):
    return html.escape(s, quote=False)


def odf_inline(src):
    s = HID.sub(lambda m: m.group(1), src)
    parts = []
    pos = 0
    for m in FN.finditer(s):
        parts.append(x(s[pos:m.start()]))
        parts.append('<text:note text:note-class="footnote"><text:note-citation/><text:note-body>'
                     '<text:p text:style-name="Footnote">%s</text:p></text:note-body></text:note>' % x(m.group(1)))
        pos = m.end()
    parts.append(x(s[pos:]))
    return ''.join(parts)


FODT_HEAD = '''<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"
 xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
 xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
 xmlns:dc="http://purl.org/dc/elements/1.1/"
 xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"
 office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:meta><dc:title>%(title)s</dc:title><meta:initial-creator>В. Н. Ладыгин</meta:initial-creator><dc:language>ru-RU</dc:language></office:meta>
<office:font-face-decls>
 <style:font-face style:name="Liberation Serif" svg:font-family="'Liberation Serif'" style:font-family-generic="roman"/>
 <style:font-face style:name="Liberation Sans" svg:font-family="'Liberation Sans'" style:font-family-generic="swiss"/>
 <style:font-face style:name="DejaVu Sans Mono" svg:font-family="'DejaVu Sans Mono'" style:font-family-generic="modern"/>
</office:font-face-decls>
<office:styles>
 <style:default-style style:family="paragraph">
  <style:paragraph-properties fo:hyphenation-ladder-count="2"/>
  <style:text-properties style:font-name="Liberation Serif" fo:font-size="10pt" fo:language="ru" fo:country="RU"
   fo:hyphenate="true" fo:hyphenation-remain-char-count="2" fo:hyphenation-push-char-count="2"/>
 </style:default-style>
 <style:style style:name="Standard" style:family="paragraph" style:class="text"/>
 <style:style style:name="Text_20_body" style:display-name="Text body" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="justify" fo:text-indent="0.6cm" fo:margin-top="0cm" fo:margin-bottom="0.08cm" fo:orphans="2" fo:widows="2"/>
  <style:text-properties fo:hyphenate="true"/>
 </style:style>
 <style:style style:name="Para" style:family="paragraph" style:parent-style-name="Text_20_body"/>
 <style:style style:name="Item" style:family="paragraph" style:parent-style-name="Text_20_body">
  <style:paragraph-properties fo:text-indent="0cm"/>
 </style:style>
 <style:style style:name="Note" style:family="paragraph" style:parent-style-name="Text_20_body">
  <style:paragraph-properties fo:text-indent="0cm" fo:margin-left="0.4cm" fo:margin-right="0.4cm" fo:margin-top="0.1cm" fo:margin-bottom="0.15cm"
   fo:padding="0.12cm" fo:border="0.5pt solid #000000" fo:background-color="#eeeeee"/>
  <style:text-properties fo:font-size="9pt"/>
 </style:style>
 <style:style style:name="Example" style:family="paragraph" style:parent-style-name="Text_20_body">
  <style:text-properties fo:font-size="9pt"/>
 </style:style>
 <style:style style:name="Hand" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="start"/>
  <style:text-properties style:font-name="DejaVu Sans Mono" fo:font-size="7.5pt" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="Front" style:family="paragraph" style:parent-style-name="Text_20_body"/>
 <style:style style:name="Abbr" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:margin-left="0.6cm" fo:text-indent="-0.6cm" fo:margin-bottom="0.05cm"/>
 </style:style>
 <style:style style:name="Heading_20_1" style:display-name="Heading 1" style:family="paragraph" style:parent-style-name="Standard"
  style:default-outline-level="1" style:class="text">
  <style:paragraph-properties fo:text-align="center" fo:margin-top="0.5cm" fo:margin-bottom="0.3cm" fo:keep-with-next="always"/>
  <style:text-properties style:font-name="Liberation Sans" fo:font-size="11pt" fo:font-weight="bold" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="TitleLine" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="center" fo:margin-bottom="0.5cm"/>
  <style:text-properties style:font-name="Liberation Sans" fo:font-size="11pt" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="TitleBig" style:family="paragraph" style:parent-style-name="TitleLine">
  <style:paragraph-properties fo:margin-top="3cm" fo:margin-bottom="0.6cm"/>
  <style:text-properties fo:font-size="15pt" fo:font-weight="bold"/>
 </style:style>
 <style:style style:name="Header" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:padding-bottom="0.05cm" fo:border-bottom="0.5pt solid #000000"/>
  <style:text-properties fo:font-size="8pt" fo:font-style="italic" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="HeaderL" style:family="paragraph" style:parent-style-name="Header">
  <style:paragraph-properties fo:text-align="start"/>
 </style:style>
 <style:style style:name="HeaderR" style:family="paragraph" style:parent-style-name="Header">
  <style:paragraph-properties fo:text-align="end"/>
 </style:style>
 <style:style style:name="Footer" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="center"/>
  <style:text-properties fo:font-size="8.5pt"/>
 </style:style>
 <style:style style:name="Footnote" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:margin-left="0.4cm" fo:text-indent="-0.4cm" fo:text-align="justify"/>
  <style:text-properties fo:font-size="8pt"/>
 </style:style>
 <style:style style:name="Contents_20_Heading" style:display-name="Contents Heading" style:family="paragraph" style:parent-style-name="Standard" style:class="index">
  <style:paragraph-properties fo:text-align="center" fo:margin-top="0.3cm" fo:margin-bottom="0.4cm"/>
  <style:text-properties style:font-name="Liberation Sans" fo:font-size="11pt" fo:font-weight="bold"/>
 </style:style>
 <style:style style:name="Contents_20_1" style:display-name="Contents 1" style:family="paragraph" style:parent-style-name="Standard" style:class="index">
  <style:paragraph-properties fo:margin-left="0cm" fo:margin-right="0.6cm" fo:text-indent="0cm" fo:margin-bottom="0.06cm">
   <style:tab-stops><style:tab-stop style:position="11.7cm" style:type="right" style:leader-style="dotted" style:leader-text="."/></style:tab-stops>
  </style:paragraph-properties>
  <style:text-properties fo:font-size="9pt" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="Bold" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>
 <style:style style:name="Ital" style:family="text"><style:text-properties fo:font-style="italic"/></style:style>
 <text:list-style style:name="ListRoman">
  <text:list-level-style-number text:level="1" style:num-prefix="(" style:num-suffix=")" style:num-format="i">
   <style:list-level-properties text:list-level-position-and-space-mode="label-alignment">
    <style:list-level-label-alignment text:label-followed-by="listtab" text:list-tab-stop-position="1.4cm" fo:text-indent="-0.8cm" fo:margin-left="1.4cm"/>
   </style:list-level-properties>
  </text:list-level-style-number>
 </text:list-style>
 <text:list-style style:name="ListAlpha">
  <text:list-level-style-number text:level="1" style:num-prefix="(" style:num-suffix=")" style:num-format="a">
   <style:list-level-properties text:list-level-position-and-space-mode="label-alignment">
    <style:list-level-label-alignment text:label-followed-by="listtab" text:list-tab-stop-position="1.4cm" fo:text-indent="-0.8cm" fo:margin-left="1.4cm"/>
   </style:list-level-properties>
  </text:list-level-style-number>
 </text:list-style>
 <text:notes-configuration text:note-class="footnote" style:num-format="1" text:start-value="0" text:footnotes-position="page" text:start-numbering-at="document"/>
</office:styles>
<office:automatic-styles>
 <style:page-layout style:name="pmA5" style:page-usage="mirrored">
  <style:page-layout-properties fo:page-width="14.8cm" fo:page-height="21cm" style:print-orientation="portrait"
   fo:margin-top="1.2cm" fo:margin-bottom="1.0cm" fo:margin-left="1.8cm" fo:margin-right="1.3cm">
   <style:footnote-sep style:width="0.018cm" style:rel-width="30%%" style:color="#000000" style:line-style="solid" style:adjustment="left" style:distance-before-sep="0.1cm" style:distance-after-sep="0.1cm"/>
  </style:page-layout-properties>
  <style:header-style><style:header-footer-properties fo:min-height="0cm" fo:margin-bottom="0.35cm"/></style:header-style>
  <style:footer-style><style:header-footer-properties fo:min-height="0cm" fo:margin-top="0.3cm"/></style:footer-style>
 </style:page-layout>
 <style:page-layout style:name="pmTitle">
  <style:page-layout-properties fo:page-width="14.8cm" fo:page-height="21cm" fo:margin-top="1.5cm" fo:margin-bottom="1.5cm" fo:margin-left="1.5cm" fo:margin-right="1.5cm"/>
 </style:page-layout>
 <style:style style:name="PTitle" style:family="paragraph" style:parent-style-name="TitleLine" style:master-page-name="TitlePage"/>
 <style:style style:name="PFirstBody" style:family="paragraph" style:parent-style-name="Heading_20_1" style:master-page-name="Book">
  <style:paragraph-properties style:page-number="auto"/>
 </style:style>
 <style:style style:name="PBreak" style:family="paragraph" style:parent-style-name="Heading_20_1">
  <style:paragraph-properties fo:break-before="page"/>
 </style:style>
 <style:style style:name="PToc" style:family="paragraph" style:parent-style-name="Contents_20_Heading">
  <style:paragraph-properties fo:break-before="page"/>
 </style:style>
 <style:style style:name="SectToc" style:family="section"><style:section-properties style:editable="false"/></style:style>
 <style:style style:name="TblHand" style:family="table">
  <style:table-properties style:width="11.2cm" table:align="center" fo:margin-top="0.1cm" fo:margin-bottom="0.15cm"/>
 </style:style>
 <style:style style:name="TblCell" style:family="table-cell">
  <style:table-cell-properties fo:padding="0.05cm" fo:border="none"/>
 </style:style>
</office:automatic-styles>
<office:master-styles>
 <style:master-page style:name="TitlePage" style:page-layout-name="pmTitle" style:next-style-name="Book"/>
 <style:master-page style:name="Book" style:page-layout-name="pmA5">
  <style:header><text:p text:style-name="HeaderR"><text:chapter text:display="name" text:outline-level="1"/></text:p></style:header>
  <style:header-left><text:p text:style-name="HeaderL">%(title)s</text:p></style:header-left>
  <style:footer><text:p text:style-name="Footer">— <text:page-number text:select-page="current">1</text:page-number> —</text:p></style:footer>
 </style:master-page>
</office:master-styles>
<office:body><office:text>
'''


def toc_pages(pdftext):
    """page of each heading in the first pass's PDF (pdftotext output; the first line of a page is its head)."""
    heads = [('Правило %s. %s' % (b['n'], b['title'])) if b['t'] == 'law' else b['heading']
             for b in parse() if b['t'] in ('law', 'front')]
    pages = {}
    for no, page in enumerate(pdftext.split('\f'), 1):
        lines = [l.strip() for l in page.splitlines() if l.strip()][1:]
        for h in heads:
            key = h if len(h) < 25 else h[:h.index('. ') + 2] + h.split('. ', 1)[1].split()[0]
            if h not in pages and any(l.startswith(key) for l in lines):
                pages[h] = no
    missing = [h for h in heads if h not in pages]
    if missing:
        raise SystemExit('headings not found in the first pass: %r' % missing)
    return [(h, pages[h]) for h in heads]


def fodt(toc=None):
    bl = parse()
    o = [FODT_HEAD % {'title': x(BOOK_TITLE)}]
    titles = [b['text'] for b in bl if b['t'] == 'title']
    o.append('<text:p text:style-name="PTitle">%s</text:p>' % x(titles[0]))
    for i, t in enumerate(titles[1:]):
        o.append('<text:p text:style-name="%s">%s</text:p>' % ('TitleBig' if i == 0 else 'TitleLine', x(t)))
    first = True
    list_open = None
    for b in bl:
        t = b['t']
        if t != 'item' and list_open:
            o.append('</text:list>')
            list_open = None
        if t == 'front' or t == 'law':
            head = b['heading'] if t == 'front' else 'Правило %s. %s' % (b['n'], b['title'])
            style = 'PFirstBody' if first else 'PBreak' if t == 'front' or b['n'] == '7' else 'Heading_20_1'
            first = False
            o.append('<text:h text:style-name="%s" text:outline-level="1">%s</text:h>' % (style, x(head)))
            if t == 'front':
                pst = 'Abbr' if b['heading'] == 'СОКРАЩЕНИЯ' else 'Front'
                for p in b['paras']:
                    o.append('<text:p text:style-name="%s">%s</text:p>' % (pst, odf_inline(p)))
        elif t == 'para':
            o.append('<text:p text:style-name="Para"><text:span text:style-name="Bold">%s</text:span> %s</text:p>'
                     % (x(b['label']), odf_inline(b['src'])))
        elif t == 'item':
            if not list_open:
                list_open = 'ListRoman' if b['label'].startswith('(i') else 'ListAlpha'
                o.append('<text:list text:style-name="%s">' % list_open)
            o.append('<text:list-item><text:p text:style-name="Item">%s</text:p></text:list-item>' % odf_inline(b['src']))
        elif t == 'note':
            o.append('<text:p text:style-name="Note"><text:span text:style-name="Ital">Примечание:</text:span> %s</text:p>'
                     % odf_inline(b['src']))
        elif t == 'ex':
            o.append('<text:p text:style-name="Example"><text:span text:style-name="Bold">%s.</text:span> %s</text:p>'
                     % (x(b['label']), odf_inline(b['src'])))
            o.append('<table:table table:name="Hand%s" table:style-name="TblHand">'
                     '<table:table-column table:number-columns-repeated="3"/>' % b['id'].replace('.', '_'))
            for row in b['diagram']:
                o.append('<table:table-row>')
                for c in row:
                    o.append('<table:table-cell table:style-name="TblCell" office:value-type="string">')
                    if c:
                        # one line per suit, as a hand diagram is printed
                        for suit in re.split(r' (?=[♠♥♦♣])', c):
                            o.append('<text:p text:style-name="Hand">%s</text:p>' % x(suit))
                    else:
                        o.append('<text:p text:style-name="Hand"/>')
                    o.append('</table:table-cell>')
                o.append('</table:table-row>')
            o.append('</table:table>')
            o.append('<text:p text:style-name="Example">%s</text:p>' % odf_inline(b['ext']))
    if list_open:
        o.append('</text:list>')
    if toc:
        # the contents at the end of the book, as Russian books print them: a real LibreOffice index whose
        # body holds the page numbers of the first pass (LibreOffice does not update an index when converting)
        o.append('<text:table-of-content text:style-name="SectToc" text:protected="true" text:name="Содержание">')
        o.append('<text:table-of-content-source text:outline-level="1">'
                 '<text:index-title-template text:style-name="Contents_20_Heading">СОДЕРЖАНИЕ</text:index-title-template>'
                 '<text:table-of-content-entry-template text:outline-level="1" text:style-name="Contents_20_1">'
                 '<text:index-entry-text/><text:index-entry-tab-stop style:type="right" style:leader-char="."/>'
                 '<text:index-entry-page-number/></text:table-of-content-entry-template></text:table-of-content-source>')
        o.append('<text:index-body><text:index-title text:style-name="SectToc" text:name="Содержание_Head">'
                 '<text:p text:style-name="PToc">СОДЕРЖАНИЕ</text:p></text:index-title>')
        for h, pg in toc:
            o.append('<text:p text:style-name="Contents_20_1">%s<text:tab/>%d</text:p>' % (x(h), pg))
        o.append('</text:index-body></text:table-of-content>')
    o.append('</office:text></office:body></office:document>\n')
    return '\n'.join(o)


# ------------------------------------------------------------------ Markdown (pandoc -> EPUB)
def md_inline(src, notes):
    s = HID.sub(lambda m: m.group(1), src)

    def fn(m):
        notes.append(m.group(1))
        return '[^%d]' % len(notes)
    s = FN.sub(fn, s)
    return s.replace('*', r'\*')


def md():
    bl = parse()
    titles = [b['text'] for b in bl if b['t'] == 'title']
    o = ['---', 'title: "%s"' % BOOK_TITLE, 'author: "Судейский комитет Федерации бриджа Верхнеозёрской области"',
         'date: 2021', 'lang: ru-RU', '---', '']
    o.append('<div class="titlepage">\n')
    o.extend(t + '\\' for t in titles[:-1])
    o.append(titles[-1] + '\n\n</div>\n')
    notes = []
    prev = None
    for b in bl:
        t = b['t']
        if t == 'front':
            o.append('# %s\n' % b['heading'])
            for p in b['paras']:
                o.append(md_inline(p, notes) + ('\\' if b['heading'] == 'СОКРАЩЕНИЯ' and p != b['paras'][-1] else '\n'))
            if b['heading'] == 'СОКРАЩЕНИЯ':
                o.append('')
        elif t == 'law':
            o.append('# Комментарий к Правилу %s. %s\n' % (b['n'], b['title']))
        elif t == 'para':
            o.append('**%s** %s\n' % (b['label'], md_inline(b['src'], notes)))
        elif t == 'item':
            o.append('%s %s' % (b['label'], md_inline(b['src'], notes)))
        elif t == 'note':
            if prev == 'item':
                o.append('')
            o.append('> *Примечание:* %s\n' % md_inline(b['src'], notes))
        elif t == 'ex':
            if prev == 'item':
                o.append('')
            o.append('**%s.** %s\n' % (b['label'], md_inline(b['src'], notes)))
            o.append('```')
            o.extend(diagram_lines(b['diagram']))
            o.append('```\n')
            o.append(md_inline(b['ext'], notes) + '\n')
        if t in ('para', 'law', 'front') and prev == 'item':
            # a list must end with a blank line before the next block
            last = o.pop()
            o.append('')
            o.append(last)
        prev = t
    o.append('')
    for i, n in enumerate(notes, 1):
        o.append('[^%d]: %s\n' % (i, n.replace('*', r'\*')))
    return '\n'.join(o)


def diagram_lines(rows):
    """a hand diagram as monospace lines: three columns of 26 characters, one suit per line."""
    lines = []
    for row in rows:
        cells = [re.split(r' (?=[♠♥♦♣])', c) if c else [] for c in row]
        h = max(len(c) for c in cells)
        for k in range(h):
            parts = [(c[k] if k < len(c) else '') for c in cells]
            lines.append((parts[0].ljust(22) + parts[1].ljust(22) + parts[2]).rstrip())
    return lines


# ------------------------------------------------------------------ the club's web page (CP1251 after iconv)
SUITS = {'♠': '&spades;', '♥': '<font color="red">&hearts;</font>', '♦': '<font color="red">&diams;</font>', '♣': '&clubs;'}


def shy(word):
    """a soft hyphen in long words, as the page's author pasted them from a word processor."""
    if len(word) < 15:
        return word
    mid = len(word) // 2
    for k in range(mid, len(word) - 4):
        if word[k] in 'аеёиоуыэюя' and word[k + 1] not in 'аеёиоуыэюяйьъ':
            return word[:k + 1] + '&shy;' + word[k + 1:]
    return word


def h_text(s):
    s = html.escape(s, quote=False)
    s = re.sub(r'[А-Яа-яЁё]{15,}', lambda m: shy(m.group(0)), s)
    for k, v in SUITS.items():
        s = s.replace(k, v)
    return s


def h_inline(src, notes):
    s = HID.sub(lambda m: m.group(1), src)
    out = []
    pos = 0
    for m in FN.finditer(s):
        out.append(h_text(s[pos:m.start()]))
        notes.append(m.group(1))
        n = len(notes)
        out.append('<a href="#sn%d" name="r%d"><sup>%d</sup></a>' % (n, n, n))
        pos = m.end()
    out.append(h_text(s[pos:]))
    return ''.join(out)


def page_html():
    bl = parse()
    titles = [b['text'] for b in bl if b['t'] == 'title']
    laws = [b for b in bl if b['t'] == 'law']
    notes = []
    o = ['<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">', '<html>', '<head>',
         '<meta http-equiv="Content-Type" content="text/html; charset=windows-1251">',
         '<title>Клуб &laquo;Маяк&raquo; :: Судейский уголок :: Комментарий к Правилам 2017</title>',
         '<style type="text/css">',
         'body { font-family: Verdana, Arial, sans-serif; font-size: 10pt; background: #ffffff; margin: 12px 30px; }',
         'p { text-align: justify; margin: 4px 0; }', 'p.it { margin-left: 2.5em; }',
         'td.note { background: #fff8dc; font-size: 9pt; }', 'pre { font-size: 9pt; }',
         '.menu { background: #003366; color: #ffffff; padding: 4px; font-size: 9pt; }',
         '.menu a { color: #ffffff; }', '</style>', '</head>', '<body>',
         '<div class="menu"><b>Бридж-клуб &laquo;Маяк&raquo;</b> &nbsp;|&nbsp; <a href="index.htm">Главная</a> | '
         '<a href="turniry.htm">Турниры</a> | <a href="reiting.htm">Рейтинг</a> | <b>Судейский уголок</b> | '
         '<a href="kontakty.htm">Контакты</a></div>',
         '<p align="right"><small>Раздел ведёт судья клуба. Обновлено 14.03.2021</small></p>', '<hr>', '<center>']
    for t in titles:
        o.append('%s<br>' % h_text(t))
    o.append('</center>')
    o.append('<p><small>Содержание: ' + ' | '.join('<a href="#pr%s">%s</a>' % (b['n'], b['n']) for b in laws)
             + '</small></p><hr>')
    in_list = False
    for b in bl:
        t = b['t']
        if t == 'front':
            o.append('<h3>%s</h3>' % h_text(b['heading']))
            if b['heading'] == 'СОКРАЩЕНИЯ':
                o.append('<p>' + '<br>\n'.join(h_text(p) for p in b['paras']) + '</p>')
            else:
                for p in b['paras']:
                    o.append('<p>%s</p>' % h_inline(p, notes))
        elif t == 'law':
            o.append('<a name="pr%s"></a><h2 align="center">ПРАВИЛО %s<br>%s</h2>' % (b['n'], b['n'], h_text(b['title'])))
        elif t == 'para':
            o.append('<p><b>%s</b> %s</p>' % (b['label'], h_inline(b['src'], notes)))
        elif t == 'item':
            o.append('<p class="it">%s&nbsp;%s</p>' % (b['label'], h_inline(b['src'], notes)))
        elif t == 'note':
            o.append('<table width="90%%" align="center" border="1" cellspacing="0" cellpadding="6"><tr><td class="note">'
                     '<i>Примечание:</i> %s</td></tr></table>' % h_inline(b['src'], notes))
        elif t == 'ex':
            o.append('<p><b><i>%s.</i></b> %s</p>' % (h_text(b['label']), h_inline(b['src'], notes)))
            o.append('<pre>')
            o.extend(h_text(line) for line in diagram_lines(b['diagram']))
            o.append('</pre>')
            o.append('<p>%s</p>' % h_inline(b['ext'], notes))
    o.append('<hr width="40%" align="left">')
    for i, n in enumerate(notes, 1):
        o.append('<p><small><a name="sn%d" href="#r%d">%d</a> %s</small></p>' % (i, i, i, h_text(n)))
    o.append('<hr>')
    o.append('<p align="center"><small>&copy; Бридж-клуб &laquo;Маяк&raquo;, Светлогорск-на-Озере, 2021. '
             'Текст комментария публикуется с согласия судейского комитета Федерации.<br>'
             '<a href="#top">Наверх</a> | <a href="index.htm">На главную</a></small></p>')
    o.append('</body>\n</html>\n')
    return '\r\n'.join(o).replace('\r\n', '\n').replace('\n', '\r\n')


def main():
    cmd, out = sys.argv[1], sys.argv[2]
    if cmd == 'truth':
        data = json.dumps(truth(), ensure_ascii=False, indent=1)
    elif cmd == 'plain':
        data = plain()
    elif cmd == 'fodt':
        data = fodt()
    elif cmd == 'fodt2':    # book.py fodt2 OUT.fodt FIRST_PASS.txt
        data = fodt(toc_pages(open(sys.argv[3], encoding='utf-8').read()))
    elif cmd == 'md':
        data = md()
    elif cmd == 'html':
        data = page_html()
    else:
        raise SystemExit(__doc__)
    with open(out, 'w', encoding='utf-8', newline='') as f:
        f.write(data)


if __name__ == '__main__':
    main()
