import { describe, expect, it } from 'vitest'
import { errorOptions } from './errorOptions.js'
import { FeeTooHighError } from './FeeTooHighError.js'

describe('errorOptions', () => {
  it('links each code to its anchor in docs/errors.md', () => {
    expect(errorOptions('WAIT_FOR_STATUS_TIMEOUT', { cause: 1 })).toEqual({ code: 'WAIT_FOR_STATUS_TIMEOUT', docsPath: 'wait-for-status-timeout', cause: 1 })
    expect(new FeeTooHighError({ fee: 2n, maxFee: 1n }).docsUrl).toMatch(/docs\/errors\.md#fee-too-high$/)
  })
})
