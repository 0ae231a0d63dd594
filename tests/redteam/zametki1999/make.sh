#!/bin/sh
# Reproduces truth.json and every rendering in out/ from src/.
# Tools (Debian 12 image): LibreOffice 7.4.7.2, GPL Ghostscript 10.00.0, ocrmypdf 14.0.1, tesseract 5.3.0 (rus),
# Python 3.11 with Pillow 13.0.0, numpy 2.4.6, pyphen 0.18.1 (venv: python3 -m venv /tmp/rt40venv &&
# /tmp/rt40venv/bin/pip install Pillow numpy pyphen). Fonts: Nimbus Mono PS (fonts-urw-base35).
# Heavy steps run one at a time under nice.  Takes ~10 min on 2 busy cores (scan.py and ocrmypdf are the slow part).
set -e
cd "$(dirname "$0")"
PY=${PY:-/tmp/rt40venv/bin/python}
T=/tmp/rt40; mkdir -p $T out
LO="soffice -env:UserInstallation=file://$T/lo_profile --headless"

# 1. truth + the typed pages (flat ODT, one ODT paragraph per typed line), then check the truth against them
$PY src/build.py src/zametki1999.txt truth.json $T/zametki1999.fodt $T/pages.txt
python3 src/check_truth.py truth.json $T/pages.txt

# 2. the .odt and the clean typed PDF (the control)
nice -n 10 $LO --convert-to odt --outdir $T/odt $T/zametki1999.fodt
cp $T/odt/zametki1999.odt out/zametki1999.odt
nice -n 10 $LO --convert-to pdf --outdir out out/zametki1999.odt

# 3. the archive scan: 300 dpi grey raster, aged as a photocopy of a typescript, image-only PDF
rm -rf $T/gs $T/deg; mkdir -p $T/gs
nice -n 10 gs -q -dNOPAUSE -dBATCH -sDEVICE=pnggray -r300 -dTextAlphaBits=4 -dGraphicsAlphaBits=4 \
   -sOutputFile=$T/gs/p-%02d.png out/zametki1999.pdf
nice -n 10 $PY src/scan.py $T/gs out/zametki1999_scan.pdf $T/deg

# 4. what ocrmypdf makes of it
nice -n 10 ocrmypdf -l rus --jobs 1 --output-type pdf --optimize 1 out/zametki1999_scan.pdf out/zametki1999_scan_ocr.pdf

# 5. tesseract's plain text of every page (the degraded page images), pages joined with a form feed
rm -f out/zametki1999_ocr.txt
first=1
for p in $T/deg/scan-*.png; do
  [ $first = 1 ] || printf '\f' >> out/zametki1999_ocr.txt
  first=0
  nice -n 10 tesseract "$p" - -l rus 2>/dev/null | sed 's/\f$//' >> out/zametki1999_ocr.txt
done
ls -l out
