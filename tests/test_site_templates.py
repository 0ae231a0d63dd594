"""The site's templates are compiled once and kept in the cache (lawref.site.templates): a later build's jinja
environment renders them from the kept code, the same as compiled; an edited template, or an environment of other
settings, is compiled again; a cache that cannot be written is built without."""

import jinja2
import pytest

from lawref.site import templates

PAGE = "{% for law in laws %}\n  <li>{{ law }}</li>\n{% endfor %}"


@pytest.fixture
def compiled(monkeypatch):
    """The names of the templates jinja compiled (from source, not from the kept code)."""
    names: list[str] = []
    compile_ = jinja2.Environment.compile

    def counted(self, source, name=None, filename=None, raw=False, defer_init=False):
        names.append(name)
        return compile_(self, source, name, filename, raw, defer_init)

    monkeypatch.setattr(jinja2.Environment, "compile", counted)
    return names


def _render(cache, source=PAGE, **settings) -> str:
    env = jinja2.Environment(loader=jinja2.DictLoader({"page.html": source}), **settings)
    templates.install(env, cache)
    return env.get_template("page.html").render(laws=["27", "70"])


@pytest.mark.parametrize("second, again", [
    ({}, False),  # another build, the same template and settings: the kept code
    ({"source": PAGE.replace("<li>", "<li class=law>")}, True),  # the template edited
    ({"trim_blocks": True}, True),  # another setting: the same source compiles to other code
    ({"extensions": ["jinja2.ext.loopcontrols"]}, True),
])
def test_a_template_is_compiled_once_for_its_source_and_settings(tmp_path, compiled, second, again):
    first = _render(tmp_path)
    assert compiled == ["page.html"] and list((tmp_path / "jinja").rglob("*.cache"))
    made = _render(tmp_path, **second)
    assert compiled == ["page.html"] * (2 if again else 1)
    uncached = jinja2.Environment(loader=jinja2.DictLoader({"page.html": second.get("source", PAGE)}),
                                  **{k: v for k, v in second.items() if k != "source"})
    assert made == uncached.get_template("page.html").render(laws=["27", "70"])
    assert (made == first) is (not again or "extensions" in second)  # loopcontrols changes nothing printed here


def test_a_cache_that_cannot_be_written_is_built_without(tmp_path, compiled):
    blocked = tmp_path / "cache"
    blocked.write_text("a file where the folder would be", "utf-8")
    assert _render(blocked) == _render(blocked) == jinja2.Template(PAGE).render(laws=["27", "70"])
    assert compiled == ["page.html", "page.html", None]


def test_the_sites_templates_are_kept_by_its_build():
    """The default site's build (its own empty cache) kept its templates: Material's base and the overrides."""
    from sitebuild import default_cache, default_site

    default_site()
    kept = list((default_cache() / "jinja").glob("*/__jinja2_*.cache"))
    assert len(kept) >= 20, kept
