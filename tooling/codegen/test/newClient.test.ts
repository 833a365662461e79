import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
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
    for (const file of ['package.json', 'LICENSE', 'tsconfig.json', 'tsconfig.build.json', 'vitest.config.ts'])
      cpSync(join(root, 'packages/v0-client', file), join(copy, 'packages/v0-client', file))
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
    })
    expect(readFileSync(join(copy, 'specs/shop/shop.yaml'), 'utf8')).toBe(readFileSync(spec, 'utf8'))
    const pkg = join(copy, 'packages/shop-client')
    // What `pnpm install` links: the template client's dependencies are the scaffolded one's.
    symlinkSync(join(root, 'packages/v0-client/node_modules'), join(pkg, 'node_modules'))

    const generated = node([join(root, 'tooling/codegen/bin/ledgernet-codegen.js'), 'generate'], pkg)
    expect(generated).toContain('named after method and path: POST /keys/get → postKeysGet')
    expect(existsSync(join(pkg, 'src/generated/sdk.gen.ts'))).toBe(true)
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
})
