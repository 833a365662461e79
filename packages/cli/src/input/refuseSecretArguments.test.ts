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
    // --seed is the contract runner's number: anything else after it is a key typed on the line.
    for (const argv of [
      ['contract', '--seed', 'test test test test test test test test test test test junk'],
      ['contract', '--seed=abandon'],
      ['contract', '--seed', '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318'],
    ])
      expect(() => refuseSecretArguments(argv), argv.join(' ')).toThrow(
        expect.objectContaining({ message: expect.not.stringMatching(/junk|abandon|4c0883/) }),
      )
    expect(() => refuseSecretArguments(['--private-key=abcdef'])).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('abcdef') }),
    )
  })

  it('lets the real options through, and stops at --', () => {
    expect(() => refuseSecretArguments(['--key-file', 'k', '--admin', 'a:b', '--keys'])).not.toThrow()
    for (const argv of [
      ['contract', '--seed', '42'],
      ['contract', '--seed=42'],
      ['--seed', '42', 'contract'],
      ['contract', '--seed'],
    ])
      expect(() => refuseSecretArguments(argv), argv.join(' ')).not.toThrow()
    expect(() => refuseSecretArguments(['--', '--private-key'])).not.toThrow()
  })
})
