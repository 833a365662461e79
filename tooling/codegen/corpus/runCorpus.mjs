#!/usr/bin/env node
// Runs every version of every family of the corpus (sources.json, files/) through the pipeline a
// maintainer runs, with no hand edit: `pnpm new-client` (in a scratch copy of the workspace's
// skeleton) → `ledgernet-codegen generate` → tsc build → the built package imported in a fresh
// process → every operation an exported function → one call per operation shape against a stub
// server on 127.0.0.1, checking method, path, query, headers and body encoding. Writes
// corpus-results.json and the table of corpus.md. `--sample` runs the first and last version of
// each family; `--family <name>` one family. The files are the committed ones (files/, written by
// vendor.mjs from the npm registry and checked against corpus.lock.json first).
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { parseArgs } from 'node:util'

const here = dirname(new URL(import.meta.url).pathname)
const root = join(here, '../../..')
const { values } = parseArgs({
  options: { sample: { type: 'boolean' }, family: { type: 'string', multiple: true } },
})
const filesDir = join(here, 'files')
const { families } = JSON.parse(readFileSync(join(here, 'sources.json'), 'utf8'))
const lock = JSON.parse(readFileSync(join(here, 'corpus.lock.json'), 'utf8')).families
execFileSync('node', [join(here, 'vendor.mjs'), '--check'], { stdio: 'inherit' })
const { readSpec } = await import(join(root, 'tooling/codegen/dist/index.js'))
const { listOperations, listMethods } = await import(join(root, 'specs/dist/index.js'))
const { listProbes } = await import(join(root, 'packages/contract/dist/index.js'))
const scratch = join(root, '.ledgernet-tmp/corpus')
const node = (args, cwd) =>
  execFileSync('node', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 28 })
const tsc = join(root, 'node_modules/typescript/bin/tsc')

const results =
  !values.sample && existsSync(join(here, 'corpus-results.json'))
    ? JSON.parse(readFileSync(join(here, 'corpus-results.json'), 'utf8'))
    : {}
for (const family of families) {
  if (values.family && !values.family.includes(family.name)) continue
  const all = family.versions.map(({ version }) => version)
  // The sample (npm test): each family's smallest version, so that every family is met in the
  // ten-minute suite; the whole corpus runs in `pnpm bench`.
  const bytes = (version) => lock[family.name][version].files.reduce((sum, file) => sum + file.bytes, 0)
  const versions = values.sample
    ? [all.reduce((small, version) => (bytes(version) < bytes(small) ? version : small))]
    : all
  for (const version of versions) {
    const started = performance.now()
    const recorded = lock[family.name][version]
    const result = {
      family: family.name,
      version,
      files: recorded.files.length,
      bytes: recorded.files.reduce((sum, file) => sum + file.bytes, 0),
    }
    try {
      Object.assign(result, runVersion(family, version))
      result.ok = true
    } catch (error) {
      result.ok = false
      result.failure = String(error.stderr || error.stdout || error.message)
        .split('\n')
        .filter(Boolean)
        .slice(0, 6)
        .join(' | ')
        .slice(0, 600)
    }
    result.totalMs = Math.round(performance.now() - started)
    result.load = loadavg()[0].toFixed(2)
    results[`${family.name}@${version}`] = result
    console.log(
      `${result.ok ? 'ok  ' : 'FAIL'} ${family.name} ${version}: ${result.operations ?? '?'} operations, ${result.probes ?? '?'} contract probes (${result.notProbed ?? '?'} cannot run), ${result.warnings ?? '?'} warnings, generate ${result.generateMs ?? '?'} ms, total ${result.totalMs} ms (load ${result.load})${result.ok ? '' : `\n     ${result.failure}`}`,
    )
    if (!values.sample) writeFileSync(join(here, 'corpus-results.json'), `${JSON.stringify(results, null, 2)}\n`)
  }
}
// The sample checks and says; the table is the whole corpus's (written by a full run).
if (!values.sample) writeTable()
const failed = Object.values(results).filter((result) => !result.ok)
console.log(`corpus: ${Object.keys(results).length - failed.length} passed, ${failed.length} failed`)
process.exitCode = failed.length ? 1 : 0

function runVersion(family, version) {
  const dir = join(scratch, family.name, version)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  // The workspace's skeleton, as `pnpm new-client`'s own test lays it out.
  for (const file of ['codegen.config.json', 'pnpm-workspace.yaml', 'package.json'])
    cpSync(join(root, file), join(dir, file))
  cpSync(join(root, 'specs'), join(dir, 'specs'), {
    recursive: true,
    filter: (path) => !/node_modules|dist|\/src|\/test/.test(path.slice(join(root, 'specs').length)),
  })
  for (const file of ['package.json', 'LICENSE', 'tsconfig.json', 'tsconfig.build.json', 'vitest.config.ts'])
    cpSync(join(root, 'packages/v0-client', file), join(dir, 'packages/v0-client', file))
  const versionDir = join(filesDir, family.name, version)
  const [first, ...rest] = lock[family.name][version].files
  const entry = join(versionDir, first.stored)
  // OpenRPC: every listed document joins the client; OpenAPI: the others are what the entry's $refs name.
  const documents = family.kind === 'openrpc' ? rest.map((file) => join(versionDir, file.stored)) : []
  const name = `corpus-${family.name}`
  node([join(root, 'tooling/scripts/new-client.mjs'), name, entry, ...documents, '--root', dir, '--no-install'], dir)
  const pkg = join(dir, `packages/${name}-client`)
  // What `pnpm install` links: the workspace packages the scaffold depends on.
  mkdirSync(join(pkg, 'node_modules/@ledgernet'), { recursive: true })
  for (const [link, target] of [
    ['transport', 'packages/transport'],
    ['errors', 'packages/errors'],
    ['rpc-client', 'packages/rpc-client'],
    ['codegen', 'tooling/codegen'],
    ['specs', 'specs'],
    ['tsconfig', 'tooling/tsconfig'],
  ])
    symlinkSync(join(root, target), join(pkg, 'node_modules/@ledgernet', link))
  symlinkSync(join(root, 'node_modules/@types'), join(pkg, 'node_modules/@types'))
  const generated = node([join(root, 'tooling/codegen/bin/ledgernet-codegen.js'), 'generate'], pkg)
  const warnings = generated.split('\n').filter((line) => line.startsWith('ledgernet-codegen: warning:')).length
  const generateMs = Number(/generated in (\d+) ms/.exec(generated)?.[1])
  const buildStarted = performance.now()
  node([tsc, '-p', 'tsconfig.build.json'], pkg)
  const buildMs = Math.round(performance.now() - buildStarted)
  // The cases: one call per operation shape, built from the spec as the generator read it.
  const config = JSON.parse(readFileSync(join(dir, 'codegen.config.json'), 'utf8')).clients.at(-1)
  const { document } = readSpec(
    [join(dir, config.spec), ...(config.documents ?? []).map((path) => join(dir, path))],
    undefined,
    {
      published: true,
    },
  )
  const cases = family.kind === 'openrpc' ? rpcCases(document) : httpCases(document)
  writeFileSync(join(pkg, 'cases.json'), JSON.stringify(cases))
  const probed = JSON.parse(
    node([join(here, 'probeClient.mjs'), family.kind, join(pkg, 'dist/index.js'), join(pkg, 'cases.json')], pkg),
  )
  // What the contract runner would probe on a server of this API, and what it cannot (and why).
  const listing = listProbes(document, name)
  return {
    generateMs,
    buildMs,
    warnings,
    ...probed,
    probes: listing.covered.length,
    notProbed: listing.notCovered.length,
    unprobed: listing.unprobed.length,
    notProbedWhy: [...new Set(listing.notCovered.map((probe) => probe.reason))].slice(0, 3),
  }
}

/**
 * One case per shape: method, path parameters (and their styles) or not, the first query
 * parameter's kind and style, required headers, request media, answer media. What must reach the
 * server is worked out here from the spec (OpenAPI's style tables), not by the client's code.
 */
function httpCases(document) {
  const resolve = (value) => {
    let current = value
    for (let depth = 0; typeof current?.$ref === 'string' && current.$ref.startsWith('#/') && depth < 20; depth++)
      current = current.$ref
        .slice(2)
        .split('/')
        .map((token) => decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce((node, token) => node?.[token], document)
    return current
  }
  const styleOf = (parameter, where) => {
    const style = parameter.value.style ?? (where === 'path' ? 'simple' : 'form')
    return { style, explode: parameter.value.explode ?? style === 'form' }
  }
  const shapes = new Map()
  for (const operation of listOperations(document)) {
    const content = operation.requestBody?.value.content ?? {}
    const types = Object.keys(content)
    const request = ['GET', 'HEAD'].includes(operation.method)
      ? undefined
      : (types.find((type) => /^application\/([\w.-]+\+)?json/.test(type)) ?? types[0])
    const success = operation.responses.find((response) => response.status === operation.successStatus)
    const answers = Object.keys(success?.value.content ?? {})
    const answer = answers.find((type) => /^application\/([\w.-]+\+)?json/.test(type)) ?? answers[0]
    const pathParams = operation.parameters.filter((p) => p.in === 'path')
    const [query] = operation.parameters.filter((p) => p.in === 'query')
    // OpenAPI: a header parameter named Accept, Content-Type or Authorization is ignored.
    const headers = operation.parameters.filter(
      (p) => p.in === 'header' && p.required && !/^(accept|content-type|authorization)$/i.test(p.name),
    )
    const pathStyles = pathParams.map((p) => Object.values(styleOf(p, 'path')).join('/'))
    const schema = query
      ? resolve(query.value.schema ?? query.value.content?.[Object.keys(query.value.content)[0]]?.schema)
      : undefined
    const queryKind = !query
      ? 'none'
      : schema?.type === 'array'
        ? 'array'
        : schema?.type === 'object'
          ? 'object'
          : 'primitive'
    const queryStyle = query ? styleOf(query, 'query') : undefined
    const shape = [
      operation.method,
      pathStyles.join('+') || 'no path parameters',
      `query ${queryKind}${queryStyle ? ` ${queryStyle.style}/${queryStyle.explode}` : ''}`,
      headers.length > 0,
      request,
      answer,
    ].join(' ')
    if (shapes.has(shape)) continue
    const expectedPath = operation.path.replace(/#.*$/s, '').replace(/\{([^}]+)\}/g, (_, name) => {
      const parameter = pathParams.find((p) => p.name === name)
      const { style } = parameter ? styleOf(parameter, 'path') : { style: 'simple' }
      return style === 'label' ? '.v1' : style === 'matrix' ? `;${name}=v1` : 'v1'
    })
    let queryValue
    let expectedQuery
    if (query) {
      const { style, explode } = queryStyle
      const name = query.name
      if (queryKind === 'array') {
        queryValue = ['q1', 'q2']
        expectedQuery =
          style === 'deepObject'
            ? `${name}[0]=q1&${name}[1]=q2`
            : explode
              ? `${name}=q1&${name}=q2`
              : `${name}=q1${style === 'spaceDelimited' ? ' ' : style === 'pipeDelimited' ? '|' : ','}q2`
      } else if (queryKind === 'object') {
        queryValue = { k: 'q1' }
        expectedQuery = style === 'deepObject' ? `${name}[k]=q1` : explode ? 'k=q1' : `${name}=k,q1`
      } else {
        queryValue = 'q1'
        expectedQuery = `${name}=q1`
      }
    }
    shapes.set(shape, {
      shape,
      operationId: operation.operationId,
      method: operation.method,
      path: operation.path,
      expectedPath,
      pathValues: Object.fromEntries(pathParams.map((p) => [p.name, 'v1'])),
      query: query ? { [query.name]: queryValue } : undefined,
      expectedQuery,
      headers: Object.fromEntries(headers.map((p) => [p.name, 'h1'])),
      request,
      answer,
    })
  }
  return [...shapes.values()]
}

function rpcCases(document) {
  const shapes = new Map()
  for (const method of listMethods(document)) {
    const byName = method.paramStructure === 'by-name'
    const shape = `${byName ? 'by-name' : 'by-position'} ${method.params.length > 0}`
    if (!shapes.has(shape))
      shapes.set(shape, { shape, method: method.name, byName, params: method.params.map((p) => p.name) })
  }
  return [...shapes.values()]
}

function writeTable() {
  const short = (text) => text.replace(/\|/g, '/').slice(0, 160)
  const sources = families.map((family) => {
    const versions = family.versions.map(({ version }) => version)
    const newest = lock[family.name][versions.at(-1)]
    return `| ${family.name} | ${family.kind} | \`${family.package}\` | ${versions.join(', ')} (${versions.length - 1} steps) | ${newest.licence}${family.documentLicence ? `; the document: ${family.documentLicence}` : ''} ([text](${newest.licenceFile})) | ${family.about} |`
  })
  const files = []
  const rows = []
  for (const family of families)
    for (const { version } of family.versions) {
      const recorded = lock[family.name][version]
      for (const file of recorded.files)
        files.push(
          `| ${family.name} | \`${recorded.package}\` | ${version} | \`${file.path}\` | ${recorded.published.slice(0, 10)} | ${recorded.licence} | ${file.bytes} | \`${file.sha256}\` |`,
        )
      const result = results[`${family.name}@${version}`]
      const bytes = recorded.files.reduce((sum, file) => sum + file.bytes, 0)
      rows.push(
        `| ${family.name} | ${version} | ${recorded.files.length} | ${(bytes / 1024).toFixed(0)} KB | ${result?.operations ?? '—'} | ${result?.shapes ?? '—'} | ${result?.warnings ?? '—'} | ${result?.generateMs ?? '—'} | ${result?.buildMs ?? '—'} | ${result?.totalMs ?? '—'} | ${result?.probes !== undefined ? `${result.probes} / ${result.notProbed} / ${result.unprobed}` : '—'} | ${result ? (result.ok ? 'green' : `**red**: ${short(result.failure)}`) : 'not run'} | ${result?.load ?? '—'} |`,
      )
    }
  const table = [
    '<!-- corpus table: written by runCorpus.mjs -->',
    '| family | kind | npm package | versions | licence | what it covers |',
    '| --- | --- | --- | --- | --- | --- |',
    ...sources,
    '',
    '| family | version | files | size | operations | shapes called | warnings | generate ms | build ms | total ms | contract probes: listed / cannot run / operations without one | result | load |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    'Every file, as `vendor.mjs` took it (publish dates as `npm view <package> time` gives them):',
    '',
    '| family | npm package | version | path in the tarball | published | licence | bytes | sha256 |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...files,
    '<!-- end of corpus table -->',
  ].join('\n')
  const text = readFileSync(join(here, 'corpus.md'), 'utf8')
  writeFileSync(join(here, 'corpus.md'), text.replace(/<!-- corpus table[\s\S]*<!-- end of corpus table -->/, table))
}
