#!/bin/sh
# Regenerate out/, truth*.json and run both checks. Needs Debian's libreoffice-writer 7.4 (see README), python3-uno,
# poppler-utils. Runs its own soffice with a private profile on 127.0.0.1:2929 and stops it (by its pid) at the end.
set -e
cd "$(dirname "$0")"
PORT=2929
PROFILE=file:///tmp/rt29_lo_profile
mkdir -p out
soffice -env:UserInstallation=$PROFILE --headless --norestore --nologo \
  --accept="socket,host=127.0.0.1,port=$PORT;urp;" >/tmp/rt29_soffice.log 2>&1 &
SPID=$!
trap 'kill $SPID 2>/dev/null || true' EXIT
cd src
/usr/bin/python3 make_doc.py $PORT ../out
/usr/bin/python3 book.py
/usr/bin/python3 check_truth.py $PORT
/usr/bin/python3 check_renderings.py $PORT
