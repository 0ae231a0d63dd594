#!/usr/bin/env python3
"""Build truth.json and every per-tool source from book.txt (the single hand-written source).

Outputs: truth.json, src/book.md (pandoc), src/book.fodt, src/two_columns.fodt, src/book_plain.txt.
"""
import json, re, textwrap, html
from pathlib import Path

HERE = Path(__file__).resolve().parent
SRC = HERE / "src"
SCAN_LAST_CLAUSE = "22A1"
TITLE = "Международные правила спортивного бриджа"
CYR2LAT = str.maketrans("АВСЕ", "ABCE")
ROMAN = {"i", "ii", "iii", "iv", "v", "vi", "vii", "viii"}
FN_MARK = re.compile(r"\[\^(\d+)\]")

# --- references -------------------------------------------------------------
REF = r"\d{1,2}(?:[A-HАВСЕ](?:\d{1,2}(?:\([a-h]\))?(?:\((?:i|ii|iii|iv|v|vi)\))?)?)?(?![А-Яа-яЁёA-Za-z0-9])"
REF_RUN = re.compile(r"Правил(?:о|а|ом|у|ами|ам|ах|е)?\s+(" + REF + r"(?:\s*(?:,|и|или|либо|–)\s*" + REF + r")*)")
REF_ONE = re.compile(r"(\s*(?:,|и|или|либо|–)\s*)?(" + REF + ")")


def refs_of(text):
    out = []
    for m in REF_RUN.finditer(text):
        prev = None
        for sm in REF_ONE.finditer(m.group(1)):
            sep, ref = (sm.group(1) or "").strip(), sm.group(2).translate(CYR2LAT)
            if sep == "–" and prev and prev.isdigit() and ref.isdigit():
                out.extend(str(n) for n in range(int(prev) + 1, int(ref) + 1))
            else:
                out.append(ref)
            prev = ref
    return out


def clean(raw):
    return FN_MARK.sub("", raw)


# --- parse ------------------------------------------------------------------
def parse(path):
    clauses = []          # truth objects, with private "_" keys for rendering
    mode = None
    cur = None            # clause that collects continuation lines
    law = sec = item = sub = None
    lawfn = {}
    for ln, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = line.rstrip()
        if not line:
            continue
        def add(obj, raw=""):
            nonlocal cur
            obj["_raw"] = raw
            clauses.append(obj)
            cur = obj
            return obj
        if line == "#TITLE":
            mode = "title"; add({"kind": "front", "heading": None}); cur["_lines"] = []; continue
        if line.startswith("#FRONT "):
            mode = "front"; add({"kind": "front", "heading": line[7:]}); cur["_lines"] = []; continue
        if line.startswith("#DEFS "):
            mode = "defs"; add({"kind": "definitions", "heading": line[6:]}); continue
        if line.startswith("#CHAPTER "):
            num, title = [s.strip() for s in line[9:].split("|")]
            n = {"I":1,"II":2,"III":3,"IV":4,"V":5,"VI":6,"VII":7,"VIII":8,"IX":9,"X":10}[num]
            mode = "law"; add({"kind": "chapter", "id": f"ch{n}", "number": num, "title": title}); continue
        if line.startswith("#LAW "):
            num, title = [s.strip() for s in line[5:].split("|")]
            law, sec, item, sub = num, None, None, None
            add({"kind": "law", "id": num, "title": title}); continue
        if mode == "title" or mode == "front":
            cur["_lines"].append(line); continue
        if mode == "defs":
            m = re.match(r"^(\S+(?: \S+)??)( – | - | — )(.*)$", line)
            assert m, f"book.txt:{ln}: term without separator"
            add({"kind": "term", "term": m.group(1), "sep": m.group(2)}, m.group(3)); continue
        # law body
        m = re.match(r"^§(\S) \| (.*)$", line)
        if m:
            sec, item, sub = m.group(1), None, None
            add({"kind": "section", "id": law + sec.translate(CYR2LAT), "title": m.group(2)}, "")
            cur["_letter"] = sec; continue
        m = re.match(r"^\^(\d+) (.*)$", line)
        if m:
            add({"kind": "footnote", "law": law, "n": int(m.group(1))}, m.group(2)); continue
        m = re.match(r"^(\d+)\. (.*)$", line)
        if m:
            item, sub = m.group(1), None
            base = law + sec.translate(CYR2LAT) if sec else law + "-"
            add({"kind": "item", "id": base + item}, m.group(2)); cur["_label"] = item + "."; cur["_lvl"] = 1
            continue
        m = re.match(r"^\(([a-z]+)\) (.*)$", line)
        if m:
            lab = m.group(1)
            base = (law + sec.translate(CYR2LAT) if sec else law + "-") + item
            if lab in ROMAN:
                cid, lvl = base + f"({sub})({lab})", 3
            else:
                sub, cid, lvl = lab, base + f"({lab})", 2
            add({"kind": "item", "id": cid}, m.group(2)); cur["_label"] = f"({lab})"; cur["_lvl"] = lvl
            continue
        # continuation / lead-in text of the current clause
        assert cur["kind"] in ("law", "section", "item"), f"book.txt:{ln}: stray text"
        cur["_raw"] = (cur["_raw"] + " " + line).strip()
    for c in clauses:
        if "_lines" in c:
            c["_raw"] = " ".join(c["_lines"])
        if c["kind"] not in ("chapter",):
            c["text"] = clean(c["_raw"])
        c["refs"] = refs_of(c.get("text", ""))
    ids = [c["id"] for c in clauses if "id" in c]
    assert len(ids) == len(set(ids)), "duplicate ids"
    return clauses


def public(c):
    order = ["kind", "id", "law", "n", "number", "heading", "term", "sep", "title", "text", "refs"]
    return {k: c[k] for k in order if k in c}


# --- pandoc markdown ---------------------------------------------------------
def md_escape(s):
    s = s.replace("\\", "\\\\").replace("*", "\\*").replace("_", "\\_").replace("#", "\\#")
    s = s.replace("[", "\\[").replace("]", "\\]").replace("<", "\\<").replace("|", "\\|")
    return s


def md_text(raw, law):
    parts = FN_MARK.split(raw)
    out = []
    for i, p in enumerate(parts):
        out.append(md_escape(p) if i % 2 == 0 else f"[^f{law}-{p}]")
    return "".join(out)


def to_markdown(clauses):
    L = ["---", f"title: \"{TITLE}\"", "subtitle: \"Редакция 2017 года\"", "lang: ru-RU", "---", ""]
    law = None
    notes = []
    for c in clauses:
        k = c["kind"]
        if k == "front" and c["heading"] is None:
            L += ["::: {.titlepage}"] + [md_escape(x) + "\n" for x in c["_lines"]] + [":::", ""]
        elif k == "front":
            L += [f"# {c['heading']}", ""] + [md_escape(x) + "\n" for x in c["_lines"]]
        elif k == "definitions":
            L += [f"# {c['heading']}", ""]
        elif k == "term":
            L += [f"**{md_escape(c['term'])}**{c['sep']}{md_escape(c['text'])}", ""]
        elif k == "chapter":
            L += [f"# Глава {c['number']}. {c['title']}", ""]
        elif k == "law":
            law = c["id"]
            L += [f"## ПРАВИЛО {c['id']}. {c['title']}", ""]
            if c["_raw"]:
                L += [md_text(c["_raw"], law), ""]
        elif k == "section":
            L += [f"### {c['_letter']}. {md_escape(c['title'])}", ""]
            if c["_raw"]:
                L += [md_text(c["_raw"], law), ""]
        elif k == "item":
            lab = c["_label"].replace(".", "\\.", 1) if c["_lvl"] == 1 else "\\" + c["_label"]
            L += [f"{lab} {md_text(c['_raw'], law)}", ""]
        elif k == "footnote":
            notes.append(f"[^f{c['law']}-{c['n']}]: {md_escape(c['text'])}")
            # pandoc places notes where defined; keep definitions together after the law
            L += [notes[-1], ""]
    return "\n".join(L) + "\n"


# --- Flat ODT -----------------------------------------------------------------
def x(s):
    return html.escape(s, quote=False)


def fodt(clauses, columns=1):
    fns = {(c["law"], c["n"]): c["text"] for c in clauses if c["kind"] == "footnote"}
    body = []
    law = None
    fcount = [0]

    def runs(raw):
        parts = FN_MARK.split(raw)
        out = []
        for i, p in enumerate(parts):
            if i % 2 == 0:
                out.append(x(p))
            else:
                fcount[0] += 1
                n = fcount[0]
                out.append(f'<text:note text:id="ftn{n}" text:note-class="footnote"><text:note-citation>{n}</text:note-citation>'
                           f'<text:note-body><text:p text:style-name="Footnote">{x(fns[(law, int(p))])}</text:p></text:note-body></text:note>')
        return "".join(out)

    for c in clauses:
        k = c["kind"]
        if k == "front" and c["heading"] is None:
            st = ["TitleBig", "TitleSub", "TitleSmall", "TitleSmall", "TitleSmall"]
            for i, line in enumerate(c["_lines"]):
                body.append(f'<text:p text:style-name="{st[min(i, 4)]}">{x(line)}</text:p>')
        elif k == "front" or k == "definitions":
            body.append(f'<text:h text:style-name="FrontHeading" text:outline-level="1">{x(c["heading"])}</text:h>')
            for line in c.get("_lines", []):
                body.append(f'<text:p text:style-name="Body">{x(line)}</text:p>')
        elif k == "term":
            body.append(f'<text:p text:style-name="Term"><text:span text:style-name="Bold">{x(c["term"])}</text:span>{x(c["sep"])}{runs(c["_raw"])}</text:p>')
        elif k == "chapter":
            body.append(f'<text:h text:style-name="Chapter" text:outline-level="1">Глава {c["number"]}. {x(c["title"])}</text:h>')
        elif k == "law":
            law = c["id"]
            body.append(f'<text:h text:style-name="Law" text:outline-level="2">ПРАВИЛО {c["id"]}. {x(c["title"])}</text:h>')
            if c["_raw"]:
                body.append(f'<text:p text:style-name="Body">{runs(c["_raw"])}</text:p>')
        elif k == "section":
            body.append(f'<text:p text:style-name="Section">{x(c["_letter"])}. {x(c["title"])}</text:p>')
            if c["_raw"]:
                body.append(f'<text:p text:style-name="Body">{runs(c["_raw"])}</text:p>')
        elif k == "item":
            body.append(f'<text:p text:style-name="Item{c["_lvl"]}">{x(c["_label"])} {runs(c["_raw"])}</text:p>')
    cols = (f'<style:columns fo:column-count="{columns}" fo:column-gap="0.6cm"/>' if columns > 1 else "")
    return FODT_HEAD.replace("@COLUMNS@", cols).replace("@TITLE@", x(TITLE)) + "\n".join(body) + FODT_TAIL


FODT_HEAD = """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
 xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
 xmlns:dc="http://purl.org/dc/elements/1.1/"
 xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"
 office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.text">
<office:meta><dc:title>@TITLE@</dc:title><dc:language>ru-RU</dc:language></office:meta>
<office:font-face-decls>
 <style:font-face style:name="Liberation Serif" svg:font-family="'Liberation Serif'" style:font-family-generic="roman"/>
 <style:font-face style:name="DejaVu Sans" svg:font-family="'DejaVu Sans'" style:font-family-generic="swiss"/>
</office:font-face-decls>
<office:styles>
 <style:default-style style:family="paragraph">
  <style:paragraph-properties fo:hyphenation-ladder-count="no-limit"/>
  <style:text-properties style:font-name="Liberation Serif" fo:font-size="11pt" fo:language="ru" fo:country="RU"
    fo:hyphenate="true" fo:hyphenation-remain-char-count="2" fo:hyphenation-push-char-count="2"/>
 </style:default-style>
 <style:style style:name="Standard" style:family="paragraph">
  <style:paragraph-properties fo:text-align="justify" fo:margin-top="0cm" fo:margin-bottom="0.12cm"/>
  <style:text-properties fo:language="ru" fo:country="RU" fo:hyphenate="true"
    fo:hyphenation-remain-char-count="2" fo:hyphenation-push-char-count="2"/>
 </style:style>
 <style:style style:name="Body" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-indent="0.6cm"/>
 </style:style>
 <style:style style:name="Term" style:family="paragraph" style:parent-style-name="Standard"/>
 <style:style style:name="Item1" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:margin-left="0.6cm" fo:text-indent="-0.6cm"/>
 </style:style>
 <style:style style:name="Item2" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:margin-left="1.3cm" fo:text-indent="-0.7cm"/>
 </style:style>
 <style:style style:name="Item3" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:margin-left="2.1cm" fo:text-indent="-0.8cm"/>
 </style:style>
 <style:style style:name="Section" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="start" fo:margin-top="0.2cm" fo:keep-with-next="always"/>
  <style:text-properties fo:font-weight="bold" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="Heading" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="center" fo:keep-with-next="always" fo:margin-top="0.4cm" fo:margin-bottom="0.2cm"/>
  <style:text-properties style:font-name="DejaVu Sans" fo:font-weight="bold" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="Chapter" style:family="paragraph" style:parent-style-name="Heading" style:default-outline-level="1">
  <style:paragraph-properties fo:break-before="page" fo:margin-bottom="0.5cm"/>
  <style:text-properties fo:font-size="15pt"/>
 </style:style>
 <style:style style:name="FrontHeading" style:family="paragraph" style:parent-style-name="Heading" style:default-outline-level="1">
  <style:paragraph-properties fo:break-before="page"/>
  <style:text-properties fo:font-size="14pt"/>
 </style:style>
 <style:style style:name="Law" style:family="paragraph" style:parent-style-name="Heading" style:default-outline-level="2">
  <style:text-properties fo:font-size="12pt"/>
 </style:style>
 <style:style style:name="TitleBig" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="center" fo:margin-top="5cm" fo:margin-bottom="1cm"/>
  <style:text-properties style:font-name="DejaVu Sans" fo:font-size="24pt" fo:font-weight="bold" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="TitleSub" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="center" fo:margin-bottom="3cm"/>
  <style:text-properties fo:font-size="16pt" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="TitleSmall" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="center" fo:margin-bottom="0.3cm"/>
  <style:text-properties fo:font-size="10pt" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="Header" style:family="paragraph">
  <style:paragraph-properties fo:text-align="center" fo:border-bottom="0.5pt solid #000000" fo:padding-bottom="0.05cm"/>
  <style:text-properties style:font-name="Liberation Serif" fo:font-size="9pt" fo:font-style="italic" fo:language="ru" fo:country="RU"/>
 </style:style>
 <style:style style:name="Footer" style:family="paragraph">
  <style:paragraph-properties fo:text-align="center"/>
  <style:text-properties style:font-name="Liberation Serif" fo:font-size="9pt"/>
 </style:style>
 <style:style style:name="Footnote" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:margin-left="0.4cm" fo:text-indent="-0.4cm"/>
  <style:text-properties fo:font-size="9pt"/>
 </style:style>
 <style:style style:name="Bold" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>
 <text:notes-configuration text:note-class="footnote" style:num-format="1" text:start-value="0" text:footnotes-position="page" text:start-numbering-at="document"/>
</office:styles>
<office:automatic-styles>
 <style:page-layout style:name="pm1">
  <style:page-layout-properties fo:page-width="14.8cm" fo:page-height="21cm" fo:margin-top="1.2cm" fo:margin-bottom="1.2cm"
    fo:margin-left="1.8cm" fo:margin-right="1.5cm" style:print-orientation="portrait">@COLUMNS@
   <style:footnote-sep style:width="0.018cm" style:distance-before-sep="0.1cm" style:distance-after-sep="0.1cm" style:rel-width="25%" style:adjustment="left"/>
  </style:page-layout-properties>
  <style:header-style><style:header-footer-properties fo:min-height="0cm" fo:margin-bottom="0.4cm"/></style:header-style>
  <style:footer-style><style:header-footer-properties fo:min-height="0cm" fo:margin-top="0.4cm"/></style:footer-style>
 </style:page-layout>
</office:automatic-styles>
<office:master-styles>
 <style:master-page style:name="Standard" style:page-layout-name="pm1">
  <style:header><text:p text:style-name="Header">@TITLE@</text:p></style:header>
  <style:footer><text:p text:style-name="Footer"><text:page-number text:select-page="current">1</text:page-number></text:p></style:footer>
 </style:master-page>
</office:master-styles>
<office:body><office:text>
"""
FODT_TAIL = "\n</office:text></office:body></office:document>\n"


# --- plain text (for enscript) ----------------------------------------------
def plain(clauses, width=70):
    out = []
    law = None
    pend = []

    def para(s, indent=""):
        out.extend(textwrap.wrap(s, width=width, initial_indent=indent, subsequent_indent=indent,
                                 break_long_words=False, break_on_hyphens=False))
        out.append("")

    def marks(raw):
        return FN_MARK.sub(lambda m: f"<{m.group(1)}>", raw)

    def flush():
        if pend:
            out.append("-" * 32)
            out.append("")
            for n, t in pend:
                para(f"<{n}> {t}")
            pend.clear()

    for c in clauses:
        k = c["kind"]
        if k in ("chapter", "law", "front", "definitions") and k != "footnote":
            flush()
        if k == "front" and c["heading"] is None:
            for line in c["_lines"]:
                out.append(line.center(width).rstrip())
                out.append("")
            out.append("")
        elif k == "front":
            out += [c["heading"], ""]
            for line in c["_lines"]:
                para(line)
        elif k == "definitions":
            out += ["", c["heading"], ""]
        elif k == "term":
            para(c["term"] + c["sep"] + c["text"])
        elif k == "chapter":
            out += ["", f"Глава {c['number']}. {c['title']}", ""]
        elif k == "law":
            law = c["id"]
            out += ["", f"ПРАВИЛО {c['id']}. {c['title']}", ""]
            if c["_raw"]:
                para(marks(c["_raw"]))
        elif k == "section":
            para(f"{c['_letter']}. {c['title']}")
            if c["_raw"]:
                para(marks(c["_raw"]))
        elif k == "item":
            para(f"{c['_label']} {marks(c['_raw'])}", "   " * (c["_lvl"] - 1))
        elif k == "footnote":
            pend.append((c["n"], c["text"]))
    flush()
    return "\n".join(out) + "\n"


def main():
    clauses = parse(HERE / "book.txt")
    truth = {"book": "modern2017", "kind": "law", "edition": 2017, "title": TITLE,
             "clauses": [public(c) for c in clauses]}
    (HERE / "truth.json").write_text(json.dumps(truth, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    # the scan covers pages 1-23 of lo_justified.pdf, which end with item 22A1
    last = next(i for i, c in enumerate(truth["clauses"]) if c.get("id") == SCAN_LAST_CLAUSE)
    scan = dict(truth, clauses=truth["clauses"][:last + 1])
    (HERE / "truth_scan.json").write_text(json.dumps(scan, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    SRC.mkdir(exist_ok=True)
    md = to_markdown(clauses)
    (SRC / "book.md").write_text(md, encoding="utf-8")
    # docx/html get no YAML title: it would print the title twice above the title page
    (SRC / "book_notitle.md").write_text(md.split("---\n", 2)[2].lstrip(), encoding="utf-8")
    (SRC / "book.fodt").write_text(fodt(clauses), encoding="utf-8")
    (SRC / "two_columns.fodt").write_text(fodt(clauses, columns=2), encoding="utf-8")
    (SRC / "book_plain.txt").write_text(plain(clauses), encoding="utf-8")
    from collections import Counter
    print(Counter(c["kind"] for c in clauses), "total", len(clauses))


if __name__ == "__main__":
    main()
