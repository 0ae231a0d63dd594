#!/usr/bin/env python3
"""Parse src/ladya.txt (my markup) into the truth JSON and a flat ODF text (.fodt) for LibreOffice.

Markup, one directive per line, a plain line is a paragraph of the clause opened last:
  @title                      title page lines follow (each line a centred paragraph)
  @front HEADING              a front-matter section, its paragraphs follow
  @defs HEADING               the definitions heading
  @term TERM|SEP|TEXT         one definition (SEP exactly as typed)
  @chapter ID|ROMAN|TITLE     «ГЛАВА ROMAN. TITLE»
  @law N|TITLE                two-line Law heading «Правило N» / «TITLE»
  @sec ID|LABEL|TITLE         section line «LABEL. TITLE» (LABEL as typed, may be Cyrillic);
                              empty TITLE: the label runs into the section's first paragraph
  @item ID|LABEL              item with typed label «1.», «(a)», «(а)»
  @refs ID ID ...             refs of the clause opened last (written by hand)
  {fn:TEXT}  {fn:TEXT|REFS}   a footnote: call mark here, text at the page foot; truth: a footnote
                              clause of the current Law, placed after the Law's last clause
Usage: book.py truth.json out.fodt
"""
import json, re, sys
from xml.sax.saxutils import escape

SRC = __file__.rsplit('/', 1)[0] + '/ladya.txt'
FN = re.compile(r'\{fn:([^{}|]*)(?:\|([^{}]*))?\}')


def parse(path=SRC):
    items = []          # sequence of dicts, in book order (clauses + layout info)
    cur = None
    for raw in open(path, encoding='utf-8'):
        line = raw.rstrip('\n')
        if not line.strip() or line.startswith('#'):
            continue
        if line.startswith('@'):
            d, _, rest = line.partition(' ')
            d = d[1:]
            if d == 'refs':
                cur['refs'] = rest.split()
                continue
            f = rest.split('|')
            if d == 'title':
                cur = {'kind': 'front', 'heading': None, 'paras': []}
            elif d == 'front':
                cur = {'kind': 'front', 'heading': rest, 'paras': []}
            elif d == 'defs':
                cur = {'kind': 'definitions', 'heading': rest, 'paras': []}
            elif d == 'term':
                cur = {'kind': 'term', 'term': f[0], 'sep': f[1], 'paras': [f[2]]}
            elif d == 'chapter':
                cur = {'kind': 'chapter', 'id': f[0], 'number': f[1], 'title': f[2], 'paras': []}
            elif d == 'law':
                cur = {'kind': 'law', 'id': f[0], 'title': f[1], 'paras': []}
            elif d == 'sec':
                cur = {'kind': 'section', 'id': f[0], 'label': f[1], 'title': f[2], 'paras': []}
            elif d == 'item':
                cur = {'kind': 'item', 'id': f[0], 'label': f[1], 'paras': []}
            else:
                raise SystemExit('unknown directive ' + line)
            cur.setdefault('refs', [])
            items.append(cur)
        else:
            cur['paras'].append(line)
    return items


def plain(p):
    return FN.sub('', p)


def truth(items):
    out, pending, law = [], [], None
    for it in items:
        if it['kind'] in ('law', 'chapter') and pending:
            out.extend(pending); pending = []
        if it['kind'] == 'law':
            law = it['id']
        text = ' '.join(plain(p) for p in it['paras'])
        k = it['kind']
        if k == 'front':
            c = {'kind': k, 'heading': it['heading'], 'text': text}
        elif k == 'definitions':
            c = {'kind': k, 'heading': it['heading'], 'text': text}
        elif k == 'term':
            c = {'kind': k, 'term': it['term'], 'sep': it['sep'], 'text': text}
        elif k == 'chapter':
            c = {'kind': k, 'id': it['id'], 'number': it['number'], 'title': it['title']}
        elif k == 'law':
            c = {'kind': k, 'id': it['id'], 'title': it['title'], 'text': text}
        elif k == 'section':
            c = {'kind': k, 'id': it['id'], 'title': it['title'], 'text': text}
        else:
            c = {'kind': k, 'id': it['id'], 'text': text}
        c['refs'] = it['refs']
        out.append(c)
        for p in it['paras']:
            for m in FN.finditer(p):
                n = sum(1 for x in pending if x['law'] == law) + 1
                pending.append({'kind': 'footnote', 'law': law, 'n': n, 'text': m.group(1),
                                'refs': (m.group(2) or '').split()})
    out.extend(pending)
    return {'book': 'ladya2007', 'kind': 'law', 'edition': 2007,
            'title': 'МЕЖДУНАРОДНЫЕ ПРАВИЛА СПОРТИВНОГО БРИДЖА 2007 ГОДА', 'clauses': out}


# ---------------------------------------------------------------- ODF
def span_text(p):
    """escape a paragraph, turning {fn:...} into ODF footnotes"""
    out, pos = [], 0
    for m in FN.finditer(p):
        out.append(escape(p[pos:m.start()]))
        out.append('<text:note text:note-class="footnote"><text:note-citation>*</text:note-citation>'
                   '<text:note-body><text:p text:style-name="Footnote">%s</text:p></text:note-body></text:note>'
                   % escape(m.group(1)))
        pos = m.end()
    out.append(escape(p[pos:]))
    return ''.join(out)


def para(style, inner):
    return '<text:p text:style-name="%s">%s</text:p>' % (style, inner)


def body(items):
    b = []
    first_chapter = True
    for it in items:
        k = it['kind']
        if k == 'front' and it['heading'] is None:
            styles = ['TitleClub', 'TitleMain', 'TitleSub', 'TitleSub2', 'TitleAuthor', 'TitleTown', 'TitleImprint']
            for st, p in zip(styles, it['paras']):
                b.append(para(st, escape(p)))
        elif k == 'front':
            b.append(para('FrontHead', escape(it['heading'])))
            b += [para('Body', span_text(p)) for p in it['paras']]
        elif k == 'definitions':
            b.append(para('DefsHead', escape(it['heading'])))
            b += [para('Body', span_text(p)) for p in it['paras']]
        elif k == 'term':
            b.append(para('Term', '<text:span text:style-name="Bold">%s</text:span>%s%s'
                          % (escape(it['term']), escape(it['sep']), span_text(it['paras'][0]))))
        elif k == 'chapter':
            b.append(para('ChapterFirst' if first_chapter else 'Chapter',
                          'ГЛАВА %s. %s' % (it['number'], escape(it['title']))))
            first_chapter = False
        elif k == 'law':
            b.append(para('LawNum', 'Правило %s' % it['id']))
            b.append(para('LawTitle', escape(it['title'])))
            b += [para('Body', span_text(p)) for p in it['paras']]
        elif k == 'section':
            if it['title']:
                b.append(para('SecHead', '%s. %s' % (it['label'], span_text(it['title']))))
                b += [para('Body', span_text(p)) for p in it['paras']]
            else:
                ps = it['paras']
                b.append(para('Body', '<text:span text:style-name="Bold">%s.</text:span> %s'
                              % (it['label'], span_text(ps[0]))))
                b += [para('Body', span_text(p)) for p in ps[1:]]
        elif k == 'item':
            depth = 2 if '(' in it['id'] else 1
            st = 'Item' if depth == 1 else 'SubItem'
            ps = it['paras'] or ['']
            b.append(para(st, '%s<text:tab/>%s' % (escape(it['label']), span_text(ps[0]))))
            b += [para(st + 'Cont', span_text(p)) for p in ps[1:]]
    return '\n'.join(b)


FODT = '''<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
 xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
 xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"
 xmlns:dc="http://purl.org/dc/elements/1.1/"
 office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:meta><dc:title>Избранные правила 2007 года</dc:title><meta:initial-creator>И. Г. Верещагин</meta:initial-creator></office:meta>
<office:font-face-decls>
 <style:font-face style:name="P052" svg:font-family="P052" style:font-family-generic="roman"/>
 <style:font-face style:name="Nimbus Sans" svg:font-family="&apos;Nimbus Sans&apos;" style:font-family-generic="swiss"/>
</office:font-face-decls>
<office:styles>
 <style:default-style style:family="paragraph">
  <style:paragraph-properties fo:hyphenation-ladder-count="no-limit"/>
  <style:text-properties style:font-name="P052" fo:font-size="9.5pt" fo:language="ru" fo:country="RU"
     fo:hyphenate="true" fo:hyphenation-remain-char-count="2" fo:hyphenation-push-char-count="2"/>
 </style:default-style>
 <style:style style:name="Standard" style:family="paragraph"/>
 <style:style style:name="Body" style:family="paragraph">
  <style:paragraph-properties fo:text-align="justify" fo:text-indent="0.5cm" fo:margin-top="0cm" fo:margin-bottom="0.08cm"
     fo:orphans="2" fo:widows="2"/>
 </style:style>
 <style:style style:name="Term" style:family="paragraph" style:parent-style-name="Body">
  <style:paragraph-properties fo:text-indent="0cm" fo:margin-left="0cm" fo:margin-bottom="0.1cm"/>
 </style:style>
 <style:style style:name="Item" style:family="paragraph" style:parent-style-name="Body">
  <style:paragraph-properties fo:margin-left="0.6cm" fo:text-indent="-0.6cm">
   <style:tab-stops><style:tab-stop style:position="0cm"/></style:tab-stops>
  </style:paragraph-properties>
 </style:style>
 <style:style style:name="ItemCont" style:family="paragraph" style:parent-style-name="Body">
  <style:paragraph-properties fo:margin-left="0.6cm" fo:text-indent="0cm"/>
 </style:style>
 <style:style style:name="SubItem" style:family="paragraph" style:parent-style-name="Body">
  <style:paragraph-properties fo:margin-left="1.3cm" fo:text-indent="-0.7cm">
   <style:tab-stops><style:tab-stop style:position="0cm"/></style:tab-stops>
  </style:paragraph-properties>
 </style:style>
 <style:style style:name="SubItemCont" style:family="paragraph" style:parent-style-name="Body">
  <style:paragraph-properties fo:margin-left="1.3cm" fo:text-indent="0cm"/>
 </style:style>
 <style:style style:name="SecHead" style:family="paragraph">
  <style:paragraph-properties fo:text-align="start" fo:margin-top="0.18cm" fo:margin-bottom="0.08cm" fo:keep-with-next="always"/>
  <style:text-properties fo:font-weight="bold" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="LawNum" style:family="paragraph">
  <style:paragraph-properties fo:text-align="center" fo:margin-top="0.45cm" fo:margin-bottom="0cm" fo:keep-with-next="always"/>
  <style:text-properties style:font-name="Nimbus Sans" fo:font-size="10.5pt" fo:font-weight="bold" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="LawTitle" style:family="paragraph">
  <style:paragraph-properties fo:text-align="center" fo:margin-top="0.05cm" fo:margin-bottom="0.2cm" fo:keep-with-next="always"/>
  <style:text-properties style:font-name="Nimbus Sans" fo:font-size="9.5pt" fo:font-weight="bold" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="Chapter" style:family="paragraph">
  <style:paragraph-properties fo:text-align="center" fo:margin-top="0.6cm" fo:margin-bottom="0.3cm" fo:keep-with-next="always"
     fo:padding-bottom="0.08cm" fo:border-bottom="0.5pt solid #000000"/>
  <style:text-properties style:font-name="Nimbus Sans" fo:font-size="11pt" fo:font-weight="bold" fo:letter-spacing="0.03cm" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="ChapterFirst" style:family="paragraph" style:parent-style-name="Chapter">
  <style:paragraph-properties fo:break-before="page"/>
 </style:style>
 <style:style style:name="FrontHead" style:family="paragraph" style:master-page-name="Standard">
  <style:paragraph-properties fo:text-align="center" fo:margin-bottom="0.4cm" fo:break-before="page"/>
  <style:text-properties style:font-name="Nimbus Sans" fo:font-size="11pt" fo:font-weight="bold" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="DefsHead" style:family="paragraph" style:parent-style-name="FrontHead">
  <style:paragraph-properties fo:break-before="page"/>
 </style:style>
 <style:style style:name="TitleClub" style:family="paragraph">
  <style:paragraph-properties fo:text-align="center" fo:margin-top="0.5cm" fo:margin-bottom="3.2cm"/>
  <style:text-properties style:font-name="Nimbus Sans" fo:font-size="12pt" fo:letter-spacing="0.05cm" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="TitleMain" style:family="paragraph">
  <style:paragraph-properties fo:text-align="center" fo:margin-bottom="0.6cm" fo:line-height="130%"/>
  <style:text-properties style:font-name="Nimbus Sans" fo:font-size="16pt" fo:font-weight="bold" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="TitleSub" style:family="paragraph">
  <style:paragraph-properties fo:text-align="center" fo:margin-bottom="0.2cm"/>
  <style:text-properties fo:font-size="13pt" fo:font-style="italic" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="TitleSub2" style:family="paragraph">
  <style:paragraph-properties fo:text-align="center" fo:margin-bottom="3.6cm"/>
  <style:text-properties fo:font-size="11pt" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="TitleAuthor" style:family="paragraph">
  <style:paragraph-properties fo:text-align="end" fo:margin-bottom="2.4cm"/>
  <style:text-properties fo:font-size="11pt" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="TitleTown" style:family="paragraph">
  <style:paragraph-properties fo:text-align="center" fo:margin-bottom="0.3cm"/>
  <style:text-properties fo:font-size="11pt" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="TitleImprint" style:family="paragraph">
  <style:paragraph-properties fo:text-align="center"/>
  <style:text-properties fo:font-size="8pt" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="Footnote" style:family="paragraph">
  <style:paragraph-properties fo:text-align="justify" fo:margin-left="0.4cm" fo:text-indent="-0.4cm"/>
  <style:text-properties fo:font-size="8pt"/>
 </style:style>
 <style:style style:name="Header" style:family="paragraph">
  <style:paragraph-properties fo:text-align="center" fo:padding-bottom="0.06cm" fo:border-bottom="0.5pt solid #000000"/>
  <style:text-properties fo:font-size="8pt" fo:font-style="italic" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="Footer" style:family="paragraph">
  <style:paragraph-properties fo:text-align="center"/>
  <style:text-properties fo:font-size="9pt"/>
 </style:style>
 <style:style style:name="Bold" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>
 <text:notes-configuration text:note-class="footnote" style:num-format="1" text:start-value="0"
    text:footnotes-position="page" text:start-numbering-at="document"/>
</office:styles>
<office:automatic-styles>
 <style:page-layout style:name="pmA5">
  <style:page-layout-properties fo:page-width="14.8cm" fo:page-height="21cm" fo:margin-top="1.2cm" fo:margin-bottom="1.1cm"
     fo:margin-left="1.7cm" fo:margin-right="1.5cm" style:print-orientation="portrait" style:page-usage="mirrored">
   <style:footnote-sep style:width="0.018cm" style:distance-before-sep="0.1cm" style:distance-after-sep="0.1cm"
      style:line-style="solid" style:adjustment="left" style:rel-width="30%" style:color="#000000"/>
  </style:page-layout-properties>
  <style:header-style><style:header-footer-properties fo:min-height="0cm" fo:margin-bottom="0.35cm"/></style:header-style>
  <style:footer-style><style:header-footer-properties fo:min-height="0cm" fo:margin-top="0.3cm"/></style:footer-style>
 </style:page-layout>
 <style:page-layout style:name="pmTitle">
  <style:page-layout-properties fo:page-width="14.8cm" fo:page-height="21cm" fo:margin-top="1.5cm" fo:margin-bottom="1.5cm"
     fo:margin-left="1.7cm" fo:margin-right="1.5cm" style:print-orientation="portrait"/>
 </style:page-layout>
</office:automatic-styles>
<office:master-styles>
 <style:master-page style:name="Standard" style:page-layout-name="pmA5">
  <style:header><text:p text:style-name="Header">Избранные правила 2007 года</text:p></style:header>
  <style:header-left><text:p text:style-name="Header">Бридж-клуб «Ладья» · Кострома</text:p></style:header-left>
  <style:footer><text:p text:style-name="Footer"><text:page-number text:select-page="current">1</text:page-number></text:p></style:footer>
 </style:master-page>
 <style:master-page style:name="First_20_Page" style:display-name="First Page" style:page-layout-name="pmTitle" style:next-style-name="Standard"/>
</office:master-styles>
<office:body><office:text>
<text:p text:style-name="TitleClubFirst"/>
%BODY%
</office:text></office:body></office:document>
'''


def fodt(items):
    doc = FODT.replace('%BODY%', body(items))
    # the first paragraph opens the title page master
    doc = doc.replace('<text:p text:style-name="TitleClubFirst"/>\n', '')
    doc = doc.replace('<style:style style:name="TitleClub" style:family="paragraph">',
                      '<style:style style:name="TitleClub" style:family="paragraph" style:master-page-name="First_20_Page">', 1)
    return doc


if __name__ == '__main__':
    items = parse()
    json.dump(truth(items), open(sys.argv[1], 'w', encoding='utf-8'), ensure_ascii=False, indent=1)
    if len(sys.argv) > 2:
        open(sys.argv[2], 'w', encoding='utf-8').write(fodt(items))
