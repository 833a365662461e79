import { describe, expect, it } from 'vitest'
import { xrd } from '../testing/developmentKeys.js'
import { alice, bob, gold, goldDefinition } from '../testing/samples.js'
import type { Action } from '../unsignedTransaction/UnsignedTransaction.js'
import { fromGatewayActions } from './fromGatewayActions.js'
import { toGatewayActions } from './toGatewayActions.js'

const actions: Action[] = [
  { type: 'TransferTokens', from: alice.address, to: bob.address, token: xrd, amount: 5n * 10n ** 18n },
  { type: 'MintTokens', to: bob.address, token: gold, amount: 6n },
  { type: 'BurnTokens', from: alice.address, token: gold, amount: 7n },
  goldDefinition({ isSupplyMutable: false, supply: 9n, to: bob.address }),
]

describe('toGatewayActions', () => {
  it('writes the Gateway shape with subunit strings and the derived rri', () => {
    const written = toGatewayActions(actions)
    expect(written[0]).toEqual({
      type: 'TransferTokens',
      from_account: { address: alice.address },
      to_account: { address: bob.address },
      amount: { value: '5000000000000000000', token_identifier: { rri: xrd } },
    })
    expect(written[3]).toEqual({
      type: 'CreateTokenDefinition',
      token_properties: {
        name: 'Gold',
        description: '',
        icon_url: '',
        url: '',
        symbol: 'gold',
        is_supply_mutable: false,
        granularity: '1',
        owner: { address: alice.address },
      },
      token_supply: { value: '9', token_identifier: { rri: gold } },
      to_account: { address: bob.address },
    })
  })

  it('is undone by fromGatewayActions', () => {
    const back = fromGatewayActions(toGatewayActions(actions), 'localnet')
    expect(back).toEqual(
      actions.map((action) => (action.type === 'CreateTokenDefinition' ? { ...action, token: gold } : action)),
    )
  })
})
