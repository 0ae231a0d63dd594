#!/usr/bin/env python3
"""Read src/ural2022.txt (the one hand-written source) and write
  * a Sphinx project (reStructuredText, one page per Law) into the folder given as argv[2];
  * truth.json (argv[1]) and src/plain.txt (the plain text of the source, for check_truth.py).
Usage: book.py TRUTH.json SPHINXDIR
"""
import json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, 'ural2022.txt')
CYR2LAT = str.maketrans('АВСЕНКМОРТХаеорсх', 'ABCEHKMOPTXaeopcx')
REF = re.compile(r'\{(~?)([^{}|]+)\|([^{}]+)\}')
FN = re.compile(r'\[\^((?:[^\[\]]|\{[^{}]*\})*)\]')


def plain(s):
    """markup -> text as printed (refs as their words, footnotes cut out)"""
    return REF.sub(lambda m: m.group(2), FN.sub('', s))


def refs_of(s):
    out = []
    for m in REF.finditer(FN.sub('', s)):
        out += [x.strip() for x in m.group(3).split(',')]
    return out


def parse():
    book = {'front': [], 'items': []}
    cur = None
    for raw in open(SRC, encoding='utf-8'):
        line = raw.rstrip('\n')
        if not line.strip() or line.startswith('#'):
            continue
        if line.startswith('='):
            cmd, _, rest = line[1:].partition(' ')
            if cmd == 'TITLE':
                book['title'] = rest
                continue
            if cmd == 'TABLE':
                cur['table'] = []
                cur['paras'].append(('table', cur['table']))
                continue
            if cmd == 'ENDTABLE':
                continue
            cur = {'cmd': cmd, 'paras': []}
            if cmd == 'FRONT':
                cur.update(heading=None)
            elif cmd in ('FRONTH', 'DEFS'):
                cur.update(heading=rest)
            elif cmd == 'TERM':
                t, sep, txt = rest.split('|', 2)
                cur.update(term=t, sep=sep, paras=[txt])
            elif cmd == 'CH':
                n, roman, title = rest.split(' ', 2)
                cur.update(n=n, roman=roman, title=title)
            elif cmd == 'LAW':
                n, rest2 = rest.split(' ', 1)
                title, mode = rest2.rsplit(' ', 1)
                cur.update(n=n, title=title, mode=mode)
                law = cur
            elif cmd == 'S':
                letter, rest2 = rest.split(' ', 1)
                title, lead = rest2.split('|', 1)
                cur.update(letter=letter, title=title, law=law, paras=[lead] if lead else [])
                law['last_s'] = cur
            elif cmd in ('I1', 'I2', 'I3'):
                lab, txt = rest.split(' ', 1)
                cur.update(depth=int(cmd[1]), label=lab, law=law, paras=[txt])
            book['items'].append(cur)
            continue
        if cur is None:
            raise SystemExit('text before first command: ' + line)
        if 'table' in cur and cur['paras'] and cur['paras'][-1][0] == 'table' and ' | ' in line:
            cur['table'].append([c.strip() for c in line.split(' | ')])
            continue
        cur['paras'].append(line)
    # ids
    for it in book['items']:
        if it['cmd'] == 'LAW':
            law, sec, path = it, None, []
            it['id'] = it['n']
        elif it['cmd'] == 'S':
            sec = it
            path = []
            it['id'] = law['n'] + it['letter'].translate(CYR2LAT)
        elif it['cmd'].startswith('I'):
            d = it['depth']
            lab = it['label'].translate(CYR2LAT)
            path = path[:d - 1] + [lab]
            if sec is None:
                it['id'] = law['n'] + '-' + ''.join(path)
            else:
                it['id'] = sec['id'] + ''.join(path)
    return book


def para_text(p):
    if isinstance(p, tuple):
        return ' '.join(' '.join(row) for row in p[1])
    return plain(p)


def truth(book):
    clauses = []
    for it in book['items']:
        c = it['cmd']
        txt = ' '.join(para_text(p) for p in it['paras'])
        raw = ' '.join(p for p in it['paras'] if isinstance(p, str))
        refs = refs_of(raw)
        if c in ('FRONT', 'FRONTH'):
            o = {'kind': 'front', 'heading': it['heading'], 'text': txt}
        elif c == 'DEFS':
            o = {'kind': 'definitions', 'heading': it['heading'], 'text': txt}
        elif c == 'TERM':
            o = {'kind': 'term', 'term': it['term'], 'sep': it['sep'], 'text': txt}
        elif c == 'CH':
            o = {'kind': 'chapter', 'id': 'ch' + it['n'], 'number': it['roman'], 'title': it['title']}
            refs = None
        elif c == 'LAW':
            o = {'kind': 'law', 'id': it['id'], 'title': it['title'], 'text': txt}
        elif c == 'S':
            o = {'kind': 'section', 'id': it['id'], 'title': it['title'], 'text': txt}
        else:
            o = {'kind': 'item', 'id': it['id'], 'text': txt}
        if refs is not None:
            o['refs'] = refs
        clauses.append(o)
        # footnotes follow the clause that holds the call
        for p in it['paras']:
            if isinstance(p, str):
                for m in FN.finditer(p):
                    law = it.get('law', it)
                    law.setdefault('nfn', 0)
                    law['nfn'] += 1
                    clauses.append({'kind': 'footnote', 'law': law['n'], 'n': law['nfn'],
                                    'text': plain(m.group(1)), 'refs': refs_of(m.group(1))})
    return {'book': 'ural2022', 'kind': 'law', 'edition': 2017, 'title': book['title'],
            'clauses': clauses}


# ---------------------------------------------------------------- reStructuredText
def rst_heading(text, ch):
    return [text, ch * (len(text) + 2), '']


def law_pages(book):
    return {it['n']: 'law%s' % it['n'] for it in book['items'] if it['cmd'] == 'LAW'}


class Rst:
    def __init__(self, book):
        self.book = book
        self.pages = law_pages(book)
        self.labels = set()
        for it in book['items']:
            if it['cmd'] in ('S',) or it['cmd'].startswith('I'):
                if it['law']['mode'] in ('head', 'run'):
                    self.labels.add(it['id'])

    def inline(self, s, fns):
        def fn(m):
            fns.append(self.inline(m.group(1), []))
            return ' [#]_'
        s = FN.sub(fn, s)

        def ref(m):
            nolink, words, ids = m.group(1), m.group(2), m.group(3)
            first = ids.split(',')[0].strip()
            lawn = re.match(r'\d+', first).group(0)
            if nolink or lawn not in self.pages:
                return words
            if first in self.labels:
                return ':ref:`%s <%s>`' % (words, label(first))
            return ':doc:`%s <%s>`' % (words, self.pages[lawn])
        s = REF.sub(ref, s)
        # a footnote mark glued to the word before it
        s = s.replace(' [#]_', '\\ [#]_')
        return s


def label(cid):
    return 'p' + cid.lower().replace('(', '-').replace(')', '').replace('-', '-')


def typed_label(it):
    lab = it['label']
    return lab if lab.startswith('(') else lab + '.'


def esc_label(lab):
    # a typed label that rST must not take for a list enumerator
    if lab.startswith('('):
        return '\\' + lab
    return lab[:-1] + '\\.'


def write_sphinx(book, out):
    os.makedirs(out, exist_ok=True)
    R = Rst(book)
    items = book['items']
    pages = []          # (name, lines)
    chapters = []
    front_pages = []
    i = 0
    index_lines = []
    while i < len(items):
        it = items[i]
        c = it['cmd']
        if c == 'FRONT':
            paras = it['paras']
            index_lines = rst_heading(paras[0], '=')
            for p in paras[1:]:
                index_lines += ['| ' + p]
            index_lines.append('')
            i += 1
        elif c == 'FRONTH':
            fns = []
            L = ['.. _front:', ''] + rst_heading(it['heading'], '=')
            for p in it['paras']:
                L += [R.inline(p, fns), '']
            pages.append(('foreword', L + footnotes(fns)))
            front_pages.append('foreword')
            i += 1
        elif c == 'DEFS':
            fns = []
            L = rst_heading(it['heading'], '=')
            for p in it['paras']:
                L += [R.inline(p, fns), '']
            i += 1
            while i < len(items) and items[i]['cmd'] == 'TERM':
                t = items[i]
                L += ['**%s**%s%s' % (t['term'], t['sep'], R.inline(t['paras'][0], fns)), '']
                i += 1
            pages.append(('definitions', L + footnotes(fns)))
            front_pages.append('definitions')
        elif c == 'CH':
            name = 'chapter%s' % it['n']
            chapters.append(name)
            L = rst_heading('Глава %s. %s' % (it['roman'], it['title']), '=')
            L += ['.. toctree::', '   :maxdepth: 1', '']
            i += 1
            laws = []
            while i < len(items) and items[i]['cmd'] != 'CH':
                j = i + 1
                while j < len(items) and items[j]['cmd'] not in ('LAW', 'CH'):
                    j += 1
                laws.append(write_law(R, items[i:j]))
                i = j
            for n, lines in laws:
                L.append('   ' + n)
                pages.append((n, lines))
            L.append('')
            pages.append((name, L))
        else:
            raise SystemExit('unexpected ' + c)
    index_lines += ['.. toctree::', '   :maxdepth: 2', '   :caption: Содержание', '']
    index_lines += ['   ' + p for p in front_pages + chapters] + ['']
    pages.append(('index', index_lines))
    for name, lines in pages:
        with open(os.path.join(out, name + '.rst'), 'w', encoding='utf-8') as f:
            f.write('\n'.join(lines) + '\n')


def footnotes(fns, R=None):
    L = []
    if fns:
        L += ['.. rubric:: Примечания', '']
        for t in fns:
            L += ['.. [#] ' + t, '']
    return L


def write_law(R, its):
    law = its[0]
    mode = law['mode']
    fns = []
    L = ['.. _law%s:' % law['n'], '']
    L += rst_heading('Правило %s · %s' % (law['n'], law['title']), '=')

    def paras(it, indent=''):
        out = []
        for p in it['paras']:
            if isinstance(p, tuple):
                rows = p[1]
                out += [indent + '.. list-table::', indent + '   :header-rows: 1', '']
                for row in rows:
                    out.append(indent + '   * - ' + row[0])
                    for cell in row[1:]:
                        out.append(indent + '     - ' + cell)
                out.append('')
            else:
                out += [indent + R.inline(p, fns), '']
        return out

    L += paras(law)
    rest = its[1:]
    if mode == 'list':
        for it in rest:
            if it['cmd'] == 'S':
                L += ['%s. **%s**' % (it['letter'].translate(CYR2LAT), it['title']), '']
                for p in it['paras']:
                    L += ['   ' + R.inline(p, fns), '']
            else:
                d = it['depth']
                ind = '   ' * d
                lab = typed_label(it)
                body = R.inline(it['paras'][0], fns)
                L += [ind + lab + ' ' + body, '']
    else:
        for it in rest:
            if it['cmd'] == 'S':
                L += ['.. _%s:' % label(it['id']), '']
                if mode == 'head':
                    L += rst_heading('%s. %s' % (it['letter'], it['title']), '-')
                    L += paras(it)
                else:
                    lead = ' '.join(R.inline(p, fns) for p in it['paras'])
                    L += [('**%s. %s.** %s' % (it['letter'], it['title'], lead)).rstrip(), '']
            else:
                d = it['depth']
                ind = '   ' * (d - 1)
                L += [ind + '.. _%s:' % label(it['id']), '']
                L += [ind + esc_label(typed_label(it)) + ' ' + R.inline(it['paras'][0], fns), '']
    L += footnotes(fns)
    return 'law%s' % law['n'], L


def main():
    book = parse()
    t = truth(book)
    with open(sys.argv[1], 'w', encoding='utf-8') as f:
        json.dump(t, f, ensure_ascii=False, indent=1)
        f.write('\n')
    # the plain text of the source (markup removed, footnotes as separate lines)
    with open(os.path.join(HERE, 'plain.txt'), 'w', encoding='utf-8') as f:
        for raw in open(SRC, encoding='utf-8'):
            if raw.startswith('#') or not raw.strip():
                continue
            line = raw.rstrip('\n')
            line = re.sub(r'^=(TITLE|FRONTH|DEFS) ?', '', line)
            line = re.sub(r'^=(FRONT|TABLE|ENDTABLE)$', '', line)
            line = re.sub(r'^=TERM ([^|]*)\|([^|]*)\|', r'\1\2', line)
            line = re.sub(r'^=CH \d+ ', 'Глава ', line)
            line = re.sub(r'^=LAW (\d+) (.*) \w+$', r'Правило \1 · \2', line)
            line = re.sub(r'^=S (\S+) ([^|]*)\|', r'\1. \2. ', line)
            line = re.sub(r'^=I\d (\S+) ', r'\1 ', line)
            line = line.replace(' | ', ' ')
            f.write(plain(line) + '\n')
            for m in FN.finditer(line):
                f.write(plain(m.group(1)) + '\n')
    write_sphinx(book, sys.argv[2])
    kinds = {}
    for c in t['clauses']:
        kinds[c['kind']] = kinds.get(c['kind'], 0) + 1
    print(kinds, 'refs', sum(len(c.get('refs', [])) for c in t['clauses']))


if __name__ == '__main__':
    main()
