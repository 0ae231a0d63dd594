"""The booklet PDF of the seed corpus, read back (pypdf, pdftotext): what a reader of the printed booklet relies on."""

import io
import re

import pytest
from fontTools.ttLib import TTFont
from pypdf import PdfReader

from lawref.booklet import build_booklet
from lawref.booklet.plan import printed_name
from lawref.corpus.rights import PERSONAL_NOTICE
from lawref.ids import normalize_id
from lawref.inline import inline_segments

from booklet_read import body_lines, drawings, flat, is_subsequence, labels, pdftotext_pages, words

A5 = (419.53, 595.28)  # points
MOJIBAKE = re.compile("[\ufffdÐÑÃâ]")


@pytest.fixture(scope="module")
def built(seed_booklet):
    """(PDF, WeasyPrint's warnings, unresolved pages) of the seeds' booklet, typeset once per run (conftest)."""
    return seed_booklet


@pytest.fixture(scope="module")
def booklet(built):
    return PdfReader(built[0])


@pytest.fixture(scope="module")
def pages(built):
    return pdftotext_pages(built[0])


@pytest.fixture(scope="module")
def flat_pages(pages):
    return [flat(p) for p in pages]


def body_range(booklet):
    """Physical indexes of the pages numbered 1, 2, ... (the text and the back matter)."""
    return [i for i, label in enumerate(labels(booklet)) if label.isdigit()]


def test_weasyprint_accepts_all_the_css_and_every_rule_is_kept(built):
    assert built[1] == []
    assert built[2] == []


def test_every_page_is_a5(booklet):
    for page in booklet.pages:
        assert (float(page.mediabox.width), float(page.mediabox.height)) == pytest.approx(A5, abs=0.5)


def fonts_of(reader):
    found = {}
    for page in reader.pages:
        for font in (font for resources, _ in drawings(page) for font in resources.get("/Font", {}).values()):
            font = font.get_object()
            descendant = font["/DescendantFonts"][0].get_object() if "/DescendantFonts" in font else font
            found[str(font["/BaseFont"])] = descendant["/FontDescriptor"].get_object()
    return found


def test_fonts_are_the_shipped_dejavu_and_embedded(booklet):
    fonts = fonts_of(booklet)
    assert fonts
    for name, descriptor in fonts.items():
        assert "/FontFile2" in descriptor, f"{name} is not embedded"
        embedded = TTFont(io.BytesIO(descriptor["/FontFile2"].get_object().get_data()))
        assert embedded["name"].getDebugName(1).startswith("DejaVu Serif"), name


def test_no_word_of_any_clause_is_lost(corpus, flat_pages):
    """Every clause's words, in order, are in the booklet (page notes and calls may stand between them)."""
    text = " ".join(flat_pages)
    assert not MOJIBAKE.search(text)
    booklet_words = words(text)
    for clause in corpus.clauses:
        shown = "".join(s.bid_display if s.kind == "bid" else s.text for s in inline_segments(clause))
        title = re.sub(r"\b([1-7])[HD]\b", r"\1", clause.title)  # an auction prints as suit symbols
        assert is_subsequence(words(title + " " + shown), booklet_words), clause.id


def test_cover_names_the_sources_their_editions_and_says_unofficial(corpus, flat_pages):
    cover, colophon = flat_pages[0], flat_pages[1]
    assert "Неофициальное издание".upper() in cover.upper()
    assert re.search(r"Собрано \d\d\.\d\d\.\d{4} · lawref \d+\.\d+\.\d+", cover)
    assert "ред. 2017" in cover and "написан для ред. 1987" in cover
    for source in corpus.sources:
        assert flat(source.copyright) in colophon
        assert flat(source.title) in cover
    assert "→2017]" not in colophon  # no reference here crosses editions: no mark to explain


def test_no_file_names_or_internal_ids_reach_the_page(flat_pages):
    text = " ".join(flat_pages)
    assert "corpus/" not in text and ".txt" not in text and "000_" not in text
    for internal in ("27.0(", ".note", ".fn", "27.exC", " c27", "<*>"):
        assert internal not in text, internal


def test_personal_source_notice_on_the_cover_and_on_every_page_that_shows_it(corpus, flat_pages, booklet):
    notice = flat(PERSONAL_NOTICE)
    assert notice in flat_pages[0]
    comm = [words(c.text) for c in corpus.clauses if c.source == "commentary" and c.text]
    grams = {tuple(w[i:i + 6]) for w in comm for i in range(len(w) - 5)}
    shown = 0
    for index in body_range(booklet):
        if flat_pages[index].upper().startswith(("ПРЕДМЕТНЫЙ", "УКАЗАТЕЛЬ")):
            continue
        page = words(flat_pages[index])
        shows = any(tuple(page[i:i + 6]) in grams for i in range(len(page) - 5))
        assert (notice in flat_pages[index]) == shows, labels(booklet)[index]
        shown += shows
    assert 0 < shown < len(body_range(booklet))


def test_public_booklet_leaves_the_personal_commentary_out(corpus, public_booklet):
    path, _, left_out = public_booklet  # build_booklet(public=True) as `lawref booklet --public` calls it (conftest)
    assert left_out == [s.title for s in corpus.sources if s.rights == "personal"]
    text = " ".join(flat(p) for p in pdftotext_pages(path))
    assert "ОСПАРИВАЕМАЯ ПРЕТЕНЗИЯ" in text
    assert "Endicott" not in text and "ЗАЯВКИ В ПОРЯДКЕ ОЧЕРЕДИ" not in text and "комм." not in text
    assert flat(PERSONAL_NOTICE) not in text


def test_quotes_and_dashes_are_printed_the_russian_way(flat_pages):
    text = " ".join(flat_pages)
    assert "«существенная»" in text and "«нормальная»" in text
    assert "это — легальная информация" in text
    assert '"' not in text and " - " not in text


def test_footnote_calls_are_superscript_and_the_note_is_at_the_foot_of_each_page_that_marks_it(booklet):
    note_end = "небрежной или плохой."
    marked = 0
    for page in booklet.pages:
        calls, body, note = [], [], []

        def visit(text, cm, tm, font, size, calls=calls, body=body, note=note):
            height = size * (tm[0] or 1)
            if text.strip() == "*":
                calls.append((tm[5], height))
            elif "плохой" in text:
                note.append(tm[5])
            elif abs(height - 12.0) < 0.2:
                body.append(tm[5])

        page.extract_text(visitor_text=visit)
        body_calls = [(y, h) for y, h in calls if not note or y < min(note) - 15]
        if not body_calls:
            continue
        marked += 1
        assert flat(page.extract_text()).count(note_end) == 1, "the note once per page, however many calls"
        assert all(h < 9 for _, h in body_calls), "calls are set smaller than the text"
        for y, _ in body_calls:  # raised: above the baseline of the nearest line of text
            nearest = min(body, key=lambda b: abs(b - y))
            assert y < nearest - 1
        assert all(y < min(note) for y, _ in body_calls), "the note stands below every call on its page"
    assert marked >= 1


REF = re.compile(r"(\S+)\s+→ (комм\., )?с\. (\d+)")


def test_every_page_note_names_the_page_of_its_target_and_never_its_own(corpus, booklet, pages, flat_pages):
    page_labels = labels(booklet)
    checked = 0
    for index, text in enumerate(flat_pages):
        for m in REF.finditer(text):
            target_index = page_labels.index(m[3])
            assert target_index != index, f"{m[0]!r} on its own page {m[3]}"
            token = m[1].rstrip(".,;:")
            target = normalize_id(token)
            assert target, m[0]
            if m[2]:  # the commentary on that Law
                law = re.match(r"\d+", target)[0]
                assert f"ПРАВИЛО {law}" in flat_pages[target_index], m[0]
            else:
                opening = " ".join(words(corpus[target].text)[:5])
                assert opening in " ".join(words(flat_pages[target_index])), m[0]
            checked += 1
    assert checked >= 5


def test_a_reference_ending_in_the_sources_dot_keeps_the_sentence(flat_pages):
    text = " ".join(flat_pages)
    assert re.search(r"как в 29\.2\.( → с\. \d+)? выше", text)
    assert "(см. п.23.3. выше)" in text


def test_targets_not_in_the_booklet_print_plainly(flat_pages):
    text = " ".join(flat_pages)
    assert "нет в этом буклете" not in text
    assert "обращаться к Правилу 26;" in text
    assert "Правилу 27В1(b)." in text


def test_page_labels_contents_and_outline_agree_with_the_pages(corpus, booklet, flat_pages):
    page_labels = labels(booklet)
    contents = next(i for i, t in enumerate(flat_pages) if t.startswith("Содержание"))
    entries = re.findall(r"(Правило \d+[^.]*?\.?(?: [А-ЯЁ ]+)?|Глоссарий|Предметный указатель|Указатель ссылок)"
                         r" [. ]*?(\d+)(?= |$)", flat_pages[contents])
    assert len(entries) >= len(corpus.laws()) + 2, entries
    for back in ("Глоссарий", "Предметный указатель", "Указатель ссылок"):
        assert re.search(rf"{back}[. ]*\d+", flat_pages[contents]), back
    for title, number in entries:
        target = flat_pages[page_labels.index(number)].upper()
        assert title.split(".")[0].upper() in target, (title, number)
    top = {item.title: booklet.get_destination_page_number(item) for item in booklet.outline
           if not isinstance(item, list)}
    for law in corpus.laws():
        title = next(t for t in top if t.upper().startswith(f"ПРАВИЛО {law}"))
        assert f"ПРАВИЛО {law}" in flat_pages[top[title]].upper()
    assert page_labels[top["Содержание"]] == "iii"


def test_metadata_and_language(booklet):
    assert "правила спортивного бриджа" in booklet.metadata.title.lower()
    assert booklet.metadata.author
    assert booklet.trailer["/Root"]["/Lang"] == "ru"


def test_outer_corner_names_the_laws_on_each_page_and_the_folio_is_the_label(corpus, booklet, pages):
    for index in body_range(booklet):
        lines = pages[index].strip().splitlines()
        outer = -1 if index % 2 == 0 else 0  # a right-hand page's outer side is its right
        text = flat(pages[index]).upper()
        headings = [law for law in corpus.laws() if re.search(rf"^ *ПРАВИЛО {law}\b", pages[index], re.M)]
        if not text.startswith(("ПРЕДМЕТНЫЙ", "УКАЗАТЕЛЬ")):
            corner = lines[0].split()[outer]
            first, _, last = corner.partition("–")
            for law in headings:  # a Law whose heading is on the page is named in its corner
                assert int(first) <= int(law) <= int(last or first), (labels(booklet)[index], corner, law)
        assert lines[-1].split()[outer] == labels(booklet)[index]


def test_thumb_tabs_mark_each_group_of_laws(booklet):
    for index in body_range(booklet)[:3]:
        assert re.search(r"27–29|30–31|70", booklet.pages[index].extract_text())


def test_no_word_split_across_a_page_turn_and_at_most_two_hyphenated_lines_in_a_row(booklet):
    checked = 0
    for index in body_range(booklet):
        lines = body_lines(booklet.pages[index])
        if not lines:
            continue
        checked += 1
        assert not re.search(r"\w[\u2010-]$", lines[-1][1]), (index, lines[-1][1])
        run = 0
        for _, text in lines:
            run = run + 1 if re.search(r"\w[\u2010-]$", text) else 0
            assert run <= 2, (index, text)
    assert checked >= 5


def test_subject_index_lists_terms_with_pages_that_use_them(booklet, flat_pages):
    from lawref.search.analysis import tokens

    page_labels = labels(booklet)
    index = next(t for t in flat_pages if t.upper().startswith("ПРЕДМЕТНЫЙ УКАЗАТЕЛЬ"))
    page = r"\d+(?:–\d+)?"  # a page or a run of pages
    entries = re.findall(rf"([а-яёА-ЯЁ][а-яё ]+?) ((?:{page}, )*{page})(?= —?\s?[а-яёА-ЯЁ]|$)",
                         index.split("УКАЗАТЕЛЬ", 1)[1])
    assert any(term.strip() == "Нормальная" for term, _ in entries)  # a main entry starts with a capital
    assert len(entries) >= 5
    for term, numbers in entries:
        lemma = set(tokens(term.split()[0])[0].lemmas)
        for run in numbers.split(", "):
            first, _, last = run.partition("–")
            for number in range(int(first), int(last or first) + 1):  # every page of a run uses the term
                text = flat_pages[page_labels.index(str(number))]
                assert any(lemma & set(t.lemmas) for t in tokens(text)), (term, number)


def test_index_of_references_uses_printed_names_and_agrees_with_the_body(corpus, booklet, flat_pages):
    page_labels = labels(booklet)
    index = next(t for t in flat_pages if t.upper().startswith("УКАЗАТЕЛЬ ССЫЛОК"))
    assert "нет в" not in index
    entry = re.search(r"29\.2 с\. (\d+) ← 29\.3 \(с\. (\d+)\)", index)
    assert entry, index[:400]
    assert " ".join(words(corpus["29.2"].text)[:5]) in " ".join(words(flat_pages[page_labels.index(entry[1])]))
    for target in ("28B", "29B", "30", "30C", "31", "31A"):  # each printed with its commentary's page
        assert re.search(rf"{re.escape(target)} → комм\. к \d+, с\. \d+", index), target
    assert printed_name(corpus, "27.0(i)") in index


def test_law_per_page_starts_every_law_on_a_new_page(corpus, tmp_path):
    path = tmp_path / "per-law.pdf"
    build_booklet(corpus, path, law_per_page=True)
    texts = [flat(p) for p in pdftotext_pages(path)]
    for law in corpus.laws():
        starts = [t for t in texts if re.match(rf"^\S+ .*?ПРАВИЛО {law}\b", t[:200].upper())]
        assert starts, law
    heads = [t for t in texts if "ПРАВИЛО 28." in t.upper() and "ПРАВИЛО 29." in t.upper()
             and "СОДЕРЖАНИЕ" not in t.upper()]
    assert heads == []


def test_site_url_puts_the_address_and_qr_codes_in_the_booklet(corpus, tmp_path, built):
    path = tmp_path / "site.pdf"
    build_booklet(corpus, path, laws="70", site_url="https://example.org/laws/")
    reader = PdfReader(path)
    assert "https://example.org/laws/" in flat(reader.pages[0].extract_text())
    def path_segments(page) -> int:  # a QR code is drawn as vector paths: hundreds of line segments
        return len(re.findall(rb"\sl\s", page.get_contents().get_data()))

    law_page = reader.pages[labels(reader).index("1")]  # Law 70's heading
    assert path_segments(reader.pages[0]) > 150 and path_segments(law_page) > 150
    # without an address, no code on the cover: the seeds' booklet with no option (typeset once per run, conftest)
    assert path_segments(PdfReader(built[0]).pages[0]) < 50
    urls = [a.get_object()["/A"]["/URI"] for page in reader.pages for a in page.get("/Annots") or ()
            if "/A" in a.get_object()]
    assert "https://example.org/laws/" in urls


def test_every_link_leads_to_a_page_of_the_booklet(booklet):
    pages = {p.indirect_reference.idnum for p in booklet.pages}
    links = 0
    for page in booklet.pages:
        for annot in page.get("/Annots") or ():
            annot = annot.get_object()
            if "/Dest" in annot:
                assert annot["/Dest"][0].idnum in pages
                links += 1
    assert links >= 10


def test_commentary_is_set_apart_with_its_edition_once_per_block(booklet, flat_pages):
    text = " ".join(flat_pages[i] for i in body_range(booklet))
    heads = re.findall(r"написан для ред\. 1987", text)
    assert len(heads) == 5  # the commentary on Laws 27-31, once each
    assert "ред. 1987 В этих целях" not in text  # no edition badge per paragraph
    assert "начало комментария к Правилу 27 в источнике отсутствует" in text
    assert "[текст источника обрывается]" in text
