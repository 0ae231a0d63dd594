"""Clause text -> Markdown -> HTML shows exactly the source's characters, with the site's Markdown extensions."""

from __future__ import annotations

import html
import re
from html.parser import HTMLParser

import markdown
import pytest
import yaml
from hypothesis import given, settings, strategies as st

from lawref.model import Clause, FootnoteMark, Ref
from lawref.site.render import md_escape, page_relative, text_paragraphs, title_md

from sitebuild import REPO


def site_markdown() -> markdown.Markdown:
    """A Markdown converter with the extensions mkdocs.yml lists (the mkdocs ones need no config here)."""

    class Loader(yaml.SafeLoader):
        pass

    Loader.add_multi_constructor("", lambda loader, suffix, node: None)  # !ENV and friends
    config = yaml.load((REPO / "mkdocs.yml").read_text("utf-8"), Loader=Loader)
    names, configs = [], {}
    for ext in config["markdown_extensions"]:
        name, conf = (next(iter(ext.items())) if isinstance(ext, dict) else (ext, {}))
        names.append(name)
        configs[name] = conf or {}
    return markdown.Markdown(extensions=names, extension_configs=configs)


class TextOf(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts, self.tags = [], []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)

    def handle_data(self, data):
        self.parts.append(data)


def rendered(md_text: str) -> TextOf:
    parser = TextOf()
    parser.feed(site_markdown().convert(md_text))
    return parser


def clause(text, refs=(), marks=(), emphasis=()):
    return Clause(id="29.2", kind="paragraph", parent="c29", law="29", source="commentary", source_key="k",
                  label="29.2.", title="", text=text, file="f.txt", line=1, edition=1987,
                  emphasis=tuple(emphasis), refs=tuple(refs), footnote_marks=tuple(marks))


class NoCorpus:
    def get(self, _):
        return None

    def law_clause(self, _):
        return None


# Text as it can stand in a corpus line: any printable characters, including every ASCII punctuation mark.
LINE = st.text(alphabet=st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp"), blacklist_characters="♥♦♠♣"),
               min_size=1, max_size=80)


@settings(max_examples=150, deadline=None)
@given(LINE)
def test_any_text_renders_as_exactly_itself(text):
    out = rendered(md_escape(text) if not text.strip() else text_paragraphs(clause(text), NoCorpus(), "laws/29.md")[0])
    shown = "".join(out.parts)
    # bids are shown with suit symbols; map them back to compare character by character
    shown = shown.replace("♥", "H").replace("♦", "D").replace("♠", "S").replace("♣", "C")
    assert " ".join(shown.split()) == " ".join(text.replace("\u00a0", " ").split())
    assert set(out.tags) <= {"p", "span"}, out.tags  # no markup made out of the text


def test_paragraph_starting_like_a_list_or_heading_stays_a_paragraph():
    for text in ("1. не список", "# не заголовок", "- не пункт", "> не цитата", "    не код", "=== не линия"):
        out = rendered(text_paragraphs(clause(text), NoCorpus(), "laws/29.md")[0])
        assert out.tags == ["p"], (text, out.tags)
        assert "".join(out.parts).strip() == text.strip()


def test_refs_footnotes_emphasis_and_bids():
    text = "см. Правило 27В1(b) и нормальной <*> игре; на первый взгляд 1H, но не 68D."
    ref = Ref(source_id="29.2", target="27B1(b)", text="Правило 27В1(b)", start=4, end=19, file="f", line=1,
              in_corpus=False)
    star = text.index("<*>")
    first = text.index("на первый")
    c = clause(text, refs=[ref], marks=[FootnoteMark(star, star + 3, "70.fn1")], emphasis=[(first, first + 16)])
    out = site_markdown().convert(text_paragraphs(c, NoCorpus(), "laws/29.md")[0])
    assert '<a class="lawref-ref lawref-missing" href="27.md#27B1b"' in out
    assert re.search(r'<a class="lawref-fn" href="70.md#70.fn1"[^>]*>&#60;&#42;&#62;</a>', out)
    assert "<em>на первый взгляд</em>" in out
    assert '<span class="lawref-bid" title="1H">1<span class="lawref-suit lawref-red">♥</span></span>' in out
    assert "68D" in html.unescape(out) and "68♦" not in out


def test_title_shows_bids_and_escapes():
    out = site_markdown().convert(title_md("1H 1D <b>x</b> & 3NT"))
    assert out.count("lawref-bid") == 3 and "&#60;b&#62;x&#60;/b&#62; &#38;" in out


def test_links_are_relative_to_the_page():
    assert page_relative("laws/27.html#27B1b", "laws/29.md") == "27.md#27B1b"
    assert page_relative("laws/27.html#27B1b", "xref.md") == "laws/27.md#27B1b"
    assert page_relative("laws/27.html#27.7", "laws/27.md") == "#27.7"
    assert page_relative("sources.html", "laws/70.md") == "../sources.md"


@pytest.mark.parametrize("target, note", [
    ("30", "Текста Правила 30 нет в справочнике; откроется комментарий к Правилу 30."),
    ("30C", "Пункта 30C нет в справочнике; откроется комментарий к Правилу 30."),
    ("70D9", "Пункта 70D9 нет в справочнике; Правило 70 в нём есть."),  # only the part is missing
    ("23B", "Этого пункта нет в справочнике (текст правила не включён)."),
])
def test_a_preview_of_a_missing_target_says_what_the_tap_finds(corpus, target, note):
    from lawref.site.render import preview

    assert preview(corpus, target) == (target, note)
