"""The built site, without a browser: every page generated from the corpus, every link and anchor resolves,
text shown literally, the build deterministic, errors that name the file."""

from __future__ import annotations

import filecmp
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from lawref import urls
from lawref.ids import anchor
from lawref.site.pages import page_laws

from sitebuild import DEFAULT_ENV, REPO, broken_links, build_site, default_cache, default_site, parse_page


@pytest.fixture(scope="module")
def site() -> Path:
    return default_site()


def html_pages(root: Path) -> list[Path]:
    return sorted(root.rglob("*.html"))


def test_every_internal_link_and_anchor_resolves(site):
    broken = broken_links(site)
    assert not broken, "\n".join(broken[:30])


def test_no_resource_is_loaded_from_the_network(site):
    """The site must work from a folder or a USB stick: scripts, styles and images are all local."""
    remote = []
    for page in html_pages(site):
        for tag, attr, url in parse_page(page).links:
            if tag in ("script", "link", "img") and re.match(r"^(https?:)?//", url):
                remote.append(f"{page.relative_to(site)}: <{tag} {attr}={url}>")
    assert not remote, "\n".join(remote[:10])


def test_every_clause_has_its_anchor_on_its_laws_page(site, corpus):
    missing = []
    for clause in corpus:
        page_path, _, frag = urls.clause_url(clause.id).partition("#")
        if frag not in parse_page(site / page_path).ids:
            missing.append(clause.id)
    assert not missing


def test_every_reference_is_a_link_to_its_target(site, corpus):
    """Each reference's exact words link to the target's anchor, on the target Law's page."""
    problems = []
    for clause in corpus:
        page_path = urls.clause_url(clause.id).partition("#")[0]
        page = site / page_path
        links = {(href, text) for href, text, _ in parse_page(page).a_texts}
        for ref in clause.refs:
            if ref.implied:
                continue
            target_page, _, frag = urls.clause_url(ref.target).partition("#")
            rel = os.path.relpath(site / target_page, page.parent).replace(os.sep, "/")
            want = {(f"{rel}#{frag}", ref.text), (f"#{frag}", ref.text)}
            if not links & want:
                problems.append(f"{clause.id}: {ref.text!r} -> {ref.target}")
    assert not problems, problems


def test_a_law_referenced_but_not_in_the_corpus_gets_a_page_with_its_anchors(site, corpus):
    text_laws = {c.law for c in corpus if c.source == "law"}
    missing_laws = [law for law in page_laws(corpus) if law not in text_laws and corpus.commentary_clause(law) is None]
    assert missing_laws, "the seed corpus references laws it does not hold (23, 25, 26)"
    for law in missing_laws:
        assert "Текста этого правила нет в справочнике" in "".join(parse_page(site / urls.law_url(law)).text)
    for ref in corpus.refs():
        if not ref.in_corpus:  # e.g. 27B1(b), 23.3: an anchor on the Law's page, so no link is a dead end
            page_path, _, frag = urls.clause_url(ref.target).partition("#")
            assert frag in parse_page(site / page_path).ids, ref.target


def test_backlinks_list_every_reference_to_the_page(site, corpus):
    for law in page_laws(corpus):
        page_text = (site / urls.law_url(law)).read_text("utf-8")
        section = page_text.split('id="lawref-backlinks"', 1)[1]
        for ref in corpus.refs():
            if urls.clause_url(ref.target).split("#")[0] == urls.law_url(law):
                assert f"#{anchor(ref.source_id)}\"" in section, (law, ref.source_id, ref.target)


def test_home_page_has_the_goto_box_and_a_grid_of_laws_1_to_93(site, corpus):
    parsed = parse_page(site / "index.html")
    assert "lawref-goto-input" in parsed.ids
    cells = [a for a in parsed.a_texts if "lawref-cell" in (a[2].get("class") or "")]
    linked = {text for _, text, _ in cells}
    assert linked == set(page_laws(corpus))
    page = (site / "index.html").read_text("utf-8")
    assert len(re.findall(r'class="lawref-cell lawref-', page)) >= 93
    status = {text: (attrs["href"], attrs["class"]) for _, text, attrs in cells}
    assert status["70"] == ("laws/70.html", "lawref-cell lawref-text")
    assert status["27"] == ("laws/27.html", "lawref-cell lawref-commentary")
    assert status["23"] == ("laws/23.html", "lawref-cell lawref-referenced")


def test_glossary_xref_and_sources_pages(site, corpus):
    glossary = "".join(parse_page(site / urls.GLOSSARY).text)
    assert all(entry.term in glossary for entry in corpus.glossary) and corpus.glossary
    xref = parse_page(site / urls.XREF)
    rows = (site / urls.XREF).read_text("utf-8").count("<tr>") - 1
    assert rows == sum(1 for _ in corpus.refs())
    sources = "".join(parse_page(site / urls.SOURCES).text)
    for source in corpus.sources:
        for value in (source.title, source.translator, source.copyright, str(source.edition)):
            assert value in sources
    assert xref.ids


def test_bids_are_shown_with_suit_symbols_and_ids_are_not(site):
    page = (site / "laws/27.html").read_text("utf-8")
    assert '<span class="lawref-bid" title="1H">1<span class="lawref-suit lawref-red">♥</span></span>' in page
    assert "2<span class=\"lawref-suit lawref-red\">♦</span>" in page
    law70 = (site / "laws/70.html").read_text("utf-8")
    assert ">68D</a>" in law70  # an id, not a bid


def test_generated_pages_are_not_written_into_site_src(site):
    assert not (REPO / "site_src" / "laws").exists()
    status = subprocess.run(["git", "status", "--porcelain", "--", "site_src"], cwd=REPO, capture_output=True,
                            text=True).stdout
    assert "laws/" not in status and ".md" not in status.replace("index.md", "")


HOSTILE_LAW = """ПРАВИЛО 90. <script>alert("x")</script> & ЗАГОЛОВОК

A. Раздел *звёзды* & <b>жирный</b>

1. Текст с <script>alert(1)</script>, AT&T, &amp; и [ссылка](http://e.x) {#id} `код` и нормальной <*> игре.

2. См. Правило 90A1, Правило 90C5 и заявку 1H.

--------------------------------

<*> Для целей Правила 90 "нормальная" включает <i>всё</i> & прочее.
"""
HOSTILE_META = """kind = "law"
title = "Правило 90 <проба> & Co"
edition = 2017
translator = "<Переводчик> & Co"
copyright = "© <script>x</script> & Co"
"""


def test_the_sites_scripts_are_served_minified_and_cached_offline_as_served(site):
    """site_src/assets/js stays readable (comments, indentation); the built site serves each script minified
    (lawref.site.assets.minified: a first search downloads a third less), and the offline app caches those files.
    The engine minified is run by the Node tests (test_search_parity, test_search_worker) and in Chromium."""
    from lawref.site.assets import minified

    written = sorted((REPO / "site_src" / "assets" / "js").glob("*.js"))
    assert {"lawref.js", "search-engine.js", "search-worker.js", "search-shim.js"} <= {p.name for p in written}
    worker = (site / "sw.js").read_text("utf-8")
    total = {"written": 0, "served": 0}
    for script in written:
        source, served = script.read_text("utf-8"), (site / "assets" / "js" / script.name).read_text("utf-8")
        assert "/*" in source and "/*" not in served and "\n  " not in served, script.name
        assert served == minified(source), script.name
        assert f'"assets/js/{script.name}"' in worker, script.name
        total["written"] += len(source.encode("utf-8"))
        total["served"] += len(served.encode("utf-8"))
    assert total["served"] < 0.7 * total["written"], total


def test_markup_in_the_corpus_is_shown_literally(tmp_path):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "090_hostile.txt").write_text(HOSTILE_LAW, "utf-8")
    (corpus / "090_hostile.toml").write_text(HOSTILE_META, "utf-8")
    dest = tmp_path / "site"
    done = build_site(dest, corpus=corpus)
    assert done.returncode == 0, done.stderr
    page = parse_page(dest / "laws/90.html")
    text = " ".join("".join(page.text).split())
    assert '<script>alert(1)</script>, AT&T, &amp; и [ссылка](http://e.x) {#id} `код`' in text
    assert '<script>alert("x")</script> & ЗАГОЛОВОК' in text
    assert "*звёзды* & <b>жирный</b>" in text
    assert "<*>" in text and '"нормальная" включает <i>всё</i> & прочее.' in text
    assert not any("alert" in script for script in page.scripts)
    raw = (dest / "laws/90.html").read_text("utf-8")
    assert "<b>жирный" not in raw and "<i>всё" not in raw and "<script>alert" not in raw
    # the footnote marker is a link to the footnote
    assert any(href.endswith("#90.fn1") and t == "<*>" for href, t, _ in page.a_texts)
    # a reference to a clause the text does not have (90C5) still lands on an anchor of Law 90's page
    assert any(href == "#90C5" for href, _, _ in page.a_texts) and "90C5" in page.ids
    sources = " ".join("".join(parse_page(dest / "sources.html").text).split())
    assert "© <script>x</script> & Co" in sources and "<Переводчик> & Co" in sources


def test_the_build_is_deterministic(tmp_path):
    # The same inputs and the same SOURCE_DATE_EPOCH (the reproducible-builds convention: mkdocs dates the
    # sitemap by it, the booklet its cover) give the same bytes. Without it each build takes the day's date, so
    # two builds either side of midnight differ, as they should. The first build is the shared default site, built
    # with the same SOURCE_DATE_EPOCH (sitebuild.DEFAULT_ENV) in another process earlier in the run.
    # Both builds start from an empty cache (this one's own), so the booklets compared were both typeset.
    first, again = default_site(), tmp_path / "again"
    done = build_site(again, env_extra={**DEFAULT_ENV, "LAWREF_CACHE": str(tmp_path / "cache")})
    assert done.returncode == 0, done.stderr
    compared = filecmp.dircmp(first, again)
    differing = []

    def walk(cmp, prefix=""):
        differing.extend(prefix + name for name in cmp.left_only + cmp.right_only + cmp.funny_files)
        _, mismatch, errors = filecmp.cmpfiles(cmp.left, cmp.right, cmp.common_files, shallow=False)
        differing.extend(prefix + name for name in mismatch + errors)
        for name, sub in cmp.subdirs.items():
            walk(sub, f"{prefix}{name}/")

    walk(compared)
    assert not differing, differing


def test_a_bad_corpus_stops_the_build_with_a_message_naming_the_file(tmp_path):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "bad.txt").write_text("просто текст\nбез правил\n", "utf-8")
    dest = tmp_path / "site"
    done = build_site(dest, corpus=corpus)
    assert done.returncode != 0
    assert "bad.txt:1" in done.stderr and "lawref:" in done.stderr
    assert "Traceback" not in done.stderr
    assert not (dest / "index.html").exists()


def test_the_booklet_is_in_the_site_and_linked_from_home_and_nav(site):
    pdf = site / urls.BOOKLET
    assert pdf.read_bytes()[:5] == b"%PDF-"
    home = parse_page(site / "index.html")
    booklet_links = [(href, " ".join(text.split())) for href, text, _ in home.a_texts if href == urls.BOOKLET]
    assert ("lawref-booklet.pdf", "Скачать буклет (PDF)") in booklet_links  # the home page button
    assert ("lawref-booklet.pdf", "Скачать буклет") in booklet_links  # the nav entry
    law_page = parse_page(site / "laws/70.html")
    assert any(href == "../lawref-booklet.pdf" for href, _, _ in law_page.a_texts)


def test_a_booklet_typeset_beside_the_build_is_the_one_in_the_site(site):
    """With an empty cache the booklet is typeset while mkdocs builds the pages (mkdocs copies a placeholder):
    the site ends up with the whole booklet, the one kept in the cache. The default site is that build: its
    LAWREF_CACHE starts empty (sitebuild.default_cache), so this needs no build of its own."""
    from pypdf import PdfReader

    cached = list((default_cache() / "booklet").glob("booklet-*.pdf"))
    in_site = site / urls.BOOKLET
    assert len(cached) == 1 and in_site.read_bytes() == cached[0].read_bytes()
    assert len(PdfReader(in_site).pages) > 10


def test_a_booklet_that_cannot_be_typeset_stops_the_build_in_one_line(tmp_path):
    """A public build of a corpus whose only text is for personal use: the booklet has nothing to print."""
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    for path in (REPO / "corpus").glob("001_*"):  # the EBL commentary and its .toml (rights = "personal")
        shutil.copy(path, corpus / path.name)
    done = build_site(tmp_path / "site", corpus=corpus,
                      env_extra={"LAWREF_PUBLIC": "1", "LAWREF_CACHE": str(tmp_path / "cache")})
    assert done.returncode != 0
    errors = [line for line in done.stderr.splitlines() if "ERROR" in line]
    assert errors == ["ERROR   -  lawref: буклет: нечего печатать: все источники — только для личного пользования "
                      "(уберите --public)"], done.stderr
    assert "Traceback" not in done.stderr


def test_mkdocs_serve_rebuilds_when_a_corpus_text_changes(corpus_copy):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = dict(os.environ, LAWREF_CORPUS=str(corpus_copy), NO_MKDOCS_2_WARNING="1")
    server = subprocess.Popen([sys.executable, "-m", "mkdocs", "serve", "-q",
                               "--dev-addr", f"127.0.0.1:{port}"], cwd=REPO, env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def page_has(word: str, timeout: float = 90) -> bool:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/laws/70.html", timeout=5) as resp:
                    if word in resp.read().decode("utf-8"):
                        return True
            except OSError:
                pass
            time.sleep(0.5)
        return False

    try:
        assert page_has("Судья действует следующим образом"), "mkdocs serve did not come up"
        law = next(corpus_copy.glob("000_*.txt"))
        law.write_text(law.read_text("utf-8").replace("следующим образом.", "следующим образом. ПРАВКА-123"),
                       "utf-8")
        assert page_has("ПРАВКА-123"), "the page did not change after the corpus text was edited"
        # served by mkdocs serve, the offline app's worker removes itself, so no cache hides a rebuilt page
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/sw.js", timeout=5) as resp:
            worker = resp.read().decode("utf-8")
        assert "var SERVING = true;" in worker and "var FILES = [];" in worker
    finally:
        server.terminate()
        server.wait(timeout=30)


def test_every_file_of_the_site_is_readable_by_others(site):
    """A site deployed by copy is read by a web server's own account: no 0700 folder, no 0600 file."""
    closed = []
    for folder, _dirs, names in os.walk(site):
        if os.stat(folder).st_mode & 0o755 != 0o755:
            closed.append(f"{Path(folder).relative_to(site)}/ {oct(os.stat(folder).st_mode & 0o777)}")
        for name in names:
            mode = os.stat(os.path.join(folder, name)).st_mode & 0o777
            if mode & 0o644 != 0o644:
                closed.append(f"{Path(folder, name).relative_to(site)} {oct(mode)}")
    assert not closed, closed[:10]
