import { toPointer } from './jsonPointer.js'

/** The most arrays and objects an answer may nest: far above any answer a spec describes (8 levels). */
export const maxJsonDepth = 64

/** The longest number an answer may write, in characters: a double needs 24 at most. */
export const maxJsonNumberLength = 64

/**
 * Where a JSON text goes beyond what an answer may hold: `TOO_DEEP` (arrays and objects nested more
 * than {@link maxJsonDepth} levels), `NUMBER_OUT_OF_RANGE` (a number longer than
 * {@link maxJsonNumberLength} characters, or one beyond a double's range, which `JSON.parse` makes
 * `Infinity`). `path` is the JSON pointer of the value, `message` says what is wrong.
 *
 * @example
 * const problem: JsonBoundsProblem = { reason: 'TOO_DEEP', path: '/a/0/0', message: 'nests arrays and objects more than 64 levels deep' }
 */
export type JsonBoundsProblem = {
  readonly reason: 'TOO_DEEP' | 'NUMBER_OUT_OF_RANGE'
  readonly path: string
  readonly message: string
}

/**
 * Checks a JSON text against the bounds every answer is held to, before it is parsed: `JSON.parse`
 * itself takes any depth and any number, but what reads the value then recurses (a validator, a
 * printer: a million levels overflow the stack) or converts (`BigInt(Infinity)` throws). One pass
 * over the characters (strings are skipped with `indexOf`); `undefined` when the text is within the
 * bounds or is not JSON at all (`JSON.parse` says so).
 *
 * @example
 * jsonBoundsProblem('{"fee":1e999}') // { reason: 'NUMBER_OUT_OF_RANGE', path: '/fee', message: … }
 * jsonBoundsProblem('{"fee":"1"}') // undefined
 */
export function jsonBoundsProblem(text: string): JsonBoundsProblem | undefined {
  const length = text.length
  let depth = 0
  for (let index = 0; index < length; index++) {
    const code = text.charCodeAt(index)
    if (code === 0x22) {
      const end = stringEnd(text, index)
      if (end < 0) return undefined
      index = end
    } else if (code === 0x7b || code === 0x5b) {
      if (++depth > maxJsonDepth)
        return {
          reason: 'TOO_DEEP',
          path: cut(pointerAt(text, index)),
          message: `nests arrays and objects more than ${maxJsonDepth} levels deep`,
        }
    } else if (code === 0x7d || code === 0x5d) depth--
    else if (code === 0x2d || (code >= 0x30 && code <= 0x39)) {
      let end = index + 1
      let exponent = false
      for (; end < length; end++) {
        const next = text.charCodeAt(end)
        if (next === 0x65 || next === 0x45) exponent = true
        else if (!((next >= 0x30 && next <= 0x39) || next === 0x2e || next === 0x2b || next === 0x2d)) break
      }
      const size = end - index
      if (size > maxJsonNumberLength || (exponent && !Number.isFinite(Number(text.slice(index, end)))))
        return {
          reason: 'NUMBER_OUT_OF_RANGE',
          path: cut(pointerAt(text, index)),
          message:
            size > maxJsonNumberLength
              ? `is a number of ${size} characters (at most ${maxJsonNumberLength})`
              : `is a number beyond the range of a double (${text.slice(index, end)})`,
        }
      index = end - 1
    }
  }
  return undefined
}

/** The index of the quote that closes the string opened at `start` (one no backslash escapes), or -1. */
function stringEnd(text: string, start: number): number {
  let end = start
  for (;;) {
    end = text.indexOf('"', end + 1)
    if (end < 0) return -1
    let backslashes = 0
    while (text.charCodeAt(end - 1 - backslashes) === 0x5c) backslashes++
    if (backslashes % 2 === 0) return end
  }
}

/**
 * The JSON pointer of the value that starts at `offset` of a text, read again from its start
 * (only when a bound is broken, so the common case keeps no path).
 */
function pointerAt(text: string, offset: number): string {
  const path: (string | number)[] = []
  const inArray: boolean[] = []
  let expectKey = false
  for (let index = 0; index < offset; index++) {
    const code = text.charCodeAt(index)
    if (code === 0x22) {
      const end = stringEnd(text, index)
      if (end < 0) break
      if (expectKey) {
        path[path.length - 1] = readKey(text.slice(index, end + 1))
        expectKey = false
      }
      index = end
    } else if (code === 0x7b || code === 0x5b) {
      inArray.push(code === 0x5b)
      path.push(code === 0x5b ? 0 : '')
      expectKey = code === 0x7b
    } else if (code === 0x7d || code === 0x5d) {
      inArray.pop()
      path.pop()
    } else if (code === 0x2c) {
      if (inArray[inArray.length - 1]) path[path.length - 1] = (path[path.length - 1] as number) + 1
      else expectKey = true
    }
  }
  return toPointer(path)
}

function readKey(quoted: string): string {
  try {
    return JSON.parse(quoted) as string
  } catch {
    return quoted.slice(1, -1)
  }
}

/** A pointer of a deep value, cut to what a message can show. */
function cut(pointer: string): string {
  return pointer.length > 120 ? `${pointer.slice(0, 120)}… (${pointer.length} characters)` : pointer
}
