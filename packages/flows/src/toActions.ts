import {
  decodeAccountAddress,
  deriveTokenRri,
  encodeAccountAddress,
  nativeTokenRri,
  parseRri,
  validateSymbol,
  type Network,
  type PublicKey,
} from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import type { Action } from '@ledgernet/transaction'
import type { ActionInput } from './ActionInput.js'
import { positiveAmount } from './AmountInput.js'

/**
 * Reads the caller's actions into the transaction's own {@link Action}s, the value every check
 * compares the server's blob with: accounts and rri checked against `network` and written
 * canonically (lower case), amounts as bigints, created tokens' rri derived offline from the
 * signer's key. Errors name the field (`actions[1].amount`) before any request is sent.
 */
export function toActions(inputs: readonly ActionInput[], signerKey: PublicKey, network: Network): Action[] {
  if (!Array.isArray(inputs) || inputs.length === 0) throw new InvalidArgumentError('actions', 'must be a non-empty array')
  const self = encodeAccountAddress(signerKey, network)
  const account = (address: string | undefined, field: string) =>
    address === undefined ? self : encodeAccountAddress(decodeAccountAddress(address, network, field).publicKey, network)
  const token = (rri: string, field: string) => (parseRri(rri, network, field), rri.toLowerCase())
  return inputs.map((input, index): Action => {
    const field = `actions[${index}]`
    const amount = () => positiveAmount((input as { amount: bigint }).amount, `${field}.amount`)
    switch (input?.type) {
      case 'TransferTokens':
        return {
          type: 'TransferTokens',
          from: self,
          to: account(input.to ?? missing(`${field}.to`), `${field}.to`),
          token: input.token === undefined ? nativeTokenRri(network) : token(input.token, `${field}.token`),
          amount: amount(),
        }
      case 'MintTokens':
        return { type: 'MintTokens', to: account(input.to, `${field}.to`), token: token(input.token, `${field}.token`), amount: amount() }
      case 'BurnTokens':
        return { type: 'BurnTokens', from: self, token: token(input.token, `${field}.token`), amount: amount() }
      case 'CreateTokenDefinition': {
        const symbol = validateSymbol(input.symbol, `${field}.symbol`)
        for (const key of ['name', 'description', 'iconUrl', 'url'] as const)
          if (typeof (input[key] ?? '') !== 'string') throw new InvalidArgumentError(`${field}.${key}`, 'must be a string')
        const mutable = input.isSupplyMutable
        if (typeof mutable !== 'boolean') throw new InvalidArgumentError(`${field}.isSupplyMutable`, 'must be true or false')
        if (mutable && (input.supply !== undefined || input.to !== undefined))
          throw new InvalidArgumentError(`${field}.supply`, 'must be absent for a mutable-supply token (it starts with none; mint it instead)')
        return {
          type: 'CreateTokenDefinition',
          owner: self,
          symbol,
          name: input.name,
          description: input.description ?? '',
          iconUrl: input.iconUrl ?? '',
          url: input.url ?? '',
          isSupplyMutable: mutable,
          supply: mutable ? 0n : positiveAmount(input.supply, `${field}.supply`),
          to: mutable ? undefined : account(input.to, `${field}.to`),
          token: deriveTokenRri(signerKey, symbol, network),
        }
      }
      default:
        throw new InvalidArgumentError(`${field}.type`, 'must be TransferTokens, MintTokens, BurnTokens or CreateTokenDefinition')
    }
  })
}

function missing(field: string): never {
  throw new InvalidArgumentError(field, 'is required')
}
