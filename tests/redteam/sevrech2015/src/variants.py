#!/usr/bin/env python3
"""Truth of the renderings whose visible text differs from the source in a few characters:
truth_latex.json (pdflatex prints the suit symbols of Law 1 with the math font's outline ♡ ♢),
truth_lynx.json (lynx writes the four suit symbols, which Windows-1251 lacks, as cS cH cD cC).
Also writes src/plain_latex.txt and src/plain_lynx.txt for check_truth.py."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
BOOK = os.path.dirname(HERE)
VARIANTS = {'latex': {'♥': '♡', '♦': '♢'},
            'lynx': {'♠': 'cS', '♥': 'cH', '♦': 'cD', '♣': 'cC'}}


def sub(s, table):
    for a, b in table.items():
        s = s.replace(a, b)
    return s


truth = json.load(open(os.path.join(BOOK, 'truth.json'), encoding='utf-8'))
plain = open(os.path.join(HERE, 'plain.txt'), encoding='utf-8').read()
for name, table in VARIANTS.items():
    t = json.loads(json.dumps(truth))
    for c in t['clauses']:
        for k in ('text', 'title', 'term', 'heading'):
            if isinstance(c.get(k), str):
                c[k] = sub(c[k], table)
    with open(os.path.join(BOOK, 'truth_%s.json' % name), 'w', encoding='utf-8') as f:
        json.dump(t, f, ensure_ascii=False, indent=1)
        f.write('\n')
    with open(os.path.join(HERE, 'plain_%s.txt' % name), 'w', encoding='utf-8') as f:
        f.write(sub(plain, table))
