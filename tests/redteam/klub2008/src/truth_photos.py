#!/usr/bin/python3
"""truth_photos.json: the clauses of truth.json that stand whole on the photographed pages 8-12 of booklet.pdf."""
import json, os, re
from common import *
FIRST, LAST = 8, 12
t = load()
fns = [c['text'] for c in t['clauses'] if c['kind'] == 'footnote']
pages = pdftotext_pages(os.path.join(ROOT, 'out/booklet.pdf'), FIRST, LAST)
text = drop_calls(join_lines('\n'.join(strip_furniture(p, fns) for p in pages)))
fntext = ws(' '.join(pdftotext_pages(os.path.join(ROOT, 'out/booklet.pdf'), FIRST, LAST)))
keep, partial = [], []
for c in t['clauses']:
    probes = clause_probes(c)
    src = fntext if c['kind'] == 'footnote' else text
    hits = [p in src for p in probes]
    if all(hits):
        keep.append(c)
    elif c.get('text') and len(c['text'].split()) > 10 and (' '.join(c['text'].split()[:10]) in src or ' '.join(c['text'].split()[-10:]) in src):
        partial.append(c.get('id') or c.get('term'))
out = dict(t, clauses=keep)
json.dump(out, open(os.path.join(ROOT, 'truth_photos.json'), 'w', encoding='utf-8'), ensure_ascii=False, indent=1)
print('truth_photos.json: %d clauses (pages %d-%d), first %s, last %s; left out as partial: %s' % (
    len(keep), FIRST, LAST, keep[0].get('id'), keep[-1].get('id'), partial))
