#!/usr/bin/env python3
"""Make src/reference.docx for pandoc from pandoc's own default reference.docx:
A4 page, DejaVu Serif 10.5 pt, Russian language, justified body text, automatic hyphenation on,
a running head with the book's short title and a centred page number in the footer.

Usage: python3 make_reference.py default_reference.docx reference.docx
"""
import re, sys, zipfile

W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" ' \
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'

HEADER = f'''<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:hdr {W}><w:p><w:pPr><w:pStyle w:val="Header"/><w:pBdr><w:bottom w:val="single" w:sz="4" w:space="1" w:color="808080"/></w:pBdr><w:jc w:val="right"/></w:pPr>
<w:r><w:rPr><w:i/><w:sz w:val="17"/></w:rPr><w:t xml:space="preserve">Правила в судейской практике · комментарий к Правилам 2017 г.</w:t></w:r></w:p></w:hdr>'''

FOOTER = f'''<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:ftr {W}><w:p><w:pPr><w:pStyle w:val="Footer"/><w:jc w:val="center"/></w:pPr>
<w:r><w:rPr><w:sz w:val="18"/></w:rPr><w:fldChar w:fldCharType="begin"/></w:r>
<w:r><w:rPr><w:sz w:val="18"/></w:rPr><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r>
<w:r><w:rPr><w:sz w:val="18"/></w:rPr><w:fldChar w:fldCharType="separate"/></w:r>
<w:r><w:rPr><w:sz w:val="18"/></w:rPr><w:t>1</w:t></w:r>
<w:r><w:rPr><w:sz w:val="18"/></w:rPr><w:fldChar w:fldCharType="end"/></w:r></w:p></w:ftr>'''

SECT = ('<w:sectPr><w:headerReference w:type="default" r:id="rIdHdr1"/>'
        '<w:footerReference w:type="default" r:id="rIdFtr1"/>'
        '<w:pgSz w:w="11906" w:h="16838"/>'
        '<w:pgMar w:top="1418" w:right="1134" w:bottom="1304" w:left="1418" w:header="709" w:footer="624" w:gutter="0"/>'
        '</w:sectPr>')


def styles(s):
    s = s.replace('<w:lang w:val="en-US" w:eastAsia="en-US" w:bidi="ar-SA" />',
                  '<w:lang w:val="ru-RU" w:eastAsia="en-US" w:bidi="ar-SA" />')
    s = s.replace('<w:rFonts w:asciiTheme="minorHAnsi" w:eastAsiaTheme="minorHAnsi" w:hAnsiTheme="minorHAnsi" w:cstheme="minorBidi" />',
                  '<w:rFonts w:ascii="DejaVu Serif" w:hAnsi="DejaVu Serif" w:eastAsia="DejaVu Serif" w:cs="DejaVu Serif" />', 1)
    s = s.replace('<w:sz w:val="24" />\n        <w:szCs w:val="24" />', '<w:sz w:val="21" />\n        <w:szCs w:val="21" />', 1)
    # headings and title: same serif family, dark colour
    s = s.replace('<w:rFonts w:asciiTheme="majorHAnsi" w:eastAsiaTheme="majorEastAsia" w:hAnsiTheme="majorHAnsi" w:cstheme="majorBidi" />',
                  '<w:rFonts w:ascii="DejaVu Serif" w:hAnsi="DejaVu Serif" w:eastAsia="DejaVu Serif" w:cs="DejaVu Serif" />')
    s = re.sub(r'<w:color w:val="[0-9A-F]{6}" w:themeColor="accent1"( w:themeShade="B5")? />', '<w:color w:val="222222" />', s)

    def body(m):
        st = m.group(0)
        if '<w:pPr>' in st:
            return st.replace('<w:pPr>', '<w:pPr>\n      <w:jc w:val="both" />', 1)
        return st.replace('<w:qFormat />', '<w:qFormat />\n    <w:pPr><w:jc w:val="both" /></w:pPr>', 1)
    for sid in ('BodyText', 'FirstParagraph', 'Compact', 'BlockText', 'FootnoteText'):
        s = re.sub(r'<w:style [^>]*w:styleId="%s".*?</w:style>' % sid, body, s, count=1, flags=re.S)
    s = s.replace('<w:spacing w:before="180" w:after="180" />', '<w:spacing w:before="60" w:after="100" />', 1)
    return s


def main(src, dst):
    zin = zipfile.ZipFile(src)
    zout = zipfile.ZipFile(dst, 'w', zipfile.ZIP_DEFLATED)
    for info in zin.infolist():
        data = zin.read(info.filename)
        n = info.filename
        if n == 'word/styles.xml':
            data = styles(data.decode()).encode()
        elif n == 'word/settings.xml':
            t = data.decode().replace('<w:defaultTabStop w:val="720" />',
                                      '<w:autoHyphenation />\n  <w:defaultTabStop w:val="720" />')
            t = t.replace('<w:themeFontLang w:val="en-US" />', '<w:themeFontLang w:val="ru-RU" />')
            data = t.encode()
        elif n == 'word/document.xml':
            t = data.decode()
            t = re.sub(r'<w:sectPr.*?</w:sectPr>|<w:sectPr\s*/>', '', t, flags=re.S)
            t = t.replace('</w:body>', SECT + '</w:body>')
            data = t.encode()
        elif n == 'word/_rels/document.xml.rels':
            t = data.decode().replace('</Relationships>',
                '<Relationship Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Id="rIdHdr1" Target="header1.xml" />'
                '<Relationship Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" Id="rIdFtr1" Target="footer1.xml" />'
                '</Relationships>')
            data = t.encode()
        elif n == '[Content_Types].xml':
            t = data.decode().replace('</Types>',
                '<Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/>'
                '<Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/>'
                '</Types>')
            data = t.encode()
        zout.writestr(info, data)
    zout.writestr('word/header1.xml', HEADER)
    zout.writestr('word/footer1.xml', FOOTER)
    zout.close()


if __name__ == '__main__':
    main(sys.argv[1], sys.argv[2])
