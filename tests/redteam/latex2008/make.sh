#!/bin/sh
# Regenerates truth.json, truth_koi.json and every file in out/ from src/book.txt with real tools:
# pandoc 2/3 + xelatex (texlive-xetex, polyglossia russian, URW P052 font), groff -ms -t (tbl) + col + iconv,
# pandoc -s --toc (HTML), pdfjam (texlive-extra-utils). Python (src/*.py) only writes the tools' input files.
set -eu
cd "$(dirname "$0")"
rm -rf build && mkdir -p build out
python3 src/book.py inputs build
python3 src/book.py truth truth.json
# (1) LaTeX: pandoc -> .tex -> xelatex (twice: contents at the end, running heads)
pandoc build/latex.md -f markdown-fancy_lists -s -t latex -H build/header.tex \
  -V lang=ru -V mainfont=P052-Roman.otf -V mainfontoptions=Path=/usr/share/fonts/opentype/urw-base35/ \
  -V mainfontoptions=BoldFont=P052-Bold.otf -V mainfontoptions=ItalicFont=P052-Italic.otf \
  -V mainfontoptions=BoldItalicFont=P052-BoldItalic.otf -V sansfont="DejaVu Sans" -V fontsize=10pt \
  -V documentclass=article -V classoption=twoside \
  -V geometry:a5paper -V geometry:inner=17mm -V geometry:outer=13mm -V geometry:top=18mm -V geometry:bottom=18mm \
  -o build/latex2008.tex
(cd build && xelatex -interaction=batchmode latex2008.tex >/dev/null && xelatex -interaction=batchmode latex2008.tex >/dev/null) \
  || { tail -40 build/latex2008.log; exit 1; }
cp build/latex2008.pdf out/latex2008.pdf
# (2) groff -ms -t -Tutf8 (old overstrike, stripped by col -b), saved in KOI8-R (iconv //TRANSLIT for « » — №)
preconv -e utf-8 build/book.ms | groff -ms -t -Tutf8 -P-c -P-u 2>build/groff.err | col -b \
  | iconv -f utf-8 -t koi8-r//TRANSLIT > out/latex2008_nroff.koi8r.txt
# (3) the wiki's Markdown export (UTF-8, LF)
cp build/wiki.md out/latex2008_wiki.md
# (4) static-site HTML: pandoc -s --toc with the site's sidebar, breadcrumbs and footer; UTF-8 with a BOM
pandoc build/site.md -f markdown-fancy_lists -s --toc --toc-depth=2 -t html5 \
  -M lang=ru -M pagetitle="Законы дубликатного бриджа (редакция 2007 года) — АДБ Прикамского края" \
  -M toc-title="Содержание" \
  -H build/css.html -B build/sidebar.html -A build/footer.html -o build/site.html
printf '\357\273\277' > out/latex2008_site.html
cat build/site.html >> out/latex2008_site.html
# (5) 2-up printout of the A5 PDF on A4 landscape
pdfjam --nup 2x1 --landscape --paper a4paper --quiet out/latex2008.pdf -o out/latex2008_2up.pdf
# truth of the KOI8-R text (the same clauses with the characters iconv transliterated), and the checks
python3 src/check_truth.py truth.json
python3 src/koi_truth.py truth.json out/latex2008_nroff.koi8r.txt truth_koi.json
ls -l out
