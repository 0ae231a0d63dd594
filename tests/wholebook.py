"""A hand-made corpus shaped like a whole book (the clause kinds of lawref.model the parser is learning to
read): a title page and a preface, chapters and a part, the Definitions with a reference to a term, Laws in
chapters with a footnote, and a 1987 commentary (personal use only) with its own front matter, commentary on
a term and a reference into a 2017 Law. `corpus()` is also the site build's LAWREF_CORPUS_FACTORY in tests
(`wholebook:corpus`, with tests/ on PYTHONPATH)."""

from __future__ import annotations

from lawref.corpus.pipeline import make_corpus
from lawref.model import Clause, FootnoteMark, GlossaryEntry, Ref, Source

LAW_FILE, COMM_FILE = "book/law.txt", "book/commentary.txt"
SOURCES = (
    Source(key="law", path=LAW_FILE, kind="law", title="Международные правила спортивного бриджа", edition=2017,
           edition_note="Полный текст редакции 2017 года", translator="Федерация спортивного бриджа России",
           copyright="© World Bridge Federation, 2017"),
    Source(key="comm", path=COMM_FILE, kind="commentary", title="Комментарий к Правилам 1987 года",
           edition=1987, edition_note="Написан к редакции 1987 года", translator="Ю. Коваленко",
           copyright="© EBL, 1992", rights="personal"),
)


def _ref(source_id: str, text: str, words: str, target: str, line: int, kind: str = "law") -> Ref:
    start = text.index(words)
    return Ref(source_id=source_id, target=target, text=words, start=start, end=start + len(words),
               file=LAW_FILE if kind != "comm" else COMM_FILE, line=line, kind="law")


def _law(id, kind, parent, law, label, title, text, line, children=(), refs=(), marks=()):
    return Clause(id=id, kind=kind, parent=parent, law=law, source="law", source_key="law", label=label,
                  title=title, text=text, file=LAW_FILE, line=line, edition=2017, children=tuple(children),
                  refs=tuple(refs), footnote_marks=tuple(marks))


def _comm(id, kind, parent, law, label, title, text, line, children=(), refs=()):
    return Clause(id=id, kind=kind, parent=parent, law=law, source="commentary", source_key="comm", label=label,
                  title=title, text=text, file=COMM_FILE, line=line, edition=1987, children=tuple(children),
                  refs=tuple(refs))


KONTRAKT = "Обязательство взять указанное число взяток (см. «Взятка» в Определениях)."
ITEM_17A2 = "Игрок не должен делать заявку вне очереди (о последствиях см. Правило 27B1(b) и «Взятка»)."
ITEM_17A1 = "Первую заявку делает сдающий; нормальной <*> считается заявка по очереди."
PARA_27_1 = "Правило 27В1(b) применяется, когда нарушитель заменяет назначение."


def clauses() -> list[Clause]:
    return [
        _law("front.title", "front", None, "", "", "",
             "П Р А В И Л А\nМЕЖДУНАРОДНЫЕ ПРАВИЛА СПОРТИВНОГО БРИДЖА\nРедакция 2017 года", 1),
        _law("front.predislovie", "front", None, "", "", "ПРЕДИСЛОВИЕ",
             "Эти Правила приняты Всемирной федерацией бриджа.\nПеревод выполнен по тексту 2017 года.", 6),
        _law("ch1", "chapter", None, "", "Глава I.", "Определения", "", 10, children=["def"]),
        _law("def", "definitions", "ch1", "", "", "ОПРЕДЕЛЕНИЯ", "В этих Правилах используются термины:", 11,
             children=["def.vzyatka", "def.kontrakt"]),
        _law("def.vzyatka", "definition", "def", "", "", "Взятка",
             "Четыре карты, по одной от каждого игрока, сыгранные в порядке очереди.", 12),
        _law("def.kontrakt", "definition", "def", "", "", "Контракт", KONTRAKT, 13,
             refs=[_ref("def.kontrakt", KONTRAKT, "«Взятка» в Определениях", "def.vzyatka", 13)]),
        _law("ch2", "chapter", None, "", "Глава II.", "Торговля", "", 20, children=["ch2.p1"]),
        _law("ch2.p1", "chapter", "ch2", "", "Часть I.", "Начало торговли", "", 21, children=["17"]),
        _law("17", "law", "ch2.p1", "17", "ПРАВИЛО 17.", "ПЕРИОД ТОРГОВЛИ", "", 22,
             children=["17A", "17.fn1"]),
        _law("17A", "section", "17", "17", "A.", "Начало торговли", "Торговля начинается так:", 23,
             children=["17A1", "17A2"]),
        _law("17A1", "item", "17A", "17", "1.", "", ITEM_17A1, 24,
             marks=[FootnoteMark(ITEM_17A1.index("<*>"), ITEM_17A1.index("<*>") + 3, "17.fn1")]),
        _law("17A2", "item", "17A", "17", "2.", "", ITEM_17A2, 25,
             refs=[_ref("17A2", ITEM_17A2, "27B1(b)", "27B1(b)", 25),
                   _ref("17A2", ITEM_17A2, "«Взятка»", "def.vzyatka", 25)]),
        _law("17.fn1", "footnote", "17", "17", "<*>", "",
             "Для целей Правила 17 \"нормальной\" считается заявка, сделанная в свою очередь.", 27),
        _law("ch3", "chapter", None, "", "Глава III.", "Нарушения", "", 30, children=["27"]),
        _law("27", "law", "ch3", "27", "ПРАВИЛО 27.", "НЕДОСТАТОЧНОЕ НАЗНАЧЕНИЕ", "", 31, children=["27B"]),
        _law("27B", "section", "27", "27", "B.", "Недостаточное назначение не принято",
             "Если недостаточное назначение не принято, нарушитель должен его заменить:", 32,
             children=["27B1"]),
        _law("27B1", "item", "27B", "27", "1.", "", "(а) на законное назначение той же деноминации:", 33,
             children=["27B1(b)"]),
        _law("27B1(b)", "subitem", "27B1", "27", "(b)", "", "на любое другое законное назначение.", 34),
        _comm("cfront.ot-perevodchika", "front", None, "", "", "ОТ ПЕРЕВОДЧИКА",
              "Перевод сделан для судей.", 1),
        _comm("cdef", "commentary", None, "", "", "ОПРЕДЕЛЕНИЯ", "Несколько слов об определениях.", 5,
              children=["cdef.vzyatka"]),
        _comm("cdef.vzyatka", "paragraph", "cdef", "", "", "Взятка",
              "«Взятка». Взятка, сыгранная не в очередь, всё равно взятка.", 7),
        _comm("c27", "commentary", None, "27", "Правило 27.", "НЕДОСТАТОЧНОЕ НАЗНАЧЕНИЕ", "", 10,
              children=["27.1"]),
        _comm("27.1", "paragraph", "c27", "27", "27.1.", "", PARA_27_1, 12,
              refs=[_ref("27.1", PARA_27_1, "27В1(b)", "27B1(b)", 12, kind="comm")]),
    ]


def glossary() -> list[GlossaryEntry]:
    by_id = {c.id: c for c in clauses()}
    terms = [GlossaryEntry(term=by_id[i].title, definition=by_id[i].text, clause_id=i, laws=())
             for i in ("def.vzyatka", "def.kontrakt")]
    note = by_id["17.fn1"]
    return sorted([*terms, GlossaryEntry(term="нормальной", definition=note.text, clause_id=note.id,
                                         laws=("17",))], key=lambda e: e.term.lower())


def corpus():
    return make_corpus(SOURCES, clauses(), glossary=glossary())
