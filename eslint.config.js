// eslint for the site's scripts: plain browser scripts (no modules, no build step: the site works from file://).
// make test runs it through `npm run check` when npm is installed (make serve needs no Node).
const js = require("@eslint/js");
const globals = require("globals");

module.exports = [
  { ignores: ["**/*", "!site_src/", "!site_src/assets/", "!site_src/assets/js/", "!site_src/assets/js/*.js",
              "!tools/", "!tools/lawref/", "!tools/lawref/site/", "!tools/lawref/site/sw.js",
              "!tools/lawref/search/", "!tools/lawref/search/material_search.js", "!eslint.config.js"] },
  js.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: "script", globals: { ...globals.browser } },
    rules: {
      // a worker names the globals it gets from importScripts in a /* global */ comment
      "no-redeclare": ["error", { builtinGlobals: false }],
      // the query reader drops control characters on purpose (search-query.js, as lawref.search.query does)
      "no-control-regex": "off",
    },
  },
  {
    files: ["site_src/assets/js/search-*.js"],
    languageOptions: { globals: { LawrefSearch: "writable" } },  // the engine's namespace, set by search-ids.js
  },
  {
    files: ["site_src/assets/js/search-worker.js"],
    languageOptions: { globals: { ...globals.worker } },
  },
  {
    files: ["tools/lawref/site/sw.js"],
    languageOptions: {
      globals: {
        ...globals.serviceworker,
        // filled in by lawref.site.pwa when it writes the worker into the built site
        __LAWREF_FILES__: "readonly", __LAWREF_SERVING__: "readonly",
      },
    },
  },
  {
    files: ["tools/lawref/search/material_search.js", "eslint.config.js"],
    languageOptions: { sourceType: "commonjs", globals: { ...globals.node } },
  },
];
