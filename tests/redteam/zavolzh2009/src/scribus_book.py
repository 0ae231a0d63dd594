# Scribus 1.5.8 script: lays out the book from the windows-1251 HTML pages (src/html) on A5 pages
# and exports a PDF.  Run headless:  xvfb-run -a scribus -g -ns -py src/scribus_book.py
# Paths come from the environment: ZV_HTML (folder of pages), ZV_PDF (output PDF), ZV_SLA (saved document).
import os, re, html
import scribus

HTML = os.environ['ZV_HTML']
PDF = os.environ['ZV_PDF']
SLA = os.environ.get('ZV_SLA')
PAGES = ['index.htm', 'predislovie.htm', 'opredelenia.htm'] + ['glava%02d.htm' % n for n in (2, 3, 4, 5, 6, 7, 9, 10, 11)]

SERIF, BOLD, ITAL = 'DejaVu Serif Book', 'DejaVu Serif Bold', 'DejaVu Serif Italic'
W, H = 148.0, 210.0
FX, FY, FW, FH = 14.0, 17.0, 120.0, 176.0


def read_page(fn):
    raw = open(os.path.join(HTML, fn), 'rb').read().decode('cp1251')
    body = raw.split('<hr>', 1)[1].rsplit('<hr>', 1)[0]          # between the navigation bars
    out = []   # (style, text, boldlen)
    for m in re.finditer(r'<(p|h1|h2|h3|h4)(?: class="([^"]*)")?>(.*?)</\1>|<tr>(.*?)</tr>', body, re.S):
        if m.group(4) is not None:
            cells = [html.unescape(re.sub(r'<[^>]+>', '', c)) for c in re.findall(r'<t[hd]>(.*?)</t[hd]>', m.group(4))]
            out.append(('Tabl', '\t'.join(cells), 0))
            continue
        tag, cls, inner = m.group(1), m.group(2) or '', m.group(3)
        bold = 0
        b = re.match(r'<b>(.*?)</b>', inner)
        if cls == 'term' and b:
            bold = len(html.unescape(b.group(1)))
        text = html.unescape(re.sub(r'<[^>]+>', '', inner))
        style = {'h1': 'TitBig', 'h2': 'Zag', 'h3': 'Pravilo', 'h4': 'Nazv'}.get(tag)
        if tag == 'p':
            style = {'term': 'Term', 'razdel': 'Razdel', 'podp': 'Podp', 'podp2': 'Podp2', 'snoska': 'Snoska',
                     'txt': 'Txt', 'punkt': 'Txt'}.get(cls, 'Txt')
            if cls.startswith('t-'):
                style = 'Tit'
        if fn == 'index.htm' and tag == 'h1':
            style = 'TitBig'
        out.append((style, text, bold))
    return out


def styles():
    scribus.createCharStyle(name='cs_text', font=SERIF, fontsize=9.0, language='ru_RU')
    scribus.createCharStyle(name='cs_small', font=SERIF, fontsize=7.5, language='ru_RU')
    scribus.createCharStyle(name='cs_bold', font=BOLD, fontsize=9.0, language='ru_RU')
    scribus.createCharStyle(name='cs_boldbig', font=BOLD, fontsize=11.0, language='ru_RU')
    scribus.createCharStyle(name='cs_title', font=BOLD, fontsize=15.0, language='ru_RU')
    scribus.createCharStyle(name='cs_head', font=ITAL, fontsize=7.5, language='ru_RU')
    P = scribus.createParagraphStyle
    P(name='Txt', linespacingmode=0, linespacing=11.0, alignment=3, firstindent=4.0, charstyle='cs_text')
    P(name='Term', linespacingmode=0, linespacing=10.5, alignment=3, firstindent=0.0, gapafter=1.0, charstyle='cs_text')
    P(name='Podp', linespacingmode=0, linespacing=11.0, alignment=3, leftmargin=6.0, charstyle='cs_text')
    P(name='Podp2', linespacingmode=0, linespacing=11.0, alignment=0, leftmargin=10.0, charstyle='cs_text')
    P(name='Razdel', linespacingmode=0, linespacing=11.0, alignment=0, gapbefore=3.0, charstyle='cs_bold')
    P(name='Pravilo', linespacingmode=0, linespacing=13.0, alignment=1, gapbefore=8.0, charstyle='cs_boldbig')
    P(name='Nazv', linespacingmode=0, linespacing=12.0, alignment=1, gapafter=3.0, charstyle='cs_bold')
    P(name='Zag', linespacingmode=0, linespacing=15.0, alignment=1, gapafter=4.0, charstyle='cs_boldbig')
    P(name='Snoska', linespacingmode=0, linespacing=9.0, alignment=0, gapbefore=2.0, charstyle='cs_small')
    P(name='Tabl', linespacingmode=0, linespacing=11.0, alignment=0, leftmargin=8.0, charstyle='cs_text')
    P(name='Tit', linespacingmode=0, linespacing=14.0, alignment=1, gapafter=10.0, charstyle='cs_text')
    P(name='TitBig', linespacingmode=0, linespacing=20.0, alignment=1, gapbefore=30.0, gapafter=14.0, charstyle='cs_title')
    P(name='Head', linespacingmode=0, linespacing=9.0, alignment=1, charstyle='cs_head')
    P(name='Num', linespacingmode=0, linespacing=9.0, alignment=1, charstyle='cs_text')


def master(name, head, align):
    scribus.createMasterPage(name)
    scribus.editMasterPage(name)
    if head:
        h = scribus.createText(FX, 9.0, FW, 5.0)
        scribus.setText(head, h)
        scribus.selectText(0, len(head), h)
        scribus.setParagraphStyle('Head', h)
        scribus.setTextAlignment(align, h)
        ln = scribus.createLine(FX, 14.5, FX + FW, 14.5)
        scribus.setLineWidth(0.4, ln)
        n = scribus.createText(FX, 197.0, FW, 5.0)
        scribus.setText('\x1e', n)
        scribus.selectText(0, 1, n)
        scribus.setParagraphStyle('Num', n)
        scribus.setTextAlignment(align, n)
    scribus.closeMasterPage()


def fill(frame, paras):
    text = '\n'.join(p[1] for p in paras)
    scribus.setText(text, frame)
    pos = 0
    for style, t, bold in paras:
        scribus.selectText(pos, max(len(t), 1), frame)
        scribus.setParagraphStyle(style, frame)
        if bold:
            scribus.selectText(pos, bold, frame)
            scribus.setCharacterStyle('cs_bold', frame)
        pos += len(t) + 1


def story(paras, odd_master, cols=1):
    """start a new page, flow the paras through linked frames on as many pages as needed"""
    def add_page():
        n = scribus.pageCount() + 1
        scribus.newPage(-1, odd_master if n % 2 else 'Chetnaya')
        scribus.gotoPage(n)
        f = scribus.createText(FX, FY, FW, FH)
        if cols > 1:
            scribus.setColumns(cols, f)
            scribus.setColumnGap(5.0, f)
        return f
    first = add_page()
    fill(first, paras)
    if cols > 1:
        try:
            scribus.hyphenateText(first)      # Russian hyphenation in the two-column Definitions
        except Exception as e:
            print('hyphenation failed:', e)
    last = first
    scribus.layoutTextChain(first)
    guard = 0
    while scribus.textOverflows(last) and guard < 200:
        f = add_page()
        scribus.linkTextFrames(last, f)
        scribus.layoutTextChain(first)
        last = f
        guard += 1


def main():
    scribus.newDocument(scribus.PAPER_A5_MM, (FX, W - FX - FW, FY, H - FY - FH), scribus.PORTRAIT, 1,
                        scribus.UNIT_MILLIMETERS, scribus.PAGE_1, 0, 1)
    scribus.setInfo('Заволжская краевая федерация бриджа', 'Международные правила дуплетного бриджа. Редакция 2007 года',
                    'Избранные правила, перевод 2009 г.')
    styles()
    master('Titul', None, 0)
    master('Chetnaya', 'Международные правила дуплетного бриджа · Редакция 2007 года', scribus.ALIGN_LEFT)
    heads = {'predislovie.htm': 'Предисловие', 'opredelenia.htm': 'Глава I. Определения'}
    pages = {fn: read_page(fn) for fn in PAGES}
    for fn in PAGES[3:]:
        p = pages[fn]
        heads[fn] = p[0][1].replace('ГЛАВА', 'Глава') + '. ' + p[1][1].capitalize()
    for i, fn in enumerate(PAGES[1:]):
        master('Nech%d' % i, heads[fn], scribus.ALIGN_RIGHT)
    scribus.applyMasterPage('Titul', 1)
    scribus.gotoPage(1)
    t = scribus.createText(FX, FY, FW, FH)
    fill(t, pages['index.htm'])
    for i, fn in enumerate(PAGES[1:]):
        story(pages[fn], 'Nech%d' % i, cols=2 if fn == 'opredelenia.htm' else 1)
    if SLA:
        scribus.saveDocAs(SLA)
    pdf = scribus.PDFfile()
    pdf.file = PDF
    pdf.fontEmbedding = 0
    pdf.fonts = [SERIF, BOLD, ITAL]
    pdf.subsetList = [SERIF, BOLD, ITAL]
    pdf.version = 14
    pdf.info = 'Международные правила дуплетного бриджа 2007 — ЗКФБ, 2009'
    pdf.save()
    print('PAGES', scribus.pageCount())


main()
