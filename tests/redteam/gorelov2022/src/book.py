#!/usr/bin/env python3
"""Reads src/gorelov2022.txt (markup described at its top) and writes the inputs for the real tools and
the ground truth.  Usage:
  book.py truth OUT.json [FIRST_CLAW LAST_CLAW]   ground truth (optionally only claws FIRST..LAST, e.g. c24 c26)
  book.py plain OUT.txt       plain UTF-8 text of the book (for check_truth)
  book.py fodt OUT.fodt       flat ODF text document for LibreOffice
  book.py md OUT.md           pandoc Markdown
  book.py html OUT.html       Word-2000-style web page, UTF-8 (make.sh turns it into KOI8-R with iconv)
"""
import html
import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SRC = HERE / "gorelov2022.txt"
TITLE = "За карточным столом и после него"
AUTHOR = "И. В. Горелов"
CYR = {"а": "a", "б": "b", "в": "c", "г": "d", "д": "e", "е": "f"}

FN = re.compile(r"\{\{fn ([^|]*)\|(.*?)\}\}")


def parse():
    """-> list of blocks: dict(kind, paras=[str], refs=[...], label/id/title ...)."""
    blocks = []
    cur = None
    para = []

    def flush():
        if para and cur is not None:
            cur["paras"].append(" ".join(para))
        para.clear()

    for raw in SRC.read_text(encoding="utf-8").splitlines():
        line = raw.rstrip()
        if line.startswith("%"):
            continue
        if line.startswith("@refs"):
            flush()
            r = line.split()[1:]
            cur["refs"] = [] if r == ["-"] else r
            continue
        if line.startswith("@"):
            flush()
            word, _, rest = line[1:].partition(" ")
            cur = {"kind": word, "arg": rest.strip(), "paras": [], "refs": []}
            blocks.append(cur)
            continue
        if not line.strip():
            flush()
            continue
        para.append(line.strip())
    flush()
    return blocks


def plain(s):
    """Paragraph text as in the truth: no markup, no footnotes."""
    return FN.sub("", s).replace("**", "")


def footnotes(s):
    return [(m.group(1), m.group(2)) for m in FN.finditer(s)]


def build_truth(blocks, only=None):
    clauses = []
    law = None
    lastpara = None
    notes = {}
    fncount = {}
    inside = only is None
    for b in blocks:
        k = b["kind"]
        if k == "claw":
            num, _, title = b["arg"].partition("|")
            law = num.strip()
            if only:
                inside = int(only[0][1:]) <= int(law) <= int(only[1][1:])
        elif k == "back" and only:
            inside = False
        if not inside:
            continue
        text = " ".join(plain(p) for p in b["paras"])
        c = None
        if k == "title":
            c = {"kind": "front", "heading": None, "text": text}
        elif k in ("front", "back"):
            c = {"kind": "front", "heading": b["arg"], "text": text}
        elif k == "claw":
            c = {"kind": "claw", "id": "c" + law, "title": title.strip(), "text": ""}
        elif k == "quote":
            clauses[-1]["text"] = text
            clauses[-1]["refs"] = b["refs"]
            fns = [f for p in b["paras"] for f in footnotes(p)]
            assert not fns
            continue
        elif k == "para":
            n = b["arg"]
            assert n.startswith(law + "-"), n
            lastpara = law + "." + n.split("-")[1]
            c = {"kind": "para", "id": lastpara, "text": text}
        elif k == "item":
            c = {"kind": "para", "id": "%s(%s)" % (lastpara, CYR[b["arg"].rstrip(")")]), "text": text}
        elif k == "note":
            notes[lastpara] = notes.get(lastpara, 0) + 1
            c = {"kind": "note", "id": "%s.note%d" % (lastpara, notes[lastpara]), "text": text}
        elif k == "example":
            m = re.fullmatch(r"(Случай (\d+))\.", b["arg"])
            c = {"kind": "example", "id": "%s.ex%s" % (law, m.group(2)), "label": m.group(1), "text": text}
        else:
            raise SystemExit("unknown block " + k)
        c["refs"] = b["refs"]
        clauses.append(c)
        for p in b["paras"]:
            for refs, ftext in footnotes(p):
                fncount[law] = fncount.get(law, 0) + 1
                clauses.append({"kind": "footnote", "law": law, "n": fncount[law], "text": ftext,
                                "refs": [] if refs.strip() == "-" else refs.replace(",", " ").split()})
    return clauses


def write_truth(out, only=None):
    blocks = parse()
    t = {"book": "gorelov2022", "kind": "commentary", "edition": 2017,
         "title": "За карточным столом и после него. Комментарий к избранным статьям Международных правил "
                  "спортивного бриджа (редакция 2017 года)",
         "clauses": build_truth(blocks, only)}
    if only:
        t["covers"] = "§ %s – § %s (whole Laws' commentaries only)" % (only[0][1:], only[1][1:])
    Path(out).write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


# ---------------------------------------------------------------- plain text
def write_plain(out, *_):
    lines = []
    for b in parse():
        k = b["kind"]
        if k in ("front", "back"):
            lines += ["", b["arg"], ""]
        elif k == "claw":
            num, _, title = b["arg"].partition("|")
            lines += ["", "§ %s. %s" % (num.strip(), title.strip()), ""]
        for i, p in enumerate(b["paras"]):
            lab = ""
            if i == 0 and k in ("para", "note", "example"):
                lab = (b["arg"] + ". ") if k == "para" else (b["arg"] + " ")
            if i == 0 and k == "item":
                lab = b["arg"] + " "
            lines.append(lab + plain(p))
        for p in b["paras"]:
            for _, f in footnotes(p):
                lines.append("* " + f)
    Path(out).write_text("\n".join(lines) + "\n", encoding="utf-8")


# ---------------------------------------------------------------- flat ODF
def x(s):
    return html.escape(s, quote=False)


def odf_inline(s, fn_state):
    out = []
    pos = 0
    for m in re.finditer(r"\*\*(.+?)\*\*|\{\{fn ([^|]*)\|(.*?)\}\}", s):
        out.append(x(s[pos:m.start()]))
        if m.group(1) is not None:
            out.append('<text:span text:style-name="Bold">%s</text:span>' % x(m.group(1)))
        else:
            fn_state[0] += 1
            n = fn_state[0]
            out.append('<text:note text:id="ftn%d" text:note-class="footnote"><text:note-citation>%d'
                       '</text:note-citation><text:note-body><text:p text:style-name="Footnote">%s</text:p>'
                       '</text:note-body></text:note>' % (n, n, x(m.group(3))))
        pos = m.end()
    out.append(x(s[pos:]))
    return "".join(out)


FODT_HEAD = """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
 xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
 xmlns:dc="http://purl.org/dc/elements/1.1/"
 xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"
 office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:meta><dc:title>{title}</dc:title><dc:creator>{author}</dc:creator><dc:language>ru-RU</dc:language></office:meta>
<office:font-face-decls>
 <style:font-face style:name="P052" svg:font-family="P052" style:font-family-generic="roman"/>
 <style:font-face style:name="Nimbus Sans" svg:font-family="'Nimbus Sans'" style:font-family-generic="swiss"/>
</office:font-face-decls>
<office:styles>
 <style:default-style style:family="paragraph">
  <style:paragraph-properties fo:hyphenation-ladder-count="no-limit" style:writing-mode="lr-tb"/>
  <style:text-properties style:font-name="P052" fo:font-size="9.5pt" fo:language="ru" fo:country="RU"
   fo:hyphenate="true" fo:hyphenation-remain-char-count="2" fo:hyphenation-push-char-count="2"/>
 </style:default-style>
 <style:style style:name="Standard" style:family="paragraph" style:class="text">
  <style:paragraph-properties fo:text-align="justify" fo:margin-top="0cm" fo:margin-bottom="0.08cm"
   fo:text-indent="0.5cm" fo:orphans="2" fo:widows="2"/>
 </style:style>
 <style:style style:name="Title_20_line" style:display-name="Title line" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="center" fo:text-indent="0cm" fo:margin-bottom="0.6cm"/>
  <style:text-properties style:font-name="Nimbus Sans" fo:font-size="11pt"/>
 </style:style>
 <style:style style:name="Title_20_big" style:display-name="Title big" style:family="paragraph" style:parent-style-name="Title_20_line">
  <style:paragraph-properties fo:margin-top="3cm" fo:margin-bottom="0.8cm"/>
  <style:text-properties fo:font-size="17pt" fo:font-weight="bold" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="Heading_20_1" style:display-name="Heading 1" style:family="paragraph"
   style:parent-style-name="Standard" style:default-outline-level="1" style:class="text">
  <style:paragraph-properties fo:text-align="center" fo:text-indent="0cm" fo:margin-top="0.2cm"
   fo:margin-bottom="0.4cm" fo:keep-with-next="always" fo:break-before="page"/>
  <style:text-properties style:font-name="Nimbus Sans" fo:font-size="12pt" fo:font-weight="bold" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="Law_20_extract" style:display-name="Law extract" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:margin-left="0.2cm" fo:margin-right="0.2cm" fo:margin-top="0cm" fo:margin-bottom="0cm"
   fo:text-indent="0cm" fo:padding="0.15cm" fo:border="0.5pt solid #000000" fo:background-color="#eeeeee"
   style:join-border="true"/>
  <style:text-properties fo:font-size="9pt" fo:font-style="italic"/>
 </style:style>
 <style:style style:name="After_20_extract" style:display-name="After extract" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:margin-top="0.3cm"/>
 </style:style>
 <style:style style:name="Item" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:margin-left="1cm" fo:text-indent="-0.5cm"/>
 </style:style>
 <style:style style:name="Note" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:margin-left="0.5cm" fo:text-indent="0cm"/>
  <style:text-properties fo:font-size="8.5pt"/>
 </style:style>
 <style:style style:name="Case_20_label" style:display-name="Case label" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-indent="0cm" fo:margin-top="0.2cm" fo:keep-with-next="always"/>
  <style:text-properties fo:font-style="italic" fo:font-weight="bold"/>
 </style:style>
 <style:style style:name="Case" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:margin-left="0.5cm" fo:margin-bottom="0.2cm"/>
 </style:style>
 <style:style style:name="Footnote" style:family="paragraph" style:parent-style-name="Standard" style:class="extra">
  <style:paragraph-properties fo:margin-left="0.4cm" fo:text-indent="-0.4cm" fo:margin-bottom="0cm"/>
  <style:text-properties fo:font-size="8pt"/>
 </style:style>
 <style:style style:name="Header" style:family="paragraph" style:parent-style-name="Standard" style:class="extra">
  <style:paragraph-properties fo:text-indent="0cm" fo:text-align="start" fo:padding-bottom="0.05cm"
   fo:border-bottom="0.5pt solid #000000">
   <style:tab-stops><style:tab-stop style:position="11.3cm" style:type="right"/></style:tab-stops>
  </style:paragraph-properties>
  <style:text-properties fo:font-size="8pt" fo:font-style="italic" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="Colophon" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-indent="0cm" fo:text-align="start" fo:margin-bottom="0.2cm"/>
  <style:text-properties fo:font-size="8pt" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="Colophon_20_first" style:display-name="Colophon first" style:family="paragraph" style:parent-style-name="Colophon">
  <style:paragraph-properties fo:break-before="page" fo:margin-top="10cm"/>
 </style:style>
 <style:style style:name="Contents_20_Heading" style:display-name="Contents Heading" style:family="paragraph" style:parent-style-name="Standard" style:class="index">
  <style:paragraph-properties fo:text-align="center" fo:text-indent="0cm" fo:break-before="page" fo:margin-bottom="0.4cm"/>
  <style:text-properties style:font-name="Nimbus Sans" fo:font-size="12pt" fo:font-weight="bold"/>
 </style:style>
 <style:style style:name="Contents_20_1" style:display-name="Contents 1" style:family="paragraph" style:parent-style-name="Standard" style:class="index">
  <style:paragraph-properties fo:text-indent="0cm" fo:text-align="start" fo:margin-bottom="0.1cm">
   <style:tab-stops><style:tab-stop style:position="11.3cm" style:type="right" style:leader-style="dotted" style:leader-text="."/></style:tab-stops>
  </style:paragraph-properties>
  <style:text-properties fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="Bold" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>
 <text:notes-configuration text:note-class="footnote" style:num-format="1" text:start-value="0"
   text:footnotes-position="page" text:start-numbering-at="document"/>
</office:styles>
<office:automatic-styles>
 <style:page-layout style:name="pm1" style:page-usage="mirrored">
  <style:page-layout-properties fo:page-width="14.8cm" fo:page-height="21cm" fo:margin-top="1.2cm"
   fo:margin-bottom="1.5cm" fo:margin-left="2cm" fo:margin-right="1.5cm" style:print-orientation="portrait"
   style:footnote-max-height="0cm">
   <style:footnote-sep style:width="0.018cm" style:distance-before-sep="0.1cm" style:distance-after-sep="0.1cm"
    style:line-style="solid" style:adjustment="left" style:rel-width="25%" style:color="#000000"/>
  </style:page-layout-properties>
  <style:header-style><style:header-footer-properties fo:min-height="0cm" fo:margin-bottom="0.4cm"/></style:header-style>
 </style:page-layout>
 <style:page-layout style:name="pm2">
  <style:page-layout-properties fo:page-width="14.8cm" fo:page-height="21cm" fo:margin-top="1.5cm"
   fo:margin-bottom="1.5cm" fo:margin-left="1.8cm" fo:margin-right="1.8cm"/>
 </style:page-layout>
 <style:style style:name="PFirstBody" style:family="paragraph" style:parent-style-name="Heading_20_1" style:master-page-name="Standard">
  <style:paragraph-properties style:page-number="auto"/>
 </style:style>
</office:automatic-styles>
<office:master-styles>
 <style:master-page style:name="Standard" style:page-layout-name="pm1">
  <style:header><text:p text:style-name="Header"><text:chapter text:display="name" text:outline-level="1"/><text:tab/><text:page-number text:select-page="current"/></text:p></style:header>
  <style:header-left><text:p text:style-name="Header"><text:page-number text:select-page="current"/><text:tab/>{author}. {title}</text:p></style:header-left>
 </style:master-page>
 <style:master-page style:name="Title_20_page" style:display-name="Title page" style:page-layout-name="pm2" style:next-style-name="Title_20_page"/>
</office:master-styles>
<office:body><office:text>
"""


def write_fodt(out, pages=None):
    fn = [0]
    heads = []
    body = []
    first_heading = True
    for b in parse():
        k = b["kind"]
        P = [odf_inline(p, fn) for p in b["paras"]]
        if k == "title":
            styles = ["Title_20_line", "Title_20_line", "Title_20_big", "Title_20_line", "Title_20_line",
                      "Colophon_20_first"] + ["Colophon"] * (len(P) - 6)
            for i, p in enumerate(P):
                st = styles[i]
                body.append('<text:p text:style-name="%s">%s</text:p>' % (st, p))
            continue
        if k in ("front", "back", "claw"):
            if k == "claw":
                num, _, title = b["arg"].partition("|")
                head = "§ %s. %s" % (num.strip(), title.strip())
            else:
                head = b["arg"]
            st = "PFirstBody" if first_heading else "Heading_20_1"
            first_heading = False
            heads.append(head)
            body.append('<text:h text:style-name="%s" text:outline-level="1">%s</text:h>' % (st, x(head)))
            for p in P:
                body.append('<text:p text:style-name="Standard">%s</text:p>' % p)
            continue
        if k == "quote":
            for p in P:
                body.append('<text:p text:style-name="Law_20_extract">%s</text:p>' % p)
            continue
        if k == "para":
            lab = '<text:span text:style-name="Bold">%s.</text:span> ' % x(b["arg"])
            for i, p in enumerate(P):
                st = "After_20_extract" if i == 0 and body[-1].startswith('<text:p text:style-name="Law_20_extract"') else "Standard"
                body.append('<text:p text:style-name="%s">%s%s</text:p>' % (st, lab if i == 0 else "", p))
            continue
        if k == "item":
            body.append('<text:p text:style-name="Item">%s<text:s/>%s</text:p>' % (x(b["arg"]), P[0]))
            for p in P[1:]:
                body.append('<text:p text:style-name="Item">%s</text:p>' % p)
            continue
        if k == "note":
            for i, p in enumerate(P):
                lab = '<text:span text:style-name="Bold">%s</text:span> ' % x(b["arg"]) if i == 0 else ""
                body.append('<text:p text:style-name="Note">%s%s</text:p>' % (lab, p))
            continue
        if k == "example":
            body.append('<text:p text:style-name="Case_20_label">%s</text:p>' % x(b["arg"]))
            for p in P:
                body.append('<text:p text:style-name="Case">%s</text:p>' % p)
            continue
        raise SystemExit(k)
    # contents at the end: a LibreOffice index whose body is filled in with the pages found in a first rendering
    pg = json.loads(Path(pages).read_text()) if pages else {}
    body.append('<text:p text:style-name="Contents_20_Heading">СОДЕРЖАНИЕ</text:p>')
    body.append('<text:table-of-content text:style-name="Sect1" text:protected="true" text:name="Содержание">'
                '<text:table-of-content-source text:outline-level="1" text:use-index-marks="false">'
                '<text:index-title-template text:style-name="Contents_20_Heading"/>'
                '<text:table-of-content-entry-template text:outline-level="1" text:style-name="Contents_20_1">'
                '<text:index-entry-chapter/><text:index-entry-text/><text:index-entry-tab-stop style:type="right" '
                'style:leader-char="."/><text:index-entry-page-number/></text:table-of-content-entry-template>'
                '</text:table-of-content-source><text:index-body>')
    for hd in heads:
        body.append('<text:p text:style-name="Contents_20_1">%s<text:tab/>%s</text:p>' % (x(hd), pg.get(hd, "0")))
    body.append('</text:index-body></text:table-of-content>')
    Path(str(out) + ".heads.json").write_text(json.dumps(heads, ensure_ascii=False))
    # the title page uses its own master page: set on the first paragraph
    body[0] = body[0].replace('text:style-name="Title_20_line"', 'text:style-name="PTitle"', 1)
    body[5] = body[5].replace('text:style-name="Colophon_20_first"', 'text:style-name="PColophon"', 1)
    head = FODT_HEAD.format(title=x(TITLE), author=x(AUTHOR)).replace(
        "</office:automatic-styles>",
        ' <style:style style:name="PTitle" style:family="paragraph" style:parent-style-name="Title_20_line"'
        ' style:master-page-name="Title_20_page"/>\n'
        ' <style:style style:name="PColophon" style:family="paragraph" style:parent-style-name="Colophon"'
        ' style:master-page-name="Title_20_page"><style:paragraph-properties fo:margin-top="11cm"/></style:style>\n'
        '</office:automatic-styles>')
    Path(out).write_text(head + "\n".join(body) + "\n</office:text></office:body></office:document>\n",
                         encoding="utf-8")


# ---------------------------------------------------------------- Markdown for pandoc
def md_esc(s):
    return s.replace("*", "\\*").replace("[", "\\[").replace("]", "\\]")


def md_inline(s, notes):
    out = []
    pos = 0
    for m in re.finditer(r"\*\*(.+?)\*\*|\{\{fn ([^|]*)\|(.*?)\}\}", s):
        out.append(md_esc(s[pos:m.start()]))
        if m.group(1) is not None:
            out.append("**%s**" % md_esc(m.group(1)))
        else:
            notes.append(m.group(3))
            out.append("[^%d]" % len(notes))
        pos = m.end()
    out.append(md_esc(s[pos:]))
    return "".join(out)


def write_md(out, *_):
    notes = []
    L = []
    for b in parse():
        k = b["kind"]
        P = [md_inline(p, notes) for p in b["paras"]]
        if k == "title":
            L += ["::: titlepage"] + [p + "\n" for p in P] + [":::", ""]
        elif k in ("front", "back"):
            L += ["# %s {.unnumbered}" % b["arg"], ""] + [p + "\n" for p in P]
        elif k == "claw":
            num, _, title = b["arg"].partition("|")
            L += ["# § %s. %s {#c%s}" % (num.strip(), title.strip(), num.strip()), ""]
        elif k == "quote":
            L += ["> *%s*\n>" % p for p in P]
            L[-1] = L[-1][:-2]
            L.append("")
        elif k == "para":
            L += [("**%s.** " % b["arg"] if i == 0 else "") + p + "\n" for i, p in enumerate(P)]
        elif k == "item":
            L += ["::: item", "%s %s" % (b["arg"], P[0]), ":::", ""]
        elif k == "note":
            L += ["::: note", "**%s** %s" % (b["arg"], P[0]), ":::", ""]
        elif k == "example":
            L += ["::: case", "*%s*" % b["arg"], ""] + [p + "\n" for p in P] + [":::", ""]
    L += ["[^%d]: %s" % (i + 1, md_esc(n)) for i, n in enumerate(notes)]
    Path(out).write_text("\n".join(L) + "\n", encoding="utf-8")


# ---------------------------------------------------------------- Word 2000 web page
def h(s):
    return html.escape(s, quote=False)


def html_inline(s, notes):
    out = []
    pos = 0
    for m in re.finditer(r"\*\*(.+?)\*\*|\{\{fn ([^|]*)\|(.*?)\}\}", s):
        out.append(h(s[pos:m.start()]))
        if m.group(1) is not None:
            out.append("<b>%s</b>" % h(m.group(1)))
        else:
            notes.append(m.group(3))
            n = len(notes)
            out.append('<a style=\'mso-footnote-id:ftn%d\' href="#_ftn%d" name="_ftnref%d" title=""><span '
                       'class=MsoFootnoteReference><span style=\'mso-special-character:footnote\'><![if '
                       '!supportFootnotes]>[%d]<![endif]></span></span></a>' % (n, n, n, n))
        pos = m.end()
    out.append(h(s[pos:]))
    t = "".join(out)
    # Word keeps a no-break space after «Правило»/«Правила» … before a number in places
    t = re.sub(r"(Правил[а-я]*) (\d)", lambda m: m.group(1) + "&nbsp;" + m.group(2), t)
    return t


HTML_HEAD = """<html xmlns:v="urn:schemas-microsoft-com:vml"
xmlns:o="urn:schemas-microsoft-com:office:office"
xmlns:w="urn:schemas-microsoft-com:office:word"
xmlns="http://www.w3.org/TR/REC-html40">

<head>
<meta http-equiv=Content-Type content="text/html; charset=koi8-r">
<meta name=ProgId content=Word.Document>
<meta name=Generator content="Microsoft Word 9">
<meta name=Originator content="Microsoft Word 9">
<title>Горелов И.В. За карточным столом и после него</title>
<style>
<!--
 /* Style Definitions */
p.MsoNormal, li.MsoNormal, div.MsoNormal
	{mso-style-parent:"";
	margin:0cm;
	margin-bottom:.0001pt;
	text-align:justify;
	text-indent:21.3pt;
	mso-pagination:widow-orphan;
	font-size:12.0pt;
	font-family:"Times New Roman";
	mso-fareast-font-family:"Times New Roman";}
h1
	{margin-top:18.0pt;
	margin-right:0cm;
	margin-bottom:6.0pt;
	margin-left:0cm;
	text-align:center;
	page-break-before:always;
	font-size:14.0pt;
	font-family:Arial;}
span.MsoFootnoteReference
	{vertical-align:super;}
p.MsoFootnoteText
	{margin:0cm;
	font-size:10.0pt;
	font-family:"Times New Roman";}
p.Izvlechenie
	{margin:0cm 21.3pt 0cm 21.3pt;
	text-align:justify;
	border:solid windowtext .5pt;
	padding:3.0pt;
	background:#E6E6E6;
	font-size:11.0pt;
	font-style:italic;}
p.Punkt
	{margin:0cm 0cm 0cm 42.5pt;
	text-indent:-21.25pt;
	text-align:justify;
	font-size:12.0pt;}
p.Zamechanie
	{margin:3.0pt 0cm 3.0pt 21.3pt;
	font-size:10.0pt;}
@page Section1
	{size:595.3pt 841.9pt;
	margin:2.0cm 42.5pt 2.0cm 3.0cm;}
div.Section1
	{page:Section1;}
-->
</style>
</head>

<body lang=RU link=blue vlink=purple style='tab-interval:35.4pt' bgcolor="#FFFFF0">

<table border=0 cellpadding=4 cellspacing=0 width="100%" bgcolor="#003366">
 <tr>
  <td><font face=Arial color=white size=2><b>СЕВЕРОГОРСКАЯ ЛИГА СПОРТИВНОГО БРИДЖА</b></font></td>
  <td align=right><font face=Arial size=2><a href="index.htm"><font color=white>Главная</font></a> |
  <a href="turniry.htm"><font color=white>Турниры</font></a> |
  <a href="reiting.htm"><font color=white>Рейтинг</font></a> |
  <a href="sud.htm"><font color=white>Судейская коллегия</font></a> |
  <a href="knigi.htm"><font color=white>Библиотека</font></a> |
  <a href="forum/"><font color=white>Форум</font></a></font></td>
 </tr>
</table>

<table border=0 cellpadding=6 cellspacing=0 width="100%">
<tr valign=top>
<td width=170 bgcolor="#E8E8D0"><font face=Arial size=1>
<b>Содержание книги:</b><br>
{menu}
<br><br><a href="knigi.htm">&lt;&lt; В библиотеку</a><br>
<a href="gorelov2022.zip">Скачать (Word, 87 Кб)</a>
</font></td>
<td>
<div class=Section1>
"""

HTML_FOOT = """
</div>
</td></tr></table>

<hr size=1 noshade>
<p align=center><font face=Arial size=1>&copy; Северогорская лига спортивного бриджа, 2002&#8211;2022.
При перепечатке ссылка на сайт обязательна.<br>
Страница обновлена 14.03.2022. Вопросы по сайту: <a href="mailto:webmaster@sevbridge.example">webmaster</a><br>
<a href="#top">Наверх</a> | <a href="index.htm">Главная</a></font></p>

</body>

</html>
"""


def write_html(out, *_):
    notes = []
    menu = []
    B = []
    for b in parse():
        k = b["kind"]
        P = [html_inline(p, notes) for p in b["paras"]]
        if k == "title":
            B.append('<p class=MsoNormal align=center style=\'text-align:center;text-indent:0cm\'><a name="top"></a>'
                     '<span style=\'font-family:Arial\'>%s</span></p>' % P[0])
            B.append('<p class=MsoNormal align=center style=\'text-align:center;text-indent:0cm\'><b>%s</b></p>' % P[1])
            B.append('<p class=MsoNormal align=center style=\'margin-top:12.0pt;text-align:center;text-indent:0cm\'>'
                     '<b><span style=\'font-size:18.0pt;font-family:Arial\'>%s</span></b></p>' % P[2])
            for p in P[3:]:
                B.append('<p class=MsoNormal align=center style=\'text-align:center;text-indent:0cm\'>%s</p>' % p)
            B.append("<p class=MsoNormal><![if !supportEmptyParas]>&nbsp;<![endif]><o:p></o:p></p>")
            continue
        if k in ("front", "back", "claw"):
            if k == "claw":
                num, _, title = b["arg"].partition("|")
                head = "&sect;&nbsp;%s. %s" % (num.strip(), h(title.strip()))
                anchor = "_Toc" + num.strip()
            else:
                head = h(b["arg"])
                anchor = "_Toc" + ("0" if k == "front" else "99")
            menu.append('<a href="#%s">%s</a><br>' % (anchor, head))
            B.append('<h1><a name="%s">%s</a></h1>' % (anchor, head))
            for p in P:
                B.append("<p class=MsoNormal>%s</p>" % p)
            continue
        if k == "quote":
            for p in P:
                B.append("<p class=Izvlechenie>%s</p>" % p)
            B.append("<p class=MsoNormal><![if !supportEmptyParas]>&nbsp;<![endif]><o:p></o:p></p>")
            continue
        if k == "para":
            for i, p in enumerate(P):
                lab = "<b>%s.</b> " % h(b["arg"]) if i == 0 else ""
                B.append("<p class=MsoNormal>%s%s</p>" % (lab, p))
            continue
        if k == "item":
            B.append("<p class=Punkt>%s<span style='mso-tab-count:1'>&nbsp;&nbsp;&nbsp; </span>%s</p>"
                     % (h(b["arg"]), P[0]))
            continue
        if k == "note":
            B.append("<p class=Zamechanie><b>%s</b> %s</p>" % (h(b["arg"]), P[0]))
            continue
        if k == "example":
            B.append("<p class=MsoNormal style='margin-top:6.0pt;text-indent:0cm'><b><i>%s</i></b></p>" % h(b["arg"]))
            for p in P:
                B.append("<p class=MsoNormal style='margin-left:21.3pt'>%s</p>" % p)
            continue
    B.append("<div style='mso-element:footnote-list'><![if !supportFootnotes]><br clear=all>\n<hr align=left size=1 width=\"33%\">\n<![endif]>")
    for i, n in enumerate(notes, 1):
        B.append("<div style='mso-element:footnote' id=ftn%d>\n<p class=MsoFootnoteText><a style='mso-footnote-id:ftn%d' "
                 "href=\"#_ftnref%d\" name=\"_ftn%d\" title=\"\"><span class=MsoFootnoteReference><span "
                 "style='mso-special-character:footnote'><![if !supportFootnotes]>[%d]<![endif]></span></span></a> %s</p>\n</div>"
                 % (i, i, i, i, i, h(n)))
    B.append("</div>")
    text = HTML_HEAD.replace("{menu}", "\n".join(menu)) + "\n".join(B) + HTML_FOOT
    # what KOI8-R cannot hold Word writes as character references
    def ent(m):
        c = m.group(0)
        return {"«": "&laquo;", "»": "&raquo;"}.get(c, "&#%d;" % ord(c))
    text = "".join(c if _koi(c) else ent(re.match(".", c, re.S)) for c in text)
    Path(out).write_text(text.replace("\n", "\r\n"), encoding="utf-8")


def _koi(c):
    try:
        c.encode("koi8-r")
        return True
    except UnicodeEncodeError:
        return False


if __name__ == "__main__":
    cmd, out = sys.argv[1], sys.argv[2]
    if cmd == "truth":
        write_truth(out, sys.argv[3:5] if len(sys.argv) > 4 else None)
    else:
        {"plain": write_plain, "fodt": write_fodt, "md": write_md, "html": write_html}[cmd](out, *sys.argv[3:])
