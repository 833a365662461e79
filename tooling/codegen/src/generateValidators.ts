import { createSpecAjv, hasDirectionalSchemas, type SpecDocument, schemaView, toFragment } from '@ledgernet/specs'
import standalone from 'ajv/dist/standalone/index.js'
import { docComment } from './docComment.js'
import { inlineAjvRuntime } from './inlineAjvRuntime.js'
import { stripAnnotations } from './stripAnnotations.js'

/**
 * One validator to emit: its exported name, the pointer tokens of its schema in the document, and
 * a line saying what it checks.
 *
 * @example
 * const entry: ValidatorEntry = { name: 'validateTokenAmount', tokens: ['components', 'schemas', 'TokenAmount'], about: 'A TokenAmount.' }
 */
export type ValidatorEntry = { name: string; tokens: (string | number)[]; about: string }

/**
 * The body of `validators.gen.ts`: ajv's standalone code for the given schemas (compiled from the
 * spec, no format checks, first error only, no messages), with the few ajv run-time helpers it
 * needs written out locally, followed by one exported, tree-shakable function per entry that
 * returns `null` or the issues (messages made by `issuesFromAjvErrors` of
 * `@ledgernet/transport`, identical to the spec validator's). Throws when ajv's code still
 * requires a module we do not know how to replace.
 *
 * @example
 * const source = generateValidators(document, 'gateway', [{ name: 'validateGatewayError', tokens: ['components', 'schemas', 'GatewayError'], about: 'An error body.' }])
 */
export function generateValidators(document: SpecDocument, id: string, entries: readonly ValidatorEntry[]): string {
  // Annotations do not validate anything; without them ajv's schema constants stay small.
  // A client checks answers: a document whose requests and responses differ is read as responses see it.
  const answers = hasDirectionalSchemas(document) ? schemaView(document, 'response') : document
  const ajv = createSpecAjv(stripAnnotations(answers), id, {
    code: { source: true, esm: true, lines: true },
    messages: false,
    validateFormats: false,
    allErrors: false,
  })
  // Ajv2020 always tracks evaluated properties for `unevaluated*`, which adds a top-level
  // `validateN.evaluated = …` per function: side effects that defeat tree-shaking. When the
  // document does not use those keywords, the tracking is dead weight, so it is switched off.
  if (!/"unevaluated(Properties|Items)"/.test(JSON.stringify(document))) ajv.opts.unevaluated = false
  // One compiled function per schema: ajv's standalone code declares a schema's function once per
  // export naming it, so two entries of one schema (two names, one `$ref`) share one export.
  const exports: Record<string, string> = {}
  const rawOf = new Map<string, string>()
  const raw = (entry: ValidatorEntry) => rawOf.get(`${id}${toFragment(entry.tokens)}`)!
  for (const entry of entries) {
    const key = `${id}${toFragment(entry.tokens)}`
    if (rawOf.has(key)) continue
    rawOf.set(key, `raw_${entry.name}`)
    exports[`raw_${entry.name}`] = key
  }
  const inlined = inlineAjvRuntime(entries.length ? standalone.default(ajv, exports) : '', id)
  const code = inlined.code.replace(/^export const (raw_\w+) = (validate\d+);$/gm, 'const $1 = $2;')
  const helpers = inlined.helpers
  const wrappers = entries.map(
    (entry) =>
      docComment([
        entry.about,
        'Returns `null` when `body` matches, else the issues (JSON pointer and reason).',
        '',
        '@example',
        `const issues = ${entry.name}(await response.json())`,
      ]) +
      `export function ${entry.name}(body: unknown): Issue[] | null {\n` +
      `  return ${raw(entry)}(body) ? null : issuesFromAjvErrors(${raw(entry)}.errors)\n` +
      `}\n`,
  )
  return [
    "import { issuesFromAjvErrors, type Issue } from '@ledgernet/transport'",
    '',
    ...(helpers.length ? [...helpers, ''] : []),
    code.trim(),
    '',
    ...wrappers.join('\n').split('\n'),
  ].join('\n')
}
