#!/usr/bin/env python3
"""Every clause text (and law/section title, term, heading) occurs in each rendering's visible text.

Checked (must pass): the Asciidoctor HTML page (visible text: <head>, <style>, <script> dropped), the AbiWord
text file. Checked too (must pass) with `pdftotext` (poppler): the wkhtmltopdf PDF, the LaTeX PDF and the
AbiWord PDF, after joining words hyphenated at line ends and dropping the running heads/feet listed in the
README. Not checked: the paps PDF (paps 0.6.8 draws every glyph as a curve: the PDF has no text layer)."""
import json, re, sys, os, subprocess
from html.parser import HTMLParser

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
OUT = os.path.join(ROOT, 'out')
norm = lambda s: re.sub(r'\s+', ' ', s).strip()


class Visible(HTMLParser):
    BLOCK = {'p', 'div', 'li', 'td', 'th', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'br', 'dt', 'dd', 'table', 'ul', 'ol', 'hr'}

    def __init__(self):
        super().__init__()
        self.out, self.skip, self.toc = [], 0, 0

    def handle_starttag(self, tag, attrs):
        if tag in ('head', 'style', 'script'):
            self.skip += 1
        if tag == 'div' and (self.toc or dict(attrs).get('id') == 'toc'):
            self.toc += 1       # the generated table of contents is furniture
            self.skip += 1
        if tag in self.BLOCK:
            self.out.append('\n')

    def handle_endtag(self, tag):
        if tag in ('head', 'style', 'script'):
            self.skip -= 1
        if tag == 'div' and self.toc:
            self.toc -= 1
            self.skip -= 1
        if tag in self.BLOCK:
            self.out.append('\n')

    def handle_data(self, d):
        if not self.skip:
            self.out.append(d)


def html_text(path):
    v = Visible()
    v.feed(open(path, encoding='utf-8').read())
    return ''.join(v.out)


def pdf_text(path, crop=None, toc=False):
    """pdftotext -layout; crop = (y, H) in points keeps only the text block (running heads/feet cut off);
    toc: drop the lines of the HTML page's contents (from «Содержание» to the first line of the title page)."""
    args = ['pdftotext', '-layout', '-enc', 'UTF-8']
    if crop:
        args += ['-x', '0', '-y', str(crop[0]), '-W', '2000', '-H', str(crop[1])]
    t = subprocess.run(args + [path, '-'], capture_output=True, text=True).stdout.replace('\f', '\n')
    if toc:
        t = re.sub(r'\n\s*Содержание\n.*?\n(?=\s*Редакция 1987 года)', '\n', t, count=1, flags=re.S)
    t = re.sub(r'\(\s+', '(', t)               # AbiWord's PDF breaks the line after «(» before a link
    t = re.sub(r'(\w)-\n\s*(\w)', r'\1\2', t)      # join words hyphenated at line ends (real hyphens too)
    return t


def dehyph(s):
    return s.replace('-', '')


LATEX_CROP = (40, 510)   # A5 = 420 x 595 pt: running head above y=40, foot below y=550
RENDERINGS = [
    ('HTML out/kare2004.html', lambda: html_text(os.path.join(OUT, 'kare2004.html')), 'truth.json', False),
    ('AbiWord out/kare2004_abiword.txt', lambda: open(os.path.join(OUT, 'kare2004_abiword.txt'), encoding='utf-8').read(), 'truth.json', False),
    ('wkhtmltopdf out/kare2004_wkhtml.pdf', lambda: pdf_text(os.path.join(OUT, 'kare2004_wkhtml.pdf'), toc=True), 'truth.json', True),
    ('AbiWord out/kare2004_abiword.pdf', lambda: pdf_text(os.path.join(OUT, 'kare2004_abiword.pdf')), 'truth.json', True),
    ('LaTeX out/kare2004_latex.pdf', lambda: pdf_text(os.path.join(OUT, 'kare2004_latex.pdf'), crop=LATEX_CROP), 'truth.json', True),
]

if __name__ == '__main__':
    bad = 0
    for name, get, truth, is_pdf in RENDERINGS:
        t = json.load(open(os.path.join(ROOT, truth), encoding='utf-8'))
        vis = norm(get())
        if is_pdf:
            vis = norm(dehyph(vis))
        miss = []
        n = 0
        for c in t['clauses']:
            for key in ('text', 'title', 'term', 'heading'):
                v = c.get(key)
                if not v:
                    continue
                n += 1
                w = norm(dehyph(v) if is_pdf else v)
                if w not in vis:
                    miss.append('%s %s %s: %r' % (c['kind'], c.get('id', c.get('law', '')), key, v[:70]))
        print('%s (%s): %d strings, %d missing' % (name, truth, n, len(miss)))
        for m in miss:
            print('   ', m)
        bad += len(miss)
    sys.exit(1 if bad else 0)
