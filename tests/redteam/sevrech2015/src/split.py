#!/usr/bin/env python3
"""Split the one hand-written source sevrech2015.md into Hugo content pages (content/<path>)."""
import os, re, sys
src, dest = sys.argv[1], sys.argv[2]
text = open(src, encoding='utf-8').read()
parts = re.split(r'^<!-- page: (\S+) -->\n', text, flags=re.M)
for i in range(1, len(parts), 2):
    path = os.path.join(dest, parts[i])
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'w', encoding='utf-8') as f:
        f.write(parts[i + 1].rstrip('\n') + '\n')
print(len(parts) // 2, 'pages')
