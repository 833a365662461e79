import { describe, expect, it } from 'vitest'
import { actionFormats } from './actionFormats.js'
import { actionTags } from './unsignedTransactionLayout.js'

describe('actionFormats', () => {
  it('holds every action type of section A.2 once, under its own tag', () => {
    expect(actionFormats.map((format) => [format.type, format.tag])).toEqual(Object.entries(actionTags))
  })
})
