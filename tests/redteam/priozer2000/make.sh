#!/bin/sh
# Regenerates everything in out/ (and truth.json, src/plain.txt, src/printed.json) from src/. ~6 min, one CPU.
set -e
cd "$(dirname "$0")"
export OMP_THREAD_LIMIT=1
PY=/usr/bin/python3                      # Debian python3 (PIL 9.4, numpy 1.24)
rm -rf build out; mkdir -p build out
# 1. the book: source -> truth.json, src/plain.txt, src/printed.json, build/priozer2000.fodt
$PY src/book.py
# 2. the brochure: LibreOffice Writer (justified, Russian hyphenation), PDF export
soffice -env:UserInstallation=file:///tmp/rt33_lo_profile --headless --convert-to pdf --outdir build build/priozer2000.fodt
cp build/priozer2000.pdf out/brochure.pdf
# 3. the office scan: 300 dpi grey raster -> photocopy look, stamps, pen marks -> 240 dpi bitonal G4 TIFFs (seeded)
pdftoppm -r 300 -gray out/brochure.pdf build/p
$PY src/scan.py build
img2pdf --output out/scan_images.pdf build/scan/*.tif
ocrmypdf -l rus+eng --rotate-pages --deskew -j 1 --output-type pdf out/scan_images.pdf out/scan_ocr.pdf
# 4. the scanner software's text: tesseract, automatic orientation (psm 1), pages separated by form feeds
ls build/scan/*.tif > build/scan_list.txt
tesseract build/scan_list.txt build/scan_ocr -l rus+eng --psm 1
cp build/scan_ocr.txt out/scan_ocr.txt
# 5. the fax: brochure pages 5-11 at 200x100 dpi, stretched back to 200x200, OCR'd
img2pdf --output build/fax_images.pdf build/fax/*.tif
ocrmypdf -l rus+eng --rotate-pages --deskew -j 1 --output-type pdf build/fax_images.pdf out/fax_ocr.pdf
# 6. checks (and truth_fax.json)
$PY src/check_truth.py truth.json
$PY src/check_renderings.py
rm -f build/p-*.pgm                     # the 300 dpi grey pages (120 MB) are not kept
