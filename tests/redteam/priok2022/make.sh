#!/bin/sh
# Reproduce truth and every rendering of rt38 (book priok2022) from src/.
# Tools used (Debian 12): pandoc 2.17.1.1, LibreOffice 7.4.7.2 (soffice, writer-nogui),
# hyphen-ru 20030310 (Russian hyphenation patterns for LibreOffice), poppler-utils (checks only), Python 3.
set -e
cd "$(dirname "$0")"
export SOURCE_DATE_EPOCH=1647216000      # 14 March 2022, the file's stated version date (EPUB/DOCX dates)
mkdir -p out

# truth (texts from the source, refs by hand in src/refs.txt) and the EPUB variant
python3 src/build_truth.py src/priok2022.md src/refs.txt truth.json
python3 src/make_truth_epub.py truth.json truth_epub.json

# 1. the Markdown source as a reader downloads it from the federation's repository
cp src/priok2022.md out/priok2022.md

# 2. standalone HTML page: site template (menu, breadcrumbs, footer) + own stylesheet, TOC
pandoc -s --toc --toc-depth=1 -M toc-title=Содержание --template=src/site.html5 -c src/site.css \
       --self-contained src/priok2022.md -o out/priok2022.html

# 3. EPUB 3, a chapter per Law (level-1 headings)
pandoc src/priok2022.md -t epub3 --epub-chapter-level=1 --toc --toc-depth=1 -M toc-title=Содержание \
       -M identifier=urn:uuid:5f0c2a8e-6f4e-4c1b-9d3a-priok2022 --css src/epub.css -o out/priok2022.epub

# 4. DOCX with a reference document (A4, justified, hyphenation, running head, page numbers) -> PDF
pandoc -o /tmp/rt38_ref_default.docx --print-default-data-file reference.docx
python3 src/make_reference.py /tmp/rt38_ref_default.docx src/reference.docx
pandoc src/priok2022.md --reference-doc=src/reference.docx -o out/priok2022.docx
nice -n 10 soffice -env:UserInstallation=file:///tmp/rt38_lo_profile --headless \
       --convert-to pdf --outdir out out/priok2022.docx

# 5. FictionBook 2
pandoc -s src/priok2022.md -t fb2 -o out/priok2022.fb2

# 6. plain text (as pasted into a forum post / saved as .txt), UTF-8, pandoc's 72-column wrap
pandoc -s src/priok2022.md -t plain -o out/priok2022.txt

# checks
python3 src/check_truth.py truth.json src/priok2022.md out/priok2022.txt out/priok2022.fb2 out/priok2022.html
