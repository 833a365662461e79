import { LedgernetError } from '@ledgernet/errors'
import { packageTag } from './packageTag.js'

/**
 * The structures this package decodes, as named in error messages.
 *
 * @example
 * if (error instanceof DecodeError && error.structure === 'notarized transaction') console.log(error.offset)
 */
export type DecodedStructure =
  | 'unsigned transaction'
  | 'signed transaction'
  | 'intent'
  | 'signed intent'
  | 'notarized transaction'

/**
 * What a {@link DecodeError} is made of.
 *
 * @example
 * new DecodeError({ structure: 'intent', offset: 71, field: 'manifest.instructions[0].type', problem: 'is the unknown instruction tag 0x09' })
 */
export type DecodeErrorParameters = {
  /** What was being decoded. */
  structure: DecodedStructure
  /** Byte offset (0-based, from the start of the input) where the offending field starts. */
  offset: number
  /** Path of the offending field, e.g. `actions[1].amount`. */
  field: string
  /** What is wrong with the bytes, as the end of a sentence (`is 2, only version 1 is known`). */
  problem: string
}

/**
 * Bytes that are not a canonical encoding of the format of `specs/transaction-format.md`:
 * truncated, trailing bytes, an unknown version or tag, or a non-canonical form. Names the byte
 * `offset` at which the offending field starts, the `field` and the `problem` (in words).
 *
 * @example
 * import { DecodeError, decodeUnsignedTransaction } from '@ledgernet/transaction'
 * try {
 *   decodeUnsignedTransaction('4c4e5402')
 * } catch (error) {
 *   if (error instanceof DecodeError) console.log(error.offset, error.problem) // 3 'is 2, only version 1 is known'
 * }
 */
export class DecodeError extends LedgernetError<'DECODE_ERROR'> {
  override name = 'DecodeError' as const
  declare readonly structure: DecodedStructure
  declare readonly offset: number
  declare readonly field: string
  declare readonly problem: string

  constructor(parameters: DecodeErrorParameters) {
    const { structure, offset, field, problem } = parameters
    super(`Cannot decode the ${structure}: ${field} at byte ${offset} ${problem}.`, {
      code: 'DECODE_ERROR',
      packageTag,
    })
    Object.assign(this, parameters)
  }
}
