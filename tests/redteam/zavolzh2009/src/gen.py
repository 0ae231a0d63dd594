#!/usr/bin/env python3
"""Reads src/book.txt (the typist's draft) and writes
   - src/html/*.htm : the book as 13 HTML pages in windows-1251 (THE source of every rendering)
   - src/chm/zavolzh2009.hhp/.hhc/.hhk : the CHM project (windows-1251)
   - truth.json
"""
import json, os, re, html, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
LOOK = {'А': 'A', 'В': 'B', 'С': 'C', 'Е': 'E', 'Н': 'H', 'К': 'K', 'М': 'M', 'О': 'O', 'Р': 'P', 'Т': 'T', 'Х': 'X'}
POS = {'а': 'a', 'б': 'b', 'в': 'c', 'г': 'd', 'д': 'e', 'е': 'f'}
ROMAN = {'I': 1, 'II': 2, 'III': 3, 'IV': 4, 'V': 5, 'VI': 6, 'VII': 7, 'VIII': 8, 'IX': 9, 'X': 10, 'XI': 11}
CALL = '[*]'


def parse(path):
    """-> list of blocks (page structure) ; each block dict with kind and paras"""
    blocks = []
    cur = None
    table = None
    for line in open(path, encoding='utf-8'):
        line = line.rstrip('\n')
        if not line.strip():
            continue
        if table is not None:
            if line == '%ENDTABLE':
                cur['paras'].append(('table', table))
                table = None
            else:
                table.append(line.split('|'))
            continue
        if line == '%TABLE':
            table = []
            continue
        if line.startswith('@'):
            cur['refs'] = line[1:].split()
            continue
        if line.startswith('%'):
            tag, _, rest = line[1:].partition(' ')
            b = {'tag': tag, 'paras': [], 'refs': []}
            if tag in ('CHAPTER', 'LAW', 'SEC'):
                a, _, t = rest.partition(' | ')
                b['key'], b['title'] = a.strip(), t.strip()
            elif tag in ('I', 'S', 'R'):
                a, _, t = rest.partition(' ')
                b['key'] = a
                if t:
                    b['paras'].append(t)
            elif tag in ('FRONT', 'DEFS'):
                b['title'] = rest
            elif tag == 'FN':
                b['paras'].append(rest)
            blocks.append(b)
            cur = b
            continue
        if line.startswith('= '):
            term, sep, d = line[2:].partition(' — ')
            b = {'tag': 'TERM', 'term': term, 'sep': ' — ', 'paras': [d], 'refs': []}
            blocks.append(b)
            cur = b
            continue
        cur['paras'].append(line)
    return blocks


def ptext(paras):
    out = []
    for p in paras:
        if isinstance(p, tuple):
            for row in p[1]:
                out.extend(c for c in row)
        else:
            out.append(p)
    return ' '.join(out).replace(CALL, '')


def truth(blocks):
    clauses = []
    law = sec = item = sub = None
    has_sec = {}
    # which laws have sections
    L = None
    for b in blocks:
        if b['tag'] == 'LAW':
            L = b['key']; has_sec[L] = False
        if b['tag'] == 'SEC':
            has_sec[L] = True
    fncount = {}
    pending_fn = []
    call_index = {}
    for b in blocks:
        t = b['tag']
        txt = ptext(b['paras'])
        c = None
        if t == 'TITLE':
            c = {'kind': 'front', 'heading': None, 'text': txt}
        elif t == 'FRONT':
            c = {'kind': 'front', 'heading': b['title'], 'text': txt}
        elif t == 'DEFS':
            c = {'kind': 'definitions', 'heading': b['title'], 'text': txt}
        elif t == 'TERM':
            c = {'kind': 'term', 'term': b['term'], 'sep': b['sep'], 'text': txt}
        elif t == 'CHAPTER':
            c = {'kind': 'chapter', 'id': 'ch%d' % ROMAN[b['key']], 'number': b['key'], 'title': b['title']}
        elif t == 'LAW':
            law = b['key']; sec = item = sub = None
            c = {'kind': 'law', 'id': law, 'title': b['title'], 'text': txt}
        elif t == 'SEC':
            sec = LOOK.get(b['key'], b['key']); item = sub = None
            c = {'kind': 'section', 'id': law + sec, 'title': b['title'], 'text': txt}
        elif t == 'I':
            item = (law + sec + b['key']) if has_sec[law] else (law + '-' + b['key']); sub = None
            c = {'kind': 'item', 'id': item, 'text': txt}
        elif t == 'S':
            sub = item + '(%s)' % POS.get(b['key'], b['key'])
            c = {'kind': 'item', 'id': sub, 'text': txt}
        elif t == 'R':
            c = {'kind': 'item', 'id': (sub or item) + '(%s)' % b['key'], 'text': txt}
        elif t == 'FN':
            fncount[law] = fncount.get(law, 0) + 1
            c = {'kind': 'footnote', 'law': law, 'n': fncount[law], 'text': txt}
        if c is None:
            sys.exit('bad block %r' % b)
        if t != 'CHAPTER':
            c['refs'] = b['refs']
        b['clause'] = c
        if t == 'FN':
            # footnote clause goes right after the clause holding its call
            idx = max(i for i, (bb, cc) in enumerate(clauses) if bb.get('law') == law and CALL in ''.join(p for p in bb['paras'] if isinstance(p, str)) and not bb.get('fn_done'))
            clauses[idx][0]['fn_done'] = True
            clauses.insert(idx + 1, ({'law': law, 'paras': []}, c))
        else:
            b['law'] = law
            clauses.append((b, c))
    return [c for _, c in clauses]


# ---------------------------------------------------------------- HTML
def esc(s):
    s = html.escape(s, quote=False)
    s = s.replace(CALL, '<sup>*</sup>')
    return s


PAGES = []  # (file, title)


def page_html(title, body, prev, nxt):
    nav = ['<a href="index.htm">Содержание</a>']
    nav.append('<a href="%s">&lt;&lt; Назад</a>' % prev if prev else '&lt;&lt; Назад')
    nav.append('<a href="%s">Вперёд &gt;&gt;</a>' % nxt if nxt else 'Вперёд &gt;&gt;')
    return ('<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">\n<html>\n<head>\n'
            '<meta http-equiv="Content-Type" content="text/html; charset=windows-1251">\n'
            '<title>%s</title>\n<link rel="stylesheet" type="text/css" href="style.css">\n</head>\n<body>\n'
            '<div class="nav">%s</div>\n<hr>\n%s\n<hr>\n<div class="nav">%s</div>\n'
            '<div class="foot">&copy; Заволжская краевая федерация бриджа, 2009</div>\n</body>\n</html>\n'
            % (html.escape(title), ' | '.join(nav), body, ' | '.join(nav)))


def render(blocks):
    pages = []  # [file, title, [lines], toc entries]
    cur = None
    lawfn = []
    lawno = None

    def flush_fn():
        if lawfn:
            cur[2].append('<hr class="fn" width="30%" align="left">')
            for f in lawfn:
                cur[2].append('<p class="snoska"><sup>*</sup> %s</p>' % esc(f))
            lawfn.clear()

    for b in blocks:
        t = b['tag']
        if t in ('TITLE', 'FRONT', 'DEFS', 'CHAPTER'):
            flush_fn()
            if t == 'TITLE':
                cur = ['index.htm', 'Титульный лист', [], []]
            elif t == 'FRONT':
                cur = ['predislovie.htm', 'Предисловие', [], []]
            elif t == 'DEFS':
                cur = ['opredelenia.htm', 'Определения', [], []]
            else:
                n = ROMAN[b['key']]
                cur = ['glava%02d.htm' % n, 'Глава %s. %s' % (b['key'], b['title'].capitalize()), [], []]
            pages.append(cur)
        L = cur[2]
        if t == 'TITLE':
            cls = ['org', 'title', 'red', 'sub', 'per', 'per', 'imp', 'ver']
            for i, p in enumerate(b['paras']):
                tag = 'h1' if cls[i] == 'title' else 'p'
                L.append('<%s class="t-%s">%s</%s>' % (tag, cls[i], esc(p), tag))
        elif t in ('FRONT', 'DEFS'):
            L.append('<h2>%s</h2>' % esc(b['title']))
            for p in b['paras']:
                L.append('<p>%s</p>' % esc(p))
        elif t == 'TERM':
            L.append('<p class="term"><b>%s</b>%s%s</p>' % (esc(b['term']), esc(b['sep']).replace(' — ', ' &mdash; '), esc(b['paras'][0])))
        elif t == 'CHAPTER':
            L.append('<h2 class="glava">ГЛАВА %s</h2>' % b['key'])
            L.append('<h2 class="glava-nazv">%s</h2>' % esc(b['title']))
        elif t == 'LAW':
            flush_fn()
            lawno = b['key']
            L.append('<h3 class="pravilo"><a name="p%s" id="p%s">ПРАВИЛО %s</a></h3>' % (lawno, lawno, lawno))
            L.append('<h4 class="nazv">%s</h4>' % esc(b['title']))
            cur[3].append(('Правило %s. %s' % (lawno, b['title'].capitalize()), '%s#p%s' % (cur[0], lawno), lawno, b['title']))
        elif t == 'SEC':
            L.append('<p class="razdel"><b>%s. %s</b></p>' % (b['key'], esc(b['title'])))
        if t in ('LAW', 'SEC', 'I', 'S', 'R'):
            first = True
            paras = b['paras'] or ([''] if t != 'LAW' and t != 'SEC' else [])
            for p in paras:
                if isinstance(p, tuple):
                    rows = p[1]
                    L.append('<table class="tabl" border="1" cellspacing="0" cellpadding="3">')
                    for ri, row in enumerate(rows):
                        td = 'th' if ri == 0 else 'td'
                        L.append('<tr>' + ''.join('<%s>%s</%s>' % (td, esc(c), td) for c in row) + '</tr>')
                    L.append('</table>')
                    continue
                lab = ''
                if first and t == 'I':
                    lab = '%s. ' % b['key']
                elif first and t == 'S':
                    lab = '(%s) ' % b['key']
                elif first and t == 'R':
                    lab = '(%s) ' % b['key']
                cls = {'LAW': 'txt', 'SEC': 'txt', 'I': 'punkt', 'S': 'podp', 'R': 'podp2'}[t]
                L.append('<p class="%s">%s%s</p>' % (cls, lab, esc(p).replace(' — ', ' &mdash; ')) if p or lab else '')
                first = False
        if t == 'FN':
            lawfn.append(b['paras'][0])
    flush_fn()
    return pages


CSS = """body { font-family: "Times New Roman", serif; font-size: 12pt; margin: 1em 2em; }
h1.t-title { text-align: center; font-size: 18pt; }
p.t-org, p.t-red, p.t-sub, p.t-per, p.t-imp, p.t-ver { text-align: center; }
h2 { text-align: center; font-size: 14pt; }
h3.pravilo { text-align: center; font-size: 13pt; margin-bottom: 0; }
h4.nazv { text-align: center; font-size: 12pt; margin-top: 0.2em; }
p.txt, p.punkt { text-indent: 1.5em; text-align: justify; margin: 0.2em 0; }
p.podp { margin: 0.2em 0 0.2em 2.5em; text-align: justify; }
p.podp2 { margin: 0.2em 0 0.2em 4em; }
p.razdel { margin: 0.8em 0 0.2em 0; }
p.snoska { font-size: 10pt; }
div.nav { font-size: 9pt; text-align: center; }
div.foot { font-size: 8pt; text-align: center; color: #666; }
table.tabl { margin: 0.5em auto; border-collapse: collapse; }
"""


def cp(s):
    return s.encode('cp1251', 'xmlcharrefreplace')


def fix_entities(s):
    return s.replace('♠', '&spades;').replace('♥', '&hearts;').replace('♦', '&diams;').replace('♣', '&clubs;')


def main():
    blocks = parse(os.path.join(HERE, 'book.txt'))
    tr = truth(blocks)
    book = {'book': 'zavolzh2009', 'kind': 'law', 'edition': 2007,
            'title': 'МЕЖДУНАРОДНЫЕ ПРАВИЛА ДУПЛЕТНОГО БРИДЖА', 'clauses': tr}
    with open(os.path.join(ROOT, 'truth.json'), 'w', encoding='utf-8') as f:
        json.dump(book, f, ensure_ascii=False, indent=1)
        f.write('\n')
    pages = render(blocks)
    hd = os.path.join(HERE, 'html')
    os.makedirs(hd, exist_ok=True)
    for old in os.listdir(hd):                       # no stale pages
        os.remove(os.path.join(hd, old))
    for i, (fn, title, lines, _) in enumerate(pages):
        prev = pages[i - 1][0] if i else None
        nxt = pages[i + 1][0] if i + 1 < len(pages) else None
        body = '\n'.join(l for l in lines if l)
        doc = page_html(title + ' — Правила дуплетного бриджа 2007', fix_entities(body), prev, nxt)
        open(os.path.join(hd, fn), 'wb').write(cp(doc))
    open(os.path.join(hd, 'style.css'), 'w', encoding='ascii').write(CSS)
    # CHM project
    cd = os.path.join(HERE, 'chm')
    os.makedirs(cd, exist_ok=True)
    obj = lambda name, local: ('<LI> <OBJECT type="text/sitemap">\n<param name="Name" value="%s">\n'
                               '<param name="Local" value="%s">\n</OBJECT>\n' % (html.escape(name), local))
    hhc = ['<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML//EN">\n<HTML>\n<HEAD>\n'
           '<meta http-equiv="Content-Type" content="text/html; charset=windows-1251">\n</HEAD><BODY>\n'
           '<OBJECT type="text/site properties">\n<param name="Window Styles" value="0x800025">\n</OBJECT>\n<UL>\n']
    hhk = ['<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML//EN">\n<HTML>\n<HEAD>\n'
           '<meta http-equiv="Content-Type" content="text/html; charset=windows-1251">\n</HEAD><BODY>\n<UL>\n']
    keys = []
    for fn, title, lines, toc in pages:
        hhc.append(obj(title, 'html/' + fn))
        if toc:
            hhc.append('<UL>\n')
            for name, loc, no, t in toc:
                hhc.append(obj(name, 'html/' + loc))
                keys.append((t.capitalize() + ' (Правило %s)' % no, 'html/' + loc))
                keys.append(('Правило %s' % no, 'html/' + loc))
            hhc.append('</UL>\n')
    for b in blocks:
        if b['tag'] == 'TERM':
            keys.append((b['term'], 'html/opredelenia.htm'))
    keys.sort(key=lambda k: k[0].lower())
    for k, loc in keys:
        hhk.append(obj(k, loc))
    hhc.append('</UL>\n</BODY></HTML>\n')
    hhk.append('</UL>\n</BODY></HTML>\n')
    open(os.path.join(cd, 'zavolzh2009.hhc'), 'wb').write(cp(''.join(hhc)))
    open(os.path.join(cd, 'zavolzh2009.hhk'), 'wb').write(cp(''.join(hhk)))
    files = '\n'.join('html/' + p[0] for p in pages) + '\nhtml/style.css\n'
    hhp = ('[OPTIONS]\r\nCompatibility=1.1 or later\r\nCompiled file=zavolzh2009.chm\r\n'
           'Contents file=zavolzh2009.hhc\r\nIndex file=zavolzh2009.hhk\r\nDefault topic=html/index.htm\r\n'
           'Display compile progress=No\r\nFull-text search=Yes\r\nLanguage=0x419 Русский\r\n'
           'Title=Международные правила дуплетного бриджа 2007 (ЗКФБ, 2009)\r\n\r\n[FILES]\r\n' + files.replace('\n', '\r\n'))
    open(os.path.join(cd, 'zavolzh2009.hhp'), 'wb').write(cp(hhp))
    n = {}
    for c in tr:
        n[c['kind']] = n.get(c['kind'], 0) + 1
    print(len(tr), 'clauses', n, 'refs', sum(len(c.get('refs', [])) for c in tr))


if __name__ == '__main__':
    main()
