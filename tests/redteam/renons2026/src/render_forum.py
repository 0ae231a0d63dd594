#!/usr/bin/env python3
"""Write the raw phpBB-3-like thread pages (src/../build/forum/thread_pN.html) from blocks.json.
The saved pages in out/ are made from these by chromium (make.sh)."""
import json, os, html
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
B = json.load(open(os.path.join(HERE, 'blocks.json'), encoding='utf-8'))
blocks, marks = B['blocks'], B['marks']
OUT = os.path.join(ROOT, 'build', 'forum'); os.makedirs(OUT, exist_ok=True)
TOPIC = 'Международные правила спортивного бриджа 2017 (рабочий перевод)'
e = html.escape

# ---- the director's posts: blocks cut at @POST marks
cuts = [i for i, m in marks if m == '@POST']
chunks, start = [], 0
for c in cuts + [len(blocks)]:
    chunks.append(blocks[start:c]); start = c

def body_of(chunk):
    out = []
    for b in chunk:
        lines = [l.replace('‖', '') for l in b['lines']]
        t = b['tag']
        if t == 'title':
            out.append('<span style="font-size: 150%; line-height: 116%;"><span style="font-weight: bold">' + e(lines[0]) + '</span></span><br />' + '<br />'.join(e(l) for l in lines[1:]))
        elif t in ('fronthead', 'defshead'):
            out.append('<span style="font-weight: bold">' + e(lines[0]) + '</span>' + ''.join('<br />' + e(l) for l in lines[1:]))
        elif t == 'lawhead':
            out.append('<br /><span style="font-size: 120%; line-height: 116%;"><span style="font-weight: bold">' + e(lines[0]) + '</span></span>' + ''.join('<br />' + e(l) for l in lines[1:]))
        elif t == 'sechead':
            out.append('<span style="text-decoration: underline">' + e(lines[0]) + '</span>' + ''.join('<br />' + e(l) for l in lines[1:]))
        elif t == 'fn':
            out.append('<span style="font-size: 85%; line-height: 116%;">' + '<br />'.join(e(l) for l in lines) + '</span>')
        else:
            out.append('<br />'.join(e(l) for l in lines))
    # footnotes: a rule typed by hand before the first one of a Law
    res = []
    for b, h in zip(chunk, out):
        if b['tag'] == 'fn' and b['lines'][0].startswith('¹'):
            res.append('___________')
        res.append(h)
    return '<br />'.join(res)

def lines_of(law_id_pred, n=None):
    pass

def book_lines(ids):
    """display lines of the blocks whose clause id is in ids (for quotes)"""
    out = []
    for b in blocks:
        pass
    return out

# quotes: (clause-id list) -> the lines as shown
T = json.load(open(os.path.join(ROOT, 'truth.json'), encoding='utf-8'))['clauses']
def q(*ids):
    res = []
    for b in blocks:
        c = T[b['i']]
        if c.get('id') in ids:
            res += [l.replace('‖', '') for l in b['lines']]
    return res

U = {
 'dir': dict(name='Ветлугин', rank='Судья', posts=1234, uid=57, joined='14 мар 2009, 11:02',
             sig='Главный судья клуба «Ренонс» • Правила читают до турнира, а не после него'),
 'mar': dict(name='Марина_К', rank='Новичок', posts=12, uid=1893, joined='02 дек 2025, 21:40', sig=None),
 'dim': dict(name='dimon_bridge', rank='Игрок', posts=347, uid=655, joined='19 окт 2014, 08:15',
             sig='Прецизион — это не система, это образ жизни'),
 'pet': dict(name='Пётр Ильич', rank='Судья', posts=2210, uid=23, joined='07 янв 2008, 16:30',
             sig='Судья национальной категории. Мнение — моё личное, не федерации.'),
 'ksu': dict(name='ksenia.s', rank='Новичок', posts=5, uid=1911, joined='28 дек 2025, 12:03', sig=None),
 'old': dict(name='Старый_Вист', rank='Ветеран', posts=5120, uid=4, joined='30 июн 2006, 10:00',
             sig='Играю с 1987 года. ♠♥♦♣'),
}
# the thread: ('book', k) = director's chunk k; (user, text, quote) = others
P = []
dates = iter([
 '10 янв 2026, 19:15', '10 янв 2026, 19:18', '10 янв 2026, 20:02', '10 янв 2026, 21:37', '11 янв 2026, 09:12',
 '11 янв 2026, 09:30', '11 янв 2026, 10:44', '11 янв 2026, 12:05', '11 янв 2026, 18:20', '12 янв 2026, 08:51',
 '12 янв 2026, 19:05', '12 янв 2026, 19:40', '12 янв 2026, 22:16', '13 янв 2026, 10:10', '13 янв 2026, 13:27',
 '13 янв 2026, 19:02', '14 янв 2026, 09:45', '14 янв 2026, 20:11', '15 янв 2026, 07:58', '15 янв 2026, 19:30',
 '15 янв 2026, 21:02', '16 янв 2026, 11:11', '16 янв 2026, 19:00', '17 янв 2026, 10:20', '17 янв 2026, 16:48',
 '18 янв 2026, 12:00', '18 янв 2026, 19:25', '19 янв 2026, 09:03', '19 янв 2026, 19:10', '20 янв 2026, 08:40',
 '20 янв 2026, 19:33', '21 янв 2026, 14:14', '22 янв 2026, 19:45', '23 янв 2026, 10:05', '23 янв 2026, 18:18',
])
def other(u, text, quote=None, qwho=None):
    P.append(dict(user=u, text=text, quote=quote, qwho=qwho))
def book(k, edited=None):
    P.append(dict(user='dir', chunk=k, edited=edited))

book(0)
other('dim', '+1, давно ждали. Аркадий Семёнович, а будет одним файлом?')
book(1)
other('mar', 'Спасибо! А «открытая карта» и «штрафная карта» — это одно и то же или нет?')
other('pet', 'Марина, не одно и то же: открытая карта — это состояние карты, а штрафной она становится по Правилу 50 (его здесь ещё выложат).')
book(2)
other('ksu', 'Вопрос по сдаче:', q('6D2'), 'Ветлугин')
other('ksu_', None)  # placeholder removed below
P.pop()
P[-1]['text'] = 'То есть если я случайно увидела карту соседа уже в торговле, пересдачи может и не быть? Я думала, всегда пересдают.'
book(3, edited='11 янв 2026, 12:31')
other('dim', 'Вот это место всегда вызывает споры:', q('12C1(c)'), 'Ветлугин')
P[-1]['text'] = 'У нас в клубе взвешенные вообще никогда не давали. Это обязательно?'
other('pet', '+1 к вопросу. Насколько я знаю, это право судьи, а не обязанность.')
book(4)
other('old', 'Главное Правило турнира. Сколько лет играю — столько спорим о «логических альтернативах».', q('16B1(a)', '16B1(b)'), 'Ветлугин')
book(5)
other('mar', 'А если партнёр объяснил неправильно, мне надо сразу сказать? Я запуталась.')
other('dir_', None); P.pop()
P.append(dict(user='dir', text='Марина, нет: сразу говорить нельзя, ждите конца аукциона (если вы будете разыгрывать) или конца розыгрыша (если будете вистовать). Всё это в 20F4 выше.'))
book(6)
other('dim', '+1')
book(7)
other('ksu', 'А бывает, что соглашение есть, но оно «неявное»? Как это доказать?', q('40C2'), 'Ветлугин')
book(8)
other('pet', 'Про мелкую штрафную в оригинале чуть сложнее, но для клуба изложено верно.')
book(9)
other('old', 'Спасибо, наконец-то понятно про двенадцатую взятку.')
book(10)
other('dim', 'Классика:', q('70C'), 'Ветлугин')
P[-1]['text'] = 'Сколько раз видел, как претендент «забыл» про козырь. Судья всегда против него.'
book(11)
other('mar', 'А про 75 можно пример на живой сдаче? Пока не очень понятно, чем ошибочный колл отличается от ошибочного объяснения.')
other('pet', 'Марина, если в конвенционке написано «сильное», а партнёр сказал «слабое» — это ошибочное объяснение. Если в конвенционке «слабое», партнёр сказал «слабое», а у игрока на руках 18 очков — ошибочный колл. Второе — не нарушение.')
book(12)
other('ksu', 'Спасибо большое! Распечатала и положила в сумку.')
book(13)
other('old', 'Про телефоны — золотые слова.', q('90B6'), 'Ветлугин')
P[-1]['text'] = 'Золотые слова. Особенно про «устройства».'
other('dim', 'Аркадий Семёнович, спасибо за труд. Ждём продолжения — Правила 41–44 и 52–60!')
other('dir_', None); P.pop()
P.append(dict(user='dir', text='Будут, но уже в новой теме. Эту закрываю для ответов через неделю, вопросы — в личку или в «Вопросы судье».'))
assert len(P) == 34, len(P)

PAGES = [P[0:12], P[12:24], P[24:34]]
CSS = open(os.path.join(HERE, 'forum.css'), encoding='utf-8').read()
def pagination(n, count=True):
    parts = []
    if n > 1: parts.append(f'<a href="./viewtopic.php?f=12&amp;t=4471&amp;start={(n-2)*12}" rel="prev" class="button">Пред.</a> ')
    nums = []
    for k in (1, 2, 3):
        nums.append(f'<strong>{k}</strong>' if k == n else f'<a href="./viewtopic.php?f=12&amp;t=4471&amp;start={(k-1)*12}">{k}</a>')
    parts.append('<span>' + '<span class="page-sep">, </span>'.join(nums) + '</span>')
    if n < 3: parts.append(f' <a href="./viewtopic.php?f=12&amp;t=4471&amp;start={n*12}" rel="next" class="button">След.</a>')
    head = ('34 сообщения &bull; ' if count else '') + f'<a href="#" onclick="jumpto(); return false;" title="Перейти на страницу…">Страница <strong>{n}</strong> из <strong>3</strong></a> &bull; '
    return '<div class="pagination">' + head + ''.join(parts) + '</div>'

pid = 38911
def post_html(p, i, bg):
    global pid
    pid += 1 + (i * 7) % 5
    u = U[p['user']]
    date = next(dates)
    subj = e(TOPIC) if (i == 0) else 'Re: ' + e(TOPIC)
    if 'chunk' in p:
        content = body_of(chunks[p['chunk']])
    else:
        content = ''
        if p.get('quote'):
            content += ('<blockquote><div><cite>' + e(p['qwho']) + ' писал(а):</cite>' +
                        '<br />'.join(e(l) for l in p['quote']) + '</div></blockquote>')
        content += e(p['text'])
    notice = ''
    if p.get('edited'):
        notice = (f'<div class="notice">Последний раз редактировалось <a href="./memberlist.php?mode=viewprofile&amp;u={u["uid"]}" '
                  f'class="username">{e(u["name"])}</a> {p["edited"]}, всего редактировалось 1 раз.</div>')
    sig = f'<div id="sig{pid}" class="signature">{e(u["sig"])}</div>' if u['sig'] else ''
    return f'''
<div id="p{pid}" class="post {bg}">
 <div class="inner"><span class="corners-top"><span></span></span>
  <div class="postbody">
   <ul class="profile-icons"><li class="quote-icon"><a href="./posting.php?mode=quote&amp;f=12&amp;p={pid}" title="Ответить с цитатой"><span>Ответить с цитатой</span></a></li></ul>
   <h3{' class="first"' if i == 0 else ''}><a href="#p{pid}">{subj}</a></h3>
   <p class="author"><a href="./viewtopic.php?p={pid}#p{pid}"><img src="./styles/prosilver/imageset/icon_post_target.gif" width="11" height="9" alt="Сообщение" title="Сообщение" /></a><strong><a href="./memberlist.php?mode=viewprofile&amp;u={u["uid"]}">{e(u["name"])}</a></strong> &raquo; {date}</p>
   <div class="content">{content}</div>
   {notice}
   {sig}
  </div>
  <dl class="postprofile" id="profile{pid}">
   <dt><a href="./memberlist.php?mode=viewprofile&amp;u={u["uid"]}"><img src="./download/file.php?avatar={u["uid"]}_1389.jpg" width="90" height="90" alt="Аватара пользователя" /></a><br />
    <a href="./memberlist.php?mode=viewprofile&amp;u={u["uid"]}">{e(u["name"])}</a></dt>
   <dd>{e(u["rank"])}</dd>
   <dd>&nbsp;</dd>
   <dd><strong>Сообщений:</strong> {u["posts"]}</dd>
   <dd><strong>Зарегистрирован:</strong> {u["joined"]}</dd>
  </dl>
  <div class="back2top"><a href="#wrap" class="top" title="Вернуться к началу">Вернуться к началу</a></div>
 <span class="corners-bottom"><span></span></span></div>
</div>
<hr class="divider" />'''

for n, page in enumerate(PAGES, 1):
    posts = ''.join(post_html(p, (n - 1) * 12 + i, 'bg2' if i % 2 == 0 else 'bg1') for i, p in enumerate(page))
    doc = f'''<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" dir="ltr" lang="ru-ru" xml:lang="ru-ru">
<head>
<meta http-equiv="content-type" content="text/html; charset=UTF-8" />
<meta name="keywords" content="" />
<meta name="description" content="" />
<title>Бридж-форум Приволжья &bull; Просмотр темы - {e(TOPIC)}</title>
<style type="text/css">{CSS}</style>
</head>
<body id="phpbb" class="section-viewtopic ltr">
<div id="wrap">
 <a id="top" name="top" accesskey="t"></a>
 <div id="page-header">
  <div class="headerbar"><div class="inner"><span class="corners-top"><span></span></span>
   <div id="site-description">
    <a href="./index.php" title="Главная" id="logo"><span class="site_logo">&#9824;&#9829;</span></a>
    <h1>Бридж-форум Приволжья</h1>
    <p>Игроки, судьи и клубы спортивного бриджа</p>
    <p class="skiplink"><a href="#start_here">Пропустить</a></p>
   </div>
   <div id="search-box"><form action="./search.php" method="get" id="search"><fieldset>
    <input name="keywords" id="keywords" type="text" maxlength="128" title="Ключевые слова" class="inputbox search" value="Поиск…" />
    <input class="button2" value="Поиск" type="submit" /><br /><a href="./search.php" title="Параметры расширенного поиска">Расширенный поиск</a>
   </fieldset></form></div>
  <span class="corners-bottom"><span></span></span></div></div>
  <div class="navbar"><div class="inner"><span class="corners-top"><span></span></span>
   <ul class="linklist navlinks">
    <li class="icon-home"><a href="http://bridge-privolzhye.example.ru/" accesskey="h">Главная</a> <strong>&#8249;</strong> <a href="./index.php">Форум</a> <strong>&#8249;</strong> <a href="./viewforum.php?f=12">Судейство</a></li>
    <li class="rightside"><a href="#" onclick="fontsizeup(); return false;" class="fontsize" title="Изменить размер шрифта">Изменить размер шрифта</a></li>
   </ul>
   <ul class="linklist rightside">
    <li class="icon-faq"><a href="./faq.php" title="Часто задаваемые вопросы">FAQ</a></li>
    <li class="icon-register"><a href="./ucp.php?mode=register">Регистрация</a></li>
    <li class="icon-logout"><a href="./ucp.php?mode=login" title="Вход" accesskey="x">Вход</a></li>
   </ul>
  <span class="corners-bottom"><span></span></span></div></div>
 </div>
 <a name="start_here"></a>
 <div id="page-body">
<h2><a href="./viewtopic.php?f=12&amp;t=4471">{e(TOPIC)}</a></h2>
<p>Модератор: <a href="./memberlist.php?mode=viewprofile&amp;u=23">Пётр Ильич</a></p>
<div class="topic-actions">
 <div class="buttons"><div class="reply-icon"><a href="./posting.php?mode=reply&amp;f=12&amp;t=4471" title="Ответить"><span></span>Ответить</a></div></div>
 <div class="search-box"><form method="get" id="topic-search" action="./search.php"><fieldset><input class="inputbox search tiny" type="text" name="keywords" id="search_keywords" size="20" value="Поиск в теме…" /><input class="button2" type="submit" value="Поиск" /></fieldset></form></div>
 {pagination(n)}
</div>
<div class="clear"></div>
{posts}
<div class="topic-actions">
 <div class="buttons"><div class="reply-icon"><a href="./posting.php?mode=reply&amp;f=12&amp;t=4471" title="Ответить"><span></span>Ответить</a></div></div>
 {pagination(n)}
</div>
<p></p><p><a href="./viewforum.php?f=12" class="left-box left" accesskey="r">Вернуться в «Судейство»</a></p>
<h3>Кто сейчас на конференции</h3>
<p>Сейчас этот форум просматривают: нет зарегистрированных пользователей и 3 гостя</p>
 </div>
 <div id="page-footer">
  <div class="navbar"><div class="inner"><span class="corners-top"><span></span></span>
   <ul class="linklist"><li class="icon-home"><a href="./index.php" accesskey="h">Список форумов</a></li>
   <li class="rightside"><a href="./memberlist.php?mode=leaders">Наша команда</a> &bull; <a href="./ucp.php?mode=delete_cookies">Удалить cookies конференции</a> &bull; Часовой пояс: UTC + 3 часа</li></ul>
  <span class="corners-bottom"><span></span></span></div></div>
  <div class="copyright">Powered by <a href="https://www.phpbb.com/">phpBB</a>&reg; Forum Software &copy; phpBB Group
   <br /><a href="http://www.phpbbguru.net">Русская поддержка phpBB</a>
  </div>
 </div>
</div>
<div><a id="bottom" name="bottom" accesskey="z"></a></div>
</body>
</html>
'''
    with open(os.path.join(OUT, f'thread_p{n}.html'), 'w', encoding='utf-8') as f:
        f.write(doc)
print('forum: posts per page', [len(p) for p in PAGES], 'director chunks', len(chunks))
