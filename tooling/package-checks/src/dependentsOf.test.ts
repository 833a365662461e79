import { describe, expect, it } from 'vitest'
import { dependentsOf } from './dependentsOf.js'
import { fixtureWorkspace as packages } from './workspaceFixture.js'

describe('dependentsOf', () => {
  it('lists direct and indirect run-time dependents, not dev-only ones', () => {
    expect(dependentsOf('crypto', packages)).toEqual(['flows', 'transaction'])
    expect(dependentsOf('errors', packages)).toEqual(['crypto', 'flows', 'transaction'])
    expect(dependentsOf('flows', packages)).toEqual([])
  })
})
