#!/bin/sh
# Regenerates truth*.json and every file in out/ from src/onega2013.txt with real tools:
# wkhtmltopdf 0.12.6 (unpatched Qt), mutool 1.21 (mupdf-tools), pdfbook2 (texlive-extra-utils), python-docx 1.2
# (venv /tmp/rt20venv) + LibreOffice headless (.doc), zip (EPUB 2), iconv (CP866), pdftoppm + ImageMagick + img2pdf.
# Python (src/*.py) only writes the tools' input files and the truth.
set -eu
cd "$(dirname "$0")"
PY=${PY:-/tmp/rt20venv/bin/python}
rm -rf build && mkdir -p build out
python3 src/book.py truth truth.json
python3 src/book.py truth truth_scan.json ch6,ch7 "onega2013_wk.pdf pages 13-17 = scan pages 1-5"
python3 src/book.py plain build/plain.txt
# (1) wkhtmltopdf, A5; two passes so the contents page carries the page numbers of pass 1
python3 src/book.py html build/pass1.html
wkhtmltopdf -q -s A5 -T 15mm -B 15mm -L 13mm -R 13mm --encoding utf-8 build/pass1.html build/pass1.pdf 2>/dev/null
python3 src/pages.py build/pass1.pdf build/pages.json >/dev/null
python3 src/book.py html build/book.html build/pages.json
wkhtmltopdf -q -s A5 -T 15mm -B 15mm -L 13mm -R 13mm --encoding utf-8 --title "Правила дубликатного бриджа 2007" \
  build/book.html out/onega2013_wk.pdf 2>/dev/null
python3 src/pages.py out/onega2013_wk.pdf build/pages2.json >/dev/null
cmp build/pages.json build/pages2.json
# the scan's pages 13-17 must be exactly Chapters VI and VII (Chapter IX begins on page 18)
python3 -c "import json; p=json.load(open('build/pages.json')); assert p['ch6']=='13' and p['ch9']=='18', p"
# (2) EPUB 2 zipped by hand (mimetype first, stored), then (3) mutool convert of it to PDF, (4) pdfbook2 booklet
python3 src/book.py epub build/epub
(cd build/epub && rm -f ../book.epub && zip -X -0 -q ../book.epub mimetype && zip -X -9 -q -r ../book.epub META-INF OEBPS)
cp build/book.epub out/onega2013.epub
mutool convert -O compress -W 420 -H 595 -S 10 -o out/onega2013_mutool.pdf out/onega2013.epub
pdfbook2 --paper=a4paper --short-edge --no-crop -o 20 -i 25 -t 20 -b 20 out/onega2013_mutool.pdf >/dev/null 2>&1 || true
mv out/onega2013_mutool-book.pdf out/onega2013_booklet.pdf
# (5) DOCX by python-docx (Word footnotes, List Number numbering for Law 71) and its Word 97 .doc by LibreOffice
$PY src/book.py docx out/onega2013.docx
soffice --headless --convert-to doc:"MS Word 97" --outdir out out/onega2013.docx >/dev/null 2>&1
# (6) the FIDO post, CP866, CRLF (iconv //TRANSLIT for « » — – №) and its truth through the same iconv
python3 src/book.py fido build/fido.txt
iconv -f utf-8 -t cp866//TRANSLIT build/fido.txt > out/onega2013_fido.cp866.txt
python3 src/translit.py truth.json truth_fido.json
# (7) scan: PDF pages 13-17 of the wkhtmltopdf PDF at 150 dpi, gray, rotated, noised; img2pdf, no text layer
pdftoppm -f 13 -l 17 -r 150 -gray -png out/onega2013_wk.pdf build/scan
i=0
for f in build/scan-*.png; do
  i=$((i+1)); a=$(echo "1.2 -1.6 0.9 1.7 -1.1" | cut -d' ' -f$i)
  convert "$f" -background white -rotate "$a" +noise Gaussian -attenuate 0.4 -blur 0x0.4 -level 8%,92% \
    -colorspace Gray -depth 8 "build/scanr-$i.png"
done
img2pdf --pagesize A5 -o out/onega2013_scan.pdf build/scanr-*.png
# check the truth against the plain source text and the renderings' texts
python3 src/check_truth.py

# (ebook26, 2026-12-07, not the blind author) Kindle's formats of the EPUB by Calibre 6.13
QT_QPA_PLATFORM=offscreen ebook-convert out/onega2013.epub out/onega2013.azw3 >/dev/null 2>&1
