#!/usr/bin/env python3
"""Read src/abi2000.txt (markup described at its top) and write, from that one source:
  truth   -> truth.json (ground truth, docs/redteam/format.md)
  plain   -> src/plain.txt (the plain text of the source, for check_truth.py)
  rtf     -> the RTF that AbiWord turns into a PDF (optionally with contents page numbers from a JSON)
  paps    -> the UTF-8 text that paps sets
  typst   -> the Typst source of the two-column PDF
  html    -> the old-style CP1251 web page (bytes) that Chromium saves as MHTML
  txt1251 -> the Notepad text (CP1251, CR LF)
Python only writes input files for the real tools; it lays nothing out."""
import json, re, sys, html as H

SRC = __file__.rsplit('/', 1)[0] + '/abi2000.txt'
CYR = 'абвгдежзик'
LAT = 'abcdefghik'
REF = re.compile(r'\[\[([^|\]]*)\|([^\]]*)\]\]')


def parse(path=SRC):
    """Return a list of blocks: dicts with kind, fields, 'paras' (list of raw paragraph strings)."""
    blocks = []
    law = sec = item = sub = None
    for raw in open(path, encoding='utf-8'):
        line = raw.rstrip('\n')
        if not line.strip() or line.startswith('#'):
            continue
        if line.startswith('!title '):
            if not blocks or blocks[-1]['kind'] != 'title':
                blocks.append({'kind': 'title', 'lines': []})
            blocks[-1]['lines'].append(line[7:])
        elif line.startswith('!front '):
            blocks.append({'kind': 'front', 'heading': line[7:], 'paras': []})
        elif line.startswith('!chapter '):
            num, title = line[9:].split('|')
            blocks.append({'kind': 'chapter', 'number': num, 'title': title})
        elif line.startswith('!defs '):
            blocks.append({'kind': 'definitions', 'heading': line[6:], 'paras': []})
        elif line.startswith('!term '):
            term, sep, text = line[6:].split('|', 2)
            blocks.append({'kind': 'term', 'term': term, 'sep': sep, 'paras': [text]})
        elif line.startswith('!law '):
            num, title = line[5:].split('|')
            law = num; sec = item = sub = None
            blocks.append({'kind': 'law', 'id': num, 'title': title, 'paras': [], 'fn': 0})
            lawblock = blocks[-1]
        elif line.startswith('!sec '):
            printed, latin, title = line[5:].split('|')
            sec = latin; item = sub = None
            blocks.append({'kind': 'section', 'id': law + latin, 'printed': printed, 'title': title, 'paras': []})
        elif line.startswith('!fn '):
            lawblock['fn'] += 1
            blocks.append({'kind': 'footnote', 'law': law, 'n': lawblock['fn'], 'paras': [line[4:]]})
        elif line.startswith('+ '):
            blocks[-1]['paras'].append(line[2:])
        else:
            m = re.match(r'(\d+)\. (.*)', line)
            if m:
                item = m.group(1); sub = None
                iid = law + sec + item if sec else law + '-' + item
                blocks.append({'kind': 'item', 'level': 1, 'label': item + '.', 'id': iid, 'paras': [m.group(2)]})
                continue
            m = re.match(r'([а-к])\) (.*)', line)
            if m:
                sub = LAT[CYR.index(m.group(1))]
                base = law + sec + item if sec else law + '-' + item
                blocks.append({'kind': 'item', 'level': 2, 'label': m.group(1) + ')',
                               'id': base + '(' + sub + ')', 'paras': [m.group(2)]})
                continue
            m = re.match(r'\(([ivx]+)\) (.*)', line)
            if m:
                base = (law + sec + item if sec else law + '-' + item) + '(' + sub + ')'
                blocks.append({'kind': 'item', 'level': 3, 'label': '(' + m.group(1) + ')',
                               'id': base + '(' + m.group(1) + ')', 'paras': [m.group(2)]})
                continue
            blocks[-1]['paras'].append(line)
    return blocks


def shown(s):
    """Printed text of a raw paragraph: reference markup dropped, footnote calls removed."""
    return REF.sub(lambda m: m.group(1), s).replace('^', '')


def refs(paras):
    out = []
    for p in paras:
        for m in REF.finditer(p):
            out += [x for x in m.group(2).split(',') if x]
    return out


def truth():
    cl = []
    for b in parse():
        k = b['kind']
        if k == 'title':
            cl.append({'kind': 'front', 'heading': None, 'text': ' '.join(b['lines'])})
            continue
        text = ' '.join(shown(p) for p in b.get('paras', []))
        r = refs(b.get('paras', []))
        if k == 'front':
            c = {'kind': 'front', 'heading': b['heading'], 'text': text}
        elif k == 'chapter':
            roman = {'I': 1, 'II': 2, 'III': 3, 'IV': 4, 'V': 5, 'VI': 6, 'VII': 7, 'VIII': 8, 'IX': 9, 'X': 10, 'XI': 11}
            c = {'kind': 'chapter', 'id': 'ch%d' % roman[b['number']], 'number': b['number'], 'title': b['title']}
        elif k == 'definitions':
            c = {'kind': 'definitions', 'heading': b['heading'], 'text': text}
        elif k == 'term':
            c = {'kind': 'term', 'term': b['term'], 'sep': b['sep'], 'text': text}
        elif k == 'law':
            c = {'kind': 'law', 'id': b['id'], 'title': b['title'], 'text': text}
        elif k == 'section':
            c = {'kind': 'section', 'id': b['id'], 'title': b['title'], 'text': text}
        elif k == 'item':
            c = {'kind': 'item', 'id': b['id'], 'text': text}
        elif k == 'footnote':
            c = {'kind': 'footnote', 'law': b['law'], 'n': b['n'], 'text': text}
        if k != 'chapter':
            c['refs'] = r
        cl.append(c)
    # a footnote follows the clause that holds its call: the source already writes each !fn line there
    out = cl
    return {'book': 'abi2000', 'kind': 'law', 'edition': 1997,
            'title': 'ЗАКОНЫ ДУБЛИКАТНОГО БРИДЖА. Международный свод 1997 года', 'clauses': out}


# ---------------------------------------------------------------- a linear view used by every rendering
def stream():
    """Yield (kind, block) in printed order, footnotes placed right after the clause holding their call.
    In the source a !fn line may follow later clauses (it is written after the section it belongs to); here it
    is attached to the clause whose paragraphs hold the next unused call of the Law."""
    bl = parse()
    # attach footnotes to the clause holding the call
    calls = []  # clauses with calls, in order
    for b in bl:
        for p in b.get('paras', []):
            if '^' in p and b['kind'] != 'footnote':
                calls.append(b)
    fns = [b for b in bl if b['kind'] == 'footnote']
    assert len(calls) == len(fns), (len(calls), len(fns))
    for c, f in zip(calls, fns):
        c['note'] = f
    return [b for b in bl if b['kind'] != 'footnote']


def law_heading(b):
    return 'Закон ' + b['id'], b['title']


def sec_heading(b):
    return 'Раздел ' + b['printed'] + '. ' + b['title']


def sentence(t):
    t = t.lower()
    return re.sub(r'(^|\. )(\w)', lambda m: m.group(1) + m.group(2).upper(), t)


def contents_entries():
    out = []
    for b in stream():
        if b['kind'] in ('front',):
            out.append(('front', b['heading'], None))
        elif b['kind'] == 'chapter':
            out.append(('chapter', 'Глава ' + b['number'] + '. ' + b['title'], None))
        elif b['kind'] == 'definitions':
            out.append(('defs', b['heading'], None))
        elif b['kind'] == 'law':
            out.append(('law', 'Закон ' + b['id'] + '. ' + sentence(b['title']), b['id']))
    return out


# ---------------------------------------------------------------- plain text (also the Notepad and paps text)
def plain_lines(tabs=True, note_mark='*'):
    """One paragraph a line. Items indented by tabs (Notepad) or spaces (paps)."""
    L = []
    fnno = 0
    bl = stream()
    t = bl[0]
    L += t['lines'] + ['']
    L += ['СОДЕРЖАНИЕ', '']
    for kind, text, _ in contents_entries():
        L.append(('\t' if tabs else '    ') + text if kind == 'law' else text)
    L.append('')
    for b in bl[1:]:
        k = b['kind']
        note = b.get('note')
        paras = [shown(p) for p in b.get('paras', [])]
        if note:
            fnno += 1
            mark = note_mark * fnno if note_mark == '*' else '(%d)' % fnno
            raw = b['paras']
            paras = [REF.sub(lambda m: m.group(1), p).replace('^', mark) for p in raw]
        if k == 'front':
            L += ['', b['heading'], ''] + paras
        elif k == 'chapter':
            L += ['', '', 'ГЛАВА ' + b['number'], b['title'], '']
        elif k == 'definitions':
            L += [b['heading'], ''] + paras + ['']
        elif k == 'term':
            L += [b['term'] + b['sep'] + paras[0]]
        elif k == 'law':
            h, t2 = law_heading(b)
            L += ['', h, t2, ''] + paras
        elif k == 'section':
            L += ['', sec_heading(b)] + paras
        elif k == 'item':
            ind = ('\t' if tabs else '    ') * b['level']
            L += [ind + b['label'] + ' ' + paras[0]] + [ind + p for p in paras[1:]]
        if note:
            L += [mark + ' ' + shown(note['paras'][0])]
    L += ['', '', 'Ассоциация бриджа Верхнекамского края. Краснокамск-на-Вишере, 2000.']
    return L


def plain():
    """The plain text of the source for check_truth: every clause paragraph on its own line, no marks."""
    L = []
    for b in parse():
        if b['kind'] == 'title':
            L += b['lines']
            continue
        for k in ('heading', 'title', 'term'):
            if b.get(k):
                L.append(b[k])
        L += [shown(p) for p in b.get('paras', [])]
    return '\n'.join(L) + '\n'


# ---------------------------------------------------------------- RTF for AbiWord
def rtf_esc(s):
    o = []
    for ch in s:
        if ch in '\\{}':
            o.append('\\' + ch)
        elif ord(ch) < 128:
            o.append(ch)
        else:
            n = ord(ch)
            o.append('\\u%d?' % (n if n < 32768 else n - 65536))
    return ''.join(o)


def rtf(pages=None):
    pages = pages or {}
    A5W, A5H = 8391, 11906
    R = [r'{\rtf1\ansi\ansicpg1251\deff0',
         r'{\fonttbl{\f0\froman\fcharset204 Liberation Serif;}{\f1\fswiss\fcharset204 Liberation Sans;}}',
         r'\paperw%d\paperh%d\margl1020\margr850\margt1134\margb1134\headery567\footery567' % (A5W, A5H),
         r'\deftab567\widowctrl\ftnbj\ftnnar']
    B = r'\pard\plain\f0\fs20\qj\sa60\fi340 '

    def para(fmt, text):
        R.append(fmt + text + r'\par')

    bl = stream()
    R.append(r'\sectd\sbknone')
    t = bl[0]['lines']
    para(r'\pard\plain\f1\fs20\qc\sb600\sa1200 ', rtf_esc(t[0]))
    para(r'\pard\plain\f1\fs36\b\qc\sa240 ', rtf_esc(t[1]))
    para(r'\pard\plain\f1\fs26\qc\sa600 ', rtf_esc(t[2]))
    para(r'\pard\plain\f0\fs22\i\qc\sa1800 ', rtf_esc(t[3]))
    para(r'\pard\plain\f0\fs22\qc\sa2400 ', rtf_esc(t[4]))
    para(r'\pard\plain\f0\fs20\qc ', rtf_esc(t[5]) + r'\page')
    # the body: a new section (new page) with the running head and the page number
    R.append(r'\sect\sectd\sbkpage\pgnstarts2')
    R.append(r'{\header\pard\plain\f0\fs16\qc ' + rtf_esc('Законы дубликатного бриджа. Международный свод 1997 года') + r'\par}')
    R.append(r'{\footer\pard\plain\f0\fs18\qc ' + rtf_esc('— ') + r'{\field{\*\fldinst PAGE}{\fldrslt 2}}' + rtf_esc(' —') + r'\par}')
    # contents
    para(r'\pard\plain\f1\fs24\b\qc\sa240 ', rtf_esc('СОДЕРЖАНИЕ'))
    for kind, text, lid in contents_entries():
        pg = str(pages.get(text, '')) or '00'
        if kind == 'chapter':
            para(r'\pard\plain\f0\fs18\b\sb100\tqr\tldot\tx6500 ', rtf_esc(text) + r'\tab ' + pg)
        elif kind == 'law':
            para(r'\pard\plain\f0\fs18\li340\tqr\tldot\tx6500 ', rtf_esc(text) + r'\tab ' + pg)
        else:
            para(r'\pard\plain\f0\fs18\tqr\tldot\tx6500 ', rtf_esc(text) + r'\tab ' + pg)
    first = True
    for b in bl[1:]:
        k = b['kind']
        note = b.get('note')

        def body(p):
            s = rtf_esc(REF.sub(lambda m: m.group(1), p))
            if note and '^' in s:
                fn = rtf_esc(shown(note['paras'][0]))
                s = s.replace('^', r'{\super\chftn}{\footnote\pard\plain\f0\fs16\qj {\super\chftn} ' + fn + r'\par}')
            return s
        paras = [body(p) for p in b.get('paras', [])]
        if k == 'front':
            if first:
                R.append(r'\pard\plain\page\par')
            para(r'\pard\plain\f1\fs24\b\qc\sa240\sb360 ', rtf_esc(b['heading']))
            first = False
            for p in paras:
                para(B, p)
        elif k == 'chapter':
            R.append(r'\pard\plain\page\par')
            para(r'\pard\plain\f1\fs24\b\qc\sb480\sa120\keepn ', rtf_esc('ГЛАВА ' + b['number']))
            para(r'\pard\plain\f1\fs24\b\qc\sa360\keepn ', rtf_esc(b['title']))
        elif k == 'definitions':
            para(r'\pard\plain\f1\fs22\b\qc\sa200\keepn ', rtf_esc(b['heading']))
            for p in paras:
                para(B, p)
        elif k == 'term':
            para(r'\pard\plain\f0\fs20\qj\sa60\fi340 ', r'{\b ' + rtf_esc(b['term']) + '}' + rtf_esc(b['sep']) + paras[0])
        elif k == 'law':
            h, t2 = law_heading(b)
            para(r'\pard\plain\f1\fs22\b\qc\sb360\keepn ', rtf_esc(h))
            para(r'\pard\plain\f1\fs20\b\qc\sa160\keepn ', rtf_esc(t2))
            for p in paras:
                para(B, p)
        elif k == 'section':
            head = r'{\b ' + rtf_esc('Раздел ' + b['printed'] + '. ' + b['title']) + '}'
            if paras:  # a run-in head: the lead-in follows on the same line, after a full stop
                para(r'\pard\plain\f0\fs20\qj\sb120\sa60\fi340 ', head[:-1] + '.} ' + paras[0])
                for p in paras[1:]:
                    para(B, p)
            else:
                para(r'\pard\plain\f0\fs20\qj\sb120\sa60\fi340\keepn ', head)
        elif k == 'item':
            li = 340 * b['level'] + 170
            para(r'\pard\plain\f0\fs20\qj\sa40\li%d\fi-300\tx%d ' % (li, li), rtf_esc(b['label']) + r'\tab ' + paras[0])
            for p in paras[1:]:
                para(r'\pard\plain\f0\fs20\qj\sa40\li%d ' % li, p)
    para(r'\pard\plain\f0\fs16\qc\sb600 ', rtf_esc('Ассоциация бриджа Верхнекамского края. Краснокамск-на-Вишере, 2000. Тираж 150 экз.'))
    R.append('}')
    return '\n'.join(R)


# ---------------------------------------------------------------- Typst (two columns, running heads)
def ty(s):
    s = re.sub(r'([\\#*_`$<>@\[\]=~/"\'+-])', r'\\\1', s)
    s = s.replace('...', '\\.\\.\\.')
    return s


def typst():
    T = []
    bl = stream()
    t = bl[0]['lines']
    T.append('''#set document(title: "Законы дубликатного бриджа 1997")
#set text(font: ("Liberation Serif", "DejaVu Serif"), size: 9.5pt, lang: "ru", hyphenate: true)
#set par(justify: true, first-line-indent: (amount: 1em, all: true), spacing: 0.45em, leading: 0.5em)
#let lawtitle = state("lawtitle", "")
#let law(num, title) = {
  block(width: 100%, breakable: false, sticky: true, above: 1.1em, below: 0.7em, align(center)[
    #metadata((num: num, title: title)) <lawmark>
    #place(hide(heading(level: 2, outlined: true, bookmarked: true)[Закон #num. #title]))
    #text(size: 10.5pt, weight: "bold")[Закон #num] \\ #text(size: 9pt, weight: "bold")[#title]
  ])
}
#let chapter(num, title) = {
  block(width: 100%, sticky: true, above: 1.4em, below: 0.9em, align(center)[
    #place(hide(heading(level: 1, outlined: true, bookmarked: true)[Глава #num. #title]))
    #text(size: 11pt, weight: "bold")[ГЛАВА #num \\ #title]
  ])
}
#show heading.where(level: 1): it => block(width: 100%, above: 1.2em, below: 0.9em, align(center, text(size: 11pt, weight: "bold", it.body)))
#let sec(head, body) = par[*#head.* #body]
#let it(level, label, body) = block(above: 0.35em, below: 0.35em, pad(left: 1.1em * level, grid(columns: (1.6em, 1fr), column-gutter: 0.2em, align(left, label), par(first-line-indent: 0pt, body))))
#set page(paper: "a4", margin: (x: 1.6cm, top: 2.2cm, bottom: 2cm), columns: 1)
''')
    # title page, one column
    T.append('#align(center)[#v(2cm)#text(size: 10pt, "%s")#v(3cm)#text(size: 22pt, weight: "bold", "%s")#v(0.6cm)#text(size: 14pt, "%s")#v(2.2cm)#text(size: 12pt, style: "italic", "%s")#v(1.2cm)#text(size: 12pt, "%s")#v(1fr)#text(size: 11pt, "%s")]' % tuple(t))
    T.append('#pagebreak()')
    T.append('''#set page(columns: 2, header: context {
  let pg = here().page()
  let before = query(<lawmark>).filter(m => m.location().page() < pg)
  let marks = if before.len() > 0 { before } else { query(<lawmark>).filter(m => m.location().page() == pg) }
  let right = if marks.len() > 0 { let v = marks.last().value; [Закон #v.num. #v.title] } else { [Законы дубликатного бриджа] }
  set text(size: 8pt)
  if calc.even(pg) [Законы дубликатного бриджа. 1997 #h(1fr) #pg] else [#right #h(1fr) #pg]
  v(-0.5em)
  line(length: 100%, stroke: 0.4pt)
}, footer: context { set text(size: 7.5pt); align(center)[Ассоциация бриджа Верхнекамского края] })
#set columns(gutter: 0.7cm)
#outline(title: [СОДЕРЖАНИЕ], depth: 2)
#pagebreak()
''')
    for b in bl[1:]:
        k = b['kind']
        note = b.get('note')

        def body(p):
            s = ty(REF.sub(lambda m: m.group(1), p))
            if note and '^' in p:
                s = s.replace('\\^', '').replace('^', '')
                # put the footnote where the call was
                raw = REF.sub(lambda m: m.group(1), p)
                a, bb = raw.split('^', 1)
                s = ty(a) + '#footnote[' + ty(shown(note['paras'][0])) + ']' + ty(bb)
            return s
        paras = [body(p) for p in b.get('paras', [])]
        if k == 'front':
            T.append('#heading(level: 1)[%s]' % ty(b['heading']))
            T += [p + '\n' for p in paras]
        elif k == 'chapter':
            T.append('#chapter("%s", "%s")' % (b['number'], b['title']))
        elif k == 'definitions':
            T.append('#align(center)[*%s*]\n' % ty(b['heading']))
            T += [p + '\n' for p in paras]
        elif k == 'term':
            T.append('*%s*%s%s\n' % (ty(b['term']), ty(b['sep']), paras[0]))
        elif k == 'law':
            T.append('#law("%s", "%s")' % (b['id'], b['title']))
            T += [p + '\n' for p in paras]
        elif k == 'section':
            head = ty('Раздел ' + b['printed'] + '. ' + b['title'])
            if paras:
                T.append('#sec[%s][%s]' % (head, paras[0]))
                T += [p + '\n' for p in paras[1:]]
            else:
                T.append('#block(sticky: true)[*%s*]' % head)
        elif k == 'item':
            T.append('#it(%d, [%s], [%s])' % (b['level'] - 1, ty(b['label']), ' #parbreak() '.join(paras)))
    return '\n'.join(T) + '\n'


# ---------------------------------------------------------------- old-style CP1251 web page
def html():
    bl = stream()
    t = bl[0]['lines']
    e = lambda s: H.escape(s, quote=False)
    O = ['<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.0 Transitional//EN">', '<html><head>',
         '<meta http-equiv="Content-Type" content="text/html; charset=windows-1251">',
         '<title>Законы дубликатного бриджа 1997 - Ассоциация бриджа Верхнекамского края</title>',
         '<style type="text/css"><!--\nbody {font-family: Verdana, Arial, sans-serif; font-size: 10pt; background: #FFFFF0}\n'
         'td.menu a {color: #003366; font-size: 9pt}\n.law {text-align: center; font-weight: bold; margin-top: 18px}\n'
         '.it1 {margin: 2px 0 2px 24px} .it2 {margin: 2px 0 2px 48px} .it3 {margin: 2px 0 2px 72px}\n'
         '.fn {font-size: 8pt}\n--></style>', '</head>',
         '<body bgcolor="#FFFFF0" leftmargin="0" topmargin="0" marginwidth="0" marginheight="0">',
         '<table width="100%" border="0" cellpadding="4" cellspacing="0"><tr><td bgcolor="#003366">'
         '<font color="#FFFFFF" size="4"><b>&nbsp;АССОЦИАЦИЯ БРИДЖА ВЕРХНЕКАМСКОГО КРАЯ</b></font><br>'
         '<font color="#CCCCFF" size="2">&nbsp;Краснокамск-на-Вишере &middot; клуб &laquo;Большой шлем&raquo; &middot; ул. Заводская, 14</font></td></tr></table>',
         '<table width="100%" border="0" cellpadding="6" cellspacing="0"><tr valign="top">',
         '<td class="menu" width="170" bgcolor="#E8E8D0"><b>МЕНЮ</b><br>'
         '<a href="index.htm">Главная</a><br><a href="news.htm">Новости</a><br><a href="turniry.htm">Турниры</a><br>'
         '<a href="reiting.htm">Рейтинг</a><br><a href="zakony.htm"><b>Законы бриджа</b></a><br>'
         '<a href="sudyi.htm">Судьи</a><br><a href="guest.htm">Гостевая книга</a><br><a href="links.htm">Ссылки</a><br><br>'
         '<b>Законы 1997</b><br>']
    for kind, text, lid in contents_entries():
        if kind == 'law':
            O.append('&nbsp;&nbsp;<a href="#z%s">Закон %s</a><br>' % (lid, lid))
    O.append('<br><img src="counter.gif" width="88" height="31" alt="Счётчик"></td>')
    O.append('<td>')
    O.append('<p align="center"><font size="2">%s</font></p>' % e(t[0]))
    O.append('<h1 align="center">%s</h1>' % e(t[1]))
    O.append('<h2 align="center">%s</h2>' % e(t[2]))
    O.append('<p align="center"><i>%s</i><br>%s<br>%s</p><hr noshade size="1">' % (e(t[3]), e(t[4]), e(t[5])))
    notes = []
    for b in bl[1:]:
        k = b['kind']
        note = b.get('note')

        def body(p):
            raw = REF.sub(lambda m: m.group(1), p)
            if note and '^' in raw:
                n = len(notes) + 1
                notes.append((n, shown(note['paras'][0])))
                a, bb = raw.split('^', 1)
                return e(a) + '<sup><a href="#sn%d" name="sc%d">%d</a></sup>' % (n, n, n) + e(bb)
            return e(raw)
        paras = [body(p) for p in b.get('paras', [])]
        if k == 'front':
            O.append('<h3 align="center">%s</h3>' % e(b['heading']))
            O += ['<p align="justify">%s</p>' % p for p in paras]
        elif k == 'chapter':
            O.append('<hr noshade size="1"><h2 align="center">ГЛАВА %s<br>%s</h2>' % (b['number'], e(b['title'])))
        elif k == 'definitions':
            O.append('<h3 align="center">%s</h3>' % e(b['heading']))
            O += ['<p>%s</p>' % p for p in paras]
        elif k == 'term':
            O.append('<p align="justify"><b>%s</b>%s%s</p>' % (e(b['term']), e(b['sep']), paras[0]))
        elif k == 'law':
            h, t2 = law_heading(b)
            O.append('<a name="z%s"></a><p class="law"><font size="3">%s</font><br>%s</p>' % (b['id'], e(h), e(t2)))
            O += ['<p align="justify">%s</p>' % p for p in paras]
        elif k == 'section':
            O.append('<p align="justify"><b><u>%s</u></b>%s</p>' % (e(sec_heading(b)), (' ' + paras[0]) if paras else ''))
            O += ['<p align="justify">%s</p>' % p for p in paras[1:]]
        elif k == 'item':
            O.append('<p class="it%d" align="justify">%s&nbsp;%s</p>' % (b['level'], e(b['label']), paras[0]))
            O += ['<p class="it%d">%s</p>' % (b['level'], p) for p in paras[1:]]
        if k == 'law':
            pass
    O.append('<hr noshade size="1" width="30%" align="left">')
    for n, text in notes:
        O.append('<p class="fn"><a name="sn%d" href="#sc%d">%d</a> %s</p>' % (n, n, n, e(text)))
    O.append('<p align="right"><a href="#top">Наверх</a></p></td></tr></table>')
    O.append('<table width="100%" border="0" cellpadding="4" cellspacing="0"><tr><td bgcolor="#003366" align="center">'
             '<font color="#FFFFFF" size="1">&copy; Ассоциация бриджа Верхнекамского края, 1999&ndash;2001. Перевод М. А. Тальниковой. '
             'Перепечатка только с разрешения Ассоциации.<br>Последнее обновление: 14.03.2001. Вопросы и замечания: '
             '<a href="mailto:bridge@kamsk.example.ru"><font color="#FFFFFF">bridge@kamsk.example.ru</font></a></font></td></tr></table>')
    O.append('</body></html>')
    return ('\r\n'.join(O) + '\r\n').encode('cp1251')


if __name__ == '__main__':
    cmd = sys.argv[1]
    if cmd == 'truth':
        json.dump(truth(), open(sys.argv[2], 'w', encoding='utf-8'), ensure_ascii=False, indent=1)
    elif cmd == 'plain':
        open(sys.argv[2], 'w', encoding='utf-8').write(plain())
    elif cmd == 'rtf':
        pages = json.load(open(sys.argv[3])) if len(sys.argv) > 3 else None
        open(sys.argv[2], 'w', encoding='ascii').write(rtf(pages))
    elif cmd == 'paps':
        # the paps printout holds one chapter of the text (ГЛАВА sys.argv[3] up to the next chapter)
        L = plain_lines(tabs=False)
        a = L.index('ГЛАВА ' + sys.argv[3])
        z = next(i for i in range(a + 1, len(L)) if L[i].startswith('ГЛАВА '))
        while not L[z - 1].strip():
            z -= 1
        open(sys.argv[2], 'w', encoding='utf-8').write('\n'.join(L[a:z]) + '\n')
    elif cmd == 'truth_part':
        # the clauses of one chapter (for the paps printout)
        t = truth()
        cl = t['clauses']
        a = next(i for i, c in enumerate(cl) if c['kind'] == 'chapter' and c['number'] == sys.argv[3])
        z = next(i for i in range(a + 1, len(cl)) if cl[i]['kind'] == 'chapter')
        t['clauses'] = cl[a:z]
        t['title'] += ' (глава %s)' % sys.argv[3]
        json.dump(t, open(sys.argv[2], 'w', encoding='utf-8'), ensure_ascii=False, indent=1)
    elif cmd == 'txt1251':
        open(sys.argv[2], 'wb').write(('\r\n'.join(plain_lines(tabs=True)) + '\r\n').encode('cp1251'))
    elif cmd == 'typst':
        open(sys.argv[2], 'w', encoding='utf-8').write(typst())
    elif cmd == 'html':
        open(sys.argv[2], 'wb').write(html())
