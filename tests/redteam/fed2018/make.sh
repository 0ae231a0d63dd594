#!/bin/bash
# Rebuilds truth.json and every rendering in out/ from src/fed2018.txt.
# Needs python3, a venv with Pillow ($VENV, default /tmp/rt3venv), LibreOffice, pandoc, enscript, ghostscript,
# poppler-utils, ocrmypdf with tesseract-ocr-rus.
set -euo pipefail
cd "$(dirname "$0")"
HERE=$PWD
VENV=${VENV:-/tmp/rt3venv}
LO="soffice -env:UserInstallation=file:///tmp/rt3_lo --headless"
T=$(mktemp -d /tmp/fed2018.XXXXXX)
mkdir -p out

# ground truth
python3 src/book.py truth.json
python3 src/check_truth.py truth.json

# LibreOffice: flat ODF, twice (the second time with the table of contents' page numbers)
build() {  # variant
  python3 src/make_fodt.py "$1" "$T/pass1_$1.fodt"
  (cd "$T" && timeout 300 $LO --convert-to pdf "pass1_$1.fodt" >/dev/null)
  python3 src/find_pages.py "$T/pass1_$1.fodt.toc.json" "$T/pass1_$1.pdf" "$T/pages_$1.json"
  python3 src/make_fodt.py "$1" "src/fed2018_$1.fodt" "$T/pages_$1.json"
  rm -f "src/fed2018_$1.fodt.toc.json"
}
build a5
build a4
# (1) .odt, (3) PDF from the .odt, (4) LibreOffice's «Save as HTML»
timeout 300 $LO --convert-to odt --outdir out src/fed2018_a5.fodt
timeout 300 $LO --convert-to pdf --outdir out out/fed2018_a5.odt
timeout 300 $LO --convert-to html --outdir out out/fed2018_a5.odt
# (2) .docx (A4 variant, widow/orphan control off)
timeout 300 $LO --convert-to 'docx:MS Word 2007 XML' --outdir out src/fed2018_a4.fodt
# the table of contents' page numbers must still be right after the second pass
python3 src/find_pages.py "$T/pass1_a5.fodt.toc.json" out/fed2018_a5.pdf "$T/check_a5.json"
cmp "$T/pages_a5.json" "$T/check_a5.json"

# (5) Markdown -> pandoc -> EPUB
python3 src/make_md.py src/fed2018.md
pandoc -f markdown -t epub3 --toc --toc-depth=2 --css src/book.css --metadata lang=ru \
  --metadata title="Правила спортивного бриджа. Редакция 2017 года" \
  --metadata author="Федерация спортивного бриджа Северо-Западного региона" \
  --metadata date=2018 -o out/fed2018.epub src/fed2018.md

# (6) pandoc plain text -> enscript (two columns, landscape, ISO-8859-5 with a Cyrillic Courier) -> ps2pdf
pandoc -f markdown -t plain --columns=66 src/fed2018.md -o out/fed2018_plain.txt
mkdir -p "$T/home/afm"
cp /usr/share/enscript/afm/* "$T/home/afm/"
cp /usr/share/fonts/type1/urw-base35/NimbusMonoPS-{Regular,Bold}.afm "$T/home/afm/"
printf 'NimbusMonoPS-Regular\tNimbusMonoPS-Regular\nNimbusMonoPS-Bold\tNimbusMonoPS-Bold\n' >> "$T/home/afm/font.map"
printf 'AFMPath: %s\n' "$T/home/afm" > "$T/home/.enscriptrc"
iconv -f utf-8 -t iso-8859-5//TRANSLIT out/fed2018_plain.txt > "$T/plain5.txt"
HDR=$(printf '%s' 'Правила спортивного бриджа (2017)||Стр. $% из $=' | iconv -f utf-8 -t iso-8859-5)
(cd "$T" && HOME="$T/home" enscript -q -X 88595 -f NimbusMonoPS-Regular@7.5 -F NimbusMonoPS-Bold@8 -2r \
   --header="$HDR" -p book.ps plain5.txt) 2>&1 | tail -1 || true
ps2pdf "$T/book.ps" out/fed2018_enscript.pdf

# (7) scan of the A5 PDF's first 8 pages, OCR
mkdir -p "$T/scan"
pdftoppm -r 200 -gray -f 1 -l 8 out/fed2018_a5.pdf "$T/scan/p"
"$VENV/bin/python" src/scan.py "$T/scan" "$T/scan/raw.pdf"
timeout 900 ocrmypdf -q -l rus --jobs 1 --output-type pdf "$T/scan/raw.pdf" out/fed2018_scan8_ocr.pdf
rm -rf "$T"
ls -la out
