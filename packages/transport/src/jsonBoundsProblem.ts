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
  let depth = 0
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code === 0x22) {
      index = stringEnd(text, index)
      if (index < 0) return undefined
    } else if (code === 0x7b || code === 0x5b) {
      if (++depth > maxJsonDepth)
        return problem(text, index, 'TOO_DEEP', `nests arrays and objects more than ${maxJsonDepth} levels deep`)
    } else if (code === 0x7d || code === 0x5d) depth--
    else if (code === 0x2d || (code >= 0x30 && code <= 0x39)) {
      let end = index + 1
      // Digits, `.`, `e`, `E`, `+`, `-` (past the end, charCodeAt is NaN: the number ends).
      for (
        let next = text.charCodeAt(end);
        next >= 0x30 ? next <= 0x39 || (next | 0x20) === 0x65 : next === 0x2b || next === 0x2d || next === 0x2e;
        next = text.charCodeAt(++end)
      );
      const size = end - index
      // NaN is not JSON (`JSON.parse` says so); Infinity is JSON beyond a double.
      if (size > maxJsonNumberLength || Math.abs(+text.slice(index, end)) === Infinity)
        return problem(
          text,
          index,
          'NUMBER_OUT_OF_RANGE',
          size > maxJsonNumberLength
            ? `is a number of ${size} characters (at most ${maxJsonNumberLength})`
            : `is a number beyond the range of a double (${text.slice(index, end)})`,
        )
      index = end - 1
    }
  }
  return undefined
}

/** The problem at `offset`, with the JSON pointer of the value there (cut to what a message can show). */
function problem(
  text: string,
  offset: number,
  reason: JsonBoundsProblem['reason'],
  message: string,
): JsonBoundsProblem {
  const pointer = pointerAt(text, offset)
  return {
    reason,
    path: pointer.length > 120 ? `${pointer.slice(0, 120)}… (${pointer.length} characters)` : pointer,
    message,
  }
}

/** The index of the quote that closes the string opened at `start` (one no backslash escapes), or -1. */
function stringEnd(text: string, start: number): number {
  let end = start
  for (;;) {
    end = text.indexOf('"', end + 1)
    let backslashes = 0
    while (end > 0 && text.charCodeAt(end - 1 - backslashes) === 0x5c) backslashes++
    if (backslashes % 2 === 0) return end
  }
}

/**
 * The JSON pointer of the value that starts at `offset` of a text, read again from its start
 * (only when a bound is broken, so the common case keeps no path).
 */
function pointerAt(text: string, offset: number): string {
  const path: (string | number)[] = []
  let expectKey = false
  for (let index = 0; index < offset; index++) {
    const char = text[index]
    const last = path.length - 1
    if (char === '"') {
      const end = stringEnd(text, index)
      if (expectKey) path[last] = keyOf(text.slice(index, end + 1))
      expectKey = false
      index = end
    } else if (char === '{' || char === '[') {
      path.push(char === '[' ? 0 : '')
      expectKey = char === '{'
    } else if (char === '}' || char === ']') path.pop()
    else if (char === ',') {
      if (typeof path[last] === 'number') path[last] = (path[last] as number) + 1
      else expectKey = true
    }
  }
  return toPointer(path)
}

/** A key as written (quoted); its raw text when it is not a JSON string (`JSON.parse` will say so). */
function keyOf(quoted: string): string {
  try {
    return JSON.parse(quoted) as string
  } catch {
    return quoted.slice(1, -1)
  }
}
