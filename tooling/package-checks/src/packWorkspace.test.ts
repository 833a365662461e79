import { describe, expect, it } from 'vitest'
import { tarballName } from './packWorkspace.js'

describe('tarballName', () => {
  it('is what pnpm pack writes for scoped and unscoped packages', () => {
    expect(tarballName({ name: '@ledgernet/crypto', version: '0.1.0' })).toBe('ledgernet-crypto-0.1.0.tgz')
    expect(tarballName({ name: 'plain', version: '2.0.0-beta.1' })).toBe('plain-2.0.0-beta.1.tgz')
  })
})
