#!/bin/sh
# Reproduces truth.json and every rendering in out/ from src/.
# Tools: pandoc 2.17.1.1; Chromium 156.0.8078.129 (Debian 12 bookworm); Python 3.11 (stdlib only);
#        poppler-utils 22.12 (pdftotext, only for the check). Takes < 1 min.
set -e
cd "$(dirname "$0")"
NAME=volwiki2022
TMP=/tmp/${NAME}_build; mkdir -p $TMP

# ground truth (refs typed by hand in src/refs.txt) and its check against the markup
python3 src/make_truth.py truth.json
python3 src/check_truth.py truth.json

# 1. the saved site (out/site/*.html + *_files/) and 2. the «Версия для печати» page (out/NAME_print.html)
python3 src/build_site.py $NAME out

# 3. Chromium's PDF of the print page, header and footer kept (no --print-to-pdf-no-header); the page is
#    served by a local server so that the footer shows a wiki-like URL
python3 src/serve_print.py out/${NAME}_print.html 8739 & SRV=$!
sleep 1
nice -n 10 chromium --headless --no-sandbox --disable-gpu --print-to-pdf=$PWD/out/${NAME}_print.pdf \
  'http://127.0.0.1:8739/index.php?title=%D0%9F%D1%80%D0%B0%D0%B2%D0%B8%D0%BB%D0%B0_2017/%D0%92%D1%81%D0%B5_%D0%BF%D1%80%D0%B0%D0%B2%D0%B8%D0%BB%D0%B0&printable=yes'
kill $SRV

# 4. «экспорт в книгу»: the whole markup → EPUB
python3 src/export_book.py > $TMP/book.wiki
pandoc -f mediawiki $TMP/book.wiki -o out/${NAME}.epub \
  --metadata title="Международные правила спортивного бриджа 2017 года" --metadata subtitle="БриджВики ВОФСБ" \
  --metadata author="Вологодская областная федерация спортивного бриджа" --metadata lang=ru --metadata date=2022-03-14 \
  --epub-chapter-level=2 --toc --toc-depth=2

python3 src/check_renderings.py truth.json out 2>/dev/null
