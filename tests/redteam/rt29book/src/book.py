"""Write truth.json (and the PDF variants) from book.src: the text as the commission means it now."""
import json, os, re, sys
import srcparse

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
LAT = {'А': 'A', 'В': 'B', 'С': 'C', 'Е': 'E', 'Д': 'D'}
RUS_SUB = 'абвгдежзик'
ROMAN = {'I': 1, 'II': 2, 'III': 3, 'IV': 4, 'V': 5, 'VI': 6, 'VII': 7, 'VIII': 8, 'IX': 9, 'X': 10, 'XI': 11}


def sub_id(ch):
    if ch in RUS_SUB:
        return 'abcdefghik'[RUS_SUB.index(ch)]
    return ch


def build(pages):
    paras = srcparse.parse(os.path.join(HERE, 'book.src'))
    out, pend, fncount = [], [], {}
    st = {'law': None, 'sec': None, 'item': None, 'sub': None}

    def new(c):
        out.extend(pend); pend.clear()
        c.setdefault('refs', [])
        out.append(c)
        return c

    def add(c, s, segs):
        if s:
            c['text'] = (c['text'] + ' ' + s) if c['text'] else s
        c['refs'] += srcparse.refs(segs)
        for fsegs in srcparse.footnotes(segs):
            law = st['law']
            fncount[law] = fncount.get(law, 0) + 1
            pend.append({'kind': 'footnote', 'law': law, 'n': fncount[law],
                         'text': srcparse.accepted(fsegs, pages), 'refs': srcparse.refs(fsegs)})

    cur = None
    for p in paras:
        tag, segs = p['tag'], p['segs']
        if p['whole'] and p['whole'][0] == '-':
            continue
        if tag in ('HIDDEN', 'TOC'):
            continue
        s = srcparse.accepted(segs, pages)
        if tag == 'TITLE':
            if cur is None:
                cur = new({'kind': 'front', 'heading': None, 'text': ''})
            add(cur, s, segs)
        elif tag == 'FRONT':
            cur = new({'kind': 'front', 'heading': s, 'text': ''})
        elif tag == 'P':
            add(cur, s, segs)
        elif tag == 'TABLE':
            add(cur, ' '.join(x for r in s.split(';') for x in r.split('|')), [])
        elif tag == 'DEF':
            cur = new({'kind': 'definitions', 'heading': s, 'text': ''})
        elif tag == 'TERM':
            t, d = s.split(' — ', 1)
            cur = new({'kind': 'term', 'term': t, 'sep': ' — ', 'text': ''})
            add(cur, d, segs)
        elif tag == 'CH':
            m = re.match(r'ГЛАВА ([IVX]+)\. (.+)$', s)
            cur = new({'kind': 'chapter', 'id': 'ch%d' % ROMAN[m.group(1)], 'number': m.group(1), 'title': m.group(2)})
            del cur['refs']
        elif tag == 'LAW':
            m = re.match(r'Закон (\d+)\. (.+)$', s)
            st.update(law=m.group(1), sec=None, item=None)
            cur = new({'kind': 'law', 'id': m.group(1), 'title': m.group(2), 'text': ''})
            add(cur, '', segs)
        elif tag == 'SEC':
            m = re.match(r'(\S)\. (.*)$', s)
            st['sec'] = st['law'] + LAT.get(m.group(1), m.group(1))
            cur = new({'kind': 'section', 'id': st['sec'], 'title': m.group(2), 'text': ''})
        elif tag == 'IT':
            m = re.match(r'(\d+)\. (.*)$', s)
            st['item'] = (st['sec'] + m.group(1)) if st['sec'] else (st['law'] + '-' + m.group(1))
            rest = m.group(2)
            m2 = re.match(r'\((\w)\) (.*)$', rest)
            if m2:
                cur = new({'kind': 'item', 'id': st['item'], 'text': ''})
                st['sub'] = st['item'] + '(%s)' % sub_id(m2.group(1))
                cur = new({'kind': 'item', 'id': st['sub'], 'text': ''})
                add(cur, m2.group(2), segs)
            else:
                cur = new({'kind': 'item', 'id': st['item'], 'text': ''})
                add(cur, rest, segs)
        elif tag == 'SUB':
            m = re.match(r'\((\w)\) (.*)$', s)
            st['sub'] = st['item'] + '(%s)' % sub_id(m.group(1))
            cur = new({'kind': 'item', 'id': st['sub'], 'text': ''})
            add(cur, m.group(2), segs)
        elif tag == 'SUBI':
            m = re.match(r'\((\w+)\) (.*)$', s)
            cur = new({'kind': 'item', 'id': st['sub'] + '(%s)' % m.group(1), 'text': ''})
            add(cur, m.group(2), segs)
        else:
            raise ValueError(tag)
    out.extend(pend)
    for c in out:   # format.md: refs on every clause that has text
        if c['kind'] in ('front', 'definitions', 'term') and 'refs' in c and not c['refs']:
            pass
    return out


def write(name, pages, note=None):
    title = 'МЕЖДУНАРОДНЫЕ ЗАКОНЫ СПОРТИВНОГО БРИДЖА 2017 ГОДА'
    d = {'book': 'rt29book', 'kind': 'law', 'edition': 2017, 'title': title, 'clauses': build(pages)}
    # note: kept in the README only (format.md has no such key)
    json.dump(d, open(os.path.join(ROOT, name), 'w', encoding='utf-8'), ensure_ascii=False, indent=1)
    return d


if __name__ == '__main__':
    pr = json.load(open(os.path.join(ROOT, 'out', 'pagerefs.json')))
    d = write('truth.json', {k: int(v) for k, v in pr['a4'].items()})
    write('truth_pdf_a5.json', {k: int(v) for k, v in pr['a5'].items()},
          'out/rt29book_a5_notes.pdf: A5 page numbers in the two «см. стр. N» fields')
    # LibreOffice 7.4's RTF writer moves the paragraph-spanning deletion of the old 16D3 one paragraph up: the RTF
    # marks item 16D2 \\deleted and the old 16D3 both \\deleted and \\revised (inserted, then deleted)
    r = json.load(open(os.path.join(ROOT, 'truth.json'), encoding='utf-8'))
    r['clauses'] = [c for c in r['clauses'] if c.get('id') != '16D2']
    _why = ('out/rt29book.rtf: LibreOffice 7.4 wrote the whole-item deletion of the old item 16D3 onto item 16D2 '
                 '(\\deleted on 16D2; the old 16D3 \\deleted and \\revised): accepted as the RTF says, 16D2 is gone')
    json.dump(r, open(os.path.join(ROOT, 'truth_rtf.json'), 'w', encoding='utf-8'), ensure_ascii=False, indent=1)
    from collections import Counter
    print(len(d['clauses']), Counter(c['kind'] for c in d['clauses']), sum(len(c.get('refs', [])) for c in d['clauses']), 'refs')
