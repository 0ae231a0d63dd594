#!/usr/bin/python3
"""1. booklet.pdf: every clause's text (and title/term/heading) occurs in pdftotext's text after removing the
running heads, page numbers and footnotes from each page, joining lines and line-end hyphenation, and dropping
footnote call marks.  2. The OCR renderings: the share of clauses found verbatim (same normalisation) and the
character error rate (Levenshtein distance / reference length) of the OCR text against (a) the truth in printed
form (labels, numbers, footnote numbers; no furniture) and (b) the booklet's own pdftotext text of the same pages
(furniture included)."""
import os, subprocess, sys
import Levenshtein
from common import *
t, tp = load(), load('truth_photos.json')
fns = [c['text'] for c in t['clauses'] if c['kind'] == 'footnote']
booklet = os.path.join(ROOT, 'out/booklet.pdf')
pages = pdftotext_pages(booklet)
body = drop_calls(join_lines('\n'.join(strip_furniture(p, fns) for p in pages)))
whole = ws(' '.join(pages))
miss = []
for c in t['clauses']:
    src = whole if c['kind'] == 'footnote' else body
    for p in clause_probes(c):
        if p not in src: miss.append((c.get('id') or c.get('term') or c['kind'], p[:50]))
for m in miss: print('  missing in booklet.pdf:', m)
print('booklet.pdf: %d clauses, %d missing' % (len(t['clauses']), len(miss)))

def found_share(truth, text):
    cl = [c for c in truth['clauses'] if c.get('text')]
    n = sum(1 for c in cl if ws(c['text']) in text)
    return n, len(cl)

def cer(ref, hyp):
    return Levenshtein.distance(ref, hyp) / len(ref)

rend = [
    ('out/spreads_ocr.pdf', t, ['pdftotext', 'out/spreads_ocr.pdf', '-'], None),
    ('out/photos_ocr.pdf', tp, ['pdftotext', 'out/photos_ocr.pdf', '-'], (8, 12)),
    ('out/photos_ocr.txt', tp, ['cat', 'out/photos_ocr.txt'], (8, 12)),
    ('out/scan.djvu', t, ['djvutxt', 'out/scan.djvu'], None),
]
print('| rendering | truth | clauses with text found verbatim | CER vs truth (printed form) | CER vs booklet.pdf text of the same pages |')
print('|---|---|---|---|---|')
for name, truth, cmd, rng in rend:
    raw = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=True).stdout
    hyp = drop_calls(join_lines(raw))
    n, tot = found_share(truth, hyp)
    ref_truth = printed_form(truth['clauses'])
    bp = pages if rng is None else pages[rng[0] - 1:rng[1]]
    ref_pdf = join_lines('\n'.join(bp))
    print('| `%s` | %s | %d / %d (%.1f %%) | %.3f | %.3f |' % (name, 'truth_photos.json' if truth is tp else 'truth.json',
          n, tot, 100 * n / tot, cer(ref_truth, hyp), cer(ref_pdf, join_lines(raw))))
# the spreads once more, each half of the image read on its own (pdftotext -x/-W crop): separates the reading
# order of the two-page image from the OCR errors themselves
halves = []
for k in range(1, 9):
    for x in (0, 421):
        halves.append(subprocess.run(['pdftotext', '-f', str(k), '-l', str(k), '-x', str(x), '-y', '0', '-W', '421',
                                      '-H', '596', 'out/spreads_ocr.pdf', '-'], cwd=ROOT, capture_output=True,
                                     text=True, check=True).stdout)
raw = '\n'.join(halves)
hyp = drop_calls(join_lines(raw))
n, tot = found_share(t, hyp)
print('| `out/spreads_ocr.pdf`, each half-image read separately | truth.json | %d / %d (%.1f %%) | %.3f | %.3f |' % (
      n, tot, 100 * n / tot, cer(printed_form(t['clauses']), hyp), cer(join_lines('\n'.join(pages)), join_lines(raw))))
sys.exit(1 if miss else 0)
