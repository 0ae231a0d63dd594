#!/usr/bin/env python3
"""Write renderings.json: per rendering, its encoding chain and the characters of the book it really
cannot hold (lost_chars: what stands in the file instead, and how many times the book's clauses use it)."""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import losses
t = json.load(open(os.path.join(ROOT, 'truth.json'), encoding='utf-8'))
alltext = ' '.join(c.get(k) or '' for c in t['clauses'] for k in ('text', 'title', 'term', 'heading'))


def lost(table, how):
    return [{'char': ch, 'became': rep, 'count': alltext.count(ch), 'how': how} for ch, rep in table.items()]


R = [
    {'file': 'out/volga2003.odt', 'chain': 'Unicode ODT, DejaVu Serif (LibreOffice 7.4 from flat ODT)', 'lost_chars': []},
    {'file': 'out/volga2003_clean.pdf', 'chain': 'ODT -> LibreOffice writer_pdf_Export, DejaVu Serif embedded', 'lost_chars': []},
    {'file': 'out/volga2003_hackfont.pdf',
     'chain': 'text -> cp1251 bytes -> read as Windows Latin-1 (cp1252) characters -> ODT in font TimesCyrHack '
              '(cmap remapped) -> LibreOffice PDF; the text layer is Latin-1 mojibake, the glyphs Cyrillic',
     'inverse': "s.encode('cp1252').decode('cp1251')",
     'lost_chars': lost(losses.HACK_LOSS, 'cp1251 has no suit symbols: typed as the Russian suit letters '
                        'П (пики), Ч (черви), Б (бубны), Т (трефы)')},
    {'file': 'out/volga2003_hackfont.odt', 'chain': 'the same ODT as the hacked-font PDF (needs out/TimesCyrHack-*.ttf installed to look right)',
     'inverse': "s.encode('cp1252').decode('cp1251')",
     'lost_chars': lost(losses.HACK_LOSS, 'as the hacked-font PDF')},
    {'file': 'out/volga2003_utf8x2.html',
     'chain': "article (Unicode) -> utf-8 bytes -> decoded as cp1251 (errors replaced) -> U+FFFD written as '?' -> "
              "utf-8; page template/menu/footer correct UTF-8, <meta charset=utf-8>",
     'inverse': "s.encode('cp1251').replace(b'\\xd0?', b'\\xd0\\x98').decode('utf-8')",
     'lost_chars': [{'char': 'И', 'became': 'Р?', 'count': alltext.count('И'),
                     'how': "utf-8 of И is D0 98; cp1251 has no character at 0x98, the CMS wrote '?' (U+FFFD -> ?); "
                            "the second byte is lost from the file, but «Р?» can only come from И, so the inverse restores it"}]},
    {'file': 'out/volga2003_koi_as_win.txt',
     'chain': 'plain text (72 columns) -> KOI8-R bytes -> opened as windows-1251 -> saved as UTF-8',
     'inverse': "s.encode('cp1251').decode('koi8_r')",
     'lost_chars': lost(losses.KOI_LOSS, 'KOI8-R has no such character: the typist of the KOI8-R file used '
                        'the ASCII/letter stand-in')},
    {'file': 'out/volga2003_cp866.txt',
     'chain': 'plain text (72 columns, CRLF) -> cp866 bytes',
     'inverse': "b.decode('cp866')",
     'lost_chars': lost(losses.CP866_LOSS, 'cp866 has no such character: ASCII/letter stand-in')},
    {'file': 'out/volga2003_cp866_as_1251.htm',
     'chain': 'the cp866 bytes of volga2003_cp866.txt pasted in <pre> into an HTML page whose template is windows-1251 '
              'and which declares charset=windows-1251 (a browser shows the cp866 bytes as cp1251 characters)',
     'inverse': "shown.encode('cp1251' (U+0098 -> 0x98)).decode('cp866')",
     'lost_chars': lost(losses.CP866_LOSS, 'as volga2003_cp866.txt')},
]
json.dump({'book': 'volga2003', 'renderings': R}, open(os.path.join(ROOT, 'renderings.json'), 'w', encoding='utf-8'),
          ensure_ascii=False, indent=1)
for r in R:
    print(r['file'], [(l['char'], l['count']) for l in r['lost_chars']])
