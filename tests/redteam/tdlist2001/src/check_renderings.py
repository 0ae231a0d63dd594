"""Every clause text (and title/term) is recoverable from each rendering.

mbox: every message decoded (each MIME part by its charset; base64/QP undone), the 72-column lines
unwrapped (whitespace collapsed), searched with truth_mail.json.  pipermail: each page decoded by its
META charset, the <PRE> text with tags stripped and entities undone, searched with truth_pipermail.json.
blog: the entries' text (<br> -> newline, tags stripped), searched with truth.json."""
import glob, html, json, mailbox, os, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
norm = lambda s: re.sub(r"\s+", " ", s).strip()


def load(name):
    return json.load(open(os.path.join(ROOT, name), encoding="utf-8"))


def strings(doc):
    for c in doc["clauses"]:
        for key in ("text", "title", "term"):
            v = c.get(key)
            if v:
                yield (c.get("id") or c.get("term") or c["kind"]), key, norm(v)


def report(name, doc, hay, extra=""):
    miss = [(i, k, v) for i, k, v in strings(doc) if v not in hay]
    print("%-10s %3d clauses, %d missing%s" % (name, len(doc["clauses"]), len(miss), extra))
    for i, k, v in miss[:20]:
        print("    missing", i, k, v[:70])
    return len(miss)


def mbox_text():
    texts = []
    mb = mailbox.mbox(os.path.join(ROOT, "list.mbox"), create=False)
    n = 0
    for msg in mb:
        n += 1
        for part in msg.walk():
            if part.get_content_maintype() != "text":
                continue
            raw = part.get_payload(decode=True)
            t = raw.decode(part.get_content_charset() or "us-ascii")
            if part.get_content_subtype() == "html":
                t = html.unescape(re.sub(r"<[^>]+>", " ", t))
            texts.append(t)
    return norm(" ".join(texts)), n


def pipermail_text():
    texts = []
    files = sorted(glob.glob(os.path.join(ROOT, "pipermail", "[0-9]" * 6 + ".html")))
    for f in files:
        b = open(f, "rb").read()
        cs = re.search(rb"charset=([\w-]+)", b).group(1).decode()
        t = b.decode(cs)
        pre = re.search(r"<PRE>(.*?)</PRE>", t, re.S).group(1)
        texts.append(html.unescape(re.sub(r"<[^>]+>", "", pre)))
    return norm(" ".join(texts)), len(files)


def blog_text():
    texts = []
    for f in ("journal_page1.html", "journal_page2.html", "entry_12345.html"):
        t = open(os.path.join(ROOT, "blog", f), encoding="utf-8").read()
        for e in re.findall(r'<div class="entry-text">(.*?)</div>', t, re.S):
            e = re.sub(r"<br>", "\n", e)
            texts.append(html.unescape(re.sub(r"<[^>]+>", "", e)))
    return norm(" ".join(texts))


bad = 0
t, n = mbox_text()
bad += report("list.mbox", load("truth_mail.json"), t, " (%d messages)" % n)
t, n = pipermail_text()
bad += report("pipermail", load("truth_pipermail.json"), t, " (%d pages)" % n)
bad += report("blog", load("truth.json"), blog_text())
sys.exit(1 if bad else 0)
