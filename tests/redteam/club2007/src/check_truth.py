"""My own sanity check of truth.json: valid JSON, clause kinds and fields, unique ids, Latin-only ids,
every ref either an id in the book or a well-formed reference into one of the 93 Laws;
and (optionally) every clause text found in a rendering's plain text (argument: a .txt file)."""
import json, re, sys, collections
d = json.load(open(sys.argv[1], encoding='utf-8'))
assert d['book'] == 'club2007' and d['edition'] == 2007 and d['kind'] == 'law'
ids = [c['id'] for c in d['clauses'] if 'id' in c]
dup = [k for k, v in collections.Counter(ids).items() if v > 1]
assert not dup, dup
REF = re.compile(r'^(\d{1,2})([A-H]\d?)?(\([a-z]\))?(\([ivx]+\))?$')
ID = re.compile(r'^(ch\d+|\d{1,2}|\d{1,2}[A-H]|\d{1,2}[A-H]\d(\([a-z]\)(\([ivx]+\))?)?|\d{1,2}-\d(\([a-z]\))?)$')
outside = []
for c in d['clauses']:
    assert c['kind'] in ('front', 'definitions', 'term', 'chapter', 'law', 'section', 'item', 'footnote'), c
    assert isinstance(c['refs'], list)
    if 'id' in c:
        assert ID.match(c['id']), c['id']
    if c['kind'] == 'term':
        assert c['sep'] in (' – ', ' - ', ': '), c
    for r in c['refs']:
        m = REF.match(r)
        assert m and 1 <= int(m.group(1)) <= 93, (c.get('id'), r)
        if r not in ids:
            outside.append(r)
print(len(d['clauses']), 'clauses,', len(ids), 'ids unique;', sum(len(c['refs']) for c in d['clauses']), 'refs;',
      'refs outside the book:', sorted(set(outside), key=lambda x: (int(re.match(r'\d+', x).group()), x)))
if len(sys.argv) > 2:
    txt = ' '.join(open(sys.argv[2], encoding='utf-8').read().replace('\u00a0', ' ').split())
    miss = [c.get('id', c['kind']) for c in d['clauses'] if c.get('text') and ' '.join(c['text'].split()) not in txt]
    print('texts not found verbatim in', sys.argv[2], ':', len(miss), miss[:20])
