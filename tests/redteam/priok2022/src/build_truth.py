#!/usr/bin/env python3
"""Build truth.json from src/priok2022.md (clause texts) and src/refs.txt (refs, written by hand).

Usage: python3 src/build_truth.py src/priok2022.md src/refs.txt truth.json

The Markdown habits this script understands (the only ones the book uses):
  YAML block with `title:`                  -> first words of the title page (front, heading null)
  paragraphs before the first `# ` heading  -> rest of the title page
  `# Правило N. TITLE`                      -> claw cN
  any other `# Heading`                     -> front section with that heading
  `**N.M.** text` or `N.M. text`            -> para N.M
  `(a) text` at column 0                    -> item of the current para: N.M(a)
  `    (i) text` (4-space indent)           -> sub-item of the current item: N.M(a)(i)
  `> **Примечание:** text`                  -> note N.M.noteK (K counts notes after para N.M); label not text
  `**Пример X.**` [text]                    -> example N.exX (X digit, or Cyrillic А/В/С -> Latin); label not text
  fenced ``` block                          -> hand diagram (not text; lines kept in "diagram")
  `[^k]` call / `[^k]: text` definition     -> footnote clause after the clause holding the call
  any other paragraph                       -> continues the current clause (joined by one space)
"""
import json, re, sys

CYR2LAT = {'А': 'A', 'В': 'B', 'С': 'C', 'Е': 'E', 'Н': 'H', 'К': 'K', 'М': 'M', 'Р': 'P', 'Т': 'T', 'Х': 'X'}


def inline(t):
    t = re.sub(r'\*\*(.+?)\*\*', r'\1', t)
    t = re.sub(r'(?<!\w)\*(.+?)\*(?!\w)', r'\1', t)
    t = re.sub(r'\\(.)', r'\1', t)
    return re.sub(r'\s+', ' ', t).strip()


def main(md, refsfile, out):
    lines = open(md, encoding='utf-8').read().split('\n')
    # YAML
    assert lines[0] == '---'
    end = lines.index('---', 1)
    meta = {}
    for l in lines[1:end]:
        k, v = l.split(':', 1)
        meta[k.strip()] = v.strip()
    body = lines[end + 1:]
    # split into blocks (paragraphs / code blocks); keep indentation
    blocks, cur, incode, code = [], [], False, []
    for l in body:
        if incode:
            if l.startswith('```'):
                blocks.append(('code', code)); incode = False; code = []
            else:
                code.append(l)
            continue
        if l.startswith('```'):
            if cur: blocks.append(('p', cur)); cur = []
            incode = True; continue
        if l.strip() == '':
            if cur: blocks.append(('p', cur)); cur = []
        else:
            cur.append(l)
    if cur: blocks.append(('p', cur))

    # footnote definitions
    fndefs = {}
    rest = []
    for kind, b in blocks:
        m = re.match(r'\[\^(\d+)\]:\s*(.*)', b[0]) if kind == 'p' else None
        if m:
            fndefs[m.group(1)] = inline(' '.join([m.group(2)] + [x.strip() for x in b[1:]]))
        else:
            rest.append((kind, b))

    clauses = []
    front = {'kind': 'front', 'heading': None, 'text': meta['title']}
    clauses.append(front)
    cur = front
    law = None; para = None; item = None; notes = {}
    pending_fn = []  # footnote calls in current clause
    fncount = {}

    def add(c):
        nonlocal cur
        flush_fn()
        clauses.append(c); cur = c

    def flush_fn():
        for k in pending_fn:
            fncount[law] = fncount.get(law, 0) + 1   # n counts per Law, not pandoc's label
            clauses.append({'kind': 'footnote', 'law': law, 'n': fncount[law], 'text': fndefs[k]})
        pending_fn.clear()

    def append(t):
        for k in re.findall(r'\[\^(\d+)\]', t):
            pending_fn.append(k)
        t = re.sub(r'\[\^\d+\]', '', t)
        t = inline(t)
        cur['text'] = (cur['text'] + ' ' + t).strip() if cur['text'] else t

    for kind, b in rest:
        if kind == 'code':
            assert cur['kind'] == 'example', cur
            cur.setdefault('diagram', []).extend([x.rstrip() for x in b])
            continue
        first = b[0]
        text = ' '.join(x.strip() for x in b)
        m = re.match(r'# (.*)', first)
        if m:
            h = m.group(1)
            mm = re.match(r'Правило (\d+)\. (.*)', h)
            if mm:
                law = mm.group(1); para = item = None
                add({'kind': 'claw', 'id': 'c' + law, 'title': mm.group(2), 'text': ''})
            else:
                add({'kind': 'front', 'heading': h, 'text': ''})
            continue
        m = re.match(r'(?:\*\*)?(\d+)\.(\d+)\.(?:\*\*)? (.*)', text)
        if m and m.group(1) == law:
            para = f'{law}.{m.group(2)}'; item = None
            add({'kind': 'para', 'id': para, 'text': ''}); append(m.group(3)); continue
        m = re.match(r'\((\w+)\) (.*)', text)
        if m and not first.startswith(' '):
            item = f'{para}({m.group(1)})'
            add({'kind': 'para', 'id': item, 'text': ''}); append(m.group(2)); continue
        if m and first.startswith('    '):
            add({'kind': 'para', 'id': f'{item}({m.group(1)})', 'text': ''}); append(m.group(2)); continue
        m = re.match(r'> \*\*Примечание:\*\* (.*)', text)
        if m:
            notes[para] = notes.get(para, 0) + 1
            add({'kind': 'note', 'id': f'{para}.note{notes[para]}', 'text': ''}); append(m.group(1)); continue
        m = re.match(r'\*\*(Пример (\w+))\.\*\*\s*(.*)', text)
        if m:
            lab = m.group(2); lat = ''.join(CYR2LAT.get(c, c) for c in lab)
            add({'kind': 'example', 'id': f'{law}.ex{lat}', 'label': m.group(1), 'text': ''})
            if m.group(3): append(m.group(3))
            continue
        append(text)
    flush_fn()

    # refs by hand
    refs, refs07 = {}, {}
    for l in open(refsfile, encoding='utf-8'):
        l = l.split('#', 1)[0].rstrip()
        if not l.strip(): continue
        key, val = l.split(': ', 1)
        key = key.strip(); vals = [v.strip() for v in val.split(',') if v.strip()]
        if key.endswith(' 2007'):
            refs07[key[:-5]] = vals
        else:
            refs[key] = vals
    ids = set()
    for c in clauses:
        cid = c.get('id') or ('fn%s-%s' % (c['law'], c['n']) if c['kind'] == 'footnote' else
                             'front:' + str(c.get('heading')))
        c['refs'] = refs.pop(cid, [])
        if cid in refs07: c['refs_2007'] = refs07.pop(cid)
        ids.add(cid)
    assert not refs, ('refs for unknown clause', refs)
    assert not refs07, ('refs_2007 for unknown clause', refs07)
    # key order
    order = ['kind', 'id', 'law', 'n', 'heading', 'title', 'label', 'text', 'diagram', 'refs', 'refs_2007']
    clauses = [{k: c[k] for k in order if k in c} for c in clauses]
    book = {'book': 'priok2022', 'kind': 'commentary', 'edition': 2017,
            'title': meta['title'], 'clauses': clauses}
    with open(out, 'w', encoding='utf-8') as f:
        json.dump(book, f, ensure_ascii=False, indent=1)
        f.write('\n')


if __name__ == '__main__':
    main(*sys.argv[1:4])
