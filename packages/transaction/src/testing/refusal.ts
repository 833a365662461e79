import { DecodeError } from '../DecodeError.js'

/** What a decoder refused: the offset, the field and the reason of the `DecodeError` `run` throws. */
export function refusal(run: () => unknown): { offset: number; field: string; reason: string } {
  try {
    run()
  } catch (error) {
    if (error instanceof DecodeError) return { offset: error.offset, field: error.field, reason: error.reason }
    throw error
  }
  throw new Error('expected a DecodeError')
}
