import { describe, expect, it } from 'vitest'
import { isRetrySafe } from './OperationDescriptor.js'

describe('isRetrySafe', () => {
  it('follows a boolean', () => {
    expect(isRetrySafe(true, undefined)).toBe(true)
    expect(isRetrySafe(false, { submit: false })).toBe(false)
  })

  it('is safe unless the named body field is true', () => {
    const finalize = { unlessBodyTrue: 'submit' }
    expect(isRetrySafe(finalize, { submit: true })).toBe(false)
    expect(isRetrySafe(finalize, { submit: false })).toBe(true)
    expect(isRetrySafe(finalize, { submit: 'true' })).toBe(true)
    expect(isRetrySafe(finalize, {})).toBe(true)
    expect(isRetrySafe(finalize, undefined)).toBe(true)
  })
})
