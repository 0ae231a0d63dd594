#!/usr/bin/env python3
"""typewriter1996: reads src/typewriter1996.txt (the single hand-written source) and writes
   truth   OUT.json                  the ground truth of the whole book
   plain   OUT.txt                   the plain text of the source (labels typed, no layout) for check_truth
   typed   OUT.txt  PAGES.json       the typed pages (UTF-8, 64 columns, form feeds) and where each clause is
   photo   PAGES.json FIRST LAST OUT.json   the truth of the clauses on typed pages FIRST..LAST
Standard library only."""
import json, re, sys, os

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, 'typewriter1996.txt')
W = 64            # columns of the typed line
BODY = 41         # body lines per page (below the page number / running title)
RUNNING = 'Международные правила бриджа (ред. 1987 г.)'
LAT = {'А': 'A', 'В': 'B', 'С': 'C', 'Е': 'E', 'а': 'a', 'с': 'c', 'е': 'e'}


def lat(s):
    return ''.join(LAT.get(c, c) for c in s)


# ---------------------------------------------------------------- parsing
def parse():
    blocks = []          # (directive, fields, [paragraph lines])
    cur = None
    for raw in open(SRC, encoding='utf-8'):
        line = raw.rstrip('\n')
        if line.startswith('#'):
            continue
        if line.startswith('@'):
            d, _, rest = line[1:].partition(' ')
            cur = [d, rest.split('|') if rest else [], []]
            blocks.append(cur)
            continue
        if cur is not None:
            cur[2].append(line)
    return blocks


def paragraphs(lines):
    paras, buf = [], []
    for l in lines:
        if l.strip():
            buf.append(l.strip())
        elif buf:
            paras.append(' '.join(buf)); buf = []
    if buf:
        paras.append(' '.join(buf))
    return paras


FN = re.compile(r'\{fn:(.*?)\}')
SP = re.compile(r'\{sp:(.*?)\}')
MK = re.compile(r'\[\[(=?)([0-9A-Za-z()\-]+)\]\]')


def clean(t):
    """the text as typed, without markup (emphasis spacing is typographic: the letters unspaced)"""
    t = FN.sub('', t)
    t = SP.sub(lambda m: m.group(1), t)
    return MK.sub('', t)


REF = re.compile(r'П[рp][аa]в[иi]л(?:ами|ах|ам|ом|ов|[оoаaуyе])?\s+'
                 r'(\d+[A-GАВСЕ]?\d*(?:\([a-zа-я]+\))*'
                 r'(?:(?:\s*,\s*|\s+и\s+|\s+или\s+|-)\d+[A-GАВСЕ]?\d*(?:\([a-zа-я]+\))*)*)')
ONE = re.compile(r'(\d+[A-GАВСЕ]?\d*(?:\([a-zа-я]+\))*)(?=\s*-\s*(\d+))?')


def refs_of(t):
    """refs in text order: «Правило …» lists (ranges expanded) and the invisible [[…]] markers"""
    t = FN.sub('', t)
    t = SP.sub(lambda m: m.group(1), t)
    events = []
    for m in REF.finditer(t):
        toks = re.split(r'(\s*,\s*|\s+и\s+|\s+или\s+|-)', m.group(1))
        out, k = [], 0
        while k < len(toks):
            if k + 2 < len(toks) and toks[k + 1] == '-':
                out += [str(n) for n in range(int(toks[k]), int(toks[k + 2]) + 1)]
                k += 4
            else:
                out.append(lat(toks[k]))
                k += 2
        events.append((m.start(), None, out))
    for m in MK.finditer(t):
        events.append((m.start(), m.group(1), [m.group(2)]))
    events.sort(key=lambda e: e[0])
    refs = []
    for _, eq, lst in events:
        if eq == '=':
            refs.pop()
        refs += lst
    return refs


def fns_of(t):
    return FN.findall(t)


# ---------------------------------------------------------------- truth
def truth():
    cl = []
    law = sec = i1 = i2 = None
    fn_count = {}

    def add(c, raw):
        c['refs'] = refs_of(raw)
        cl.append(c)
        for f in fns_of(raw):
            lw = law or '0'
            fn_count[lw] = fn_count.get(lw, 0) + 1
            cl.append({'kind': 'footnote', 'law': lw, 'n': fn_count[lw], 'text': clean(f), 'refs': refs_of(f)})

    for d, f, lines in parse():
        raw = ' '.join(paragraphs(lines))
        if d == 'title':
            cl.append({'kind': 'front', 'heading': None, 'text': ' '.join(l.strip() for l in lines if l.strip()), 'refs': []})
        elif d == 'front':
            add({'kind': 'front', 'heading': f[0], 'text': clean(raw)}, raw)
        elif d == 'defs':
            add({'kind': 'definitions', 'heading': f[0], 'text': clean(raw)}, raw)
        elif d == 'term':
            add({'kind': 'term', 'term': f[0], 'sep': f[1], 'text': clean(f[2])}, f[2])
        elif d == 'chapter':
            cl.append({'kind': 'chapter', 'id': 'ch' + f[0], 'number': f[1], 'title': f[2], 'refs': []})
        elif d == 'law':
            law, sec, i1, i2 = f[0], None, None, None
            add({'kind': 'law', 'id': law, 'title': f[2], 'text': clean(raw)}, raw)
        elif d == 'sec':
            sec, i1, i2 = f[0], None, None
            add({'kind': 'section', 'id': law + sec, 'title': f[2], 'text': clean(raw)}, raw)
        elif d == 'i':
            i1, i2 = f[0], None
            base = law + sec if sec else law + '-'
            add({'kind': 'item', 'id': base + i1, 'text': clean(raw)}, raw)
        elif d == 'ii':
            i2 = f[0]
            base = law + sec if sec else law + '-'
            add({'kind': 'item', 'id': base + i1 + '(' + i2 + ')', 'text': clean(raw)}, raw)
        elif d == 'iii':
            base = law + sec if sec else law + '-'
            add({'kind': 'item', 'id': base + i1 + '(' + i2 + ')(' + f[0] + ')', 'text': clean(raw)}, raw)
    # the order of keys as in format.md
    return cl


def write_truth(path, clauses, extra=None):
    doc = {'book': 'typewriter1996', 'kind': 'law', 'edition': 1987,
           'title': 'Международные правила дубликатного бриджа. Редакция 1987 года. Правила 1-16 и 40-50'}
    if extra:
        doc.update(extra)
    doc['clauses'] = clauses
    with open(path, 'w', encoding='utf-8') as fh:
        json.dump(doc, fh, ensure_ascii=False, indent=1)
        fh.write('\n')


# ---------------------------------------------------------------- plain text
def plain():
    out = []
    for d, f, lines in parse():
        paras = [clean(p) for p in paragraphs(lines)]
        if d == 'title':
            out += [l.strip() for l in lines if l.strip()]
        elif d in ('front', 'defs'):
            out.append(f[0]); out += paras
        elif d == 'term':
            out.append(f[0] + f[1] + clean(f[2]))
        elif d == 'chapter':
            out.append('ГЛАВА ' + f[1]); out.append(f[2])
        elif d == 'law':
            out.append(f[1] + ' ' + f[2]); out += paras
        elif d == 'sec':
            out.append(f[1] + ' ' + f[2] + ('.' if f[3] == 'runin' else '')); out += paras
        elif d in ('i', 'ii', 'iii'):
            out.append(f[1]); out += paras
        for p in paragraphs(lines):
            out += [clean(x) for x in fns_of(p)]
    return '\n'.join(out) + '\n'


# ---------------------------------------------------------------- typing (line breaking, hyphenation, pages)
VOW = set('аеёиоуыэюяАЕЁИОУЫЭЮЯ')
CYR = re.compile(r'^[А-Яа-яЁё]+$')


def breaks(word):
    """where a typist may break a Russian word (index k: word[:k] + '-' / word[k:])"""
    ks = []
    n = len(word)
    for k in range(2, n - 1):
        a, b = word[k - 1], word[k]
        if b in 'ьъйЬЪЙ':
            continue
        if not any(c in VOW for c in word[:k]) or not any(c in VOW for c in word[k:]):
            continue
        if n - k < 2:
            continue
        if a in VOW and b not in VOW and k + 1 < n and word[k + 1] in VOW:
            ks.append(k)
        elif a not in VOW and b not in VOW and any(c in VOW for c in word[k:k + 3]) and k >= 3:
            ks.append(k)
    return ks


def wrap(text, first_indent, cont_indent, width=W):
    """greedy line filling with hyphenation, as a typist does it (ragged right)"""
    words = text.split(' ')
    lines, cur, ind = [], '', first_indent
    for w in words:
        if not w:
            continue
        cand = (cur + ' ' + w) if cur else (' ' * ind + w)
        if len(cand.replace('\x01', ' ')) <= width:
            cur = cand; continue
        # try to hyphenate w
        room = width - len(cur.replace('\x01', ' ')) - 1 - 1   # space and the hyphen
        m = re.match(r'^([«"(]?)([А-Яа-яЁё]+)([.,;:)"»*]*)$', w)
        done = False
        if m and room >= 3 and len(m.group(2)) >= 6:
            pre, core, post = m.groups()
            best = None
            for k in breaks(core):
                if len(pre) + k <= room:
                    best = k
            if best and best >= 3:
                lines.append(cur + ' ' + pre + core[:best] + '-')
                cur = ' ' * cont_indent + core[best:] + post
                done = True
        if not done:
            if cur.strip():
                lines.append(cur)
            cur = ' ' * cont_indent + w
    if cur.strip():
        lines.append(cur)
    return [l.replace('\x01', ' ') for l in lines]


def typed_text(t):
    """markup → typed characters: spaced emphasis, the footnote call «*», invisible refs dropped"""
    t = MK.sub('', t)
    t = SP.sub(lambda m: '\x01'.join(m.group(1)), t)
    return FN.sub('*', t)


def centre(s):
    return ' ' * max(0, (W - len(s)) // 2) + s


def spaced_caps(s):
    return '  '.join(' '.join(w) for w in s.split(' '))


class L:
    """one typed line: text, glue (must not end a page), clause id it belongs to, footnote lines"""
    def __init__(self, text, glue=False, cid=None, fn=None, brk=False):
        self.text, self.glue, self.cid, self.fn, self.brk = text, glue, cid, fn or [], brk
        self.also = []


def body_lines():
    out = []
    law = sec = i1 = i2 = None
    pending_same = None
    blocks = parse()
    toc = []      # (kind, label, key)
    fnmark = 0
    for bi, (d, f, lines) in enumerate(blocks):
        paras = paragraphs(lines)
        if d == 'title':
            out.append(L('', brk=True, cid='front0'))
            ls = [l.strip() for l in lines if l.strip()]
            gaps = [4, 6, 1, 1, 3, 1, 8, 8]
            for s, g in zip(ls, gaps):
                out += [L('', cid='front0') for _ in range(g)]
                out.append(L(centre(s), cid='front0'))
            out.append(L('', brk=True))
            continue
        if d == 'newpage':
            out.append(L('', brk=True)); continue
        if d == 'contents':
            out.append(L('', brk=True))
            out.append(('TOC', toc))
            continue

        def para_lines(cid, ps, first, cont, lead=None, glue_first=0):
            res = []
            for pi, p in enumerate(ps):
                t = typed_text(p)
                if pi == 0 and lead is not None:
                    t = lead + (' ' + t if t else '')
                fns = fns_of(p)
                ls = wrap(t, first if pi == 0 else 5, cont)
                for li, s in enumerate(ls):
                    res.append(L(s, cid=cid))
                # the footnote belongs to the line holding the call
                if fns:
                    for fx in fns:
                        idx = max(i for i, x in enumerate(res) if '*' in x.text)
                        nonlocal_fn.append((res[idx], fx))
            for x in res[:glue_first]:
                x.glue = True
            if len(res) == 2:
                res[0].glue = True
            return res

        nonlocal_fn = []
        if d == 'front':
            out.append(L('', brk=True))
            toc.append(('front', f[0][0] + f[0][1:].lower(), 'front:' + f[0]))
            out.append(L(centre(spaced_caps(f[0])), glue=True, cid='front:' + f[0]))
            out.append(L('', glue=True))
            out += para_lines('front:' + f[0], paras, 5, 0)
            out.append(L(''))
            spacer = True
        elif d == 'defs':
            out.append(L('', brk=True))
            toc.append(('defs', f[0][0] + f[0][1:].lower(), 'defs'))
            out.append(L(centre(f[0]), glue=True, cid='defs'))
            out.append(L(centre('_' * len(f[0])), glue=True, cid='defs'))
            out.append(L('', glue=True))
            out += para_lines('defs', paras, 5, 0)
        elif d == 'term':
            out += para_lines('term:' + f[0], [f[0] + f[1] + f[2]], 5, 0, glue_first=1)
        elif d == 'chapter':
            prev = blocks[bi - 1][0] if bi else None
            if prev != 'newpage':
                out += [L('', glue=True), L('', glue=True)]
            head = 'ГЛАВА ' + f[1]
            toc.append(('chapter', head + '. ' + f[2][0] + f[2][1:].lower(), 'ch' + f[0]))
            out.append(L(centre(head), glue=True, cid='ch' + f[0]))
            out.append(L(centre(f[2]), glue=True, cid='ch' + f[0]))
            out.append(L('', glue=True))
        elif d == 'law':
            law, sec = f[0], None
            cid = law
            prev = blocks[bi - 1][0] if bi else None
            if prev != 'chapter':
                out.append(L('', glue=True))
            if f[3] == 'two':
                out.append(L(centre(f[1]), glue=True, cid=cid))
                tl = wrap(f[2], 0, 0, 56)
                for s in tl:
                    out.append(L(centre(s), glue=True, cid=cid))
                out.append(L(centre('_' * max(len(s) for s in tl)), glue=True, cid=cid))
                title = f[2][0] + f[2][1:].lower()
            else:
                s = f[1] + ' ' + f[2]
                out.append(L(centre(s), glue=True, cid=cid))
                out.append(L(centre('_' * len(s)), glue=True, cid=cid))
                title = f[2]
            toc.append(('law', 'Правило ' + law + '. ' + title, law))
            out.append(L('', glue=True))
            out += para_lines(cid, paras, 5, 0, glue_first=2)
        elif d == 'sec':
            sec = f[0]
            cid = law + sec
            if f[3] == 'runin':
                out += para_lines(cid, paras or [''], 5, 0, lead=f[1] + ' ' + f[2] + '.', glue_first=1)
            else:
                s = '     ' + f[1] + ' ' + f[2]
                out.append(L(s, glue=True, cid=cid))
                out.append(L(' ' * (6 + len(f[1])) + '_' * len(f[2]), glue=True, cid=cid))
                out += para_lines(cid, paras, 5, 0, glue_first=1)
        elif d in ('i', 'ii', 'iii'):
            base = law + sec if sec else law + '-'
            if d == 'i':
                i1 = f[0]; cid = base + i1; ind, cont = 5, 0
            elif d == 'ii':
                i2 = f[0]; cid = base + i1 + '(' + i2 + ')'; ind, cont = 8, 4
            else:
                cid = base + i1 + '(' + i2 + ')(' + f[0] + ')'; ind, cont = 12, 8
            nxt = blocks[bi + 1] if bi + 1 < len(blocks) else None
            if not paras and nxt and len(nxt[1]) > 2 and nxt[1][2] == 'same':
                pending_same = (f[1], cid)
                continue
            lead = f[1]
            if len(f) > 2 and f[2] == 'same' and pending_same:
                lead = pending_same[0] + ' ' + f[1]
                ind, cont = 5, 0
                res = para_lines(cid, paras or [''], ind, cont, lead=lead, glue_first=1)
                res[0].also.append(pending_same[1])
                pending_same = None
                out += res
                continue
            res = para_lines(cid, paras or [''], ind, cont, lead=lead, glue_first=1)
            out += res
        for line, fx in nonlocal_fn:
            fnmark += 1
            line.fn.append(fx)
    return out


def paginate(lines):
    pages = [[]]          # body lines (L) per page
    fnres = [[]]          # footnote texts per page
    used_fn = [0]

    def room(p):
        return BODY - len(pages[p]) - used_fn[p]

    def newpage():
        pages.append([]); fnres.append([]); used_fn.append(0)

    i = 0
    n = len(lines)
    while i < n:
        x = lines[i]
        if isinstance(x, tuple):          # the contents: laid out on pages of its own afterwards
            i += 1; continue
        if x.brk:
            if pages[-1]:
                newpage()
            i += 1; continue
        if not pages[-1] and not x.text.strip() and x.cid != 'front0':
            i += 1; continue            # no blank line at the top of a page
        # a glued chain starting here must fit
        if i == 0 or isinstance(lines[i - 1], tuple) or not lines[i - 1].glue:
            j = i
            while j < n and not isinstance(lines[j], tuple) and lines[j].glue:
                j += 1
            chain = j - i + 1
            if chain <= BODY and chain > room(len(pages) - 1) and pages[-1]:
                newpage()
                continue
        need = 1
        if x.fn:
            need += sum(len(fn_lines(f, k)) for k, f in enumerate(x.fn)) + 2
        if need > room(len(pages) - 1):
            newpage(); continue
        pages[-1].append(x)
        if x.fn:
            for f in x.fn:
                fnres[-1].append(f)
            used_fn[-1] += need - 1
        i += 1
    return pages, fnres


def fn_lines(text, k):
    mark = '*' * (k + 1)
    return wrap(mark + ' ' + clean(text), 5, 0)


def page_text(no, body, fns, toc_lines):
    top = [centre('- %d -' % no)]
    if no % 2 == 1:
        top.append(' ' * (W - len(RUNNING)) + RUNNING)
    else:
        top.append('')
    top.append('')
    b = []
    for x in body:
        if isinstance(x, tuple):
            b += toc_lines
        else:
            b.append(x.text)
    if fns:
        b += [''] * (BODY - len(b) - sum(len(fn_lines(f, k)) for k, f in enumerate(fns)) - 2)
        b.append('-' * 20)
        for k, f in enumerate(fns):
            b += fn_lines(f, k)
    return [s.rstrip() for s in top + b]


def build_typed():
    lines = body_lines()
    pages, fnres = paginate(lines)
    # where each clause begins / ends (page numbers, 1-based)
    where = {}
    for pno, body in enumerate(pages, 1):
        for x in body:
            if isinstance(x, tuple) or not x.cid:
                continue
            for c in [x.cid] + x.also:
                w = where.setdefault(c, [pno, pno])
                w[1] = pno
    toc_entries = next(x for x in lines if isinstance(x, tuple))[1]
    toc_lines = []
    for kind, label, key in toc_entries:
        pno = where[key][0] if key in where else where.get('front:' + key, [0])[0]
        ind = {'front': 0, 'defs': 0, 'chapter': 0, 'law': 3}[kind]
        num = str(pno)
        ls = wrap(label, ind, ind + 12, W - 8)
        last = ls[-1]
        dots = W - len(last) - len(num) - 2
        ls[-1] = last + ' ' + '.' * dots + ' ' + num
        toc_lines += ls
    head = [centre('СОДЕРЖАНИЕ'), centre('_' * 10), '']
    if not pages[-1]:
        pages.pop(); fnres.pop()
    chunk = BODY - 3
    for k in range(0, len(toc_lines), chunk):
        body = [L(s, cid='toc') for s in (head if k == 0 else []) + toc_lines[k:k + chunk]]
        pages.append(body); fnres.append([])
    texts = []
    for pno, (body, fns) in enumerate(zip(pages, fnres), 1):
        if pno == 1:
            texts.append([x.text.rstrip() for x in body])
        else:
            texts.append(page_text(pno, body, fns, toc_lines))
    for pno, t in enumerate(texts, 1):
        for s in t:
            assert len(s) <= W, (pno, s)
        assert len(t) <= BODY + 3, (pno, len(t))
    return texts, where


def main():
    cmd = sys.argv[1]
    if cmd == 'truth':
        write_truth(sys.argv[2], truth())
    elif cmd == 'plain':
        open(sys.argv[2], 'w', encoding='utf-8').write(plain())
    elif cmd == 'typed':
        texts, where = build_typed()
        with open(sys.argv[2], 'w', encoding='utf-8', newline='\r\n') as fh:
            fh.write('\f'.join('\n'.join(t) + '\n' for t in texts))
        json.dump({'pages': len(texts), 'where': where}, open(sys.argv[3], 'w'), ensure_ascii=False, indent=0)
    elif cmd == 'photo':
        where = json.load(open(sys.argv[2]))['where']
        first, last = int(sys.argv[3]), int(sys.argv[4])
        keep, prev_in = [], False
        for c in truth():
            if c['kind'] == 'footnote':          # follows the clause that holds its call
                if prev_in:
                    keep.append(c)
                continue
            if c['kind'] == 'term':
                key = 'term:' + c['term']
            elif c['kind'] == 'front':
                key = 'front:' + c['heading'] if c['heading'] else 'front0'
            elif c['kind'] == 'definitions':
                key = 'defs'
            else:
                key = c['id']
            w = where.get(key)
            prev_in = bool(w and first <= w[0] and w[1] <= last)
            if prev_in:
                keep.append(c)
            elif w and (first <= w[0] <= last or first <= w[1] <= last):
                raise SystemExit('clause %s is cut by the photo range (pages %s)' % (key, w))
        write_truth(sys.argv[5], keep, {'photo': 'typed pages %d-%d (printed «- %d -» … «- %d -») = photo pages 1-%d'
                                        % (first, last, first, last, last - first + 1)})


if __name__ == '__main__':
    main()
