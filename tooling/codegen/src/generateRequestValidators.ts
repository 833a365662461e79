import {
  createSpecAjv,
  hasDirectionalSchemas,
  requestSchemaId,
  requestSchemaRefs,
  type SpecDocument,
  schemaView,
} from '@ledgernet/specs'
import { _ } from 'ajv/dist/2020.js'
import standalone from 'ajv/dist/standalone/index.js'
import { docComment } from './docComment.js'
import type { GeneratedFiles } from './GeneratedFiles.js'
import { generatedHeader } from './generatedHeader.js'
import { inlineAjvRuntime } from './inlineAjvRuntime.js'
import { stripAnnotations } from './stripAnnotations.js'

/**
 * Generates `requestValidators.gen.ts`, what a server needs to check requests against a spec
 * without compiling anything at start (`createPrecompiledValidator` of `@ledgernet/specs/precompiled`):
 * - `schemas`: ajv's standalone code for every request schema of the document
 *   (`requestSchemaRefs`: OpenAPI request bodies and header parameters, OpenRPC params), by
 *   reference, compiled with the spec validator's own options — all errors, verbose, formats
 *   checked (`specFormats`) — so that the issues are the same, message for message;
 * - `document`: the spec document as JSON (routing and the validator's bookkeeping read it; no
 *   YAML parser at run time);
 * - `id`: the document's id in references and messages.
 *
 * @example
 * const files = generateRequestValidators(loadSpec('gateway'), { id: 'gateway', specLabel: 'specs/gateway.openapi.yaml' })
 */
export function generateRequestValidators(
  document: SpecDocument,
  { id, specLabel }: { id: string; specLabel: string },
): GeneratedFiles {
  const refs = requestSchemaRefs(document, id)
  // A server checks requests: a document whose requests and responses differ is read as requests
  // see it, under the id its request references use.
  const requests = hasDirectionalSchemas(document) ? schemaView(document, 'request') : document
  const ajv = createSpecAjv(stripAnnotations(requests), requestSchemaId(id, document), {
    allErrors: true,
    verbose: true,
    code: { source: true, esm: true, lines: true, formats: _`specFormats` },
  })
  const exports = Object.fromEntries(refs.map((ref, index) => [`raw_${index}`, ref]))
  const { code, helpers } = inlineAjvRuntime(refs.length ? standalone.default(ajv, exports) : '', id)
  const body = code.replace(/^export const (raw_\w+) = (validate\d+);$/gm, 'const $1 = $2;').trim()
  const usesFormats = /\bspecFormats\b/.test(body)
  const source = [
    generatedHeader(specLabel),
    "// @ts-nocheck — ajv's standalone code is plain JavaScript; the exports are typed.",
    `import type { SchemaCheck, SpecDocument } from '@ledgernet/specs/precompiled'`,
    ...(usesFormats ? [`import { specFormats } from '@ledgernet/specs/precompiled'`] : []),
    '',
    ...(helpers.length ? [...helpers, ''] : []),
    body,
    '',
    `${docComment([
      'The id of the document in references and messages.',
      '',
      '@example',
      `createPrecompiledValidator({ id, document, schemas })`,
    ])}export const id = ${JSON.stringify(id)}\n`,
    docComment([
      `The spec document (${specLabel}) as JSON.`,
      '',
      '@example',
      'Object.keys(document.paths ?? document.methods)',
    ]) +
      // One string parsed at load: faster for V8 than the same object as a literal.
      `export const document: SpecDocument = JSON.parse(${JSON.stringify(JSON.stringify(document))})\n`,
    docComment([
      'The compiled check of every request schema, by reference.',
      '',
      '@example',
      `schemas[${JSON.stringify(refs[0] ?? `${id}#/`)}]?.(value)`,
    ]) +
      `export const schemas: Readonly<Record<string, SchemaCheck>> = {\n${refs.map((ref, index) => `  ${JSON.stringify(ref)}: raw_${index},`).join('\n')}\n}\n`,
  ]
  return { 'requestValidators.gen.ts': source.join('\n') }
}
