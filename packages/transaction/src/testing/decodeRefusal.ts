import { DecodeError } from '../DecodeError.js'

/** What a decoder refused: the offset, the field and the problem of the `DecodeError` `run` throws. */
export function decodeRefusal(run: () => unknown): { offset: number; field: string; problem: string } {
  try {
    run()
  } catch (error) {
    if (error instanceof DecodeError) return { offset: error.offset, field: error.field, problem: error.problem }
    throw error
  }
  throw new Error('expected a DecodeError')
}
