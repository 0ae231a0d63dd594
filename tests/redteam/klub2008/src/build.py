#!/usr/bin/python3
"""Reads src/book.src; writes src/book.tex (the booklet), truth.json and src/plain.txt."""
import json, re, sys, os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
LAT = str.maketrans('АВСЕНКМОРТХ', 'ABCEHKMOPTX')

def parse():
    blocks = []          # (kind, fields, [paragraph lines])
    for line in open(os.path.join(HERE, 'book.src'), encoding='utf-8'):
        line = line.rstrip('\n')
        if not line.strip():
            continue
        if line.startswith('#'):
            tag, _, rest = line[1:].partition(' ')
            blocks.append([tag, rest, []])
        else:
            blocks[-1][2].append(line)
    return blocks

def split_refs(s):
    m = re.search(r'\s*\{\{([^}]*)\}\}\s*$', s)
    if not m:
        return s, []
    return s[:m.start()], [r.strip() for r in m.group(1).split(',') if r.strip()]

def split_fn(s):
    """returns text without footnotes and the list of footnote texts"""
    fns = re.findall(r'\[\^(.*?)\]', s)
    return re.sub(r'\[\^.*?\]', '', s), fns

def tex_esc(s):
    s = s.replace('\\', r'\textbackslash{}')
    for c in '%&#$_':
        s = s.replace(c, '\\' + c)
    s = re.sub(r'\[\^(.*?)\]', r'\\footnote{\1}', s)
    return s

def main():
    blocks = parse()
    clauses, tex, plain = [], [], []
    law = sec = item = sub = None
    fncount = {}
    title = None
    def add(c, raw_paras):
        # raw_paras: list of paragraph strings possibly with footnotes and refs
        texts, refs, fns = [], [], []
        for p in raw_paras:
            p, r = split_refs(p)
            refs += r
            p, f = split_fn(p)
            fns += f
            texts.append(p)
        if 'text' in c or raw_paras:
            c['text'] = ' '.join(texts)
        c['refs'] = refs
        clauses.append(c)
        plain.extend(texts)
        for f in fns:
            fncount[law] = fncount.get(law, 0) + 1
            clauses.append({'kind': 'footnote', 'law': law, 'n': fncount[law], 'text': f, 'refs': []})
            plain.append(f)
    for tag, rest, paras in blocks:
        if tag == 'TITLE':
            add({'kind': 'front', 'heading': None, 'text': ''}, paras)
            title = paras[1] + '. ' + paras[2]
            plain.insert(0, '')
            tex.append(r'\begin{titlepage}\centering')
            tex.append(r'{\small %s\par}\vspace{32mm}' % tex_esc(paras[0]))
            tex.append(r'{\LARGE\bfseries %s\par}\vspace{4mm}' % tex_esc(paras[1]))
            tex.append(r'{\large %s\par}\vspace{10mm}' % tex_esc(paras[2]))
            tex.append(r'{\itshape %s\par}\vspace{8mm}' % tex_esc(paras[3]))
            tex.append(r'{%s\par}\vfill' % tex_esc(paras[4]))
            tex.append(r'{%s\par}' % tex_esc(paras[5]))
            tex.append(r'\end{titlepage}')
        elif tag == 'FRONT':
            plain.append(rest)
            add({'kind': 'front', 'heading': rest, 'text': ''}, paras)
            tex.append(r'\frontsec{%s}' % rest)
            tex += [tex_esc(split_refs(p)[0]) + '\n' for p in paras]
        elif tag == 'DEFS':
            plain.append(rest)
            add({'kind': 'definitions', 'heading': rest, 'text': ''}, paras)
            tex.append(r'\frontsec{%s}' % rest)
        elif tag == 'TERM':
            term, sep, text = rest.split('|')
            plain.append(term + sep + split_fn(split_refs(text)[0])[0])
            n = len(plain)
            add({'kind': 'term', 'term': term, 'sep': sep, 'text': ''}, [text])
            del plain[n:n+1]
            tex.append(r'\term{%s}%s%s' % (tex_esc(term), tex_esc(sep), tex_esc(split_refs(text)[0])) + '\n')
        elif tag == 'LAW':
            num, t = rest.split('|')
            law, sec = num, None
            plain.append('Правило %s' % num); plain.append(t)
            add({'kind': 'law', 'id': num, 'title': t, 'text': ''}, paras)
            tex.append(r'\law{%s}{%s}' % (num, tex_esc(t)))
            tex += [tex_esc(split_refs(p)[0]) + '\n' for p in paras]
        elif tag == 'SEC':
            printed, lat, t = rest.split('|')
            assert printed.translate(LAT) == lat
            sec = law + lat
            plain.append('%s. %s' % (printed, t))
            add({'kind': 'section', 'id': sec, 'title': t, 'text': ''}, paras)
            tex.append(r'\sect{%s}{%s}' % (printed, tex_esc(t)))
            tex += [r'\noindent ' + tex_esc(split_refs(p)[0]) + '\n' for p in paras]
        elif tag in ('IT', 'SUB', 'SUBSUB'):
            lab, text = rest.split('|', 1)
            if tag == 'IT':
                item = (sec if sec else law + '-') + lab; cid = item
                mark = lab + '.'
            elif tag == 'SUB':
                sub = item + '(%s)' % lab; cid = sub
                mark = '(%s)' % lab
            else:
                cid = sub + '(%s)' % lab
                mark = '(%s)' % lab
            allp = [text] + paras
            plain.append(mark)
            add({'kind': 'item', 'id': cid, 'text': ''}, allp)
            env = {'IT': 'itm', 'SUB': 'subitm', 'SUBSUB': 'subsubitm'}[tag]
            tex.append(r'\%s{%s}%s' % (env, mark, tex_esc(split_refs(allp[0])[0])) + '\n')
            tex += [tex_esc(split_refs(p)[0]) + '\n' for p in allp[1:]]
        else:
            sys.exit('bad tag ' + tag)
    truth = {'book': 'klub2008', 'kind': 'law', 'edition': 2007, 'title': title, 'clauses': clauses}
    with open(os.path.join(ROOT, 'truth.json'), 'w', encoding='utf-8') as f:
        json.dump(truth, f, ensure_ascii=False, indent=1)
    with open(os.path.join(HERE, 'plain.txt'), 'w', encoding='utf-8') as f:
        f.write('\n'.join(plain) + '\n')
    head = open(os.path.join(HERE, 'head.tex'), encoding='utf-8').read()
    with open(os.path.join(HERE, 'book.tex'), 'w', encoding='utf-8') as f:
        f.write(head + '\n'.join(tex) + '\n\\end{document}\n')
    from collections import Counter
    print(len(clauses), dict(Counter(c['kind'] for c in clauses)), 'refs', sum(len(c['refs']) for c in clauses))

main()
