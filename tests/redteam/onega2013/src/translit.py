#!/usr/bin/env python3
"""translit.py IN.json OUT.json: the truth as the CP866 FIDO post prints it: every string passed through the
same `iconv -f utf-8 -t cp866//TRANSLIT` (and back to UTF-8) as the post itself."""
import json, subprocess, sys
def tr(s):
    if not isinstance(s, str) or not s:
        return s
    b = subprocess.run(['iconv', '-f', 'utf-8', '-t', 'cp866//TRANSLIT'], input=s.encode(), capture_output=True,
                       check=True).stdout
    return b.decode('cp866')
t = json.load(open(sys.argv[1]))
for c in t['clauses']:
    for k in ('text', 'title', 'term', 'sep', 'heading'):
        if k in c:
            c[k] = tr(c[k])
t['title'] = tr(t['title'])
t['rendering'] = 'onega2013_fido.cp866.txt'
json.dump(t, open(sys.argv[2], 'w', encoding='utf-8'), ensure_ascii=False, indent=1)
