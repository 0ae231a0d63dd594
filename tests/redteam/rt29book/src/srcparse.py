"""Parser of book.src (the commission's working copy typed in a tiny line markup)."""
import re

LINE = re.compile(r'^(?:([+-])([12]) )?([A-Z]+):\s?(.*)$')


def parse_inline(s):
    """Return a list of segments."""
    out, i, buf = [], 0, []
    def flush():
        if buf:
            out.append(('t', ''.join(buf))); buf.clear()
    while i < len(s):
        if s.startswith('[[', i):
            j = s.index(']]', i)
            shown, ids = s[i+2:j].rsplit('=', 1)
            flush(); out.append(('ref', shown, ids.split(','))); i = j + 2; continue
        if s[i] == '{':
            depth, j = 0, i
            while True:
                if s[j] == '{': depth += 1
                elif s[j] == '}':
                    depth -= 1
                    if depth == 0: break
                j += 1
            body = s[i+1:j]; flush()
            m = re.match(r'([+-])([12]) (.*)$', body, re.S)
            if m:
                out.append(('ins' if m.group(1) == '+' else 'del', int(m.group(2)), m.group(3)))
            elif body.startswith('fn '):
                out.append(('fn', parse_inline(body[3:])))
            elif body.startswith('pg '):
                out.append(('pg', body[3:].strip()))
            elif re.match(r'c[12]', body):
                rev = int(body[1]); rest = body[2:]
                parts = rest.split('|')
                anchor = parts[0][1:] if parts[0].startswith(' ') else parts[0]
                out.append(('com', rev, anchor, parts[1], parts[2] if len(parts) > 2 else None))
            else:
                raise ValueError(body)
            i = j + 1; continue
        buf.append(s[i]); i += 1
    flush()
    return out


def parse(path):
    paras = []
    for ln in open(path, encoding='utf-8'):
        ln = ln.rstrip('\n')
        if not ln.strip() or ln.startswith('#'):
            continue
        m = LINE.match(ln)
        if not m:
            raise ValueError(ln)
        whole = (m.group(1), int(m.group(2))) if m.group(1) else None
        paras.append({'tag': m.group(3), 'whole': whole, 'segs': parse_inline(m.group(4))})
    return paras


def accepted(segs, pages=None):
    """Text as meant now: insertions in, deletions out, comments' words out, footnote calls out."""
    r = []
    for sg in segs:
        k = sg[0]
        if k in ('t', 'ins'): r.append(sg[-1])
        elif k == 'ref': r.append(sg[1])
        elif k == 'com': r.append(sg[2])
        elif k == 'pg': r.append(str(pages[sg[1]]) if pages else '?')
    return ''.join(r)


def refs(segs):
    r = []
    for sg in segs:
        if sg[0] == 'ref': r += sg[2]
    return r


def footnotes(segs):
    return [sg[1] for sg in segs if sg[0] == 'fn']
