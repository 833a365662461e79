import { terminalFormatCharacters } from './terminalSafe.js'

const active = new RegExp(`[${terminalFormatCharacters}]`, 'g')

/**
 * JSON text (what `JSON.stringify` wrote) made safe for a terminal and still exact: the characters
 * JSON.stringify leaves as they are and a terminal acts on or hides (DEL, the C1 controls, bidi and
 * invisible format characters, line and paragraph separators) are written as `\u` escapes. JSON lets
 * any character of a string be written so, and these occur only inside strings, so the document
 * reads back the same; the C0 controls, ESC among them, JSON.stringify escapes itself.
 *
 * @example
 * terminalSafeJson(JSON.stringify({ name: '\u009b31m\u202eevil' })) // '{"name":"\\u009b31m\\u202eevil"}'
 */
export function terminalSafeJson(json: string): string {
  return json.replace(active, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
