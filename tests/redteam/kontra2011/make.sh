#!/bin/sh
# Regenerates truth*.json and every file in out/ from src/kontra2011.adoc with real tools (Debian packages):
# asciidoctor 2 (HTML5, DocBook 5), asciidoctor-pdf, xsltproc + docbook-xsl-ns + Apache FOP, a2ps + ps2pdf
# (ghostscript), pandoc (DocBook -> ODT), iconv (CP1251 for a2ps). Python (src/book.py) only writes the truth.
set -eu
cd "$(dirname "$0")"
rm -rf build && mkdir -p build out
python3 src/book.py truth truth.json
python3 src/book.py truth-a2ps truth_a2ps.json
python3 src/book.py plain build/plain.txt
# (1) asciidoctor HTML5, one page, its TOC; no stylesheet, no external CSS/JS (no fonts, no highlight.js)
asciidoctor -b html5 -a stylesheet! -a webfonts! -a nofooter -o out/kontra2011.html src/kontra2011.adoc
# (2) asciidoctor-pdf, A5, src/kontra-theme.yml (title page, TOC, running head, footer «Стр. N из M»)
asciidoctor-pdf -a pdf-theme=src/kontra-theme.yml -o out/kontra2011_asciidoctor.pdf src/kontra2011.adoc
# (3) DocBook 5 by asciidoctor, then FO by the DocBook XSL (ns) stylesheets, then PDF by Apache FOP
asciidoctor -b docbook5 -o out/kontra2011.xml src/kontra2011.adoc
xsltproc -o build/kontra2011.fo src/fo.xsl out/kontra2011.xml
fop -q -c src/fop.xconf -fo build/kontra2011.fo -pdf out/kontra2011_fop.pdf
# (4) the AsciiDoc source itself, CP1251, printed 2-up (landscape) by a2ps with its headers, borders and line numbers
#     every 5 lines; a2ps's own ms-cp1251.edf wants the old NimbusMonCYR fonts, which Debian no longer ships, so
#     src/a2ps/ holds a copy of it that substitutes the URW base35 faces (they carry Cyrillic) and a fonts.map;
#     build/.a2psrc (a2ps reads ./.a2psrc) puts src/a2ps and the URW font folders first in the library path
iconv -f utf-8 -t cp1251 src/kontra2011.adoc > build/kontra2011.adoc
touch -d '2011-10-14 22:17' build/kontra2011.adoc
cp src/a2ps/a2psrc build/.a2psrc
FOOT=$(printf '%s' "Клуб «Контра»: справочник, исходный текст" | iconv -f utf-8 -t cp1251)
(cd build && a2ps -q --encoding=ms-cp1251 -2 -r --line-numbers=5 --truncate-lines=no --borders=yes \
  --center-title="kontra2011.adoc" --footer="$FOOT" -o src.ps kontra2011.adoc)
ps2pdf build/src.ps out/kontra2011_src_a2ps.pdf
# (5) pandoc from the DocBook 5 to ODT
pandoc -f docbook -t odt -o out/kontra2011.odt out/kontra2011.xml
python3 src/check_truth.py
