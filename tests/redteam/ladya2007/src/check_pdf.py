#!/usr/bin/env python3
"""Rough check that every clause of truth.json is found in `pdftotext` of the clean PDF
(line-end hyphens joined, running heads / page numbers dropped, footnote marks removed).
Usage: check_pdf.py truth.json out/ladya.pdf"""
import json, re, subprocess, sys
T = json.load(open(sys.argv[1], encoding='utf-8'))
txt = subprocess.run(['pdftotext', sys.argv[2], '-'], capture_output=True, text=True).stdout
lines = [l.strip() for l in txt.replace('\f', '\n').splitlines()]
lines = [l for l in lines if l and l not in ('Избранные правила 2007 года', 'Бридж-клуб «Ладья» · Кострома')
         and not re.fullmatch(r'\d+', l)]
s = ''
for l in lines:
    if s.endswith('-') and re.match(r'[а-яё]', l) and not re.search(r'(из|кое|что|как|сколько)-$', s):
        s = s[:-1] + l
    else:
        s += ' ' + l
s = re.sub(r'\s+', ' ', s)
s = re.sub(r'(?<=[а-яё])\d(?=[ ,.;])', '', s)          # footnote marks glued to a word
def norm(x):   # spaces and hyphens ignored: letter-spaced headings, compounds split at a line end
    return re.sub(r'[\s\-]+', '', x)
ns = norm(re.sub(r'(ошибкой|столом|заявкой|нормальной|пути) \d(?=[ ,.;])', r'\1', s))   # footnote calls
miss = 0
for c in T['clauses']:
    for key in ('text', 'title', 'term'):
        t = c.get(key)
        if t and norm(t) not in ns:
            miss += 1; print('not found:', c.get('id') or c['kind'], key, t[:70])
print('missing', miss)
