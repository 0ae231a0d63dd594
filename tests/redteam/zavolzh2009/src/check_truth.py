#!/usr/bin/env python3
"""truth*.json against the source: every clause string occurs verbatim in the plain text of the windows-1251
HTML pages (src/html), clauses in book order (footnotes excepted: printed at the end of their Law);
ids unique and well-formed; items/sections inside their Law; refs well-formed."""
import glob, json, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from plain import pages_text, probes, norm

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
plain = pages_text(os.path.join(ROOT, 'src', 'html'))
SUB = r'(\([a-z]\))?(\((?:i|ii|iii|iv|v|vi)\))?'
IDRE = {'law': r'\d{1,2}', 'section': r'(\d{1,2})[A-H]', 'item': r'(\d{1,2})(?:[A-H]\d{1,2}|-\d{1,2})' + SUB, 'chapter': r'ch\d{1,2}'}
REFRE = re.compile(r'\d{1,2}(?:[A-H](?:\d{1,2}' + SUB + r')?)?$')
bad = 0
for tf in sorted(glob.glob(os.path.join(ROOT, 'truth*.json'))):
    t = json.load(open(tf, encoding='utf-8'))
    probs = []
    ids = set(); pos = 0; law = None
    for c in t['clauses']:
        k = c['kind']
        if k == 'law':
            law = c['id']
        if 'id' in c:
            if c['id'] in ids:
                probs.append('duplicate id %s' % c['id'])
            ids.add(c['id'])
            m = re.fullmatch(IDRE[k], c['id'])
            if not m:
                probs.append('bad id %s' % c['id'])
            elif k in ('section', 'item') and m.group(1) != law:
                probs.append('%s outside its law %s' % (c['id'], law))
        if k == 'footnote' and c['law'] != law:
            probs.append('footnote of %s after law %s' % (c['law'], law))
        for r in c.get('refs', []):
            if not REFRE.match(r):
                probs.append('bad ref %r in %s' % (r, c.get('id')))
        for s in probes(c):
            i = plain.find(s, pos if k != 'footnote' else 0)
            if i < 0:
                probs.append('not in source (%s %s): %s' % (k, c.get('id', ''), s[:70]))
            elif k != 'footnote' and k != 'chapter':
                pos = i
    kinds = {}
    for c in t['clauses']:
        kinds[c['kind']] = kinds.get(c['kind'], 0) + 1
    print('%s: %d clauses %s, %d refs: %d problems' % (os.path.basename(tf), len(t['clauses']), kinds,
          sum(len(c.get('refs', [])) for c in t['clauses']), len(probs)))
    for p in probs:
        print('  ', p)
    bad += len(probs)
sys.exit(1 if bad else 0)
