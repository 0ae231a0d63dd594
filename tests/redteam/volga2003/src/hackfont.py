#!/usr/bin/env python3
"""Make the 1990s "Cyrillic in a Latin font": a copy of DejaVu Serif whose cmap maps the Windows Latin-1
code points (what Windows' ANSI code page cp1252 puts at bytes 0xC0-0xFF, 0xA8, 0xB8, 0xB9 ...) to the Cyrillic
glyphs that Windows-1251 puts at the same byte values. Family name «TimesCyrHack».
Usage: hackfont.py OUTDIR"""
import sys, os
from fontTools.ttLib import TTFont

SRC = {'Regular': '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf',
       'Bold': '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf'}
FAMILY = 'TimesCyrHack'
# every byte 0x80-0xFF whose cp1251 character differs from its cp1252 character
PAIRS = []
for b in range(0x80, 0x100):
    try:
        cyr = bytes([b]).decode('cp1251')
    except UnicodeDecodeError:
        continue
    try:
        lat = bytes([b]).decode('cp1252')
    except UnicodeDecodeError:
        continue          # 0x81 0x8D 0x8F 0x90 0x9D: no cp1252 character, left alone
    if cyr != lat:
        PAIRS.append((ord(lat), ord(cyr)))


def make(style, path, outdir):
    f = TTFont(path)
    for table in f['cmap'].tables:
        if not table.isUnicode():
            continue
        cm = table.cmap
        orig = dict(cm)
        for lat, cyr in PAIRS:
            if cyr in orig:
                cm[lat] = orig[cyr]
            elif lat in cm:
                del cm[lat]
    full = f'{FAMILY} {style}' if style != 'Regular' else FAMILY
    ps = f'{FAMILY}-{style}'
    name = f['name']
    for rec in list(name.names):
        if rec.nameID in (16, 17, 21, 22):
            name.removeNames(nameID=rec.nameID)
    for nid, val in ((1, FAMILY), (2, style), (3, f'{ps};hack;2003'), (4, full), (6, ps)):
        name.setName(val, nid, 3, 1, 0x409)
        name.setName(val, nid, 1, 0, 0)
    # allow embedding in PDF
    f['OS/2'].fsType = 0
    out = os.path.join(outdir, f'{ps}.ttf')
    f.save(out)
    return out


if __name__ == '__main__':
    outdir = sys.argv[1]
    os.makedirs(outdir, exist_ok=True)
    for st, p in SRC.items():
        print(make(st, p, outdir))
    print(len(PAIRS), 'code points remapped')
