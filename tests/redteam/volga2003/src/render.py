#!/usr/bin/env python3
"""Write the rendering inputs/outputs from the printed blocks of book.py.
  render.py fodt clean OUT.fodt      the clean document (DejaVu Serif, Unicode)
  render.py fodt hack  OUT.fodt      the same document typed in the hacked font (cp1251 bytes read as cp1252)
  render.py html OUT.html            the UTF-8 page whose article body a CMS stored as cp1251 and re-encoded
  render.py koi OUT.txt              KOI8-R plain text, opened as Windows-1251, saved as UTF-8
  render.py cp866 OUT.txt OUT.htm    DOS cp866 plain text, and that text pasted into a windows-1251 page
"""
import sys, os, textwrap, html
from xml.sax.saxutils import escape
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from book import parse
import losses

clauses, blocks = parse()
FN_TEXT = [b[1] for b in blocks if b[0] == 'fnbody'][0]
RUNHEAD = 'Международные правила спортивного бриджа (ред. 1997 г.)'


# ---------------------------------------------------------------- ODT (flat XML)
def fodt(mode, out):
    font = 'DejaVu Serif' if mode == 'clean' else 'TimesCyrHack'
    T = (lambda s: s) if mode == 'clean' else losses.hackfont_text
    lang = 'fo:language="ru" fo:country="RU"' if mode == 'clean' else 'fo:language="en" fo:country="US"'
    body = []

    def para(style, text, fn=False):
        t = escape(T(text))
        if '^1' in t:
            note = ('<text:note text:id="ftn1" text:note-class="footnote"><text:note-citation>1</text:note-citation>'
                    f'<text:note-body><text:p text:style-name="Footnote">{escape(T(FN_TEXT))}</text:p>'
                    '</text:note-body></text:note>')
            t = t.replace('^1', note)
        body.append(f'<text:p text:style-name="{style}">{t}</text:p>')

    first_title = True
    first_h1 = True
    for b in blocks:
        k = b[0]
        if k == 'title':
            para('TitleFirst' if first_title else 'Title', b[1]); first_title = False
        elif k == 'h1':
            para('H1Std' if first_h1 else 'H1', b[1]); first_h1 = False
        elif k == 'term':
            body.append(f'<text:p text:style-name="Term"><text:span text:style-name="B">{escape(T(b[1]))}</text:span>'
                        f'{escape(T(b[2] + b[3]))}</text:p>')
        elif k == 'law':
            para('Law', b[1])
        elif k == 'sec':
            para('Sec', b[1])
        elif k == 'item':
            para('Item', b[1] + ' ' + b[2])
        elif k == 'sub':
            para('Sub', b[1] + ' ' + b[2])
        elif k == 'subsub':
            para('SubSub', b[1] + ' ' + b[2])
        elif k == 'p':
            para('Body', b[1])
        elif k == 'fnbody':
            pass
    runhead = escape(T(RUNHEAD))
    dash = escape(T('—'))
    doc = f'''<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
 xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" xmlns:dc="http://purl.org/dc/elements/1.1/"
 office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.text">
<office:meta><dc:title>{escape(T('Международные правила спортивного бриджа'))}</dc:title><meta:initial-creator>{escape(T('ФСБП'))}</meta:initial-creator></office:meta>
<office:font-face-decls>
 <style:font-face style:name="{font}" svg:font-family="'{font}'" style:font-family-generic="roman" style:font-pitch="variable"/>
</office:font-face-decls>
<office:styles>
 <style:default-style style:family="paragraph">
  <style:paragraph-properties fo:hyphenation-ladder-count="no-limit"/>
  <style:text-properties style:font-name="{font}" fo:font-size="11pt" {lang} fo:hyphenate="false"/>
 </style:default-style>
 <style:style style:name="Standard" style:family="paragraph">
  <style:text-properties style:font-name="{font}" fo:font-size="11pt" {lang} fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="Body" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="justify" fo:text-indent="0.75cm" fo:margin-bottom="0.12cm" fo:orphans="2" fo:widows="2"/>
 </style:style>
 <style:style style:name="Item" style:family="paragraph" style:parent-style-name="Body">
  <style:paragraph-properties fo:margin-left="0.6cm" fo:text-indent="-0.6cm"/>
 </style:style>
 <style:style style:name="Sub" style:family="paragraph" style:parent-style-name="Body">
  <style:paragraph-properties fo:margin-left="1.2cm" fo:text-indent="-0.6cm"/>
 </style:style>
 <style:style style:name="SubSub" style:family="paragraph" style:parent-style-name="Body">
  <style:paragraph-properties fo:margin-left="1.9cm" fo:text-indent="-0.7cm"/>
 </style:style>
 <style:style style:name="Term" style:family="paragraph" style:parent-style-name="Body">
  <style:paragraph-properties fo:text-indent="0cm" fo:margin-left="0cm"/>
 </style:style>
 <style:style style:name="Title" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="center" fo:margin-top="0.5cm" fo:margin-bottom="0.5cm"/>
  <style:text-properties fo:font-size="15pt" fo:font-weight="bold"/>
 </style:style>
 <style:style style:name="H1" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="center" fo:margin-top="0.6cm" fo:margin-bottom="0.4cm" fo:keep-with-next="always"/>
  <style:text-properties fo:font-size="13pt" fo:font-weight="bold"/>
 </style:style>
 <style:style style:name="Law" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="center" fo:margin-top="0.5cm" fo:margin-bottom="0.25cm" fo:keep-with-next="always"/>
  <style:text-properties fo:font-size="12pt" fo:font-weight="bold"/>
 </style:style>
 <style:style style:name="Sec" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:margin-top="0.2cm" fo:margin-bottom="0.1cm" fo:keep-with-next="always"/>
  <style:text-properties fo:font-weight="bold"/>
 </style:style>
 <style:style style:name="Footnote" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="justify"/>
  <style:text-properties fo:font-size="9pt"/>
 </style:style>
 <style:style style:name="Head" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="center"/>
  <style:text-properties fo:font-size="9pt" fo:font-style="italic"/>
 </style:style>
 <style:style style:name="Foot" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="center"/>
  <style:text-properties fo:font-size="10pt"/>
 </style:style>
 <style:style style:name="B" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>
</office:styles>
<office:automatic-styles>
 <style:page-layout style:name="pm1">
  <style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.5cm" fo:margin-bottom="1.5cm" fo:margin-left="2.5cm" fo:margin-right="2cm"/>
  <style:header-style><style:header-footer-properties fo:min-height="0cm" fo:margin-bottom="0.4cm"/></style:header-style>
  <style:footer-style><style:header-footer-properties fo:min-height="0cm" fo:margin-top="0.4cm"/></style:footer-style>
 </style:page-layout>
 <style:page-layout style:name="pm0">
  <style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="5cm" fo:margin-bottom="2cm" fo:margin-left="2.5cm" fo:margin-right="2cm"/>
 </style:page-layout>
 <style:style style:name="TitleFirst" style:family="paragraph" style:parent-style-name="Title" style:master-page-name="TitlePage"/>
 <style:style style:name="H1Std" style:family="paragraph" style:parent-style-name="H1" style:master-page-name="Standard">
  <style:paragraph-properties style:page-number="auto"/>
 </style:style>
</office:automatic-styles>
<office:master-styles>
 <style:master-page style:name="TitlePage" style:page-layout-name="pm0" style:next-style-name="Standard"/>
 <style:master-page style:name="Standard" style:page-layout-name="pm1">
  <style:header><text:p text:style-name="Head">{runhead}</text:p></style:header>
  <style:footer><text:p text:style-name="Foot">{dash} <text:page-number text:select-page="current">1</text:page-number> {dash}</text:p></style:footer>
 </style:master-page>
</office:master-styles>
<office:body><office:text>
{chr(10).join(body)}
</office:text></office:body></office:document>
'''
    open(out, 'w', encoding='utf-8').write(doc)


# ---------------------------------------------------------------- HTML page stored twice wrong
def article_html():
    """The article body as the editor wrote it (UTF-8 Unicode)."""
    h = []
    e = html.escape
    for b in blocks:
        k = b[0]
        if k == 'title':
            h.append(f'<p class="tp">{e(b[1])}</p>')
        elif k == 'h1':
            h.append(f'<h2>{e(b[1])}</h2>')
        elif k == 'term':
            h.append(f'<p class="term"><b>{e(b[1])}</b>{e(b[2] + b[3])}</p>')
        elif k == 'law':
            h.append(f'<h3>{e(b[1])}</h3>')
        elif k == 'sec':
            h.append(f'<h4>{e(b[1])}</h4>')
        elif k == 'item':
            h.append(f'<p class="i1">{e(b[1])} {e(b[2])}</p>')
        elif k == 'sub':
            h.append(f'<p class="i2">{e(b[1])} {e(b[2])}</p>')
        elif k == 'subsub':
            h.append(f'<p class="i3">{e(b[1])} {e(b[2])}</p>')
        elif k == 'p':
            h.append(f'<p>{e(b[1])}</p>')
        elif k == 'fnbody':
            h.append(f'<p class="fn"><sup>1</sup> {e(b[1])}</p>')
    s = '\n'.join(h)
    return s.replace('^1', '<sup>1</sup>')


def html_page(out):
    body = losses.utf8x2(article_html())   # what the CMS did to the stored article
    page = f'''<!DOCTYPE html>
<html lang="ru">
<head>
<meta charset="utf-8">
<title>Правила спортивного бриджа (1997) — ФСБП</title>
<style>body{{font-family:Verdana,Arial,sans-serif;font-size:13px;margin:0}} #top{{background:#036;color:#fff;padding:8px}}
#top a{{color:#fff;margin-right:14px}} #menu{{float:left;width:170px;padding:10px;background:#eef}} #content{{margin-left:200px;padding:10px 20px}}
p.i1{{margin-left:20px}} p.i2{{margin-left:40px}} p.i3{{margin-left:60px}} p.tp{{text-align:center;font-weight:bold}} #foot{{clear:both;border-top:1px solid #999;padding:8px;font-size:11px;color:#555}}</style>
</head>
<body>
<div id="top"><b>Федерация спортивного бриджа Поволжья</b><br>
<a href="/">Главная</a><a href="/news/">Новости</a><a href="/turniry/">Турниры</a><a href="/reiting/">Рейтинг</a><a href="/biblioteka/">Библиотека</a><a href="/forum/">Форум</a></div>
<div id="menu">
<p><b>Библиотека</b></p>
<ul>
<li><a href="/biblioteka/pravila1997/">Правила 1997 г.</a></li>
<li><a href="/biblioteka/konventsii/">Конвенции</a></li>
<li><a href="/biblioteka/sudyam/">Судьям</a></li>
<li><a href="/biblioteka/novichkam/">Новичкам</a></li>
</ul>
<p>Поиск по сайту:<br><input type="text" name="q" size="14"></p>
</div>
<div id="content">
<div class="path"><a href="/">Главная</a> » <a href="/biblioteka/">Библиотека</a> » Правила 1997 г.</div>
<div class="article">
{body}
</div>
<p class="added">Добавлено: 14.11.2003 · Просмотров: 2817 · <a href="/biblioteka/pravila1997/print/">Версия для печати</a></p>
</div>
<div id="foot">© 2003–2009 Федерация спортивного бриджа Поволжья. Самара, ул. Садовая, 12. При перепечатке ссылка на сайт обязательна.<br>
<img src="/counter/hit.gif" width="88" height="31" alt="Счётчик посещений"></div>
</body>
</html>
'''
    open(out, 'w', encoding='utf-8').write(page)


# ---------------------------------------------------------------- plain text of the time
def plain_lines(width=72):
    L = []
    w = lambda s, ind='', sub='': textwrap.wrap(s, width, initial_indent=ind, subsequent_indent=sub,
                                                 break_long_words=False, break_on_hyphens=False)
    titles = [b[1] for b in blocks if b[0] == 'title']
    L += [''] * 2
    for t in titles:
        L.append(t.center(width).rstrip()); L.append('')
    L += [''] * 2
    fn_pending = None
    for b in blocks:
        k = b[0]
        if k == 'title':
            continue
        if k in ('law', 'h1') and fn_pending:
            L += ['', '-' * 20] + w('[1] ' + fn_pending); fn_pending = None
        if k == 'h1':
            L += ['', '', b[1].center(width).rstrip(), '']
        elif k == 'law':
            L += ['', ''] + [x.center(width).rstrip() for x in w(b[1])] + ['']
        elif k == 'sec':
            L += [''] + w(b[1]) + ['']
        elif k == 'term':
            L += w(b[1] + b[2] + b[3]) + ['']
        elif k == 'item':
            L += w(b[1] + ' ' + b[2].replace('^1', '[1]'), '', '   ') + ['']
        elif k == 'sub':
            L += w(b[1] + ' ' + b[2], '    ', '       ') + ['']
        elif k == 'subsub':
            L += w(b[1] + ' ' + b[2], '        ', '             ') + ['']
        elif k == 'p':
            L += w(b[1].replace('^1', '[1]'), '   ') + ['']
        elif k == 'fnbody':
            fn_pending = b[1]
    if fn_pending:
        L += ['', '-' * 20] + w('[1] ' + fn_pending)
    L += ['', '', '=' * 72, 'Файл подготовлен для рассылки клубам ФСБП, ноябрь 2003.', '']
    return L


def koi(out):
    text = '\n'.join(plain_lines())
    open(out, 'w', encoding='utf-8', newline='\n').write(losses.koi_as_win(text))


def cp866(out_txt, out_htm):
    text = '\n'.join(plain_lines())
    raw = losses.cp866_bytes(text).replace(b'\n', b'\r\n')
    open(out_txt, 'wb').write(raw)
    head = ('<html>\r\n<head>\r\n<meta http-equiv="Content-Type" content="text/html; charset=windows-1251">\r\n'
            '<title>Правила бриджа 1997 — из эхи SU.BRIDGE</title>\r\n</head>\r\n<body bgcolor="#FFFFFF">\r\n'
            '<p><a href="index.htm">На главную</a> | <a href="archiv.htm">Архив эхи SU.BRIDGE</a> | '
            '<a href="links.htm">Ссылки</a></p>\r\n<hr>\r\n'
            '<p>Ниже — текст, который В. Шелехов разослал в эху SU.BRIDGE (2:5011/…) в ноябре 2003 г.</p>\r\n<pre>\r\n')
    foot = ('</pre>\r\n<hr>\r\n<p><small>Страничку ведёт клуб «Дуплет», Сызрань. Последнее изменение: 02.02.2004.'
            '</small></p>\r\n</body>\r\n</html>\r\n')
    body = raw.replace(b'&', b'&amp;').replace(b'<', b'&lt;').replace(b'>', b'&gt;')
    open(out_htm, 'wb').write(head.encode('cp1251') + body + foot.encode('cp1251'))


if __name__ == '__main__':
    what = sys.argv[1]
    if what == 'fodt':
        fodt(sys.argv[2], sys.argv[3])
    elif what == 'html':
        html_page(sys.argv[2])
    elif what == 'koi':
        koi(sys.argv[2])
    elif what == 'cp866':
        cp866(sys.argv[2], sys.argv[3])
