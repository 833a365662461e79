/// <reference types="node" />
// The package's promises about its entry points: both export the same API, the `node` condition
// picks the OpenSSL build, and nothing but the Node fast path touches Node-only APIs.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import * as portable from './index.js'
import * as node from './index.node.js'

const here = dirname(fileURLToPath(import.meta.url))
const packageJson = JSON.parse(readFileSync(join(here, '..', 'package.json'), 'utf8'))

describe('entry points', () => {
  it('export the same names', () => {
    expect(Object.keys(node).sort()).toEqual(Object.keys(portable).sort())
    for (const name of [
      'sha256',
      'sha256d',
      'bytesToHex',
      'hexToBytes',
      'networks',
      'getNetwork',
      'PrivateKey',
      'PublicKey',
      'Signature',
      'sign',
      'verifyPayload',
      'verifySha256',
      'recoveryId',
      'createSigner',
      'encodeAccountAddress',
      'decodeAccountAddress',
      'isAccountAddress',
      'encodeValidatorAddress',
      'decodeValidatorAddress',
      'encodeV0Address',
      'decodeV0Address',
      'v0AccountAddress',
      'v0ResourceAddressForRri',
      'deriveTokenRri',
      'nativeTokenRri',
      'parseRri',
      'validateSymbol',
      'toSubunits',
      'fromSubunits',
      'parseSubunits',
      'formatAmount',
      'generateMnemonic',
      'validateMnemonic',
      'mnemonicToSeed',
      'hdPath',
      'privateKeyFromMnemonic',
    ]) {
      expect(portable, name).toHaveProperty(name)
    }
  })

  it('share everything but the OpenSSL ones: sha256, sha256d and sha256dAsync', () => {
    for (const name of Object.keys(portable) as Array<keyof typeof portable>) {
      if (['sha256dAsync', 'sha256', 'sha256d'].includes(name)) expect(node[name]).not.toBe(portable[name])
      else expect(node[name], name).toBe(portable[name])
    }
  })

  it('map the node condition to the Node build in package.json (one bundled module), for import and for require', () => {
    expect(packageJson.exports['.']).toEqual({
      import: { types: './dist/index.d.ts', node: './dist/bundle/index.node.js', default: './dist/index.js' },
      require: { types: './dist/cjs/index.d.ts', node: './dist/cjs/index.node.js', default: './dist/cjs/index.js' },
    })
    expect(packageJson.sideEffects).toBe(false)
  })

  it('map each face to its Node twin under the node condition and to the portable file elsewhere', () => {
    expect(packageJson.imports).toEqual({
      '#ecdsa': {
        types: './dist/platform/ecdsa.d.ts',
        node: './dist/platform/ecdsa.node.js',
        default: './dist/platform/ecdsa.js',
      },
      '#sha256': {
        types: './dist/hashes/sha256.d.ts',
        node: './dist/hashes/sha256.node.js',
        default: './dist/hashes/sha256.js',
      },
      '#hexCodec': {
        types: './dist/platform/hexCodec.d.ts',
        node: './dist/platform/hexCodec.node.js',
        default: './dist/platform/hexCodec.js',
      },
      '#bech32': {
        types: './dist/addresses/bech32.d.ts',
        node: './dist/platform/bech32.node.js',
        default: './dist/addresses/bech32.js',
      },
    })
    // What runs natively comes from @ledgernet/platform (libsecp256k1 as WebAssembly: no install script).
    expect(packageJson.dependencies['@ledgernet/platform']).toBeDefined()
    expect(packageJson.optionalDependencies).toBeUndefined()
  })

  it('use no node: import, no Buffer and no process anywhere: the native paths are @ledgernet/platform', () => {
    const sources = readdirSync(here, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.bench.ts'),
    )
    expect(sources.length).toBeGreaterThan(50)
    const offenders = sources.filter((file) => {
      const text = readFileSync(join(here, file), 'utf8')
      return /from\s+['"]node:|import\(['"]node:|require\(|\bBuffer\b|\bprocess\./.test(text)
    })
    expect(offenders).toEqual([])
  })
})
