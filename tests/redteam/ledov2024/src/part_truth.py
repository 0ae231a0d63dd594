#!/usr/bin/env python3
"""part_truth.py ALL.json OUT.json FROM TO P1 P2: the clauses from the heading of Law FROM up to (not with) Law TO,
for a rendering that holds only PDF pages P1..P2."""
import json, sys
book = json.load(open(sys.argv[1]))
a, b, p1, p2 = sys.argv[3:7]
out, on = [], False
for c in book['clauses']:
    if c['kind'] == 'claw':
        on = c['id'] == 'c' + a or (on and c['id'] != 'c' + b)
    if on:
        out.append(c)
book['clauses'] = out
book['scan'] = (f'ledov2024_ocr_p{p1}-{p2}.txt only: tesseract 5 (-l rus) text of pages {p1}-{p2} of ledov2024.pdf '
                f'(pdftoppm -r 250 -gray), which hold the commentary on Laws {a} to the last before {b}, whole')
json.dump(book, open(sys.argv[2], 'w'), ensure_ascii=False, indent=1)
open(sys.argv[2], 'a').write('\n')
