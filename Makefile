# Two commands do everything: `make serve` and `make test`. Both create .venv and install pinned deps, and
# install the system packages they need (scripts/system-deps.sh lists them; LAWREF_NO_INSTALL=1: only say).
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp
PORT ?= 8000
PYTEST_ARGS ?=  # e.g. make test PYTEST_ARGS="--durations=30" or "-k booklet"
SYSTEM_DEPS := PYTHON=$(PY) sh scripts/system-deps.sh

# The benches of `make bench`. Each bench-NAME target runs a script that writes its numbers of record to
# bench/results/NAME.md (bench/results.py: tables, date, machine, load average; committed), and then
# scripts/gen_benchmarks_doc.py puts every results file into docs/benchmarks.md between its hand-written prose
# (a new bench: its bench-NAME target below, its name here, its `<!-- results: NAME -->` marker in the page).
BENCHES := search site booklet wholebook decode site-search formats formats-routes editloop eval near

.PHONY: serve test build site booklet index eval bench benchmarks-doc $(addprefix bench-,$(BENCHES)) \
	bare-machine-test clean

$(STAMP): pyproject.toml constraints.txt
	@$(PY) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "lawref needs Python 3.11 or newer")'
	@$(SYSTEM_DEPS) venv
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -c constraints.txt -e '.[dev]'
	@touch $@

# ruff, then the suite on every core (pytest-xdist) with the site's scripts checked beside it (npm ci when
# node_modules is older than the lock, then eslint and tsc --checkJs, only when npm is installed: make serve needs
# no Node). The scripts' check starts first, before the venv is made (pip works on one core, so the check takes the
# other: ~7 s of CPU off the suite's two cores in a fresh clone); where npm comes with `system-deps.sh test`, it
# starts after that. Each test module runs on one worker (--dist loadfile), so a module's fixtures (a booklet,
# LibreOffice's conversions, search data) are made once, not once per worker; the site builds and the generated
# books are made once per run and shared by the workers (tests/sitebuild.py `once`; modules that wait for the same
# one share a worker: tests/conftest.py SAME_WORKER), and the longest modules start first (LONG_FIRST), so that the
# two workers end together.
# The format tests read .odt/.rtf/.doc/.djvu and scans and make their inputs with the real tools: `formats`.
# The plugins the suite uses, named, none loaded from the packages' entry points: pytest rewrites the asserts of
# every module of a package with a plugin entry point, so each worker rewrote hypothesis's ~100 modules at its
# start (~0.8 s of CPU a worker: docs/setup.md, round 23). scripts/precompile.py writes lawref's bytecode and the
# test modules' rewritten asserts first, once, on two cores: where PYTHONDONTWRITEBYTECODE is set (this machine),
# each worker did both at its start (its collection ~7 s of CPU, ~3.3 s after) and each Python process the tests
# start compiled lawref again.
PYTEST_ENV = PYTEST_DISABLE_PLUGIN_AUTOLOAD=1 PYTEST_PLUGINS=xdist.plugin,xdist.looponfail,_hypothesis_pytestplugin
NPM_CHECK = { [ node_modules/.installed-stamp -nt package-lock.json ] || \
	  { npm ci --no-audit --no-fund --loglevel=error && touch node_modules/.installed-stamp; } && \
	  npm run --silent check; } >$$log 2>&1 </dev/null & npm=$$!; \
	echo "npm run check (eslint, tsc --checkJs), beside the venv and the tests: its output follows theirs if it fails"

test:
	@log=$$(mktemp); npm=; \
	if command -v npm >/dev/null 2>&1; then $(NPM_CHECK); fi; \
	{ { $(MAKE) -q $(STAMP) || $(MAKE) --no-print-directory $(STAMP); } && $(SYSTEM_DEPS) test && $(SYSTEM_DEPS) formats && \
	  echo "$(BIN)/ruff check ." && $(BIN)/ruff check .; } || { [ -z "$$npm" ] || wait $$npm; rm -f $$log; exit 1; }; \
	if [ -z "$$npm" ] && command -v npm >/dev/null 2>&1; then $(NPM_CHECK); fi; \
	[ -n "$$npm" ] || echo "make test: npm is not installed, so the site's scripts are not linted (apt-get install npm)"; \
	$(BIN)/python scripts/precompile.py; \
	echo "$(PYTEST_ENV) $(BIN)/python -m pytest -n auto --dist loadfile $(PYTEST_ARGS)"; \
	$(PYTEST_ENV) $(BIN)/python -m pytest -n auto --dist loadfile $(PYTEST_ARGS); tests=$$?; \
	if [ -n "$$npm" ] && ! wait $$npm; then \
	  cat $$log; echo "make test: npm run check failed (above)"; rm -f $$log; exit 1; fi; \
	rm -f $$log; exit $$tests

# mkdocs serve runs the build hook, which generates pages, search data and the booklet from corpus/ (without
# pango, the site without the booklet). --dirty: the editor's loop (lawref.site.editloop: an edit re-renders only
# the pages it changed, its search data made beside them; the booklet follows in the background); --no-strict: a
# warning is printed and the server goes on (`make build` stays strict). `make serve PORT=8001` serves on another
# port; a taken port stops it before the venv and the build, in one line.
serve: $(STAMP)
	@$(SYSTEM_DEPS) serve
	$(BIN)/mkdocs serve --dirty --no-strict --dev-addr 127.0.0.1:$(PORT) --watch corpus --watch tools

# Checked when make reads this file, so a taken port is one line (make's own `*** ... Stop.`), not two.
ifneq ($(filter serve,$(MAKECMDGOALS)),)
PORT_PROBLEM := $(shell $(PY) scripts/check_port.py '$(PORT)' 2>&1)
ifneq ($(PORT_PROBLEM),)
$(error $(PORT_PROBLEM))
endif
endif

build site: $(STAMP)
	@$(SYSTEM_DEPS) serve
	$(BIN)/mkdocs build --strict

index: $(STAMP)
	$(BIN)/lawref index

booklet: $(STAMP)
	@$(SYSTEM_DEPS) booklet
	$(BIN)/lawref booklet -o build/lawref-booklet.pdf

eval: $(STAMP)
	$(BIN)/lawref eval

# Search quality (recall@5, MRR@10 against Snowball, no stemming, Material's search) and speed/size on the seed
# corpus and a synthetic 100x corpus (bench/results/search.md).
bench-search: $(STAMP)
	$(BIN)/lawref eval
	$(BIN)/python bench/bench_search.py

# The first search index of a whole book new to the lexicon (its lexicon made without it) on an empty cache, beside
# the shipped lexicon and whoosh's Snowball index of the same book (bench/results/near.md; ~5 min).
bench-near: $(STAMP)
	$(BIN)/python bench/bench_near.py

bench: $(addprefix bench-,$(BENCHES))
	$(BIN)/python scripts/gen_benchmarks_doc.py

# docs/benchmarks.md from the committed bench/results/*.md, without running a bench.
benchmarks-doc: $(STAMP)
	$(BIN)/python scripts/gen_benchmarks_doc.py

# Search quality of record: lawref eval's default sets and every blind set on both corpora, every engine
# (bench/results/eval.md).
bench-eval: $(STAMP)
	$(BIN)/python bench/bench_eval.py

# Site build time and a law page's weight beside plain mkdocs-material; Lighthouse scores (npm lighthouse,
# /usr/bin/chromium): bench/results/site.md and lighthouse.md.
bench-site: $(STAMP)
	$(BIN)/python bench/bench_site.py
	$(BIN)/python bench/lighthouse_site.py

# Booklet time and peak memory beside the browser (seeds) and WeasyPrint in one go (synthetic 10x and 100x
# corpora; about 5 min): bench/results/booklet.md.
bench-booklet: $(STAMP)
	$(BIN)/python bench/bench_booklet.py

# A generated whole book (law book and commentary) end to end: parsing each format, the site (empty and warm
# cache) beside plain mkdocs-material, the booklet beside WeasyPrint in one go (about 8 min). docs/benchmarks.md
# ("Whole books") shows bench/results/wholebook.md.
bench-wholebook: $(STAMP)
	@$(SYSTEM_DEPS) booklet
	$(BIN)/python bench/bench_wholebook.py

bench-decode: $(STAMP)
	$(BIN)/python bench/bench_decode.py

# The editor's loop: from saving a corpus file under `make serve` to the page served with the change, seeds and a
# whole book, beside the old full rebuild (the real server on a free port; about 25 min under load, most of it the
# old loop and the booklets). Writes bench/results/editloop.md.
bench-editloop: $(STAMP)
	@$(SYSTEM_DEPS) booklet
	$(BIN)/python bench/bench_editloop.py

# Each input format read by lawref beside pypdfium2, pdfplumber, pypdf, pdftotext, bs4, python-docx (a generated
# whole book; bench/results/formats.md), and every format as LibreOffice, pandoc and pdf2djvu make it
# (bench/results/formats_routes.md).
bench-formats: $(STAMP)
	@$(SYSTEM_DEPS) booklet
	$(BIN)/python bench/bench_formats.py

bench-formats-routes: $(STAMP)
	@$(SYSTEM_DEPS) formats
	$(BIN)/python bench/bench_formats_routes.py --repeat 3

# In-browser search, lawref's vs Material's, seed corpus and 100x synthetic (builds 4 sites; ~30 min).
bench-site-search: $(STAMP)
	$(BIN)/python bench/bench_site_search.py

# The two commands on a bare Debian bookworm chroot, in a fresh clone of the current branch (root, debootstrap;
# docs/setup.md "Bare-machine test"; ~40 min).
bare-machine-test:
	bash scripts/bare-machine-test.sh

clean:
	rm -rf site build .cache .pytest_cache .hypothesis
	find tools tests scripts bench -name __pycache__ -type d -prune -exec rm -rf {} +  # scripts/precompile.py's too
