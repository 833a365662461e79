// The sandbox as the mutation benchmark serves it: its sources transpiled file by file into a
// temporary folder (never the working tree), beside a link to its dependencies, so that one file
// can be replaced by its mutant and served again in a fresh process within a second.
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import ts from 'typescript'

const compilerOptions = {
  module: ts.ModuleKind.ESNext,
  target: ts.ScriptTarget.ES2022,
  verbatimModuleSyntax: true,
  isolatedModules: true,
}

/** JavaScript of one TypeScript source (types dropped, nothing checked: the mutant's own compile). */
export function transpile(text, fileName) {
  return ts.transpileModule(text, { compilerOptions, fileName }).outputText
}

/** Transpiles every source of `srcDir` (tests excluded) into `outDir`, linked to `nodeModules`. */
export function copySandbox(srcDir, outDir, nodeModules) {
  mkdirSync(outDir, { recursive: true })
  writeFileSync(join(outDir, 'package.json'), '{ "type": "module" }\n')
  symlinkSync(nodeModules, join(outDir, 'node_modules'), 'dir')
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts')) {
        const target = join(outDir, relative(srcDir, path)).replace(/\.ts$/, '.js')
        mkdirSync(dirname(target), { recursive: true })
        writeFileSync(target, transpile(readFileSync(path, 'utf8'), path))
      }
    }
  }
  walk(srcDir)
}
