"""Material's navigation rendered once per build, not once per page, for the menu's parts a page does not open.

Every page carries the whole menu (each Law, chapter and reference page), and Material renders it item by item
for every page (its `partials/nav-item.html`, a recursive macro): the whole book's 105 pages made ~13,700 calls.
An item a page does not open (not active, not the page itself) renders the same for every page in the same
folder: its links are relative to the page's folder, and nothing else in it depends on the page. So the macro is
wrapped, as Material's own source is loaded (a jinja loader, not a copy of the template): an item the page opens
is rendered as before, any other is taken from this build's memo, keyed by its place in the menu and the page's
folder. The pages are the same to the byte (bench/site_same.py compares every file of two builds).
"""

from __future__ import annotations

import jinja2

NAV_ITEM = "partials/nav-item.html"
STOCK_MACRO = "{% macro render(nav_item, path, level, parent) %}"
RENAMED_MACRO = "{% macro _lawref_render(nav_item, path, level, parent) %}"
# The wrapper returns exactly what Material's macro returns (the `-` strip only the wrapper's own whitespace).
# `lawref_nav_memo` is defined only in a build whose hook installed it; without it the stock macro runs.
WRAPPER = """
{% macro render(nav_item, path, level, parent) -%}
  {%- if lawref_nav_memo is defined and not nav_item.active and nav_item != page -%}
    {{- lawref_nav_memo(_lawref_render, nav_item, path, level, parent, page) -}}
  {%- else -%}
    {{- _lawref_render(nav_item, path, level, parent) -}}
  {%- endif -%}
{%- endmacro %}
"""


class NavMemo:
    """One build's rendered menu items that no page opens, by (item, its place, level, the page's folder)."""

    def __init__(self) -> None:
        self._rendered: dict[tuple, str] = {}

    def __call__(self, macro, nav_item, path, level, parent, page) -> str:
        folder = _folder(page.url) if page is not None and isinstance(getattr(page, "url", None), str) else None
        # parent.active: only Material's navigation.tabs reads it (a second-level section under an open tab)
        opened = not isinstance(parent, jinja2.Undefined) and bool(getattr(parent, "active", False))
        key = (id(nav_item), path, level, folder, opened)
        if key not in self._rendered:
            self._rendered[key] = macro(nav_item, path, level, parent)
        return self._rendered[key]


def _folder(url: str) -> str:
    """What mkdocs' `url` filter makes a link relative to (mkdocs.utils.get_relative_url): the page's URL without
    its last part when that part has a dot (a file), else the whole URL."""
    folder, _, last = url.rpartition("/")
    return folder if "." in last else url


class _Wrapping(jinja2.BaseLoader):
    """The theme's loader, with Material's nav-item macro wrapped (WRAPPER) when its source is as expected; any
    other template, or a nav-item of another shape (another Material), is loaded as it is."""

    def __init__(self, inner: jinja2.BaseLoader) -> None:
        self.inner = inner

    def get_source(self, environment, template):
        source, filename, uptodate = self.inner.get_source(environment, template)
        if template == NAV_ITEM and source.count(STOCK_MACRO) == 1 and "_lawref_render" not in source:
            source = source.replace(STOCK_MACRO, RENAMED_MACRO) + WRAPPER
        return source, filename, uptodate

    def list_templates(self):
        return self.inner.list_templates()

    def __getattr__(self, name):  # searchpath and the like, read by mkdocs and lawref.site.editloop
        return getattr(self.inner, name)


def install(env: jinja2.Environment) -> None:
    """Make `env` (mkdocs' for this build, before any page is rendered) keep its menu items; a new memo per build."""
    if not isinstance(env.loader, _Wrapping):
        env.loader = _Wrapping(env.loader)
    env.globals["lawref_nav_memo"] = NavMemo()
