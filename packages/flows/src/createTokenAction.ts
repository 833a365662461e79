import { deriveTokenRri, validateSymbol } from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import type { CreateTokenDefinition } from '@ledgernet/transaction'
import { type ActionContext, accountOf } from './ActionContext.js'
import type { CreateTokenInput } from './ActionInput.js'
import { positiveAmount } from './AmountInput.js'

/**
 * The caller's token creation as the transaction's action: owned by the signer, its rri derived
 * offline from the signer's key and the symbol (what the server's derive must answer).
 */
export function createTokenAction(
  input: CreateTokenInput,
  context: ActionContext,
  field: string,
): CreateTokenDefinition {
  const symbol = validateSymbol(input.symbol, `${field}.symbol`)
  for (const key of ['name', 'description', 'iconUrl', 'url'] as const)
    if (typeof (input[key] ?? '') !== 'string') throw new InvalidArgumentError(`${field}.${key}`, 'must be a string')
  const mutable = input.isSupplyMutable
  if (typeof mutable !== 'boolean') throw new InvalidArgumentError(`${field}.isSupplyMutable`, 'must be true or false')
  if (mutable && (input.supply !== undefined || input.to !== undefined))
    throw new InvalidArgumentError(`${field}.supply`, 'must be absent for a mutable-supply token (mint instead)')
  return {
    type: 'CreateTokenDefinition',
    owner: context.self,
    symbol,
    name: input.name,
    description: input.description ?? '',
    iconUrl: input.iconUrl ?? '',
    url: input.url ?? '',
    isSupplyMutable: mutable,
    supply: mutable ? 0n : positiveAmount(input.supply, `${field}.supply`),
    to: mutable ? undefined : accountOf(context, input.to, `${field}.to`),
    token: deriveTokenRri(context.signerKey, symbol, context.network),
  }
}
