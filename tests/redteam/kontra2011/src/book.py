#!/usr/bin/env python3
"""Writes the ground truth of the kontra2011 book from src/kontra2011.adoc (the single hand-written source).
usage: book.py truth OUT.json            truth of the rendered book (HTML, asciidoctor-pdf, FOP PDF, ODT)
       book.py truth-a2ps OUT.json       truth of the a2ps printout of the source itself (markup visible)
       book.py plain OUT.txt             plain text of the source (markup removed) for check_truth
"""
import json, re, sys
SRC = __file__.rsplit('/', 1)[0] + '/kontra2011.adoc'
LAT = str.maketrans('АВСЕ', 'ABCE')
REF_NUM = r'\d+(?:[A-HАВСЕ](?:\d+(?:\([a-z]+\))*)?)?'
REF_RE = re.compile(r'Правил\w*\s+(' + REF_NUM + r'(?:(?:,\s*|\s+и\s+|–)' + REF_NUM + r')*)')
# references inside a Law («п. 2 раздела С настоящего Правила», «разделу В выше») resolved by hand
EXTRA = {'12A2': ['12C2'], '12C2': ['12C1(a)', '12C1(e)'], '27B2': ['27B1'], '27C': ['27B'], '27D': ['27A', '27C']}

def refs_of(text):
    out = []
    for m in REF_RE.finditer(text):
        parts = re.split(r'(,\s*|\s+и\s+|–)', m.group(1))
        prev = None; rng = False
        for p in parts:
            if p == '–': rng = True; continue
            if re.fullmatch(r',\s*|\s+и\s+', p): continue
            p = p.translate(LAT)
            if rng and prev and prev.isdigit() and p.isdigit():
                out.extend(str(k) for k in range(int(prev) + 1, int(p) + 1))
            else:
                out.append(p)
            prev = p; rng = False
    return out

def clean(t, raw=False):
    t = t.replace('{empty}', '').strip() if not raw else t.strip()
    if raw:
        return t
    t = re.sub(r'<<[^,>]+,([^>]+)>>', r'\1', t)
    return t

def parse(raw=False):
    lines = open(SRC, encoding='utf-8').read().split('\n')
    title = lines[0][2:].strip()
    # paragraphs: list of (kind, text) with kind in head1/head2/item(level)/para/skip
    blocks = []; i = 1; para = []
    def flush():
        if para: blocks.append(('para', ' '.join(para))); para.clear()
    in_table = False
    while i < len(lines):
        L = lines[i]; i += 1
        if L.startswith('|==='):
            flush(); in_table = not in_table; continue
        if in_table: continue
        if not L.strip(): flush(); continue
        if i <= 25 and (L.startswith(':') or L.startswith('//') or L.startswith('v1.') or L.startswith('Д. А.')):
            continue
        if L.startswith('//') or re.match(r'\[\[\w+\]\]$', L) or re.match(r'\[[a-z=",\d ]+\]$', L):
            flush(); continue
        if re.match(r'\.[^\s.]', L):  # block title
            flush(); continue
        m = re.match(r'(={2,3}) (.*)', L)
        if m:
            flush(); blocks.append(('h%d' % (len(m.group(1)) - 1), m.group(2))); continue
        m = re.match(r'(\.{1,3}) (.*)', L)
        if m:
            flush(); blocks.append(('item%d' % len(m.group(1)), m.group(2))); continue
        para.append(L)
    flush()
    return title, blocks

def build(raw=False):
    title, blocks = parse(raw)
    C = []; fnl = {}
    def add(c, text_key='text'):
        C.append(c)
    pre = []
    k = 0
    while blocks[k][0] == 'para':
        pre.append(blocks[k][1]); k += 1
    if raw:  # the a2ps reader sees every line before the first anchor/heading: title, author, revision, attributes, comments
        head = open(SRC, encoding='utf-8').read().split('\n[[', 1)[0]
        C.append({'kind': 'front', 'heading': None, 'text': ' '.join(l for l in head.split('\n') if l.strip())})
    else:
        C.append({'kind': 'front', 'heading': None, 'text': title + ' ' + ' '.join(pre)})
    mode = None; law = None; sec = None; cnt = [0, 0, 0]; ids = ['', '', '']
    for kind, t in blocks[k:]:
        if kind == 'h1':
            m = re.match(r'(?i)правило (\d+)\. (.*)', t)
            if m:
                mode = 'law'; law = m.group(1); sec = None; cnt = [0, 0, 0]
                C.append({'kind': 'law', 'id': law, 'title': m.group(2), 'text': ''})
            elif t == 'Определения':
                mode = 'defs'; C.append({'kind': 'definitions', 'heading': t, 'text': ''})
            else:
                mode = 'front'; C.append({'kind': 'front', 'heading': t, 'text': ''})
            continue
        if kind == 'h2':
            m = re.match(r'(\S)\. (.*)', t)
            sec = law + m.group(1).translate(LAT); cnt = [0, 0, 0]
            C.append({'kind': 'section', 'id': sec, 'title': m.group(2), 'text': ''}); continue
        if kind.startswith('item'):
            lv = int(kind[4:]) - 1
            cnt[lv] += 1
            for j in range(lv + 1, 3): cnt[j] = 0
            base = sec if sec else law + '-'
            iid = base + str(cnt[0])
            if lv >= 1: iid += '(%s)' % 'abcdefghijklmnop'[cnt[1] - 1]
            if lv >= 2: iid += '(%s)' % ['i', 'ii', 'iii', 'iv', 'v', 'vi'][cnt[2] - 1]
            C.append({'kind': 'item', 'id': iid, 'text': clean(t, raw)}); continue
        # paragraph
        if re.match(r'(NOTE|IMPORTANT): ', t):
            last = C[-1]
            txt = t if raw else t.split(': ', 1)[1]
            last['text'] = (last['text'] + ' ' + clean(txt, raw)).strip(); continue
        if mode == 'defs':
            pos = [(t.find(s), s) for s in (' — ', ': ', ' - ') if t.find(s) > 0]
            p, s = min(pos)
            C.append({'kind': 'term', 'term': t[:p], 'sep': s, 'text': clean(t[p + len(s):], raw)}); continue
        m = re.match(r'\*(\S)\.(?: (.*?)\.)?\*(?: (.*))?$', t) if mode == 'law' else None
        if m:
            sec = law + m.group(1).translate(LAT); cnt = [0, 0, 0]
            C.append({'kind': 'section', 'id': sec, 'title': m.group(2) or '', 'text': clean(m.group(3) or '', raw)})
            continue
        last = C[-1]
        last['text'] = (last['text'] + ' ' + clean(t, raw)).strip()
    # footnotes, refs
    out = []; fn = {}
    for c in C:
        notes = []
        for key in ('text', 'title'):
            if key in c and c[key] and 'footnote:[' in c[key] and not raw:
                notes += re.findall(r'footnote:\[(.*?)\]', c[key])
                c[key] = re.sub(r'footnote:\[(.*?)\]', '', c[key])
        if c['kind'] in ('law', 'section', 'item', 'term', 'front', 'definitions'):
            r = refs_of(c.get('text', '') + ' ' + (c.get('title') or '') if c['kind'] != 'front' else c['text'])
            if c['kind'] in ('section', 'item') and c['id'] in EXTRA:
                r = r + EXTRA[c['id']]
            c['refs'] = r
        out.append(c)
        for n in notes:
            lid = re.match(r'\d+', c['id']).group(0)
            fn[lid] = fn.get(lid, 0) + 1
            out.append({'kind': 'footnote', 'law': lid, 'n': fn[lid], 'text': n, 'refs': refs_of(n)})
    return title, out

if __name__ == '__main__':
    cmd, dst = sys.argv[1], sys.argv[2]
    if cmd == 'plain':
        s = open(SRC, encoding='utf-8').read()
        s = re.sub(r'<<[^,>]+,([^>]+)>>', r'\1', s).replace('{empty}', '')
        s = re.sub(r'footnote:\[(.*?)\]', r'\n\1\n', s)
        s = re.sub(r'\*([^*\n]+)\*', r'\1', s)
        open(dst, 'w', encoding='utf-8').write(s)
    else:
        raw = cmd == 'truth-a2ps'
        title, cl = build(raw)
        d = {'book': 'kontra2011', 'kind': 'law', 'edition': 2007, 'title': title, 'clauses': cl}
        if raw:
            d['rendering'] = 'out/kontra2011_src_a2ps.pdf: the AsciiDoc source printed by a2ps; texts are the source lines as printed (markup kept, list markers and footnote macros as typed, no footnote clauses)'
        json.dump(d, open(dst, 'w', encoding='utf-8'), ensure_ascii=False, indent=1)
        from collections import Counter
        print(dst, len(cl), dict(Counter(c['kind'] for c in cl)), sum(len(c.get('refs', [])) for c in cl))
