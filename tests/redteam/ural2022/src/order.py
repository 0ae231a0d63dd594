#!/usr/bin/env python3
"""Print the site's pages in reading order: index.html, then every «вперёд» (accesskey N) link in turn."""
import os, re, sys
d = sys.argv[1]
page, seen = 'index.html', []
while page and page not in seen:
    seen.append(page)
    s = open(os.path.join(d, page), encoding='utf-8').read()
    m = re.search(r'<a href="([^"#]+)"[^>]*\n?\s*accesskey="N"', s)
    page = m.group(1) if m else None
print('\n'.join(seen))
