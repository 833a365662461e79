import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkGenerated, codegenCommand, findClients } from '../src/index.js'
import { fixture, removeScratch, scratchDir } from './generateInto.js'

describe('checkGenerated', () => {
  let root: string
  beforeAll(() => {
    // A small workspace: one spec and two clients generated from it.
    root = scratchDir()
    writeFileSync(join(root, 'pnpm-workspace.yaml'), 'packages:\n  - packages/*\n')
    mkdirSync(join(root, 'specs'))
    cpSync(fixture('ledger.openapi.yaml'), join(root, 'specs', 'ledger.openapi.yaml'))
    cpSync(fixture('ledger.openrpc.json'), join(root, 'specs', 'ledger.openrpc.json'))
    for (const [name, kind, file] of [
      ['api-client', 'openapi', 'ledger.openapi.yaml'],
      ['rpc-client', 'openrpc', 'ledger.openrpc.json'],
    ] as const) {
      mkdirSync(join(root, 'packages', name), { recursive: true })
      writeFileSync(
        join(root, 'packages', name, 'package.json'),
        JSON.stringify({
          name: `@test/${name}`,
          scripts: {
            generate: `ledgernet-codegen ${kind} --spec ../../specs/${file} --out src/generated${kind === 'openapi' ? ' --supplied network_identifier' : ''}`,
          },
        }),
      )
    }
    mkdirSync(join(root, 'packages', 'other'))
    writeFileSync(
      join(root, 'packages', 'other', 'package.json'),
      JSON.stringify({ name: '@test/other', scripts: { build: 'tsc' } }),
    )
  })
  afterAll(() => removeScratch(root))

  it('finds the clients from their generate scripts', () => {
    expect(findClients(root).map(({ name, kind, spec, out, supplied }) => [name, kind, spec, out, supplied])).toEqual([
      ['@test/api-client', 'openapi', '../../specs/ledger.openapi.yaml', 'src/generated', ['network_identifier']],
      ['@test/rpc-client', 'openrpc', '../../specs/ledger.openrpc.json', 'src/generated', []],
    ])
  })

  it('lists missing, changed and extra files, and nothing once generated', async () => {
    expect((await checkGenerated(root)).map((d) => `${d.kind} ${d.file}`)).toEqual([
      'missing packages/api-client/src/generated/operations.gen.ts',
      'missing packages/api-client/src/generated/responseValidators.gen.ts',
      'missing packages/api-client/src/generated/sdk.gen.ts',
      'missing packages/api-client/src/generated/types.gen.ts',
      'missing packages/api-client/src/generated/validators.gen.ts',
      'missing packages/rpc-client/src/generated/methods.gen.ts',
      'missing packages/rpc-client/src/generated/resultValidators.gen.ts',
      'missing packages/rpc-client/src/generated/schema.gen.ts',
      'missing packages/rpc-client/src/generated/validators.gen.ts',
    ])
    for (const [dir, kind, file] of [
      ['api-client', 'openapi', 'ledger.openapi.yaml'],
      ['rpc-client', 'openrpc', 'ledger.openrpc.json'],
    ] as const) {
      const supplied = kind === 'openapi' ? ['--supplied', 'network_identifier'] : []
      const code = await codegenCommand([
        kind,
        '--spec',
        join(root, 'specs', file),
        '--out',
        join(root, 'packages', dir, 'src', 'generated'),
        ...supplied,
      ])
      expect(code).toBe(0)
    }
    expect(await checkGenerated(root)).toEqual([])

    const operations = join(root, 'packages', 'api-client', 'src', 'generated', 'operations.gen.ts')
    writeFileSync(operations, `${readFileSync(operations, 'utf8')}// a hand edit\n`)
    writeFileSync(join(root, 'packages', 'rpc-client', 'src', 'generated', 'old.gen.ts'), '// left over\n')
    expect((await checkGenerated(root)).map((d) => `${d.kind} ${d.file}`)).toEqual([
      'changed packages/api-client/src/generated/operations.gen.ts',
      'extra packages/rpc-client/src/generated/old.gen.ts',
    ])
  }, 60_000)

  it('sees a spec change as out-of-date generated code', async () => {
    for (const [dir, kind, file] of [
      ['api-client', 'openapi', 'ledger.openapi.yaml'],
      ['rpc-client', 'openrpc', 'ledger.openrpc.json'],
    ] as const)
      await codegenCommand([
        kind,
        '--spec',
        join(root, 'specs', file),
        '--out',
        join(root, 'packages', dir, 'src', 'generated'),
        ...(kind === 'openapi' ? ['--supplied', 'network_identifier'] : []),
      ])
    expect(await checkGenerated(root)).toEqual([])
    const spec = join(root, 'specs', 'ledger.openapi.yaml')
    writeFileSync(
      spec,
      readFileSync(spec, 'utf8').replace(
        'description: The token symbol.',
        'description: The token symbol, lower-case.',
      ),
    )
    expect((await checkGenerated(root)).map((d) => `${d.kind} ${d.file}`)).toEqual([
      'changed packages/api-client/src/generated/types.gen.ts',
    ])
  }, 60_000)
})

describe('codegenCommand', () => {
  it('answers bad arguments with the usage and exit code 2', async () => {
    const errors: string[] = []
    const original = console.error
    console.error = (line: string) => void errors.push(line)
    try {
      expect(await codegenCommand([])).toBe(2)
      expect(await codegenCommand(['swagger', '--spec', 'x', '--out', 'y'])).toBe(2)
      expect(await codegenCommand(['openapi', '--spec', 'x'])).toBe(2)
      expect(await codegenCommand(['openapi', '--bogus'])).toBe(2)
      expect(await codegenCommand(['openapi', '--spec', '/nonexistent.yaml', '--out', '/tmp/x'])).toBe(1)
    } finally {
      console.error = original
    }
    expect(errors[0]).toContain(
      'Usage: ledgernet-codegen <openapi|openrpc|validators> --spec <path> --out <dir> [--supplied <fields>]',
    )
    expect(errors.at(-1)).toMatch(/^ledgernet-codegen: Invalid spec: cannot be read from \/nonexistent.yaml/)
  })
})
