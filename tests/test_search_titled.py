"""A Law whose title the query says whole ranks first (lawref.search.engine.titled, rules.toml [titled]) on the
whole red-team book (tests/redteam/modern/truth.json): the contents page, not the clauses that meet the most common
words. The Node parity of the same is in tests/test_search_parity.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import seed_search_data, truth_search_store

TRUTH = Path(__file__).resolve().parent / "redteam" / "modern" / "truth.json"


@pytest.fixture(scope="module")
def book_store():
    return truth_search_store(TRUTH)  # made once per run, a copy of its own (conftest.truth_search_data)


def search_ids(store, text: str) -> list[str]:
    from lawref.search import engine, query

    hits, _ = engine.search(store, query.read(text, store), limit=10)
    return [h.id for h in hits]


@pytest.mark.parametrize("text, law", [
    ("зритель за столом зевнул после заявки", "76"),  # «ЗРИТЕЛИ» against 39B's стол, после, заявка (a yawn is
    # no reaction the Laws name; «ахнул» is «реагировать», 76B2: tests/test_search_tiers.py)
    ("правила для зрителей", "76"),
    ("контры и реконтры", "19"),                      # «КОНТРЫ И РЕКОНТРЫ», not 32 «… ВНЕ ОЧЕРЕДИ»
    ("тасование и сдача карт", "6"),
    ("раскладка взяток перед собой", "65"),
])
def test_a_law_whose_title_the_query_says_whole_is_first(book_store, text, law):
    assert search_ids(book_store, text)[0] == law


@pytest.mark.parametrize("text, law", [
    ("открытие карт вистующим", "49"),       # not 48 «ОТКРЫТИЕ КАРТ РАЗЫГРЫВАЮЩЕГО», where «открытие» is said as much
    ("игра не той коробки или руки", "15"),  # «ИГРА НЕ ТОЙ КОРОБКИ ИЛИ РУКИ»: «игра» is said all over the book
])
def test_a_title_of_three_words_said_whole_needs_no_share_of_the_rarest_concept(book_store, text, law):
    """rules [titled] subject_words: a title of more content words said whole is the subject on its own; asked the
    rarest concept's share as a one- or two-word title is (subject_words 99), the Law is not first."""
    from lawref.search.rules import RULES  # what engine.titled reads (the browser: the meta's copy)

    rules = RULES["titled"]
    assert search_ids(book_store, text)[0] == law
    # the situations told by «открыть» (засветил, уронил: rules [situations] synonyms) also put 49 first: without
    # them the title alone decides, as this test measures
    situations, book_store.meta["situations"] = book_store.meta["situations"], []
    try:
        assert search_ids(book_store, text)[0] == law
        saved, rules["subject_words"] = rules["subject_words"], 99
        try:
            assert search_ids(book_store, text)[0] != law
        finally:
            rules["subject_words"] = saved
    finally:
        book_store.meta["situations"] = situations


def test_without_the_rule_the_law_is_not_first(book_store):
    """The rule is what puts Law 76 first (the test can fail): without the headings' titles, 39B is first."""
    heads = book_store.meta["heads"]
    try:
        book_store.meta["heads"] = []
        plain = search_ids(book_store, "зритель за столом зевнул после заявки")
    finally:
        book_store.meta["heads"] = heads
    assert plain[0] != "76"
    assert search_ids(book_store, "зритель за столом зевнул после заявки")[0] == "76"


def test_a_word_said_all_over_the_book_is_no_laws_subject(book_store):
    """«пара» is the rarest concept of the query and all of Law 4 «ПАРЫ»'s title, but most clauses saying it are in
    other Laws: Law 4 is not lifted (the board played by the wrong pair is Law 15)."""
    from lawref.search import engine, query
    from lawref.search.engine import Ranker

    reading = query.read("пара сыграла коробку не своего тура", book_store)
    ranker = Ranker(book_store)
    tables = [ranker.concept_scores(c) for c in reading.concepts]
    lifted = [book_store.text(d).id for d in engine.titled(book_store.meta["heads"], ranker.head_doc, reading, tables)]
    assert "4" not in lifted
    assert search_ids(book_store, "пара сыграла коробку не своего тура")[0] != "4"


def test_an_exact_query_and_an_id_query_lift_no_title(book_store):
    from lawref.search import engine, query
    from lawref.search.engine import Ranker

    ranker = Ranker(book_store)
    for text in ("!зритель за столом зевнул после заявки", "76 зрители"):
        reading = query.read(text, book_store)
        tables = [ranker.concept_scores(c) for c in reading.concepts]
        assert engine.titled(book_store.meta["heads"], ranker.head_doc, reading, tables) == [], text


@pytest.mark.parametrize("text, law", [
    ("тасовка и раздача колоды", "6"),   # «ТАСОВАНИЕ И СДАЧА»: «тасов…» by its first letters, «сдача» the thesaurus's
    ("этикет игроков", "74"),            # «ПОВЕДЕНИЕ И ЭТИКЕТ»: «этикет» is in no other title, «игрок» is everywhere
])
def test_a_law_whose_title_the_query_says_in_part_is_first(book_store, text, law):
    """rules [titled] share, query_share (engine.partly_titled): the rare words of the title said, and the query's
    words mostly the title's."""
    from lawref.search.rules import RULES

    assert search_ids(book_store, text)[0] == law
    saved = RULES["titled"]["share"]
    try:
        RULES["titled"]["share"] = 2.0  # no title can be said in part: the rule is what puts the Law first
        assert search_ids(book_store, text)[0] != law
    finally:
        RULES["titled"]["share"] = saved


def test_a_query_saying_more_than_a_title_keeps_its_clause(book_store):
    """«срок» is in no title of the Laws on appeals: the clause on the time limit stays first, not Law 92."""
    assert search_ids(book_store, "апелляция срок")[0] == "92B"



@pytest.mark.parametrize("text, first, word, means", [
    # Law 90 «ПРОЦЕДУРНЫЕ НАКАЗАНИЯ», not 82; its section 90B «Нарушения, влекущие процедурное наказание» says all
    # three concepts and stands just before it (rules [ranking] section_first)
    ("штрафы за нарушение процедуры", "90B", "процедуры", "процедурный"),
    ("ошибка в объяснении", "75", "ошибка", "ошибочный"),  # 75 «ОШИБОЧНОЕ ОБЪЯСНЕНИЕ …», not 20G2
])
def test_a_noun_meets_its_adjective_in_a_title(book_store, text, first, word, means):
    """expand.related's noun -> relational adjective rule: the query's noun meets the title's adjective of it (and
    back) as a related word, and the Law so titled is first."""
    from lawref.search import query

    concept = next(c for c in query.read(text, book_store).concepts if word in c.text)
    assert concept.alts.get(means) == 1, concept.alts
    assert search_ids(book_store, text)[0] == first


@pytest.mark.parametrize("text, first, word, means", [
    # «количество» is the Laws' «число» (13 «НЕПРАВИЛЬНОЕ ЧИСЛО КАРТ»)
    ("неправильное количество карт у игрока", "13", "количество", "число"),
    ("потерялась карта", "14", "потерялась", "недостающий"),  # a lost card is a missing one (14 «НЕДОСТАЮЩАЯ КАРТА»)
    ("медленная игра", "90B2", "медленная", "медлительность"),  # slow play: «неоправданная медлительность»
    ("карты перетасовали неправильно", "6D1", "перетасовали", "тасование"),  # the Laws' «тасование» (6D1)
    # tricks given away are conceded: a defender's concession his partner objects to (68B2)
    ("защитник сказал, что отдаёт одну взятку, а партнёр тут же возразил", "68B2", "отдаёт", "уступка"),
])
def test_everyday_words_reach_the_books_own_word(book_store, text, first, word, means):
    """thesaurus/trade.toml, the block of helper search13: a word the book never says («количество», «потерялась»,
    «медленная», «перетасовали», «отдаёт») meets the book's own word at the thesaurus tier and finds the Law or clause on it."""
    from lawref.search import query

    concept = next(c for c in query.read(text, book_store).concepts if word in c.text)
    assert concept.alts.get(means) == 2, concept.alts
    assert search_ids(book_store, text)[0] == first


@pytest.mark.parametrize("text, topic", [
    ("очки за контракт и премии за гейм", True),      # nouns: an entry of the contents
    ("подсчёт результатов в матче", True),
    ("раскрытие договорённостей партнёров", True),
    ("сыгранные карты перед собой", True),            # a participle qualifies a noun
    ("записали очки за контракт и премии за гейм", False),  # a past tense tells what happened
    ("соперники не раскрыли договорённости", False),
    ("как записывать очки", True),                    # an infinitive asks how a thing is done: a topic
    ("как считаются очки за гейм и шлем", True),      # so does the present tense
    ("как считаются очки за гейм?", False),           # a question mark asks about a case
    ("может ли игрок исправить заявку", False),       # a yes-no question
    ("что будет, если карта упадёт на стол", False),  # a conditional one
    ("болван кашлянул во время розыгрыша", False),    # a past tense of a verb the book never says
    ("зритили в зале", True),                         # a typo the reader corrects is no unknown verb
    ("козырьосталсяуоппонента", False),               # typed without spaces: the words as read tell what happened
    ("how scoring works", False),                     # no Russian word: the English titles answer it
])
def test_a_query_names_a_topic_when_no_verb_tells_what_happened(book_store, text, topic):
    from lawref.search import query

    assert query.read(text, book_store).topic is topic


@pytest.mark.parametrize("text, law", [
    ("очки за контракт и премии за гейм", "77"),       # 77B2, 77B1, then Law 77 (fourth without the rule)
    ("подсчёт результатов в матче", "78"),             # 78B, 87B, then Law 78 «МЕТОДЫ ПОДСЧЁТА» (below sixth)
    ("раскрытие договорённостей партнёров", "40"),
    ("как считаются очки за гейм и шлем", "77"),       # 77C1, 77C2, then Law 77 (fourth without the rule)
    ("как рассматривается апелляция", "92"),           # 92D1, 93A, then Law 92 (fifth without the rule)
])
def test_a_topic_shows_its_laws_heading_among_the_first_three(book_store, text, law):
    """rules [ranking] law_topic: the Law whose clause answers a topic first stands third at the latest; without the
    rule (law_topic 0) it stands lower (the test can fail)."""
    rules = book_store.meta["rules"]["ranking"]
    assert law in search_ids(book_store, text)[:3]
    saved = rules["law_topic"], rules["contents"]
    rules["law_topic"] = rules["contents"] = 0  # the contents can name the Law too (the next test)
    try:
        assert law not in search_ids(book_store, text)[:3]
    finally:
        rules["law_topic"], rules["contents"] = saved


@pytest.mark.parametrize("text, law", [
    ("как класть сыгранные карты перед собой", "65"),  # 65A, 45A, then 65 «РАСКЛАДКА ВЗЯТОК»: no word of it said
    ("старший козырь, кто берёт взятку и чей следующий ход", "44"),  # 44F, 57A, then 44 «ПОСЛЕДОВАТЕЛЬНОСТЬ …»
])
def test_a_topic_shows_its_laws_heading_though_no_word_of_the_title_is_said(book_store, text, law):
    """rules [ranking] topic_unmet: the heading of the Law whose clause answers a topic first stands third even
    when it meets none of the query's concepts (the reader looks up from the clause to its Law's title); without
    the rule the heading is not among the hits at all (the test can fail)."""
    rules = book_store.meta["rules"]["ranking"]
    assert law in search_ids(book_store, text)[:3]
    saved, rules["topic_unmet"] = rules["topic_unmet"], 0
    try:
        assert law not in search_ids(book_store, text)
    finally:
        rules["topic_unmet"] = saved


@pytest.mark.parametrize("text, law, before", [
    # 77 «ТАБЛИЦА ПОДСЧЁТА ОЧКОВ …»: «Очки за взятки в контракте», «Премии за гейм …», «Штрафы за недобранные …»
    ("как считаются очки за контракт, премии и штрафы", "77", 2),
    ("сколько очков за гейм, шлем и недобор", "77", 2),   # «Премии за шлемы», «Штрафы за недобранные взятки»
    # 78 «МЕТОДЫ ПОДСЧЁТА»: «Подсчёт по мачпойнтам», «… импов», «Подсчёт по общей сумме»
    ("способы подсчёта импы мачпойнты общая сумма", "78", 5),
])
def test_a_topic_the_laws_contents_say_more_of_than_any_clause_names_the_law(book_store, text, law, before):
    """rules [ranking] contents (engine.contents_met): the Law whose title and sections' titles together say more
    of a topic's concepts than any one clause meets is first; without the rule it stands at `before` (0-based)."""
    rules = book_store.meta["rules"]["ranking"]
    assert search_ids(book_store, text)[0] == law
    saved = rules["ask_law"]
    rules["contents"] = rules["ask_law"] = 0  # «как …» asks for the Law too (ask_law): the contents alone here
    try:
        assert search_ids(book_store, text).index(law) == before
    finally:
        rules["contents"], rules["ask_law"] = 1, saved


def test_the_contents_name_no_law_for_an_event_a_case_or_an_exact_query(book_store):
    """Told as what happened, asked as a case, or searched exactly, the same words keep the clauses first."""
    for text in ["записали очки за контракт, премии и штрафы", "как считаются очки за контракт, премии и штрафы?",
                 "!как считаются очки за контракт, премии и штрафы"]:
        assert search_ids(book_store, text)[0] != "77", text


def test_the_contents_name_no_law_whose_clause_meets_as_many(book_store):
    """A section that says the whole topic answers it (77C «Премии за шлемы» for «шлем премия»), not its Law."""
    assert search_ids(book_store, "премии за шлемы")[0] != "77"


def test_an_event_told_keeps_the_clauses_first(book_store):
    """The same words told as what happened (a verb) ask for the clause: the heading is not lifted."""
    assert "77" not in search_ids(book_store, "записали очки за контракт и премии за гейм")[:3]
    assert "77" not in search_ids(book_store, "!очки за контракт и премии за гейм")[:3]
    assert "77" not in search_ids(book_store, "как считаются очки за гейм?")[:3]  # a case asked about


@pytest.mark.parametrize("text, clause, law", [
    ("может ли зритель указать на нарушение за столом", "76B5", "76"),  # «ли»: 76 «ЗРИТЕЛИ» said whole stood first
    ("когда ренонс уже нельзя исправить?", "62A", "62"),                # «?»: 62 «ИСПРАВЛЕНИЕ РЕНОНСА»
    ("что будет если кто-то назначит 8 пик", "38-2", "38"),            # «если»
])
def test_a_case_asked_about_shows_the_ruling_clause_before_the_laws_title(book_store, text, clause, law):
    """rules [ranking] case_clause: a yes-no or conditional question is answered by a clause; the Law heading that
    stood first follows it (with case_clause 0 the heading is first: the test can fail)."""
    rules = book_store.meta["rules"]["ranking"]
    assert search_ids(book_store, text)[:2] == [clause, law]
    rules["case_clause"] = 0
    try:
        assert search_ids(book_store, text)[0] == law
    finally:
        rules["case_clause"] = 1


@pytest.mark.parametrize("text, case", [
    ("может ли зритель указать на нарушение", True),
    ("что будет, если карта упадёт на стол", True),
    ("как считаются очки за гейм?", True),
    ("как считаются очки за гейм", False),            # how a thing is done: a topic
    ("зритель указал на нарушение", False),          # what happened: an event, no case asked
])
def test_a_query_asks_about_a_case_with_li_esli_or_a_question_mark(book_store, text, case):
    from lawref.search import query

    assert query.read(text, book_store).case is case


def test_a_topic_keeps_the_laws_title_first(book_store):
    """Not asked as a case, the title said whole stays first."""
    assert search_ids(book_store, "исправление ренонса")[0] == "62"


@pytest.mark.parametrize("text, section, law", [
    # 16B «Посторонняя информация от партнёра» says all three; Law 16 «НЕРАЗРЕШЁННАЯ ИНФОРМАЦИЯ» two (and is lifted
    # by its title)
    ("unauthorized information from partner", "16B", "16"),
    ("неразрешеная информация от партнера", "16B", "16"),         # a typo: the same concepts
    # 50B «Старшая или младшая штрафная карта» against Law 50 «РАСПОРЯЖЕНИЕ ШТРАФНОЙ КАРТОЙ» (no «старший»)
    ("major penalty card", "50B", "50"),
    ("insufficient bid not accepted", "27B", "27"),               # 27B «Недостаточное назначение не принято»
    ("штрафы за нарушение процедуры", "90B", "90"),    # 90B «Нарушения, влекущие процедурное наказание»
])
def test_a_section_whose_title_carries_the_query_stands_before_its_laws_heading(book_store, text, section, law):
    """rules [ranking] section_first (engine.carried): the Law is about more, the section is what was asked; with
    section_first 0 the Law's heading stands before it (the test can fail)."""
    rules = book_store.meta["rules"]["ranking"]
    assert search_ids(book_store, text)[:2] == [section, law]
    rules["section_first"] = 0
    try:
        ids = search_ids(book_store, text)
        assert section not in ids or ids.index(law) < ids.index(section)
    finally:
        rules["section_first"] = 1


@pytest.mark.parametrize("text, law, section", [
    ("штрафная карта", "50", "50A"),          # 50A «Штрафная карта остаётся на столе» says no more than Law 50
    ("!крупная штрафная карта", "50", "50B"),  # an exact query: no rule
    ("недостаточная заявка", "27", "27B"),    # the Law's title says the whole query
])
def test_a_section_saying_no_more_than_its_laws_title_stays_behind_it(book_store, text, law, section):
    ids = search_ids(book_store, text)
    assert law in ids and (section not in ids or ids.index(law) < ids.index(section))


def test_a_query_of_one_concept_moves_no_section(book_store):
    """One concept met: a section's title cannot say more of it than its Law's («ренонс»: Law 61's heading)."""
    from lawref.search import engine, query

    store = book_store
    reading = query.read("ренонс", store)
    ranker = engine.Ranker(store)
    order = [doc for doc, *_ in ranker.rank(reading)]
    assert engine.carried(order, store.meta["headDoc"], ranker.titles, ranker.tables, reading, 1) == {}


@pytest.mark.parametrize("text, definition", [
    ("revoke", "61A"),             # 61A «Определение ренонса», not Law 62 «ИСПРАВЛЕНИЕ РЕНОНСА» lifted by its title
    ("ренонс", "61A"),             # a defined term: the Definitions' entry stays second (term_place)
    ("htyjyc", "61A"),             # the other keyboard layout
    ("fouled board", "87A"),       # 87A «Определение» under Law 87 «ИСПОРЧЕННАЯ СДАЧА»
    ("испорченая сдача", "87A"),   # a typo
    ("claim", "68A"),              # 68A «Определение претензии»
])
def test_a_term_alone_shows_the_section_that_defines_it_first(book_store, text, definition):
    """rules [ranking] definition_first (engine.definition_first): as a reader looks a term up; with
    definition_first 0 another document is first (the test can fail)."""
    rules = book_store.meta["rules"]["ranking"]
    assert search_ids(book_store, text)[0] == definition
    rules["definition_first"] = 0
    try:
        assert search_ids(book_store, text)[0] != definition
    finally:
        rules["definition_first"] = 1


@pytest.mark.parametrize("text, law", [
    ("правила про зрителей в зале", "76"),                   # 76A1, 76A2, then 76 without the frame read
    ("Правила об обжаловании решения судьи", "92"),          # 83, 85B, 84 before it
    ("правила про установленный ренонс", "63"),               # 63B first
    ("правила про штрафную карту вистующего", "50"),          # 49 «ОТКРЫТИЕ КАРТ ВИСТУЮЩИМ» first
    ("законы о системных договорённостях пары", "40"),        # 40A1(b), 40C1 before it
    ("правила для публики в игровом зале", "76"),             # 76A1, 80B2(g) before it
    ("правила, как считать очки за контракт", "77"),           # 19D «Подсчёт очков в контрированных контрактах» first
])
def test_a_query_that_names_the_laws_first_asks_for_the_law(book_store, text, law, monkeypatch):
    """rules [query] law_names, law_about (query._about): «правила про X» asks for the Law on X, as a question word
    asks how a matter goes: the Law's heading first (engine.ask_law); with the frame not read («правила» a concept of
    the query, no question asked) it is not first (the test can fail)."""
    import re

    from lawref.search import query

    assert search_ids(book_store, text)[0] == law
    monkeypatch.setattr(query, "_ABOUT", re.compile(r"(?!)"))
    assert search_ids(book_store, text)[0] != law


@pytest.mark.parametrize("text, definition", [
    ("правила про ренонс", "61A"),             # the Laws on the term asked for: a definition is no rule (62 first)
    ("закон о ренонсе", "61A"),
    ("ренонс заметили через взятку", "61A"),   # more than the term: the clauses that rule on it
    ("!ренонс", "61A"),                          # an exact query
    ("правило 87", "87A"),                        # an id
])
def test_a_query_saying_more_than_a_term_keeps_its_order(book_store, text, definition):
    ids = search_ids(book_store, text)
    assert not ids or ids[0] != definition


def test_the_definitions_are_the_sections_titled_by_a_definition_word(book_store):
    ids = sorted(book_store.text(doc).id for doc in book_store.meta["definitions"])
    assert ids == ["23A", "61A", "68A", "68B", "87A"]  # not the Definitions heading «ОПРЕДЕЛЕНИЯ» (def)


# rules [ranking] ask_law: a topic asked with a question word first; (query, the Law, the clause first without it)
ASKED = [
    ("как подать апелляцию", "92", "92C"),
    ("как ведут себя зрители", "76", "76C"),
    ("что делать с испорченной сдачей", "87", "87A"),
    ("как считают очки за шлем", "77", "77C1"),
]


@pytest.mark.parametrize("text, law, clause", ASKED)
def test_a_topic_asked_with_a_question_word_shows_its_law_first(book_store, text, law, clause):
    ranking = book_store.meta["rules"]["ranking"]  # what engine.search reads (the browser: the same meta)
    assert search_ids(book_store, text)[:2] == [law, clause]
    saved, ranking["ask_law"] = ranking["ask_law"], 0
    try:
        assert search_ids(book_store, text)[0] == clause  # the Law behind it (second or third: law_topic)
    finally:
        ranking["ask_law"] = saved


@pytest.mark.parametrize("text, first", [
    ("ренонс в двенадцатой взятке", "62D1"),         # a noun phrase names the item it looks for
    ("можно ли обжаловать решение судьи", "92A"),    # a case asked about: no topic
    ("очки за шлем", "77C1"),                        # no question word
    ("апелляция на решение судьи", "83"),
])
def test_a_topic_without_a_question_word_first_keeps_its_clause(book_store, text, first):
    assert search_ids(book_store, text)[0] == first


@pytest.mark.parametrize("text, asks", [
    ("как подать апелляцию", True), ("Когда заканчивается торговля", True), ("что делать при неправильной сдаче", True),
    ("очки за шлем", False), ("правила: как подать апелляцию", False), ("revoke", False),
    ("play continued after claim что делать", False),  # the first word in any script
])
def test_a_query_asks_when_its_first_word_is_a_question_word(book_store, text, asks):
    from lawref.search import query

    assert query.read(text, book_store).asks is asks


@pytest.mark.parametrize("text, paragraph, heading", [
    ("как поступить с пасом вне очереди", "30.2", "c30"),
    ("что делать после заявки вне очереди", "29.2", "c29"),
])
def test_a_topic_asked_on_a_commentary_keeps_its_paragraph_first(corpus, text, paragraph, heading):
    """ask_law moves a Law's heading (meta.heads) only: on the seeds a commentary's paragraph answers, its heading
    follows; the same rule over every heading would put the commentary's heading first (the test can fail)."""
    from lawref.search.store import MemoryStore

    store = MemoryStore(seed_search_data(corpus))
    assert search_ids(store, text)[:2] == [paragraph, heading]
    head_doc = store.meta["headDoc"]
    store.meta["heads"] = [[doc, []] for doc in range(len(head_doc)) if head_doc[doc] == doc]
    assert search_ids(store, text)[0] == heading
