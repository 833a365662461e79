import { describe, expect, it } from 'vitest'
import { parseAnswerText } from './parseAnswerText.js'

describe('parseAnswerText', () => {
  it('parses JSON that nests up to 256 levels, and refuses one level more as not JSON', () => {
    expect(parseAnswerText(`${'['.repeat(256)}${']'.repeat(256)}`).notJson).toBe(false)
    expect(parseAnswerText(`${'{"a":'.repeat(256)}1${'}'.repeat(256)}`).notJson).toBe(false)
    expect(parseAnswerText(`${'['.repeat(257)}${']'.repeat(257)}`)).toEqual({ notJson: true })
    expect(parseAnswerText(`${'{"a":'.repeat(257)}1${'}'.repeat(257)}`)).toEqual({ notJson: true })
  })

  it('counts no bracket inside a string, escaped quotes included', () => {
    const text = JSON.stringify({ a: `${'['.repeat(1000)}\\"{{{`, b: ['"]]]"'] })
    expect(parseAnswerText(text)).toEqual({ body: JSON.parse(text), notJson: false })
  })

  it('refuses a body a million levels deep (what checks it never sees it)', () => {
    expect(parseAnswerText(`${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`)).toEqual({ notJson: true })
  })

  it('says not JSON for text that does not parse, and neither for an empty body', () => {
    expect(parseAnswerText('{"a":')).toEqual({ notJson: true })
    expect(parseAnswerText('')).toEqual({ notJson: false })
    expect(parseAnswerText('"a"')).toEqual({ body: 'a', notJson: false })
  })
})
