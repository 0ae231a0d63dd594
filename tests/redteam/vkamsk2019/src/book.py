#!/usr/bin/env python3
"""Read src/vkamsk2019.md (the one hand-written source) and write:
build/page.html (the web page), build/vkamsk2019.rst, build/vkamsk2019.texi,
truth.json and src/plain.txt (plain text of the source, for check_truth.py)."""
import json, os, re, sys
from html import escape

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
BUILD = os.path.join(ROOT, 'build')
NB = '\u00a0'
CYR2LAT = {'А': 'A', 'В': 'B', 'С': 'C', 'Е': 'E'}
SUBLET = 'абвгдеж'
ROMAN = {'I': 1, 'II': 2, 'III': 3, 'IV': 4, 'V': 5, 'VI': 6, 'VII': 7, 'VIII': 8, 'IX': 9, 'X': 10,
         'XI': 11, 'XII': 12}

# ---------------------------------------------------------------- parse
def parse(src):
    blocks = [b for b in re.split(r'\n\s*\n', src.strip('\n'))]
    nodes = []          # structural nodes in order
    cur = {'kind': 'front', 'heading': None, 'paras': []}
    nodes.append(cur)
    law = sec = item = sub = None
    for b in blocks:
        line = b.rstrip()
        if line.startswith('## '):
            h = line[3:].strip()
            m = re.match(r'ГЛАВА ([IVX]+)\. (.+)$', h)
            if m:
                cur = {'kind': 'chapter', 'number': m.group(1), 'title': m.group(2), 'heading': h}
            elif h == 'ОПРЕДЕЛЕНИЯ':
                cur = {'kind': 'definitions', 'heading': h, 'paras': []}
            else:
                cur = {'kind': 'front', 'heading': h, 'paras': []}
            nodes.append(cur); law = None
            continue
        if line.startswith('### '):
            m = re.match(r'### ПРАВИЛО (\d+)\. (.+)$', line)
            law = m.group(1); sec = item = sub = None
            cur = {'kind': 'law', 'id': law, 'title': m.group(2), 'heading': line[4:], 'paras': []}
            nodes.append(cur); continue
        if line.startswith('#### '):
            m = re.match(r'#### (\S)\. ?(.*)$', line)
            sec = CYR2LAT.get(m.group(1), m.group(1)); item = sub = None
            cur = {'kind': 'section', 'id': law + sec, 'letter': m.group(1), 'title': m.group(2),
                   'heading': line[5:], 'paras': [], 'law': law}
            nodes.append(cur); continue
        m = re.match(r'\[\^(\d+)\]: (.+)$', line, re.S)
        if m:
            nodes.append({'kind': 'footnote', 'law': law, 'n': int(m.group(1)), 'paras': [m.group(2)]})
            continue
        m = re.match(r'(\d+)\.(?: (.+))?$', line, re.S)
        if m and law:
            item = m.group(1); sub = None
            iid = (law + sec + item) if sec else (law + '-' + item)
            cur = {'kind': 'item', 'id': iid, 'label': item + '.', 'level': 1,
                   'paras': [m.group(2)] if m.group(2) else [], 'law': law}
            nodes.append(cur); continue
        m = re.match(r'        \(([ivx]+)\) (.+)$', line, re.S)
        if m:
            base = [n for n in nodes if n['kind'] == 'item' and n['level'] == 2][-1]['id']
            cur = {'kind': 'item', 'id': base + '(' + m.group(1) + ')', 'label': '(' + m.group(1) + ')',
                   'level': 3, 'paras': [m.group(2)], 'law': law}
            nodes.append(cur); continue
        m = re.match(r'    \((\w)\) (.+)$', line, re.S)
        if m:
            base = [n for n in nodes if n['kind'] == 'item' and n['level'] == 1][-1]['id']
            letter = 'abcdefg'[SUBLET.index(m.group(1))]
            cur = {'kind': 'item', 'id': base + '(' + letter + ')', 'label': '(' + m.group(1) + ')',
                   'level': 2, 'paras': [m.group(2)], 'law': law}
            nodes.append(cur); continue
        m = re.match(r'\*\*(.+?)\*\* — (.+)$', line, re.S)
        if m:
            cur = {'kind': 'term', 'term': m.group(1), 'sep': ' — ', 'paras': [m.group(2)]}
            nodes.append(cur); continue
        if line.startswith('|'):
            rows = [[c.strip() for c in r.strip().strip('|').split('|')] for r in line.split('\n')]
            rows = [r for r in rows if not all(re.fullmatch(r'-+', c) for c in r)]
            cur['paras'].append({'table': rows}); continue
        assert not line.startswith(' '), line
        cur['paras'].append(line.replace('\n', ' '))
    return nodes


def ptext(p):
    """plain text of one paragraph (call marks removed; table = cells row by row)"""
    if isinstance(p, dict):
        return ' '.join(c for r in p['table'] for c in r)
    return re.sub(r'\[\^\d+\]', '', p)


def norm(s):
    # collapse ordinary whitespace only: the non-breaking spaces typed in the source stay in the truth
    return re.sub(r'[ \t\n\r]+', ' ', s).strip()


# ---------------------------------------------------------------- refs
REFTOK = r'\d+(?:[A-ZА-Я]\d*(?:\([a-zа-я]\))*(?:\([ivx]+\))?)?'


def latin(ref):
    out = ''.join(CYR2LAT.get(c, c) for c in ref)
    out = re.sub(r'\(([а-я])\)', lambda m: '(' + 'abcdefg'[SUBLET.index(m.group(1))] + ')', out)
    return out


def refs_of(text, law):
    found = []   # (pos, [refs])
    # "Правило 16B1", "Правилам 30, 31 или 32", "Правила 27–32", "Правила 92 и 93", "Правило 53 или 56"
    for m in re.finditer(r'Правил\w*[ ' + NB + r']('  + REFTOK + r'(?:(?:, | и | или |–)' + REFTOK + r')*)', text):
        parts = re.split(r'(, | и | или |–)', m.group(1))
        out = []
        i = 0
        while i < len(parts):
            p = parts[i]
            if i + 2 < len(parts) and parts[i + 1] == '–':
                a, b = int(p), int(parts[i + 2])
                out += [str(x) for x in range(a, b + 1)]
                i += 3
            else:
                if re.fullmatch(REFTOK, p):
                    out.append(latin(p))
                i += 2 if i + 1 < len(parts) else 1
        # skip "пункту С2 Правила 12" (handled below)
        pre = text[:m.start()]
        if re.search(r'пункт\w*[ ' + NB + r'][A-ZА-Я]\d*(?: или [A-ZА-Я]\d*)? $', pre):
            continue
        found.append((m.start(), out))
    # "пункту C2 Правила 12" / "пункта С1 Правила 16"
    for m in re.finditer(r'пункт\w*[ ' + NB + r']([A-ZА-Я]\d*)(?: или ([A-ZА-Я]\d*))? Правила[ ' + NB + r'](\d+)', text):
        out = [m.group(3) + latin(g) for g in m.groups()[:2] if g]
        found.append((m.start(), out))
    # "по пункту B3 этого Правила", "пунктам A и B этого Правила", "п. B3 настоящего Правила"
    for m in re.finditer(r'пункт\w*[ ' + NB + r']([A-ZА-Я]\d*)(?:(?: и | или )([A-ZА-Я]\d*))? (?:этого|настоящего) Правила', text):
        out = [law + latin(g) for g in m.groups() if g]
        found.append((m.start(), out))
    found.sort()
    return [r for _, rs in found for r in rs]


# ---------------------------------------------------------------- truth
def truth(nodes):
    clauses = []
    pending_fn = {}
    fnodes = {(n['law'], n['n']): n for n in nodes if n['kind'] == 'footnote'}
    for n in nodes:
        k = n['kind']
        if k == 'footnote':
            continue
        text = norm(' '.join(ptext(p) for p in n.get('paras', [])))
        law = n.get('law') or n.get('id') if k in ('law', 'section', 'item') else None
        if k == 'front':
            c = {'kind': 'front', 'heading': n['heading'], 'text': text}
        elif k == 'chapter':
            c = {'kind': 'chapter', 'id': 'ch%d' % ROMAN[n['number']], 'number': n['number'], 'title': n['title']}
        elif k == 'definitions':
            c = {'kind': 'definitions', 'heading': n['heading'], 'text': text}
        elif k == 'term':
            c = {'kind': 'term', 'term': n['term'], 'sep': n['sep'], 'text': text}
        elif k == 'law':
            c = {'kind': 'law', 'id': n['id'], 'title': n['title'], 'text': text}
        elif k == 'section':
            c = {'kind': 'section', 'id': n['id'], 'title': n['title'], 'text': text}
        elif k == 'item':
            c = {'kind': 'item', 'id': n['id'], 'text': text}
        c['refs'] = refs_of(text, law) if k != 'chapter' else []
        clauses.append(c)
        for p in n.get('paras', []):
            if isinstance(p, str):
                for fm in re.finditer(r'\[\^(\d+)\]', p):
                    lawid = n.get('law') or n.get('id')
                    f = fnodes[(lawid, int(fm.group(1)))]
                    ft = norm(ptext(f['paras'][0]))
                    clauses.append({'kind': 'footnote', 'law': lawid, 'n': f['n'], 'text': ft,
                                    'refs': refs_of(ft, lawid)})
    return clauses


def plain(nodes):
    out = []
    for n in nodes:
        if n.get('heading'):
            out.append(n['heading'])
        if n['kind'] == 'term':
            out.append(n['term'] + n['sep'] + ptext(n['paras'][0]))
            continue
        if n['kind'] == 'footnote':
            out.append(str(n['n']) + ' ' + ptext(n['paras'][0]))
            continue
        for i, p in enumerate(n.get('paras', [])):
            t = ptext(p)
            if i == 0 and n['kind'] == 'item':
                t = n['label'] + ' ' + t
            out.append(t)
        if n['kind'] == 'item' and not n['paras']:
            out.append(n['label'])
    return '\n\n'.join(out) + '\n'


# ---------------------------------------------------------------- footnote numbering (global, as printed)
def fn_numbers(nodes):
    num = {}
    k = 0
    for n in nodes:
        for p in n.get('paras', []):
            if isinstance(p, str) and n['kind'] != 'footnote':
                for fm in re.finditer(r'\[\^(\d+)\]', p):
                    k += 1
                    num[(n.get('law') or n.get('id'), int(fm.group(1)))] = k
    return num


# ---------------------------------------------------------------- HTML
CSS = """
@page { size: A4; margin: 18mm 20mm 20mm 20mm; }
html { font-family: "DejaVu Serif", "Liberation Serif", serif; font-size: 11pt; line-height: 1.4; }
body { max-width: 46em; margin: 0 auto; padding: 0 1em; text-align: justify; hyphens: auto; -webkit-hyphens: auto; }
.shapka { font-family: "DejaVu Sans", sans-serif; font-size: 9pt; border-bottom: 1px solid #888; padding: .4em 0; text-align: left; }
.titul { text-align: center; margin: 3em 0 2em; hyphens: none; }
.titul h1 { font-size: 20pt; letter-spacing: .05em; margin-bottom: .3em; }
.titul p { margin: .4em 0; text-indent: 0; }
nav.soderzhanie { font-family: "DejaVu Sans", sans-serif; font-size: 9pt; columns: 2; border: 1px solid #ccc; padding: .5em 1em; margin: 1em 0 2em; text-align: left; }
nav.soderzhanie p { margin: .1em 0; }
h2 { font-size: 14pt; text-align: center; margin-top: 2em; break-after: avoid; }
h2.glava { page-break-before: always; }
h3 { font-size: 12pt; margin-top: 1.6em; break-after: avoid; }
h4 { font-size: 11pt; font-style: italic; font-weight: normal; margin: 1em 0 .3em; break-after: avoid; }
p { margin: .3em 0; text-indent: 1.2em; }
p.p1 { text-indent: 0; padding-left: 1.6em; }
p.p1 span.n { display: inline-block; width: 1.6em; margin-left: -1.6em; }
p.p2 { text-indent: 0; padding-left: 3.2em; }
p.p3 { text-indent: 0; padding-left: 4.8em; }
p.term { text-indent: 0; padding-left: 1.2em; margin-left: -1.2em; }
table.zona { border-collapse: collapse; margin: .6em auto; }
table.zona td, table.zona th { border: 1px solid #444; padding: .15em .8em; text-align: left; }
div.snoski { border-top: 1px solid #999; width: 40%; margin-top: 1em; font-size: 9pt; }
div.snoski p { text-indent: 0; }
sup { font-size: 70%; }
footer { margin-top: 3em; border-top: 1px solid #888; font-family: "DejaVu Sans", sans-serif; font-size: 8pt; text-align: center; }
"""


def inline_html(p, num, law):
    t = escape(p, quote=False)
    return re.sub(r'\[\^(\d+)\]', lambda m: '<sup><a href="#sn%d" id="sn%d-v">%d</a></sup>' % (
        num[(law, int(m.group(1)))], num[(law, int(m.group(1)))], num[(law, int(m.group(1)))]), t)


def html(nodes, num):
    o = []
    o.append('<!DOCTYPE html>\n<html lang="ru">\n<head>\n<meta charset="utf-8">\n'
             '<title>Международные правила спортивного бриджа 2017 — ФСБ Верхнекамска</title>\n'
             '<style>' + CSS + '</style>\n</head>\n<body>\n')
    o.append('<div class="shapka"><a href="/">ФСБ Верхнекамска</a> › <a href="/dokumenty/">Документы</a> › '
             'Правила 2017</div>\n')
    laws = [n for n in nodes if n['kind'] in ('law', 'chapter', 'front', 'definitions') and n.get('heading')]
    pending = []

    def flush():
        if pending:
            o.append('<div class="snoski">\n')
            for f in pending:
                k = num[(f['law'], f['n'])]
                o.append('<p id="sn%d"><sup>%d</sup> %s</p>\n' % (k, k, escape(f['paras'][0], quote=False)))
            o.append('</div>\n')
            pending.clear()

    first = True
    for n in nodes:
        k = n['kind']
        law = n.get('law') or n.get('id')
        if k in ('law', 'chapter', 'front', 'definitions') and n.get('heading'):
            flush()
        if k == 'front' and n['heading'] is None:
            o.append('<div class="titul">\n<h1>%s</h1>\n' % escape(n['paras'][0]))
            for p in n['paras'][1:]:
                o.append('<p>%s</p>\n' % escape(p, quote=False))
            o.append('</div>\n')
            o.append('<nav class="soderzhanie">\n<p><b>Содержание</b></p>\n')
            for m in laws:
                if m['kind'] == 'law':
                    o.append('<p><a href="#pravilo-%s">Правило %s. %s</a></p>\n' % (
                        m['id'], m['id'], m['title'].capitalize()))
                else:
                    lab = ('Глава %s. %s' % (m['number'], m['title'].capitalize())) if m['kind'] == 'chapter' else m['heading'].capitalize()
                    o.append('<p><a href="#%s">%s</a></p>\n' % (anchor(m), escape(lab)))
            o.append('</nav>\n')
            continue
        if k in ('front', 'definitions'):
            o.append('<h2 id="%s">%s</h2>\n' % (anchor(n), escape(n['heading'])))
        elif k == 'chapter':
            o.append('<h2 class="glava" id="%s">%s</h2>\n' % (anchor(n), escape(n['heading'])))
            continue
        elif k == 'law':
            o.append('<h3 id="pravilo-%s">%s</h3>\n' % (n['id'], escape(n['heading'])))
        elif k == 'section':
            o.append('<h4 id="p%s">%s</h4>\n' % (n['id'], escape(n['heading'])))
        elif k == 'term':
            o.append('<p class="term"><b>%s</b>%s%s</p>\n' % (escape(n['term']), n['sep'],
                                                             escape(n['paras'][0], quote=False)))
            continue
        elif k == 'footnote':
            pending.append(n)
            continue
        if k == 'item':
            lab = escape(n['label'])
            first_p = inline_html(n['paras'][0], num, law) if n['paras'] else ''
            if n['level'] == 1:
                o.append('<p class="p1" id="p%s"><span class="n">%s</span> %s</p>\n' % (n['id'], lab, first_p))
            else:
                o.append('<p class="p%d">%s %s</p>\n' % (n['level'], lab, first_p))
            continue
        for p in n['paras']:
            if isinstance(p, dict):
                rows = p['table']
                o.append('<table class="zona">\n<tr>%s</tr>\n' % ''.join('<th>%s</th>' % escape(c) for c in rows[0]))
                for r in rows[1:]:
                    o.append('<tr>%s</tr>\n' % ''.join('<td>%s</td>' % escape(c) for c in r))
                o.append('</table>\n')
            else:
                o.append('<p>%s</p>\n' % inline_html(p, num, law))
    flush()
    o.append('<footer><p>© Федерация спортивного бриджа г.\u00a0Верхнекамска, 2019. Перевод не является '
             'официальным.</p><p>Страница обновлена 12.05.2019</p></footer>\n</body>\n</html>\n')
    return ''.join(o)


def anchor(n):
    if n['kind'] == 'chapter':
        return 'glava-%d' % ROMAN[n['number']]
    return {'ПРЕДИСЛОВИЕ': 'predislovie', 'ОПРЕДЕЛЕНИЯ': 'opredeleniya'}[n['heading']]


# ---------------------------------------------------------------- reStructuredText
def rst_esc(t):
    t = t.replace('\\', '\\\\').replace('*', '\\*').replace('`', '\\`').replace('|', '\\|')
    t = re.sub(r'(\w)_(\W|$)', r'\1\\_\2', t)
    return t


def rst_inline(p):
    return re.sub(r'\\?\[\\?\^\d+\]', r'\\ [#]_', rst_esc(p))


def rst(nodes, num):
    o = ['.. header::\n\n   Правила бриджа 2017 · Верхнекамск\n\n'
         '.. footer::\n\n   — ###Page### —\n\n']
    under = {1: '=', 2: '-', 3: '~'}

    def head(t, lvl):
        o.append(t + '\n' + under[lvl] * (len(t) + 2) + '\n\n')
    pending = []

    def flush():
        for f in pending:
            o.append('.. [#] ' + rst_esc(f['paras'][0]) + '\n\n')
        pending.clear()
    for n in nodes:
        k = n['kind']
        if k == 'footnote':
            pending.append(n); continue
        if k in ('law', 'chapter', 'front', 'definitions', 'section'):
            flush()
        if k == 'front' and n['heading'] is None:
            for p in n['paras']:
                o.append('.. class:: titul\n\n' + ('**' + rst_esc(p) + '**' if p == n['paras'][0] else rst_esc(p)) + '\n\n')
            o.append('.. raw:: pdf\n\n   PageBreak\n\n')
            continue
        if k in ('front', 'definitions', 'chapter'):
            if k == 'chapter':
                o.append('.. raw:: pdf\n\n   PageBreak\n\n')
            head(n['heading'], 1)
            if k == 'chapter':
                continue
        elif k == 'law':
            head(n['heading'], 2)
        elif k == 'section':
            head(n['heading'], 3)
        elif k == 'term':
            o.append('**%s**%s%s\n\n' % (rst_esc(n['term']), n['sep'], rst_esc(n['paras'][0])))
            continue
        if k == 'item':
            body = rst_inline(n['paras'][0]) if n['paras'] else ''
            if n['level'] == 1:
                o.append(n['label'] + (' ' + body if body else '') + '\n\n')
            elif n['level'] == 2:
                if n['label'][1] in 'ivx':
                    raise SystemExit('latin sub-item?')
                o.append('   ' + n['label'] + ' ' + body + '\n\n')
            else:
                o.append('      \\' + n['label'] + ' ' + body + '\n\n')
            continue
        for p in n['paras']:
            if isinstance(p, dict):
                rows = p['table']
                o.append('.. list-table::\n   :header-rows: 1\n\n')
                for r in rows:
                    for i, c in enumerate(r):
                        o.append(('   * - ' if i == 0 else '     - ') + rst_esc(c) + '\n')
                o.append('\n')
            else:
                o.append(rst_inline(p) + '\n\n')
    flush()
    return ''.join(o)


# ---------------------------------------------------------------- Texinfo
def texi_esc(t):
    return t.replace('@', '@@').replace('{', '@{').replace('}', '@}')


def texi(nodes, num):
    fnmap = {(n['law'], n['n']): n for n in nodes if n['kind'] == 'footnote'}

    def inl(p, law):
        t = texi_esc(p)
        return re.sub(r'\[\^(\d+)\]', lambda m: '@footnote{' + texi_esc(fnmap[(law, int(m.group(1)))]['paras'][0]) + '}', t)
    # node names
    def nodename(n):
        if n['kind'] == 'law':
            return 'Правило ' + n['id']
        if n['kind'] == 'chapter':
            return 'Глава ' + n['number']
        return n['heading'].capitalize()
    tops = [n for n in nodes if n['kind'] in ('front', 'definitions', 'chapter') and n.get('heading')]
    o = ['\\input texinfo\n@c Сгенерировано из vkamsk2019.md сценарием book.py\n@setfilename vkamsk2019.info\n'
         '@documentencoding UTF-8\n@documentlanguage ru\n'
         '@settitle Международные правила спортивного бриджа 2017\n\n']
    open_lists = []   # stack of 'enumerate' / 'itemize' / 'itemize2'

    def close_to(level):
        while len(open_lists) > level:
            o.append('@end %s\n' % open_lists.pop().rstrip('23'))
    for idx, n in enumerate(nodes):
        k = n['kind']
        law = n.get('law') or n.get('id')
        if k == 'footnote':
            continue
        if k != 'item':
            close_to(0)
        if k == 'front' and n['heading'] is None:
            o.append('@node Top\n@top %s\n\n' % texi_esc(n['paras'][0]))
            for p in n['paras'][1:]:
                o.append('@center ' + texi_esc(p) + '\n')
            o.append('\n@menu\n' + ''.join('* %s::\n' % nodename(t) for t in tops) + '@end menu\n\n')
            continue
        if k in ('front', 'definitions'):
            o.append('@node %s\n@unnumbered %s\n\n' % (nodename(n), texi_esc(n['heading'])))
        elif k == 'chapter':
            o.append('@node %s\n@chapter %s\n\n' % (nodename(n), texi_esc(n['heading'])))
            mine = []
            for m in nodes[idx + 1:]:
                if m['kind'] == 'chapter':
                    break
                if m['kind'] == 'law':
                    mine.append(m)
            o.append('@menu\n' + ''.join('* %s::\n' % nodename(m) for m in mine) + '@end menu\n\n')
            continue
        elif k == 'law':
            o.append('@node %s\n@section %s\n\n' % (nodename(n), texi_esc(n['heading'])))
        elif k == 'section':
            o.append('@subheading %s\n\n' % texi_esc(n['heading']))
        elif k == 'term':
            o.append('@noindent\n@b{%s}%s%s\n\n' % (texi_esc(n['term']), n['sep'], texi_esc(n['paras'][0])))
            continue
        if k == 'item':
            lvl = n['level']
            if lvl == 1:
                close_to(1)
                if not open_lists:
                    o.append('@enumerate %s\n' % n['label'].rstrip('.'))
                    open_lists.append('enumerate')
                o.append('@item\n%s\n' % (inl(n['paras'][0], law) if n['paras'] else ''))
            else:
                close_to(lvl)
                if len(open_lists) < lvl:
                    o.append('@itemize @w{}\n')
                    open_lists.append('itemize%d' % lvl)
                o.append('@item\n%s %s\n' % (texi_esc(n['label']), inl(n['paras'][0], law)))
            continue
        for p in n['paras']:
            if isinstance(p, dict):
                rows = p['table']
                o.append('@multitable {4, 7, 10, 13 xx} {Восток — Запад xx}\n')
                o.append('@headitem ' + ' @tab '.join(texi_esc(c) for c in rows[0]) + '\n')
                for r in rows[1:]:
                    o.append('@item ' + ' @tab '.join(texi_esc(c) for c in r) + '\n')
                o.append('@end multitable\n\n')
            else:
                o.append(inl(p, law) + '\n\n')
    close_to(0)
    o.append('@bye\n')
    return ''.join(o)


def main():
    src = open(os.path.join(HERE, 'vkamsk2019.md'), encoding='utf-8').read()
    nodes = parse(src)
    num = fn_numbers(nodes)
    os.makedirs(BUILD, exist_ok=True)
    cl = truth(nodes)
    t = {'book': 'vkamsk2019', 'kind': 'law', 'edition': 2017,
         'title': 'МЕЖДУНАРОДНЫЕ ПРАВИЛА СПОРТИВНОГО БРИДЖА', 'clauses': cl}
    json.dump(t, open(os.path.join(ROOT, 'truth.json'), 'w', encoding='utf-8'), ensure_ascii=False, indent=1)
    open(os.path.join(HERE, 'plain.txt'), 'w', encoding='utf-8').write(plain(nodes))
    open(os.path.join(BUILD, 'vkamsk2019.html'), 'w', encoding='utf-8').write(html(nodes, num))
    open(os.path.join(BUILD, 'vkamsk2019.rst'), 'w', encoding='utf-8').write(rst(nodes, num))
    open(os.path.join(BUILD, 'vkamsk2019.texi'), 'w', encoding='utf-8').write(texi(nodes, num))
    from collections import Counter
    print(len(cl), dict(Counter(c['kind'] for c in cl)), 'refs', sum(len(c['refs']) for c in cl))


if __name__ == '__main__':
    main()
