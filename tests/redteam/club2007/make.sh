#!/bin/bash
# Rebuilds truth.json and every rendering in out/ from src/club2007.txt.
# Needs: python3 + a venv with python-docx and Pillow ($VENV, default /tmp/rt2venv), LibreOffice (soffice),
# pandoc, chromium, poppler-utils (pdftoppm), ocrmypdf with tesseract-ocr-rus.
set -euo pipefail
cd "$(dirname "$0")"
VENV=${VENV:-/tmp/rt2venv}
PY="$VENV/bin/python"
LO="soffice -env:UserInstallation=file:///tmp/club2007_lo_profile --headless"
mkdir -p out

# ground truth (parser of my markup + reference extraction)
python3 src/book.py truth.json
python3 src/check_truth.py truth.json

# 1. Word .docx with automatic list numbering + footnotes + header/footer -> LibreOffice -> PDF
(cd src && "$PY" make_docx.py ../out/club_autonum.docx)
timeout 600 $LO --convert-to pdf --outdir out out/club_autonum.docx

# 2. typed labels, flat ODF (src/club_a5.fodt) -> .odt -> PDF (A5, justified, hyphenation, running head)
python3 src/make_fodt.py src/club_a5.fodt
timeout 600 $LO --convert-to odt --outdir out src/club_a5.fodt
timeout 600 $LO --convert-to pdf --outdir out out/club_a5.odt

# 3. "Word -> Save as web page" HTML, windows-1251
python3 src/make_htm.py out/club_word.htm

# 4. Markdown -> pandoc -> HTML -> chromium print, two columns (CSS in src/twocol.css)
python3 src/make_md.py src/club_chromium_2col.md
pandoc -f markdown -t html5 -s --self-contained --metadata pagetitle="Избранные правила для судьи клуба" \
       --metadata lang=ru -c src/twocol.css src/club_chromium_2col.md -o out/club_chromium_2col.html
mkdir -p /tmp/club2007_print && cp out/club_chromium_2col.html /tmp/club2007_print/
timeout 600 chromium --headless --no-sandbox --disable-gpu \
       --print-to-pdf="$PWD/out/club_chromium_2col.pdf" file:///tmp/club2007_print/club_chromium_2col.html

# 5. scan of club_a5.pdf: 200 dpi grey images, rotation/shift/blur/noise/specks (src/scan.py), image PDF, OCR
SCAN=/tmp/club2007_scan; rm -rf "$SCAN"; mkdir -p "$SCAN"
pdftoppm -r 200 -gray out/club_a5.pdf "$SCAN/p"
"$PY" src/scan.py "$SCAN" "$SCAN/scan_raw.pdf"
timeout 1800 ocrmypdf -l rus --jobs 2 --output-type pdf --optimize 1 "$SCAN/scan_raw.pdf" out/club_scan_ocr.pdf
ls -la out
