#!/usr/bin/env python3
"""Build the book from src/libru1998.src:
   truth.json, truth_cp866.json, src/plain.txt (the typed text, UTF-8, lib.ru layout),
   out/libru1998_cp866.txt (DOS), build/libru1998_koi8r.html (lib.ru page), build/libru1998.md (pandoc input),
   build/libru1998_utf8.txt (input of LibreOffice's RTF)."""
import json, os, re, sys, textwrap, html

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
BUILD = os.path.join(ROOT, 'build')
OUT = os.path.join(ROOT, 'out')
W = 72
IND = '     '

REF = re.compile(r'\{([^{}=]+)=([^{}]+)\}')
CALL = re.compile(r'\[(\d+)\]')


def plain(t):
    """text as printed: ref markup resolved"""
    return REF.sub(lambda m: m.group(1), t)


def refs_of(t):
    out = []
    for m in REF.finditer(t):
        out += [x.strip() for x in m.group(2).split(',')]
    return out


def clean(t):
    """clause text: printed words without footnote call marks"""
    return CALL.sub('', plain(t))


def parse():
    clauses, blocks = [], []   # blocks: what the typed text shows, in order
    cur = None
    law = None
    fn_law = {}                # global note number -> (law, n)
    notes_pending = []         # notes of the current chapter (global n, text)
    title_lines = []
    law_notes = {}
    for raw in open(os.path.join(HERE, 'libru1998.src'), encoding='utf-8'):
        raw = raw.rstrip('\n')
        if not raw or raw.startswith('#'):
            continue
        code, rest = raw.split('|', 1)
        f = rest.split('|')
        if code == 'T':
            title_lines.append(rest)
            if not clauses:
                cur = {'kind': 'front', 'heading': None, 'text': '', 'refs': []}
                clauses.append(cur)
            cur['_paras'] = cur.get('_paras', []) + [rest]
            blocks.append(('title', rest))
            continue
        if code == 'F':
            cur = {'kind': 'front', 'heading': rest, 'text': '', 'refs': []}
            clauses.append(cur); blocks.append(('fronthead', rest))
        elif code == 'D':
            cur = {'kind': 'definitions', 'heading': rest, 'text': '', 'refs': []}
            clauses.append(cur); blocks.append(('defhead', rest))
        elif code == 'M':
            term, sep, text = f
            cur = {'kind': 'term', 'term': term, 'sep': sep, 'text': '', 'refs': [], '_paras': [text]}
            clauses.append(cur); blocks.append(('term', term, sep, text))
        elif code == 'C':
            n, roman, title = f
            if notes_pending:
                blocks.append(('notes', notes_pending)); notes_pending = []
            cur = {'kind': 'chapter', 'id': 'ch' + n, 'number': roman, 'title': title, 'refs': []}
            clauses.append(cur); blocks.append(('chapter', roman, title))
        elif code == 'L':
            lid, title = f
            law = lid
            cur = {'kind': 'law', 'id': lid, 'title': title, 'text': '', 'refs': []}
            clauses.append(cur); blocks.append(('lawhead', lid, title))
        elif code == 'S':
            sid, letter, title = f
            cur = {'kind': 'section', 'id': sid, 'title': title, 'text': '', 'refs': []}
            clauses.append(cur); blocks.append(('sechead', letter, title))
        elif code == 'I':
            iid, label, text = f
            cur = {'kind': 'item', 'id': iid, 'text': '', 'refs': [], '_paras': [text] if text else []}
            clauses.append(cur); blocks.append(('item', label, text, iid.count('(')))
        elif code == 'P':
            cur.setdefault('_paras', []).append(rest)
            blocks.append(('para', rest))
        elif code == 'TB':
            cur.setdefault('_paras', []).append(' '.join(rest.split(';')))
            if blocks[-1][0] == 'table':
                blocks[-1][1].append(rest.split(';'))
            else:
                blocks.append(('table', [rest.split(';')]))
        elif code == 'N':
            k = law_notes.get(law, 0) + 1
            law_notes[law] = k
            g = len(fn_law) + 1
            fn_law[g] = (law, k)
            notes_pending.append((g, rest))
            # the note clause goes right after the clause holding its call
            for i, c in enumerate(clauses):
                if any(re.search(r'\[%d\]' % g, p) for p in c.get('_paras', [])):
                    note = {'kind': 'footnote', 'law': law, 'n': k, 'text': '', 'refs': [], '_paras': [rest]}
                    clauses.insert(i + 1, note)
                    break
            else:
                sys.exit('call [%d] not found' % g)
        else:
            sys.exit('bad line: ' + raw)
    if notes_pending:
        blocks.append(('notes', notes_pending))
    for c in clauses:
        ps = c.pop('_paras', [])
        if 'text' in c:
            c['text'] = ' '.join(clean(p) for p in ps)
            c['refs'] = [r for p in ps for r in refs_of(p)]
    return clauses, blocks


def center(s):
    return ' ' * max(0, (W - len(s)) // 2) + s


def wrap(text, first=IND, rest=''):
    return textwrap.wrap(text, W, initial_indent=first, subsequent_indent=rest,
                         break_long_words=False, break_on_hyphens=False)


def table_lines(rows):
    n = len(rows[0])
    ws = [max(len(r[i]) for r in rows) + 2 for i in range(n)]
    def rule(l, m, r):
        return IND + l + m.join('─' * w for w in ws) + r
    out = [rule('┌', '┬', '┐')]
    for k, r in enumerate(rows):
        out.append(IND + '│' + '│'.join((' ' + c).ljust(w) for c, w in zip(r, ws)) + '│')
        if k == 0:
            out.append(rule('├', '┼', '┤'))
    out.append(rule('└', '┴', '┘'))
    return out


def typed_text(blocks):
    """the book as typed: lib.ru/DOS layout, hard breaks at 72"""
    L = []
    titles = [b[1] for b in blocks if b[0] == 'title']
    # the volunteers' e-text box (the last two title lines) comes first, as on lib.ru
    L.append('-' * 63)
    for t in titles[:2]:
        L.append(' ' + t)
    L.append('-' * 63)
    L.append('')
    for t in titles[2:]:
        L.append(center(t))
        L.append('')
    for b in blocks:
        k = b[0]
        if k == 'title':
            continue
        if k in ('fronthead', 'defhead'):
            L += ['', '', center(b[1]), '']
        elif k == 'chapter':
            L += ['', '', center('ГЛАВА ' + b[1]), center(b[2]), '']
        elif k == 'lawhead':
            L += ['', 'Закон %s. %s' % (b[1], b[2]), '']
        elif k == 'sechead':
            L += [IND + '%s. %s' % (b[1], b[2])]
        elif k == 'term':
            L += wrap('%s%s%s' % (b[1], b[2], plain(b[3])))
        elif k == 'item':
            depth = b[3]
            lead = IND + '  ' * depth + b[1]
            L += wrap(plain(b[2]), first=lead + ' ') if b[2] else [lead]
        elif k == 'para':
            L += wrap(plain(b[1]))
        elif k == 'table':
            L += table_lines(b[1])
        elif k == 'notes':
            L += ['', IND + '-' * 20]
            for g, t in b[1]:
                L += wrap('[%d] %s' % (g, plain(t)))
    return L


def make_markdown(blocks):
    def esc(t):
        t = plain(t)
        t = re.sub(r'([\\*_`<>#|~^])', r'\\\1', t)
        return CALL.sub(lambda m: '[^%s]' % m.group(1), t)
    md = ['---', 'title: Международные правила спортивного бриджа (избранные Законы, 1997)',
          'author: Георгий Андреевич Тихомиров', 'lang: ru-RU', 'date: 1998', '---', '']
    titles = [b[1] for b in blocks if b[0] == 'title']
    for t in titles:
        md += [esc(t), '']
    notes = []
    for b in blocks:
        k = b[0]
        if k == 'title':
            continue
        if k in ('fronthead', 'defhead'):
            md += ['# ' + b[1], '']
        elif k == 'chapter':
            md += ['# ГЛАВА %s. %s' % (b[1], b[2]), '']
        elif k == 'lawhead':
            md += ['## Закон %s. %s' % (b[1], b[2]), '']
        elif k == 'sechead':
            md += ['### %s. %s' % (b[1], esc(b[2])), '']
        elif k == 'term':
            md += ['**%s**%s%s' % (b[1], b[2], esc(b[3])), '']
        elif k == 'item':
            lab = b[1].replace('.', '\\.').replace('(', '\\(')
            md += [(lab + ' ' + esc(b[2])) if b[2] else lab, '']
        elif k == 'para':
            md += [esc(b[1]), '']
        elif k == 'table':
            rows = b[1]
            md += ['| ' + ' | '.join(rows[0]) + ' |', '|' + '|'.join('---' for _ in rows[0]) + '|']
            md += ['| ' + ' | '.join(r) + ' |' for r in rows[1:]] + ['']
        elif k == 'notes':
            notes += b[1]
    for g, t in notes:
        md += ['[^%d]: %s' % (g, esc(t)), '']
    return '\n'.join(md)


DOS = {'«': '<<', '»': '>>', '—': '--', '–': '-'}
DOS_SUITS = {'♥': '\x03', '♦': '\x04', '♣': '\x05', '♠': '\x06'}   # the CP437/CP866 glyphs of these bytes


def dos(t):
    for a, b in DOS.items():
        t = t.replace(a, b)
    return t


def main():
    os.makedirs(BUILD, exist_ok=True); os.makedirs(OUT, exist_ok=True)
    clauses, blocks = parse()
    title = 'МЕЖДУНАРОДНЫЕ ПРАВИЛА СПОРТИВНОГО БРИДЖА'
    truth = {'book': 'libru1998', 'kind': 'law', 'edition': 1997, 'title': title, 'clauses': clauses}
    json.dump(truth, open(os.path.join(ROOT, 'truth.json'), 'w', encoding='utf-8'), ensure_ascii=False, indent=1)
    # CP866 variant: what DOS could not type
    v = json.loads(json.dumps(truth))
    for c in v['clauses']:
        for k in ('text', 'title', 'term', 'sep', 'heading'):
            if isinstance(c.get(k), str):
                c[k] = dos(c[k])
    v['title'] = dos(v['title'])
    json.dump(v, open(os.path.join(ROOT, 'truth_cp866.json'), 'w', encoding='utf-8'), ensure_ascii=False, indent=1)

    lines = typed_text(blocks)
    open(os.path.join(HERE, 'plain.txt'), 'w', encoding='utf-8').write('\n'.join(lines) + '\n')
    open(os.path.join(BUILD, 'libru1998_utf8.txt'), 'w', encoding='utf-8').write('\n'.join(lines) + '\n')
    # DOS text, as first typed: CP866, CRLF, suits as the DOS glyph bytes
    d = '\r\n'.join(dos(l) for l in lines) + '\r\n'
    for a, b in DOS_SUITS.items():
        d = d.replace(a, b)
    open(os.path.join(OUT, 'libru1998_cp866.txt'), 'wb').write(d.encode('cp866'))
    # pandoc input
    open(os.path.join(BUILD, 'libru1998.md'), 'w', encoding='utf-8').write(make_markdown(blocks))
    # the <pre> body of the lib.ru page (the page itself is put together by libru_page.py)
    pre = html.escape('\n'.join(lines), quote=False)
    ents = {'«': '&laquo;', '»': '&raquo;', '—': '&mdash;', '–': '&ndash;',
            '♠': '&#9824;', '♣': '&#9827;', '♥': '&#9829;', '♦': '&#9830;'}
    for a, b in ents.items():
        pre = pre.replace(a, b)
    open(os.path.join(BUILD, 'pre.html'), 'w', encoding='utf-8').write(pre)
    n = {}
    for c in clauses:
        n[c['kind']] = n.get(c['kind'], 0) + 1
    print(len(clauses), 'clauses', n, sum(len(c['refs']) for c in clauses), 'refs')


if __name__ == '__main__':
    main()
