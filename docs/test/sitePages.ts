import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { notPages } from '../.vitepress/site.mjs'

/** The docs/ folder: the VitePress source directory. */
export const docsDir = fileURLToPath(new URL('..', import.meta.url))

const generatedOrTooling = ['api/', 'node_modules/', '.vitepress/', '.ledgernet-tmp/']

/**
 * The pages of the site other than the generated API reference — the home page and the guides,
 * the generated errors guide included (run `generateErrorsGuide()` first) — as paths relative to
 * docs/ (`guide/tokens.md`).
 *
 * @example
 * for (const page of prosePages()) console.log(page)
 */
export function prosePages(): string[] {
  return markdownFiles('')
    .filter(
      (path) =>
        !notPages.some((pattern) =>
          pattern.endsWith('/**') ? path.startsWith(pattern.slice(0, -2)) : path === pattern,
        ),
    )
    .sort()
}

/** The .md files under `folder` (relative to docs/), not descending into generated or tooling folders. */
function markdownFiles(folder: string): string[] {
  return readdirSync(join(docsDir, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}${entry.name}`
    if (entry.isDirectory()) return generatedOrTooling.includes(`${path}/`) ? [] : markdownFiles(`${path}/`)
    return entry.isFile() && entry.name.endsWith('.md') ? [path] : []
  })
}
