#!/bin/sh
# Regenerate every rendering of sevrech2015 from src/ (Debian 12: hugo 0.111.3, calibre 6.13, pandoc 2.17,
# TeX Live 2022 pdflatex with T2A/LH fonts, wget 1.21, lynx 2.9, python3 for http.server and the truth).
#   apt-get install -y hugo calibre lynx wget pandoc texlive-latex-recommended texlive-lang-cyrillic
set -eu
cd "$(dirname "$0")"
BOOK=$(pwd)
B=$(mktemp -d /tmp/sevrech2015.XXXXXX)
OUT=$BOOK/out
rm -rf "$OUT"; mkdir -p "$OUT"

# 1. the Hugo site (own tiny theme in src/hugo/layouts; the content pages are split out of the one source)
cp -r src/hugo "$B/site"
python3 src/split.py src/sevrech2015.md "$B/site/content"
(cd "$B/site" && hugo --quiet --cleanDestinationDir -d public)
cp -r "$B/site/public" "$OUT/site"

# 1b. the same site as a reader saves it: wget --mirror from a local http.server
PORT=8923
if wget -q -O /dev/null "http://127.0.0.1:$PORT/"; then echo "port $PORT busy" >&2; exit 1; fi
/usr/bin/python3 -m http.server $PORT --bind 127.0.0.1 --directory "$B/site/public" >"$B/http.log" 2>&1 &
SRV=$!
for i in 1 2 3 4 5 6 7 8 9 10; do
  wget -q -O /dev/null "http://127.0.0.1:$PORT/" && break; sleep 1
done
(cd "$B" && wget -q --mirror --convert-links --adjust-extension --page-requisites --no-host-directories \
    -P wget "http://127.0.0.1:$PORT/") || true
kill $SRV
cp -r "$B/wget" "$OUT/wget"

# 2. Calibre: the site's one-page print version (/pechat/) -> EPUB, PDF, FB2
export QT_QPA_PLATFORM=offscreen QTWEBENGINE_CHROMIUM_FLAGS="--no-sandbox"
PRINT="$B/site/public/pechat/index.html"
ebook-convert "$PRINT" "$OUT/sevrech2015_calibre.epub" \
   --title="Правила спортивного бриджа. Редакция 1997 года" --authors="Л. М. Кравцова" \
   --publisher="Северореченская областная федерация бриджа" --language=ru --pubdate=2015-03-14 \
   "--level1-toc=//h:h2[@class='glava']" "--level2-toc=//h:h2[@class='pg']" >"$B/epub.log" 2>&1
ebook-convert "$PRINT" "$OUT/sevrech2015_calibre.pdf" \
   --title="Правила спортивного бриджа. Редакция 1997 года" --authors="Л. М. Кравцова" --language=ru \
   "--level1-toc=//h:h2[@class='glava']" "--level2-toc=//h:h2[@class='pg']" \
   --paper-size=a5 --pdf-page-numbers --pdf-default-font-size=13 \
   --pdf-page-margin-top=54 --pdf-page-margin-bottom=54 \
   '--pdf-header-template=<p style="font-size:8pt;text-align:right;border-bottom:1px solid #888">_SECTION_</p>' \
   >"$B/pdf.log" 2>&1
ebook-convert "$PRINT" "$OUT/sevrech2015_calibre.fb2" \
   --title="Правила спортивного бриджа. Редакция 1997 года" --authors="Л. М. Кравцова" --language=ru \
   --sectionize=toc "--level1-toc=//h:h2[@class='glava']" "--level2-toc=//h:h2[@class='pg']" \
   >"$B/fb2.log" 2>&1

# 3. pandoc -> LaTeX (T2A, utf8 inputenc, babel russian, LH Computer Modern Cyrillic) -> pdflatex
mkdir -p "$B/tex"
python3 src/to_pandoc.py src/sevrech2015.md "$B/tex/sevrech2015_latex.md"
(cd "$B/tex" && pandoc -f markdown-fancy_lists-smart -t latex -s --template "$BOOK/src/book.latex" \
    -H "$BOOK/src/latex_head.tex" sevrech2015_latex.md -o sevrech2015_latex.tex \
  && pdflatex -interaction=nonstopmode sevrech2015_latex.tex >/dev/null \
  && pdflatex -interaction=nonstopmode sevrech2015_latex.tex >/dev/null)
cp "$B/tex/sevrech2015_latex.pdf" "$OUT/"

# 4. lynx -dump of the print page, saved in Windows-1251 (what a reader keeps as a .txt)
lynx -dump -nolist -width=78 -assume_charset=utf-8 -display_charset=windows-1251 "$PRINT" \
  > "$OUT/sevrech2015_lynx_cp1251.txt"

# truth
python3 src/book.py
python3 src/variants.py
python3 src/check_truth.py truth.json src/plain.txt
python3 src/check_truth.py truth_latex.json src/plain_latex.txt
python3 src/check_truth.py truth_lynx.json src/plain_lynx.txt
python3 src/check_renderings.py
rm -rf "$B"
du -sh "$OUT"
