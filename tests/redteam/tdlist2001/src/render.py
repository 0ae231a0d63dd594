"""Write list.mbox, pipermail/ and blog/ from src/book.txt (see README)."""
import base64, email.header, email.utils, html, mailbox, os, quopri, re, sys, textwrap
from datetime import datetime, timedelta, timezone

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import book
from replies import PEOPLE, SIGS, script

OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(book.HERE)
LIST = "bridge-td@lists.bridge.example.ru"
LISTINFO = "http://lists.bridge.example.ru/mailman/listinfo/bridge-td"
ARCH = "http://lists.bridge.example.ru/pipermail/bridge-td"
FOOTER = ("_______________________________________________\nbridge-td mailing list\n"
          + LIST + "\n" + LISTINFO + "\n")
MSK = timezone(timedelta(hours=3))
CL = book.parse()


def wrap(par, width=72, flowed=False):
    m = re.match(r"( *)", par)
    ind = m.group(1)
    lines = textwrap.wrap(par, width=width, break_long_words=False, break_on_hyphens=False,
                          initial_indent="", subsequent_indent=ind) or [""]
    if flowed:
        lines = [l + " " for l in lines[:-1]] + lines[-1:]
    return lines


def part_book_text(n, flowed=False, width=72):
    tr = book.koi if book.PART_CHARSET[n] == "koi8-r" else (lambda s: s)
    out = []
    for c in book.part_clauses(CL, n):
        for p in book.printed(c):
            out.extend(wrap(tr(p), width, flowed) if width else [tr(p)])
        out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


def quote_clause(cid, n, prefix="> "):
    c = [x for x in CL if x.get("id") == cid or (x["kind"] == "term" and x["term"] == cid)][0]
    tr = book.koi if book.PART_CHARSET[n] == "koi8-r" else (lambda s: s)
    lines = []
    for p in book.printed(c):
        lines += [prefix + l.lstrip() for l in wrap(tr(p).lstrip(), 72 - len(prefix))]
    return "\n".join(lines)


def enc_header(s, cs):
    try:
        s.encode("ascii")
        return s
    except UnicodeEncodeError:
        return email.header.Header(s, cs).encode().replace("?b?", "?B?")


def enc_addr(name, addr, cs):
    return "%s <%s>" % (enc_header(name, cs), addr)


def body_bytes(text, cs, cte):
    raw = text.encode(cs)
    if cte == "8bit":
        return raw
    if cte == "quoted-printable":
        return quopri.encodestring(raw)
    if cte == "base64":
        return base64.encodebytes(raw)
    raise ValueError(cte)


def build_raw(m):
    cs = m["charset"]
    h = []
    h.append("Return-Path: <%s>" % m["addr"])
    arr = m["arrived"]
    sent = m["date"]
    h.append("Received: from lists.bridge.example.ru (lists.bridge.example.ru [195.0.2.17])\n\tby mail.tdnet.example.ru (8.11.6/8.11.6) with ESMTP id f%02d%05d\n\tfor <dk@tdnet.example.ru>; %s"
             % (arr.day, m["n"] * 37, email.utils.format_datetime(arr)))
    if m.get("delay"):
        h.append("Received: from relay.samara.example.ru (relay.samara.example.ru [195.0.9.3])\n\tby lists.bridge.example.ru (Postfix) with ESMTP id 8C1F2%02d\n\tfor <%s>; %s" % (m["n"], LIST, email.utils.format_datetime(arr - timedelta(minutes=3))))
        h.append("Received: from oleg ([195.0.9.77]) by relay.samara.example.ru\n\t(queued as 3A7E1, deferred: connection timed out); %s" % email.utils.format_datetime(sent + timedelta(minutes=1)))
    h.append("Message-ID: <%s>" % m["msgid"])
    h.append("From: " + enc_addr(PEOPLE[m["who"]][0], m["addr"], cs))
    h.append("To: " + LIST)
    h.append("Subject: " + enc_header(m["subject"], cs))
    h.append("Date: " + email.utils.format_datetime(sent))
    if m.get("reply_to"):
        h.append("In-Reply-To: <%s>" % m["reply_to"])
        h.append("References: <%s>" % m["reply_to"])
    h.append("MIME-Version: 1.0")
    h.append("X-Mailer: " + PEOPLE[m["who"]][2])
    h.append("Sender: bridge-td-admin@lists.bridge.example.ru")
    h.append("Errors-To: bridge-td-admin@lists.bridge.example.ru")
    h.append("X-BeenThere: bridge-td@lists.bridge.example.ru")
    h.append("X-Mailman-Version: 2.0.8")
    h.append("Precedence: bulk")
    h.append("List-Help: <mailto:bridge-td-request@lists.bridge.example.ru?subject=help>")
    h.append("List-Post: <mailto:bridge-td@lists.bridge.example.ru>")
    h.append("List-Id: Bridge TDs list <bridge-td.lists.bridge.example.ru>")
    h.append("List-Archive: <%s/>" % ARCH)
    kind = m["kind"]
    text = m["body"]
    if kind == "plain":
        ct = "text/plain; charset=%s" % cs
        if m.get("flowed"):
            ct += "; format=flowed"
        h.append("Content-Type: " + ct)
        h.append("Content-Transfer-Encoding: " + m["cte"])
        body = body_bytes(text + "\n" + FOOTER, cs, m["cte"])
    elif kind == "alt":
        b1, b2 = "----=_NextPart_000_0007_01C1609A.5E2F4A40", "===============_footer_12877=="
        h.append('Content-Type: multipart/mixed; boundary="%s"' % b2)
        htmlpart = m["html"]
        body = (("--%s\nContent-Type: multipart/alternative;\n\tboundary=\"%s\"\n\n"
                 "This is a multi-part message in MIME format.\n\n--%s\n"
                 "Content-Type: text/plain;\n\tcharset=\"%s\"\nContent-Transfer-Encoding: quoted-printable\n\n"
                 % (b2, b1, b1, cs)).encode("ascii")
                + body_bytes(text, cs, "quoted-printable")
                + ("\n--%s\nContent-Type: text/html;\n\tcharset=\"%s\"\nContent-Transfer-Encoding: quoted-printable\n\n" % (b1, cs)).encode("ascii")
                + body_bytes(htmlpart, cs, "quoted-printable")
                + ("\n--%s--\n\n--%s\nContent-Type: text/plain; charset=\"us-ascii\"\nMIME-Version: 1.0\nContent-Transfer-Encoding: 7bit\nContent-Disposition: inline\n\n" % (b1, b2)).encode("ascii")
                + FOOTER.encode("ascii") + ("\n--%s--\n" % b2).encode("ascii"))
    elif kind == "att":
        b = "----=_NextPart_000_0012_01C17C44.9A3B1E20"
        h.append('Content-Type: multipart/mixed;\n\tboundary="%s"' % b)
        body = (("This is a multi-part message in MIME format.\n\n--%s\nContent-Type: text/plain;\n\tcharset=\"%s\"\nContent-Transfer-Encoding: 8bit\n\n" % (b, cs)).encode("ascii")
                + text.encode(cs)
                + ("\n--%s\nContent-Type: text/plain;\n\tcharset=\"koi8-r\";\n\tname=\"%s\"\nContent-Transfer-Encoding: quoted-printable\nContent-Disposition: attachment;\n\tfilename=\"%s\"\n\n" % (b, m["attname"], m["attname"])).encode("ascii")
                + body_bytes(m["att"], "koi8-r", "quoted-printable")
                + ("\n--%s\nContent-Type: text/plain; charset=\"us-ascii\"\nMIME-Version: 1.0\nContent-Transfer-Encoding: 7bit\nContent-Disposition: inline\n\n" % b).encode("ascii")
                + FOOTER.encode("ascii") + ("\n--%s--\n" % b).encode("ascii"))
    hdr = "\n".join(h).encode("ascii") + b"\n\n"
    return hdr + body


def asctime(dt):
    u = dt.astimezone(timezone.utc)
    return u.strftime("%a %b ") + ("%2d" % u.day) + u.strftime(" %H:%M:%S %Y")


def write_mbox(msgs):
    path = os.path.join(OUT, "list.mbox")
    if os.path.exists(path):
        os.remove(path)
    mb = mailbox.mbox(path, create=True)
    mb.lock()
    for m in msgs:
        raw = ("From %s  %s\n" % (m["addr"], asctime(m["arrived"]))).encode("ascii") + build_raw(m)
        mb.add(raw)
    mb.flush()
    mb.unlock()
    mb.close()


# ---------------------------------------------------------------- pipermail
def obfuscate(s):
    return re.sub(r"([\w.+-]+)@([\w.-]+\.\w+)", r"\1 at \2", s)


def pm_body(text):
    out = []
    for line in obfuscate(text).split("\n"):
        e = html.escape(line, quote=False)
        e = re.sub(r"(https?://[^\s<>]+)", r'<A HREF="\1">\1</A>', e)
        if line.startswith(">"):
            e = "<I>" + e + "\n</I>"
            out.append(e)
        else:
            out.append(e + "\n")
    return "".join(out)


def pm_date(dt):
    d = dt.astimezone(MSK)
    return d.strftime("%a %b ") + ("%2d" % d.day) + d.strftime(" %H:%M:%S MSK %Y")


def nav(msgs, i, pos):
    L = []
    if i > 0:
        L.append('<LI>Previous message: <A HREF="%06d.html">%s\n</A></li>' % (i - 1, html.escape(msgs[i - 1]["subject"])))
    if i < len(msgs) - 1:
        L.append('<LI>Next message: <A HREF="%06d.html">%s\n</A></li>' % (i + 1, html.escape(msgs[i + 1]["subject"])))
    s = "\n        ".join(L)
    return ("""<P><UL>
        %s
         <LI> <B>Messages sorted by:</B> 
              <a href="date.html#%d">[ date ]</a>
              <a href="thread.html#%d">[ thread ]</a>
              <a href="subject.html#%d">[ subject ]</a>
              <a href="author.html#%d">[ author ]</a>
         </LI>
       </UL>""" % (s, i, i, i, i))


def write_pipermail(msgs):
    d = os.path.join(OUT, "pipermail")
    os.makedirs(os.path.join(d, "attachments"), exist_ok=True)
    for i, m in enumerate(msgs):
        cs = m["charset"]
        text = m["body"]
        if m["kind"] == "alt":
            stamp = m["arrived"].strftime("%Y%m%d")
            ad = os.path.join(d, "attachments", stamp, "3f2a9c1e")
            os.makedirs(ad, exist_ok=True)
            with open(os.path.join(ad, "attachment.htm"), "wb") as f:
                f.write(m["html"].encode(cs))
            text = text + "-------------- next part --------------\nAn HTML attachment was scrubbed...\nURL: %s/attachments/%s/3f2a9c1e/attachment.htm\n" % (ARCH, stamp)
        elif m["kind"] == "att":
            text = text + "-------------- next part --------------\n" + m["att"]
        name = PEOPLE[m["who"]][0]
        subj = html.escape(m["subject"])
        page = """<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2//EN">
<HTML>
 <HEAD>
   <TITLE> %(subj)s
   </TITLE>
   <LINK REL="Index" HREF="index.html" >
   <LINK REL="made" HREF="mailto:bridge-td%%40lists.bridge.example.ru?Subject=%(subj)s&In-Reply-To=">
   <META NAME="robots" CONTENT="index,nofollow">
   <META http-equiv="Content-Type" content="text/html; charset=%(cs)s">
 </HEAD>
 <BODY BGCOLOR="#ffffff">
   <H1>%(subj)s</H1>
    <B>%(name)s</B> 
    <A HREF="mailto:bridge-td%%40lists.bridge.example.ru?Subject=%(subj)s&In-Reply-To=%(mid)s"
       TITLE="%(subj)s">%(addr)s
       </A><BR>
    <I>%(date)s</I>
    %(nav)s
    <HR>  
<!--beginarticle-->
<PRE>%(body)s
</PRE>

<!--endarticle-->
    <HR>
    %(nav)s

<hr>
<a href="%(listinfo)s">More information about the bridge-td
mailing list</a><br>
</body></html>
""" % dict(subj=subj, cs=cs, name=html.escape(name), mid=m["msgid"], addr=obfuscate(m["addr"]),
           date=pm_date(m["date"]), nav=nav(msgs, i, "top"), body=pm_body(text), listinfo=LISTINFO)
        with open(os.path.join(d, "%06d.html" % i), "wb") as f:
            f.write(page.encode(cs, "replace"))
    # thread index
    ids = {m["msgid"]: i for i, m in enumerate(msgs)}
    kids = {}
    roots = []
    for i, m in enumerate(msgs):
        p = ids.get(m.get("reply_to"))
        if p is None:
            roots.append(i)
        else:
            kids.setdefault(p, []).append(i)
    def li(i, lvl):
        m = msgs[i]
        s = '%s<LI><A HREF="%06d.html">%s\n</A><A NAME="%d">&nbsp;</A>\n%s<I>%s\n</I>\n' % (
            "", i, html.escape(m["subject"]), i, "", html.escape(PEOPLE[m["who"]][0]))
        if i in kids:
            s += "<UL>\n" + "".join(li(k, lvl + 1) for k in kids[i]) + "</UL>\n"
        return s
    first, last = msgs[0]["date"], msgs[-1]["date"]
    idx = """<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2//EN">
<HTML>
  <HEAD>
     <title>The bridge-td Archive by thread</title>
     <META NAME="robots" CONTENT="noindex,follow">
     <META http-equiv="Content-Type" content="text/html; charset=koi8-r">
  </HEAD>
  <BODY BGCOLOR="#ffffff">
      <a name="start"></A>
      <h1>Archive by thread</h1>
      <ul>
         <li> <b>Messages sorted by:</b>
              <a href="subject.html#start">[ subject ]</a>
              <a href="author.html#start">[ author ]</a>
              <a href="date.html#start">[ date ]</a>
         <li><b><a href="%s">More info on this list...
                    </a></b></li>
      </ul>
      <p><b>Starting:</b> <i>%s</i><br>
         <b>Ending:</b> <i>%s</i><br>
         <b>Messages:</b> %d<p>
     <ul>
%s
     </ul>
     <p>
       <a name="end"><b>Last message date:</b></a> 
       <i>%s</i><br>
    <b>Archived on:</b> <i>Sun Feb  3 04:12:55 MSK 2002</i>
    <p>
   <ul>
         <li> <b>Messages sorted by:</b>
              <a href="subject.html#start">[ subject ]</a>
              <a href="author.html#start">[ author ]</a>
              <a href="date.html#start">[ date ]</a>
         <li><b><a href="%s">More info on this list...
                    </a></b></li>
     </ul>
     <p>
     <hr>
     <i>This archive was generated by
     Pipermail 0.09 (Mailman edition).</i>
  </BODY>
</HTML>
""" % (LISTINFO, pm_date(first), pm_date(last), len(msgs), "".join(li(r, 0) for r in roots), pm_date(last), LISTINFO)
    with open(os.path.join(d, "index.html"), "wb") as f:
        f.write(idx.encode("koi8-r", "replace"))


# ---------------------------------------------------------------- blog
def blog_text(n):
    out = []
    for c in book.part_clauses(CL, n):
        for p in book.printed(c):
            out.append(html.escape(p.lstrip(), quote=False))
        out.append("")
    return "<br>\n".join(out[:-1])


BLOG_TITLES = {}


def entry_html(e, single=False):
    if e["part"]:
        n = e["part"]
        a, b = book.part_range(n)
        title = "Законы 1997, часть %d: %s" % (n, "Законы %s–%s" % (a, b) if a != b else "Закон " + a)
        if n == 1:
            title = "Законы 1997, часть 1: определения, Законы 1–2"
        body = ('<div class="repost"><i>Перевод Олега Щербакова (Самара, 2001), выкладываю с разрешения автора. Часть %d из 9.</i></div>\n'
                '<div class="entry-text">\n%s\n</div>' % (n, blog_text(n)))
    else:
        title = e["title"]
        body = '<div class="entry-text">\n%s\n</div>' % e["text"]
    tags = e.get("tags", "правила, бридж")
    return """<div class="entry" id="entry%(id)d">
<div class="entry-date">%(date)s</div>
<h3 class="entry-title"><a href="http://td-sasha.livejournal.example.com/%(id)d.html">%(title)s</a></h3>
%(body)s
<div class="entry-tags">Теги: %(tags)s</div>
<div class="entry-links">( <a href="http://td-sasha.livejournal.example.com/%(id)d.html?mode=reply">Комментарии (%(nc)d)</a> | <a href="http://td-sasha.livejournal.example.com/%(id)d.html">Ссылка</a> )</div>
</div>
""" % dict(id=e["id"], date=e["date"], title=html.escape(title, quote=False), body=body, tags=tags, nc=e["nc"])


SIDEBAR = """<div id="sidebar">
<div class="profile"><img src="userpic_td_sasha.gif" alt="td_sasha" width="100" height="100"><br>
<b>td_sasha</b><br>Александр, Тольятти<br>бридж, судейство, рыбалка<br>
<a href="http://www.livejournal.example.com/userinfo.bml?user=td_sasha">Профиль</a> · <a href="http://td-sasha.livejournal.example.com/friends">Друзья</a></div>
<div class="calendar"><table class="cal"><caption>%(month)s</caption>
<tr><th>Пн</th><th>Вт</th><th>Ср</th><th>Чт</th><th>Пт</th><th>Сб</th><th>Вс</th></tr>
%(rows)s</table></div>
<div class="tags"><b>Теги</b><br><a href="#">бридж</a> (14) · <a href="#">правила</a> (10) · <a href="#">рыбалка</a> (3)</div>
</div>
"""


def calendar(month_name, first_wd, days, marked):
    cells = [""] * first_wd + [str(d) for d in range(1, days + 1)]
    while len(cells) % 7:
        cells.append("")
    rows = []
    for i in range(0, len(cells), 7):
        rows.append("<tr>" + "".join("<td>%s</td>" % (('<a href="#">%s</a>' % c) if c and int(c) in marked else c) for c in cells[i:i + 7]) + "</tr>")
    return SIDEBAR % dict(month=month_name, rows="\n".join(rows))


def page(title, content, sidebar):
    return """<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>%s</title>
<link rel="stylesheet" href="journal.css" type="text/css">
</head><body>
<div id="header"><h1>Записки судьи</h1><div class="sub">td_sasha · <a href="http://td-sasha.livejournal.example.com/">Журнал</a> · <a href="http://td-sasha.livejournal.example.com/friends">Друзья</a> · <a href="http://td-sasha.livejournal.example.com/calendar">Календарь</a> · <a href="http://www.livejournal.example.com/userinfo.bml?user=td_sasha">Профиль</a></div></div>
<table width="100%%"><tr><td valign="top" width="75%%">
%s
</td><td valign="top">
%s
</td></tr></table>
<div id="footer">Работает на LiveJournal.example · <a href="#">Правила</a> · <a href="#">Помощь</a></div>
</body></html>
""" % (title, content, sidebar)


def write_blog(comments):
    d = os.path.join(OUT, "blog")
    os.makedirs(d, exist_ok=True)
    E = [
        dict(id=14230, part=0, date="28 июня 2005, 22:10", nc=2, title="Сезон закрыт",
             text="Последний турнир сезона в Тольятти: 14 пар, Кубок города. Судил, спорных случаев два, оба про заминку.<br>\nТеперь до сентября — только рыбалка.", tags="бридж"),
        dict(id=14097, part=9, date="21 июня 2005, 23:41", nc=3),
        dict(id=13922, part=8, date="14 июня 2005, 21:05", nc=0),
        dict(id=13801, part=0, date="9 июня 2005, 08:30", nc=1, title="Ловил леща",
             text="Ничего не поймал. Зато выспался.", tags="рыбалка"),
        dict(id=13650, part=7, date="7 июня 2005, 22:52", nc=1),
        dict(id=13419, part=6, date="31 мая 2005, 23:14", nc=0),
        dict(id=13207, part=5, date="24 мая 2005, 22:01", nc=4),
        dict(id=13011, part=0, date="20 мая 2005, 19:45", nc=0, title="Карманы",
             text="Купили в клуб новые карманы для сдач, 36 штук. Старые отдам в школу.", tags="бридж"),
        dict(id=12876, part=4, date="17 мая 2005, 22:37", nc=2),
        dict(id=12651, part=3, date="10 мая 2005, 23:20", nc=len(comments)),
        dict(id=12345 - 100, part=2, date="3 мая 2005, 21:58", nc=1),
        dict(id=12103, part=1, date="26 апреля 2005, 22:15", nc=5),
        dict(id=11877, part=0, date="20 апреля 2005, 18:02", nc=0, title="Что дальше",
             text="Нашёл у себя в архиве любительский перевод Законов 1997 года, который Олег Щербаков выкладывал в рассылку bridge-td в 2001-м. Олег разрешил перепечатать. Буду выкладывать по части в неделю.", tags="правила, бридж"),
    ]
    # the single entry page shows part 3 under the id 12345
    for e in E:
        if e["part"] == 3:
            e["id"] = 12345
    p1, p2 = E[:10], E[10:]
    side1 = calendar("Июнь 2005", 2, 30, {7, 9, 14, 21, 28})
    side2 = calendar("Май 2005", 6, 31, {3, 10, 17, 20, 24, 31})
    c1 = "".join(entry_html(e) for e in p1) + '<div class="nav"><a href="http://td-sasha.livejournal.example.com/?skip=10">&lt;&lt; Предыдущие 10 записей</a></div>'
    c2 = "".join(entry_html(e) for e in p2) + '<div class="nav"><a href="http://td-sasha.livejournal.example.com/?skip=20">&lt;&lt; Предыдущие 10 записей</a> | <a href="http://td-sasha.livejournal.example.com/">Следующие 10 записей &gt;&gt;</a></div>'
    with open(os.path.join(d, "journal_page1.html"), "w", encoding="utf-8") as f:
        f.write(page("Записки судьи", c1, side1))
    with open(os.path.join(d, "journal_page2.html"), "w", encoding="utf-8") as f:
        f.write(page("Записки судьи", c2, calendar("Апрель 2005", 4, 30, {20, 26})))
    e3 = [e for e in E if e["part"] == 3][0]
    cm = ['<div class="comments"><h4>Комментарии</h4>']
    for who, when, txt, lvl in comments:
        cm.append('<div class="comment" style="margin-left:%dpx"><div class="c-head"><b>%s</b> · %s · <a href="#">Ответить</a> · <a href="#">Ссылка</a></div>\n<div class="c-text">%s</div></div>'
                  % (lvl * 25, html.escape(who), when, txt))
    cm.append("</div>")
    with open(os.path.join(d, "entry_12345.html"), "w", encoding="utf-8") as f:
        f.write(page("Записки судьи: Законы 1997, часть 3", entry_html(e3) + "\n".join(cm), side2))


def main():
    msgs, comments = script(part_book_text, quote_clause, book)
    for i, m in enumerate(msgs):
        m["n"] = i
    write_mbox(msgs)
    write_pipermail(msgs)
    write_blog(comments)


if __name__ == "__main__":
    main()
