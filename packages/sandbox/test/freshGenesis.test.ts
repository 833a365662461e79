// A fresh genesis draws its node key when the key is first read (node REST, a state dump, a
// genesis file), not at start-up; once drawn, the key stays the same.
import { describe, expect, it } from 'vitest'
import { freshGenesis } from '../src/createSandboxEngine.js'
import { enginePlatform } from '../src/platform/enginePlatform.js'
import { genesisAccounts } from '../src/sandboxGenesis.js'

describe('freshGenesis', () => {
  it('draws the node key on its first read, once', () => {
    let drawn = 0
    const platform = { ...enginePlatform, nodeKey: () => `02${String(++drawn).padStart(64, '0')}` }
    const genesis = freshGenesis(genesisAccounts(2), platform, { format: 1 as const })
    expect(drawn).toBe(0)
    expect(genesis.allocations).toHaveLength(2)
    const key = genesis.nodeKey
    expect(drawn).toBe(1)
    expect(genesis.nodeKey).toBe(key)
    // A copy or a JSON text reads the same key.
    expect({ ...genesis }.nodeKey).toBe(key)
    expect(JSON.parse(JSON.stringify(genesis))).toEqual({
      format: 1,
      timestamp: genesis.timestamp,
      nodeKey: key,
      allocations: genesis.allocations,
    })
    expect(drawn).toBe(1)
  })
})
