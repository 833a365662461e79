import { describe, expect, it } from 'vitest'
import { missingInstalls, packageOf, readerSteps, SANDBOX_COMMAND } from './readerSteps.js'

const fence = '```'
const readme = [
  '# @ledgernet/errors',
  '',
  `${fence}ts`,
  "import { PrivateKey } from '@ledgernet/crypto'",
  "import { isLedgernetError } from '@ledgernet/errors'",
  "console.log(isLedgernetError(new Error('x'))) // false",
  fence,
  '',
  `${fence}sh`,
  'npm install @ledgernet/errors   # the base class',
  fence,
  '',
  'The examples are ES modules: in a project with `"type": "module"` (`npm pkg set type=module`), save one',
  'as `example.ts` and run it with `npx tsx example.ts`; start a ledger with',
  `\`${SANDBOX_COMMAND} --admin admin:secret\`.`,
  '',
  `${fence}ts`,
  "import type {} from '@ledgernet/flows'",
  "const gateway = 'http://127.0.0.1:8080'",
  fence,
].join('\n')

describe('readerSteps', () => {
  it('reads a README as a reader follows it: the install line and the project first, the ledger before the example that needs it', () => {
    const { steps } = readerSteps(readme, 'README.md', 'readme')
    expect(steps.map((step) => step.kind)).toEqual(['install', 'shell', 'example', 'sandbox', 'example'])
    expect(steps[0]).toEqual({ kind: 'install', where: 'README.md:10', packages: ['@ledgernet/errors'], dev: false })
    expect(steps[1]).toMatchObject({ kind: 'shell', script: 'npm pkg set type=module' })
    expect(steps[2]).toMatchObject({
      kind: 'example',
      where: 'README.md:4',
      file: 'example.ts',
      runner: 'tsx',
      imports: ['@ledgernet/crypto', '@ledgernet/errors'],
      expected: ['false'],
      ledger: false,
    })
    expect(steps[3]).toEqual({ kind: 'sandbox', where: 'README.md:15', options: ['--admin', 'admin:secret'] })
    expect(steps[4]).toMatchObject({ imports: ['@ledgernet/flows'], ledger: true })
  })

  it('names every import no install line before it installs', () => {
    expect(missingInstalls(readerSteps(readme, 'README.md', 'readme'))).toEqual([
      "README.md:4 imports @ledgernet/crypto, which no install line before it (or the page's first, for an opening example) installs",
      "README.md:18 imports @ledgernet/flows, which no install line before it (or the page's first, for an opening example) installs",
    ])
    const fixed = readme.replace(
      'npm install @ledgernet/errors',
      'npm install @ledgernet/errors @ledgernet/crypto @ledgernet/flows@^0.1.0',
    )
    expect(missingInstalls(readerSteps(fixed, 'README.md', 'readme'))).toEqual([])
  })

  it("reads a guide's setup block whole, its titled examples under their names, test files for vitest", () => {
    const guide = [
      `${fence}sh`,
      `${SANDBOX_COMMAND} --port 0 --json`,
      fence,
      `${fence}sh`,
      'mkdir tokens && cd tokens',
      'npm init -y && npm pkg set type=module',
      'npm install @ledgernet/crypto',
      'npm install --save-dev tsx vitest',
      fence,
      `${fence}ts [mint.ts]`,
      "import { toSubunits } from '@ledgernet/crypto'",
      fence,
      `${fence}ts [mint.test.ts]`,
      "import { it } from 'vitest'",
      "console.log('not checked')",
      fence,
      `${fence}sh`,
      'ledgernet token info gold',
      fence,
    ].join('\n')
    const { steps } = readerSteps(guide, 'guide.md', 'guide')
    expect(steps).toMatchObject([
      { kind: 'sandbox', options: [] },
      { kind: 'shell', installs: ['@ledgernet/crypto', 'tsx', 'vitest'] },
      { kind: 'example', file: 'mint.ts', runner: 'tsx' },
      { kind: 'example', file: 'mint.test.ts', runner: 'vitest', expected: [] },
    ])
    expect((steps[1] as { script: string }).script).toContain('mkdir tokens && cd tokens\nnpm init -y')
  })

  it("runs a README's opening shell block line by line, and leaves global installs to the reader", () => {
    const cli = [
      `${fence}sh`,
      'npx -p @ledgernet/cli ledgernet demo',
      fence,
      `${fence}sh`,
      'npm install -g @ledgernet/cli',
      fence,
    ].join('\n')
    expect(readerSteps(cli, 'cli.md', 'readme').steps).toEqual([
      { kind: 'command', where: 'cli.md:2', script: 'npx -p @ledgernet/cli ledgernet demo' },
    ])
  })

  it('refuses an untitled example on a page that does not say how to run it, and a ledger it does not say how to start', () => {
    const untitled = [`${fence}ts`, 'console.log(1) // 1', fence].join('\n')
    expect(() => readerSteps(untitled, 'a.md', 'guide')).toThrow(
      'a.md:2: an example without a file name, and the page says no `npx tsx <file>.ts` to run it with',
    )
    const ledger = `Run with \`npx tsx example.ts\`.\n${fence}ts\nfetch('http://127.0.0.1:8080')\n${fence}`
    expect(() => readerSteps(ledger, 'b.md', 'guide')).toThrow(
      `b.md:3: talks to 127.0.0.1:8080, and the page does not say before it to start \`${SANDBOX_COMMAND}\``,
    )
    const late = `${ledger}\nThen start \`${SANDBOX_COMMAND}\`.`
    expect(() => readerSteps(late, 'c.md', 'guide')).toThrow(
      'c.md:3: talks to 127.0.0.1:8080, and the page does not say before it',
    )
  })
})

describe('packageOf', () => {
  it('is the package a specifier names, none for built-ins and paths', () => {
    expect(packageOf('@ledgernet/sandbox/vitest')).toBe('@ledgernet/sandbox')
    expect(packageOf('vitest/config')).toBe('vitest')
    expect(packageOf('node:fs')).toBeUndefined()
    expect(packageOf('./local.js')).toBeUndefined()
  })
})
