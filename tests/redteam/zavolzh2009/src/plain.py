"""Visible text of the book's HTML pages (windows-1251) as a reader of the page sees it, navigation excluded."""
import glob, html, os, re

ORDER = ['index.htm', 'predislovie.htm', 'opredelenia.htm'] + ['glava%02d.htm' % n for n in range(2, 12)]


def norm(s):
    return re.sub(r'\s+', ' ', s).strip()


def page_text(raw):
    body = raw.split('<hr>', 1)[1].rsplit('<hr>', 1)[0]            # between the two navigation bars
    body = body.replace('<sup>*</sup>', '')                         # footnote call marks
    body = re.sub(r'<[^>]+>', ' ', body)
    return norm(html.unescape(body))


def pages_text(folder):
    out = []
    for fn in ORDER:
        p = os.path.join(folder, fn)
        if os.path.exists(p):
            out.append(page_text(open(p, 'rb').read().decode('cp1251')))
    return ' '.join(out)


def probes(c):
    """strings of a clause a reader must find"""
    out = []
    if c['kind'] == 'chapter':
        out.append('ГЛАВА ' + c['number'])
    if c['kind'] == 'law':
        out.append('ПРАВИЛО ' + c['id'])
    for k in ('heading', 'title', 'term', 'text'):
        if c.get(k):
            out.append(c[k])
    return [norm(x) for x in out]
