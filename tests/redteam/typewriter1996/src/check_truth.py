#!/usr/bin/env python3
"""check_truth.py TRUTH.json PLAIN.txt [TYPED.txt]
Checks the truth file's shape (kinds, keys, Latin ids, unique ids, items inside their Law, footnotes numbered
per Law, refs well formed) and that every clause text, title, term and heading occurs verbatim (whitespace
normalised) in PLAIN.txt, the plain text of the source. With TYPED.txt (the typed pages, UTF-8) it also checks
that every text occurs there once line-end hyphens («сог-/ласно»), the page furniture and the emphasis
spacing are undone by a simple de-typing. Prints the counts; exit status 1 on any failure."""
import json, re, sys
from collections import Counter

KEYS = {'front': {'heading', 'text'}, 'definitions': {'heading', 'text'}, 'term': {'term', 'sep', 'text'},
        'chapter': {'id', 'number', 'title'}, 'law': {'id', 'title', 'text'},
        'section': {'id', 'title', 'text'}, 'item': {'id', 'text'}, 'footnote': {'law', 'n', 'text'}}
ID = {'law': r'\d+', 'section': r'\d+[A-H]', 'chapter': r'ch\d+',
      'item': r'\d+(?:[A-H]\d+|-\d+)(?:\([a-z]\))?(?:\((?:i|ii|iii|iv|v)\))?'}
REF = re.compile(r'^\d+(?:[A-H](?:\d+(?:\([a-z]+\))*)?)?$|^\d+-\d+$')


def norm(s):
    return re.sub(r'\s+', ' ', s).strip()


def detype(path):
    """the typed pages back to running text: drop page numbers, running title, underlines, footnote rules;
    join line-end hyphens; close up spaced-out words"""
    out = []
    for page in open(path, encoding='utf-8', newline='').read().replace('\r\n', '\n').split('\f'):
        for line in page.split('\n'):
            s = line.strip()
            if re.fullmatch(r'- \d+ -', s) or s.startswith('Международные правила бриджа (ред.') \
                    or re.fullmatch(r'_+', s) or re.fullmatch(r'-{10,}', s) or not s:
                continue
            if re.fullmatch(r'\S(?: \S)+(?:  \S(?: \S)+)*', s):      # a heading typed spaced out
                s = ' '.join(w.replace(' ', '') for w in s.split('  '))
            out.append(s)
    text = '\n'.join(out)
    text = re.sub(r'(?<=[а-яё])-\n(?=[а-яё])', '', text)
    text = re.sub(r'\b(?:[А-Яа-яЁё] ){2,}[А-Яа-яЁё]\b', lambda m: m.group(0).replace(' ', ''), text)
    text = re.sub(r'\bн е\b', 'не', text)
    text = re.sub(r'\*+ ?', '', text)
    return norm(text)


def main():
    truth = json.load(open(sys.argv[1], encoding='utf-8'))
    sources = [('plain', norm(open(sys.argv[2], encoding='utf-8').read()))]
    if len(sys.argv) > 3:
        sources.append(('typed', detype(sys.argv[3])))
    bad = []
    seen = set()
    fnn = Counter()
    law = None
    for c in truth['clauses']:
        k = c['kind']
        if k not in KEYS or not KEYS[k] <= set(c) or 'refs' not in c:
            bad.append('shape: %r' % c); continue
        if k in ID:
            if not re.fullmatch(ID[k], c['id']):
                bad.append('id: ' + c['id'])
            if c['id'] in seen:
                bad.append('duplicate id: ' + c['id'])
            seen.add(c['id'])
            if k == 'law':
                law = c['id']
            if k in ('section', 'item') and not (c['id'].startswith(law) and not c['id'][len(law)].isdigit()):
                bad.append('outside its Law: ' + c['id'])
        if k == 'footnote':
            fnn[c['law']] += 1
            if c['n'] != fnn[c['law']] or c['law'] != law:
                bad.append('footnote numbering: %r' % c)
        for r in c['refs']:
            if not REF.match(r) or not 1 <= int(re.match(r'\d+', r).group()) <= 93:
                bad.append('ref %r in %s' % (r, c.get('id', k)))
        for key in ('text', 'title', 'term', 'heading'):
            v = c.get(key)
            if not v:
                continue
            for name, src in sources:
                if norm(v) not in src:
                    bad.append('%s: not found in %s: %s' % (c.get('id', k), name, v[:70]))
    kinds = Counter(c['kind'] for c in truth['clauses'])
    nrefs = sum(len(c['refs']) for c in truth['clauses'])
    print('%s: %d clauses (%s), %d refs; %d missing/bad' % (
        sys.argv[1], len(truth['clauses']), ', '.join('%s %d' % kv for kv in kinds.items()), nrefs, len(bad)))
    for b in bad:
        print('  ' + b)
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
