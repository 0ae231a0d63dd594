# Two commands do everything: `make serve` and `make test`. Both create .venv and install pinned deps.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp

.PHONY: serve test build site booklet index eval bench bench-search bench-site bench-booklet bench-decode bench-site-search clean

$(STAMP): pyproject.toml constraints.txt
	@$(PY) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "lawref needs Python 3.11 or newer")'
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -c constraints.txt -e '.[dev]'
	@touch $@

test: $(STAMP)
	$(BIN)/python -m pytest

# mkdocs serve runs the build hook, which generates pages, search data and the booklet from corpus/.
serve: $(STAMP)
	$(BIN)/mkdocs serve --dev-addr 127.0.0.1:8000 --watch corpus --watch tools

build site: $(STAMP)
	$(BIN)/mkdocs build --strict

index: $(STAMP)
	$(BIN)/lawref index

booklet: $(STAMP)
	$(BIN)/lawref booklet -o build/lawref-booklet.pdf

eval: $(STAMP)
	$(BIN)/lawref eval

# Search quality (recall@5, MRR@10 against Snowball, no stemming, Material's search) and speed/size on the seed
# corpus and a synthetic 100x corpus; README "## Search" quotes the numbers.
bench-search: $(STAMP)
	$(BIN)/lawref eval
	$(BIN)/python bench/bench_search.py

bench: bench-search bench-site bench-booklet bench-decode bench-site-search

# Site build time and a law page's weight beside plain mkdocs-material; Lighthouse scores (npm lighthouse,
# /usr/bin/chromium). README "## Site" quotes the numbers.
bench-site: $(STAMP)
	$(BIN)/python bench/bench_site.py
	$(BIN)/python bench/lighthouse_site.py

# Booklet time and peak memory beside the browser (seeds) and WeasyPrint in one go (synthetic 10x and 100x
# corpora; about 5 min). README "## Booklet" quotes the numbers.
bench-booklet: $(STAMP)
	$(BIN)/python bench/bench_booklet.py

bench-decode: $(STAMP)
	$(BIN)/python bench/bench_decode.py

# In-browser search, lawref's vs Material's, seed corpus and 100x synthetic (builds 4 sites; ~30 min).
bench-site-search: $(STAMP)
	$(BIN)/python bench/bench_site_search.py

clean:
	rm -rf site build .cache .pytest_cache .hypothesis
