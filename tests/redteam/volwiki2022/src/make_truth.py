#!/usr/bin/env python3
"""Build truth.json from the hand-written wiki markup (src/wiki/*.wiki in the order of src/pages.json).
   The refs are NOT derived: they are typed by hand in src/refs.txt («clause-key: ref ref …»).
   usage: make_truth.py truth.json"""
import json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
CYR2LAT = str.maketrans('АВСЕНКМОРТХаеос', 'ABCEHKMOPTXaeoc')


def clean(t):
    t = re.sub(r'\[\[[^\]|]*\|([^\]]*)\]\]', r'\1', t)
    t = re.sub(r'\[\[([^\]]*)\]\]', r'\1', t)
    t = t.replace("'''", '').replace("''", '')
    return re.sub(r'\s+', ' ', t).strip()


def split_notes(t):
    notes = re.findall(r'<ref>(.*?)</ref>', t)
    return re.sub(r'<ref>.*?</ref>', '', t), notes


def load_refs():
    refs = {}
    for line in open(os.path.join(HERE, 'refs.txt')):
        line = line.split('#', 1)[0].strip()
        if line:
            k, v = re.match(r'^(.*?):\s+(.*)$', line).groups()
            refs[k.strip()] = v.split()
    return refs


def build():
    pages = json.load(open(os.path.join(HERE, 'pages.json')))
    C = []
    for p in pages:
        lines = open(os.path.join(HERE, 'wiki', p['file'])).read().split('\n')
        cur = None           # current clause (dict) receiving continuation text
        law = sec = None     # current Law id, section id
        item = sub = None
        auto = 0
        pending = []         # footnotes of this page: (law, text)
        skip = False         # inside the «Оглавление» list (furniture)
        front_lines = []
        seen_heading = False

        def add(c):
            nonlocal cur
            C.append(c)
            cur = c
            return c

        def addtext(c, t):
            t, notes = split_notes(t)
            for n in notes:
                pending.append((law, clean(n)))
            t = clean(t)
            if t:
                c['text'] = (c['text'] + ' ' + t).strip()
        for ln in lines:
            s = ln.rstrip()
            if not s or s.startswith('{{Навигация правил') or s.startswith('[[Категория:') or s == '<references />':
                continue
            m = re.match(r'^(=+)\s*(.*?)\s*\1$', s)
            if m:
                if p['file'].startswith('p00') and not seen_heading and front_lines:
                    C.append({'kind': 'front', 'heading': None, 'text': ' '.join(front_lines)})
                seen_heading = True
                lvl, h = len(m.group(1)), m.group(2)
                skip = False
                if h == 'Оглавление' or h == 'Примечания':
                    skip = True
                    continue
                if h == 'Предисловие':
                    add({'kind': 'front', 'heading': h, 'text': ''}); continue
                if h == 'Определения':
                    add({'kind': 'definitions', 'heading': h, 'text': ''}); continue
                mm = re.match(r'^Правило (\d+)(?:\.| —) (.*)$', h)
                if mm:
                    law, sec, auto = mm.group(1), None, 0
                    add({'kind': 'law', 'id': law, 'title': mm.group(2), 'text': ''}); continue
                mm = re.match(r'^([A-ZА-Я])\. (.*)$', h)
                assert mm and lvl == 3, h
                sec, auto = law + mm.group(1).translate(CYR2LAT), 0
                add({'kind': 'section', 'id': sec, 'title': mm.group(2), 'text': ''}); continue
            if skip:
                continue
            if p['file'].startswith('p00') and not seen_heading:
                front_lines.append(clean(s)); continue
            mm = re.match(r"^'''([A-ZА-Я])\. (.*?)\.'''\s*(.*)$", s)          # inline section «'''A. Title.''' text»
            if mm:
                sec, auto = law + mm.group(1).translate(CYR2LAT), 0
                c = add({'kind': 'section', 'id': sec, 'title': mm.group(2), 'text': ''})
                addtext(c, mm.group(3)); continue
            mm = re.match(r"^'''([^']+)'''(\s—\s|\s–\s|:\s)(.*)$", s)          # definition term
            if mm and C and C[-1]['kind'] in ('definitions', 'term') or (mm and cur and cur['kind'] in ('definitions', 'term')):
                c = add({'kind': 'term', 'term': mm.group(1), 'sep': mm.group(2), 'text': ''})
                addtext(c, mm.group(3)); continue
            mm = re.match(r"^:'''(\d+)\.'''\s*(.*)$", s)                        # typed item
            if mm:
                item = (sec or law + '-') + mm.group(1)
                c = add({'kind': 'item', 'id': item, 'text': ''}); addtext(c, mm.group(2)); continue
            mm = re.match(r"^::\(([a-z])\)\s*(.*)$", s)
            if mm:
                sub = item + '(%s)' % mm.group(1)
                c = add({'kind': 'item', 'id': sub, 'text': ''}); addtext(c, mm.group(2)); continue
            mm = re.match(r"^:::\(([ivx]+)\)\s*(.*)$", s)
            if mm:
                c = add({'kind': 'item', 'id': sub + '(%s)' % mm.group(1), 'text': ''}); addtext(c, mm.group(2)); continue
            mm = re.match(r"^#\s+(.*)$", s)                                     # auto-numbered item
            if mm:
                auto += 1
                item = (sec or law + '-') + str(auto)
                c = add({'kind': 'item', 'id': item, 'text': ''}); addtext(c, mm.group(1)); continue
            assert not s.startswith((':', '#', '*', ';')), s
            addtext(cur, s)                                                     # a paragraph: continues the clause
        if p['file'].startswith('p00') and not seen_heading and front_lines:
            C.append({'kind': 'front', 'heading': None, 'text': ' '.join(front_lines)})
        cnt = {}
        for lw, t in pending:
            cnt[lw] = cnt.get(lw, 0) + 1
            C.append({'kind': 'footnote', 'law': lw, 'n': cnt[lw], 'text': t})
    return C


def key(c):
    if c['kind'] == 'footnote':
        return 'fn%s.%d' % (c['law'], c['n'])
    if c['kind'] == 'term':
        return 'term:' + c['term']
    if c['kind'] in ('front', 'definitions'):
        return '%s:%s' % (c['kind'], c['heading'])
    return c['id'] if c['kind'] != 'law' else 'law' + c['id']


if __name__ == '__main__':
    C = build()
    refs = load_refs()
    used = set()
    for c in C:
        k = key(c)
        c['refs'] = refs.get(k, [])
        used.add(k)
    bad = set(refs) - used
    assert not bad, bad
    if len(sys.argv) > 2 and sys.argv[2] == '--list':
        for c in C:
            print(key(c), '|', c.get('title', c.get('term', '')), '|', c['text'])
    json.dump({'book': 'volwiki2022', 'kind': 'law', 'edition': 2017,
               'title': 'Международные правила спортивного бриджа 2017 года', 'clauses': C},
              open(sys.argv[1], 'w'), ensure_ascii=False, indent=1)
    print(len(C), 'clauses')
