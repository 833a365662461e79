import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { Ajv } from 'ajv'
import { beforeAll, describe, expect, it } from 'vitest'
import { discriminatorProblems, loadSpec, unresolvedRefs, unusedComponents } from '../src/index.js'
import { documents } from './documents.js'

const require = createRequire(import.meta.url)
const specsDir = new URL('..', import.meta.url).pathname
const openApiDocuments = documents.filter(({ path }) => typeof loadSpec(path).openapi === 'string')
const openRpcDocuments = documents.filter(({ path }) => typeof loadSpec(path).openrpc === 'string')

// (c) Lint: redocly for OpenAPI, the OpenRPC meta-schema for OpenRPC, and our own structural
// checks for both.
describe('redocly lint (recommended ruleset, specs/redocly.yaml)', () => {
  const results = new Map<
    string,
    { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[]
  >()
  beforeAll(async () => {
    const cliDir = dirname(require.resolve('@redocly/cli/package.json'))
    const bin = join(cliDir, JSON.parse(readFileSync(join(cliDir, 'package.json'), 'utf8')).bin.redocly)
    await Promise.all(
      openApiDocuments.map(async ({ path }) => {
        const run = promisify(execFile)(
          process.execPath,
          [bin, 'lint', '--config', join(specsDir, 'redocly.yaml'), '--format', 'json', path],
          {
            cwd: specsDir,
            env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
            maxBuffer: 64 << 20,
          },
        )
        // redocly exits non-zero when it finds errors; its JSON report is on stdout either way.
        const { stdout } = await run.catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }))
        results.set(path, JSON.parse(stdout).problems)
      }),
    )
  }, 60_000)

  it.each(openApiDocuments)('$id has no problem', ({ path }) => {
    const problems = results.get(path)
    expect(problems, 'redocly produced no report').toBeDefined()
    expect(problems!.map((p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`)).toEqual([])
  })
})

describe('OpenRPC meta-schema', () => {
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false })
  // The packages export the schemas by name (a module object compiled as a schema holds no
  // keyword and accepts anything). The OpenRPC meta-schema refers to JSON Schema's meta-schema as
  // `https://meta.json-schema.tools`, without the slash of that schema's own `$id`.
  ajv.addMetaSchema(require('@json-schema-tools/meta-schema').jsonSchema, 'https://meta.json-schema.tools')
  const validate = ajv.compile(require('@open-rpc/meta-schema').openrpcDocument)
  const problems = (document: unknown) =>
    validate(document) ? [] : validate.errors!.map((e) => `${e.instancePath} ${e.message}`)

  it.each(openRpcDocuments)('$id is a valid OpenRPC document', ({ path }) => {
    expect(problems(loadSpec(path))).toEqual([])
  })

  type Document = {
    [field: string]: unknown
    info?: unknown
    openrpc: string
    methods: { params: unknown; result: { name?: string } }[]
    components: { schemas: Record<string, unknown> }
  }
  const broken: [string, (document: Document) => void][] = [
    ['without info', (document) => delete document.info],
    ['of an unknown OpenRPC version', (document) => (document.openrpc = '9.9.9')],
    ['with a field OpenRPC does not define', (document) => (document.method = [])],
    ['whose method params are not a list', (document) => (document.methods[0]!.params = {})],
    ['whose method result has no name', (document) => delete document.methods[0]!.result.name],
    [
      'whose schema is no JSON Schema',
      (document) => (document.components.schemas[Object.keys(document.components.schemas)[0]!] = { type: 5 }),
    ],
  ]
  it.each(broken)('refuses a document %s', (_name, breakIt) => {
    const document = structuredClone(loadSpec(openRpcDocuments[0]!.path)) as Document
    expect(problems(document)).toEqual([])
    breakIt(document)
    expect(problems(document)).not.toEqual([])
  })
})

describe.each(documents)('structure of $id', ({ path }) => {
  it('every $ref resolves', () => {
    expect(unresolvedRefs(loadSpec(path))).toEqual([])
  })

  it('every discriminator agrees with its oneOf and mapping', () => {
    expect(discriminatorProblems(loadSpec(path))).toEqual([])
  })

  it('every component is used', () => {
    expect(unusedComponents(loadSpec(path))).toEqual([])
  })
})
