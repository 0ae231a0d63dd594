#!/usr/bin/env python3
"""onega2013: read src/onega2013.txt and write the tools' INPUT files (HTML for wkhtmltopdf, the EPUB 2 tree,
the DOCX via python-docx, the FIDO post text), the plain text and the ground truth.
Python never lays out a page: the PDFs come from wkhtmltopdf / mutool / pdfbook2 / img2pdf.
Usage: book.py truth OUT.json | plain OUT.txt | html OUT.html [PAGES.json] | epub DIR | docx OUT.docx | fido OUT.txt
"""
import html, json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, 'onega2013.txt')
TITLE = 'Международные правила дубликатного бриджа. Редакция 2007 года. Избранные Правила'

UNITS = ['', 'ПЕРВОЕ', 'ВТОРОЕ', 'ТРЕТЬЕ', 'ЧЕТВЁРТОЕ', 'ПЯТОЕ', 'ШЕСТОЕ', 'СЕДЬМОЕ', 'ВОСЬМОЕ', 'ДЕВЯТОЕ']
TEENS = ['ДЕСЯТОЕ', 'ОДИННАДЦАТОЕ', 'ДВЕНАДЦАТОЕ', 'ТРИНАДЦАТОЕ', 'ЧЕТЫРНАДЦАТОЕ', 'ПЯТНАДЦАТОЕ',
         'ШЕСТНАДЦАТОЕ', 'СЕМНАДЦАТОЕ', 'ВОСЕМНАДЦАТОЕ', 'ДЕВЯТНАДЦАТОЕ']
TENS_ORD = ['', '', 'ДВАДЦАТОЕ', 'ТРИДЦАТОЕ', 'СОРОКОВОЕ', 'ПЯТИДЕСЯТОЕ', 'ШЕСТИДЕСЯТОЕ', 'СЕМИДЕСЯТОЕ',
            'ВОСЬМИДЕСЯТОЕ', 'ДЕВЯНОСТОЕ']
TENS_CARD = ['', '', 'ДВАДЦАТЬ', 'ТРИДЦАТЬ', 'СОРОК', 'ПЯТЬДЕСЯТ', 'ШЕСТЬДЕСЯТ', 'СЕМЬДЕСЯТ', 'ВОСЕМЬДЕСЯТ',
             'ДЕВЯНОСТО']


def ordinal(n):
    n = int(n)
    if n < 10:
        return UNITS[n]
    if n < 20:
        return TEENS[n - 10]
    t, u = divmod(n, 10)
    return TENS_ORD[t] if u == 0 else TENS_CARD[t] + ' ' + UNITS[u]


def law_heading(n):
    return 'ПРАВИЛО ' + ordinal(n)


REFS = re.compile(r'\s*⟦([^⟧]*)⟧\s*$')
FN = re.compile(r'\^\[((?:[^\[\]]|⟦[^⟧]*⟧)*)\]')


def split_refs(s):
    m = REFS.search(s)
    if m:
        return s[:m.start()].rstrip(), m.group(1).split()
    return s, []


def parse():
    """Return a list of blocks in book order. Each block: dict(kind, ..., paras=[segments]) where a paragraph
    is a list of ('t', text) / ('fn', k) segments, or ('table', rows)."""
    blocks = []
    cur = None
    mode = None
    table = None
    for raw in open(SRC, encoding='utf-8'):
        line = raw.rstrip('\n')
        if line.startswith('#'):
            continue
        if table is not None:
            if line.strip() == '':
                table = None
                continue
            if not line.startswith('+') and not line.startswith('@'):
                table.append([c.strip() for c in line.split(' | ')])
                continue
            table = None
        if line.strip() == '':
            continue
        if line.startswith('@'):
            tag, _, rest = line[1:].partition(' ')
            f = rest.split('|')
            if tag == 'front':
                cur = dict(kind='front', heading=None, paras=[], refs=[])
            elif tag == 'frontsec':
                cur = dict(kind='front', heading=rest, paras=[], refs=[])
            elif tag == 'defs':
                cur = dict(kind='definitions', heading=rest, paras=[], refs=[])
            elif tag == 'term':
                cur = dict(kind='term', term=f[0], sep=f[1], paras=[], refs=[])
                add_para(cur, f[2])
            elif tag == 'chapter':
                cur = dict(kind='chapter', id='ch' + f[0], number=f[1], title=f[2], paras=None)
            elif tag == 'law':
                law = f[0]
                cur = dict(kind='law', id=law, title=f[1], paras=[], refs=[])
            elif tag == 'sec':
                cur = dict(kind='section', id=law + f[0], printed=f[1], title=f[2], paras=[], refs=[], law=law)
            elif tag == 'item':
                cur = dict(kind='item', id=law + f[0], local=f[0], paras=[], refs=[], law=law)
                add_para(cur, f[1])
            elif tag == 'num':
                cur = dict(kind='item', id=law + '-' + f[0], local=f[0], num=True, paras=[], refs=[], law=law)
                add_para(cur, f[1])
            elif tag == 'table':
                table = []
                blocks[-1]['paras'].append(('table', table))
                continue
            else:
                raise SystemExit('bad tag ' + tag)
            if cur.get('kind') in ('law', 'section', 'item') or cur['kind'] == 'chapter':
                pass
            blocks.append(cur)
            continue
        if line.startswith('+ '):
            line = line[2:]
        add_para(blocks[-1], line)
    # number footnotes per Law and through the book
    k = 0
    perlaw = {}
    for b in blocks:
        for p in b.get('paras') or []:
            if p[0] == 'table':
                continue
            for seg in p:
                if seg[0] == 'fn':
                    k += 1
                    lw = b['law'] if 'law' in b else b['id']
                    perlaw[lw] = perlaw.get(lw, 0) + 1
                    seg[2]['k'] = k
                    seg[2]['n'] = perlaw[lw]
                    seg[2]['law'] = lw
    return blocks


def add_para(b, line):
    line, refs = split_refs(line)
    b['refs'] += refs
    segs = []
    pos = 0
    for m in FN.finditer(line):
        segs.append(['t', line[pos:m.start()]])
        ft, frefs = split_refs(m.group(1))
        segs.append(['fn', ft, dict(refs=frefs)])
        pos = m.end()
    segs.append(['t', line[pos:]])
    b['paras'].append(segs)


def para_text(p):
    if p[0] == 'table':
        return ' '.join(' '.join(r) for r in p[1])
    return ''.join(s[1] for s in p if s[0] == 't')


def clause_text(b):
    return ' '.join(para_text(p) for p in b['paras']).strip()


def footnotes_of(b):
    out = []
    for p in b.get('paras') or []:
        if p[0] == 'table':
            continue
        for s in p:
            if s[0] == 'fn':
                out.append(s)
    return out


def truth(blocks, only_chapters=None):
    cl = []
    chap = None
    for b in blocks:
        if b['kind'] == 'chapter':
            chap = b['id']
        if only_chapters and chap not in only_chapters:
            continue
        k = b['kind']
        if k == 'front':
            cl.append(dict(kind='front', heading=b['heading'], text=clause_text(b), refs=b['refs']))
        elif k == 'definitions':
            cl.append(dict(kind='definitions', heading=b['heading'], text=clause_text(b), refs=b['refs']))
        elif k == 'term':
            cl.append(dict(kind='term', term=b['term'], sep=b['sep'], text=clause_text(b), refs=b['refs']))
        elif k == 'chapter':
            cl.append(dict(kind='chapter', id=b['id'], number=b['number'], title=b['title']))
        elif k == 'law':
            cl.append(dict(kind='law', id=b['id'], title=b['title'], text=clause_text(b), refs=b['refs']))
        elif k == 'section':
            cl.append(dict(kind='section', id=b['id'], title=b['title'], text=clause_text(b), refs=b['refs']))
        elif k == 'item':
            cl.append(dict(kind='item', id=b['id'], text=clause_text(b), refs=b['refs']))
        for s in footnotes_of(b):
            cl.append(dict(kind='footnote', law=s[2]['law'], n=s[2]['n'], text=s[1], refs=s[2]['refs']))
    return dict(book='onega2013', kind='law', edition=2007, title=TITLE, clauses=cl)


def plain(blocks):
    """The plain text of the source: every heading, label and paragraph as typed (labels printed)."""
    out = []
    for b in blocks:
        k = b['kind']
        if k == 'chapter':
            out += ['Глава ' + b['number'], b['title']]
            continue
        if k in ('front', 'definitions') and b['heading']:
            out.append(b['heading'])
        if k == 'law':
            out += [law_heading(b['id']), b['title']]
        if k == 'section':
            out.append(b['printed'] + '. ' + b['title'])
        lab = item_label(b) if k == 'item' else ''
        for i, p in enumerate(b['paras']):
            t = para_text(p)
            if k == 'term' and i == 0:
                t = b['term'] + b['sep'] + t
            if i == 0 and lab:
                t = lab + ' ' + t
            out.append(t)
        for s in footnotes_of(b):
            out.append('%d %s' % (s[2]['k'], s[1]))
    return '\n'.join(out) + '\n'


def item_label(b):
    """The label printed before an item: the deepest part of its local id: '1.', '(a)', '(i)'; an item
    whose id starts a new number and a letter at once (C1(a)) prints '1. (a)'."""
    loc = b['local']
    if b.get('num'):
        return loc + '.'
    m = re.match(r'^[A-Z]?(\d+)((?:\([a-z]+\))*)$', loc)
    num, subs = m.group(1), re.findall(r'\([a-z]+\)', m.group(2))
    return label_parts(b)


_seen_num = {}


def label_parts(b):
    loc = b['local']
    m = re.match(r'^([A-Z]?)(\d+)((?:\([a-z]+\))*)$', loc)
    key = b['law'] + m.group(1) + m.group(2)
    subs = re.findall(r'\([a-z]+\)', m.group(3))
    first_of_num = _seen_num.setdefault(key, b['id']) == b['id']
    parts = []
    if first_of_num:
        parts.append(m.group(2) + '.')
    if subs:
        parts.append(subs[-1])
    return ' '.join(parts)


# ---------------------------------------------------------------- HTML (wkhtmltopdf) ------------------------
VOW = set('аеёиоуыэюяАЕЁИОУЫЭЮЯ')


def shy(word):
    """Soft hyphens in long words, as a DTP operator's hyphenator put them: after a vowel followed by a
    consonant+vowel, never leaving fewer than 3 letters on a side."""
    if len(word) < 11 or not word.isalpha():
        return word
    out = ''
    for i, c in enumerate(word):
        out += c
        if 3 <= i + 1 <= len(word) - 3 and c in VOW and word[i + 1] not in VOW and i + 2 < len(word) \
                and word[i + 2] in VOW and word[i + 1] not in 'ьъй':
            out += '\u00ad'
    return out


def hyph(text):
    return re.sub(r'[А-Яа-яЁё]+', lambda m: shy(m.group(0)), text)


def seg_html(p, fnmode, hy=True):
    if p[0] == 'table':
        rows = p[1]
        h = '<table class="tb"><tr>' + ''.join('<th>%s</th>' % html.escape(c) for c in rows[0]) + '</tr>'
        for r in rows[1:]:
            h += '<tr>' + ''.join('<td>%s</td>' % html.escape(c) for c in r) + '</tr>'
        return h + '</table>', True
    out = ''
    for s in p:
        if s[0] == 't':
            t = html.escape(s[1])
            out += hyph(t) if hy else t
        else:
            k = s[2]['k']
            if fnmode == 'html':
                out += '<sup class="fn">%d</sup>' % k
            else:
                out += '<a class="noteref" id="r%d" href="#n%d"><sup>%d</sup></a>' % (k, k, k)
    return out, False


def body_html(blocks, fnmode='html', pages=None, hy=True, chapter_files=False):
    """Return HTML body chunks (list of (chapter id or None, html))."""
    chunks = []
    buf = []
    notes = []
    cur_ch = None

    def flush_notes():
        if notes:
            buf.append('<div class="notes">' + ''.join(notes) + '</div>')
            notes.clear()

    in_ol = False
    for b in blocks:
        k = b['kind']
        if in_ol and not (k == 'item' and b.get('num')):
            buf.append('</ol>')
            in_ol = False
        if k in ('law', 'chapter'):
            flush_notes()
        if k == 'chapter':
            chunks.append((cur_ch, '\n'.join(buf)))
            buf = []
            cur_ch = b['id']
            buf.append('<div class="chapter"><p class="chnum">Глава %s</p><h1>%s</h1></div>'
                       % (b['number'], html.escape(b['title'])))
            continue
        if k == 'front' and b['heading'] is None:
            buf.append('<div class="title">' + ''.join('<p class="t%d">%s</p>' % (i, html.escape(para_text(p)))
                                                      for i, p in enumerate(b['paras'])) + '</div>')
            if pages is not None:
                buf.append(contents_html(blocks, pages))
            continue
        if k in ('front', 'definitions'):
            chunks.append((cur_ch, '\n'.join(buf)))
            buf = []
            cur_ch = 'front' if k == 'front' else 'defs'
            buf.append('<h1 class="fh" id="%s">%s</h1>' % (cur_ch, html.escape(b['heading'])))
            if k == 'definitions':
                buf.append('<div class="defs">')
        if k == 'law':
            buf.append('<div class="law" id="law%s"><h2>%s</h2><h3>%s</h3></div>'
                       % (b['id'], law_heading(b['id']), html.escape(b['title'])))
        if k == 'section':
            buf.append('<h4>%s. %s</h4>' % (b['printed'], html.escape(b['title'])))
        if k == 'item' and b.get('num') and not in_ol:
            buf.append('<ol class="auto">')
            in_ol = True
        for i, p in enumerate(b['paras']):
            h, is_tab = seg_html(p, fnmode, hy)
            if is_tab:
                buf.append(h)
                continue
            if k == 'term' and i == 0:
                h = '<b>%s</b>%s%s' % (html.escape(b['term']), html.escape(b['sep']), h)
            if k == 'item' and b.get('num'):
                buf.append('<li>%s</li>' % h)
                continue
            if k == 'item' and i == 0:
                lab = label_parts(b)
                depth = 1 + b['local'].count('(')
                buf.append('<p class="i%d">%s %s</p>' % (depth, lab, h))
                continue
            buf.append('<p>%s</p>' % h)
        for s in footnotes_of(b):
            kk = s[2]['k']
            if fnmode == 'html':
                notes.append('<p class="note"><sup>%d</sup> %s</p>' % (kk, html.escape(s[1])))
            else:
                notes.append('<p class="note" id="n%d"><a href="#r%d">%d</a> %s</p>' % (kk, kk, kk, html.escape(s[1])))
        if k == 'term' and b is [x for x in blocks if x['kind'] == 'term'][-1]:
            buf.append('</div>')
    if in_ol:
        buf.append('</ol>')
    flush_notes()
    chunks.append((cur_ch, '\n'.join(buf)))
    return [c for c in chunks if c[1].strip()]


def contents_html(blocks, pages):
    rows = []
    for b in blocks:
        if b['kind'] == 'front' and b['heading']:
            rows.append(('c0', b['heading'].capitalize(), pages.get('front', '')))
        elif b['kind'] == 'definitions':
            rows.append(('c0', b['heading'].capitalize(), pages.get('defs', '')))
        elif b['kind'] == 'chapter':
            rows.append(('c1', 'Глава %s. %s' % (b['number'], b['title'].capitalize()), pages.get(b['id'], '')))
        elif b['kind'] == 'law':
            rows.append(('c2', 'Правило %s. %s' % (b['id'], b['title']), pages.get('law' + b['id'], '')))
    h = '<div class="toc"><p class="toch">СОДЕРЖАНИЕ</p>'
    for cls, t, pg in rows:
        h += ('<div class="%s"><span class="pg">%s</span><span class="tt">%s <span class="dots">%s</span></span></div>'
              % (cls, pg, html.escape(t), ' .' * 60))
    return h + '</div>'


CSS = """
@page { size: A5; }
body { font-family: 'DejaVu Serif', serif; font-size: 10.5pt; line-height: 1.25; text-align: justify; }
.title { text-align: center; page-break-after: always; padding-top: 30mm; }
.title .t0 { font-size: 10pt; letter-spacing: 1px; } .title .t1 { font-size: 17pt; font-weight: bold; margin-top: 35mm; }
.title .t2 { font-size: 13pt; } .title .t3 { font-style: italic; margin-top: 20mm; }
.title .t4 { margin-top: 45mm; } 
.toc { page-break-after: always; font-size: 9.5pt; }
.toch { text-align: center; font-weight: bold; letter-spacing: 3px; }
.toc div { overflow: hidden; white-space: nowrap; }
.toc .pg { float: right; padding-left: 3px; background: white; }
.toc .c1 { font-weight: bold; margin-top: 5px; } .toc .c2 { padding-left: 12px; }
.toc .dots { color: #333; }
.fh { text-align: center; font-size: 13pt; letter-spacing: 2px; page-break-before: always; }
.defs { font-size: 9.5pt; }
.defs p { text-align: left; margin: 0 0 4px 0; }
.chapter { page-break-before: always; text-align: center; margin: 20mm 0 8mm 0; }
.chnum { font-size: 11pt; letter-spacing: 4px; margin: 0; } .chapter h1 { font-size: 14pt; margin: 2mm 0; }
.law { text-align: center; margin-top: 7mm; page-break-after: avoid; }
.law h2 { font-size: 11pt; letter-spacing: 1.5px; margin: 0; }
.law h3 { font-size: 12pt; font-style: italic; font-weight: normal; margin: 1mm 0 3mm 0; }
h4 { font-size: 10.5pt; margin: 3mm 0 1mm 0; page-break-after: avoid; }
p { margin: 0 0 2px 0; text-indent: 0; }
p.i1 { margin-left: 0; } p.i2 { margin-left: 7mm; } p.i3 { margin-left: 14mm; }
ol.auto { margin: 0 0 0 7mm; padding-left: 5mm; }
sup.fn { font-size: 7pt; }
.notes { border-top: 0.5pt solid #000; width: 40%; padding-top: 1mm; margin-top: 3mm; font-size: 8.5pt; }
.notes p { width: 280%; }
table.tb { border-collapse: collapse; margin: 2mm 0; font-size: 9pt; }
table.tb td, table.tb th { border: 0.5pt solid #000; padding: 1px 4px; }
"""


def html_page(blocks, pages):
    body = '\n'.join(c[1] for c in body_html(blocks, 'html', pages))
    return ('<!DOCTYPE html>\n<html lang="ru"><head><meta charset="utf-8"><title>%s</title><style>%s</style></head>'
            '<body>\n%s\n</body></html>\n' % (html.escape(TITLE), CSS, body))


# ---------------------------------------------------------------- EPUB 2 -------------------------------------
ECSS = """body { font-family: serif; margin: 0 3%; }
h1 { text-align: center; font-size: 1.3em; } p.chnum { text-align: center; margin: 2em 0 0 0; }
div.law { text-align: center; margin-top: 1.5em; } div.law h2 { font-size: 1em; margin: 0; }
div.law h3 { font-size: 1.05em; font-style: italic; font-weight: normal; margin: 0.2em 0 0.8em 0; }
h4 { font-size: 1em; margin: 0.8em 0 0.2em 0; } p { margin: 0; text-indent: 1.2em; text-align: justify; }
p.i1 { text-indent: 0; } p.i2 { text-indent: 0; margin-left: 1.5em; } p.i3 { text-indent: 0; margin-left: 3em; }
div.title p { text-align: center; text-indent: 0; margin: 1em 0; }
div.notes { margin-top: 1em; border-top: 1px solid #000; font-size: 0.85em; } p.note { text-indent: 0; }
table.tb { border-collapse: collapse; } table.tb td, table.tb th { border: 1px solid #000; padding: 2px; }
"""


def xhtml(title, body):
    return ('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.1//EN" '
            '"http://www.w3.org/TR/xhtml11/DTD/xhtml11.dtd">\n<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="ru">'
            '<head><title>%s</title><link rel="stylesheet" type="text/css" href="style.css"/></head>\n<body>\n%s\n'
            '</body></html>\n' % (html.escape(title), body))


def epub(blocks, d):
    os.makedirs(os.path.join(d, 'META-INF'), exist_ok=True)
    os.makedirs(os.path.join(d, 'OEBPS'), exist_ok=True)
    open(os.path.join(d, 'mimetype'), 'w').write('application/epub+zip')
    open(os.path.join(d, 'META-INF', 'container.xml'), 'w').write(
        '<?xml version="1.0"?>\n<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">'
        '<rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>'
        '</rootfiles></container>\n')
    chunks = body_html(blocks, 'epub', None, hy=False)
    names = {None: 'Титул', 'front': 'От переводчика', 'defs': 'Определения'}
    for b in blocks:
        if b['kind'] == 'chapter':
            names[b['id']] = 'Глава %s. %s' % (b['number'], b['title'].capitalize())
    files = []
    for i, (cid, h) in enumerate(chunks):
        fn = 'part%02d.xhtml' % i
        h = h.replace('&shy;', '')
        open(os.path.join(d, 'OEBPS', fn), 'w', encoding='utf-8').write(xhtml(names[cid], h))
        files.append((fn, names[cid]))
    open(os.path.join(d, 'OEBPS', 'style.css'), 'w').write(ECSS)
    man = '\n'.join('<item id="p%d" href="%s" media-type="application/xhtml+xml"/>' % (i, f) for i, (f, _) in enumerate(files))
    spine = '\n'.join('<itemref idref="p%d"/>' % i for i in range(len(files)))
    open(os.path.join(d, 'OEBPS', 'content.opf'), 'w', encoding='utf-8').write(
        '<?xml version="1.0" encoding="utf-8"?>\n<package xmlns="http://www.idpf.org/2007/opf" version="2.0" '
        'unique-identifier="bookid"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/" '
        'xmlns:opf="http://www.idpf.org/2007/opf"><dc:title>%s</dc:title><dc:language>ru</dc:language>'
        '<dc:creator opf:role="trl">Г. П. Сухоруков</dc:creator><dc:publisher>Ассоциация спортивного бриджа Заонежья'
        '</dc:publisher><dc:date>2013</dc:date><dc:identifier id="bookid">urn:uuid:7c1e2b5a-0d4e-4f3a-9b1e-onega2013'
        '</dc:identifier></metadata>\n<manifest><item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>'
        '<item id="css" href="style.css" media-type="text/css"/>\n%s</manifest>\n<spine toc="ncx">\n%s</spine>'
        '</package>\n' % (html.escape(TITLE), man, spine))
    nav = '\n'.join('<navPoint id="n%d" playOrder="%d"><navLabel><text>%s</text></navLabel><content src="%s"/></navPoint>'
                    % (i, i + 1, html.escape(t), f) for i, (f, t) in enumerate(files))
    open(os.path.join(d, 'OEBPS', 'toc.ncx'), 'w', encoding='utf-8').write(
        '<?xml version="1.0" encoding="utf-8"?>\n<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1">'
        '<head><meta name="dtb:uid" content="urn:uuid:7c1e2b5a-0d4e-4f3a-9b1e-onega2013"/></head><docTitle><text>%s'
        '</text></docTitle><navMap>\n%s\n</navMap></ncx>\n' % (html.escape(TITLE), nav))


# ---------------------------------------------------------------- DOCX (python-docx) ------------------------
def docx_out(blocks, path):
    import docx
    from docx.shared import Pt, Mm
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.oxml.ns import qn
    from docx.oxml import OxmlElement
    d = docx.Document()
    sec = d.sections[0]
    sec.page_width, sec.page_height = Mm(148), Mm(210)
    sec.left_margin = sec.right_margin = Mm(15)
    sec.top_margin, sec.bottom_margin = Mm(18), Mm(16)
    st = d.styles['Normal']
    st.font.name = 'Times New Roman'
    st.font.size = Pt(10.5)
    st.paragraph_format.space_after = Pt(1)
    # running head and page number (furniture)
    hp = sec.header.paragraphs[0]
    hp.text = 'Международные правила дубликатного бриджа · редакция 2007 года'
    hp.alignment = WD_ALIGN_PARAGRAPH.CENTER
    hp.runs[0].font.size = Pt(8)
    hp.runs[0].italic = True
    fp = sec.footer.paragraphs[0]
    fp.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = fp.add_run('— ')
    fld = OxmlElement('w:fldSimple')
    fld.set(qn('w:instr'), 'PAGE')
    rr = OxmlElement('w:r')
    tt = OxmlElement('w:t')
    tt.text = '1'
    rr.append(tt)
    fld.append(rr)
    fp._p.append(fld)
    fp.add_run(' —')
    fns = []
    first_term = True
    for b in blocks:
        k = b['kind']
        if k == 'chapter':
            d.add_page_break()
            p = d.add_paragraph('Глава ' + b['number'], style='Heading 1')
            p.alignment = WD_ALIGN_PARAGRAPH.CENTER
            p = d.add_paragraph(b['title'], style='Title')
            p.alignment = WD_ALIGN_PARAGRAPH.CENTER
            continue
        if k == 'front' and b['heading'] is None:
            for i, pp in enumerate(b['paras']):
                p = d.add_paragraph()
                p.alignment = WD_ALIGN_PARAGRAPH.CENTER
                run = p.add_run(para_text(pp))
                run.bold = i == 1
                run.font.size = Pt(16 if i == 1 else 11)
            d.add_page_break()
            continue
        if k in ('front', 'definitions'):
            p = d.add_paragraph(b['heading'], style='Heading 1')
            p.alignment = WD_ALIGN_PARAGRAPH.CENTER
        if k == 'law':
            p = d.add_paragraph(law_heading(b['id']), style='Heading 2')
            p.alignment = WD_ALIGN_PARAGRAPH.CENTER
            p = d.add_paragraph(b['title'], style='Subtitle')
            p.alignment = WD_ALIGN_PARAGRAPH.CENTER
        if k == 'section':
            p = d.add_paragraph()
            p.add_run('%s. %s' % (b['printed'], b['title'])).bold = True
            p.paragraph_format.space_before = Pt(4)
            p.paragraph_format.keep_with_next = True
        for i, pp in enumerate(b['paras']):
            if pp[0] == 'table':
                rows = pp[1]
                t = d.add_table(rows=len(rows), cols=len(rows[0]))
                t.style = 'Table Grid'
                for ri, row in enumerate(rows):
                    for ci, c in enumerate(row):
                        t.cell(ri, ci).text = c
                        if ri == 0:
                            t.cell(ri, ci).paragraphs[0].runs[0].bold = True
                continue
            if k == 'item' and b.get('num'):
                p = d.add_paragraph(style='List Number')
            else:
                p = d.add_paragraph()
                p.paragraph_format.first_line_indent = Mm(5) if k not in ('item', 'term') else None
            if k == 'term' and i == 0:
                p.add_run(b['term']).bold = True
                p.add_run(b['sep'])
            if k == 'item' and i == 0 and not b.get('num'):
                depth = b['local'].count('(')
                p.paragraph_format.left_indent = Mm(6 * depth)
                p.add_run(label_parts(b) + '\t')
            for s in pp:
                if s[0] == 't':
                    p.add_run(s[1])
                else:
                    fns.append(s)
                    p.add_run('FNMARK%d' % s[2]['k'])
    d.save(path)
    _add_footnotes(path, fns)


def _add_footnotes(path, fns):
    import zipfile, shutil
    tmp = path + '.tmp'
    zin = zipfile.ZipFile(path)
    zout = zipfile.ZipFile(tmp, 'w', zipfile.ZIP_DEFLATED)
    W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
    notes = ['<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>',
             '<w:footnote w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p>'
             '</w:footnote>']
    for s in fns:
        k = s[2]['k']
        notes.append('<w:footnote w:id="%d"><w:p><w:pPr><w:pStyle w:val="FootnoteText"/></w:pPr><w:r><w:rPr>'
                     '<w:vertAlign w:val="superscript"/></w:rPr><w:footnoteRef/></w:r><w:r><w:t xml:space="preserve">'
                     ' %s</w:t></w:r></w:p></w:footnote>' % (k, html.escape(s[1], quote=False)))
    fxml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:footnotes %s>%s</w:footnotes>' % (W, ''.join(notes))
    for it in zin.infolist():
        data = zin.read(it.filename)
        if it.filename == 'word/document.xml':
            x = data.decode('utf-8')
            for s in fns:
                k = s[2]['k']
                x, n = re.subn(r'<w:r><w:t>FNMARK%d</w:t></w:r>' % k,
                               '<w:r><w:rPr><w:vertAlign w:val="superscript"/></w:rPr><w:footnoteReference w:id="%d"/></w:r>' % k, x)
                assert n == 1, (k, n)
            data = x.encode('utf-8')
        elif it.filename == 'word/_rels/document.xml.rels':
            x = data.decode('utf-8')
            x = x.replace('</Relationships>', '<Relationship Id="rIdFn1" Type="http://schemas.openxmlformats.org/'
                          'officeDocument/2006/relationships/footnotes" Target="footnotes.xml"/></Relationships>')
            data = x.encode('utf-8')
        elif it.filename == '[Content_Types].xml':
            x = data.decode('utf-8')
            x = x.replace('</Types>', '<Override PartName="/word/footnotes.xml" ContentType="application/vnd.'
                          'openxmlformats-officedocument.wordprocessingml.footnotes+xml"/></Types>')
            data = x.encode('utf-8')
        zout.writestr(it, data)
    zout.writestr('word/footnotes.xml', fxml)
    zout.close()
    shutil.move(tmp, path)


# ---------------------------------------------------------------- FIDO post (CP866 via iconv) --------------
def wrap(text, width=76, indent=''):
    words = text.split(' ')
    lines, cur = [], indent
    for w in words:
        if len(cur) + len(w) + (1 if cur.strip() else 0) > width and cur.strip():
            lines.append(cur)
            cur = ' ' * len(indent) + w
        else:
            cur = cur + (' ' if cur.strip() else '') + w
    lines.append(cur)
    return lines


def fido(blocks):
    L = [' Msg  : 214 of 230',
         ' From : Gennady Sukhorukov                 2:5030/1313.7   Вск 17 Мар 13 21:04',
         ' To   : All',
         ' Subj : Правила бриджа 2007 (избранное) - полный текст брошюры',
         '-' * 79,
         'Привет, All!',
         '',
         'Вчера Александр Кузьмин писал в эхе:',
         '',
         ' AK> А нет ли у кого-нибудь текста правил в нормальном виде, а не в .doc?',
         ' AK> Хочу распечатать на матричном для клуба.',
         '',
         'Есть. Ниже вся наша брошюра, как она ушла в типографию. Ширина 76, кодировка',
         'альтернативная (866), кто читает в koi - перекодируйте.',
         '',
         '=' * 76, '']
    notes = []

    def flush():
        if notes:
            L.append('  ' + '-' * 20)
            for k, t in notes:
                L.extend(wrap('  [%d] %s' % (k, t), 76, '  '))
            L.append('')
            notes.clear()

    for b in blocks:
        k = b['kind']
        if k in ('law', 'chapter'):
            flush()
        if k == 'chapter':
            L += ['', ('Глава ' + b['number']).center(76).rstrip(), b['title'].center(76).rstrip(), '']
            continue
        if k == 'front' and b['heading'] is None:
            for p in b['paras']:
                L.append(para_text(p).center(76).rstrip())
            L.append('')
            continue
        if k in ('front', 'definitions'):
            L += ['', b['heading'].center(76).rstrip(), '']
        if k == 'law':
            L += ['', law_heading(b['id']).center(76).rstrip(), b['title'].center(76).rstrip(), '']
        if k == 'section':
            L.append('%s. %s' % (b['printed'], b['title']))
        for i, p in enumerate(b['paras']):
            if p[0] == 'table':
                rows = p[1]
                w = [max(len(r[c]) for r in rows) for c in range(len(rows[0]))]
                sep = '+' + '+'.join('-' * (x + 2) for x in w) + '+'
                L.append(sep)
                for r in rows:
                    L.append('|' + '|'.join(' %s ' % r[c].ljust(w[c]) for c in range(len(r))) + '|')
                    if r is rows[0]:
                        L.append(sep)
                L.append(sep)
                continue
            t = ''
            for s in p:
                if s[0] == 't':
                    t += s[1]
                else:
                    t += '[%d]' % s[2]['k']
                    notes.append((s[2]['k'], s[1]))
            if k == 'term' and i == 0:
                t = b['term'] + b['sep'] + t
            if k == 'item' and i == 0:
                t = (b['local'] + '.' if b.get('num') else label_parts(b)) + ' ' + t
                depth = b['local'].count('(')
                L.extend(wrap(t, 76, '  ' * depth))
            else:
                L.extend(wrap('   ' + t, 76))
    flush()
    L += ['', '=' * 76, '', 'Удачи за столом!', '', 'Гена.', '',
          '... Пас, пас, пас... а где же шлем?',
          '--- GoldED+/W32 1.1.5-31012',
          ' * Origin: Онежский бридж-клуб "Калитка" (2:5030/1313.7)', '']
    return '\r\n'.join(L)


def main():
    blocks = parse()
    cmd, out = sys.argv[1], sys.argv[2]
    if cmd == 'truth':
        only = sys.argv[3].split(',') if len(sys.argv) > 3 else None
        t = truth(blocks, only)
        if only:
            t['scan'] = sys.argv[4] if len(sys.argv) > 4 else ''
        json.dump(t, open(out, 'w', encoding='utf-8'), ensure_ascii=False, indent=1)
    elif cmd == 'plain':
        open(out, 'w', encoding='utf-8').write(plain(blocks))
    elif cmd == 'html':
        pages = json.load(open(sys.argv[3])) if len(sys.argv) > 3 else {}
        open(out, 'w', encoding='utf-8').write(html_page(blocks, pages))
    elif cmd == 'epub':
        epub(blocks, out)
    elif cmd == 'docx':
        docx_out(blocks, out)
    elif cmd == 'fido':
        open(out, 'w', encoding='utf-8', newline='').write(fido(blocks))


if __name__ == '__main__':
    main()
