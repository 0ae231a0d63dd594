"""The menu's items rendered once per build (lawref.site.navmemo): every page's menu the same as Material's own
macro renders it, for pages in different folders, an open section, a closed one and links out; and the wrapping
applies to the Material installed (a Material whose nav-item.html changed shape would be rendered unwrapped,
slower but right: this test then says so)."""

from __future__ import annotations

import pytest

from lawref.site import navmemo

MENU = """{% import "partials/nav-item.html" as item with context %}{% for nav_item in nav_items %}
{{- item.render(nav_item, "__nav_" ~ loop.index, 1) }}{% endfor %}"""


class Item:
    """A menu entry as Material's template reads it (mkdocs' Page, Section or Link): compared by identity."""

    def __init__(self, title: str, url: str | None = None, children: list | None = None) -> None:
        self.title, self.url, self.children, self.active = title, url, children, False
        self.meta, self.toc = {}, []


def menu() -> tuple[list[Item], list[tuple[Item, list[Item]]]]:
    """Home, a section of two Laws (laws/), a section of a section (front/), a reference page, a link out; and
    each page with the sections above it."""
    home, law1, law2 = Item("Главная", "index.html"), Item("1. Правило", "laws/1.html"), Item("2. Правило", "laws/2.html")
    title, preface = Item("Титульный лист", "front/title.html"), Item("Предисловие", "front/preface/")
    inner = Item("Вступление, часть", children=[preface])
    front, laws = Item("Вступление", children=[title, inner]), Item("Правила", children=[law1, law2])
    glossary, booklet = Item("Глоссарий", "glossary.html"), Item("Скачать буклет", "https://example.org/b.pdf")
    pages = [(home, []), (law1, [laws]), (law2, [laws]), (title, [front]), (preface, [front, inner]), (glossary, [])]
    return [home, front, laws, glossary, booklet], pages


def render_all(env, nav_items, pages, features) -> list[str]:
    from mkdocs.utils.templates import url_filter

    env.filters["url"] = url_filter
    out = []
    for page, above in pages:
        for entry in (page, *above):
            entry.active = True
        context = {"nav_items": nav_items, "page": page, "base_url": ".", "features": features,
                   "config": {"extra": {}}}
        out.append(env.from_string(MENU).render(context))
        for entry in (page, *above):
            entry.active = False
    return out


def material_env():
    from mkdocs.theme import Theme

    return Theme(name="material").get_env()


def test_materials_nav_item_macro_is_the_shape_the_memo_wraps():
    env = material_env()
    source = env.loader.get_source(env, navmemo.NAV_ITEM)[0]
    assert source.count(navmemo.STOCK_MACRO) == 1


@pytest.mark.parametrize("features", [["navigation.sections"], [], ["navigation.tabs", "navigation.sections"]])
def test_every_pages_menu_is_materials_own(features, monkeypatch):
    nav_items, pages = menu()
    stock = render_all(material_env(), nav_items, pages, features)
    env = material_env()
    navmemo.install(env)
    memo = env.globals["lawref_nav_memo"]
    calls = []
    remembered = memo.__call__
    monkeypatch.setattr(navmemo.NavMemo, "__call__", lambda self, *a: calls.append(a[2]) or remembered(*a))
    kept = render_all(env, nav_items, pages, features)
    assert kept == stock
    assert "Предисловие" in stock[0] and 'href="../laws/2.html"' in stock[3] and 'href="laws/2.html"' in stock[0]
    assert len(calls) > len(set(calls))  # items were taken from the memo, not rendered for every page
