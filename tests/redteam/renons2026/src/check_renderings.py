#!/usr/bin/env python3
"""Every clause text (and title/term/heading) occurs in each rendering's visible text after joining line breaks.
Forum: out/forum/thread_p1..3.html (visible text of <body>) and the PDFs (pdftotext, with the print header/footer
lines and the post-profile lines that pdftotext interleaves taken out); Telegram: messages.html+messages2.html
(each message's text div) and result.json (its text fields). In Telegram, a message that opens with «(продолжение)»
carries on the sentence of the message before it: the mark is dropped and the two texts are joined with a space.
Footnote call marks ¹²³ are removed before comparing."""
import json, os, re, sys, subprocess, html
from html.parser import HTMLParser
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
OUT = os.path.join(ROOT, 'out')
def norm(s): return re.sub(r'\s+', ' ', re.sub('[¹²³]', '', s)).strip()

class Vis(HTMLParser):
    BLOCK = {'div', 'p', 'br', 'li', 'dd', 'dt', 'h1', 'h2', 'h3', 'blockquote', 'cite', 'tr', 'hr', 'ul', 'dl'}
    def __init__(self):
        super().__init__(); self.out = []; self.skip = 0
    def handle_starttag(self, t, a):
        if t in ('style', 'script', 'head', 'title'): self.skip += 1
        if t in self.BLOCK: self.out.append('\n')
    def handle_endtag(self, t):
        if t in ('style', 'script', 'head', 'title'): self.skip -= 1
        if t in self.BLOCK: self.out.append('\n')
    def handle_data(self, d):
        if not self.skip: self.out.append(d)
def visible(h):
    v = Vis(); v.feed(h); return ''.join(v.out)

def tg_join(texts):
    res = []
    for t in texts:
        t = t.strip()
        if t.startswith('(продолжение)') and res:
            res[-1] = res[-1] + ' ' + t[len('(продолжение)'):].strip()
        else:
            res.append(t)
    return '\n'.join(res)

def tg_html_texts(h):
    # the text div of each message (inside forwarded bodies too), in order
    texts = re.findall(r'<div class="text">\n?(.*?)\n?\s*</div>', h, re.S)
    return [html.unescape(re.sub(r'<[^>]+>', '', t.replace('<br>', '\n'))) for t in texts]

def pdf_text(path, furniture):
    t = subprocess.run(['pdftotext', '-enc', 'UTF-8', path, '-'], capture_output=True, text=True, check=True).stdout
    keep = []
    for line in t.replace('\f', '\n').split('\n'):
        s = line.strip()
        if re.match(r'^\d{1,2}/\d{1,2}/\d{2}, \d{1,2}:\d{2} [AP]M$', s): continue      # print header: date
        if s.startswith('Бридж-форум Приволжья • Просмотр темы'): continue               # print header: title
        if re.match(r'^http://127\.0\.0\.1:\d+/thread_p\d\.html$', s): continue        # print footer: URL
        if re.match(r'^\d+/\d+$', s): continue                                          # print footer: page n/N
        if s in furniture: continue
        keep.append(line)
    return '\n'.join(keep)

def check(name, text, T):
    text = norm(text)
    missing = []
    for c in T['clauses']:
        for k in ('text', 'title', 'term', 'heading'):
            v = c.get(k)
            if v and norm(v) not in text:
                missing.append(f'{c.get("id", c["kind"])} {k}: {v[:80]}')
    print(f'{name}: {len(missing)} missing')
    for m in missing[:15]: print('   ', m)
    return len(missing)

def main():
    T = json.load(open(os.path.join(ROOT, 'truth.json'), encoding='utf-8'))
    bad = 0
    pages = [open(os.path.join(OUT, 'forum', f'thread_p{n}.html'), encoding='utf-8').read() for n in (1, 2, 3)]
    bad += check('forum HTML (thread_p1-3.html)', '\n'.join(visible(p) for p in pages), T)
    # profile furniture, as the pages print it (pdftotext puts the right-hand column between body lines)
    fur = {'Аватара пользователя'}
    for p in pages:
        for dl in re.findall(r'<dl class="postprofile".*?</dl>', p, re.S):
            for line in visible(dl).split('\n'):
                s = line.strip()
                if s:
                    fur.add(s)
                    if s.startswith('Зарегистрирован:'):   # wraps in the narrow column
                        a, b = s.split(' ', 1); w = b.split(' ')
                        for i in range(len(w) + 1):
                            fur.add(' '.join([a] + w[:i])); fur.add(' '.join(w[i:]))
    fur.discard('')
    bad += check('forum PDF (thread_p1-3.pdf, pdftotext)',
                 '\n'.join(pdf_text(os.path.join(OUT, 'forum', f'thread_p{n}.pdf'), fur) for n in (1, 2, 3)), T)
    tg = [open(os.path.join(OUT, 'telegram', f), encoding='utf-8').read() for f in ('messages.html', 'messages2.html')]
    bad += check('telegram HTML (messages.html + messages2.html)', tg_join(sum((tg_html_texts(h) for h in tg), [])), T)
    J = json.load(open(os.path.join(OUT, 'telegram', 'result.json'), encoding='utf-8'))
    texts = []
    for m in J['messages']:
        if m['type'] != 'message': continue
        t = m['text']
        texts.append(t if isinstance(t, str) else ''.join(p if isinstance(p, str) else p['text'] for p in t))
    bad += check('telegram JSON (result.json)', tg_join(texts), T)
    print('check_renderings:', bad, 'missing in all')
    sys.exit(1 if bad else 0)
main()
