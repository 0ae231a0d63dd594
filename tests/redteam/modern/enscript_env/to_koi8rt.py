#!/usr/bin/env python3
"""UTF-8 -> the 8-bit encoding koi8rt (enscript's koi8 vector + en/em dash in place of currency/yen at 0xA4/0xA5)."""
import sys
SPECIAL = {"«": 0xAB, "»": 0xBB, "©": 0xA9, "–": 0xA4, "—": 0xA5}
out = bytearray()
for ch in open(sys.argv[1], encoding="utf-8").read():
    out += bytes([SPECIAL[ch]]) if ch in SPECIAL else ch.encode("koi8_r")
open(sys.argv[2], "wb").write(out)
