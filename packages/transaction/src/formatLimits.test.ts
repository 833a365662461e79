import { readFileSync } from 'node:fs'
import { MAX_SYMBOL_LENGTH } from '@ledgernet/crypto'
import { describe, expect, it } from 'vitest'
import { formatLimits } from './formatLimits.js'

const specification = readFileSync(new URL('../../../specs/transaction-format.md', import.meta.url), 'utf8')

describe('formatLimits', () => {
  it('agrees with @ledgernet/crypto on symbols', () => {
    expect(formatLimits.symbol.max).toBe(MAX_SYMBOL_LENGTH)
  })

  it('agrees with specs/transaction-format.md', () => {
    expect(specification).toContain('**1 ≤ n ≤ 35**')
    expect(specification).toContain(
      'name `Text(u16, 1, 255)` ‖ description `Text(u16, 0, 255)` ‖ icon_url `Text(u16, 0, 2048)` ‖ url `Text(u16, 0, 2048)`',
    )
    expect(specification).toContain('| 13 | message | `Bytes(u8, 0, 255)` |')
    expect(specification).toContain('| 10 | action count | `u16` | **1 … 65 535**')
    expect(specification).toContain('**1 048 576 bytes**')
    expect(specification).toContain(
      'id `Bytes(u8, 1, 64)` ‖ immutable data `Bytes(u16, 0, 4096)` ‖ mutable data `Bytes(u16, 0, 4096)`',
    )
    expect(specification).toContain('| entry count | `u8` | 0 … 32 |')
    expect(specification).toContain('(key `Text(u16, 1, 64)` ‖ value `Text(u16, 0, 1024)`)')
    expect(specification).toContain('| 2 | signature count | `u8` | 0 … 16 |')
    expect(formatLimits).toMatchObject({
      maxSignedTransactionLength: 1_048_576,
      maxUnsignedTransactionLength: 1_048_510,
      tokenName: { min: 1, max: 255 },
      tokenDescription: { min: 0, max: 255 },
      tokenUrl: { min: 0, max: 2048 },
      message: { min: 0, max: 255 },
      nonFungibleId: { min: 1, max: 64 },
      nonFungibleData: { min: 0, max: 4096 },
      metadataEntries: { min: 0, max: 32 },
      metadataKey: { min: 1, max: 64 },
      metadataValue: { min: 0, max: 1024 },
      intentSignatures: { min: 0, max: 16 },
    })
  })
})
