"""Check truth*.json: ids unique and well-formed; every clause's words occur in the accepted plain text of the
source document (out/rt29book.odt opened in LibreOffice, all changes accepted, saved as text).
Usage: /usr/bin/python3 check_truth.py PORT [truth.json ...]"""
import json, os, re, sys
import lo_text

HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
ID = {'chapter': r'ch\d+$', 'law': r'\d+$', 'section': r'\d+[A-Z]$',
      'item': r'\d+([A-Z]\d+|-\d+)(\([a-z]\))?(\((i|ii|iii|iv|v)\))?$'}
REF = re.compile(r'\d+([A-Z](\d+(\([a-z]\)(\([ivx]+\))?)?)?)?$')
norm = lambda s: re.sub(r'\s+', ' ', s).strip()


def check(truth, plain):
    d = json.load(open(truth, encoding='utf-8'))
    probs, seen = [], set()
    for c in d['clauses']:
        k = c['kind']
        if 'id' in c:
            if c['id'] in seen: probs.append('dup id ' + c['id'])
            seen.add(c['id'])
            if not re.match(ID[k], c['id']): probs.append('bad id %s %s' % (k, c['id']))
        for r in c.get('refs', []):
            if not REF.match(r): probs.append('bad ref %r in %s' % (r, c.get('id')))
        for f in ('text', 'title', 'term', 'heading'):
            v = c.get(f)
            if v and norm(v) not in plain:
                probs.append('%s %s not in text: %s' % (c.get('id', k), f, v[:80]))
        if k == 'footnote' and c['law'] not in seen: probs.append('footnote outside its Law')
    return d, probs


if __name__ == '__main__':
    port = sys.argv[1]
    truths = sys.argv[2:] or [os.path.join(ROOT, 'truth.json'), os.path.join(ROOT, 'truth_pdf_a5.json')]
    ctx = lo_text.connect(port)
    txt, left = lo_text.accepted_text(ctx, os.path.join(ROOT, 'out', 'rt29book.odt'))
    open(os.path.join(HERE, 'plain_accepted.txt'), 'w', encoding='utf-8').write(txt)
    plain = norm(txt)
    bad = 0
    base = json.load(open(os.path.join(ROOT, 'truth.json'), encoding='utf-8'))['clauses']
    for t in truths:
        if os.path.basename(t) == 'truth.json':
            d, probs = check(t, plain)
        else:
            # a rendering's variant: same clauses as truth.json except the ones its README names
            # (truth_pdf_a5.json: the preface's two page-number fields); its text is checked in check_renderings.py
            d, probs = check(t, '')
            probs = [p for p in probs if 'not in text' not in p]
            diff = [(a.get('id'), a.get('heading')) for a, b in zip(base, d['clauses']) if a != b]
            if len(d['clauses']) != len(base) or diff != [(None, 'ПРЕДИСЛОВИЕ')]:
                probs.append('variant differs from truth.json in more than the preface: %s' % diff)
        print('%s: %d clauses, %d problems (redlines left after accept: %s)' % (os.path.basename(t), len(d['clauses']), len(probs), left))
        for p in probs: print('  ', p)
        bad += len(probs)
    sys.exit(1 if bad else 0)
