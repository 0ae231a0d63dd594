"""decode(): every encoding and line-end variant of the seeds reads the same; bad files fail clearly."""

from __future__ import annotations

import pytest

from lawref.corpus.clean import clean
from lawref.corpus.decode import decode, decode_struck, russian_score
from lawref.errors import LawrefError

from conftest import COMMENTARY_SEED, LAW_SEED

SEEDS = (LAW_SEED, COMMENTARY_SEED)
ENCODINGS = ("utf-8", "utf-8-sig", "cp1251", "cp866", "koi8-r")
LINE_ENDS = {"LF": "\n", "CRLF": "\r\n", "CR": "\r"}


def seed_text(seed):
    return seed.read_text(encoding="utf-8")


@pytest.mark.parametrize("seed", SEEDS, ids=lambda p: p.stem)
@pytest.mark.parametrize("encoding", ENCODINGS)
@pytest.mark.parametrize("line_end", LINE_ENDS, ids=str)
def test_every_variant_of_the_seeds_decodes_and_cleans_identically(seed, encoding, line_end):
    original = seed_text(seed)
    data = original.replace("\n", LINE_ENDS[line_end]).encode(encoding)

    text, found = decode(data, str(seed))

    assert found == encoding
    assert text == original
    assert clean(text, str(seed)).lines == clean(original, str(seed)).lines


@pytest.mark.parametrize("encoding", ("cp1251", "cp866", "koi8-r"))
def test_detects_code_page_of_a_single_short_line(encoding):
    # Short texts fool generic detectors; the Russian check must still find the code page.
    line = "Правило 28. ЗАЯВКИ В ПОРЯДКЕ ОЧЕРЕДИ"
    assert decode(line.encode(encoding), "short.txt") == (line, encoding)


def test_all_caps_heading_in_koi8_is_not_read_as_lower_case_cp1251():
    # KOI8-R capitals are CP1251 lower-case letters: only letter pairs tell them apart.
    heading = "ПРАВИЛО 70. ОСПАРИВАЕМАЯ ПРЕТЕНЗИЯ ИЛИ УСТУПКА"
    assert decode(heading.encode("koi8-r"), "h.txt") == (heading, "koi8-r")
    assert decode(heading.encode("cp1251"), "h.txt") == (heading, "cp1251")


def test_right_decoding_scores_higher_than_wrong_ones():
    text = seed_text(COMMENTARY_SEED)
    data = text.encode("cp1251")
    assert russian_score(text) > russian_score(data.decode("koi8-r"))
    assert russian_score(text) > russian_score(data.decode("cp866"))


def test_utf16_with_bom_is_read():
    text = seed_text(LAW_SEED)
    assert decode(text.encode("utf-16"), "u16.txt") == (text, "utf-16")


def test_encoding_override_is_used_as_given():
    text = "Судья должен тщательно разъяснить нарушителю все последствия"
    data = text.encode("cp1251")
    assert decode(data, "x.txt", encoding="cp1251") == (text, "cp1251")
    # Forced to a wrong Cyrillic code page, the bytes are read that way: the user asked for it.
    assert decode(data, "x.txt", encoding="mac-cyrillic")[1] == "mac-cyrillic"
    assert decode(data, "x.txt", encoding="CP1251")[1] == "cp1251"  # codec names are normalised


def test_override_utf8_on_bom_file_drops_the_bom():
    text = "Правило 31"
    assert decode(text.encode("utf-8-sig"), "b.txt", encoding="utf-8") == (text, "utf-8-sig")


def error_of(data, path="corpus/x.txt", **kwargs) -> LawrefError:
    with pytest.raises(LawrefError) as info:
        decode(data, path, **kwargs)
    return info.value


def test_unknown_encoding_is_named():
    err = error_of("Правило".encode(), encoding="win-1251x")
    assert "unknown encoding 'win-1251x'" in str(err)
    assert "corpus/x.txt" in str(err)
    assert "cp1251" in err.hint  # says what to use instead


def test_override_that_cannot_decode_names_file_line_and_byte():
    data = "Правило 70\nПравило 71\n".encode("cp1251")
    err = error_of(data, encoding="utf-8")
    assert (err.path, err.line, err.col) == ("corpus/x.txt", 1, 1)
    assert str(err).startswith("corpus/x.txt:1:1: cannot decode byte 0xcf as utf-8")


@pytest.mark.parametrize("data", [b"", b"\n\n", b"   \r\n\t", "\ufeff".encode("utf-8")], ids=repr)
def test_empty_file(data):
    err = error_of(data)
    assert str(err).startswith("corpus/x.txt:1: file is empty")
    assert "remove the file" in str(err)


def test_binary_file_with_nul_bytes():
    err = error_of(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00")
    assert "binary file" in err.message
    assert err.path == "corpus/x.txt" and err.line == 3  # the line the first NUL is on


def test_binary_file_of_control_bytes():
    err = error_of(bytes(range(1, 32)) * 10 + "Правило".encode())
    assert "binary file" in err.message


def test_binary_with_override_is_still_refused():
    err = error_of(b"\x00\x01\x02text", encoding="cp1251")
    assert "NUL" in err.message


@pytest.mark.parametrize("data", [
    b"Law 70. Contested claim or concession\n",
    "Règle 70. Réclamation contestée\n".encode("latin-1"),  # not UTF-8, and no code page makes it Russian
    "Règle 70. Réclamation contestée\n".encode(),
], ids=["ascii", "latin-1", "utf-8 french"])
def test_text_without_russian_is_refused(data):
    err = error_of(data)
    assert err.path == "corpus/x.txt" and err.line == 1
    assert "Russian" in str(err)
    assert "--encoding" in str(err)  # the way out when the detection is wrong


def test_line_ends_mixed_in_one_file_all_become_lf():
    text, _ = decode("а\r\nб\rв\nг".encode(), "m.txt")
    assert text == "а\nб\nв\nг"


def test_corpus_in_other_encodings_parses_to_the_same_clauses(corpus, corpus_copy):
    # What a user meets: a folder of old files in DOS and Windows code pages, with CRLF line ends.
    from lawref.corpus.pipeline import load_corpus

    for seed, encoding in ((LAW_SEED, "cp866"), (COMMENTARY_SEED, "koi8-r")):
        target = corpus_copy / seed.name
        target.write_bytes(seed_text(seed).replace("\n", "\r\n").encode(encoding))
    converted = load_corpus([corpus_copy])
    assert [s.encoding for s in converted.sources] == ["cp866", "koi8-r"]
    assert [(c.id, c.text, c.line, c.emphasis) for c in converted] == [(c.id, c.text, c.line, c.emphasis) for c in corpus]


def test_wrong_encoding_option_names_file_line_and_column(cli, corpus_copy):
    target = corpus_copy / COMMENTARY_SEED.name
    target.write_bytes(seed_text(COMMENTARY_SEED).encode("cp1251"))
    result = cli("export", "--encoding", "utf-8", str(target))
    assert result.code == 2
    assert f"{COMMENTARY_SEED.name}:1:1: байт 0xcf не читается как utf-8 (не в другой ли кодировке файл?" in result.err
    english = cli("export", "--lang", "en", "--encoding", "utf-8", str(target))
    assert f"{COMMENTARY_SEED.name}:1:1: cannot decode byte 0xcf as utf-8" in english.err
    assert "Traceback" not in result.err and len(result.err.strip().splitlines()) == 1
    assert cli("export", "--encoding", "cp1251", str(target)).code == 0


def _bold(word: str) -> str:
    return "".join(f"{ch}\b{ch}" for ch in word)


def _underlined(word: str) -> str:
    return "".join(f"_\b{ch}" for ch in word)


# Backspace overstrike, nroff's bold and underline (privolga2009's groff -Tutf8 text): read as a pager shows it,
# each letter once, the struck characters recorded line by line. (what, text as written, encoding, text read,
# [(line, removed)])
BODY = "\n" + "Судья назначает результат. " * 12 + "\n"
OVERSTRIKE_ROWS = [
    ("bold, UTF-8", _bold("ЗАКОН 27") + "\n" + _bold("НЕДОСТАТОЧНАЯ") + BODY, "utf-8",
     "ЗАКОН 27\nНЕДОСТАТОЧНАЯ" + BODY, [(1, "З␈А␈К␈О␈Н␈ ␈2␈7␈"), (2, "Н␈Е␈Д␈О␈С␈Т␈А␈Т␈О␈Ч␈Н␈А␈Я␈")]),
    ("underline", "См. " + _underlined("раздел") + " ниже." + BODY, "utf-8", "См. раздел ниже." + BODY,
     [(1, "_␈_␈_␈_␈_␈_␈")]),
    ("bold and underlined at once", "_\bЗ\bЗакон" + BODY, "utf-8", "Закон" + BODY, [(1, "_␈З␈")]),
    ("bold in CP1251", _bold("Правило 70") + BODY, "cp1251", "Правило 70" + BODY,
     [(1, "П␈р␈а␈в␈и␈л␈о␈ ␈7␈0␈")]),
    # a DOS editor's double strike of a whole word: the word, a backspace for each letter, the word again
    # (pfsb1999comm's cp866 text), and the underscores struck after a word's letters
    ("a word struck twice, CP866", "ответ такой\b\b\b\b\bтакой." + BODY, "cp866", "ответ такой." + BODY,
     [(1, "такой␈␈␈␈␈")]),
    ("underscores after the word", "слово\b\b\b\b\b_____ и" + BODY, "utf-8", "слово и" + BODY,
     [(1, "␈␈␈␈␈_____")]),
]


@pytest.mark.parametrize("what, written, encoding, read, struck", OVERSTRIKE_ROWS, ids=[r[0] for r in OVERSTRIKE_ROWS])
def test_backspace_overstrike_reads_as_a_pager_shows_it(what, written, encoding, read, struck):
    text, used, removed = decode_struck(written.encode(encoding), "corpus/x.txt")
    assert (text, used, removed) == (read, encoding, struck)
    assert decode(written.encode(encoding), "corpus/x.txt") == (read, encoding)


@pytest.mark.parametrize("data", [
    bytes(range(1, 32)) * 10 + "Правило".encode(),  # control bytes, some of them backspaces: a binary file
    (_bold("Правило 70") + "\x01\x02\x03" * 40 + BODY).encode(),  # overstrike and real control characters
    ("Правило\b\b70 о\bк" * 30 + BODY).encode(),  # backspaces that strike nothing over: not a printout
], ids=["controls", "overstrike and controls", "stray backspaces"])
def test_a_binary_file_with_backspaces_is_still_refused(data):
    assert "binary file" in error_of(data).message


def test_a_backspace_that_is_no_overstrike_is_left_as_it_stands():
    data = ("Правило 70 a\bb" + BODY).encode()  # one stray backspace in a text: neither resolved nor refused
    assert decode_struck(data, "corpus/x.txt") == ("Правило 70 a\bb" + BODY, "utf-8", [])


# (the format, the file's name, the file's text, the overstrike recorded: [(line, removed)]): a word set in bold or
# underlined by each format's own means. A format's type is kept as the HTML, ODT and DOCX readers keep it: the
# words exactly, no emphasis span (a clause's emphasis is words the cleanup takes out of the text and gives back as
# a span: a typewriter's overstrike remnant line, letter-spacing); nroff's overstrike is recorded, so nothing is lost
TYPE_LAW = "ПРАВИЛО 1. КОЛОДА\n\nИгра ведётся {} из 52 карт.\n"
TYPE_ROWS = [
    ("plain text", "law.txt", TYPE_LAW.format("колодой"), []),
    ("nroff bold", "law.txt", TYPE_LAW.format(_bold("колодой")), [(3, "к␈о␈л␈о␈д␈о␈й␈")]),
    ("nroff underline", "law.txt", TYPE_LAW.format(_underlined("колодой")), [(3, "_␈_␈_␈_␈_␈_␈_␈")]),
    ("HTML <b>", "law.html", "<h1>ПРАВИЛО 1. КОЛОДА</h1><p>Игра ведётся <b>колодой</b> из 52 карт.</p>", []),
    ("HTML <strong>", "law.html", "<h1>ПРАВИЛО 1. КОЛОДА</h1><p>Игра ведётся <strong>колодой</strong> из 52 карт.</p>",
     []),
    ("Markdown", "law.md", "# ПРАВИЛО 1. КОЛОДА\n\nИгра ведётся **колодой** из 52 карт.\n", []),
]


@pytest.mark.parametrize("what, name, written, struck", TYPE_ROWS, ids=[r[0] for r in TYPE_ROWS])
def test_a_words_type_is_kept_as_every_format_keeps_it(tmp_path, what, name, written, struck):
    from lawref.corpus.decode import OVERSTRUCK
    from lawref.corpus.pipeline import load_corpus

    path = tmp_path / name
    path.write_text(written, "utf-8")
    corpus = load_corpus([path], kind="law")
    law = next(clause for clause in corpus.clauses if clause.id == "1")
    assert (law.text, law.emphasis) == ("Игра ведётся колодой из 52 карт.", ())
    assert [(r.line, r.text) for r in corpus.removals["law"] if r.kind == OVERSTRUCK] == struck


# A DOS text's glyph bytes (libru1998's DOS original: the suits typed Alt+6, Alt+3 …): read as the DOS screen
# shows them in CP866 and CP437, never in another code page, and never the bytes DOS acts on.
DOS_GLYPH_ROWS = [
    ("the suits", "пики (\x06), черви (\x03), бубны (\x04), трефы (\x05)", "cp866",
     "пики (♠), черви (♥), бубны (♦), трефы (♣)"),
    ("a section sign and a pilcrow", "см. \x15 12, \x14 3", "cp866", "см. § 12, ¶ 3"),
    ("an arrow and a smile", "\x10 Заявка \x01", "cp866", "► Заявка ☺"),
    ("TAB, FF and ^Z stay what DOS makes of them", "Закон\t1\x0cпики\x1a", "cp866", "Закон\t1\x0cпики\x1a"),
    ("not in Windows' code page", "пики (\x06)", "cp1251", "пики (\x06)"),
]


@pytest.mark.parametrize(("what", "typed", "encoding", "read"), DOS_GLYPH_ROWS, ids=[r[0] for r in DOS_GLYPH_ROWS])
def test_a_dos_text_s_glyph_bytes_read_as_the_screen_shows_them(what, typed, encoding, read):
    text, _ = decode(("Закон 1. КОЛОДА\n" + typed + "\n").encode(encoding), "dos.txt", encoding)
    assert text == "Закон 1. КОЛОДА\n" + read + "\n"


def test_a_dos_text_s_suits_are_read_by_detection_too():
    data = ("Закон 1. КОЛОДА\nМасти по старшинству идут сверху вниз так: пики (\x06), черви (\x03), бубны (\x04), "
            "трефы (\x05).\n").encode("cp866")
    text, name = decode(data, "dos.txt")
    assert name == "cp866" and "пики (♠), черви (♥), бубны (♦), трефы (♣)" in text
