#!/bin/bash
# vestnik2018 (rt11): rebuilds truth*.json and every rendering in out/ from src/vestnik2018.txt.
# Needs: python3 (standard library), LibreOffice (soffice), pandoc, chromium, poppler-utils (pdftotext,
# pdftoppm, pdfinfo), pdf2djvu + djvulibre-bin, imagemagick (/usr/bin/convert), img2pdf, ocrmypdf with
# tesseract-ocr-rus, hyphen-ru (LibreOffice's Russian hyphenation patterns).
#   apt-get install -y --no-install-recommends ocrmypdf imagemagick pdf2djvu djvulibre-bin hyphen-ru
set -euo pipefail
cd "$(dirname "$0")"
PY=python3
LO="soffice -env:UserInstallation=file:///tmp/rt11_vestnik_lo --headless"
CONVERT=/usr/bin/convert            # ImageMagick itself (a stand-in `convert` may shadow it on PATH)
T=$(mktemp -d /tmp/vestnik2018.XXXXXX)
trap 'rm -rf "$T"' EXIT
rm -rf out && mkdir -p out

# ground truth + checks against a plain text of the source
$PY src/book.py truth truth.json
$PY src/book.py koitruth truth_koi.json
$PY src/book.py plain src/vestnik2018_plain.txt
$PY src/check_truth.py truth.json src/vestnik2018_plain.txt
$PY -c "import sys; sys.path.insert(0,'src'); from book import koi; open('$T/plain_koi.txt','w').write(koi(open('src/vestnik2018_plain.txt').read()))"
$PY src/check_truth.py truth_koi.json "$T/plain_koi.txt"

# (1) the magazine supplement: flat ODF -> .odt and PDF (A4, two-column section, justified, hyphenated,
#     real footnotes), then Word 97 .doc of the same document
$PY src/make_fodt.py src/vestnik2018.fodt
cp src/vestnik2018.fodt "$T/"
(cd "$T" && timeout 300 $LO --convert-to odt vestnik2018.fodt >/dev/null 2>&1)
cp "$T/vestnik2018.odt" out/
timeout 300 $LO --convert-to pdf --outdir out out/vestnik2018.odt >/dev/null 2>&1
timeout 300 $LO --convert-to 'doc:MS Word 97' --outdir out out/vestnik2018.odt >/dev/null 2>&1

# (2) DjVu of the PDF (pdf2djvu keeps the text layer)
pdf2djvu -q -o out/vestnik2018.djvu out/vestnik2018.pdf

# (3) pandoc from Markdown: RTF (standalone) and EPUB 3, real footnotes
$PY src/render.py md src/vestnik2018.md
pandoc -f markdown -t rtf -s --metadata title="Правила спортивного бриджа. Редакция 2017 года" \
       --metadata lang=ru-RU -o out/vestnik2018_pandoc.rtf src/vestnik2018.md
pandoc -f markdown -t epub3 --toc --toc-depth=2 --epub-chapter-level=1 \
       --metadata title="Правила спортивного бриджа. Редакция 2017 года" \
       --metadata author="Ассоциация бриджа Заречной области" --metadata date=2018 --metadata lang=ru-RU \
       -o out/vestnik2018.epub src/vestnik2018.md

# (4) the FIDO/BBS text file, KOI8-R, 72 columns, 60-line pages with footers and form feeds
$PY src/render.py koi out/PRAVILA.KOI

# (5) the old web site, KOI8-R, one page per chapter
$PY src/render.py site out/site

# (6) the site's print version (UTF-8) printed by Chromium; running head/foot = table thead/tfoot
$PY src/render.py print out/vestnik2018_print.html
mkdir -p "$T/print" && cp out/vestnik2018_print.html "$T/print/"
timeout 180 chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
  --print-to-pdf="$PWD/out/vestnik2018_chromium.pdf" "file://$T/print/vestnik2018_print.html" >/dev/null 2>&1

# (7) the scan: chapters II-IV of (1) (whole pages), 300 dpi grey, turned and soiled by ImageMagick,
#     OCR by ocrmypdf (tesseract, rus)
read -r FIRST LAST < <($PY src/scan_range.py out/vestnik2018.pdf 'Глава II.' 'Глава V.')
mkdir -p "$T/scan"
pdftoppm -r 300 -gray -f "$FIRST" -l "$LAST" out/vestnik2018.pdf "$T/scan/p"
ANGLES=(0.6 -0.4 0.9 -0.75 0.3 -0.55 0.45 -0.2)
k=0
for f in "$T"/scan/p-*.pgm; do
  a=${ANGLES[$((k % ${#ANGLES[@]}))]}
  $CONVERT "$f" +level 10%,90% -background 'gray(232)' -rotate "$a" -gravity center -extent 2480x3508 \
    -seed $((47 + k)) -attenuate 0.3 +noise Gaussian -blur 0x0.6 -resize 66.667% \
    -density 200 -units PixelsPerInch -quality 50 "$T/scan/s-$(printf %02d $k).jpg"
  k=$((k + 1))
done
img2pdf --pagesize A4 -o "$T/scan/raw.pdf" "$T"/scan/s-*.jpg
timeout 1200 ocrmypdf -q -l rus --jobs 2 --output-type pdf "$T/scan/raw.pdf" out/vestnik2018_scan.pdf
$PY src/book.py scan ch2 ch5 "$FIRST" "$LAST" truth_scan.json
$PY src/check_truth.py truth_scan.json src/vestnik2018_plain.txt
ls -la out out/site
du -sh out
# (ebook26) the site as a CHM e-book (chmcmd)
../../../.venv/bin/python ../../fixtures/formats/site_to_chm.py out/site out/vestnik2018_site.chm
