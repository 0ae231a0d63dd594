#!/usr/bin/env python3
"""dir2010 → Markdown as kept on the federation's wiki (pandoc flavour, as a volunteer types it):
YAML front matter, «## » parts and front sections, «### Правило N. TITLE», sections as bold lines,
items as real Markdown ordered lists «1.» with nested «(a)» and «(i)» lists (pandoc fancy_lists),
pipe tables, boxes as block quotes, footnotes «[^N]» with the notes after each Law, soft hyphens and
no-break spaces left in the text as pasted from Word.

  python3 src/make_md.py OUT.md
"""
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
import book  # noqa: E402


def md(s, call=None):
    s = book.inline(s, call='\x00')
    s = s.replace('*', r'\*')
    if call is not None:
        s = s.replace('\x00', call, 1)
    return s.replace('\x00', '')


def main(out):
    blocks, clauses = book.parse()
    lines = ['---', 'title: "Справочник судьи (2010)"', 'lang: ru-RU',
             'tags: [судейство, правила, 2007]', 'updated: 2010-11-14', '---', '']
    fn_total = 0
    fn_pending = []
    fn_iter = iter([b for b in blocks if b['b'] == 'fn'])

    def tx(s):
        nonlocal fn_total
        if '[^]' in s:
            fn_total += 1
            b = next(fn_iter)
            fn_pending.append(f'[^{fn_total}]: {md(b["text"])}')
            return md(s, call=f'[^{fn_total}]')
        return md(s)

    def flush_fn():
        if fn_pending:
            lines.extend(fn_pending)
            lines.append('')
            fn_pending.clear()

    for b in blocks:
        k = b['b']
        if k == 'title':
            for line in b['lines']:
                lines += [tx(line), '']
        elif k in ('fronthead', 'defshead'):
            lines += [f'## {b["heading"]}', '']
        elif k == 'term':
            lines += [f'**{tx(b["term"])}**{tx(b["sep"])}{tx(b["text"])}', '']
        elif k == 'chapter':
            flush_fn()
            lines += [f'## ЧАСТЬ {b["num"]}. {b["title"]}', '']
        elif k == 'law':
            flush_fn()
            word = 'Правило' if b['word'] == 'ПРАВИЛО' else 'Пpавило'   # Law 45: a Latin «p», as typed
            lines += [f'### {word} {b["num"]}. {b["title"]}', '']
        elif k == 'sec':
            lines += [f'**{b["letter"]}. {tx(b["title"])}**', '']
        elif k == 'item':
            ind = '    ' * (b['level'] - 1)
            lines += [f'{ind}{b["label"]} {tx(b["text"])}', '']
        elif k == 'para':
            lines += [tx(b['text']), '']
        elif k == 'box':
            lines += [f'> **{tx(b["title"])}** {tx(b["text"])}', '']
        elif k == 'table':
            rows = b['rows']
            lines.append('| ' + ' | '.join(tx(c) for c in rows[0]) + ' |')
            lines.append('|' + '|'.join(['---'] + [':-:'] * (len(rows[0]) - 1)) + '|')
            for row in rows[1:]:
                lines.append('| ' + ' | '.join(tx(c) for c in row) + ' |')
            lines.append('')
    flush_fn()
    open(out, 'w', encoding='utf-8').write('\n'.join(lines))


if __name__ == '__main__':
    main(sys.argv[1])
