#!/usr/bin/env python3
"""Write truth.json and src/plain.txt from src/kare2004.adoc (the one hand-written source).

The parser knows only this book's own AsciiDoc habits (see README)."""
import json, re, sys, os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SRC = os.path.join(HERE, 'kare2004.adoc')

LAT = str.maketrans('АВСЕ', 'ABCE')
ROMAN = {'I': 1, 'II': 2, 'III': 3, 'IV': 4, 'V': 5, 'VI': 6, 'VII': 7, 'VIII': 8, 'IX': 9, 'X': 10, 'XI': 11}
SUB = 'abcdefgh'
SUBSUB = ['i', 'ii', 'iii', 'iv', 'v']

FN = re.compile(r'footnote:\[(.*?)\]')
XREF = re.compile(r'<<[^,>]+,([^>]+)>>')


def inline(t):
    """markup -> visible words (footnotes removed, returned apart)."""
    notes = FN.findall(t)
    t = FN.sub('', t)
    t = XREF.sub(r'\1', t)
    return t.strip(), notes


# --- refs -----------------------------------------------------------------
NUM = r'\d+(?:[A-EАВСЕ]\d*)?(?:\([a-z]\))?'
PREFIX = r'(?:ст\.|статья|статьи|статье|статью|статьёй|статьям|статьями|статьях)'
R_LAW = re.compile(r'(?:(п\.)\s*([A-EАВСЕ]\d*)\s+)?' + PREFIX + r'\s*(' + NUM + r'(?:\s*(?:,|и|–)\s*' + NUM + r')*)',
                   re.I)
R_SOGL = re.compile(r'согласно\s+(\d+[A-EАВСЕ]\d*)')
R_SELF = re.compile(r'п\.\s*([A-EАВСЕ]\d*)\s+настоящей статьи')


def refs_of(text, law):
    found = []
    for m in R_LAW.finditer(text):
        part, body = m.group(2), m.group(3)
        if part:  # «п. C2 статьи 12»
            found.append((m.start(), body.translate(LAT) + part.translate(LAT)))
            continue
        toks = re.split(r'\s*(,|и|–)\s*', body)
        out = []
        i = 0
        while i < len(toks):
            t = toks[i]
            if t == '–':
                a, b = int(out[-1]), int(toks[i + 1])
                out += [str(x) for x in range(a + 1, b + 1)]
                i += 2
                continue
            if t not in (',', 'и'):
                out.append(t.translate(LAT))
            i += 1
        for o in out:
            found.append((m.start(), o))
    for m in R_SOGL.finditer(text):
        found.append((m.start(), m.group(1).translate(LAT)))
    for m in R_SELF.finditer(text):
        found.append((m.start(), law + m.group(1).translate(LAT)))
    found.sort(key=lambda x: x[0])
    return [f for _, f in found]


# --- parse ----------------------------------------------------------------
def parse():
    lines = open(SRC, encoding='utf-8').read().split('\n')
    clauses = []
    title = lines[0][2:].strip()
    i = 1
    # header attributes
    while i < len(lines) and lines[i].startswith(':'):
        i += 1
    front = [title]
    law = None
    cur = None          # clause collecting paragraph text
    pending_notes = []  # (law, text) footnotes to emit after cur
    fn_count = {}
    item_path = {}
    section = None

    def flush_notes():
        nonlocal pending_notes
        for lw, t in pending_notes:
            fn_count[lw] = fn_count.get(lw, 0) + 1
            clauses.append({'kind': 'footnote', 'law': lw, 'n': fn_count[lw], 'text': t})
        pending_notes = []

    def new(c):
        nonlocal cur
        flush_notes()
        clauses.append(c)
        cur = c if 'text' in c else None

    def add_text(c, t):
        t, notes = inline(t)
        c['text'] = (c['text'] + ' ' + t).strip() if c['text'] else t
        for n in notes:
            pending_notes.append((law, inline(n)[0]))

    # title page: lines before the first "==" heading
    while not lines[i].startswith('== '):
        l = lines[i].strip()
        if l and not l.startswith('['):
            front.append(l)
        i += 1
    clauses.append({'kind': 'front', 'heading': None, 'text': ' '.join(front)})
    intable = False
    row = []
    defs = False
    while i < len(lines):
        l = lines[i].rstrip()
        i += 1
        if intable:
            if l == '|===':
                intable = False
                continue
            if l.startswith('|'):
                add_text(cur, ' '.join(c.strip() for c in l.split('|')[1:]))
            continue
        if not l or l.startswith('[[') or (l.startswith('[') and l.endswith(']')):
            continue
        if l == '|===':
            intable = True
            continue
        m = re.match(r'== (.*)$', l)
        if m:
            h = m.group(1)
            defs = False
            mc = re.match(r'ГЛАВА ([IVX]+)\. (.*)$', h)
            if mc:
                new({'kind': 'chapter', 'id': 'ch%d' % ROMAN[mc.group(1)], 'number': mc.group(1), 'title': mc.group(2)})
            elif h == 'ОПРЕДЕЛЕНИЯ':
                defs = True
                new({'kind': 'definitions', 'heading': h, 'text': ''})
            else:
                new({'kind': 'front', 'heading': h, 'text': ''})
            continue
        m = re.match(r'=== Статья (\d+)\. (.*)$', l)
        if m:
            law = m.group(1)
            section = None
            new({'kind': 'law', 'id': law, 'title': m.group(2), 'text': ''})
            continue
        m = re.match(r'==== (\S)\. (.*)$', l)
        if m:
            section = m.group(1).translate(LAT)
            new({'kind': 'section', 'id': law + section, 'title': m.group(2), 'text': ''})
            continue
        m = re.match(r'(\d+)\. (.*)$', l)
        if m:
            base = law + section if section else law + '-'
            item_path = {'n': base + m.group(1), 'sub': 0}
            new({'kind': 'item', 'id': item_path['n'], 'text': ''})
            add_text(cur, m.group(2))
            continue
        m = re.match(r'\.\. (.*)$', l)
        if m:
            item_path['sub'] += 1
            item_path['subid'] = item_path['n'] + '(%s)' % SUB[item_path['sub'] - 1]
            item_path['ss'] = 0
            new({'kind': 'item', 'id': item_path['subid'], 'text': ''})
            add_text(cur, m.group(1))
            continue
        m = re.match(r'\.\.\. (.*)$', l)
        if m:
            item_path['ss'] += 1
            new({'kind': 'item', 'id': item_path['subid'] + '(%s)' % SUBSUB[item_path['ss'] - 1], 'text': ''})
            add_text(cur, m.group(1))
            continue
        if defs and l.startswith('*'):
            mt = re.match(r'\*([^*]+)\*( — )(.*)$', l)
            new({'kind': 'term', 'term': mt.group(1), 'sep': mt.group(2), 'text': ''})
            add_text(cur, mt.group(3))
            continue
        add_text(cur, l)
    flush_notes()
    # refs
    lawno = None
    for c in clauses:
        if c['kind'] == 'law':
            lawno = c['id']
        if c['kind'] in ('law', 'section', 'item', 'footnote', 'term', 'front', 'definitions'):
            c['refs'] = refs_of(c.get('text', ''), c.get('law', lawno) if c['kind'] == 'footnote' else lawno)
    return title, clauses


def plain():
    """Plain text of the source: markup stripped, independent of the parser above."""
    s = open(SRC, encoding='utf-8').read()
    s = re.sub(r'^:.*$', '', s, flags=re.M)
    s = re.sub(r'^\[.*\]$', '', s, flags=re.M)
    s = re.sub(r'^=+ ', '', s, flags=re.M)
    s = re.sub(r'^\|===$', '', s, flags=re.M)
    s = re.sub(r'^\|', '', s, flags=re.M)
    s = s.replace('|', ' ')
    s = re.sub(r'^(\d+\.|\.{2,3}) ', '', s, flags=re.M)
    s = re.sub(r'\*([^*\n]+)\*', r'\1', s)
    s = XREF.sub(r'\1', s)
    s = re.sub(r'footnote:\[(.*?)\]', r'\n\1\n', s)
    return s


if __name__ == '__main__':
    title, clauses = parse()
    truth = {'book': 'kare2004', 'kind': 'law', 'edition': 1987, 'title': title, 'clauses': clauses}
    with open(os.path.join(ROOT, 'truth.json'), 'w', encoding='utf-8') as f:
        json.dump(truth, f, ensure_ascii=False, indent=1)
    with open(os.path.join(HERE, 'plain.txt'), 'w', encoding='utf-8') as f:
        f.write(plain())
    from collections import Counter
    print(len(clauses), dict(Counter(c['kind'] for c in clauses)), 'refs', sum(len(c.get('refs', [])) for c in clauses))
