#!/bin/bash
# Regenerates everything in out/ and the truth files from src/ (random distortions seeded in src/render.py).
set -euo pipefail
cd "$(dirname "$0")"
PY=/usr/bin/python3
B=build
rm -rf "$B" out && mkdir -p "$B" out
export OMP_THREAD_LIMIT=1

# 1. the booklet: source -> LaTeX (+ truth.json, src/plain.txt) -> lualatex (twice, for the marks)
$PY src/build.py
for i in 1 2; do lualatex -interaction=nonstopmode -halt-on-error -output-directory="$B" src/book.tex >/dev/null; done
cp "$B/book.pdf" out/booklet.pdf
NP=$(pdfinfo out/booklet.pdf | awk '/^Pages:/{print $2}')

# 2. page rasters: 300 dpi grey (scans), 200 dpi colour (phone photos)
mkdir -p "$B/r300" "$B/r200"
pdftoppm -r 300 -gray -png out/booklet.pdf "$B/r300/p"
pdftoppm -r 200 -png -f 8 -l 12 out/booklet.pdf "$B/r200/p"

# 3. spreads on the flatbed -> img2pdf -> ocrmypdf (tesseract rus+eng)
$PY src/render.py spreads "$B/r300" "$B/spreads" | tee "$B/spreads.log"
img2pdf -o "$B/spreads.pdf" "$B"/spreads/spread_*.jpg
ocrmypdf -q -l rus+eng --output-type pdf --optimize 0 "$B/spreads.pdf" out/spreads_ocr.pdf

# 4. phone photos of pages 8-12 -> tesseract -> searchable PDF + text
$PY src/render.py photos "$B/r200" "$B/photos" 8 12 | tee "$B/photos.log"
ls "$B"/photos/IMG_*.jpg > "$B/photos.list"
tesseract "$B/photos.list" out/photos_ocr -l rus+eng pdf txt 2>/dev/null

# 5. single-page scans -> bitonal -> cjb2 -> DjVu; hidden text from tesseract's hOCR via djvused
$PY src/render.py single "$B/r300" "$B/single" | tee "$B/single.log"
DJ=""; SED=""
for f in "$B"/single/page_*.png; do
  b="${f%.png}"
  cjb2 -dpi 300 -lossy "$b.pbm" "$b.djvu"
  tesseract "$f" "$b" -l rus+eng hocr 2>/dev/null
  read W H < <($PY -c "from PIL import Image; print(*Image.open('$f').size)")
  $PY src/hocr2djvu.py "$b.hocr" "$W" "$H" > "$b.sexpr"
  DJ="$DJ $b.djvu"
done
djvm -c out/scan.djvu $DJ
n=1
for f in "$B"/single/page_*.sexpr; do SED="$SED select $n; set-txt $f;"; n=$((n+1)); done
djvused out/scan.djvu -e "$SED" -s

# 6. ground truth for the photos, checks
$PY src/truth_photos.py
$PY src/check_truth.py
$PY src/check_renderings.py | tee "$B/check_renderings.txt"
du -sh out
