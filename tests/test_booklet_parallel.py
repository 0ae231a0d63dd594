"""The body laid out chapter by chapter in other processes is the booklet a single process lays out: the same
pages, the same page numbers of references; and a patch (a section laid out again from one page) takes back the
old pages from the first page that starts where an old one did."""

import re

import pytest
from pypdf import PdfReader

from lawref.booklet import build_booklet
from lawref.corpus.pipeline import make_corpus
from lawref.model import Clause, FootnoteMark, Ref, Source

from booklet_read import flat, labels, pdftotext_pages

LAW = Source(key="law", path="book/law.txt", kind="law", title="Правила", edition=2017)
FILLER = ("Судья следит за тем, чтобы игроки соблюдали порядок, и разъясняет им их права и обязанности, "
          "если кто-либо из них в этом нуждается. ")


def clause(id, kind, parent, law, label="", title="", text="", children=(), refs=(), marks=()):
    return Clause(id=id, kind=kind, parent=parent, law=law, source="law", source_key="law", label=label,
                  title=title, text=text, file=LAW.path, line=1, edition=2017, children=tuple(children),
                  refs=tuple(refs), footnote_marks=tuple(marks))


def chapters_corpus():
    """Four chapters of three Laws, every section citing one in another chapter (targets past page 9 and 99 are
    not needed: the first estimate is what the check corrects), and a footnote called in each chapter."""
    clauses, laws_of = [], {}
    for ch in range(1, 5):
        laws = [str(3 * (ch - 1) + n) for n in (1, 2, 3)]
        laws_of[ch] = laws
        clauses.append(clause(f"ch{ch}", "chapter", None, "", f"Глава {'I' * ch if ch < 4 else 'IV'}.",
                              f"Часть книги {ch}", children=laws))
    for ch, laws in laws_of.items():
        for law in laws:
            sections = [f"{law}{s}" for s in "ABC"]
            clauses.append(clause(law, "law", f"ch{ch}", law, f"ПРАВИЛО {law}.", f"ЗАКОН НОМЕР {law}",
                                  children=sections))
            for n, sid in enumerate(sections):
                other = str((int(law) + 5) % 12 + 1)
                cited = f"Правило {other}B"
                text = f"Смотри {cited}, там сказано иначе. " + FILLER * (4 + 3 * n)
                marks = ()
                if n == 1:
                    text = "Игрок<*> обязан следить. " + text
                    marks = (FootnoteMark(text.index("<*>"), text.index("<*>") + 3, f"{law}.fn1"),)
                refs = [Ref(sid, f"{other}B", cited, text.index(cited), text.index(cited) + len(cited), LAW.path, 1)]
                clauses.append(clause(sid, "section", law, law, f"{sid[-1]}.", f"Раздел {sid}", text, refs=refs,
                                      marks=marks))
            clauses.append(clause(f"{law}.fn1", "footnote", law, law, "<*>", text=f"Сноска к Правилу {law}."))
    return make_corpus([LAW], clauses)


@pytest.fixture(scope="module")
def both(tmp_path_factory):
    import os

    corpus = chapters_corpus()
    folder = tmp_path_factory.mktemp("parallel")
    os.environ["SOURCE_DATE_EPOCH"] = "1700000000"  # the cover's date: the same in both builds
    try:
        one = build_booklet(corpus, folder / "one.pdf", processes=1)
        two = build_booklet(corpus, folder / "two.pdf", processes=2)
    finally:
        del os.environ["SOURCE_DATE_EPOCH"]
    return (folder / "one.pdf", one), (folder / "two.pdf", two)


def test_the_chapters_were_laid_out_in_other_processes(both):
    (_, one), (_, two) = both
    assert one.worker_processes == 0 and two.worker_processes == 2
    assert len({section for section, *_ in two.jobs}) == 4, "each chapter is a job of its own"
    assert one.unresolved == two.unresolved == []


def test_the_same_pages_and_the_same_page_numbers_of_references(both):
    (one_path, one), (two_path, two) = both
    assert one.pages == two.pages > 12
    one_texts, two_texts = pdftotext_pages(one_path), pdftotext_pages(two_path)
    for number, (a, b) in enumerate(zip(one_texts, two_texts)):
        assert flat(a) == flat(b), f"page {number + 1} differs"
    assert labels(PdfReader(one_path)) == labels(PdfReader(two_path))
    notes = re.findall(r"Правило \d+B → с\. \d+", flat(" ".join(one_texts)))
    assert len(notes) >= 30, "references across chapters print their targets' pages"
    assert one_path.read_bytes() == two_path.read_bytes()


def test_every_reference_gives_the_page_its_target_is_on(both):
    (path, _), _ = both
    texts = [flat(t) for t in pdftotext_pages(path)]
    page_labels = labels(PdfReader(path))
    found = re.findall(r"Правило (\d+)B → с\. (\d+)", " ".join(texts))
    assert found
    for law, page in found:
        assert f"Раздел {law}B" in texts[page_labels.index(page)], (law, page)


def test_a_patch_that_changes_nothing_takes_the_old_pages_back(tmp_path):
    """Laid out again from page 2 with the same decisions, a section starts its next page where the old one
    did: the patch lays out about one page and takes every later page back as it was."""
    from lawref.booklet.blocks import build_blocks
    from lawref.booklet.layout import lay_out_body
    from lawref.booklet.paginate import SectionJob, lay_out_section
    from lawref.booklet.plan import plan_booklet
    from lawref.booklet.workers import Workers

    corpus = chapters_corpus()
    sections = build_blocks(plan_booklet(corpus, corpus.laws()))
    body = lay_out_body(corpus, sections, tmp_path, Workers(1))
    first = sections[1]
    old = [r for r in body.records if r.info.blocks and r.info.blocks[0] in {b.index for b in first}]
    assert len(old) >= 4
    keys = {r.key for b in first for r in b.runs if r.kind in ("ref", "fn", "note")}
    notes = {r.footnote_id: corpus.get(r.footnote_id) for b in first for r in b.runs if r.kind == "fn"}
    job = SectionJob(1, first, body.decisions.part(keys, {b.index for b in first}), old[0].number,
                     body.anchor_page, notes, tmp_path, "patch", old, {1})
    patched = lay_out_section(job)
    assert [(r.info.top, r.carry, [(l.block, l.start, l.end) for l in r.info.lines]) for r in patched.records] == \
        [(r.info.top, r.carry, [(l.block, l.start, l.end) for l in r.info.lines]) for r in old]
    assert patched.pages_laid_out <= 2 < len(old)
    assert [r.part for r in patched.records[2:]] == [r.part for r in old[2:]], "the old pages themselves"
