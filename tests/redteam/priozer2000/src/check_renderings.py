#!/usr/bin/python3
"""1. brochure.pdf: every clause text of truth.json occurs in its `pdftotext -raw` text (running heads and page numbers
   removed, lines joined, hyphenation at line ends undone, footnote call digits removed) -> must be 0 missing.
2. writes truth_fax.json: the clauses printed whole on the faxed pages (brochure pages 5-11).
3. OCR renderings (scan_ocr.pdf, scan_ocr.txt, fax_ocr.pdf): share of clauses found verbatim (same normalisation)
   and the character error rate (Levenshtein / reference length) of the OCR text against the brochure's own text
   of the same pages (pdftotext -raw, furniture included, whitespace normalised, hyphens at line ends joined)."""
import json, re, sys, os, subprocess
import numpy as np
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE); OUT = os.path.join(ROOT, "out")
FAX = (5, 11)
SHORT = "Международные правила спортивного бриджа 1997 г."
FED = "Федерация бриджа Приозёрского края"
truth = json.load(open(os.path.join(ROOT, "truth.json"), encoding="utf-8"))
printed = json.load(open(os.path.join(HERE, "printed.json"), encoding="utf-8"))
C = truth["clauses"]

def pdftext(pdf, f=None, l=None):
    a = ["pdftotext", "-raw", "-enc", "UTF-8"] + (["-f", str(f), "-l", str(l)] if f else []) + [pdf, "-"]
    return subprocess.run(a, capture_output=True, text=True).stdout

def strip_furniture(t):
    lines = []
    for ln in t.split("\n"):
        s = ln.strip().replace("\f", "")
        if re.fullmatch(r"\d{1,2}", s): continue
        s = s.replace(SHORT, "").replace(FED, "").strip()
        lines.append(s)
    return "\n".join(lines)

def joined(t, keep_hyphen=False):
    t = t.replace("\f", "\n")
    t = re.sub(r"-\n\s*", "-" if keep_hyphen else "", t)
    t = re.sub(r"(?<=[а-яё»])[12](?=[\s.,;:])", "", t)          # footnote call marks
    return " ".join(t.split())

def found(text, hay):
    return " ".join(text.split()) in hay[0] or " ".join(text.split()) in hay[1]

def hay_of(t):
    return (joined(t), joined(t, True))

def clause_strings(c):
    return [c[k] for k in ("text", "title", "term", "heading") if c.get(k)]

def lev(a, b):
    """edit distance, O(len(a)*len(b)) with numpy rows"""
    if len(a) < len(b): a, b = b, a
    B = np.frombuffer(b.encode("utf-32-le"), dtype=np.uint32)
    ar = np.arange(len(b) + 1)
    prev = ar.copy()
    for ch in np.frombuffer(a.encode("utf-32-le"), dtype=np.uint32):
        cur = np.empty_like(prev)
        cur[0] = prev[0] + 1
        sub = prev[:-1] + (B != ch)
        cur[1:] = np.minimum(prev[1:] + 1, sub)
        cur = np.minimum.accumulate(cur - ar) + ar
        prev = cur
    return int(prev[-1])

def ws(t):
    return " ".join(re.sub(r"-\n\s*", "", t.replace("\f", "\n")).split())

report = {}
# 1. brochure
bro = os.path.join(OUT, "brochure.pdf")
bt = pdftext(bro)
H = hay_of(strip_furniture(bt))
miss = [c.get("id", c["kind"]) for c in C if not all(found(s, H) for s in clause_strings(c))]
print("brochure.pdf: %d clauses, %d missing %s" % (len(C), len(miss), miss))
report["brochure_missing"] = len(miss)

# 2. truth_fax.json
fx = strip_furniture(pdftext(bro, *FAX))
FH = hay_of(fx)
def find_line(line, start):
    l = " ".join(line.split())
    l = re.sub(r"^(ЗАКОН \d+)$", r"\1", l)
    best = -1
    for h in FH:
        p = h.find(l, start)
        if p >= 0 and (best < 0 or p < best): best = p
    return best
ok = [False] * len(C); pos = 0
for i, c in enumerate(C):
    if c["kind"] == "footnote":
        continue
    p0, good = pos, True
    for line in printed[i]:
        p = find_line(line, p0)
        if p < 0: good = False; break
        p0 = p + 1
    if good: ok[i] = True; pos = p0
for i, c in enumerate(C):
    if c["kind"] == "footnote":
        ok[i] = ok[i - 1] and all(find_line(l, 0) >= 0 for l in printed[i])
idx = [i for i, v in enumerate(ok) if v]
# keep the longest contiguous run (a short title line matching elsewhere must not count)
runs, cur = [], []
for i in idx:
    if cur and i != cur[-1] + 1: runs.append(cur); cur = []
    cur.append(i)
if cur: runs.append(cur)
run = max(runs, key=len)
fax_truth = dict(truth); fax_truth["clauses"] = [C[i] for i in run]
json.dump(fax_truth, open(os.path.join(ROOT, "truth_fax.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
first, last = C[run[0]], C[run[-1]]
print("truth_fax.json: brochure pages %d-%d, %d clauses, from %s to %s" % (FAX[0], FAX[1], len(run),
      first.get("id", first["kind"]), last.get("id", last["kind"])))
report["fax_clauses"] = len(run); report["fax_from"] = first.get("id"); report["fax_to"] = last.get("id")

# 3. OCR renderings
def ocr_stats(name, text, clauses, ref):
    Hh = hay_of(text)
    n = sum(1 for c in clauses if all(found(s, Hh) for s in clause_strings(c)))
    a, b = ws(text), ws(ref)
    d = lev(a, b)
    print("%s: clauses verbatim %d/%d (%.1f %%), CER %.2f %% (%d edits / %d reference chars; OCR text %d chars)" % (
        name, n, len(clauses), 100.0 * n / len(clauses), 100.0 * d / len(b), d, len(b), len(a)))
    report[name] = {"verbatim": n, "clauses": len(clauses), "cer": round(100.0 * d / len(b), 2)}
full_ref = bt
if os.path.exists(os.path.join(OUT, "scan_ocr.pdf")):
    ocr_stats("scan_ocr.pdf", pdftext(os.path.join(OUT, "scan_ocr.pdf")), C, full_ref)
if os.path.exists(os.path.join(OUT, "scan_ocr.txt")):
    ocr_stats("scan_ocr.txt", open(os.path.join(OUT, "scan_ocr.txt"), encoding="utf-8").read(), C, full_ref)
if os.path.exists(os.path.join(OUT, "fax_ocr.pdf")):
    ocr_stats("fax_ocr.pdf", pdftext(os.path.join(OUT, "fax_ocr.pdf")), fax_truth["clauses"], pdftext(bro, *FAX))
json.dump(report, open(os.path.join(ROOT, "build", "renderings_report.json"), "w"), ensure_ascii=False, indent=1)
sys.exit(1 if miss else 0)
