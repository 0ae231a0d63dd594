"""The cross-reference grammar (lawref.corpus.refs): one table of texts and the references a reader should get.

Each row is (text, [(target, span text, kind)]). The span text is what a renderer turns into a link, so it
never includes the word "Правило" or trailing punctuation. Inner members of a range have kind "law implied"
(or "paragraph implied") and the whole range as their span.
"""

import re

import pytest
from hypothesis import given, settings, strategies as st

from lawref.corpus.pipeline import load_corpus
from lawref.corpus.refs import BookLaws, book_laws, find_refs, scan_refs
from lawref.ids import latin_section, normalize_id
from lawref.model import Clause, Ref

from conftest import SEEDS

# Sentences copied from the two seed texts, joined as the parser joins physical lines (single spaces), or with
# their line break kept ("\n") where the reference itself is split. test_seed_rows_are_real_sentences checks
# that each one occurs in corpus/.
SEED_ROWS = [
    # text                                                                      expected
    ("В соответствии с Правилом 68D розыгрыш следует прекратить",               [("68D", "68D", "law")]),
    ('<*> Для целей Правил 70 и 71 "нормальная" включает игру',                 [("70", "70", "law"), ("71", "71", "law")]),
    ("(всегда подчиняясь при этом всем другим требованиям настоящего Правила).", []),
    ("подпадает под Правило 27В1(b); но он должен разъяснить участникам",     [("27B1(b)", "27В1(b)", "law")]),
    ("Это, в частности, будет соответствовать Правилу\n27В1(b).",               [("27B1(b)", "27В1(b)", "law")]),
    ("Это, в частности, будет соответствовать Правилу 27В1(b).",                [("27B1(b)", "27В1(b)", "law")]),
    ("Правило 27В2 определяет, что когда",                                      [("27B2", "27В2", "law")]),
    ("решите, можно ли осуществлять розыгрыш сдачи и когда стоит обращаться к Правилу 26;",
                                                                                [("26", "26", "law")]),
    ("очереди см.Правило 31.",                                                  [("31", "31", "law")]),
    ("28.1. Это Правило охватывает некоторые ситуации",                         []),
    ("29.1. Это Правило содержит общие положения",                              []),
    ("Он должен также решать, к какому из Правил: 30 (пас вне очереди), 31 (назначение) или 32 (контра "
     "или реконтра) ему следует обращаться в конкретном случае.",
                                                                                [("30", "30", "law"), ("31", "31", "law"),
                                                                                 ("32", "32", "law")]),
    ("Правило 28В должно быть также рассмотрено, если оно подходит.",           [("28B", "28В", "law")]),
    ("Если левый оппонент не делает заявку, как в\n29.2. выше, заявка вне очереди аннулируется;",
                                                                                [("29.2", "29.2", "paragraph")]),
    ("Судья руководствуется, соответственно, Правилами 30, 31\nили 32.",        [("30", "30", "law"), ("31", "31", "law"),
                                                                                 ("32", "32", "law")]),
    ("Судья руководствуется, соответственно, Правилами 30, 31 или 32.",         [("30", "30", "law"), ("31", "31", "law"),
                                                                                 ("32", "32", "law")]),
    ("29.4. Правило 26 должно применяться, если нарушитель",                    [("26", "26", "law")]),
    ("Пас вне очереди, не принятый левым оппонентом в соответствии с Правилом 29В, - мудреное дело для судьи.",
                                                                                [("29B", "29В", "law")]),
    ("он должен проконсультироваться со многими Правилами перед тем, как принять решение.", []),
    ("30.3. Ограничения по Правилу 23В применяются в каждой подходящей ситуации. Правило 30 придает",
                                                                                [("23B", "23В", "law"), ("30", "30", "law")]),
    ("до того, как открывающий сделал какую-либо заявку (см.\nп.23.3. выше).",  [("23.3", "23.3", "paragraph")]),
    ("до того, как открывающий сделал какую-либо заявку (см. п.23.3. выше).",   [("23.3", "23.3", "paragraph")]),
    ("пас вне очереди становится субъектом Правила 30В.",                       [("30B", "30В", "law")]),
    ("что Правило 30 обращает внимание судьи также на Правила 26, 23В и\n25, если они применимы.",
                                                                                [("30", "30", "law"), ("26", "26", "law"),
                                                                                 ("23B", "23В", "law"), ("25", "25", "law")]),
    ("30.5. Правило 30С относится к случаю конвенционного паса",                [("30C", "30С", "law")]),
    ("Судья адресуется к Правилу 31А.",                                         [("31A", "31А", "law")]),
    ("возможности, предоставляемые Правилом 29В, во всех случаях, подпадающих под Правило 31.",
                                                                                [("29B", "29В", "law"), ("31", "31", "law")]),
    ("уделите должное внимание вопросу конвенционного паса (Правило\n30С), сделанного вне очереди",
                                                                                [("30C", "30С", "law")]),
    ("и далее действуйте в соответствии с Правилом 31А2(b).",                   [("31A2(b)", "31А2(b)", "law")]),
    ("трактуется как назначение и подпадает под общую часть Правила 31.",       [("31", "31", "law")]),
    ("31.3. Правило 31В через сноску адресуется к Правилу 25",                  [("31B", "31В", "law"), ("25", "25", "law")]),
]

# Every form the grammar knows, one rule per row or two.
FORM_ROWS = [
    # case forms, upper and lower case
    ("Правило 70",                                  [("70", "70", "law")]),
    ("Правила 70",                                  [("70", "70", "law")]),
    ("Правилу 70",                                  [("70", "70", "law")]),
    ("Правилом 70",                                 [("70", "70", "law")]),
    ("в Правиле 70",                                [("70", "70", "law")]),
    ("Правилами 70",                                [("70", "70", "law")]),
    ("к Правилам 70",                               [("70", "70", "law")]),
    ("в Правилах 70",                               [("70", "70", "law")]),
    ("Правил 70",                                   [("70", "70", "law")]),
    ("по правилу 70",                               [("70", "70", "law")]),
    ("ПРАВИЛУ 70",                                  [("70", "70", "law")]),
    # a Latin look-alike letter inside the Law word (Latin p, Latin o): read as the Cyrillic word it looks like
    ("см. Пpавило\u00a049",                          [("49", "49", "law")]),
    ("по Правилo 31",                               [("31", "31", "law")]),
    ("ПPАВИЛУ 70",                                  [("70", "70", "law")]),
    ("Pravilo 31, Prawila 32",                      []),   # a word all Latin is another word
    ("Правило №70",                                 [("70", "70", "law")]),
    ("(см.Правило 31)",                             [("31", "31", "law")]),
    ("Правило 30С)",                                [("30C", "30С", "law")]),
    ("Правило 28. ЗАЯВКИ В ПОРЯДКЕ ОЧЕРЕДИ",        [("28", "28", "law")]),      # a heading passed by mistake
    # parts and look-alike letters
    ("Правилу 12С1(е) подчиняется",                 [("12C1(e)", "12С1(е)", "law")]),
    ("Правило 12C1(e)(i)",                          [("12C1(e)(i)", "12C1(e)(i)", "law")]),
    ("Правило 12C1(е)(іі)",                         [("12C1(e)(ii)", "12C1(е)(іі)", "law")]),   # Cyrillic е, і
    ("Правилом 68D",                                [("68D", "68D", "law")]),
    ("Правилом 31 в соответствии",                  [("31", "31", "law")]),      # "в" is a word, not 31B
    ("Правило 70C2 и 70D",                          [("70C2", "70C2", "law"), ("70D", "70D", "law")]),
    ("Правило 32 (a)",                              [("32(a)", "32 (a)", "law")]),
    # lists, runs of parts, glosses
    ("Правила 26 либо 27",                          [("26", "26", "law"), ("27", "27", "law")]),
    ("Правилами 30, и 31",                          [("30", "30", "law"), ("31", "31", "law")]),
    ("Правило 32(a), (b) и (f)(ii), 33",            [("32(a)", "32(a)", "law"), ("32(b)", "(b)", "law"),
                                                     ("32(f)(ii)", "(f)(ii)", "law"), ("33", "33", "law")]),
    ("Правило 12C1(e)(i), (ii) или (f)",            [("12C1(e)(i)", "12C1(e)(i)", "law"), ("12C1(e)(ii)", "(ii)", "law"),
                                                     ("12C1(f)", "(f)", "law")]),
    ("Правило 27B1(h), (i)",                        [("27B1(h)", "27B1(h)", "law"), ("27B1(i)", "(i)", "law")]),
    ("Правила 26 (см. также Правило 27) и 28",      [("26", "26", "law"), ("27", "27", "law"), ("28", "28", "law")]),
    ("Правило 30 (пас (вне) очереди), 31",          [("30", "30", "law"), ("31", "31", "law")]),
    # ranges
    ("Правила 40–45",                               [("40", "40", "law"), ("41", "40–45", "law implied"),
                                                     ("42", "40–45", "law implied"), ("43", "40–45", "law implied"),
                                                     ("44", "40–45", "law implied"), ("45", "45", "law")]),
    ("Правила 40-42.",                              [("40", "40", "law"), ("41", "40-42", "law implied"), ("42", "42", "law")]),
    ("Правила 40 - 41",                             [("40", "40", "law"), ("41", "41", "law")]),
    # a range of parts implies the parts between (priok2022's «Правило 64B1–B7», pfsb1999comm's «пп. B1-B7»); its
    # end may leave out the Law's number, touching its dash and rising
    ("Правила 27A–27C",                             [("27A", "27A", "law"), ("27B", "27A–27C", "law implied"),
                                                     ("27C", "27C", "law")]),
    ("Правило 64B1–B4;",                            [("64B1", "64B1", "law"), ("64B2", "64B1–B4", "law implied"),
                                                     ("64B3", "64B1–B4", "law implied"), ("64B4", "B4", "law")]),
    ("Правила 27A–C и 28",                          [("27A", "27A", "law"), ("27B", "27A–C", "law implied"),
                                                     ("27C", "C", "law"), ("28", "28", "law")]),
    ("Правило 12C1–C3",                             [("12C1", "12C1", "law"), ("12C2", "12C1–C3", "law implied"),
                                                     ("12C3", "C3", "law")]),
    ("Правило 16A – В этом случае",                 [("16A", "16A", "law")]),    # spaced: prose
    ("Правило 64B7–B1",                             [("64B7", "64B7", "law")]),  # backward: no range
    ("Правило 64B1–C",                              [("64B1", "64B1", "law")]),  # not shaped as its first end
    ("по Правилу 30 - 2 взятки",                    [("30", "30", "law")]),      # backward: prose, not a range
    # paragraph references to the commentary
    ("как в 29.2. выше",                            [("29.2", "29.2", "paragraph")]),
    ("см. п.23.3. выше",                            [("23.3", "23.3", "paragraph")]),
    ("см.п.23.3",                                   [("23.3", "23.3", "paragraph")]),
    ("см. п. 23.3",                                 [("23.3", "23.3", "paragraph")]),
    ("п.п. 62.6. и 63.3.",                          [("62.6", "62.6", "paragraph"), ("63.3", "63.3", "paragraph")]),
    ("пп. 62.6 и 63.3",                             [("62.6", "62.6", "paragraph"), ("63.3", "63.3", "paragraph")]),
    ("пп. 27.7, 27.8 или 28.1",                     [("27.7", "27.7", "paragraph"), ("27.8", "27.8", "paragraph"),
                                                     ("28.1", "28.1", "paragraph")]),
    ("пп. 27.6–27.8",                               [("27.6", "27.6", "paragraph"), ("27.7", "27.6–27.8", "paragraph implied"),
                                                     ("27.8", "27.8", "paragraph")]),
    ("см. п. 27.7(iii)",                            [("27.7(iii)", "27.7(iii)", "paragraph")]),
    ("Это обсуждалось в 30.2. выше",                [("30.2", "30.2", "paragraph")]),   # no context word: ". выше"
    ("подробнее в 31.3. ниже",                      [("31.3", "31.3", "paragraph")]),
    ("см. Правило 31 и п. 30.2",                    [("31", "31", "law"), ("30.2", "30.2", "paragraph")]),
    # the Definitions of a whole book: a term named with them is the term's clause (def.<slug>), span the term
    ("трефы (см. «Взятка» в Определениях).",         [("def.vzyatka", "Взятка", "definition")]),
    ('термин "Болван" (см. Определения)',            [("def.bolvan", "Болван", "definition")]),
    ("«Нарушение (порядка)», в разделе «Определения»", [("def.narushenie-poryadka", "Нарушение (порядка)", "definition")]),
    ("как сказано в Определениях, Судья",           [("def", "Определениях", "definition")]),
    ("см. Определения и Правило 12",                [("def", "Определения", "definition"), ("12", "12", "law")]),
    # a Law's part alone in brackets, or a list it opens (issue 16, the red-team commentary gorelov2022)
    ("для одной картинки (24В) и для двух (24С).",   [("24B", "24В", "law"), ("24C", "24С", "law")]),
    ("назначая результат (47Е2(b) и Правило 40В4)",  [("47E2(b)", "47Е2(b)", "law"), ("40B4", "40В4", "law")]),
    # every Law word of data/law_words.toml, in its cases (abi2000 says «Закон» for Law)
    ("см. Закон 16В",                               [("16B", "16В", "law")]),
    ("согласно Закону 12С1",                        [("12C1", "12С1", "law")]),
    ("Законами 90 и 91",                            [("90", "90", "law"), ("91", "91", "law")]),
    ("Законам 69–71",                               [("69", "69", "law"), ("70", "69–71", "law implied"),
                                                     ("71", "71", "law")]),
    ("пункт 3 Закона 12",                           [("12", "12", "law")]),
    ("в законе 5 и Law 12",                         [("5", "5", "law"), ("12", "12", "law")]),
    # «статья» in every case and «ст.» (kare2004, a club's translation of 1991 saying «Статья» for Law)
    ("см. ст. 16В",                                 [("16B", "16В", "law")]),
    ("(п. A2 статьи 12; Ст. 72B1)",                 [("12A2", "A2 статьи 12", "law"), ("72B1", "72B1", "law")]),
    ("(Ст. 26 и ст. 50)",                           [("26", "26", "law"), ("50", "50", "law")]),
    ("статьи 30–32",                                [("30", "30", "law"), ("31", "30–32", "law implied"),
                                                     ("32", "32", "law")]),
    ("статьи 30, 31 и 32",                          [("30", "30", "law"), ("31", "31", "law"), ("32", "32", "law")]),
    ("предусмотрено статьёй 19",                    [("19", "19", "law")]),
    ("как указано статьей 19",                      [("19", "19", "law")]),
    ("по статьям 23 и 26",                          [("23", "23", "law"), ("26", "26", "law")]),
    ("согласно статье 40В",                         [("40B", "40В", "law")]),
    ("в статьях 12 и 73",                           [("12", "12", "law"), ("73", "73", "law")]),
    ("по ст.12С",                                   [("12C", "12С", "law")]),
    ("список статей 81–83",                         [("81", "81", "law"), ("82", "81–83", "law implied"),
                                                     ("83", "83", "law")]),
    ("Статья 27 применяется, а Статьёй 28",        [("27", "27", "law"), ("28", "28", "law")]),
    # «Правило» shortened «Пр.» (ladya2007, a club's brochure): a reference only before a number
    ("результат (Пр. 12С; Пр. 90).",                [("12C", "12С", "law"), ("90", "90", "law")]),
    ("объяснить заявки (пр. 20F)",                  [("20F", "20F", "law")]),
    # «§» and «§§» (kubgu2021, a club's e-book heading its Laws «§ 27. Недостаточная заявка»)
    ("см. § 16В",                                   [("16B", "16В", "law")]),
    ("согласно § 12С1(b)",                          [("12C1(b)", "12С1(b)", "law")]),
    ("см. §§ 61–64",                                [("61", "61", "law"), ("62", "61–64", "law implied"),
                                                     ("63", "61–64", "law implied"), ("64", "64", "law")]),
    ("п. 2 раздела B § 64",                         [("64B2", "2 раздела B § 64", "law")]),
    ("применяется § 27А либо § 27В.",               [("27A", "27А", "law"), ("27B", "27В", "law")]),
    ("(см. §72B1)",                                 [("72B1", "72B1", "law")]),
    # a Law's part by its full id in running text (privolga2009's «исправляет результат согласно 40B4»)
    ("судья исправляет результат согласно 40B4.",   [("40B4", "40B4", "law")]),
    ("как сказано в 12С1, судья",                   [("12C1", "12С1", "law")]),
    # a section's id after «см.» (zavolzh2009's «результат (см. 12C).»): «see» points to a place
    ("назначается результат (см. 12C).",            [("12C", "12C", "law")]),
    ("см. 16В и Правило 12",                        [("16B", "16В", "law"), ("12", "12", "law")]),
    # ... and by its number and section's letter alone, named as a source and closing its sentence (kare2004's 13C)
    ("её убирают, а сдачу продолжают согласно 13A.", [("13A", "13A", "law")]),
    ("исправляют (см. 16В; ниже о сроках)",          [("16B", "16В", "law")]),
    ("решение в соответствии с 12С.",               [("12C", "12С", "law")]),
    # «see also» points to a place as «see» does; a contrast names a Law too (pfsb1999comm)
    ("было верным (см. также 40B).",                [("40B", "40B", "law")]),
    ("регулируется Законом 71, а не 69.",           [("71", "71", "law"), ("69", "69", "law")]),
]

# Texts that hold no reference and nothing malformed.
NEGATIVE_ROWS = [
    "Это Правило охватывает некоторые ситуации",
    "требованиям настоящего Правила, а также Правилам игры",
    "Правила 1987 года и Правил 2017 г.",          # years, not Laws
    "увеличить в 1.5 раза",                        # a dotted number with no reference context
    "версия 2.0 программы",
    "см. 29.11.2026",                              # a date, even after "см."
    "см. п. 0.5",                                  # 0 is not a Law
    "29.2 выше",                                   # no closing dot and no context word
    "и т.п. 2.5 раза",                             # "т.п." is "and so on", not "п."
    "см. 31",                                      # Laws are always named with "Правило"
    "1H 1D 2D; N, E, S, W; E-W",
    "Правильно ли правило?",
    "Правилами: пас вне очереди",
    "Правило (пас вне очереди)",
    "определения игрока",                          # the common noun, not the Definitions
    "«Взятка» означает",                           # a quoted word, the Definitions not named
    "Определения",                                 # the heading word alone
    "в (1987) году, (31) раз",                     # a bare number in brackets: a year, a count
    "после (4С) и (1Т) соперников",                # a contract, not a section of Law 4 or 1
    "пункты (12Т)",                                # no Law has a section past H
    "согласно 24В и 4С сыгранного",                # outside brackets a section alone is no id: «24В», a contract
    "см. 95A, см. 4Т, см. 12Cабв",                  # no Law 95, no section past H, a word: none after «см.» either
    "обе пары сыграли 4С.",                        # ... closing a sentence with no source word before it: a contract
    "по таблице, см. 13А.2",                       # ... a number right after its stop: no sentence closed
    "контракт 4Т2 и 95A1",                         # a letter past H; no Law 95
    "шифр 1.40B4 и ID-12C1",                       # a full id inside a longer code is none
    "Законы 1997 года, по закону",                 # a year; the word with no number
    "эта статья, ст. ниже, статьи о бридже",       # the word with no number after it: no reference
    "в ст. «Карта-штраф» и ст. Б",                 # «ст.» before a term, a letter
    "стат. данные 12 раз, постатейно 5",           # words that begin as it does
    "и т. п. и пр. ниже, пр. «Ход» и пр. Б",       # «пр.» («and so on») with no number after it: no reference
    "знак § ниже, §§ и § Определений",             # «§» with no number after it: no reference
    "см. § «Ревок» и § A",                          # «§» before a term, a letter
]

# Text meant as a reference that names no possible target: (text, malformed text, words in the reason).
MALFORMED_ROWS = [
    ("Правило 27Ж",                 "27Ж",          "section letter"),
    ("Правило 300",                 "300",          "not a Law number"),
    ("Правило 0",                   "0",            "not a Law number"),
    ("Правило 27B1(b",              "27B1(b",       "unbalanced"),
    ("Правило 27B1(b и далее",      "27B1(b",       "unbalanced"),
    ("Правилом 31в соответствии",   "31в",          "unexpected"),
    ("Правило 29.2",                "29.2",         "commentary paragraph"),
    ("Правило 27B123",              "27B123",       "unexpected"),
    ("Правило 27B1(в)",             "27B1(в)",      "sub-item letter"),
    ("Правила 26, 23Ж и 25",        "23Ж",          "section letter"),
]


# A part of the Law the text is in, named with «настоящего Правила» (texts in Law 16): the target is that Law's
# part; a part or the Law word alone names nothing a reader can be sure of.
THIS_LAW_ROWS = [
    ("см. также пункт В2 настоящего Правила.",                [("16B2", "В2", "law")]),   # Cyrillic В
    ("см. раздел C настоящего Правила);",                     [("16C", "C", "law")]),
    ("отменили согласно разделу B настоящего Правила.",       [("16B", "B", "law")]),
    ("в соответствии с пунктом D1 этого Правила",             [("16D1", "D1", "law")]),
    ("применяются Правило 16C и пункт B настоящего Правила.", [("16C", "16C", "law"), ("16B", "B", "law")]),
    ("по подпунктам A1(b) и A2 данного Правила",              [("16A1(b)", "A1(b)", "law"), ("16A2", "A2", "law")]),
    # a range of sections names those between (the span of each between is the range)
    ("по разделам B–D настоящего Правила",
     [("16B", "B", "law"), ("16C", "B–D", "law"), ("16D", "D", "law")]),
    # … and a range of items of one section the items between (priok2022's «пункты B1–B3» in a commentary on 27)
    ("по пунктам B1–B3 настоящего Правила",
     [("16B1", "B1", "law"), ("16B2", "B1–B3", "law"), ("16B3", "B3", "law")]),
    ("(см. п. В2 выше)",                                      [("16B2", "В2", "law")]),   # «п.» and a letter
    ("применяет п. В1 настоящего Правила.",                   [("16B1", "В1", "law")]),
    ("(см. пункт С2 ниже)",                                   [("16C2", "С2", "law")]),
    ("но см. раздел D ниже;",                                 [("16D", "D", "law")]),
    ("см. раздел D, а также (см. A1)",                        []),
    ("(см. C2 ниже)",                                         [("16C2", "C2", "law")]),   # «see», the id, «below»
    ("см. В выше",                                            [("16B", "В", "law")]),
    ("см. C2 и далее",                                        []),
    ("после применения пункта B1 судья",                      []),
    ("требованиям настоящего Правила",                        []),
    ("пункт B2 Правил игры",                                  []),
    ("см. раздел A настоящего Закона",                        [("16A", "A", "law")]),
    ("согласно п. А настоящей статьи",                        [("16A", "А", "law")]),
    ("согласно п. А настоящего §",                            [("16A", "А", "law")]),
]


# In a commentary on a Law (texts commenting on Law 50), a part word and a section's letter with no Law word after
# them name that Law's part (its own paragraphs are «п. 50.2»); a Law named after them is that Law's.
COMMENTARY_PART_ROWS = [
    ("требование карты по пункту D2 — санкционированная информация", [("50D2", "D2", "law")]),
    ("Список в пункте B закрытый",                                    [("50B", "B", "law")]),
    ("по пункту C настоящего Правила",                                [("50C", "C", "law")]),
    # a part named before its Law, «п. А Правила 32», «Раздел В Правила 11»: that Law's part (tomsk2023), the
    # chain of genitives as «п. 1 раздела С Правила 12»
    ("по пункту B Правила 12",                                        [("12B", "B Правила 12", "law")]),
    ("(п. А Правила 32)",                                             [("32A", "А Правила 32", "law")]),
    ("Раздел В Правила 11 позволяет",                                 [("11B", "В Правила 11", "law")]),
    ("(пп. F и G Правила 44)",                                        [("44F", "F", "law"), ("44G", "G Правила 44", "law")]),
    # «п.», «пп.» before a section's capital alone: this Law's parts (never «т. п. В этом случае»)
    ("(пп. F и G настоящего Правила)",                                [("50F", "F", "law"), ("50G", "G", "law")]),
    ("перечень толкований из п. В:",                                  [("50B", "В", "law")]),
    ("и т. п. В этом случае судья",                                   []),
    ("и т.п. В этом случае судья",                                    []),
    # a Law's part by its own id after a part word
    ("В Правилах 2007 года это был пункт 65D; в редакции 2017 года",  [("65D", "65D", "law")]),
    ("пункт B2 Правил игры",                                          []),
    ("см. п. 50.2 выше",                                              [("50.2", "50.2", "paragraph")]),
    # «пункт 1 раздела А» with no Law after it: this Law's (issue 16, gorelov2022)
    ("Пункт 1 раздела А выглядит мягким",                             [("50A1", "1 раздела А", "law")]),
    ("согласно п. 3 раздела А",                                       [("50A3", "3 раздела А", "law")]),
    # an item in brackets names an item of the section named last in its sentence; none named, nothing
    ("Правило 14В: игрок мог совершить ренонс (п. 1), а карта (п. 2).",
     [("14B", "14В", "law"), ("14B1", "1", "law"), ("14B2", "2", "law")]),
    ("Правило 14В. Игрок (п. 1) и так.",                              [("14B", "14В", "law")]),
    ("Игрок (п. 1) и так.",                                           []),
    ("Правило 14: игрок (п. 1) и так.",                               [("14", "14", "law")]),  # no section named
    # items with nothing after them saying whose, a punctuation mark closing them, are the section's named before
    # in their sentence; a range names those between (gorelov2022 57.1)
    ("одно из требований пункта А; не перечисленные в пунктах 1–3, не предусмотрены.",
     [("50A", "А", "law"), ("50A1", "1", "law"), ("50A2", "1–3", "law"), ("50A3", "3", "law")]),
    ("по пункту А (пп. 1–3)",
     [("50A", "А", "law"), ("50A1", "1", "law"), ("50A2", "1–3", "law"), ("50A3", "3", "law")]),
    ("одно из требований пункта А; пункты 1 и 2 заметок к нему",     [("50A", "А", "law")]),  # whose: said after
    ("одно из требований пункта А. Пункты 1–3 не предусмотрены.",    [("50A", "А", "law")]),  # another sentence
    ("(см. Правило 43А и п. 9.1 выше)",                              [("43A", "43А", "law"), ("9.1", "9.1", "paragraph")]),
    ("свой случай среди разделов А–Е; если его нет",
     [("50A", "А", "law"), ("50B", "А–Е", "law"), ("50C", "А–Е", "law"), ("50D", "А–Е", "law"), ("50E", "Е", "law")]),
]


# A commentary's references to its own paragraphs, as pfsb1999comm writes them: «в» a place in the book, «выше» /
# «ниже» with the number's closing dot or without, «см. также»; and the numbers that are no paragraph's: what a
# number counts after it (a noun, a Latin unit, «%»), a time's minutes, a date, a score, a year
COMMENTARY_PARAGRAPH_ROWS = [
    ("Сказанное в 13.1 и 13.2 не относится к случаю", [("13.1", "13.1", "paragraph"), ("13.2", "13.2", "paragraph")]),
    ("Выбор в 50.4 делается один раз",                [("50.4", "50.4", "paragraph")]),
    ("общее правило, изложенное в 9.2 и 16.3: сначала", [("9.2", "9.2", "paragraph"), ("16.3", "16.3", "paragraph")]),
    ("Всё сказанное в 70.2 относится и к случаю",     [("70.2", "70.2", "paragraph")]),
    ("Из сказанного в 27.3 выше есть исключение",     [("27.3", "27.3", "paragraph")]),
    ("см. 12.4 ниже.",                                [("12.4", "12.4", "paragraph")]),
    ("(см. также 27.2 выше).",                        [("27.2", "27.2", "paragraph")]),
    ("(п. 16.2 настоящих комментариев)",              [("16.2", "16.2", "paragraph")]),
    ("как сказано в 40.1, пара обязана",              [("40.1", "40.1", "paragraph")]),
    ("во 2.3 и 2.4 сказано",                          [("2.3", "2.3", "paragraph"), ("2.4", "2.4", "paragraph")]),
    ("(см. 23.2(a))",                                  [("23.2(a)", "23.2(a)", "paragraph")]),  # an item of it
    ("По п. 64.1(а) Югу передаются две взятки",       [("64.1(a)", "64.1(а)", "paragraph")]),
    ("см. 27.7(iii) выше",                            [("27.7(iii)", "27.7(iii)", "paragraph")]),
    ("см. 12.4 (пункт о сроках)",                     [("12.4", "12.4", "paragraph")]),  # a gloss, no item
    ("результат улучшился в 1.5 раза",                []),
    ("сторона получила в 1.5 взятки больше",          []),
    ("потеря составила в 2.5 IMP",                    []),
    ("в 12.5% случаев",                               []),
    ("начало в 19.00 и в 9.05",                       []),
    ("сыграно 29.11.1998 в Москве",                   []),
    ("счёт 3.2 в пользу Севера",                      []),
    ("в 1998 году",                                   []),
]


@pytest.mark.parametrize("text, expected", COMMENTARY_PARAGRAPH_ROWS)
def test_a_commentary_names_its_own_paragraphs(text, expected):
    assert [(r.target, text[r.start:r.end], r.kind) for r in scan_refs(text, "50", commentary=True)[0]] == expected
    if "в " in text and "выше" not in text and "ниже" not in text and "см." not in text and "п." not in text:
        assert scan_refs(text, "50")[0] == ()  # «в 13.1» is a place in a commentary only: a law text has none


@pytest.mark.parametrize("text, expected", COMMENTARY_PART_ROWS)
def test_a_commentary_names_the_parts_of_its_law(text, expected):
    assert [(r.target, text[r.start:r.end], r.kind) for r in scan_refs(text, "50", commentary=True)[0]] == expected


def test_a_law_text_does_not_guess_the_law_of_a_bare_part():
    assert scan_refs("требование карты по пункту D2", "50")[0] == ()


# A numbered paragraph of the Law the text is in, a Law without sections (texts in Law 71): «71-3».
THIS_LAW_ITEM_ROWS = [
    ("(см. п.\u00a03 настоящего Правила)",             [("71-3", "3", "law")]),
    ("по пункту 2 настоящего Правила",                 [("71-2", "2", "law")]),
    ("см. п. 3(b) данного Правила",                    [("71-3(b)", "3(b)", "law")]),
    # «выше» / «ниже»: a part the reader finds above or below in the Law being read
    ("см. п. 3 выше",                                  [("71-3", "3", "law")]),
    ("(но см. п. 2 ниже):",                            [("71-2", "2", "law")]),
    ("за исключением случаев ниже",                    []),
    ("п. 3 был выше по тексту",                        []),
    ("п. 3 Правил игры",                               []),
    ("в пункте 12 раз",                                []),
    ("действует пункт 01 настоящего Правила",          []),   # an OCR'd «D1»: no paragraph is numbered 01
]


# A chain of genitives names an item, its section and its Law from the smallest up (texts in section B of
# Law 16): one reference, the whole chain its span; an item of «this Law» said inside a section is the
# section's own item (the Law's items are its sections').
CHAIN_ROWS = [
    ("(см. п. 1 раздела С Правила 12).",                   [("12C1", "1 раздела С Правила 12", "law")]),
    ("пункт 1 раздела В настоящего Правила и Правила 26",  [("16B1", "1 раздела В", "law"), ("26", "26", "law")]),
    ("действуют правила пункта 2 настоящего Правила",      [("16B2", "2", "law")]),
    ("пункт 1 раздела С Правила 12С",                      [("12C", "12С", "law")]),  # no chain a reader trusts
    ("пункты 1 раздела",                                   []),
    # an item of «this section», said in the section (abi2000's 27B3: «п. 2 настоящего раздела»)
    ("согласно п. 2 настоящего раздела",                   [("16B2", "2", "law")]),
    ("раздел C настоящего раздела",                        []),  # a section of a section: nothing
    # a list or a range of items before «раздела X»: each item is that section's (libru1998's 64C)
    ("по п. 1 или 2 раздела А настоящего Закона",           [("16A1", "1", "law"), ("16A2", "2 раздела А", "law")]),
    ("(пп. 1 и 3 раздела С Правила 12)",                   [("12C1", "1", "law"), ("12C3", "3 раздела С Правила 12",
                                                                                     "law")]),
    ("пункты 1–3 раздела С Правила 12",                    [("12C1", "1", "law"),
                                                            ("12C2", "1–3 раздела С Правила 12", "law"),
                                                            ("12C3", "3 раздела С Правила 12", "law")]),
    ("пунктами 1-3 раздела С настоящего Правила",          [("16C1", "1", "law"), ("16C2", "1-3 раздела С", "law"),
                                                            ("16C3", "3 раздела С", "law")]),
    # a sub-item named with its item before «раздела X» is that section's too (renons2026's 16D2)
    ("ограничение, указанное в п. 1(a) раздела B настоящего Правила", [("16B1(a)", "1(a) раздела B", "law")]),
    ("по п. 2(b) раздела С Правила 12",                    [("12C2(b)", "2(b) раздела С Правила 12", "law")]),
]


@pytest.mark.parametrize("text, expected", CHAIN_ROWS)
def test_an_item_of_a_section_of_a_law_named_from_the_smallest_up(text, expected):
    assert [(r.target, text[r.start:r.end], r.kind) for r in scan_refs(text, "16", "B")[0]] == expected


# Outside any Law (a preface, a translator's note: sevrech2015's «ссылки вида … «п. B2 Правила 27»»), a part named
# with its Law is that Law's part, as inside one; a part with no Law named is nobody's
OUTSIDE_ROWS = [
    ("ссылки вида «Правило 16B» или «п. B2 Правила 27» можно", [("16B", "16B", "law"), ("27B2", "B2 Правила 27", "law")]),
    ("(см. п. 1 раздела С Правила 12).",                     [("12C1", "1 раздела С Правила 12", "law")]),
    ("пункты F и G Правила 44",                              [("44F", "F", "law"), ("44G", "G Правила 44", "law")]),
    ("см. пункт B2 настоящего Правила",                      []),
    ("(см. п. В2 выше)",                                     []),
    ("согласно п. 2 настоящего раздела",                     []),
]


@pytest.mark.parametrize("text, expected", OUTSIDE_ROWS)
def test_outside_a_law_a_part_is_read_only_with_its_law_named(text, expected):
    assert [(r.target, text[r.start:r.end], r.kind) for r in scan_refs(text)[0]] == expected


def test_a_title_page_cites_nothing(tmp_path):
    (tmp_path / "x.txt").write_text("ПРАВИЛА БРИДЖА\nПравила 1-16 и 40-50\n\nПРАВИЛО 1. КОЛОДА\n\nСм. Правило 2.\n",
                                    "utf-8")
    (tmp_path / "x.toml").write_text('kind = "law"\ntitle = "t"\nedition = 2017\n', "utf-8")
    corpus = load_corpus([tmp_path])
    assert corpus["front.title"].text.endswith("Правила 1-16 и 40-50") and not corpus["front.title"].refs
    assert [r.target for r in corpus["1"].refs] == ["2"]


@pytest.mark.parametrize("text, expected", THIS_LAW_ITEM_ROWS)
def test_a_paragraph_of_this_law(text, expected):
    assert [(r.target, text[r.start:r.end], r.kind) for r in find_refs(text, "71")] == expected
    assert find_refs(text) == ()  # no Law known: nothing a reader can be sure of


@pytest.mark.parametrize("text, expected", THIS_LAW_ROWS)
def test_a_part_of_this_law(text, expected):
    assert [(r.target, text[r.start:r.end], r.kind) for r in find_refs(text, "16")] == expected
    # no Law known (front matter, a chapter's text): only the Laws named by number
    assert [r.target for r in find_refs(text)] == [t for t, span, _ in expected if span[0].isdigit()]


def actual(text):
    return [(r.target, text[r.start:r.end], r.kind + (" implied" if r.implied else "")) for r in find_refs(text)]


@pytest.mark.parametrize("text, expected", SEED_ROWS + FORM_ROWS)
def test_references_found(text, expected):
    assert actual(text) == expected
    assert scan_refs(text)[1] == ()


@pytest.mark.parametrize("text", NEGATIVE_ROWS)
def test_no_reference(text):
    assert scan_refs(text) == ((), ())


@pytest.mark.parametrize("text, bad_text, reason", MALFORMED_ROWS)
def test_malformed_reported(text, bad_text, reason):
    found, malformed = scan_refs(text)
    assert [m.text for m in malformed] == [bad_text]
    bad = malformed[0]
    assert text[bad.start:bad.end] == bad.text
    assert reason in bad.reason and bad_text in bad.reason  # the message names what is wrong
    assert all(not (bad.start < r.end and r.start < bad.end) for r in found)


def test_malformed_member_keeps_the_rest_of_the_list():
    assert actual("Правила 26, 23Ж и 25") == [("26", "26", "law"), ("25", "25", "law")]


def _squash(text):
    return re.sub(r"\s+", " ", text)


def test_seed_rows_are_real_sentences():
    corpus = _squash(" ".join(path.read_text("utf-8") for path in SEEDS))
    missing = [text for text, _ in SEED_ROWS if _squash(text) not in corpus]
    assert not missing, f"not in corpus/: {missing}"


def test_every_numbered_law_word_in_the_seeds_is_a_reference():
    """Independent of the table: each "Правил… <number>" in the seed texts yields a reference at that number."""
    for path in SEEDS:
        text = path.read_text("utf-8")
        starts = {r.start for r in find_refs(text)}
        numbered = [m for m in re.finditer(r"правил\w*[\s:]+(\d)", text, re.I)]
        assert numbered, path
        for m in numbered:
            assert m.start(1) in starts, f"{path.name}: no reference at {text[m.start():m.end() + 8]!r}"


# -- properties ---------------------------------------------------------------------------------------------
TOKENS = ["Правило", "Правилами", "правил", "Правилу", " ", "\n", "27", "В", "B", "Ж", "1", "(b)", "(е)", "(ii)",
          "(", ")", ",", " и ", " или ", "–", "-", ".", ":", "п.", "пп.", "см.", "как в ", "29.2", "выше", "0",
          "300", "1987", "(пас вне очереди)", "<*>", "&", "x", "по ", "16C", "30-32", "4С", "64.1", "подпункт "]
texts = st.one_of(st.text(), st.lists(st.sampled_from(TOKENS), max_size=30).map("".join))


def _ints(text):
    return [int(n) for n in re.findall(r"\d+", text)]


def _key(part: str, law: str = "") -> tuple:
    """(Law, section, item) of a range's end («64B1», «B4» of Law 64), to tell what stands between two ends."""
    m = re.fullmatch(r"(\d*)([A-Z]?)(\d*)", normalize_id(part) or latin_section(part[:1]) + part[1:])
    return (int(m[1] or law or 0), m[2], int(m[3] or 0)) if m else ()


def _between(span: str, target: str) -> bool:
    first, last = re.split(r"\s*[-‐‑–—−]\s*", span, maxsplit=1)
    low = _key(first)
    high = _key(last, str(low[0]) if low else "")
    return bool(low and high) and low < _key(target) < high


@settings(max_examples=400, deadline=None)
@given(texts)
def test_scan_never_raises_and_spans_are_sound(text):
    _sound(text, *scan_refs(text))
    _sound(text, *scan_refs(text, "64", commentary=True, book=PFSB))  # read against a book (BOOK_ROWS)


def _sound(text, found, malformed):
    for ref in found:
        assert 0 <= ref.start < ref.end <= len(text)
        span = text[ref.start:ref.end]
        assert not re.search("правил", span, re.I)  # the word is never part of the link
        assert span[-1] not in ".,;:! \n"  # nor trailing punctuation or space
        if ref.implied:  # "40–45" holds 41, "64B1–B4" 64B2: between the two ends
            assert _between(span, ref.target)
        elif span[0].isdigit():  # "27В1(b)" -> 27B1(b): the same numbers
            assert _ints(span) == _ints(ref.target)
        elif span[0].isalpha():  # a range's end «–B4» with the Law's number left out: the Law's before it
            assert ref.target.endswith(latin_section(span[0]) + span[1:])
        else:  # a continuation "(b)": its numbers come from the member before it
            assert span.startswith("(") and span.endswith(")") and "(" in ref.target
    own = [ref for ref in found if not ref.implied]
    assert [r.start for r in found] == sorted(r.start for r in found)
    assert all(a.end <= b.start for a, b in zip(own, own[1:]))
    for bad in malformed:
        assert text[bad.start:bad.end] == bad.text and bad.reason
        assert all(bad.end <= r.start or r.end <= bad.start for r in own)


@pytest.mark.parametrize("text, expected", [("(но см. п. 3 ниже):", ["27B3"]), ("(см. п. В2 выше)", ["27B2"]),
                                            ("см. раздел D ниже", ["27D"])])
def test_an_item_above_or_below_said_inside_a_section_is_the_sections(text, expected):
    assert [r.target for r in scan_refs(text, "27", "B")[0]] == expected


# Sub-items named alone in an item, «пп. (a)–(e) выше» in 12C2: the reader finds them in the item above (12C1);
# «ниже», or no word after them, names none; in the first item there is none above.
@pytest.mark.parametrize("text, item, expected", [
    ("иначе, чем указано в пп. (a)–(e) выше.", "2", ["12C1(a)", "12C1(e)"]),
    ("см. пп. (b) и (c) выше", "4", ["12C3(b)", "12C3(c)"]),
    ("иначе, чем указано в пп. (a)–(e) ниже.", "2", []),
    ("как сказано в пп. (a)–(e).", "2", []),
    ("см. пп. (a) выше", "1", []),
    ("см. пп. (a) выше", "", []),  # a text that is no item
])
def test_sub_items_named_alone_above_are_the_item_aboves(text, item, expected):
    assert [r.target for r in scan_refs(text, "12", "C", item=item)[0] if not r.implied] == expected


# «§» names a Law in a law text (kubgu2021) and a commentary's own section in a commentary («Случай 4 в § 31»,
# gorelov2022: data/law_words.toml own_sections); the commentary's «Правила 53» are still Laws
@pytest.mark.parametrize("text, commentary, expected", [
    ("см. Правила 53 и 55 (ср. также Случай 4 в § 31)", True, ["53", "55"]),
    ("см. Правила 53 и 55 (ср. также Случай 4 в § 31)", False, ["53", "55", "31"]),
    ("по §§ 61–63", True, []),
])
def test_the_paragraph_sign_in_a_commentary_names_its_own_section(text, commentary, expected):
    assert [r.target for r in scan_refs(text, "47", commentary=commentary)[0] if r.kind == "law"] == expected


# A Law named as another edition numbered it is no reference to the Laws the text is written for (2017 here):
# «прежнее Правило», the edition named right after it, or the last one its sentence names before it (priok2022)
@pytest.mark.parametrize("text, edition, expected", [
    ("В редакции 2007 г. это было Правило 25B2, и в нём допускался вариант.", 2017, []),
    ("(Правило 21B3). В редакции 2007 г. это было Правило 21B3 почти так же.", 2017, ["21B3"]),  # sentence ended
    ("заменило прежнее Правило 23 об осведомлённости", 2017, []),
    ("говорилось о заявке «с тем же значением» (Правило 27B1(b) редакции 2007 г.).", 2017, []),
    ("уточнено (в редакции 2007 г. оно было дано в сноске к Правилу 70); при разборе", 2017, []),
    ("(в редакции 2007 г. оно было иначе) и Правило 70 теперь", 2017, ["70"]),  # out of its brackets
    ("Правило 23 появилось в редакции 2017 г. и заменило Правило 23", 2017, ["23", "23"]),  # the text's own
    ("В редакции 2007 г. это было Правило 25B2.", 0, ["25B2"]),  # the text's edition not known
    ("В редакции 2007 г. это было Правило 25B2.", 2007, ["25B2"]),  # a text written for 2007
    # the code's word naming an edition is not read so (docs/parsing.md: tomsk2023's truth lists this 65D)
    ("В Правилах 2007 года это был пункт 65D; в редакции 2017 года пункт сохранил и букву", 2017, ["65D"]),
])
def test_a_law_named_as_another_edition_numbered_it_is_no_reference(text, edition, expected):
    assert [r.target for r in scan_refs(text, "25", commentary=True, edition=edition)[0] if r.kind == "law"] \
        == expected


# What a commentary's whole book shows of the Laws (BookLaws: pfsb1999comm's, a commentary on 1997 Laws 16, 25, 29,
# 64, 75 that names 16C2, «Закон 25A», «Закон 64С», «пп. B и C» of 75 and «Законы 30-32»)
PFSB = BookLaws(frozenset({"16", "25", "29", "64", "75"}), {"16": "C", "25": "A", "64": "C", "75": "C"},
                frozenset({(30, 32)}))

# (text, the Law it comments on, references): a number named with no Law word, read against the book
BOOK_ROWS = [
    # a Law's section alone in running text: a Law the book holds, above 7 (a contract's level is 1 to 7), a
    # section it shows that Law has, or one before it (sections run A, B, C)
    ("Случай отменённой заявки рассматривается по 16C.", "16", [("16C", "16C", "law")]),
    ("Для применения 25А должна быть уверенность", "25", [("25A", "25А", "law")]),
    ("судья применяет 64C и восстанавливает этот результат", "64", [("64C", "64C", "law")]),
    ("судья может применить 75A с исправлением результата", "75", [("75A", "75A", "law")]),
    ("по 16B и 64A", "29", [("16B", "16B", "law"), ("64A", "64A", "law")]),  # any Law of the book, not only its own
    ("по 16C и 4С, 7Т и 5Б", "16", [("16C", "16C", "law")]),  # contracts, Latin or Cyrillic, stay prose
    ("сыграли 4С, а затем 7Т", "16", []),
    ("по 16E", "16", []),                          # past the last section the book shows of Law 16
    ("по 40B", "16", []),                          # a Law the book does not hold
    ("по 16C.2, 16Cабв, 16C2x", "16", []),        # a number after its stop, a word, a code
    # a range with no Law word after a word that cites: Laws where the book names that range as Laws, or comments on
    # both ends; never a count, a score or a contract's levels
    ("теряет право на исправление по 30-32.", "29", [("30", "30", "law"), ("31", "30-32", "law implied"),
                                                     ("32", "32", "law")]),
    ("согласно 16–25, как выше", "29", [("16", "16", "law"), ("17", "16–25", "law implied"),
                                         ("18", "16–25", "law implied"), ("19", "16–25", "law implied"),
                                         ("20", "16–25", "law implied"), ("21", "16–25", "law implied"),
                                         ("22", "16–25", "law implied"), ("23", "16–25", "law implied"),
                                         ("24", "16–25", "law implied"), ("25", "25", "law")]),
    ("разошлись по 30-32 очка", "29", []),         # what the numbers count follows them
    ("по 30-33", "29", []),                        # neither the book's range nor Laws it comments on
    ("счёт 30-32 в пользу Севера", "29", []),      # no word that cites
    ("по 3-4 и по 2-7", "29", []),                 # a contract's levels
    ("по 32-30", "29", []),                        # backwards: a score
    # a rising range of the commentary's own paragraphs of one Law it comments on names those between
    ("Передача взяток по 64.1–64.2 может оказаться недостаточной", "64",
     [("64.1", "64.1", "paragraph"), ("64.2", "64.2", "paragraph")]),
    ("как сказано 16.1-16.3", "16", [("16.1", "16.1", "paragraph"), ("16.2", "16.1-16.3", "paragraph implied"),
                                     ("16.3", "16.3", "paragraph")]),
    ("по 64.2–64.1", "64", []),                    # backwards
    ("по 64.1–75.2", "64", []),                    # two Laws
    ("по 12.1–12.5", "64", []),                    # a Law the book does not comment on
    ("рост 16.1–16.5 раза", "16", []),             # what the numbers count follows them
]


@pytest.mark.parametrize("text, law, expected", BOOK_ROWS)
def test_a_number_named_with_no_law_word_is_read_against_the_book(text, law, expected):
    got = scan_refs(text, law, commentary=True, book=PFSB)[0]
    assert [(r.target, text[r.start:r.end], r.kind + " implied" * r.implied) for r in got] == expected
    if any(kind in ("law", "law implied") for _, _, kind in expected):
        assert not any(r.kind == "law" for r in scan_refs(text, law, commentary=True)[0])  # the book's reading
        assert not any(r.kind == "law" for r in scan_refs(text, law, book=PFSB)[0])  # a law book's Law has its word


def _commentary_clause(cid: str, law: str, text: str) -> Clause:
    refs = tuple(Ref(cid, f.target, text[f.start:f.end], f.start, f.end, "book.txt", 1, f.kind, implied=f.implied)
                 for f in scan_refs(text, law, commentary=True)[0])
    return Clause(cid, "para", None, law, "commentary", "k", "", "", text, "book.txt", 1, 1997, refs=refs)


# (clauses as (id, Law, text), Laws, last sections, ranges): what book_laws reads off a commentary's clauses
BOOK_LAWS_ROWS = [
    ([("16.1", "16", "(см. 16C2)"), ("25.1", "25", "Закон 25A позволяет")], {"16", "25"}, {"16": "C", "25": "A"},
     set()),
    ([("75.2", "75", "установлен пп. B и C."), ("75.3", "75", "по п. A")], {"75"}, {"75": "C"}, set()),
    ([("29.2", "29", "применяются Законы 30-32, и Законы 40–41")], {"29"}, {}, {(30, 32), (40, 41)}),
    ([("29.2", "29", "Законы 30, 32 и 33")], {"29"}, {}, set()),  # a list, no range
    ([("cfront", "", "Законы 64C и 64A")], set(), {"64": "C"}, set()),  # the preface comments on no Law
]


@pytest.mark.parametrize("clauses, laws, last, ranges", BOOK_LAWS_ROWS)
def test_what_a_book_shows_of_the_laws(clauses, laws, last, ranges):
    book = book_laws(_commentary_clause(*row) for row in clauses)
    assert (book.laws, book.last_section, book.ranges) == (laws, last, ranges)


# «п. C4, подпункт (b)»: the sub-item word names the sub-item of the item just named (texts in a commentary on 45)
@pytest.mark.parametrize("text, expected", [
    ("(п. C4, подпункт (b)); после этого", [("45C4(b)", "C4, подпункт (b)")]),
    ("по Закону 45C4, подпункт (b)", [("45C4(b)", "45C4, подпункт (b)")]),
    ("по п. С4, подпункт (а)", [("45C4(a)", "С4, подпункт (а)")]),  # Cyrillic look-alikes
    ("(п. C, подпункт (b))", [("45C", "C")]),      # a section's: sub-items are an item's
    ("(п. C4, подпункт (b", [("45C4", "C4")]),      # unclosed: the item alone
    ("п. C4, подпункт b", [("45C4", "C4")]),        # no bracket: no sub-item's label
])
def test_a_sub_item_word_names_the_sub_item_of_the_item_before(text, expected):
    assert [(r.target, text[r.start:r.end]) for r in scan_refs(text, "45", commentary=True)[0]] == expected
