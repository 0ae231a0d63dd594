#!/usr/bin/env python3
"""Build truth.json and the typed pages (flat ODT) of zametki1999 from src/zametki1999.txt.

usage: build.py SOURCE TRUTH.json OUT.fodt PAGES.txt
  PAGES.txt: the typed pages as plain text (form feed between pages; struck/overtyped cells marked
  as [x:...] and [o:AB]) - used by check_truth.py and the README.
Needs pyphen (Russian hyphenation patterns) to choose where the typist breaks words.
"""
import json, re, sys
from xml.sax.saxutils import escape
import pyphen

W = 62            # typing width (characters)
LINES = 29        # line slots per page (incl. page number line and the blank under it)
HY = pyphen.Pyphen(lang='ru_RU')

CYR = {'a': 'а', 'b': 'б', 'c': 'в', 'd': 'г'}


def parse(path):
    blocks, cur = [], None
    for raw in open(path, encoding='utf-8'):
        line = raw.rstrip('\n')
        if line.startswith('#'):
            continue
        if not line.strip():
            cur = None
            continue
        if line.startswith('@') and cur is not None and line.split()[0] in ('@refs', '@prefs', '@orefs'):
            cur[line.split()[0][1:]] = line.split()[1:]
            continue
        if line.startswith('@'):
            d, _, rest = line[1:].partition(' ')
            cur = {'d': d, 'arg': rest, 'lines': [], 'refs': [], 'prefs': [], 'orefs': []}
            blocks.append(cur)
            continue
        cur['lines'].append(line)
    return blocks


INLINE = re.compile(r'_([^_\s]+)_|\{([sox]):([^}]*)\}')


def meant(s):
    """the words the author meant"""
    def rep(m):
        if m.group(1):
            return m.group(1)
        k, v = m.group(2), m.group(3)
        return {'s': v, 'o': v[-1:], 'x': '\x00'}[k]
    s = INLINE.sub(rep, s)
    s = re.sub(r' ?\x00 ?', ' ', s)
    return re.sub(r'\s+', ' ', s).strip()


def paragraphs(lines):
    paras, brk = [], False
    for l in lines:
        if l.startswith('|'):
            paras.append(l)
            brk = True
        elif brk:
            paras.append(l.strip())
            brk = False
        elif l.startswith('+'):
            paras.append(l[1:].strip())
        elif paras:
            paras[-1] += ' ' + l.strip()
        else:
            paras.append(l.strip())
    return paras


# ---------------------------------------------------------------- truth
def truth(blocks):
    cl = []
    for b in blocks:
        d, arg = b['d'], b['arg']
        ps = paragraphs(b['lines'])
        refs = b['refs']
        if d == 'title':
            c = {'kind': 'front', 'heading': None, 'text': meant(' '.join(b['lines']))}
        elif d == 'front':
            c = {'kind': 'front', 'heading': arg, 'text': meant(' '.join(ps))}
        elif d == 'law':
            n, _, t = arg.partition(' ')
            c = {'kind': 'claw', 'id': 'c' + n, 'title': t.replace('|', ' '), 'text': ''}
        else:
            cid, _, label = arg.partition(' ')
            kind = {'para': 'para', 'item': 'para', 'note': 'note', 'ex': 'example'}[d]
            c = {'kind': kind, 'id': cid}
            if d == 'ex':
                c['label'] = label.rstrip('.')
                ps = [p.lstrip('|') for p in ps]
            c['text'] = meant(' '.join(ps))
        c['refs'] = refs
        if b['prefs']:
            c['para_refs'] = b['prefs']
        if b['orefs']:
            c['refs_1987'] = b['orefs']
        cl.append(c)
    return cl


# ---------------------------------------------------------------- typing
# a cell = (chars, style): style n plain, u underlined, x struck with X, o overtyped pair (chars = 'AB')
def cells_of_word(w):
    out = []
    pos = 0
    for m in INLINE.finditer(w):
        out += [(ch, 'n') for ch in w[pos:m.start()]]
        if m.group(1):
            out += [(ch, 'u') for ch in m.group(1)]
        else:
            k, v = m.group(2), m.group(3)
            if k == 's':
                sp = []
                for i, ch in enumerate(v):
                    if i:
                        sp.append((' ', 's'))
                    sp.append((ch, 's'))
                out += sp
            elif k == 'o':
                out.append((v, 'o'))
            else:
                out += [(ch, 'x') for ch in v]
        pos = m.end()
    out += [(ch, 'n') for ch in w[pos:]]
    return out


def split_words(text):
    # keep {s:..} etc. as one token (they contain no spaces in the source)
    return text.split()


def hyph_points(word):
    """possible breaks (index into word) for a plain word, the typist's way"""
    if INLINE.search(word) or re.search(r'\d', word):
        return []
    pts = []
    if '-' in word.strip('-'):
        i = word.index('-', 1)
        pts.append((i + 1, ''))            # break after an existing hyphen, nothing added
    m = re.match(r'^([("«]*)([А-Яа-яЁё]+)(.*)$', word)
    if not m or '-' in word:
        return pts
    lead, core, tail = m.groups()
    for pos in HY.positions(core):
        left, right = core[:pos], core[pos:]
        if len(left) >= 2 and len(right) >= 3 and right[0] not in 'ьъй':
            pts.append((len(lead) + pos, '-'))
    return pts


def wrap(first_prefix, text, width=W, rest_prefix=''):
    """greedy typewriter wrap with hand hyphenation; returns list of cell lists"""
    lines, cur = [], [(ch, 'n') for ch in first_prefix]
    words = split_words(text)
    for w in words:
        wc = cells_of_word(w)
        need = len(wc) + (1 if cur and cur[-1][0] != ' ' else 0)
        if len(cur) + need <= width:
            if cur and cur[-1][0] != ' ':
                cur.append((' ', 'n'))
            cur += wc
            continue
        # try to break the word by hand
        room = width - len(cur) - (1 if cur and cur[-1][0] != ' ' else 0)
        best = None
        for i, add in hyph_points(w):
            if i + len(add) <= room:
                best = (i, add)
        if best and room >= 4:
            i, add = best
            if cur and cur[-1][0] != ' ':
                cur.append((' ', 'n'))
            cur += cells_of_word(w[:i] + add)
            lines.append(cur)
            cur = [(ch, 'n') for ch in rest_prefix] + cells_of_word(w[i:])
        else:
            lines.append(cur)
            cur = [(ch, 'n') for ch in rest_prefix] + wc
    lines.append(cur)
    return lines


def plain(s):
    return [(ch, 'n') for ch in s]


def centre(s, width=W):
    pad = max(0, (width - len(s)) // 2)
    return plain(' ' * pad + s)


def spaced_centre(s, width=W):
    """a heading typed s p a c e d out, centred (words 3 blanks apart)"""
    cells = []
    for i, w in enumerate(s.split()):
        if i:
            cells += plain('   ')
        for j, ch in enumerate(w):
            if j:
                cells.append((' ', 's'))
            cells.append((ch, 's'))
    pad = max(0, (width - len(cells)) // 2)
    return plain(' ' * pad) + cells


def typed_units(blocks):
    """list of units: ('head', [lines]) / ('text', [lines]) / ('title', [lines])"""
    units = []
    for b in blocks:
        d, arg = b['d'], b['arg']
        ps = paragraphs(b['lines'])
        if d == 'title':
            L = b['lines']
            lay = [[], [], centre(L[0]), centre(L[1]), [], plain(' ' * 50 + L[2]),
                   [], [], [], centre(L[3]), centre(L[4]), [], [], [], spaced_centre(L[5]), [],
                   centre(L[6]), [], [], centre(L[7]), centre(L[8]), [], [], [], [], [], centre(L[9]), centre(L[10])]
            units.append(('title', lay))
        elif d == 'front':
            units.append(('head', [spaced_centre(arg)]))
            for p in ps:
                units.append(('text', wrap(' ' * 5, p)))
        elif d == 'law':
            n, _, t = arg.partition(' ')
            parts = t.split('|')
            hl = [centre('ЗАКОН %s. %s' % (n, parts[0]))] + [centre(x) for x in parts[1:]]
            units.append(('head', hl))
        else:
            cid, _, label = arg.partition(' ')
            if d == 'item':
                pre = ' ' * 8 + label + ' '
            else:
                pre = ' ' * 5 + label + ' '
            if d == 'ex' and ps and ps[0].startswith('|'):
                units.append(('text', [plain(' ' * 5 + label)] + [plain(' ' * 10 + ps[0][1:])]
                              + wrap(' ' * 5, ' '.join(ps[1:]))))
            else:
                lines = wrap(pre, ps[0] if ps else '')
                for p in ps[1:]:
                    lines += wrap(' ' * 5, p)
                units.append(('text', lines))
    return units


def paginate(units):
    pages = []
    page = None
    body = LINES - 2

    def new_page():
        nonlocal page
        page = []
        pages.append(page)

    for kind, lines in units:
        if kind == 'title':
            pages.append(lines)
            page = None
            continue
        if kind == 'head':
            need = (1 if page else 0) + len(lines) + 1 + 2
            if page is None or len(page) + need > body:
                new_page()
            if page:
                page.append([])
            page.extend(lines)
            page.append([])
            continue
        for ln in lines:
            if page is None or len(page) >= body:
                new_page()
            page.append(ln)
    # page numbers
    out = []
    for i, p in enumerate(pages):
        if i == 0:
            out.append(p)
        else:
            out.append([centre('- %d -' % (i + 1)), []] + p)
    return out


def cells_text(cells):
    s = ''
    for ch, st in cells:
        if st == 's':
            s += '[s:%s]' % ch
        elif st == 'o':
            s += '[o:%s]' % ch
        elif st == 'x':
            s += '[x:%s]' % ch
        else:
            s += ch
    s = s.replace('][x:', '').replace('][s:', '')
    return s.rstrip()


# ---------------------------------------------------------------- flat ODT
FODT_HEAD = '''<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
 xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
 xmlns:dc="http://purl.org/dc/elements/1.1/"
 xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"
 office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.text">
 <office:meta><dc:title>Заметки судьи к Законам спортивного бриджа 1997 года</dc:title>
  <meta:initial-creator>В. А. Кречетов</meta:initial-creator><dc:language>ru-RU</dc:language></office:meta>
 <office:font-face-decls>
  <style:font-face style:name="Nimbus Mono PS" svg:font-family="'Nimbus Mono PS'" style:font-pitch="fixed"/>
 </office:font-face-decls>
 <office:styles>
  <style:default-style style:family="paragraph">
   <style:paragraph-properties fo:hyphenation-ladder-count="no-limit"/>
   <style:text-properties style:font-name="Nimbus Mono PS" fo:font-size="12pt" fo:language="ru" fo:country="RU"
     fo:hyphenate="false"/>
  </style:default-style>
  <style:style style:name="Standard" style:family="paragraph">
   <style:paragraph-properties fo:line-height="0.847cm" fo:margin-top="0cm" fo:margin-bottom="0cm"
     fo:text-align="start" fo:orphans="0" fo:widows="0"/>
   <style:text-properties style:font-name="Nimbus Mono PS" fo:font-size="12pt" fo:color="#1a1a1a"/>
  </style:style>
 </office:styles>
 <office:automatic-styles>
  <style:page-layout style:name="pm1">
   <style:page-layout-properties fo:page-width="21.001cm" fo:page-height="29.7cm" style:print-orientation="portrait"
     fo:margin-top="1.6cm" fo:margin-bottom="1.4cm" fo:margin-left="3.0cm" fo:margin-right="1.5cm"/>
  </style:page-layout>
  <style:style style:name="L" style:family="paragraph" style:parent-style-name="Standard"/>
  <style:style style:name="LB" style:family="paragraph" style:parent-style-name="Standard">
   <style:paragraph-properties fo:break-before="page"/>
  </style:style>
  <style:style style:name="U" style:family="text">
   <style:text-properties style:text-underline-style="solid" style:text-underline-width="auto"
     style:text-underline-color="font-color"/>
  </style:style>
  <style:style style:name="X" style:family="text">
   <style:text-properties style:text-line-through-style="solid" style:text-line-through-text="X"/>
  </style:style>
  <style:style style:name="O" style:family="text">
   <style:text-properties fo:letter-spacing="-0.254cm"/>
  </style:style>
 </office:automatic-styles>
 <office:master-styles>
  <style:master-page style:name="Standard" style:page-layout-name="pm1"/>
 </office:master-styles>
 <office:body><office:text>
'''
FODT_TAIL = ' </office:text></office:body>\n</office:document>\n'


def xml_text(s):
    out, i = '', 0
    for m in re.finditer(r' {2,}|^ ', s):
        out += escape(s[i:m.start()]) + '<text:s text:c="%d"/>' % len(m.group(0))
        i = m.end()
    out += escape(s[i:])
    return out


def line_xml(cells):
    # strip trailing blanks
    while cells and cells[-1] == (' ', 'n'):
        cells = cells[:-1]
    out, run, st0 = '', '', None

    def flush():
        nonlocal out, run
        if not run:
            return
        if st0 in ('n', 's', None):
            out += xml_text(run)
        elif st0 == 'u':
            out += '<text:span text:style-name="U">%s</text:span>' % xml_text(run)
        elif st0 == 'x':
            out += '<text:span text:style-name="X">%s</text:span>' % xml_text(run)
        run = ''
    for ch, st in cells:
        if st == 'o':
            flush()
            out += '<text:span text:style-name="O">%s</text:span>%s' % (escape(ch[0]), escape(ch[1]))
            st0 = None
            continue
        if st == 's':
            st = 'n'
        if st != st0:
            flush()
            st0 = st
        run += ch
    flush()
    return out


def main():
    src, truth_path, fodt_path, pages_path = sys.argv[1:5]
    blocks = parse(src)
    cl = truth(blocks)
    title = 'ЗАМЕТКИ СУДЬИ К ЗАКОНАМ СПОРТИВНОГО БРИДЖА 1997 ГОДА'
    doc = {'book': 'zametki1999', 'kind': 'commentary', 'edition': 1997, 'title': title, 'clauses': cl}
    with open(truth_path, 'w', encoding='utf-8') as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
        f.write('\n')
    pages = paginate(typed_units(blocks))
    with open(pages_path, 'w', encoding='utf-8') as f:
        f.write('\f'.join('\n'.join(cells_text(l) for l in p) + '\n' for p in pages))
    body = []
    for i, p in enumerate(pages):
        for j, l in enumerate(p):
            style = 'LB' if (i > 0 and j == 0) else 'L'
            body.append('  <text:p text:style-name="%s">%s</text:p>' % (style, line_xml(l)))
    with open(fodt_path, 'w', encoding='utf-8') as f:
        f.write(FODT_HEAD + '\n'.join(body) + '\n' + FODT_TAIL)
    widest = max(len(l) for p in pages for l in p)
    print('clauses', len(cl), 'pages', len(pages), 'widest line', widest)


if __name__ == '__main__':
    main()
