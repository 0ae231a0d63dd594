#!/bin/sh
# tesseract's plain text of every scanned page, pages joined with a form feed (tesseract 5.3.0, rus)
# usage: ocr_txt.sh DIR_WITH_scan-NN.jpg OUT.txt
set -e
out=$2; : > "$out"; first=1; tmp=$(mktemp /tmp/rt37_ocr.XXXXXX)
for f in "$1"/scan-*.jpg; do
  [ $first = 1 ] || printf '\f' >> "$out"; first=0
  nice -n 10 tesseract "$f" - -l rus 2>/dev/null | sed -e 's/\f$//' > "$tmp"
  # drop the form feed tesseract itself puts at the end of a page; we join with exactly one
  tr -d '\f' < "$tmp" >> "$out"; rm -f "$tmp"
done
