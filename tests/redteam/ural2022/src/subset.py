#!/usr/bin/env python3
"""truth for a rendering that holds only some Laws: subset.py TRUTH OUT LAW...  (the Laws' clauses and footnotes)"""
import json, re, sys
t = json.load(open(sys.argv[1], encoding='utf-8'))
laws = set(sys.argv[3:])
def law_of(c):
    if c['kind'] == 'footnote':
        return c['law']
    if c['kind'] in ('law', 'section', 'item'):
        return re.match(r'\d+', c['id']).group(0)
    return None
t['clauses'] = [c for c in t['clauses'] if law_of(c) in laws]
t['note'] = 'saved pages (wget -k -p): Laws ' + ', '.join(sorted(laws, key=int)) + ' only'
with open(sys.argv[2], 'w', encoding='utf-8') as f:
    json.dump(t, f, ensure_ascii=False, indent=1)
    f.write('\n')
