#!/usr/bin/env python3
"""Writes the magazine supplement as a flat ODF text (A4, text in a two-column section, justified,
Russian hyphenation, real footnotes numbered anew on every page, running head with the page number).
Usage: make_fodt.py OUT.fodt"""
import sys, re
from xml.sax.saxutils import escape
from book import parse, CALL

nodes = parse()


def inline(s, fnotes):
    """escape, turn [^n] into real footnotes (fnotes: n -> text of the current Law)"""
    out = []
    pos = 0
    for m in CALL.finditer(s):
        out.append(escape(s[pos:m.start()]))
        body = escape(fnotes[int(m.group(1))])
        out.append('<text:note text:id="ftn%d" text:note-class="footnote"><text:note-citation>%s</text:note-citation>'
                   '<text:note-body><text:p text:style-name="Footnote">%s</text:p></text:note-body></text:note>'
                   % (next(CNT), m.group(1), body))
        pos = m.end()
    out.append(escape(s[pos:]))
    return ''.join(out)


def counter():
    k = 0
    while True:
        k += 1
        yield k


CNT = counter()

# footnote texts per Law
FN = {}
law = None
for n in nodes:
    if n['kind'] == 'law':
        law = n['id']
    if n['kind'] == 'footnote':
        FN.setdefault(law, {})[n['n']] = n['paras'][0]

body = []
P = lambda style, txt: body.append('<text:p text:style-name="%s">%s</text:p>' % (style, txt))
law = None
first_title = True
in_section = False
for n in nodes:
    k = n['kind']
    fn = FN.get(law, {})
    if k == 'front' and n['heading'] is None:
        for i, line in enumerate(n['paras']):
            st = ['TitleSup', 'TitleMain', 'TitleSub', 'TitleSub2', 'TitleSmall', 'TitleSmall'][i]
            if i == 0:
                st = 'TitleSupFirst'
            P(st, escape(line))
        body.append('<text:section text:style-name="Sect2" text:name="Текст">')
        in_section = True
        continue
    if k in ('front', 'definitions'):
        body.append('<text:h text:style-name="FrontHead" text:outline-level="1">%s</text:h>' % escape(n['heading']))
        for p in n['paras']:
            P('Lead' if k == 'definitions' else 'Body', inline(p, fn))
        continue
    if k == 'term':
        txt = '<text:span text:style-name="Bold">%s</text:span>%s%s' % (escape(n['term']), escape(n['sep']),
                                                                        inline(n['paras'][0], fn))
        P('Term', txt)
        continue
    if k == 'chapter':
        body.append('<text:h text:style-name="Chapter" text:outline-level="1">Глава %s. %s</text:h>'
                    % (n['number'], escape(n['title'])))
        continue
    if k == 'law':
        law = n['id']
        fn = FN.get(law, {})
        body.append('<text:h text:style-name="LawNum" text:outline-level="2">Правило %s</text:h>' % law)
        P('LawTitle', escape(n['title']))
        for p in n['paras']:
            P('Body', inline(p, fn))
        continue
    if k == 'section':
        P('SecHead', '%s. %s' % (escape(n['letter']), escape(n['title'])))
        for p in n['paras']:
            P('Body', inline(p, fn))
        continue
    if k == 'item':
        st = 'Item%d' % n['depth']
        P(st, '%s<text:tab/>%s' % (escape(n['label']), inline(n['paras'][0], fn)))
        for p in n['paras'][1:]:
            P(st + 'c', inline(p, fn))
        continue
    if k == 'footnote':
        continue
P('Body', '')
P('Colophon', escape('Приложение подготовлено редакцией журнала «Вестник бриджа». Подписано в печать 12.11.2018. Тираж 500 экз.'))
body.append('</text:section>')

SER = 'style:font-name="Liberation Serif" fo:language="ru" fo:country="RU"'


def pstyle(name, parent='Standard', para='', text='', extra=''):
    return ('<style:style style:name="%s" style:family="paragraph" style:parent-style-name="%s"%s>'
            '<style:paragraph-properties %s/><style:text-properties %s/></style:style>'
            % (name, parent, extra, para, text))


styles = [
    '<style:default-style style:family="paragraph"><style:paragraph-properties style:tab-stop-distance="1.25cm"/>'
    '<style:text-properties %s fo:font-size="9.5pt" fo:hyphenate="true" fo:hyphenation-remain-char-count="2" '
    'fo:hyphenation-push-char-count="2"/></style:default-style>' % SER,
    pstyle('Standard', parent='', para='fo:margin-top="0cm" fo:margin-bottom="0cm"'),
    pstyle('Body', para='fo:text-align="justify" fo:text-indent="0.5cm" fo:orphans="2" fo:widows="2"',
           text='fo:hyphenate="true"'),
    pstyle('Lead', 'Body', para='fo:text-indent="0cm" fo:margin-bottom="0.1cm"', text='fo:font-style="italic"'),
    pstyle('Term', 'Body', para='fo:text-indent="0cm" fo:margin-bottom="0.05cm"'),
    pstyle('Item1', 'Body', para='fo:margin-left="0.55cm" fo:text-indent="-0.55cm"'),
    pstyle('Item2', 'Body', para='fo:margin-left="1.1cm" fo:text-indent="-0.55cm"'),
    pstyle('Item3', 'Body', para='fo:margin-left="1.65cm" fo:text-indent="-0.55cm"'),
    pstyle('Item1c', 'Body', para='fo:margin-left="0.55cm"'),
    pstyle('Item2c', 'Body', para='fo:margin-left="1.1cm"'),
    pstyle('Item3c', 'Body', para='fo:margin-left="1.65cm"'),
    pstyle('SecHead', para='fo:margin-top="0.12cm" fo:margin-bottom="0.04cm" fo:keep-with-next="always" '
           'fo:text-align="start"', text='fo:font-weight="bold" fo:font-size="9.5pt" fo:hyphenate="false"'),
    pstyle('LawNum', para='fo:margin-top="0.3cm" fo:text-align="center" fo:keep-with-next="always"',
           text='style:font-name="Liberation Sans" fo:font-size="10.5pt" fo:font-weight="bold" '
                'fo:letter-spacing="0.05cm"', extra=' style:default-outline-level="2"'),
    pstyle('LawTitle', para='fo:margin-bottom="0.12cm" fo:text-align="center" fo:keep-with-next="always"',
           text='fo:font-style="italic" fo:font-size="10.5pt" fo:hyphenate="false"'),
    pstyle('Chapter', para='fo:break-before="page" fo:margin-bottom="0.25cm" fo:text-align="center" '
           'fo:keep-with-next="always" fo:padding-bottom="0.08cm" fo:border-bottom="0.5pt solid #000000"',
           text='style:font-name="Liberation Sans" fo:font-size="12pt" fo:font-weight="bold"',
           extra=' style:default-outline-level="1"'),
    pstyle('FrontHead', para='fo:margin-top="0.3cm" fo:margin-bottom="0.15cm" fo:text-align="center" '
           'fo:keep-with-next="always"',
           text='style:font-name="Liberation Sans" fo:font-size="11pt" fo:font-weight="bold"',
           extra=' style:default-outline-level="1"'),
    pstyle('TitleSupFirst', para='fo:text-align="end" fo:margin-bottom="0.6cm" fo:padding-bottom="0.1cm" '
           'fo:border-bottom="1.5pt solid #000000"',
           text='style:font-name="Liberation Sans" fo:font-size="9pt" fo:font-style="italic"',
           extra=' style:master-page-name="First"'),
    pstyle('TitleMain', para='fo:text-align="center"',
           text='style:font-name="Liberation Sans" fo:font-size="22pt" fo:font-weight="bold"'),
    pstyle('TitleSub', para='fo:text-align="center" fo:margin-bottom="0.2cm"',
           text='fo:font-size="14pt"'),
    pstyle('TitleSub2', para='fo:text-align="center" fo:margin-bottom="0.3cm"',
           text='fo:font-size="11pt" fo:font-style="italic"'),
    pstyle('TitleSmall', para='fo:text-align="center"', text='fo:font-size="9pt"'),
    pstyle('Colophon', para='fo:text-align="center" fo:margin-top="0.5cm"', text='fo:font-size="7.5pt"'),
    pstyle('Footnote', para='fo:margin-left="0.4cm" fo:text-indent="-0.4cm" fo:text-align="justify"',
           text='fo:font-size="8pt"'),
    pstyle('Header', para='fo:padding-bottom="0.05cm" fo:border-bottom="0.5pt solid #000000"',
           text='style:font-name="Liberation Sans" fo:font-size="8pt"'),
    pstyle('Footer', para='fo:text-align="center" fo:padding-top="0.05cm" fo:border-top="0.5pt solid #000000"',
           text='fo:font-size="7.5pt" fo:font-style="italic"'),
    '<style:style style:name="Bold" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>',
    '<text:notes-configuration text:note-class="footnote" style:num-format="1" text:start-value="0" '
    'text:footnotes-position="page" text:start-numbering-at="document"/>',
]

auto = '''
<style:style style:name="Sect2" style:family="section"><style:section-properties text:dont-balance-text-columns="false">
<style:columns fo:column-count="2" fo:column-gap="0.6cm"><style:column-sep style:width="0.3pt" style:color="#000000" style:height="100%" style:vertical-align="top"/></style:columns>
</style:section-properties></style:style>
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.3cm" fo:margin-bottom="1.2cm" fo:margin-left="2cm" fo:margin-right="2cm">
<style:footnote-sep style:width="0.018cm" style:distance-before-sep="0.1cm" style:distance-after-sep="0.1cm" style:adjustment="left" style:rel-width="25%" style:color="#000000"/></style:page-layout-properties>
<style:header-style><style:header-footer-properties fo:min-height="0cm" fo:margin-bottom="0.4cm"/></style:header-style>
<style:footer-style><style:header-footer-properties fo:min-height="0cm" fo:margin-top="0.4cm"/></style:footer-style></style:page-layout>
'''

masters = '''
<style:master-page style:name="Standard" style:page-layout-name="pm1">
<style:header><text:p text:style-name="HeaderR">ВЕСТНИК БРИДЖА · Приложение к № 4 (47), 2018<text:tab/><text:page-number text:select-page="current">2</text:page-number></text:p></style:header>
<style:footer><text:p text:style-name="Footer">Правила спортивного бриджа. Редакция 2017 года · Сокращённое изложение · Подписной индекс 48211</text:p></style:footer>
</style:master-page>
<style:master-page style:name="First" style:page-layout-name="pm1" style:next-style-name="Standard">
<style:footer><text:p text:style-name="Footer">Правила спортивного бриджа. Редакция 2017 года · Сокращённое изложение · Подписной индекс 48211</text:p></style:footer>
</style:master-page>
'''
hdr = ('<style:style style:name="HeaderR" style:family="paragraph" style:parent-style-name="Header">'
       '<style:paragraph-properties><style:tab-stops><style:tab-stop style:position="17cm" style:type="right"/>'
       '</style:tab-stops></style:paragraph-properties></style:style>')

doc = '''<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
 xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"
 office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:meta><dc:title>Правила спортивного бриджа. Редакция 2017 года</dc:title><dc:language>ru-RU</dc:language>
<meta:initial-creator>Л. Ю. Сомова</meta:initial-creator></office:meta>
<office:font-face-decls>
<style:font-face style:name="Liberation Serif" svg:font-family="'Liberation Serif'" style:font-family-generic="roman"/>
<style:font-face style:name="Liberation Sans" svg:font-family="'Liberation Sans'" style:font-family-generic="swiss"/>
</office:font-face-decls>
<office:styles>%s%s</office:styles>
<office:automatic-styles>%s</office:automatic-styles>
<office:master-styles>%s</office:master-styles>
<office:body><office:text>
%s
</office:text></office:body></office:document>
''' % ('\n'.join(styles), hdr, auto, masters, '\n'.join(body))
open(sys.argv[1], 'w', encoding='utf-8').write(doc)
