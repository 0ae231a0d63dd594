#!/usr/bin/env python3
"""Check truth.json of zametki1999 against the typed pages.

usage: check_truth.py truth.json PAGES.txt
  * JSON shape, known kinds, ids unique and well-formed, clause order (Law numbers and paragraph numbers rise)
  * refs well-formed (Latin letters, Laws 1-93); lists refs to Laws not commented in the book
  * para_refs point at clauses of the book
  * every typed word (page numbers dropped, line-end hyphens rejoined, s p a c e d words closed up,
    struck-out words dropped, overtyped letters resolved) is in exactly one clause, in order:
    the typed word stream must equal the stream rebuilt from truth.json (+ the typed labels).
"""
import difflib, json, re, sys

ITEM_CYR = {'a': 'а', 'b': 'б', 'c': 'в', 'd': 'г'}


def fail(msg):
    print('ERROR:', msg)
    global bad
    bad = True


bad = False


def main():
    tpath, ppath = sys.argv[1:3]
    doc = json.load(open(tpath, encoding='utf-8'))
    for k in ('book', 'kind', 'edition', 'title', 'clauses'):
        if k not in doc:
            fail('missing ' + k)
    cl = doc['clauses']
    ids = [c['id'] for c in cl if 'id' in c]
    dup = {i for i in ids if ids.count(i) > 1}
    if dup:
        fail('duplicate ids %s' % dup)
    pat = {'claw': r'c\d{1,2}', 'para': r'\d{1,2}\.\d{1,2}(\([a-z]\))?', 'note': r'\d{1,2}\.\d{1,2}\.note\d',
           'example': r'\d{1,2}\.ex\d'}
    law, last_law, last_para = None, 0, 0
    laws = set()
    for c in cl:
        k = c['kind']
        if k not in ('front', 'claw', 'para', 'note', 'example'):
            fail('kind ' + k)
        if 'refs' not in c or 'text' not in c:
            fail('refs/text missing in %s' % c)
        if k == 'front':
            if law:
                fail('front after a Law')
            continue
        if not re.fullmatch(pat[k], c['id']):
            fail('bad id %s %s' % (k, c['id']))
        if k == 'claw':
            law = int(c['id'][1:])
            laws.add(law)
            if law <= last_law:
                fail('Law order %d' % law)
            last_law, last_para = law, 0
            continue
        n = int(c['id'].split('.')[0])
        if n != law:
            fail('%s under Law %s' % (c['id'], law))
        if k == 'para':
            p = int(re.match(r'\d+\.(\d+)', c['id']).group(1))
            if '(' not in c['id'] and p != last_para + 1:
                fail('paragraph numbering at %s' % c['id'])
            if '(' not in c['id']:
                last_para = p
            elif p != last_para:
                fail('item %s outside its paragraph' % c['id'])
    outside = []
    nrefs = 0
    for c in cl:
        for r in c['refs']:
            nrefs += 1
            m = re.fullmatch(r'(\d{1,2})([A-H](\d{1,2}(\([a-z]\))?)?)?', r)
            if not m or not 1 <= int(m.group(1)) <= 93:
                fail('bad ref %s in %s' % (r, c.get('id')))
            elif int(m.group(1)) not in laws:
                outside.append(r)
        for r in c.get('para_refs', []):
            if r not in ids:
                fail('para_ref %s of %s not in the book' % (r, c.get('id')))
    # ---- word stream
    exp = []
    for c in cl:
        k = c['kind']
        if k == 'front' and c['heading']:
            exp.append(c['heading'])
        elif k == 'claw':
            exp += ['ЗАКОН', c['id'][1:] + '.', c['title']]
        elif k == 'para':
            m = re.fullmatch(r'(\d+\.\d+)(\(([a-z])\))?', c['id'])
            exp.append(ITEM_CYR[m.group(3)] + ')' if m.group(3) else m.group(1) + '.')
        elif k == 'note':
            exp.append('Примечание.')
        elif k == 'example':
            exp.append(c['label'] + '.')
        exp.append(c['text'])
    exp = ' '.join(exp).split()
    pages = open(ppath, encoding='utf-8').read().split('\f')
    lines = []
    for i, pg in enumerate(pages):
        for ln in pg.split('\n'):
            if re.fullmatch(r'\s*- \d+ -\s*', ln):
                if i == 0:
                    fail('page number on the title page')
                continue
            ln = re.sub(r'\[x:[^\]]*\]', ' ', ln)
            ln = re.sub(r'\[o:.(.)\]', r'\1', ln)
            ln = re.sub(r'\[s:([^\]]*)\]', lambda m: m.group(1).replace(' ', ''), ln)
            if ln.strip():
                lines.append(ln.strip())
    got = []
    carry = None
    for ln in lines:
        toks = ln.split()
        if carry is not None:
            pos = len(got)
            a, b = carry[:-1] + toks[0], carry + toks[0]
            got.append(b if pos < len(exp) and exp[pos] == b else a)
            toks = toks[1:]
            carry = None
        if toks and re.search(r'\w-$', toks[-1]):
            carry = toks.pop()
        got += toks
    sm = difflib.SequenceMatcher(a=exp, b=got, autojunk=False)
    for op, a1, a2, b1, b2 in sm.get_opcodes():
        if op != 'equal':
            fail('%s: truth %r / typed %r' % (op, ' '.join(exp[a1:a2]), ' '.join(got[b1:b2])))
    kinds = {}
    for c in cl:
        kinds[c['kind']] = kinds.get(c['kind'], 0) + 1
    print('%d clauses %s; %d refs; %d typed words; refs outside the book: %s'
          % (len(cl), kinds, nrefs, len(got), ' '.join(sorted(set(outside), key=lambda r: (int(re.match(r'\d+', r).group()), r)))))
    print('FAILED' if bad else 'OK')
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
