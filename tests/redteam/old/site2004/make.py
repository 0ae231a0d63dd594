"""Make book 2 (a hand-made 2004-2008 web site, 2007-style paraphrase of the Laws) and its
truth.json from one data structure: ../txt1993/laws.txt transformed to 2007 wording here."""
import json, os, re, sys, html
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from common import parse, truth_clause, clean, LAT2CYR, ROMAN

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, "..", "txt1993", "laws.txt")

CHAPTERS = [  # (number, title, first law, last law)  -- 2007-style chapter plan
    ("I", "Определения", None, None),
    ("II", "Предварительные положения", 1, 5),
    ("III", "Подготовка и ход игры", 6, 8),
    ("IV", "Общие правила о нарушениях", 9, 16),
    ("V", "Торговля", 17, 40),
    ("VI", "Розыгрыш", 41, 60),
    ("VII", "Ренонс, взятки и претензии", 61, 71),
    ("VIII", "Этика, запись результатов, судейство и апелляции", 72, 93),
]
TITLES = {
    "10": "НАЗНАЧЕНИЕ ИСПРАВЛЕНИЯ", "11": "УТРАТА ПРАВА НА ИСПРАВЛЕНИЕ",
    "12": "ПОЛНОМОЧИЯ СУДЬИ ПО УСМОТРЕНИЮ", "15": "НЕ ТОТ КОМПЛЕКТ ИЛИ НЕ ТА РУКА",
    "16": "РАЗРЕШЁННАЯ И НЕРАЗРЕШЁННАЯ ИНФОРМАЦИЯ", "17": "ПЕРИОД ТОРГОВЛИ",
    "23": "ОСОЗНАНИЕ ВОЗМОЖНОГО УЩЕРБА", "24": "КАРТА, ОТКРЫТАЯ ИЛИ СЫГРАННАЯ ВО ВРЕМЯ ТОРГОВЛИ",
    "26": "ЗАЯВКА ВЗЯТА НАЗАД; ОГРАНИЧЕНИЯ ХОДА", "36": "НЕДОПУСТИМЫЕ КОНТРЫ И РЕКОНТРЫ",
    "37": "ДЕЙСТВИЕ В НАРУШЕНИЕ ОБЯЗАННОСТИ ПАСОВАТЬ", "71": "УСТУПКА ОТМЕНЕНА",
    "73": "ОБЩЕНИЕ И ТЕМП", "80": "ПЕРЕДАЧА ПОЛНОМОЧИЙ",
}
# a few clauses reworded in the 2007 manner (id -> (old, new))
CHANGES = {
    "12C2": ("стороне, не виновной в нарушении, присуждается \"среднее плюс\", частично виновной - \"среднее\", а виновной - \"среднее минус\".",
             "стороне, не виновной в нарушении, присуждается не менее 60% матч-очков, частично виновной - 50%, а виновной - не более 40%."),
    "92B": ("в течение 30 минут после объявления официальных результатов, если организатор не установил иной срок.",
            "в срок, установленный организатором, а если срок не установлен - в течение 30 минут после объявления результатов."),
    "16A": ("необычной паузой или интонацией,", "необычной паузой, интонацией или жестом,"),
    "73D": ("непреднамеренные изменения темпа не являются нарушением, но ими нельзя пользоваться.",
            "непреднамеренные изменения темпа не являются нарушением, но партнёр не вправе ими пользоваться (см. Правило 16В1)."),
}
DEF_LEAD = "Термины, выделенные в тексте Правил курсивом, имеют следующие значения:"
FRONT = ["Международные правила спортивного бриджа", "Редакция 2007 года",
         "Неофициальный перевод, подготовленный судейской коллегией клуба. Официальным является только текст, утверждённый федерацией.",
         "Перевод сверен с английским текстом в марте 2008 года."]
PREFACE = [
    "Настоящая редакция Правил вступила в силу в 2008 году и заменяет редакцию 1997 года. "
    "Многие Правила изложены заново; вместо слова «наказание» во многих местах говорится об «исправлении».",
    "Ссылки на Правила даются в виде «Правило 27В1(b)»: номер Правила, буква раздела, номер пункта и буква подпункта.",
]


def modernise(s):
    s = re.sub(r'"([^"]*)"', r"«\1»", s)
    return s.replace(" - ", " — ").replace("<*>", "(*)")


def load():
    nodes = parse(SRC)
    out = []
    for n in nodes:
        n = dict(n)
        if n["kind"] == "chapter":
            continue
        if n["kind"] == "law" and n["id"] in TITLES:
            n["title"] = TITLES[n["id"]]
        if n.get("id") in CHANGES:
            a, b = CHANGES[n["id"]]
            assert a in n["raw"], n["id"]
            n["raw"] = n["raw"].replace(a, b)
        if "raw" in n:
            n["raw"] = modernise(n["raw"])
        if n["kind"] == "term":
            n["sep"] = " — "
        if n["kind"] == "definitions":
            n["raw"] = DEF_LEAD
        out.append(n)
    # split by chapter
    chapters = []
    for j, (num, title, a, b) in enumerate(CHAPTERS):
        ch = {"kind": "chapter", "id": "ch%d" % (j + 1), "number": num, "title": title, "nodes": []}
        chapters.append(ch)
    law = None
    for n in out:
        if n["kind"] in ("definitions", "term"):
            chapters[0]["nodes"].append(n)
            continue
        if n["kind"] == "law":
            law = int(n["id"])
        for ch, (num, title, a, b) in zip(chapters, CHAPTERS):
            if a is not None and a <= law <= b:
                ch["nodes"].append(n)
    return chapters


def esc(s, nbsp=False, br=False):
    """HTML for a paragraph: '^' becomes <br> (the hand-made line break), some spaces &nbsp;."""
    s = html.escape(clean(s.replace("-^", "-").replace("^", "\x01")), quote=False).replace("\x01", "<br>\n")
    s = s.replace("«", "&laquo;").replace("»", "&raquo;") if nbsp else s
    if nbsp:
        s = re.sub(r"(Правил\w*) (\d)", r"\1&nbsp;\2", s)
    if br and len(s) > 180 and "<br>" not in s:
        k = s.find(" ", len(s) // 2)
        if k > 0:
            s = s[:k] + "<br>\n" + s[k + 1:]
    return s


MENU = ('<table class="menu" width="100%" border="0" cellpadding="3" cellspacing="0" bgcolor="#336633">'
        '<tr><td align="center"><font color="#FFFFFF" face="Arial" size="2">'
        '<a href="index.htm"><font color="#FFFFFF">Главная</font></a> | '
        + " | ".join('<a href="glava%d.htm"><font color="#FFFFFF">Гл.&nbsp;%s</font></a>' % (j + 1, c[0])
                     for j, c in enumerate(CHAPTERS))
        + ' | <a href="single.htm"><font color="#FFFFFF">Всё на одной странице</font></a>'
          ' | <a href="mailto:judge@bridge-club.example.ru"><font color="#FFFFFF">Написать судье</font></a>'
          '</font></td></tr></table>\n')
FOOT_DIV = ('<div class="footer">&copy; 2004-2008 Клуб спортивного бриджа &laquo;Дуплет&raquo;. '
            'Перепечатка только с разрешения. Обновлено 14.03.2008</div>\n')
FOOT_CENTER = ('<center><font size="1">&copy; 2004 Клуб спортивного бриджа «Дуплет». '
               'Перепечатка только с разрешения</font></center>\n')
COUNTER = ('<p align="center"><a href="http://top.example.ru/?id=4711"><img src="http://top.example.ru/counter.gif?id=4711" '
           'width="88" height="31" border="0" alt="Счётчик посещений"></a></p>\n')


def head(title):
    return ('<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">\n<html>\n<head>\n'
            '<meta http-equiv="Content-Type" content="text/html; charset=windows-1251">\n'
            '<title>%s</title>\n<link rel="stylesheet" type="text/css" href="style.css">\n</head>\n'
            '<body bgcolor="#FFFFF0" text="#000000" link="#003399" vlink="#663366">\n<a name="top"></a>\n' % title)


def law_heading(n, style):
    t = "ПРАВИЛО %s. %s" % (n["id"], n["title"])
    anchor = '<a name="p%s"></a>' % n["id"]
    if style == 0:
        return anchor + "<h3>%s</h3>\n" % t
    if style == 1:
        return anchor + '<p align=center><font size=+1><b>%s</b></font></p>\n' % t
    return '<p>' + anchor + "<b>%s</b></p>\n" % t


def render_chapter(j, ch, single=False):
    style = j % 3            # heading style varies page to page, as on a hand-made site
    cyr = j in (1, 4, 6)     # these pages were typed with Cyrillic section letters
    nb = j % 2 == 0
    h = []
    if j % 2:
        h.append('<h2 align="center">Глава %s. %s</h2>\n' % (ch["number"], ch["title"]))
    else:
        h.append('<p align="center"><font size="+2"><b>Глава&nbsp;%s. %s</b></font></p>\n' % (ch["number"], ch["title"]))
    laws = [n for n in ch["nodes"] if n["kind"] == "law"]
    if laws:
        if j % 2:
            h.append("<ul>\n" + "".join('<li><a href="#p%s">Правило %s. %s</a>\n' % (n["id"], n["id"], n["title"].capitalize())
                                        for n in laws) + "</ul>\n<hr size=1>\n")
        else:
            h.append('<p><font size="2">' + "<br>\n".join('<a href="#p%s">ПРАВИЛО %s</a> &mdash; %s' % (n["id"], n["id"], n["title"].lower())
                                                           for n in laws) + "</font></p>\n<hr size=1>\n")
    in_table = False
    for n in ch["nodes"]:
        k = n["kind"]
        if k != "term" and in_table:
            h.append("</table>\n")
            in_table = False
        if k == "definitions":
            h.append("<h3>ОПРЕДЕЛЕНИЯ</h3>\n<p>%s</p>\n" % esc(n["raw"]))
        elif k == "term":
            if not in_table:
                h.append('<table border="1" cellpadding="4" cellspacing="0" width="95%">\n')
                in_table = True
            h.append('<tr><td valign="top" width="25%%"><b>%s</b></td><td>&mdash; %s</td></tr>\n'
                     % (n["term"], esc(n["raw"], nb)))
        elif k == "law":
            if n is not laws[0] and style == 2:
                h.append('<p align="right"><font size="1"><a href="#top">наверх</a></font></p>\n')
            h.append(law_heading(n, style))
            for p in filter(None, n["raw"].split("\n")):
                h.append("<p>%s</p>\n" % esc(p, nb, True))
        elif k == "section":
            letter = LAT2CYR.get(n["letter"], n["letter"]) if cyr else n["letter"]
            paras = list(filter(None, n["raw"].split("\n")))
            if paras and j in (4, 7):
                # section heading and lead-in in one paragraph, split by <br>
                h.append("<p><b>%s. %s</b><br>\n%s</p>\n" % (letter, n["title"], esc(paras[0], nb, True)))
                paras = paras[1:]
            else:
                h.append("<p><b>%s. %s</b></p>\n" % (letter, n["title"]))
            for p in paras:
                h.append("<p>%s</p>\n" % esc(p, nb, True))
        elif k == "item":
            if n["level"] == 1:
                h.append("<p>%s %s</p>\n" % (n["label"], esc(n["raw"], nb, True)))
            else:
                h.append('<p style="margin-left: 30px">%s %s</p>\n' % (n["label"], esc(n["raw"], nb, True)))
        elif k == "footnote":
            h.append('<hr width="30%%" align="left" size="1">\n<p><small>(*) %s</small></p>\n' % esc(n["raw"], nb))
    if in_table:
        h.append("</table>\n")
    return "".join(h)


def front_html():
    h = ['<h1 align="center">%s</h1>\n' % FRONT[0], '<p align="center"><b>%s</b></p>\n' % FRONT[1]]
    h += ['<p align="center"><i>%s</i></p>\n' % esc(p) for p in FRONT[2:]]
    h.append("<h2>ПРЕДИСЛОВИЕ</h2>\n")
    h += ["<p>%s</p>\n" % esc(p, True) for p in PREFACE]
    return "".join(h)


def main():
    chapters = load()
    pages = {}
    toc = "<h2>СОДЕРЖАНИЕ</h2>\n<table border=\"0\" cellpadding=\"2\">\n"
    for j, ch in enumerate(chapters):
        laws = [n for n in ch["nodes"] if n["kind"] == "law"]
        rng = ("Правила %s&ndash;%s" % (laws[0]["id"], laws[-1]["id"])) if len(laws) > 1 else (
            "Правило %s" % laws[0]["id"] if laws else "")
        toc += '<tr><td><a href="glava%d.htm">Глава %s. %s</a></td><td><font size="2">%s</font></td></tr>\n' % (
            j + 1, ch["number"], ch["title"], rng)
    toc += "</table>\n"
    pages["index.htm"] = (head("Правила спортивного бриджа 2007 — содержание") + MENU + "<hr>\n" + front_html()
                          + toc + "<hr>\n" + FOOT_DIV + COUNTER + "</body>\n</html>\n")
    for j, ch in enumerate(chapters):
        foot = FOOT_DIV if j % 2 else FOOT_CENTER
        pages["glava%d.htm" % (j + 1)] = (head("Правила бриджа - Глава %s. %s" % (ch["number"], ch["title"])) + MENU
                                          + "<hr>\n" + render_chapter(j, ch) + "<hr>\n" + foot + COUNTER
                                          + "</body>\n</html>\n")
    body = front_html() + "".join('<a name="glava%d"></a>\n' % (j + 1) + render_chapter(j, ch, True)
                                  for j, ch in enumerate(chapters))
    pages["single.htm"] = (head("Правила спортивного бриджа 2007 — полный текст") + MENU + "<hr>\n" + body + "<hr>\n"
                           + FOOT_CENTER + COUNTER + "</body>\n</html>\n")
    pages["style.css"] = ("body { font-family: Times New Roman, serif; margin: 10px 40px; }\n"
                          ".menu a { text-decoration: none; }\n.footer { font-size: 10px; color: #666666; text-align: center; "
                          "border-top: 1px solid #999999; margin-top: 20px; }\n")
    for name, text in pages.items():
        data = text.replace("\n", "\r\n").encode("cp1251")
        open(os.path.join(HERE, name), "wb").write(data)

    clauses = [truth_clause({"kind": "front", "heading": None, "raw": "\n".join(FRONT)}),
               truth_clause({"kind": "front", "heading": "ПРЕДИСЛОВИЕ", "raw": "\n".join(PREFACE)})]
    for ch in chapters:
        clauses.append(truth_clause(ch))
        clauses += [truth_clause(n) for n in ch["nodes"]]
    truth = {"book": "site2004", "kind": "law", "edition": 2007,
             "title": "Международные правила спортивного бриджа", "clauses": clauses}
    tmp = os.path.join(HERE, "truth.json.tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(truth, f, ensure_ascii=False, indent=1)
        f.write("\n")
    os.replace(tmp, os.path.join(HERE, "truth.json"))
    print("pages", len(pages), "clauses", len(clauses))


if __name__ == "__main__":
    main()
