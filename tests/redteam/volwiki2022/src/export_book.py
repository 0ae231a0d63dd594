#!/usr/bin/env python3
"""«Экспорт в книгу»: all pages of the wiki (order of src/pages.json) as one MediaWiki markup file, the way a
   book-export gathers them: templates and category links dropped, the «Примечания»/<references /> blocks dropped
   (pandoc gathers the footnotes itself).  usage: export_book.py > book.wiki"""
import json, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
out = []
for p in json.load(open(os.path.join(HERE, 'pages.json'))):
    s = open(os.path.join(HERE, 'wiki', p['file'])).read()
    s = re.sub(r'\{\{[^}]*\}\}\n?|\[\[Категория:[^\]]*\]\]\n?', '', s)
    s = re.sub(r'== Примечания ==\n<references />\n?', '', s)
    out.append(s.strip() + '\n')
print('\n'.join(out))
