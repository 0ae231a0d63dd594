"""Shared helpers: text normalisation and extraction of the renderings' text."""
import re, subprocess, json, os
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HEADS = ('Правила спортивного бриджа. Редакция 2007 года',)

def ws(s):
    return re.sub(r'\s+', ' ', s).strip()

def join_lines(s):
    """join lines: a word broken by a hyphen at a line end is joined without it; then whitespace normalised"""
    s = s.replace('\u00ad', '')
    s = re.sub(r'(\w)[-\u2010]\s*\n\s*(\w)', r'\1\2', s)
    return ws(s)

def drop_calls(s):
    """footnote call marks (a digit glued to a lowercase word) are no text"""
    s = re.sub(r'(?<=[а-яё])\d+ ?(?=[.,;:)])', '', s)
    return re.sub(r'(?<=[а-яё])\d+(?=\s)', '', s)

def pdftotext_pages(pdf, first=None, last=None):
    args = ['pdftotext']
    if first: args += ['-f', str(first), '-l', str(last)]
    out = subprocess.run(args + [pdf, '-'], capture_output=True, text=True, check=True).stdout
    return out.split('\f')[:-1] if out.endswith('\f') else out.split('\f')

def strip_furniture(page, fntexts=()):
    """booklet page text without the running head (first line), the page number (last line) and footnotes"""
    lines = [l for l in page.split('\n')]
    while lines and not lines[-1].strip(): lines.pop()
    if lines and re.fullmatch(r'\d+', lines[-1].strip()): lines.pop()
    if lines and (lines[0].strip() in HEADS or re.fullmatch(r'(Правило \d+|ПРЕДИСЛОВИЕ|ОПРЕДЕЛЕНИЯ)', lines[0].strip())):
        lines.pop(0)
    text = '\n'.join(lines)
    for fn in fntexts:   # a footnote at the page's foot: «1Текст …»
        words = fn.split()
        pat = r'\n\d' + r'\s+'.join(re.escape(w) for w in words)
        text = re.sub(pat, '\n', text)
    return text

def load(name='truth.json'):
    return json.load(open(os.path.join(ROOT, name), encoding='utf-8'))

def clause_probes(c):
    """the strings of a clause that must occur in the text of a rendering that holds it"""
    p = []
    if c['kind'] == 'front' and c.get('heading'): p.append(c['heading'])
    if c['kind'] == 'definitions': p.append(c['heading'])
    if c['kind'] == 'term': p.append(c['term'] + c['sep'].rstrip())
    if c['kind'] in ('law',): p.append('Правило %s %s' % (c['id'], c['title']))
    if c['kind'] == 'section' and c['title']: p.append(c['title'])
    if c.get('text'): p.append(c['text'])
    return [ws(x) for x in p]

def printed_form(clauses):
    """the truth as a reader sees it printed, in clause order (labels and numbers included), for the CER"""
    out = []
    for c in clauses:
        k = c['kind']
        if k == 'front':
            out += [c['heading'] or '', c['text']]
        elif k == 'definitions':
            out += [c['heading'], c['text']]
        elif k == 'term':
            out.append(c['term'] + c['sep'] + c['text'])
        elif k == 'law':
            out += ['Правило ' + c['id'], c['title'], c['text']]
        elif k == 'section':
            out += [c['id'][-1] + '. ' + c['title'], c['text']]
        elif k == 'item':
            lab = re.search(r'(\d+|\([a-z]+\))$', c['id']).group(1)
            out.append((lab + '.' if lab.isdigit() else lab) + ' ' + c['text'])
        elif k == 'footnote':
            out.append(str(c['n']) + c['text'])
    return ws(' '.join(x for x in out if x))
