"""Writes the book as a flat ODF text (what LibreOffice Writer saves as .fodt).

usage: make_fodt.py VARIANT OUT.fodt [PAGES.json]
  VARIANT a5: A5, justified, Russian hyphenation, widow/orphan control 2 lines (→ .odt, .pdf, .html)
  VARIANT a4: A4, the same styles but widow/orphan control off (→ .docx)
  PAGES.json: page numbers of the headings for the table of contents (from find_pages.py); 0 without it.
"""
import json
import sys
from pathlib import Path
from xml.sax.saxutils import escape

from book import FN, RUNNING_EVEN, parse

variant, out = sys.argv[1], sys.argv[2]
pages = json.loads(Path(sys.argv[3]).read_text()) if len(sys.argv) > 3 else {}

if variant == "a5":
    PW, PH, MIN, MOUT, MT, MB, FS, WID = "14.8cm", "21cm", "1.8cm", "1.3cm", "1.2cm", "1.2cm", "10pt", "2"
    TEXTW = 14.8 - 1.8 - 1.3
else:
    PW, PH, MIN, MOUT, MT, MB, FS, WID = "21cm", "29.7cm", "2.5cm", "2cm", "1.5cm", "1.5cm", "12pt", "0"
    TEXTW = 21 - 2.5 - 2

fnno = [0]


def inline(text):
    """escape text; {{fn:...}} → an ODF footnote"""
    parts = []
    pos = 0
    for m in FN.finditer(text):
        parts.append(escape(text[pos:m.start()]))
        fnno[0] += 1
        parts.append(
            f'<text:note text:id="ftn{fnno[0]}" text:note-class="footnote"><text:note-citation>{fnno[0]}</text:note-citation>'
            f'<text:note-body><text:p text:style-name="Footnote">{escape(m.group(1))}</text:p></text:note-body></text:note>')
        pos = m.end()
    parts.append(escape(text[pos:]))
    return "".join(parts)


def p(style, content):
    return f'<text:p text:style-name="{style}">{content}</text:p>\n'


def h(level, style, content, ident):
    return (f'<text:h text:style-name="{style}" text:outline-level="{level}">'
            f'<text:bookmark text:name="{ident}"/>{content}</text:h>\n')


body = []
toc = []  # (level, text, key)
blocks = parse()
for b in blocks:
    t = b["type"]
    if t == "title":
        styles = ["TitleOrg", "TitleMain", "TitleSub", "TitleSub", "TitleNote", "TitlePlace"]
        for st, line in zip(styles, b["paras"]):
            body.append(p(st, escape(line)))
    elif t in ("front", "defs"):
        first = "FrontHeadingFirst" if t == "front" and not any(x[2] == "front0" for x in toc) else "Heading_20_1"
        key = f"front{len(toc)}"
        toc.append((1, b["heading"], key))
        body.append(h(1, first, escape(b["heading"]), key))
        for para in b["paras"]:
            body.append(p("Body", inline(para)))
    elif t == "term":
        body.append(p("Term", f'<text:span text:style-name="Bold">{escape(b["term"])}</text:span>'
                              f'{escape(b["sep"])}{inline(b["paras"][0])}'))
    elif t == "chapter":
        text = f'Глава {b["number"]}. {b["title"]}'
        key = f'ch{b["number"]}'
        toc.append((1, text, key))
        body.append(h(1, "Heading_20_1", escape(text), key))
    elif t == "law":
        key = f'law{b["id"]}'
        if b["style"] == "h1":
            text = f'Правило {b["id"]}. {b["title"]}'
            toc.append((2, text, key))
            body.append(h(2, "LawInline", escape(text), key))
        else:
            toc.append((2, f'ПРАВИЛО {b["id"]} {b["title"]}', key))
            body.append(h(2, "LawTwoLine", f'ПРАВИЛО {b["id"]}<text:line-break/>{escape(b["title"])}', key))
        for para in b["paras"]:
            body.append(p("Body", inline(para)))
    elif t == "sec":
        title = f' <text:span text:style-name="Ital">{escape(b["title"])}</text:span>' if b["title"] else ""
        body.append(p("Section", f'{escape(b["label"])}.{title}'))
        for para in b["paras"]:
            body.append(p("Body", inline(para)))
    elif t == "item":
        lab = b["label"] + "." if b["label"].isdigit() else b["label"]
        first, *rest = b["paras"]
        body.append(p(f'Item{b["level"]}', f'{escape(lab)}<text:tab/>{inline(first)}'))
        for para in rest:
            body.append(p(f'Item{b["level"]}Cont', inline(para)))
    if b.get("box"):
        cells = "".join(p("BoxHead" if k == 0 else "BoxText", inline(x)) for k, x in enumerate(b["box"]))
        body.append('<table:table table:name="Пример1" table:style-name="BoxTable">'
                    '<table:table-column table:style-name="BoxCol"/><table:table-row>'
                    f'<table:table-cell table:style-name="BoxCell" office:value-type="string">{cells}'
                    '</table:table-cell></table:table-row></table:table>\n')
        body.append(p("Body", ""))

# the table of contents: a real LibreOffice index (text:table-of-content) with its generated body
tw = f"{TEXTW - 0.01:.2f}cm"
entries = []
for lv, text, key in toc:
    entries.append(f'<text:p text:style-name="Contents_20_{lv}"><text:a xlink:type="simple" xlink:href="#{key}" text:style-name="Index_20_Link" text:visited-style-name="Index_20_Link">'
                   f'{escape(text)}<text:tab/>{pages.get(key, 0)}</text:a></text:p>\n')


def tmpl(lv):
    return (f'<text:table-of-content-entry-template text:outline-level="{lv}" text:style-name="Contents_20_{lv}">'
            '<text:index-entry-link-start text:style-name="Index_20_Link"/><text:index-entry-chapter/>'
            '<text:index-entry-text/><text:index-entry-tab-stop style:type="right" style:leader-char="."/>'
            '<text:index-entry-page-number/><text:index-entry-link-end/></text:table-of-content-entry-template>')


body.append('<text:table-of-content text:style-name="Sect1" text:protected="true" text:name="Оглавление1">'
            '<text:table-of-content-source text:outline-level="2" text:use-index-marks="false">'
            '<text:index-title-template text:style-name="Contents_20_Heading">СОДЕРЖАНИЕ</text:index-title-template>'
            + tmpl(1) + tmpl(2) + '</text:table-of-content-source><text:index-body>'
            '<text:index-title text:style-name="Sect1" text:name="Оглавление1_Head">'
            '<text:p text:style-name="Contents_20_Heading">СОДЕРЖАНИЕ</text:p></text:index-title>\n'
            + "".join(entries) + '</text:index-body></text:table-of-content>\n')

par = f'fo:widows="{WID}" fo:orphans="{WID}"'
STYLES = f'''
<office:font-face-decls>
 <style:font-face style:name="Liberation Serif" svg:font-family="'Liberation Serif'" style:font-family-generic="roman"/>
 <style:font-face style:name="Liberation Sans" svg:font-family="'Liberation Sans'" style:font-family-generic="swiss"/>
</office:font-face-decls>
<office:styles>
 <style:default-style style:family="paragraph">
  <style:paragraph-properties fo:hyphenation-ladder-count="no-limit" style:writing-mode="page" {par}/>
  <style:text-properties style:font-name="Liberation Serif" fo:font-size="{FS}" fo:language="ru" fo:country="RU"
   fo:hyphenate="true" fo:hyphenation-remain-char-count="2" fo:hyphenation-push-char-count="2"/>
 </style:default-style>
 <style:style style:name="Standard" style:family="paragraph" style:class="text"/>
 <style:style style:name="Body" style:family="paragraph" style:parent-style-name="Standard" style:class="text">
  <style:paragraph-properties fo:text-align="justify" fo:text-indent="0.6cm" fo:margin-top="0cm" fo:margin-bottom="0.08cm" {par}/>
 </style:style>
 <style:style style:name="Term" style:family="paragraph" style:parent-style-name="Body">
  <style:paragraph-properties fo:text-indent="0cm" fo:margin-bottom="0.12cm"/>
 </style:style>
 <style:style style:name="Heading" style:family="paragraph" style:parent-style-name="Standard" style:next-style-name="Body">
  <style:paragraph-properties fo:keep-with-next="always" fo:margin-top="0.4cm" fo:margin-bottom="0.2cm"/>
  <style:text-properties style:font-name="Liberation Sans" fo:font-weight="bold" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="Heading_20_1" style:display-name="Heading 1" style:family="paragraph" style:parent-style-name="Heading" style:default-outline-level="1">
  <style:paragraph-properties fo:text-align="center" fo:break-before="page" fo:margin-bottom="0.4cm"/>
  <style:text-properties fo:font-size="130%"/>
 </style:style>
 <style:style style:name="FrontHeadingFirst" style:family="paragraph" style:parent-style-name="Heading_20_1" style:master-page-name="Standard" style:default-outline-level="1">
  <style:paragraph-properties style:page-number="auto"/>
 </style:style>
 <style:style style:name="Heading_20_2" style:display-name="Heading 2" style:family="paragraph" style:parent-style-name="Heading" style:default-outline-level="2"/>
 <style:style style:name="LawInline" style:display-name="Правило" style:family="paragraph" style:parent-style-name="Heading_20_2" style:default-outline-level="2">
  <style:paragraph-properties fo:margin-top="0.5cm"/>
  <style:text-properties fo:font-size="110%"/>
 </style:style>
 <style:style style:name="LawTwoLine" style:display-name="Правило в две строки" style:family="paragraph" style:parent-style-name="Heading_20_2" style:default-outline-level="2">
  <style:paragraph-properties fo:text-align="center" fo:margin-top="0.6cm" fo:line-height="130%"/>
 </style:style>
 <style:style style:name="Section" style:display-name="Раздел" style:family="paragraph" style:parent-style-name="Standard" style:next-style-name="Body">
  <style:paragraph-properties fo:keep-with-next="always" fo:margin-top="0.18cm" fo:margin-bottom="0.06cm"/>
  <style:text-properties fo:font-weight="bold"/>
 </style:style>
 <style:style style:name="Item1" style:display-name="Пункт" style:family="paragraph" style:parent-style-name="Body">
  <style:paragraph-properties fo:margin-left="0.7cm" fo:text-indent="-0.7cm">
   <style:tab-stops><style:tab-stop style:position="0cm"/></style:tab-stops></style:paragraph-properties>
 </style:style>
 <style:style style:name="Item1Cont" style:family="paragraph" style:parent-style-name="Item1">
  <style:paragraph-properties fo:text-indent="0cm"/>
 </style:style>
 <style:style style:name="Item2" style:display-name="Подпункт" style:family="paragraph" style:parent-style-name="Body">
  <style:paragraph-properties fo:margin-left="1.5cm" fo:text-indent="-0.8cm">
   <style:tab-stops><style:tab-stop style:position="0cm"/></style:tab-stops></style:paragraph-properties>
 </style:style>
 <style:style style:name="Item2Cont" style:family="paragraph" style:parent-style-name="Item2">
  <style:paragraph-properties fo:text-indent="0cm"/>
 </style:style>
 <style:style style:name="Item3" style:display-name="Подпункт 2" style:family="paragraph" style:parent-style-name="Body">
  <style:paragraph-properties fo:margin-left="2.4cm" fo:text-indent="-0.9cm">
   <style:tab-stops><style:tab-stop style:position="0cm"/></style:tab-stops></style:paragraph-properties>
 </style:style>
 <style:style style:name="Item3Cont" style:family="paragraph" style:parent-style-name="Item3">
  <style:paragraph-properties fo:text-indent="0cm"/>
 </style:style>
 <style:style style:name="BoxHead" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="center" fo:margin-bottom="0.1cm"/>
  <style:text-properties style:font-name="Liberation Sans" fo:font-size="90%" fo:font-weight="bold"/>
 </style:style>
 <style:style style:name="BoxText" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="left" fo:margin-bottom="0.06cm"/>
  <style:text-properties style:font-name="Liberation Sans" fo:font-size="90%"/>
 </style:style>
 <style:style style:name="Footnote" style:family="paragraph" style:parent-style-name="Standard" style:class="extra">
  <style:paragraph-properties fo:margin-left="0.4cm" fo:text-indent="-0.4cm" fo:text-align="justify"/>
  <style:text-properties fo:font-size="80%"/>
 </style:style>
 <style:style style:name="Header" style:family="paragraph" style:parent-style-name="Standard" style:class="extra">
  <style:paragraph-properties fo:border-bottom="0.5pt solid #000000" fo:padding-bottom="0.05cm"/>
  <style:text-properties fo:font-size="80%" fo:font-style="italic" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="HeaderRight" style:family="paragraph" style:parent-style-name="Header">
  <style:paragraph-properties fo:text-align="end"/>
 </style:style>
 <style:style style:name="HeaderLeft" style:family="paragraph" style:parent-style-name="Header">
  <style:paragraph-properties fo:text-align="start"/>
 </style:style>
 <style:style style:name="Footer" style:family="paragraph" style:parent-style-name="Standard" style:class="extra">
  <style:paragraph-properties fo:text-align="center"/>
  <style:text-properties fo:font-size="80%"/>
 </style:style>
 <style:style style:name="Contents_20_Heading" style:display-name="Contents Heading" style:family="paragraph" style:parent-style-name="Heading_20_1" style:class="index">
  <style:paragraph-properties fo:break-before="page"/>
 </style:style>
 <style:style style:name="Contents_20_1" style:display-name="Contents 1" style:family="paragraph" style:parent-style-name="Standard" style:class="index">
  <style:paragraph-properties fo:margin-top="0.15cm"><style:tab-stops>
   <style:tab-stop style:position="{tw}" style:type="right" style:leader-style="dotted" style:leader-text="."/></style:tab-stops>
  </style:paragraph-properties>
  <style:text-properties fo:font-weight="bold" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="Contents_20_2" style:display-name="Contents 2" style:family="paragraph" style:parent-style-name="Standard" style:class="index">
  <style:paragraph-properties fo:margin-left="0.5cm"><style:tab-stops>
   <style:tab-stop style:position="{TEXTW - 0.51:.2f}cm" style:type="right" style:leader-style="dotted" style:leader-text="."/></style:tab-stops>
  </style:paragraph-properties>
  <style:text-properties fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="TitleBase" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="center"/>
  <style:text-properties style:font-name="Liberation Sans" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="TitleOrg" style:family="paragraph" style:parent-style-name="TitleBase" style:master-page-name="TitlePage">
  <style:paragraph-properties fo:margin-bottom="4cm"/>
 </style:style>
 <style:style style:name="TitleMain" style:family="paragraph" style:parent-style-name="TitleBase">
  <style:paragraph-properties fo:margin-bottom="0.5cm"/>
  <style:text-properties fo:font-size="180%" fo:font-weight="bold"/>
 </style:style>
 <style:style style:name="TitleSub" style:family="paragraph" style:parent-style-name="TitleBase">
  <style:text-properties fo:font-size="120%"/>
 </style:style>
 <style:style style:name="TitleNote" style:family="paragraph" style:parent-style-name="TitleBase">
  <style:paragraph-properties fo:margin-top="1cm"/>
  <style:text-properties fo:font-style="italic"/>
 </style:style>
 <style:style style:name="TitlePlace" style:family="paragraph" style:parent-style-name="TitleBase">
  <style:paragraph-properties fo:margin-top="5cm"/>
 </style:style>
 <style:style style:name="Bold" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>
 <style:style style:name="Ital" style:family="text"><style:text-properties fo:font-style="italic" fo:font-weight="normal"/></style:style>
 <style:style style:name="Index_20_Link" style:display-name="Index Link" style:family="text"/>
 <text:outline-style style:name="Outline">
  <text:outline-level-style text:level="1" style:num-format=""/>
  <text:outline-level-style text:level="2" style:num-format=""/>
 </text:outline-style>
 <text:notes-configuration text:note-class="footnote" style:num-format="1" text:start-value="0" text:footnotes-position="page" text:start-numbering-at="document"/>
</office:styles>
<office:automatic-styles>
 <style:style style:name="Sect1" style:family="section"><style:section-properties style:editable="false"/></style:style>
 <style:style style:name="BoxTable" style:family="table">
  <style:table-properties style:width="{TEXTW - 1.6:.2f}cm" table:align="center" fo:margin-top="0.2cm" fo:margin-bottom="0.1cm"/>
 </style:style>
 <style:style style:name="BoxCol" style:family="table-column"><style:table-column-properties style:column-width="{TEXTW - 1.6:.2f}cm"/></style:style>
 <style:style style:name="BoxCell" style:family="table-cell">
  <style:table-cell-properties fo:padding="0.2cm" fo:border="1pt solid #000000" fo:background-color="#eeeeee"/>
 </style:style>
 <style:page-layout style:name="pm1" style:page-usage="mirrored">
  <style:page-layout-properties fo:page-width="{PW}" fo:page-height="{PH}" fo:margin-top="{MT}" fo:margin-bottom="{MB}"
   fo:margin-left="{MIN}" fo:margin-right="{MOUT}" style:print-orientation="portrait">
   <style:footnote-sep style:width="0.018cm" style:distance-before-sep="0.1cm" style:distance-after-sep="0.1cm"
    style:line-style="solid" style:adjustment="left" style:rel-width="25%" style:color="#000000"/>
  </style:page-layout-properties>
  <style:header-style><style:header-footer-properties fo:min-height="0cm" fo:margin-bottom="0.3cm"/></style:header-style>
  <style:footer-style><style:header-footer-properties fo:min-height="0cm" fo:margin-top="0.3cm"/></style:footer-style>
 </style:page-layout>
 <style:page-layout style:name="pm2">
  <style:page-layout-properties fo:page-width="{PW}" fo:page-height="{PH}" fo:margin-top="2cm" fo:margin-bottom="2cm"
   fo:margin-left="{MIN}" fo:margin-right="{MOUT}"/>
 </style:page-layout>
</office:automatic-styles>
<office:master-styles>
 <style:master-page style:name="Standard" style:page-layout-name="pm1">
  <style:header><text:p text:style-name="HeaderRight"><text:chapter text:display="name" text:outline-level="1"/></text:p></style:header>
  <style:header-left><text:p text:style-name="HeaderLeft">{escape(RUNNING_EVEN)}</text:p></style:header-left>
  <style:footer><text:p text:style-name="Footer">Страница <text:page-number text:select-page="current"/> из <text:page-count/></text:p></style:footer>
 </style:master-page>
 <style:master-page style:name="TitlePage" style:page-layout-name="pm2" style:next-style-name="Standard"/>
</office:master-styles>
'''

doc = f'''<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
 xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:xlink="http://www.w3.org/1999/xlink"
 xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"
 office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:meta><dc:title>Правила спортивного бриджа. Редакция 2017 года</dc:title><dc:language>ru-RU</dc:language>
 <meta:initial-creator>Секретарь федерации</meta:initial-creator><meta:creation-date>2018-11-04T19:20:00</meta:creation-date></office:meta>
{STYLES}
<office:body><office:text>
{"".join(body)}
</office:text></office:body></office:document>
'''
Path(out).write_text(doc, encoding="utf-8")
Path(out + ".toc.json").write_text(json.dumps(toc, ensure_ascii=False), encoding="utf-8")
