#!/usr/bin/env bash
# The README's two commands on a bare Debian bookworm, as a new user would run them (docs/setup.md, "Bare-machine test").
#
# A debootstrap chroot (minbase) gets only python3, python3-venv, make and git; inside it, a fresh `git clone` of
# the branch runs:
#   1. LAWREF_NO_INSTALL=1 make serve PORT=P   no pango, nothing installed: the site is served without the
#                                             booklet, with a one-line warning and a page saying how to get it
#   2. make serve PORT=P, while 1 still runs  the taken port: one line naming PORT=, non-zero, before any build
#   3. make serve PORT=P                      installs pango itself; the booklet PDF is served
#   4. make test                              installs chromium, libatomic1, nodejs, poppler-utils, libgs-common and the formats' tools; the suite passes
# Pages are fetched with python3's urllib from inside the chroot; each server is stopped by its process group.
#
# Usage (as root; needs debootstrap): scripts/bare-machine-test.sh [BRANCH]
#   BRANCH        the branch to clone (default: the current one) from LAWREF_BARE_REPO (default: this repository's
#                 git folder); commit first: the clone sees commits only
#   LAWREF_BARE_DIR   where the chroots live (default /work/chroot; never inside the repository): the pristine
#                     debootstrap result is kept there as bookworm-base and copied afresh for every run
#   LAWREF_BARE_KEEP=1  keep the run's chroot afterwards (to look inside)
# The chroot shares this machine's network. What it takes from the host: /etc/resolv.conf, the host's Debian apt
# sources (the same mirror as this machine) and, if the host has them, its local certificate authorities, CA bundle,
# /etc/pip.conf, PIP_CERT and SSL_CERT_FILE (this workplace reaches PyPI through a proxy with its own certificate
# authority). Nothing else.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
# The repository's git folder (a worktree's .git is only a pointer to it).
repo=${LAWREF_BARE_REPO:-$(git -C "$here" rev-parse --path-format=absolute --git-common-dir)}
branch=${1:-$(git -C "$here" rev-parse --abbrev-ref HEAD)}
work=${LAWREF_BARE_DIR:-/work/chroot}
base=$work/bookworm-base
run=$work/run
logs=$work/logs

say() { echo "bare-machine-test: $*"; }
[ "$(id -u)" = 0 ] || { say "needs root (debootstrap, chroot, mount)"; exit 2; }
command -v debootstrap >/dev/null || { say "needs debootstrap: apt-get install debootstrap"; exit 2; }
case $work/ in "$here"/*) say "LAWREF_BARE_DIR must be outside the repository"; exit 2 ;; esac

mkdir -p "$work"
if [ ! -d "$base" ]; then
  say "debootstrap --variant=minbase bookworm $base (once; kept for later runs)"
  rm -rf "$base.tmp"
  debootstrap --variant=minbase bookworm "$base.tmp" >"$work/debootstrap.log" 2>&1
  mv "$base.tmp" "$base"
fi

rm -rf "$run" "$logs"
mkdir -p "$logs"
say "copying the pristine chroot to $run"
cp -a "$base" "$run"

mounted=()
cleanup() {
  local i
  for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do
    umount "${mounted[i]}" 2>/dev/null || umount -l "${mounted[i]}" 2>/dev/null || true
  done
  if [ "${LAWREF_BARE_KEEP:-}" != 1 ]; then rm -rf "$run"; fi
}
trap cleanup EXIT
mount_in() { mount "$@"; mounted+=("${@: -1}"); }
mount_in -t proc proc "$run/proc"
mount_in -t sysfs -o ro sysfs "$run/sys"
mount_in -t tmpfs -o mode=1777 shm "$run/dev/shm"
mount_in -t devpts -o newinstance,ptmxmode=0666 devpts "$run/dev/pts"
mkdir -p "$run/mnt/repo"
mount_in --bind -o ro "$repo" "$run/mnt/repo"

cp /etc/resolv.conf "$run/etc/resolv.conf"
if [ -f /etc/apt/sources.list.d/debian.sources ]; then
  cp /etc/apt/sources.list.d/debian.sources "$run/etc/apt/sources.list.d/"
  : >"$run/etc/apt/sources.list"
fi
# The workplace's own certificate authorities, where Debian's ca-certificates (pulled in by python3) adds local
# ones, and the bundle for the moment before that; pip is told where the bundle is as on the host.
if compgen -G "/usr/local/share/ca-certificates/*.crt" >/dev/null; then
  mkdir -p "$run/usr/local/share/ca-certificates"
  cp /usr/local/share/ca-certificates/*.crt "$run/usr/local/share/ca-certificates/"
fi
if [ -f /etc/ssl/certs/ca-certificates.crt ]; then
  mkdir -p "$run/etc/ssl/certs"
  cp /etc/ssl/certs/ca-certificates.crt "$run/etc/ssl/certs/"
fi
if [ -f /etc/pip.conf ]; then cp /etc/pip.conf "$run/etc/pip.conf"; fi
ca_env=()
for name in PIP_CERT SSL_CERT_FILE; do
  if [ -n "${!name:-}" ]; then ca_env+=("$name=${!name}"); fi
done

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')

# The steps inside the chroot: a clean environment, root (as CI and this workplace run), a UTF-8 locale.
cat >"$run/root/bare-run.sh" <<'INSIDE'
set -uo pipefail
cd /root
log=/root/logs
mkdir -p "$log"
step() { echo; echo "=== $*"; }
# A failure stops the server it leaves running (it would outlive the chroot, holding its port and two cores).
fail() { echo "FAIL: $*"; [ -n "${SERVE_PID:-}" ] && stop; exit 1; }
started() { date +%s; }
elapsed() { echo "$(( $(date +%s) - $1 )) s"; }
fetch() {  # fetch URL [FILE]: the body, or status 1
  python3 - "$@" <<'PY'
import sys, urllib.request
try:
    body = urllib.request.urlopen(sys.argv[1], timeout=30).read()
except Exception as err:
    print(f"fetch {sys.argv[1]}: {err}", file=sys.stderr)
    sys.exit(1)
if len(sys.argv) > 2:
    open(sys.argv[2], "wb").write(body)
PY
}
# serve NAME [ENV...]: start `make serve` in its own process group, wait until the home page answers.
serve() {
  local name=$1; shift
  setsid env "$@" make serve PORT="$PORT" >"$log/$name.log" 2>&1 < /dev/null &
  SERVE_PID=$!
  local t0; t0=$(started)
  for _ in $(seq 1 900); do
    if fetch "http://127.0.0.1:$PORT/" "$log/$name-index.html" 2>/dev/null; then
      echo "$name: serving after $(elapsed "$t0")"; return 0
    fi
    kill -0 "$SERVE_PID" 2>/dev/null || { tail -20 "$log/$name.log"; fail "$name: make serve exited"; }
    sleep 2
  done
  fail "$name: nothing served on port $PORT after 30 min"
}
stop() { kill -TERM -- "-$SERVE_PID" 2>/dev/null; wait "$SERVE_PID" 2>/dev/null; true; }

step "the bare machine"
apt-get update -q >"$log/apt-bare.log" 2>&1 || fail "apt-get update (see apt-bare.log)"
DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends python3 python3-venv make git \
  >>"$log/apt-bare.log" 2>&1 || fail "installing python3 python3-venv make git"
python3 --version; make --version | head -1; git --version
for tool in chromium node pdftoppm; do command -v $tool && fail "$tool is already there"; done
ldconfig -p | grep -q libpango && fail "pango is already there"
echo "no chromium, node, pdftoppm, pango"

step "git clone -b $BRANCH"
git clone -q -b "$BRANCH" /mnt/repo lawref || fail "git clone"
cd lawref && git log --oneline -1

step "1. LAWREF_NO_INSTALL=1 make serve PORT=$PORT (no pango, install nothing)"
t0=$(started)
serve serve-no-pango LAWREF_NO_INSTALL=1
fetch "http://127.0.0.1:$PORT/laws/70.html" "$log/70.html" || fail "laws/70.html"
fetch "http://127.0.0.1:$PORT/booklet.html" "$log/booklet.html" || fail "booklet.html (the page saying how to get the booklet)"
grep -q "libpango-1.0-0" "$log/booklet.html" || fail "booklet.html does not name the package"
grep -q 'href="booklet.html"' "$log/serve-no-pango-index.html" || fail "the home page does not link booklet.html"
fetch "http://127.0.0.1:$PORT/lawref-booklet.pdf" /dev/null 2>/dev/null && fail "a booklet PDF without pango?"
# the build hook's warning, in Russian: «lawref: для буклета нужна библиотека pango …; сайт собран без буклета»
grep -c "lawref:.*буклет" "$log/serve-no-pango.log" | grep -qx 1 || fail "expected one warning line about the booklet"
grep "lawref:.*буклет\|system-deps" "$log/serve-no-pango.log"
echo "served laws/70.html and booklet.html, no PDF ($(elapsed "$t0"))"

step "2. make serve PORT=$PORT while the port is taken"
t0=$(started)
make serve PORT="$PORT" >"$log/port-taken.log" 2>&1 && fail "make serve on a taken port exited 0"
cat "$log/port-taken.log"
grep -q "PORT=" "$log/port-taken.log" || fail "no PORT= suggestion"
grep -q "Traceback" "$log/port-taken.log" && fail "a traceback"
echo "refused in $(elapsed "$t0")"
stop

step "3. make serve PORT=$PORT (installs pango)"
t0=$(started)
serve serve
fetch "http://127.0.0.1:$PORT/lawref-booklet.pdf" "$log/booklet.pdf" || fail "lawref-booklet.pdf"
head -c 5 "$log/booklet.pdf" | grep -q "%PDF-" || fail "lawref-booklet.pdf is no PDF"
grep "system-deps" "$log/serve.log" || true
echo "served the booklet, $(wc -c <"$log/booklet.pdf") bytes ($(elapsed "$t0"))"
stop

step "4. make test (installs chromium, libatomic1, nodejs, poppler-utils, libgs-common, the formats' tools)"
t0=$(started)
make test >"$log/test.log" 2>&1
status=$?
grep "system-deps" "$log/test.log" || true
tail -15 "$log/test.log"
[ $status = 0 ] || fail "make test exited $status ($(elapsed "$t0"))"
echo "make test passed ($(elapsed "$t0"))"
echo
echo "PASS"
INSIDE

say "running the two commands in the chroot (branch $branch, port $port); logs in $logs"
set +e
env -i HOME=/root PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 TERM=dumb \
  "${ca_env[@]}" BRANCH="$branch" PORT="$port" chroot "$run" /bin/bash /root/bare-run.sh 2>&1 | tee "$logs/run.log"
status=${PIPESTATUS[0]}
set -e
cp -a "$run/root/logs/." "$logs/" 2>/dev/null || true
if [ "$status" = 0 ]; then say "PASS (logs in $logs)"; else say "FAIL (exit $status; logs in $logs)"; fi
exit "$status"
