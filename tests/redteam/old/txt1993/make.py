"""Make book 1 (a DOS-era plain-text law book, 1987 Laws paraphrased) and its truth.json
from one data structure (laws.txt via ../common.py)."""
import json, os, re, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from common import parse, truth_clause, clean, LAT2CYR, refs_of

HERE = os.path.dirname(os.path.abspath(__file__))
W = 68            # text width inside "| " ... " |"  -> 72 columns
BODY = 52         # body lines per page
HEAD = "Правила спортивного бриджа"

FRONT_TITLE = [
    "", "", "П Р А В И Л А", "", "СПОРТИВНОГО БРИДЖА", "", "(дуплетный бридж)", "", "",
    "Редакция 1987 года", "", "Учебное изложение на русском языке.",
    "Не является официальным текстом Правил.", "",
    "Перевод с английского", "", "", "",
    "1 9 9 3", "", "", "", "Москва, 1993",
]
TRANSL = [
    "Настоящий текст представляет собой изложение Международных правил спортивного бриджа "
    "в редакции 1987 года, подготовленное для судей и игроков клубов. Перевод не является "
    "официальным; в спорных случаях следует обращаться к английскому оригиналу.",
    "Термин \"заявка\" употребляется для любого действия в торговле, термин \"назначение\" - "
    "только для заявки, называющей число взяток и деноминацию. Ссылки вида \"Правило 27В1(b)\" "
    "означают: Правило 27, пункт В, подпункт 1, буква (b).",
    "Нумерация Правил, разделов и пунктов сохранена такой же, как в оригинале; буквы разделов "
    "при наборе передавались где латинскими, где русскими буквами, что на смысл не влияет.",
]

VOWELS = set("аеёиоуыэюяАЕЁИОУЫЭЮЯ")
LETTERS = re.compile(r"^[А-Яа-яЁё]+$")


def hyph_points(word):
    """Allowed break positions inside a purely Cyrillic core (rough syllable rule)."""
    m = re.match(r"^([\"(]*)([А-Яа-яЁё]+)([.,;:)\"!?]*)$", word)
    if not m:
        return []
    pre, core, post = m.groups()
    pts = []
    for i in range(3, len(core) - 2):
        a, b = core[i - 1], core[i]
        if b in "ьъйЬЪЙ":
            continue
        if b in VOWELS:
            continue
        if a in VOWELS or (a not in VOWELS and b not in VOWELS and core[i + 1] in VOWELS):
            # keep at least one vowel on each side
            if any(c in VOWELS for c in core[:i]) and any(c in VOWELS for c in core[i:]):
                pts.append(len(pre) + i)
    return pts


def wrap(text, width, indent=0, hyph=True):
    """Greedy wrap with forced breaks ('^'), forced hyphenation ('~'), automatic hyphenation
    and breaks after a compound's own hyphen. Returns list of (line, is_last)."""
    words = text.split(" ")
    lines, cur = [], " " * indent
    avail = lambda: width - len(cur)

    kinds = []

    def push(kind=" "):
        nonlocal cur
        lines.append(cur.rstrip())
        kinds.append(kind)
        cur = ""

    i = 0
    while i < len(words):
        w = words[i]
        if w.startswith("^"):
            push()
            w = w[1:]
        sep = "" if cur.strip() == "" else " "
        if "-^" in w:           # compound broken after its own hyphen, forced
            a, b = w.split("-^", 1)
            cur += sep + a + "-"
            push("")
            words[i] = b
            continue
        if "~" in w:
            a, b = w.split("~", 1)
            if len(cur) + len(sep) + len(a) + 1 <= width:
                cur += sep + a + "-"
                push("-")
                words[i] = b
                continue
            push()
            words[i] = w.replace("~", "")
            continue
        if len(cur) + len(sep) + len(w) <= width:
            cur += sep + w
            i += 1
            continue
        # does not fit: try the compound's own hyphen, then hyphenation
        room = width - len(cur) - len(sep)
        done = False
        if hyph and "-" in w.strip("-"):
            k = w.index("-", 1)
            if k + 1 <= room:
                cur += sep + w[:k + 1]
                push("")
                words[i] = w[k + 1:]
                done = True
        if not done and hyph and len(w) >= 7:
            pts = [p for p in hyph_points(w) if p + 1 <= room]
            if pts:
                p = max(pts)
                cur += sep + w[:p] + "-"
                push("-")
                words[i] = w[p:]
                done = True
        if not done:
            push()
    if cur.strip():
        lines.append(cur.rstrip())
    # self-check: the lines give back the text exactly
    back = lines[0] if lines else ""
    for k, l in zip(kinds, lines[1:]):
        back = (back[:-1] + l) if k == "-" else (back + k + l)
    assert " ".join(back.split()) == " ".join(clean(text).split()), (back, text)
    return lines


def justify(line, width):
    lead = len(line) - len(line.lstrip(" "))
    words = line.strip().split(" ")
    if len(words) < 3 or len(line) < width - 10:
        return line
    gaps = len(words) - 1
    extra = width - len(line)
    out, j = " " * lead, 0
    for k, w in enumerate(words):
        out += w
        if k < gaps:
            n = 1 + extra // gaps + (1 if k < extra % gaps else 0)
            out += " " * n
    return out


def para(text, first_indent, label=""):
    """A paragraph: list of body lines."""
    body = (label + " " if label else "") + text
    ls = wrap(body, W, first_indent)
    return [justify(l, W) if k < len(ls) - 1 else l for k, l in enumerate(ls)]


def centre(s):
    return s.center(W).rstrip()


def build_blocks(nodes):
    """Blocks: ('line', str, anchor) or ('page',) break, in order. anchor = contents key."""
    out = []
    cyr_law = lambda law: int(law) % 3 != 0      # most laws print Cyrillic look-alikes
    for n in nodes:
        k = n["kind"]
        if k == "definitions":
            out.append(("page",))
            out += [("line", "", None), ("line", centre("ОПРЕДЕЛЕНИЯ"), "def"), ("line", "", None)]
        elif k == "term":
            out += [("line", l, None) for l in para(n["term"] + n["sep"] + n["raw"], 3)]
            out.append(("line", "", None))
        elif k == "chapter":
            out.append(("page",))
            out += [("line", "", None), ("line", centre("Глава %s. %s" % (n["number"], n["title"])), n["id"]),
                    ("line", "", None)]
        elif k == "law":
            head = "Правило %s. %s" % (n["id"], n["title"])
            hl = wrap(head, W - 8, hyph=False)
            out.append(("line", "", None))
            for j, l in enumerate(hl):
                out.append(("line", centre(l), n["id"] if j == 0 else None))
            out.append(("line", "", None))
            for p in filter(None, n["raw"].split("\n")):
                out += [("line", l, None) for l in para(p, 3)]
        elif k == "section":
            letter = n["letter"]
            if cyr_law(n["id"][:-1]):
                letter = LAT2CYR.get(letter, letter)
            out.append(("line", "", None))
            out.append(("line", "   %s. %s" % (letter, n["title"]), n["id"]))
            for p in filter(None, n["raw"].split("\n")):
                out += [("line", l, None) for l in para(p, 3)]
        elif k == "item":
            ind = {1: 3, 2: 6, 3: 9}[n["level"]]
            out += [("line", l, None) for l in para(n["raw"], ind, n["label"])]
        elif k == "footnote":
            out.append(("line", "   " + "-" * 32, None))
            out += [("line", l, None) for l in para(n["raw"], 3, "<*>")]
    return out


def frame(lines, pageno, style):
    top = "+" + "-" * (W + 2) + "+"
    res = [top, "| " + HEAD.center(W) + " |", top]
    body = lines + [""] * (BODY - len(lines))
    res += ["| " + l.ljust(W) + " |" for l in body]
    res.append(top)
    if style == "dash":
        res.append(("- %d -" % pageno).center(72).rstrip())
    elif style == "plain":
        res.append(str(pageno).center(72).rstrip())
    return res


def paginate(blocks, first_page):
    pages, cur, anchors = [], [], {}
    for b in blocks:
        if b[0] == "page":
            if cur:
                pages.append(cur)
                cur = []
            continue
        if len(cur) >= BODY:
            pages.append(cur)
            cur = []
        if not cur and b[1] == "":
            continue      # no blank line at a page top
        if b[2]:
            anchors[b[2]] = first_page + len(pages)
        cur.append(b[1])
    if cur:
        pages.append(cur)
    return pages, anchors


def contents_lines(nodes, anchors):
    def entry(indent, label, page):
        pg = str(page)
        room = W - indent - len(pg) - 1
        ls = wrap(label, room - 3, hyph=False)
        out = [" " * indent + l for l in ls[:-1]]
        last = " " * indent + ls[-1]
        out.append(last + "." * (W - len(last) - len(pg)) + pg)
        return out
    out = ["", centre("С О Д Е Р Ж А Н И Е"), ""]
    out += entry(0, "От переводчика", 2)
    out += entry(0, "Определения", anchors.get("def", 0))
    for n in nodes:
        if n["kind"] == "chapter":
            out += entry(0, "Глава %s. %s" % (n["number"], n["title"]), anchors.get(n["id"], 0))
        elif n["kind"] == "law":
            out += entry(3, "Правило %s. %s" % (n["id"], n["title"].capitalize()), anchors.get(n["id"], 0))
        elif n["kind"] == "section":
            letter = n["letter"]
            if int(n["id"][:-1]) % 3 != 0:
                letter = LAT2CYR.get(letter, letter)
            out += entry(8, "%s. %s" % (letter, n["title"]), anchors.get(n["id"], 0))
    return out


def main():
    nodes = parse(os.path.join(HERE, "laws.txt"))
    blocks = build_blocks(nodes)
    # two passes: contents length decides where the body starts
    anchors = {}
    for _ in range(3):
        cl = contents_lines(nodes, anchors)
        ncont = (len(cl) + BODY - 1) // BODY
        first_body = 3 + ncont
        pages, anchors = paginate(blocks, first_body)
    cl = contents_lines(nodes, anchors)
    cont_pages = [cl[i:i + BODY] for i in range(0, len(cl), BODY)]

    out_pages = []
    # page 1: title page, framed, no running head, no number
    top = "+" + "-" * (W + 2) + "+"
    tp = [top] + ["| " + centre(l).ljust(W) + " |" for l in FRONT_TITLE]
    tp += ["| " + " " * W + " |"] * (BODY + 2 - len(FRONT_TITLE)) + [top]
    out_pages.append(tp)
    # page 2: translator's note
    tl = ["", centre("ОТ ПЕРЕВОДЧИКА"), ""]
    for p in TRANSL:
        tl += para(p, 3) + [""]
    out_pages.append(frame(tl, 2, "dash"))
    for j, cp in enumerate(cont_pages):
        out_pages.append(frame(cp, 3 + j, "dash"))
    ch5 = anchors["ch5"]
    for j, pg in enumerate(pages):
        no = first_body + j
        out_pages.append(frame(pg, no, "dash" if no < ch5 else "plain"))

    text = ""
    for j, pg in enumerate(out_pages):
        text += ("\f" if j else "") + "\r\n".join(pg) + "\r\n"
    text += "\x1a"
    for l in text.split("\r\n"):
        assert len(l.lstrip("\f")) <= 72, l
    open(os.path.join(HERE, "book.txt"), "wb").write(text.encode("cp866"))
    open(os.path.join(HERE, "book_koi8.txt"), "wb").write(text.encode("koi8_r"))

    clauses = [truth_clause({"kind": "front", "heading": None, "raw": "\n".join(l for l in FRONT_TITLE if l)}),
               truth_clause({"kind": "front", "heading": "ОТ ПЕРЕВОДЧИКА", "raw": "\n".join(TRANSL)})]
    clauses += [truth_clause(n) for n in nodes]
    truth = {"book": "txt1993", "kind": "law", "edition": 1987,
             "title": "П Р А В И Л А СПОРТИВНОГО БРИДЖА", "clauses": clauses}
    tmp = os.path.join(HERE, "truth.json.tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(truth, f, ensure_ascii=False, indent=1)
        f.write("\n")
    os.replace(tmp, os.path.join(HERE, "truth.json"))
    print("pages", len(out_pages), "clauses", len(clauses))


if __name__ == "__main__":
    main()
