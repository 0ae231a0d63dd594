#!/usr/bin/env python3
"""dir2010 → flat ODF (A5 brochure) for LibreOffice.

  python3 src/make_fodt.py OUT.fodt

Running heads are LibreOffice chapter fields: odd pages show the current Law («ПРАВИЛО 12 ДИСКРЕЦИОННЫЕ
ПОЛНОМОЧИЯ СУДЬИ», outline level 2), even pages the current part («ЧАСТЬ III. ОБЩИЕ ПРАВИЛА О НАРУШЕНИЯХ»,
outline level 1). Footer «стр. N» on the outer edge. Director's notes are one-cell framed tables.
"""
import sys
from xml.sax.saxutils import escape

sys.path.insert(0, __import__('os').path.dirname(__file__))
import book  # noqa: E402


def t(s, call=None):
    """markup → ODF inline XML (footnote call → a real footnote)"""
    s = escape(book.inline(s, call='\x00'))
    if call is not None:
        s = s.replace('\x00', call, 1)
    return s.replace('\x00', '')


HEAD = '''<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"
 xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
 xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
 xmlns:dc="http://purl.org/dc/elements/1.1/"
 xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"
 office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:meta><dc:title>Справочник судьи</dc:title><dc:language>ru-RU</dc:language>
<meta:initial-creator>Судейский комитет ФСБ Приозёрской области</meta:initial-creator></office:meta>
<office:font-face-decls>
 <style:font-face style:name="Liberation Serif" svg:font-family="'Liberation Serif'" style:font-family-generic="roman"/>
 <style:font-face style:name="Liberation Sans" svg:font-family="'Liberation Sans'" style:font-family-generic="swiss"/>
</office:font-face-decls>
<office:styles>
 <style:default-style style:family="paragraph">
  <style:paragraph-properties fo:hyphenation-ladder-count="no-limit"/>
  <style:text-properties style:font-name="Liberation Serif" fo:font-size="10pt" fo:language="ru" fo:country="RU"
   fo:hyphenate="true" fo:hyphenation-remain-char-count="2" fo:hyphenation-push-char-count="2"/>
 </style:default-style>
 <style:style style:name="Standard" style:family="paragraph" style:class="text"/>
 <style:style style:name="Text_20_body" style:display-name="Text body" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="justify" fo:text-indent="0.5cm" fo:margin-top="0cm" fo:margin-bottom="0.06cm"
   fo:orphans="2" fo:widows="2"/>
 </style:style>
 <style:style style:name="Heading_20_1" style:display-name="Heading 1" style:family="paragraph" style:default-outline-level="1">
  <style:paragraph-properties fo:text-align="center" fo:margin-top="0.2cm" fo:margin-bottom="0.5cm" fo:break-before="page" fo:keep-with-next="always"/>
  <style:text-properties style:font-name="Liberation Sans" fo:font-size="12pt" fo:font-weight="bold" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="Heading_20_2" style:display-name="Heading 2" style:family="paragraph" style:default-outline-level="2">
  <style:paragraph-properties fo:text-align="center" fo:margin-top="0.45cm" fo:margin-bottom="0.25cm" fo:keep-with-next="always"/>
  <style:text-properties style:font-name="Liberation Sans" fo:font-size="10.5pt" fo:font-weight="bold" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="Section" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:margin-top="0.2cm" fo:margin-bottom="0.08cm" fo:keep-with-next="always"/>
  <style:text-properties fo:font-weight="bold" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="Item1" style:family="paragraph" style:parent-style-name="Text_20_body">
  <style:paragraph-properties fo:margin-left="0.6cm" fo:text-indent="-0.6cm">
   <style:tab-stops><style:tab-stop style:position="0cm"/></style:tab-stops></style:paragraph-properties>
 </style:style>
 <style:style style:name="Item2" style:family="paragraph" style:parent-style-name="Text_20_body">
  <style:paragraph-properties fo:margin-left="1.3cm" fo:text-indent="-0.7cm">
   <style:tab-stops><style:tab-stop style:position="0cm"/></style:tab-stops></style:paragraph-properties>
 </style:style>
 <style:style style:name="Item3" style:family="paragraph" style:parent-style-name="Text_20_body">
  <style:paragraph-properties fo:margin-left="2.1cm" fo:text-indent="-0.8cm">
   <style:tab-stops><style:tab-stop style:position="0cm"/></style:tab-stops></style:paragraph-properties>
 </style:style>
 <style:style style:name="Term" style:family="paragraph" style:parent-style-name="Text_20_body">
  <style:paragraph-properties fo:text-indent="0cm" fo:margin-bottom="0.1cm"/>
 </style:style>
 <style:style style:name="Title" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="center" fo:margin-bottom="0.3cm"/>
  <style:text-properties fo:font-size="12pt" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="TitleBig" style:family="paragraph" style:parent-style-name="Title">
  <style:paragraph-properties fo:margin-top="3cm" fo:margin-bottom="0.6cm"/>
  <style:text-properties style:font-name="Liberation Sans" fo:font-size="20pt" fo:font-weight="bold"/>
 </style:style>
 <style:style style:name="TitleCity" style:family="paragraph" style:parent-style-name="Title">
  <style:paragraph-properties fo:margin-top="5cm" fo:margin-bottom="0cm"/>
 </style:style>
 <style:style style:name="Header" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:padding-bottom="0.05cm" fo:border-bottom="0.5pt solid #000000"/>
  <style:text-properties fo:font-size="8pt" fo:font-style="italic" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="HeaderOdd" style:family="paragraph" style:parent-style-name="Header">
  <style:paragraph-properties fo:text-align="end"/></style:style>
 <style:style style:name="HeaderEven" style:family="paragraph" style:parent-style-name="Header">
  <style:paragraph-properties fo:text-align="start"/></style:style>
 <style:style style:name="FooterOdd" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="end"/><style:text-properties fo:font-size="9pt"/></style:style>
 <style:style style:name="FooterEven" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="start"/><style:text-properties fo:font-size="9pt"/></style:style>
 <style:style style:name="Footnote" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:margin-left="0.4cm" fo:text-indent="-0.4cm" fo:text-align="justify"/>
  <style:text-properties fo:font-size="8pt"/></style:style>
 <style:style style:name="Table_20_Contents" style:display-name="Table Contents" style:family="paragraph" style:parent-style-name="Standard">
  <style:text-properties fo:font-size="8.5pt"/></style:style>
 <style:style style:name="Table_20_Heading" style:display-name="Table Heading" style:family="paragraph" style:parent-style-name="Table_20_Contents">
  <style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-weight="bold"/></style:style>
 <style:style style:name="BoxText" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="justify"/><style:text-properties fo:font-size="9pt"/></style:style>
 <style:style style:name="Strong" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>
 <style:style style:name="Footnote_20_anchor" style:display-name="Footnote anchor" style:family="text">
  <style:text-properties style:text-position="super 58%"/></style:style>
 <text:outline-style style:name="Outline">
  <text:outline-level-style text:level="1" style:num-format=""/>
  <text:outline-level-style text:level="2" style:num-format=""/>
 </text:outline-style>
 <text:notes-configuration text:note-class="footnote" text:citation-style-name="Footnote_20_anchor"
  style:num-format="1" text:start-value="0" text:footnotes-position="page" text:start-numbering-at="document"/>
</office:styles>
<office:automatic-styles>
 <style:page-layout style:name="pmA5" style:page-usage="mirrored">
  <style:page-layout-properties fo:page-width="14.8cm" fo:page-height="21cm" style:print-orientation="portrait"
   fo:margin-top="1.2cm" fo:margin-bottom="1.2cm" fo:margin-left="1.8cm" fo:margin-right="1.4cm">
   <style:footnote-sep style:width="0.018cm" style:distance-before-sep="0.1cm" style:distance-after-sep="0.1cm"
    style:line-style="solid" style:adjustment="left" style:rel-width="25%" style:color="#000000"/>
  </style:page-layout-properties>
  <style:header-style><style:header-footer-properties fo:min-height="0cm" fo:margin-bottom="0.4cm"/></style:header-style>
  <style:footer-style><style:header-footer-properties fo:min-height="0cm" fo:margin-top="0.4cm"/></style:footer-style>
 </style:page-layout>
 <style:style style:name="PTitle" style:family="paragraph" style:parent-style-name="Title" style:master-page-name="TitlePage"/>
 <style:style style:name="PFirstH1" style:family="paragraph" style:parent-style-name="Heading_20_1" style:master-page-name="Standard">
  </style:style>
 <style:style style:name="Box" style:family="table"><style:table-properties style:width="10.6cm" table:align="center"
  fo:margin-top="0.2cm" fo:margin-bottom="0.25cm"/></style:style>
 <style:style style:name="BoxCell" style:family="table-cell"><style:table-cell-properties fo:background-color="#e6e6e6"
  fo:padding="0.15cm" fo:border="0.8pt solid #000000"/></style:style>
 <style:style style:name="Tbl" style:family="table"><style:table-properties style:width="11.6cm" table:align="left"
  fo:margin-left="0cm" fo:margin-top="0.15cm" fo:margin-bottom="0.2cm"/></style:style>
 <style:style style:name="TblCell" style:family="table-cell"><style:table-cell-properties fo:padding="0.06cm"
  fo:border="0.5pt solid #000000"/></style:style>
</office:automatic-styles>
<office:master-styles>
 <style:master-page style:name="TitlePage" style:page-layout-name="pmA5" style:next-style-name="Standard"/>
 <style:master-page style:name="Standard" style:page-layout-name="pmA5">
  <style:header><text:p text:style-name="HeaderOdd"><text:chapter text:display="name" text:outline-level="2"/></text:p></style:header>
  <style:header-left><text:p text:style-name="HeaderEven"><text:chapter text:display="name" text:outline-level="1"/></text:p></style:header-left>
  <style:footer><text:p text:style-name="FooterOdd">стр. <text:page-number text:select-page="current"/></text:p></style:footer>
  <style:footer-left><text:p text:style-name="FooterEven">стр. <text:page-number text:select-page="current"/></text:p></style:footer-left>
 </style:master-page>
</office:master-styles>
<office:body><office:text>
'''


def main(out):
    blocks, clauses = book.parse()
    x = [HEAD]
    fn_total = 0
    pending_fn = []   # footnote texts, attached to the last call
    body = []
    first_h1 = True
    # footnotes: the call [^] is in some earlier block of the same Law; find each one's text ahead
    calls = []
    for b in blocks:
        if b['b'] == 'fn':
            calls.append(b)
    call_iter = iter(calls)

    def call_xml():
        nonlocal fn_total
        b = next(call_iter)
        fn_total += 1
        return (f'<text:note text:id="ftn{fn_total}" text:note-class="footnote"><text:note-citation>{fn_total}'
                f'</text:note-citation><text:note-body><text:p text:style-name="Footnote">{t(b["text"])}</text:p>'
                f'</text:note-body></text:note>')

    def tx(s):
        if '[^]' in s:
            return t(s, call=call_xml())
        return t(s)

    for b in blocks:
        k = b['b']
        if k == 'title':
            lines = b['lines']
            for i, line in enumerate(lines):
                style = 'PTitle' if i == 0 else ('TitleBig' if line == 'СПРАВОЧНИК СУДЬИ' else
                                                 ('TitleCity' if line == 'Приозёрск' else 'Title'))
                body.append(f'<text:p text:style-name="{style}">{tx(line)}</text:p>')
        elif k in ('fronthead', 'defshead'):
            style = 'PFirstH1' if first_h1 else 'Heading_20_1'
            first_h1 = False
            body.append(f'<text:h text:style-name="{style}" text:outline-level="1">{escape(b["heading"])}</text:h>')
        elif k == 'term':
            body.append(f'<text:p text:style-name="Term"><text:span text:style-name="Strong">{tx(b["term"])}</text:span>'
                        f'{tx(b["sep"])}{tx(b["text"])}</text:p>')
        elif k == 'chapter':
            body.append(f'<text:h text:style-name="Heading_20_1" text:outline-level="1">ЧАСТЬ {b["num"]}. '
                        f'{escape(b["title"])}</text:h>')
        elif k == 'law':
            body.append(f'<text:h text:style-name="Heading_20_2" text:outline-level="2">{b["word"]} {b["num"]}'
                        f'<text:line-break/>{escape(b["title"])}</text:h>')
        elif k == 'sec':
            body.append(f'<text:p text:style-name="Section">{b["letter"]}. {tx(b["title"])}</text:p>')
        elif k == 'item':
            body.append(f'<text:p text:style-name="Item{b["level"]}">{b["label"]}<text:tab/>{tx(b["text"])}</text:p>')
        elif k == 'para':
            body.append(f'<text:p text:style-name="Text_20_body">{tx(b["text"])}</text:p>')
        elif k == 'box':
            body.append('<table:table table:style-name="Box"><table:table-column/><table:table-row>'
                        '<table:table-cell table:style-name="BoxCell" office:value-type="string">'
                        f'<text:p text:style-name="BoxText"><text:span text:style-name="Strong">{tx(b["title"])}</text:span> '
                        f'{tx(b["text"])}</text:p></table:table-cell></table:table-row></table:table>')
        elif k == 'table':
            rows = b['rows']
            n = len(rows[0])
            r = ['<table:table table:style-name="Tbl">', f'<table:table-column table:number-columns-repeated="{n}"/>']
            for i, row in enumerate(rows):
                if i == 0:
                    r.append('<table:table-header-rows>')
                r.append('<table:table-row>')
                for cell in row:
                    ps = 'Table_20_Heading' if i == 0 else 'Table_20_Contents'
                    r.append(f'<table:table-cell table:style-name="TblCell" office:value-type="string">'
                             f'<text:p text:style-name="{ps}">{tx(cell)}</text:p></table:table-cell>')
                r.append('</table:table-row>')
                if i == 0:
                    r.append('</table:table-header-rows>')
            r.append('</table:table>')
            body.append(''.join(r))
        elif k == 'fn':
            pass   # written at its call
    x += [s + '\n' for s in body]
    x.append('</office:text></office:body></office:document>\n')
    open(out, 'w', encoding='utf-8').write(''.join(x))


if __name__ == '__main__':
    main(sys.argv[1])
