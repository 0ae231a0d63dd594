// What the site's scripts share through globals, for tsc --checkJs (jsconfig.json); not shipped with the site.
interface Window {
  LAWREF_DATA: any;      // assets/js/lawref-data.js, written at build time (lawref.site.assets)
  LawrefSearch: any;     // the search engine's namespace, set by search-ids.js and filled by the other parts
  lawref: any;           // what lawref.js exposes to the tests
  __lawrefSearch: any;   // the engine the worker keeps between messages
  LAWREF_SEARCH_SCRIPTS: string[];
}
declare var LawrefSearch: any;
declare var LAWREF_SEARCH_SCRIPTS: string[];  // search-scripts.js
declare function importScripts(...urls: string[]): void;  // search-worker.js runs in a Web Worker
