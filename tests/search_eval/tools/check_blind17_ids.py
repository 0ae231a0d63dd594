"""Checks blind set 17 (helper blind17's own script; paths made relative to the repository)."""
import json, re, collections, sys, pathlib
base = str(pathlib.Path(__file__).resolve().parents[2]) + "/"
def ids(files):
    s = set()
    for f in files:
        for c in json.load(open(base + f))["clauses"]:
            if c.get("id"): s.add(c["id"])
    return s
corp = {
 "seed": (ids(["golden/000_e2f9e180dbca6f62.json", "golden/001_91c3f04bc14c0505.json"]),
          {"situations":20,"trade":10,"english":10,"typos":10,"questions":10,"ids_prose":10}),
 "book": (ids(["redteam/modern/truth.json"]),
          {"situations":30,"titles":12,"trade":12,"english":12,"typos":12,"questions":12,"ids_prose":10,"oneword":10}),
 "gorelov": (ids(["redteam/gorelov2022/truth.json"]),
          {"situations":14,"titles":6,"trade":6,"english":5,"typos":6,"questions":8,"ids_prose":5}),
}
ok = True
for name, (valid, want) in corp.items():
    path = base + "search_eval/queries_blind17_%s.yaml" % name
    cnt = collections.Counter(); qs = set(); n = 0
    for ln, line in enumerate(open(path, encoding="utf-8"), 1):
        if not line.startswith("- {"): continue
        n += 1
        m = re.match(r'- \{q: "([^"]*)", category: (\w+), relevant: \[([^\]]*)\]\}(\s+# .*)?$', line.rstrip("\n"))
        if not m: print(name, ln, "BAD LINE", line); ok = False; continue
        q, cat, rel = m.group(1), m.group(2), [x.strip().strip('"') for x in m.group(3).split(",")]
        cnt[cat] += 1
        if q in qs: print(name, ln, "DUP", q); ok = False
        qs.add(q)
        if not 1 <= len(rel) <= 5: print(name, ln, "REL COUNT", rel); ok = False
        if len(set(rel)) != len(rel): print(name, ln, "REL DUP", rel); ok = False
        for r in rel:
            if r not in valid: print(name, ln, "UNKNOWN ID", r); ok = False
        if cat == "typos" and not m.group(4): print(name, ln, "typo without comment"); ok = False
    print(name, "total", n, dict(cnt), "OK" if dict(cnt) == want else "COUNT MISMATCH want %s" % want)
    if dict(cnt) != want: ok = False
try:
    import yaml
    for name in corp:
        d = yaml.safe_load(open("/work/wt/blind17/queries_blind17_%s.yaml" % name, encoding="utf-8"))
        print(name, "yaml.safe_load:", len(d), "items")
except ImportError:
    print("PyYAML not available in /usr/bin/python3; regex check only")
print("ALL OK" if ok else "ERRORS")
