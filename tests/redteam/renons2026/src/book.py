#!/usr/bin/env python3
"""Parse src/book.src -> truth.json, src/plain.txt, src/blocks.json (display lines for the renderers)."""
import json, re, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
LAT = str.maketrans('АВСЕНКМОРТХавсе', 'ABCEHKMOPTXabce')
CYR_SUB = 'абвгдежз'
SUP = {'1': '¹', '2': '²', '3': '³'}

def sec_id(letter):
    return letter.translate(LAT)

def sub_id(letter):
    if letter in CYR_SUB:
        return 'abcdefgh'[CYR_SUB.index(letter)]
    return letter

def parse(path):
    clauses, blocks = [], []   # blocks: list of dicts {clause index, lines, kind, marks}
    cur = None
    law = sec = item = sub = None
    title_lines = []
    def add(cl, lines, tag=None):
        clauses.append(cl)
        blocks.append({'i': len(clauses) - 1, 'kind': cl['kind'], 'lines': lines, 'tag': tag,
                       'law': law})
        return cl
    marks = []
    for raw in open(path, encoding='utf-8'):
        line = raw.rstrip('\n')
        if not line.strip() or line.startswith('#'):
            continue
        if line in ('@POST', '@TG'):
            marks.append((len(clauses), line)); continue
        key, _, rest = line.partition(': ')
        refs = []
        m = re.search(r'\s*\{([^}]*)\}\s*$', rest)
        if m:
            refs = m.group(1).split(); rest = rest[:m.start()]
        if key == 'TITLE':
            if not title_lines:
                add({'kind': 'front', 'heading': None, 'text': '', 'refs': []}, [], 'title')
            title_lines.append(rest)
            clauses[0]['text'] = ' '.join(title_lines); blocks[0]['lines'].append(rest)
            continue
        if key == 'P':
            cl = clauses[-1]
            cl['text'] = (cl['text'] + ' ' + rest).strip()
            blocks[-1]['lines'].append(rest)
        elif key == 'FRONT':
            add({'kind': 'front', 'heading': rest, 'text': ''}, [rest], 'fronthead')
        elif key == 'DEFS':
            add({'kind': 'definitions', 'heading': rest, 'text': ''}, [rest], 'defshead')
        elif key == 'TERM':
            mm = re.match(r'^(.+?)( — |: )(.*)$', rest)
            add({'kind': 'term', 'term': mm.group(1), 'sep': mm.group(2), 'text': mm.group(3)}, [rest])
        elif key == 'LAW':
            num, title = [x.strip() for x in rest.split('|', 1)]
            law, sec, item, sub = num, None, None, None
            add({'kind': 'law', 'id': num, 'title': title, 'text': ''}, [f'Правило {num}. {title}'], 'lawhead')
        elif key == 'SEC':
            letter, title = [x.strip() for x in rest.split('|', 1)]
            sec = law + sec_id(letter); item = sub = None
            add({'kind': 'section', 'id': sec, 'title': title, 'text': ''},
                [f'{letter}. {title}' if title else f'{letter}.'], 'sechead')
        elif key == 'I':
            n, _, txt = rest.partition('. ')
            item = (sec + n) if sec else f'{law}-{n}'; sub = None
            add({'kind': 'item', 'id': item, 'text': txt}, [f'{n}. {txt}'])
        elif key == 'S':
            mm = re.match(r'^\((\w)\) (.*)$', rest)
            sub = item + '(' + sub_id(mm.group(1)) + ')'
            add({'kind': 'item', 'id': sub, 'text': mm.group(2)}, [rest])
        elif key == 'SS':
            mm = re.match(r'^\((\w+)\) (.*)$', rest)
            add({'kind': 'item', 'id': sub + '(' + mm.group(1) + ')', 'text': mm.group(2)}, [rest])
        elif key == 'FN':
            n, _, txt = rest.partition(' ')
            add({'kind': 'footnote', 'law': law, 'n': int(n), 'text': txt}, [SUP[n] + ' ' + txt], 'fn')
        else:
            sys.exit('bad line: ' + line)
        clauses[-1].setdefault('refs', [])
        clauses[-1]['refs'] += refs
    return clauses, blocks, marks

def truth_text(t):
    """What the reader sees as the clause's words: call marks ^n out, Telegram split mark out."""
    return re.sub(r'\^\d', '', t).replace('‖', '')

def main():
    clauses, blocks, marks = parse(os.path.join(HERE, 'book.src'))
    out = []
    for c in clauses:
        c = dict(c)
        for k in ('text',):
            c[k] = truth_text(c[k])
        refs = c.pop('refs')
        c['refs'] = refs
        out.append(c)
    truth = {'book': 'renons2026', 'kind': 'law', 'edition': 2017,
             'title': 'Международные правила спортивного бриджа 2017 (рабочий перевод)',
             'clauses': out}
    with open(os.path.join(ROOT, 'truth.json'), 'w', encoding='utf-8') as f:
        json.dump(truth, f, ensure_ascii=False, indent=1); f.write('\n')
    # display lines with calls as superscripts
    for b in blocks:
        b['lines'] = [re.sub(r'\^(\d)', lambda m: SUP[m.group(1)], l) for l in b['lines']]
    with open(os.path.join(HERE, 'blocks.json'), 'w', encoding='utf-8') as f:
        json.dump({'blocks': blocks, 'marks': marks}, f, ensure_ascii=False, indent=0)
    with open(os.path.join(HERE, 'plain.txt'), 'w', encoding='utf-8') as f:
        for b in blocks:
            for l in b['lines']:
                f.write(l.replace('‖', '') + '\n')
            if b['tag'] in ('fn',): f.write('\n')
    from collections import Counter
    cnt = Counter(c['kind'] for c in out)
    print(len(out), 'clauses', dict(cnt), sum(len(c['refs']) for c in out), 'refs', file=sys.stderr)

if __name__ == '__main__':
    main()
