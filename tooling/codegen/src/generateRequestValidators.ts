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
import { proseKeywords, stripAnnotations } from './stripAnnotations.js'

/**
 * Generates `requestValidators.gen.ts`, what a server needs to check requests against a spec
 * without compiling anything at start (`createPrecompiledValidator` of `@ledgernet/specs/precompiled`).
 * Its one export, `precompiledSpec()`, builds on its first call (a server that imports the module
 * for an interface nobody calls pays nothing) and answers the same object after:
 * - `schemas`: ajv's standalone code for every request schema of the document
 *   (`requestSchemaRefs`: OpenAPI request bodies and header parameters, OpenRPC params), by
 *   reference, compiled with the spec validator's own options — all errors, verbose, formats
 *   checked (`specFormats`) — so that the issues are the same, message for message;
 * - `document`: the spec document as JSON, without its prose (`proseKeywords`: descriptions,
 *   summaries, examples…), which is what routing and the validator's bookkeeping read (no YAML
 *   parser at run time; a validator's `examples()` and response descriptions are empty);
 * - `id`: the document's id in references and messages;
 * - `requestId`: the id its request references use (`requestSchemaId`), worked out here rather than
 *   by reading the whole document at a server's first request.
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
    "// @ts-nocheck — ajv's standalone code is plain JavaScript; the export is typed.",
    `import type { PrecompiledSpec } from '@ledgernet/specs/precompiled'`,
    ...(usesFormats ? [`import { specFormats } from '@ledgernet/specs/precompiled'`] : []),
    '',
    'let built: PrecompiledSpec | undefined',
    '',
    docComment([
      `The precompiled request checks of ${specLabel}: the document's id (in references and messages),`,
      'the document as JSON without its prose (routing and the validator read it; no YAML parser at',
      'run time) and the compiled check of every request schema, by reference. Built on the first call',
      '(the document parsed, the patterns compiled) and kept: importing the module costs a server',
      'nothing until it serves the interface.',
      '',
      '@example',
      'createPrecompiledValidator(precompiledSpec())',
    ]).trimEnd(),
    'export function precompiledSpec(): PrecompiledSpec {\n  built ??= build()\n  return built\n}\n',
    'function build(): PrecompiledSpec {',
    // ajv's code as it wrote it, not re-indented: its strings stay byte for byte.
    ...(helpers.length ? [...helpers, ''] : []),
    body,
    '',
    '  return {',
    `    id: ${JSON.stringify(id)},`,
    `    requestId: ${JSON.stringify(requestSchemaId(id, document))},`,
    // One string parsed: faster for V8 than the same object as a literal. Without its prose, which
    // routing and request checks never read: a fifth of the text, parsed at an interface's first request.
    `    document: JSON.parse(${JSON.stringify(JSON.stringify(stripAnnotations(document, proseKeywords)))}),`,
    `    schemas: {${refs.map((ref, index) => `\n      ${JSON.stringify(ref)}: raw_${index},`).join('')}${refs.length ? '\n    ' : ''}},`,
    '  }',
    '}',
    '',
  ]
  return { 'requestValidators.gen.ts': source.join('\n') }
}
