#!/usr/bin/env python3
"""Every clause text/title/term of the truth occurs (whitespace normalised) in the visible text of each text
rendering: the EPUB (truth.json; XHTML in spine order, footnote call marks and «↩︎» back-links removed, the
pandoc title page and nav left in), the Calibre TXT (truth.json, footnote calls removed), and — with
pdftotext, hyphens at line ends joined — the MuPDF PDF and the Calibre PDF (truth.json); the a2ps PDF with
truth_a2ps.json."""
import json, re, os, sys, zipfile, subprocess, html
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "out")
norm = lambda s: re.sub(r"\s+", " ", s).strip()

def epub_text(p):
    z = zipfile.ZipFile(p)
    opf = z.read("EPUB/content.opf").decode()
    items = dict(re.findall(r'<item id="([^"]+)" href="([^"]+)"', opf))
    out = []
    for idref in re.findall(r'<itemref idref="([^"]+)"', opf):
        h = z.read("EPUB/" + items[idref]).decode()
        h = re.sub(r"<head>.*?</head>", " ", h, flags=re.S)
        h = re.sub(r'<a[^>]*class="footnote-ref"[^>]*>.*?</a>', "", h, flags=re.S)
        h = re.sub(r'<a[^>]*class="footnote-back"[^>]*>.*?</a>', "", h, flags=re.S)
        h = re.sub(r"<(?:/p|br ?/?|/h\d|/li|/td|/th|/tr|/div|/section)>", " \n", h)
        out.append(html.unescape(re.sub(r"<[^>]+>", "", h)))
    return "\n".join(out)

def pdf_text(p):
    t = subprocess.run(["pdftotext", "-enc", "UTF-8", p, "-"], capture_output=True, text=True).stdout
    return re.sub(r"(\w)[-\u00ad]\n(\w)", r"\1\2", t)

def calibre_txt(p):
    t = open(p, encoding="utf-8").read()
    t = re.sub(r"(?<=[^\d\s][».;:])\d(?=\s)", "", t)   # footnote calls glued after punctuation («минус».1)
    return t.replace("\u21a9\ufe0e", "").replace("\u21a9", "")

def check(name, text, truthfile):
    t = json.load(open(os.path.join(ROOT, truthfile), encoding="utf-8"))
    txt = norm(text)
    miss = []
    for c in t["clauses"]:
        for f in ("text", "title", "term", "heading"):
            v = c.get(f)
            if v and norm(v) not in txt: miss.append((c["kind"], c.get("id"), f, v[:70]))
    print(f"{name:28s} {truthfile:18s} missing {len(miss)}")
    for m in miss[:8]: print("   ", m)
    return len(miss)

bad = 0
bad += check("EPUB", epub_text(os.path.join(OUT, "kubgu2021.epub")), "truth.json")
bad += check("Calibre TXT", calibre_txt(os.path.join(OUT, "kubgu2021_calibre.txt")), "truth.json")
strict = bad
for name, f, tr in [("MuPDF PDF (pdftotext)", "kubgu2021_mupdf.pdf", "truth.json"),
                    ("Calibre PDF (pdftotext)", "kubgu2021_calibre.pdf", "truth.json"),
                    ("a2ps PDF (pdftotext)", "kubgu2021_a2ps.pdf", "truth_a2ps.json")]:
    if os.path.exists(os.path.join(OUT, f)) and os.path.exists(os.path.join(ROOT, tr)):
        check(name, pdf_text(os.path.join(OUT, f)), tr)
print("text renderings (EPUB, Calibre TXT): missing", strict, "(PDF lines above are for information)")
sys.exit(1 if strict else 0)
