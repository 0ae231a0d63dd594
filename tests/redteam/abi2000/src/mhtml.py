#!/usr/bin/env python3
"""Open the CP1251 web page in Chromium (Playwright driving /usr/bin/chromium) as if from the federation's old
site, and save it as a browser does with «Сохранить как… веб-архив»: the DevTools command Page.captureSnapshot
(format mhtml). The page is served to Chromium at its old address by Playwright's request routing (the bytes of
PAGE.htm with «text/html; charset=windows-1251»; other files of the site answer 404).
Usage: mhtml.py PAGE.htm OUT.mht"""
import sys, pathlib
from playwright.sync_api import sync_playwright

SITE = 'http://bridge-kamsk.narod.ru/'
page_path, out = pathlib.Path(sys.argv[1]), sys.argv[2]
body = page_path.read_bytes()


def serve(route):
    if route.request.url == SITE + 'zakony97.htm':
        route.fulfill(status=200, body=body, headers={'Content-Type': 'text/html; charset=windows-1251'})
    else:
        route.fulfill(status=404, body=b'', headers={'Content-Type': 'text/html'})


with sync_playwright() as p:
    b = p.chromium.launch(executable_path='/usr/bin/chromium', args=['--no-sandbox', '--disable-gpu'])
    pg = b.new_page()
    pg.route(SITE + '**', serve)
    pg.goto(SITE + 'zakony97.htm', wait_until='load')
    cdp = pg.context.new_cdp_session(pg)
    snap = cdp.send('Page.captureSnapshot', {'format': 'mhtml'})['data']
    open(out, 'w', encoding='utf-8', newline='').write(snap)
    b.close()
