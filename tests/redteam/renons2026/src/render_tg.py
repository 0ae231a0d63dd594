#!/usr/bin/env python3
"""Write the Telegram Desktop export (HTML: messages.html, messages2.html; JSON: result.json) of the club channel."""
import json, os, html, datetime as dt
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
B = json.load(open(os.path.join(HERE, 'blocks.json'), encoding='utf-8'))
blocks, marks = B['blocks'], B['marks']
OUT = os.path.join(ROOT, 'out', 'telegram'); os.makedirs(os.path.join(OUT, 'css'), exist_ok=True)
CH = 'Бридж-клуб «Ренонс»'
CH_ID = 1873305521
TZ = dt.timezone(dt.timedelta(hours=3))
e = html.escape

# ---------- book messages: list of segments (text, bold)
tg_marks = {i for i, m in marks if m == '@TG'}
msgs, cur, curlaw = [], None, None
def new(law=None, cont=False):
    global cur
    cur = {'segs': [], 'law': law}; msgs.append(cur)
    if cont:
        cur['segs'].append(('Продолжение Правила ' + law, 'italic'))
for k, b in enumerate(blocks):
    t = b['tag']
    if t in ('title', 'fronthead', 'defshead', 'lawhead'):
        new(b['law'])
    elif k in tg_marks:
        new(b['law'], cont=True)
    for j, line in enumerate(b['lines']):
        bold = (j == 0 and t in ('title', 'fronthead', 'defshead', 'lawhead', 'sechead'))
        if t == 'fn' and j == 0 and line.startswith('¹'):
            cur['segs'].append(('', None))
        if '‖' in line:
            a, c = line.split('‖')
            cur['segs'].append((a.rstrip(), None))
            new(b['law']); cur['segs'].append(('(продолжение) ' + c.lstrip(), None))
            cur['mid'] = True
            continue
        cur['segs'].append((line, 'bold' if bold else None))

# ---------- club announcements (not the book), keyed by the book message they follow
ANN = {
 0: [('2026-01-10 12:00', 'Расписание на неделю 12–18 января:\nпн 19:00 — парный турнир (Митчелл, 24 сдачи)\nср 19:00 — командный турнир, швейцарка\nсб 12:00 — занятие для начинающих, ведёт Ирина Павловна\nВзнос прежний — 300 ₽, для студентов 150 ₽.', [('👍', 9)])],
 2: [('2026-01-11 22:40', 'Итоги парного турнира 11.01 (20 пар):\n1. Сёмин — Лаврова 63,8 %\n2. Гудков — Гудкова 60,2 %\n3. Ахметов — Белых 58,9 %\nПротоколы — на сайте клуба. Поздравляем!', [('🔥', 7), ('👏', 4)])],
 5: [('2026-01-13 09:00', 'Напоминаю: в среду командный турнир начинается в 19:00 ровно, регистрация до 18:45. Составы команд — капитанам в личку.', None)],
 8: [('2026-01-14 23:10', 'Итоги командного турнира 14.01: 1. «Трефовый туз» 78 VP, 2. «Бубновый валет» 71 VP, 3. «Без козыря» 66 VP. Спасибо всем, было 9 команд!', [('👏', 11)])],
 11: [('FWD', 'Областной кубок по спортивному бриджу пройдёт 7–8 февраля во Дворце спорта. Заявки принимаются до 1 февраля по адресу cup@bridge-privolzhye.example.ru.', None)],
 14: [('2026-01-17 18:30', 'В субботу занятие для начинающих переносится на 13:00 — зал занят до обеда.', None)],
 17: [('2026-01-18 21:50', 'Итоги парного турнира 18.01 (16 пар):\n1. Лаврова — Сёмин 61,5 %\n2. Ахметов — Белых 59,0 %\n3. Кислицына — Орлов 57,3 %', [('❤', 5), ('👍', 3)])],
 21: [('2026-01-20 10:00', 'Расписание на неделю 19–25 января:\nпн 19:00 — парный турнир\nср 19:00 — Хауэлл на 8 пар с разбором сдач\nсб 12:00 — занятие для начинающих\nВ воскресенье клуб закрыт.', None)],
 25: [('2026-01-21 22:00', 'Опрос: кто поедет на областной кубок? Пишите капитанам команд до пятницы.', [('🤔', 2)])],
 29: [('2026-01-23 20:45', 'Итоги турнира с разбором 21.01: 1. Гудков — Гудкова 64,1 %, 2. Сёмин — Лаврова 55,7 %. Разбор сдач выложим отдельным файлом.', [('👏', 6)])],
 33: [('2026-01-25 11:00', 'Напоминание для всех: телефоны во время тура — выключены и в сумке. Это не прихоть, см. примечание к Правилу 90, которое скоро будет здесь.', None)],
 36: [('2026-01-26 19:05', 'Клуб поздравляет Ирину Павловну с юбилеем! 🎉', [('❤', 24), ('🎉', 12)])],
 1: [('2026-01-10 23:00', 'Вопросы по переводу Правил можно задавать в нашем чате или на форуме, в теме «Судейство».', None)],
 4: [('2026-01-12 21:30', 'Итоги понедельничного турнира 12.01: 1. Ахметов — Белых 62,0 %, 2. Орлов — Кислицына 58,4 %, 3. Сёмин — Лаврова 56,1 %.', [('👏', 5)])],
 7: [('2026-01-14 09:15', 'Сегодня в 19:00 командный турнир. Столов хватит на 10 команд, приходите!', None)],
 10: [('2026-01-15 20:00', 'Потерян зелёный шарф в гардеробе клуба. Хозяйка, отзовитесь 🙂', [('😁', 6)])],
 13: [('2026-01-16 22:30', 'Ищу партнёра на областной кубок, играю «Стандарт» и немного прецизион. Пишите @semin_bridge (объявление от Сёмина).', None)],
 19: [('2026-01-19 22:20', 'Итоги турнира 19.01 (18 пар): 1. Кислицына — Орлов 60,9 %, 2. Гудков — Гудкова 59,3 %, 3. Ахметов — Белых 55,0 %.', [('👍', 7)])],
 23: [('2026-01-21 10:00', 'Сегодня разбор сдач ведёт Ветлугин: приносите свои вопросы по торговле и розыгрышу.', None)],
 27: [('2026-01-22 21:00', 'В клуб привезли новые доски и бидинг-боксы. Спасибо спонсорам!', [('🔥', 15)])],
 31: [('2026-01-24 12:30', 'Занятие для начинающих сегодня — тема «Контра на вывод». Ждём всех.', None)],
 35: [('2026-01-26 09:00', 'Расписание на неделю 26 января – 1 февраля:\nпн 19:00 — парный турнир\nср 19:00 — командный турнир\nсб 12:00 — занятие для начинающих', None)],
 38: [('2026-01-27 22:15', 'Итоги турнира 26.01: 1. Сёмин — Лаврова 65,2 % (рекорд сезона!), 2. Гудков — Гудкова 57,7 %.', [('🏆', 9), ('👏', 8)])],
}

# ---------- the message stream
stream = []   # dicts: kind service/default, id, when, ...
mid = [1]
def add(**kw):
    kw['id'] = mid[0]; mid[0] += 1; stream.append(kw); return kw
start = dt.datetime(2025, 12, 20, 14, 3, 11, tzinfo=TZ)
add(kind='service', when=start, action='create_channel', body='Канал создан')
add(kind='default', when=start + dt.timedelta(minutes=2), segs=[('Здесь будут объявления клуба, результаты турниров и — по частям — рабочий перевод Правил 2017 года от нашего главного судьи.', None)])
t = dt.datetime(2026, 1, 10, 11, 0, tzinfo=TZ)
pin_target = None
pending = []
slot = [-1]
for k, m in enumerate(msgs):
    # a new Law (not a continuation) starts on a new evening slot; parts of one Law follow minutes apart
    first_part = not (m['segs'] and (m['segs'][0][1] == 'italic' or m.get('mid')))
    if first_part:
        slot[0] += 1
        w = dt.datetime(2026, 1, 10, 10 if slot[0] % 2 == 0 else 20, 7 * (slot[0] % 5), tzinfo=TZ) + dt.timedelta(days=slot[0] // 2)
        t = w if w > t else t + dt.timedelta(minutes=30)
    else:
        t = t + dt.timedelta(minutes=3, seconds=17)
    r = None
    if k in (3, 9, 12, 27): r = [('👍', 5 + k % 7)]
    if k == 15: r = [('🔥', 8), ('👍', 14)]
    msg = add(kind='default', when=t, segs=m['segs'], book=True, reactions=r)
    if k == 0:
        pin_target = msg['id']
        add(kind='service', when=t + dt.timedelta(minutes=1), action='pin_message', message_id=msg['id'],
            body='Бридж-клуб «Ренонс» закрепил(а) «это сообщение»')
    nxt = msgs[k + 1] if k + 1 < len(msgs) else None
    cont_next = nxt and nxt['segs'] and (nxt['segs'][0][1] == 'italic' or nxt.get('mid'))
    pending += ANN.get(k, [])
    if not cont_next:
        todo, pending[:] = list(pending), []
        for when, text, reac in todo:
            if when == 'FWD':
                add(kind='default', when=t + dt.timedelta(minutes=40), segs=[(text, None)], fwd='Федерация спортивного бриджа Приволжья',
                    fwd_when=dt.datetime(2026, 1, 15, 12, 0, 5, tzinfo=TZ), reactions=reac)
                continue
            w = dt.datetime.strptime(when, '%Y-%m-%d %H:%M').replace(tzinfo=TZ)
            if w <= t: w = t + dt.timedelta(minutes=40)
            t = w
            add(kind='default', when=w, segs=[(l, None) for l in text.split('\n')], reactions=reac)
assert all(s['when'] <= n['when'] for s, n in zip(stream, stream[1:])), 'time order'

MONTHS = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря']
def title_attr(w): return w.strftime('%d.%m.%Y %H:%M:%S') + ' UTC+03:00'

def text_html(segs):
    parts = []
    for s, f in segs:
        if f == 'bold': parts.append('<strong>' + e(s) + '</strong>')
        elif f == 'italic': parts.append('<em>' + e(s) + '</em>')
        else: parts.append(e(s))
    return '<br>'.join(parts)

def reactions_html(r):
    if not r: return ''
    inner = ''.join(f'''
        <span class="reaction">
         <span class="emoji">{em}</span>
         <span class="count">{n}</span>
        </span>''' for em, n in r)
    return f'''
       <span class="reactions">{inner}
       </span>'''

dsep = [0]
def render(items, prev_file, next_file):
    out, prev, day = [], None, None
    for m in items:
        d = m['when'].date()
        if d != day:
            dsep[0] -= 1
            out.append(f'''
     <div class="message service" id="message{dsep[0]}">
      <div class="body details">
{m['when'].day} {MONTHS[m['when'].month - 1]} {m['when'].year}
      </div>
     </div>''')
            day = d; prev = None
        if m['kind'] == 'service':
            body = m['body']
            if m['action'] == 'pin_message':
                body = f'Бридж-клуб «Ренонс» закрепил(а) <a href="#go_to_message{m["message_id"]}" onclick="return GoToMessage({m["message_id"]})">это сообщение</a>'
            out.append(f'''
     <div class="message service" id="message{m['id']}">
      <div class="body details">
{body}
      </div>
     </div>''')
            prev = None; continue
        joined = prev is not None and not m.get('fwd') and not prev.get('fwd') and (m['when'] - prev['when']).total_seconds() < 900
        cls = 'message default clearfix' + (' joined' if joined else '')
        head = '' if joined else f'''
      <div class="pull_left userpic_wrap">
       <div class="userpic userpic3" style="width: 42px; height: 42px">
        <div class="initials" style="line-height: 42px">
Р
        </div>
       </div>
      </div>'''
        body_inner = f'''
       <div class="pull_right date details" title="{title_attr(m['when'])}">
{m['when'].strftime('%H:%M')}
       </div>'''
        if not joined:
            body_inner += f'''
       <div class="from_name">
{e(CH)}
       </div>'''
        if m.get('fwd'):
            body_inner += f'''
       <div class="forwarded body">
        <div class="from_name">
Переслано из {e(m['fwd'])}<span class="date details" title="{title_attr(m['fwd_when'])}"> {m['fwd_when'].strftime('%d.%m.%Y %H:%M:%S')}</span>
        </div>
        <div class="text">
{text_html(m['segs'])}
        </div>
       </div>'''
        else:
            body_inner += f'''
       <div class="text">
{text_html(m['segs'])}
       </div>'''
        body_inner += reactions_html(m.get('reactions'))
        out.append(f'''
     <div class="{cls}" id="message{m['id']}">{head}
      <div class="body">{body_inner}
      </div>
     </div>''')
        prev = m
    pag_top = f'''
     <a class="pagination block_link" href="{prev_file}">
Previous messages
     </a>''' if prev_file else ''
    pag_bot = f'''
     <a class="pagination block_link" href="{next_file}">
Next messages
     </a>''' if next_file else ''
    return f'''<!DOCTYPE html>
<html>

 <head>

  <meta charset="utf-8"/>
<title>Exported Data</title>

  <meta content="width=device-width, initial-scale=1.0" name="viewport"/>

  <link href="css/style.css" rel="stylesheet"/>

 </head>

 <body>

  <div class="page_wrap">

   <div class="page_header">

    <div class="content">

     <div class="text bold">
{e(CH)}
     </div>

    </div>

   </div>

   <div class="page_body chat_page">

    <div class="history">
{pag_top}{''.join(out)}{pag_bot}

    </div>

   </div>

  </div>

 </body>

</html>
'''

half = next(i for i, m in enumerate(stream) if i >= len(stream) // 2 and m.get('book') and
            not (m['segs'][0][1] == 'italic' or m['segs'][0][0].startswith('(продолжение)')))
open(os.path.join(OUT, 'messages.html'), 'w', encoding='utf-8').write(render(stream[:half], None, 'messages2.html'))
open(os.path.join(OUT, 'messages2.html'), 'w', encoding='utf-8').write(render(stream[half:], 'messages.html', None))
open(os.path.join(OUT, 'css', 'style.css'), 'w', encoding='utf-8').write(open(os.path.join(HERE, 'tg_style.css'), encoding='utf-8').read())

# ---------- JSON
def jtext(segs):
    parts = []
    for j, (s, f) in enumerate(segs):
        sep = '\n' if j < len(segs) - 1 else ''
        if f in ('bold', 'italic'):
            parts.append({'type': f, 'text': s})
            if sep: parts.append(sep)
        else:
            parts.append(s + sep)
    # merge adjacent plain strings as Telegram does
    merged = []
    for p in parts:
        if isinstance(p, str) and merged and isinstance(merged[-1], str): merged[-1] += p
        else: merged.append(p)
    if all(isinstance(p, str) for p in merged):
        return ''.join(merged), [{'type': 'plain', 'text': ''.join(merged)}]
    ents = [p if isinstance(p, dict) else {'type': 'plain', 'text': p} for p in merged]
    return merged, ents
J = {'name': CH, 'type': 'public_channel', 'id': CH_ID, 'messages': []}
for m in stream:
    base = {'id': m['id'], 'type': 'service' if m['kind'] == 'service' else 'message',
            'date': m['when'].strftime('%Y-%m-%dT%H:%M:%S'), 'date_unixtime': str(int(m['when'].timestamp()))}
    if m['kind'] == 'service':
        base.update({'actor': CH, 'actor_id': f'channel{CH_ID}', 'action': m['action']})
        if m['action'] == 'create_channel': base['title'] = CH
        else: base['message_id'] = m['message_id']
        base.update({'text': '', 'text_entities': []})
    else:
        base.update({'from': CH, 'from_id': f'channel{CH_ID}'})
        if m.get('fwd'): base['forwarded_from'] = m['fwd']
        tx, ents = jtext(m['segs'])
        base.update({'text': tx, 'text_entities': ents})
        if m.get('reactions'):
            base['reactions'] = [{'type': 'emoji', 'count': n, 'emoji': em} for em, n in m['reactions']]
    J['messages'].append(base)
with open(os.path.join(OUT, 'result.json'), 'w', encoding='utf-8') as f:
    json.dump(J, f, ensure_ascii=False, indent=1); f.write('\n')
longest = max(len(''.join(s for s, _ in m['segs'])) for m in stream if m['kind'] == 'default')
assert longest < 4096, longest
print('telegram:', len(stream), 'messages;', sum(1 for m in stream if m.get('book')), 'book messages; split at', half, '; longest', longest)
