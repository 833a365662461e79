#!/usr/bin/env node
// Every error links to docs/errors.md#<anchor>; every anchor the code can produce must have its
// section there. Anchors come from literal `docsPath`s, from the codes flows' errors give their
// `FlowError` base and from the transport's error codes (both turn the code into kebab case).
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

const root = new URL('../../', import.meta.url).pathname
const docs = readFileSync(join(root, 'docs/errors.md'), 'utf8')
const sections = new Set([...docs.matchAll(/^## ([a-z0-9-]+)$/gm)].map((match) => match[1]))
const kebab = (code) => code.toLowerCase().replace(/_/g, '-')

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (name === 'node_modules' || name === 'dist' || name === 'generated') continue
    if (statSync(path).isDirectory()) yield* sourceFiles(path)
    else if (name.endsWith('.ts') && !/\.(test|bench)\.ts$/.test(name)) yield path
  }
}

const needed = new Map()
for (const base of ['packages', 'specs/src']) {
  for (const file of sourceFiles(join(root, base))) {
    const text = readFileSync(file, 'utf8')
    const where = relative(root, file)
    for (const [, anchor] of text.matchAll(/docsPath: '([a-z0-9-]+)'/g)) needed.set(anchor, where)
    // FlowError subclasses pass their code as the first argument of super('CODE', message, ...).
    if (/extends FlowError/.test(text))
      for (const [, code] of text.matchAll(/super\('([A-Z][A-Z0-9_]+)',/g)) needed.set(kebab(code), where)
    // TransportError subclasses pass their code as the second argument of super(message, code, ...).
    if (/extends TransportError/.test(text))
      for (const [, code] of text.matchAll(/super\([\s\S]*?'([A-Z][A-Z0-9_]+)',/g)) needed.set(kebab(code), where)
  }
}
if (process.argv.includes("--list")) console.log([...needed.keys()].sort().join("\n"))
const missing = [...needed].filter(([anchor]) => !sections.has(anchor))
if (missing.length) {
  console.error(`docs/errors.md lacks a section for:\n${missing.map(([a, f]) => `  #${a} (used in ${f})`).join('\n')}`)
  process.exit(1)
}
console.log(`docs/errors.md explains all ${needed.size} error anchors the code links to.`)
