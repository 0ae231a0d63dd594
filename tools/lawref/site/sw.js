/* lawref's service worker: the template lawref.site.pwa fills in and writes as sw.js at the built site's root.
 *
 * After the first visit every file of the build (pages, styles, scripts, the search data under search/, the
 * booklet) is in one cache named after the build's version, so a phone at a venue without network still opens
 * any page, searches and follows references. A new build is a new version: the browser downloads it beside the
 * old one and it waits until the reader presses «Обновить» (the page posts "skip-waiting"); the old cache is
 * then deleted. Served by `mkdocs serve`, this file is replaced by one that unregisters itself (SERVING), so a
 * cache never hides the live-reloaded pages. */
"use strict";

var VERSION = "__LAWREF_VERSION__";
var FILES = __LAWREF_FILES__;
var SERVING = __LAWREF_SERVING__;
var PREFIX = "lawref-";
var CACHE = PREFIX + VERSION;
var SCOPE = new URL(self.registration.scope);

function dropOldCaches(keep) {
  return caches.keys().then(function (keys) {
    return Promise.all(keys.filter(function (key) {
      return key.indexOf(PREFIX) === 0 && key !== keep;
    }).map(function (key) { return caches.delete(key); }));
  });
}

if (SERVING) {
  self.addEventListener("install", function () { self.skipWaiting(); });
  self.addEventListener("activate", function (event) {
    event.waitUntil(dropOldCaches(null).then(function () { return self.registration.unregister(); }));
  });
} else {
  self.addEventListener("install", function (event) {
    /* cache: "reload" skips the HTTP cache, so a new version never stores an older file. */
    event.waitUntil(caches.open(CACHE).then(function (cache) {
      return cache.addAll(FILES.map(function (path) { return new Request(path, { cache: "reload" }); }));
    }));
  });

  self.addEventListener("activate", function (event) {
    event.waitUntil(dropOldCaches(CACHE).then(function () { return self.clients.claim(); }));
  });

  self.addEventListener("message", function (event) {
    if (event.data === "skip-waiting") self.skipWaiting();
  });

  self.addEventListener("fetch", function (event) {
    var request = event.request;
    if (request.method !== "GET") return;
    var url = new URL(request.url);
    if (url.origin !== SCOPE.origin || url.pathname.indexOf(SCOPE.pathname) !== 0) return;
    event.respondWith(fromCache(request, url));
  });
}

/* The cached file for a request (a folder is its index.html; the query string is ignored), else the network;
 * offline, a page that was never part of the site gets the site's 404 page. */
function fromCache(request, url) {
  var key = new URL(url.href);
  key.search = "";
  key.hash = "";
  if (key.pathname.charAt(key.pathname.length - 1) === "/") key.pathname += "index.html";
  return caches.open(CACHE).then(function (cache) {
    return cache.match(key.href).then(function (hit) {
      if (hit) return hit;
      return fetch(request).catch(function (error) {
        if (request.mode !== "navigate") throw error;
        return cache.match(new URL("404.html", SCOPE).href).then(function (page) {
          if (page) return page;
          throw error;
        });
      });
    });
  });
}
