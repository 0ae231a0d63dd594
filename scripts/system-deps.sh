#!/bin/sh
# The system packages lawref needs, listed in this one place, and their installation when missing.
# The Makefile calls it (docs/setup.md, "The two commands"); .ci/run only calls `make test`.
#
#   scripts/system-deps.sh venv      python3-venv: make creates .venv with `python3 -m venv`
#   scripts/system-deps.sh serve     pango, for the booklet; optional: without it the site is built and served
#                                    without the booklet (a warning, exit 0)
#   scripts/system-deps.sh booklet   pango, required
#   scripts/system-deps.sh test      everything the tests use: pango, chromium and its headless shell, libatomic1,
#                                    nodejs, poppler-utils, libgs-common (a CMYK profile for booklet --print)
#   scripts/system-deps.sh formats   what reading .odt/.rtf/.doc, .djvu, .chm and scans needs, and the tools the
#                                    format tests make their inputs with: LibreOffice with Russian hyphenation
#                                    (hyphen-ru), djvulibre, tesseract (Russian), poppler, 7-Zip, pandoc, pdf2djvu
#   scripts/system-deps.sh office | djvu | ocr | chm   one of those (lawref names the part it needs in its message)
#   scripts/system-deps.sh --missing MODE   print the missing Debian packages on one line; install nothing
#   scripts/system-deps.sh --list MODE      print every part of MODE: name, Debian packages, why
#
# Missing packages are installed with apt-get (through sudo when not root), saying what and why. Where there is
# no apt-get, or LAWREF_NO_INSTALL=1 is set, it says in one line what to install and installs nothing.
# PYTHON: the interpreter make uses (default python3).
set -eu

PYTHON=${PYTHON:-python3}

parts_of() {
  case $1 in
    venv) echo "venv" ;;
    serve | booklet) echo "pango" ;;
    test) echo "pango chromium playwright node poppler icc" ;;
    formats) echo "office hyphen djvu ocr poppler chm pandoc pdf2djvu" ;;
    office | djvu | ocr | poppler | chm) echo "$1" ;;
    *) echo "system-deps: unknown mode '$1' (venv, serve, booklet, test, formats, office, djvu, ocr, poppler or chm)" >&2; exit 2 ;;
  esac
}

debian_packages() {
  case $1 in
    venv) echo "python3-venv" ;;
    pango) echo "libpango-1.0-0 libpangoft2-1.0-0 libharfbuzz-subset0" ;;
    chromium) echo "chromium chromium-headless-shell" ;;
    playwright) echo "libatomic1" ;;
    node) echo "nodejs" ;;
    poppler) echo "poppler-utils" ;;
    office) echo "libreoffice-writer-nogui" ;;
    djvu) echo "djvulibre-bin" ;;
    chm) echo "p7zip-full" ;;
    ocr) echo "tesseract-ocr tesseract-ocr-rus" ;;
    pandoc) echo "pandoc" ;;
    pdf2djvu) echo "pdf2djvu" ;;
    hyphen) echo "hyphen-ru" ;;
    icc) echo "libgs-common" ;;
  esac
}

why() {
  case $1 in
    venv) echo "make creates .venv with python3 -m venv" ;;
    pango) echo "WeasyPrint lays out the booklet (PDF) with pango and subsets its fonts with harfbuzz" ;;
    chromium) echo "the browser tests drive Chromium with Playwright (its headless shell: a third of the start-up CPU)" ;;
    playwright) echo "Playwright's driver (a Node binary in its wheel) needs libatomic" ;;
    node) echo "lawref eval runs mkdocs-material's own search in Node.js to compare with ours" ;;
    poppler) echo "poppler's pdftoppm, pdftotext and pdfinfo: PDF pages as images, a PDF's text layer" ;;
    office) echo "LibreOffice headless converts .odt, .rtf and .doc to .docx for lawref to read" ;;
    djvu) echo "djvulibre's djvused and djvudump read a DjVu's text layer (ddjvu renders its pages for --ocr)" ;;
    chm) echo "7-Zip unpacks Windows Help books (.chm: LZX, which no maintained pure-Python package reads)" ;;
    ocr) echo "tesseract with Russian reads scans (lawref import --ocr)" ;;
    pandoc) echo "the format tests make .epub and .fb2 books with pandoc" ;;
    pdf2djvu) echo "the format tests make DjVu books with pdf2djvu" ;;
    hyphen) echo "LibreOffice hyphenates Russian with it: the format tests make justified, hyphenated PDFs" ;;
    icc) echo "ghostscript's CMYK profile (default_cmyk.icc): the tests of booklet --print --icc use it" ;;
  esac
}

# What to install on a system without apt-get, in its own words.
generic_name() {
  case $1 in
    venv) echo "Python's venv module with ensurepip" ;;
    pango) echo "pango" ;;
    chromium) echo "Chromium (or: .venv/bin/python -m playwright install chromium)" ;;
    playwright) echo "libatomic" ;;
    node) echo "Node.js" ;;
    poppler) echo "poppler (pdftoppm)" ;;
    office) echo "LibreOffice (soffice)" ;;
    djvu) echo "djvulibre (djvused, djvudump)" ;;
    chm) echo "7-Zip (7z)" ;;
    ocr) echo "tesseract with its Russian data (rus.traineddata)" ;;
    pandoc) echo "pandoc" ;;
    pdf2djvu) echo "pdf2djvu" ;;
    hyphen) echo "Russian hyphenation patterns for LibreOffice (hyph_ru_RU.dic)" ;;
    icc) echo "a CMYK ICC profile (ghostscript's default_cmyk.icc)" ;;
  esac
}

has_library() {
  ldconfig=$(command -v ldconfig || echo /sbin/ldconfig)
  if [ -x "$ldconfig" ]; then
    case $("$ldconfig" -p 2>/dev/null) in *"$1 "*) return 0 ;; esac
    return 1
  fi
  # No ldconfig (macOS): ask the dynamic loader through ctypes.
  "$PYTHON" -c "import ctypes.util, sys; sys.exit(0 if ctypes.util.find_library('$2') else 1)" 2>/dev/null
}

# Chromium from the system (not a snap: Playwright cannot drive it), or Playwright's own download.
has_chromium() {
  for name in chromium-headless-shell chromium chromium-browser; do
    found=$(command -v "$name" || true)
    case $found in "" | */snap/*) ;; *) return 0 ;; esac
  done
  for chrome in "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium-*/chrome-linux*/chrome; do
    [ -x "$chrome" ] && return 0
  done
  return 1
}

present() {
  case $1 in
    venv) "$PYTHON" -c 'import ensurepip, venv' >/dev/null 2>&1 ;;
    # Without harfbuzz-subset WeasyPrint falls back to fontTools, whose subsets differ from build to build.
    pango) has_library libpango-1.0.so.0 pango-1.0 && has_library libpangoft2-1.0.so.0 pangoft2-1.0 &&
      has_library libharfbuzz-subset.so.0 harfbuzz-subset ;;
    chromium) has_chromium ;;
    playwright) has_library libatomic.so.1 atomic ;;
    node) command -v node >/dev/null 2>&1 ;;
    poppler) command -v pdftoppm >/dev/null 2>&1 ;;
    office) command -v soffice >/dev/null 2>&1 ;;
    djvu) command -v djvused >/dev/null 2>&1 && command -v djvudump >/dev/null 2>&1 ;;
    chm) command -v 7z >/dev/null 2>&1 || command -v 7zz >/dev/null 2>&1 ;;
    ocr) command -v tesseract >/dev/null 2>&1 && tesseract --list-langs 2>/dev/null | grep -qx rus ;;
    pandoc) command -v pandoc >/dev/null 2>&1 ;;
    pdf2djvu) command -v pdf2djvu >/dev/null 2>&1 ;;
    hyphen) [ -e /usr/share/hyphen/hyph_ru_RU.dic ] ;;
    icc) [ -e /usr/share/color/icc/ghostscript/default_cmyk.icc ] ;;
  esac
}

missing_parts() {
  out=""
  for part in $(parts_of "$1"); do
    present "$part" || out="$out $part"
  done
  echo $out
}

packages_of() {
  out=""
  for part in "$@"; do out="$out $(debian_packages "$part")"; done
  echo $out
}

# One line saying what is missing and why, and what to install.
explain() {
  text=""
  for part in "$@"; do text="$text${text:+; }$(generic_name "$part"): $(why "$part")"; done
  echo "$text"
}

# Debian's chromium, where apt has it; Ubuntu's `chromium` is a snap, which Playwright cannot drive.
apt_has_real_chromium() {
  info=$(apt-cache show chromium 2>/dev/null || true)
  [ -n "$info" ] && ! printf '%s\n' "$info" | grep -qi snap
}

install_with_apt() {
  if [ "$(id -u)" = 0 ]; then
    as_root=""
  elif command -v sudo >/dev/null 2>&1; then
    # Without a terminal sudo cannot ask for a password: fail at once instead of hanging.
    if [ -t 0 ]; then as_root="sudo"; else as_root="sudo -n"; fi
  else
    echo "system-deps: not root and no sudo: as root, run apt-get install $(packages_of "$@")" >&2
    return 1
  fi
  for part in "$@"; do
    echo "system-deps: installing $(debian_packages "$part"): $(why "$part")" >&2
  done
  $as_root apt-get update -q || return 1
  packages=$(packages_of "$@")
  use_playwright=""
  case " $* " in
    *" chromium "*)
      if ! apt_has_real_chromium; then
        packages=$(packages_of $(echo " $* " | sed 's/ chromium / /'))
        use_playwright=1
      fi ;;
  esac
  if [ -n "$packages" ]; then
    # shellcheck disable=SC2086 # the package list is meant to split
    $as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $packages || return 1
  fi
  if [ -n "$use_playwright" ]; then
    echo "system-deps: apt has no Chromium that Playwright can drive (a snap): installing Playwright's own" >&2
    "$(dirname "$0")/../.venv/bin/python" -m playwright install --with-deps chromium || return 1
  fi
}

# ensure MODE [AFTERWARDS]: install what MODE lacks; on failure one line (ending with AFTERWARDS) and status 1.
ensure() {
  mode=$1
  afterwards=${2:-}
  missing=$(missing_parts "$mode")
  [ -z "$missing" ] && return 0
  # shellcheck disable=SC2086
  set -- $missing
  if [ "${LAWREF_NO_INSTALL:-}" = 1 ]; then
    echo "system-deps: missing (LAWREF_NO_INSTALL=1, not installing) $(explain "$@"); Debian/Ubuntu: sudo apt-get install $(packages_of "$@")$afterwards" >&2
    return 1
  fi
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "system-deps: no apt-get here: install $(explain "$@")$afterwards" >&2
    return 1
  fi
  install_with_apt "$@" || {
    echo "system-deps: could not install $(packages_of "$@"): install them as root (apt-get install $(packages_of "$@"))$afterwards" >&2
    return 1
  }
  still=$(missing_parts "$mode")
  if [ -n "$still" ]; then
    # shellcheck disable=SC2086
    echo "system-deps: still missing after apt-get: $(explain $still)$afterwards" >&2
    return 1
  fi
}

case ${1:-} in
  --missing)
    # shellcheck disable=SC2046
    packages_of $(missing_parts "${2:?mode}") ;;
  --list)
    for part in $(parts_of "${2:?mode}"); do
      printf '%s\t%s\t%s\n' "$part" "$(debian_packages "$part")" "$(why "$part")"
    done ;;
  serve)
    # The booklet is optional for `make serve`: the hook builds the site without it and says so.
    ensure serve "; the site is built and served without the booklet" || true ;;
  venv | booklet | test | formats | office | djvu | ocr | poppler | chm)
    ensure "$1" ;;
  *)
    echo "usage: scripts/system-deps.sh venv|serve|booklet|test|formats|office|djvu|ocr|poppler|chm | --missing MODE | --list MODE" >&2
    exit 2 ;;
esac
