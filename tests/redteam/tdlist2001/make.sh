#!/bin/sh
# Regenerates truth*.json, list.mbox, pipermail/ and blog/ from src/book.txt (Python 3 only).
set -e
export PYTHONDONTWRITEBYTECODE=1
cd "$(dirname "$0")"
rm -rf pipermail blog list.mbox list.mbox.lock
python3 src/book.py .
python3 src/render.py .
python3 src/check_truth.py
python3 src/check_renderings.py
