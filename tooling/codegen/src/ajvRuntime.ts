/**
 * The few helpers ajv's standalone code `require`s at run time, written out so that generated
 * validators have no dependency on ajv: each entry maps the module ajv names to a local function
 * that does the same (ajv/dist/runtime/ucs2length counts code points the way JSON Schema
 * `minLength`/`maxLength` do; ajv/dist/runtime/equal is a structural deep equality for
 * `const`/`enum`/`uniqueItems` on objects).
 *
 * @example
 * ajvRuntime['ajv/dist/runtime/ucs2length'].name // 'ucs2length'
 */
export const ajvRuntime: Record<string, { name: string; source: string }> = {
  'ajv/dist/runtime/ucs2length': {
    name: 'ucs2length',
    source: `function ucs2length(str) {
  // Counts code points: a surrogate pair is one character.
  let length = 0
  for (let pos = 0; pos < str.length; length++) {
    const value = str.charCodeAt(pos++)
    if (value >= 0xd800 && value <= 0xdbff && pos < str.length && (str.charCodeAt(pos) & 0xfc00) === 0xdc00) pos++
  }
  return length
}`,
  },
  'ajv/dist/runtime/equal': {
    name: 'equal',
    source: `function equal(a, b) {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a !== a && b !== b
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  return keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && equal(a[key], b[key]))
}`,
  },
}
