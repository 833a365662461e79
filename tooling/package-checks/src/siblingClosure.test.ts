import { describe, expect, it } from 'vitest'
import { siblingClosure } from './siblingClosure.js'
import { fixtureWorkspace as packages } from './workspaceFixture.js'

describe('siblingClosure', () => {
  it('follows dependencies and peer dependencies transitively, not dev dependencies', () => {
    expect(siblingClosure('flows', packages)).toEqual(['crypto', 'errors', 'flows', 'transaction'])
    expect(siblingClosure('sandbox', packages)).toEqual(['sandbox'])
    expect(siblingClosure('errors', packages)).toEqual(['errors'])
  })

  it('refuses a name outside the workspace', () => {
    expect(() => siblingClosure('nope', packages)).toThrow(/not a workspace package/)
  })
})
