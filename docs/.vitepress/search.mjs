// How the site's local search ranks, read by the VitePress config and by the tests that search the
// built index as the search box does (test/searchIndex.ts).

/**
 * MiniSearch search options the search box adds to its own (VitePress serialises the functions into
 * the page, so each names nothing outside itself).
 *
 * What a search ranks first, for the words searched for:
 *
 * 1. an API page whose name is a word searched for (×8): a search for `Sandbox` finds the `Sandbox`
 *    type before the dozens of `sandbox_…` and `Sandbox…` sections whose words begin with it. Only
 *    a member page's own heading counts (its anchor names its kind: `#type-alias-sandbox`), not a
 *    property or a guide's section that happens to be titled by a common word (`type`); call
 *    parentheses and type parameters (`transfer()`, `MethodHandlers<TContext>`) are not part of
 *    the name;
 * 2. a guide's section about a word searched for (×4): its heading begins with the word or its
 *    plural, so `balance` finds the guide's "Balances" before the types named `BalanceSet` and
 *    `BalanceChange`.
 *
 * MiniSearch calls `boostDocument` with each *indexed* term a search word matched — for `balance`,
 * also `balanceset`, a prefix match — so the words searched for themselves are taken from
 * `boostTerm`, which MiniSearch calls with them before it scores any document, and kept on
 * `globalThis` for `boostDocument` (the one place two serialised functions share).
 *
 * @example
 * searchOptions.boostTerm('sandbox', 0, ['sandbox']) // 1
 * searchOptions.boostDocument('/api/sandbox/type-aliases/Sandbox.html#type-alias-sandbox', 'sandbox', { title: 'Sandbox' }) // 8
 * searchOptions.boostDocument('/api/sandbox/type-aliases/SandboxLogger.html#type-alias-sandboxlogger', 'sandboxlogger', { title: 'SandboxLogger' }) // 1
 */
export const searchOptions = {
  boostTerm: (_term, _index, terms) => {
    globalThis.__ledgernetSearchedTerms = terms
    return 1
  },
  boostDocument: (id, term, stored) => {
    const searched = globalThis.__ledgernetSearchedTerms ?? [term]
    const title = String(stored?.title ?? '').toLowerCase()
    if (String(id).startsWith('/guide/')) {
      const [first] = title.split(/[^a-z0-9_]+/)
      return searched.some((word) => first === word || first === `${word}s` || first === `${word}es`) ? 4 : 1
    }
    if (!/#(?:type-alias|function|variable|class|interface|enumeration|namespace)-/.test(String(id))) return 1
    const name = title.replace(/&lt;.*$|<.*$|\(\)$/, '').trim()
    return searched.includes(name) ? 8 : 1
  },
}

/**
 * What the index leaves out of the API reference's pages, for the search to find an exported name
 * on its own page (docs/test/siteFiles.site.ts checks every one): a module's page keeps only its
 * introduction (its lists name every member, and each member has its own page), a member page's
 * title is its name (not "Type Alias: Sandbox").
 *
 * @param {string} html the page as markdown-it rendered it
 * @param {string} relativePath the page's file, relative to docs/ (`api/sandbox/index.md`)
 * @returns {string} the HTML the search indexes
 *
 * @example
 * indexedApiHtml('<h1 id="type-alias-sandbox">Type Alias: Sandbox</h1>', 'api/sandbox/type-aliases/Sandbox.md') // '<h1 id="type-alias-sandbox">Sandbox</h1>'
 */
export function indexedApiHtml(html, relativePath) {
  if (!relativePath.startsWith('api/') || relativePath === 'api/index.md') return html
  if (relativePath.endsWith('/index.md')) {
    const lists = html.indexOf('<h2')
    return lists === -1 ? html : html.slice(0, lists)
  }
  return html.replace(/(<h1[^>]*>)(?:Type Alias|Function|Variable|Class|Interface|Enumeration|Namespace): /, '$1')
}
