#!/usr/bin/env python3
"""koi_truth.py TRUTH.json KOI_TXT OUT.json: the nroff text is KOI8-R; characters KOI8-R lacks were
transliterated by iconv //TRANSLIT («»—–№ …), and groff turned '-' into U+2010 first. Apply the same
conversion (groff's hyphen, then iconv) to every string of the truth, and check each text occurs in the file
(whitespace normalised, line-end hyphens of the file are not expected: groff here does not hyphenate)."""
import json, re, sys, subprocess
t = json.load(open(sys.argv[1], encoding='utf-8'))
def conv(s):
    if s is None: return s
    s = s.replace('-', '\u2010')
    return subprocess.run(['iconv', '-f', 'utf-8', '-t', 'koi8-r//TRANSLIT'], input=s.encode('utf-8'),
                          capture_output=True, check=True).stdout.decode('koi8-r')
for c in t['clauses']:
    for f in ('text', 'title', 'term', 'heading', 'sep'):
        if c.get(f): c[f] = conv(c[f])
t['title'] = conv(t['title'])
t['rendering'] = 'out/latex2008_nroff.koi8r.txt (groff -Tutf8 | col -b | iconv -t koi8-r//TRANSLIT)'
json.dump(t, open(sys.argv[3], 'w', encoding='utf-8'), ensure_ascii=False, indent=1)
txt = re.sub(r'\s+', ' ', open(sys.argv[2], encoding='koi8-r').read())
miss = [c.get('id', c['kind']) for c in t['clauses'] if c.get('text') and re.sub(r'\s+', ' ', c['text']) not in txt]
print('koi truth:', len(t['clauses']), 'clauses;', 'texts not found verbatim in the KOI8-R file:', miss)
