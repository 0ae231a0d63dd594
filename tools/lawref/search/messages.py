"""What `lawref search`, `lawref index` and `lawref eval` say to a reader, in Russian (English with LAWREF_LANG=en).

Kept in one place so that the project's messages can be merged into one module (lawref.messages) later.
"""

from __future__ import annotations

import os

RU = {
    "empty_query": "пустой запрос",
    "empty_query_hint": "укажите слова для поиска, например: lawref search \"претензия\"",
    "long_query": "слишком длинный запрос ({n} символов, не больше {limit})",
    "long_query_hint": "ищите несколько слов из текста или фразу в кавычках",
    "nothing": "в запросе {q} нечего искать",
    "nothing_hint": "укажите хотя бы одно слово, номер пункта (например, 70C2) или начало слова (претенз*)",
    "many_words": "слишком много слов в запросе ({n}, не больше {limit})",
    "many_words_hint": "оставьте главные слова или ищите фразу в кавычках",
    "no_match": "lawref: ничего не найдено по запросу {q}{where}",
    "in_scope": " в {scope}",
    "scope_laws": "тексте правил",
    "scope_commentary": "комментарии",
    "in_law": " в Правиле {law}",
    "partial": "(ни в одном пункте нет всех слов запроса; показаны пункты с частью из них)",
    "shown_for": "Показаны результаты для: {shown}",
    "search_exact": "Искать точно как написано: lawref search --exact {q}",
    "law_hit": "Правило {law}, {edition}",
    "commentary_hit": "комментарий к Правилу {law}, {edition}",
    "other_hit": "{edition}",
    "law_arg": "--law принимает номер Правила, а не {value!r}",
    "law_arg_hint": "например, --law 70",
    "indexed": "проиндексировано пунктов: {count} за {seconds:.2f} с -> {folder}",
    "indexing": "индексация",
}

EN = {
    "empty_query": "empty query",
    "empty_query_hint": 'give words to search for, e.g. lawref search "претензия"',
    "long_query": "query too long ({n} characters, at most {limit})",
    "long_query_hint": "search for a few words of the passage, or a quoted phrase",
    "nothing": "nothing to search for in {q}",
    "nothing_hint": "give at least one word, an id such as 70C2, or a prefix such as претенз*",
    "many_words": "too many words in the query ({n}, at most {limit})",
    "many_words_hint": "search for the few words that matter, or a quoted phrase",
    "no_match": "lawref: no clause matches {q}{where}",
    "in_scope": " in {scope}",
    "scope_laws": "laws",
    "scope_commentary": "commentary",
    "in_law": " in Law {law}",
    "partial": "(no clause has all the words; showing clauses with some of them)",
    "shown_for": "Showing results for: {shown}",
    "search_exact": "Search exactly as typed: lawref search --exact {q}",
    "law_hit": "Law {law}, {edition}",
    "commentary_hit": "commentary on Law {law}, {edition}",
    "other_hit": "{edition}",
    "law_arg": "--law takes a Law number, not {value!r}",
    "law_arg_hint": "e.g. --law 70",
    "indexed": "indexed {count} clauses in {seconds:.2f} s -> {folder}",
    "indexing": "indexing",
}


def get(key: str, **values) -> str:
    table = EN if os.environ.get("LAWREF_LANG", "").lower().startswith("en") else RU
    return table[key].format(**values)
