#!/usr/bin/env python3
"""Every clause text (and title/term/heading) of the truth occurs in each rendering's visible text after the hard
line breaks are joined: lib.ru page (KOI8-R), DOS text (CP866, truth_cp866.json), FB2 (unzipped), EPUB (its XHTML
in spine order), DOCX (word/document.xml), RTF (unzipped, turned to text by LibreOffice).
Footnote call marks «[n]», table rules and rule lines are taken out before comparing."""
import html, json, os, re, subprocess, sys, tempfile, zipfile
from check_truth import norm_lines, sq
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
OUT = os.path.join(ROOT, 'out')

BLOCK = r'p|div|h[1-6]|li|tr|td|th|title|section|br|pre|table|body|v|subtitle|empty-line|w:p|w:tab|w:br|hr|tbody|thead'


def markup_text(x):
    """visible text of HTML/XHTML/FB2/WordML: block tags -> line break, inline tags -> nothing"""
    x = re.sub(r'(?is)<(head|style|script|select)\b.*?</\1>', '\n', x)
    x = re.sub(r'(?is)<binary\b.*?</binary>', '\n', x)
    x = re.sub(r'(?s)<w:instrText\b.*?</w:instrText>|<w:drawing\b.*?</w:drawing>', '', x)   # Word field code, cover
    x = re.sub(r'(?is)</?(%s)\b[^>]*>' % BLOCK, '\n', x)
    x = re.sub(r'(?s)<[^>]+>', '', x)
    return html.unescape(x)


def libru():
    raw = open(os.path.join(OUT, 'libru1998_koi8r.html'), 'rb').read().decode('koi8-r')
    return norm_lines(markup_text(raw).replace('\r\n', '\n').split('\n'))


def dos():
    raw = open(os.path.join(OUT, 'libru1998_cp866.txt'), 'rb').read().decode('cp866')
    raw = raw.translate({3: '♥', 4: '♦', 5: '♣', 6: '♠'})     # what the DOS screen shows for these bytes
    return norm_lines(raw.split('\r\n'))


def fb2():
    z = zipfile.ZipFile(os.path.join(OUT, 'libru1998.fb2.zip'))
    name = [n for n in z.namelist() if n.endswith('.fb2')][0]
    return norm_lines(markup_text(z.read(name).decode('utf-8')).split('\n'))


def epub():
    z = zipfile.ZipFile(os.path.join(OUT, 'libru1998.epub'))
    opf = z.read('content.opf').decode('utf-8')
    items = dict(re.findall(r'<item[^>]*?id="([^"]+)"[^>]*?href="([^"]+)"', opf))
    items.update({a: b for b, a in re.findall(r'<item[^>]*?href="([^"]+)"[^>]*?id="([^"]+)"', opf)})
    spine = re.findall(r'<itemref[^>]*idref="([^"]+)"', opf)
    parts = [markup_text(z.read(items[i]).decode('utf-8')) for i in spine]
    return norm_lines('\n'.join(parts).split('\n'))


def docx():
    z = zipfile.ZipFile(os.path.join(OUT, 'libru1998.docx'))
    x = z.read('word/document.xml').decode('utf-8')
    return norm_lines(markup_text(x).split('\n'))


def rtf():
    z = zipfile.ZipFile(os.path.join(OUT, 'libru1998.rtf.zip'))
    with tempfile.TemporaryDirectory() as d:
        z.extractall(d)
        name = [n for n in z.namelist() if n.endswith('.rtf')][0]
        subprocess.run(['soffice', '--headless', '--convert-to', 'txt:Text (encoded):UTF8', '--outdir', d,
                        os.path.join(d, name)], check=True, capture_output=True)
        t = open(os.path.join(d, name[:-4] + '.txt'), encoding='utf-8-sig').read()
    return norm_lines(t.replace('\r\n', '\n').split('\n'))


def missing(truth, text):
    miss = []
    for c in truth['clauses']:
        for f in ('text', 'title', 'term', 'heading'):
            v = c.get(f)
            if isinstance(v, str) and v and sq(v) not in text:
                miss.append('%s %s %s: %r' % (c['kind'], c.get('id', c.get('term', '')), f, v[:70]))
    return miss


def main():
    t = json.load(open(os.path.join(ROOT, 'truth.json'), encoding='utf-8'))
    tdos = json.load(open(os.path.join(ROOT, 'truth_cp866.json'), encoding='utf-8'))
    bad = 0
    for name, fn, tr in (('lib.ru KOI8-R page', libru, t), ('DOS CP866 text', dos, tdos), ('FB2 (zip)', fb2, t),
                         ('EPUB', epub, t), ('DOCX', docx, t), ('RTF (zip)', rtf, t)):
        m = missing(tr, fn())
        print('%-20s %d missing' % (name, len(m)))
        for x in m[:15]:
            print('   ', x)
        bad += len(m)
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
