"""Writes the old web site: hand-written HTML 4 in windows-1251 with CRLF, one page per chapter
(glava01.htm …), index.htm with the title page and the contents, redakt.htm and opredel.htm; on every
page a menu bar (table) at the top and a footer with the «prev / contents / next» links, the copyright
and a counter. <font>, <table> layout, upper-case tags, typed labels in <dl><dd>, «» and — as entities,
&nbsp; after «Правило», footnotes numbered through the book at the foot of each page.
Usage: python3 src/make_site.py OUTDIR
"""
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import book  # noqa: E402

ENT = {"&": "&amp;", "<": "&lt;", ">": "&gt;", "«": "&laquo;", "»": "&raquo;", "—": "&mdash;",
       "–": "&ndash;", "„": "&bdquo;", "“": "&ldquo;"}


def esc(s):
    s = "".join(ENT.get(ch, ch) for ch in s)
    return re.sub(r"(Правил\w*) (\d)", r"\1&nbsp;\2", s)


def page_name(b):
    return {"front": "redakt.htm", "defs": "opredel.htm"}.get(b["type"]) or \
        f"glava{book.roman_to_int(b['number']):02d}.htm"


HEAD = """<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<HTML>
<HEAD>
<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=windows-1251">
<META NAME="keywords" CONTENT="бридж, правила, судья, Казань, спортивный бридж">
<TITLE>{title}</TITLE>
</HEAD>
<BODY BGCOLOR="#FFFFF0" TEXT="#000000" LINK="#003399" VLINK="#663399" TOPMARGIN=0 LEFTMARGIN=0>
<A NAME="top"></A>
<TABLE WIDTH="100%" BORDER=0 CELLPADDING=5 CELLSPACING=0>
<TR><TD BGCOLOR="#003366" COLSPAN=2><FONT FACE="Arial,Helvetica" SIZE=4 COLOR="#FFFFFF"><B>Бридж в Татарстане</B></FONT>
<FONT FACE="Arial,Helvetica" SIZE=1 COLOR="#CCCCFF">&nbsp;&nbsp;Ассоциация спортивного бриджа РТ</FONT></TD></TR>
<TR><TD BGCOLOR="#D8D8C0" COLSPAN=2><FONT FACE="Arial,Helvetica" SIZE=2>
{menu}
</FONT></TD></TR>
</TABLE>
<TABLE WIDTH=620 BORDER=0 CELLPADDING=8 CELLSPACING=0 ALIGN=CENTER><TR><TD>
<FONT FACE="Times New Roman,Times" SIZE=3>
"""

FOOT = """</FONT>
</TD></TR></TABLE>
<TABLE WIDTH="100%" BORDER=0 CELLPADDING=3 CELLSPACING=0>
<TR><TD ALIGN=CENTER BGCOLOR="#D8D8C0"><FONT FACE="Arial,Helvetica" SIZE=2>{nav}</FONT></TD></TR>
<TR><TD ALIGN=CENTER><FONT FACE="Arial,Helvetica" SIZE=1 COLOR="#666666">
&copy; Судейская коллегия Ассоциации спортивного бриджа Республики Татарстан, 2019.<BR>
Перепечатка для клубных турниров разрешается. Замечания: <A HREF="mailto:sudya@bridge-rt.narod.ru">sudya@bridge-rt.narod.ru</A><BR>
Страница обновлена 14.03.2019 &nbsp;|&nbsp; <A HREF="#top">наверх</A><BR>
<IMG SRC="counter.gif" WIDTH=88 HEIGHT=31 BORDER=0 ALT="Счётчик посещений"></FONT></TD></TR>
</TABLE>
</BODY>
</HTML>
"""


class Page:
    def __init__(self, name, title):
        self.name, self.title, self.out, self.notes = name, title, [], []


class Site:
    def __init__(self):
        self.fn = 0
        self.page = None

    def inline(self, text):
        res = []
        pos = 0
        for m in book.FN.finditer(text):
            res.append(esc(text[pos:m.start()]))
            self.fn += 1
            res.append(f'<SUP><A NAME="s{self.fn}" HREF="#sn{self.fn}">{self.fn}</A></SUP>')
            self.page.notes.append((self.fn, m.group(1)))
            pos = m.end()
        res.append(esc(text[pos:]))
        return "".join(res)


def extras(site, b, out):
    for t in b.get("tables", []):
        out.append('<TABLE BORDER=1 CELLSPACING=0 CELLPADDING=3 ALIGN=CENTER WIDTH="90%">')
        for k, row in enumerate(t):
            cells = "".join((f'<TH BGCOLOR="#EEEEDD"><FONT SIZE=2>{esc(c)}</FONT></TH>' if k == 0 else
                             f"<TD><FONT SIZE=2>{esc(c)}</FONT></TD>") for c in row)
            out.append(f"<TR>{cells}</TR>")
        out.append("</TABLE><BR>")
    for n in b.get("notes", []):
        out.append(f'<P ALIGN=JUSTIFY><FONT SIZE=2><B>Примечание.</B> {site.inline(n)}</FONT></P>')


def main():
    outdir = Path(sys.argv[1])
    outdir.mkdir(parents=True, exist_ok=True)
    blocks = book.parse()
    site = Site()
    pages = []
    title_block = None
    depth = 0
    for b in blocks:
        t = b["type"]
        if t == "title":
            title_block = b
            continue
        if t == "contents":
            continue
        if t in ("front", "defs", "chapter"):
            if depth:
                site.page.out.append("</DL>" * depth)
                depth = 0
            head = b["heading"] if t != "chapter" else f"Глава {b['number']}. {b['title']}"
            site.page = Page(page_name(b), head)
            pages.append(site.page)
            site.page.out.append(f'<H2 ALIGN=CENTER><FONT FACE="Arial,Helvetica" COLOR="#003366">{esc(head)}'
                                 '</FONT></H2>')
            for p in b.get("paras", []):
                site.page.out.append(f"<P ALIGN=JUSTIFY>{site.inline(p)}</P>")
            continue
        out = site.page.out
        if t != "item" and depth:
            out.append("</DL>" * depth)
            depth = 0
        if t == "term":
            out.append(f"<P ALIGN=JUSTIFY><B>{esc(b['term'])}</B>{esc(b['sep'])}{site.inline(b['paras'][0])}</P>")
        elif t == "law":
            head = "<BR>".join(esc(x) for x in b["lines"])
            out.append(f'<A NAME="p{b["id"]}"></A><H3 ALIGN=CENTER><FONT FACE="Arial,Helvetica">'
                       f'Правило {b["id"]}. {head}</FONT></H3>')
            for p in b["paras"]:
                out.append(f"<P ALIGN=JUSTIFY>{site.inline(p)}</P>")
            extras(site, b, out)
        elif t == "sec":
            paras = b["paras"] or [""]
            out.append(f"<P ALIGN=JUSTIFY><B>{esc(b['label'])}. {esc(b['title'])}.</B>"
                       + (" " + site.inline(paras[0]) if paras[0] else "") + "</P>")
            for p in paras[1:]:
                out.append(f"<P ALIGN=JUSTIFY>{site.inline(p)}</P>")
            extras(site, b, out)
        elif t == "item":
            lv = b["level"]
            while depth < lv:
                out.append("<DL>")
                depth += 1
            while depth > lv:
                out.append("</DL>")
                depth -= 1
            mark = f"{b['label']}." if lv == 1 else f"({b['label']})"
            out.append(f"<DD>{mark} {site.inline(b['paras'][0])}</DD>")
            if b.get("tables") or b.get("notes"):
                out.append("</DL>" * depth)
                depth = 0
                extras(site, b, out)
    if depth:
        site.page.out.append("</DL>" * depth)

    menu_items = [("index.htm", "Главная")] + [(p.name, p.title if not p.name.startswith("glava")
                                                 else "Гл. " + p.title.split(".")[0].split()[1])
                                                for p in pages]

    def menu(cur):
        return " | ".join(f"<B>{esc(label)}</B>" if name == cur else f'<A HREF="{name}">{esc(label)}</A>'
                          for name, label in menu_items)

    def write(name, title, body, nav):
        html = HEAD.format(title=esc(title), menu=menu(name)) + body + FOOT.format(nav=nav)
        (outdir / name).write_bytes(html.replace("\r\n", "\n").replace("\n", "\r\n")
                                    .encode("windows-1251"))

    toc = ['<CENTER><FONT FACE="Arial,Helvetica" SIZE=2>']
    for k, para in enumerate(title_block["paras"]):
        size = 6 if k == 1 else 3
        toc.append(f"<P><FONT SIZE={size}>{'<B>' if k == 1 else ''}{esc(para)}{'</B>' if k == 1 else ''}"
                   "</FONT></P>")
    toc.append("</FONT></CENTER><HR SIZE=1 NOSHADE WIDTH=\"60%\">")
    toc.append('<H3 ALIGN=CENTER>ОГЛАВЛЕНИЕ</H3>\n<UL>')
    for b in blocks:
        if b["type"] in ("front", "defs"):
            toc.append(f'<LI><A HREF="{page_name(b)}">{esc(b["heading"])}</A>')
        elif b["type"] == "chapter":
            cur_page = page_name(b)
            toc.append(f'<LI><A HREF="{cur_page}"><B>Глава {b["number"]}. {esc(b["title"])}</B></A>')
        elif b["type"] == "law":
            toc.append(f'<UL><LI><A HREF="{cur_page}#p{b["id"]}">Правило {b["id"]}. {esc(b["title"])}</A></UL>')
    toc.append("</UL>")
    write("index.htm", "Международные правила спортивного бриджа 2017 - оглавление", "\n".join(toc) + "\n",
          f'<A HREF="{pages[0].name}">Начать чтение &gt;&gt;</A>')
    for k, p in enumerate(pages):
        body = "\n".join(p.out) + "\n"
        if p.notes:
            body += '<BR><HR SIZE=1 NOSHADE WIDTH="30%" ALIGN=LEFT>\n'
            for n, text in p.notes:
                body += (f'<P><FONT SIZE=2><A NAME="sn{n}" HREF="#s{n}">{n}</A> '
                         f"{esc(text)}</FONT></P>\n")
        prev = pages[k - 1] if k else None
        nxt = pages[k + 1] if k + 1 < len(pages) else None
        nav = " &nbsp;|&nbsp; ".join(x for x in (
            f'<A HREF="{prev.name}">&lt;&lt; назад</A>' if prev else "",
            '<A HREF="index.htm">оглавление</A>',
            f'<A HREF="{nxt.name}">вперёд &gt;&gt;</A>' if nxt else "") if x)
        write(p.name, "Правила бриджа 2017 - " + p.title, body, nav)


if __name__ == "__main__":
    main()
