"""Writes the LibreOffice flat ODF of the book: A5, C059 10 pt, justified, Russian hyphenation, real list
numbering for the items (labels are not typed), real footnotes, a contents at the start with dot leaders,
roman page numbers in the front matter and arabic ones from Chapter I on.

Usage: python3 src/make_fodt.py OUT.fodt [pages.json]
pages.json (from src/find_pages.py) gives the printed page of every contents entry; without it the
contents carry placeholders of the same width.
"""
import json
import re
import sys
from pathlib import Path
from xml.sax.saxutils import escape

sys.path.insert(0, str(Path(__file__).parent))
import book  # noqa: E402

NS = """xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"
 xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
 xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
 xmlns:xlink="http://www.w3.org/1999/xlink"
 xmlns:dc="http://purl.org/dc/elements/1.1/"
 xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"
 office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text\""""

RUNNING_HEAD = "МЕЖДУНАРОДНЫЕ ПРАВИЛА СПОРТИВНОГО БРИДЖА · РЕДАКЦИЯ 2017 ГОДА"
TEXT_WIDTH = "11.6cm"

STYLES = f"""
<office:font-face-decls>
 <style:font-face style:name="C059" svg:font-family="C059" style:font-family-generic="roman"/>
 <style:font-face style:name="Nimbus Sans" svg:font-family="'Nimbus Sans'" style:font-family-generic="swiss"/>
</office:font-face-decls>
<office:styles>
 <style:default-style style:family="paragraph">
  <style:paragraph-properties fo:hyphenation-ladder-count="no-limit" style:writing-mode="lr-tb"/>
  <style:text-properties style:font-name="C059" fo:font-size="10pt" fo:language="ru" fo:country="RU"
    fo:hyphenate="false" fo:hyphenation-remain-char-count="2" fo:hyphenation-push-char-count="2"/>
 </style:default-style>
 <style:style style:name="Standard" style:family="paragraph" style:class="text"/>
 <style:style style:name="Основной" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="justify" fo:text-indent="0.5cm" fo:margin-top="0cm"
    fo:margin-bottom="0.08cm" fo:orphans="2" fo:widows="2"/>
  <style:text-properties fo:hyphenate="true"/>
 </style:style>
 <style:style style:name="Раздел" style:family="paragraph" style:parent-style-name="Основной">
  <style:paragraph-properties fo:margin-top="0.12cm"/>
 </style:style>
 <style:style style:name="Пункт" style:family="paragraph" style:parent-style-name="Standard"
>
  <style:paragraph-properties fo:text-align="justify" fo:margin-bottom="0.05cm" fo:orphans="2" fo:widows="2"/>
  <style:text-properties fo:hyphenate="true"/>
 </style:style>
 <style:style style:name="Пункт_продолжение" style:family="paragraph" style:parent-style-name="Основной"/>
 <style:style style:name="Термин" style:family="paragraph" style:parent-style-name="Основной">
  <style:paragraph-properties fo:margin-left="0.5cm" fo:text-indent="-0.5cm"/>
 </style:style>
 <style:style style:name="Примечание" style:family="paragraph" style:parent-style-name="Основной">
  <style:paragraph-properties fo:margin-left="0.5cm" fo:text-indent="0cm" fo:margin-top="0.1cm"
    fo:margin-bottom="0.15cm"/>
  <style:text-properties fo:font-size="8.5pt"/>
 </style:style>
 <style:style style:name="Титул" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="center" fo:margin-bottom="0.3cm"/>
  <style:text-properties style:font-name="Nimbus Sans" fo:font-size="11pt"/>
 </style:style>
 <style:style style:name="Титул_крупно" style:family="paragraph" style:parent-style-name="Титул">
  <style:paragraph-properties fo:margin-top="3.2cm" fo:margin-bottom="0.6cm"/>
  <style:text-properties fo:font-size="17pt" fo:font-weight="bold"/>
 </style:style>
 <style:style style:name="Титул_город" style:family="paragraph" style:parent-style-name="Титул">
  <style:paragraph-properties fo:margin-top="5cm" fo:margin-bottom="0cm"/>
 </style:style>
 <style:style style:name="Heading" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:keep-with-next="always" fo:text-align="center"/>
  <style:text-properties style:font-name="Nimbus Sans" fo:font-weight="bold" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="Heading_20_1" style:display-name="Heading 1" style:family="paragraph"
   style:parent-style-name="Heading" style:default-outline-level="1">
  <style:paragraph-properties fo:margin-top="0.4cm" fo:margin-bottom="0.5cm" fo:break-before="page"/>
  <style:text-properties fo:font-size="13pt"/>
 </style:style>
 <style:style style:name="Heading_20_2" style:display-name="Heading 2" style:family="paragraph"
   style:parent-style-name="Heading" style:default-outline-level="2">
  <style:paragraph-properties fo:margin-top="0.45cm" fo:margin-bottom="0.2cm" fo:line-height="120%"/>
  <style:text-properties fo:font-size="10pt"/>
 </style:style>
 <style:style style:name="Оглавление_заголовок" style:family="paragraph" style:parent-style-name="Heading">
  <style:paragraph-properties fo:margin-top="0.2cm" fo:margin-bottom="0.5cm"/>
  <style:text-properties fo:font-size="13pt"/>
 </style:style>
 <style:style style:name="Contents_20_1" style:display-name="Contents 1" style:family="paragraph"
   style:parent-style-name="Standard">
  <style:paragraph-properties fo:margin-top="0.15cm" fo:margin-right="0.6cm" fo:margin-left="0cm">
   <style:tab-stops><style:tab-stop style:position="{TEXT_WIDTH}" style:type="right"
     style:leader-style="dotted" style:leader-text="."/></style:tab-stops>
  </style:paragraph-properties>
  <style:text-properties fo:font-size="9pt" fo:font-weight="bold"/>
 </style:style>
 <style:style style:name="Contents_20_2" style:display-name="Contents 2" style:family="paragraph"
   style:parent-style-name="Standard">
  <style:paragraph-properties fo:margin-left="0.5cm" fo:margin-right="0.6cm" fo:text-indent="0cm">
   <style:tab-stops><style:tab-stop style:position="11.1cm" style:type="right"
     style:leader-style="dotted" style:leader-text="."/></style:tab-stops>
  </style:paragraph-properties>
  <style:text-properties fo:font-size="9pt"/>
 </style:style>
 <style:style style:name="Footnote" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:margin-left="0.4cm" fo:text-indent="-0.4cm" fo:text-align="justify"/>
  <style:text-properties fo:font-size="8pt" fo:hyphenate="true"/>
 </style:style>
 <style:style style:name="Колонтитул" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="center" fo:padding-bottom="0.05cm"
    fo:border-bottom="0.5pt solid #000000"/>
  <style:text-properties style:font-name="Nimbus Sans" fo:font-size="7pt" fo:letter-spacing="0.02cm"/>
 </style:style>
 <style:style style:name="Номер_справа" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="end"/>
  <style:text-properties fo:font-size="9pt"/>
 </style:style>
 <style:style style:name="Номер_слева" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="start"/>
  <style:text-properties fo:font-size="9pt"/>
 </style:style>
 <style:style style:name="Номер_центр" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="center"/>
  <style:text-properties fo:font-size="9pt"/>
 </style:style>
 <style:style style:name="Таблица" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="start"/>
  <style:text-properties fo:font-size="8.5pt" fo:hyphenate="true"/>
 </style:style>
 <style:style style:name="Таблица_шапка" style:family="paragraph" style:parent-style-name="Таблица">
  <style:paragraph-properties fo:text-align="center"/>
  <style:text-properties fo:font-weight="bold"/>
 </style:style>
 <style:style style:name="Жирный" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>
 <style:style style:name="Курсив" style:family="text"><style:text-properties fo:font-style="italic"/></style:style>
 <style:style style:name="Footnote_20_Symbol" style:display-name="Footnote Symbol" style:family="text">
  <style:text-properties style:text-position="super 58%"/>
 </style:style>
 <text:list-style style:name="Пункты">
  <text:list-level-style-number text:level="1" style:num-suffix="." style:num-format="1">
   <style:list-level-properties text:list-level-position-and-space-mode="label-alignment">
    <style:list-level-label-alignment text:label-followed-by="listtab" text:list-tab-stop-position="1.0cm"
      fo:text-indent="-0.5cm" fo:margin-left="1.0cm"/>
   </style:list-level-properties>
  </text:list-level-style-number>
  <text:list-level-style-number text:level="2" style:num-prefix="(" style:num-suffix=")" style:num-format="a">
   <style:list-level-properties text:list-level-position-and-space-mode="label-alignment">
    <style:list-level-label-alignment text:label-followed-by="listtab" text:list-tab-stop-position="1.7cm"
      fo:text-indent="-0.7cm" fo:margin-left="1.7cm"/>
   </style:list-level-properties>
  </text:list-level-style-number>
  <text:list-level-style-number text:level="3" style:num-prefix="(" style:num-suffix=")" style:num-format="i">
   <style:list-level-properties text:list-level-position-and-space-mode="label-alignment">
    <style:list-level-label-alignment text:label-followed-by="listtab" text:list-tab-stop-position="2.5cm"
      fo:text-indent="-0.8cm" fo:margin-left="2.5cm"/>
   </style:list-level-properties>
  </text:list-level-style-number>
 </text:list-style>
 <text:notes-configuration text:note-class="footnote" text:citation-style-name="Footnote_20_Symbol"
   style:num-format="1" text:start-value="0" text:footnotes-position="page" text:start-numbering-at="document"/>
</office:styles>
<office:automatic-styles>
 <style:page-layout style:name="pmTitle">
  <style:page-layout-properties fo:page-width="14.8cm" fo:page-height="21cm" style:num-format="i"
    fo:margin-top="1.5cm" fo:margin-bottom="1.5cm" fo:margin-left="1.6cm" fo:margin-right="1.6cm"/>
 </style:page-layout>
 <style:page-layout style:name="pmFront" style:page-usage="mirrored">
  <style:page-layout-properties fo:page-width="14.8cm" fo:page-height="21cm" style:num-format="i"
    fo:margin-top="1.2cm" fo:margin-bottom="1.0cm" fo:margin-left="1.8cm" fo:margin-right="1.4cm">
   <style:footnote-sep style:width="0.018cm" style:distance-before-sep="0.1cm" style:distance-after-sep="0.1cm"
     style:line-style="solid" style:adjustment="left" style:rel-width="25%" style:color="#000000"/>
  </style:page-layout-properties>
  <style:footer-style><style:header-footer-properties fo:min-height="0.5cm" fo:margin-top="0.3cm"/></style:footer-style>
 </style:page-layout>
 <style:page-layout style:name="pmMain" style:page-usage="mirrored">
  <style:page-layout-properties fo:page-width="14.8cm" fo:page-height="21cm" style:num-format="1"
    fo:margin-top="1.0cm" fo:margin-bottom="1.0cm" fo:margin-left="1.8cm" fo:margin-right="1.4cm">
   <style:footnote-sep style:width="0.018cm" style:distance-before-sep="0.1cm" style:distance-after-sep="0.1cm"
     style:line-style="solid" style:adjustment="left" style:rel-width="25%" style:color="#000000"/>
  </style:page-layout-properties>
  <style:header-style><style:header-footer-properties fo:min-height="0.4cm" fo:margin-bottom="0.35cm"/></style:header-style>
  <style:footer-style><style:header-footer-properties fo:min-height="0.5cm" fo:margin-top="0.3cm"/></style:footer-style>
 </style:page-layout>
 <style:style style:name="P_title" style:family="paragraph" style:parent-style-name="Титул"
   style:master-page-name="Титульный"/>
 <style:style style:name="P_front" style:family="paragraph" style:parent-style-name="Оглавление_заголовок"
   style:master-page-name="Вступление"/>
 <style:style style:name="P_ch1" style:family="paragraph" style:parent-style-name="Heading_20_1"
   style:master-page-name="Основная">
  <style:paragraph-properties style:page-number="1"/>
 </style:style>
 <style:style style:name="Tab" style:family="table">
  <style:table-properties style:width="10.4cm" table:align="center" fo:margin-top="0.15cm" fo:margin-bottom="0.2cm"/>
 </style:style>
 <style:style style:name="Tab.A" style:family="table-column"><style:table-column-properties style:column-width="3.4cm"/></style:style>
 <style:style style:name="Tab.B" style:family="table-column"><style:table-column-properties style:column-width="4.2cm"/></style:style>
 <style:style style:name="Tab.C" style:family="table-column"><style:table-column-properties style:column-width="2.8cm"/></style:style>
 <style:style style:name="Tab.cell" style:family="table-cell">
  <style:table-cell-properties fo:padding="0.06cm" fo:border="0.5pt solid #000000"/>
 </style:style>
 <style:style style:name="Sect1" style:family="section">
  <style:section-properties style:editable="false"/>
 </style:style>
</office:automatic-styles>
<office:master-styles>
 <style:master-page style:name="Титульный" style:page-layout-name="pmTitle"/>
 <style:master-page style:name="Вступление" style:page-layout-name="pmFront">
  <style:footer><text:p text:style-name="Номер_центр"><text:page-number text:select-page="current"/></text:p></style:footer>
 </style:master-page>
 <style:master-page style:name="Основная" style:page-layout-name="pmMain">
  <style:header><text:p text:style-name="Колонтитул">{RUNNING_HEAD}</text:p></style:header>
  <style:footer><text:p text:style-name="Номер_справа"><text:page-number text:select-page="current"/></text:p></style:footer>
  <style:footer-left><text:p text:style-name="Номер_слева"><text:page-number text:select-page="current"/></text:p></style:footer-left>
 </style:master-page>
</office:master-styles>
"""


class Writer:
    def __init__(self, pages):
        self.pages = pages
        self.out = []
        self.fn = 0
        self.toc_keys = []  # (key, level, text)
        self.lists = 0  # automatic list styles L1 … Ln, one per top-level list

    def inline(self, text):
        """Escapes a paragraph and turns {fn:…} calls into ODF footnotes."""
        res = []
        pos = 0
        for m in book.FN.finditer(text):
            res.append(escape(text[pos:m.start()]))
            self.fn += 1
            res.append(f'<text:note text:id="ftn{self.fn}" text:note-class="footnote">'
                       f'<text:note-citation>{self.fn}</text:note-citation><text:note-body>'
                       f'<text:p text:style-name="Footnote">{escape(m.group(1))}</text:p>'
                       '</text:note-body></text:note>')
            pos = m.end()
        res.append(escape(text[pos:]))
        return "".join(res)

    def p(self, style, text):
        self.out.append(f'<text:p text:style-name="{style}">{text}</text:p>')

    def page(self, key, placeholder):
        return escape(self.pages.get(key, placeholder))


def toc_entries(blocks):
    """(key, level, text) of every contents entry, in order."""
    res = []
    for b in blocks:
        if b["type"] in ("front", "defs"):
            res.append(("front:" + b["heading"], 1, b["heading"]))
        elif b["type"] == "chapter":
            res.append(("ch:" + b["number"], 1, f"Глава {b['number']}. {b['title']}"))
        elif b["type"] == "law":
            res.append(("law:" + b["id"], 2, f"Правило {b['id']}. {b['title']}"))
    return res


def items_xml(w, items):
    """A nested <text:list> for a run of item blocks (levels 1–3)."""
    out = []

    def emit(i, level):
        if level == 1:
            w.lists += 1
            out.append(f'<text:list text:style-name="L{w.lists}">')
        else:
            out.append("<text:list>")
        while i < len(items) and items[i]["level"] == level:
            it = items[i]
            out.append("<text:list-item>")
            out.append(f'<text:p text:style-name="Пункт">{w.inline(it["paras"][0])}</text:p>')
            for extra in it["paras"][1:]:
                out.append(f'<text:p text:style-name="Пункт_продолжение">{w.inline(extra)}</text:p>')
            i += 1
            if i < len(items) and items[i]["level"] > level:
                i = emit(i, level + 1)
            out.append("</text:list-item>")
        out.append("</text:list>")
        return i

    i = 0
    while i < len(items):
        i = emit(i, items[i]["level"])
    return "".join(out)


def table_xml(rows):
    out = ['<table:table table:name="Ренонс" table:style-name="Tab">',
           '<table:table-column table:style-name="Tab.A"/><table:table-column table:style-name="Tab.B"/>'
           '<table:table-column table:style-name="Tab.C"/>']
    for k, row in enumerate(rows):
        if k == 0:
            out.append("<table:table-header-rows>")
        out.append("<table:table-row>")
        for c in row:
            st = "Таблица_шапка" if k == 0 else "Таблица"
            out.append(f'<table:table-cell table:style-name="Tab.cell" office:value-type="string">'
                       f'<text:p text:style-name="{st}">{escape(c)}</text:p></table:table-cell>')
        out.append("</table:table-row>")
        if k == 0:
            out.append("</table:table-header-rows>")
    out.append("</table:table>")
    return "".join(out)


def extras(w, b):
    for t in b.get("tables", []):
        w.out.append(table_xml(t))
    for n in b.get("notes", []):
        w.p("Примечание", f'<text:span text:style-name="Жирный">Примечание.</text:span> {w.inline(n)}')


def list_styles(n):
    """n automatic copies of the list style «Пункты» (L1 … Ln)."""
    proto = re.search(r'<text:list-style style:name="Пункты">(.*?)</text:list-style>', STYLES, re.S).group(1)
    return "".join(f'<text:list-style style:name="L{k}">{proto}</text:list-style>\n' for k in range(1, n + 1))


def body(blocks, pages):
    w = Writer(pages)
    first_chapter = True
    i = 0
    while i < len(blocks):
        b = blocks[i]
        t = b["type"]
        if t == "title":
            styles = ["P_title", "Титул_крупно", "Титул", "Титул", "Титул_город", "Титул"]
            for k, para in enumerate(b["paras"]):
                w.p(styles[k] if k < len(styles) else "Титул", w.inline(para))
        elif t == "contents":
            w.p("P_front", "ОГЛАВЛЕНИЕ")
            w.out.append('<text:table-of-content text:style-name="Sect1" text:protected="true" '
                         'text:name="Оглавление1"><text:table-of-content-source text:outline-level="2" '
                         'text:use-index-marks="false"><text:index-title-template/>')
            for lv in (1, 2):
                w.out.append(f'<text:table-of-content-entry-template text:outline-level="{lv}" '
                             f'text:style-name="Contents_20_{lv}"><text:index-entry-text/>'
                             '<text:index-entry-tab-stop style:type="right" style:leader-char="."/>'
                             '<text:index-entry-page-number/></text:table-of-content-entry-template>')
            w.out.append("</text:table-of-content-source><text:index-body>")
            for key, lv, text in toc_entries(blocks):
                ph = "xx" if key.startswith("front:") else "00"
                w.p(f"Contents_20_{lv}", f"{escape(text)}<text:tab/>{w.page(key, ph)}")
            w.out.append("</text:index-body></text:table-of-content>")
        elif t in ("front", "defs"):
            w.out.append(f'<text:h text:style-name="Heading_20_1" text:outline-level="1">'
                         f'{escape(b["heading"])}</text:h>')
            for para in b["paras"]:
                w.p("Основной", w.inline(para))
        elif t == "term":
            w.p("Термин", f'<text:span text:style-name="Жирный">{escape(b["term"])}</text:span>'
                          f'{escape(b["sep"])}{w.inline(b["paras"][0])}')
        elif t == "chapter":
            st = "P_ch1" if first_chapter else "Heading_20_1"
            first_chapter = False
            w.out.append(f'<text:h text:style-name="{st}" text:outline-level="1">'
                         f'Глава {b["number"]}. {escape(b["title"])}</text:h>')
        elif t == "law":
            lines = b["lines"]
            head = f"Правило {b['id']}. " + "<text:line-break/>".join(escape(x) for x in lines)
            w.out.append(f'<text:h text:style-name="Heading_20_2" text:outline-level="2">{head}</text:h>')
            for para in b["paras"]:
                w.p("Основной", w.inline(para))
            extras(w, b)
        elif t == "sec":
            head = f'<text:span text:style-name="Жирный">{escape(b["label"])}. {escape(b["title"])}.</text:span>'
            paras = b["paras"] or [""]
            w.p("Раздел", head + (" " + w.inline(paras[0]) if paras[0] else ""))
            for para in paras[1:]:
                w.p("Основной", w.inline(para))
            extras(w, b)
        if t == "item":
            run = []
            while i < len(blocks) and blocks[i]["type"] == "item":
                run.append(blocks[i])
                i += 1
            w.out.append(items_xml(w, run))
            for it in run:
                extras(w, it)
            continue
        i += 1
    return "\n".join(w.out), w.lists


def main():
    out = Path(sys.argv[1])
    pages = json.loads(Path(sys.argv[2]).read_text()) if len(sys.argv) > 2 else {}
    blocks = book.parse()
    Path(str(out) + ".toc.json").write_text(
        json.dumps(toc_entries(blocks), ensure_ascii=False, indent=0), encoding="utf-8")
    text, nlists = body(blocks, pages)
    styles = STYLES.replace("</office:automatic-styles>", list_styles(nlists) + "</office:automatic-styles>")
    doc = (f'<?xml version="1.0" encoding="UTF-8"?>\n<office:document {NS}>\n'
           '<office:meta><dc:title>Международные правила спортивного бриджа. Редакция 2017 года</dc:title>'
           '<meta:initial-creator>Судейская коллегия АСБ РТ</meta:initial-creator><dc:language>ru-RU</dc:language>'
           f'</office:meta>{styles}<office:body><office:text>\n{text}\n'
           '</office:text></office:body></office:document>\n')
    out.write_text(doc, encoding="utf-8")


if __name__ == "__main__":
    main()
