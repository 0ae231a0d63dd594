#!/usr/bin/env python3
"""check_html.py TRUTH DIR|FILE.txt : every clause text/title/term also occurs in the text of the HTML/XHTML
pages in DIR, or in the browser-copied text FILE.txt (footnote call marks removed, whitespace normalised)."""
import glob, html, json, re, sys
norm = lambda s: re.sub(r'\s+', ' ', s).strip()
text = ''
for f in ([] if sys.argv[2].endswith('.txt') else sorted(glob.glob(sys.argv[2] + '/*.*htm*'))):
    s = open(f, encoding='utf-8').read()
    s = re.sub(r'<a class="footnote-reference.*?</a>', '', s, flags=re.S)
    s = re.sub(r'<a class="headerlink".*?</a>', '', s, flags=re.S)
    s = re.sub(r'<script.*?</script>|<style.*?</style>', ' ', s, flags=re.S)
    s = re.sub(r'<br\s*/?>', '\n', s)
    s = re.sub(r'</?(p|li|h\d|td|th|tr|div|section|aside|ol|ul|blockquote|span class="label")\b[^>]*>', ' ', s)
    text += ' ' + html.unescape(re.sub(r'<[^>]+>', '', s))
if sys.argv[2].endswith('.txt'):
    text = re.sub(r'(?<=\S)\[\d+\]', '', open(sys.argv[2], encoding='utf-8').read())
text = norm(text)
bad = 0
for c in json.load(open(sys.argv[1], encoding='utf-8'))['clauses']:
    for key in ('text', 'title', 'term', 'heading'):
        v = c.get(key)
        if v and norm(v) not in text:
            bad += 1
            print('NOT IN HTML', c['kind'], c.get('id'), key, v[:70])
print(sys.argv[2], 'missing:', bad)
