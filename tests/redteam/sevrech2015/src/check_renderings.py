#!/usr/bin/env python3
"""Check that every clause text (and title/term/heading) of the truth occurs in the visible text of each
non-PDF rendering (whitespace normalised; footnote call marks and the box caption «Важно» removed):
the Hugo site, the wget mirror, the Calibre EPUB and FB2 (truth.json) and the lynx dump (truth_lynx.json).
The two PDFs are not checked here (hyphenated line ends)."""
import glob, html, json, os, re, sys, zipfile
HERE = os.path.dirname(os.path.abspath(__file__))
BOOK = os.path.dirname(HERE)
OUT = os.path.join(BOOK, 'out')
INLINE = r'</?(?:a|strong|b|em|i|span|code|emphasis|strong)(?:\s[^>]*)?>'


def html_text(s):
    s = re.sub(r'<head.*?</head>', ' ', s, flags=re.S)
    s = re.sub(r'<sup[^>]*>.*?</sup>', '', s, flags=re.S)
    s = re.sub(r'<a [^>]*(?:type="note"|footnote-ref|noteref)[^>]*>.*?</a>', '', s, flags=re.S)
    s = re.sub(r'<p[^>]*>\s*(?:<[^>]+>\s*)*Важно(?:\s*</[^>]+>)*\s*</p>', ' ', s, flags=re.S)
    s = re.sub(INLINE, '', s)
    s = re.sub(r'<[^>]+>', ' ', s)
    return ' '.join(html.unescape(s).split())


def check(name, text, truthfile):
    truth = json.load(open(os.path.join(BOOK, truthfile), encoding='utf-8'))
    miss = 0
    for c in truth['clauses']:
        for k in ('text', 'title', 'term', 'heading'):
            v = c.get(k)
            if v and ' '.join(v.split()) not in text:
                miss += 1
                print('  %s: missing %s %s: %s' % (name, k, c.get('id', c.get('n')), v[:70]))
    print('%-10s %d clauses, %d missing' % (name, len(truth['clauses']), miss))
    return miss


bad = 0
for name, root in (('site', 'site'), ('wget', 'wget')):
    text = ' '.join(html_text(open(p, encoding='utf-8').read())
                    for p in sorted(glob.glob(os.path.join(OUT, root, '**', '*.html'), recursive=True)))
    bad += check(name, text, 'truth.json')
z = zipfile.ZipFile(os.path.join(OUT, 'sevrech2015_calibre.epub'))
opf = [n for n in z.namelist() if n.endswith('.opf')][0]
o = z.read(opf).decode('utf-8')
items = dict(re.findall(r'<item[^>]*?id="([^"]+)"[^>]*?href="([^"]+)"', o))
items.update({k: v for v, k in re.findall(r'<item[^>]*?href="([^"]+)"[^>]*?id="([^"]+)"', o)})
base = os.path.dirname(opf)
spine = re.findall(r'<itemref[^>]*idref="([^"]+)"', o)
text = ' '.join(html_text(z.read(os.path.join(base, items[i]) if base else items[i]).decode('utf-8')) for i in spine)
bad += check('epub', text, 'truth.json')
fb2 = open(os.path.join(OUT, 'sevrech2015_calibre.fb2'), encoding='utf-8').read()
bad += check('fb2', html_text(re.sub(r'<binary.*?</binary>', '', fb2, flags=re.S)), 'truth.json')
lx = open(os.path.join(OUT, 'sevrech2015_lynx_cp1251.txt'), encoding='cp1251').read()
bad += check('lynx', ' '.join(re.sub(r'\n\s*Важно\s*\n', '\n', re.sub(r'\^\d+', '', lx)).split()), 'truth_lynx.json')
sys.exit(1 if bad else 0)
