#!/bin/sh
# Regenerates everything from src/book.txt: the windows-1251 HTML pages, truth.json, the CHM, the MOBI/AZW3,
# the Scribus PDF; then runs the checks.  ~1 min.  Needs: fp-utils (chmcmd), p7zip-full, libchm-bin, calibre,
# scribus, xvfb, poppler-utils.
set -e
cd "$(dirname "$0")"
D=$PWD
B=$D/build
rm -rf "$B" out
mkdir -p "$B/chm" out
python3 src/gen.py                                   # src/html/*.htm (cp1251), src/chm/*, truth.json

# 1. CHM (Free Pascal chmcmd)
cp src/chm/zavolzh2009.hhp src/chm/zavolzh2009.hhc src/chm/zavolzh2009.hhk "$B/chm/"
cp -r src/html "$B/chm/html"
(cd "$B/chm" && chmcmd zavolzh2009.hhp > "$B/chmcmd.log" 2>&1)
cp "$B/chm/zavolzh2009.chm" out/zavolzh2009.chm

# 4. the CHM decompiled back (kept in build/ only)
7z x -y -o"$B/chm_7z" out/zavolzh2009.chm > "$B/7z.log"
extract_chmLib out/zavolzh2009.chm "$B/chm_lib" > "$B/extract_chmLib.log"

# 2. Calibre: MOBI and AZW3.  Calibre 6.13's CHM input crashes here (see README), so the reader's way round:
#    the pages 7-Zip took out of the CHM, entered at html/index.htm (links followed to depth 20).
export QT_QPA_PLATFORM=offscreen QTWEBENGINE_CHROMIUM_FLAGS=--no-sandbox
for fmt in mobi azw3; do
  ebook-convert "$B/chm_7z/html/index.htm" out/zavolzh2009.$fmt --max-levels 20 --input-encoding cp1251 \
    --title "Международные правила дуплетного бриджа. Редакция 2007 года" \
    --authors "Заволжская краевая федерация бриджа" --publisher "ЗКФБ" --language ru --pubdate 2009-10-15 \
    --level1-toc "//h:h3[@class='pravilo']" > "$B/calibre_$fmt.log" 2>&1
  ebook-convert out/zavolzh2009.$fmt "$B/$fmt.txt" > "$B/calibre_${fmt}_txt.log" 2>&1
done
# the plain failure, kept as evidence:
ebook-convert out/zavolzh2009.chm "$B/from_chm.mobi" > "$B/calibre_chm_input.log" 2>&1 || true

# 3. Scribus, headless, A5, linked frames, masters with running heads and page numbers
ZV_HTML=$D/src/html ZV_PDF=$D/out/zavolzh2009_scribus.pdf ZV_SLA=$B/zavolzh2009.sla \
  xvfb-run -a scribus -g -ns -py src/scribus_book.py > "$B/scribus.log" 2>&1
grep '^PAGES' "$B/scribus.log"
pdftotext -raw -enc UTF-8 out/zavolzh2009_scribus.pdf "$B/scribus.txt"

python3 src/check_truth.py
python3 src/check_renderings.py
du -sh out
