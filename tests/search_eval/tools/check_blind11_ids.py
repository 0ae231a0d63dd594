#!/usr/bin/python3
"""Check blind11 query files: every relevant id exists in its corpus, counts per category match the brief.
Plain python3, no third-party modules; reads only the corpus files named in the brief."""
import json, re, sys, os

HERE = os.path.dirname(os.path.abspath(__file__))
T = '/work/main/tests'
SETS = {
    'queries_blind11_seed.yaml': (
        [T + '/golden/000_e2f9e180dbca6f62.json', T + '/golden/001_91c3f04bc14c0505.json'],
        {'situations': 20, 'trade': 10, 'english': 10, 'typos': 10, 'questions': 10, 'ids_prose': 10}),
    'queries_blind11_book.yaml': (
        [T + '/redteam/modern/truth.json'],
        {'situations': 30, 'titles': 12, 'trade': 12, 'english': 12, 'typos': 12, 'questions': 12,
         'ids_prose': 10, 'oneword': 10}),
    'queries_blind11_club.yaml': (
        [T + '/redteam/club2007/truth.json'],
        {'situations': 15, 'titles': 6, 'trade': 8, 'english': 8, 'typos': 8, 'questions': 8, 'ids_prose': 7}),
}
LINE = re.compile(r'^- \{q: "([^"]+)", category: ([a-z_]+), relevant: \[([^\]]*)\]\}(\s*#\s*(.+))?$')


def corpus_ids(files):
    ids, heads = set(), set()
    for f in files:
        for c in json.load(open(f, encoding='utf-8'))['clauses']:
            if 'id' in c:
                ids.add(c['id'])
                if c.get('kind') in ('law', 'commentary'):
                    heads.add(c['id'])
    return ids, heads


def check(name, files, want):
    errs = []
    ids, heads = corpus_ids(files)
    path = os.path.join(HERE, name)
    lines = open(path, encoding='utf-8').read().splitlines()
    hdr = [l for l in lines if l.startswith('#')]
    if len(hdr) < 3 or 'BLIND, HELD OUT' not in hdr[0] or 'FINISH_TS' in hdr[0]:
        errs.append('header incomplete (3 comment lines, finish time filled in)')
    counts, seen = {}, set()
    for n, l in enumerate(lines, 1):
        if not l.strip() or l.startswith('#'):
            continue
        m = LINE.match(l)
        if not m:
            errs.append('line %d: bad format: %s' % (n, l))
            continue
        q, cat, rel, _, comment = m.groups()
        rel = [x.strip().strip('"') for x in rel.split(',') if x.strip()]
        counts[cat] = counts.get(cat, 0) + 1
        if cat not in want:
            errs.append('line %d: unknown category %s' % (n, cat))
        if q.lower() in seen:
            errs.append('line %d: duplicate query %r' % (n, q))
        seen.add(q.lower())
        if not 1 <= len(rel) <= 5:
            errs.append('line %d: %d relevant ids' % (n, len(rel)))
        if len(set(rel)) != len(rel):
            errs.append('line %d: repeated id' % n)
        for r in rel:
            if r not in ids:
                errs.append('line %d: id %r not in corpus' % (n, r))
        if cat == 'titles' and rel and rel[0] not in heads:
            errs.append('line %d: titles query must start with a Law heading id, got %r' % (n, rel[0]))
        if cat == 'typos' and not comment:
            errs.append('line %d: typos query needs a trailing # comment with the meant text' % n)
    for c, k in want.items():
        if counts.get(c, 0) != k:
            errs.append('category %s: %d, want %d' % (c, counts.get(c, 0), k))
    total = sum(counts.values())
    print('%s: %d queries %s -> %s' % (name, total, dict(sorted(counts.items())), 'OK' if not errs else 'FAIL'))
    for e in errs:
        print('   ', e)
    return not errs


ok = all([check(n, f, w) for n, (f, w) in SETS.items()])
sys.exit(0 if ok else 1)
