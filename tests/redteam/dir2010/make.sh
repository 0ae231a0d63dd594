#!/bin/bash
# dir2010 («Справочник судьи», 2010): rebuilds truth.json, truth_scan.json and every rendering in out/ from
# src/dir2010.txt. ≈1–2 min on one core (tesseract is the slow part).
# Needs: python3, LibreOffice (soffice), pandoc, chromium, poppler-utils (pdftotext, pdftoppm, pdfunite, pdfinfo),
# tesseract with «rus», and python-docx + Pillow (here from /work/main/.venv; VENV_PY=... to use another).
set -euo pipefail
cd "$(dirname "$0")"
PY=python3
VPY=${VENV_PY:-/work/main/.venv/bin/python}
LO="soffice -env:UserInstallation=file:///tmp/dir2010_lo --headless"
T=$(mktemp -d /tmp/dir2010.XXXXXX)
trap 'rm -rf "$T"' EXIT
rm -rf out && mkdir -p out

# ground truth, the plain text, the checks
$PY src/book.py truth truth.json
$PY src/book.py plain src/dir2010_plain.txt
$PY src/check_truth.py truth.json src/dir2010_plain.txt

# (1) LibreOffice A5 brochure: flat ODF → PDF (running heads = chapter fields, footer «стр. N»)
$PY src/make_fodt.py src/dir2010.fodt
cp src/dir2010.fodt "$T/dir2010.fodt"
(cd "$T" && timeout 300 $LO --convert-to pdf dir2010.fodt >/dev/null 2>&1)
cp "$T/dir2010.pdf" out/dir2010.pdf

# (2) the same PDF as a user saves its text: pdftotext -layout (form feeds, running heads, page numbers kept)
pdftotext -layout out/dir2010.pdf out/dir2010_layout.txt

# (3) Word: .docx with the Law numbers as Word automatic numbering, then LibreOffice's PDF of it
$VPY src/make_docx.py out/dir2010_word.docx
timeout 300 $LO --convert-to pdf --outdir out out/dir2010_word.docx >/dev/null 2>&1

# (4) the wiki: Markdown page, its pandoc HTML, and chromium's print of that HTML
$PY src/make_md.py out/dir2010_wiki.md
pandoc -f markdown -t html5 -s --self-contained --css src/print.css -o out/dir2010_wiki.html out/dir2010_wiki.md
mkdir -p "$T/print" && cp out/dir2010_wiki.html "$T/print/"
timeout 180 chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
  --print-to-pdf="$PWD/out/dir2010_chromium.pdf" "file://$T/print/dir2010_wiki.html" >/dev/null 2>&1

# (5) the scan: Parts V–VI of (1), 150 dpi grey, a photocopy look (src/scan.py), tesseract rus → PDF with a
#     text layer per page, joined with pdfunite
read -r FIRST LAST < <($PY src/scan_range.py out/dir2010.pdf "$T/pages.json")
mkdir -p "$T/scan"
pdftoppm -r 150 -gray -f "$FIRST" -l "$LAST" out/dir2010.pdf "$T/scan/p"
$VPY src/scan.py "$T/scan" "$T/scan"
for f in "$T"/scan/s-*.jpg; do
  OMP_THREAD_LIMIT=1 tesseract "$f" "${f%.jpg}" -l rus --dpi 150 pdf >/dev/null 2>&1
done
pdfunite "$T"/scan/s-*.pdf out/dir2010_scan.pdf
$PY src/book.py scan ch5 ch7 "$T/pages.json" truth_scan.json
$PY src/check_truth.py truth_scan.json src/dir2010_plain.txt

# self-checks on the text renderings
$PY src/check_truth.py truth.json out/dir2010_wiki.html
ls -la out
