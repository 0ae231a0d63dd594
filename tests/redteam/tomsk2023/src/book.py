#!/usr/bin/env python3
"""Reads src/tomsk2023.txt (markup described at its top) into blocks; writes the truth and the input files
for the real tools.  Usage:
  book.py truth OUT.json            ground truth of the whole book
  book.py part OUT.json L1 L2 ...   truth restricted to the Laws listed (for the OCR pages)
  book.py plain OUT.txt             plain text of the source (for check_truth)
  book.py docx OUT.docx             WordprocessingML written by hand (zip of XML) -> LibreOffice
  book.py html OUT.html             HTML + CSS columns for Chromium's print
  book.py mso OUT.htm               Word "filtered HTML" (UTF-8 here; make.sh turns it into windows-1251)
  book.py md OUT.md                 Markdown for pandoc -t plain
"""
import json, re, sys, zipfile, html
from pathlib import Path

SRC = Path(__file__).with_name('tomsk2023.txt')
TITLE = 'ПРАВИЛА НА ПРАКТИКЕ'
BOOKTITLE = 'Правила на практике. Комментарий судьи к избранным Правилам спортивного бриджа (редакция 2017 года)'
FN = re.compile(r'\{\{(.*?)\}\}')


def parse():
    blocks = []
    law = None
    k = 0
    ex_no = None
    fn_global = 0
    for line in SRC.read_text(encoding='utf-8').splitlines():
        if not line.strip() or line.startswith('#'):
            continue
        tag, _, rest = line.partition(': ')
        if tag == '>':
            blocks[-1]['refs'] = rest.split()
            continue
        b = {'role': tag, 'text': rest, 'law': law}
        if tag == 'L':
            n, _, t = rest.partition(' | ')
            law = n
            k = 0
            b.update(law=n, title=t)
        elif tag == 'N':
            k += 1
            b['k'] = k
            b['item'] = 0
        elif tag == 'A':
            last = [x for x in blocks if x['role'] == 'N'][-1]
            last['item'] += 1
            b['k'] = last['k']
            b['letter'] = 'abcdefgh'[last['item'] - 1]
        elif tag == 'E':
            b['k'] = int(rest)
        # footnotes: give each a global number
        fns = []
        def sub(m):
            nonlocal fn_global
            fn_global += 1
            body, _, refs = m.group(1).partition('|>: ')
            fns.append({'g': fn_global, 'text': body, 'refs': refs.split()})
            return '\x00%d\x00' % fn_global
        b['text'] = FN.sub(sub, b['text'])
        b['fns'] = fns
        blocks.append(b)
    return blocks


def segs(text):
    """split a text with \0N\0 footnote marks into ['str', N, 'str', ...]"""
    parts = text.split('\x00')
    return [int(p) if i % 2 else p for i, p in enumerate(parts)]


def clean(text):
    return re.sub('\x00\\d+\x00', '', text)


def truth(blocks, laws=None):
    clauses = []
    cur = None          # clause that continuation paragraphs join
    pending = []        # footnotes waiting for their clause to end
    fn_per_law = {}
    lastpara = None
    notes = {}
    title_lines = []

    def flush():
        while pending:
            clauses.append(pending.pop(0))

    def new(c):
        flush()
        clauses.append(c)
        return c

    for b in blocks:
        r, law = b['role'], b['law']
        text = clean(b['text'])
        if r == 'T':
            title_lines.append(text)
            continue
        if title_lines:
            clauses.append({'kind': 'front', 'heading': None, 'text': ' '.join(title_lines), 'refs': []})
            title_lines = []
        if r in 'XI':
            flush()
            continue
        if r == 'F':
            cur = new({'kind': 'front', 'heading': text, 'text': '', 'refs': []})
        elif r == 'P':
            cur['text'] = (cur['text'] + ' ' + text).strip()
        elif r == 'L':
            cur = new({'kind': 'claw', 'id': 'c' + law, 'title': b['title'], 'refs': []})
        elif r == 'N':
            lastpara = '%s.%d' % (law, b['k'])
            cur = new({'kind': 'para', 'id': lastpara, 'text': text, 'refs': []})
        elif r == 'A':
            cur = new({'kind': 'para', 'id': '%s.%d(%s)' % (law, b['k'], b['letter']), 'text': text, 'refs': []})
        elif r in '+Q':
            cur['text'] = (cur['text'] + ' ' + text).strip()
        elif r == 'R':
            notes[lastpara] = notes.get(lastpara, 0) + 1
            cur = new({'kind': 'note', 'id': '%s.note%d' % (lastpara, notes[lastpara]), 'text': text, 'refs': []})
        elif r == 'E':
            cur = new({'kind': 'example', 'id': '%s.ex%d' % (law, b['k']), 'label': 'Пример %d' % b['k'],
                       'text': '', 'diagram': [], 'refs': []})
        elif r == 'D':
            cur['diagram'].append(b['text'].strip())
        else:
            raise SystemExit('bad tag ' + r)
        if 'refs' in b:
            cur['refs'] += b['refs']
        for f in b['fns']:
            fn_per_law[law] = fn_per_law.get(law, 0) + 1
            pending.append({'kind': 'footnote', 'law': law, 'n': fn_per_law[law], 'text': f['text'],
                            'refs': f['refs']})
    flush()
    for c in clauses:
        if c.get('kind') == 'example' and not c['diagram']:
            del c['diagram']
    if laws:
        keep, on = [], False
        for c in clauses:
            if c['kind'] == 'claw':
                on = c['id'][1:] in laws
            if on:
                keep.append(c)
        clauses = keep
    return {'book': 'tomsk2023', 'kind': 'commentary', 'edition': 2017, 'title': BOOKTITLE, 'clauses': clauses}


def footnotes_of(blocks):
    return {f['g']: f['text'] for b in blocks for f in b['fns']}


# ---------------------------------------------------------------- plain text of the source
def plain(blocks):
    out = []
    fn = footnotes_of(blocks)
    lawfns = []
    for b in blocks:
        r = b['role']
        t = re.sub('\x00(\\d+)\x00', lambda m: '[%s]' % m.group(1), b['text'])
        if r == 'L':
            out += ['[%d] %s' % (g, fn[g]) for g in lawfns]
            lawfns = []
            out.append('ПРАВИЛО %s (%s)' % (b['law'], b['title']))
            continue
        lawfns += [f['g'] for f in b['fns']]
        if r == 'N':
            out.append('%s/%d %s' % (b['law'], b['k'], t))
        elif r == 'A':
            out.append('%s) %s' % (b['letter'], t))
        elif r == 'R':
            out.append('Примечание. ' + t)
        elif r == 'E':
            out.append('Пример ' + t)
        elif r == 'X':
            out += ['[%d] %s' % (g, fn[g]) for g in lawfns]
            lawfns = []
            out.append(t)
        else:
            out.append(t)
    out += ['[%d] %s' % (g, fn[g]) for g in lawfns]
    return '\n'.join(out) + '\n'


# ---------------------------------------------------------------- DOCX by hand
W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" ' \
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'


def esc(s):
    return html.escape(s, quote=False)


def wruns(text, rpr=''):
    out = []
    for s in segs(text):
        if isinstance(s, int):
            out.append('<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr>'
                       '<w:footnoteReference w:id="%d"/></w:r>' % s)
        elif s:
            out.append('<w:r>%s<w:t xml:space="preserve">%s</w:t></w:r>' % (
                '<w:rPr>%s</w:rPr>' % rpr if rpr else '', esc(s)))
    return ''.join(out)


def wp(style, runs, ppr=''):
    return '<w:p><w:pPr><w:pStyle w:val="%s"/>%s</w:pPr>%s</w:p>' % (style, ppr, runs)


PGSZ = ('<w:footnotePr><w:numFmt w:val="decimal"/></w:footnotePr>'
        '<w:pgSz w:w="8391" w:h="11906"/><w:pgMar w:top="1020" w:right="794" w:bottom="964" w:left="964" '
        'w:header="510" w:footer="454" w:gutter="0"/>')


def sect_pr(n):
    """sectPr of section n (1 = front matter with the title page; 2… = one per Law)"""
    if n == 1:
        return ('<w:sectPr><w:headerReference w:type="default" r:id="rIdH2"/><w:headerReference w:type="even" r:id="rIdH2"/>'
                '<w:headerReference w:type="first" r:id="rIdH3"/>' + PGSZ + '<w:titlePg/></w:sectPr>')
    return ('<w:sectPr><w:headerReference w:type="default" r:id="rIdL%d"/><w:headerReference w:type="even" r:id="rIdH2"/>'
            '<w:type w:val="nextPage"/>' % n + PGSZ + '</w:sectPr>')


def close_section(body, sections):
    """a Law starts a new section: the sectPr of the section before goes into its last paragraph"""
    last = body[-1]
    i = last.index('</w:pPr>')
    body[-1] = last[:i] + sect_pr(len(sections)) + last[i:]


def docx(blocks, path):
    laws = [b['law'] for b in blocks if b['role'] == 'L']
    body = []
    sections = [None]     # None: the title page and front matter; then one section per Law (own odd header)
    for b in blocks:
        r, t = b['role'], b['text']
        if r == 'T':
            first = not any(x.startswith('<w:p><w:pPr><w:pStyle w:val="TitleLine"') for x in body)
            sp = '<w:spacing w:before="%d"/>' % (2400 if first else 360)
            body.append(wp('TitleLine', wruns(t, '<w:b/>' if t == TITLE else ''), sp))
        elif r == 'F':
            body.append(wp('FrontHeading', wruns(t), '<w:pageBreakBefore/>' if 'АВТОРА' in t else ''))
        elif r in 'P+':
            body.append(wp('BodyText' if r == 'P' else 'ParaCont', wruns(t)))
        elif r == 'L':
            close_section(body, sections)
            sections.append(b)
            body.append(wp('Heading1', '<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">ПРАВИЛО %s </w:t></w:r>'
                           '<w:r><w:t>(%s)</w:t></w:r>' % (b['law'], esc(b['title']))))
        elif r == 'N':
            body.append(wp('ParaNum', wruns(t), '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="%d"/></w:numPr>'
                           % (laws.index(b['law']) + 1)))
        elif r == 'A':
            body.append(wp('ParaItem', wruns(t), '<w:numPr><w:ilvl w:val="1"/><w:numId w:val="%d"/></w:numPr>'
                           % (laws.index(b['law']) + 1)))
        elif r == 'Q':
            body.append(wp('LawQuote', wruns(t)))
        elif r == 'R':
            body.append(wp('NoteBox', '<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">Примечание. </w:t></w:r>'
                           + wruns(t)))
        elif r == 'E':
            body.append(wp('ExampleLabel', '<w:r><w:t>Пример %s</w:t></w:r>' % t))
        elif r == 'D':
            body.append(wp('Diagram', '<w:r><w:t xml:space="preserve">%s</w:t></w:r>' % esc(t)))
        elif r == 'X':
            body.append(wp('FrontHeading', wruns(t), '<w:pageBreakBefore/>'))
        elif r == 'I':
            body.append(wp('IndexEntry', wruns(t)))
    sect = sect_pr(len(sections))
    doc = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document %s><w:body>%s%s</w:body></w:document>' % (
        W, ''.join(body), sect)
    fns = footnotes_of(blocks)
    fx = ['<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>',
          '<w:footnote w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:footnote>']
    for g, t in fns.items():
        fx.append('<w:footnote w:id="%d"><w:p><w:pPr><w:pStyle w:val="FootnoteText"/></w:pPr>'
                  '<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteRef/></w:r>'
                  '<w:r><w:t xml:space="preserve"> %s</w:t></w:r></w:p></w:footnote>' % (g, esc(t)))
    footnotes = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:footnotes %s>%s</w:footnotes>' % (W, ''.join(fx))
    abst, nums = [], []
    for i, law in enumerate(laws, 1):
        abst.append(
            '<w:abstractNum w:abstractNumId="%d"><w:multiLevelType w:val="multilevel"/>'
            '<w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%s/%%1"/>'
            '<w:lvlJc w:val="left"/><w:pPr><w:ind w:left="0" w:firstLine="340"/></w:pPr><w:rPr><w:b/></w:rPr></w:lvl>'
            '<w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="lowerLetter"/><w:lvlText w:val="%%2)"/>'
            '<w:lvlJc w:val="left"/><w:pPr><w:ind w:left="624" w:hanging="284"/></w:pPr></w:lvl>'
            '</w:abstractNum>' % (i, law))
        nums.append('<w:num w:numId="%d"><w:abstractNumId w:val="%d"/></w:num>' % (i, i))
    numbering = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering %s>%s%s</w:numbering>' % (
        W, ''.join(abst), ''.join(nums))

    def style(sid, name, ppr='', rpr='', based='Normal', typ='paragraph', outline=None):
        ol = '<w:outlineLvl w:val="%d"/>' % outline if outline is not None else ''
        return ('<w:style w:type="%s" w:styleId="%s"><w:name w:val="%s"/>%s<w:pPr>%s%s</w:pPr><w:rPr>%s</w:rPr></w:style>'
                % (typ, sid, name, '<w:basedOn w:val="%s"/>' % based if based else '', ppr, ol, rpr))
    font = '<w:rFonts w:ascii="Liberation Serif" w:hAnsi="Liberation Serif" w:cs="Liberation Serif"/>'
    styles = ''.join([
        '<w:docDefaults><w:rPrDefault><w:rPr>%s<w:sz w:val="20"/><w:lang w:val="ru-RU"/></w:rPr></w:rPrDefault>'
        '<w:pPrDefault><w:pPr><w:spacing w:after="0" w:line="240" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>' % font,
        style('Normal', 'Normal', based=None),
        style('Heading1', 'heading 1', '<w:keepNext/><w:spacing w:before="240" w:after="240"/><w:jc w:val="center"/>',
              '<w:sz w:val="24"/>', outline=0),
        style('TitleLine', 'Title Line', '<w:jc w:val="center"/>', '<w:sz w:val="26"/>'),
        style('FrontHeading', 'Front Heading', '<w:keepNext/><w:spacing w:before="240" w:after="180"/><w:jc w:val="center"/>',
              '<w:b/><w:spacing w:val="20"/>'),
        style('BodyText', 'Body Text', '<w:ind w:firstLine="340"/><w:jc w:val="both"/><w:spacing w:after="60"/>'),
        style('ParaNum', 'Commentary Paragraph', '<w:jc w:val="both"/><w:spacing w:before="60" w:after="60"/>'),
        style('ParaCont', 'Commentary Continued', '<w:ind w:firstLine="340"/><w:jc w:val="both"/><w:spacing w:after="60"/>'),
        style('ParaItem', 'Commentary Item', '<w:jc w:val="both"/>'),
        style('LawQuote', 'Law Quotation', '<w:ind w:left="567" w:right="284"/><w:jc w:val="both"/><w:spacing w:before="60" w:after="60"/>',
              '<w:i/>'),
        style('NoteBox', 'Note Box', '<w:pBdr><w:top w:val="single" w:sz="4" w:space="3" w:color="000000"/>'
              '<w:left w:val="single" w:sz="4" w:space="3" w:color="000000"/><w:bottom w:val="single" w:sz="4" w:space="3" w:color="000000"/>'
              '<w:right w:val="single" w:sz="4" w:space="3" w:color="000000"/></w:pBdr><w:ind w:left="170" w:right="170"/>'
              '<w:jc w:val="both"/><w:spacing w:before="120" w:after="120"/>', '<w:sz w:val="17"/>'),
        style('ExampleLabel', 'Example Label', '<w:keepNext/><w:spacing w:before="120" w:after="60"/>', '<w:b/><w:i/>'),
        style('Diagram', 'Diagram', '<w:keepLines/><w:keepNext/>',
              '<w:rFonts w:ascii="Liberation Mono" w:hAnsi="Liberation Mono"/><w:sz w:val="18"/>'),
        style('IndexEntry', 'index 1', '<w:ind w:left="284" w:hanging="284"/>', '<w:sz w:val="18"/>'),
        style('FootnoteText', 'footnote text', '<w:jc w:val="both"/>', '<w:sz w:val="16"/>'),
        style('FootnoteReference', 'footnote reference', '', '<w:vertAlign w:val="superscript"/>', based=None, typ='character'),
        style('Header', 'header', '<w:tabs><w:tab w:val="right" w:pos="6633"/></w:tabs><w:pBdr><w:bottom w:val="single" w:sz="4" w:space="1" w:color="000000"/></w:pBdr>',
              '<w:sz w:val="16"/>'),
    ])
    styles = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles %s>%s</w:styles>' % (W, styles)

    def hdr(inner):
        return '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:hdr %s><w:p><w:pPr><w:pStyle w:val="Header"/></w:pPr>%s</w:p></w:hdr>' % (W, inner)
    page = ('<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r>'
            '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>')
    h_law = {}
    for n, b in enumerate(sections[1:], 2):
        h_law[n] = hdr('<w:r><w:rPr><w:i/></w:rPr><w:t xml:space="preserve">К Правилу %s. %s</w:t></w:r>'
                       '<w:r><w:tab/><w:t xml:space="preserve">стр. </w:t></w:r>' % (b['law'], esc(b['title'])) + page)
    h_even = hdr('<w:r><w:t xml:space="preserve">стр. </w:t></w:r>' + page +
                 '<w:r><w:tab/><w:t>А. Н. Вершинин. Правила на практике</w:t></w:r>')
    h_first = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:hdr %s><w:p/></w:hdr>' % W
    settings = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:settings %s><w:autoHyphenation/>'
                '<w:evenAndOddHeaders/><w:defaultTabStop w:val="340"/>'
                '<w:footnotePr><w:footnote w:id="-1"/><w:footnote w:id="0"/></w:footnotePr></w:settings>' % W)
    ct = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
          '<Default Extension="xml" ContentType="application/xml"/>'
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
          '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>'
          '<Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/>'
          '<Override PartName="/word/footnotes.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footnotes+xml"/>'
          '<Override PartName="/word/settings.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml"/>'
          + ''.join('<Override PartName="/word/law%d.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/>' % n for n in h_law) +
          '<Override PartName="/word/header2.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/>'
          '<Override PartName="/word/header3.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/>'
          '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>'
          '</Types>')
    R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/'
    rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="%sofficeDocument" Target="word/document.xml"/>'
            '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>'
            '</Relationships>' % R)
    drels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
             + ''.join('<Relationship Id="%s" Type="%s%s" Target="%s"/>' % x for x in [
                 ('rIdS', R, 'styles', 'styles.xml'), ('rIdN', R, 'numbering', 'numbering.xml'),
                 ('rIdF', R, 'footnotes', 'footnotes.xml'), ('rIdT', R, 'settings', 'settings.xml'),
                 ('rIdH2', R, 'header', 'header2.xml'),
                 ('rIdH3', R, 'header', 'header3.xml')] + [('rIdL%d' % n, R, 'header', 'law%d.xml' % n) for n in h_law])
             + '</Relationships>')
    core = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><cp:coreProperties '
            'xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" '
            'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" '
            'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>Правила на практике</dc:title>'
            '<dc:creator>А. Н. Вершинин</dc:creator><dc:language>ru-RU</dc:language>'
            '<dcterms:created xsi:type="dcterms:W3CDTF">2023-03-14T09:00:00Z</dcterms:created></cp:coreProperties>')
    with zipfile.ZipFile(path, 'w', zipfile.ZIP_DEFLATED) as z:
        for name, data in [('[Content_Types].xml', ct), ('_rels/.rels', rels), ('word/_rels/document.xml.rels', drels),
                           ('word/document.xml', doc), ('word/styles.xml', styles), ('word/numbering.xml', numbering),
                           ('word/footnotes.xml', footnotes), ('word/settings.xml', settings),
                           ('word/header2.xml', h_even), ('word/header3.xml', h_first),
                           ('docProps/core.xml', core)] + [('word/law%d.xml' % n, h) for n, h in h_law.items()]:
            z.writestr(zipfile.ZipInfo(name, (2023, 3, 14, 9, 0, 0)), data, zipfile.ZIP_DEFLATED)


# ---------------------------------------------------------------- HTML for Chromium (two columns, «*» notes)
VOW = 'аеёиоуыэюяАЕЁИОУЫЭЮЯ'


def shy(word):
    """soft hyphens (U+00AD) the way a careful HTML typist puts them in long words: after a vowel that is
    followed by a consonant, leaving at least 3 letters on each side"""
    if len(word) < 9:
        return word
    out = ''
    for i, ch in enumerate(word):
        out += ch
        if 3 <= i + 1 <= len(word) - 3 and ch in VOW and word[i + 1] not in VOW + 'ьъй' and word[i + 1].isalpha():
            out += '\u00ad'
    return out


def htext(text, marks):
    out = []
    for s in segs(text):
        if isinstance(s, int):
            out.append('<sup>%s</sup>' % marks[s])
        else:
            out.append(re.sub(r'[А-Яа-яЁё]+', lambda m: shy(m.group()), html.escape(s, quote=False)))
    return ''.join(out)


def chromium_html(blocks):
    fn = footnotes_of(blocks)
    marks, lawfns, body = {}, [], []
    stars = 0

    def flush_notes():
        for g in lawfns:
            body.append('<p class="star">%s&nbsp;%s</p>' % (marks[g], html.escape(fn[g], quote=False)))
        lawfns.clear()
    title_done = False
    for b in blocks:
        r, t = b['role'], b['text']
        if r == 'L':
            flush_notes()
            stars = 0
        for f in b['fns']:
            stars += 1
            marks[f['g']] = '*' * stars
            lawfns.append(f['g'])
        h = htext(t, marks)
        if r == 'T':
            body.append('<p class="tp">%s</p>' % h)
            continue
        if not title_done:
            body.append('</div><div class="cols">')
            title_done = True
        if r == 'F':
            body.append('<h2>%s</h2>' % h)
        elif r == 'P':
            body.append('<p>%s</p>' % h)
        elif r == 'L':
            body.append('<h1>ПРАВИЛО %s<br><span class="lt">(%s)</span></h1>' % (b['law'], html.escape(b['title'])))
        elif r == 'N':
            body.append('<p class="n"><b>%s/%d.</b> %s</p>' % (b['law'], b['k'], h))
        elif r == 'A':
            body.append('<p class="a">%s) %s</p>' % (b['letter'], h))
        elif r == '+':
            body.append('<p>%s</p>' % h)
        elif r == 'Q':
            body.append('<blockquote>%s</blockquote>' % h)
        elif r == 'R':
            body.append('<div class="note"><b>Примечание.</b> %s</div>' % h)
        elif r == 'E':
            body.append('<p class="ex">Пример %s</p>' % h)
        elif r == 'X':
            flush_notes()
            body.append('<h2 class="ix">%s</h2>' % h)
        elif r == 'I':
            body.append('<p class="ix">%s</p>' % h)
        elif r == 'D':
            if body[-1].startswith('<pre>'):
                body[-1] = body[-1][:-6] + '\n' + html.escape(t) + '</pre>'
            else:
                body.append('<pre>%s</pre>' % html.escape(t))
    flush_notes()
    css = '''
@page { size: A4; margin: 22mm 16mm 20mm 16mm;
  @top-left { content: "А. Н. Вершинин"; font: italic 9pt "Liberation Serif"; }
  @top-right { content: "Правила на практике · Томск, 2023"; font: italic 9pt "Liberation Serif"; }
  @bottom-center { content: "Стр. " counter(page) " из " counter(pages); font: 9pt "Liberation Serif"; } }
@page :first { @top-left { content: none; } @top-right { content: none; } @bottom-center { content: none; } }
body { font: 10.5pt/1.3 "Liberation Serif", serif; hyphens: auto; text-align: justify; }
.title { padding-top: 60mm; }
.tp { text-align: center; font-size: 15pt; margin: 0 0 8mm 0; }
.cols { break-before: page; column-count: 2; column-gap: 8mm; column-rule: 0.4pt solid #888; }
h1 { font-size: 11.5pt; text-align: center; margin: 5mm 0 3mm; break-after: avoid; }
h1 .lt { font-weight: normal; font-style: italic; }
h2 { font-size: 11pt; text-align: center; letter-spacing: 0.1em; }
p { margin: 0 0 1.2mm; text-indent: 5mm; }
p.a { padding-left: 8mm; text-indent: -4mm; }
p.ex { font-weight: bold; font-style: italic; text-indent: 0; margin-top: 2mm; }
p.star { font-size: 8.5pt; text-indent: 0; border-top: 0.4pt solid #000; padding-top: 1mm; }
blockquote { font-style: italic; margin: 1.5mm 4mm 1.5mm 8mm; }
.note { border: 0.6pt solid #000; padding: 1.5mm 2mm; font-size: 9pt; margin: 2mm 0; }
.ix { font-size: 9pt; text-indent: -4mm; padding-left: 4mm; text-align: left; }
h2.ix { font-size: 11pt; text-indent: 0; padding: 0; text-align: center; margin-top: 6mm; }
pre { font: 9pt "Liberation Mono", monospace; margin: 1mm 0 1mm 6mm; }
'''
    return ('<!DOCTYPE html>\n<html lang="ru"><head><meta charset="utf-8"><title>Правила на практике</title>'
            '<style>%s</style></head><body><div class="title">%s</div></body></html>\n' % (css, '\n'.join(body)))


# ---------------------------------------------------------------- Word "filtered HTML"
def mso_html(blocks):
    fn = footnotes_of(blocks)
    body = []
    for b in blocks:
        r, t = b['role'], b['text']
        parts = []
        for s in segs(t):
            if isinstance(s, int):
                parts.append('<a href="#_ftn%d" name="_ftnref%d" title=""><span class=MsoFootnoteReference>'
                             '<span class=MsoFootnoteReference><span style=\'font-size:10.0pt;line-height:115%%;'
                             'font-family:"Times New Roman","serif"\'>[%d]</span></span></span></a>' % (s, s, s))
            else:
                parts.append(html.escape(s, quote=False))
        h = ''.join(parts)
        if r == 'T':
            body.append('<p class=MsoTitle align=center style=\'text-align:center\'><span lang=RU>%s</span></p>' % h)
        elif r == 'F':
            body.append('<h2 align=center style=\'text-align:center\'><span lang=RU>%s</span></h2>' % h)
        elif r in 'P+':
            body.append('<p class=MsoBodyText style=\'text-indent:1.0cm\'><span lang=RU>%s</span></p>' % h)
        elif r == 'L':
            body.append('<h1 align=center style=\'text-align:center\'><span lang=RU>ПРАВИЛО %s</span></h1>\n'
                        '<p class=MsoSubtitle align=center style=\'text-align:center\'><span lang=RU>(%s)</span></p>'
                        % (b['law'], html.escape(b['title'])))
        elif r == 'N':
            body.append('<p class=MsoListParagraph style=\'margin-left:0cm;text-indent:0cm;mso-list:l%d level1 lfo%d\'>'
                        '<![if !supportLists]><b><span lang=RU>%s/%d<span style=\'font:7.0pt "Times New Roman"\'>&nbsp;&nbsp;&nbsp; '
                        '</span></span></b><![endif]><span lang=RU>%s</span></p>' % (int(b['law']), int(b['law']), b['law'], b['k'], h))
        elif r == 'A':
            body.append('<p class=MsoListParagraphCxSpMiddle style=\'margin-left:1.25cm;text-indent:-.5cm\'>'
                        '<![if !supportLists]><span lang=RU>%s)<span style=\'font:7.0pt "Times New Roman"\'>&nbsp;&nbsp; '
                        '</span></span><![endif]><span lang=RU>%s</span></p>' % (b['letter'], h))
        elif r == 'Q':
            body.append('<p class=MsoQuote style=\'margin-left:1.5cm\'><i><span lang=RU>%s</span></i></p>' % h)
        elif r == 'R':
            body.append('<div style=\'border:solid windowtext 1.0pt;padding:4.0pt 4.0pt 4.0pt 4.0pt\'>'
                        '<p class=MsoNormal style=\'border:none;padding:0cm\'><b><span lang=RU style=\'font-size:9.0pt\'>'
                        'Примечание.</span></b><span lang=RU style=\'font-size:9.0pt\'> %s</span></p></div>' % h)
        elif r == 'E':
            body.append('<p class=MsoNormal style=\'margin-top:6.0pt\'><b><i><span lang=RU>Пример %s</span></i></b></p>' % h)
        elif r == 'X':
            body.append('<h2 align=center style=\'text-align:center\'><span lang=RU>%s</span></h2>' % h)
        elif r == 'I':
            body.append('<p class=MsoIndex1><span lang=RU>%s</span></p>' % h)
        elif r == 'D':
            body.append('<p class=MsoPlainText><span lang=RU style=\'font-family:"Courier New"\'>%s</span></p>'
                        % html.escape(t).replace(' ', '&nbsp;'))
    notes = ['<div style=\'mso-element:footnote-list\'><br clear=all>\n<hr align=left size=1 width="33%">']
    for g, t in fn.items():
        notes.append('<div style=\'mso-element:footnote\' id=ftn%d>\n<p class=MsoFootnoteText><a href="#_ftnref%d" '
                     'name="_ftn%d" title=""><span class=MsoFootnoteReference><span lang=RU><span '
                     'class=MsoFootnoteReference><span style=\'font-size:10.0pt;font-family:"Times New Roman","serif"\'>'
                     '[%d]</span></span></span></span></a><span lang=RU> %s</span></p>\n</div>'
                     % (g, g, g, g, html.escape(t, quote=False)))
    notes.append('</div>')
    head = ('<html>\n\n<head>\n<meta http-equiv=Content-Type content="text/html; charset=windows-1251">\n'
            '<meta name=Generator content="Microsoft Word 14 (filtered)">\n<title>Правила на практике</title>\n<style>\n<!--\n'
            ' /* Font Definitions */\n @font-face\n\t{font-family:"Cambria Math";\n\tpanose-1:2 4 5 3 5 4 6 3 2 4;}\n'
            ' /* Style Definitions */\n p.MsoNormal, li.MsoNormal, div.MsoNormal\n\t{margin-top:0cm;margin-right:0cm;'
            'margin-bottom:10.0pt;margin-left:0cm;line-height:115%;font-size:11.0pt;font-family:"Times New Roman","serif";}\n'
            'h1\n\t{margin-top:24.0pt;font-size:14.0pt;font-family:"Times New Roman","serif";}\n'
            'p.MsoFootnoteText\n\t{margin:0cm;font-size:10.0pt;}\n span.MsoFootnoteReference\n\t{vertical-align:super;}\n'
            'p.MsoBodyText, p.MsoListParagraph, p.MsoListParagraphCxSpMiddle\n\t{margin-bottom:6.0pt;text-align:justify;'
            'font-size:11.0pt;font-family:"Times New Roman","serif";}\n'
            '@page WordSection1\n\t{size:419.6pt 595.3pt;margin:2.0cm 1.5cm 2.0cm 1.5cm;}\n'
            'div.WordSection1\n\t{page:WordSection1;}\n-->\n</style>\n\n</head>\n\n'
            '<body lang=RU link=blue vlink=purple>\n\n<div class=WordSection1>\n\n')
    page = head + '\n\n'.join(body) + '\n\n</div>\n\n' + '\n'.join(notes) + '\n\n</body>\n\n</html>\n'
    return ''.join(c if c.encode('cp1251', 'ignore') or c in '\n' else '&#%d;' % ord(c) for c in page).replace('\n', '\r\n')


# ---------------------------------------------------------------- Markdown for pandoc -t plain
def markdown(blocks):
    fn = footnotes_of(blocks)
    out = []
    def m(t):
        s = re.sub('\x00(\\d+)\x00', lambda x: '[^%s]' % x.group(1), t)
        return re.sub(r'([*_\\`])', r'\\\1', s)
    titles = [b['text'] for b in blocks if b['role'] == 'T']
    for b in blocks:
        r, t = b['role'], m(b['text'])
        if r == 'T':
            continue
        if r == 'F':
            if not out:
                out.append('\n\n'.join(titles))
            out.append('## ' + t)
        elif r in 'P+':
            out.append(t)
        elif r == 'L':
            out.append('# ПРАВИЛО %s (%s)' % (b['law'], b['title']))
        elif r == 'N':
            out.append('**%s/%d.** %s' % (b['law'], b['k'], t))
        elif r == 'A':
            out.append('%s\\) %s' % (b['letter'], t))
        elif r == 'Q':
            out.append('> *%s*' % t)
        elif r == 'R':
            out.append('**Примечание.** ' + t)
        elif r == 'E':
            out.append('***Пример %s***' % t)
        elif r == 'X':
            out.append('## ' + t)
        elif r == 'I':
            out.append(t)
        elif r == 'D':
            if out[-1].startswith('    '):
                out[-1] += '\n    ' + b['text']
            else:
                out.append('    ' + b['text'])
    out += ['[^%d]: %s' % (g, m(t)) for g, t in fn.items()]
    return '\n\n'.join(out) + '\n'


if __name__ == '__main__':
    cmd, out = sys.argv[1], sys.argv[2]
    bl = parse()
    if cmd == 'truth':
        Path(out).write_text(json.dumps(truth(bl), ensure_ascii=False, indent=1) + '\n', encoding='utf-8')
    elif cmd == 'part':
        t = truth(bl, sys.argv[3:])
        t['part'] = 'Laws ' + ', '.join(sys.argv[3:]) + ' only (the pages of the OCR rendering)'
        Path(out).write_text(json.dumps(t, ensure_ascii=False, indent=1) + '\n', encoding='utf-8')
    elif cmd == 'plain':
        Path(out).write_text(plain(bl), encoding='utf-8')
    elif cmd == 'docx':
        docx(bl, out)
    elif cmd == 'html':
        Path(out).write_text(chromium_html(bl), encoding='utf-8')
    elif cmd == 'mso':
        Path(out).write_text(mso_html(bl), encoding='utf-8')
    elif cmd == 'md':
        Path(out).write_text(markdown(bl), encoding='utf-8')
