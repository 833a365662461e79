import { InvalidArgumentError } from '@ledgernet/errors'

/**
 * The network's registered BIP-44 coin type.
 *
 * @example
 * hdPath(0).includes(`${COIN_TYPE}'`) // true
 */
export const COIN_TYPE = 1022

/**
 * The BIP-44 path of account `index`: `m/44'/1022'/0'/0/{index}`.
 *
 * @example
 * hdPath(0) // "m/44'/1022'/0'/0/0"
 */
export function hdPath(index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= 2 ** 31) {
    throw new InvalidArgumentError('index', 'must be an integer from 0 to 2^31 − 1')
  }
  return `m/44'/${COIN_TYPE}'/0'/0/${index}`
}
