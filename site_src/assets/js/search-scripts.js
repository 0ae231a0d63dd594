/* The search engine's scripts in load order: the one place this list is written. The worker (importScripts),
 * the shim (script tags, from a folder), the browser tests and the bench all load the engine from it;
 * tests/test_site_scripts.py checks that it names every part of the engine. */
/* exported LAWREF_SEARCH_SCRIPTS */
var LAWREF_SEARCH_SCRIPTS = ["search-ids.js", "search-rules.js", "search-query.js", "search-engine.js",
                             "search-render.js"];
