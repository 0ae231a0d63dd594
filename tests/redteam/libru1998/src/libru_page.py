#!/usr/bin/env python3
"""Put the <pre> text into a Moshkov-library page of the 2000s, KOI8-R: out/libru1998_koi8r.html"""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
pre = open(os.path.join(ROOT, 'build', 'pre.html'), encoding='utf-8').read()
head = '''<html><head><title>Тихомиров Г.А. (перевод). Международные правила спортивного бриджа</title>
<META http-equiv="Content-Type" content="text/html; charset=koi8-r">
</head><body bgcolor=#FFFFFF text=#000000 link=#0000FF vlink=#800080>
<center><font size=-1>
<a href="/">Lib.Ru</a> | <a href="/SPORT/">Спорт</a> | <a href="/GAMES/">Игры</a> | <a href="/GAMES/BRIDGE/">Бридж</a> | <a href="/NEWS.txt">Новое</a> | <a href="/HELP.txt">Помощь</a> | <a href="/Mirrors.html">Зеркала</a> | <a href="/SEARCH/">Поиск</a>
</font></center>
<hr noshade>
<h2>Г.А. Тихомиров (перевод)<br>
Международные правила спортивного бриджа. Редакция 1997 года</h2>
<small><ul>
<li><a href="/GAMES/BRIDGE/COMMENTS/bridge97.html">Оставьте комментарий</a>
<li>&copy; Copyright Клуб &laquo;Северный Козырь&raquo;, 1998
<li>Размещен: 12/03/2003, изменен: 12/03/2003. 94k. <a href="bridge97.txt">Статистика</a>.
<li><a href="bridge97.txt_Ascii.rtf.zip">RTF</a> | <a href="bridge97.txt_with-big-pictures.html">Версия для печати</a> | <a href="bridge97.txt_Ascii.txt">TXT (DOS)</a>
</ul></small>
<b>Оценка: 7.46*13</b> &nbsp; Ваша оценка: <select name=BALL><option value=0 selected>---
<option value=10>шедевр<option value=9>отлично<option value=8>хорошо<option value=7>нормально<option value=6>не читал
<option value=5>терпимо<option value=4>посредственно<option value=3>плохо<option value=2>очень плохо<option value=1>не читать</select>
<hr noshade>
<pre>
'''
foot = '''
</pre>
<hr noshade>
<center>
<a href="/GAMES/BRIDGE/">Бридж</a> | <a href="/">Lib.Ru</a> | <a href="/GAMES/BRIDGE/COMMENTS/bridge97.html">Оставьте комментарий</a>
<br><br>
<a href="http://top.list.example.ru/jump?from=12345"><img src="http://top.list.example.ru/counter?id=12345;t=11" alt="TopList" width=88 height=31 border=0></a>
<a href="http://top100.rambler.example.ru/top100/"><img src="http://counter.rambler.example.ru/top100.cnt?12345" alt="Rambler's Top100" width=88 height=31 border=0></a>
<br>
<small>Последнее изменение: Wed, 12 Mar 2003 10:14:51 GMT<br>
Количество посещений: 2318 с 01.06.2001</small>
</center>
</body></html>
'''
page = (head + pre + foot).replace('\n', '\r\n')
open(os.path.join(ROOT, 'out', 'libru1998_koi8r.html'), 'wb').write(page.encode('koi8-r'))
