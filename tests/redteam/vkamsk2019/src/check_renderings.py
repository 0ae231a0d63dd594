#!/usr/bin/env python3
"""Every clause text (and title/term/heading) occurs in the visible text of each rendering.
 - out/vkamsk2019.html (the page), out/vkamsk2019_w3m.txt, out/vkamsk2019_info.txt,
   out/vkamsk2019_texinfo_html/*.html (visible text of all pages), both PDFs via `pdftotext`
   (`pdftotext -layout`: justified lines stay whole; running heads/footers dropped; no word is hyphenated in either PDF, so lines are joined with a space, and a line-final «-» is a real hyphen joined to the next line; «( ♠ )» → «(♠)» in Chrome's PDF):
   truth.json
 - out/vkamsk2019_w3m_koi8r.txt (read as KOI8-R): truth_koi8r.json
Footnote call marks are removed first (w3m «^1», makeinfo «(1)», <sup> in HTML, glued digits in PDFs).
Whitespace (including U+00A0) is normalised."""
import glob, json, os, re, subprocess, sys
from html.parser import HTMLParser
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, 'out')


def norm(s):
    return ' '.join(s.split())


class Vis(HTMLParser):
    BLOCK = {'p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'li', 'tr', 'td', 'th', 'br', 'table', 'dt', 'dd', 'hr',
             'nav', 'footer', 'pre', 'blockquote', 'ul', 'ol', 'dl'}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.out, self.skip = [], 0

    def handle_starttag(self, tag, a):
        if tag in ('style', 'script', 'title', 'sup'):
            self.skip += 1
        if tag in self.BLOCK:
            self.out.append('\n')

    def handle_endtag(self, tag):
        if tag in ('style', 'script', 'title', 'sup'):
            self.skip -= 1
        if tag in self.BLOCK:
            self.out.append('\n')

    def handle_data(self, d):
        if not self.skip:
            self.out.append(d)


def html_text(path):
    v = Vis()
    v.feed(open(path, encoding='utf-8').read())
    return ''.join(v.out)


def pdf_text(path, furniture):
    t = subprocess.run(['pdftotext', '-layout', path, '-'], capture_output=True, check=True).stdout.decode('utf-8')
    lines = [l for l in t.split('\n') if not any(re.fullmatch(f, l.strip()) for f in furniture)]
    t = '\n'.join(lines)
    # no soft hyphenation in these PDFs: a hyphen at a line end is a real one («bridge-vkamsk», «стороны-нарушителя»)
    t = re.sub(r'-\n[ \t]*', '-', t)
    # pdftotext puts spaces round the suit symbols Chrome takes from a fallback font: «( ♠ )»
    t = re.sub(r'\( ([♠♥♦♣]) \)', r'(\1)', t)
    return re.sub(r'(?<=[а-яё])\d(?=[\s,.;:)])', '', t)


def check(name, text, truth):
    T = norm(text)
    t = json.load(open(os.path.join(ROOT, truth), encoding='utf-8'))
    miss = []
    for c in t['clauses']:
        for k in ('text', 'title', 'term', 'heading'):
            v = c.get(k)
            if v and norm(v) not in T:
                miss.append((c.get('id', c.get('kind')), k, v[:70]))
    print('%-34s %-17s %d clauses, %d missing' % (name, truth, len(t['clauses']), len(miss)))
    for m in miss[:10]:
        print('   ', m)
    return len(miss)


bad = 0
bad += check('vkamsk2019.html', html_text(os.path.join(OUT, 'vkamsk2019.html')), 'truth.json')
w3m = open(os.path.join(OUT, 'vkamsk2019_w3m.txt'), encoding='utf-8').read()
bad += check('vkamsk2019_w3m.txt', re.sub(r'\^\d+', '', w3m), 'truth.json')
koi = open(os.path.join(OUT, 'vkamsk2019_w3m_koi8r.txt'), encoding='koi8-r').read()
bad += check('vkamsk2019_w3m_koi8r.txt', re.sub(r'\^\d+', '', koi), 'truth_koi8r.json')
info = open(os.path.join(OUT, 'vkamsk2019_info.txt'), encoding='utf-8').read()
info = re.sub(r'(?m)^[ ]*[*=-]{3,}[ ]*$', '', info)     # heading underlines and the table rule
bad += check('vkamsk2019_info.txt', re.sub(r'(?<=\S)\(\d+\)', '', info), 'truth.json')
pages = sorted(glob.glob(os.path.join(OUT, 'vkamsk2019_texinfo_html', '*.html')))
bad += check('vkamsk2019_texinfo_html/ (%d pages)' % len(pages), '\n'.join(html_text(p) for p in pages), 'truth.json')
bad += check('vkamsk2019_chrome.pdf', pdf_text(os.path.join(OUT, 'vkamsk2019_chrome.pdf'), [
    r'\d+/\d+/\d+, \d+:\d+ [AP]M\s+Международные правила спортивного бриджа 2017 — ФСБ Верхнекамска',
    r'http://bridge-vkamsk\.example\.ru/pravila/2017\.html\s+\d+/\d+']), 'truth.json')
bad += check('vkamsk2019_rst2pdf.pdf', pdf_text(os.path.join(OUT, 'vkamsk2019_rst2pdf.pdf'), [
    r'Правила бриджа 2017 · Верхнекамск', r'—\s*\d+\s*—']), 'truth.json')
sys.exit(1 if bad else 0)
