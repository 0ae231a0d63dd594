#!/usr/bin/env python3
"""Every clause's words occur verbatim (whitespace normalised) in the plain text of the source (src/plain.txt,
the typed text: footnote calls «[n]», table rules and rule lines taken out); ids unique and well-formed.
Also checks truth_cp866.json against the DOS text."""
import json, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

BOX = '┌┬┐├┼┤└┴┘─'


def norm_lines(lines):
    out = []
    for l in lines:
        if l.strip() and all(ch in BOX + ' ' for ch in l):
            continue                     # table rule
        if re.fullmatch(r'\s*-{10,}\s*', l):
            continue                     # rule line (e-text box, notes)
        out.append(l.replace('│', ' '))
    t = ' '.join(out)
    t = re.sub(r'\[\d+\]', '', t)        # footnote calls and the notes' numbers
    return re.sub(r'\s+', ' ', t).strip()


def sq(t):
    return re.sub(r'\s+', ' ', t).strip()


SEC = r'[A-Z]'
ID_LAW = re.compile(r'^\d{1,2}$')
ID_SEC = re.compile(r'^\d{1,2}[A-Z]$')
ID_ITEM = re.compile(r'^(\d{1,2}[A-Z]\d+|\d{1,2}-\d+)(\([a-z]\))?(\((i|ii|iii|iv|v|vi)\))?$')


def check(truth_path, text):
    truth = json.load(open(truth_path, encoding='utf-8'))
    probs = []
    ids = set()
    law = None
    for c in truth['clauses']:
        k = c['kind']
        for f in ('text', 'title', 'term', 'heading'):
            v = c.get(f)
            if isinstance(v, str) and v and sq(v) not in text:
                probs.append('%s %s %s not in text: %r' % (k, c.get('id', c.get('term', '')), f, v[:60]))
        if k == 'term' and sq(c['term'] + c['sep'] + c['text']) not in text:
            probs.append('term+sep+text not found: ' + c['term'])
        if 'id' in c:
            if c['id'] in ids:
                probs.append('duplicate id ' + c['id'])
            ids.add(c['id'])
            i = c['id']
            ok = {'chapter': re.fullmatch(r'ch\d+', i), 'law': ID_LAW.match(i), 'section': ID_SEC.match(i),
                  'item': ID_ITEM.match(i)}.get(k, True)
            if not ok or not i.isascii():
                probs.append('bad id %s %s' % (k, i))
            if k == 'law':
                law = i
            elif k in ('section', 'item') and not re.match(r'^%s(?!\d)' % law, i):
                probs.append('%s %s outside Law %s' % (k, i, law))
        if k == 'footnote' and c['law'] != law:
            probs.append('footnote of %s inside Law %s' % (c['law'], law))
        for r in c.get('refs', []):
            if not re.fullmatch(r'\d{1,2}([A-Z](\d+(\([a-z]\))?)?)?', r):
                probs.append('bad ref %r in %s' % (r, c.get('id')))
    return truth, probs


def main():
    plain = norm_lines(open(os.path.join(HERE, 'plain.txt'), encoding='utf-8').read().split('\n'))
    bad = 0
    truth, p = check(os.path.join(ROOT, 'truth.json'), plain)
    print('truth.json: %d clauses, %d refs, %d problems' % (len(truth['clauses']),
          sum(len(c['refs']) for c in truth['clauses']), len(p)))
    for x in p: print('  ', x)
    bad += len(p)
    raw = open(os.path.join(ROOT, 'out', 'libru1998_cp866.txt'), 'rb').read().decode('cp866')
    raw = raw.translate({3: '♥', 4: '♦', 5: '♣', 6: '♠'})
    dos = norm_lines(raw.split('\r\n'))
    truth, p = check(os.path.join(ROOT, 'truth_cp866.json'), dos)
    print('truth_cp866.json: %d clauses, %d problems' % (len(truth['clauses']), len(p)))
    for x in p: print('  ', x)
    bad += len(p)
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
