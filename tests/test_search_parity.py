"""One engine, two runtimes: the browser's engine (site_src/assets/js/search-*.js), run under Node on the same
search data, reads every eval query as `lawref search` does (the same note, the same top 10), as written and as
the built site serves it (minified). Python writes the parity file (lawref.search.parity); tests/node/parity.mjs
checks the JavaScript against it. No browser; a missing Node fails this test (it never skips)."""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest
import yaml

from conftest import seed_search_data, truth_search_data
from sitebuild import REPO, served_scripts

EVAL_FILES = [REPO / "tests" / "search_eval" / name for name in ("queries.yaml", "queries_typed.yaml")]
JS_DIR = REPO / "site_src" / "assets" / "js"
PARITY_JS = REPO / "tests" / "node" / "parity.mjs"
EXTRA = ['"претензии или уступке"', "претенз*", "AND OR (", "выложить карты в открытую",
         "семидесятое правило, пункт С1", "пункт C2 правила 70", "можно ли открыть свои карты",
         "открыть все свои карты", "27.7 подпункт пятый", "revoke", "ревок", "", "   ", "x" * 1001,
         # round 9 (search11): typos read by sound or swapped letters, ids in prose, a defined term's place
         "претезния опонента", "обьяснение претензии", "пертензия", "комментарий к 27-му, пункт 7 (iv)",
         "правило 27 B 1 b ii", "пункт 70 Д 1", "что такое претензия", "претензия что значит",
         # round 13 (search17): a paragraph typed with the other separator, a lettered item of one
         "29-2", "27-7 (ii)", "комментарий 27, п. 7 б",
         # round 15 (words21): players' slang, a reflexive verb read by its plain partner
         "конвкарта", "хеза после инсуфа", "андертрик", "ревок уже установился", "исправился ли ренонс",
         # round 21 (search27b): a word typed without its spaces (rules [typos] glued_*); English terms
         "пасвнеочереди", "претензияоспорена", "козырьосталсяуоппонента", "пасвнеочередщщ", "внеочереди", "подошёл", "выборнов",
         "line of play", "redeal", "prevent an irregularity",
         # round 22 (search28b): trade words meaning each translation's term
         "прорезка", "мелкая штрафная", "старшая штрафная", "фоска", "лхо", "нелегалка", "оппонент",
         # an abbreviation met only in capitals (thesaurus `caps`): «НИ», and the particle «ни» in lower case
         "НИ после инсуфа", "нелегальная информация НИ", "ни слова не сказал", "Ни", "НИ",
         # round 25 (search33): a sign after a word read as its word (rules [query] sign), not inside a word
         "ТД дал A+ и A-", "ср+ за несыгранную сдачу", "А−.", "!А+", "кто-то подсказал", "3БК-1"]
# Queries told as situations (data/situations.toml placed on the seeds): the source "situations" scores them.
SITUATIONS = ["партнёр открывающего спасовал вне очереди", "соперники не согласны с претензией разыгрывающего",
              "игрок назначил меньше чем предыдущая заявка", "после претензии все продолжили играть картами",
              "игрок спасовал не в свою очередь", "пас вне очереди", "у игрока оказалось четырнадцать карт",
              "!партнёр открывающего спасовал вне очереди",
              # a bare number before a counted noun is a count (data/number_words.toml [counted])
              "у одного игрока 14 карт", "у одного 14 карт а у другого 12",
              "у Востока 12 карт, у Запада 14, торговля уже шла", "!у одного 14 карт", "70 претензия",
              # bids told in words (rules [bids]): an insufficient bid, a bid above seven, bids in order
              "две бубны после двух пик", "на 2 трефы ответил 1 бубной", "партнёр назвал восемь бубен",
              "одна пика после одной бубны", "!две бубны после двух пик",
              "сказал две трефы и тут же поправился на две бубны", "сказал 1 пику вне очереди",
              # round 26 (search34): one bid said for another (rules [bids] instead) is no insufficient bid
              "сказал две пики вместо двух червей", "выложил 1 БК вместо 1 пики",
              # round 18 (search24): a call «по системе», a call misheard (trade.toml)
              "спасовал вне очереди, а по системе такой пас обещает сильную руку",
              "Север не расслышал трефу Запада, сказал одну бубну, потом исправил на две",
              # round 23 (search31): what a player said, quoted, tells the situations (rules [query] quoted_lemmas)
              "разыгрывающий объявил «остальное моё», а у защиты остался козырь", "«все мои» и карты на стол",
              # round 25 (search33b): a situation on a heading with no words (c27, layout.noDoc) scores its paragraphs
              "следующий игрок заявил поверх заниженной ставки",
              "низкую ставку поправили на ступеньку выше в той же масти",
              "после недостаточной заявки игрок сразу заявил шлем"]


def eval_queries() -> list[str]:
    queries = [entry["q"] for path in EVAL_FILES for entry in yaml.safe_load(path.read_text("utf-8"))]
    return queries + ["!" + q for q in queries[::5]] + EXTRA + SITUATIONS


def run_parity(data, queries, tmp_path, js_dir=JS_DIR) -> subprocess.CompletedProcess:
    from lawref.search.parity import parity
    from lawref.search.store import MemoryStore
    from lawref.site.search_data import files

    node = shutil.which("node")
    assert node, "node is not installed: the parity of the browser's engine cannot be checked (apt install nodejs)"
    folder = tmp_path / "data"
    for rel, content in files(data).items():
        (folder / rel).parent.mkdir(parents=True, exist_ok=True)
        (folder / rel).write_text(content, encoding="utf-8")
    path = tmp_path / "parity.json"
    path.write_text(json.dumps(parity(MemoryStore(data), queries), ensure_ascii=False), encoding="utf-8")
    return subprocess.run([node, str(PARITY_JS), str(js_dir), str(folder), str(path)], capture_output=True,
                          text=True, timeout=300)


@pytest.fixture(scope="module")
def seed_data(corpus):
    return seed_search_data(corpus)  # made once per run, a copy of its own


@pytest.mark.parametrize("served", [False, True], ids=["as-written", "minified"])
def test_the_browser_engine_under_node_agrees_with_lawref_search_on_every_eval_query(seed_data, tmp_path, served):
    queries = eval_queries()
    assert len(queries) >= 250
    done = run_parity(seed_data, queries, tmp_path, served_scripts(tmp_path / "js") if served else JS_DIR)
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-3000:]
    assert f"{len(queries)}/{len(queries)} queries agree" in done.stdout


def test_the_parity_covers_queries_that_meet_situations(seed_data):
    from lawref.search import engine, query
    from lawref.search.store import MemoryStore

    store = MemoryStore(seed_data)
    met = [q for q in SITUATIONS if engine.situation_matches(store, query.read(q, store))]
    assert len(met) >= 5, met


def test_a_disagreement_is_reported_with_its_query(seed_data, tmp_path):
    """The check can fail: a parity file whose top ids are wrong is caught and named."""
    from lawref.search import parity as parity_module

    original = parity_module.entry

    def wrong(store, query, limit=10):
        row = original(store, query, limit)
        row["top"] = list(reversed(row["top"]))
        return row

    parity_module.entry = wrong
    try:
        done = run_parity(seed_data, ["претензия оспорена"], tmp_path)
    finally:
        parity_module.entry = original
    assert done.returncode == 1
    assert '"претензия оспорена": top: node' in done.stdout


def test_the_browser_engine_groups_a_whole_book_by_law_as_lawref_search_does(tmp_path):
    """A book with Laws, chapters, Definitions and a commentary (tests/wholebook.py): Law headings weigh their own
    title weight and results are grouped by Law in both engines."""
    from lawref.search.index import build_data

    import wholebook

    queries = ["заявка вне очереди", "недостаточное назначение", "взятка", "период торговли", "контракт",
               "правило 27", "торговля начинается", "нарушитель заменяет назначение", "17A2", "ошибка",
               # the English titles of the Laws (the source "titles"), a possessive, a plural, a phrase
               "insufficient bid", "Insufficient Bids", "the auction period", "auction periods period",
               "dummy's rights", "insufficient", "!insufficient bid"]
    done = run_parity(build_data(wholebook.corpus()), queries, tmp_path)
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-3000:]


def test_the_browser_engine_lifts_the_laws_a_query_names_by_title_as_lawref_search_does(tmp_path):
    """The whole red-team book (tests/redteam/modern/truth.json): a Law whose title the query says whole ranks
    first in both engines (rules [titled]); a word said all over the book, an exact or id query lift none."""
    queries = ["зритель за столом ахнул после заявки", "правила для зрителей", "контры и реконтры",
               "тасование и сдача карт", "раскладка взяток перед собой", "пара сыграла коробку не своего тура",
               "реконтра без контры", "как исправлять ренонс", "!зритель за столом ахнул после заявки",
               "76 зрители", "зрит", "тасовка и раздача колоды", "этикет игроков", "апелляция срок",
               "вежливость и этикет", "обжаловать решение судьи", "на две трефы соседа он ответил одной червой",
               "сосед поднял до девяти пик",
               # the first hit's Law shows its heading second (rules [ranking] law_place)
               "обжаловать решение директора", "очки за контракт", "!очки за контракт", "когда торговля окончена",
               # three clauses of one Law first: its heading just behind them (rules [ranking] law_run)
               "сколько очков пишется за контракт, гейм и шлем", "переходы между столами и когда кончается тур",
               "!переходы между столами и когда кончается тур",
               # a query that names a topic (no verb): the Law's heading third (rules [ranking] law_topic)
               "очки за контракт и премии за гейм", "подсчёт результатов в матче", "записали очки за контракт",
               "сыгранные карты перед собой", "how scoring works", "как считаются очки за гейм и шлем",
               "как считаются очки за гейм?", "может ли зритель сделать замечание", "что будет, если зритель подскажет",
               "болван кашлянул во время розыгрыша", "зритили в зале",
               # its heading third though no word of its title is said (rules [ranking] topic_unmet)
               "как класть сыгранные карты перед собой", "старший козырь, кто берёт взятку и чей следующий ход",
               # a definition first: the Law whose title says its term second (rules [ranking] term_law)
               "что позволено партнёру разыгрывающего, который выложил карты", "что такое болван", "что такое ренонс",
               # a topic the Law's contents say more of than any clause (rules [ranking] contents)
               "как считаются очки за контракт, премии и штрафы", "способы подсчёта импы мачпойнты общая сумма",
               "сколько очков за гейм, шлем и недобор", "как считаются очки за контракт, премии и штрафы?",
               "переходы между турами и смена столов", "премии за шлемы", "отзыв соглася с претензией",
               # a title of three words said whole, its rarest concept said elsewhere as much (rules [titled])
               "открытие карт вистующим", "игра не той коробки или руки", "пас вне очреди после открытия",
               # the preface after the Laws meeting as many concepts (rules [ranking] front_last)
               "вправе ли судья вообще снять игрока с турнира за хамство?", "Эта книга содержит изложение",
               # a case asked about: the ruling clause before the Law's title (rules [ranking] case_clause)
               "может ли зритель указать на нарушение за столом", "когда ренонс уже нельзя исправить?",
               "что будет если кто-то назначит 8 пик", "исправление ренонса", "!когда ренонс уже нельзя исправить?",
               # a reader's paraphrase of a Law's subject (trade.toml, search24)
               "как вести себя тем, кто смотрит игру", "как складывать взятки на столе",
               "игроки по-разному рассказывают, что было", "судья не знает, что было на самом деле",
               "не положил пику, хотя она была, и сыграл в следующую взятку", "сбросил при наличии масти",
               "ренонс заметили через взятку", "очерёдность ходов во взятке",
               # a section whose title carries the query before its Law's heading (rules [ranking] section_first)
               "unauthorized information from partner", "major penalty card", "insufficient bid not accepted",
               "неразрешеная информация от партнера", "крупная штрафная карта", "!major penalty card",
               "ренонс в двенадцатой взятке", "общение партнёров",
               # a term alone: the section that defines it first (rules [ranking] definition_first)
               "revoke", "ренонс", "htyjyc", "fouled board", "claim", "уступка", "!ренонс", "ренонс заметили",
               # what a person may do read as the rights, «партнёр разыгрывающего» as болван (trade.toml, search26)
               "что можно болвану", "что разрешается болвану во время розыгрыша", "что дозволено партнёру разыгрывающего",
               "можно ли заменить недостаточное назначение", "что можно делать зрителю",
               # a title said with another connective (rules [query] connectives, search26)
               "mistaken explanation vs mistaken call", "misexplanation vs mistaken call",
               "simultaneous leads and plays", "!mistaken explanation vs mistaken call", "старшая и младшая штрафная карта",
               # «см.» a lemma of its own, met by «смотреть» through the thesaurus (overrides.toml, trade.toml)
               "болван смотрит", "смотреть в карты вистующего", "какое правило смотреть при ренонсе",
               # a topic asked with a question word first: its Law first (rules [ranking] ask_law, search28)
               "как подать апелляцию", "как ведут себя зрители", "что делать с испорченной сдачей",
               "как считают очки за шлем", "очки за шлем", "можно ли обжаловать решение судьи", "!как подать апелляцию",
               "play continued after claim что делать", "Когда заканчивается торговля",
               # a situation told by the thesaurus's words for its own (rules [situations] synonyms, search28)
               "у защитника выпала мелкая карта", "у вистующего упала фигура, все видели",
               "игрок непреднамеренно сказал пас вместо контры",
               # what a player said, quoted, read by its words and the thesaurus's phrases (rules [query] quoted_lemmas),
               # a number word told by its other kind (rules [situations] numbers; search31)
               "вистующий объявил «отдаём остальное», а партнёр против", "разыгрывающий произнёс «все мои», соперники спорят",
               "!разыгрывающий произнёс «все мои»", "махнул болвану: «играй любую»", "«пятая карта»",
               "во взятке лежат пять карт", "кто-то назначил восьмой уровень",
               # slang nobody had entered (trade.toml, search31b)
               "дисквал", "ТД налажал с рулингом, как переделать", "юзанул НИ от партнёра",
               "ави плюс ави минус в командах", "мелкая фоска неонёрная", "конкарта обязательна",
               # a suit or a rank named tells a situation said with its kind (rules [situations.kinds], search32)
               "разыгрывающий назвал со стола только даму, а дамы там две",
               "имея бубну, защитник положил пику, и его сторона уже сыграла в следующую взятку",
               # the Laws named first: the query's frame, its Law first, no definition (rules [query] law_names)
               "правила про зрителей в зале", "Закон о ренонсе", "правила про ренонс", "правило о подсчёте очков",
               "!правила про зрителей", "правила про ", "правила зрителей", "ПРАВИЛА ОБ апелляции",
               "правила для публики в игровом зале", "правила, как считать очки за контракт", "правило семьдесят",
               # telling of a fault means the Laws' «сообщать» (trade.toml, search34); «сказать» alone a call
               "обязан ли я сам говорить о своём ренонсе?", "скажите, я обязан сам признаться, что у меня был ренонс?",
               "сказал две трефы"]
    data = truth_search_data(REPO / "tests" / "redteam" / "modern" / "truth.json")  # made once per run
    done = run_parity(data, queries, tmp_path)
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-3000:]


def test_the_browser_engine_reads_a_bid_by_the_books_own_word_as_lawref_search_does(tmp_path):
    """rules [bids] bid_otherwise: a book whose Definitions define «заявка» and not «назначение» (a 1997 translation)
    reads bids in order as «заявка» in both engines: the whole red-team book with «Назначение» left out of its
    Definitions' terms."""
    import dataclasses

    data = truth_search_data(REPO / "tests" / "redteam" / "modern" / "truth.json")
    terms = [t for t in data.meta["terms"] if t[0] != ["назначение"]]
    assert len(terms) == len(data.meta["terms"]) - 1
    data = dataclasses.replace(data, meta={**data.meta, "terms": terms})
    queries = ["сказал одну трефу вместо одной бубны и тут же поправился", "сказал 1 пику вне очереди",
               "две бубны после двух пик", "назвал восемь пик"]
    done = run_parity(data, queries, tmp_path)
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-3000:]
