"""`lawref import`'s guesses for a .toml (lawref.corpus.formats.importing): the title page first, never a list
label for a copyright, never a converter's metadata for a title. One row per shape seen in real books."""

import pytest

from lawref.corpus.formats.importing import guess_edition, guess_rights, guess_title
from lawref.editions.year import named_edition

TITLE_PAGE_1993 = ["П Р А В И Л А", "СПОРТИВНОГО БРИДЖА", "", "1 9 9 3", "", "Самара, 1994", "",
                   "ПРЕДИСЛОВИЕ", "", "Эти Правила переведены в 1992 году."]


@pytest.mark.parametrize("lines,year,line", [
    (TITLE_PAGE_1993, 1993, 4),  # the letter-spaced year of the title page over the printer's city and year
    (["Правила бриджа", "Самара, 1994", "Редакция 1987 года", "", "ПРАВИЛО 1. КОЛОДА"], 1987, 3),
    (["Правила бриджа", "Самара, 1994", "", "ПРАВИЛО 1. КОЛОДА"], 1994, 2),  # nothing better: said where from
    (["ПРАВИЛА", "", "ПРАВИЛО 1. КОЛОДА", "(c) карты в коробке 1995 года"], 1995, 4),
    # a translation calling the Laws «Законы» (rt29book): the year on the title's line, not the printer's
    (["Прионежская федерация, 2026", "МЕЖДУНАРОДНЫЕ ЗАКОНЫ СПОРТИВНОГО БРИДЖА 2017 ГОДА", "", "ЗАКОН 1. КОЛОДА"],
     2017, 2),
])
def test_the_edition_comes_from_the_title_page_first(lines, year, line):
    guess = guess_edition(lines)
    assert guess.value == year
    assert f"line {line}:" in guess.why


@pytest.mark.parametrize("lines,copyright", [
    (["ПРАВИЛА", "(c) карты в коробке лежат рубашкой вверх;", "© WBF, 2017"], "© WBF, 2017"),
    (["ПРАВИЛА", "(c) карты в коробке лежат рубашкой вверх;"], None),
    (["ПРАВИЛА", "(c) 1992 EBL"], "(c) 1992 EBL"),
    (["ПРАВИЛА", "(С) Федерация спортивного бриджа"], "(С) Федерация спортивного бриджа"),
])
def test_a_list_label_is_never_a_copyright_line(lines, copyright):
    found = [g.value for g in guess_rights(lines) if g.key == "copyright"]
    assert found == ([copyright] if copyright else [])


@pytest.mark.parametrize("metadata,lines,title", [
    ("|", ["", "МЕЖДУНАРОДНЫЕ ПРАВИЛА", "", "ПРАВИЛО 1. КОЛОДА"], "МЕЖДУНАРОДНЫЕ ПРАВИЛА"),  # a border, cleaned
    ("Enscript Output", ["МЕЖДУНАРОДНЫЕ ПРАВИЛА", "СПОРТИВНОГО БРИДЖА", "", "ПРАВИЛО 1. КОЛОДА"],
     "МЕЖДУНАРОДНЫЕ ПРАВИЛА"),
    ("Microsoft Word - laws.doc", ["© WBF", "Правила бриджа", "ВВЕДЕНИЕ"], "Правила бриджа"),
    ("Exported Data", ["Правила бриджа 2017", "", "ПРАВИЛО 1. КОЛОДА"], "Правила бриджа 2017"),  # Telegram's export
    ("", ["", "Правила бриджа", "ПРАВИЛО 1. КОЛОДА"], "Правила бриджа"),
    ("Правила 2017", ["ПРАВИЛА", "ПРАВИЛО 1. КОЛОДА"], "Правила 2017"),  # a real document title stays first
])
def test_a_converters_metadata_is_never_a_title(metadata, lines, title):
    assert guess_title(metadata, lines).value == title


def test_import_reads_the_title_past_a_border_and_the_year_past_an_imprint(tmp_path, cli):
    import tomllib

    source = tmp_path / "old.txt"
    source.write_text("| П Р А В И Л А               |\n| СПОРТИВНОГО БРИДЖА          |\n|                             |\n"
                      "| 1 9 9 3                     |\n| Самара, 1994                |\n|                             |\n"
                      "| ПРАВИЛО 1. КОЛОДА           |\n|                             |\n"
                      "| Играют колодой из 52 карт.  |\n", "utf-8")
    out = tmp_path / "o.txt"
    result = cli("import", str(source), "-o", str(out))
    assert result.code == 0, result.err
    meta = tomllib.loads(out.with_suffix(".toml").read_text("utf-8"))
    assert meta["title"] == "П Р А В И Л А" and meta["edition"] == 1993


@pytest.mark.parametrize("line,year", [
    ("Редакция 2017 года", 2017),
    ("в редакции Правил 1987 года", 1987),
    ("Laws of Duplicate Bridge 2017", 2017),
    ("The 1997 edition", 1997),
    ("МЕЖДУНАРОДНЫЕ ЗАКОНЫ СПОРТИВНОГО БРИДЖА 2017 ГОДА", 2017),
    ("Правила спортивного бриджа © EBL 1992", 0),  # a copyright's year is not the edition
    ("Самара, 1994", 0),  # a printer's imprint names no edition
])
def test_the_reader_and_import_read_one_edition_line_alike(line, year):
    """One rule (lawref.editions.year) for the reader's guess and import's first pass: a title line's edition."""
    assert named_edition(line) == year
    guessed = guess_edition([line, "", "ПРАВИЛО 1. КОЛОДА"])
    assert guessed.value == year or (not year and "line 1:" in guessed.why)  # import's last pass: any year
