import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
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
  return (readdirSync(docsDir, { recursive: true, encoding: 'utf8' }) as string[])
    .map((path) => relative(docsDir, join(docsDir, path)).split('\\').join('/'))
    .filter((path) => path.endsWith('.md'))
    .filter((path) => !generatedOrTooling.some((prefix) => path.startsWith(prefix)))
    .filter(
      (path) =>
        !notPages.some((pattern) =>
          pattern.endsWith('/**') ? path.startsWith(pattern.slice(0, -2)) : path === pattern,
        ),
    )
    .sort()
}
