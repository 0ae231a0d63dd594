"""club_chromium_2col.md: Markdown (typed labels escaped so pandoc keeps them as text), pandoc footnotes."""
import sys
import book

blocks = book.parse()
fn_text = {(b['law'], b['n']): ' '.join(b['paras']) for b in blocks if b['tag'] == 'fn'}
out = []
pending = []
count = [0]


def md(s):
    return s.replace('*', r'\*').replace('_', r'\_')


def rich(s, law):
    parts = book.FN_MARK.split(s)
    res = []
    for k, part in enumerate(parts):
        if k % 2 == 0:
            res.append(md(part))
        else:
            count[0] += 1
            res.append('[^n%d]' % count[0])
            pending.append('[^n%d]: %s' % (count[0], md(fn_text[(law, int(part))])))
    return ''.join(res)


def flush():
    if pending:
        out.extend(pending)
        out.append('')
        pending.clear()


law = ''
for b in blocks:
    t = b['tag']
    if t == 'front':
        out.append('<div class="titlepage">\n')
        for k, s in enumerate(b['paras']):
            out.append(('# ' if k == 0 else '') + md(s) + '\n')
        out.append('</div>\n')
    elif t == 'preface':
        out.append('## %s\n' % b['heading'])
        out += [rich(s, '') + '\n' for s in b['paras']]
    elif t == 'defs':
        out.append('## %s\n' % b['heading'])
    elif t == 'term':
        out.append('**%s**%s%s\n' % (md(b['term']), b['sep'], rich(b['paras'][0], '')))
    elif t == 'chapter':
        flush()
        out.append('## Глава %s. %s {.chapter}\n' % (b['number'], md(b['title'])))
    elif t == 'law':
        flush()
        law = b['n']
        head = 'ПРАВИЛО %s – %s' % (b['n'], md(b['title']))
        if b['inline']:
            out.append('**%s.** %s\n' % (head, rich(b['paras'][0], law)))
            rest = b['paras'][1:]
        else:
            out.append('### %s\n' % head)
            rest = b['paras']
        out += [rich(s, law) + '\n' for s in rest]
    elif t == 'sec':
        out.append('**%s. %s**\n' % (b['label'], md(b['title'])))
        out += [rich(s, law) + '\n' for s in b['paras']]
    elif t == 'item':
        out.append('::: {.i1}\n%s\\. %s\n:::\n' % (b['label'], rich(b['paras'][0], law) if b['paras'] else ''))
        out += [rich(s, law) + '\n' for s in b['paras'][1:]]
    elif t == 'sub':
        out.append('::: {.i2}\n\\(%s) %s\n:::\n' % (b['label'], rich(b['paras'][0], law)))
    elif t == 'subsub':
        out.append('::: {.i3}\n\\(%s) %s\n:::\n' % (b['label'], rich(b['paras'][0], law)))
flush()
open(sys.argv[1], 'w', encoding='utf-8').write('\n'.join(out))
print('notes', count[0])
