"""Make book 3 (a commentary on Laws 12-16 laid out like the seed commentary file) and its
truth.json from one data structure (comm.txt).

comm.txt lines:
  FRONT | text            title block line
  PAGE n                  a '..pageN' formatter directive
  CLAW 12 | TITLE         'Правило 12. TITLE'
  P 12.1 | text           numbered paragraph; 'P 14.1 | [(a)] text' = letter item of 14.1
  I (i) | text            item of the last numbered paragraph
  EX А | auction | text   'Пример А', the auction line, then the discussion
  NOTE | text             'Примечание: ...' after the last paragraph
Inside text: {phrase} = emphasised (overstruck) phrase, its remnant line printed twice;
{!phrase} = remnant printed once; '^' = force a line break; ' || 13, 14' appends refs a
glossed list gives ('к какому из Правил: 13 (...), 14 (...)') that the plain pattern misses.
"""
import json, os, re, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from common import refs_of

HERE = os.path.dirname(os.path.abspath(__file__))
W1, W = 50, 66


def plain(s):
    return re.sub(r"\{!?([^}]*)\}", r"\1", s).replace("^", "")


def lines_of(text, first_width):
    """Wrap; emphasised phrases stay on one line; return [(line, [remnants])]."""
    toks = []
    for m in re.finditer(r"\{(!?)([^}]*)\}|(\S+)", text):
        if m.group(3) is not None:
            toks.append((m.group(3), None))
        else:
            toks.append((m.group(2), 1 if m.group(1) else 2))
    # glue punctuation following an emphasised phrase ("{не} возмещает" is fine; "{x}," -> attach)
    out, cur, rem, width = [], "", [], first_width
    for word, emph in toks:
        force = word.startswith("^")
        word = word.lstrip("^")
        if cur and (force or len(cur) + 1 + len(word) > width):
            out.append((cur, rem))
            cur, rem, width = "", [], W
        cur = (cur + " " + word) if cur else word
        if emph:
            rem += [word] * emph
    if cur:
        out.append((cur, rem))
    return out


def main():
    clauses, phys = [], []
    front = []
    para = None
    notes = {}
    law = None

    def emit(text, first_width=W1):
        for line, rem in lines_of(text, first_width):
            phys.append(line)
            phys.extend(rem)

    def clause(kind, cid, raw, extra=(), **kw):
        text = " ".join(plain(raw).split())
        c = {"kind": kind}
        if cid is not None:
            c["id"] = cid
        c.update(kw)
        c["text"] = text
        c["refs"] = refs_of(text) + list(extra)
        clauses.append(c)

    for ln, line in enumerate(open(os.path.join(HERE, "comm.txt"), encoding="utf-8"), 1):
        line = line.rstrip("\n")
        if not line:
            continue
        extra = ()
        if " || " in line:
            line, e = line.split(" || ", 1)
            extra = [x.strip() for x in e.split(",")]
        tag, _, rest = line.partition(" ")
        if tag == "FRONT":
            t = rest.split("|", 1)[1].strip()
            front.append(t)
            phys.append(t)
        elif tag == "PAGE":
            if front:
                clauses.append({"kind": "front", "heading": None, "text": " ".join(front), "refs": []})
                front = []
            phys.append("..page" + rest.strip())
        elif tag == "CLAW":
            law, title = [x.strip() for x in rest.split("|", 1)]
            phys.append("Правило %s. %s" % (law, title))
            clauses.append({"kind": "claw", "id": "c" + law, "title": title, "refs": []})
        elif tag == "P":
            num, text = [x.strip() for x in rest.split("|", 1)]
            m = re.match(r"^\[\(([a-z])\)\] (.*)$", text)
            if m:
                letter, text = m.groups()
                label = ("%s.(%s)" % (num, letter)) if para != num else "(%s)" % letter
                para = num
                emit(label + " " + text)
                clause("para", "%s(%s)" % (num, letter), text, extra)
            else:
                para = num
                emit(num + ". " + text)
                clause("para", num, text, extra)
        elif tag == "I":
            lab, text = [x.strip() for x in rest.split("|", 1)]
            emit(lab + " " + text)
            clause("para", para + lab, text, extra)
        elif tag == "EX":
            letter, auction, text = [x.strip() for x in rest.split("|", 2)]
            phys.append("Пример " + letter)
            phys.append(auction)
            emit(text, W)
            clause("example", "%s.ex%s" % (para, {"А": "A", "В": "B", "С": "C"}.get(letter, letter)),
                   auction + " " + text, extra, label="Пример " + letter)
        elif tag == "NOTE":
            text = rest.split("|", 1)[1].strip()
            notes[para] = notes.get(para, 0) + 1
            # the label itself may be emphasised: {!Примечание:} text
            emit(text if text.startswith("{") else "Примечание: " + text)
            body = re.sub(r"^\{!?Примечание:\}\s*", "", text)
            clause("note", "%s.note%d" % (para, notes[para]), body, extra)
        else:
            raise SystemExit("comm.txt:%d: unknown line %r" % (ln, tag))

    data = "".join(l + "\n\n" for l in phys).rstrip("\n")   # file ends mid-sentence, no newline
    with open(os.path.join(HERE, "commentary.txt"), "w", encoding="utf-8") as f:
        f.write(data)
    truth = {"book": "comm", "kind": "commentary", "edition": 1987,
             "title": "КОММЕНТАРИЙ К ПРАВИЛАМ СПОРТИВНОГО БРИДЖА", "clauses": clauses}
    tmp = os.path.join(HERE, "truth.json.tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(truth, f, ensure_ascii=False, indent=1)
        f.write("\n")
    os.replace(tmp, os.path.join(HERE, "truth.json"))
    print("lines", len(phys), "clauses", len(clauses))


if __name__ == "__main__":
    main()
