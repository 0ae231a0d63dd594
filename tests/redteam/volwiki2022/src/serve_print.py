#!/usr/bin/env python3
"""A tiny local web server that answers every GET with the print page, so that Chromium prints it with the
   URL a reader would have had in the address bar (…/index.php?title=…&printable=yes).
   usage: serve_print.py FILE PORT"""
import sys
from http.server import BaseHTTPRequestHandler, HTTPServer

DATA = open(sys.argv[1], 'rb').read()


class H(BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(200)
        self.send_header('Content-Type', 'text/html; charset=UTF-8')
        self.send_header('Content-Length', str(len(DATA)))
        self.end_headers()
        self.wfile.write(DATA)

    def log_message(self, *a):
        pass


HTTPServer(('127.0.0.1', int(sys.argv[2])), H).serve_forever()
