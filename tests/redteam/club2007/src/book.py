"""Parser of club2007.txt (my own little markup) and the ground truth builder.

Markup (one paragraph per line):
  @front                      title page; following lines = its paragraphs
  @preface TITLE              front-matter section
  @defs HEADING               definitions heading
  @term TERM|SEP|TEXT         one definition, SEP exactly as typed
  @chapter ROMAN|TITLE        «Глава ROMAN. TITLE»
  @law N|TITLE[|inline]       «ПРАВИЛО N – TITLE»; inline: first lead paragraph printed on the heading line
  @sec L|TITLE                section line «L. TITLE» (L as typed, may be Cyrillic А В С Е)
  @item N|TEXT                item «N.»
  @sub X|TEXT                 sub-item «(X)» (X as typed, may be Cyrillic а с)
  @subsub R|TEXT              sub-sub-item «(R)»
  @fn N|TEXT                  N-th footnote of the current Law; call mark [^N] in the text
Lines without @ continue the previous block (lead text / another paragraph of the same clause).
"""
import re, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
CYR2LAT = str.maketrans({'А': 'A', 'В': 'B', 'С': 'C', 'Е': 'E', 'а': 'a', 'с': 'c', 'е': 'e'})
ROMAN = {'I': 1, 'II': 2, 'III': 3, 'IV': 4, 'V': 5, 'VI': 6, 'VII': 7, 'VIII': 8, 'IX': 9}
TITLE = 'Избранные правила для судьи клуба'


def parse(path=os.path.join(HERE, 'club2007.txt')):
    blocks = []
    law = sec = item = sub = None
    for raw in open(path, encoding='utf-8'):
        line = raw.rstrip('\n')
        if not line.strip():
            continue
        if not line.startswith('@'):
            blocks[-1]['paras'].append(line)
            continue
        tag, _, rest = line[1:].partition(' ')
        f = rest.split('|')
        b = {'tag': tag, 'paras': []}
        if tag == 'front':
            pass
        elif tag in ('preface', 'defs'):
            b['heading'] = rest
        elif tag == 'term':
            b['term'], b['sep'], b['paras'] = f[0], f[1], [f[2]]
        elif tag == 'chapter':
            b['number'], b['title'] = f[0], f[1]
            b['id'] = 'ch%d' % ROMAN[f[0]]
        elif tag == 'law':
            law = {'n': f[0], 'hassec': False}
            b['n'], b['title'] = f[0], f[1]
            b['inline'] = len(f) > 2 and f[2] == 'inline'
            b['id'] = f[0]
            b['law'] = law
        elif tag == 'sec':
            law['hassec'] = True
            sec = f[0].translate(CYR2LAT)
            b['label'], b['title'] = f[0], f[1]
            b['id'] = law['n'] + sec
        elif tag == 'item':
            item = f[0]
            b['label'], b['paras'] = f[0], [f[1]] if f[1] else []
            b['id'] = (law['n'] + sec + item) if law['hassec'] else (law['n'] + '-' + item)
            b['sec'] = sec if law['hassec'] else None
        elif tag == 'sub':
            sub = f[0].translate(CYR2LAT)
            b['label'], b['paras'] = f[0], [f[1]]
            base = (law['n'] + sec + item) if law['hassec'] else (law['n'] + '-' + item)
            b['id'] = base + '(%s)' % sub
        elif tag == 'subsub':
            base = (law['n'] + sec + item) if law['hassec'] else (law['n'] + '-' + item)
            b['label'], b['paras'] = f[0], [f[1]]
            b['id'] = base + '(%s)(%s)' % (sub, f[0])
        elif tag == 'fn':
            b['law'], b['n'], b['paras'] = law['n'], int(f[0]), [f[1]]
        else:
            raise ValueError(line)
        if tag == 'law':
            sec = None
        blocks.append(b)
    return blocks


FN_MARK = re.compile(r'\[\^(\d+)\]')


def plain(s):
    """text as it reads, without footnote call marks"""
    return FN_MARK.sub('', s)


# ---- references -------------------------------------------------------
ONE = r'(\d{1,2})((?:[A-GАВСЕ]\d?)?(?:\([a-zа-я]\))?(?:\([ivx]+\))?)'
SEQ = re.compile(r'Правил(?:о|а|у|ом|е|ам|ами)?\s+' + ONE + r'((?:\s*(?:,|и|или|–|-)\s*' + ONE + r')*)')
NXT = re.compile(r'\s*(,|и|или|–|-)\s*' + ONE)
HERE_REF = re.compile(r'(?:пункт|раздел)\w*\s+([A-GАВСЕ]\d?(?:\([a-zа-я]\))?)\s+настоящего Правила')


def norm(s):
    return s.translate(CYR2LAT)


def refs_of(text, law):
    text = plain(text)
    found = []
    for m in SEQ.finditer(text):
        found.append((m.start(), [norm(m.group(1) + m.group(2))]))
        prev = int(m.group(1)) if not m.group(2) else None
        pos = m.start(3)
        for n in NXT.finditer(m.group(3)):
            num, tail = n.group(2), n.group(3)
            if n.group(1) == '–' and prev is not None and not tail:
                # range «Правила 68–71»: every Law of the range
                found[-1][1].extend(str(k) for k in range(prev + 1, int(num) + 1))
            else:
                found[-1][1].append(norm(num + tail))
            prev = int(num) if not tail else None
    for m in HERE_REF.finditer(text):
        found.append((m.start(), [law + norm(m.group(1))]))
    found.sort(key=lambda x: x[0])
    return [r for _, rs in found for r in rs]


def truth(blocks):
    out = []
    law = ''
    for b in blocks:
        t = b['tag']
        text = ' '.join(plain(p) for p in b['paras'])
        if t == 'front':
            c = {'kind': 'front', 'heading': None, 'text': text}
        elif t == 'preface':
            c = {'kind': 'front', 'heading': b['heading'], 'text': text}
        elif t == 'defs':
            c = {'kind': 'definitions', 'heading': b['heading'], 'text': text}
        elif t == 'term':
            c = {'kind': 'term', 'term': b['term'], 'sep': b['sep'], 'text': text}
        elif t == 'chapter':
            c = {'kind': 'chapter', 'id': b['id'], 'number': b['number'], 'title': b['title']}
        elif t == 'law':
            law = b['n']
            c = {'kind': 'law', 'id': b['id'], 'title': b['title'], 'text': text}
        elif t == 'sec':
            c = {'kind': 'section', 'id': b['id'], 'title': b['title'], 'text': text}
        elif t in ('item', 'sub', 'subsub'):
            c = {'kind': 'item', 'id': b['id'], 'text': text}
        elif t == 'fn':
            c = {'kind': 'footnote', 'law': b['law'], 'n': b['n'], 'text': text}
        c['refs'] = refs_of(text + ' ' + c.get('title', ''), law) if t not in ('chapter',) else []
        out.append(c)
    return {'book': 'club2007', 'kind': 'law', 'edition': 2007, 'title': TITLE, 'clauses': out}


if __name__ == '__main__':
    import sys
    bl = parse()
    tr = truth(bl)
    json.dump(tr, open(sys.argv[1], 'w', encoding='utf-8'), ensure_ascii=False, indent=1)
    print(len(tr['clauses']), 'clauses')
