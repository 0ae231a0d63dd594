#!/usr/bin/env python3
"""Report truth clauses whose text (or title) is not found verbatim in each rendering's visible text.
   usage: check_renderings.py truth.json out/"""
import glob, html, json, os, re, subprocess, sys, zipfile

C = json.load(open(sys.argv[1]))['clauses']
OUT = sys.argv[2]
norm = lambda s: re.sub(r'\s+', ' ', s).strip()


def detag(h):
    h = re.sub(r'<(script|style|title)[^>]*>.*?</\1>', ' ', h, flags=re.S)
    h = re.sub(r'<sup[^>]*class="(?:reference|footnote-ref)[^"]*"[^>]*>.*?</sup>', '', h, flags=re.S)
    h = re.sub(r'<a [^>]*(?:noteref|footnote-ref)[^>]*>.*?</a>', '', h, flags=re.S)
    h = re.sub(r'<(?:p|div|li|dd|dt|h\d|tr|br)[^>]*>', ' ', h)
    return norm(html.unescape(re.sub(r'<[^>]+>', '', h)))


def report(name, text):
    miss = [c.get('id', c.get('term', c.get('law'))) for c in C
            if (c['text'] or c.get('title')) and norm(c['text'] or c.get('title')) not in text]
    print('%-60s %3d of %d clauses not found verbatim %s' % (name, len(miss), len(C), ' '.join(map(str, miss[:12]))))


site = ''
for f in sorted(glob.glob(os.path.join(OUT, 'site', '*.html'))):
    b = open(f, 'rb').read()
    enc = 'cp1251' if b'windows-1251' in b[:600] else 'utf-8'
    site += ' ' + detag(b.decode(enc))
report('out/site/*.html (all pages)', site)
report('print.html', detag(open(glob.glob(os.path.join(OUT, '*_print.html'))[0]).read()))
pdf = subprocess.run(['pdftotext', '-raw', glob.glob(os.path.join(OUT, '*_print.pdf'))[0], '-'], capture_output=True, text=True).stdout
report('print.pdf (pdftotext -raw; line ends joined by a space)', norm(pdf))
z = zipfile.ZipFile(glob.glob(os.path.join(OUT, '*.epub'))[0])
ep = ' '.join(detag(z.read(n).decode()) for n in sorted(z.namelist()) if n.startswith('EPUB/text/'))
report('epub', ep)
