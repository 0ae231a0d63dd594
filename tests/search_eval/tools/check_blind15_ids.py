#!/usr/bin/python3
"""Check blind15 query files: every relevant id exists in its corpus; counts per category match the brief.
Uses only the corpora files and PyYAML-free parsing (each query line is a YAML flow mapping)."""
import json, re, sys, collections

G = '/work/main/tests/'
def ids_golden():
    s = set()
    for f in ('golden/000_e2f9e180dbca6f62.json', 'golden/001_91c3f04bc14c0505.json'):
        s |= {c['id'] for c in json.load(open(G + f))['clauses']}
    return s
def ids_truth(p):
    return {c['id'] for c in json.load(open(G + p))['clauses'] if 'id' in c}

SPEC = {
    'queries_blind15_seed.yaml': (ids_golden(), dict(situations=20, trade=10, english=10, typos=10, questions=10, ids_prose=10)),
    'queries_blind15_book.yaml': (ids_truth('redteam/modern/truth.json'),
        dict(situations=30, titles=12, trade=12, english=12, typos=12, questions=12, ids_prose=10, oneword=10)),
    'queries_blind15_typewriter.yaml': (ids_truth('redteam/typewriter1996/truth.json'),
        dict(situations=15, titles=6, trade=8, english=8, typos=8, questions=8, ids_prose=7)),
}
LINE = re.compile(r'^- \{q: "([^"\\]+)", category: (\w+), relevant: \[([^\]]*)\]\}(\s+# .+)?$')
ok = True
for fn, (ids, want) in SPEC.items():
    cnt = collections.Counter(); qs = set(); n = 0
    for ln, line in enumerate(open('/work/wt/blind15/' + fn, encoding='utf-8'), 1):
        line = line.rstrip('\n')
        if not line.strip() or line.startswith('#'):
            continue
        m = LINE.match(line)
        if not m:
            print(f'{fn}:{ln}: bad line: {line}'); ok = False; continue
        q, cat, rel, com = m.groups()
        rel = re.findall(r'"([^"]+)"', rel)
        n += 1; cnt[cat] += 1
        if q in qs: print(f'{fn}:{ln}: duplicate query {q!r}'); ok = False
        qs.add(q)
        if not 1 <= len(rel) <= 5: print(f'{fn}:{ln}: {len(rel)} relevant ids'); ok = False
        if len(set(rel)) != len(rel): print(f'{fn}:{ln}: repeated id'); ok = False
        for r in rel:
            if r not in ids: print(f'{fn}:{ln}: unknown id {r!r}'); ok = False
        if cat == 'typos' and not com: print(f'{fn}:{ln}: typo without # comment'); ok = False
        if cat == 'oneword' and len(q.split()) > 2: print(f'{fn}:{ln}: oneword too long'); ok = False
    if dict(cnt) != want:
        print(f'{fn}: counts {dict(cnt)} != {want}'); ok = False
    print(f'{fn}: {n} queries, {dict(cnt)}')
# optional: also parse with PyYAML if available
try:
    import yaml
    for fn in SPEC:
        d = yaml.safe_load(open('/work/wt/blind15/' + fn, encoding='utf-8'))
        assert isinstance(d, list) and all(set(x) == {'q', 'category', 'relevant'} for x in d), fn
    print('PyYAML parse: ok')
except ImportError:
    print('PyYAML not installed; regex check only')
print('PASS' if ok else 'FAIL'); sys.exit(0 if ok else 1)
