#!/usr/bin/env python3
"""Write truth_koi8r.json: truth.json as the KOI8-R w3m dump shows it.
KOI8-R has no «», —, №, ♠♥♦♣: `iconv -t koi8-r//TRANSLIT` writes << >> -- ? for them (glibc).
The same iconv call is applied to every string of truth.json; the file stays UTF-8 JSON."""
import json, os, subprocess
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def koi(s):
    b = subprocess.run(['iconv', '-f', 'utf-8', '-t', 'koi8-r//TRANSLIT'], input=s.encode('utf-8'),
                       capture_output=True, check=True).stdout
    return b.decode('koi8-r')


t = json.load(open(os.path.join(ROOT, 'truth.json'), encoding='utf-8'))
for c in t['clauses']:
    for k in ('text', 'title', 'term', 'heading', 'sep'):
        if isinstance(c.get(k), str):
            c[k] = koi(c[k])
t['title'] = koi(t['title'])
json.dump(t, open(os.path.join(ROOT, 'truth_koi8r.json'), 'w', encoding='utf-8'), ensure_ascii=False, indent=1)
print('truth_koi8r.json written')
