#!/bin/sh
# Regenerates every rendering of the abi2000 book from src/abi2000.txt with real tools (see README.md).
# Needs: abiword 3.0.5, paps 0.6.8 + ghostscript (ps2pdf), ocrmypdf + tesseract rus, poppler-utils,
# and a venv of my own at $VENV with the typst (0.15.2) and playwright (1.65) Python packages; /usr/bin/chromium.
set -e
cd "$(dirname "$0")"
VENV=${VENV:-/tmp/rt18venv}
B=${BUILD:-/tmp/abi2000_build}
rm -rf "$B"; mkdir -p "$B" out
py=python3

# ground truth and the plain text of the source
$py src/book.py truth truth.json
$py src/book.py plain src/plain.txt

# (1) AbiWord: RTF -> PDF, A5, two passes so that the contents page carries the page numbers
$py src/book.py rtf "$B/zakony97.rtf"
abiword --to=pdf -o "$B/pass1.pdf" "$B/zakony97.rtf"
$py src/pages.py "$B/pass1.pdf" "$B/pages.json"
$py src/book.py rtf "$B/zakony97.rtf" "$B/pages.json"
abiword --to=pdf -o out/abi2000_abiword.pdf "$B/zakony97.rtf"
$py src/pages.py out/abi2000_abiword.pdf "$B/pages2.json"
cmp "$B/pages.json" "$B/pages2.json"

# (2) paps: a printout of Chapter VI of the UTF-8 text -> PostScript (header line per page) -> ps2pdf; paps 0.6.8
#     draws every glyph as an outline (no text in the PDF but the header), so a copy gets an OCR text layer too
$py src/book.py paps "$B/glava6.txt" VI
$py src/book.py truth_part truth_paps.json VI
(cd "$B" && paps --header --font="DejaVu Sans Mono 10" --paper=a4 --left-margin=60 --right-margin=40 \
    --top-margin=40 --bottom-margin=40 glava6.txt > glava6.ps)
ps2pdf -sPAPERSIZE=a4 "$B/glava6.ps" out/abi2000_paps.pdf
ocrmypdf -l rus --jobs 1 --output-type pdf --optimize 0 --redo-ocr out/abi2000_paps.pdf out/abi2000_paps_ocr.pdf

# (3) Typst: two columns, running heads, footnotes, hyphenation
$py src/book.py typst "$B/zakony97.typ"
"$VENV/bin/python" -c "import sys, typst; typst.compile(sys.argv[1], output=sys.argv[2])" "$B/zakony97.typ" out/abi2000_typst.pdf

# (4) the old CP1251 web page saved by Chromium as a web archive (MHTML)
$py src/book.py html "$B/zakony97.htm"
"$VENV/bin/python" src/mhtml.py "$B/zakony97.htm" out/zakony97.mht

# (5) Notepad text: CP1251, CR LF, a paragraph a line, tabs before items
$py src/book.py txt1251 out/zakony97_1251.txt

# checks
$py src/check_truth.py truth.json src/plain.txt out/zakony97_1251.txt
$py src/check_truth.py truth_paps.json src/plain.txt "$B/glava6.txt"
ls -l out
