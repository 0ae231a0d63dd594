#!/usr/bin/env python3
"""Checks truth.json and truth_a2ps.json: ids unique and well formed, refs well formed, and every
text/title/term/heading found verbatim (whitespace normalised) in
  truth.json      -> build/plain.txt (the source with its markup removed: <<a,b>> -> b, *x* -> x, {empty} -> '',
                     footnote:[t] -> t on its own line) AND the de-tagged HTML made by asciidoctor (out/kontra2011.html)
  truth_a2ps.json -> the AsciiDoc source itself (what a2ps prints, before a2ps wraps its lines)
A clause whose paragraphs stand apart in the source (a table or a NOTE block between them, the title and the
preamble) is checked sentence by sentence."""
import html, json, re, sys
here = __file__.rsplit('/', 2)[0]
def norm(s): return re.sub(r'\s+', ' ', s.replace('\u00ad', '')).strip()
plain = norm(open(here + '/build/plain.txt', encoding='utf-8').read())
h = open(here + '/out/kontra2011.html', encoding='utf-8').read()
h = re.sub(r'</?(a|sup|strong|em)\b[^>]*>', '', h)
h = norm(html.unescape(re.sub(r'<[^>]+>', ' ', h)))
src = norm(open(here + '/src/kontra2011.adoc', encoding='utf-8').read())
ID = re.compile(r'^(\d+[A-H]?(\d+)?(\([a-z]+\))*(\((i|ii|iii|iv|v|vi)\))?|\d+-\d+)$')
bad = 0
for fn, hays in (('truth.json', (('plain', plain), ('html', h))), ('truth_a2ps.json', (('source', src),))):
    d = json.load(open(here + '/' + fn, encoding='utf-8'))
    ids = [c['id'] for c in d['clauses'] if 'id' in c]
    if len(ids) != len(set(ids)): print(fn, 'duplicate ids'); bad += 1
    miss = 0
    for c in d['clauses']:
        if 'id' in c and not ID.match(c['id']): print(fn, 'bad id', c['id']); bad += 1
        for r in c.get('refs', []):
            if not re.match(r'^\d+[A-H]?\d*(\([a-z]+\))*$', r): print(fn, 'bad ref', r); bad += 1
        for k in ('text', 'title', 'term', 'heading'):
            v = c.get(k)
            if not v: continue
            for name, hay in hays:
                # a clause whose paragraphs are apart in the source (a table or a NOTE block between them, the
                # title page lines) is checked sentence by sentence
                if norm(v) not in hay and not all(x in hay for x in re.split(r'(?<=[.:;!?»])\s+', norm(v))):
                    print(fn, name, 'MISSING', c.get('id', c.get('term', c.get('heading'))), k, v[:80]); miss += 1
    print(fn, len(d['clauses']), 'clauses,', miss, 'missing'); bad += miss
sys.exit(1 if bad else 0)
