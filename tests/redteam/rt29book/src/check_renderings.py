"""Every clause text of the right truth occurs in each rendering's text.
DOCX/ODT/DOC/RTF: a copy opened in LibreOffice, all changes accepted, saved as text (lo_text.py).
PDFs: pdftotext (UTF-8), then the running head «ПРОЕКТ — не для распространения» and the footer «стр. N из M»
lines removed, hyphens at line ends joined, footnote call digits after a word removed.
DOCX/ODT/DOC/RTF are compared with the two «см. стр. N» page numbers masked (LibreOffice recomputes them from
its own layout of the loaded file; the files store 8 and 15).
Usage: /usr/bin/python3 check_renderings.py PORT"""
import json, os, re, subprocess, sys
import lo_text

HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE); OUT = os.path.join(ROOT, 'out')
norm = lambda s: re.sub(r'\s+', ' ', s).strip()
RENDER = [('rt29book.odt', 'truth.json'), ('rt29book.docx', 'truth.json'), ('rt29book.doc', 'truth.json'),
          ('rt29book.rtf', 'truth_rtf.json'), ('rt29book_a4_margin.pdf', 'truth.json'),
          ('rt29book_a5_notes.pdf', 'truth_pdf_a5.json')]


def pdf_text(path):
    t = subprocess.run(['pdftotext', '-enc', 'UTF-8', path, '-'], capture_output=True, text=True).stdout
    lines = [l for l in t.split('\n') if l.strip() != 'ПРОЕКТ — не для распространения'
             and not re.fullmatch(r'\s*стр\. \d+ из \d+\s*', l)]
    t = '\n'.join(lines).replace('\f', '\n')
    t = re.sub(r'(\w)-\n(\w)', r'\1\2', t)
    t = re.sub(r'(?<=[а-яё])\d(?=[\s.,;:)])', '', t)          # footnote calls «долями1.»
    t = re.sub(r'\n\d (?=[А-ЯЁ«])', '\n', t)                   # footnote numbers at the page foot
    return t


def docx_footnotes(path):
    """LibreOffice 7.4 re-imports this DOCX's footnotes empty: read word/footnotes.xml, changes accepted."""
    import zipfile
    x = zipfile.ZipFile(path).read('word/footnotes.xml').decode('utf-8')
    x = re.sub(r'<w:del\b.*?</w:del>', '', x, flags=re.S)
    out = []
    for fn in re.findall(r'<w:footnote (?:(?!w:type)[^>])*>(.*?)</w:footnote>', x, flags=re.S):
        out.append(''.join(re.findall(r'<w:t(?: [^>]*)?>([^<]*)</w:t>', fn)))
    return '\n'.join(out)


def missing(truth, text, mask=False):
    pg = lambda s: re.sub(r'см\. стр\. \d+', 'см. стр. #', s) if mask else s
    plain = pg(norm(text)); miss = []
    for c in json.load(open(os.path.join(ROOT, truth), encoding='utf-8'))['clauses']:
        for f in ('text', 'title', 'term', 'heading'):
            v = c.get(f)
            if v and pg(norm(v)) not in plain:
                miss.append('%s %s: %s' % (c.get('id', c['kind']), f, v[:70]))
    return miss


if __name__ == '__main__':
    ctx = lo_text.connect(sys.argv[1])
    bad = 0
    for f, truth in RENDER:
        p = os.path.join(OUT, f)
        if f.endswith('.pdf'):
            text, how = pdf_text(p), 'pdftotext'
        else:
            text, left = lo_text.accepted_text(ctx, p)
            how = 'LibreOffice accept-all (%d redlines left)' % left
            if f.endswith('.docx'):
                text += '\n' + docx_footnotes(p); how += ' + word/footnotes.xml'
        # editable formats: LibreOffice lays the file out again on loading and recomputes the «см. стр. N» fields
        m = missing(truth, text, mask=not f.endswith('.pdf'))
        print('%-24s %-18s %s: %d missing' % (f, truth, how, len(m)))
        for x in m: print('   ', x)
        bad += len(m)
    sys.exit(1 if bad else 0)
