import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEVELOPMENT_MNEMONIC, PrivateKey, privateKeyFromMnemonic } from '@ledgernet/crypto'
import { describe, expect, it } from 'vitest'
import { parsePrivateKey, readPrivateKeyFile } from './readPrivateKey.js'

const mnemonic = DEVELOPMENT_MNEMONIC

describe('readPrivateKey', () => {
  it('reads a BIP-39 mnemonic (first account), or 64 hex characters with 0x or surrounding space', () => {
    expect(parsePrivateKey(mnemonic, 'key').publicKey.hex).toBe(
      privateKeyFromMnemonic(mnemonic, { index: 0 }).publicKey.hex,
    )
    expect(parsePrivateKey(`  0x${'11'.repeat(32)}\n`, 'key').publicKey.hex).toBe(
      PrivateKey.fromHex('11'.repeat(32)).publicKey.hex,
    )
  })

  it('never quotes the text it refuses', () => {
    for (const text of [
      '00'.repeat(32),
      'ff'.repeat(32),
      'not a key at all',
      'test test test test test test test test test test test test',
    ]) {
      let message = ''
      try {
        parsePrivateKey(text, 'LEDGERNET_PRIVATE_KEY')
      } catch (error) {
        message = (error as Error).message
      }
      expect(message).toContain('LEDGERNET_PRIVATE_KEY')
      expect(message).not.toContain(text)
    }
  })

  it('reads a key file and names the file, not its content, in errors', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'contract-key-'))
    try {
      await writeFile(join(dir, 'good'), `${mnemonic}\n`)
      await writeFile(join(dir, 'bad'), 'secret-but-wrong')
      expect((await readPrivateKeyFile(join(dir, 'good'))).key.publicKey.hex).toBe(
        privateKeyFromMnemonic(mnemonic, { index: 0 }).publicKey.hex,
      )
      await expect(readPrivateKeyFile(join(dir, 'bad'))).rejects.toThrow(/keyFile \(.*bad\): must hold a private key/)
      await expect(readPrivateKeyFile(join(dir, 'bad'))).rejects.not.toThrow(/secret-but-wrong/)
      await expect(readPrivateKeyFile(join(dir, 'missing'))).rejects.toThrow(/cannot read .*missing: ENOENT/)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
