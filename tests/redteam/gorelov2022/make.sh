#!/bin/bash
# Rebuilds truth*.json and every rendering in out/ from src/gorelov2022.txt (about 1 minute).
# Needs: python3, LibreOffice (soffice), pandoc, poppler-utils (pdftoppm, pdftotext), iconv,
# tesseract-ocr with tesseract-ocr-rus.
#   apt-get install -y --no-install-recommends libreoffice-writer pandoc poppler-utils tesseract-ocr tesseract-ocr-rus
set -euo pipefail
cd "$(dirname "$0")"
LO="soffice -env:UserInstallation=file:///tmp/gorelov2022_lo --headless"
T=$(mktemp -d /tmp/gorelov2022.XXXXXX)
trap 'rm -rf "$T"' EXIT
rm -rf out && mkdir -p out

# ground truth, plain text of the source and the check
python3 src/book.py truth truth.json
python3 src/book.py plain src/gorelov2022.plain.txt
python3 src/check_truth.py truth.json src/gorelov2022.plain.txt

# (1) LibreOffice: flat ODF -> .odt -> PDF (A5, mirrored pages, running heads, footnotes, hyphenation)
#     rendered twice: the second time the contents at the end carry the pages found in the first PDF
python3 src/book.py fodt "$T/pass1.fodt"
(cd "$T" && timeout 300 $LO --convert-to pdf pass1.fodt >/dev/null 2>&1)
python3 src/find_pages.py "$T/pass1.fodt.heads.json" "$T/pass1.pdf" "$T/pages.json"
python3 src/book.py fodt src/gorelov2022.fodt "$T/pages.json"
rm -f src/gorelov2022.fodt.heads.json
cp src/gorelov2022.fodt "$T/gorelov2022.fodt"
(cd "$T" && timeout 300 $LO --convert-to odt --outdir "$OLDPWD/out" gorelov2022.fodt >/dev/null 2>&1)
timeout 300 $LO --convert-to pdf --outdir out out/gorelov2022.odt >/dev/null 2>&1
test -s out/gorelov2022.pdf
python3 src/find_pages.py "$T/pass1.fodt.heads.json" out/gorelov2022.pdf "$T/check.json"
cmp "$T/pages.json" "$T/check.json"    # the contents' page numbers are right in the final PDF

# (2) pandoc: Markdown -> EPUB 3 and FB2
python3 src/book.py md src/gorelov2022.md
META=(--metadata title="За карточным столом и после него"
      --metadata subtitle="Комментарий к избранным статьям Международных правил спортивного бриджа (редакция 2017 года)"
      --metadata author="И. В. Горелов" --metadata date=2022 --metadata lang=ru-RU
      --metadata publisher="Полярный круг")
pandoc -f markdown -t epub3 --toc --toc-depth=1 --css src/epub.css "${META[@]}" \
       -o out/gorelov2022.epub src/gorelov2022.md
pandoc -f markdown -t fb2 "${META[@]}" -o out/gorelov2022.fb2 src/gorelov2022.md
python3 src/check_truth.py truth.json out/gorelov2022.epub --epub
python3 src/check_truth.py truth.json out/gorelov2022.fb2 --fb2

# (3) the league site's page: Word-2000-style HTML, UTF-8 written by book.py, saved in KOI8-R by iconv, CRLF
python3 src/book.py html "$T/gorelov.utf8.htm"
iconv -f UTF-8 -t KOI8-R "$T/gorelov.utf8.htm" > out/gorelov.htm
python3 src/check_truth.py truth.json out/gorelov.htm --html

# (4) OCR round trip: the PDF pages holding §§ 24, 26, 31 and 41 (each § starts a page), 300 dpi grey,
#     tesseract 5 -l rus, one plain text file (pages separated by form feeds, as tesseract writes them)
read -r FIRST LAST < <(python3 - out/gorelov2022.pdf <<'PY'
import subprocess, sys
n = int([l for l in subprocess.run(["pdfinfo", sys.argv[1]], capture_output=True, text=True).stdout.splitlines()
         if l.startswith("Pages:")][0].split()[1])
def has(p, s):
    return s in subprocess.run(["pdftotext", "-f", str(p), "-l", str(p), sys.argv[1], "-"],
                               capture_output=True, text=True).stdout
first = [p for p in range(1, n + 1) if has(p, "§ 24. Карта")][0]
last = [p for p in range(1, n + 1) if has(p, "§ 47. Возврат")][0] - 1
print(first, last)
PY
)
echo "OCR pages $FIRST-$LAST"
pdftoppm -r 300 -gray -f "$FIRST" -l "$LAST" out/gorelov2022.pdf "$T/p"
: > out/gorelov2022_ocr.txt
for f in "$T"/p-*.pgm; do
  tesseract "$f" stdout -l rus --psm 3 2>/dev/null >> out/gorelov2022_ocr.txt
  printf '\f' >> out/gorelov2022_ocr.txt
done
echo "$FIRST $LAST" > "$T/range"
python3 src/book.py truth truth_ocr.json c24 c41
python3 - "$FIRST" "$LAST" <<'PY'
import json, sys
t = json.load(open("truth_ocr.json", encoding="utf-8"))
t["pages"] = "PDF pages %s-%s of out/gorelov2022.pdf (printed page numbers the same), OCR'd into out/gorelov2022_ocr.txt" % (sys.argv[1], sys.argv[2])
open("truth_ocr.json", "w", encoding="utf-8").write(json.dumps(t, ensure_ascii=False, indent=1) + "\n")
PY
python3 src/check_truth.py truth_ocr.json src/gorelov2022.plain.txt
ls -la out
du -sh out
