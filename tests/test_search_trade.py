"""Words of the trade and transliterations (data/thesaurus/trade.toml): what directors type at the table meets
the texts' words, ranked below the words as typed; the note names only words the collection has."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import search_ids, truth_search_store

MODERN = Path(__file__).resolve().parent / "redteam" / "modern" / "truth.json"


@pytest.fixture(scope="module")
def book():
    """The whole red-team book's search data (conftest.truth_search_data: made once per run), one copy for this
    module's tests, which only read it: a copy of their own each was ~0.2 s of CPU to unpickle, 26 times."""
    return truth_search_store(MODERN)


def read(store, text):
    from lawref.search import query

    return query.read(text, store)


def test_a_transliterated_revoke_finds_the_clause_that_describes_one(search_store):
    assert search_ids(search_store, "ревок")[0] == "70E1"  # «не сыграл в масть»


def test_the_note_never_names_a_word_the_collection_lacks(search_store):
    """No seed clause says «ренонс»: «revoke» is shown as what was found, «не сыграл в масть»."""
    for typed in ("revoke", "ревок"):
        reading = read(search_store, typed)
        assert reading.changed and "ренонс" not in reading.shown and "масть" in reading.shown, reading.shown


def test_directors_slang_for_an_insufficient_bid(search_store):
    assert search_ids(search_store, "инсуф")[0] in {"27.7(ii)", "27.0(iv)", "27.8.note1", "c27", "27.7(i)"}
    assert "недостаточное назначение" in read(search_store, "инсуф").shown


def test_td_and_tournament_director_mean_the_director(search_store):
    for typed in ("ТД", "турнирный директор"):
        assert read(search_store, typed).shown.endswith("судья"), typed


def test_everyday_words_for_the_subjects_of_the_laws_titles_reach_those_laws(book):
    """The block «everyday words for the subjects of the Laws' titles»: on the whole red-team book each Law comes
    first (rules [titled] reads the thesaurus's word as the title's)."""
    for text, law in [("болельщики у стола", "76"), ("грубость к сопернику", "74"),
                      ("дисквалифицировать игрока", "91"), ("передумал и отменил уступку", "71")]:
        assert search_ids(book, text)[0] == law, text


def test_an_insufficient_bid_and_a_claim_told_in_plain_words(search_store):
    """The block «insufficient bids and claims told in plain words»: the note names the texts' words."""
    assert "недостаточное назначение" in read(search_store, "заявка ниже предыдущей").shown
    assert "претензия" in read(search_store, "сказал что остальные мои").shown
    assert search_ids(search_store, "сказал что остальные мои")[0].startswith("70")


def test_wrong_said_in_any_of_its_words_meets_the_texts_word(book):
    """«неправильно» / «неверно» stand for «ошибочно» (and back): on the whole book an explanation told wrong finds
    the Law on a mistaken explanation."""
    concept = read(book, "неверно").concepts[0]
    assert concept.alts.get("ошибочно", 9) <= 2 or concept.alts.get("ошибочный", 9) <= 2
    assert {h[:2] for h in search_ids(book, "соперникам неверно объяснили заявку")[:3]} & {"75", "20", "21"}


def test_a_composite_posting_holds_the_documents_that_say_every_word():
    """meanings.composite_postings: doc 1 says both words in its text (tf: the lesser count); doc 0 says «b» only in
    the heading above it (context): a context hit; doc 2 says «b» alone: none."""
    from lawref.search.meanings import composite_postings

    postings = {"a": [0, 1, 0, 1, 3, 0], "b": [1, 2, 0, 2, 1, 0]}
    context, seen = {"b": [0, 1]}, {"a": {"a"}, "b": {"bs"}}
    composite_postings({"a b": [["a"], ["b"]]}, postings, context, seen)
    assert postings["a b"] == [1, 2, 0] and context["a b"] == [0, 1] and seen["a b"] == {"a", "bs"}


def test_a_trade_word_meaning_several_words_needs_them_all(book):
    """«психа» means «психическая заявка»: a clause meets it only with both words (or their synonyms), never by
    «заявка» alone, which half the red-team book says: Law 40's clauses on psychic calls come first (before, Law 33
    «ОДНОВРЕМЕННЫЕ ЗАЯВКИ» did)."""
    concept = read(book, "психа").concepts[0]
    assert "психический заявка" in concept.alts and "заявка" not in concept.alts, concept.alts
    assert all(clause_id.startswith("40") for clause_id in search_ids(book, "психа")[:3])


def test_everyday_words_of_play_reach_the_clause_that_rules_on_them(book):
    """The block «common verbs and nouns of players' speech» (round 12): on the whole red-team book a board
    («доска», «борд») is the Laws' «коробка», a long think («тянул») a hesitation, staring («пялится», «косится»)
    Law 74C5, cards stuck together («слиплись») Law 58B, a defender who «вылез» a lead; a hand of eleven cards more or
    fewer than thirteen, the next-to-last trick the twelfth, talk said aloud what others hear (90B3), a nod a gesture,
    the board's centre the middle of the table (7A), the score slip the record (79C1); «импы» IMP (78B)."""
    for text, want in [("положение доски на столе", {"7A"}), ("борд перепутали", {"2"}),
                       ("партнёр тянул с пасом", {"73A2", "73D1", "16B1(a)"}),
                       ("соперник пялится на мои карты", {"74C5"}), ("коситься на карты соседа", {"74C5"}),
                       ("две карты слиплись", {"58B", "58B1", "58B2"}),
                       ("защитник вылез первым ходом не в свою очередь", {"54", "54A", "54D"}),
                       ("в руке одиннадцать карт", {"13A", "14", "14A1"}),
                       ("ренонс в предпоследней взятке", {"62D", "62D1"}),
                       ("вслух обсуждали результат сдачи", {"90B3"}),
                       ("партнёр кивнул после заявки", {"16B1(a)", "73B1", "73D2"}),
                       ("коробка не в центре стола", {"7A"}), ("ошибка в бланке", {"79C1"}),
                       # round 13: «импы», the IMPs a team match is scored in (Law 78B «Подсчёт по IMP»)
                       ("импы", {"78B"}), ("счёт на импы в командном матче", {"78B", "86", "86A", "12C3"})]:
        assert want & set(search_ids(book, text)[:3]), text


@pytest.mark.parametrize("typed, shown, law", [
    ("конвкарта", "карточка системы", "40B2"),         # the system card (40B2(a)(ii), 40B2(d))
    ("штрафняк у защитника", "штрафная карта", "50"),  # a penalty card: Law 50
    ("хеза перед пасом", "колебание", "73"),           # a hesitation: 73 (16B1(a) on its information)
    ("психа в торговле", "психическая заявка", "40"),  # the 2017 Laws say «психической называется …» alone
    ("мисинфо, поменять заявку", "ошибочное объяснение", "21"),  # 21B1(a) «на основе ошибочной информации»
    ("андертрик в контре", "недобранный", "77E"),      # undertricks: 77E; «недобор» is no word of this book
    ("овертрик", "лишняя взятка", "77D"),              # overtricks: 77D
    ("без трех в зоне", "недобранный", "77E"),         # undertricks counted, «без трёх»
])
def test_players_slang_meets_the_laws_terms_on_a_whole_book(book, typed, shown, law):
    """Players' slang (trade.toml, words21): each word means the Laws' own term; on the whole red-team book the note
    names a word the book has and the Law on it is among the first three."""
    reading = read(book, typed)
    assert shown in reading.shown, reading.shown
    assert any(h.startswith(law) for h in search_ids(book, typed)[:3]), search_ids(book, typed)[:3]


@pytest.mark.parametrize("typed", ["ревок установлен, сколько взяток перекидывать",
                                   "ренонс установлен, сколько взяток переходит"])
def test_tricks_said_to_pass_over_meet_the_tricks_the_laws_transfer(book, typed):
    """trade.toml (round 25): «переходит», «перекидывать» for the Laws' «передаются» (64A1): the item that transfers
    the tricks first; without the entry Law 64A's lead-in and heading stand before it (4th and 7th)."""
    assert "передача" in read(book, typed).shown, read(book, typed).shown
    assert search_ids(book, typed)[0] == "64A1", search_ids(book, typed)[:5]


@pytest.mark.parametrize("typed, first", [
    ("скажите, я обязан сам признаться, что у меня был ренонс?", "72B2"),   # 62A «Игрок обязан исправить свой ренонс» first before
    ("обязан ли я сам сказать, что мой партнёр сделал ренонс?", "72B2"),    # not among the first ten before
    ("Я обязан говорить, что это мы сделали ренонс?", "72B2"),              # 28A «… обязан пасовать» first before
])
def test_telling_of_a_fault_meets_the_laws_reporting_it(book, typed, first):
    """trade.toml (round 26): «сказать о / про / что», «говорить …», «признаться» mean the Laws' «сообщать» (72B2
    «Игрок не обязан сообщать о нарушении, совершённом его стороной»): the item that answers first."""
    assert "сообщить" in read(book, typed).shown, read(book, typed).shown
    assert search_ids(book, typed)[0] == first, search_ids(book, typed)[:5]


@pytest.mark.parametrize("typed", ["сказал две трефы", "сказать контру вместо недостаточной", "говорить должен был север"])
def test_saying_a_call_is_no_report(book, typed):
    """«сказать» alone names a call: only «сказать о / про / что» means «сообщить» (the entry's phrases)."""
    assert "сообщ" not in read(book, typed).shown


def test_a_revoke_told_with_a_reflexive_verb_meets_the_established_revoke(book):
    """«установился» is no form of the Laws' «установить» («Ренонс становится установленным», 63A): the reflexive
    partner (expand.related) links them, so the slang «ревок» with it finds Law 63 first on the whole book."""
    assert search_ids(book, "ревок уже установился")[0].startswith("63")


@pytest.mark.parametrize("typed, texts_word, expected", [
    # the 2017 Laws' «искусственный» is the 1987 commentary's «конвенционный» (30.5: a conventional pass)
    ("искусственный пас вне очереди", "конвенционный", {"30.5", "31.2"}),
    # a named convention is an artificial call
    ("стейман вне очереди", "конвенционный", {"30.5", "31.2", "27.0(iv)", "27.0(ii)"}),
    # «на висте»: became a defender, the commentary's «защитник» (29.4)
    ("нарушитель оказался на висте", "защитник", {"29.4"}),
    # harm to the side that was hurt: «ущерб» (27.7(v), 27.0(i))
    ("вред невиновной стороне после недостаточного назначения", "ущерб", {"27.7(v)", "27.0(i)"}),
    # what an offender gained: «преимущество» (27.0(i))
    ("выгода виновной стороны", "преимущество", {"27.0(i)"}),
    # the final contract (27.7(iii)); with «после недостаточного назначения» added it stands 4th since place23
    # (the insufficient-bid situations reach 27.0(i), the commentary's paragraph citing 27B1(b)): the word alone
    ("итоговый контракт", "финальный контракт", {"27.7(iii)"}),
    # careless play and the player's class in Law 70's note on «нормальная»
    ("претендующий сыграл бы по небрежности", "небрежный", {"70.fn1"}),
    ("нормальная игра для уровня игрока", "класс игрока", {"70.fn1"}),
])
def test_a_directors_word_reads_as_the_texts_word(search_store, typed, texts_word, expected):
    """The block of helper words23 in trade.toml: the word a director writes in his notes reads as the texts' own
    («искусственный» -> «конвенционный», «на висте» -> «защитник», «вред» -> «ущерб»), the note shows it, and
    the clause that says it comes among the first three."""
    assert texts_word in read(search_store, typed).shown, read(search_store, typed).shown
    assert set(search_ids(search_store, typed)[:3]) & expected, search_ids(search_store, typed)[:5]


@pytest.mark.parametrize("typed, texts_word, law", [
    # whoever watches the game is a spectator (Law 76 «ЗРИТЕЛИ»)
    ("как вести себя тем, кто смотрит игру", "зритель", "76"),
    # laying out one's played cards is Law 65 «РАСКЛАДКА ВЗЯТОК»
    ("как складывать взятки на столе", "раскладка взяток", "65"),
    # what really happened, told otherwise by each side, is a fact in dispute (Law 85)
    ("игроки по-разному рассказывают, что было", "спорный факт", "85"),
    ("судья не знает, что было на самом деле", "спорный факт", "85"),
    # a revoke told with the suit's name, noticed after the next trick (63A1: established)
    ("не положил пику, хотя она была, и сыграл в следующую взятку", "ренонс", "63"),
    ("сбросил при наличии масти", "ренонс", "6"),
    # the order of plays is Law 44 «ПОСЛЕДОВАТЕЛЬНОСТЬ И ПОРЯДОК РОЗЫГРЫША»
    ("очерёдность ходов во взятке", "последовательность", "44"),
])
def test_a_readers_paraphrase_of_a_laws_subject_reads_as_its_word(book, typed, texts_word, law):
    """The block of helper search24 in trade.toml on the whole red-team book: a reader's paraphrase reads as the
    Laws' word (the note shows it), and a clause or the heading of that Law comes among the first three."""
    assert texts_word in read(book, typed).shown, read(book, typed).shown
    assert any(h.startswith(law) for h in search_ids(book, typed)[:3]), search_ids(book, typed)[:5]


@pytest.mark.parametrize("typed, texts_word, expected", [
    # a pass that shows something «по системе» is a conventional pass (30.5, 31.2)
    ("спасовал вне очереди, а по системе такой пас обещает сильную руку", "конвенционный", {"30.5", "31.2"}),
    # a call misheard: the commentary's example C «как услышал N заявку W»
    ("Север не расслышал трефу Запада, сказал одну бубну, потом исправил на две", "услышать", {"27.exC"}),
])
def test_a_case_in_a_directors_words_reads_as_the_commentarys(search_store, typed, texts_word, expected):
    """The same block on the seeds: «по системе» reads as «конвенционный», «не расслышал» as «услышать»."""
    assert texts_word in read(search_store, typed).shown, read(search_store, typed).shown
    assert set(search_ids(search_store, typed)[:3]) & expected, search_ids(search_store, typed)[:5]


@pytest.mark.parametrize("typed, texts_word, first", [
    # what a person may do, asked with the question's own frame, is that person's rights: Law 42 «ПРАВА БОЛВАНА»
    ("что разрешается болвану во время розыгрыша", "право", "42"),
    ("что вправе делать болван", "право", "42"),
    ("что дозволено болвану", "право", "42"),
    # a yes-no question keeps «можно» a question word: no rights read into it
    ("можно ли заменить недостаточное назначение", "заменить", "27B"),
])
def test_what_a_person_may_do_reads_as_the_persons_rights(book, typed, texts_word, first):
    """The block of helper search26 in trade.toml on the whole red-team book: «что можно / разрешено / позволено
    …» asks for the rights (the note shows «право»), and the Law whose title says them comes first; «можно ли …»
    does not."""
    shown = read(book, typed).shown
    assert texts_word in shown and ("право" in shown) == (first == "42"), shown
    assert search_ids(book, typed)[0] == first, search_ids(book, typed)[:5]


@pytest.mark.parametrize("where, typed, first", [
    # the verb as typed, not the cross-references «см. Правило 45F» (61B2(a), 42A3)
    ("book", "болван смотрит", "43A2(c)"),
    ("book", "смотреть в карты вистующего", "43A2(c)"),
    # «куда смотреть» asks for the pointer: the note «… см. Правило 31»
    ("seed", "недостаточная заявка, да ещё и не в свою очередь — куда смотреть?", "27.8.note1"),
    ("seed", "если недостаточное назначение сделано не в очередь, какое правило смотреть", "27.8.note1"),
])
def test_a_pointer_see_is_met_below_the_verb_itself(book, search_store, where, typed, first):
    """overrides.toml: the texts' «см.» is a lemma of its own, not «смотреть»; trade.toml: «смотреть» means it (a
    thesaurus tier), so a query that looks for the verb finds the clause that says it, and one that asks where to look
    finds the pointer."""
    store = book if where == "book" else search_store
    assert search_ids(store, typed)[0] == first, search_ids(store, typed)[:5]


@pytest.mark.parametrize("where, typed, shown, first", [
    # before the auction is opened: 30.2 (seeds) and 30A (its title) «до того как кто-либо сделал назначение», where
    # «открытие» alone names the opener (30.3, first before)
    ("seed", "пас вне очереди до открытия торговли", "кто-либо", {"30.2"}),
    ("seed", "pass out of turn before the opening bid", "кто-либо", {"30.2"}),
    ("book", "пас вне очереди до открытия", "кто-либо", {"30", "30A"}),
    # an opening lead by the wrong defender is Law 54 «ПЕРВЫЙ ХОД ВНЕ ОЧЕРЕДИ», never declarer's wrong hand (43B2(a))
    ("book", "лид не с той руки, болван уже разложился", "первый ход вне очереди", {"54A", "54B1"}),
    ("book", "лид не из той руки у защиты", "первый ход вне очереди", {"54", "56"}),
    # a fouled board said by the board's own word: Law 87 «ИСПОРЧЕННАЯ СДАЧА»
    ("book", "испорченная коробка", "испорченная сдача", {"87", "87A"}),
])
def test_a_moment_or_a_board_in_a_directors_words_reads_as_the_laws(book, search_store, where, typed, shown, first):
    """trade.toml, english.toml (round 26, helper search34b): the note shows the Laws' words and the clause that
    says them comes first; before these entries each row's first hit was another (30.3, 43B2(a), 2, 17D3)."""
    store = book if where == "book" else search_store
    assert shown in read(store, typed).shown, read(store, typed).shown
    assert search_ids(store, typed)[0] in first, search_ids(store, typed)[:5]


# A trade word on a book of another translation (round 22, helper search28b): each entry reaches the words every
# translation says for it, and the 2017 term reaches the other translations' term (trade.toml names the training
# book that says each). Each row's book says the query's word nowhere.
TRANSLATIONS = [
    ("dir2010", "прорез не назван в претензии", "70E1"),     # dir2010's 70E1 says «импас»
    ("ural2022", "импас не упомянут в претензии", "70E1"),    # ural2022's 70E1 says «прорез»
    ("sevrech2015", "старшая штрафная", "50D2"),              # the 1997 translation: «большая штрафная карта»
    ("sevrech2015", "фоска открыта", "50C"),                  # 50C «карту ниже онёра … малую штрафную карту»
]
ADDED = {"импас", "прорез", "малая штрафная", "большая штрафная", "карта ниже онёра"}


def _redteam(book: str) -> Path:
    return Path(__file__).resolve().parent / "redteam" / book / "truth.json"


@pytest.fixture(scope="module")
def translations():
    """Each book's search data of TRANSLATIONS, one copy for the rows of the test below, which only read it (a
    copy of its own for each row was ~0.3 s of CPU to unpickle, sevrech2015's twice)."""
    stores: dict = {}

    def store(book: str):
        if book not in stores:
            stores[book] = truth_search_store(_redteam(book))
        return stores[book]
    return store


@pytest.mark.parametrize("book, typed, wanted", TRANSLATIONS)
def test_a_trade_word_finds_the_word_another_translation_chose(translations, book, typed, wanted):
    store = translations(book)
    assert wanted in search_ids(store, typed)[:3], search_ids(store, typed)[:5]


def test_without_the_other_translations_words_those_rows_miss(monkeypatch):
    """The test above can fail: with the other translations' words taken out of the thesaurus, no row's clause is
    among the first three."""
    from dataclasses import replace

    from lawref.search.expand import thesaurus
    from lawref.search.index import build_data
    from lawref.search.store import MemoryStore
    from truth_corpus import corpus_from_truth

    entries = tuple(replace(e, means=tuple(m for m in e.means if m not in ADDED)) for e in thesaurus.load())
    monkeypatch.setattr(thesaurus, "load", lambda: tuple(e for e in entries if e.means))
    stores = {}
    for book, typed, wanted in TRANSLATIONS:
        store = stores.get(book) or stores.setdefault(book, MemoryStore(build_data(corpus_from_truth(_redteam(book)))))
        assert wanted not in search_ids(store, typed)[:3], (book, typed)


@pytest.mark.parametrize("word, key", [
    ("НИ", "НИ"), ("ТД", "ТД"), ("ЁЖ", "ЕЖ"),   # capitals: the key (ё as е)
    ("ни", ""), ("Ни", ""), ("нИ", ""),          # a lower-case letter: a word, no abbreviation
    ("27", ""), ("", ""),                        # no letter
])
def test_the_key_of_a_word_typed_in_capitals(word, key):
    from lawref.search.expand.thesaurus import capitals_key

    assert capitals_key(word) == key


@pytest.mark.parametrize("typed, abbreviation", [
    ("НИ от партнёра", True),          # directors' «неразрешённая информация»
    ("хезитация и НИ", True),
    ("ни слова не сказал", False),     # the particle
    ("Ни слова не сказал", False),     # a sentence's first letter is no abbreviation
])
def test_an_abbreviation_means_its_term_only_in_capitals(book, typed, abbreviation):
    """thesaurus `caps` (trade.toml «НИ»): the word typed in capitals reads as the term alone, in lower case as the
    particle, on the whole book."""
    concept = next(c for c in read(book, typed).concepts if c.text.lower() == "ни")
    assert ("неразрешенный информация" in concept.alts) is abbreviation, concept.alts
    assert ("ни" in concept.alts) is not abbreviation, concept.alts


def test_unauthorised_information_in_capitals_finds_law_16(book):
    assert search_ids(book, "НИ от партнёра")[0].startswith("16"), search_ids(book, "НИ от партнёра")[:3]
    assert not search_ids(book, "ни от партнёра")[0].startswith("16")


@pytest.mark.parametrize("text, as_written", [
    ("Игрок, чей партнёр передал НИ, обязан избегать выгоды", True),  # comm2017 writes the abbreviation
    ("Сама по себе НИ не является нарушением", True),
    ("про козырь ни слова не сказал", False),                          # the particle only
    ("Ни один игрок не может", False),                                # a sentence's first word
    ("НИЧЕГО НЕ СКАЗАЛ", False),                                      # another word in capitals
])
def test_a_book_that_writes_the_abbreviation_means_it_as_written(text, as_written):
    """build._capitals_as_written: the lower-case word joins the abbreviation's key at the tier of the words as
    typed only when the book's running text writes it in capitals."""
    from lawref.search.build import EXACT, THESAURUS, _capitals_as_written

    alts = {"НИ": {"неразрешенный информация": THESAURUS}, "ни": {"ни": EXACT}}
    _capitals_as_written(alts, [{"text": "Партнёр сказал: «пас»."}, {"text": text}])
    assert (alts["НИ"].get("ни") == EXACT) is as_written, alts["НИ"]
    assert alts["ни"] == {"ни": EXACT}


# Slang nobody had entered (round 23, helper search31b): each row's word met nothing on the whole red-team book, or
# each now reads as the Laws' term (the note shows it)
# and the clause wanted comes first. The training sets that typed each are named in trade.toml.
SLANG = [
    ("дисквал", "отстранение", {"91B", "91A"}, 3),                         # a word cut short: Law 91
    ("ТД налажал с рулингом, как переделать", "ошибка", {"82C1", "82C2", "82C3"}, 1),  # the Director's error
    ("ТД накосячил с решением", "ошибка", {"82C1", "82C2", "82C3"}, 1),
    ("юзанул НИ от партнёра", "использовать", {"16B1(a)", "16B3", "73C1", "73C2"}, 1),
    ("ави плюс ави минус в командах", "среднее", {"86A", "12C2", "12C3"}, 1),
]
# «неонёрная» (a card no honour) had been corrected to «неверная»; it reads as «фоска» now. Not in the test with the
# words taken out below: there the word is read as nothing at all (the thesaurus's words also reach the typo
# vocabulary by another way than `load`), and the row stands first either way, so it could not fail.
NOT_HONOUR = ("мелкая фоска неонёрная", {"50B", "50C"})
SLANG_WORDS = {"дисквал", "налажать", "накосячить", "юзать", "юзануть", "ави"}


@pytest.mark.parametrize("typed, shown, wanted, within", SLANG)
def test_slang_nobody_had_entered_reads_as_the_laws_term(book, typed, shown, wanted, within):
    """The note shows the Laws' term and a wanted clause comes within the first `within` (the heading of Law 91
    stands first for «дисквал», its items next)."""
    assert shown in read(book, typed).shown, read(book, typed).shown
    assert wanted & set(search_ids(book, typed)[:within]), search_ids(book, typed)[:5]


def test_a_card_that_is_no_honour_is_a_small_card(book):
    typed, wanted = NOT_HONOUR
    reading = read(book, typed)
    assert "неонёрная" not in [c.text for c in reading.concepts] and "карта ниже фигуры" in reading.shown
    assert search_ids(book, typed)[0] in wanted, search_ids(book, typed)[:5]


def test_without_those_words_the_slang_rows_miss(monkeypatch):
    """The test above can fail: with the words taken out of the thesaurus, no row's wanted clause comes first."""
    from dataclasses import replace

    from lawref.search.expand import thesaurus
    from lawref.search.index import build_data
    from lawref.search.store import MemoryStore
    from truth_corpus import corpus_from_truth

    entries = tuple(replace(e, typed=tuple(t for t in e.typed if t not in SLANG_WORDS)) for e in thesaurus.load())
    monkeypatch.setattr(thesaurus, "load", lambda: tuple(e for e in entries if e.typed))
    store = MemoryStore(build_data(corpus_from_truth(MODERN)))
    for typed, _, wanted, within in SLANG:
        assert not wanted & set(search_ids(store, typed)[:within]), typed
