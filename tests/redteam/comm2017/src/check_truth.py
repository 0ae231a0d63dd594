#!/usr/bin/env python3
"""check_truth.py TRUTH.json PLAIN.txt: structure checks and every clause text/title/heading found verbatim
(whitespace normalised) in the plain text of the source. Exit 1 on any problem."""
import json
import re
import sys

ID = {'para': re.compile(r'^\d{1,2}\.\d{1,2}(\((?:[a-h]|i{1,3}|iv|v)\))?$'),
      'note': re.compile(r'^\d{1,2}\.\d{1,2}\.note\d$'),
      'example': re.compile(r'^\d{1,2}\.ex[0-9A-Z]{1,3}$'),
      'claw': re.compile(r'^c\d{1,2}$')}
REF = re.compile(r'^\d{1,2}([A-L](\d{1,2}(\([a-z]{1,4}\))*)?)?$')


def ws(s):
    return re.sub(r'\s+', ' ', s).strip()


def split_ok(text, plain):
    """an example's text is its lead and its discussion, with the hand diagram between them in the book."""
    for m in re.finditer(r'(?<=[.:]) ', text):
        if text[:m.start()] in plain and text[m.end():] in plain:
            return True
    return False


def main():
    truth = json.load(open(sys.argv[1], encoding='utf-8'))
    plain = ws(open(sys.argv[2], encoding='utf-8').read())
    bad = 0
    seen = set()
    law = None
    for c in truth['clauses']:
        k = c['kind']
        if k in ID:
            if not ID[k].match(c['id']) or c['id'] in seen:
                print('bad or duplicate id', c['id']); bad += 1
            seen.add(c['id'])
        if k == 'claw':
            law = c['id'][1:]
        elif k in ('para', 'note', 'example'):
            if c['id'].split('.')[0] != law:
                print('outside its Law', c['id']); bad += 1
        elif k == 'footnote' and c['law'] != law:
            print('footnote outside its Law', c); bad += 1
        for r in c.get('refs', []):
            if not REF.match(r):
                print('bad ref', c.get('id'), r); bad += 1
        for key in ('text', 'title', 'heading'):
            v = c.get(key)
            if v and ws(v) not in plain and not (k == 'example' and key == 'text' and split_ok(ws(v), plain)):
                print('NOT FOUND', k, c.get('id'), key, v[:70]); bad += 1
    print('%d clauses, %d problems' % (len(truth['clauses']), bad))
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
