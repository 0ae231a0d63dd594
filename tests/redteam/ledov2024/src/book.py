#!/usr/bin/env python3
"""Reads src/ledov2024.txt (markup described at its top) and writes, by mode:
  book.py truth OUT.json [--dos]   ground truth (--dos: texts as the CP866 DOS file has them)
  book.py plain OUT.txt  [--dos]   plain text of the source (what check_truth.py searches)
  book.py md OUT.md RIDS.json      Markdown for pandoc (docx); RIDS maps header part names to pandoc's rIds
  book.py heads OUT.json           the running heads of each docx section (read by make_ref.py)
  book.py dos OUT.txt              the DOS editor text (UTF-8; make.sh converts it to CP866 with iconv)
  book.py html OUT.html            the club site's page (UTF-8 with entities; make.sh converts it to CP1251)
"""
import json, re, sys, textwrap, html
from pathlib import Path

SRC = Path(__file__).with_name('ledov2024.txt')
CYR2LAT = str.maketrans('АВСЕабвгдеи', 'ABCEabcdeei')
SUBLAT = dict(zip('абвгде', 'abcdef'))
TITLE = 'Практический комментарий к Правилам спортивного бриджа (редакция 2017 года)'


def parse():
    blocks, cur = [], None
    for line in SRC.read_text().split('\n'):
        if line.startswith('#'):
            continue
        if line.startswith('@'):
            tag, _, arg = line[1:].partition(' ')
            cur = {'tag': tag, 'arg': arg.strip(), 'lines': []}
            blocks.append(cur)
        elif cur is not None:
            cur['lines'].append(line)
    for b in blocks:
        while b['lines'] and not b['lines'][-1].strip():
            b['lines'].pop()
        text = '\n'.join(b['lines']).strip('\n')
        b['paras'] = [p.replace('\n', ' ').strip() for p in re.split(r'\n\s*\n', text) if p.strip()] if b['tag'] not in ('title', 'abbr', 'index', 'diag') else [l for l in b['lines'] if l.strip()]
    return blocks


FN = re.compile(r'\[\[fn: (.*?)\]\]')
MARK = re.compile(r'⟦([^⟧]*)⟧')


def clean(s):
    """clause text as printed: no footnotes, no markers, no bold/italic stars"""
    s = FN.sub('', s)
    s = MARK.sub('', s)
    return s.replace('**', '').replace('*', '')


LAWFORM = r'(?:Правил[оауе]|Правила|Правил|Правилу|Правилом|Правилами|Правилам|Правиле)'
ONE = r'\d{1,2}(?:[A-HА-ЕС][0-9]?(?:\([a-zа-и]{1,4}\))*)?'
REFRE = re.compile(LAWFORM + r'\s+(' + ONE + r'(?:\s*(?:,|и|или|–)\s*' + ONE + r')*)')


def refs_of(s):
    """refs in text order: numbers after a form of «Правило» and the ⟦..⟧ markers"""
    s = FN.sub('', s)
    found = []
    for m in re.finditer(REFRE.pattern + '|' + MARK.pattern, s):
        if m.group(0).startswith('⟦'):
            found.append(m.group(2))
            continue
        parts = re.split(r'\s*(,|или|и|–)\s*', m.group(1))
        prev = None
        i = 0
        while i < len(parts):
            p = parts[i]
            if i % 2 == 1:
                i += 1
                continue
            if i >= 2 and parts[i - 1] == '–':
                for k in range(int(prev) + 1, int(p) + 1):
                    found.append(str(k))
            else:
                found.append(p)
            prev = p
            i += 1
    out = []
    for r in found:
        head = re.match(r'\d+', r).group(0)
        rest = r[len(head):].translate(CYR2LAT)
        out.append(head + rest)
    return out


def footnotes_of(s):
    return FN.findall(s)


def clauses(blocks):
    out = []
    law = None
    para = None
    fncount = {}
    notecount = {}

    def add(c, raw):
        c['refs'] = refs_of(raw)
        out.append(c)
        for f in footnotes_of(raw):
            fncount[law] = fncount.get(law, 0) + 1
            out.append({'kind': 'footnote', 'law': law, 'n': fncount[law], 'text': clean(f), 'refs': refs_of(f)})

    for b in blocks:
        t, a = b['tag'], b['arg']
        if t == 'title':
            add({'kind': 'front', 'heading': None, 'text': ' '.join(b['paras'])}, '')
        elif t in ('front', 'abbr'):
            raw = ' '.join(b['paras'])
            add({'kind': 'front', 'heading': a, 'text': clean(raw)}, raw)
        elif t == 'index':
            add({'kind': 'front', 'heading': a, 'text': ' '.join(b['paras'])}, '')
        elif t == 'law':
            law, title = [x.strip() for x in a.split('|')]
            add({'kind': 'claw', 'id': 'c' + law, 'title': title.upper()}, '')
        elif t == 'p':
            para = f'{law}.{a}'
            raw = ' '.join(b['paras'])
            add({'kind': 'para', 'id': para, 'text': clean(raw)}, raw)
        elif t == 'i':
            raw = ' '.join(b['paras'])
            add({'kind': 'para', 'id': f'{para}({SUBLAT[a]})', 'text': clean(raw)}, raw)
        elif t == 'note':
            notecount[para] = notecount.get(para, 0) + 1
            raw = ' '.join(b['paras'])
            add({'kind': 'note', 'id': f'{para}.note{notecount[para]}', 'label': a, 'text': clean(raw)}, raw)
        elif t == 'ex':
            raw = ' '.join(b['paras'])
            add({'kind': 'example', 'id': f'{law}.ex{a}', 'label': f'Пример {a}', 'text': clean(raw)}, raw)
        elif t == 'diag':
            ex = [c for c in out if c['kind'] == 'example'][-1]
            ex['diagram'] = [' '.join(x.strip() for x in l.split('|') if x.strip()) for l in b['paras']]
    return out


DOS = str.maketrans({'«': '"', '»': '"', '—': '-', '–': '-', '♠': 'П', '♥': 'Ч', '♦': 'Б', '♣': 'Т'})


def dosify(obj):
    if isinstance(obj, str):
        return obj.translate(DOS)
    if isinstance(obj, list):
        return [dosify(x) for x in obj]
    if isinstance(obj, dict):
        return {k: dosify(v) for k, v in obj.items()}
    return obj


def truth(out, dos=False):
    cl = clauses(parse())
    book = {'book': 'ledov2024', 'kind': 'commentary', 'edition': 2017, 'title': TITLE, 'clauses': cl}
    if dos:
        book = dosify(book)
        book['note'] = ('For ledov2024_dos.txt (CP866) only: « » → ", — and – → -, suit symbols ♠♥♦♣ → letters П Ч Б Т '
                        '(CP866 has none of them); ids, kinds and refs as in truth.json.')
    Path(out).write_text(json.dumps(book, ensure_ascii=False, indent=1) + '\n')


def plain(out, dos=False):
    """every printed word of the source, one block a paragraph (footnotes after their paragraph)"""
    lines = []
    for b in parse():
        t, a = b['tag'], b['arg']
        if t == 'law':
            n, title = [x.strip() for x in a.split('|')]
            lines += [f'Статья {n}', title.upper()]
        elif t in ('front', 'abbr', 'index'):
            lines.append(a)
        elif t == 'ex':
            lines.append(f'Пример {a}.')
        elif t == 'note':
            lines.append(a)
        for p in b['paras']:
            lines.append(clean(p))
            lines += [clean(f) for f in footnotes_of(p)]
    s = '\n\n'.join(lines) + '\n'
    Path(out).write_text(s.translate(DOS) if dos else s)


def sections(blocks):
    """split into docx sections: 0 = title + front matter, then one per Law, last = index"""
    secs = [[]]
    for b in blocks:
        if b['tag'] in ('law', 'index'):
            secs.append([])
        secs[-1].append(b)
    return secs


def heads():
    res = []
    for sec in sections(parse()):
        b = sec[0]
        if b['tag'] == 'law':
            n, title = [x.strip() for x in b['arg'].split('|')]
            res.append({'odd': f'Статья {n}. {title}', 'even': 'В. Г. Ледовских. Практический комментарий'})
        elif b['tag'] == 'index':
            res.append({'odd': 'Предметный указатель', 'even': 'В. Г. Ледовских. Практический комментарий'})
        else:
            res.append({'odd': 'От автора', 'even': 'В. Г. Ледовских. Практический комментарий'})
    return res


def md_inline(s, fns):
    def fn(m):
        fns.append(m.group(1))
        return f'[^{len(fns)}]'
    s = FN.sub(fn, s)
    s = MARK.sub('', s)
    return s


def md(out, rids):
    rids = json.loads(Path(rids).read_text())
    secs = sections(parse())
    o, fns = [], []
    for k, sec in enumerate(secs):
        for b in sec:
            t, a = b['tag'], b['arg']
            if t == 'title':
                for i, l in enumerate(b['paras']):
                    style = 'TitleBig' if i == 2 else 'TitleLine'
                    o.append(f'::: {{custom-style="{style}"}}\n{l}\n:::\n')
                o.append('```{=openxml}\n<w:p><w:r><w:br w:type="page"/></w:r></w:p>\n```\n')
            elif t in ('front', 'abbr', 'index'):
                o.append(f'## {a}\n')
                if t == 'front':
                    o += [md_inline(p, fns) + '\n' for p in b['paras']]
                else:
                    o.append('::: {custom-style="IndexEntry"}\n' + '\\\n'.join(b['paras']) + '\n:::\n')
            elif t == 'law':
                n, title = [x.strip() for x in a.split('|')]
                o.append(f'# Статья {n}\n')
                o.append(f'::: {{custom-style="LawTitle"}}\n{title}\n:::\n')
            elif t == 'p':
                o.append(f'\\({a}) ' + md_inline(b['paras'][0], fns) + '\n')
                o += [md_inline(p, fns) + '\n' for p in b['paras'][1:]]
            elif t == 'i':
                o.append(f'::: {{custom-style="SubItem"}}\n{a}) ' + md_inline(b['paras'][0], fns) + '\n:::\n')
            elif t == 'note':
                body = '\n\n'.join(md_inline(p, fns) for p in b['paras'])
                o.append(f'::: {{custom-style="NoteText"}}\n**{a}** {body}\n:::\n')
            elif t == 'ex':
                o.append(f'::: {{custom-style="ExampleLabel"}}\nПример {a}.\n:::\n')
                body = '\n\n'.join(md_inline(p, fns) for p in b['paras'])
                o.append(f'::: {{custom-style="ExampleText"}}\n{body}\n:::\n')
            elif t == 'diag':
                rows = [[x.strip() for x in l.split('|')] for l in b['paras']]
                w = max(len(r) for r in rows)
                rows = [r + [''] * (w - len(r)) for r in rows]
                o.append('| ' + ' | '.join(rows[0]) + ' |\n|' + '---|' * w + '\n' +
                         ''.join('| ' + ' | '.join(r) + ' |\n' for r in rows[1:]))
        if k < len(secs) - 1:
            h = f'{k:02d}'
            o.append('```{=openxml}\n<w:p><w:pPr><w:sectPr>'
                     f'<w:headerReference w:type="default" r:id="{rids["hdr" + h + "o.xml"]}"/>'
                     f'<w:headerReference w:type="even" r:id="{rids["hdr" + h + "e.xml"]}"/>'
                     f'<w:footerReference w:type="default" r:id="{rids["footer1.xml"]}"/>'
                     f'<w:footerReference w:type="even" r:id="{rids["footer1.xml"]}"/>'
                     '<w:pgSz w:w="8392" w:h="11907"/>'
                     '<w:pgMar w:top="1000" w:right="794" w:bottom="1000" w:left="1077" w:header="500" w:footer="450" w:gutter="0"/>'
                     + ('<w:titlePg/>' if k == 0 else '') +
                     '</w:sectPr></w:pPr></w:p>\n```\n')
    o.append('\n' + ''.join(f'[^{i}]: {f}\n' for i, f in enumerate(fns, 1)))
    Path(out).write_text('\n'.join(o))


def wrap(s, width=78, indent='', first=None):
    first = indent if first is None else first
    return textwrap.fill(s, width=width, initial_indent=first, subsequent_indent=indent,
                         break_long_words=False, break_on_hyphens=False)


def dos(out):
    """a text as a DOS editor (Лексикон) saves it: 78 columns, hard breaks, boxes, form feed before each Law"""
    o = []
    blocks = parse()
    lawfns = []

    def dump_fns():
        if lawfns:
            o.append('   ' + '-' * 20)
            for i, f in enumerate(lawfns, 1):
                o.append(wrap(f'[{i}] ' + f, indent='       ', first='   '))
            lawfns.clear()

    def inl(s):
        def fn(m):
            lawfns.append(m.group(1))
            return f'[{len(lawfns)}]'
        s = FN.sub(fn, s)
        return MARK.sub('', s).replace('**', '').replace('*', '')

    for b in blocks:
        t, a = b['tag'], b['arg']
        if t == 'title':
            o.append('╔' + '═' * 76 + '╗')
            for l in b['paras']:
                o.append('║' + l.center(76) + '║')
            o.append('╚' + '═' * 76 + '╝')
            o.append('')
        elif t in ('front', 'abbr', 'index'):
            dump_fns()
            if t == 'index':
                o.append('\f')
            o += ['', a.center(78), ('─' * len(a)).center(78), '']
            if t == 'front':
                for p in b['paras']:
                    o += [wrap(inl(p), first='     '), '']
            else:
                o += ['     ' + l for l in b['paras']] + ['']
        elif t == 'law':
            dump_fns()
            n, title = [x.strip() for x in a.split('|')]
            o.append('\f')
            o.append(('┌' + '─' * 56 + '┐').center(78).rstrip())
            o.append(('│' + f'Статья {n}'.center(56) + '│').center(78).rstrip())
            o.append(('│' + title.upper().center(56) + '│').center(78).rstrip())
            o.append(('└' + '─' * 56 + '┘').center(78).rstrip())
            o.append('')
        elif t == 'p':
            o += [wrap(inl(b['paras'][0]), first=f'  ({a}) '), '']
            for p in b['paras'][1:]:
                o += [wrap(inl(p), first='     '), '']
            if o[-1] == '' and b['paras'][0].endswith(':'):
                o.pop()
        elif t == 'i':
            o += [wrap(inl(b['paras'][0]), indent='         ', first=f'      {a}) ')]
            o.append('')
        elif t == 'note':
            body = ' '.join(inl(p) for p in b['paras'])
            o += ['     ' + '- ' * 35, wrap(f'{a} {body}', indent='     ', first='     '), '     ' + '- ' * 35, '']
        elif t == 'ex':
            o.append(f'     Пример {a}.')
            for p in b['paras']:
                o += [wrap(inl(p), indent='     ', first='     ')]
            o.append('')
        elif t == 'diag':
            for l in b['paras']:
                cells = [x.strip() for x in l.split('|') if x.strip()]
                o.append('        ' + cells[0].ljust(16) + '│ ' + '   '.join(cells[1:]))
            o.append('')
    dump_fns()
    s = '\r\n'.join(x.rstrip() if x != '\f' else x for x in o).replace('\f\r\n', '\f')
    Path(out).write_text((s + '\r\n').translate(DOS), newline='')


def html_page(out):
    blocks = parse()
    ent = lambda s: html.escape(s, quote=False).replace('♠', '&spades;').replace('♥', '&hearts;').replace('♦', '&diams;').replace('♣', '&clubs;')
    o = []
    lawfns = []

    def inl(s):
        def fn(m):
            lawfns.append(m.group(1))
            return f'\x00{len(lawfns)}\x01'
        s = FN.sub(fn, s)
        s = MARK.sub('', s)
        s = ent(s)
        s = re.sub(r'\*\*(.*?)\*\*', r'<b>\1</b>', s)
        s = re.sub(r'\*(.*?)\*', r'<i>\1</i>', s)
        s = s.replace('\x00', '<sup><a href="#fn" class="fn">').replace('\x01', '</a></sup>')
        return s

    def dump_fns():
        if lawfns:
            o.append('<hr size="1" width="30%" align="left" noshade>')
            for i, f in enumerate(lawfns, 1):
                o.append(f'<p class="fn"><sup>{i}</sup> {ent(f)}</p>')
            lawfns.clear()

    for b in blocks:
        t, a = b['tag'], b['arg']
        if t == 'title':
            o.append('<div align="center" class="tit">' + '<br>\n'.join(
                (f'<font size="+2"><b>{ent(l)}</b></font>' if i == 2 else ent(l)) for i, l in enumerate(b['paras'])) + '</div>')
        elif t in ('front', 'abbr', 'index'):
            dump_fns()
            o.append(f'<h3 align="center">{ent(a)}</h3>')
            if t == 'front':
                o += [f'<p>{inl(p)}</p>' for p in b['paras']]
            else:
                o.append('<p class="small">' + '<br>\n'.join(ent(l) for l in b['paras']) + '</p>')
        elif t == 'law':
            dump_fns()
            n, title = [x.strip() for x in a.split('|')]
            o.append(f'<a name="st{n}"></a><h2 align="center">Статья {n}<br>\n<small>{ent(title.upper())}</small></h2>')
        elif t == 'p':
            o.append(f'<p>({a}) ' + inl(b['paras'][0]) + '</p>')
            o += [f'<p>{inl(p)}</p>' for p in b['paras'][1:]]
        elif t == 'i':
            o.append(f'<p class="sub">{a}) ' + inl(b['paras'][0]) + '</p>')
        elif t == 'note':
            body = ' '.join(inl(p) for p in b['paras'])
            o.append(f'<table class="note" width="90%" align="center" border="1" cellpadding="6" cellspacing="0"><tr><td bgcolor="#FFFFE0"><b>{ent(a)}</b> {body}</td></tr></table>')
        elif t == 'ex':
            o.append(f'<p class="ex"><b><i>Пример {a}.</i></b></p>')
            o += [f'<p class="ex">{inl(p)}</p>' for p in b['paras']]
        elif t == 'diag':
            o.append('<table class="diag" border="0" cellpadding="2">' + ''.join(
                '<tr>' + ''.join(f'<td>{ent(c.strip())}</td>' for c in l.split('|')) + '</tr>' for l in b['paras']) + '</table>')
    dump_fns()
    menu = ''.join(f'<a href="/comm/st{b["arg"].split("|")[0].strip()}.htm">Статья {b["arg"].split("|")[0].strip()}</a><br>\n'
                   for b in blocks if b['tag'] == 'law')
    page = f'''<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=windows-1251">
<title>Клуб «Мизер» :: Библиотека :: Ледовских. Комментарий к Правилам-2017</title>
<style type="text/css">
body {{ font-family: Verdana, Arial, sans-serif; font-size: 10pt; background: #E8EEF4; }}
p {{ text-align: justify; margin: 4px 0 6px 0; }}
p.sub {{ margin-left: 30px; }}
p.ex {{ margin-left: 20px; font-size: 9pt; }}
p.fn {{ font-size: 8pt; }}
p.small {{ font-size: 9pt; }}
td.menu a {{ color: #003366; }}
</style>
</head>
<body>
<table width="100%" border="0" cellspacing="0" cellpadding="4">
<tr><td colspan="2" bgcolor="#003366"><font color="#FFFFFF" size="+1"><b>&spades; &hearts; Клуб спортивного бриджа «МИЗЕР» &diams; &clubs;</b></font><br>
<font color="#CCDDEE" size="1">Краснозёрск · турниры по вторникам и пятницам · ул. Заводская, 14, ДК «Энергетик»</font></td></tr>
<tr><td colspan="2" bgcolor="#C0D0E0"><font size="1"><a href="/">Главная</a> | <a href="/news/">Новости</a> | <a href="/results/">Результаты</a> | <a href="/forum/">Форум</a> | <b>Библиотека</b> | <a href="/contacts/">Контакты</a></font></td></tr>
<tr>
<td class="menu" width="150" valign="top" bgcolor="#D8E2EC"><font size="1"><b>Библиотека</b><br>
<a href="/lib/laws2017.htm">Правила 2017 (полный текст)</a><br>
<a href="/lib/alert.htm">Алертирование</a><br>
<b>Комментарий В. Г. Ледовских</b><br>
{menu}<br><a href="/lib/ledov_print.htm">Версия для печати</a><br>
<a href="/lib/ledov2024.zip">Скачать (ZIP, 212 Кб)</a></font></td>
<td valign="top" bgcolor="#FFFFFF">
<p align="right"><font size="1"><a href="/lib/ledov_print.htm">Версия для печати</a> | Просмотров: 1843</font></p>
{chr(10).join(o)}
<p align="right"><font size="1"><a href="#top">Наверх</a> | <a href="/lib/ledov_print.htm">Версия для печати</a></font></p>
</td></tr>
<tr><td colspan="2" bgcolor="#003366" align="center"><font color="#FFFFFF" size="1">© Клуб спортивного бриджа «Мизер», 2009–2024. При перепечатке ссылка на сайт обязательна.<br>
Вопросы по работе сайта: webmaster@mizer-kz.example</font></td></tr>
</table>
</body>
</html>
'''
    Path(out).write_text(page)


if __name__ == '__main__':
    mode = sys.argv[1]
    if mode == 'truth':
        truth(sys.argv[2], '--dos' in sys.argv)
    elif mode == 'plain':
        plain(sys.argv[2], '--dos' in sys.argv)
    elif mode == 'md':
        md(sys.argv[2], sys.argv[3])
    elif mode == 'heads':
        Path(sys.argv[2]).write_text(json.dumps(heads(), ensure_ascii=False, indent=1))
    elif mode == 'dos':
        dos(sys.argv[2])
    elif mode == 'html':
        html_page(sys.argv[2])
