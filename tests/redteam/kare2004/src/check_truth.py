#!/usr/bin/env python3
"""Check truth*.json against the plain text of the source (src/plain*.txt).

Every clause text / title / term / heading occurs verbatim (whitespace normalised) in the plain text,
in book order; ids unique and well-formed; items and sections inside their Law; footnotes after a clause
of their Law; refs well-formed."""
import json, re, sys, os, glob

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
norm = lambda s: re.sub(r'\s+', ' ', s).strip()

ID_LAW = re.compile(r'^\d{1,2}$')
ID_SEC = re.compile(r'^(\d{1,2})([A-H])$')
ID_ITEM = re.compile(r'^(\d{1,2})(?:([A-H])(\d+)|-(\d+))(\([a-h]\)(\([ivx]+\))?)?$')
ID_REF = re.compile(r'^\d{1,2}(?:[A-H](?:\d+(?:\([a-h]\)(?:\([ivx]+\))?)?)?)?$')


def check(truth_path, plain_path):
    t = json.load(open(truth_path, encoding='utf-8'))
    plain = norm(open(plain_path, encoding='utf-8').read())
    probs = []
    seen = set()
    law = None
    pos = 0
    for c in t['clauses']:
        k = c['kind']
        # words
        for key in ('text', 'title', 'term', 'heading'):
            v = c.get(key)
            if v:
                if norm(v) not in plain:
                    probs.append('%s %s: %s not in plain text: %r' % (k, c.get('id'), key, v[:60]))
        if c.get('text'):
            p = plain.find(norm(c['text']), pos if k != 'footnote' else 0)
            if p < 0 and k != 'footnote':
                probs.append('%s %s: text out of order' % (k, c.get('id')))
            elif k != 'footnote':
                pos = p
        # ids
        if 'id' in c:
            if c['id'] in seen:
                probs.append('duplicate id %s' % c['id'])
            seen.add(c['id'])
        if k == 'law':
            if not ID_LAW.match(c['id']):
                probs.append('bad law id %s' % c['id'])
            law = c['id']
        elif k == 'chapter':
            if not re.match(r'^ch\d+$', c['id']):
                probs.append('bad chapter id %s' % c['id'])
        elif k == 'section':
            m = ID_SEC.match(c['id'])
            if not m or m.group(1) != law:
                probs.append('bad section id %s (law %s)' % (c['id'], law))
        elif k == 'item':
            m = ID_ITEM.match(c['id'])
            if not m or m.group(1) != law:
                probs.append('bad item id %s (law %s)' % (c['id'], law))
        elif k == 'footnote':
            if c['law'] != law:
                probs.append('footnote of law %s inside law %s' % (c['law'], law))
        elif k == 'term':
            if not c.get('sep'):
                probs.append('term %s without sep' % c['term'])
        for r in c.get('refs', []):
            if not ID_REF.match(r):
                probs.append('bad ref %r in %s' % (r, c.get('id')))
    return t, probs


if __name__ == '__main__':
    bad = 0
    for tp in sorted(glob.glob(os.path.join(ROOT, 'truth*.json'))):
        name = os.path.basename(tp)
        suffix = name[len('truth'):-len('.json')]
        pp = os.path.join(HERE, 'plain%s.txt' % suffix)
        t, probs = check(tp, pp)
        from collections import Counter
        cnt = Counter(c['kind'] for c in t['clauses'])
        print('%s: %d clauses %s, %d refs; %d problems' % (name, len(t['clauses']), dict(cnt),
              sum(len(c.get('refs', [])) for c in t['clauses']), len(probs)))
        for p in probs:
            print('  ', p)
        bad += len(probs)
    sys.exit(1 if bad else 0)
