#!/bin/bash
# Rebuilds truth*.json and every rendering in out/ from src/tomsk2023.txt (about 1 min).
# Needs: python3 (only to write the tools' input files and the truth), LibreOffice (soffice), Chromium,
# pandoc, iconv (glibc), poppler-utils (pdftoppm, pdftotext), tesseract-ocr with the rus language.
set -euo pipefail
cd "$(dirname "$0")"
LO="soffice -env:UserInstallation=file:///tmp/tomsk2023_lo --headless"
T=$(mktemp -d /tmp/tomsk2023.XXXXXX)
trap 'rm -rf "$T"' EXIT
rm -rf out && mkdir -p out

# ground truth and its check against the plain text of the source
python3 src/book.py truth truth.json
python3 src/book.py plain "$T/plain.txt"
python3 src/check_truth.py truth.json "$T/plain.txt"

# (1) DOCX written by hand (WordprocessingML: real footnotes, automatic list numbering «44/%1» and «%2)»,
#     one section per Law with its own running head), and its PDF by LibreOffice (A5)
python3 src/book.py docx out/tomsk2023.docx
timeout 300 $LO --convert-to pdf:writer_pdf_Export --outdir out out/tomsk2023.docx >/dev/null 2>&1

# (2) HTML with CSS columns and soft hyphens, printed by headless Chromium (A4, «Стр. N из M»)
python3 src/book.py html out/tomsk2023_columns.html
timeout 300 chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
    --print-to-pdf="$PWD/out/tomsk2023_columns.pdf" "file://$PWD/out/tomsk2023_columns.html" >/dev/null 2>&1

# (3) Word "filtered HTML", windows-1251, CRLF
python3 src/book.py mso "$T/mso.htm"
iconv -f UTF-8 -t WINDOWS-1251 "$T/mso.htm" > out/tomsk2023.htm

# (4) plain text by pandoc (66 columns), CRLF, UTF-16LE with a BOM
python3 src/book.py md "$T/book.md"
pandoc -f markdown -t plain --columns=66 "$T/book.md" | sed 's/$/\r/' > "$T/book.txt"
{ printf '\xff\xfe'; iconv -f UTF-8 -t UTF-16LE "$T/book.txt"; } > out/tomsk2023_utf16.txt

# (5) OCR round trip: the pages of Laws 44 to 65 of the LibreOffice PDF (each Law starts a page), 300 dpi
#     grey JPEG, tesseract -l rus into a PDF with a text layer; truth_ocr.json holds those Laws only
read -r FIRST LAST < <(python3 - out/tomsk2023.pdf <<'PY'
import subprocess, sys
n = int([l.split()[1] for l in subprocess.run(['pdfinfo', sys.argv[1]], capture_output=True, text=True).stdout.splitlines() if l.startswith('Pages:')][0])
page = lambda s: next(p for p in range(1, n + 1) if s in subprocess.run(['pdftotext', '-f', str(p), '-l', str(p), sys.argv[1], '-'], capture_output=True, text=True).stdout)
print(page('ПРАВИЛО 44 ('), page('ПРАВИЛО 69 (') - 1)
PY
)
echo "OCR pages: $FIRST-$LAST"
pdftoppm -r 300 -gray -jpeg -jpegopt quality=60 -f "$FIRST" -l "$LAST" out/tomsk2023.pdf "$T/p"
ls "$T"/p-*.jpg > "$T/pages.lst"
tesseract "$T/pages.lst" out/tomsk2023_ocr -l rus --dpi 300 pdf >/dev/null 2>&1
python3 src/book.py part truth_ocr.json 44 46 53 58 65
python3 src/check_truth.py truth_ocr.json "$T/plain.txt"
# self-checks: every clause text is also in the renderings that carry plain text as typed
python3 src/check_truth.py truth.json out/tomsk2023.htm
python3 src/check_truth.py truth.json out/tomsk2023_utf16.txt
python3 src/check_truth.py truth.json out/tomsk2023_columns.html
ls -la out
