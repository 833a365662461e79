import { existsSync, readFileSync } from 'node:fs'
import { type DefaultTheme, defineConfig } from 'vitepress'
import { apiSidebars } from './apiSidebars.js'
import { mermaidFence } from './mermaidFence.js'
import { regenerateOnChange } from './regenerateOnChange.js'
import { indexedApiHtml, searchOptions } from './search.mjs'
import { guides, notPages } from './site.mjs'

// Written by scripts/generate.mjs (TypeDoc) before `vitepress dev` and `vitepress build`.
const apiSidebarFile = new URL('../api/typedoc-sidebar.json', import.meta.url)
if (!existsSync(apiSidebarFile))
  throw new Error('docs/api/ is missing: run `pnpm docs:build` or `node scripts/generate.mjs` first')
const apiSidebar = JSON.parse(readFileSync(apiSidebarFile, 'utf8')) as DefaultTheme.SidebarItem[]

const repository = 'https://github.com/ledgernet/ledgernet'
// A static host serving the site under a path (GitHub Pages: /ledgernet/) sets DOCS_BASE.
const base = process.env.DOCS_BASE ?? '/'

export default defineConfig({
  title: 'ledgernet',
  description: 'The TypeScript SDK for the ledger network with built-in tokens',
  lang: 'en-GB',
  base,
  head: [['link', { rel: 'icon', type: 'image/svg+xml', href: `${base}logo.svg` }]],
  srcExclude: notPages,
  lastUpdated: false,
  // The page hash map (hundreds of API pages) goes into one shared chunk, not into every page.
  metaChunk: true,
  cleanUrls: false,
  markdown: {
    config: (md) => mermaidFence(md),
  },
  vite: {
    plugins: [regenerateOnChange()],
    // mermaid's chunks are large; they load only on a page with a diagram.
    build: { chunkSizeWarningLimit: 3_000 },
  },
  themeConfig: {
    logo: '/logo.svg',
    nav: [
      { text: 'Guide', link: '/guide/getting-started', activeMatch: '^/guide/' },
      { text: 'API reference', link: '/api/', activeMatch: '^/api/' },
    ],
    sidebar: {
      '/guide/': [{ text: 'Guide', items: guides.map(({ text, link }) => ({ text, link })) }],
      ...apiSidebars(apiSidebar),
    },
    search: {
      provider: 'local',
      options: {
        _render: (src, env, md) => indexedApiHtml(md.render(src, env), env.relativePath),
        miniSearch: { searchOptions },
      },
    },
    socialLinks: [{ icon: 'github', link: repository }],
    outline: { level: [2, 3] },
    footer: { message: 'MIT licensed' },
  },
})
