"""The cover of a book read without metadata (issue 19): its title is the title page's title, not the whole title
page run on; the colophon keeps the title page's full wording; the PDF's Author field is filled."""

from __future__ import annotations

from dataclasses import replace

from lawref.booklet.matter import Edition, booklet_author, booklet_title, colophon_html
from lawref.booklet.plan import plan_booklet
from lawref.corpus.pipeline import load_corpus, make_corpus

RAW = ("Международные правила спортивного бриджа Редакция 2017 года Свободное изложение на русском языке "
       "(неофициальный текст)")


def test_a_title_page_without_metadata_gives_the_cover_its_title():
    seeds = load_corpus()
    law = next(s for s in seeds.sources if s.kind == "law")
    corpus = make_corpus([replace(law, title=RAW, author="", publisher="") if s is law else s
                          for s in seeds.sources if s.kind == "law"],
                         [c for c in seeds.clauses if c.source != "commentary"])
    plan = plan_booklet(corpus, tuple(corpus.laws()))
    assert booklet_title(plan) == ("Международные правила спортивного бриджа", "")
    colophon = colophon_html(plan, Edition("01.12.2026", "0", "abc"))
    assert "<h3>Международные правила спортивного бриджа</h3>" in colophon
    assert f"<dt>Название в источнике</dt><dd>{RAW}</dd>" in colophon
    assert booklet_author(plan)  # never empty: the PDF's Author field
