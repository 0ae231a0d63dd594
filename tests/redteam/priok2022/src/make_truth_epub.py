#!/usr/bin/env python3
"""truth_epub.json: the EPUB shows the title twice. pandoc makes its own title page (title_page.xhtml: the
title only) and puts the lines typed before the first heading into a chapter (ch001.xhtml) that it heads with
the book's title again (<h1 class="unnumbered">). So in the EPUB the title page is the title alone, and a
front section headed «Правила в судейской практике» holds the four imprint lines. Everything else as truth.json.
Usage: python3 make_truth_epub.py truth.json truth_epub.json"""
import json, sys
b = json.load(open(sys.argv[1], encoding='utf-8'))
t = b['title']
f = b['clauses'][0]
assert f['kind'] == 'front' and f['heading'] is None and f['text'].startswith(t + ' ')
rest = f['text'][len(t) + 1:]
# book name unchanged
b['clauses'][0:1] = [{'kind': 'front', 'heading': None, 'text': t, 'refs': []},
                     {'kind': 'front', 'heading': t, 'text': rest, 'refs': f['refs']}]
with open(sys.argv[2], 'w', encoding='utf-8') as o:
    json.dump(b, o, ensure_ascii=False, indent=1); o.write('\n')
