#!/usr/bin/env node
// The second half of every package's `build`, after `tsc` wrote dist/ (run in the package folder):
//
// 1. docs/errors.md of the repository is copied to dist/errors.md, so the page every error links
//    to ships inside the package, as it is in this release.
// 2. The CommonJS face of the package, for each `exports` entry with a `require` branch:
//    `require.types` gets the declarations (dist/**/*.d.ts copied under dist/cjs/, which a
//    `{"type":"commonjs"}` package.json marks as CommonJS, so TypeScript projects with
//    `module: commonjs` or `node16` read them as such), and each other `require` condition gets a
//    one-line module that requires the same condition's ESM file. Node (≥ 20.19) loads that ESM
//    file with `require()`: there is one copy of the code, so an error class is the same class for
//    `import` and `require`.
// 3. For a package with generated code (src/generated/), every built module of dist/generated/ is
//    imported in a fresh Node process: a generated module that does not load (a name declared
//    twice in ajv's code, which tsc does not see under `@ts-nocheck`) fails the build.
import { execFileSync } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, posix, relative } from 'node:path'

const root = new URL('../../', import.meta.url).pathname
const packageDir = process.cwd()
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'))
const dist = join(packageDir, 'dist')
if (!existsSync(dist)) throw new Error(`${manifest.name}: no dist/ (run tsc first)`)

copyFileSync(join(root, 'docs/errors.md'), join(dist, 'errors.md'))

const entries = Object.entries(manifest.exports ?? {}).filter(
  ([, target]) => typeof target === 'object' && target?.require,
)
if (entries.length > 0) {
  const cjs = join(dist, 'cjs')
  rmSync(cjs, { recursive: true, force: true })
  mkdirSync(cjs, { recursive: true })
  writeFileSync(join(cjs, 'package.json'), '{ "type": "commonjs" }\n')
  copyDeclarations(dist, cjs)
  for (const [subpath, { import: esm, require: commonjs }] of entries) {
    for (const [condition, file] of Object.entries(commonjs)) {
      const target = join(packageDir, file)
      if (condition === 'types') {
        if (!existsSync(target))
          throw new Error(`${manifest.name} exports["${subpath}"].require.types: ${file} was not produced`)
        continue
      }
      const esmFile = esm?.[condition]
      if (typeof esmFile !== 'string')
        throw new Error(
          `${manifest.name} exports["${subpath}"]: require.${condition} has no import.${condition} to load`,
        )
      let specifier = posix.relative(posix.dirname(file), esmFile)
      if (!specifier.startsWith('.')) specifier = `./${specifier}`
      mkdirSync(dirname(target), { recursive: true })
      writeFileSync(
        target,
        `'use strict'\n// The ESM build, loaded with require() (Node ≥ 20.19): one copy of the code for import and require.\nmodule.exports = require(${JSON.stringify(specifier)})\n`,
      )
    }
  }
}

const generated = join(dist, 'generated')
if (existsSync(generated)) {
  const modules = listModules(generated).map((path) => new URL(`file://${path}`).href)
  try {
    execFileSync(
      process.execPath,
      ['--input-type=module', '-e', `for (const url of ${JSON.stringify(modules)}) await import(url)`],
      { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
    )
  } catch (error) {
    console.error(`${manifest.name}: a built generated module does not load in a fresh process:\n${error.stderr}`)
    process.exit(1)
  }
}

function listModules(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name)
      return statSync(path).isDirectory() ? listModules(path) : name.endsWith('.js') ? [path] : []
    })
}

/** Copies every declaration file (and its map, re-pointed at the sources) from `from` into `to`. */
function copyDeclarations(from, to, dir = from) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (path === to) continue
    if (statSync(path).isDirectory()) {
      copyDeclarations(from, to, path)
      continue
    }
    const destination = join(to, relative(from, path))
    if (name.endsWith('.d.ts')) {
      mkdirSync(dirname(destination), { recursive: true })
      copyFileSync(path, destination)
    } else if (name.endsWith('.d.ts.map')) {
      const map = JSON.parse(readFileSync(path, 'utf8'))
      map.sources = map.sources.map((source) => relative(dirname(destination), join(dirname(path), source)))
      mkdirSync(dirname(destination), { recursive: true })
      writeFileSync(destination, JSON.stringify(map))
    }
  }
}
