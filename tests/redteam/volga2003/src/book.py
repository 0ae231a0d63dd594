#!/usr/bin/env python3
"""Parse src/volga2003.src into (1) the ground truth truth.json and (2) a list of printed blocks
that every rendering script lays out.

Markup (one line each; '#' lines are comments):
  F: line            title-page line (front clause without heading; lines joined by a space)
  H: HEADING         front-matter heading; P: lines follow
  D: HEADING         the Definitions heading; optional P: lines
  T: term|sep|text   one definition, printed "term<sep>text"
  L: n|TITLE         Law heading, printed "Закон n. TITLE"; optional P: lines (Law text)
  S: id|printed|title  section; `id` Latin, `printed` as typed (Cyrillic look-alikes); printed "<printed>. <title>"
  I: n|text          item n (printed "n. text")
  A: label|text      sub-item, label typed in Cyrillic (а, б, в …), printed "label) text"
  R: roman|text      sub-sub-item, printed "(roman) text"
  P: text            a paragraph of the current clause
  N: text            footnote of the current Law; its call is the mark ^1 in a clause text
A trailing " {=12C1,16B}" on a line gives the clause's refs (hand-made, in text order).
"""
import json, re, sys, os

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, 'volga2003.src')
CYR2LAT = {'а': 'a', 'б': 'b', 'в': 'c', 'г': 'd', 'д': 'e'}
TITLE = 'МЕЖДУНАРОДНЫЕ ПРАВИЛА СПОРТИВНОГО БРИДЖА (редакция 1997 г.)'


def split_refs(s):
    m = re.search(r'\s*\{=([^}]*)\}\s*$', s)
    if not m:
        return s, []
    refs = [r.strip() for r in m.group(1).split(',') if r.strip()]
    return s[:m.start()], refs


def parse():
    clauses, blocks = [], []
    cur = None          # clause receiving P: lines
    law = sec = item = sub = None
    fn_pending = []
    front = None
    for raw in open(SRC, encoding='utf-8'):
        raw = raw.rstrip('\n')
        if not raw.strip() or raw.startswith('#'):
            continue
        tag, body = raw[:2], raw[3:]
        body, refs = split_refs(body)
        if tag == 'F:':
            if front is None:
                front = {'kind': 'front', 'heading': None, 'text': '', 'refs': []}
                clauses.append(front)
            front['text'] = (front['text'] + ' ' + body).strip()
            blocks.append(('title', body))
            continue
        if tag == 'H:':
            cur = {'kind': 'front', 'heading': body, 'text': '', 'refs': []}
            clauses.append(cur); blocks.append(('h1', body))
        elif tag == 'D:':
            cur = {'kind': 'definitions', 'heading': body, 'text': '', 'refs': []}
            clauses.append(cur); blocks.append(('h1', body))
        elif tag == 'T:':
            term, sep, text = body.split('|', 2)
            cur = {'kind': 'term', 'term': term, 'sep': sep, 'text': text, 'refs': refs}
            clauses.append(cur); blocks.append(('term', term, sep, text))
        elif tag == 'L:':
            n, title = body.split('|', 1)
            law, sec, item, sub = n, None, None, None
            cur = {'kind': 'law', 'id': n, 'title': title, 'text': '', 'refs': refs}
            clauses.append(cur); blocks.append(('law', f'Закон {n}. {title}'))
        elif tag == 'S:':
            sid, printed, title = body.split('|', 2)
            sec, item, sub = sid, None, None
            cur = {'kind': 'section', 'id': law + sid, 'title': title, 'text': '', 'refs': refs}
            clauses.append(cur); blocks.append(('sec', f'{printed}. {title}'))
        elif tag == 'I:':
            n, text = body.split('|', 1)
            item, sub = n, None
            cid = f'{law}{sec}{n}' if sec else f'{law}-{n}'
            cur = {'kind': 'item', 'id': cid, 'text': text, 'refs': refs}
            clauses.append(cur); blocks.append(('item', f'{n}.', text))
        elif tag == 'A:':
            lab, text = body.split('|', 1)
            sub = CYR2LAT[lab]
            base = f'{law}{sec}{item}' if sec else f'{law}-{item}'
            cur = {'kind': 'item', 'id': f'{base}({sub})', 'text': text, 'refs': refs}
            clauses.append(cur); blocks.append(('sub', f'{lab})', text))
        elif tag == 'R:':
            rom, text = body.split('|', 1)
            base = f'{law}{sec}{item}' if sec else f'{law}-{item}'
            cur = {'kind': 'item', 'id': f'{base}({sub})({rom})', 'text': text, 'refs': refs}
            clauses.append(cur); blocks.append(('subsub', f'({rom})', text))
        elif tag == 'P:':
            cur['text'] = (cur['text'] + ' ' + body).strip()
            cur['refs'] = cur['refs'] + refs
            blocks.append(('p', body))
        elif tag == 'N:':
            fn = {'kind': 'footnote', 'law': law, 'n': 1, 'text': body, 'refs': refs}
            blocks.append(('fnbody', body))
            # the footnote clause follows the clause holding its call mark
            for i, c in enumerate(clauses):
                if '^1' in c.get('text', '') and (c.get('id', '').startswith(law)):
                    clauses.insert(i + 1, fn)
                    break
            else:
                sys.exit('footnote call not found')
        else:
            sys.exit('bad line: ' + raw)
    for c in clauses:
        if 'text' in c:
            c['text'] = c['text'].replace('^1', '')
    # put refs last in every clause for readability
    out = []
    for c in clauses:
        r = c.pop('refs'); c['refs'] = r; out.append(c)
    return out, blocks


if __name__ == '__main__':
    clauses, blocks = parse()
    truth = {'book': 'volga2003', 'kind': 'law', 'edition': 1997, 'title': TITLE, 'clauses': clauses}
    root = os.path.dirname(HERE)
    with open(os.path.join(root, 'truth.json'), 'w', encoding='utf-8') as f:
        json.dump(truth, f, ensure_ascii=False, indent=1)
        f.write('\n')
    from collections import Counter
    print(len(clauses), 'clauses', dict(Counter(c['kind'] for c in clauses)),
          sum(len(c['refs']) for c in clauses), 'refs')
