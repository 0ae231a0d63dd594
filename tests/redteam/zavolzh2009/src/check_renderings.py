#!/usr/bin/env python3
"""Every clause string of truth.json (text, title, term, heading; «ГЛАВА N», «ПРАВИЛО N») occurs in the visible
text of each rendering (whitespace normalised):
  chm-7z     the CHM's pages as `7z x` takes them out (build/chm_7z/html), navigation bars/footer excluded
  chm-chmlib the same by `extract_chmLib` (build/chm_lib/html)
  mobi, azw3 Calibre's own text of the MOBI / AZW3 (`ebook-convert X .txt`): footnote call «*» removed
  pdf        `pdftotext` of the Scribus PDF: per page (`pdftotext -raw`, drawing order) the master page's running-head line and page number, which come first, removed, «*» removed,
             hyphens at line ends joined (Scribus set none)
A clause found only after removing all spaces is reported as «glued» (Calibre's TXT writer glues the <th>
cells of Law 2's table) and counted as found; any clause not found fails the check."""
import json, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from plain import pages_text, probes, norm

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
B = os.path.join(ROOT, 'build')
HEADS = ['Международные правила дуплетного бриджа · Редакция 2007 года', 'Предисловие', 'Глава I. Определения']


def txt(path):
    return norm(open(path, encoding='utf-8').read().replace('*', ''))


def pdf(path):
    """per page (form feeds): drop the master page items (running head, page number) that -raw prints first"""
    raw = open(path, encoding='utf-8').read()
    heads = set(HEADS)
    heads.update(l for l in raw.splitlines() if re.fullmatch(r'Глава [IVX]+\. [А-ЯЁа-яё ,]+', l))
    out = []
    for page in raw.split('\f'):
        lines = [l for l in page.splitlines() if l.strip()]
        # `pdftotext -raw` gives the master page's items first: running head, then page number
        k = 0
        while k < 2 and lines and (lines[0].strip() in heads or re.fullmatch(r'\d{1,3}', lines[0].strip())):
            lines = lines[1:]
            k += 1
        out.extend(lines)
    s = '\n'.join(out)
    s = re.sub(r'(\w)-\n(\w)', r'\1\2', s)
    return norm(s.replace('*', '')), sorted(heads)


def main():
    truth = json.load(open(os.path.join(ROOT, 'truth.json'), encoding='utf-8'))
    rend = {
        'chm-7z': pages_text(os.path.join(B, 'chm_7z', 'html')),
        'chm-chmlib': pages_text(os.path.join(B, 'chm_lib', 'html')),
        'mobi': txt(os.path.join(B, 'mobi.txt')),
        'azw3': txt(os.path.join(B, 'azw3.txt')),
    }
    rend['pdf'], heads = pdf(os.path.join(B, 'scribus.txt'))
    bad = 0
    for name, text in rend.items():
        nospace = text.replace(' ', '')
        missing, glued, n = [], [], 0
        for c in truth['clauses']:
            for p in probes(c):
                n += 1
                if p in text:
                    continue
                if p.replace(' ', '') in nospace:
                    glued.append((c.get('id', c['kind']), p))
                else:
                    missing.append((c.get('id', c['kind']), p))
        print('%-10s %d strings of %d clauses: %d missing, %d glued' % (name, n, len(truth['clauses']), len(missing), len(glued)))
        for i, p in glued:
            print('    glued   %s: %s' % (i, p[:90]))
        for i, p in missing:
            print('    MISSING %s: %s' % (i, p[:90]))
        bad += len(missing)
    print('pdf running heads removed:', ' | '.join(heads))
    sys.exit(1 if bad else 0)


main()
