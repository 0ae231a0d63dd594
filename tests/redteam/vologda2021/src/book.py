#!/usr/bin/env python3
"""rt41: parse src/vologda2021.txt; write truth.json and the flat ODF (.fodt) of the pocket edition.

usage: book.py truth OUT.json
       book.py fodt OUT.fodt [pages.json]     (pages.json: contents page numbers found by src/pages.py)
"""
import json, re, sys, os
from xml.sax.saxutils import escape

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, 'vologda2021.txt')
LAT = str.maketrans('АВСЕ', 'ABCE')
ROMAN = {'I': 1, 'II': 2, 'III': 3, 'IV': 4, 'V': 5, 'VI': 6, 'VII': 7, 'VIII': 8, 'IX': 9, 'X': 10}
RUNNING_LEFT = 'Международные правила спортивного бриджа · 2017'


def parse():
    blocks = []          # (kind, dict)
    cur = None
    for raw in open(SRC, encoding='utf-8'):
        line = raw.rstrip('\n')
        if not line.strip() or line.startswith('#'):
            continue
        if line.startswith('%'):
            d, _, rest = line[1:].partition(' ')
            rest = rest.strip()
            if d in ('TITLE', 'IMPRINT'):
                cur = {'kind': d.lower(), 'lines': []}
            elif d == 'CONTENTS':
                cur = {'kind': 'contents', 'heading': rest}
            elif d == 'FRONT':
                cur = {'kind': 'front', 'heading': rest, 'paras': []}
            elif d == 'DEFS':
                cur = {'kind': 'defs', 'heading': rest, 'terms': []}
            elif d == 'CH':
                num, title = [x.strip() for x in rest.split('|', 1)]
                cur = {'kind': 'chapter', 'number': num, 'title': title}
            elif d == 'LAW':
                num, title = [x.strip() for x in rest.split('|', 1)]
                cur = {'kind': 'law', 'number': num, 'title': title, 'paras': []}
            elif d == 'SEC':
                let, title = [x.strip() for x in rest.split('|', 1)]
                cur = {'kind': 'section', 'letter': let, 'title': title, 'paras': []}
            elif d == 'IT':
                lab, text = [x.strip() for x in rest.split('|', 1)]
                cur = {'kind': 'item', 'label': lab, 'paras': [text]}
            elif d == 'FN':
                cur = {'kind': 'fn', 'text': rest}
            elif d == 'INDEX':
                cur = {'kind': 'index', 'heading': rest, 'entries': []}
            else:
                raise SystemExit('bad directive ' + line)
            blocks.append(cur)
            continue
        k = cur['kind']
        if k in ('title', 'imprint'):
            st, _, text = line.partition(' ')
            cur['lines'].append((st[1:], text))
        elif k in ('front', 'law', 'section'):
            cur['paras'].append(line)
        elif k == 'defs':
            term, sep, text = line.partition(' — ')
            cur['terms'].append((term, ' — ', text))
        elif k == 'index':
            cur['entries'].append(tuple(line.split('\t')))
        else:
            raise SystemExit('text after %s: %s' % (k, line))
    return blocks


def assign_ids(blocks):
    law = sec = item = sub = None
    for b in blocks:
        k = b['kind']
        if k == 'law':
            law, sec, item, sub = b['number'], None, None, None
            b['id'] = law
        elif k == 'section':
            sec = b['letter'].translate(LAT); item = sub = None
            b['id'] = law + sec
        elif k == 'item':
            lab = b['label']
            m = re.fullmatch(r'(\d+)\.', lab)
            if m:
                item = m.group(1); sub = None
                b['id'] = (law + sec + item) if sec else (law + '-' + item)
            elif sub and sub != '(h)' and re.fullmatch(r'\([ivx]+\)', lab):
                b['id'] = ((law + sec + item) if sec else (law + '-' + item)) + sub + lab
                b['roman'] = True
            elif re.fullmatch(r'\([a-z]\)', lab):
                sub = lab
                b['id'] = ((law + sec + item) if sec else (law + '-' + item)) + lab
            elif re.fullmatch(r'\([ivx]+\)', lab):
                b['id'] = ((law + sec + item) if sec else (law + '-' + item)) + sub + lab
            else:
                raise SystemExit('bad label ' + lab)
        elif k == 'fn':
            b['law'] = law


# refs written by hand (clause key -> refs in order of mention)
REFS = {
    'front:От составителя': ['16', '90'],
    'term:Несанкционированная информация': ['16'],
    'term:Претензия': ['68'],
    'term:Судья': ['81'],
    'term:Штрафная карта': ['49', '50', '51', '52'],
    '6D2': ['87'], '11B': ['90'],
    '13B2': ['12C2'], '13C': ['16C'], 'fn:13:1': ['90'],
    '15A2': ['12C1(d)'], '15B': ['16C', '26'],
    '17D2': ['17D1', '16C'], '17D3': ['15A'],
    '24B': ['23'], '24C': ['23'], '24D': ['50', '51'],
    '28B': ['16C'],
    '30': ['29A'], '30A': ['23'], '30B2': ['26'], '30B3': ['25'], '30C': ['31'],
    '36A': ['16C'], '36B': ['23', '26'], '36C': ['32'],
    '43A1': ['42'], '43B1': ['43A1', '43A2', '90'], '43B2': ['64'], 'fn:43:1': ['42B1'],
    '47B': ['62'], '47E2(b)(ii)': ['12C'], '47C': ['45C4(b)'], '47D': ['16D'],
    '49': ['50'], '53A': ['47E1'], '53C': ['57'],
    '57A': ['50'], '57B': ['59'],
    '62A': ['63'], '62B1': ['50'], '62C1': ['16D'], 'fn:62:1': ['47D'],
    '66D': ['79', '85'], '71': ['79C'], 'fn:74:1': ['73D2'],
    '79B': ['66D', '85'], '81C4': ['12'], '81C5': ['90'], '81C7': ['92', '93'], '83': ['92', '93'],
}

MARK = '[^]'


def clean(t):
    return t.replace(MARK, '')


def truth(blocks):
    cl = []
    used = set()

    def refs(key):
        used.add(key)
        return list(REFS.get(key, []))
    title_lines = []
    pending_fn = []
    fncount = {}
    for b in blocks:
        k = b['kind']
        if k in ('title', 'imprint'):
            title_lines += [t for _, t in b['lines']]
            continue
        if title_lines:
            cl.append({'kind': 'front', 'heading': None, 'text': ' '.join(title_lines), 'refs': []})
            title_lines = []
        if k in ('law', 'chapter', 'index') and pending_fn:
            cl += pending_fn; pending_fn = []
        if k == 'contents' or k == 'index':
            continue
        if k == 'front':
            cl.append({'kind': 'front', 'heading': b['heading'], 'text': ' '.join(b['paras']),
                       'refs': refs('front:' + b['heading'])})
        elif k == 'defs':
            cl.append({'kind': 'definitions', 'heading': b['heading'], 'text': '', 'refs': []})
            for term, sep, text in b['terms']:
                cl.append({'kind': 'term', 'term': term, 'sep': sep, 'text': text, 'refs': refs('term:' + term)})
        elif k == 'chapter':
            cl.append({'kind': 'chapter', 'id': 'ch%d' % ROMAN[b['number']], 'number': b['number'],
                       'title': b['title']})
        elif k == 'law':
            cl.append({'kind': 'law', 'id': b['id'], 'title': b['title'], 'text': clean(' '.join(b['paras'])),
                       'refs': refs(b['id'])})
        elif k == 'section':
            cl.append({'kind': 'section', 'id': b['id'], 'title': b['title'],
                       'text': clean(' '.join(b['paras'])), 'refs': refs(b['id'])})
        elif k == 'item':
            cl.append({'kind': 'item', 'id': b['id'], 'text': clean(' '.join(b['paras'])), 'refs': refs(b['id'])})
        elif k == 'fn':
            n = fncount[b['law']] = fncount.get(b['law'], 0) + 1
            pending_fn.append({'kind': 'footnote', 'law': b['law'], 'n': n, 'text': b['text'],
                               'refs': refs('fn:%s:%d' % (b['law'], n))})
    cl += pending_fn
    missing = set(REFS) - used
    if missing:
        raise SystemExit('REFS keys not used: %s' % sorted(missing))
    return {'book': 'vologda2021', 'kind': 'law', 'edition': 2017,
            'title': 'МЕЖДУНАРОДНЫЕ ПРАВИЛА СПОРТИВНОГО БРИДЖА', 'clauses': cl}


# ---------------------------------------------------------------- ODF
STYLES = r'''
<office:font-face-decls>
 <style:font-face style:name="P052" svg:font-family="P052" style:font-family-generic="roman"/>
 <style:font-face style:name="Nimbus Sans" svg:font-family="'Nimbus Sans'" style:font-family-generic="swiss"/>
</office:font-face-decls>
<office:styles>
 <style:default-style style:family="paragraph">
  <style:paragraph-properties fo:hyphenation-ladder-count="3" style:writing-mode="lr-tb"/>
  <style:text-properties style:font-name="P052" fo:font-size="8.5pt" fo:language="ru" fo:country="RU"
     fo:hyphenate="true" fo:hyphenation-remain-char-count="2" fo:hyphenation-push-char-count="2"/>
 </style:default-style>
 <style:style style:name="Standard" style:family="paragraph" style:class="text">
  <style:paragraph-properties fo:line-height="115%" fo:orphans="2" fo:widows="2"/>
 </style:style>
 <style:style style:name="Text_20_body" style:display-name="Text body" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="justify" fo:margin-top="0cm" fo:margin-bottom="0.06cm"/>
 </style:style>
 <style:style style:name="Lead" style:family="paragraph" style:parent-style-name="Text_20_body">
  <style:paragraph-properties fo:text-indent="0.35cm"/>
 </style:style>
 <style:style style:name="Item1" style:family="paragraph" style:parent-style-name="Text_20_body">
  <style:paragraph-properties fo:margin-left="0.45cm" fo:text-indent="-0.45cm">
   <style:tab-stops><style:tab-stop style:position="0cm"/></style:tab-stops></style:paragraph-properties>
 </style:style>
 <style:style style:name="Item2" style:family="paragraph" style:parent-style-name="Text_20_body">
  <style:paragraph-properties fo:margin-left="0.95cm" fo:text-indent="-0.5cm">
   <style:tab-stops><style:tab-stop style:position="0cm"/></style:tab-stops></style:paragraph-properties>
 </style:style>
 <style:style style:name="Item3" style:family="paragraph" style:parent-style-name="Text_20_body">
  <style:paragraph-properties fo:margin-left="1.45cm" fo:text-indent="-0.5cm">
   <style:tab-stops><style:tab-stop style:position="0cm"/></style:tab-stops></style:paragraph-properties>
 </style:style>
 <style:style style:name="Term" style:family="paragraph" style:parent-style-name="Text_20_body">
  <style:paragraph-properties fo:margin-left="0.35cm" fo:text-indent="-0.35cm" fo:margin-bottom="0.08cm"/>
 </style:style>
 <style:style style:name="Section" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:margin-top="0.14cm" fo:margin-bottom="0.04cm" fo:keep-with-next="always" fo:text-align="start"/>
  <style:text-properties fo:font-weight="bold" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="Heading" style:family="paragraph" style:parent-style-name="Standard" style:class="text">
  <style:paragraph-properties fo:keep-with-next="always" fo:text-align="center"/>
  <style:text-properties style:font-name="Nimbus Sans" fo:font-weight="bold" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="Heading_20_1" style:display-name="Heading 1" style:family="paragraph" style:parent-style-name="Heading" style:default-outline-level="1" style:class="text">
  <style:paragraph-properties fo:margin-top="0.1cm" fo:margin-bottom="0.3cm" fo:break-before="page"/>
  <style:text-properties fo:font-size="11pt"/>
 </style:style>
 <style:style style:name="Heading_20_2" style:display-name="Heading 2" style:family="paragraph" style:parent-style-name="Heading" style:default-outline-level="2" style:class="text">
  <style:paragraph-properties fo:margin-top="0.3cm" fo:margin-bottom="0.15cm"/>
  <style:text-properties fo:font-size="9pt"/>
 </style:style>
 <style:style style:name="Header" style:family="paragraph" style:parent-style-name="Standard" style:class="extra">
  <style:paragraph-properties fo:padding-bottom="0.05cm" fo:border-bottom="0.5pt solid #000000">
   <style:tab-stops><style:tab-stop style:position="12cm" style:type="right"/></style:tab-stops></style:paragraph-properties>
  <style:text-properties fo:font-size="7.5pt" fo:font-style="italic" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="Footnote" style:family="paragraph" style:parent-style-name="Standard" style:class="extra">
  <style:paragraph-properties fo:margin-left="0.3cm" fo:text-indent="-0.3cm" fo:text-align="justify"/>
  <style:text-properties fo:font-size="7pt"/>
 </style:style>
 <style:style style:name="Footnote_20_Symbol" style:display-name="Footnote Symbol" style:family="text"/>
 <style:style style:name="Footnote_20_anchor" style:display-name="Footnote anchor" style:family="text">
  <style:text-properties style:text-position="super 58%"/>
 </style:style>
 <style:style style:name="T_org" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="center" fo:margin-top="0.5cm"/>
  <style:text-properties style:font-name="Nimbus Sans" fo:font-size="10pt" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="T_big" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="center"/>
  <style:text-properties style:font-name="Nimbus Sans" fo:font-size="17pt" fo:font-weight="bold" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="T_big1" style:family="paragraph" style:parent-style-name="T_big">
  <style:paragraph-properties fo:margin-top="4.2cm"/>
 </style:style>
 <style:style style:name="T_sub" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="center" fo:margin-top="0.35cm"/>
  <style:text-properties fo:font-size="11pt" fo:font-style="italic" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="T_town" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="center"/>
  <style:text-properties fo:font-size="10pt" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="T_town1" style:family="paragraph" style:parent-style-name="T_town">
  <style:paragraph-properties fo:margin-top="5.5cm"/>
 </style:style>
 <style:style style:name="I_imp" style:family="paragraph" style:parent-style-name="Standard">
  <style:text-properties fo:font-size="8pt" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="I_imp1" style:family="paragraph" style:parent-style-name="I_imp">
  <style:paragraph-properties fo:break-before="page" fo:margin-top="7cm"/>
 </style:style>
 <style:style style:name="I_impj" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:text-align="justify" fo:margin-top="0.25cm"/>
  <style:text-properties fo:font-size="8pt"/>
 </style:style>
 <style:style style:name="C_head" style:family="paragraph" style:parent-style-name="Heading">
  <style:paragraph-properties fo:break-before="page" fo:margin-bottom="0.4cm"/>
  <style:text-properties fo:font-size="11pt"/>
 </style:style>
 <style:style style:name="C_ch" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:margin-top="0.12cm">
   <style:tab-stops><style:tab-stop style:position="11.8cm" style:type="right" style:leader-style="dotted" style:leader-text="."/></style:tab-stops></style:paragraph-properties>
  <style:text-properties fo:font-size="9pt" fo:font-weight="bold" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="C_law" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:margin-left="0.5cm">
   <style:tab-stops><style:tab-stop style:position="11.3cm" style:type="right" style:leader-style="dotted" style:leader-text="."/></style:tab-stops></style:paragraph-properties>
  <style:text-properties fo:font-size="8.5pt" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="X_entry" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties>
   <style:tab-stops><style:tab-stop style:position="5.8cm" style:type="right" style:leader-style="dotted" style:leader-text="."/></style:tab-stops></style:paragraph-properties>
  <style:text-properties fo:font-size="8pt" fo:hyphenate="false"/>
 </style:style>
 <style:style style:name="Strong" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>
 <text:outline-style style:name="Outline">
  <text:outline-level-style text:level="1" style:num-format=""/>
  <text:outline-level-style text:level="2" style:num-format=""/>
 </text:outline-style>
 <text:notes-configuration text:note-class="footnote" text:citation-style-name="Footnote_20_Symbol"
   text:citation-body-style-name="Footnote_20_anchor" style:num-format="1" text:start-value="0"
   text:footnotes-position="page" text:start-numbering-at="document"/>
</office:styles>
<office:automatic-styles>
 <style:page-layout style:name="pmFront">
  <style:page-layout-properties fo:page-width="14.8cm" fo:page-height="21cm" style:print-orientation="portrait"
    fo:margin-top="1.4cm" fo:margin-bottom="1.4cm" fo:margin-left="1.5cm" fo:margin-right="1.5cm"/>
 </style:page-layout>
 <style:page-layout style:name="pmMain" style:page-usage="mirrored">
  <style:page-layout-properties fo:page-width="14.8cm" fo:page-height="21cm" style:print-orientation="portrait"
    fo:margin-top="1.0cm" fo:margin-bottom="1.2cm" fo:margin-left="1.6cm" fo:margin-right="1.2cm">
   <style:columns fo:column-count="2" fo:column-gap="0.4cm">
    <style:column-sep style:width="0.02cm" style:color="#000000" style:height="100%" style:vertical-align="top"/>
   </style:columns>
   <style:footnote-sep style:width="0.018cm" style:distance-before-sep="0.1cm" style:distance-after-sep="0.1cm" style:line-style="solid" style:adjustment="left" style:rel-width="25%" style:color="#000000"/>
  </style:page-layout-properties>
  <style:header-style><style:header-footer-properties fo:min-height="0.5cm" fo:margin-bottom="0.3cm"/></style:header-style>
 </style:page-layout>
 <style:style style:name="P_defs" style:family="paragraph" style:parent-style-name="Heading_20_1" style:master-page-name="Main">
  <style:paragraph-properties style:page-number="auto"/>
 </style:style>
 <style:style style:name="P_first" style:family="paragraph" style:parent-style-name="T_org" style:master-page-name="Front">
  <style:paragraph-properties style:page-number="auto"/>
 </style:style>
</office:automatic-styles>
<office:master-styles>
 <style:master-page style:name="Front" style:page-layout-name="pmFront"/>
 <style:master-page style:name="Main" style:page-layout-name="pmMain">
  <style:header><text:p text:style-name="Header"><text:chapter text:display="name" text:outline-level="1"/><text:tab/><text:page-number text:select-page="current">1</text:page-number></text:p></style:header>
  <style:header-left><text:p text:style-name="Header"><text:page-number text:select-page="current">2</text:page-number><text:tab/>RUNLEFT</text:p></style:header-left>
 </style:master-page>
</office:master-styles>
'''.replace('RUNLEFT', RUNNING_LEFT)


def inline(text, law, fns, fnidx):
    """escape text, turning [^] marks into ODF footnotes."""
    out = []
    parts = text.split(MARK)
    for i, p in enumerate(parts):
        out.append(escape(p))
        if i < len(parts) - 1:
            body = fns.pop(0)
            fnidx[0] += 1
            n = fnidx[0]
            out.append('<text:note text:id="ftn%d" text:note-class="footnote"><text:note-citation>%d</text:note-citation>'
                       '<text:note-body><text:p text:style-name="Footnote">%s</text:p></text:note-body></text:note>'
                       % (n, n, escape(body)))
    return ''.join(out)


def sentence(t):
    return t[:1] + t[1:].lower()


def fodt(blocks, pages):
    body = []
    fnidx = [0]
    # footnotes per law, in order
    fns_by_law = {}
    for b in blocks:
        if b['kind'] == 'fn':
            fns_by_law.setdefault(b['law'], []).append(b['text'])
    law = None
    first_title = True
    for b in blocks:
        k = b['kind']
        if k == 'title':
            seen = set()
            for st, t in b['lines']:
                s = {'org': 'T_org', 'big': 'T_big', 'sub': 'T_sub', 'town': 'T_town'}[st]
                if st == 'org' and not seen:
                    s = 'P_first'
                if st in ('big', 'town') and st not in seen:
                    s += '1'
                seen.add(st)
                body.append('<text:p text:style-name="%s">%s</text:p>' % (s, escape(t)))
        elif k == 'imprint':
            for i, (st, t) in enumerate(b['lines']):
                s = 'I_' + st + ('1' if i == 0 else '')
                body.append('<text:p text:style-name="%s">%s</text:p>' % (s, escape(t)))
        elif k == 'contents':
            body.append('<text:p text:style-name="C_head">%s</text:p>' % escape(b['heading']))
            for bb in blocks:
                kk = bb['kind']
                if kk == 'front':
                    body.append('<text:p text:style-name="C_ch">%s<text:tab/>%s</text:p>'
                                % (escape(bb['heading']), pages.get('front', '00')))
                elif kk == 'defs':
                    body.append('<text:p text:style-name="C_ch">%s<text:tab/>%s</text:p>'
                                % ('Определения', pages.get('defs', '00')))
                elif kk == 'chapter':
                    body.append('<text:p text:style-name="C_ch">Глава %s. %s<text:tab/>%s</text:p>'
                                % (bb['number'], escape(bb['title']), pages.get('ch' + bb['number'], '00')))
                elif kk == 'law':
                    body.append('<text:p text:style-name="C_law">Правило %s. %s<text:tab/>%s</text:p>'
                                % (bb['number'], escape(sentence(bb['title'])), pages.get('law' + bb['number'], '00')))
                elif kk == 'index':
                    body.append('<text:p text:style-name="C_ch">%s<text:tab/>%s</text:p>'
                                % (escape(bb['heading']), pages.get('index', '00')))
        elif k == 'front':
            body.append('<text:p text:style-name="C_head">%s</text:p>' % escape(b['heading']))
            for p in b['paras']:
                body.append('<text:p text:style-name="Lead">%s</text:p>' % escape(p))
        elif k == 'defs':
            body.append('<text:h text:style-name="P_defs" text:outline-level="1">%s</text:h>' % escape(b['heading']))
            for term, sep, text in b['terms']:
                body.append('<text:p text:style-name="Term"><text:span text:style-name="Strong">%s</text:span>%s%s</text:p>'
                            % (escape(term), escape(sep), escape(text)))
        elif k == 'chapter':
            body.append('<text:h text:style-name="Heading_20_1" text:outline-level="1">Глава %s. %s</text:h>'
                        % (b['number'], escape(b['title'])))
        elif k == 'law':
            law = b['number']
            body.append('<text:h text:style-name="Heading_20_2" text:outline-level="2">ПРАВИЛО %s<text:line-break/>%s</text:h>'
                        % (law, escape(b['title'])))
            for p in b['paras']:
                body.append('<text:p text:style-name="Lead">%s</text:p>' % inline(p, law, fns_by_law.get(law), fnidx))
        elif k == 'section':
            body.append('<text:p text:style-name="Section">%s. %s</text:p>' % (b['letter'], escape(b['title'])))
            for p in b['paras']:
                body.append('<text:p text:style-name="Lead">%s</text:p>' % inline(p, law, fns_by_law.get(law), fnidx))
        elif k == 'item':
            lab = b['label']
            st = 'Item1' if lab.endswith('.') else ('Item3' if b.get('roman') else 'Item2')
            body.append('<text:p text:style-name="%s">%s<text:tab/>%s</text:p>'
                        % (st, escape(lab), inline(b['paras'][0], law, fns_by_law.get(law), fnidx)))
        elif k == 'index':
            body.append('<text:h text:style-name="Heading_20_1" text:outline-level="1">%s</text:h>' % escape(b['heading']))
            for e, nums in b['entries']:
                body.append('<text:p text:style-name="X_entry">%s<text:tab/>%s</text:p>' % (escape(e), escape(nums)))
    for law, rest in fns_by_law.items():
        if rest:
            raise SystemExit('unused footnotes in law %s' % law)
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
            'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
            'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
            'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" '
            'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" '
            'xmlns:dc="http://purl.org/dc/elements/1.1/" '
            'xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" '
            'office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.text">\n'
            '<office:meta><dc:title>Международные правила спортивного бриджа. Карманное издание</dc:title>'
            '<dc:language>ru-RU</dc:language></office:meta>\n'
            + STYLES +
            '<office:body><office:text>\n' + '\n'.join(body) + '\n</office:text></office:body></office:document>\n')


if __name__ == '__main__':
    blocks = parse()
    assign_ids(blocks)
    if sys.argv[1] == 'truth':
        json.dump(truth(blocks), open(sys.argv[2], 'w', encoding='utf-8'), ensure_ascii=False, indent=1)
    else:
        pages = json.load(open(sys.argv[3])) if len(sys.argv) > 3 else {}
        open(sys.argv[2], 'w', encoding='utf-8').write(fodt(blocks, pages))
