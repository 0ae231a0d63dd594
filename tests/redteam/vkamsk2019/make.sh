#!/bin/sh
# Regenerate everything from src/vkamsk2019.md.  Needs: python3, chromium, w3m, iconv, texinfo (makeinfo),
# rst2pdf in the venv ../venv (pip install rst2pdf), poppler-utils (pdftotext) for the checks.
# Uses port 8931 on 127.0.0.1 for the Chrome print (the page is fetched as http://bridge-vkamsk.example.ru/...).
set -e
cd "$(dirname "$0")"
RST2PDF=${RST2PDF:-../venv/bin/rst2pdf}
rm -rf build out
mkdir -p build out
python3 src/book.py                      # build/vkamsk2019.{html,rst,texi}, truth.json, src/plain.txt
python3 src/variants.py                  # truth_*.json

# 1. the web page, printed by Chrome with its default header and footer
mkdir -p build/site/pravila
cp build/vkamsk2019.html build/site/pravila/2017.html
( cd build/site && exec python3 -m http.server 8931 --bind 127.0.0.1 ) >/dev/null 2>&1 &
HTTP=$!
sleep 1
timeout 180 chromium --headless --no-sandbox --disable-gpu --lang=ru \
  --host-resolver-rules="MAP bridge-vkamsk.example.ru 127.0.0.1:8931" \
  --print-to-pdf=out/vkamsk2019_chrome.pdf http://bridge-vkamsk.example.ru/pravila/2017.html 2>/dev/null || true
kill $HTTP 2>/dev/null || true
cp build/vkamsk2019.html out/vkamsk2019.html

# 2. w3m text dump, UTF-8 and KOI8-R
w3m -dump -cols 80 -I UTF-8 -O UTF-8 out/vkamsk2019.html > out/vkamsk2019_w3m.txt
iconv -f utf-8 -t koi8-r//TRANSLIT out/vkamsk2019_w3m.txt > out/vkamsk2019_w3m_koi8r.txt

# 3. rst2pdf
cp build/vkamsk2019.rst out/vkamsk2019.rst
( cd build && "$OLDPWD/$RST2PDF" --font-path /usr/share/fonts/truetype/dejavu -s ../src/vkamsk.yaml \
    -o ../out/vkamsk2019_rst2pdf.pdf vkamsk2019.rst )

# 4. Texinfo: plain text and the split HTML site
cp build/vkamsk2019.texi out/vkamsk2019.texi
( cd build && makeinfo --plaintext -o ../out/vkamsk2019_info.txt vkamsk2019.texi )
( cd build && makeinfo --html -o ../out/vkamsk2019_texinfo_html vkamsk2019.texi )

python3 src/check_truth.py
python3 src/check_renderings.py
