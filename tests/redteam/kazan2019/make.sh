#!/bin/bash
# Rebuilds truth*.json and every rendering in out/ from src/kazan2019.txt (≈1–2 min).
# Needs: python3, LibreOffice (soffice), pandoc, poppler-utils (pdftotext, pdftoppm, pdftops),
# psutils (psnup), ghostscript (ps2pdf), imagemagick (/usr/bin/convert), img2pdf.
# apt-get install -y --no-install-recommends imagemagick img2pdf psutils ghostscript
set -euo pipefail
cd "$(dirname "$0")"
LO="soffice -env:UserInstallation=file:///tmp/kazan2019_lo --headless"
CONVERT=/usr/bin/convert          # ImageMagick 6 (a stand-in may shadow `convert` on PATH)
T=$(mktemp -d /tmp/kazan2019.XXXXXX)
trap 'rm -rf "$T"' EXIT
rm -rf out && mkdir -p out

# ground truth and its check
python3 src/book.py truth.json
python3 src/book.py txt truth_txt.json
python3 src/check_truth.py truth.json

# (1) LibreOffice: flat ODF rendered twice; the second time the contents carry the page numbers found
#     in the first PDF. Then .odt, PDF, Word 97 .doc and .rtf from the .odt.
python3 src/make_fodt.py "$T/pass1.fodt"
(cd "$T" && timeout 300 $LO --convert-to pdf pass1.fodt >/dev/null 2>&1)
python3 src/find_pages.py "$T/pass1.fodt.toc.json" "$T/pass1.pdf" "$T/pages.json"
python3 src/make_fodt.py src/kazan2019.fodt "$T/pages.json"
rm -f src/kazan2019.fodt.toc.json
cp src/kazan2019.fodt "$T/kazan2019.fodt"
(cd "$T" && timeout 300 $LO --convert-to odt --outdir "$OLDPWD/out" kazan2019.fodt >/dev/null 2>&1)
timeout 300 $LO --convert-to pdf --outdir out out/kazan2019.odt >/dev/null 2>&1
timeout 300 $LO --convert-to 'doc:MS Word 97' --outdir out out/kazan2019.odt >/dev/null 2>&1
timeout 300 $LO --convert-to 'rtf:Rich Text Format' --outdir out out/kazan2019.odt >/dev/null 2>&1
# the contents' page numbers must still be right in the final PDF
python3 src/find_pages.py "$T/pass1.fodt.toc.json" out/kazan2019.pdf "$T/check.json" "$T/phys.json"
cmp "$T/pages.json" "$T/check.json"

# (2) pandoc: Markdown -> FB2 and EPUB 3
python3 src/make_md.py src/kazan2019.md
META=(--metadata title="Международные правила спортивного бриджа. Редакция 2017 года"
      --metadata author="Ассоциация спортивного бриджа Республики Татарстан" --metadata date=2019
      --metadata lang=ru-RU)
pandoc -f markdown -t fb2 "${META[@]}" -o out/kazan2019.fb2 src/kazan2019.md
pandoc -f markdown -t epub3 --toc --toc-depth=2 --css src/epub.css "${META[@]}" \
       -o out/kazan2019.epub src/kazan2019.md

# (3) the BBS plain text, CP866 + CRLF, 72 columns
python3 src/make_txt.py out/PRAV2017.TXT

# (4) the old web site, windows-1251
python3 src/make_site.py out/site

# (5) 2-up: two A5 pages on each A4 landscape sheet
pdftops -paper match out/kazan2019.pdf "$T/book.ps"
psnup -q -2 -PA5 -pA4 "$T/book.ps" "$T/book2.ps"
gs -q -dBATCH -dNOPAUSE -dSAFER -sDEVICE=pdfwrite -sPAPERSIZE=a4 -dAutoRotatePages=/None \
   -sOutputFile=out/kazan2019_2up.pdf -c "<</Orientation 3>> setpagedevice" -f "$T/book2.ps"

# (6) the scan: chapters II and III of the PDF, 200 dpi grey, each page turned a little, grey paper,
#     noise, blur, JPEG; an image-only PDF (no text layer)
read -r FIRST LAST < <(python3 -c "import json;p=json.load(open('$T/phys.json'));print(p['ch:II'],p['ch:IV']-1)")
mkdir -p "$T/scan"
pdftoppm -r 200 -gray -f "$FIRST" -l "$LAST" out/kazan2019.pdf "$T/scan/p"
ANGLES=(0.45 -0.7 0.25 -0.35 0.8 -0.15 0.6 -0.55 0.3 -0.8 0.5 -0.4)
k=0
for f in "$T"/scan/p-*.pgm; do
  a=${ANGLES[$((k % ${#ANGLES[@]}))]}
  $CONVERT "$f" +level 14%,86% -background 'gray(222)' -rotate "$a" \
    -gravity center -extent 1170x1660 \
    -seed $((2019 + k)) -attenuate 0.35 +noise Gaussian -blur 0x0.8 \
    -density 200 -units PixelsPerInch -quality 55 "$T/scan/s-$(printf %02d $k).jpg"
  k=$((k + 1))
done
img2pdf --pagesize A5 -o out/kazan2019_scan.pdf "$T"/scan/s-*.jpg
python3 src/book.py scan "$T/phys.json" ch2 ch4 truth_scan.json
python3 src/check_truth.py truth_scan.json

# self-checks: every clause text is in the plain text and in the web site
python3 src/check_truth.py truth_txt.json --txt out/PRAV2017.TXT
python3 src/check_truth.py truth.json --site out/site
ls -la out

# (ebook26, 2026-12-07, not the blind author) Kindle's formats of the EPUB by Calibre 6.13
QT_QPA_PLATFORM=offscreen ebook-convert out/kazan2019.epub out/kazan2019.azw3 >/dev/null 2>&1
QT_QPA_PLATFORM=offscreen ebook-convert out/kazan2019.epub out/kazan2019.mobi >/dev/null 2>&1
# (ebook26) the site as a CHM e-book (chmcmd) whose pages say no charset
../../../.venv/bin/python ../../fixtures/formats/site_to_chm.py out/site out/kazan2019_nometa.chm strip
