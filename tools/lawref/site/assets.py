"""Build-time data for the site's scripts, the scripts as served, and the go-to box markup.

The data is a .js file, not JSON: browsers refuse fetch() of a JSON file from file://, and the site must
work from a folder or a USB stick. `site_src/assets/js/lawref.js` reads `window.LAWREF_DATA`.

The scripts of site_src/assets/js are written to be read (comments, indentation); the built site serves them
minified (`minified`, in pure Python: the build needs no Node), a third less to download for a first search.
"""

from __future__ import annotations

import json

import rjsmin

from lawref import urls
from lawref.ids import grammar
from lawref.model import Corpus
from lawref.numbering import letters
from lawref.site import pages

DATA_SCRIPT = "assets/js/lawref-data.js"
SCRIPTS = "assets/js/"  # the site's own scripts (site_src/assets/js), minified by the build


def minified(script: str) -> str:
    """A script as the built site serves it: comments and the whitespace that only lays the code out removed
    (rjsmin: the tokens, strings and regular expression literals as written, so the code runs the same; the
    Node tests run the engine minified too). At 100x the scripts were 40 of a first query's 103 KiB (gzip)."""
    return rjsmin.jsmin(script)


def is_site_script(src_uri: str) -> bool:
    """Whether a file of the site is one of its hand-written scripts (the build minifies those)."""
    return src_uri.startswith(SCRIPTS) and src_uri.endswith(".js") and src_uri != DATA_SCRIPT


def known_ids(corpus: Corpus) -> dict[str, str]:
    """Every id the site has an anchor for -> its site-relative URL: clauses, referenced-only ids, Laws."""
    ids: dict[str, str] = {}
    for law in pages.page_laws(corpus):
        ids[law] = urls.clause_url(law)
    for clause in corpus:
        ids[clause.id] = urls.clause_url(clause.id)
    for ref in corpus.refs():
        ids.setdefault(ref.target, urls.clause_url(ref.target))
    return ids


def data_script(corpus: Corpus) -> str:
    section, subitem = letters()
    # idGrammar: the id patterns (lawref/data/ids.toml) the go-to box reads, as lawref.ids.go_to_id does
    data = {"ids": known_ids(corpus), "section": section, "subitem": subitem, "idGrammar": grammar()}
    # ensure_ascii keeps the file 7-bit; "</" cannot occur in ASCII-escaped JSON of ids, but escape anyway.
    payload = json.dumps(data, ensure_ascii=True, sort_keys=True, separators=(",", ":")).replace("</", "<\\/")
    return f"window.LAWREF_DATA = {payload};\n"


def goto_form() -> str:
    """The "go to clause" box on the home page; lawref.js makes it jump."""
    return ('<form class="lawref-goto" role="search" aria-label="Перейти к пункту" autocomplete="off">\n'
            '<label for="lawref-goto-input">Перейти к пункту</label>\n'
            '<input id="lawref-goto-input" name="id" type="text" inputmode="text" spellcheck="false" '
            'placeholder="например, 27B1b, 27в1б, 29.2" aria-describedby="lawref-goto-message">\n'
            '<button type="submit" class="md-button md-button--primary">Перейти</button>\n'
            '<p id="lawref-goto-message" class="lawref-goto-message" role="status" aria-live="polite"></p>\n'
            "</form>\n")
