#!/usr/bin/env python3
"""Parser of src/vestnik2018.txt (my markup) and the truth writer.

Markup (one paragraph per line):
  @TITLE                      title page; following lines are its lines
  @FRONT HEADING              a front section; following lines are its paragraphs
  @DEFS HEADING               the definitions heading; following lines (until @TERM) are its lead text
  @TERM term|sep|text         one definition (sep exactly as typed)
  @CH ROMAN|title             a chapter («Глава ROMAN. title»)
  @LAW n|title                a Law; following unlabeled lines are the Law's own text
  @SEC L|title                a section (letter as typed, may be Cyrillic А В С Е)
  1. text / (a) text / (i) text   items at three depths (labels as typed)
  @FN n|text                  footnote n of the current Law (its call is [^n] in a clause text)
  an unlabeled line after an item continues that item (a new paragraph of the same clause)
Usage: book.py truth OUT.json | book.py koitruth OUT.json | book.py plain OUT.txt
"""
import json, re, sys, os

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, 'vestnik2018.txt')
CYR2LAT = str.maketrans('АВСЕНКМОРТХаес', 'ABCEHKMOPTXaec')
ROMAN = {'I': 1, 'II': 2, 'III': 3, 'IV': 4, 'V': 5, 'VI': 6, 'VII': 7, 'VIII': 8, 'IX': 9, 'X': 10}
TITLE = 'Правила спортивного бриджа. Редакция 2017 года'
CALL = re.compile(r'\[\^(\d+)\]')


def lat(s):
    return s.translate(CYR2LAT)


def parse(path=SRC):
    nodes = []
    cur = None          # node collecting paragraphs
    law = sec = None
    item1 = item2 = None
    for raw in open(path, encoding='utf-8'):
        line = raw.rstrip('\n')
        if not line.strip() or line.startswith('# '):
            continue
        if line == '@TITLE':
            cur = {'kind': 'front', 'heading': None, 'paras': []}
            nodes.append(cur)
            continue
        m = re.match(r'@FRONT (.+)$', line)
        if m:
            cur = {'kind': 'front', 'heading': m.group(1), 'paras': []}
            nodes.append(cur)
            continue
        m = re.match(r'@DEFS (.+)$', line)
        if m:
            cur = {'kind': 'definitions', 'heading': m.group(1), 'paras': []}
            nodes.append(cur)
            continue
        m = re.match(r'@TERM ([^|]+)\|([^|]+)\|(.+)$', line)
        if m:
            cur = {'kind': 'term', 'term': m.group(1), 'sep': m.group(2), 'paras': [m.group(3)]}
            nodes.append(cur)
            continue
        m = re.match(r'@CH ([IVX]+)\|(.+)$', line)
        if m:
            nodes.append({'kind': 'chapter', 'id': 'ch%d' % ROMAN[m.group(1)], 'number': m.group(1),
                          'title': m.group(2)})
            cur = None
            continue
        m = re.match(r'@LAW (\d+)\|(.+)$', line)
        if m:
            law = m.group(1)
            sec = item1 = item2 = None
            cur = {'kind': 'law', 'id': law, 'title': m.group(2), 'paras': []}
            nodes.append(cur)
            continue
        m = re.match(r'@SEC (\S)\|(.*)$', line)
        if m:
            sec = m.group(1)
            item1 = item2 = None
            cur = {'kind': 'section', 'id': law + lat(sec), 'letter': sec, 'title': m.group(2), 'paras': []}
            nodes.append(cur)
            continue
        m = re.match(r'@FN (\d+)\|(.+)$', line)
        if m:
            nodes.append({'kind': 'footnote', 'law': law, 'n': int(m.group(1)), 'paras': [m.group(2)]})
            cur = None
            continue
        m = re.match(r'(\d+)\. (.+)$', line)
        if m and law:
            item1, item2 = m.group(1), None
            iid = (law + lat(sec) + item1) if sec else (law + '-' + item1)
            cur = {'kind': 'item', 'id': iid, 'label': m.group(1) + '.', 'depth': 1, 'paras': [m.group(2)]}
            nodes.append(cur)
            continue
        m = re.match(r'\(([a-zа-я]+)\) (.+)$', line)
        if m and law:
            lab = m.group(1)
            roman = lab in ('i', 'ii', 'iii', 'iv', 'v', 'vi') and item2 not in (None, 'h')
            base = (law + lat(sec) + item1) if sec else (law + '-' + item1)
            if roman:
                iid = base + '(%s)' % lat(item2) + '(%s)' % lab
                depth = 3
            else:
                item2 = lab
                iid = base + '(%s)' % lat(lab)
                depth = 2
            cur = {'kind': 'item', 'id': iid, 'label': '(%s)' % lab, 'depth': depth, 'paras': [m.group(2)]}
            nodes.append(cur)
            continue
        if line.startswith('@'):
            raise SystemExit('bad markup: ' + line)
        if cur is None:
            raise SystemExit('text outside a clause: ' + line)
        cur['paras'].append(line)
    return nodes


# ---------------------------------------------------------------- references
REF = r'\d{1,2}(?:[A-HА-ЕС](?:\d+(?:\([a-zа-я]\))?(?:\([ivx]+\))?)?)?'
LAWREF = re.compile(r'Правил(?:о|а|у|ом|е|ами|ам|ах)?\s+(' + REF + r'(?:\s*(?:,|или|и|–|—)\s*' + REF + r')*)')
RELREF = re.compile(r'(?:пункт\w*|раздел\w*|п\.)\s+([A-HА-ЕС]?\d*(?:\s+и\s+[A-HА-ЕС]\d*)*)\s+настоящего Правила')


def refs_of(text, law):
    found = []
    for m in LAWREF.finditer(text):
        parts = re.split(r'\s*(,|или|и|–|—)\s*', m.group(1))
        toks, seps = parts[0::2], parts[1::2]
        out = [lat(toks[0])]
        for sep, t in zip(seps, toks[1:]):
            t = lat(t)
            if sep in '–—' and t.isdigit() and out[-1].isdigit():
                out.extend(str(k) for k in range(int(out[-1]) + 1, int(t) + 1))
            else:
                out.append(t)
        found.append((m.start(), out))
    for m in RELREF.finditer(text):
        out = []
        for t in re.split(r'\s+и\s+', m.group(1)):
            t = lat(t)
            out.append(law + t if t[:1].isalpha() else law + '-' + t)
        found.append((m.start(), out))
    found.sort()
    return [r for _, rs in found for r in rs]


def clean(s):
    return CALL.sub('', s)


def truth(nodes):
    out = []
    law = None
    for n in nodes:
        k = n['kind']
        text = ' '.join(clean(p) for p in n.get('paras', []))
        if k == 'law':
            law = n['id']
        if k == 'front':
            c = {'kind': 'front', 'heading': n['heading'], 'text': text}
        elif k == 'definitions':
            c = {'kind': 'definitions', 'heading': n['heading'], 'text': text}
        elif k == 'term':
            c = {'kind': 'term', 'term': n['term'], 'sep': n['sep'], 'text': text}
        elif k == 'chapter':
            c = {'kind': 'chapter', 'id': n['id'], 'number': n['number'], 'title': n['title']}
            out.append(c)
            continue
        elif k == 'law':
            c = {'kind': 'law', 'id': n['id'], 'title': n['title'], 'text': text}
        elif k == 'section':
            c = {'kind': 'section', 'id': n['id'], 'title': n['title'], 'text': text}
        elif k == 'item':
            c = {'kind': 'item', 'id': n['id'], 'text': text}
        elif k == 'footnote':
            c = {'kind': 'footnote', 'law': n['law'], 'n': n['n'], 'text': text}
        c['refs'] = refs_of(text, law or '')
        out.append(c)
    return out


KOI = str.maketrans({'«': '"', '»': '"', '—': '-', '–': '-', '№': 'N'})


def koi(s):
    return s.translate(KOI) if isinstance(s, str) else s


def book(clauses):
    return {'book': 'vestnik2018', 'kind': 'law', 'edition': 2017, 'title': TITLE, 'clauses': clauses}


def plain(nodes):
    """UTF-8 plain text of the source (one paragraph a line), for check_truth.py."""
    lines = []
    for n in nodes:
        k = n['kind']
        if k == 'chapter':
            lines.append('Глава %s. %s' % (n['number'], n['title']))
            continue
        if k in ('front', 'definitions') and n['heading']:
            lines.append(n['heading'])
        if k == 'law':
            lines.append('Правило %s. %s' % (n['id'], n['title']))
        if k == 'section':
            lines.append('%s. %s' % (n['letter'], n['title']))
        paras = [clean(p) for p in n.get('paras', [])]
        if k == 'term':
            paras[0] = n['term'] + n['sep'] + paras[0]
        if k == 'item':
            paras[0] = n['label'] + ' ' + paras[0]
        if k == 'footnote':
            paras[0] = '[%s] ' % n['n'] + paras[0]
        lines.extend(paras)
    return '\n'.join(lines) + '\n'


if __name__ == '__main__':
    nodes = parse()
    cl = truth(nodes)
    mode, dest = sys.argv[1], sys.argv[2]
    if mode == 'truth':
        json.dump(book(cl), open(dest, 'w', encoding='utf-8'), ensure_ascii=False, indent=1)
    elif mode == 'koitruth':
        for c in cl:
            for key in ('text', 'title', 'heading', 'term', 'sep'):
                if key in c:
                    c[key] = koi(c[key])
        b = book(cl)
        b['title'] = koi(b['title'])
        b['note'] = 'for out/PRAVILA.KOI only: texts as KOI8-R can hold them (« » -> ", — – -> -)'
        json.dump(b, open(dest, 'w', encoding='utf-8'), ensure_ascii=False, indent=1)
    elif mode == 'plain':
        open(dest, 'w', encoding='utf-8').write(plain(nodes))


def scan_truth(first_ch, stop_ch, pages, dest):
    """truth for the scan: the clauses from chapter first_ch up to (not including) chapter stop_ch"""
    cl = truth(parse())
    ids = [c.get('id') for c in cl]
    part = cl[ids.index(first_ch):ids.index(stop_ch)]
    b = book(part)
    b['scan'] = ('out/vestnik2018_scan.pdf: its pages 1-%d are pages %s of out/vestnik2018.pdf '
                 '(chapters %s to the one before %s, whole)' % (len(pages), '-'.join(map(str, (pages[0], pages[-1]))),
                                                                first_ch, stop_ch))
    json.dump(b, open(dest, 'w', encoding='utf-8'), ensure_ascii=False, indent=1)


if __name__ == '__main__' and sys.argv[1] == 'scan':
    a, z = int(sys.argv[4]), int(sys.argv[5])
    scan_truth(sys.argv[2], sys.argv[3], list(range(a, z + 1)), sys.argv[6])
