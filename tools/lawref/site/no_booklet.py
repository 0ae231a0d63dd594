"""The site without the booklet: when pango is missing (lawref.booklet.pango), `make serve` still builds the
site; the booklet's links (nav, home page button) lead to this page, which says how to get the booklet."""

from __future__ import annotations

PAGE = "booklet.md"


def markdown(packages: str) -> str:
    """The page; `packages`: the Debian packages to install (lawref.booklet.pango.DEBIAN_PACKAGES, passed in by
    the hook, so that the site does not import the booklet)."""
    return f"""# Буклет

Буклет (PDF) при этой сборке сайта не создан: на компьютере, где собирали сайт, нет библиотеки pango,
которой WeasyPrint верстает буклет.

Как получить буклет:

1. Установите pango. В Debian и Ubuntu: `sudo apt-get install {packages}` (то же делает
   `scripts/system-deps.sh booklet`); в других системах — пакет pango из их менеджера пакетов.
2. Соберите сайт заново (`make serve` или `make site`): ссылка «Скачать буклет» поведёт на PDF.
   Или соберите только буклет: `make booklet` (файл `build/lawref-booklet.pdf`).
"""


def relink(nav, old: str, new: str):
    """The nav (mkdocs' list of {title: url or sub-nav}) with every link to `old` leading to `new`."""
    if isinstance(nav, list):
        return [relink(item, old, new) for item in nav]
    if isinstance(nav, dict):
        return {title: relink(value, old, new) for title, value in nav.items()}
    return new if nav == old else nav
