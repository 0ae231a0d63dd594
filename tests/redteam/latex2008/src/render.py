"""Write the input files for pandoc / groff from the parsed book (see book.py). No layout is done here."""
import os, re
FN = re.compile(r"\{\{(.*?)\}\}")
BOOKNAME = 'Законы дубликатного бриджа'

def md_text(s, fns):
    def rep(m):
        fns.append(m.group(1)); return '[^%d]' % len(fns)
    s = FN.sub(rep, s)
    return s.replace('*', r'\*')

def md_body(book, style):
    """style: 'latex' | 'wiki' | 'site'"""
    out = []; fns = []
    B = book['blocks']
    if style == 'latex':
        t = book['title']
        out.append('```{=latex}\n\\begin{titlepage}\\centering\n{\\large %s\\par}\n\\vspace*{\\fill}\n'
                   '{\\LARGE\\bfseries %s\\par}\\bigskip\n{\\large %s\\par}\n\\vspace*{\\fill}\n{%s\\par}\\bigskip\n'
                   '{%s\\par}\n\\end{titlepage}\n```\n' % tuple(t))
    else:
        out.append('\n\n'.join(('**%s**' % l) if i == 1 else l for i, l in enumerate(book['title'])) + '\n')
    for b in B:
        k = b['kind']; paras = [md_text(p, fns) for p in b['paras']]
        if k in ('FRONT', 'DEFS'):
            out.append('# %s%s\n' % (b['heading'], ' {.unnumbered}' if style == 'latex' else ''))
            out += [p + '\n' for p in paras]
        elif k == 'TERM':
            out.append('**%s**%s%s\n' % (b['term'], b['sep'], paras[0]))
        elif k == 'CH':
            if style == 'latex':
                out.append('```{=latex}\n\\chapterhead{%s}{%s}\n```\n' % (b['roman'], b['title']))
            else:
                out.append('# Глава %s. %s\n' % (b['roman'], b['title']))
        elif k == 'LAW':
            if style == 'latex':
                out.append('```{=latex}\n\\lawhead{%s}{%s}\n```\n' % (b['n'], b['title']))
            elif style == 'wiki':
                out.append('## ПРАВИЛО %s\n\n**%s**\n' % (b['n'], b['title']))
            else:
                out.append('## Правило %s. %s {#pravilo-%s}\n' % (b['n'], b['title'], b['n']))
            out += [p + '\n' for p in paras]
        elif k == 'SEC':
            head = '**%s. %s.**' % (b['letter'], b['title']) if b['title'] else '**%s.**' % b['letter']
            out.append(' '.join([head] + paras[:1]) + '\n')
            out += [p + '\n' for p in paras[1:]]
        elif k == 'IT':
            out.append('%s. %s\n' % (b['num'], paras[0]))
            out += ['    ' + p + '\n' for p in paras[1:]]
            if b.get('table'):
                rows = b['table']
                tb = ['| ' + ' | '.join(rows[0]) + ' |', '|' + '|'.join(['---'] * len(rows[0])) + '|']
                tb += ['| ' + ' | '.join(r) + ' |' for r in rows[1:]]
                out.append('\n'.join('    ' + x for x in tb) + '\n')
        elif k == 'SUB':
            if style == 'wiki':
                out.append('    * (%s) %s\n' % (b['letter'], paras[0]))
            else:
                out.append('    \\(%s) %s\n' % (b['letter'], paras[0]))
        elif k == 'SUB2':
            if style == 'wiki':
                out.append('        * (%s) %s\n' % (b['letter'], paras[0]))
            else:
                out.append('    \\(%s) %s\n' % (b['letter'], paras[0]))
    if style == 'latex':
        out.append('```{=latex}\n\\clearpage\\markboth{Содержание}{Содержание}\\tableofcontents\n```\n')
    out.append('\n'.join('[^%d]: %s' % (i + 1, f) for i, f in enumerate(fns)) + '\n')
    return '\n'.join(out)

LATEX_HEADER = r"""
\usepackage{fancyhdr}
\pagestyle{fancy}
\fancyhf{}
\fancyhead[LE]{\small\itshape\leftmark}
\fancyhead[RO]{\small\itshape\rightmark}
\fancyhead[RE,LO]{\small\thepage}
\fancyfoot[C]{\scriptsize Законы дубликатного бриджа · 2008}
\renewcommand{\headrulewidth}{0.4pt}
\newcommand{\chapterhead}[2]{\clearpage\begin{center}{\large\bfseries ГЛАВА #1}\\[3pt]{\large #2}\end{center}%
  \addcontentsline{toc}{section}{Глава #1. #2}\markboth{Глава #1. #2}{Глава #1. #2}\bigskip}
\newcommand{\lawhead}[2]{\par\bigskip\goodbreak\begin{center}{\bfseries ПРАВИЛО #1}\\[2pt]{\bfseries\small #2}\end{center}%
  \addcontentsline{toc}{subsection}{Правило #1. #2}\markright{Правило #1}\nopagebreak\smallskip}
\AtBeginDocument{\markboth{Законы дубликатного бриджа}{Законы дубликатного бриджа}}
\setlength{\parskip}{2pt plus 1pt}
"""

SIDEBAR = """<nav id="sidebar" class="sidebar">
<p class="logo"><a href="../index.html">Ассоциация дубликатного бриджа Прикамского края</a></p>
<ul class="menu">
<li><a href="../index.html">Главная</a></li>
<li><a href="../news/index.html">Новости</a></li>
<li><a href="../turniry/index.html">Турниры и результаты</a></li>
<li><a href="index.html" class="active">Правила и судейство</a></li>
<li><a href="../kluby/index.html">Клубы</a></li>
<li><a href="../kontakty.html">Контакты</a></li>
</ul>
<p class="menu-title">Быстрый переход</p>
<ul class="menu small">
<li><a href="#pravilo-12">Исправленный результат</a></li>
<li><a href="#pravilo-16">Несанкционированная информация</a></li>
<li><a href="#pravilo-27">Недостаточная заявка</a></li>
<li><a href="#pravilo-70">Оспариваемое заявление</a></li>
<li><a href="#pravilo-90">Процедурные штрафы</a></li>
</ul>
<p class="search">Поиск по сайту: <input type="text" name="q" size="14"></p>
</nav>
<div class="breadcrumbs"><a href="../index.html">Главная</a> → <a href="index.html">Правила и судейство</a> → Законы (2007)</div>
"""
FOOTER = """<footer class="site-footer"><hr>
<p>© Ассоциация дубликатного бриджа Прикамского края, 2008–2011. Страница создана генератором сайта «Бересклет 0.9».</p>
<p>Последнее изменение: 14.03.2011 · <a href="#top">Наверх ↑</a> · <a href="../kontakty.html">Написать вебмастеру</a></p>
</footer>
"""
CSS = """<style>
body{font-family:Georgia,serif;max-width:60em;margin:0 auto 0 16em}
.sidebar{position:fixed;left:0;top:0;width:14em;height:100%;background:#eef2e8;padding:1em;font-family:Verdana,sans-serif;font-size:85%}
.breadcrumbs{font-size:80%;color:#666}
nav#TOC{font-size:85%;border:1px solid #ccc;padding:0.5em 1em;margin-bottom:2em}
table{border-collapse:collapse}td,th{border:1px solid #999;padding:2px 8px}
.site-footer{font-size:80%;color:#555}
</style>
"""

def esc_roff(s):
    s = s.replace('\\', '\\e')
    return s

def roff_text(s):
    s = esc_roff(s)
    notes = FN.findall(s)
    s = FN.sub(lambda m: '\\**', s)
    s = '\\&' + s if s[:1] in ".'" else s
    for n in notes:   # the call mark stays in the line; the note follows the line (ms numbers \** itself)
        s += '\n.FS\n' + esc_roff(n) + '\n.FE'
    return s

def ms_body(book):
    o = ['.\\" latex2008: ms source written by render.py; groff -ms -t -Tutf8 | col -b',
         '.ds LH Законы дубликатного бриджа', '.ds CH', '.ds RH Стр. %', '.ds CF', '.ds RF 2008',
         '.nr PS 10', '.nr LL 6.2i', '.nr PI 3n', '.hy 0', '.sp 6']
    t = book['title']
    o += ['.ce %d' % len(t)] + [x for l in t for x in (l, '.sp')] + ['.bp']
    for b in book['blocks']:
        k = b['kind']; paras = b['paras']
        if k in ('FRONT', 'DEFS'):
            o += ['.sp', '.ce', '\\fB%s\\fP' % b['heading']]
            o += [x for p in paras for x in ('.PP', roff_text(p))]
        elif k == 'TERM':
            o += ['.PP', '\\fI%s\\fP%s%s' % (b['term'], b['sep'], roff_text(paras[0]))]
        elif k == 'CH':
            o += ['.bp', '.sp 2', '.ce 2', 'ГЛАВА %s' % b['roman'], b['title'].upper(), '.sp']
        elif k == 'LAW':
            o += ['.sp 2', '.ne 6', '.ce 2', '\\fBПРАВИЛО %s\\fP' % b['n'], '\\fB%s\\fP' % b['title'], '.sp']
            o += [x for p in paras for x in ('.PP', roff_text(p))]
        elif k == 'SEC':
            head = '\\fB%s. %s.\\fP' % (b['letter'], b['title']) if b['title'] else '\\fB%s.\\fP' % b['letter']
            o += ['.PP', head + (' ' + roff_text(paras[0]) if paras else '')]
            o += [x for p in paras[1:] for x in ('.PP', roff_text(p))]
        elif k == 'IT':
            o += ['.IP %s. 4n' % b['num'], roff_text(paras[0])]
            if b.get('table'):
                rows = b['table']
                o += ['.TS', 'center box;', 'l | l | l', '_', 'l | l | l.'] + ['\t'.join(r) for r in rows] + ['.TE']
                o[-len(rows) - 1:-len(rows) - 1] = []
                # header row first then rule
                idx = o.index('l | l | l.', len(o) - len(rows) - 4)
                o[idx - 2:idx + 1] = ['l | l | l', 'l | l | l.']
                o.insert(o.index('.TE', idx) - len(rows) + 1, '_')
        elif k == 'SUB':
            o += ['.RS 4n', '.IP (%s) 4n' % b['letter'], roff_text(paras[0]), '.RE']
        elif k == 'SUB2':
            o += ['.RS 8n', '.IP (%s) 5n' % b['letter'], roff_text(paras[0]), '.RE']
    return '\n'.join(o) + '\n'

def write_all(book, d):
    os.makedirs(d, exist_ok=True)
    open(os.path.join(d, 'latex.md'), 'w').write(md_body(book, 'latex'))
    open(os.path.join(d, 'header.tex'), 'w').write(LATEX_HEADER)
    open(os.path.join(d, 'wiki.md'), 'w').write(md_body(book, 'wiki'))
    open(os.path.join(d, 'site.md'), 'w').write(md_body(book, 'site'))
    open(os.path.join(d, 'sidebar.html'), 'w').write(SIDEBAR)
    open(os.path.join(d, 'footer.html'), 'w').write(FOOTER)
    open(os.path.join(d, 'css.html'), 'w').write(CSS)
    open(os.path.join(d, 'book.ms'), 'w').write(ms_body(book))
