"""The list's traffic: who posted what, when, in which encoding; members' replies; blog comments."""
from datetime import datetime, timedelta, timezone

PEOPLE = {
    "oleg": ("Олег Щербаков", "oleg.sch@samara-bridge.example.ru", "Microsoft Outlook Express 5.50.4522.1200", 4),
    "irina": ("Ирина Власова", "irina@vlasova.example.net", "Mutt/1.2.5i", 3),
    "dima": ("Дмитрий Кононов", "dk@tdnet.example.ru", "The Bat! (v1.53d) Personal", 3),
    "serg": ("Сергей Пак", "spak@mail.example.ru", "Mozilla 4.77 [ru] (Win98; U)", 3),
    "andr": ("Андрей Лукин", "lukin@bridge-nsk.example.ru", "Microsoft Outlook Express 6.00.2600.0000", 7),
}
SIGS = {
    "oleg": "Олег Щербаков, судья РЛБ\nСамара, тел. (8462) 00-00-00",
    "irina": "Ирина",
    "dima": "С уважением,\nДмитрий Кононов                    mailto:dk@tdnet.example.ru",
    "serg": "Сергей",
    "andr": "Андрей Лукин, Новосибирск\nICQ 00000000",
}


def dt(s, who):
    tz = timezone(timedelta(hours=PEOPLE[who][3]))
    return datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=tz)


def script(part_book_text, quote_clause, book):
    koi = book.koi
    msgs = []
    mid = {}

    def subj_part(n):
        a, b = book.part_range(n)
        if n == 1:
            return "[bridge-td] Законы 1997, часть 1: Определения, Законы 1-2"
        return "[bridge-td] Законы 1997, часть %d: Законы %s-%s" % (n, a, b)

    def add(key, who, subject, date, body, charset="koi8-r", cte="8bit", reply=None, kind="plain",
            arrived=None, sig=True, **kw):
        d = dt(date, who)
        if sig:
            body = body.rstrip("\n") + "\n\n-- \n" + SIGS[who] + "\n"
        if charset == "koi8-r":
            body = koi(body)
            subject = koi(subject)
        m = dict(who=who, addr=PEOPLE[who][1], subject=subject, date=d,
                 arrived=(dt(arrived, who) if arrived else d + timedelta(minutes=4)),
                 msgid="%s.%s@%s" % (d.strftime("%Y%m%d%H%M%S"), key, PEOPLE[who][1].split("@")[1]),
                 reply_to=mid.get(reply), charset=charset, cte=cte, kind=kind, body=body)
        m.update(kw)
        mid[key] = m["msgid"]
        msgs.append(m)
        return m

    SEP = "======================================================================\n\n"
    END = "\n---------- конец части %d ----------\n"

    def part(n, hello, flowed=False, width=72):
        return hello + "\n\n" + SEP + part_book_text(n, flowed=flowed, width=width) + (END % n)

    def re_(n):
        return "Re: " + subj_part(n)

    # ---- October 2001
    add("p1", "oleg", subj_part(1), "2001-10-08 21:14", part(1,
        "Коллеги!\n\nКак и обещал на семинаре в Самаре, начинаю выкладывать свой перевод\nЗаконов 1997 года. Всего будет девять частей, по одной в неделю.\nПеревод любительский: замечания присылайте в рассылку или мне лично."))
    add("r1", "irina", re_(1), "2001-10-09 10:02",
        "Олег Щербаков пишет:\n" + quote_clause("Масть", 1) +
        "\n\nОлег, а почему буквами? В книжке ведь значки мастей.\nИ спасибо, давно ждали.\n", reply="p1")
    add("r1b", "oleg", re_(1), "2001-10-09 22:40",
        "Irina Vlasova wrote:\n> Олег Щербаков пишет:\n" + quote_clause("Масть", 1, ">> ") +
        "\n>\n> Олег, а почему буквами? В книжке ведь значки мастей.\n\n"
        "Значков в koi8 нет, а половина списка читает почту в текстовом режиме.\n"
        "Так что П, Ч, Б, Т. Кому надо -- заменит в Word'е.\n", reply="r1", cte="quoted-printable")
    add("p2", "oleg", subj_part(2), "2001-10-15 22:05", part(2,
        "Часть 2. Отправляю из новой программы, если придёт криво -- скажите.", flowed=True),
        cte="quoted-printable", flowed=True)
    add("r2", "dima", re_(2), "2001-10-16 09:31",
        "Здравствуйте, Олег.\n\nВы писали 15 октября 2001 г.:\n" + quote_clause("6D3", 2) +
        "\n\nВ оригинале тут «unless the Director rules otherwise» -- у Вас\nполучилось точно, хорошо. А вот «раздела D настоящего Закона»\nтяжеловато, но пусть.\n",
        charset="windows-1251", reply="p2")
    add("p3", "oleg", subj_part(3), "2001-10-22 21:48", part(3,
        "Часть 3 -- Законы 9, 12, 13. Пишу с работы, здесь кодировка windows-1251,\nтак что кавычки будут «ёлочками»."),
        charset="windows-1251")
    add("r3", "serg", re_(3), "2001-10-23 13:15",
        "On Mon, 22 Oct 2001, Oleg Shcherbakov wrote:\n" + quote_clause("12C1", 3) +
        "\n\nFrom the English I remember \"artificial adjusted score\", у тебя просто\n\"искусственный результат\". Может, оставить \"искусственный корректирующий\"?\n", reply="p3")
    add("r3b", "andr", re_(3), "2001-10-24 02:20",
        "Сергей Пак пишет:\n" + quote_clause("12C1", 3, ">> ") +
        "\n> Может, оставить \"искусственный корректирующий\"?\n\nДлинно. У нас в Новосибирске все говорят \"среднее с плюсом\" и не\nпутаются. Оставь как есть, Олег.\n", reply="r3")
    add("p4", "oleg", subj_part(4), "2001-10-29 22:30", part(4,
        "Часть 4. Outlook опять сам отправил с HTML, извините."),
        cte="quoted-printable", kind="alt")
    add("r4", "irina", re_(4), "2001-10-30 11:47",
        "Олег Щербаков пишет:\n" + quote_clause("20F2", 4) +
        "\n\nВот тут я бы добавила, что исправлять надо, вызвав судью. В 75D2\nэто прямо сказано. Когда дойдёшь до 75 -- посмотри.\n", reply="p4")
    add("p5", "oleg", subj_part(5), "2001-11-05 21:12", part(5, "Часть 5, короткая: Законы 25 и 27."))
    add("p5r", "oleg", subj_part(5) + " (повтор)", "2001-11-06 22:03", part(5,
        "повтор, первое письмо не дошло\n\nЧасть 5, короткая: Законы 25 и 27."))
    add("r5", "dima", re_(5), "2001-11-07 08:55",
        "Здравствуйте, Олег.\n\nПервое письмо как раз дошло -- теперь у нас оба экземпляра :-)\n\n"
        "Вы писали 6 ноября 2001 г.:\n" + quote_clause("27B2", 5) +
        "\n\nПо-моему, точнее «обязан пасовать», как в 27B3. Пусть будет одинаково.\n",
        charset="windows-1251", reply="p5r")
    add("r5b", "serg", re_(5), "2001-11-07 14:30",
        "Oleg Shcherbakov wrote:\n" + quote_clause("25A", 5) +
        "\n\nА что такое \"без паузы на раздумье\" -- сколько секунд? Вопрос не к\nпереводу, а к жизни. У нас в клубе спорили полвечера.\n", reply="p5")
    add("r5c", "oleg", re_(5), "2001-11-07 22:10",
        "Сергей Пак wrote:\n> А что такое \"без паузы на раздумье\" -- сколько секунд?\n\n"
        "Секунд нет. Игрок должен исправлять, не успев подумать. Если думал --\nзамена намеренная, и тогда уже 25B.\n", reply="r5b", cte="quoted-printable")
    # ---- November: part 7 overtakes part 6
    add("p7", "oleg", subj_part(7), "2001-11-20 21:40", part(7,
        "Часть 7 (часть 6 ушла вчера, но, похоже, застряла на нашем релее)."),
        charset="windows-1251", cte="quoted-printable")
    add("p6", "oleg", subj_part(6), "2001-11-19 22:02", part(6, "Часть 6: Законы 30, 40, 45."),
        cte="base64", arrived="2001-11-21 06:31", delay=True)
    add("r6", "andr", re_(6), "2001-11-21 12:05",
        "\"Олег Щербаков\" <oleg.sch@samara-bridge.example.ru> wrote:\n" + quote_clause("30C", 6) +
        "\n\nОлег, часть 6 пришла после седьмой, так что читаю задом наперёд.\nВ 30C всё верно, но 31 и 32 ты ведь не переводишь? Тогда ссылка\nвисит в воздухе.\n", reply="p6")
    add("r7", "irina", re_(7), "2001-11-22 10:14",
        "Олег Щербаков пишет:\n" + quote_clause("64C", 7) +
        "\n\nА почему \"п. 2 раздела В Закона 64\", если это и есть Закон 64?\nМожно проще: \"в пункте B2\".\n", reply="p7")
    add("r7b", "oleg", re_(7), "2001-11-22 21:33",
        "Irina Vlasova wrote:\n> Олег Щербаков пишет:\n" + quote_clause("64C", 7, ">> ") +
        "\n>\n> Можно проще: \"в пункте B2\".\n\nМожно, но я нарочно пишу полностью: люди распечатывают по одному\nзакону и носят в кармане.\n", reply="r7", cte="quoted-printable")
    # ---- December
    add("p8", "oleg", subj_part(8), "2001-12-03 20:50",
        "Часть 8 во вложении (файл zakony_ch8.txt) -- из дома длинные письма не уходят.\nОлег\n",
        sig=False, kind="att", attname="zakony_ch8.txt",
        att=koi("Законы 1997, часть 8 (перевод О. Щербакова)\n\n" + part_book_text(8, width=0)))
    add("r8", "serg", re_(8), "2001-12-04 09:12",
        "Вложение у меня в Netscape открылось только со второго раза, но открылось.\n\n" + quote_clause("70C3", 8) +
        "\n\nВ оригинале \"by any normal play\" -- \"хоть каким-нибудь\" звучит\nразговорно, но смысл передаёт.\n", reply="p8")
    add("r8b", "dima", re_(8), "2001-12-04 11:40",
        "Здравствуйте, Олег.\n\nВы писали 3 декабря 2001 г.:\n" + quote_clause("68D", 8) +
        "\n\nХорошо бы в 68D ещё сказать, что вистующие могут открыть карты\n(это 68D в оригинале). Впрочем, это уже детали.\n",
        charset="windows-1251", reply="p8")
    add("p9", "oleg", subj_part(9), "2001-12-10 21:25", part(9,
        "Последняя часть. Законы 74, 81 и 90. Спасибо всем, кто читал и поправлял."))
    add("r9", "irina", re_(9), "2001-12-11 09:58",
        "Олег Щербаков пишет:\n" + quote_clause("74C4(a)(ii)", 9) +
        "\n\nСпасибо, Олег! Распечатала всё, получилось 19 страниц.\n", reply="p9")
    add("r9b", "andr", re_(9), "2001-12-12 03:44",
        "Олег Щербаков пишет:\n" + quote_clause("81C5", 9) +
        "\n\nА Закон 93 будет? Без него 81C5 опять ссылается в пустоту.\n", reply="p9")
    add("r9c", "oleg", re_(9), "2001-12-12 22:15",
        "Андрей Лукин wrote:\n> А Закон 93 будет?\n\nБудет, но уже после Нового года, вместе с 75 и 92.\n", reply="r9b", cte="quoted-printable")
    add("x1", "oleg", "[bridge-td] Законы 1997: весь перевод одним файлом", "2002-01-14 20:30",
        "Коллеги,\n\nпо просьбам собрал все девять частей в один файл Word. Кому нужен -- пишите\nмне лично, в рассылку вложение большое не пропустит.\n\n"
        "Поправки Ирины, Дмитрия и Сергея учёл не все: часть оставлю до\nофициального перевода.\n")
    add("x2", "dima", "Re: [bridge-td] Законы 1997: весь перевод одним файлом", "2002-01-15 10:05",
        "Здравствуйте, Олег.\n\nПришлите, пожалуйста. И спасибо за работу.\n", charset="windows-1251", reply="x1")
    add("x3", "serg", "Re: [bridge-td] Законы 1997: весь перевод одним файлом", "2002-01-16 12:40",
        "Олег, мне тоже. Лучше в RTF -- у меня Word 6.\n", reply="x1", cte="base64")

    # P4's HTML alternative (Outlook Express style)
    p4 = [m for m in msgs if m["subject"].startswith(koi(subj_part(4)))][0]
    import html as H
    lines = p4["body"].split("\n")
    p4["html"] = ('<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.0 Transitional//EN">\n<HTML><HEAD>\n'
                  '<META http-equiv=Content-Type content="text/html; charset=koi8-r">\n'
                  '<META content="MSHTML 5.50.4522.1800" name=GENERATOR>\n<STYLE></STYLE>\n</HEAD>\n<BODY bgColor=#ffffff>\n'
                  + "\n".join('<DIV><FONT face=Arial size=2>%s</FONT></DIV>' % (H.escape(l, quote=False) if l else "&nbsp;") for l in lines)
                  + "\n</BODY></HTML>\n")
    # P6 is koi8-r base64 -- the only base64 message; x3 was set base64 above too: keep one
    [m for m in msgs if m["msgid"] == mid["x3"]][0]["cte"] = "8bit"

    comments = [
        ("bridge_nsk", "10 мая 2005, 23:58",
         "А вот это место:<br>&gt; Если после нарушения невозможно получить результат сдачи, судья присуждает искусственный результат...<br>В новой редакции наверняка поменяют.", 0),
        ("td_sasha", "11 мая 2005, 07:12", "Когда поменяют, тогда и переведём :)", 1),
        ("irina_v", "11 мая 2005, 12:30",
         "Ой, это же Олегов перевод из bridge-td! Я тогда спрашивала про 12С2:<br>&gt; виновной стороне — наименее благоприятный из тех, что были хоть сколько-нибудь возможны.<br>Так и осталось.", 0),
        ("td_sasha", "11 мая 2005, 21:05", "Так и осталось, я ничего не правил.", 1),
    ]
    return msgs, comments
