"""club_word.htm: what Word 2003 «Сохранить как веб-страницу» writes for the autonumbered .doc:
windows-1251, mso styles, <p class=MsoNormal>, headings as bold paragraphs, list labels inside
<![if !supportLists]> … <![endif]> with mso-list:Ignore, &nbsp; runs, Latin letters in <span lang=EN-US>,
Word footnotes ([1] … in <div style='mso-element:footnote-list'>), page breaks <br clear=all style='page-break-before:always'>."""
import sys, re
from html import escape as _esc
import book

blocks = book.parse()
fn_text = {(b['law'], b['n']): ' '.join(b['paras']) for b in blocks if b['tag'] == 'fn'}
count = [0]
footnotes = []


def esc(s):
    return _esc(s, quote=False)


LATIN = re.compile(r'([A-Za-z][A-Za-z0-9()]*)')


def spans(s):
    """Word tags runs of Latin letters with their own language"""
    out = []
    for k, part in enumerate(LATIN.split(s)):
        if not part:
            continue
        if k % 2:
            out.append("</span><span lang=EN-US>%s</span><span lang=RU>" % esc(part))
        else:
            out.append(esc(part))
    return '<span lang=RU>' + ''.join(out) + '</span>'


def rich(s, law):
    out = []
    for k, part in enumerate(book.FN_MARK.split(s)):
        if k % 2 == 0:
            if part:
                out.append(spans(part))
        else:
            count[0] += 1
            n = count[0]
            out.append("<a style='mso-footnote-id:ftn%d' href=\"#_ftn%d\" name=\"_ftnref%d\" title=\"\"><span class=MsoFootnoteReference>"
                       "<span lang=RU><span style='mso-special-character:footnote'><![if !supportFootnotes]>[%d]<![endif]></span></span></span></a>"
                       % (n, n, n, n))
            footnotes.append("<div style='mso-element:footnote' id=ftn%d>\n\n<p class=MsoFootnoteText><a style='mso-footnote-id:ftn%d' href=\"#_ftnref%d\" name=\"_ftn%d\" title=\"\">"
                             "<span class=MsoFootnoteReference><span style='mso-special-character:footnote'><![if !supportFootnotes]>[%d]<![endif]></span></span></a>"
                             " %s</p>\n\n</div>\n" % (n, n, n, n, n, spans(fn_text[(law, int(part))])))
    return ''.join(out)


lists = [0]


def li(label, text, level, law, lfo):
    left = {1: 18.0, 2: 39.3, 3: 60.6}[level]
    gap = '&nbsp;' * {1: 6, 2: 3, 3: 2}[level]
    return ("<p class=MsoNormal style='margin-left:%.1fpt;text-align:justify;text-indent:-18.0pt;\nmso-list:l%d level%d lfo%d;tab-stops:list %.1fpt'>"
            "<![if !supportLists]><span lang=RU><span style='mso-list:Ignore'>%s<span\nstyle='font:7.0pt \"Times New Roman\"'>%s </span></span></span><![endif]>%s<o:p></o:p></p>\n\n"
            % (left, lfo - 1, level, lfo, left, esc(label), gap, rich(text, law)))


HEAD = '''<html xmlns:v="urn:schemas-microsoft-com:vml"
xmlns:o="urn:schemas-microsoft-com:office:office"
xmlns:w="urn:schemas-microsoft-com:office:word"
xmlns="http://www.w3.org/TR/REC-html40">

<head>
<meta http-equiv=Content-Type content="text/html; charset=windows-1251">
<meta name=ProgId content=Word.Document>
<meta name=Generator content="Microsoft Word 11">
<meta name=Originator content="Microsoft Word 11">
<link rel=File-List href="club_word.files/filelist.xml">
<title>Избранные правила для судьи клуба</title>
<!--[if gte mso 9]><xml>
 <o:DocumentProperties>
  <o:Author>Клуб «Тройка»</o:Author>
  <o:LastAuthor>Samokhin</o:LastAuthor>
  <o:Revision>14</o:Revision>
  <o:Created>2007-03-11T18:02:00Z</o:Created>
  <o:LastSaved>2007-04-02T21:47:00Z</o:LastSaved>
  <o:Pages>24</o:Pages>
  <o:Company>Home</o:Company>
  <o:Version>11.5606</o:Version>
 </o:DocumentProperties>
</xml><![endif]--><!--[if gte mso 9]><xml>
 <w:WordDocument>
  <w:HyphenationZone>21</w:HyphenationZone>
  <w:PunctuationKerning/>
  <w:ValidateAgainstSchemas/>
  <w:BrowserLevel>MicrosoftInternetExplorer4</w:BrowserLevel>
 </w:WordDocument>
</xml><![endif]-->
<style>
<!--
 /* Font Definitions */
 @font-face
	{font-family:Tahoma;
	panose-1:2 11 6 4 3 5 4 4 2 4;
	mso-font-charset:204;
	mso-generic-font-family:swiss;
	mso-font-pitch:variable;}
 /* Style Definitions */
 p.MsoNormal, li.MsoNormal, div.MsoNormal
	{mso-style-parent:"";
	margin-top:0cm;
	margin-right:0cm;
	margin-bottom:3.0pt;
	margin-left:0cm;
	mso-pagination:widow-orphan;
	font-size:12.0pt;
	font-family:"Times New Roman";
	mso-fareast-font-family:"Times New Roman";}
p.MsoFootnoteText, li.MsoFootnoteText, div.MsoFootnoteText
	{mso-style-noshow:yes;
	margin:0cm;
	margin-bottom:.0001pt;
	mso-pagination:widow-orphan;
	font-size:10.0pt;
	font-family:"Times New Roman";}
p.MsoHeader, li.MsoHeader, div.MsoHeader
	{margin:0cm;
	margin-bottom:.0001pt;
	mso-pagination:widow-orphan;
	tab-stops:center 233.85pt right 467.75pt;
	font-size:12.0pt;
	font-family:"Times New Roman";}
span.MsoFootnoteReference
	{mso-style-noshow:yes;
	vertical-align:super;}
@page Section1
	{size:595.3pt 841.9pt;
	margin:2.0cm 42.5pt 2.0cm 70.9pt;
	mso-header-margin:35.4pt;
	mso-footer-margin:35.4pt;
	mso-header:url("club_word.files/header.htm") h1;
	mso-footer:url("club_word.files/header.htm") f1;
	mso-paper-source:0;}
div.Section1
	{page:Section1;}
 /* List Definitions */
%(lists)s
ol
	{margin-bottom:0cm;}
ul
	{margin-bottom:0cm;}
-->
</style>
</head>

<body lang=RU style='tab-interval:35.4pt'>

<div class=Section1>

'''

body = []
law = ''
lfo = 0
for b in blocks:
    t = b['tag']
    if t == 'front':
        for k, s in enumerate(b['paras']):
            if k == 0:
                body.append("<p class=MsoNormal align=center style='text-align:center'><b><span lang=RU style='font-size:20.0pt'>%s<o:p></o:p></span></b></p>\n\n" % esc(s))
                body.append("<p class=MsoNormal align=center style='text-align:center'><span lang=RU><o:p>&nbsp;</o:p></span></p>\n\n")
            else:
                body.append("<p class=MsoNormal align=center style='text-align:center'><span lang=RU style='font-size:13.0pt'>%s<o:p></o:p></span></p>\n\n" % esc(s))
    elif t == 'preface':
        body.append("<b><span lang=RU style='font-size:12.0pt;font-family:\"Times New Roman\";mso-fareast-font-family:\"Times New Roman\";mso-ansi-language:RU;mso-fareast-language:RU;mso-bidi-language:AR-SA'><br clear=all style='page-break-before:always'>\n</span></b>\n\n")
        body.append("<p class=MsoNormal align=center style='text-align:center'><b><span lang=RU>%s<o:p></o:p></span></b></p>\n\n" % esc(b['heading']))
        for s in b['paras']:
            body.append("<p class=MsoNormal style='text-align:justify;text-indent:1.0cm'>%s<o:p></o:p></p>\n\n" % rich(s, ''))
    elif t == 'defs':
        body.append("<p class=MsoNormal align=center style='text-align:center'><b><span lang=RU>%s<o:p></o:p></span></b></p>\n\n" % esc(b['heading']))
    elif t == 'term':
        sep = esc(b['sep']).replace(' ', '&nbsp;', 1) if b['sep'].startswith(' ') else esc(b['sep'])
        body.append("<p class=MsoNormal style='text-align:justify'><b><span lang=RU>%s</span></b><span lang=RU>%s</span>%s<o:p></o:p></p>\n\n"
                    % (esc(b['term']), sep, rich(b['paras'][0], '')))
    elif t == 'chapter':
        body.append("<span lang=RU style='font-size:12.0pt;font-family:\"Times New Roman\";mso-fareast-font-family:\"Times New Roman\";mso-ansi-language:RU;mso-fareast-language:RU;mso-bidi-language:AR-SA'><br clear=all style='page-break-before:always'>\n</span>\n\n")
        body.append("<p class=MsoNormal align=center style='margin-bottom:12.0pt;text-align:center'><b><span lang=RU style='font-size:14.0pt'>Глава %s. %s<o:p></o:p></span></b></p>\n\n"
                    % (b['number'], esc(b['title'])))
    elif t == 'law':
        law = b['n']
        head = 'ПРАВИЛО&nbsp;%s – %s' % (b['n'], esc(b['title']))
        if b['inline']:
            body.append("<p class=MsoNormal style='margin-top:12.0pt;text-align:justify;page-break-after:avoid'><b><span lang=RU>%s.</span></b>%s<o:p></o:p></p>\n\n"
                        % (head, rich(' ' + b['paras'][0], law)))
            rest = b['paras'][1:]
        else:
            body.append("<p class=MsoNormal align=center style='margin-top:12.0pt;text-align:center;page-break-after:avoid'><b><span lang=RU>%s<o:p></o:p></span></b></p>\n\n" % head)
            rest = b['paras']
        for s in rest:
            body.append("<p class=MsoNormal style='text-align:justify'>%s<o:p></o:p></p>\n\n" % rich(s, law))
        lfo += 1
    elif t == 'sec':
        body.append("<p class=MsoNormal style='margin-top:6.0pt;text-align:justify;page-break-after:avoid'><b>%s<o:p></o:p></b></p>\n\n"
                    % spans('%s. %s' % (b['label'], b['title'])))
        for s in b['paras']:
            body.append("<p class=MsoNormal style='text-align:justify'>%s<o:p></o:p></p>\n\n" % rich(s, law))
        lfo += 1
    elif t == 'item':
        body.append(li(b['label'] + '.', b['paras'][0] if b['paras'] else '', 1, law, lfo))
        for s in b['paras'][1:]:
            body.append("<p class=MsoNormal style='margin-left:18.0pt;text-align:justify'>%s<o:p></o:p></p>\n\n" % rich(s, law))
    elif t == 'sub':
        body.append(li('(%s)' % b['label'].translate(book.CYR2LAT), b['paras'][0], 2, law, lfo))
    elif t == 'subsub':
        body.append(li('(%s)' % b['label'], b['paras'][0], 3, law, lfo))

LIST = '''@list l%d
	{mso-list-id:%d;
	mso-list-type:hybrid;
	mso-list-template-ids:-1539415022 68747279 68747289 68747291;}
@list l%d:level1
	{mso-level-text:"%%1\\.";
	mso-level-tab-stop:18.0pt;
	mso-level-number-position:left;
	margin-left:18.0pt;
	text-indent:-18.0pt;}
@list l%d:level2
	{mso-level-number-format:alpha-lower;
	mso-level-text:"\\(%%2\\)";
	mso-level-tab-stop:39.3pt;
	mso-level-number-position:left;
	margin-left:39.3pt;
	text-indent:-18.0pt;}
@list l%d:level3
	{mso-level-number-format:roman-lower;
	mso-level-text:"\\(%%3\\)";
	mso-level-tab-stop:60.6pt;
	mso-level-number-position:right;
	margin-left:60.6pt;
	text-indent:-9.0pt;}
'''
lists_css = ''.join(LIST % (k, 100200300 + k, k, k, k) for k in range(lfo))
html = HEAD % {'lists': lists_css} + ''.join(body)
html += "</div>\n\n<div style='mso-element:footnote-list'><![if !supportFootnotes]><br clear=all>\n\n<hr align=left size=1 width=\"33%\">\n\n<![endif]>\n\n"
html += ''.join(footnotes) + "\n</div>\n\n</body>\n\n</html>\n"
import textwrap
# Word hard-wraps the saved HTML at about 76 columns (a line break there is just whitespace)
html = '\n'.join(textwrap.fill(line, 76, break_long_words=False, break_on_hyphens=False) if len(line) > 76 and not line.startswith(('@', ' ', '\t')) else line
                 for line in html.split('\n'))
html = html.replace('\n', '\r\n')
open(sys.argv[1], 'wb').write(html.encode('cp1251'))
print('footnotes', count[0], 'lists', lfo)
