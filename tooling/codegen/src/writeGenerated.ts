import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { GeneratedFiles } from './GeneratedFiles.js'

/**
 * Writes generated files into `outDir` (created if needed) and removes the `*.gen.ts` files there
 * that this generation no longer produces. Files whose content is unchanged are not rewritten,
 * so their modification time (and build caches) stay. Returns the names written.
 *
 * @example
 * writeGenerated('packages/gateway-client/src/generated', files)
 */
export function writeGenerated(outDir: string, files: GeneratedFiles): string[] {
  mkdirSync(outDir, { recursive: true })
  const written: string[] = []
  for (const [name, content] of Object.entries(files)) {
    const path = join(outDir, name)
    let current: string | undefined
    try {
      current = readFileSync(path, 'utf8')
    } catch {
      current = undefined
    }
    if (current !== content) {
      writeFileSync(path, content)
      written.push(name)
    }
  }
  for (const name of readdirSync(outDir)) if (name.endsWith('.gen.ts') && !(name in files)) rmSync(join(outDir, name))
  return written
}
