"""Build the working copy in LibreOffice through Python-UNO and save/export the renderings.

Usage: /usr/bin/python3 make_doc.py PORT OUTDIR   (soffice --headless --accept=... must be listening)
The document is built in a hidden view. (With Debian's libreoffice-writer-nogui a view crashes as soon as a
comment window is needed -- the .ui files are not shipped -- and a model without a view has no layout, so the
TOC update crashes: the build therefore uses Debian's libreoffice-writer 7.4.7, same version, run headless.)
"""
import sys, os, json, time, datetime
import uno
from com.sun.star.beans import PropertyValue
import srcparse

PORT, OUT = sys.argv[1], os.path.abspath(sys.argv[2])
HERE = os.path.dirname(os.path.abspath(__file__))
REV = {1: ('Ирина', 'Соколова'), 2: ('Павел', 'Громов')}
INIT = {1: 'ИС', 2: 'ПГ'}


def pv(n, v):
    p = PropertyValue(); p.Name = n; p.Value = v; return p


local = uno.getComponentContext()
res = local.ServiceManager.createInstanceWithContext('com.sun.star.bridge.UnoUrlResolver', local)
for _ in range(60):
    try:
        ctx = res.resolve(f'uno:socket,host=127.0.0.1,port={PORT};urp;StarOffice.ComponentContext'); break
    except Exception:
        time.sleep(0.5)
smgr = ctx.ServiceManager
cp = smgr.createInstanceWithContext('com.sun.star.configuration.ConfigurationProvider', ctx)


def set_author(rev):
    g, s = REV[rev]
    ua = cp.createInstanceWithArguments('com.sun.star.configuration.ConfigurationUpdateAccess',
                                        (pv('nodepath', '/org.openoffice.UserProfile/Data'),))
    ua.setPropertyValue('givenname', g); ua.setPropertyValue('sn', s); ua.commitChanges()


set_author(1)
desk = smgr.createInstanceWithContext('com.sun.star.frame.Desktop', ctx)
doc = desk.loadComponentFromURL('private:factory/swriter', '_blank', 0, (pv('Hidden', True),))
PB = uno.getConstantByName('com.sun.star.text.ControlCharacter.PARAGRAPH_BREAK')
text = doc.Text
cur = text.createTextCursor()
BASEDATE = datetime.datetime(2026, 11, 20, 9, 30)
ncom = [0]


def udt(dt):
    d = uno.createUnoStruct('com.sun.star.util.DateTime')
    d.Year, d.Month, d.Day, d.Hours, d.Minutes = dt.year, dt.month, dt.day, dt.hour, dt.minute
    return d


def record(on, rev=None):
    if on:
        set_author(rev)
    doc.RecordChanges = on


def annotate(t, c, rev, content):
    a = doc.createInstance('com.sun.star.text.textfield.Annotation')
    a.Author = ' '.join(REV[rev]); a.Initials = INIT[rev]; a.Content = content
    ncom[0] += 1
    a.DateTimeValue = udt(BASEDATE + datetime.timedelta(hours=3 * ncom[0]))
    t.insertTextContent(c, a, not c.isCollapsed())


def put(t, c, s):
    t.insertString(c, s, False)


def render(t, c, segs):
    for sg in segs:
        k = sg[0]
        if k == 't':
            put(t, c, sg[1])
        elif k == 'ref':
            put(t, c, sg[1])
        elif k == 'ins':
            record(True, sg[1]); put(t, c, sg[2]); record(False)
        elif k == 'del':
            put(t, c, sg[2])
            c.goLeft(len(sg[2]), True)
            record(True, sg[1]); c.setString(''); record(False)
            c.gotoEnd(False)
        elif k == 'com':
            _, rev, anchor, comment, reply = sg
            if anchor:
                put(t, c, anchor); c.goLeft(len(anchor), False); c.goRight(len(anchor), True)
            annotate(t, c, rev, comment)
            if reply:
                # LibreOffice 7.4's API has no threaded replies: the reply is a second comment on the same range
                if anchor:
                    c.gotoEnd(False); c.goLeft(len(anchor), False); c.goRight(len(anchor), True)
                annotate(t, c, 3 - rev, reply)
            c.gotoEnd(False)
        elif k == 'fn':
            fn = doc.createInstance('com.sun.star.text.Footnote')
            t.insertTextContent(c, fn, False)
            fc = fn.createTextCursor(); fc.gotoEnd(False)
            render(fn, fc, sg[1])
        elif k == 'pg':
            f = doc.createInstance('com.sun.star.text.textfield.GetReference')
            f.ReferenceFieldSource = uno.getConstantByName('com.sun.star.text.ReferenceFieldSource.BOOKMARK')
            f.SourceName = sg[1]
            f.ReferenceFieldPart = uno.getConstantByName('com.sun.star.text.ReferenceFieldPart.PAGE')
            t.insertTextContent(c, f, False)


STYLE = {'TITLE': 'Title', 'FRONT': 'Heading 1', 'DEF': 'Heading 1', 'CH': 'Heading 1', 'LAW': 'Heading 2',
         'SEC': 'Heading 3', 'P': 'Text Body', 'IT': 'Text Body', 'SUB': 'Text Body', 'SUBI': 'Text Body',
         'TERM': 'Text Body', 'HIDDEN': 'Text Body'}
INDENT = {'SUB': 800, 'SUBI': 1600, 'IT': 0}
paras = srcparse.parse(os.path.join(HERE, 'book.src'))
first = True
for p in paras:
    tag = p['tag']
    if tag == 'TOC':
        toc = doc.createInstance('com.sun.star.text.ContentIndex')
        toc.Title = 'Содержание'; toc.CreateFromOutline = True; toc.Level = 2
        text.insertControlCharacter(cur, PB, False)
        text.insertTextContent(cur, toc, False)
        cur.gotoEnd(False)
        continue
    if tag == 'TABLE':
        rows = [r.split('|') for r in srcparse.accepted(p['segs']).split(';')]
        tbl = doc.createInstance('com.sun.star.text.TextTable')
        tbl.initialize(len(rows), len(rows[0]))
        text.insertControlCharacter(cur, PB, False)
        text.insertTextContent(cur, tbl, False)
        for i, r in enumerate(rows):
            for j, v in enumerate(r):
                tbl.getCellByName(chr(65 + j) + str(i + 1)).setString(v)
        cur.gotoEnd(False)
        continue
    # paragraph
    whole = p['whole']
    if first:
        first = False
        start_pos = None
    else:
        if whole and whole[0] == '+':
            record(True, whole[1]); text.insertControlCharacter(cur, PB, False); record(False)
        else:
            text.insertControlCharacter(cur, PB, False)
    cur.ParaStyleName = STYLE[tag]
    cur.ParaLeftMargin = INDENT.get(tag, 0)
    cur.CharHidden = (tag == 'HIDDEN')
    if tag in ('FRONT', 'DEF'):
        cur.BreakType = uno.Enum('com.sun.star.style.BreakType', 'PAGE_BEFORE')
    else:
        cur.BreakType = uno.Enum('com.sun.star.style.BreakType', 'NONE')
    if tag == 'TITLE':
        cur.ParaAdjust = uno.Enum('com.sun.star.style.ParagraphAdjust', 'CENTER')
    if tag == 'LAW':
        num = srcparse.accepted(p['segs']).split()[1].rstrip('.')
        bm = doc.createInstance('com.sun.star.text.Bookmark'); bm.Name = 'law' + num
        text.insertTextContent(cur, bm, False); cur.gotoEnd(False)
    if whole and whole[0] == '+':
        record(True, whole[1]); put(text, cur, srcparse.accepted(p['segs'])); record(False)
    elif whole and whole[0] == '-':
        s = srcparse.accepted(p['segs'])
        put(text, cur, s)
        cur.goLeft(len(s) + 1, True)   # the paragraph break before it and its words
        record(True, whole[1]); cur.setString(''); record(False); cur.gotoEnd(False)
    else:
        render(text, cur, p['segs'])
    if tag == 'HIDDEN':
        cur.gotoStartOfParagraph(True); cur.CharHidden = True; cur.gotoEnd(False)
        # the next paragraph must not inherit it
    cur.CharHidden = False

# page style: A4, header, footer "стр. N из M"
ps = doc.StyleFamilies.getByName('PageStyles').getByName('Standard')
ps.Width, ps.Height = 21000, 29700
ps.HeaderIsOn = True
ps.HeaderText.setString('ПРОЕКТ — не для распространения')
ps.FooterIsOn = True
ft = ps.FooterText; fc = ft.createTextCursor()
fc.ParaAdjust = uno.Enum('com.sun.star.style.ParagraphAdjust', 'CENTER')
ft.insertString(fc, 'стр. ', False)
pn = doc.createInstance('com.sun.star.text.textfield.PageNumber')
pn.NumberingType = 4; pn.SubType = uno.Enum('com.sun.star.text.PageNumberType', 'CURRENT')
ft.insertTextContent(fc, pn, False)
ft.insertString(fc, ' из ', False)
pc = doc.createInstance('com.sun.star.text.textfield.PageCount'); pc.NumberingType = 4
ft.insertTextContent(fc, pc, False)

dp = doc.DocumentProperties
dp.Title = 'Международные законы спортивного бриджа 2017 года — рабочий экземпляр'
dp.Author = 'Комиссия по правилам ПФСБ'
set_author(1)


def refresh():
    doc.getDocumentIndexes().getByIndex(0).update()
    doc.getTextFields().refresh()
    doc.refresh()


def pages():
    r = {}
    en = doc.getTextFields().createEnumeration()
    while en.hasMoreElements():
        f = en.nextElement()
        if f.supportsService('com.sun.star.text.textfield.GetReference'):
            r[f.SourceName] = f.getPresentation(False)
    return r


info = {}
# the reviewers look at the "final" view (changes recorded but not shown); fields and TOC laid out so
disp = smgr.createInstanceWithContext('com.sun.star.frame.DispatchHelper', ctx)
frame = doc.getCurrentController().getFrame()
doc.setPropertyValue('ShowChanges', False)
disp.executeDispatch(frame, '.uno:ShowTrackedChanges', '', 0, (pv('ShowTrackedChanges', False),))
refresh(); refresh()
info['a4'] = pages()
base = os.path.join(OUT, 'rt29book')
doc.storeToURL(uno.systemPathToFileUrl(base + '.odt'), (pv('FilterName', 'writer8'),))
doc.storeToURL(uno.systemPathToFileUrl(base + '.docx'), (pv('FilterName', 'MS Word 2007 XML'),))
doc.storeToURL(uno.systemPathToFileUrl(base + '.doc'), (pv('FilterName', 'MS Word 97'),))
doc.storeToURL(uno.systemPathToFileUrl(base + '.rtf'), (pv('FilterName', 'Rich Text Format'),))



def pdf(name, fdata):
    doc.storeToURL(uno.systemPathToFileUrl(os.path.join(OUT, name)),
                   (pv('FilterName', 'writer_pdf_Export'), pv('FilterData', uno.Any('[]com.sun.star.beans.PropertyValue', tuple(fdata)))))


pdf('rt29book_a4_margin.pdf', [pv('ExportNotesInMargin', True), pv('ExportNotes', False)])
ps.Width, ps.Height = 14800, 21000
ps.LeftMargin = ps.RightMargin = 1500
refresh(); refresh()
info['a5'] = pages()
pdf('rt29book_a5_notes.pdf', [pv('ExportNotes', True), pv('ExportNotesInMargin', False)])
json.dump(info, open(os.path.join(OUT, 'pagerefs.json'), 'w'), ensure_ascii=False, indent=1)
doc.close(True)
print('built', info)
