import { transformSync } from 'esbuild'
import type { GeneratedFiles } from './GeneratedFiles.js'

/**
 * Parses every generated module as the ES module it is (esbuild: TypeScript syntax, module scope)
 * and throws naming the file, line and reason of the first that does not — a name declared twice,
 * a stray token — so that no broken module is ever written. tsc cannot be the check: ajv's
 * standalone code is under `@ts-nocheck`.
 *
 * @example
 * assertModulesParse({ 'validators.gen.ts': 'const a = 1\nconst a = 2' }, 'specs/gateway.openapi.yaml')
 * // throws: specs/gateway.openapi.yaml: generated validators.gen.ts does not parse (2:6 The symbol "a" has already been declared)
 */
export function assertModulesParse(files: GeneratedFiles, specLabel: string): void {
  for (const [name, source] of Object.entries(files)) {
    if (!/\.[cm]?[jt]s$/.test(name)) continue
    try {
      transformSync(source, { loader: 'ts', format: 'esm', sourcefile: name, logLevel: 'silent' })
    } catch (error) {
      const first = (error as { errors?: { text: string; location?: { line: number; column: number } }[] }).errors?.[0]
      const where = first?.location ? `${first.location.line}:${first.location.column} ` : ''
      throw new Error(
        `${specLabel}: generated ${name} does not parse (${where}${first?.text ?? (error as Error).message}); this is a fault of @ledgernet/codegen, not of the spec`,
      )
    }
  }
}
