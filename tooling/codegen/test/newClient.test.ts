import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fixturePath } from '@ledgernet/test-support/fixturePath'
import { afterAll, describe, expect, it } from 'vitest'
import { findWorkspaceRoot } from '../src/specLabel.js'
import { removeScratch, scratchDir } from './generateInto.js'

const root = findWorkspaceRoot(process.cwd())!
const node = (args: string[], cwd: string) =>
  execFileSync('node', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })

// `pnpm new-client` on a copy of the workspace's skeleton (its config, the specs, the template
// client's manifest), with one of our fixture specs (OpenAPI 3.0, an allOf discriminator and
// nullable fields, no operationId): the scaffolded package generates, type-checks, builds and
// runs with no hand edit.
describe('pnpm new-client', () => {
  const copy = scratchDir()
  afterAll(() => removeScratch(copy))

  it('scaffolds and wires a client that generates, type-checks, builds and calls, with no hand edit', () => {
    for (const file of ['codegen.config.json', 'pnpm-workspace.yaml', 'package.json'])
      cpSync(join(root, file), join(copy, file))
    cpSync(join(root, 'specs'), join(copy, 'specs'), {
      recursive: true,
      filter: (path) => !/node_modules|dist|\/src|\/test/.test(path.slice(join(root, 'specs').length)),
    })
    const spec = join(copy, 'shop.yaml')
    const published = readFileSync(fixturePath('keywords/discriminator-allof.yaml'), 'utf8')
    writeFileSync(spec, published.replace(/\n\s+operationId: GetKey/, ''))

    const scaffolded = node(
      [join(root, 'tooling/scripts/new-client.mjs'), 'shop', spec, '--root', copy, '--no-install'],
      copy,
    )
    expect(scaffolded).toContain(
      'new-client: specs/shop/shop.yaml, codegen.config.json (client shop) and packages/shop-client written',
    )
    const config = JSON.parse(readFileSync(join(copy, 'codegen.config.json'), 'utf8'))
    expect(config.clients.at(-1)).toEqual({
      name: 'shop',
      spec: 'specs/shop/shop.yaml',
      package: 'packages/shop-client',
      published: true,
      scaffold: true,
    })
    expect(readFileSync(join(copy, 'specs/shop/shop.yaml'), 'utf8')).toBe(readFileSync(spec, 'utf8'))
    const pkg = join(copy, 'packages/shop-client')
    // The package holds only what differs; its factories, error guard and their test are generated.
    expect(listed(pkg)).toEqual(ownFiles)
    linkDependencies(pkg)

    const generated = node([join(root, 'tooling/codegen/bin/ledgernet-codegen.js'), 'generate'], pkg)
    expect(generated).toContain('named after method and path: POST /keys/get → postKeysGet')
    for (const file of ['sdk.gen.ts', 'client.gen.ts', 'client.gen.test.ts'])
      expect(existsSync(join(pkg, 'src/generated', file))).toBe(true)
    expect(readFileSync(join(pkg, 'src/generated/sdk.gen.ts'), 'utf8')).toContain("from './client.gen.js'")
    const tsc = join(root, 'node_modules/typescript/bin/tsc')
    node([tsc, '-p', 'tsconfig.json', '--noEmit'], pkg)
    node([tsc, '-p', 'tsconfig.build.json'], pkg)
    mkdirSync(join(pkg, 'probe'))
    writeFileSync(
      join(pkg, 'probe/call.mjs'),
      `import { createShopTransport, postKeysGet } from '../dist/index.js'
const fetch = async () => Response.json({ key_type: 'Ed25519', key_hex: 'ab'.repeat(32) })
const key = await postKeysGet({ client: createShopTransport({ baseUrl: 'https://shop.example', fetch }) })
console.log(key.key_type)
`,
    )
    expect(node(['probe/call.mjs'], pkg).trim()).toBe('Ed25519')
  }, 60_000)

  it('scaffolds an OpenRPC client the same way: by-name params sent as an object, with no hand edit', () => {
    const spec = join(root, 'tooling/codegen/corpus/files/petstore-by-name/1.6.1/params-by-name-petstore-openrpc.json')
    node([join(root, 'tooling/scripts/new-client.mjs'), 'pets', spec, '--root', copy, '--no-install'], copy)
    const pkg = join(copy, 'packages/pets-client')
    expect(listed(pkg)).toEqual(ownFiles)
    expect(readFileSync(join(pkg, 'package.json'), 'utf8')).toContain('"@ledgernet/rpc-client": "workspace:^"')
    linkDependencies(pkg)
    node([join(root, 'tooling/codegen/bin/ledgernet-codegen.js'), 'generate'], pkg)
    const tsc = join(root, 'node_modules/typescript/bin/tsc')
    node([tsc, '-p', 'tsconfig.json', '--noEmit'], pkg)
    node([tsc, '-p', 'tsconfig.build.json'], pkg)
    mkdirSync(join(pkg, 'probe'))
    writeFileSync(
      join(pkg, 'probe/call.mjs'),
      `import { createPetsClient, listPets } from '../dist/index.js'
const fetch = async (_url, init) => {
  const request = JSON.parse(init.body)
  console.log(JSON.stringify(request.params))
  return Response.json({ jsonrpc: '2.0', id: request.id, result: [] })
}
await listPets({ client: createPetsClient({ baseUrl: 'http://127.0.0.1:8545', fetch, validateResults: false }), params: { limit: 2 } })
`,
    )
    expect(node(['probe/call.mjs'], pkg).trim()).toBe('{"limit":2}')
  }, 60_000)
})

/** What `pnpm new-client` writes into the package itself (the rest is generated). */
const ownFiles = [
  'LICENSE',
  'README.md',
  'package.json',
  'src/index.ts',
  'src/packageTag.ts',
  'src/validators.ts',
  'tsconfig.build.json',
  'tsconfig.json',
  'turbo.json',
  'vitest.config.ts',
]

function listed(dir: string, at = ''): string[] {
  return readdirSync(join(dir, at), { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listed(dir, join(at, entry.name)) : [join(at, entry.name)]))
    .sort()
}

/** What `pnpm install` links: the workspace packages the scaffold depends on. */
function linkDependencies(pkg: string): void {
  mkdirSync(join(pkg, 'node_modules/@ledgernet'), { recursive: true })
  for (const [link, target] of [
    ['transport', 'packages/transport'],
    ['errors', 'packages/errors'],
    ['rpc-client', 'packages/rpc-client'],
    ['codegen', 'tooling/codegen'],
    ['specs', 'specs'],
    ['tsconfig', 'tooling/tsconfig'],
  ] as const)
    symlinkSync(join(root, target), join(pkg, 'node_modules/@ledgernet', link))
  symlinkSync(join(root, 'node_modules/@types'), join(pkg, 'node_modules/@types'))
}
