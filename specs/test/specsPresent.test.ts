import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { specNames, specPath } from '../src/index.js'

describe('the package', () => {
  it.each(specNames)('ships %s', (name) => {
    expect(existsSync(specPath(name)), `${specPath(name)} is missing`).toBe(true)
  })
})
