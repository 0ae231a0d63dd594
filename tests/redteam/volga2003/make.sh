#!/bin/sh
# Regenerate everything of volga2003 from src/ (about 30 s). Needs python3 + fontTools (pip install --user
# fonttools), LibreOffice (soffice), poppler-utils (pdftotext, for the checks), fonts-dejavu.
set -e
cd "$(dirname "$0")"
ROOT=$PWD
rm -rf build out; mkdir -p build out
python3 src/book.py                                   # truth.json
python3 src/hackfont.py build/fonts                   # TimesCyrHack-Regular/Bold.ttf
cp build/fonts/*.ttf out/
# a private fontconfig (system fonts + the hacked font) and a private LibreOffice profile
sed -e "s#FONTDIR#$ROOT/build/fonts#" -e "s#CACHEDIR#$ROOT/build/fccache#" src/fonts.conf > build/fonts.conf
export FONTCONFIG_FILE=$ROOT/build/fonts.conf
LO="soffice -env:UserInstallation=file://$ROOT/build/lo_profile --headless --norestore"
python3 src/render.py fodt clean build/volga2003.fodt
python3 src/render.py fodt hack build/volga2003_hack.fodt
( cd build
  $LO --convert-to odt volga2003.fodt --outdir .
  $LO --convert-to odt volga2003_hack.fodt --outdir .
  $LO --convert-to pdf:writer_pdf_Export volga2003.odt --outdir .
  $LO --convert-to pdf:writer_pdf_Export volga2003_hack.odt --outdir . )
cp build/volga2003.odt out/volga2003.odt
cp build/volga2003.pdf out/volga2003_clean.pdf
cp build/volga2003_hack.odt out/volga2003_hackfont.odt
cp build/volga2003_hack.pdf out/volga2003_hackfont.pdf
python3 src/render.py html out/volga2003_utf8x2.html
python3 src/render.py koi out/volga2003_koi_as_win.txt
python3 src/render.py cp866 out/volga2003_cp866.txt out/volga2003_cp866_as_1251.htm
python3 src/renderings.py
python3 src/variants.py                               # truth_*.json: the truth as each lossy rendering holds it
python3 src/check_truth.py
python3 src/check_renderings.py
