#!/usr/bin/env node
// The packages that run in browsers must not reach for Node built-ins. A file may opt into Node
// only by being a `*.node.ts` entry behind the package's `node` export condition.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

const root = new URL('../../', import.meta.url).pathname
const browserPackages = [
  'errors',
  'transport',
  'gateway-client',
  'rpc-client',
  'node-rest-client',
  'v0-client',
  'crypto',
  'transaction',
  'flows',
]
const forbidden = [
  [/from\s+['"]node:/, 'imports a node: module'],
  [/import\(\s*['"]node:/, 'imports a node: module'],
  [/\brequire\(/, 'uses require()'],
  [/\bBuffer\b/, 'uses Buffer'],
  [/\bprocess\.(env|argv|exit|cwd|stdout|stderr)\b/, 'uses process'],
  [/from\s+['"](fs|path|crypto|http|https|os|url|util|stream|buffer)['"]/, 'imports a Node built-in'],
]

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* sourceFiles(path)
    else if (/\.ts$/.test(name) && !/\.(test|bench)\.ts$/.test(name) && !/\.node\.ts$/.test(name)) yield path
  }
}

const problems = []
let checked = 0
for (const pkg of browserPackages) {
  const src = join(root, 'packages', pkg, 'src')
  if (!existsSync(src)) continue
  for (const file of sourceFiles(src)) {
    checked++
    const lines = readFileSync(file, 'utf8').split('\n')
    lines.forEach((line, index) => {
      // Comments may talk about Buffer or node: freely; only code counts.
      if (/^\s*(\*|\/\*)/.test(line)) return
      const code = line.replace(/(^|\s)\/\/.*$/, '')
      for (const [pattern, reason] of forbidden) {
        if (pattern.test(code)) problems.push(`${relative(root, file)}:${index + 1} ${reason}: ${line.trim()}`)
      }
    })
  }
}
if (problems.length) {
  console.error(`Browser-safety check failed (${problems.length}):\n${problems.join('\n')}`)
  process.exit(1)
}
console.log(`Browser-safety check: ${checked} source files of browser packages use no Node built-ins.`)
