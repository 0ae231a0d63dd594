#!/usr/bin/python3
"""Parse src/priozer2000.txt -> truth.json, src/plain.txt and src/priozer2000.fodt (LibreOffice flat ODT)."""
import json, re, sys, os
from xml.sax.saxutils import escape
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
LAT = str.maketrans("АВСЕ", "ABCE")
TITLE = "МЕЖДУНАРОДНЫЕ ПРАВИЛА СПОРТИВНОГО БРИДЖА 1997 г."
SHORT = "Международные правила спортивного бриджа 1997 г."
FED = "Федерация бриджа Приозёрского края"

def parse():
    blocks = []
    for line in open(os.path.join(HERE, "priozer2000.txt"), encoding="utf-8"):
        line = line.rstrip("\n")
        if not line.strip() or line.startswith("#"):
            continue
        tag, body = line[:2], line[3:]
        refs = []
        fns = []
        def fn(m):
            t = m.group(1).strip(); fr = []
            if " @@ " in t:
                t, r = t.rsplit(" @@ ", 1); fr = [x.strip() for x in r.split(",")]
            fns.append((t, fr)); return "\x00"
        body = re.sub(r"\[\[fn:(.*?)\]\]", fn, body)
        if " @@ " in body:
            body, r = body.rsplit(" @@ ", 1)
            refs = [x.strip() for x in r.split(",") if x.strip()]
        blocks.append((tag[0], body, refs, fns))
    return blocks

def build():
    blocks = parse()
    clauses, plain, odt = [], [], []
    owners = []   # for each plain line: index of the clause it prints
    class Plain(list):
        def append(self, line, who=None):
            list.append(self, line)
            owners.append(len(clauses) - 1 if who is None else who)
    plain = Plain()
    law = sec = item = sub = None
    fncount = {}
    cur = None; pending_fn = []
    def flush_fn():
        nonlocal pending_fn
        for f in pending_fn: clauses.append(f)
        pending_fn = []
    def add(c):
        flush_fn(); clauses.append(c); return c
    title_lines = []
    para = lambda style, xml: odt.append('<text:p text:style-name="%s">%s</text:p>' % (style, xml))
    fnno = [0]
    def inline(body, fns, lawid):
        """xml for body with footnotes; also queue footnote clauses"""
        parts = body.split("\x00"); out = escape(parts[0])
        for i, (t, fr) in enumerate(fns):
            fnno[0] += 1
            fncount[lawid] = fncount.get(lawid, 0) + 1
            pending_fn.append({"kind": "footnote", "law": lawid, "n": fncount[lawid], "text": t, "refs": fr})
            out += ('<text:note text:id="ftn%d" text:note-class="footnote"><text:note-citation>%d</text:note-citation>'
                    '<text:note-body><text:p text:style-name="Footnote">%s</text:p></text:note-body></text:note>'
                    % (fnno[0], fnno[0], escape(t)))
            out += escape(parts[i + 1])
        return out
    def cleantext(b): return b.replace("\x00", "")
    def addtext(c, b, refs):
        c["text"] = (c["text"] + " " + cleantext(b)).strip() if c["text"] else cleantext(b)
        c["refs"] += refs
    first_title = True
    for tag, body, refs, fns in blocks:
        lawid = law["id"] if law else None
        if tag == "T":
            title_lines.append(body); plain.append(body, who=0)
            style = "TitleFirst" if first_title else ("TitleBig" if body == TITLE else "TitleLine")
            first_title = False
            para(style, escape(body))
            if body == TITLE: para("TitleLine", "")
        elif tag == "F":
            if title_lines and not any(c["kind"] == "front" for c in clauses):
                add({"kind": "front", "heading": None, "text": " ".join(title_lines), "refs": []})
            cur = add({"kind": "front", "heading": body, "text": "", "refs": []})
            plain.append(body); para("FrontHead", escape(body))
        elif tag == "P":
            addtext(cur, body, refs); plain.append(cleantext(body))
            xml = inline(body, fns, lawid)
            para("Body" if cur["kind"] in ("front", "law", "section") else "Body", xml)
        elif tag == "D":
            cur = add({"kind": "definitions", "heading": body, "text": "", "refs": []})
            plain.append(body); para("DefHead", escape(body))
        elif tag == "E":
            term, sep, text = body.split("|", 2)
            sep = " %s " % sep
            cur = add({"kind": "term", "term": term, "sep": sep, "text": cleantext(text), "refs": refs})
            plain.append(term + sep + cleantext(text))
            para("Term", '<text:span text:style-name="B">%s</text:span>%s%s' % (escape(term), escape(sep), inline(text, fns, lawid)))
        elif tag == "L":
            num, title = body.split("|", 1)
            law = cur = add({"kind": "law", "id": num, "title": title, "text": "", "refs": refs})
            sec = item = sub = None
            plain.append("ЗАКОН %s" % num); plain.append(title)
            para("LawHead", "ЗАКОН %s" % num); para("LawTitle", escape(title))
        elif tag == "S":
            letter, title = body.split("|", 1)
            sec = cur = add({"kind": "section", "id": law["id"] + letter.translate(LAT), "title": title, "text": "", "refs": refs})
            item = sub = None
            plain.append("%s. %s" % (letter, title)); para("SecHead", escape("%s. %s" % (letter, title)))
        elif tag == "I":
            n, text = body.split("|", 1)
            base = sec["id"] if sec else law["id"] + "-"
            item = cur = add({"kind": "item", "id": base + n, "text": cleantext(text), "refs": refs})
            sub = None
            plain.append("%s. %s" % (n, cleantext(text))); para("Item", "%s. %s" % (n, inline(text, fns, lawid)))
        elif tag == "A":
            l, text = body.split("|", 1)
            sub = cur = add({"kind": "item", "id": item["id"] + "(%s)" % l, "text": cleantext(text), "refs": refs})
            plain.append("(%s) %s" % (l, cleantext(text))); para("Sub", "(%s) %s" % (l, inline(text, fns, lawid)))
        elif tag == "R":
            l, text = body.split("|", 1)
            base = (sub or item)["id"]
            cur = add({"kind": "item", "id": base + "(%s)" % l, "text": cleantext(text), "refs": refs})
            plain.append("(%s) %s" % (l, cleantext(text))); para("SubSub", "(%s) %s" % (l, inline(text, fns, lawid)))
        for k, f in enumerate(pending_fn):
            plain.append(f["text"], who=len(clauses) + k)
    flush_fn()
    printed = [[] for _ in clauses]
    for line, o in zip(plain, owners): printed[o].append(line)
    json.dump(printed, open(os.path.join(HERE, "printed.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=0)
    truth = {"book": "priozer2000", "kind": "law", "edition": 1997, "title": TITLE, "clauses": clauses}
    json.dump(truth, open(os.path.join(ROOT, "truth.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
    open(os.path.join(HERE, "plain.txt"), "w", encoding="utf-8").write("\n".join(plain) + "\n")
    os.makedirs(os.path.join(ROOT, "build"), exist_ok=True)
    open(os.path.join(ROOT, "build", "priozer2000.fodt"), "w", encoding="utf-8").write(FODT_HEAD + "\n".join(odt) + FODT_TAIL)
    from collections import Counter
    print(len(clauses), "clauses", dict(Counter(c["kind"] for c in clauses)), sum(len(c["refs"]) for c in clauses), "refs")

TX = 'fo:language="ru" fo:country="RU" style:font-name="Liberation Serif"'
FODT_HEAD = '''<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls>
 <style:font-face style:name="Liberation Serif" svg:font-family="'Liberation Serif'" style:font-family-generic="roman" style:font-pitch="variable"/>
</office:font-face-decls>
<office:styles>
 <style:default-style style:family="paragraph">
  <style:paragraph-properties fo:hyphenation-ladder-count="no-limit" style:writing-mode="lr-tb"/>
  <style:text-properties %(TX)s fo:font-size="12pt" fo:hyphenate="true" fo:hyphenation-remain-char-count="2" fo:hyphenation-push-char-count="2"/>
 </style:default-style>
 <style:style style:name="Standard" style:family="paragraph">
  <style:text-properties %(TX)s fo:font-size="12pt"/>
 </style:style>
 <style:style style:name="Body" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="justify" fo:text-indent="1cm" fo:margin-top="0cm" fo:margin-bottom="0.1cm" fo:line-height="115%%" fo:orphans="2" fo:widows="2"/>
  <style:text-properties fo:hyphenate="true" fo:hyphenation-remain-char-count="2" fo:hyphenation-push-char-count="2"/>
 </style:style>
 <style:style style:name="Item" style:family="paragraph" style:parent-style-name="Body"/>
 <style:style style:name="Term" style:family="paragraph" style:parent-style-name="Body"/>
 <style:style style:name="Sub" style:family="paragraph" style:parent-style-name="Body">
  <style:paragraph-properties fo:margin-left="1cm" fo:text-indent="0.6cm"/>
 </style:style>
 <style:style style:name="SubSub" style:family="paragraph" style:parent-style-name="Body">
  <style:paragraph-properties fo:margin-left="2cm" fo:text-indent="0.6cm"/>
 </style:style>
 <style:style style:name="LawHead" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="center" fo:margin-top="0.5cm" fo:margin-bottom="0cm" fo:keep-with-next="always"/>
  <style:text-properties fo:font-weight="bold" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="LawTitle" style:family="paragraph" style:parent-style-name="LawHead">
  <style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.2cm"/>
 </style:style>
 <style:style style:name="SecHead" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="start" fo:margin-left="1cm" fo:margin-top="0.15cm" fo:margin-bottom="0.05cm" fo:keep-with-next="always"/>
  <style:text-properties fo:font-weight="bold" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="FrontHead" style:family="paragraph" style:parent-style-name="LawHead" style:master-page-name="Standard">
  <style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.4cm" style:page-number="auto"/>
 </style:style>
 <style:style style:name="DefHead" style:family="paragraph" style:parent-style-name="LawHead">
  <style:paragraph-properties fo:margin-top="0.8cm" fo:margin-bottom="0.3cm"/>
 </style:style>
 <style:style style:name="TitleLine" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="center" fo:margin-top="0.6cm"/>
  <style:text-properties fo:font-size="14pt" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="TitleFirst" style:family="paragraph" style:parent-style-name="TitleLine" style:master-page-name="First">
  <style:paragraph-properties fo:margin-top="1cm" fo:margin-bottom="4cm"/>
  <style:text-properties fo:font-weight="bold"/>
 </style:style>
 <style:style style:name="TitleBig" style:family="paragraph" style:parent-style-name="TitleLine">
  <style:text-properties fo:font-size="20pt" fo:font-weight="bold"/>
 </style:style>
 <style:style style:name="Footnote" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="justify" fo:margin-left="0.5cm" fo:text-indent="-0.5cm"/>
  <style:text-properties fo:font-size="10pt"/>
 </style:style>
 <style:style style:name="Header" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:border-bottom="0.5pt solid #000000" fo:padding-bottom="0.05cm">
   <style:tab-stops><style:tab-stop style:position="16.5cm" style:type="right"/></style:tab-stops>
  </style:paragraph-properties>
  <style:text-properties fo:font-size="10pt" fo:font-style="italic" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="Footer" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="center"/>
  <style:text-properties fo:font-size="11pt"/>
 </style:style>
 <style:style style:name="B" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>
 <text:notes-configuration text:note-class="footnote" style:num-format="1" text:start-value="0" text:footnotes-position="page" text:start-numbering-at="document"/>
</office:styles>
<office:automatic-styles>
 <style:page-layout style:name="pm1">
  <style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.5cm" fo:margin-bottom="1.5cm" fo:margin-left="2.5cm" fo:margin-right="2cm"/>
  <style:header-style><style:header-footer-properties fo:min-height="0cm" fo:margin-bottom="0.5cm"/></style:header-style>
  <style:footer-style><style:header-footer-properties fo:min-height="0cm" fo:margin-top="0.5cm"/></style:footer-style>
 </style:page-layout>
</office:automatic-styles>
<office:master-styles>
 <style:master-page style:name="Standard" style:page-layout-name="pm1">
  <style:header><text:p text:style-name="Header">%(SHORT)s<text:tab/>%(FED)s</text:p></style:header>
  <style:footer><text:p text:style-name="Footer"><text:page-number text:select-page="current">2</text:page-number></text:p></style:footer>
 </style:master-page>
 <style:master-page style:name="First" style:page-layout-name="pm1" style:next-style-name="Standard"/>
</office:master-styles>
<office:body><office:text>
''' % {"TX": TX, "SHORT": SHORT, "FED": FED}
FODT_TAIL = "\n</office:text></office:body></office:document>\n"

if __name__ == "__main__":
    build()
