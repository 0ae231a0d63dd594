#!/bin/bash
# typewriter1996: rebuilds truth.json, truth_photo.json, src/plain.txt, src/typed.txt and every rendering in
# out/ from src/typewriter1996.txt. ≈5–8 min on 2 cores (tesseract is the slow part).
# Needs: python3 (standard library) and Pillow (the system python3-pil: /usr/bin/python3), LibreOffice
# (soffice), ghostscript, ImageMagick (convert), img2pdf, ocrmypdf + tesseract-ocr-rus, pdf2djvu, iconv,
# poppler-utils (pdfinfo).
set -euo pipefail
cd "$(dirname "$0")"
PY=python3
PIL_PY=${PIL_PY:-/usr/bin/python3}
LO="soffice -env:UserInstallation=file:///tmp/typewriter1996_lo --headless"
PHOTO_FIRST=15
PHOTO_LAST=19
T=$(mktemp -d /tmp/typewriter1996.XXXXXX)
trap 'rm -rf "$T"' EXIT
rm -rf out && mkdir -p out

# the truth, the plain text, the typed pages (64 columns, form feeds) and where each clause lies
$PY src/book.py truth truth.json
$PY src/book.py plain src/plain.txt
$PY src/book.py typed src/typed.txt src/pages.json
$PY src/book.py photo src/pages.json $PHOTO_FIRST $PHOTO_LAST truth_photo.json
$PY src/check_truth.py truth.json src/plain.txt src/typed.txt
$PY src/check_truth.py truth_photo.json src/plain.txt src/typed.txt

# (3) the DOS file: the typed pages in CP866, CR LF, form feeds, a ^Z at the end as the DOS editor left it
iconv -f UTF-8 -t CP866 src/typed.txt > out/typewriter_cp866.txt
printf '\032' >> out/typewriter_cp866.txt

# the typed pages set in a Courier (Nimbus Mono PS 12 pt) by LibreOffice, rasterised at 300 dpi by ghostscript
$PY src/make_fodt.py src/typed.txt "$T/typed.fodt"
(cd "$T" && timeout 300 $LO --convert-to pdf typed.fodt >/dev/null 2>&1)
mkdir -p "$T/r"
gs -q -dNOPAUSE -dBATCH -dSAFER -sDEVICE=pnggray -r300 -sOutputFile="$T/r/p-%02d.png" "$T/typed.pdf"

# (1) the photocopy: Pillow degrades each page, img2pdf wraps the JPEGs, ocrmypdf adds the Russian text layer
$PIL_PY src/degrade.py "$T/r" "$T/r"
img2pdf -o "$T/scan_img.pdf" "$T"/r/s-*.jpg
ocrmypdf -l rus --jobs 2 --output-type pdf --optimize 0 "$T/scan_img.pdf" out/typewriter_scan.pdf >/dev/null 2>&1

# (2) the DjVu of the same scan, text layer taken over from the PDF by pdf2djvu
pdf2djvu -j 2 --dpi=300 --bg-subsample=6 --fg-colors=black -o out/typewriter_scan.djvu out/typewriter_scan.pdf >/dev/null 2>&1

# (4) the phone photos of pages 15-19 (ImageMagick), OCR'd with ocrmypdf (no deskew: the JPEGs stay as the phone wrote them)
$PY src/photo.py "$T/r" "$T/r" $PHOTO_FIRST $PHOTO_LAST
img2pdf -o "$T/photo_img.pdf" "$T"/r/f-*.jpg
ocrmypdf -l rus --jobs 2 --output-type pdf --optimize 0 "$T/photo_img.pdf" out/typewriter_photo.pdf >/dev/null 2>&1

for f in out/*.pdf; do echo "$f: $(pdfinfo "$f" | awk '/^Pages/{print $2}') pages"; done
ls -la out
