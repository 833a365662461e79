#!/usr/bin/env node
// `pnpm new-client <name> <spec file>`: a client package for a new API, wired in. Copies the spec
// into specs/ as the owner published it, adds the client to codegen.config.json (the one list
// every part reads: generation, the sandbox's validators, the contract runner, the specs tests, the
// docs), scaffolds packages/<name>-client (factories, error guard, README, a test) and installs it.
// Then `pnpm generate && pnpm build && pnpm typecheck` pass with no hand edit.
// `pnpm new-client <name> <spec file> [<more OpenRPC documents>…]`: a client package for a new API,
// wired in. Copies the spec (and every file its $refs name) into specs/<name>/ as the owner
// published it, adds the client to codegen.config.json (the one list every part reads: generation,
// the sandbox's validators, the contract runner, the specs tests, the docs) as `published` (read
// leniently: its problems are warnings), scaffolds packages/<name>-client (factories, error guard,
// README, a test, vitest config) and installs it. Then `pnpm generate && pnpm build && pnpm
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
const pascal = name.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase())
const title = String(document.info?.title ?? pascal)
const packageName = `@ledgernet/${name}-client`
config.clients.push({
  name,
  spec: specTarget,
  ...(specPaths.length > 1 ? { documents: specPaths.slice(1) } : {}),
  package: folder,
  published: true,
})

// The manifest of an existing OpenAPI client, renamed: the same exports, files, scripts and dependencies.
const manifest = JSON.parse(readFileSync(join(root, 'packages/v0-client/package.json'), 'utf8'))
manifest.name = packageName
manifest.version = '0.1.0'
manifest.description = `Typed, tree-shakable client of ${title}: generated from ${specTarget}, with timeouts, safe retries and typed errors.`
manifest.repository.directory = folder
manifest.homepage = `https://github.com/ledgernet/ledgernet/tree/main/${folder}#readme`
const files = {
  'package.json': `${JSON.stringify(manifest, null, 2)}\n`,
  LICENSE: readFileSync(join(root, 'packages/v0-client/LICENSE'), 'utf8'),
  'tsconfig.json': readFileSync(join(root, 'packages/v0-client/tsconfig.json'), 'utf8'),
  'tsconfig.build.json': readFileSync(join(root, 'packages/v0-client/tsconfig.build.json'), 'utf8'),
  'turbo.json': `${JSON.stringify({ extends: ['//'], tasks: { generate: { inputs: ['$TURBO_ROOT$/codegen.config.json', `$TURBO_ROOT$/${specDir}/**`] } } }, null, 2)}\n`,
  'vitest.config.ts': readFileSync(join(root, 'packages/v0-client/vitest.config.ts'), 'utf8'),
  'src/packageTag.ts': `// Written by tooling/scripts/package-tags.mjs from package.json (\`pnpm version-packages\` runs it).

/**
 * The git tag of this release of the package, as changesets tags it (\`<name>@<version>\`): the
 * \`docsUrl\` of its errors points at docs/errors.md as it is in this release.
 *
 * @example
 * packageTag // '${packageName}@0.1.0'
 */
export const packageTag = '${packageName}@0.1.0'
`,
  [`src/${pascal}Client.ts`]: `import type { SdkClient } from '@ledgernet/transport'
import type { apiId } from './generated/operations.gen.js'

/**
 * A client of ${title}, what every generated operation takes as \`client\`: it sends through a
 * ledgernet transport. \`create${pascal}Client\` makes one that checks answers against the spec,
 * \`create${pascal}Transport\` a lean one.
 *
 * @example
 * const client: ${pascal}Client = create${pascal}Client({ baseUrl: 'http://127.0.0.1:8080' })
 */
export type ${pascal}Client = SdkClient & { readonly api: typeof apiId }
`,
  'src/client.ts': `import type { SdkOptions, TDataShape } from '@ledgernet/transport'

export type { TDataShape } from '@ledgernet/transport'
// hey-api's SDK spreads these into form and multipart requests; the client encodes bodies itself.
export { formDataBodySerializer, jsonBodySerializer, urlSearchParamsBodySerializer } from '@ledgernet/transport'
export type { ${pascal}Client as Client } from './${pascal}Client.js'

/**
 * What the generated SDK's functions take besides \`client\`: the parameters and the request body
 * as the spec types them, and the call options.
 *
 * @example
 * const options: Options = { timeout: 5_000 }
 */
export type Options<
  TData extends TDataShape = TDataShape,
  _ThrowOnError extends boolean = boolean,
  _TResponse = unknown,
> = SdkOptions<TData>
`,
  [`src/create${pascal}Transport.ts`]: `import { createHttpTransport, createSdkClient, type HttpTransportOptions } from '@ledgernet/transport'
import { apiId } from './generated/operations.gen.js'
import type { ${pascal}Client } from './${pascal}Client.js'

/**
 * Options of {@link create${pascal}Transport}: where the server is, and the transport's options
 * (\`fetch\`, \`headers\`, \`timeout\`, \`retry\`, \`onRequest\`, \`onResponse\`, \`validators\`).
 *
 * @example
 * const options: ${pascal}TransportOptions = { baseUrl: 'http://127.0.0.1:8080', timeout: 5_000 }
 */
export type ${pascal}TransportOptions = Omit<HttpTransportOptions, 'authorization'>

/**
 * Creates a lean client of ${title}: answers are parsed but not checked against the spec unless
 * \`validators\` are given. Throws \`InvalidArgumentError\` when \`baseUrl\` is not a URL.
 *
 * @example
 * const client = create${pascal}Transport({ baseUrl: 'http://127.0.0.1:8080' })
 */
export function create${pascal}Transport(options: ${pascal}TransportOptions): ${pascal}Client {
  return createSdkClient({ transport: createHttpTransport(options), api: apiId })
}
`,
  [`src/create${pascal}Client.ts`]: `import { create${pascal}Transport, type ${pascal}TransportOptions } from './create${pascal}Transport.js'
import { responseValidators } from './generated/responseValidators.gen.js'
import type { ${pascal}Client } from './${pascal}Client.js'

/**
 * Options of {@link create${pascal}Client}: those of {@link create${pascal}Transport} and
 * \`validateResponses\` (default \`true\`: every answer is checked against the spec).
 *
 * @example
 * const options: ${pascal}ClientOptions = { baseUrl: 'http://127.0.0.1:8080', retry: { count: 5 } }
 */
export type ${pascal}ClientOptions = Omit<${pascal}TransportOptions, 'validators'> & {
  /** Check every answer against the spec. Default \`true\`. */
  validateResponses?: boolean
}

/**
 * Creates a client of ${title} that checks every answer against the spec (\`InvalidResponseError\`
 * naming the operation, the JSON path and the reason on a mismatch). Pass it as \`client\` to the
 * generated operations.
 *
 * @example
 * const client = create${pascal}Client({ baseUrl: 'http://127.0.0.1:8080' })
 */
export function create${pascal}Client(options: ${pascal}ClientOptions): ${pascal}Client {
  const { validateResponses = true, ...rest } = options
  return create${pascal}Transport({ ...rest, ...(validateResponses ? { validators: responseValidators } : {}) })
}
`,
  [`src/is${pascal}Error.ts`]: `import { isLedgernetError } from '@ledgernet/errors'
import type { HttpError } from '@ledgernet/transport'
import type { ApiErrorBody } from './generated/operations.gen.js'

/**
 * An \`HttpError\` of ${title} whose body is an error body its operations declare.
 *
 * @example
 * function explain(error: ${pascal}HttpError) {
 *   return \`HTTP \${error.status}\`
 * }
 */
export type ${pascal}HttpError = HttpError<ApiErrorBody>

/**
 * True when \`error\` is an HTTP error answer of ${title} with a body, and — when \`status\` is
 * given — with that HTTP status. Narrows \`error.body\`. Works across copies of the package.
 *
 * @example
 * try {
 *   await someOperation({ client })
 * } catch (error) {
 *   if (is${pascal}Error(error, 404)) console.log('not found')
 *   else throw error
 * }
 */
export function is${pascal}Error(error: unknown, status?: number): error is ${pascal}HttpError {
  const { body, status: actual } = isLedgernetError(error, 'HTTP_ERROR') ? (error as HttpError) : {}
  return typeof body === 'object' && body !== null && (status === undefined || actual === status)
}
`,
  'src/validators.ts': `/**
 * The answer validators of ${title}, generated from ${specTarget}: give them to
 * \`create${pascal}Transport\` to check answers on the lean path.
 *
 * @example
 * import { create${pascal}Transport } from '${packageName}'
 * import { responseValidators } from '${packageName}/validators'
 * const client = create${pascal}Transport({ baseUrl: 'http://127.0.0.1:8080', validators: responseValidators })
 */
export * from './generated/responseValidators.gen.js'
export * from './generated/validators.gen.js'
`,
  'src/index.ts': `export type { CallOptions, HttpTransport, Issue, RetryOptions, TransportErrorType, TransportRequest } from '@ledgernet/transport'
export { AbortedError, HttpError, InvalidResponseError, NetworkError, TimeoutError, TransportError } from '@ledgernet/transport'
export type { ${pascal}Client } from './${pascal}Client.js'
export type { ${pascal}ClientOptions } from './create${pascal}Client.js'
export { create${pascal}Client } from './create${pascal}Client.js'
export type { ${pascal}TransportOptions } from './create${pascal}Transport.js'
export { create${pascal}Transport } from './create${pascal}Transport.js'
export type * from './generated/handlers.gen.js'
export * from './generated/operations.gen.js'
export * from './generated/sdk.gen.js'
export type * from './generated/types.gen.js'
export type { ${pascal}HttpError } from './is${pascal}Error.js'
export { is${pascal}Error } from './is${pascal}Error.js'
`,
  [`src/create${pascal}Client.test.ts`]: `import { describe, expect, it } from 'vitest'
import { create${pascal}Client, create${pascal}Transport, operations } from './index.js'

describe('${packageName}', () => {
  it('has a generated descriptor for every operation of ${specTarget}, and clients that take them', () => {
    expect(operations.length).toBeGreaterThan(0)
    for (const operation of operations) expect(operation.path.startsWith('/')).toBe(true)
    const client = create${pascal}Client({ baseUrl: 'http://127.0.0.1:8080' })
    expect(client.transport.baseUrl).toBe('http://127.0.0.1:8080')
    expect(create${pascal}Transport({ baseUrl: 'http://127.0.0.1:8080' }).transport.baseUrl).toBe('http://127.0.0.1:8080')
  })
})
`,
  'README.md': `# ${packageName}

\`\`\`ts
import { create${pascal}Client, operations } from '${packageName}'

const client = create${pascal}Client({ baseUrl: 'http://127.0.0.1:8080' })
console.log(operations.length > 0, client.transport.baseUrl) // true http://127.0.0.1:8080
\`\`\`

\`\`\`sh
npm install ${packageName}
\`\`\`

Typed, tree-shakable client of ${title}, generated from [\`${specTarget}\`](../../${specTarget}) by
\`pnpm generate\` (\`codegen.config.json\` lists it): one function per operation
(\`operation({ client, path, query, body })\`), the spec's types, and answer validators on the
\`/validators\` subpath. \`create${pascal}Client\` checks every answer against the spec,
\`create${pascal}Transport\` is the lean tier; \`is${pascal}Error(error, status?)\` narrows an error
answer to \`ApiErrorBody\`, the body the operations declare. Operations the spec does not mark
with \`x-ledgernet-retry-safe\` are retried only when their method is idempotent; add the mark in
an overlay (\`codegen.config.json\`'s \`overlay\`) to say otherwise.
`,
}
if (kind === 'openrpc') {
  // An OpenRPC client: the generated methods over @ledgernet/rpc-client's JSON-RPC transport.
  for (const path of Object.keys(files)) if (path.startsWith('src/') && path !== 'src/packageTag.ts') delete files[path]
  manifest.description = `Typed, tree-shakable JSON-RPC client of ${title}: generated from ${specTarget}, with timeouts, safe retries and typed errors.`
  manifest.dependencies['@ledgernet/rpc-client'] = 'workspace:^'
  Object.assign(files, {
    'package.json': `${JSON.stringify(manifest, null, 2)}\n`,
    [`src/create${pascal}Client.ts`]: `import { createRpcTransport, type RpcClient, type RpcTransportOptions } from '@ledgernet/rpc-client'
import { resultValidators } from './generated/resultValidators.gen.js'

/**
 * Options of {@link create${pascal}Client}: where the node is (the JSON-RPC endpoint), the transport's
 * options, and \`validateResults\` (default \`true\`: every result is checked against the spec).
 *
 * @example
 * const options: ${pascal}ClientOptions = { baseUrl: 'http://127.0.0.1:8545', timeout: 5_000 }
 */
export type ${pascal}ClientOptions = Omit<RpcTransportOptions, 'validators'> & {
  /** Check every result against the spec. Default \`true\`. */
  validateResults?: boolean
}

/**
 * Creates a JSON-RPC client of ${title}: pass it as \`client\` to the generated methods. An error
 * object is thrown as \`JsonRpcError\`; a result that does not match the spec as \`InvalidResponseError\`.
 *
 * @example
 * const client = create${pascal}Client({ baseUrl: 'http://127.0.0.1:8545' })
 */
export function create${pascal}Client(options: ${pascal}ClientOptions): RpcClient {
  const { validateResults = true, ...rest } = options
  return createRpcTransport({ ...rest, ...(validateResults ? { validators: resultValidators } : {}) })
}
`,
    'src/validators.ts': `/**
 * The result validators of ${title}, generated from ${specTarget}.
 *
 * @example
 * import { resultValidators } from '${packageName}/validators'
 * Object.keys(resultValidators).length > 0 // true
 */
export * from './generated/resultValidators.gen.js'
export * from './generated/validators.gen.js'
`,
    'src/index.ts': `export type { CallOptions, Issue, RetryOptions, TransportErrorType, TransportRequest } from '@ledgernet/transport'
export { AbortedError, HttpError, InvalidResponseError, NetworkError, TimeoutError, TransportError } from '@ledgernet/transport'
export type { RpcClient } from '@ledgernet/rpc-client'
export { isJsonRpcError, JsonRpcError } from '@ledgernet/rpc-client'
export type { ${pascal}ClientOptions } from './create${pascal}Client.js'
export { create${pascal}Client } from './create${pascal}Client.js'
export * from './generated/methods.gen.js'
export type * from './generated/schema.gen.js'
`,
    [`src/create${pascal}Client.test.ts`]: `import { describe, expect, it } from 'vitest'
import * as api from './index.js'

describe('${packageName}', () => {
  it('sends each generated method as a JSON-RPC request to the node', async () => {
    const sent: unknown[] = []
    const fetch = async (_url: string | URL | Request, init?: RequestInit) => {
      const request = JSON.parse(String(init?.body))
      sent.push(request)
      return Response.json({ jsonrpc: '2.0', id: request.id, result: null })
    }
    const client = api.create${pascal}Client({ baseUrl: 'http://127.0.0.1:8545', fetch, validateResults: false })
    const descriptors = Object.entries(api).filter(([key]) => key.endsWith('Method')) as [string, { method: string }][]
    expect(descriptors.length).toBeGreaterThan(0)
    const [key, descriptor] = descriptors[0]!
    const call = (api as unknown as Record<string, (options: unknown) => Promise<unknown>>)[key.slice(0, -'Method'.length)]!
    await call({ client, params: 'paramStructure' in descriptor ? {} : [] })
    expect(sent).toMatchObject([{ jsonrpc: '2.0', method: descriptor.method }])
  })
})
`,
    'README.md': `# ${packageName}

\`\`\`sh
npm install ${packageName}
\`\`\`

Typed, tree-shakable JSON-RPC client of ${title}, generated from [\`${specTarget}\`](../../${specTarget}) by
\`pnpm generate\` (\`codegen.config.json\` lists it): one function per method
(\`method({ client, params })\`; a \`by-name\` method takes its params as an object), the document's
types, and result validators on the \`/validators\` subpath. \`create${pascal}Client({ baseUrl })\`
checks every result against the spec; an error object is thrown as \`JsonRpcError\`.
`,
  })
}

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
