#!/usr/bin/env python3
"""latex2008: parse src/book.txt and write (a) truth.json, (b) input files for the real tools:
build/latex.md (pandoc -> xelatex), build/wiki.md (the wiki export, copied to out/), build/site.md + sidebar
(pandoc -s --toc -> HTML), build/book.ms (groff -ms -t). Python only writes tool INPUT, never a PDF.
usage: book.py truth OUT.json | book.py inputs BUILD_DIR"""
import json, re, sys, os

HERE = os.path.dirname(os.path.abspath(__file__))
CYR2LAT = str.maketrans("АВСЕНКМОРТХаеосрх", "ABCEHKMOPTXaeocpx")
ROMAN = {'i', 'ii', 'iii', 'iv', 'v', 'vi'}
FN = re.compile(r"\{\{(.*?)\}\}")

def parse(path=os.path.join(HERE, 'book.txt')):
    lines = [l.rstrip('\n') for l in open(path, encoding='utf-8')]
    book = {'title': [], 'blocks': []}   # blocks: dicts with kind + fields; 'paras' list of raw strings
    cur = None; law = None; sec = None; item = None; sub = None; intitle = False; table = None
    for l in lines:
        if l.startswith('#') or not l.strip():
            continue
        if l == '%TITLE': intitle = True; continue
        if l == '%ENDTITLE': intitle = False; continue
        if intitle: book['title'].append(l); continue
        if l == '%TABLE': table = []; continue
        if l == '%ENDTABLE': cur['table'] = table; table = None; continue
        if table is not None: table.append([c.strip() for c in l.split(' | ')]); continue
        if l.startswith('%'):
            d, _, rest = l[1:].partition(' ')
            f = rest.split('|')
            b = {'kind': d, 'paras': []}
            if d == 'FRONT': b['heading'] = rest
            elif d == 'DEFS': b['heading'] = rest
            elif d == 'TERM': b['term'], b['sep'] = f[0], f[1]; b['paras'] = [f[2]]
            elif d == 'CH': b['n'], b['roman'], b['title'] = f
            elif d == 'LAW':
                b['n'], b['title'] = f; law = f[0]; sec = item = sub = None
            elif d == 'SEC':
                b['letter'], b['title'] = f[0], f[1]; b['paras'] = [f[2]] if f[2] else []
                sec = f[0].translate(CYR2LAT); item = sub = None
                b['id'] = law + sec
            elif d == 'IT':
                b['num'] = f[0]; b['paras'] = [f[1]]; item = f[0]; sub = None
                b['id'] = (law + sec + item) if sec else (law + '-' + item)
            elif d == 'SUB':
                b['letter'] = f[0]; b['paras'] = [f[1]]; sub = f[0].translate(CYR2LAT)
                b['id'] = (law + (sec or '-') + item if sec else law + '-' + item) + '(' + sub + ')'
            elif d == 'SUB2':
                b['letter'] = f[0]; b['paras'] = [f[1]]
                base = (law + sec + item) if sec else (law + '-' + item)
                b['id'] = base + ('(' + sub + ')' if sub else '') + '(' + f[0] + ')'
            else:
                raise SystemExit('bad directive ' + l)
            b['law'] = law; b['sec'] = sec
            book['blocks'].append(b); cur = b
        else:
            cur['paras'].append(l)
    return book

# ---------- refs ----------
REF1 = r"\d{1,2}(?:[A-ZА-Я]\d*(?:\([a-zа-я]+\))?(?:\([ivx]+\))?)?"
REFRE = re.compile(r"Правил\w*\s+(" + REF1 + r"(?:\s*(?:,|и|или|–)\s*" + REF1 + r")*)")
SELF = re.compile(r"(?:п\.|пункт\w*|раздел\w*)\s+([A-ZА-Я]?\d*)\s+настоящего Правила")

def norm_ref(r):
    return r.translate(CYR2LAT)

def refs_of(text, law, sec):
    out = []
    hits = []
    for m in REFRE.finditer(text):
        hits.append((m.start(), 'law', m.group(1)))
    for m in SELF.finditer(text):
        hits.append((m.start(), 'self', m.group(1)))
    for _, k, g in sorted(hits):
        if k == 'self':
            g = norm_ref(g)
            if g[0].isdigit():      # «п. 2 настоящего Правила» inside a section: item of this section
                out.append(law + (sec or '') + g)
            else:
                out.append(law + g)
            continue
        parts = re.split(r"\s*(,|или|и|–)\s*", g)
        prev = None; rng = False
        for p in parts:
            if p in (',', 'и', 'или'): continue
            if p == '–': rng = True; continue
            p = norm_ref(p)
            if rng:
                for n in range(int(prev) + 1, int(p) + 1): out.append(str(n))
                rng = False
            else:
                out.append(p)
            prev = p
    return out

def plain(s):  # clause text: footnote bodies removed (they are clauses of their own)
    return FN.sub('', s)

def truth(book):
    cl = []
    cl.append({'kind': 'front', 'heading': None, 'text': ' '.join(book['title'])})
    fncount = {}
    pending_fn = []
    def add(c, paras, law, sec, table=None):
        raw = ' '.join(paras)
        if table: raw = (raw + ' ' + ' '.join(' '.join(r) for r in table)).strip()
        c['text'] = plain(raw)
        c['refs'] = refs_of(c['text'], law, sec) if law or True else []
        cl.append(c)
        for fn in FN.findall(raw):
            pending_fn.append((law, fn, sec))
    def flush():
        for law, fn, sec in pending_fn:
            fncount[law] = fncount.get(law, 0) + 1
            cl.append({'kind': 'footnote', 'law': law, 'n': fncount[law], 'text': fn, 'refs': refs_of(fn, law, sec)})
        pending_fn.clear()
    blocks = book['blocks']
    for i, b in enumerate(blocks):
        k = b['kind']
        if k == 'FRONT': add({'kind': 'front', 'heading': b['heading']}, b['paras'], None, None)
        elif k == 'DEFS': add({'kind': 'definitions', 'heading': b['heading']}, b['paras'], None, None)
        elif k == 'TERM': add({'kind': 'term', 'term': b['term'], 'sep': b['sep']}, b['paras'], None, None)
        elif k == 'CH':
            flush(); cl.append({'kind': 'chapter', 'id': 'ch' + b['n'], 'number': b['roman'], 'title': b['title']})
        elif k == 'LAW':
            flush(); add({'kind': 'law', 'id': b['n'], 'title': b['title']}, b['paras'], b['n'], None)
        elif k == 'SEC': add({'kind': 'section', 'id': b['id'], 'title': b['title']}, b['paras'], b['law'], b['sec'])
        else: add({'kind': 'item', 'id': b['id']}, b['paras'], b['law'], b['sec'], b.get('table'))
    flush()
    # footnotes: place each law's footnotes right after that law's last clause (where the book prints them
    # relative to the law is irrelevant to ids); we keep them at the end of their Law, as flush() did.
    for c in cl:
        if c['kind'] in ('front', 'definitions', 'term') and 'refs' in c and c['kind'] == 'front' and c.get('heading') is None:
            c['refs'] = []
    return {'book': 'latex2008', 'kind': 'law', 'edition': 2007,
            'title': 'Законы дубликатного бриджа. Избранные Правила редакции 2007 года', 'clauses': cl}

if __name__ == '__main__':
    book = parse()
    if sys.argv[1] == 'truth':
        t = truth(book)
        json.dump(t, open(sys.argv[2], 'w', encoding='utf-8'), ensure_ascii=False, indent=1)
        from collections import Counter
        print(Counter(c['kind'] for c in t['clauses']), sum(len(c.get('refs', [])) for c in t['clauses']), 'refs')
    elif sys.argv[1] == 'inputs':
        import render
        render.write_all(book, sys.argv[2])
