#!/usr/bin/env python3
"""Reads src/comm.src; writes truth.json, the DOS text (cp866), the FODT for Word, the club site page."""
import json, re, os, sys, html
from xml.sax.saxutils import escape as xesc

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
OUT = os.path.join(ROOT, 'out')
BOOK = 'pfsb1999comm'
HEAD = 'Комментарии к Законам 1997'
WIDTH = 72

def strip_markup(t):
    t = re.sub(r'\{[bu]:([^}]*)\}', r'\1', t)
    return t.replace('[*]', '')

def parse():
    blocks = []
    cur = None
    for line in open(os.path.join(HERE, 'comm.src'), encoding='utf-8'):
        line = line.rstrip('\n')
        if line.startswith('#') or not line.strip():
            continue
        if line.startswith('@'):
            if line.endswith(' ;'):
                line = line[:-2]
            head, _, refs = line.partition(' ; ')
            refs = refs.split() if refs else []
            parts = head.split(' ', 2)
            kw = parts[0][1:]
            cur = {'kw': kw, 'refs': refs, 'lines': []}
            if kw == 'front':
                cur['refs'] = []
            elif kw == 'fronth':
                cur['heading'] = head.split(' ', 1)[1]
            elif kw == 'claw':
                cur['id'] = parts[1]; cur['title'] = parts[2]
            elif kw in ('para', 'item', 'note'):
                cur['id'] = parts[1]
            elif kw == 'fn':
                cur['law'] = parts[1]; cur['n'] = int(parts[2])
            elif kw == 'ex':
                cur['id'] = parts[1]; cur['label'] = parts[2]
            blocks.append(cur)
        else:
            cur['lines'].append(line)
    return blocks

def truth(blocks):
    cl = []
    for b in blocks:
        kw = b['kw']
        if kw == 'front':
            cl.append({'kind': 'front', 'heading': None, 'text': ' '.join(b['lines']), 'refs': []})
        elif kw == 'fronth':
            cl.append({'kind': 'front', 'heading': b['heading'], 'text': ' '.join(strip_markup(l) for l in b['lines']), 'refs': b['refs']})
        elif kw == 'claw':
            cl.append({'kind': 'claw', 'id': 'c' + b['id'], 'title': b['title'], 'refs': []})
        elif kw in ('para', 'item'):
            cl.append({'kind': 'para', 'id': b['id'], 'text': ' '.join(strip_markup(l) for l in b['lines']), 'refs': b['refs']})
        elif kw == 'note':
            cl.append({'kind': 'note', 'id': b['id'], 'text': ' '.join(strip_markup(l) for l in b['lines']), 'refs': b['refs']})
        elif kw == 'fn':
            cl.append({'kind': 'footnote', 'law': b['law'], 'n': b['n'], 'text': ' '.join(strip_markup(l) for l in b['lines']), 'refs': b['refs']})
        elif kw == 'ex':
            words, diag = [], []
            for l in b['lines']:
                if l.startswith('A|'):
                    words += [c for c in l[2:].split('|') if c]
                elif l.startswith('D|'):
                    diag.append(l[2:])
                else:
                    words.append(strip_markup(l))
            c = {'kind': 'example', 'id': b['id'], 'label': b['label'].rstrip('.'), 'text': ' '.join(words), 'refs': b['refs']}
            if diag:
                c['diagram'] = diag
            cl.append(c)
    title = 'КОММЕНТАРИИ СУДЕЙСКОЙ КОЛЛЕГИИ ПРИОЗЁРСКОЙ ФЕДЕРАЦИИ СПОРТИВНОГО БРИДЖА К ЗАКОНАМ СПОРТИВНОГО БРИДЖА 1997 ГОДА'
    return {'book': BOOK, 'kind': 'commentary', 'edition': 1997, 'title': title, 'clauses': cl}

# ---------------------------------------------------------------- DOS text
def dos_markup(t, fncalls):
    # overprint bold: word, backspaces, word again; underline: "_" BS char for every letter
    t = re.sub(r'\{b:([^}]*)\}', lambda m: m.group(1) + '\b' * len(m.group(1)) + m.group(1), t)
    t = re.sub(r'\{u:([^}]*)\}', lambda m: ''.join('_\b' + ch for ch in m.group(1)), t)
    return t.replace('[*]', '*')

def vlen(tok):
    return len(tok) - 2 * tok.count('\b')

VOW = set('аеёиоуыэюяАЕЁИОУЫЭЮЯ')
hyph_counter = [0]
def split_word(w, room):
    """a DOS editor's hyphenation: break after a vowel, both halves >= 3 letters; only sometimes."""
    m = re.fullmatch(r'([(\"]?)([а-яёА-ЯЁ]+)([.,;:)\"]?)', w)
    if not m or len(m.group(2)) < 8:
        return None
    hyph_counter[0] += 1
    if hyph_counter[0] % 3:       # the typist hyphenated only every third chance
        return None
    pre, word, post = m.groups()
    best = None
    for i in range(3, len(word) - 2):
        if (word[i - 1] in VOW and word[i] not in VOW and word[i] not in 'ьъй'
                and any(ch in VOW for ch in word[i:]) and word[i + 1] not in 'ьъ'):
            j = i
            if (word[i + 1] not in VOW and word[i + 1] not in 'ьъй' and word[i] not in 'й'
                    and any(ch in VOW for ch in word[i + 1:]) and len(word) - (i + 1) >= 3):
                j = i + 1
            if len(pre) + j + 1 <= room:
                best = j
        elif word[i - 1] in VOW and word[i] in VOW:
            continue
    if best is None:
        return None
    # keep consonant clusters with the second part; never leave ь/ъ/й starting a line
    return pre + word[:best] + '-', word[best:] + post

def wrap(text, first, rest, width=WIDTH):
    toks = text.split(' ')
    lines, cur = [], first
    curlen = len(first)
    at_start = True
    for t in toks:
        L = vlen(t)
        need = L if at_start else L + 1
        if curlen + need <= width:
            cur += ('' if at_start else ' ') + t
            curlen += need
            at_start = False
            continue
        room = width - curlen - 1
        sp = split_word(t, room) if room > 4 and '\b' not in t else None
        if sp:
            cur += ' ' + sp[0]
            lines.append(cur)
            cur = rest + sp[1]; curlen = len(cur)
        else:
            lines.append(cur)
            cur = rest + t; curlen = len(rest) + L
        at_start = False
    lines.append(cur)
    return lines

def centre(s, width=WIDTH):
    return ' ' * ((width - len(s)) // 2) + s

def dos_body(blocks):
    """logical lines of the body (after the title page)."""
    out = []
    pending_fn = []
    def flush_fn():
        if pending_fn:
            out.append('')
            out.append('     ----------')
            for f in pending_fn:
                out.extend(wrap('* ' + dos_markup(' '.join(f['lines']), None), '     ', '       '))
            pending_fn.clear()
    for b in blocks:
        kw = b['kw']
        if kw == 'front':
            continue
        if kw == 'fronth':
            out += ['', centre(b['heading']), '']
            for l in b['lines']:
                if b['heading'].startswith('СПИСОК'):
                    out.append('     ' + l)
                else:
                    out.extend(wrap(dos_markup(l, None), '     ', ''))
            continue
        if kw == 'claw':
            flush_fn()
            out += ['', '', centre('ЗАКОН %s. %s' % (b['id'], b['title'])), '']
        elif kw == 'para':
            txt = dos_markup(' '.join(b['lines']), None)
            out.extend(wrap(b['id'] + '. ' + txt, '     ', ''))
        elif kw == 'item':
            lab = b['id'][b['id'].index('('):]
            out.extend(wrap(lab + ' ' + dos_markup(' '.join(b['lines']), None), '        ', '            '))
        elif kw == 'note':
            out.extend(wrap('Примечание: ' + dos_markup(' '.join(b['lines']), None), '     ', ''))
        elif kw == 'fn':
            pending_fn.append(b)
        elif kw == 'ex':
            out += ['', '     ' + b['label'], '']
            prev = None
            for l in b['lines']:
                k = l[:2]
                if k == 'A|':
                    cells = l[2:].split('|')
                    out.append('\x02          ' + ''.join('%-10s' % c for c in cells).rstrip())
                elif k == 'D|':
                    if prev != 'D|':
                        out.append('')
                    out.append('\x01          ' + l[2:])
                else:
                    if prev in ('A|', 'D|'):
                        out.append('')
                    out.extend(wrap(dos_markup(l, None), '     ', ''))
                prev = k
            out.append('')
    flush_fn()
    return out

def dos_pages(blocks):
    front = [b for b in blocks if b['kw'] == 'front'][0]['lines']
    page1 = [''] * 8
    for i, l in enumerate(front):
        page1.append(centre(l))
        if i in (1, 5, 8):
            page1 += ['', '', '']
    page1 += [''] * (60 - len(page1))
    body = dos_body(blocks)
    # drop leading blank lines on a page
    pages, n = [page1], 2
    i = 0
    PER = 54
    while i < len(body):
        while i < len(body) and body[i] == '':
            i += 1
        chunk = body[i:i + PER]
        # do not leave a heading or a label as the last line of a page
        while len(chunk) > 40 and (chunk[-1] == '' or chunk[-1].lstrip().startswith(('ЗАКОН', 'Пример')) or (chunk[-2] == '' and chunk[-1].startswith(' ' * 20))):
            chunk = chunk[:-1]
        # keep a hand diagram or an auction table on one page
        nxt = body[i + len(chunk)] if i + len(chunk) < len(body) else ''
        if nxt[:1] in ('\x01', '\x02'):
            while chunk and (chunk[-1][:1] == nxt[:1] or chunk[-1] == ''):
                chunk = chunk[:-1]
        i += len(chunk)
        chunk = [l.lstrip('\x01\x02') for l in chunk]
        pg = [HEAD + ' ' * (WIDTH - len(HEAD) - len('В. Г. Таранов')) + 'В. Г. Таранов', ''] + chunk
        pg += [''] * (57 - len(pg))
        pg += ['', centre('- %d -' % n), '']
        pages.append(pg); n += 1
    return pages

def write_dos(blocks):
    pages = dos_pages(blocks)
    text = '\x0c'.join('\r\n'.join(l.rstrip(' ') for l in pg) + '\r\n' for pg in pages)
    data = text.encode('cp866')
    open(os.path.join(OUT, BOOK + '_cp866.txt'), 'wb').write(data)
    return data

# ---------------------------------------------------------------- FODT (Word copy of 2004)
def odt_inline(t, notes):
    t = xesc(t)
    t = re.sub(r'\{b:([^}]*)\}', r'<text:span text:style-name="Bold">\1</text:span>', t)
    t = re.sub(r'\{u:([^}]*)\}', r'<text:span text:style-name="Under">\1</text:span>', t)
    def fn(m):
        f = notes.pop(0)
        return ('<text:note text:note-class="footnote"><text:note-citation>%d</text:note-citation><text:note-body>'
                '<text:p text:style-name="Footnote">%s</text:p></text:note-body></text:note>') % (f['num'], xesc(' '.join(f['lines'])))
    return re.sub(r'\[\*\]', fn, t)

def spaces(s):
    return re.sub(r'  +', lambda m: ' <text:s text:c="%d"/>' % (len(m.group(0)) - 1), xesc(s))

def write_fodt(blocks):
    fns = [b for b in blocks if b['kw'] == 'fn']
    for i, f in enumerate(fns):
        f['num'] = i + 1
    notes = list(fns)
    body = []
    P = lambda st, t: body.append('<text:p text:style-name="%s">%s</text:p>' % (st, t))
    tabn = [0]
    for b in blocks:
        kw = b['kw']
        if kw == 'front':
            for i, l in enumerate(b['lines']):
                P('Title' if 2 <= i <= 5 else 'TitleSmall', xesc(l))
            body.append('<text:p text:style-name="PageBreak"/>')
        elif kw == 'fronth':
            body.append('<text:h text:style-name="Heading_20_1" text:outline-level="1">%s</text:h>' % xesc(b['heading']))
            st = 'Abbrev' if b['heading'].startswith('СПИСОК') else 'Body'
            for l in b['lines']:
                P(st, odt_inline(l, notes))
        elif kw == 'claw':
            body.append('<text:h text:style-name="Heading_20_1" text:outline-level="1">ЗАКОН %s. %s</text:h>' % (b['id'], xesc(b['title'])))
        elif kw == 'para':
            P('Body', '<text:span text:style-name="Bold">%s.</text:span> %s' % (b['id'], odt_inline(' '.join(b['lines']), notes)))
        elif kw == 'item':
            lab = b['id'][b['id'].index('('):]
            P('Item', '%s %s' % (lab, odt_inline(' '.join(b['lines']), notes)))
        elif kw == 'note':
            P('Note', '<text:span text:style-name="Italic">Примечание:</text:span> %s' % odt_inline(' '.join(b['lines']), notes))
        elif kw == 'fn':
            pass
        elif kw == 'ex':
            P('ExLabel', xesc(b['label']))
            rows = [l[2:].split('|') for l in b['lines'] if l.startswith('A|')]
            done_table = False
            for l in b['lines']:
                if l.startswith('A|'):
                    if not done_table:
                        tabn[0] += 1
                        body.append('<table:table table:name="Torg%d" table:style-name="Torg"><table:table-column table:number-columns-repeated="4"/>' % tabn[0])
                        for r in rows:
                            body.append('<table:table-row>' + ''.join(
                                '<table:table-cell office:value-type="string"><text:p text:style-name="Cell">%s</text:p></table:table-cell>' % xesc(c) for c in r) + '</table:table-row>')
                        body.append('</table:table>')
                        done_table = True
                elif l.startswith('D|'):
                    P('Diagram', spaces(l[2:]) if l[2:].strip() else '')
                else:
                    P('ExBody', odt_inline(l, notes))
    tpl = open(os.path.join(HERE, 'word_template.fodt'), encoding='utf-8').read()
    doc = tpl.replace('@@BODY@@', '\n'.join(body)).replace('@@HEAD@@', HEAD)
    open(os.path.join(OUT, 'build', BOOK + '_word.fodt'), 'w', encoding='utf-8').write(doc)

# ---------------------------------------------------------------- club site page of 2006
def write_site(dosdata):
    pre = html.escape(dosdata.decode('cp866'), quote=False)
    tpl = open(os.path.join(HERE, 'site_template.htm'), encoding='utf-8').read()
    page = tpl.replace('@@PRE@@', pre)
    # the page is saved in windows-1251; CR LF of the DOS text kept inside <pre>
    open(os.path.join(OUT, BOOK + '_site_1251.htm'), 'wb').write(page.replace('\n', '\r\n').replace('\r\r\n', '\r\n').encode('cp1251'))

if __name__ == '__main__':
    os.makedirs(os.path.join(OUT, 'build'), exist_ok=True)
    blocks = parse()
    tr = truth(blocks)
    json.dump(tr, open(os.path.join(ROOT, 'truth.json'), 'w', encoding='utf-8'), ensure_ascii=False, indent=1)
    data = write_dos(blocks)
    write_fodt(blocks)
    write_site(data)
    print('clauses', len(tr['clauses']))
