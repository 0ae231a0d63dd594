#!/usr/bin/env python3
"""Write the pandoc-Markdown input (one file) from the Hugo source, for pandoc -> LaTeX -> pdflatex.
Only rewrites markup: TOML page heads -> headings, the {{% vazhno %}} box -> a quote with its caption,
page-relative links and anchors -> in-document ones, footnote labels made unique, raw LaTeX marks for
running heads and a two-column Definitions block. Every word of the text is left as typed."""
import re, sys
src, dst = sys.argv[1], sys.argv[2]
text = open(src, encoding='utf-8').read()
parts = re.split(r'^<!-- page: (\S+) -->\n', text, flags=re.M)
out = []
home = None
for i in range(1, len(parts), 2):
    path, body = parts[i], parts[i + 1]
    m = re.match(r'\+\+\+\n(.*?)\n\+\+\+\n', body, re.S)
    fm = dict(re.findall(r'^(\w+) = "?(.*?)"?$', m.group(1), re.M))
    body = body[m.end():].strip('\n')
    body = re.sub(r'<!--.*?-->', '', body, flags=re.S).strip('\n')
    if path in ('pravila/_index.md', 'pechat.md'):
        continue
    if path == '_index.md':
        home = (fm['title'], [p for p in body.split('\n\n') if p.strip()])
        continue
    raw = lambda tex: '```{=latex}\n' + tex + '\n```\n'
    if path.startswith('pravila/'):
        n = fm['nomer']
        pre = 'l' + n
        if 'glava' in fm:
            out.append('# %s {-}\n' % fm['glava'])
        head = fm['title'] + ('. ' + fm['nazvanie'] if 'nazvanie' in fm else '')
        out.append('## %s {#%s -}\n' % (head, pre))
        out.append(raw('\\markright{Правило %s}' % n))
        body = re.sub(r'\{#([a-z])\}', lambda m: '{#%s%s -}' % (pre, m.group(1)), body)
        body = re.sub(r'\]\(\.\./(\d+)/#([a-z])\)', lambda m: '](#l%d%s)' % (int(m.group(1)), m.group(2)), body)
        body = re.sub(r'\]\(\.\./(\d+)/\)', lambda m: '](#l%d)' % int(m.group(1)), body)
        body = re.sub(r'\]\(#([a-z])\)', lambda m: '](#%s%s)' % (pre, m.group(1)), body)
        body = re.sub(r'\[\^(\d+)\]', lambda m: '[^%sn%s]' % (pre, m.group(1)), body)
        body = re.sub(r'\{\{% vazhno %\}\}\n(.*?)\n\{\{% /vazhno %\}\}',
                      lambda m: '> **Важно.** ' + m.group(1).replace('\n', '\n> '), body, flags=re.S)
    else:
        out.append('# %s {-}\n' % fm['title'])
        out.append(raw('\\markright{%s}' % fm['title']))
        if path == 'opredeleniya.md':
            paras = body.split('\n\n')
            body = paras[0] + '\n\n' + raw('\\begin{multicols}{2}') + '\n' + '\n\n'.join(paras[1:]) + '\n\n' + raw('\\end{multicols}')
    out.append(body + '\n')
title, lines = home
yaml = ['---', 'title: "%s"' % title, 'subtitle: "%s"' % lines[0], 'author: "%s"' % lines[1], 'date: "%s"' % lines[2], '---', '']
open(dst, 'w', encoding='utf-8').write('\n'.join(yaml) + '\n'.join(out))
