#!/bin/sh
# Regenerate everything from src/ (about 30 s). Uses 127.0.0.1:8931 for the forum pages.
set -e
cd "$(dirname "$0")"
PORT=8931
python3 src/book.py                       # truth.json, src/plain.txt, src/blocks.json
python3 src/render_forum.py               # build/forum/thread_p1..3.html (the board's pages as served)
rm -rf out/forum; mkdir -p out/forum
( cd build/forum && exec python3 -m http.server $PORT --bind 127.0.0.1 >/dev/null 2>&1 ) &
SRV=$!
trap 'kill $SRV 2>/dev/null || true' EXIT
sleep 1
CHR="chromium --headless --no-sandbox --disable-gpu --lang=ru-RU"
for n in 1 2 3; do
  $CHR --dump-dom "http://127.0.0.1:$PORT/thread_p$n.html" > out/forum/thread_p$n.html 2>/dev/null
  $CHR --print-to-pdf="$PWD/out/forum/thread_p$n.pdf" "http://127.0.0.1:$PORT/thread_p$n.html" 2>/dev/null
done
kill $SRV; trap - EXIT
python3 src/render_tg.py                  # out/telegram/messages.html, messages2.html, result.json, css/style.css
python3 src/check_truth.py
python3 src/check_renderings.py
du -sh out
