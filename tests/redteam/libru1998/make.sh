#!/bin/sh
# Regenerates truth*.json, src/plain.txt and every rendering in out/ from src/.
set -e
cd "$(dirname "$0")"
rm -rf build out && mkdir -p build out
python3 src/build.py                      # truth, plain text, DOS text, pandoc input, <pre> body
python3 src/libru_page.py                 # lib.ru page, KOI8-R
# FB2 by pandoc, packed as Flibusta serves it
pandoc -f markdown-smart-fancy_lists-auto_identifiers -t fb2 -o build/libru1998.fb2 build/libru1998.md
(cd build && rm -f ../out/libru1998.fb2.zip && zip -q -X ../out/libru1998.fb2.zip libru1998.fb2)
# EPUB from the FB2, DOCX from the EPUB: Calibre
export QT_QPA_PLATFORM=offscreen QTWEBENGINE_CHROMIUM_FLAGS=--no-sandbox
ebook-convert build/libru1998.fb2 out/libru1998.epub >build/epub.log 2>&1
ebook-convert out/libru1998.epub out/libru1998.docx >build/docx.log 2>&1
# RTF by LibreOffice from the typed text (UTF-8, hard line breaks), packed as lib.ru offers it
(cd build && cp libru1998_utf8.txt libru1998.txt \
 && soffice --headless --infilter="Text (encoded):UTF8,LF,,ru-RU" --convert-to rtf libru1998.txt >soffice.log 2>&1)
(cd build && rm -f ../out/libru1998.rtf.zip && zip -q -X ../out/libru1998.rtf.zip libru1998.rtf)
python3 src/check_truth.py
python3 src/check_renderings.py
