"""Without pango WeasyPrint cannot load, and `make serve` must still build and serve the site: one warning line
naming the package, the booklet's links lead to a page saying how to get it, `mkdocs build --strict` passes.
The missing library is simulated by a `weasyprint` package that fails to import as the real one does there
(its banner on stdout, then OSError from cffi), put first on PYTHONPATH; the cache is empty, so nothing is
taken from an earlier build."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from lawref import urls

from sitebuild import REPO, build_site, parse_page

FAKE_WEASYPRINT = '''print("\\n-----\\n\\nWeasyPrint could not import some external libraries.\\n\\n-----\\n")
raise OSError("cannot load library 'libgobject-2.0-0': libgobject-2.0-0: cannot open shared object file: "
              "No such file or directory")
'''
INSTALL = "sudo apt-get install libpango-1.0-0 libpangoft2-1.0-0"


@pytest.fixture(scope="module")
def no_pango(tmp_path_factory) -> dict:
    root = tmp_path_factory.mktemp("no-pango")
    package = root / "fake" / "weasyprint"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text(FAKE_WEASYPRINT, "utf-8")
    return {"PYTHONPATH": str(root / "fake"), "LAWREF_CACHE": str(root / "cache")}


@pytest.fixture(scope="module")
def built(no_pango, tmp_path_factory):
    dest = tmp_path_factory.mktemp("site-no-pango") / "site"
    return build_site(dest, env_extra=no_pango), dest


def test_the_site_builds_strict_with_one_warning_naming_the_package(built):
    done, site = built
    assert done.returncode == 0, done.stderr
    warnings = [line for line in done.stderr.splitlines() if "lawref:" in line]
    assert len(warnings) == 1, done.stderr
    assert "для буклета нужна библиотека pango" in warnings[0] and "libgobject-2.0-0" in warnings[0] and INSTALL in warnings[0]
    assert "WeasyPrint could not import" not in done.stdout + done.stderr  # its banner is kept off the terminal
    assert "Traceback" not in done.stderr
    assert (site / "laws" / "70.html").exists() and (site / "index.html").exists()


def test_the_booklet_links_lead_to_a_page_saying_how_to_get_it(built):
    _, site = built
    assert not (site / urls.BOOKLET).exists()
    page = parse_page(site / "booklet.html")
    text = " ".join("".join(page.text).split())
    assert "нет библиотеки pango" in text and INSTALL in text and "make booklet" in text
    home = parse_page(site / "index.html")
    links = {(href, " ".join(text.split())) for href, text, _ in home.a_texts}
    assert ("booklet.html", "Скачать буклет (PDF)") in links  # the home page button
    assert ("booklet.html", "Скачать буклет") in links  # the nav entry
    for html in site.rglob("*.html"):
        hrefs = [url for _, _, url in parse_page(html).links]
        assert not any(url.endswith(urls.BOOKLET) for url in hrefs), f"{html} links the missing PDF"


def test_lawref_booklet_says_what_to_install_in_one_line(no_pango, tmp_path):
    out = tmp_path / "b.pdf"
    env = dict(os.environ, **no_pango)
    done = subprocess.run([sys.executable, "-c", "import sys; from lawref.cli import main; sys.exit(main())",
                           "booklet", "-o", str(out)], cwd=REPO, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and INSTALL in done.stderr, done.stderr
    assert done.stdout == "" and not out.exists()


def test_weasyprint_problem_is_none_here():
    """On this machine pango is installed (make test installs it): the booklet tests then really run."""
    from lawref.booklet.pango import weasyprint_problem

    assert weasyprint_problem() is None
