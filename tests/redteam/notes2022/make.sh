#!/bin/sh
# Regenerates every rendering of notes2022 from src/ (needs: libreoffice-writer, pandoc, poppler-utils,
# enscript, ghostscript, iconv).
set -eu
cd "$(dirname "$0")"
python3 src/gen.py                       # -> build/notes.fodt, book.txt, truth.json
python3 src/check_truth.py
python3 src/truth_enscript.py             # -> truth_enscript.json (KOI8-R transliterations)
rm -rf out; mkdir -p out
# 1. Word document with automatic numbering: LibreOffice converts the flat ODT to DOCX
soffice --headless --convert-to 'docx:MS Word 2007 XML' --outdir out build/notes.fodt >/dev/null
# 2. PDF of the same document, by LibreOffice (A4, running head = chapter field of the current Law heading,
#    «Стр. N из M»); made from the .fodt, since after the DOCX round trip the head froze on the last Law
soffice --headless --convert-to 'pdf:writer_pdf_Export' --outdir out build/notes.fodt >/dev/null
# 3. "Save as text" of the PDF, the way a user does it, then re-encoded to CP1251 (CRLF line ends)
pdftotext -layout -enc UTF-8 out/notes.pdf build/notes-utf8.txt
iconv -f UTF-8 -t CP1251 build/notes-utf8.txt | sed 's/$/\r/' > out/notes-cp1251.txt
# 4. pandoc HTML5 page made from the DOCX
pandoc -f docx -t html5 --standalone --metadata title="Заметки судьи" --metadata lang=ru -o out/notes.html out/notes.docx
# 5. enscript printout of the plain text (KOI8-R for enscript's koi8 encoding), then ps2pdf
iconv -f CP1251 -t KOI8-R//TRANSLIT out/notes-cp1251.txt | tr -d '\r' > build/notes-koi8.txt
#    enscript's own Courier metrics have no Cyrillic glyphs, so a private HOME with .enscriptrc points AFMPath at
#    the URW Nimbus Mono PS metrics (which carry the afii100xx Cyrillic glyphs named by koi8.enc)
E="$(pwd)/build/enshome"; mkdir -p "$E/afm"
cp /usr/share/fonts/type1/urw-base35/NimbusMonoPS-Regular.afm /usr/share/fonts/type1/urw-base35/NimbusMonoPS-Bold.afm "$E/afm/"
printf 'NimbusMonoPS-Regular NimbusMonoPS-Regular\nNimbusMonoPS-Bold NimbusMonoPS-Bold\n' > "$E/afm/font.map"
printf 'AFMPath: %s:/usr/share/enscript/afm\n' "$E/afm" > "$E/.enscriptrc"
HEADER=$(printf '%s' 'Заметки судьи|$n|Лист $% из $=' | iconv -f UTF-8 -t KOI8-R)
HOME="$E" enscript -X koi8 -f NimbusMonoPS-Regular9 -F NimbusMonoPS-Bold9 -b "$HEADER" -M A4 \
  -o build/notes.ps build/notes-koi8.txt 2>build/enscript.log
ps2pdf -sPAPERSIZE=a4 build/notes.ps out/notes-enscript.pdf
ls -l out
