#!/usr/bin/env python3
"""Render the wiki markup (src/wiki/*.wiki, order in src/pages.json) the way a reader finds it:
   1. out/site/: every page as Chrome's «Save page as… (complete)» writes it (html + *_files/ with CSS);
   2. out/<NAME>_print.html: the «Версия для печати» of a page transcluding every page.
   pandoc (-f mediawiki -t html) renders the article body; this script adds a MediaWiki/Vector-like skin.
   usage: build_site.py NAME OUTDIR"""
import html, json, os, re, shutil, struct, subprocess, sys, urllib.parse, zlib

HERE = os.path.dirname(os.path.abspath(__file__))
NAME, OUT = sys.argv[1], sys.argv[2]
SITE = 'БриджВики ВОФСБ'
BASE = 'https://wiki.vofsb.ru'
PAGES = json.load(open(os.path.join(HERE, 'pages.json')))
SHORT = {p['short']: p['title'] for p in PAGES}


def wurl(title, frag=''):
    u = BASE + '/wiki/' + urllib.parse.quote(title.replace(' ', '_'), safe='/,')
    return u + ('#' + urllib.parse.quote(frag.replace(' ', '_'), safe='') if frag else '')


def eurl(title, section):
    return (BASE + '/index.php?title=' + urllib.parse.quote(title.replace(' ', '_'), safe='/,')
            + '&amp;action=edit&amp;section=' + str(section))


def pandoc(markup):
    return subprocess.run(['pandoc', '-f', 'mediawiki', '-t', 'html', '--wrap=none'], input=markup,
                          capture_output=True, text=True, check=True).stdout


def split_markup(s):
    nav = re.search(r'\{\{Навигация правил\|назад=([^|]*)\|вперёд=([^}]*)\}\}', s)
    s = re.sub(r'\{\{Навигация правил[^}]*\}\}\n?', '', s)
    s = re.sub(r'\[\[Категория:[^\]]*\]\]\n?', '', s)
    return s, (nav.group(1), nav.group(2)) if nav else None


def mw_anchor(text, used):
    a = re.sub(r'\s+', '_', html.unescape(re.sub('<[^>]+>', '', text)).strip())
    k, n = a, 2
    while k in used:
        k, n = '%s_%d' % (a, n), n + 1
    used.add(k)
    return k


def render(page, note_offset, used_ids, head_list, transcluded=False):
    """-> html of the page body; appends (level, anchor, text) to head_list; returns (html, notes_count, nav)"""
    markup, nav = split_markup(open(os.path.join(HERE, 'wiki', page['file'])).read())
    h = pandoc(markup)
    # footnotes
    notes = []
    m = re.search(r'<section class="footnotes[^>]*>(.*?)</section>\s*', h, re.S)
    if m:
        notes = re.findall(r'<li id="fn(\d+)"[^>]*>(.*?)<a href="#fnref\1"[^>]*>↩︎</a></li>', m.group(1), re.S)
        h = h[:m.start()] + h[m.end():]

    def ref(mm):
        k = note_offset + int(mm.group(1))
        return '<sup id="cite_ref-%d" class="reference"><a href="#cite_note-%d">[%d]</a></sup>' % (k, k, k)
    h = re.sub(r'<a href="#fn(\d+)" class="footnote-ref"[^>]*><sup>\d+</sup></a>', ref, h)
    lis = ''.join('<li id="cite_note-%d"><span class="mw-cite-backlink"><b><a href="#cite_ref-%d">↑</a></b></span> '
                  '<span class="reference-text">%s</span>\n</li>\n'
                  % (note_offset + int(n), note_offset + int(n), re.sub(r'^<p>|</p>\s*$', '', t.strip()))
                  for n, t in notes)
    h = h.replace('<references />', '<div class="mw-references-wrap"><ol class="references">\n%s</ol></div>' % lis)
    # definition lists as MediaWiki writes them
    h = re.sub(r'<dt></dt>\s*', '', h)
    # wiki links -> absolute links (a browser's saved page keeps them absolute)

    def link(mm):
        target = urllib.parse.unquote(mm.group(1))
        t, _, frag = target.partition('#')
        return '<a href="%s" title="%s">' % (wurl(t.replace('_', ' '), frag), html.escape(t.replace('_', ' ')))
    h = re.sub(r'<a href="(?!#|http)([^"]*)" title="wikilink">', link, h)
    # headings with [править]
    sec = [0]

    def head(mm):
        lvl, text = int(mm.group(1)), mm.group(3)
        sec[0] += 1
        anchor = mw_anchor(text, used_ids)
        head_list.append((lvl, anchor, text))
        s = ('T-%d' % sec[0]) if transcluded else sec[0]
        plain = html.escape(html.unescape(re.sub('<[^>]+>', '', text)))
        return ('<h%d><span class="mw-headline" id="%s">%s</span><span class="mw-editsection">'
                '<span class="mw-editsection-bracket">[</span><a href="%s" title="Редактировать раздел «%s»">править</a>'
                '<span class="mw-editsection-bracket">]</span></span></h%d>'
                % (lvl, html.escape(anchor), text, eurl(page['title'], s), plain, lvl))
    h = re.sub(r'<h([2-6]) id="([^"]*)">(.*?)</h\1>', head, h)
    return h, len(notes), nav


def toc(heads):
    if len(heads) < 4:
        return ''
    out, cnt, cur = [], [0] * 7, 1
    base = min(l for l, _, _ in heads)
    out.append('<div id="toc" class="toc" role="navigation" aria-labelledby="mw-toc-heading"><input type="checkbox" '
               'role="button" id="toctogglecheckbox" class="toctogglecheckbox" style="display:none">'
               '<div class="toctitle" lang="ru" dir="ltr"><h2 id="mw-toc-heading">Содержание</h2>'
               '<span class="toctogglespan"><label class="toctogglelabel" for="toctogglecheckbox"></label></span></div>\n<ul>\n')
    depth, n = 1, 0
    for lvl, anchor, text in heads:
        d = lvl - base + 1
        if d > depth:
            out.append('<ul>\n' * (d - depth))
        elif d < depth:
            out.append('</li>\n' + '</ul>\n</li>\n' * (depth - d))
        elif n:
            out.append('</li>\n')
        depth, n = d, n + 1
        cnt[d] += 1
        for k in range(d + 1, 7):
            cnt[k] = 0
        num = '.'.join(str(cnt[k]) for k in range(1, d + 1))
        out.append('<li class="toclevel-%d tocsection-%d"><a href="#%s"><span class="tocnumber">%s</span> '
                   '<span class="toctext">%s</span></a>' % (d, n, html.escape(anchor), num, re.sub('<[^>]+>', '', text)))
    out.append('</li>\n' + '</ul>\n</li>\n' * (depth - 1) + '</ul>\n</div>\n')
    return ''.join(out)


def insert_toc(h, t):
    i = h.find('<h2>')
    return h if not t or i < 0 else h[:i] + t + h[i:]


def navbox(nav):
    if not nav:
        return ''
    prev, nxt = nav
    a = lambda s: '<a href="%s" title="%s">%s</a>' % (wurl(SHORT.get(s, s)), SHORT.get(s, s), s)
    return ('<table class="navbox" role="presentation"><tbody><tr>'
            '<td class="nb-l" style="width:35%%">← %s</td><td class="nb-c"><a href="%s" title="Правила 2017">Оглавление</a></td>'
            '<td class="nb-r" style="width:35%%">%s</td></tr></tbody></table>\n'
            % (a(prev), wurl('Правила 2017'), (a(nxt) + ' →') if nxt else '&nbsp;'))


CATLINKS = ('<div id="catlinks" class="catlinks" data-mw="interface"><div id="mw-normal-catlinks" class="mw-normal-catlinks">'
            '<a href="%s" title="Служебная:Категории">Категории</a>: <ul><li><a href="%s" title="Категория:Правила 2017">'
            'Правила 2017</a></li></ul></div></div>\n' % (wurl('Служебная:Категории'), wurl('Категория:Правила 2017')))
LICENSE = ('<li id="footer-info-copyright">Содержимое доступно по лицензии <a class="external" rel="nofollow" '
           'href="https://creativecommons.org/licenses/by-sa/4.0/deed.ru">Creative Commons «С указанием авторства — '
           'С сохранением условий» (CC BY-SA 4.0)</a>, если не указано иное.</li>')


def sidebar(title):
    li = lambda t, href: '<li><a href="%s">%s</a></li>' % (href, t)
    nav = ''.join(li(t, wurl(p)) for t, p in [('Заглавная страница', 'Заглавная страница'), ('Правила 2017', 'Правила 2017'),
                                              ('Определения', 'Правила 2017/Определения'), ('Календарь турниров', 'Календарь турниров'),
                                              ('Свежие правки', 'Служебная:Свежие правки'), ('Случайная страница', 'Служебная:Случайная страница'),
                                              ('Справка', 'Справка:Содержание')])
    tools = ''.join(li(t, wurl(p)) for t, p in [('Ссылки сюда', 'Служебная:Ссылки сюда/' + title),
                                                ('Связанные правки', 'Служебная:Связанные правки/' + title),
                                                ('Спецстраницы', 'Служебная:Спецстраницы')])
    tools += li('Версия для печати', BASE + '/index.php?title=' + urllib.parse.quote(title.replace(' ', '_'), safe='/,') + '&amp;printable=yes')
    tools += li('Постоянная ссылка', BASE + '/index.php?title=' + urllib.parse.quote(title.replace(' ', '_'), safe='/,') + '&amp;oldid=0')
    talk = 'Обсуждение:' + title
    return ('<div id="mw-navigation"><h2>Навигационное меню</h2><div id="mw-head">'
            '<div id="p-personal" role="navigation"><h3>Персональные инструменты</h3><ul>'
            '<li id="pt-anonuserpage">Вы не представились системе</li>'
            + li('Обсуждение', wurl('Служебная:Моё обсуждение')) + li('Вклад', wurl('Служебная:Мой вклад'))
            + li('Создать учётную запись', wurl('Служебная:Создать учётную запись')) + li('Войти', wurl('Служебная:Вход'))
            + '</ul></div><div id="left-navigation"><div id="p-namespaces" role="navigation" class="vectorTabs"><h3>Пространства имён</h3><ul>'
            '<li class="selected"><a href="%s">Статья</a></li><li><a href="%s" class="new">Обсуждение</a></li></ul></div></div>'
            '<div id="right-navigation"><div id="p-views" role="navigation" class="vectorTabs"><h3>Просмотры</h3><ul>'
            '<li class="selected"><a href="%s">Читать</a></li><li><a href="%s">Править</a></li><li><a href="%s">История</a></li></ul></div>'
            '<div id="p-search" role="search"><h3><label for="searchInput">Поиск</label></h3><form action="%s/index.php" id="searchform">'
            '<input type="search" name="search" placeholder="Искать в %s" id="searchInput"><input type="submit" value="Найти" class="searchButton"></form></div>'
            '</div></div>\n<div id="mw-panel"><div id="p-logo" role="banner"><a class="mw-wiki-logo" href="%s" title="Перейти на заглавную страницу"></a></div>\n'
            '<div class="portal" role="navigation" id="p-navigation"><h3 id="p-navigation-label">Навигация</h3><div class="body"><ul>%s</ul></div></div>\n'
            '<div class="portal" role="navigation" id="p-tb"><h3 id="p-tb-label">Инструменты</h3><div class="body"><ul>%s</ul></div></div>\n'
            '</div></div>\n'
            % (wurl(title), wurl(talk), wurl(title), eurl(title, 0).replace('&amp;section=0', ''),
               BASE + '/index.php?title=' + urllib.parse.quote(title.replace(' ', '_'), safe='/,') + '&amp;action=history',
               BASE, SITE, wurl('Заглавная страница'), nav, tools))


def head_html(title, enc, css):
    if enc == 'utf-8':
        meta = '<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">\n<meta charset="UTF-8">'
    elif enc == 'cp1251':
        meta = '<meta charset="windows-1251">'
    else:
        meta = '<meta http-equiv="Content-Type" content="text/html; charset=windows-1251">'
    return meta + '\n<title>%s — %s</title>\n%s' % (html.escape(title), SITE, css)


def subpage_sub(title):
    if '/' not in title:
        return ''
    par = title.rsplit('/', 1)[0]
    return '<span class="subpages">&lt; <a href="%s" title="%s">%s</a></span>' % (wurl(par), par, par)


def tiny_png(path):
    w, hgt = 135, 135
    raw = b''.join(b'\x00' + bytes([0x1f, 0x4e, 0x8c] * w) if 40 < y < 95 else b'\x00' + b'\xff\xff\xff' * w for y in range(hgt))
    chunk = lambda t, d: struct.pack('>I', len(d)) + t + d + struct.pack('>I', zlib.crc32(t + d) & 0xffffffff)
    open(path, 'wb').write(b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, hgt, 8, 2, 0, 0, 0))
                           + chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b''))


def site():
    d = os.path.join(OUT, 'site')
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    for p in PAGES:
        fname = ('%s — %s' % (p['title'], SITE)).replace('/', '_')
        files = fname + '_files'
        os.makedirs(os.path.join(d, files))
        shutil.copy(os.path.join(HERE, 'skin.css'), os.path.join(d, files, 'load.css'))
        open(os.path.join(d, files, 'load(1).css'), 'w').write(
            '/* load.php?lang=ru&modules=site.styles&only=styles */\n.navbox a{font-weight:bold}\n#siteNotice b{color:#b32424}\n')
        tiny_png(os.path.join(d, files, 'logo.png'))
        heads, used = [], set()
        body, _, nav = render(p, 0, used, heads)
        body = insert_toc(body, toc(heads)) + navbox(nav)
        css = ('<link rel="stylesheet" href="./%s/load.css">\n<link rel="stylesheet" href="./%s/load(1).css">' % (files, files))
        url = wurl(p['title'])
        doc = ('<!DOCTYPE html>\n<!-- saved from url=(%04d)%s -->\n<html class="client-js ve-not-available" lang="ru" dir="ltr"><head>'
               '%s\n<meta name="generator" content="MediaWiki 1.35.6">\n<link rel="canonical" href="%s">\n</head>\n'
               '<body class="mediawiki ltr sitedir-ltr mw-hide-empty-elt ns-0 ns-subject page-%s rootpage-Правила_2017 skin-vector action-view">'
               '<div id="mw-page-base" class="noprint"></div><div id="mw-head-base" class="noprint"></div>\n'
               '<div id="content" class="mw-body" role="main"><a id="top"></a>\n'
               '<div id="siteNotice"><b>9 апреля 2022 г.</b> — весенний судейский семинар ВОФСБ. Запись у И. Г. Ракитина.</div>\n'
               '<div class="mw-indicators"></div>\n<h1 id="firstHeading" class="firstHeading" lang="ru">%s</h1>\n'
               '<div id="bodyContent" class="mw-body-content"><div id="siteSub" class="noprint">Материал из %s</div>\n'
               '<div id="contentSub">%s</div>\n<a class="mw-jump-link" href="#mw-head">Перейти к навигации</a>\n'
               '<a class="mw-jump-link" href="#searchInput">Перейти к поиску</a>\n'
               '<div id="mw-content-text" lang="ru" dir="ltr" class="mw-content-ltr"><div class="mw-parser-output">%s</div>'
               '<div class="printfooter">Источник — «<a dir="ltr" href="%s/index.php?title=%s&amp;oldid=%d">%s/index.php?title=%s&amp;oldid=%d</a>»</div></div>\n'
               '%s<div class="visualClear"></div></div></div>\n%s'
               '<div id="footer" role="contentinfo"><ul id="footer-info"><li id="footer-info-lastmod"> Эта страница в последний раз была отредактирована %s.</li>\n%s</ul>\n'
               '<ul id="footer-places"><li><a href="%s">Политика конфиденциальности</a></li><li><a href="%s">О %s</a></li>'
               '<li><a href="%s">Отказ от ответственности</a></li></ul><ul id="footer-icons"><li>Powered by MediaWiki</li></ul>'
               '<div style="clear:both"></div></div>\n</body></html>\n'
               % (len(url), url, head_html(p['title'], p['enc'], css), url, urllib.parse.quote(p['title'].replace(' ', '_'), safe='/,').replace('/', '_'),
                  html.escape(p['title']), SITE, subpage_sub(p['title']), body,
                  BASE, urllib.parse.quote(p['title'].replace(' ', '_'), safe='/,'), p['oldid'],
                  BASE, urllib.parse.quote(p['title'].replace(' ', '_'), safe='/,'), p['oldid'],
                  CATLINKS, sidebar(p['title']), p['edited'], LICENSE,
                  wurl('БриджВики:Политика конфиденциальности'), wurl('БриджВики:Описание'), 'БриджВики ВОФСБ',
                  wurl('БриджВики:Отказ от ответственности')))
        enc = 'utf-8' if p['enc'] == 'utf-8' else 'cp1251'
        open(os.path.join(d, fname + '.html'), 'wb').write(doc.encode(enc, errors='xmlcharrefreplace'))


def printable():
    title = 'Правила 2017/Все правила'
    heads, used, parts, off = [], set(), [], 0
    for p in PAGES:
        body, n, nav = render(p, off, used, heads, transcluded=True)
        off += n
        parts.append(body + navbox(nav))
    body = insert_toc(''.join(parts), toc(heads))
    q = urllib.parse.quote(title.replace(' ', '_'), safe='/,')
    doc = ('<!DOCTYPE html>\n<html class="client-nojs" lang="ru" dir="ltr"><head>\n<meta charset="UTF-8">\n'
           '<title>%s — %s</title>\n<meta name="robots" content="noindex,follow">\n<meta name="generator" content="MediaWiki 1.35.6">\n'
           '<style>\n%s</style>\n</head>\n<body class="mediawiki ltr sitedir-ltr ns-0 page-%s skin-vector action-view">\n'
           '<div id="content" class="mw-body" role="main">\n<h1 id="firstHeading" class="firstHeading" lang="ru">%s</h1>\n'
           '<div id="bodyContent" class="mw-body-content"><div id="siteSub">Материал из %s</div>\n<div id="contentSub">%s</div>\n'
           '<div id="mw-content-text" lang="ru" dir="ltr" class="mw-content-ltr"><div class="mw-parser-output">\n%s</div>'
           '<div class="printfooter">Источник — «<a dir="ltr" href="%s/index.php?title=%s&amp;oldid=1874">%s/index.php?title=%s&amp;oldid=1874</a>»</div></div>\n'
           '%s</div></div>\n<div id="footer" role="contentinfo"><ul id="footer-info"><li id="footer-info-lastmod"> Эта страница в последний раз была '
           'отредактирована 14 марта 2022 в 21:52.</li>\n%s</ul></div>\n</body></html>\n'
           % (html.escape(title), SITE, open(os.path.join(HERE, 'print.css')).read(), q.replace('/', '_'), html.escape(title), SITE,
              subpage_sub(title), body, BASE, q, BASE, q, CATLINKS, LICENSE))
    open(os.path.join(OUT, NAME + '_print.html'), 'w').write(doc)


site()
printable()
