import type { CreateTokenDefinition, UnsignedTransaction } from '../unsignedTransaction/UnsignedTransaction.js'
import type { Intent } from '../v0Notarized/Intent.js'
import { developmentAccount, developmentToken, xrd, xrdResource } from './developmentKeys.js'

export const alice = developmentAccount(0)
export const bob = developmentAccount(1)
export const carol = developmentAccount(2)
export const gold = developmentToken(0, 'gold')

/** Alice's definition of the token "gold", mutable with no supply and empty texts unless overridden. */
export function goldDefinition(overrides: Partial<CreateTokenDefinition> = {}): CreateTokenDefinition {
  return {
    type: 'CreateTokenDefinition',
    owner: alice.address,
    symbol: 'gold',
    name: 'Gold',
    description: '',
    iconUrl: '',
    url: '',
    isSupplyMutable: true,
    supply: 0n,
    ...overrides,
  }
}

/** A transfer of 1 XRD from Alice to Bob on localnet, Alice paying the fee. */
export function sampleTransfer(overrides: Partial<UnsignedTransaction> = {}): UnsignedTransaction {
  return {
    network: 'localnet',
    startEpoch: 10n,
    endEpoch: 20n,
    nonce: 7n,
    feePayer: alice.address,
    fee: 1000n,
    disableTokenMintAndBurn: false,
    actions: [{ type: 'TransferTokens', from: alice.address, to: bob.address, token: xrd, amount: 10n ** 18n }],
    ...overrides,
  }
}

/** A v0 intent transferring 3 XRD from Alice to Bob, Alice notarizing and signing. */
export function sampleIntent(
  overrides: Partial<Intent['header']> = {},
  instructions?: Intent['manifest']['instructions'],
): Intent {
  return {
    header: {
      network: 'localnet',
      startEpoch: 5n,
      endEpoch: 15n,
      nonce: 99n,
      notaryPublicKey: alice.publicKey,
      notaryAsSignatory: true,
      costUnitLimit: 1_000_000,
      tipPercentage: 0,
      ...overrides,
    },
    manifest: {
      instructions: instructions ?? [
        { type: 'TransferFungible', from: alice.v0Address, to: bob.v0Address, resource: xrdResource, amount: 3n },
      ],
    },
  }
}
