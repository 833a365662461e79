import {
  checkSubunits,
  encodeAccountAddress,
  PrivateKey,
  PublicKey,
  parseSubunits,
  v0AccountAddress,
} from '@ledgernet/crypto'
import { InvalidArgumentError } from '@ledgernet/errors'
import { developmentKeys } from './developmentKeys.js'
import type { SandboxAccount } from './Sandbox.js'
import type { GenesisAccountInput, MemorySandboxOptions } from './SandboxOptions.js'

/**
 * 1,000,000 XRD in subunits: what each genesis account holds unless told otherwise.
 *
 * @example
 * await startSandbox({ accounts: [{ publicKey: '02…', balance: DEFAULT_GENESIS_BALANCE / 2n }] })
 */
export const DEFAULT_GENESIS_BALANCE = 10n ** 24n

/**
 * An account to fund at genesis as the options asked for it: its public key (hex), its private
 * key when given (or a development key's), its balance.
 *
 * @example
 * const account: RequestedAccount = { publicKey: '03ec…', balance: DEFAULT_GENESIS_BALANCE }
 */
export type RequestedAccount = { publicKey: string; privateKey?: string; balance: bigint }

/**
 * A ledger's start as it is stored (a data directory's `genesis.json`) or made afresh: its time,
 * node key and funded accounts by public key — never a private key.
 *
 * @example
 * const genesis: GenesisRecord = { timestamp: Date.now(), nodeKey: '02…', allocations: [{ publicKey: '03ec…', amount: '1000000000000000000000000' }] }
 */
export type GenesisRecord = {
  timestamp: number
  nodeKey: string
  allocations: { publicKey: string; amount: string }[]
}

/**
 * The `accounts` option read and checked: a number of development accounts (default 10), or a
 * list of `{ privateKey }` / `{ publicKey }` with an optional balance. Throws an
 * `InvalidArgumentError` naming the entry that is wrong (never quoting a private key).
 *
 * @example
 * genesisAccounts(2) // development accounts 0 and 1, 1,000,000 XRD each
 */
export function genesisAccounts(input: MemorySandboxOptions['accounts']): RequestedAccount[] {
  if (input === undefined || typeof input === 'number')
    return developmentKeys(input ?? 10).map((key) => ({
      publicKey: key.publicKeyHex,
      privateKey: key.privateKeyHex,
      balance: DEFAULT_GENESIS_BALANCE,
    }))
  if (!Array.isArray(input))
    throw new InvalidArgumentError('accounts', 'must be a number or a list of { privateKey } / { publicKey } objects')
  const seen = new Set<string>()
  return input.map((entry: GenesisAccountInput, index) => {
    const field = `accounts[${index}]`
    if (typeof entry !== 'object' || entry === null)
      throw new InvalidArgumentError(field, 'must be { privateKey } or { publicKey }')
    let account: RequestedAccount
    // A bigint from code, or the digits a JSON file carries.
    const balance =
      entry.balance === undefined
        ? DEFAULT_GENESIS_BALANCE
        : typeof entry.balance === 'string'
          ? parseSubunits(entry.balance, `${field}.balance`)
          : checkSubunits(entry.balance, `${field}.balance`)
    if ('privateKey' in entry && entry.privateKey !== undefined) {
      let key: PrivateKey
      try {
        key = PrivateKey.fromHex(entry.privateKey)
      } catch (error) {
        // Never quote the key back: name the field and the reason only.
        throw new InvalidArgumentError(
          `${field}.privateKey`,
          error instanceof InvalidArgumentError ? error.problem : 'is not a private key',
        )
      }
      account = { publicKey: key.publicKey.hex, privateKey: entry.privateKey.toLowerCase(), balance }
    } else if ('publicKey' in entry && entry.publicKey !== undefined) {
      account = { publicKey: PublicKey.fromHex(entry.publicKey, `${field}.publicKey`).hex, balance }
    } else throw new InvalidArgumentError(field, 'must have privateKey or publicKey')
    if (seen.has(account.publicKey)) throw new InvalidArgumentError(field, 'funds an account listed before')
    seen.add(account.publicKey)
    return account
  })
}

/**
 * The genesis accounts as a sandbox reports them, with the private keys it knows: those asked
 * for, and the development accounts' (a reopened ledger may fund development accounts the caller
 * did not ask for this time). `addressesOf` gives an account's two addresses (by default computed
 * here; a ledger gives those its address book already holds).
 *
 * @example
 * describeAccounts(genesis, genesisAccounts(2))[0]!.address // 'ddx1qsp7c05m…'
 */
export function describeAccounts(
  genesis: GenesisRecord,
  requested: readonly RequestedAccount[],
  addressesOf: (publicKeyHex: string) => Pick<SandboxAccount, 'address' | 'v0Address'> = (publicKeyHex) => ({
    address: encodeAccountAddress(publicKeyHex, 'localnet'),
    v0Address: v0AccountAddress(publicKeyHex, 'localnet'),
  }),
): SandboxAccount[] {
  const known = new Map<string, string>()
  for (const account of requested) if (account.privateKey) known.set(account.publicKey, account.privateKey)
  for (const key of developmentKeys(Math.min(genesis.allocations.length, 100)))
    known.set(key.publicKeyHex, key.privateKeyHex)
  return genesis.allocations.map((entry) => {
    const privateKey = known.get(entry.publicKey)
    return {
      ...addressesOf(entry.publicKey),
      publicKey: entry.publicKey,
      ...(privateKey ? { privateKey } : {}),
      balance: BigInt(entry.amount),
    }
  })
}
