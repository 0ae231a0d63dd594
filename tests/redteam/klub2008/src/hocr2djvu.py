#!/usr/bin/python3
"""tesseract hOCR -> djvused hidden-text s-expression (page / line / word), DjVu coordinates (origin bottom left).
usage: hocr2djvu.py page.hocr WIDTH HEIGHT > page.sexpr"""
import sys, re, html

def esc(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'

def bbox(tag, H):
    m = re.search(r'bbox (\d+) (\d+) (\d+) (\d+)', tag)
    x0, y0, x1, y1 = map(int, m.groups())
    return '%d %d %d %d' % (x0, H - y1, x1, H - y0)

src = open(sys.argv[1], encoding='utf-8').read()
W, H = int(sys.argv[2]), int(sys.argv[3])
lines = []
for lm in re.finditer(r"<span class='ocr_(?:line|header|caption|textfloat)'([^>]*)>(.*?)</span>\s*(?=<span class='ocr_(?:line|header|caption|textfloat)'|</p>)", src, re.S):
    words = []
    for wm in re.finditer(r"<span class='ocrx_word'([^>]*)>(.*?)</span>", lm.group(2), re.S):
        text = html.unescape(re.sub(r'<[^>]+>', '', wm.group(2))).strip()
        if text:
            words.append('(word %s %s)' % (bbox(wm.group(1), H), esc(text)))
    if words:
        lines.append(' (line %s %s)' % (bbox(lm.group(1), H), ' '.join(words)))
print('(page 0 0 %d %d\n%s)' % (W, H, '\n'.join(lines)))
