#!/bin/bash
# Rebuilds truth*.json and every rendering in out/ from src/ledov2024.txt.
# Needs python3, pandoc (2.17), LibreOffice (7.4), pdfjam (texlive-extra-utils), poppler-utils,
# tesseract-ocr with tesseract-ocr-rus, iconv.
set -euo pipefail
cd "$(dirname "$0")"
LO="soffice -env:UserInstallation=file:///tmp/rt17_lo --headless"
T=$(mktemp -d /tmp/ledov2024.XXXXXX)
mkdir -p out

# ground truth and the plain texts it is checked against
python3 src/book.py truth truth.json
python3 src/book.py truth truth_dos.json --dos
python3 src/book.py plain src/ledov2024_plain.txt
python3 src/book.py plain "$T/plain_dos.txt" --dos
python3 src/check_truth.py truth.json src/ledov2024_plain.txt
python3 src/check_truth.py truth_dos.json "$T/plain_dos.txt"

# (1) DOCX by pandoc: a reference.docx with A5 pages, one running head per Law (a section per Law)
pandoc -o "$T/default.docx" --print-default-data-file reference.docx
python3 src/book.py heads "$T/heads.json"
python3 src/make_ref.py "$T/default.docx" "$T/reference.docx" "$T/heads.json"
echo probe > "$T/probe.md"
pandoc -f markdown -t docx --reference-doc="$T/reference.docx" -o "$T/probe.docx" "$T/probe.md"
python3 src/rids.py "$T/probe.docx" "$T/rids.json"
python3 src/book.py md src/ledov2024.md "$T/rids.json"
pandoc -f markdown-fancy_lists -t docx --reference-doc="$T/reference.docx" \
  --metadata title-meta="Практический комментарий к Правилам спортивного бриджа" \
  -o out/ledov2024.docx src/ledov2024.md
python3 src/rids.py out/ledov2024.docx "$T/rids2.json"; cmp "$T/rids.json" "$T/rids2.json"

# (2) PDF of the DOCX by LibreOffice
timeout 300 $LO --convert-to pdf --outdir out out/ledov2024.docx >/dev/null 2>&1
# (3) the PDF printed two A5 pages to an A4 landscape sheet
pdfjam --quiet --nup 2x1 --landscape --a4paper --frame false -o out/ledov2024_2up.pdf out/ledov2024.pdf
# (4) RTF by LibreOffice from the DOCX
timeout 300 $LO --convert-to rtf --outdir out out/ledov2024.docx >/dev/null 2>&1

# (5) the DOS text (Лексикон-style, 78 columns, CR LF, form feeds) in CP866
python3 src/book.py dos "$T/dos_utf8.txt"
iconv -f utf-8 -t cp866 "$T/dos_utf8.txt" > out/LEDOV24.TXT

# (6) the club site's page in CP1251
python3 src/book.py html "$T/site_utf8.html"
iconv -f utf-8 -t cp1251 "$T/site_utf8.html" > out/ledov2024_site.htm

# (7) OCR round trip of the pages holding Laws 42, 43, 46 and 58 (each Law starts a page)
read F L < <(python3 src/ocr_pages.py out/ledov2024.pdf 42 65)
echo "OCR pages $F-$L"
pdftoppm -r 250 -gray -f "$F" -l "$L" out/ledov2024.pdf "$T/pg"
rm -f out/ledov2024_ocr_p*.txt
: > out/ledov2024_ocr_p${F}-${L}.txt
for p in "$T"/pg-*.pgm; do
  tesseract "$p" - -l rus --psm 3 2>/dev/null >> out/ledov2024_ocr_p${F}-${L}.txt
  printf '\f' >> out/ledov2024_ocr_p${F}-${L}.txt
done
python3 src/book.py truth "$T/all.json"
python3 src/part_truth.py "$T/all.json" truth_ocr.json 42 65 "$F" "$L"
python3 src/check_truth.py truth_ocr.json src/ledov2024_plain.txt
rm -rf "$T"
echo done
