#!/usr/bin/env python3
"""make_fodt.py TYPED.txt OUT.fodt — sets the typed pages (64 columns, form feeds) as a flat ODF text for
LibreOffice: one paragraph per typed line in Nimbus Mono PS 12 pt (a Courier, fixed pitch 10 characters per
inch), fixed line height, every run of spaces kept (text:s), a page break at each form feed. No layout is
done here: LibreOffice sets the lines, the page geometry is A4."""
import sys
from xml.sax.saxutils import escape

src, out = sys.argv[1], sys.argv[2]
pages = open(src, encoding='utf-8', newline='').read().replace('\r\n', '\n').split('\f')


def para(line, first):
    style = 'PB' if first else 'T'
    x, i = [], 0
    while i < len(line):
        if line[i] == ' ':
            j = i
            while j < len(line) and line[j] == ' ':
                j += 1
            n = j - i
            x.append('<text:s text:c="%d"/>' % n if n > 1 or i == 0 else ' ')
            i = j
        else:
            x.append(escape(line[i])); i += 1
    return '<text:p text:style-name="%s">%s</text:p>' % (style, ''.join(x))


body = []
for k, page in enumerate(pages):
    lines = page.split('\n')
    if lines and lines[-1] == '':
        lines.pop()
    for li, line in enumerate(lines or ['']):
        body.append(para(line, li == 0 and k > 0))

doc = '''<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
 office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls>
 <style:font-face style:name="Nimbus Mono PS" svg:font-family="'Nimbus Mono PS'" style:font-pitch="fixed"
  xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"/>
</office:font-face-decls>
<office:styles>
 <style:style style:name="Standard" style:family="paragraph">
  <style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0cm" fo:line-height="0.54cm"
    fo:hyphenation-ladder-count="no-limit"/>
  <style:text-properties style:font-name="Nimbus Mono PS" fo:font-size="12pt" fo:language="ru" fo:country="RU"
    fo:hyphenate="false"/>
 </style:style>
</office:styles>
<office:automatic-styles>
 <style:page-layout style:name="pm1">
  <style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="2.4cm"
    fo:margin-bottom="2.2cm" fo:margin-left="2.9cm" fo:margin-right="1.6cm"/>
 </style:page-layout>
 <style:style style:name="T" style:family="paragraph" style:parent-style-name="Standard"/>
 <style:style style:name="PB" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:break-before="page"/>
 </style:style>
</office:automatic-styles>
<office:master-styles>
 <style:master-page style:name="Standard" style:page-layout-name="pm1"/>
</office:master-styles>
<office:body><office:text>
%s
</office:text></office:body></office:document>
''' % '\n'.join(body)
open(out, 'w', encoding='utf-8').write(doc)
