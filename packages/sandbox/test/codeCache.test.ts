// The bin's code cache (src/node/codeCache.ts): used when it was made from this very bundle by
// this V8, ignored otherwise, and never a reason for the command to run other code than its file's.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { developmentKeys } from '../src/developmentKeys.js'
import { codeCacheFile, compileBundle, wrapCommonJs } from '../src/node/codeCache.js'
import { BIN_PATH, startBinSandbox } from './support/binSandbox.js'

const scratch = mkdtempSync(join(tmpdir(), 'ledgernet-code-cache-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** A CommonJS bundle answering `value` (a function the cache holds compiled once it has run). */
function bundle(name: string, value: string): string {
  const file = join(scratch, name)
  writeFileSync(
    file,
    wrapCommonJs(`"use strict";function answer(){return ${JSON.stringify(value)}}module.exports={answer:answer()}`),
  )
  return file
}

describe('the bin code cache', () => {
  it('is absent at first, written on demand, then accepted, and the bundle runs alike both times', () => {
    const file = bundle('first.cjs', 'one')
    const cold = compileBundle(file, { cache: 'use' })
    expect(cold.use).toBe('absent')
    expect(cold.run()).toEqual({ answer: 'one' })
    expect(cold.writeCache()).toBeGreaterThan(0)
    expect(readdirSync(scratch).filter((name) => name.startsWith('first.cjs.'))).toEqual([
      cold.cacheFile.slice(scratch.length + 1),
    ])
    const warm = compileBundle(file, { cache: 'use' })
    expect(warm.use).toBe('accepted')
    expect(warm.run()).toEqual({ answer: 'one' })
  })

  it('is not read for a bundle changed since, even to the same length (its name holds the SHA-256)', () => {
    const file = bundle('changed.cjs', 'aaa')
    const before = compileBundle(file, { cache: 'use' })
    before.run()
    before.writeCache()
    bundle('changed.cjs', 'bbb')
    const after = compileBundle(file, { cache: 'use' })
    expect(after.cacheFile).not.toBe(before.cacheFile)
    expect(after.use).toBe('absent')
    expect(after.run()).toEqual({ answer: 'bbb' })
  })

  it('refused by V8 when it is not a code cache: the bundle compiles from its source', () => {
    const file = bundle('corrupt.cjs', 'still right')
    writeFileSync(codeCacheFile(file, readFileSync(file)), Buffer.from('not a code cache at all, just bytes'))
    const compiled = compileBundle(file, { cache: 'use' })
    expect(compiled.use).toBe('rejected')
    expect(compiled.run()).toEqual({ answer: 'still right' })
  })

  it('is not read when turned off', () => {
    const file = bundle('off.cjs', 'x')
    const made = compileBundle(file, { cache: 'use' })
    made.run()
    made.writeCache()
    expect(compileBundle(file, { cache: 'off' }).use).toBe('off')
  })

  it('fits the built bin on this Node: the build made it for this V8 and this bundle', () => {
    const sandboxBundle = fileURLToPath(new URL('../dist/node/sandbox.cjs', import.meta.url))
    // A build restored from a cache made under another Node (turbo's, say) ships that Node's code cache.
    expect(
      compileBundle(sandboxBundle, { cache: 'use' }).use,
      'the code cache next to dist/node/sandbox.cjs was not made by this Node: rebuild the sandbox (pnpm --filter @ledgernet/sandbox build --force)',
    ).toBe('accepted')
  })

  it('LEDGERNET_SANDBOX_CODE_CACHE: off runs the command without it, another value is a usage error', () => {
    const run = (value: string) =>
      spawnSync(process.execPath, [BIN_PATH, '--help'], {
        env: { ...process.env, LEDGERNET_SANDBOX_CODE_CACHE: value },
        encoding: 'utf8',
      })
    const off = run('off')
    expect(off.status).toBe(0)
    expect(off.stdout).toContain('Usage: ledgernet-sandbox')
    const wrong = run('of')
    expect(wrong.status).toBe(2)
    expect(wrong.stdout).toBe('')
    expect(wrong.stderr).toBe(
      'error: LEDGERNET_SANDBOX_CODE_CACHE must be off or write, not "of". Hint: unset it to use the code cache.\n',
    )
  })
})

describe('the bin beyond the development table', () => {
  it('derives the 101st development account with @scure/bip32, which the bundle loads on first use', async () => {
    const bin = await startBinSandbox(['--accounts', '101'])
    try {
      const accounts = bin.sandbox.accounts
      expect(accounts).toHaveLength(101)
      // The library derives it the same way (src/developmentKeys.ts, beyond the generated table).
      const derived = developmentKeys(101)[100]!
      expect(accounts[100]).toMatchObject({ publicKey: derived.publicKeyHex, privateKey: derived.privateKeyHex })
    } finally {
      expect(await bin.stop()).toBe(0)
    }
  })
})
