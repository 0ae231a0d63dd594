#!/usr/bin/env python3
"""rt41: which clause texts are not found verbatim in pdftotext of a rendering (line-end hyphens joined)."""
import json, re, subprocess, sys
t = json.load(open(sys.argv[1], encoding='utf-8'))
raw = subprocess.run(['pdftotext', sys.argv[2], '-'], capture_output=True, text=True).stdout
txt = re.sub(r'(\w)-\n(\w)', r'\1\2', raw)          # a soft hyphen at a line end
txt = re.sub(r'\s+', ' ', txt.replace('\u00ad', ''))
txt = re.sub(r'(\D)\d (?=\S)', lambda m: m.group(0), txt)
miss = 0
for c in t['clauses']:
    s = re.sub(r'\s+', ' ', c.get('text', '')).strip()
    if s and s not in txt:
        miss += 1; print('not verbatim:', c.get('id', c.get('term', c.get('heading'))), '|', s[:70])
print('missing', miss, 'of', len(t['clauses']))
