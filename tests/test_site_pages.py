"""What a reader sees on the built site (seed corpus), without a browser: every shown clause carries its full id
and its place, Russian everywhere (no file names, no "корпус", no English chrome), the commentary's edition and
rights notice, the offline app's manifest, icons and service worker."""

from __future__ import annotations

import html
import json
import re
import struct
from pathlib import Path

import pytest

from lawref import urls
from lawref.corpus.rights import PERSONAL_NOTICE
from lawref.ids import anchor, is_reader_id
from lawref.site.pwa import precache_files

from sitebuild import default_site, parse_page

CONTENT_KINDS = ("section", "item", "subitem", "subsubitem", "footnote", "commentary-item", "example", "note")


@pytest.fixture(scope="module")
def site() -> Path:
    return default_site()


def page_of(site: Path, clause_id: str) -> str:
    return (site / urls.clause_url(clause_id).partition("#")[0]).read_text("utf-8")


def visible_text(path: Path) -> str:
    return " ".join("".join(parse_page(path).text).split())


def test_every_item_shows_its_full_id_beside_its_label(site, corpus):
    """A reader's id («2.» is 70C2) beside its label; an id the project made («27.exC», «70.fn1») never: its
    label names it («Пример С»), or a bare mark («<*>») gets its name in words."""
    checked = made = 0
    for clause in corpus:
        if clause.kind not in CONTENT_KINDS:
            continue
        page = page_of(site, clause.id)
        start = page.index(f'id="{html.escape(anchor(clause.id))}"')
        nxt = page.find('class="lawref-clause', start + 1)
        span = page.find('<span class="lawref-id', start)
        here = span != -1 and (nxt == -1 or span < nxt)
        shown = html.unescape(page[span:].split(">", 1)[1].split("<", 1)[0]) if here else ""
        if is_reader_id(clause.id):
            assert shown == clause.id, f"{clause.id}: no id beside its label"
        else:
            assert shown != clause.id, f"{clause.id}: an internal id shown to readers"
            assert shown or re.search(r"[^\W\d_]", clause.label + clause.title), clause.id
            made += 1
        checked += 1
    assert checked >= 20 and made >= 3  # sections, items, commentary items; footnotes, examples, notes


def test_link_previews_start_with_the_full_id_and_the_place(site, corpus):
    page = parse_page(site / "laws/29.html")
    titles = {attrs["href"]: attrs.get("title", "") for _, _, attrs in page.a_texts
              if "lawref-ref" in (attrs.get("class") or "")}
    assert titles["#29.2"].startswith("29.2 · Комментарий к Правилу 29 › 29.2.\n")
    law70 = parse_page(site / "laws/70.html")
    fn = next(a for _, _, a in law70.a_texts if a.get("href") == "#70.fn1")
    assert fn["title"].startswith("Сноска к Правилу 70 · Правило 70 › <*>\n")  # a name, never «70.fn1»


def test_every_preview_puts_its_head_and_its_text_on_lines_of_their_own(site):
    """The backlinks, the xref table and the situations preview as the text's links do: the id and place on the
    first line, the text under it (they ran on in one line, «… › 3.: 3. Судья может…», the label twice)."""
    run_on = []
    for path in sorted(site.rglob("*.html")):
        for href, _, attrs in parse_page(path).a_texts:
            title = attrs.get("title") or ""
            if "lawref-ref" in (attrs.get("class") or "") and "›" in title and "\n" not in title:  # a place: a preview
                run_on.append(f"{path.relative_to(site)} {href}: {title[:80]}")
    assert not run_on, run_on[:5]


def test_an_items_preview_gives_the_lead_in_it_completes(corpus):
    from lawref.site.render import preview

    head, body = preview(corpus, "70C2")
    assert head == "70C2 · Правило 70 › C. Имеется оставшийся козырь › 2."
    lead = " ".join(corpus["70C"].text.split())
    assert body.startswith(lead) and " 2. в какой-то мере вероятно" in body


def test_each_page_carries_the_context_of_its_clauses(site, corpus):
    page = parse_page(site / "laws/70.html")
    data = json.loads(next(s for s in page.scripts if s.startswith('{"70"')))
    # anchor -> [id, parent's anchor, name in the chain, the lead-in it completes]
    assert data["70C2"] == ["70C2", "70C", "2.", corpus["70C"].text]
    assert data["70C"] == ["70C", "70", "C. Имеется оставшийся козырь", None]
    assert data["70"] == ["70", None, "Правило 70", None]
    commentary = json.loads(next(s for s in parse_page(site / "laws/27.html").scripts if '"27.7iii"' in s))
    assert commentary["27.7iii"] == ["27.7(iii)", "27.7", "(iii)", corpus["27.7"].text]


READER_WORDS_NOT_WANTED = ("корпус", "Made with", "Material for MkDocs", ".txt", "Not found", "For personal",
                           "edition", "lawref —")


def test_no_internal_or_english_text_reaches_a_reader(site):
    found = []
    for path in sorted(site.rglob("*.html")):
        text = visible_text(path)
        found += [f"{path.relative_to(site)}: {w!r}" for w in READER_WORDS_NOT_WANTED if w in text]
    assert not found, found


def test_no_page_shows_an_id_the_project_made(site, corpus):
    """«70.fn1», «c27», «27.exC», «27.8.note1», «27.0(iv)» stay in anchors, link targets and copy links; the text a
    reader sees names them («Сноска к Правилу 70»), on every page (the glossary said «Определён в 70.fn1»)."""
    made = sorted((c.id for c in corpus if not is_reader_id(c.id)), key=len, reverse=True)
    assert {"70.fn1", "c27", "27.8.note1"} <= set(made)
    shown = re.compile(r"(?<![\w.#/])(" + "|".join(map(re.escape, made)) + r")(?![\w(])")
    found = [f"{path.relative_to(site)}: {m[1]!r}" for path in sorted(site.rglob("*.html"))
             for m in shown.finditer(visible_text(path))]
    assert not found, found


def test_the_sources_page_is_russian_and_names_no_files(site, corpus):
    text = visible_text(site / urls.SOURCES)
    for source in corpus.sources:
        assert source.edition_note in text and source.copyright in text
        assert source.path not in text and source.key not in text
    assert "Использование: " + PERSONAL_NOTICE in text


def test_a_commentary_only_page_is_headed_by_the_commentary_and_puts_stubs_after_it(site):
    page = site / "laws/28.html"
    raw = page.read_text("utf-8")
    h1 = re.search(r"<h1[^>]*>(.*?)</h1>", raw, re.S).group(1)
    assert " ".join(re.sub(r"<[^>]+>", "", h1).split()) == "Правило 28. ЗАЯВКИ В ПОРЯДКЕ ОЧЕРЕДИ"
    assert raw.index('id="c28"') < raw.index('id="lawref-missing"') < raw.index('id="lawref-backlinks"')
    assert raw.index('id="28.1"') < raw.index('id="28B"')  # the commentary's text before the stubs


def test_the_reference_index_knows_law_30_has_a_page_with_its_commentary(site, corpus):
    raw = (site / urls.XREF).read_text("utf-8")
    rows = raw.split("<tr>")[2:]
    to_30 = [r for r in rows if 'href="laws/30.html#30"' in r]
    assert to_30 and all("текст правила не включён; есть комментарий к нему" in r for r in to_30)
    to_30c = [r for r in rows if 'href="laws/30.html#30C"' in r]
    assert to_30c and all("есть комментарий к Правилу 30" in r for r in to_30c)
    to_23 = [r for r in rows if 'href="laws/23.html#23B"' in r]
    assert to_23 and all("(нет в справочнике)" in r for r in to_23)


def test_the_personal_notice_is_on_every_page_that_shows_the_commentary(site, corpus):
    shows = {urls.clause_url(c.id).partition("#")[0] for c in corpus if c.source == "commentary"}
    for path in sorted(site.rglob("*.html")):
        rel = path.relative_to(site).as_posix()
        text = visible_text(path)
        if rel in shows or rel == urls.XREF:
            assert PERSONAL_NOTICE in text, rel
        elif rel != urls.SOURCES:
            assert PERSONAL_NOTICE not in text, rel


def test_every_commentary_paragraph_shows_its_edition(site, corpus):
    for clause in corpus:
        if clause.source != "commentary" or clause.kind not in ("paragraph", "fragment", "example", "note"):
            continue
        page = page_of(site, clause.id)
        start = page.index(f'id="{html.escape(anchor(clause.id))}"')
        block = page[start:page.find('class="lawref-clause', start + 1)]
        assert 'class="lawref-edition"' in block and "ред. 1987" in block, clause.id


def test_the_footer_is_russian_and_names_each_source(site, corpus):
    for path in (site / "index.html", site / "laws/70.html", site / "404.html"):
        footer = " ".join(path.read_text("utf-8").split('class="md-copyright"', 1)[1].split("</div>", 2)[:2])
        for source in corpus.sources:
            assert html.escape(source.copyright.rstrip(". "), quote=False) in footer


def test_the_home_key_tells_every_kind_of_cell_apart(site):
    raw = (site / "index.html").read_text("utf-8")
    legend = raw.split('class="lawref-legend"', 1)[1].split("</p>", 1)[0]
    kinds = re.findall(r'lawref-cell lawref-(\w+)', legend)
    assert kinds == ["both", "text", "commentary", "referenced", "none"]
    text = visible_text(site / "index.html")
    assert "Тёмные" not in text and "светлые" not in text  # wrong in the dark palette


def test_the_404_page_is_russian(site):
    text = visible_text(site / "404.html")
    assert "Страница не найдена" in text and "404" not in text.replace("404.html", "")


# -- the offline app ------------------------------------------------------------------------------------------

def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    return struct.unpack(">II", data[16:24])


def test_the_manifest_names_the_app_in_russian_with_its_icons(site):
    manifest = json.loads((site / "manifest.webmanifest").read_text("utf-8"))
    assert manifest["name"] == "Правила бриджа с комментарием" and manifest["lang"] == "ru"
    assert manifest["display"] == "standalone" and manifest["start_url"] == "./index.html"
    assert manifest["scope"] == "./" and manifest["theme_color"] == "#3f51b5"
    sizes = {}
    for icon in manifest["icons"]:
        width, height = png_size(site / icon["src"])
        assert icon["sizes"] == f"{width}x{height}"
        sizes[icon["purpose"]] = width
    assert sizes["any"] >= 512 and sizes["maskable"] >= 512
    assert png_size(site / "assets/images/apple-touch-icon.png") == (180, 180)


def test_every_page_links_the_manifest_and_the_ios_icon(site):
    for path in sorted(site.rglob("*.html")):
        links = {(tag, url) for tag, attr, url in parse_page(path).links}
        raw = path.read_text("utf-8")
        assert any(url.endswith("manifest.webmanifest") for _, url in links), path
        assert any(url.endswith("apple-touch-icon.png") for _, url in links), path
        assert '<meta name="theme-color" content="#3f51b5">' in raw
        assert '<meta name="apple-mobile-web-app-capable" content="yes">' in raw


def test_the_service_worker_caches_every_file_of_the_build(site):
    worker = (site / "sw.js").read_text("utf-8")
    listed = json.loads(re.search(r"var FILES = (\[.*?\]);", worker, re.S).group(1))
    everything = {p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file()}
    assert set(listed) == set(precache_files(site)) and set(listed) <= everything
    assert {p for p in everything if p.startswith("search/")} <= set(listed)  # all the search data
    assert {p for p in everything if p.endswith(".html")} <= set(listed)
    assert "lawref-booklet.pdf" in listed and "manifest.webmanifest" in listed
    assert "sw.js" not in listed and not any(p.endswith(".map") for p in listed)
    assert re.search(r'var VERSION = "[0-9a-f]{16}";', worker) and "var SERVING = false;" in worker


def test_the_version_changes_with_any_file_and_only_then(tmp_path):
    from lawref.site.pwa import service_worker

    (tmp_path / "index.html").write_text("a", "utf-8")
    (tmp_path / "search").mkdir()
    (tmp_path / "search" / "x.js").write_text("1", "utf-8")
    version = re.compile(r'var VERSION = "(\w+)"')
    first = version.search(service_worker(tmp_path)).group(1)
    assert version.search(service_worker(tmp_path)).group(1) == first
    (tmp_path / "search" / "x.js").write_text("2", "utf-8")
    assert version.search(service_worker(tmp_path)).group(1) != first
    assert "var SERVING = true;" in service_worker(tmp_path, serving=True)

