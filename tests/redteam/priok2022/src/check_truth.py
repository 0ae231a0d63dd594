#!/usr/bin/env python3
"""Check truth.json against the Markdown source and (optionally) against renderings.

Usage: python3 src/check_truth.py truth.json src/priok2022.md [rendering.txt|.fb2|.html ...]

Checks: known kinds; ids unique and well-formed; claws in increasing order and every para/note/example
inside its claw; refs well-formed (Law ids inside 1-93; commentary para ids existing in the book, else listed);
every word of the source (markup, paragraph/item labels, «Примечание:»/«Пример N.» labels, hand diagrams
and footnote marks taken away) in exactly one clause, in order; footnote texts equal the definitions.
With renderings: every clause text (whitespace normalised) is found verbatim in the rendering's text.
"""
import html, json, re, sys

KINDS = {'front', 'claw', 'para', 'note', 'example', 'footnote'}
LAWREF = re.compile(r'^(\d{1,2})([A-H](\d{1,2}(\([a-z]\)(\([ivx]+\))?)?)?)?$')
PARAREF = re.compile(r'^(\d{1,2})\.(\d{1,2})(\([a-z]\)(\([ivx]+\))?|\([ivx]+\))?$')


def norm(s):
    return re.sub(r'\s+', ' ', s.replace('\u00a0', ' ')).strip()


def source_tokens(md):
    s = open(md, encoding='utf-8').read()
    head, body = s.split('\n---\n', 1)
    title = re.search(r'^title:\s*(.*)$', head, re.M).group(1)
    body = re.sub(r'```.*?```', ' ', body, flags=re.S)                   # hand diagrams
    fndefs = dict(re.findall(r'^\[\^(\d+)\]:\s*(.*)$', body, re.M))
    body = re.sub(r'^\[\^\d+\]:.*$', ' ', body, flags=re.M)
    body = re.sub(r'\[\^\d+\]', '', body)
    body = re.sub(r'^# Правило \d+\. ', '# ', body, flags=re.M)          # «Правило N.» -> claw id
    body = re.sub(r'^#\s', ' ', body, flags=re.M)
    body = re.sub(r'^\*\*\d+\.\d+\.\*\* ', ' ', body, flags=re.M)         # para labels
    body = re.sub(r'^\d+\.\d+\. ', ' ', body, flags=re.M)
    body = re.sub(r'^ {0,4}\(\w+\) ', ' ', body, flags=re.M)             # item labels
    body = re.sub(r'^> \*\*Примечание:\*\* ', ' ', body, flags=re.M)
    body = re.sub(r'^\*\*Пример \w+\.\*\*', ' ', body, flags=re.M)
    body = body.replace('**', '')
    return (title + ' ' + body).split(), {k: norm(v) for k, v in fndefs.items()}


def main(tp, md, rends):
    book = json.load(open(tp, encoding='utf-8'))
    cl = book['clauses']
    errs = []
    ids = [c['id'] for c in cl if 'id' in c]
    dup = {i for i in ids if ids.count(i) > 1}
    if dup: errs.append(f'duplicate ids {dup}')
    idset = set(ids)
    law, lastlaw, outside = None, 0, []
    counts = {}
    for c in cl:
        k = c['kind']; counts[k] = counts.get(k, 0) + 1
        if k not in KINDS: errs.append(f'unknown kind {k}')
        if k == 'claw':
            n = int(c['id'][1:])
            if n <= lastlaw: errs.append(f'claw order {c["id"]}')
            law = lastlaw = n
        elif k in ('para', 'note', 'example'):
            if int(c['id'].split('.')[0]) != law: errs.append(f'{c["id"]} outside claw {law}')
            if k == 'para' and not PARAREF.match(c['id']): errs.append(f'bad para id {c["id"]}')
            if k == 'example' and not re.match(r'^\d+\.ex[0-9A-Z]+$', c['id']): errs.append(f'bad ex id {c["id"]}')
            if k == 'note' and not re.match(r'^\d+\.\d+\.note\d+$', c['id']): errs.append(f'bad note id {c["id"]}')
        elif k == 'footnote':
            if int(c['law']) != law: errs.append(f'footnote law {c["law"]} != {law}')
        for r in c.get('refs', []):
            if LAWREF.match(r):
                if not 1 <= int(LAWREF.match(r).group(1)) <= 93: errs.append(f'ref {r} out of 1-93')
                if 'c' + LAWREF.match(r).group(1) not in idset: outside.append(r)
            elif PARAREF.match(r):
                if r not in idset: errs.append(f'para ref {r} not in book ({c.get("id")})')
            else:
                errs.append(f'bad ref {r} in {c.get("id")}')
        for r in c.get('refs_2007', []):
            if not LAWREF.match(r): errs.append(f'bad 2007 ref {r}')
    # words, in order
    stoks, fndefs = source_tokens(md)
    ttoks = []
    fns = []
    for c in cl:
        if c['kind'] == 'footnote':
            fns.append(norm(c['text'])); continue
        for f in ('heading', 'title'):
            if c.get(f) and c['kind'] != 'claw' or (f == 'title' and c['kind'] == 'claw'):
                ttoks += (c.get(f) or '').split()
        ttoks += c['text'].split()
    ttoks = book['title'].split()[:0] + ttoks
    if stoks != ttoks:
        for i, (a, b) in enumerate(zip(stoks, ttoks)):
            if a != b:
                errs.append(f'word mismatch at {i}: source {stoks[i-3:i+4]} truth {ttoks[i-3:i+4]}'); break
        else:
            errs.append(f'word count source {len(stoks)} truth {len(ttoks)}')
    if sorted(fns) != sorted(fndefs.values()): errs.append('footnote texts differ')
    print(f'{len(cl)} clauses {counts}; refs {sum(len(c["refs"]) for c in cl)}; '
          f'refs_2007 {sum(len(c.get("refs_2007", [])) for c in cl)}; source words {len(stoks)}')
    print('refs to Laws outside the book:', sorted(set(outside), key=lambda r: (int(LAWREF.match(r).group(1)), r)))
    for rp in rends:
        t = open(rp, encoding='utf-8').read()
        if rp.endswith(('.html', '.fb2', '.xhtml')):
            t = html.unescape(re.sub(r'<[^>]+>', ' ', t))
        t = norm(t)
        miss = [c.get('id') or c['kind'] for c in cl if norm(c['text']) and norm(c['text']) not in t]
        print(f'{rp}: {len(miss)} clause texts not found verbatim', miss[:12])
    for e in errs: print('ERROR', e)
    sys.exit(1 if errs else 0)


if __name__ == '__main__':
    main(sys.argv[1], sys.argv[2], sys.argv[3:])
