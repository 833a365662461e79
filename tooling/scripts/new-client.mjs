#!/usr/bin/env node
// `pnpm new-client <name> <spec file> [<more OpenRPC documents>…]`: a client package for a new API,
// wired in. Copies the spec (and every file its $refs name) into specs/<name>/ as the owner
// published it, adds the client to codegen.config.json (the one list every part reads: generation,
// the sandbox's validators, the contract runner, the specs tests, the docs) as `published` (read
// leniently: its problems are warnings) and `scaffold` (its factories, error guard and their test
// are generated with the client), writes packages/<name>-client's own files from @ledgernet/codegen's
// one template (manifest, configs, index, README skeleton) and installs it. Then `pnpm generate && pnpm build && pnpm
// typecheck` pass with no hand edit. OpenAPI 3.0/3.1 and OpenRPC alike.
//
// Installing: a new workspace package is a new importer of pnpm-lock.yaml, so the install always
// updates the lockfile (`--no-frozen-lockfile`, also under CI=true, where pnpm would otherwise
// refuse); commit the lockfile with the package. If anything fails, everything written is taken
// back and the reason printed: no half-written package is left.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'

// The YAML parser of @ledgernet/specs (the root has no dependencies of its own).
const { parse } = createRequire(new URL('../../specs/package.json', import.meta.url))('yaml')
const fail = (message, code = 2) => {
  console.error(`new-client: ${message}`)
  process.exit(code)
}
let parsed
try {
  parsed = parseArgs({
    allowPositionals: true,
    // --root <dir> scaffolds into another checkout, --no-install leaves the install to the caller (this script's test).
    options: { root: { type: 'string' }, 'no-install': { type: 'boolean' } },
  })
} catch (error) {
  fail(error.message)
}
const install = !parsed.values['no-install']
const root = parsed.values.root
  ? resolve(parsed.values.root)
  : new URL('../../', import.meta.url).pathname.replace(/\/$/, '')
const [name, ...specFiles] = parsed.positionals
if (!name || specFiles.length === 0)
  fail(
    'usage: pnpm new-client <name> <spec file> [<more OpenRPC documents>…]   (name: lower-case words joined by -, e.g. babylon-gateway)',
  )
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) fail(`name ${name} must be lower-case words joined by -`)
// pnpm runs root scripts in the repository root; INIT_CWD is where the user typed the command.
// biome-ignore lint/suspicious/noUndeclaredEnvVars: set by pnpm for every script it runs
const sources = specFiles.map((file) => resolve(process.env.INIT_CWD ?? process.cwd(), file))
for (const [index, source] of sources.entries()) if (!existsSync(source)) fail(`${specFiles[index]} does not exist`)
const configPath = join(root, 'codegen.config.json')
const configText = readFileSync(configPath, 'utf8')
const config = JSON.parse(configText)
if (config.clients.some((client) => client.name === name)) fail(`codegen.config.json already has a client ${name}`)
const read = (path) => {
  try {
    return parse(readFileSync(path, 'utf8'))
  } catch (error) {
    fail(`${relative(process.cwd(), path)} is not YAML or JSON: ${error.message}`)
  }
}
const document = read(sources[0])
const kind =
  typeof document?.openrpc === 'string' ? 'openrpc' : typeof document?.openapi === 'string' ? 'openapi' : undefined
if (!kind) fail(`${specFiles[0]} is neither an OpenAPI 3.0/3.1 nor an OpenRPC document`)
if (kind === 'openapi' && sources.length > 1)
  fail(
    'an OpenAPI client is one document (the files its $refs name are taken with it); several documents are joined for OpenRPC only',
  )
const folder = `packages/${name}-client`
if (existsSync(join(root, folder))) fail(`${folder} exists already`)

// The spec's files: each document and every file its $refs name, kept in their layout.
const base = dirname(sources[0])
const taken = new Map()
const take = (path) => {
  if (taken.has(path)) return
  const text = readFileSync(path, 'utf8')
  taken.set(path, text)
  for (const [, target] of text.matchAll(/["']?\$ref["']?\s*:\s*["']?([^"'#\s,}]+)(#[^"'\s,}]*)?["']?/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue
    const next = resolve(dirname(path), target)
    if (existsSync(next) && !relative(base, next).startsWith('..')) take(next)
  }
}
for (const source of sources) take(source)
const outside = sources.find((source) => relative(base, source).startsWith('..'))
if (outside) fail(`${relative(process.cwd(), outside)} must sit in the folder of ${specFiles[0]} or below it`)
const specDir = `specs/${name}`
const specPaths = sources.map((source) => `${specDir}/${relative(base, source)}`)
const specTarget = specPaths[0]
const title = String(document.info?.title ?? name)
  .replace(/\s+/g, ' ')
  .trim()
const packageName = `@ledgernet/${name}-client`
config.clients.push({
  name,
  spec: specTarget,
  ...(specPaths.length > 1 ? { documents: specPaths.slice(1) } : {}),
  package: folder,
  published: true,
  scaffold: true,
})

// The package's files, from the one template of this checkout's @ledgernet/codegen (built first
// when it is not).
const checkout = fileURLToPath(new URL('../../', import.meta.url))
const codegenDist = join(checkout, 'tooling/codegen/dist/clientScaffold.js')
if (!existsSync(codegenDist))
  execFileSync(
    'node',
    ['tooling/scripts/pnpm.mjs', 'turbo', 'run', 'build', '--filter=@ledgernet/codegen', '--output-logs=errors-only'],
    { cwd: checkout, stdio: ['ignore', 'inherit', 'inherit'] },
  )
const { packageSkeleton, scaffoldNames } = await import(pathToFileURL(codegenDist).href)
const files = packageSkeleton(scaffoldNames({ name, packageName, title, spec: specTarget, kind }), {
  specDir,
  licence: readFileSync(join(checkout, 'LICENSE'), 'utf8'),
})

// Everything is written, then installed; on any failure all of it is taken back.
const written = []
const restore = () => {
  for (const path of written.reverse()) rmSync(path, { recursive: true, force: true })
  writeFileSync(configPath, configText)
}
try {
  written.push(join(root, specDir), join(root, folder))
  for (const [path, text] of taken) {
    const target = join(root, specDir, relative(base, path))
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, text)
  }
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, folder, path, '..'), { recursive: true })
    writeFileSync(join(root, folder, path), content)
  }
  writeFileSync(configPath, `${JSON.stringify(config, null, 2)}\n`)
  console.log(
    `new-client: ${specPaths.join(', ')}${taken.size > sources.length ? ` (+${taken.size - sources.length} files its $refs name)` : ''}, codegen.config.json (client ${name}) and ${folder} written`,
  )
  if (install)
    execFileSync('node', ['tooling/scripts/pnpm.mjs', 'install', '--no-frozen-lockfile', '--prefer-offline'], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
    })
} catch (error) {
  restore()
  fail(
    `${install ? 'pnpm install failed' : 'writing failed'} (${error.message.split('\n')[0]}); nothing was left written`,
    1,
  )
}
console.log(
  `new-client: done${install ? ' (pnpm-lock.yaml now lists the package: commit it with the package)' : ''}. Next: pnpm generate && pnpm build && pnpm typecheck`,
)
