"""club_a5.fodt: flat ODF text with TYPED labels («1.<tab>», «(a)<tab>»), A5 pages, justified, Russian
hyphenation on, running head in the page header, page number in the footer, real ODF footnotes."""
import sys
from xml.sax.saxutils import escape
import book

blocks = book.parse()

HEAD = '''<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
 xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
 xmlns:dc="http://purl.org/dc/elements/1.1/"
 xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"
 office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:meta><dc:title>%(title)s</dc:title><meta:initial-creator>Клуб «Тройка»</meta:initial-creator></office:meta>
<office:font-face-decls>
 <style:font-face style:name="Liberation Serif" svg:font-family="'Liberation Serif'" style:font-family-generic="roman"/>
</office:font-face-decls>
<office:styles>
 <style:default-style style:family="paragraph">
  <style:paragraph-properties fo:hyphenation-ladder-count="no-limit"/>
  <style:text-properties style:font-name="Liberation Serif" fo:font-size="10pt" fo:language="ru" fo:country="RU"
    fo:hyphenate="true" fo:hyphenation-remain-char-count="2" fo:hyphenation-push-char-count="2"/>
 </style:default-style>
 <style:style style:name="Standard" style:family="paragraph">
  <style:paragraph-properties fo:text-align="justify" fo:margin-top="0cm" fo:margin-bottom="0.08cm" fo:orphans="2" fo:widows="2"/>
  <style:text-properties fo:language="ru" fo:country="RU" fo:hyphenate="true"/>
 </style:style>
 <style:style style:name="Body" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-indent="0.6cm"/>
 </style:style>
 <style:style style:name="TitleP" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="center" fo:margin-bottom="0.3cm"/>
  <style:text-properties fo:font-size="12pt" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="TitleBig" style:family="paragraph" style:parent-style-name="TitleP">
  <style:paragraph-properties fo:margin-top="3cm" fo:margin-bottom="1cm"/>
  <style:text-properties fo:font-size="17pt" fo:font-weight="bold"/>
 </style:style>
 <style:style style:name="Head" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="center" fo:margin-top="0.35cm" fo:margin-bottom="0.2cm" fo:keep-with-next="always"/>
  <style:text-properties fo:font-weight="bold" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="HeadPB" style:family="paragraph" style:parent-style-name="Head">
  <style:paragraph-properties fo:break-before="page"/>
 </style:style>
 <style:style style:name="Chapter" style:family="paragraph" style:parent-style-name="Head">
  <style:paragraph-properties fo:break-before="page" fo:margin-bottom="0.4cm"/>
  <style:text-properties fo:font-size="12pt"/>
 </style:style>
 <style:style style:name="LawInline" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:margin-top="0.35cm"/>
 </style:style>
 <style:style style:name="Sec" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:margin-top="0.15cm" fo:keep-with-next="always"/>
  <style:text-properties fo:font-weight="bold"/>
 </style:style>
 <style:style style:name="Term" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:margin-left="0.5cm" fo:text-indent="-0.5cm"/>
 </style:style>
 <style:style style:name="Item1" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:margin-left="0.6cm" fo:text-indent="-0.6cm">
   <style:tab-stops><style:tab-stop style:position="0cm"/></style:tab-stops></style:paragraph-properties>
 </style:style>
 <style:style style:name="Item2" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:margin-left="1.3cm" fo:text-indent="-0.7cm">
   <style:tab-stops><style:tab-stop style:position="0cm"/></style:tab-stops></style:paragraph-properties>
 </style:style>
 <style:style style:name="Item3" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:margin-left="2.1cm" fo:text-indent="-0.8cm">
   <style:tab-stops><style:tab-stop style:position="0cm"/></style:tab-stops></style:paragraph-properties>
 </style:style>
 <style:style style:name="Footnote" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:margin-left="0.4cm" fo:text-indent="-0.4cm"/>
  <style:text-properties fo:font-size="8.5pt"/>
 </style:style>
 <style:style style:name="Header" style:family="paragraph">
  <style:paragraph-properties fo:text-align="center" fo:border-bottom="0.5pt solid #000000" fo:padding-bottom="0.05cm"/>
  <style:text-properties style:font-name="Liberation Serif" fo:font-size="8pt" fo:font-style="italic"/>
 </style:style>
 <style:style style:name="Footer" style:family="paragraph">
  <style:paragraph-properties fo:text-align="center"/>
  <style:text-properties style:font-name="Liberation Serif" fo:font-size="9pt"/>
 </style:style>
 <style:style style:name="B" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>
 <text:notes-configuration text:note-class="footnote" style:num-format="1" text:start-value="0" text:footnotes-position="page" text:start-numbering-at="document"/>
</office:styles>
<office:automatic-styles>
 <style:page-layout style:name="pmA5">
  <style:page-layout-properties fo:page-width="14.8cm" fo:page-height="21cm" style:print-orientation="portrait"
    fo:margin-top="1.2cm" fo:margin-bottom="1.2cm" fo:margin-left="1.6cm" fo:margin-right="1.4cm"/>
  <style:header-style><style:header-footer-properties fo:min-height="0cm" fo:margin-bottom="0.35cm"/></style:header-style>
  <style:footer-style><style:header-footer-properties fo:min-height="0cm" fo:margin-top="0.3cm"/></style:footer-style>
 </style:page-layout>
</office:automatic-styles>
<office:master-styles>
 <style:master-page style:name="Standard" style:page-layout-name="pmA5">
  <style:header><text:p text:style-name="Header">%(title)s · издание 2007 г.</text:p></style:header>
  <style:footer><text:p text:style-name="Footer"><text:page-number text:select-page="current">1</text:page-number></text:p></style:footer>
 </style:master-page>
</office:master-styles>
<office:body><office:text>
'''

fn_text = {(b['law'], b['n']): ' '.join(b['paras']) for b in blocks if b['tag'] == 'fn'}
count = [0]


def rich(s, law):
    out = []
    for k, part in enumerate(book.FN_MARK.split(s)):
        if k % 2 == 0:
            out.append(escape(part))
        else:
            count[0] += 1
            out.append('<text:note text:id="ftn%d" text:note-class="footnote"><text:note-citation>%d</text:note-citation>'
                       '<text:note-body><text:p text:style-name="Footnote">%s</text:p></text:note-body></text:note>'
                       % (count[0], count[0], escape(fn_text[(law, int(part))])))
    return ''.join(out)


def P(style, inner):
    return '<text:p text:style-name="%s">%s</text:p>\n' % (style, inner)


body = []
law = ''
for b in blocks:
    t = b['tag']
    if t == 'front':
        for k, s in enumerate(b['paras']):
            body.append(P('TitleBig' if k == 0 else 'TitleP', escape(s)))
    elif t == 'preface':
        body.append(P('HeadPB', escape(b['heading'])))
        body += [P('Body', rich(s, '')) for s in b['paras']]
    elif t == 'defs':
        body.append(P('Head', escape(b['heading'])))
    elif t == 'term':
        body.append(P('Term', '<text:span text:style-name="B">%s</text:span>%s' % (escape(b['term']), escape(b['sep'] + b['paras'][0]))))
    elif t == 'chapter':
        body.append(P('Chapter', escape('Глава %s. %s' % (b['number'], b['title']))))
    elif t == 'law':
        law = b['n']
        head = escape('ПРАВИЛО %s – %s' % (b['n'], b['title']))
        if b['inline']:
            body.append(P('LawInline', '<text:span text:style-name="B">%s.</text:span> %s' % (head, rich(b['paras'][0], law))))
            rest = b['paras'][1:]
        else:
            body.append(P('Head', head))
            rest = b['paras']
        body += [P('Body', rich(s, law)) for s in rest]
    elif t == 'sec':
        body.append(P('Sec', escape('%s. %s' % (b['label'], b['title']))))
        body += [P('Body', rich(s, law)) for s in b['paras']]
    elif t == 'item':
        body.append(P('Item1', '%s.<text:tab/>%s' % (b['label'], rich(b['paras'][0], law) if b['paras'] else '')))
        body += [P('Body', rich(s, law)) for s in b['paras'][1:]]
    elif t == 'sub':
        body.append(P('Item2', '(%s)<text:tab/>%s' % (b['label'], rich(b['paras'][0], law))))
    elif t == 'subsub':
        body.append(P('Item3', '(%s)<text:tab/>%s' % (b['label'], rich(b['paras'][0], law))))

doc = HEAD % {'title': escape(book.TITLE)} + ''.join(body) + '</office:text></office:body></office:document>\n'
open(sys.argv[1], 'w', encoding='utf-8').write(doc)
print('notes', count[0])
