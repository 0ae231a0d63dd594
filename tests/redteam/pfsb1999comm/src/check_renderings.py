#!/usr/bin/env python3
"""Every clause text (and every Law-comment title) is recoverable from each rendering once the rendering's
documented furniture is removed and lines and hyphens are joined. Reports per rendering."""
import json, re, os, sys, subprocess, html, tempfile, shutil
from html.parser import HTMLParser
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
OUT = os.path.join(ROOT, 'out')
B = 'pfsb1999comm'
HEAD = 'Комментарии к Законам 1997'
tr = json.load(open(os.path.join(ROOT, 'truth.json'), encoding='utf-8'))
norm = lambda s: re.sub(r'\s+', ' ', s).strip()
DIAG = set(norm(d) for c in tr['clauses'] for d in c.get('diagram', []))
# words of the source: a line-end hyphen is a soft one when the joined word is a word of the book
VOCAB = set(w.lower() for c in tr['clauses'] for w in re.findall(r'[\w-]+', c.get('text', '') + ' ' + c.get('title', '')))

def overprint(line):
    """a print head: BS moves back one column; a later character replaces "_" or repeats the same one."""
    cells, col = [], 0
    for ch in line:
        if ch == '\b':
            col = max(col - 1, 0); continue
        if col < len(cells):
            if cells[col] in ('_', ' ') or cells[col] == ch:
                cells[col] = ch
        else:
            cells.append(ch)
        col += 1
    return ''.join(cells)

def join_lines(lines):
    out = ''
    for l in lines:
        l = l.strip()
        if not l:
            out += '\n'; continue
        m = re.search(r'(\w+)-$', out) if out.endswith('-') else None
        n = re.match(r'(\w+)', l)
        if m and n and (m.group(1) + '-' + n.group(1)).lower() in VOCAB and (m.group(1) + n.group(1)).lower() not in VOCAB:
            out = out + l                 # a real hyphen (какой-либо) at the line end
        elif m and n:
            out = out[:-1] + l            # a soft hyphen of the line break
        else:
            out += ' ' + l
    return out

def check(name, text, extra=None):
    t = ' ' + norm(text) + ' '
    if extra:
        t = extra(t)
    miss = []
    for c in tr['clauses']:
        want = c['title'] if c['kind'] == 'claw' else c['text']
        if norm(want) not in t:
            if os.environ.get('DEBUG'):
                w = norm(want); k = 0
                while k < len(w) and w[:k+1] in t: k += 1
                i = t.find(w[:k]); print('   ', c.get('id'), '| want:', w[k:k+40], '| got:', t[i+k-20:i+k+40])
            miss.append(c.get('id') or c.get('heading') or 'title page')
    print('%-34s %3d clauses, %d missing %s' % (name, len(tr['clauses']), len(miss), ' '.join(map(str, miss[:12]))))
    return len(miss)

def dos_lines(text):
    """furniture of the DOS text: form feeds, the running head line, the page-number line, the footnote rule,
    the footnote call '*'; overprints resolved; hand-diagram lines left out."""
    lines = []
    for page in text.split('\x0c'):
        pl = page.replace('\r\n', '\n').split('\n')
        for l in pl:
            if l.startswith(HEAD) or re.fullmatch(r'\s*- \d+ -\s*', l) or l.strip() == '----------':
                continue
            l = overprint(l)
            if norm(l) in DIAG:
                continue
            lines.append(re.sub(r'(?<=[\w.])\*(?=[\s:.,])', '', l).replace('     * ', '     '))
    return join_lines(lines)

total = 0
# 1. DOS original
raw = open(os.path.join(OUT, B + '_cp866.txt'), 'rb').read()
total += check(B + '_cp866.txt', dos_lines(raw.decode('cp866')))
# 3. the club site: the <pre> holds the DOS text (menu, title, footer are furniture outside it)
page = open(os.path.join(OUT, B + '_site_1251.htm'), 'rb').read().decode('cp1251')
pre = html.unescape(re.search(r'<pre>\r?\n(.*?)</pre>', page, re.S).group(1))
total += check(B + '_site_1251.htm', dos_lines(pre))

class Txt(HTMLParser):
    def __init__(s):
        super().__init__(); s.parts = []
    def handle_starttag(s, tag, a):
        if tag in ('p', 'h1', 'h2', 'tr', 'div', 'br'):
            s.parts.append('\n')
        if tag == 'td':
            s.parts.append(' ')
    def handle_data(s, d):
        s.parts.append(d)
FNCALL = lambda t: re.sub(r'(?<=[а-яё])\d\s*(?=[:.,])|(?<=[а-яё])\d(?=\s)', '', t)     # footnote call numbers after a word
# 2a. the Word 97 file: LibreOffice reads it back to XHTML (footnote bodies at the end, anchors "1", "2")
tmp = tempfile.mkdtemp()
subprocess.run(['soffice', '--headless', '--convert-to', 'html:XHTML Writer File:UTF8', '--outdir', tmp,
                os.path.join(OUT, B + '_word.doc')], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
p = Txt(); p.feed(open(os.path.join(tmp, B + '_word.html'), encoding='utf-8').read())
body = re.sub(r'<[^>]*>', '', ''.join(p.parts))
body = '\n'.join(l for l in body.split('\n') if norm(l) not in DIAG and norm(l) != HEAD)
total += check(B + '_word.doc', FNCALL(body))
shutil.rmtree(tmp)

def pdf_text(path):
    return subprocess.run(['pdftotext', '-raw', path, '-'], capture_output=True, text=True).stdout
# 2b. the Word PDF: running head line, bare page-number lines, footnote call numbers; hyphens joined
lines, fnl, infn = [], [], False
for l in pdf_text(os.path.join(OUT, B + '_word.pdf')).split('\n'):
    if re.fullmatch(r'\s*\d{1,3}\s*', l):       # the page number ends the page's footnote area
        infn = False; continue
    if re.match(r'\d[А-ЯЁ][а-яё]', l):                # a footnote at the foot of the page: "2Примеры …"
        infn = True; fnl.append(''); l = l[1:]
    if norm(l) == HEAD or norm(l) in DIAG:
        continue
    (fnl if infn else lines).append(l)
lines += [''] + fnl
total += check(B + '_word.pdf', FNCALL(join_lines(lines).replace('\x0c', ' ')))
# 4. the enscript printout: enscript's header (file name, date, "Page N of M"), the DOS furniture;
#    an overprinted word comes out twice in the text layer
lines = []
for l in pdf_text(os.path.join(OUT, B + '_enscript.pdf')).replace('\x0c', '\n').split('\n'):
    if l.startswith(('KOMM97.TXT', HEAD)) or re.fullmatch(r'\d\d\.\d\d\.\d\d \d\d:\d\d:\d\d|Page \d+ of \d+|- \d+ -|В\. Г\. Таранов|-{10}', l.strip()):
        continue
    if norm(l) in DIAG:
        continue
    lines.append(re.sub(r'(?<=[\w.])\*(?=[\s:.,])', '', l).replace('* ', '', 1) if l.startswith('* ') else re.sub(r'(?<=[\w.])\*(?=[\s:.,])', '', l))
txt = join_lines(lines)
txt = re.sub(r'\b(\w{5,})([,.;:]?)\s+\1\b', r'\1\2', txt)      # an overprinted word comes twice in the text layer
txt = txt.replace('_ ', '').replace('_', '')                       # underline strokes "_" before each letter
total += check(B + '_enscript.pdf', txt)
print('total missing:', total)
sys.exit(1 if total else 0)
