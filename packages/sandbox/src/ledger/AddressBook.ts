import {
  bytesToHex,
  decodeAccountAddress,
  decodeV0Address,
  encodeAccountAddress,
  encodeV0Address,
  hexToBytes,
  PublicKey,
  sha256d,
} from '@ledgernet/crypto'
import { developmentAddressesOf } from '../developmentKeys.js'
import { BoundedCache } from './BoundedCache.js'

/**
 * An account as the ledger keys it: the 26-byte hash of its public key (hex), with the key when
 * known.
 *
 * @example
 * const alice: LedgerAccount = book.ofAddress('ddx1qsp7c05m9yw8jmumzdlvfq0mxyc9rh2vxtxqsusxv48k35f2yku6k0g3rt6md')
 */
export type LedgerAccount = {
  id: string
  keyHex: string
  publicKey: PublicKey
  /** The 33 key bytes, shared by every reader (encoders copy them; nobody writes to them). */
  keyBytes: Uint8Array
  /** The Gateway address (`ddx1…`, lower case): one string per account, so that its hash is computed once. */
  address: string
}

/**
 * Converts between the Gateway API's account addresses (`ddx1…`, Bech32 of the key), the v0
 * addresses (`account_sim1…`, Bech32m of the key's hash) and the ledger's account ids, with a
 * bounded cache: every request names accounts, and Bech32 is the costly part of reading them.
 * Addresses handed to it have been checked by the caller (schema and network).
 *
 * @example
 * const book = new AddressBook('localnet')
 * book.ofAddress(address).id === book.ofKey(publicKey).id // true
 */
export class AddressBook {
  readonly network = 'localnet' as const
  readonly #byAddress = new BoundedCache<string, LedgerAccount>(8192)
  readonly #byKey = new BoundedCache<string, LedgerAccount>(8192)
  readonly #v0Addresses = new BoundedCache<string, string>(8192)
  readonly #gatewayAddresses = new BoundedCache<string, string>(8192)
  readonly #v0Ids = new BoundedCache<string, string>(8192)

  /** The account of a Gateway address; throws `InvalidArgumentError` (naming `field`) for a bad one. */
  ofAddress(address: string, field = 'address'): LedgerAccount {
    const cached = this.#byAddress.get(address)
    if (cached) return cached
    const { publicKey } = decodeAccountAddress(address, this.network, field)
    const account = this.ofKey(publicKey)
    this.#byAddress.set(address, account)
    // The account's own spelling is what the ledger writes from now on (builds, records).
    if (account.address !== address) this.#byAddress.set(account.address, account)
    return account
  }

  ofKey(publicKey: PublicKey): LedgerAccount {
    const cached = this.#byKey.get(publicKey.hex)
    if (cached) return cached
    const keyBytes = publicKey.bytes
    const account = {
      id: accountIdOfKey(keyBytes),
      keyHex: publicKey.hex,
      publicKey,
      keyBytes,
      address: this.gatewayAddress(publicKey.hex),
    }
    this.#byKey.set(publicKey.hex, account)
    // Its address, computed here, is read without decoding it (a genesis account's first request).
    this.#byAddress.set(account.address, account)
    return account
  }

  /**
   * The account of a key given as hex: a key of the generated development table is taken with
   * its generated addresses, its `PublicKey` made (and the key checked) when first read; any other
   * key is checked now (`PublicKey.fromHex`, an `InvalidArgumentError` naming `field`).
   */
  ofKeyHex(keyHex: string, field = 'publicKey'): LedgerAccount {
    const cached = this.#byKey.get(keyHex)
    if (cached) return cached
    const generated = developmentAddressesOf(keyHex)
    if (!generated) return this.ofKey(PublicKey.fromHex(keyHex, field))
    const keyBytes = hexToBytes(keyHex)
    let publicKey: PublicKey | undefined
    const account: LedgerAccount = {
      id: accountIdOfKey(keyBytes),
      keyHex,
      get publicKey() {
        publicKey ??= PublicKey.fromHex(keyHex, field)
        return publicKey
      },
      keyBytes,
      address: generated.address,
    }
    this.#byKey.set(keyHex, account)
    this.#byAddress.set(account.address, account)
    this.#gatewayAddresses.set(keyHex, account.address)
    this.#v0Addresses.set(account.id, generated.v0Address)
    return account
  }

  /** The account of an address read before (and so known to be valid), without decoding it. */
  known(address: string): LedgerAccount | undefined {
    return this.#byAddress.get(address)
  }

  /** The Gateway address (`ddx1…`) of a key. */
  gatewayAddress(keyHex: string): string {
    let address = this.#gatewayAddresses.get(keyHex)
    if (address === undefined) {
      address = encodeAccountAddress(keyHex, this.network)
      this.#gatewayAddresses.set(keyHex, address)
    }
    return address
  }

  /** The v0 address (`account_sim1…`) of an account id. */
  v0Address(accountId: string): string {
    let address = this.#v0Addresses.get(accountId)
    if (address === undefined) {
      address = encodeV0Address('account', hexToBytes(accountId), this.network)
      this.#v0Addresses.set(accountId, address)
    }
    return address
  }

  /** The 26 bytes (hex) of a v0 address the decoder already checked (an instruction's account or resource). */
  idOfV0Address(address: string): string {
    let id = this.#v0Ids.get(address)
    if (id === undefined) {
      id = bytesToHex(decodeV0Address(address, this.network).bytes)
      this.#v0Ids.set(address, id)
    }
    return id
  }
}

/**
 * The ledger's id of the account of a 33-byte public key: the last 26 bytes of SHA-256d(key),
 * the payload of its v0 address (`docs/architecture.md`, v0 addresses), as hex.
 *
 * @example
 * accountIdOfKey(publicKey.bytes) // '0823…' (52 hex characters)
 */
export function accountIdOfKey(key: Uint8Array): string {
  return bytesToHex(sha256d(key).subarray(6))
}
