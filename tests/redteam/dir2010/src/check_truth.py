#!/usr/bin/env python3
"""Check a dir2010 truth file.

  python3 src/check_truth.py truth.json [PLAIN.txt ...]

Structure: known kinds and keys, ids well-formed (Latin letters only), unique, in book order inside each Law,
footnotes numbered 1, 2 … per Law, refs well-formed and inside Laws 1–93 (refs to Laws not in the book are
listed). With text files (a pandoc .html is read without its tags and footnote calls): every clause text, title, term and heading is found verbatim in each file (after
whitespace is normalised: a no-break space is whitespace; soft hyphens removed).
"""
import html
import json
import re
import sys

LAW_ID = re.compile(r'^([1-9]\d?)$')
SEC_ID = re.compile(r'^([1-9]\d?)[A-H]$')
ITEM_ID = re.compile(r'^([1-9]\d?)(?:[A-H]\d+|-\d+)(?:\([a-h]\)(?:\([ivx]+\))?)?$')
REF_ID = re.compile(r'^([1-9]\d?)(?:[A-H](?:\d+(?:\([a-h]\)(?:\([ivx]+\))?)?)?|-\d+)?$')
KEYS = {
    'front': {'kind', 'heading', 'text', 'refs'},
    'definitions': {'kind', 'heading', 'text', 'refs'},
    'term': {'kind', 'term', 'sep', 'text', 'refs'},
    'chapter': {'kind', 'id', 'number', 'title', 'refs'},
    'law': {'kind', 'id', 'title', 'text', 'refs'},
    'section': {'kind', 'id', 'title', 'text', 'refs'},
    'item': {'kind', 'id', 'text', 'refs'},
    'footnote': {'kind', 'law', 'n', 'text', 'refs'},
}


def norm(s):
    return ' '.join(s.replace('\u00ad', '').split())


def main(argv):
    d = json.load(open(argv[0], encoding='utf-8'))
    errors = []
    seen = set()
    law = None
    fn_next = {}
    outside = set()
    for k, c in enumerate(d['clauses']):
        kind = c.get('kind')
        if kind not in KEYS:
            errors.append(f'{k}: unknown kind {kind}')
            continue
        if set(c) != KEYS[kind]:
            errors.append(f'{k}: keys {sorted(c)} != {sorted(KEYS[kind])}')
        cid = c.get('id')
        if cid is not None:
            if cid in seen:
                errors.append(f'{k}: duplicate id {cid}')
            seen.add(cid)
            if not cid.isascii():
                errors.append(f'{k}: non-Latin id {cid!r}')
        if kind == 'chapter' and not re.match(r'^ch\d+$', cid):
            errors.append(f'{k}: bad chapter id {cid}')
        if kind == 'law':
            if not LAW_ID.match(cid):
                errors.append(f'{k}: bad law id {cid}')
            law = cid
        if kind == 'section' and (not SEC_ID.match(cid) or SEC_ID.match(cid).group(1) != law):
            errors.append(f'{k}: bad section id {cid} in Law {law}')
        if kind == 'item' and (not ITEM_ID.match(cid) or ITEM_ID.match(cid).group(1) != law):
            errors.append(f'{k}: bad item id {cid} in Law {law}')
        if kind == 'footnote':
            if c['law'] != law:
                errors.append(f'{k}: footnote of Law {c["law"]} inside Law {law}')
            want = fn_next.get(c['law'], 1)
            if c['n'] != want:
                errors.append(f'{k}: footnote n {c["n"]} != {want}')
            fn_next[c['law']] = want + 1
        for r in c['refs']:
            m = REF_ID.match(r)
            if not m or not 1 <= int(m.group(1)) <= 93:
                errors.append(f'{k}: bad ref {r!r}')
            elif r not in seen and not any(x.get('id') == r for x in d['clauses']):
                outside.add(r)
    for path in argv[1:]:
        hay = open(path, encoding='utf-8').read()
        if path.endswith('.html'):
            # pandoc HTML: drop the footnote calls, the tags and the entities
            hay = re.sub(r'<a href="#fn\d+" class="footnote-ref".*?</a>', '', hay)
            hay = re.sub(r'<a href="#fnref\d+" class="footnote-back".*?</a>', '', hay)
            hay = html.unescape(re.sub(r'<[^>]+>', ' ', hay))
        hay = norm(hay)
        missing = 0
        for c in d['clauses']:
            for key in ('text', 'title', 'term', 'heading'):
                v = c.get(key)
                if v and norm(v) not in hay:
                    missing += 1
                    errors.append(f'{path}: {c.get("id", c["kind"])} {key} not found: {v[:60]!r}')
        print(f'{path}: {missing} texts missing')
    kinds = {}
    for c in d['clauses']:
        kinds[c['kind']] = kinds.get(c['kind'], 0) + 1
    print(f'{argv[0]}: {len(d["clauses"])} clauses {kinds}; {sum(len(c["refs"]) for c in d["clauses"])} refs')
    print('refs to clauses not in this file:', ' '.join(sorted(outside, key=lambda r: (int(re.match(r"\d+", r).group()), r))))
    for e in errors:
        print('ERROR', e)
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
