#!/usr/bin/env python3
"""Reads src/book.src (the one hand-written source) and writes: truth.json, src/plain.txt,
build/book.html + build/title.html (htmldoc), build/book.ms (groff -ms), build/book.md (pandoc -> ConTeXt),
build/jekyll/ (Jekyll site source)."""
import json, re, os, html, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
B = os.path.join(ROOT, 'build')
LAT = {'А': 'A', 'В': 'B', 'С': 'C', 'Е': 'E', 'а': 'a', 'б': 'b', 'в': 'c', 'г': 'd'}
FN = re.compile(r'\[\^(\d+)\]')
REFS = re.compile(r'\s*⟦([^⟧]*)⟧\s*$')

def parse():
    recs = []  # raw records with paragraphs
    for line in open(os.path.join(HERE, 'book.src'), encoding='utf-8'):
        line = line.rstrip('\n')
        if not line.strip():
            continue
        refs = []
        m = REFS.search(line)
        if m:
            refs = [r.strip() for r in m.group(1).split(',') if r.strip()]
            line = line[:m.start()]
        if line.startswith('@'):
            tag, _, rest = line[1:].partition(' ')
            recs.append({'tag': tag, 'args': rest.split('|') if rest else [], 'paras': [], 'refs': refs, 'rows': []})
            if tag in ('term', 'sec', 'item', 'sub', 'subsub', 'fn'):
                recs[-1]['paras'].append(recs[-1]['args'][-1])
            if tag in ('table', 'row'):
                recs[-1]['rows'].append(rest.split('|'))
        elif line.startswith('+ '):
            recs[-1]['paras'].append(line[2:]); recs[-1]['refs'] += refs
        else:
            recs[-1]['paras'].append(line); recs[-1]['refs'] += refs
    # merge table/row/cont into the preceding law record
    out = []
    for r in recs:
        if r['tag'] in ('table', 'row'):
            out[-1].setdefault('table', []).append(r['rows'][0])
            out[-1]['paras'].append(('CELLS', r['rows'][0]))
        elif r['tag'] == 'cont':
            out[-1]['paras'].append(r['args'][0]); out[-1]['refs'] += r['refs']
        else:
            out.append(r)
    return out

def plain(p):
    if isinstance(p, tuple):
        return ' '.join(p[1])
    return FN.sub('', p)

def truth(recs):
    cl = []; law = sec = item = sub = None; fnn = {}
    for r in recs:
        t, a = r['tag'], r['args']
        text = ' '.join(plain(p) for p in r['paras'])
        if t == 'title':
            c = {'kind': 'front', 'heading': None, 'text': text}
        elif t == 'front':
            c = {'kind': 'front', 'heading': a[0], 'text': text}
        elif t == 'defs':
            c = {'kind': 'definitions', 'heading': a[0], 'text': text}
        elif t == 'term':
            c = {'kind': 'term', 'term': a[0], 'sep': a[1], 'text': a[2]}
        elif t == 'chapter':
            c = {'kind': 'chapter', 'id': 'ch' + a[0], 'number': a[1], 'title': a[2]}
        elif t == 'law':
            law = a[0]; sec = item = sub = None
            c = {'kind': 'law', 'id': law, 'title': a[1], 'text': text}
        elif t == 'sec':
            sec = a[0]; item = sub = None
            c = {'kind': 'section', 'id': law + sec, 'title': a[2], 'text': text}
        elif t == 'item':
            item = a[0]; sub = None
            c = {'kind': 'item', 'id': (law + sec + item) if sec else f'{law}-{item}', 'text': text}
        elif t == 'sub':
            sub = a[0]
            c = {'kind': 'item', 'id': (law + (sec or '') + item) + f'({sub})', 'text': text}
        elif t == 'subsub':
            c = {'kind': 'item', 'id': (law + (sec or '') + item) + f'({sub})({a[0]})', 'text': text}
        elif t == 'fn':
            fnn[law] = fnn.get(law, 0) + 1
            c = {'kind': 'footnote', 'law': law, 'n': fnn[law], 'text': text}
        else:
            sys.exit('unknown tag ' + t)
        if t not in ('chapter',):
            c['refs'] = r['refs']
        cl.append(c)
    return cl

def esc(s):
    return html.escape(s, quote=False)

def hpara(p, fnmark='sup'):
    if isinstance(p, tuple):
        return None
    return FN.sub(lambda m: f'<sup>{m.group(1)}</sup>', esc(p))

def html_body(recs, jekyll=False):
    """list of (chapter_key, html) chunks"""
    chunks = []; cur = []
    key = 'front'; fn = {}; law = None
    def flush():
        if cur: chunks.append((key, '\n'.join(cur)))
    for r in recs:
        t, a, ps = r['tag'], r['args'], r['paras']
        if t == 'title':
            continue
        if t in ('front', 'defs', 'chapter'):
            flush(); cur = []
            key = {'front': 'predislovie', 'defs': 'opredeleniya'}.get(t, 'glava-' + a[0] if t == 'chapter' else '')
            head = a[0] if t != 'chapter' else f'Глава {a[1]}. {a[2]}'
            if not jekyll:
                cur.append(f'<h1>{esc(head)}</h1>')
            for p in ps:
                cur.append(f'<p>{hpara(p)}</p>')
            continue
        if t == 'term':
            cur.append(f'<p><b>{esc(a[0])}</b>{esc(a[1])}{hpara(a[2])}</p>')
        elif t == 'law':
            law = a[0]
            cur.append(f'<h2>Закон {a[0]}<br>\n{esc(a[1])}</h2>')
            tbl = []
            for p in ps:
                if isinstance(p, tuple):
                    tbl.append(p[1])
                else:
                    if tbl:
                        cur.append(table_html(tbl)); tbl = []
                    cur.append(f'<p>{hpara(p)}</p>')
            if tbl: cur.append(table_html(tbl))
        elif t == 'sec':
            cur.append(f'<p><b>{esc(a[1])}. {esc(a[2])}</b></p>')
            if a[3]: cur.append(f'<p>{hpara(a[3])}</p>')
        elif t == 'item':
            cur.append(f'<p>{esc(a[0])}. {hpara(a[1])}</p>')
        elif t == 'sub':
            cur.append(f'<blockquote><p>{esc(a[1])}) {hpara(a[2])}</p></blockquote>')
        elif t == 'subsub':
            cur.append(f'<blockquote><blockquote><p>({esc(a[0])}) {hpara(a[1])}</p></blockquote></blockquote>')
        elif t == 'fn':
            fn[law] = fn.get(law, 0) + 1
            cur.append(f'<p><small><sup>{fn[law]}</sup> {hpara(a[0])}</small></p>')
    flush()
    return chunks

def table_html(rows):
    h = ['<table border="1" cellpadding="3">']
    for i, row in enumerate(rows):
        tag = 'th' if i == 0 else 'td'
        h.append('<tr>' + ''.join(f'<{tag}>{esc(c)}</{tag}>' for c in row) + '</tr>')
    h.append('</table>')
    return '\n'.join(h)

def title_lines(recs):
    return recs[0]['paras']

def write_html(recs):
    tl = title_lines(recs)
    with open(os.path.join(B, 'title.html'), 'w', encoding='utf-8') as f:
        f.write('<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>Законы спортивного бриджа</title></head><body>\n')
        f.write(f'<h1 align="center">{esc(tl[0])}</h1>\n<p align="center"><b>{esc(tl[1])}</b></p>\n<br><br><br><br>\n')
        for l in tl[2:]:
            f.write(f'<p align="center">{esc(l)}</p>\n')
        f.write('</body></html>\n')
    with open(os.path.join(B, 'book.html'), 'w', encoding='utf-8') as f:
        f.write('<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">\n'
                '<title>Законы спортивного бриджа 2007</title>\n<meta name="author" content="Школа бриджа «Волжский шлем»">\n</head><body>\n')
        for k, h in html_body(recs):
            f.write(h + '\n')
        f.write('</body></html>\n')

def write_jekyll(recs):
    J = os.path.join(B, 'jekyll'); os.makedirs(J, exist_ok=True)
    tl = title_lines(recs)
    open(os.path.join(J, '_config.yml'), 'w', encoding='utf-8').write(
        'title: "Школа бриджа «Волжский шлем»"\nemail: volzhsky-shlem@example.ru\n'
        'description: "Законы спортивного бриджа 2007 года в изложении для слушателей школы."\n'
        'baseurl: ""\nurl: ""\ntheme: minima\nlang: ru\n')
    idx = ['---', 'layout: default', '---'] + [f'<p><b>{esc(tl[0])}</b></p>'] + [f'<p>{esc(l)}</p>' for l in tl[1:]]
    open(os.path.join(J, 'index.html'), 'w', encoding='utf-8').write('\n'.join(idx) + '\n')
    titles = {}
    for r in recs:
        if r['tag'] == 'front': titles['predislovie'] = r['args'][0]
        if r['tag'] == 'defs': titles['opredeleniya'] = r['args'][0]
        if r['tag'] == 'chapter': titles['glava-' + r['args'][0]] = f'Глава {r["args"][1]}. {r["args"][2]}'
    for i, (k, h) in enumerate(html_body(recs, jekyll=True)):
        fm = f'---\nlayout: page\ntitle: "{titles[k]}"\npermalink: /{k}/\n---\n'
        open(os.path.join(J, f'{i:02d}-{k}.html'), 'w', encoding='utf-8').write(fm + h + '\n')

def ms_esc(s):
    s = s.replace('\\', '\\e')
    s = FN.sub(r'\\**', s)
    if s.startswith(('.', "'")): s = '\\&' + s
    return s

def write_ms(recs):
    o = ['.\\" Законы спортивного бриджа 2007 — версия для groff -ms', '.ds LH Школа «Волжский шлем»', '.ds CH', '.ds RH Законы 2007 года',
         '.ds CF \\- % \\-', '.nr PS 10', '.nr HM 1i']
    tl = title_lines(recs)
    o += ['.TL', tl[0], '.LP', '.ce 100'] + [l + '\n.sp' if i == 0 else l for i, l in enumerate(tl[1:])] + ['.ce 0', '.bp']
    pending_fn = []
    for r in recs:
        t, a, ps = r['tag'], r['args'], r['paras']
        if t == 'title': continue
        if t in ('front', 'defs', 'chapter'):
            head = a[0] if t != 'chapter' else f'Глава {a[1]}. {a[2]}'
            o += ['.SH', head]
            for p in ps: o += ['.PP', ms_esc(p)]
        elif t == 'term':
            o += ['.LP', f'\\fB{ms_esc(a[0])}\\fP{a[1]}{ms_esc(a[2])}']
        elif t == 'law':
            o += ['.SH', f'Закон {a[0]}', '.br', a[1]]
            tbl = []
            for p in ps:
                if isinstance(p, tuple): tbl.append(p[1]); continue
                if tbl: o += ms_table(tbl); tbl = []
                o += ['.PP', ms_esc(p)]
            if tbl: o += ms_table(tbl)
        elif t == 'sec':
            o += ['.LP', f'\\fB{a[1]}. {ms_esc(a[2])}\\fP']
            if a[3]: o += ['.PP', ms_esc(a[3])]
        elif t == 'item':
            o += ['.IP ' + a[0] + '. 4', ms_esc(a[1])]
        elif t == 'sub':
            o += ['.RS', '.IP ' + a[1] + ') 4', ms_esc(a[2]), '.RE']
        elif t == 'subsub':
            o += ['.RS', '.RS', f'.IP ({a[0]}) 4', ms_esc(a[1]), '.RE', '.RE']
        elif t == 'fn':
            # the footnote text goes right after the line that holds the call
            o += ['.FS', ms_esc(a[0]), '.FE']
    open(os.path.join(B, 'book.ms'), 'w', encoding='utf-8').write('\n'.join(o) + '\n')

def ms_table(rows):
    o = ['.TS', 'l l.']
    for i, row in enumerate(rows):
        o.append('\t'.join(row))
    o.append('.TE')
    return o

def md_esc(s):
    s = re.sub(r'([*_\\`])', r'\\\1', s)
    s = re.sub(r'^(\d+)\.', r'\1\\.', s)
    return s

def write_md(recs):
    o = []
    tl = title_lines(recs)
    o += ['::: titlepage'] + ['| ' + md_esc(l) for l in tl] + [':::', '']
    fncount = 0; notes = []
    def fnconv(s):
        nonlocal fncount
        def rep(m):
            nonlocal fncount
            fncount += 1
            return f'[^n{fncount}]'
        return FN.sub(rep, s)
    for r in recs:
        t, a, ps = r['tag'], r['args'], r['paras']
        if t == 'title': continue
        if t in ('front', 'defs', 'chapter'):
            head = a[0] if t != 'chapter' else f'Глава {a[1]}. {a[2]}'
            o += [f'# {head}', '']
            for p in ps: o += [md_esc(p), '']
        elif t == 'term':
            o += [f'**{md_esc(a[0])}**{a[1]}{md_esc(a[2])}', '']
        elif t == 'law':
            o += [f'## Закон {a[0]}', '', f'**{a[1]}**', '']
            tbl = []
            for p in ps:
                if isinstance(p, tuple): tbl.append(p[1]); continue
                if tbl: o += md_table(tbl); tbl = []
                o += [fnconv(md_esc(p)), '']
            if tbl: o += md_table(tbl)
        elif t == 'sec':
            o += [f'**{a[1]}. {md_esc(a[2])}**', '']
            if a[3]: o += [fnconv(md_esc(a[3])), '']
        elif t == 'item':
            o += [f'{a[0]}\\. {fnconv(md_esc(a[1]))}', '']
        elif t == 'sub':
            o += [f'> {a[1]}) {fnconv(md_esc(a[2]))}', '']
        elif t == 'subsub':
            o += [f'> > ({a[0]}) {fnconv(md_esc(a[1]))}', '']
        elif t == 'fn':
            o += [f'[^n{fncount}]: {md_esc(a[0])}', '']
    open(os.path.join(B, 'book.md'), 'w', encoding='utf-8').write('\n'.join(o) + '\n')

def md_table(rows):
    o = ['| ' + ' | '.join(rows[0]) + ' |', '|' + '---|' * len(rows[0])]
    o += ['| ' + ' | '.join(r) + ' |' for r in rows[1:]]
    return o + ['']

def plain_text(recs):
    """the source's plain text: every record's words as a reader of the source sees them"""
    L = []
    for r in recs:
        t, a = r['tag'], r['args']
        if t in ('front', 'defs'): L.append(a[0])
        if t == 'chapter': L.append(f'Глава {a[1]}. {a[2]}')
        if t == 'law': L += [f'Закон {a[0]}', a[1]]
        if t == 'sec': L.append(f'{a[1]}. {a[2]}'); L.append(a[3]) if a[3] else None; continue
        if t == 'term': L.append(a[0] + a[1] + a[2]); continue
        if t == 'item': L.append(f'{a[0]}. ' + plain(a[1])); continue
        if t == 'sub': L.append(f'{a[1]}) ' + plain(a[2])); continue
        if t == 'subsub': L.append(f'({a[0]}) ' + plain(a[1])); continue
        L += [plain(p) for p in r['paras']]
    return '\n'.join(L) + '\n'

if __name__ == '__main__':
    os.makedirs(B, exist_ok=True)
    recs = parse()
    cl = truth(recs)
    doc = {'book': 'privolga2009', 'kind': 'law', 'edition': 2007,
           'title': 'ЗАКОНЫ СПОРТИВНОГО БРИДЖА', 'clauses': cl}
    json.dump(doc, open(os.path.join(ROOT, 'truth.json'), 'w', encoding='utf-8'), ensure_ascii=False, indent=1)
    open(os.path.join(HERE, 'plain.txt'), 'w', encoding='utf-8').write(plain_text(recs))
    write_html(recs); write_jekyll(recs); write_ms(recs); write_md(recs)
    from collections import Counter
    print(len(cl), dict(Counter(c['kind'] for c in cl)), 'refs', sum(len(c.get('refs', [])) for c in cl))
