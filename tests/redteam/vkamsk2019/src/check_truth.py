#!/usr/bin/env python3
"""Every clause text/title/term/heading of truth.json (and truth_koi8r.json against the KOI8 form of the
plain text) occurs verbatim (whitespace normalised) in the plain text of the source; ids unique and
well-formed, items inside their Law, footnotes inside their Law, refs well-formed."""
import json, os, re, subprocess, sys
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def norm(s):
    return ' '.join(s.split())


def check(tfile, plain):
    t = json.load(open(os.path.join(ROOT, tfile), encoding='utf-8'))
    P = norm(plain)
    bad = 0
    ids = set()
    law = None
    for c in t['clauses']:
        for k in ('text', 'title', 'term', 'heading'):
            v = c.get(k)
            if v and norm(v) not in P:
                print(tfile, 'NOT IN SOURCE', c.get('id', c.get('kind')), k, v[:60]); bad += 1
        if 'refs' not in c:
            print(tfile, 'no refs', c); bad += 1
        for r in c.get('refs', []):
            if not re.fullmatch(r'\d+(?:[A-H]\d*(?:\([a-h]\))?(?:\([ivx]+\))?)?', r):
                print(tfile, 'bad ref', r, c.get('id')); bad += 1
        k = c['kind']
        if k in ('law',):
            law = c['id']
        if 'id' in c:
            if c['id'] in ids:
                print(tfile, 'dup id', c['id']); bad += 1
            ids.add(c['id'])
            ok = {'chapter': r'ch\d+', 'law': r'\d+', 'section': r'\d+[A-H]',
                  'item': r'\d+(?:[A-H]\d+|-\d+)(?:\([a-h]\))?(?:\([ivx]+\))?'}[k]
            if not re.fullmatch(ok, c['id']):
                print(tfile, 'bad id', c['id']); bad += 1
            if k in ('section', 'item') and not re.match(law + r'(?:[A-H]|-)', c['id']):
                print(tfile, 'outside its law', c['id']); bad += 1
        if k == 'footnote' and c['law'] != law:
            print(tfile, 'footnote outside its law', c); bad += 1
    print('%s: %d clauses, %d problems' % (tfile, len(t['clauses']), bad))
    return bad


plain = open(os.path.join(ROOT, 'src', 'plain.txt'), encoding='utf-8').read()
koi = subprocess.run(['iconv', '-f', 'utf-8', '-t', 'koi8-r//TRANSLIT'], input=plain.encode(),
                     capture_output=True, check=True).stdout.decode('koi8-r')
bad = check('truth.json', plain) + check('truth_koi8r.json', koi)
sys.exit(1 if bad else 0)
