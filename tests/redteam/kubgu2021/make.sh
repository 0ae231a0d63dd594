#!/bin/sh
# Regenerates everything in out/ and truth.json from src/book.txt.
set -e
cd "$(dirname "$0")"
python3 src/book.py
python3 src/variants.py
mkdir -p out
# 1. pandoc -> EPUB (the e-book the reader holds)
pandoc -f markdown-fancy_lists-smart src/kubgu2021.md -o out/kubgu2021.epub --toc --toc-depth=2 --epub-chapter-level=1
# 2. Calibre: EPUB -> PDF (page numbers, header) and EPUB -> TXT
export QT_QPA_PLATFORM=offscreen QTWEBENGINE_CHROMIUM_FLAGS=--no-sandbox
ebook-convert out/kubgu2021.epub out/kubgu2021_calibre.pdf --paper-size a5 --pdf-page-numbers \
  --pdf-header-template '<p style="text-align:right; font-size:9pt; border-bottom:1px solid black">«Восьмая взятка» · _SECTION_</p>' \
  --pdf-page-margin-top 54 --pdf-page-margin-bottom 54 >/dev/null 2>&1
ebook-convert out/kubgu2021.epub out/kubgu2021_calibre.txt >/dev/null 2>&1
# 3. MuPDF's own layout of the EPUB
mutool convert -o out/kubgu2021_mupdf.pdf out/kubgu2021.epub
# 4. a2ps with its defaults (2 pages a sheet, headers, footers), then ps2pdf
a2ps -o out/kubgu2021_a2ps.ps out/kubgu2021_calibre.txt || true
ps2pdf out/kubgu2021_a2ps.ps out/kubgu2021_a2ps.pdf && rm out/kubgu2021_a2ps.ps
# 5. pdfjam 2-up of the Calibre PDF
pdfjam --nup 2x1 --landscape --outfile out/kubgu2021_calibre_2up.pdf out/kubgu2021_calibre.pdf >/dev/null 2>&1
# 6. (ebook26, not the blind author) Kindle's formats by Calibre, and a CHM of the chapters by Free Pascal's chmcmd
ebook-convert out/kubgu2021.epub out/kubgu2021.azw3 >/dev/null 2>&1
ebook-convert out/kubgu2021.epub out/kubgu2021.mobi >/dev/null 2>&1
ebook-convert out/kubgu2021.epub out/kubgu2021_joint.mobi --mobi-file-type both >/dev/null 2>&1
rm -rf chm.build && python3 src/chm.py out/kubgu2021.epub chm.build && (cd chm.build && chmcmd book.hhp >/dev/null) &&
  mv chm.build/kubgu2021.chm out/ && rm -rf chm.build
python3 src/check_truth.py truth.json truth_a2ps.json
python3 src/check_renderings.py
