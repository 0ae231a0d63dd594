#!/usr/bin/env python3
"""dir2010: parse src/dir2010.txt (markup described at its top) into blocks for the renderers and the truth.

  python3 src/book.py truth.json            write the ground truth
  python3 src/book.py plain out.txt         write the plain source text (labels typed, no markup) for the checker
  python3 src/book.py scan FIRST NEXT pages.json truth_scan.json
                                            the clauses from clause id FIRST up to (not including) clause id NEXT
"""
import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SRC = HERE / 'dir2010.txt'

NBSP, SHY = '\u00a0', '\u00ad'
CYR2LAT = str.maketrans({'А': 'A', 'В': 'B', 'С': 'C', 'Е': 'E', 'Н': 'H', 'а': 'a', 'с': 'c', 'е': 'e'})
ROMAN = {'I': 1, 'II': 2, 'III': 3, 'IV': 4, 'V': 5, 'VI': 6, 'VII': 7, 'VIII': 8, 'IX': 9, 'X': 10}
ROMAN_SUB = {'i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii'}


def inline(s, shy=SHY, nbsp=NBSP, call=''):
    """the typed text of a markup string: «~» → no-break space, «¬» → soft hyphen, «[^]» → call, no ⟦refs⟧"""
    s = re.sub(r'⟦[^⟧]*⟧', '', s)
    return s.replace('~', nbsp).replace('¬', shy).replace('[^]', call)


def plain(s):
    """the truth's text: plain spaces, no soft hyphens, no footnote calls"""
    return inline(s, shy='', nbsp=' ', call='')


# ---------------------------------------------------------------- references
WORD = r'П[рp][аa]вил[а-яёa-z]*'
NUM = r'\d+(?:[A-HА-ЕС][0-9]*(?:\([a-zа-я]\))?(?:\([ivx]+\))?)?'
SEPS = r'(?:\s*(?:,|–|—)\s*|\s+(?:и|или|либо)\s+)'
REF_RE = re.compile(r'⟦([^⟧]*)⟧|' + WORD + r'\s+(' + NUM + r'(?:' + SEPS + NUM + r')*)')


def norm_ref(r):
    m = re.match(r'(\d+)([A-HА-ЕС]?)(\d*)((?:\([^)]*\))*)$', r)
    assert m, r
    return m.group(1) + m.group(2).translate(CYR2LAT) + m.group(3) + m.group(4).translate(CYR2LAT)


def refs_of(markup):
    s = markup.replace('~', ' ').replace('¬', '').replace('[^]', '')
    out = []
    for m in REF_RE.finditer(s):
        if m.group(1) is not None:
            out += [x.strip() for x in m.group(1).split(',')]
            continue
        toks = re.findall(NUM + '|–|—', m.group(2))
        i = 0
        while i < len(toks):
            t = toks[i]
            if i + 2 < len(toks) and toks[i + 1] in '–—':
                a, b = int(t), int(toks[i + 2])
                out += [str(k) for k in range(a, b + 1)]
                i += 3
                continue
            if t not in '–—':
                out.append(norm_ref(t))
            i += 1
    return out


# ---------------------------------------------------------------- parser
def parse():
    """blocks: list of dicts with 'b' (block kind) and the markup strings; each block that belongs to a clause
    carries 'clause' (the index of that clause in the truth list)."""
    blocks, clauses = [], []
    law = sec = None
    item = sub = None
    fn_n = 0
    cur = None   # index of the clause that continuation text goes to
    mode = None

    def add(clause, block):
        nonlocal cur
        clauses.append(clause)
        clause['_parts'] = []
        block['clause'] = len(clauses) - 1
        blocks.append(block)
        cur = len(clauses) - 1

    def append_text(markup, block):
        clauses[cur]['_parts'].append(markup)
        block['clause'] = cur
        blocks.append(block)

    for raw in SRC.read_text(encoding='utf-8').split('\n'):
        line = raw.rstrip()
        if not line or line.startswith('#'):
            continue
        if line == '@title':
            mode = 'title'
            add({'kind': 'front', 'heading': None}, {'b': 'title', 'lines': []})
            continue
        if line.startswith('@front '):
            mode = 'front'
            h = line[7:]
            add({'kind': 'front', 'heading': h}, {'b': 'fronthead', 'heading': h})
            continue
        if line.startswith('@defs '):
            mode = 'defs'
            h = line[6:]
            add({'kind': 'definitions', 'heading': h}, {'b': 'defshead', 'heading': h})
            continue
        if line.startswith('@term '):
            term, sep, text = line[6:].split('|')
            add({'kind': 'term', 'term': plain(term), 'sep': plain(sep)}, {'b': 'term', 'term': term, 'sep': sep})
            clauses[cur]['_parts'].append(text)
            blocks[-1]['text'] = text
            continue
        if line.startswith('@chapter '):
            mode = 'body'
            num, title = line[9:].split('|')
            arabic = ROMAN[num.replace('Х', 'X')]
            add({'kind': 'chapter', 'id': f'ch{arabic}', 'number': num, 'title': title},
                {'b': 'chapter', 'num': num, 'title': title})
            clauses[cur]['_notext'] = True
            continue
        if line.startswith('@law '):
            parts = line[5:].split('|')
            law, title = parts[0], parts[1]
            word = parts[2] if len(parts) > 2 else 'ПРАВИЛО'
            sec = item = sub = None
            fn_n = 0
            add({'kind': 'law', 'id': law, 'title': title}, {'b': 'law', 'num': law, 'title': title, 'word': word})
            continue
        if line.startswith('@sec '):
            letter, title = line[5:].split('|')
            sec = letter.translate(CYR2LAT)
            item = sub = None
            add({'kind': 'section', 'id': law + sec, 'title': plain(title)},
                {'b': 'sec', 'letter': letter, 'title': title})
            continue
        if line.startswith('@box '):
            title, text = line[5:].split('|')
            append_text(title + ' ' + text, {'b': 'box', 'title': title, 'text': text})
            continue
        if line == '@table':
            mode_before, mode = mode, 'table'
            blocks.append({'b': 'table', 'rows': [], 'clause': cur})
            continue
        if line == '@endtable':
            mode = mode_before
            for row in blocks[-1]['rows']:
                clauses[cur]['_parts'].extend(row)
            continue
        if mode == 'table':
            blocks[-1]['rows'].append([c.strip() for c in line.split('|')])
            continue
        if line.startswith('@fn '):
            fn_n += 1
            text = line[4:]
            # the footnote follows the clause that holds its call
            add({'kind': 'footnote', 'law': law, 'n': fn_n}, {'b': 'fn', 'law': law, 'n': fn_n, 'text': text})
            clauses[cur]['_parts'].append(text)
            continue
        if line.startswith('+ '):
            # another paragraph of the last clause that is not a footnote
            k = cur
            while clauses[k]['kind'] == 'footnote':
                k -= 1
            clauses[k]['_parts'].append(line[2:])
            blocks.append({'b': 'para', 'text': line[2:], 'clause': k})
            continue
        if line.startswith('@'):
            raise SystemExit(f'unknown directive: {line}')
        if mode == 'title':
            blocks[-1]['lines'].append(line)
            clauses[cur]['_parts'].append(line)
            continue
        if mode == 'front':
            append_text(line, {'b': 'para', 'text': line})
            continue
        m = re.match(r'(\d+)\.\s+(.*)$', line) if mode == 'body' else None
        if m:
            item, sub = m.group(1), None
            cid = f'{law}{sec}{item}' if sec else f'{law}-{item}'
            add({'kind': 'item', 'id': cid}, {'b': 'item', 'level': 1, 'label': m.group(1) + '.', 'text': m.group(2)})
            clauses[cur]['_parts'].append(m.group(2))
            continue
        m = re.match(r'\(([a-zа-я]+)\)\s+(.*)$', line) if mode == 'body' else None
        if m:
            lab = m.group(1)
            base = f'{law}{sec}{item}' if sec else f'{law}-{item}'
            if sub is not None and lab in ROMAN_SUB and not (lab == 'i' and sub == 'h'):
                cid = f'{base}({sub})({lab})'
                level = 3
            else:
                sub = lab.translate(CYR2LAT)
                cid = f'{base}({sub})'
                level = 2
            add({'kind': 'item', 'id': cid}, {'b': 'item', 'level': level, 'label': f'({lab})', 'text': m.group(2)})
            clauses[cur]['_parts'].append(m.group(2))
            continue
        # plain text line: law text, section lead, or continuation
        append_text(line, {'b': 'para', 'text': line})

    out = []
    for c in clauses:
        parts = c.pop('_parts')
        notext = c.pop('_notext', False)
        markup = ' '.join(parts)
        if not notext:
            c['text'] = ' '.join(plain(p) for p in parts)
        refs = refs_of(markup)
        for k in ('term', 'sep'):
            pass
        if c['kind'] in ('law', 'section', 'chapter'):
            refs = refs_of(c.get('title', '')) + refs
        c['refs'] = refs
        out.append(c)
    return blocks, out


def truth(clauses, **extra):
    d = {'book': 'dir2010', 'kind': 'law', 'edition': 2007,
         'title': 'Справочник судьи. Избранные Правила международного бриджа (редакция 2007 года)'}
    d.update(extra)
    d['clauses'] = clauses
    return d


def plain_text(blocks):
    """the book as plain text with typed labels (what every clause text must be found in)"""
    out = []
    for b in blocks:
        k = b['b']
        if k == 'title':
            out += [plain(x) for x in b['lines']]
        elif k in ('fronthead', 'defshead'):
            out.append(b['heading'])
        elif k == 'term':
            out.append(plain(b['term'] + b['sep'] + b['text']))
        elif k == 'chapter':
            out.append(f"ЧАСТЬ {b['num']}. {b['title']}")
        elif k == 'law':
            out.append(f"{b['word']} {b['num']}")
            out.append(b['title'])
        elif k == 'sec':
            out.append(f"{b['letter']}. {plain(b['title'])}")
        elif k == 'item':
            out.append(f"{b['label']} {plain(b['text'])}")
        elif k == 'para':
            out.append(plain(b['text']))
        elif k == 'box':
            out.append(plain(b['title'] + ' ' + b['text']))
        elif k == 'table':
            out += [' '.join(plain(c) for c in row) for row in b['rows']]
        elif k == 'fn':
            out.append(f"[{b['law']}/{b['n']}] {plain(b['text'])}")
    return '\n'.join(out) + '\n'


def main(argv):
    blocks, clauses = parse()
    if argv[0] == 'truth':
        Path(argv[1]).write_text(json.dumps(truth(clauses), ensure_ascii=False, indent=1) + '\n', encoding='utf-8')
    elif argv[0] == 'plain':
        Path(argv[1]).write_text(plain_text(blocks), encoding='utf-8')
    elif argv[0] == 'scan':
        first, last, pages, dest = argv[1:5]
        ids = [c.get('id') for c in clauses]
        i, j = ids.index(first), ids.index(last) - 1
        info = json.loads(Path(pages).read_text())
        Path(dest).write_text(json.dumps(truth(clauses[i:j + 1], scan=info), ensure_ascii=False, indent=1) + '\n',
                              encoding='utf-8')
    else:
        raise SystemExit(__doc__)


if __name__ == '__main__':
    main(sys.argv[1:])
