import { describe, expect, it } from 'vitest'
import { nativeToken } from './nativeToken.js'
import { StateLayer } from './StateLayer.js'

describe('StateLayer', () => {
  it('keeps a draft apart until it is merged, reading through to its parent', () => {
    const root = new StateLayer()
    root.addResource(nativeToken)
    root.setBalance('a', nativeToken.id, 10n)
    const draft = root.draft()
    const nested = draft.draft()
    nested.setBalance('a', nativeToken.id, 4n)
    expect(draft.balance('a', nativeToken.id)).toBe(10n)
    nested.mergeIntoParent()
    expect(draft.balance('a', nativeToken.id)).toBe(4n)
    expect(root.balance('a', nativeToken.id)).toBe(10n)
    draft.mergeIntoParent()
    expect(root.balance('a', nativeToken.id)).toBe(4n)
    expect(root.resourceIdOfRri(nativeToken.rri)).toBe(nativeToken.id)
  })

  it('indexes holdings on the root: vaults and non-fungible units moving between accounts', () => {
    const root = new StateLayer()
    const draft = root.draft()
    draft.setNonFungible('r', { idHex: '01', immutableData: '', mutableData: '', holder: 'a', deleted: false })
    draft.mergeIntoParent()
    expect([...(root.holdings('a').get('r') as Set<string>)]).toEqual(['01'])
    root.setNonFungible('r', { idHex: '01', immutableData: '', mutableData: '', holder: 'b', deleted: false })
    expect((root.holdings('a').get('r') as Set<string>).size).toBe(0)
    expect([...(root.holdings('b').get('r') as Set<string>)]).toEqual(['01'])
    expect(() => draft.holdings('a')).toThrow()
    expect(() => root.mergeIntoParent()).toThrow()
  })
})
