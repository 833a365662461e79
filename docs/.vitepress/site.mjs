// What the site is made of, read by the VitePress config, the TypeDoc plugin and the tests.

/**
 * Markdown files under docs/ that are not pages: the architecture, its decision records and the
 * errors source are read in the repository (the errors guide is generated from the latter), the
 * rest is tooling or a part included by a generator. Globs relative to docs/, as VitePress's
 * `srcExclude` reads them; a pattern ending in `/**` excludes everything under its folder.
 */
export const notPages = [
  'README.md',
  'architecture.md',
  'decisions/**',
  'errors.md',
  'parts/**',
  'scripts/**',
  'test/**',
]

/**
 * The guides in the order a user needs them; the API reference links each package's pages to the
 * guides that use it.
 *
 * @type {{ text: string, link: string, packages: string[] }[]}
 */
export const guides = [
  {
    text: 'Install and first transfer',
    link: '/guide/getting-started',
    packages: ['@ledgernet/flows', '@ledgernet/gateway-client', '@ledgernet/crypto', '@ledgernet/sandbox'],
  },
  {
    text: 'Wallets: keys and signing',
    link: '/guide/wallets',
    packages: ['@ledgernet/crypto', '@ledgernet/flows', '@ledgernet/transaction'],
  },
  { text: 'Tokens', link: '/guide/tokens', packages: ['@ledgernet/flows', '@ledgernet/crypto'] },
  {
    text: 'Paying many accounts',
    link: '/guide/payouts',
    packages: [
      '@ledgernet/flows',
      '@ledgernet/crypto',
      '@ledgernet/gateway-client',
      '@ledgernet/rpc-client',
      '@ledgernet/v0-client',
    ],
  },
  {
    text: 'The four interfaces',
    link: '/guide/interfaces',
    packages: [
      '@ledgernet/gateway-client',
      '@ledgernet/rpc-client',
      '@ledgernet/node-rest-client',
      '@ledgernet/v0-client',
      '@ledgernet/transport',
      '@ledgernet/flows',
      '@ledgernet/transaction',
    ],
  },
  {
    text: 'Errors',
    link: '/guide/errors',
    packages: [
      '@ledgernet/errors',
      '@ledgernet/transport',
      '@ledgernet/flows',
      '@ledgernet/rpc-client',
      '@ledgernet/transaction',
    ],
  },
  { text: 'Testing against the sandbox', link: '/guide/testing', packages: ['@ledgernet/sandbox'] },
  {
    text: 'Contract-testing a server',
    link: '/guide/contract-testing',
    packages: ['@ledgernet/contract', '@ledgernet/specs'],
  },
  {
    text: 'Changing a spec',
    link: '/guide/specs',
    packages: ['@ledgernet/specs', '@ledgernet/gateway-client', '@ledgernet/rpc-client'],
  },
  { text: 'The CLI', link: '/guide/cli', packages: ['@ledgernet/cli'] },
]

/**
 * The guides that use a package (`@ledgernet/gateway-client/validators` counts as its package).
 *
 * @param {string} specifier
 */
export function guidesOf(specifier) {
  const name = specifier.split('/').slice(0, 2).join('/')
  return guides.filter((guide) => guide.packages.includes(name))
}
