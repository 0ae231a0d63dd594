"""Levels of whole books seen in books nobody here wrote: the Definitions as a chapter with its own heading, a
term with a hyphen in it, a footnote marked «(*)»."""

import pytest

from lawref.corpus.pipeline import load_corpus


def load(tmp_path, text):
    (tmp_path / "x.txt").write_text(text, "utf-8")
    (tmp_path / "x.toml").write_text('kind = "law"\ntitle = "t"\nedition = 2017\n', "utf-8")
    return load_corpus([tmp_path])


def test_a_definitions_chapter_then_its_heading_is_one_definitions(tmp_path):
    corpus = load(tmp_path, "Глава I. Определения\n\nОПРЕДЕЛЕНИЯ\n\nТермины имеют значения:\n\n"
                            "Болван - партнёр разыгрывающего.\n\nГлава II. Колода\n\nПРАВИЛО 1. КОЛОДА\n\nТекст.\n")
    assert [c.id for c in corpus] == ["ch1", "def", "def.bolvan", "ch2", "1"]
    assert (corpus["def"].title, corpus["def"].text) == ("ОПРЕДЕЛЕНИЯ", "Термины имеют значения:")
    assert not [d for d in corpus.diagnostics if d.code == "duplicate-id"]


def test_a_term_with_a_hyphen_of_its_own_opens_its_entry(tmp_path):
    corpus = load(tmp_path, "ОПРЕДЕЛЕНИЯ\n\nРенонс - игра не в масть.\n\nСторона-нарушитель - линия, допустившая "
                            "нарушение.\n\nПРАВИЛО 1. КОЛОДА\n\nТекст.\n")
    assert corpus["def.renons"].text == "игра не в масть."
    assert (corpus["def.storona-narushitel"].title, corpus["def.storona-narushitel"].text) == \
        ("Сторона-нарушитель", "линия, допустившая нарушение.")


def test_a_footnote_marked_with_a_star_in_brackets(tmp_path):
    corpus = load(tmp_path, "ПРАВИЛО 70. ПРЕТЕНЗИЯ\n\nC. Козыри\n\n3. Нормальная (*) игра.\n\n(*) Для целей Правил 70 и "
                            "71 «нормальная» включает игру небрежную.\n\nD. Далее\n\nТекст.\n")
    assert [c.id for c in corpus] == ["70", "70C", "70C3", "70.fn1", "70D"]
    assert corpus["70.fn1"].text.startswith("Для целей Правил 70 и 71")
    assert corpus["70C3"].text == "Нормальная (*) игра."
    assert [m.footnote_id for m in corpus["70C3"].footnote_marks] == ["70.fn1"]


def test_footnotes_numbered_in_angle_brackets_after_a_dash_rule(tmp_path):
    # enscript's plain text: calls «<1>», the notes after a line of hyphens
    corpus = load(tmp_path, "ПРАВИЛО 40. СОГЛАШЕНИЯ\n\nB. Особые\n\n1. Психические<1> заявки и условные<2>.\n\n"
                            "--------------------------------\n<1> Психической называется ложная заявка.\n"
                            "<2> Условной называется иная.\n\nПРАВИЛО 41. ХОД\n\nТекст.\n")
    assert [c.id for c in corpus] == ["40", "40B", "40B1", "40.fn1", "40.fn2", "41"]
    assert corpus["40.fn2"].text == "Условной называется иная."
    assert [m.footnote_id for m in corpus["40B1"].footnote_marks] == ["40.fn1", "40.fn2"]


def test_a_line_right_under_a_dash_rule_is_kept(tmp_path):
    # Found by hypothesis: the lines under a rule, with no blank line between, were dropped with the rule.
    corpus = load(tmp_path, "ПРАВИЛО 1. КОЛОДА\n\nТекст.\n-----\n<*> Сноска к Правилу.\n")
    assert corpus["1.fn1"].text == "Сноска к Правилу."
    corpus = load(tmp_path, "ПРАВИЛО 1. КОЛОДА\n\nТекст.\n\n-----\nЕсли игроки сели неправильно, они\n")
    assert "Если игроки сели неправильно, они" in corpus["1"].text


def test_a_table_of_terms_read_row_by_row(tmp_path):
    # a web page's <table>: the term in one cell, «— definition» in the next, each read as its own line
    corpus = load(tmp_path, "ОПРЕДЕЛЕНИЯ\n\nТермины имеют значения:\n\nБолван\n\n— партнёр разыгрывающего.\n\n"
                            "Сторона-нарушитель\n— линия, допустившая нарушение.\n\nПРАВИЛО 1. КОЛОДА\n\nТекст.\n")
    assert [c.id for c in corpus] == ["def", "def.bolvan", "def.storona-narushitel", "1"]
    assert corpus["def.bolvan"].text == "партнёр разыгрывающего."
    assert corpus["def.storona-narushitel"].text == "линия, допустившая нарушение."
    assert corpus["def"].text == "Термины имеют значения:"


def test_a_short_line_then_a_dash_outside_the_definitions_is_text(tmp_path):
    corpus = load(tmp_path, "ПРАВИЛО 1. КОЛОДА\n\nСудья\n\n— решает.\n")
    assert corpus["1"].text == "Судья\n— решает."


# The dash between a term and its definition, as typed: an em or en dash, a hyphen, a typewriter's two hyphens,
# a font's minus sign (enscript prints «-» as U+2212, «—» sent through ISO-8859-5 as «−−»). A dash that is no
# spaced separator (a hyphen inside the term, a minus inside a word) opens no entry.
TERM_DASH_ROWS = [
    ("Болван — партнёр разыгрывающего.", "def.bolvan", "партнёр разыгрывающего."),
    ("Болван -- партнёр разыгрывающего.", "def.bolvan", "партнёр разыгрывающего."),
    ("Болван −− партнёр разыгрывающего.", "def.bolvan", "партнёр разыгрывающего."),
    ("Болван − партнёр разыгрывающего.", "def.bolvan", "партнёр разыгрывающего."),
    ("Болван−партнёр разыгрывающего.", None, None),
]


@pytest.mark.parametrize("entry, cid, text", TERM_DASH_ROWS)
def test_a_term_is_set_off_by_any_dash_a_typist_or_a_font_makes(tmp_path, entry, cid, text):
    corpus = load(tmp_path, f"ОПРЕДЕЛЕНИЯ\n\nТермины имеют значения:\n\nВзятка — четыре карты.\n\n{entry}\n\n"
                            "ПРАВИЛО 1. КОЛОДА\n\nТекст.\n")
    terms = [c.id for c in corpus if c.kind == "definition"]
    assert terms == (["def.vzyatka", cid] if cid else ["def.vzyatka"])
    if cid:
        assert corpus[cid].text == text
    else:
        assert entry in corpus["def.vzyatka"].text


# A term broken at its line's end by a hyphen (pdflatex's two columns of Definitions: «Скорректированный резуль-» /
# «тат — результат, …»), read as a reader reads the word whole; a broken word that opens no term is the entry's text.
BROKEN_TERM_ROWS = [
    ("Скорректированный резуль-\nтат — результат, который назна-\nчает директор.",
     ["def.vzyatka", "def.skorrektirovannyy-rezultat"], "результат, который назначает директор."),
    ("Сдача карт — раздача.", ["def.vzyatka", "def.sdacha-kart"], "раздача."),
    ("Это продол-\nжение без тире.", ["def.vzyatka"], None),
]


@pytest.mark.parametrize("entry, terms, text", BROKEN_TERM_ROWS)
def test_a_term_broken_at_its_lines_end_opens_its_entry(tmp_path, entry, terms, text):
    corpus = load(tmp_path, f"ОПРЕДЕЛЕНИЯ\n\nТермины имеют значения:\n\nВзятка — четыре карты.\n\n{entry}\n\n"
                            "ПРАВИЛО 1. КОЛОДА\n\nТекст.\n")
    assert [c.id for c in corpus if c.kind == "definition"] == terms
    if text:
        assert corpus[terms[-1]].text == text and corpus[terms[-1]].title == " ".join(entry.split(" —")[0].replace(
            "-\n", "").split())
    else:
        assert corpus["def.vzyatka"].text.endswith("без тире.")


# The line under «ОПРЕДЕЛЕНИЯ» that speaks of the list (renons2026: «Ниже — термины в том смысле, …») is the
# Definitions' own text: a definition says what a thing is, never «термины», the list itself. An adverb is a term
# where the Laws define one (kubgu2021's «Преднамеренно — по собственному выбору …»).
LEAD_ROWS = [
    ("Ниже — термины в том смысле, в каком они употребляются.", "Ниже — термины в том смысле, в каком они употребляются.",
     ["def.vzyatka"]),
    ("Далее — определения, принятые в Правилах.", "Далее — определения, принятые в Правилах.", ["def.vzyatka"]),
    ("Болван — партнёр разыгрывающего.", "", ["def.bolvan", "def.vzyatka"]),
    ("Разыгрывающий — игрок пары.", "", ["def.razygryvayushchiy", "def.vzyatka"]),
    ("Преднамеренно — по собственному выбору, а не по случайности.", "", ["def.prednamerenno", "def.vzyatka"]),
]


@pytest.mark.parametrize("first, lead, terms", LEAD_ROWS)
def test_the_lists_lead_is_no_term(tmp_path, first, lead, terms):
    corpus = load(tmp_path, f"ОПРЕДЕЛЕНИЯ\n\n{first}\n\nВзятка — четыре карты.\n\nПРАВИЛО 1. КОЛОДА\n\nТекст.\n")
    assert corpus["def"].text == lead
    assert [c.id for c in corpus if c.kind == "definition"] == terms
