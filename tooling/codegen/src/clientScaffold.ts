import type { GeneratedFiles } from './GeneratedFiles.js'
import { generatedHeader } from './generatedHeader.js'

/**
 * The names a client package's scaffold is written with: the client's short name
 * (`beacon`), its PascalCase (`Beacon`), the npm name, the API's title and the spec's path.
 *
 * @example
 * const names: ScaffoldNames = { name: 'beacon', pascal: 'Beacon', packageName: '@ledgernet/beacon-client', title: 'Eth Beacon Node API', spec: 'specs/beacon/beacon-node-oapi.yaml', kind: 'openapi' }
 */
export type ScaffoldNames = {
  name: string
  pascal: string
  packageName: string
  title: string
  spec: string
  kind: 'openapi' | 'openrpc'
}

/**
 * The names of a client's scaffold from its short name, npm name, kind, spec path and the API's
 * title (`info.title`).
 *
 * @example
 * scaffoldNames({ name: 'beacon', packageName: '@ledgernet/beacon-client', kind: 'openapi', spec: 'specs/beacon/x.yaml', title: 'Beacon' }).pascal // 'Beacon'
 */
export function scaffoldNames(names: Omit<ScaffoldNames, 'pascal'>): ScaffoldNames {
  return { ...names, pascal: names.name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase()) }
}

/**
 * What `ledgernet-codegen generate` writes into a scaffolded client's `src/generated/` (a client of
 * `codegen.config.json` with `scaffold: true`, as `pnpm new-client` adds them) besides the spec's
 * own files: `client.gen.ts` — for OpenAPI the module the SDK imports (`Options`, `Client`), the
 * client type, `create<Name>Transport` (lean), `create<Name>Client` (answers checked) and the error
 * guard `is<Name>Error`; for OpenRPC `create<Name>Client` over `@ledgernet/rpc-client` — and
 * `client.gen.test.ts`, its test. What every client package has alike is generated from the
 * config; the package keeps what differs (its README's prose, its own tests, extra exports).
 *
 * @example
 * const files = clientScaffoldFiles(scaffoldNames({ name: 'beacon', packageName: '@ledgernet/beacon-client', kind: 'openapi', spec: 'specs/beacon/x.yaml', title: 'Beacon' }))
 */
export function clientScaffoldFiles(names: ScaffoldNames): GeneratedFiles {
  const header = generatedHeader(names.spec)
  return names.kind === 'openapi'
    ? {
        'client.gen.ts': `${header}\n${openApiClient(names)}`,
        'client.gen.test.ts': `${header}\n${openApiTest(names)}`,
      }
    : {
        'client.gen.ts': `${header}\n${openRpcClient(names)}`,
        'client.gen.test.ts': `${header}\n${openRpcTest(names)}`,
      }
}

function openApiClient({ pascal, title }: ScaffoldNames): string {
  return `import { isLedgernetError } from '@ledgernet/errors'
import type { HttpError, HttpTransportOptions, SdkClient, SdkOptions, TDataShape } from '@ledgernet/transport'
import { createHttpTransport, createSdkClient } from '@ledgernet/transport'
import { type ApiErrorBody, apiId } from './operations.gen.js'
import { responseValidators } from './responseValidators.gen.js'

export type { TDataShape } from '@ledgernet/transport'
// hey-api's SDK spreads these into form and multipart requests; the client encodes bodies itself.
export { formDataBodySerializer, jsonBodySerializer, urlSearchParamsBodySerializer } from '@ledgernet/transport'

/**
 * A client of ${title}, what every generated operation takes as \`client\`: it sends through a
 * ledgernet transport. \`create${pascal}Client\` makes one that checks answers against the spec,
 * \`create${pascal}Transport\` a lean one.
 *
 * @example
 * const client: ${pascal}Client = create${pascal}Client({ baseUrl: 'http://127.0.0.1:8080' })
 */
export type ${pascal}Client = SdkClient & { readonly api: typeof apiId }

/** The client type the generated SDK names. */
export type Client = ${pascal}Client

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
`
}

function openApiTest({ pascal, packageName, spec }: ScaffoldNames): string {
  return `import { HttpError } from '@ledgernet/transport'
import { describe, expect, it } from 'vitest'
import { create${pascal}Client, create${pascal}Transport, is${pascal}Error } from './client.gen.js'
import { operations } from './operations.gen.js'

describe('${packageName}: the generated factories and error guard', () => {
  it('has a descriptor for every operation of ${spec}, and clients that send to their base URL', () => {
    expect(operations.length).toBeGreaterThan(0)
    for (const operation of operations) expect(operation.path.startsWith('/')).toBe(true)
    expect(create${pascal}Client({ baseUrl: 'http://127.0.0.1:8080' }).transport.baseUrl).toBe('http://127.0.0.1:8080')
    expect(create${pascal}Transport({ baseUrl: 'http://127.0.0.1:8080' }).transport.baseUrl).toBe('http://127.0.0.1:8080')
  })

  it('tells an HTTP error answer with a body (of a status) from anything else', () => {
    const error = new HttpError({
      operation: 'probe',
      url: 'http://127.0.0.1:8080/probe',
      status: 404,
      headers: new Headers(),
      body: { message: 'no such thing' },
      rawBody: '{"message":"no such thing"}',
    })
    expect(is${pascal}Error(error)).toBe(true)
    expect(is${pascal}Error(error, 404)).toBe(true)
    expect(is${pascal}Error(error, 500)).toBe(false)
    expect(is${pascal}Error(new Error('not an answer'))).toBe(false)
  })
})
`
}

function openRpcClient({ pascal, title }: ScaffoldNames): string {
  return `import { createRpcTransport, type RpcClient, type RpcTransportOptions } from '@ledgernet/rpc-client'
import { resultValidators } from './resultValidators.gen.js'

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
`
}

function openRpcTest({ pascal, packageName }: ScaffoldNames): string {
  return `import { describe, expect, it } from 'vitest'
import { create${pascal}Client } from './client.gen.js'
import * as methods from './methods.gen.js'

describe('${packageName}: the generated factory', () => {
  it('sends a generated method as a JSON-RPC request, params as the spec structures them', async () => {
    const sent: { method: string; params: unknown }[] = []
    const fetch = async (_url: string | URL | Request, init?: RequestInit) => {
      const request = JSON.parse(String(init?.body))
      sent.push(request)
      return Response.json({ jsonrpc: '2.0', id: request.id, result: null })
    }
    const client = create${pascal}Client({ baseUrl: 'http://127.0.0.1:8545', fetch, validateResults: false })
    const descriptors = Object.entries(methods).filter(([key]) => key.endsWith('Method')) as [string, { method: string; paramStructure?: string }][]
    expect(descriptors.length).toBeGreaterThan(0)
    const [key, descriptor] = descriptors[0]!
    const call = (methods as unknown as Record<string, (options: unknown) => Promise<unknown>>)[key.slice(0, -'Method'.length)]!
    await call({ client, params: descriptor.paramStructure === 'by-name' ? {} : [] })
    expect(sent).toMatchObject([{ jsonrpc: '2.0', method: descriptor.method }])
    expect(Array.isArray(sent[0]!.params)).toBe(descriptor.paramStructure !== 'by-name')
  })
})
`
}

/**
 * The files `pnpm new-client` writes once for a new client package, from one template here (not a
 * copy of another package): the manifest, TypeScript and vitest configs, turbo's generate inputs,
 * the package tag, `src/index.ts` (the generated modules re-exported), the `/validators` subpath
 * and a README skeleton whose example runs as written. Everything else is generated.
 *
 * @example
 * const files = packageSkeleton(names, { specDir: 'specs/beacon', licence: readFileSync('LICENSE', 'utf8') })
 */
export function packageSkeleton(
  names: ScaffoldNames,
  { specDir, licence }: { specDir: string; licence: string },
): Record<string, string> {
  const { name, pascal, packageName, title, spec, kind } = names
  const folder = `packages/${name}-client`
  const subpath = (file: string) => ({
    import: { types: `./dist/${file}.d.ts`, default: `./dist/${file}.js` },
    require: { types: `./dist/cjs/${file}.d.ts`, default: `./dist/cjs/${file}.js` },
  })
  const manifest = {
    name: packageName,
    version: '0.1.0',
    description: `Typed, tree-shakable ${kind === 'openrpc' ? 'JSON-RPC ' : ''}client of ${title}: generated from ${spec}, with timeouts, safe retries and typed errors.`,
    license: 'MIT',
    repository: { type: 'git', url: 'git+https://github.com/ledgernet/ledgernet.git', directory: folder },
    homepage: `https://github.com/ledgernet/ledgernet/tree/main/${folder}#readme`,
    bugs: 'https://github.com/ledgernet/ledgernet/issues',
    type: 'module',
    sideEffects: false,
    engines: { node: '>=20.19.0' },
    main: './dist/cjs/index.js',
    types: './dist/cjs/index.d.ts',
    exports: { '.': subpath('index'), './validators': subpath('validators'), './package.json': './package.json' },
    files: ['dist', 'src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.bench.ts', 'README.md', 'LICENSE'],
    scripts: {
      generate: 'ledgernet-codegen generate',
      build: 'tsc -p tsconfig.build.json && node ../../tooling/scripts/build-package.mjs',
      typecheck: 'tsc -p tsconfig.json --noEmit',
      test: 'vitest run',
    },
    dependencies: {
      '@ledgernet/errors': 'workspace:^',
      ...(kind === 'openrpc' ? { '@ledgernet/rpc-client': 'workspace:^' } : {}),
      '@ledgernet/transport': 'workspace:^',
    },
    devDependencies: {
      '@ledgernet/codegen': 'workspace:*',
      '@ledgernet/specs': 'workspace:*',
      '@ledgernet/test-support': 'workspace:*',
      '@ledgernet/tsconfig': 'workspace:*',
    },
  }
  const example =
    kind === 'openapi'
      ? `import { create${pascal}Client, operations } from '${packageName}'

const client = create${pascal}Client({ baseUrl: 'http://127.0.0.1:8080' })
console.log(operations.length > 0, client.transport.baseUrl) // true http://127.0.0.1:8080`
      : `import { create${pascal}Client } from '${packageName}'

const client = create${pascal}Client({ baseUrl: 'http://127.0.0.1:8545' })
console.log(typeof client.request) // function`
  const about =
    kind === 'openapi'
      ? `one function per operation (\`operation({ client, path, query, body })\`), the spec's types, and
answer validators on the \`/validators\` subpath. \`create${pascal}Client\` checks every answer against
the spec, \`create${pascal}Transport\` is the lean tier; \`is${pascal}Error(error, status?)\` narrows an
error answer to \`ApiErrorBody\`, the body the operations declare. Operations the spec does not mark
with \`x-ledgernet-retry-safe\` are retried only when their method is idempotent; add the mark in an
overlay (\`codegen.config.json\`'s \`overlay\`) to say otherwise.`
      : `one function per method (\`method({ client, params })\`; a \`by-name\` method takes its params as an
object), the document's types, and result validators on the \`/validators\` subpath.
\`create${pascal}Client({ baseUrl })\` checks every result against the spec; an error object is thrown
as \`JsonRpcError\`.`
  return {
    'package.json': `${JSON.stringify(manifest, null, 2)}\n`,
    LICENSE: licence,
    'tsconfig.json': `${JSON.stringify({ extends: '@ledgernet/tsconfig/base.json', compilerOptions: { rootDir: '.', outDir: 'dist', types: ['node'] }, include: ['src'] }, null, 2)}\n`,
    'tsconfig.build.json': `${JSON.stringify({ extends: './tsconfig.json', compilerOptions: { rootDir: 'src', types: [] }, include: ['src'], exclude: ['src/**/*.test.ts', 'src/**/*.bench.ts'] }, null, 2)}\n`,
    'turbo.json': `${JSON.stringify({ extends: ['//'], tasks: { generate: { inputs: ['$TURBO_ROOT$/codegen.config.json', `$TURBO_ROOT$/${specDir}/**`] } } }, null, 2)}\n`,
    'vitest.config.ts': `import { packageTests } from '../../vitest.shared.js'\n\nexport default packageTests()\n`,
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
    'src/index.ts':
      kind === 'openapi'
        ? `export type { CallOptions, HttpTransport, Issue, RetryOptions, TransportErrorType, TransportRequest } from '@ledgernet/transport'
export { AbortedError, HttpError, InvalidResponseError, NetworkError, TimeoutError, TransportError } from '@ledgernet/transport'
export type { ${pascal}Client, ${pascal}ClientOptions, ${pascal}HttpError, ${pascal}TransportOptions } from './generated/client.gen.js'
export { create${pascal}Client, create${pascal}Transport, is${pascal}Error } from './generated/client.gen.js'
export type * from './generated/handlers.gen.js'
export * from './generated/operations.gen.js'
export * from './generated/sdk.gen.js'
export type * from './generated/types.gen.js'
`
        : `export type { CallOptions, Issue, RetryOptions, TransportErrorType, TransportRequest } from '@ledgernet/transport'
export { AbortedError, HttpError, InvalidResponseError, NetworkError, TimeoutError, TransportError } from '@ledgernet/transport'
export type { RpcClient } from '@ledgernet/rpc-client'
export { isJsonRpcError, JsonRpcError } from '@ledgernet/rpc-client'
export type { ${pascal}ClientOptions } from './generated/client.gen.js'
export { create${pascal}Client } from './generated/client.gen.js'
export * from './generated/methods.gen.js'
export type * from './generated/schema.gen.js'
`,
    'src/validators.ts': `/**
 * The ${kind === 'openapi' ? 'answer' : 'result'} validators of ${title}, generated from ${spec}.
 *
 * @example
 * import { ${kind === 'openapi' ? 'responseValidators' : 'resultValidators'} } from '${packageName}/validators'
 * Object.keys(${kind === 'openapi' ? 'responseValidators' : 'resultValidators'}).length > 0 // true
 */
export * from './generated/${kind === 'openapi' ? 'responseValidators' : 'resultValidators'}.gen.js'
export * from './generated/validators.gen.js'
`,
    'README.md': `# ${packageName}

\`\`\`ts
${example}
\`\`\`

\`\`\`sh
npm install ${packageName}
\`\`\`

Typed, tree-shakable ${kind === 'openrpc' ? 'JSON-RPC ' : ''}client of ${title}, generated from [\`${spec}\`](../../${spec})
by \`pnpm generate\` (\`codegen.config.json\` lists it, with \`scaffold\`: the factories and error
guard are generated too, into \`src/generated/client.gen.ts\`): ${about}
`,
  }
}
