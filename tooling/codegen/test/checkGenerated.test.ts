import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkGenerated, codegenCommand, codegenUsage, loadCodegenConfig, parseCommand } from '../src/index.js'
import { fixture, removeScratch, scratchDir } from './generateInto.js'

describe('checkGenerated', () => {
  let root: string
  beforeAll(() => {
    // A small workspace: one spec of each kind and a client generated from each, listed in its codegen.config.json.
    root = scratchDir()
    writeFileSync(join(root, 'pnpm-workspace.yaml'), 'packages:\n  - packages/*\n')
    mkdirSync(join(root, 'specs'))
    cpSync(fixture('ledger.openapi.yaml'), join(root, 'specs', 'ledger.openapi.yaml'))
    cpSync(fixture('ledger.openrpc.json'), join(root, 'specs', 'ledger.openrpc.json'))
    for (const name of ['api-client', 'rpc-client']) mkdirSync(join(root, 'packages', name), { recursive: true })
    writeFileSync(
      join(root, 'codegen.config.json'),
      JSON.stringify({
        specs: { package: 'specs' },
        clients: [
          {
            name: 'ledger',
            spec: 'specs/ledger.openapi.yaml',
            package: 'packages/api-client',
            supplied: ['network_identifier'],
          },
          { name: 'ledger-rpc', spec: 'specs/ledger.openrpc.json', package: 'packages/rpc-client' },
        ],
      }),
    )
  })
  afterAll(() => removeScratch(root))

  it('reads the clients from codegen.config.json, refusing a config that breaks its schema by pointer', () => {
    expect(
      loadCodegenConfig(root).clients.map(({ name, kind, spec, output, supplied, contract }) => [
        name,
        kind,
        spec,
        output,
        supplied,
        contract,
      ]),
    ).toEqual([
      ['ledger', 'openapi', 'specs/ledger.openapi.yaml', 'src/generated', ['network_identifier'], 'ledger'],
      ['ledger-rpc', 'openrpc', 'specs/ledger.openrpc.json', 'src/generated', [], 'ledgerRpc'],
    ])
    const broken = scratchDir()
    writeFileSync(
      join(broken, 'codegen.config.json'),
      JSON.stringify({ specs: { package: 'specs' }, clients: [{ name: 'x' }] }),
    )
    expect(() => loadCodegenConfig(broken)).toThrowError(/Invalid codegen.config.json#\/clients\/0\/spec: is required/)
    removeScratch(broken)
  })

  const generateAll = async () => {
    for (const dir of ['specs', 'packages/api-client', 'packages/rpc-client'])
      expect(await codegenCommand(['generate', '--package', join(root, dir)])).toBe(0)
  }

  it('lists missing, changed and extra files, and nothing once generated', async () => {
    expect((await checkGenerated(loadCodegenConfig(root))).map((d) => `${d.kind} ${d.file}`)).toEqual([
      'missing specs/src/generated/specList.gen.ts',
      'missing packages/api-client/src/generated/handlers.gen.ts',
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
    await generateAll()
    expect(await checkGenerated(loadCodegenConfig(root))).toEqual([])

    const operations = join(root, 'packages', 'api-client', 'src', 'generated', 'operations.gen.ts')
    writeFileSync(operations, `${readFileSync(operations, 'utf8')}// a hand edit\n`)
    writeFileSync(join(root, 'packages', 'rpc-client', 'src', 'generated', 'old.gen.ts'), '// left over\n')
    expect((await checkGenerated(loadCodegenConfig(root))).map((d) => `${d.kind} ${d.file}`)).toEqual([
      'changed packages/api-client/src/generated/operations.gen.ts',
      'extra packages/rpc-client/src/generated/old.gen.ts',
    ])
  }, 60_000)

  it('sees a spec change as out-of-date generated code', async () => {
    await generateAll()
    expect(await checkGenerated(loadCodegenConfig(root))).toEqual([])
    const spec = join(root, 'specs', 'ledger.openapi.yaml')
    writeFileSync(
      spec,
      readFileSync(spec, 'utf8').replace(
        'description: The token symbol.',
        'description: The token symbol, lower-case.',
      ),
    )
    expect((await checkGenerated(loadCodegenConfig(root))).map((d) => `${d.kind} ${d.file}`)).toEqual([
      'changed packages/api-client/src/generated/types.gen.ts',
    ])
  }, 60_000)
})

describe('codegenCommand: one grammar for every command', () => {
  it('reads each command by the grammar: its options, its arguments, --help anywhere', () => {
    expect(parseCommand(['generate'])).toEqual({ command: 'generate', positionals: [], values: {} })
    expect(parseCommand(['generate', '--package', 'packages/x'])).toEqual({
      command: 'generate',
      positionals: [],
      values: { package: 'packages/x' },
    })
    expect(parseCommand(['diff', 'a.yaml', 'b.yaml', '--json', '--overlay', 'o.yaml'])).toEqual({
      command: 'diff',
      positionals: ['a.yaml', 'b.yaml'],
      values: { json: true, overlay: 'o.yaml' },
    })
    expect(parseCommand(['changesets', '--check', '--base', 'origin/main'])).toEqual({
      command: 'changesets',
      positionals: [],
      values: { check: true, base: 'origin/main' },
    })
    expect(parseCommand(['diff', '--help'])).toEqual({ command: 'help' })
    expect(parseCommand(['-h'])).toEqual({ command: 'help' })
    expect(() => parseCommand([])).toThrow(new TypeError('a command is needed'))
    expect(() => parseCommand(['openapi', '--spec', 'x'])).toThrow(new TypeError('unknown command openapi'))
    expect(() => parseCommand(['diff', 'a.yaml'])).toThrow(
      new TypeError('diff takes old spec and new spec (given: a.yaml)'),
    )
    expect(() => parseCommand(['generate', 'x'])).toThrow(new TypeError('generate takes no arguments (given: x)'))
    expect(() => parseCommand(['changesets', '--bogus'])).toThrow(/Unknown option '--bogus'/)
    expect(() => parseCommand(['generate', '--package'])).toThrow(/argument missing/)
  })

  it('answers a bad command line with the reason and the usage (exit 2), a spec it cannot read with the reason (exit 1)', async () => {
    const errors: string[] = []
    const original = console.error
    console.error = (line: string) => void errors.push(line)
    try {
      expect(await codegenCommand([])).toBe(2)
      expect(await codegenCommand(['openapi', '--spec', 'x', '--out', 'y'])).toBe(2)
      expect(await codegenCommand(['diff', '/nonexistent-a.yaml', '/nonexistent-b.yaml'])).toBe(1)
    } finally {
      console.error = original
    }
    expect(errors[0]).toBe(`ledgernet-codegen: a command is needed\n\n${codegenUsage}`)
    expect(errors[1]).toMatch(/^ledgernet-codegen: unknown command openapi\n\nUsage: ledgernet-codegen generate/)
    expect(errors.at(-1)).toMatch(/^ledgernet-codegen diff: .*nonexistent-a\.yaml/)
  })
})
