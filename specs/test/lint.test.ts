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
  ajv.addMetaSchema(require('@json-schema-tools/meta-schema'))
  const validate = ajv.compile(require('@open-rpc/meta-schema'))

  it.each(openRpcDocuments)('$id is a valid OpenRPC document', ({ path }) => {
    const valid = validate(loadSpec(path))
    expect(valid ? [] : validate.errors!.map((e) => `${e.instancePath} ${e.message}`)).toEqual([])
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
