#!/usr/bin/env python3
"""Writes the per-tool inputs from src/vestnik2018.txt:
  render.py md OUT.md          Markdown for pandoc (RTF, EPUB)
  render.py koi OUT            the FIDO/BBS text PRAVILA.KOI (KOI8-R, 72 columns, pages with form feeds)
  render.py site DIR           the old hand-written web site (KOI8-R, one page per chapter)
  render.py print OUT.html     the site's «версия для печати» (UTF-8) for Chromium's print-to-pdf
"""
import sys, os, re, textwrap
from html import escape as hesc
from book import parse, CALL, koi

nodes = parse()
FN = {}
_law = None
for _n in nodes:
    if _n['kind'] == 'law':
        _law = _n['id']
    if _n['kind'] == 'footnote':
        FN.setdefault(_law, {})[_n['n']] = _n['paras'][0]
TITLE_LINES = nodes[0]['paras']


# ------------------------------------------------------------------ Markdown
def md_esc(s):
    s = s.replace('\\', '\\\\').replace('*', '\\*').replace('_', '\\_')
    return s


def md(dest):
    out = []
    law = None
    for n in nodes:
        k = n['kind']
        fix = lambda s: CALL.sub(lambda m: '[^l%sn%s]' % (law, m.group(1)), md_esc(s))
        if k == 'front' and n['heading'] is None:
            out.append('::: {.titlepage}')
            out.append('\\\n'.join(md_esc(l) for l in n['paras']))
            out.append(':::')
        elif k in ('front', 'definitions'):
            out.append('# %s' % n['heading'])
            out.extend(fix(p) for p in n['paras'])
        elif k == 'term':
            out.append('**%s**%s%s' % (n['term'], n['sep'], fix(n['paras'][0])))
        elif k == 'chapter':
            out.append('# Глава %s. %s' % (n['number'], n['title']))
        elif k == 'law':
            law = n['id']
            out.append('## Правило %s. %s' % (law, n['title']))
            out.extend(fix(p) for p in n['paras'])
        elif k == 'section':
            out.append('### %s. %s' % (n['letter'], n['title']))
            out.extend(fix(p) for p in n['paras'])
        elif k == 'item':
            lab = n['label'].replace('.', '\\.').replace('(', '\\(')
            q = '> ' * (n['depth'] - 1)
            out.append(q + lab + ' ' + fix(n['paras'][0]))
            out.extend(q + fix(p) for p in n['paras'][1:])
        elif k == 'footnote':
            out.append('[^l%sn%s]: %s' % (n['law'], n['n'], md_esc(n['paras'][0])))
    open(dest, 'w', encoding='utf-8').write('\n\n'.join(out) + '\n')


# ------------------------------------------------------------------ FIDO text
W = 72
PAGE = 60      # lines of text per page, then the footer and a form feed


def koi_text(dest):
    body = []   # logical lines
    law = None

    def wrap(text, indent='', first=None):
        first = indent if first is None else first
        return textwrap.wrap(text, W, initial_indent=first, subsequent_indent=indent) or ['']

    def stars(s):
        return CALL.sub(lambda m: '*' * int(m.group(1)), s)
    for n in nodes:
        k = n['kind']
        if k == 'front' and n['heading'] is None:
            body += ['', '']
            for l in n['paras']:
                body.append(koi(l).center(W).rstrip())
                body.append('')
            body += ['']
        elif k in ('front', 'definitions'):
            body += ['', n['heading'].center(W).rstrip(), '']
            for p in n['paras']:
                body += wrap(koi(p), '', '   ')
        elif k == 'term':
            body += wrap(koi(n['term'] + n['sep'] + n['paras'][0]), '     ', '')
        elif k == 'chapter':
            h = 'ГЛАВА %s. %s' % (n['number'], n['title'].upper())
            body += ['', '', h.center(W).rstrip(), ('=' * len(h)).center(W).rstrip(), '']
        elif k == 'law':
            law = n['id']
            body += ['', ('Правило %s' % law).center(W).rstrip(), koi(n['title']).center(W).rstrip(), '']
            for p in n['paras']:
                body += wrap(koi(stars(p)), '', '   ')
        elif k == 'section':
            body += ['', '%s. %s' % (n['letter'], koi(n['title']))]
            for p in n['paras']:
                body += wrap(koi(stars(p)), '', '   ')
        elif k == 'item':
            ind = '   ' * (n['depth'] - 1)
            lab = n['label'] + ' '
            body += wrap(koi(stars(n['paras'][0])), ind + ' ' * len(lab), ind + lab)
            for p in n['paras'][1:]:
                body += wrap(koi(stars(p)), ind + ' ' * len(lab))
        elif k == 'footnote':
            body += ['   ' + '-' * 20]
            body += wrap(koi('*' * n['n'] + ' ' + n['paras'][0]), '     ', '   ')
    head = ['Вестник бриджа N 4 (47), 2018 - приложение' + 'PRAVILA.KOI'.rjust(W - 42), '-' * W]
    pages = [body[i:i + PAGE] for i in range(0, len(body), PAGE)]
    out = ['  Файл PRAVILA.KOI - Правила спортивного бриджа (ред. 2017), сокращённое',
           '  изложение. Кодировка KOI8-R. Распространяется свободно, без изменений.',
           '  Вопросы и поправки: 2:5095/47.11 (Людмила Сомова)', '']
    total = len(pages)
    for i, pg in enumerate(pages, 1):
        if i > 1:
            out += head + ['']
        out += pg
        out += [''] * (PAGE - len(pg)) if i < total else []
        out += ['', ('- %d -' % i).center(W).rstrip()]
        if i < total:
            out += ['\f']
    out += ['', '--- Конец файла PRAVILA.KOI ---']
    text = '\n'.join(out).replace('\n\f\n', '\n\f')
    open(dest, 'wb').write((text + '\n').encode('koi8-r'))


# ------------------------------------------------------------------ web site (KOI8-R)
def ent(s):
    s = hesc(s, quote=False)
    return (s.replace('«', '&laquo;').replace('»', '&raquo;').replace('—', '&mdash;')
            .replace('–', '&ndash;').replace('№', '&#8470;'))


PAGES = [('index.html', 'Начало'), ('predisl.html', 'Предисловие'), ('opred.html', 'Определения')]


def site(d):
    os.makedirs(d, exist_ok=True)
    groups = []  # (file, menu name, page title, nodes)
    cur = None
    for n in nodes:
        k = n['kind']
        if k == 'front' and n['heading'] is None:
            cur = ['index.html', 'Начало', 'Правила спортивного бриджа 2017', []]
        elif k == 'front':
            cur = ['predisl.html', 'Предисловие', n['heading'].capitalize(), []]
        elif k == 'definitions':
            cur = ['opred.html', 'Определения', n['heading'].capitalize(), []]
        elif k == 'chapter':
            cur = ['glava%d.html' % int(n['id'][2:]), 'Глава ' + n['number'],
                   'Глава %s. %s' % (n['number'], n['title']), []]
        else:
            cur[3].append(n)
            continue
        groups.append(cur)
        if k == 'chapter':
            cur[3].append(n)
    menu_items = [(g[0], g[1]) for g in groups]
    for gi, (fname, mname, ptitle, ns) in enumerate(groups):
        h = []
        law = None
        fnum = 0
        notes = []
        calls = {}

        def txt(s):
            nonlocal fnum
            def rep(m):
                nonlocal fnum
                fnum += 1
                notes.append((fnum, FN[law][int(m.group(1))]))
                return '<sup><a href="#sn%d" name="sa%d">%d</a></sup>' % (fnum, fnum, fnum)
            parts = CALL.split(s)
            res = ''
            for i, p in enumerate(parts):
                if i % 2 == 0:
                    res += ent(p)
                else:
                    res += rep(re.match(r'(\d+)', p))
            return res
        if fname == 'index.html':
            h.append('<center>')
            first = groups[0][3][0] if groups[0][3] else None
        for n in ns:
            k = n['kind']
            if k == 'front' and n['heading'] is None:
                continue
            if k == 'chapter':
                h.append('<h2 align=center>Глава %s. %s</h2>' % (n['number'], ent(n['title'])))
            elif k in ('front', 'definitions'):
                pass
            elif k == 'term':
                h.append('<p><b>%s</b>%s%s' % (ent(n['term']), ent(n['sep']), txt(n['paras'][0])))
            elif k == 'law':
                law = n['id']
                h.append('<a name="p%s"></a><h3 align=center>ПРАВИЛО %s<br>%s</h3>' % (law, law, ent(n['title'])))
                for p in n['paras']:
                    h.append('<p>%s' % txt(p))
            elif k == 'section':
                h.append('<p><b>%s. %s</b>' % (ent(n['letter']), ent(n['title'])))
                for p in n['paras']:
                    h.append('<p>%s' % txt(p))
            elif k == 'item':
                pre = '<blockquote>' * (n['depth'] - 1)
                post = '</blockquote>' * (n['depth'] - 1)
                h.append('%s<p>%s&nbsp;%s%s' % (pre, ent(n['label']), txt(n['paras'][0]), post))
                for p in n['paras'][1:]:
                    h.append('%s<p>%s%s' % (pre, txt(p), post))
        # front pages: their own heading and paragraphs
        head_html = ''
        if fname == 'index.html':
            tl = nodes[0]['paras']
            head_html = ('<center><font size=-1><i>%s</i></font><br><br>\n<font size=+3><b>%s</b></font><br>\n'
                         '<font size=+1>%s</font><br>\n<i>%s</i><br><br>\n%s<br>\n%s</center>\n<hr>\n'
                         % tuple(ent(x) for x in tl))
            head_html += '<p>Содержание:\n<ul>\n' + ''.join(
                '<li><a href="%s">%s</a>\n' % (g[0], ent(g[2])) for g in groups[1:]) + '</ul>\n'
            h = []
        elif fname in ('predisl.html', 'opred.html'):
            src = [n for n in nodes if n['kind'] in ('front', 'definitions') and n['heading']]
            node = src[0] if fname == 'predisl.html' else src[1]
            head_html = '<h2 align=center>%s</h2>\n' % ent(node['heading']) + ''.join(
                '<p>%s\n' % ent(p) for p in node['paras'])
        menu = ' | '.join(('<b>%s</b>' % ent(m)) if f == fname else '<a href="%s">%s</a>' % (f, ent(m))
                          for f, m in menu_items)
        prev_l = ('<a href="%s">&lt;&lt; Назад</a>' % groups[gi - 1][0]) if gi else '&lt;&lt; Назад'
        next_l = ('<a href="%s">Дальше &gt;&gt;</a>' % groups[gi + 1][0]) if gi + 1 < len(groups) else 'Дальше &gt;&gt;'
        notes_html = ''
        if notes:
            notes_html = '<hr width="30%" align=left>\n' + ''.join(
                '<p><font size=-1><a name="sn%d" href="#sa%d">%d</a> %s</font>\n' % (k, k, k, ent(t)) for k, t in notes)
        page = '''<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=koi8-r">
<title>Правила бриджа-2017 :: %s</title>
</head>
<body bgcolor="#FFFFF0" text="#000000" link="#000080" vlink="#800080">
<table width="100%%" border=0 cellpadding=4 bgcolor="#003366"><tr><td><font color="#FFFFFF" face="Arial"><b>ВЕСТНИК БРИДЖА</b> &mdash; электронная версия</font></td>
<td align=right><font color="#FFFFFF" face="Arial" size=-1>Новоборск</font></td></tr></table>
<p align=center><font face="Arial" size=-1>%s</font>
<hr>
%s%s
%s<hr>
<p align=center><font size=-1>%s | <a href="index.html">Содержание</a> | %s</font>
<p align=center><font size=-2>&copy; Ассоциация бриджа Заречной области, 2018. Перепечатка с разрешения редакции.<br>
Пишите: <a href="mailto:vestnik@bridge.nvb.ru">vestnik@bridge.nvb.ru</a> &nbsp; Последнее обновление: 20.11.2018</font>
</body>
</html>
''' % (ent(ptitle), menu, head_html, '\n'.join(h) + '\n', notes_html, prev_l, next_l)
        open(os.path.join(d, fname), 'wb').write(page.replace('\n', '\r\n').encode('koi8-r'))


# ------------------------------------------------------------------ print version (Chromium)
def print_html(dest):
    h = []
    law = None
    notes = []

    def txt(s):
        return CALL.sub(lambda m: '<sup>%s)</sup>' % m.group(1), hesc(s, quote=False))

    def flush():
        if notes:
            h.append('<div class="notes">' + ''.join('<p>%s) %s</p>' % (k, hesc(t, quote=False))
                                                     for k, t in notes) + '</div>')
            notes.clear()
    for n in nodes:
        k = n['kind']
        if k in ('chapter', 'law', 'front', 'definitions'):
            flush()
        if k == 'front' and n['heading'] is None:
            h.append('<div class="title">' + ''.join('<p class="t%d">%s</p>' % (i, hesc(l)) for i, l in
                                                     enumerate(n['paras'])) + '</div>')
        elif k in ('front', 'definitions'):
            h.append('<h1>%s</h1>' % hesc(n['heading']))
            h.extend('<p class="%s">%s</p>' % ('lead' if k == 'definitions' else 'b', txt(p)) for p in n['paras'])
            if k == 'definitions':
                h.append('<dl>')
        elif k == 'term':
            # the separator's dash starts the <dd>; a space ends the <dt>
            sep = n['sep']
            h.append('<dt>%s%s</dt><dd>%s%s</dd>' % (hesc(n['term']), sep[:1], sep[1:], txt(n['paras'][0])))
        elif k == 'chapter':
            if '<dl>' in h and '</dl>' not in h:
                h.append('</dl>')
            h.append('<h1 class="ch">Глава %s. %s</h1>' % (n['number'], hesc(n['title'])))
        elif k == 'law':
            law = n['id']
            h.append('<h2>Правило %s — %s</h2>' % (law, hesc(n['title'])))
            h.extend('<p class="b">%s</p>' % txt(p) for p in n['paras'])
        elif k == 'section':
            h.append('<h3>%s. %s</h3>' % (hesc(n['letter']), hesc(n['title'])))
            h.extend('<p class="b">%s</p>' % txt(p) for p in n['paras'])
        elif k == 'item':
            h.append('<p class="i%d"><span class="lab">%s</span> %s</p>' % (n['depth'], n['label'], txt(n['paras'][0])))
            h.extend('<p class="i%dc">%s</p>' % (n['depth'], txt(p)) for p in n['paras'][1:])
        elif k == 'footnote':
            notes.append((n['n'], n['paras'][0]))
    flush()
    css = '''
@page { size: A4; margin: 12mm 18mm 12mm 18mm; }
body { font-family: "DejaVu Serif", serif; font-size: 10.5pt; line-height: 1.3; }
table.frame { width: 100%; border-collapse: collapse; }
thead td { font: italic 8pt "DejaVu Sans", sans-serif; border-bottom: 1px solid #777; padding-bottom: 2mm; }
tfoot td { font: 7.5pt "DejaVu Sans", sans-serif; color: #444; border-top: 1px solid #777; padding-top: 2mm; }
thead .r, tfoot .r { text-align: right; }
.title { margin: 10mm 0 8mm; } .title p { text-align: center; }
.title .t0 { font-style: italic; } .title .t1 { font-size: 20pt; font-weight: bold; margin: 6mm 0 2mm; }
.title .t2 { font-size: 14pt; }
h1 { font: bold 13pt "DejaVu Sans", sans-serif; text-align: center; margin: 7mm 0 3mm; }
h1.ch { break-before: page; }
h2 { font: bold 11pt "DejaVu Sans", sans-serif; margin: 5mm 0 1.5mm; break-after: avoid; }
h3 { font-size: 10.5pt; font-style: italic; margin: 2.5mm 0 1mm; break-after: avoid; }
p { margin: 0 0 1mm; text-align: justify; hyphens: auto; }
p.b { text-indent: 6mm; }
p.lead { font-style: italic; }
p.i1, p.i2, p.i3 { padding-left: 7mm; text-indent: -7mm; }
p.i2 { margin-left: 7mm; } p.i3 { margin-left: 14mm; }
.lab { display: inline-block; min-width: 6mm; text-indent: 0; }
dt { font-weight: bold; float: left; margin-right: 0.3em; }
dd { margin: 0 0 1mm 0; text-align: justify; }
.notes { font-size: 8.5pt; border-top: 1px solid #aaa; width: 40%; margin-top: 2mm; }
.notes p { width: 250%; margin: 1mm 0 0; }
'''
    doc = '''<!DOCTYPE html>
<html lang="ru"><head><meta charset="utf-8"><title>Правила спортивного бриджа 2017 — версия для печати</title>
<style>%s</style></head><body>
<table class="frame">
<thead><tr><td>Вестник бриджа · Правила спортивного бриджа, ред. 2017 (версия для печати)</td><td class="r">bridge.nvb.ru/vestnik/pravila2017</td></tr></thead>
<tfoot><tr><td>Распечатано с сайта «Вестника бриджа». При перепечатке ссылка обязательна.</td><td class="r">© АБЗО, 2018</td></tr></tfoot>
<tbody><tr><td colspan="2">
%s
</td></tr></tbody></table>
</body></html>
''' % (css, '\n'.join(h))
    open(dest, 'w', encoding='utf-8').write(doc)


if __name__ == '__main__':
    {'md': md, 'koi': koi_text, 'site': site, 'print': print_html}[sys.argv[1]](sys.argv[2])
