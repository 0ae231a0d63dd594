#!/usr/bin/env python3
"""rids.py DOCX OUT.json: the relationship ids pandoc gave the header/footer parts it copied from reference.docx
(book.py md writes them into the section breaks of the Markdown)."""
import json, re, sys, zipfile
rels = zipfile.ZipFile(sys.argv[1]).read('word/_rels/document.xml.rels').decode()
m = {}
for r in re.findall(r'<Relationship [^>]*>', rels):
    t = re.search(r'Target="([^"]+)"', r).group(1)
    if re.match(r'(hdr\d\d[oe]|footer\d)\.xml$', t):
        m[t] = re.search(r'Id="([^"]+)"', r).group(1)
json.dump(m, open(sys.argv[2], 'w'), indent=1)
