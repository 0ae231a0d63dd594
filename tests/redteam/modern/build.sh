#!/bin/bash
# Rebuild every rendering from book.txt. Run from this folder: ./build.sh
set -euo pipefail
cd "$(dirname "$0")"
P="-env:UserInstallation=file:///tmp/lo_profile_redteam_modern"
SOFFICE="timeout 300 soffice $P --headless"
rm -rf out tmp && mkdir -p out tmp

python3 make.py                                   # truth.json + src/*

# 1. LibreOffice: FODT -> ODT -> PDF / DOC / RTF / DOCX
$SOFFICE --convert-to odt --outdir out src/book.fodt
$SOFFICE --convert-to pdf --outdir tmp out/book.odt && mv tmp/book.pdf out/lo_justified.pdf
$SOFFICE --convert-to doc --outdir out out/book.odt
$SOFFICE --convert-to rtf --outdir out out/book.odt
$SOFFICE --convert-to docx --outdir tmp out/book.odt && mv tmp/book.docx out/book_lo.docx
# 7. two-column page style
$SOFFICE --convert-to pdf --outdir out src/two_columns.fodt

# 2./3. pandoc
(cd src && pandoc book_notitle.md -f markdown -t docx -M lang=ru-RU -o ../out/footnotes.docx)
$SOFFICE --convert-to pdf --outdir out out/footnotes.docx
(cd src && pandoc book.md -f markdown -t epub3 --epub-chapter-level=1 --toc -o ../out/book.epub)
(cd src && pandoc book.md -f markdown -t fb2 -o ../out/book.fb2)
(cd src && pandoc book_notitle.md -f markdown -t html5 -s --toc -M lang=ru-RU \
    -M pagetitle="Международные правила спортивного бриджа" -o ../out/pandoc.html)

# 4. enscript (8-bit koi8 + en/em dash, URW Nimbus Mono with Cyrillic glyphs)
/usr/bin/python3 enscript_env/to_koi8rt.py src/book_plain.txt tmp/pravila2017.txt
E="env HOME=$PWD/enscript_env/home enscript -X koi8"
(cd tmp && $E -f NimbusMonoPS-Regular@10 -F NimbusMonoPS-Bold@10 -p 1up.ps pravila2017.txt \
        && $E -2r -f NimbusMonoPS-Regular@8 -F NimbusMonoPS-Bold@9 -p 2up.ps pravila2017.txt)
ps2pdf tmp/1up.ps out/enscript_1up.pdf
ps2pdf tmp/2up.ps out/enscript_2up.pdf

# 6. DjVu with text layer
timeout 900 pdf2djvu -o out/book.djvu out/lo_justified.pdf

# 5. scan of pages 1..$SCAN_LAST (title, preface, definitions, Laws 1-20)
SCAN_LAST=$(cat scan_last_page)
pdftoppm -r 300 -gray -png -f 1 -l "$SCAN_LAST" out/lo_justified.pdf tmp/scan
/usr/bin/python3 -m img2pdf -s 300dpi -o out/scan_image_only.pdf tmp/scan-*.png
timeout 1800 ocrmypdf -l rus --output-type pdf --jobs 1 out/scan_image_only.pdf out/scan_ocr.pdf
ls -la out
