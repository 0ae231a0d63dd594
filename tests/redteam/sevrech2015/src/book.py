#!/usr/bin/env python3
"""Ground truth of sevrech2015 from the one source sevrech2015.md.
Writes truth.json (whole book) and plain.txt (plain text of the source, markup removed)."""
import json, re, sys, os

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, 'sevrech2015.md')
LAT = str.maketrans('АВСЕНК', 'ABCEHK')
ROMAN = {'i', 'ii', 'iii', 'iv', 'v', 'vi'}
ROM2INT = {'I': 1, 'II': 2, 'III': 3, 'IV': 4, 'V': 5, 'VI': 6, 'VII': 7, 'VIII': 8, 'IX': 9, 'X': 10, 'XI': 11}


def clean(s):
    s = re.sub(r'\[\^\d+\]', '', s)                 # footnote calls
    s = re.sub(r'\[([^\]]*)\]\([^)]*\)', r'\1', s)   # links
    s = re.sub(r'\s*\{#[a-z0-9-]+\}', '', s)         # heading anchors
    s = s.replace('**', '')
    return s.strip()


def norm(s):
    return ' '.join(s.split())

# ---- refs -----------------------------------------------------------------
PART = r'[A-HАВСЕ]\d*(?:\([a-z]+\))*'
NUM = r'(\d{1,2})(' + PART + r')?(?![\dа-яёa-z])'
RE_PT_LAW = re.compile(r'(?:п\.|пункт\w*)\s*(' + PART + r'|\d+(?:\([a-z]+\))*)\s+Правила\s+(\d{1,2})(?!\d)')
RE_PT_SELF = re.compile(r'(?:п\.|пункт\w*)\s*(' + PART + r'|\d+(?:\([a-z]+\))*)\s+настоящего\s+Правила')
RE_LAW = re.compile(r'Правил\w*\s+' + NUM + r'((?:\s*(?:,|и|–)\s*\d{1,2}(?:' + PART + r')?(?![\dа-яёa-z]))*)')


def refs_of(text, law, sec):
    found = []  # (pos, [ids])
    spans = []
    for m in RE_PT_LAW.finditer(text):
        found.append((m.start(), [m.group(2) + m.group(1).translate(LAT)]))
        spans.append((m.start(), m.end()))
    for m in RE_PT_SELF.finditer(text):
        part = m.group(1).translate(LAT)
        rid = law + (sec if part[0].isdigit() else '') + part
        found.append((m.start(), [rid]))
        spans.append((m.start(), m.end()))
    for m in RE_LAW.finditer(text):
        if any(a <= m.start() < b for a, b in spans):
            continue
        n = int(m.group(1))
        if re.match(r'\s*год', text[m.end():]) or not 1 <= n <= 93:
            continue
        ids = [m.group(1) + (m.group(2) or '').translate(LAT)]
        rest = m.group(3)
        for sep, num, part in re.findall(r'\s*(,|и|–)\s*(\d{1,2})(' + PART + r')?', rest):
            if sep == '–':
                lo = int(re.match(r'\d+', ids[-1]).group())
                ids.extend(str(k) for k in range(lo + 1, int(num) + 1))
            else:
                ids.append(num + part.translate(LAT))
        found.append((m.start(), ids))
    found.sort()
    return [r for _, ids in found for r in ids]

# ---- parse ------------------------------------------------------------------


def pages(text):
    parts = re.split(r'^<!-- page: (\S+) -->\n', text, flags=re.M)
    for i in range(1, len(parts), 2):
        body = parts[i + 1]
        m = re.match(r'\+\+\+\n(.*?)\n\+\+\+\n', body, re.S)
        fm = dict(re.findall(r'^(\w+) = "?(.*?)"?$', m.group(1), re.M))
        yield parts[i], fm, body[m.end():]


def blocks(body):
    """paragraph blocks: list of (indented?, lines)"""
    out, cur = [], []
    for line in body.split('\n'):
        if line.strip() == '':
            if cur:
                out.append(cur); cur = []
        else:
            cur.append(line)
    if cur:
        out.append(cur)
    return out


def build():
    text = open(SRC, encoding='utf-8').read()
    clauses, plain = [], []
    for path, fm, body in pages(text):
        if path in ('pravila/_index.md', 'pechat.md'):
            continue
        blks = blocks(body)
        fnotes = {}
        for b in blks:
            m = re.match(r'\[\^(\d+)\]: (.*)', b[0])
            if m:
                fnotes[m.group(1)] = clean(' '.join([m.group(2)] + b[1:]))
        blks = [b for b in blks if not re.match(r'\[\^\d+\]: ', b[0]) and not b[0].startswith('<!--')]
        title = fm['title']
        if path == '_index.md':
            plain.append(title)
            paras = [clean(' '.join(b)) for b in blks]
            plain.extend(paras)
            clauses.append({'kind': 'front', 'heading': None, 'text': ' '.join([title] + paras)})
            continue
        if not path.startswith('pravila/') and path != 'opredeleniya.md':
            plain.append(title)
            paras = [clean(' '.join(b)) for b in blks]
            plain.extend(paras)
            clauses.append({'kind': 'front', 'heading': title, 'text': ' '.join(paras)})
            continue
        if path == 'opredeleniya.md':
            plain.append(title)
            lead = []
            d = {'kind': 'definitions', 'heading': title, 'text': ''}
            clauses.append(d)
            for b in blks:
                para = ' '.join(b)
                m = re.match(r'\*\*(.+?)\*\*( — )(.*)', para)
                plain.append(clean(para))
                if m:
                    clauses.append({'kind': 'term', 'term': m.group(1), 'sep': m.group(2), 'text': clean(m.group(3))})
                else:
                    lead.append(clean(para))
            d['text'] = ' '.join(lead)
            continue
        # a Law page
        law = fm['nomer']
        if 'glava' in fm:
            plain.append(fm['glava'])
            m = re.match(r'Глава ([IVX]+)\. (.+)', fm['glava'])
            clauses.append({'kind': 'chapter', 'id': 'ch%d' % ROM2INT[m.group(1)], 'number': m.group(1), 'title': m.group(2)})
        plain.append(title)
        if 'nazvanie' in fm:
            ltitle = fm['nazvanie']; plain.append(ltitle)
        else:
            ltitle = re.match(r'(?:Правило|ПРАВИЛО) \d+\. (.+)', title).group(1)
        lawc = {'kind': 'law', 'id': law, 'title': ltitle, 'text': ''}
        clauses.append(lawc)
        has_sections = bool(re.search(r'^(### |\*\*[A-HАВСЕ]\. )', body, re.M))
        cur, sec, item, letter = lawc, '', '', ''
        pending_fn = []
        inbox = False

        def add(c, t):
            c['text'] = (c['text'] + ' ' + t).strip() if t else c['text']

        def emit(c):
            clauses.append(c)

        for b in blks:
            para = ' '.join(l.strip() for l in b)
            calls = re.findall(r'\[\^(\d+)\]', para)
            first = b[0]
            if first.startswith('{{% vazhno'):
                inner = [l for l in b if not l.startswith('{{%')]
                t = clean(' '.join(inner)); plain.append(t); add(cur, t); continue
            if first.startswith('|'):
                cells = []
                for l in b:
                    if re.match(r'\|[-| ]+\|$', l):
                        continue
                    cells += [clean(c) for c in l.strip().strip('|').split('|')]
                t = ' '.join(cells); plain.append(t); add(cur, t); continue
            m = re.match(r'### ([A-HАВСЕ])\. (.+)', first)
            m2 = re.match(r'\*\*([A-HАВСЕ])\. (.+?)\.\*\* (.*)', para)
            if m or m2:
                mm = m or m2
                sec = mm.group(1).translate(LAT); item = letter = ''
                stitle = clean(mm.group(2))
                cur = {'kind': 'section', 'id': law + sec, 'title': stitle, 'text': ''}
                plain.append(clean(para))
                if m2:
                    add(cur, clean(m2.group(3)))
                emit(cur)
            elif re.match(r'\d+\. ', first):
                mi = re.match(r'(\d+)\. (.*)', para)
                item = mi.group(1); letter = ''
                iid = law + sec + item if has_sections else law + '-' + item
                cur = {'kind': 'item', 'id': iid, 'text': clean(mi.group(2))}
                plain.append(clean(para)); emit(cur)
            elif re.match(r'\s+\(([a-z]+)\) ', first):
                mi = re.match(r'\(([a-z]+)\) (.*)', para)
                tok = mi.group(1)
                base = law + sec + item if has_sections else law + '-' + item
                if tok in ROMAN and letter and not (tok == 'i' and letter == 'h'):
                    iid = base + '(%s)(%s)' % (letter, tok)
                else:
                    letter = tok; iid = base + '(%s)' % tok
                cur = {'kind': 'item', 'id': iid, 'text': clean(mi.group(2))}
                plain.append(clean(para)); emit(cur)
            else:
                t = clean(para); plain.append(t); add(cur, t)
            for n in calls:
                pending_fn.append((cur, n))
        # footnotes follow the clause holding the call
        for c, n in pending_fn:
            i = clauses.index(c)
            while i + 1 < len(clauses) and clauses[i + 1]['kind'] == 'footnote':
                i += 1
            clauses.insert(i + 1, {'kind': 'footnote', 'law': law, 'n': int(n), 'text': fnotes[n]})
            plain.append(fnotes[n])
    # refs
    law, sec = '', ''
    for c in clauses:
        if c['kind'] == 'law':
            law, sec = c['id'], ''
        elif c['kind'] == 'section':
            sec = c['id'][len(c['id'].rstrip('ABCDEFGH')) - 0:] if False else c['id'][len(law):]
        elif c['kind'] == 'chapter':
            continue
        src = ' '.join(str(c.get(k, '')) for k in ('title', 'text') if c.get(k))
        if c['kind'] == 'term':
            src = c['text']
        c['refs'] = refs_of(src, law, sec) if c['kind'] != 'chapter' else []
    return clauses, plain


if __name__ == '__main__':
    clauses, plain = build()
    out = os.path.dirname(HERE)
    book = {'book': 'sevrech2015', 'kind': 'law', 'edition': 1997,
            'title': 'Правила спортивного бриджа. Редакция 1997 года', 'clauses': clauses}
    with open(os.path.join(out, 'truth.json'), 'w', encoding='utf-8') as f:
        json.dump(book, f, ensure_ascii=False, indent=1)
        f.write('\n')
    with open(os.path.join(HERE, 'plain.txt'), 'w', encoding='utf-8') as f:
        f.write('\n'.join(plain) + '\n')
    from collections import Counter
    print(len(clauses), dict(Counter(c['kind'] for c in clauses)), sum(len(c.get('refs', [])) for c in clauses), 'refs')
