#!/usr/bin/python3
"""Checker for blind set 22 (written by helper blind22): ids exist in their corpus, category counts as in the brief."""
import json, re, sys, collections
import os
T = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))) + '/'  # tests/
def ids_of(paths):
    s = set()
    for p in paths:
        d = json.load(open(p))
        for c in d['clauses']:
            if c.get('id'):
                s.add(c['id'])
    return s
corpora = {
  'seed': (ids_of([T+'golden/000_e2f9e180dbca6f62.json', T+'golden/001_91c3f04bc14c0505.json']),
           dict(situations=20, trade=10, english=10, typos=10, questions=10, ids_prose=10)),
  'book': (ids_of([T+'redteam/modern/truth.json']),
           dict(situations=30, titles=12, trade=12, english=12, typos=12, questions=12, ids_prose=10, oneword=10)),
  'kontra': (ids_of([T+'redteam/kontra2011/truth.json']),
           dict(situations=15, titles=6, trade=6, english=5, typos=6, questions=8, ids_prose=4)),
}
try:
    import yaml
    load = lambda f: yaml.safe_load(open(f))
except ImportError:
    yaml = None
bad = 0
for name, (ids, want) in corpora.items():
    f = T + 'search_eval/queries_blind22_%s.yaml' % name
    if yaml:
        items = load(f)
    else:
        items = []
        for line in open(f):
            m = re.match(r'- \{q: "(.*?)", category: (\w+), relevant: \[(.*?)\]\}', line)
            if m:
                items.append(dict(q=m.group(1), category=m.group(2),
                                  relevant=re.findall(r'"([^"]*)"', m.group(3))))
            elif line.startswith('- '):
                print('UNPARSED', f, line.strip()); bad += 1
    cnt = collections.Counter(it['category'] for it in items)
    qs = collections.Counter(it['q'] for it in items)
    for it in items:
        r = it['relevant']
        if not (1 <= len(r) <= 5) or len(set(r)) != len(r):
            print('BAD relevant list', name, it); bad += 1
        for i in r:
            if i not in ids:
                print('MISSING id', name, repr(i), 'in', it['q']); bad += 1
    for q, n in qs.items():
        if n > 1:
            print('DUPLICATE query', name, q); bad += 1
    ok = dict(cnt) == want
    if not ok: bad += 1
    print('%-6s total=%d counts=%s %s' % (name, len(items), dict(cnt), 'OK' if ok else 'WANT %s' % want))
print('yaml parser:', 'PyYAML' if yaml else 'regex fallback')
print('RESULT:', 'ALL OK' if bad == 0 else '%d PROBLEMS' % bad)
sys.exit(1 if bad else 0)
