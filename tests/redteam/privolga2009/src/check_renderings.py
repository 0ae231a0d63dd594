#!/usr/bin/env python3
"""Every clause text (and law/section title, term, chapter title, front heading) occurs in the visible text of each
rendering, whitespace normalised:
  * out/privolga2009_nroff.txt  (overstrike X\bX / _\bX removed)  and out/privolga2009_colb.txt   -> truth_groff.json
    page furniture removed: the running head line, the «− N −» foot line, and each page's footnote block (from the
    «───» rule to the foot line; its lines are checked as footnote text, the leading number removed); a line ending in
    «‐» is joined to the next without a space (the hyphen kept: groff broke only at typed hyphens).
  * out/site/**/index.html (Jekyll): text of <body> without <script>/<style>/<svg>              -> truth.json
  * the PDFs, via `pdftotext` (raw order, no -layout): soft hyphens U+00AD at line ends joined, furniture lines
    (running heads, page numbers, htmldoc's chapter footers) dropped                          -> truth.json
"""
import json, re, os, sys, glob, subprocess
from html.parser import HTMLParser
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE); OUT = os.path.join(ROOT, 'out')
def norm(s): return re.sub(r'\s+', ' ', s).strip()

def pieces(truth):
    d = json.load(open(os.path.join(ROOT, truth), encoding='utf-8'))
    for c in d['clauses']:
        for k in ('text', 'title', 'term', 'heading'):
            v = c.get(k)
            if isinstance(v, str) and v.strip():
                yield f'{c["kind"]} {c.get("id", c.get("law"))} {k}', norm(v)

def groff_visible(raw):
    raw = re.sub(r'.\x08', '', raw)
    lines = raw.split('\n'); body = []; notes = []; infn = False
    for l in lines:
        if re.match(r'^Школа «Волжский шлем»\s+Законы 2007 года\s*$', l): continue
        if re.match(r'^\s*− \d+ −\s*$', l): infn = False; continue
        if re.match(r'^─+\s*$', l): infn = True; continue
        if infn: notes.append(re.sub(r'^\s+\d+ ', '', l) if re.match(r'^\s+\d+ ', l) else l)
        else: body.append(l)
    t = '\n'.join(body) + '\n' + '\n'.join(notes)
    t = re.sub('\u2010\n\\s*', '\u2010', t)
    return norm(t)

class Vis(HTMLParser):
    BLOCK = {'p', 'div', 'h1', 'h2', 'h3', 'li', 'br', 'tr', 'td', 'th', 'header', 'footer', 'blockquote', 'table', 'a'}
    def __init__(self):
        super().__init__(); self.out = []; self.skip = 0; self.inbody = False
    def handle_starttag(self, tag, a):
        if tag == 'body': self.inbody = True
        if tag in ('script', 'style', 'svg'): self.skip += 1
        if tag in self.BLOCK: self.out.append(' ')
    def handle_endtag(self, tag):
        if tag in ('script', 'style', 'svg'): self.skip -= 1
        if tag in self.BLOCK: self.out.append(' ')
    def handle_data(self, d):
        if self.inbody and not self.skip: self.out.append(d)

def html_visible(path):
    v = Vis(); v.feed(open(path, encoding='utf-8').read()); return norm(''.join(v.out))

# matched against the line with every space removed (ghostscript's re-distilled PDF letter-spaces the furniture)
FURN = [r'^Законыспортивногобриджа·?2007$', r'^[ivxlc]+$', r'^\d+$', r'^(ОТРЕДАКЦИИ|ОПРЕДЕЛЕНИЯ|Глава[IVX]+\..*)$']
def pdf_visible(path):
    # headings are looked for in the whole text, clause words in the text without furniture lines
    t = subprocess.run(['pdftotext', '-enc', 'UTF-8', path, '-'], capture_output=True, text=True).stdout
    t = re.sub('\u00ad\n', '', t).replace('\u00ad', '').replace('\f', '\n')
    keep = [l for l in t.split('\n') if not any(re.match(p, re.sub(r'\s', '', l)) for p in FURN)]
    return norm('\n'.join(keep)) + ' \x00 ' + norm(t)

def check(name, visible, truth):
    miss = [(k, v) for k, v in pieces(truth) if v not in visible]
    n = sum(1 for _ in pieces(truth))
    print(f'{name}: {n - len(miss)}/{n} found, {len(miss)} missing ({truth})')
    for k, v in miss[:20]: print('   MISSING', k, v[:90])
    return len(miss)

bad = 0
bad += check('groff nroff (raw, overstrike removed)', groff_visible(open(os.path.join(OUT, 'privolga2009_nroff.txt'), encoding='utf-8').read()), 'truth_groff.json')
bad += check('groff col -b', groff_visible(open(os.path.join(OUT, 'privolga2009_colb.txt'), encoding='utf-8').read()), 'truth_groff.json')
site = ' '.join(html_visible(p) for p in sorted(glob.glob(os.path.join(OUT, 'site', '**', 'index.html'), recursive=True)))
bad += check('jekyll out/site', site, 'truth.json')
pdfbad = 0
for p in ('privolga2009_htmldoc.pdf', 'privolga2009_htmldoc_ebook.pdf', 'privolga2009_context.pdf'):
    pdfbad += check('pdftotext ' + p, pdf_visible(os.path.join(OUT, p)), 'truth.json')
sys.exit(1 if bad or pdfbad else 0)
