#!/bin/sh
# Regenerate every rendering of the ural2022 book from src/ural2022.txt with real tools:
#   Sphinx (html, epub, latex builders) + latexmk/xelatex, GNU wget (-k -p mirror from a local http server),
#   Chromium headless (document.body.innerText of every page = what «Выделить всё / Копировать» gives).
# Needs: python3, Sphinx 9 (pip, in its own venv: SPHINX=/path/to/sphinx-build), texlive-xetex + latexmk,
# fonts-dejavu, wget, chromium.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
SPHINX=${SPHINX:-/tmp/rt21venv/bin/sphinx-build}
PY=${PY:-python3}
PORT=${PORT:-8721}
WORK=$(mktemp -d /tmp/ural2022.XXXXXX)
OUT="$HERE/out"
rm -rf "$OUT"; mkdir -p "$OUT"

# 1. the Sphinx project (one .rst page per Law) and the ground truth, from the one source
$PY "$HERE/src/book.py" "$HERE/truth.json" "$WORK/sphinx"
cp "$HERE/src/conf.py" "$WORK/sphinx/conf.py"
export SOURCE_DATE_EPOCH=1647259200   # 14.03.2022

# 2. the site: sphinx-build -b html (theme «classic»); JS/CSS, sources and the search index are dropped
$SPHINX -q -b html -d "$WORK/doctrees" "$WORK/sphinx" "$WORK/html"
mkdir -p "$OUT/site"
cp "$WORK"/html/*.html "$OUT/site/"
rm -f "$OUT/site/search.html" "$OUT/site/genindex.html"

# 3. PDF by Sphinx's own LaTeX route (latexmk + xelatex)
$SPHINX -q -b latex -d "$WORK/doctrees" "$WORK/sphinx" "$WORK/latex"
(cd "$WORK/latex" && make all-pdf >"$WORK/latex.log" 2>&1) || { tail -40 "$WORK/latex.log"; exit 1; }
cp "$WORK/latex/ural2022.pdf" "$OUT/ural2022.pdf"

# 4. EPUB by Sphinx's epub builder
$SPHINX -q -b epub -d "$WORK/doctrees" "$WORK/sphinx" "$WORK/epub"
cp "$WORK/epub/ural2022.epub" "$OUT/ural2022.epub"

# 5. «saved pages»: wget -k -p mirror of three Law pages served by a local http server
(cd "$WORK/html" && exec $PY -m http.server "$PORT" --bind 127.0.0.1 >/dev/null 2>&1) &
SRV=$!
sleep 2
(cd "$OUT" && wget -q -k -p -E -nH -P saved \
    "http://127.0.0.1:$PORT/law40.html" "http://127.0.0.1:$PORT/law64.html" "http://127.0.0.1:$PORT/law70.html") || true
kill "$SRV" 2>/dev/null || true
wait "$SRV" 2>/dev/null || true
rm -f "$OUT/saved/_static/"*.png "$OUT/saved/_static/"*.svg 2>/dev/null || true
$PY "$HERE/src/subset.py" "$HERE/truth.json" "$HERE/truth_saved.json" 40 64 70

# 6. the text copied from the browser: Chromium headless, document.body.innerText of each page in the
#    site's «вперёд» order, pasted one after another (a blank line between pages)
cp -r "$WORK/html" "$WORK/copy"
$PY - "$WORK/copy" <<'EOF'
import glob, sys
js = ('<script>window.addEventListener("load",function(){var t=document.body.innerText;'
      'document.body.innerHTML="";var p=document.createElement("pre");p.id="copied";'
      'p.textContent=t;document.body.appendChild(p);});</script>')
for f in glob.glob(sys.argv[1] + '/*.html'):
    s = open(f, encoding='utf-8').read().replace('</head>', js + '</head>', 1)
    open(f, 'w', encoding='utf-8').write(s)
EOF
: > "$OUT/ural2022_copy.txt"
for page in $($PY "$HERE/src/order.py" "$WORK/html"); do
    chromium --headless --no-sandbox --disable-gpu --virtual-time-budget=3000 \
        --dump-dom "file://$WORK/copy/$page" 2>/dev/null > "$WORK/dom.html"
    $PY -c "
import html, re, sys
s = open(sys.argv[1], encoding='utf-8').read()
m = re.search(r'<pre id=\"copied\">(.*?)</pre>', s, re.S)
sys.stdout.write(html.unescape(m.group(1)).rstrip('\n') + '\n\n')" "$WORK/dom.html" >> "$OUT/ural2022_copy.txt"
done

# 7. check the truth files
$PY "$HERE/src/check_truth.py" "$HERE/truth.json" "$HERE/truth_saved.json"
$PY "$HERE/src/check_html.py" "$HERE/truth.json" "$OUT/site"
$PY "$HERE/src/check_html.py" "$HERE/truth.json" "$WORK/epub"
$PY "$HERE/src/check_html.py" "$HERE/truth_saved.json" "$OUT/saved"
$PY "$HERE/src/check_html.py" "$HERE/truth.json" "$OUT/ural2022_copy.txt"
rm -rf "$WORK"
du -sh "$OUT"
