#!/usr/bin/env python3
"""For each rendering, undo the mechanism that made it (the inverse of its encoding chain), strip the
furniture, and report the share of clauses whose words (text, title, term, heading) come back verbatim
(whitespace normalised): (1) against truth.json as written, (2) against truth.json passed through the
rendering's known losses (renderings.json: suits -> letters, «» -> ", dashes -> -, № -> N)."""
import json, re, os, sys, subprocess, html
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import losses
OUT = os.path.join(ROOT, 'out')
t = json.load(open(os.path.join(ROOT, 'truth.json'), encoding='utf-8'))
norm = lambda s: re.sub(r'\s+', ' ', s).strip()
RUNHEAD = 'Международные правила спортивного бриджа (ред. 1997 г.)'


def pdf_text(path, inverse):
    raw = subprocess.run(['pdftotext', '-raw', '-enc', 'UTF-8', path, '-'], capture_output=True, text=True).stdout
    raw = inverse(raw)
    raw = re.sub(r'–\n(?=\d)', '–', raw)          # LibreOffice broke «–3» after the en dash (line end)
    lines = [l for l in raw.split('\n')
             if l.strip() != RUNHEAD and not re.fullmatch(r'\s*— \d+ —\s*', l)]
    s = norm(' '.join(lines).replace('\f', ' '))
    return re.sub(r'(забыть\.)1', r'\1', s)       # the footnote call (superscript 1)


def hack_inverse(s):
    return s.encode('cp1252', errors='replace').decode('cp1251', errors='replace')


def html_article(path, inverse):
    s = open(path, encoding='utf-8').read()
    art = s.split('<div class="article">', 1)[1].split('</div>', 1)[0]
    art = inverse(art)
    art = re.sub(r'<sup>1</sup>', '', art)
    art = re.sub(r'<[^>]+>', ' ', art)
    return norm(html.unescape(art))


def plain(s):
    return norm(s.replace('[1]', ' '))


def cp866_htm(path):
    b = open(path, 'rb').read()
    shown = losses.win1251_browser(b)            # what the browser shows (declared windows-1251)
    pre = shown.split('<pre>', 1)[1].split('</pre>', 1)[0]
    pre = html.unescape(pre)                     # the reader's copy of the page text
    back = losses.win1251_browser_inverse(pre).decode('cp866')
    return plain(back)


R = {
    'volga2003_clean.pdf': (lambda: pdf_text(os.path.join(OUT, 'volga2003_clean.pdf'), lambda s: s), {}),
    'volga2003_hackfont.pdf': (lambda: pdf_text(os.path.join(OUT, 'volga2003_hackfont.pdf'), hack_inverse),
                               losses.HACK_LOSS),
    'volga2003_utf8x2.html': (lambda: html_article(os.path.join(OUT, 'volga2003_utf8x2.html'),
                                                   losses.utf8x2_inverse), {}),
    'volga2003_koi_as_win.txt': (lambda: plain(losses.koi_inverse(
        open(os.path.join(OUT, 'volga2003_koi_as_win.txt'), encoding='utf-8').read())), losses.KOI_LOSS),
    'volga2003_cp866.txt': (lambda: plain(open(os.path.join(OUT, 'volga2003_cp866.txt'), 'rb').read()
                                          .decode('cp866')), losses.CP866_LOSS),
    'volga2003_cp866_as_1251.htm': (lambda: cp866_htm(os.path.join(OUT, 'volga2003_cp866_as_1251.htm')),
                                    losses.CP866_LOSS),
}


def fields(c):
    return [norm(c[k]) for k in ('text', 'title', 'term', 'heading') if c.get(k)]


bad = 0
n = len(t['clauses'])
for name, (get, loss) in R.items():
    text = get()
    exact = sum(all(f in text for f in fields(c)) for c in t['clauses'])
    lossy_missing = [c for c in t['clauses'] if not all(losses.subst(f, loss) in text for f in fields(c))]
    ok = n - len(lossy_missing)
    print(f'{name:32s} verbatim {exact}/{n} = {exact / n:.1%}; with its known losses {ok}/{n} = {ok / n:.1%}')
    for c in lossy_missing[:5]:
        print('     missing:', c.get('id', c['kind']), fields(c)[0][:70])
    bad += len(lossy_missing)
sys.exit(1 if bad else 0)
