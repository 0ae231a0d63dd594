#!/bin/sh
# Regenerates truth.json, src/plain.txt and every rendering of kare2004 from src/kare2004.adoc.
# Debian 12 packages: asciidoctor wkhtmltopdf abiword pandoc texlive-lang-cyrillic cm-super
#   texlive-latex-recommended texlive-latex-extra ghostscript paps poppler-utils (checks only)
set -e
cd "$(dirname "$0")"
export SOURCE_DATE_EPOCH=1095249600   # 15.09.2004 12:00 UTC: Asciidoctor's «Last updated» line
export TZ=UTC
mkdir -p out build
python3 src/book.py                   # truth.json + src/plain.txt

# 1. Asciidoctor: one HTML page, default stylesheet (embedded in the page), table of contents
asciidoctor -a toc -o out/kare2004.html src/kare2004.adoc

# 2. wkhtmltopdf 0.12.6 (Debian: unpatched Qt). The header/footer switches are accepted but ignored
#    ("not support using unpatched qt"); `toc` is refused (one input document only), so it is left out.
#    Exit code 1 comes from the unreachable Google Fonts link of the default stylesheet; the PDF is written.
wkhtmltopdf --quiet --encoding utf-8 --page-size A4 --load-error-handling ignore \
  --header-center "Правила дубликатного бриджа (ред. 1987)" --footer-center "[page]" \
  out/kare2004.html out/kare2004_wkhtml.pdf 2>/dev/null || true

# 3. AbiWord: DocBook 5 from Asciidoctor -> pandoc .docx -> AbiWord -> PDF and plain text
asciidoctor -a reproducible -b docbook5 -o build/kare2004.xml src/kare2004.adoc
pandoc -f docbook -t docx -o out/kare2004.docx build/kare2004.xml
abiword --to=pdf -o out/kare2004_abiword.pdf out/kare2004.docx
abiword --to=txt -o out/kare2004_abiword.txt out/kare2004.docx

# 4. pandoc -> LaTeX (T2A, babel russian, A5 two-sided, fancyhdr) -> latex -> dvips -> ps2pdf
pandoc -f docbook -t latex -s -V documentclass=article -V classoption=twoside -V papersize=a5 \
  -V fontsize=10pt -V geometry=margin=18mm -V fontenc=T2A -V lang=ru -H src/latex_head.tex \
  build/kare2004.xml -o build/kare2004.tex
(cd build && latex -interaction=nonstopmode kare2004.tex >/dev/null 2>&1 \
  && latex -interaction=nonstopmode kare2004.tex >/dev/null 2>&1 \
  && dvips -q -o kare2004.ps kare2004.dvi && ps2pdf kare2004.ps ../out/kare2004_latex.pdf)

# 5. paps: AbiWord's text set by paps with its page header, then ps2pdf
(cd out && paps --header --paper a4 --font "DejaVu Sans Mono 10" kare2004_abiword.txt > ../build/kare2004_paps.ps)
ps2pdf build/kare2004_paps.ps out/kare2004_paps.pdf

python3 src/check_truth.py
python3 src/check_renderings.py
