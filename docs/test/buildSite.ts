import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { docsDir } from './sitePages.js'

/** Where `vitepress build` writes the site: the folder a static host serves. */
export const siteDir = join(docsDir, '.vitepress', 'dist')

/**
 * Builds the site as `pnpm docs:build` does — generates the API reference and the errors guide,
 * then `vitepress build` — and returns how long each part took, in seconds.
 *
 * @example
 * const { generateSeconds, buildSeconds } = await buildSite()
 */
export async function buildSite(): Promise<{ generateSeconds: number; buildSeconds: number }> {
  const started = Date.now()
  await run([join(docsDir, 'scripts', 'generate.mjs')])
  const generated = Date.now()
  await run([join(docsDir, 'node_modules', 'vitepress', 'bin', 'vitepress.js'), 'build'])
  return { generateSeconds: (generated - started) / 1000, buildSeconds: (Date.now() - generated) / 1000 }
}

function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { cwd: docsDir, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error === null) resolve()
      else reject(new Error(`node ${args.join(' ')} failed:\n${stdout}\n${stderr}`))
    })
  })
}
