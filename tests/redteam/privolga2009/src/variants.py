#!/usr/bin/env python3
"""Writes truth_groff.json (+ src/plain_groff.txt): groff -Tutf8 prints every ASCII hyphen-minus typed in the source
(«кому-либо», «что-либо», «volzhsky-shlem») as U+2010 HYPHEN «‐». Nothing else changes."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
d = json.load(open(os.path.join(ROOT, 'truth.json'), encoding='utf-8'))
def g(s): return s.replace('-', '\u2010') if isinstance(s, str) else s
for c in d['clauses']:
    for k in ('text', 'title', 'term', 'heading'):
        if k in c: c[k] = g(c[k])
d['title'] = g(d['title'])
json.dump(d, open(os.path.join(ROOT, 'truth_groff.json'), 'w', encoding='utf-8'), ensure_ascii=False, indent=1)
open(os.path.join(HERE, 'plain_groff.txt'), 'w', encoding='utf-8').write(g(open(os.path.join(HERE, 'plain.txt'), encoding='utf-8').read()))
