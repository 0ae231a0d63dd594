#!/bin/sh
# Regenerates every file of privolga2009 from src/book.src.  Needs: python3, htmldoc, ghostscript, groff (full, for
# -ms), bsdextrautils (col), pandoc, context (+ fonts-dejavu-core), jekyll + jekyll-theme-minima, poppler-utils.
set -e
cd "$(dirname "$0")"
mkdir -p build out
python3 src/gen.py                 # truth.json, src/plain.txt, build/{book.html,title.html,book.ms,book.md,jekyll/}
python3 src/variants.py            # truth_groff.json, src/plain_groff.txt
python3 src/check_truth.py
python3 src/check_truth.py truth_groff.json src/plain_groff.txt

# 1. htmldoc: HTML -> PDF book (title page from title.html, TOC, running heads/feet)
htmldoc --book --charset utf-8 --size a5 --fontsize 10 --bodyfont serif --headingfont sans --embedfonts \
  --titlefile build/title.html --toclevels 2 --toctitle "Содержание" \
  --header ".t." --footer "c.1" --tocheader ".t." --tocfooter "..i" \
  -f out/privolga2009_htmldoc.pdf build/book.html

# 2. groff -ms for a terminal; Debian's grotty writes SGR escapes unless GROFF_NO_SGR is set -> old overstrike
GROFF_NO_SGR=1 groff -k -t -ms -Tutf8 build/book.ms > out/privolga2009_nroff.txt
col -b < out/privolga2009_nroff.txt > out/privolga2009_colb.txt

# 3. pandoc -> ConTeXt -> PDF (DejaVu Serif, A5, running head, page numbers in the footer)
pandoc -f markdown -t context -s -V mainfont="DejaVu Serif" -V fontsize=10pt -V papersize=A5 \
  -V pagenumbering=location=footer -V headertext="Законы спортивного бриджа · 2007" -V lang=ru -V indenting=no \
  -o build/book.tex build/book.md
export OSFONTDIR=/usr/share/fonts
mtxrun --script fonts --reload > /dev/null 2>&1 || true
(cd build && context --batchmode --purgeall book.tex > context.log 2>&1)
cp build/book.pdf out/privolga2009_context.pdf
rm -rf build/book-export   # the XML export that pandoc's ConTeXt template switches on

# 4. the htmldoc PDF shrunk for e-mail
gs -q -dNOPAUSE -dBATCH -sDEVICE=pdfwrite -dPDFSETTINGS=/ebook -dCompatibilityLevel=1.4 \
  -sOutputFile=out/privolga2009_htmldoc_ebook.pdf out/privolga2009_htmldoc.pdf

# 5. Jekyll site, default theme minima
rm -rf out/site
(cd build/jekyll && jekyll build --quiet -s . -d ../../out/site && rm -rf .jekyll-cache)

python3 src/check_renderings.py
