"""The encoding chains of each rendering (forward) and their inverses, plus the characters each chain
really cannot hold (what the typist of the time typed instead)."""

SUITS = {'♠': 'П', '♥': 'Ч', '♦': 'Б', '♣': 'Т'}          # пики, черви, бубны, трефы
KOI_LOSS = dict(SUITS, **{'«': '"', '»': '"', '—': '-', '–': '-', '№': 'N'})
CP866_LOSS = dict(SUITS, **{'«': '"', '»': '"', '—': '-', '–': '-'})
HACK_LOSS = dict(SUITS)


def subst(s, table):
    return ''.join(table.get(ch, ch) for ch in s)


# 1. hacked font: the text typed as cp1251 bytes, stored/shown as Windows Latin-1 (cp1252) characters
def hackfont_text(s):
    return subst(s, HACK_LOSS).encode('cp1251').decode('cp1252')


def hackfont_inverse(s):
    return s.encode('cp1252').decode('cp1251')


# 2. UTF-8 article stored as if windows-1251, re-encoded to UTF-8; the byte 0x98 (no cp1251 character)
#    became «?» (the CMS's converter substituted it)
def utf8x2(s):
    return s.encode('utf-8').decode('cp1251', errors='replace').replace('\ufffd', '?')


def utf8x2_inverse(s):
    b = s.encode('cp1251').replace(b'\xd0?', b'\xd0\x98')
    return b.decode('utf-8')


# 3. KOI8-R text file, opened as Windows-1251 and saved as UTF-8
def koi_as_win(s):
    return subst(s, KOI_LOSS).encode('koi8_r').decode('cp1251')


def koi_inverse(s):
    return s.encode('cp1251').decode('koi8_r')


# 4. DOS cp866 text; a browser told "windows-1251" decodes its bytes as windows-1251
#    (WHATWG: the unassigned byte 0x98 decodes to U+0098)
def cp866_bytes(s):
    return subst(s, CP866_LOSS).encode('cp866')


def win1251_browser(b):
    return ''.join('\x98' if x == 0x98 else bytes([x]).decode('cp1251') for x in b)


def win1251_browser_inverse(s):
    return b''.join(b'\x98' if ch == '\x98' else ch.encode('cp1251') for ch in s)
