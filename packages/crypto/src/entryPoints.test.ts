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

  it('share everything but the OpenSSL ones: sha256, sha256d, verifySha256 and sha256dAsync', () => {
    for (const name of Object.keys(portable) as Array<keyof typeof portable>) {
      if (['verifySha256', 'sha256dAsync', 'sha256', 'sha256d'].includes(name))
        expect(node[name]).not.toBe(portable[name])
      else expect(node[name], name).toBe(portable[name])
    }
  })

  it('map the node condition to the Node build in package.json, for import and for require', () => {
    expect(packageJson.exports['.']).toEqual({
      import: { types: './dist/index.d.ts', node: './dist/index.node.js', default: './dist/index.js' },
      require: { types: './dist/cjs/index.d.ts', node: './dist/cjs/index.node.js', default: './dist/cjs/index.js' },
    })
    expect(packageJson.sideEffects).toBe(false)
  })

  it('map #ecdsa to libsecp256k1 under the node condition and to noble elsewhere', () => {
    expect(packageJson.imports['#ecdsa']).toEqual({
      types: './dist/ecdsa.d.ts',
      node: './dist/ecdsa.node.js',
      default: './dist/ecdsa.js',
    })
    expect(packageJson.optionalDependencies.secp256k1).toBeDefined()
  })

  it('map #sha256 to OpenSSL under the node condition and to @noble/hashes elsewhere', () => {
    expect(packageJson.imports['#sha256']).toEqual({
      types: './dist/sha256.d.ts',
      node: './dist/sha256.node.js',
      default: './dist/sha256.js',
    })
  })

  it('map #bech32 to the remembering codec under the node condition and to the plain one elsewhere', () => {
    expect(packageJson.imports['#bech32']).toEqual({
      types: './dist/bech32.d.ts',
      node: './dist/bech32.node.js',
      default: './dist/bech32.js',
    })
  })

  it('map #hexCodec to Buffer under the node condition and to noble elsewhere', () => {
    expect(packageJson.imports['#hexCodec']).toEqual({
      types: './dist/hexCodec.d.ts',
      node: './dist/hexCodec.node.js',
      default: './dist/hexCodec.js',
    })
  })

  it('use no node: import and no Buffer outside the Node fast path', () => {
    const allowed = new Set([
      'bech32.node.ts',
      'hexCodec.node.ts',
      'verifySha256.node.ts',
      'ecdsa.node.ts',
      'sha256.node.ts',
      'sha256dAsync.node.ts',
      'openssl.node.ts',
      'index.node.ts',
    ])
    const sources = readdirSync(here).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.bench.ts'),
    )
    expect(sources.length).toBeGreaterThan(20)
    const offenders = sources
      .filter((file) => !allowed.has(file))
      .filter((file) => {
        const text = readFileSync(join(here, file), 'utf8')
        return /from\s+['"]node:|import\(['"]node:|require\(|\bBuffer\b|\bprocess\./.test(text)
      })
    expect(offenders).toEqual([])
  })
})
