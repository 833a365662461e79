import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import type { CodegenConfig } from './CodegenConfig.js'
import { generatedPackages, generatePackage } from './generatePackage.js'
import { writeGenerated } from './writeGenerated.js'

/**
 * One generated file that differs from what is committed: `changed`, `missing` (generation makes
 * it, the package lacks it) or `extra` (the package has a `*.gen.ts` generation does not make).
 *
 * @example
 * const difference: GenerationDifference = { file: 'packages/gateway-client/src/generated/operations.gen.ts', kind: 'changed' }
 */
export type GenerationDifference = { file: string; kind: 'changed' | 'missing' | 'extra' }

/**
 * Generates everything `codegen.config.json` lists into a temporary folder and compares it with
 * what is committed. Returns the differences (empty when everything is up to date).
 *
 * @example
 * const differences = await checkGenerated(loadCodegenConfig('/work/main'))
 * if (differences.length) process.exitCode = 1
 */
export async function checkGenerated(config: CodegenConfig): Promise<GenerationDifference[]> {
  const { root } = config
  const differences: GenerationDifference[] = []
  const temp = mkdtempSync(join(tmpdir(), 'ledgernet-check-generated-'))
  try {
    for (const packageDir of generatedPackages(config))
      for (const { dir, files } of await generatePackage(config, packageDir)) {
        const fresh = join(temp, relative(root, dir).replace(/\W+/g, '_'))
        writeGenerated(fresh, files)
        const made = readdirSync(fresh).sort()
        const present = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.gen.ts')) : []
        const shown = (name: string) => relative(root, join(dir, name))
        for (const name of made) {
          if (!present.includes(name)) differences.push({ file: shown(name), kind: 'missing' })
          else if (readFileSync(join(fresh, name), 'utf8') !== readFileSync(join(dir, name), 'utf8'))
            differences.push({ file: shown(name), kind: 'changed' })
        }
        for (const name of present) if (!made.includes(name)) differences.push({ file: shown(name), kind: 'extra' })
      }
  } finally {
    rmSync(temp, { recursive: true, force: true })
  }
  return differences
}
