#!/bin/sh
# Reproduce truth.json and every rendering in out/ from src/.  Run from /work/rt37.  ~8 minutes (OCR is slow).
# Tools (Debian 12 on this machine):
#   LibreOffice 7.4.7.2 (soffice), GPL Ghostscript 10.00.0, Pillow 9.4.0 + img2pdf 0.4.4 (system /usr/bin/python3),
#   OCRmyPDF 14.0.1, tesseract 5.3.0 (leptonica 1.82.0, tessdata rus), pdf2djvu 0.9.18.2 (DjVuLibre 3.5.28),
#   poppler-utils pdftotext (checks only).  Heavy tools run one at a time under nice.
set -e
cd "$(dirname "$0")"
LO="-env:UserInstallation=file:///tmp/rt37_lo_profile"
W=/tmp/rt37_scan
mkdir -p out

# 1. truth and the flat ODF source, then my checks
python3 src/book.py truth.json src/ladya.fodt
python3 src/check_truth.py truth.json

# 2. typeset: .fodt -> .odt -> .pdf (A5, justified, one column, Russian hyphenation, footnotes)
nice -n 10 soffice $LO --headless --convert-to odt --outdir out src/ladya.fodt
nice -n 10 soffice $LO --headless --convert-to pdf --outdir out out/ladya.odt
python3 src/check_pdf.py truth.json out/ladya.pdf

# 3. the "scan": rasterise at 200 dpi grey, degrade (src/scan.py, seed 37), image-only PDF
rm -rf $W && mkdir -p $W/raw $W/deg
nice -n 10 gs -q -dNOPAUSE -dBATCH -sDEVICE=pnggray -r200 -dTextAlphaBits=4 -dGraphicsAlphaBits=4 \
   -sOutputFile=$W/raw/p-%02d.png out/ladya.pdf
nice -n 10 /usr/bin/python3 src/scan.py $W/raw $W/deg out/ladya_scan.pdf > src/scan_log.txt

# 4. OCR layer by ocrmypdf (tesseract rus), no deskew/clean: the page images stay as scanned
nice -n 10 ocrmypdf -l rus --jobs 1 --output-type pdf --optimize 1 out/ladya_scan.pdf out/ladya_scan_ocr.pdf

# 5. DjVu with the text layer taken from the ocrmypdf PDF
nice -n 10 pdf2djvu -d 200 -j 1 -o out/ladya_scan.djvu out/ladya_scan_ocr.pdf

# 6. tesseract's plain text of every page image, pages joined by a form feed
src/ocr_txt.sh $W/deg out/ladya_ocr.txt
