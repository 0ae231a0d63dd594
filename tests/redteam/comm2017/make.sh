#!/bin/bash
# comm2017 (rt13): rebuilds truth.json and every rendering in out/ from src/comm2017.txt.
# Needs: python3 (standard library), LibreOffice (soffice) with hyphen-ru, pandoc, chromium, iconv (libc-bin),
# poppler-utils (pdftotext), fonts-liberation2, fonts-dejavu-core.
#   apt-get install -y --no-install-recommends hyphen-ru fonts-liberation2 fonts-dejavu-core
set -euo pipefail
cd "$(dirname "$0")"
PY=python3
LO="soffice -env:UserInstallation=file:///tmp/rt13_comm2017_lo --headless"
T=$(mktemp -d /tmp/comm2017.XXXXXX)
trap 'rm -rf "$T"' EXIT
rm -rf out && mkdir -p out

# ground truth, checked against a plain text of the source
$PY src/book.py truth truth.json
$PY src/book.py plain src/comm2017_plain.txt
$PY src/check_truth.py truth.json src/comm2017_plain.txt

# (1) the author's document: flat ODF -> .odt (kept) -> A5 PDF and .docx (kept).
#     Two passes: the first PDF gives the page of every heading for the contents at the end of the book.
$PY src/book.py fodt "$T/pass1.fodt"
(cd "$T" && timeout 300 $LO --convert-to pdf pass1.fodt >/dev/null 2>&1)
pdftotext -layout "$T/pass1.pdf" "$T/pass1.txt"
$PY src/book.py fodt2 src/comm2017.fodt "$T/pass1.txt"
cp src/comm2017.fodt "$T/"
(cd "$T" && timeout 300 $LO --convert-to odt comm2017.fodt >/dev/null 2>&1)
cp "$T/comm2017.odt" out/
timeout 300 $LO --convert-to pdf --outdir out out/comm2017.odt >/dev/null 2>&1
timeout 300 $LO --convert-to 'docx:MS Word 2007 XML' --outdir out out/comm2017.odt >/dev/null 2>&1

# (2) EPUB 3 by pandoc from Markdown (pandoc's own footnotes and ordered lists)
$PY src/book.py md src/comm2017.md
pandoc -f markdown -t epub3 --toc --toc-depth=1 --epub-chapter-level=1 -o out/comm2017.epub src/comm2017.md

# (3) the club's web page: written in UTF-8, converted to windows-1251 by iconv, CRLF line ends
$PY src/book.py html "$T/page_utf8.html"
iconv -f UTF-8 -t CP1251 "$T/page_utf8.html" > out/sud_comm2017.htm

# (4) Chromium headless prints that page to PDF (its default header and footer left on)
mkdir -p "$T/site" && cp out/sud_comm2017.htm "$T/site/"
timeout 180 chromium --headless --no-sandbox --disable-gpu \
  --print-to-pdf="$PWD/out/sud_comm2017_chromium.pdf" "file://$T/site/sud_comm2017.htm" >/dev/null 2>&1

ls -la out
du -sh out

# (ebook26, 2026-12-07, not the blind author) Kindle's formats of the EPUB by Calibre 6.13
QT_QPA_PLATFORM=offscreen ebook-convert out/comm2017.epub out/comm2017.azw3 >/dev/null 2>&1
