#!/bin/sh
# rt41 / vologda2021: reproduce truth.json and every rendering in out/ from src/.
# Tools (Debian 12): LibreOffice 7.4.7.2, poppler-utils 22.12 (pdfinfo, pdftotext), ghostscript 10.0 (pdf2ps, ps2pdf),
# psutils 1.17 (psbook, psnup), python 3 (no extra modules).
set -e
cd "$(dirname "$0")"
N=vologda2021
T=/tmp/rt41_build; mkdir -p $T out
SOFFICE="nice -n 10 soffice -env:UserInstallation=file:///tmp/rt41_lo_profile --headless"

python3 src/book.py truth truth.json
python3 src/check_truth.py truth.json

# pass 1: render with "00" in the contents, find the pages, pass 2 with the real numbers
python3 src/book.py fodt $T/$N.fodt
$SOFFICE --convert-to pdf --outdir $T $T/$N.fodt
python3 src/pages.py $T/$N.pdf src/pages.json
python3 src/book.py fodt src/$N.fodt src/pages.json

# 1-2. the edition: .odt, .pdf, .docx, .rtf (all by LibreOffice)
$SOFFICE --convert-to odt --outdir out src/$N.fodt
$SOFFICE --convert-to pdf --outdir out out/$N.odt
$SOFFICE --convert-to docx --outdir out out/$N.odt
$SOFFICE --convert-to rtf --outdir out out/$N.odt
python3 src/pages.py out/$N.pdf $T/pages_check.json && cmp src/pages.json $T/pages_check.json

# 3. print-shop booklet: saddle-stitch order (psbook pads to a multiple of 4), 2 A5 pages per A4 landscape side
nice -n 10 pdf2ps out/$N.pdf $T/$N.ps
psbook $T/$N.ps $T/${N}_book.ps
psnup -2 -Pa5 -pa4 $T/${N}_book.ps $T/${N}_booklet.ps
nice -n 10 ps2pdf -sPAPERSIZE=a4 $T/${N}_booklet.ps out/${N}_booklet.pdf

# 4. office 2-up printout in reading order
psnup -2 -Pa5 -pa4 $T/$N.ps $T/${N}_2up.ps
nice -n 10 ps2pdf -sPAPERSIZE=a4 $T/${N}_2up.ps out/${N}_2up.pdf
ls -l out
