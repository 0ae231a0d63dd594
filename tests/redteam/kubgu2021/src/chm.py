#!/usr/bin/env python3
"""The EPUB made into a CHM e-book of the 2000s (lawref's ebook26, not the blind red-team author): each chapter an
HTML 4 page in windows-1251 (characters outside it as &#N; references, as FrontPage and HTML Help Workshop wrote
them), half the pages saying so in their <meta>, half saying nothing (the CHM's language, 0x419 Russian, decides);
pages named so their names' order is not the reading order (the contents file's is); a navigation bar and a
copyright line on every page (furniture); the contents file (.hhc) listing the pages in the book's order.
Compiled with Free Pascal's chmcmd (Debian fp-utils):

    python3 src/chm.py out/kubgu2021.epub BUILD_DIR   # then: chmcmd BUILD_DIR/book.hhp
"""
import html
import re
import sys
import zipfile
from pathlib import Path

epub, build = Path(sys.argv[1]), Path(sys.argv[2])
build.mkdir(parents=True, exist_ok=True)
book = zipfile.ZipFile(epub)
opf = book.read("EPUB/content.opf").decode()
items = dict(re.findall(r'<item id="([^"]+)" href="([^"]+)"', opf))
spine = [items[ref] for ref in re.findall(r'<itemref idref="([^"]+)"', opf) if ref != "nav"]
# names whose order is not the book's: the 13 chapters as p13 … p01, the title page as «start»
names = {href: ("start.htm" if "title" in href else f"p{len(spine) - n:02d}.htm") for n, href in enumerate(spine)}
NAV = ('<p class="nav"><a href="start.htm">В начало</a> | <a href="{prev}">Назад</a> | '
       '<a href="{next}">Вперёд</a></p>')
COPY = '<p class="copy">© Студенческий бридж-клуб «Восьмая взятка», 2021</p>'
entries = []
for n, href in enumerate(spine):
    page = book.read("EPUB/" + href).decode()
    title = re.search(r"<h1[^>]*>(.*?)</h1>", page, re.S)
    body = re.search(r"<body[^>]*>(.*)</body>", page, re.S)[1]
    body = re.sub(r'href="(?:\.\./text/)?([a-z0-9_]+\.xhtml)', lambda m: 'href="' + names["text/" + m[1]], body)
    body = body.replace(' epub:type="', ' class="')
    prev, nxt = names[spine[max(n - 1, 0)]], names[spine[min(n + 1, len(spine) - 1)]]
    meta = '<meta http-equiv="Content-Type" content="text/html; charset=windows-1251">\n' if n % 2 else ""
    name = re.sub(r"<[^>]+>", "", title[1]) if title else "Титульный лист"
    text = (f'<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">\n<html><head>\n{meta}'
            f"<title>{name}</title></head>\n<body>\n{NAV.format(prev=prev, next=nxt)}\n{body}\n{COPY}\n"
            "</body></html>\n")
    (build / names[href]).write_bytes(text.encode("cp1251", "xmlcharrefreplace"))
    entries.append((html.unescape(name), names[href]))
sitemap = "".join(f'<LI> <OBJECT type="text/sitemap"><param name="Name" value="{html.escape(name)}">'
                  f'<param name="Local" value="{local}"></OBJECT>\n' for name, local in entries)
(build / "book.hhc").write_bytes(('<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML//EN">\n<HTML><HEAD></HEAD><BODY>\n'
                                  f"<UL>\n{sitemap}</UL>\n</BODY></HTML>\n").encode("cp1251", "xmlcharrefreplace"))
files = "\n".join(sorted(local for _, local in entries))
(build / "book.hhp").write_bytes(f"""[OPTIONS]
Compatibility=1.1 or later
Compiled file=kubgu2021.chm
Contents file=book.hhc
Default topic=start.htm
Display compile progress=No
Language=0x419 Russian
Title={entries[0][0]}

[FILES]
{files}
""".encode("cp1251", "xmlcharrefreplace"))
