import { describe, expect, it } from 'vitest'
import { refuseSecretArguments } from './refuseSecretArguments.js'

describe('refuseSecretArguments', () => {
  it('refuses key-like options in any spelling, without the value', () => {
    for (const option of [
      '--private-key',
      '--privateKey=abc',
      '--private_key',
      '--key',
      '--secret',
      '--mnemonic=test',
      '--seed-phrase',
      '-privkey',
    ])
      expect(() => refuseSecretArguments(['transfer', option]), option).toThrow(/never taken on the command line/)
    expect(() => refuseSecretArguments(['--private-key=abcdef'])).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('abcdef') }),
    )
  })

  it('lets the real options through, and stops at --', () => {
    expect(() => refuseSecretArguments(['--key-file', 'k', '--admin', 'a:b', '--keys'])).not.toThrow()
    expect(() => refuseSecretArguments(['--', '--private-key'])).not.toThrow()
  })
})
