#!/bin/sh
# Regenerates truth.json and every rendering in out/ from src/ (about 20 s).
set -e
cd "$(dirname "$0")"
rm -rf out && mkdir -p out/build
python3 src/build.py                      # truth.json, out/*_cp866.txt, out/*_site_1251.htm, out/build/*_word.fodt
# 2. the Word 97 copy (2004) and its PDF, both by LibreOffice
soffice --headless --convert-to doc:"MS Word 97" --outdir out out/build/pfsb1999comm_word.fodt >/dev/null 2>&1
mkdir -p out/build/pdf
soffice --headless --convert-to pdf --outdir out/build/pdf out/pfsb1999comm_word.doc >/dev/null 2>&1
mv out/build/pdf/pfsb1999comm_word.pdf out/
# 4. the 1999 printout: cp866 -> KOI8-R (the printer's code page), enscript 2-up landscape, ps2pdf
iconv -f cp866 -t koi8-r out/pfsb1999comm_cp866.txt > out/build/pfsb1999comm_koi8.txt
touch -d "1999-03-12 14:05:00" out/build/pfsb1999comm_koi8.txt
mkdir -p out/build/afm out/build/home
cp /usr/share/fonts/type1/urw-base35/NimbusMonoPS-Regular.afm /usr/share/fonts/type1/urw-base35/NimbusMonoPS-Bold.afm out/build/afm/
printf 'NimbusMonoPS-Regular\tNimbusMonoPS-Regular\nNimbusMonoPS-Bold\tNimbusMonoPS-Bold\n' > out/build/afm/font.map
echo "AFMPath: $PWD/out/build/afm:/usr/share/enscript/afm" > out/build/home/.enscriptrc
HOME=$PWD/out/build/home TZ=UTC enscript -2r --encoding=koi8 -L 66 \
  -f NimbusMonoPS-Regular@7 -F NimbusMonoPS-Bold@9 \
  --header='KOMM97.TXT|$D{%d.%m.%y} $C|Page $% of $=' \
  -p out/build/komm.ps out/build/pfsb1999comm_koi8.txt
ps2pdf out/build/komm.ps out/pfsb1999comm_enscript.pdf
rm -rf out/build
python3 src/check_truth.py
python3 src/check_renderings.py
