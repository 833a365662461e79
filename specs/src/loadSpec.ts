import { readFileSync } from 'node:fs'
import { InvalidArgumentError } from '@ledgernet/errors'
import { parse } from 'yaml'
import { applyOverlay } from './applyOverlay.js'
import { isSpecName, type SpecName } from './SpecName.js'
import { overlayPath, specPath } from './specPath.js'

/**
 * A parsed spec document (OpenAPI 3.1 or OpenRPC), as plain JSON data.
 *
 * @example
 * const doc: SpecDocument = loadSpec('gateway')
 * console.log(doc.info)
 */
export type SpecDocument = Record<string, any>

const cache = new Map<string, SpecDocument>()

/**
 * Parses a spec document (YAML or JSON) by name or by file path, with its overlay applied: by
 * name, the one `codegen.config.json` gives the spec; by path, `overlay` when given. The result is
 * cached and deep-frozen: every reader sees the same document and none can change it for the
 * others. It is the document as written (OpenAPI 3.0 stays 3.0); validators and generators read
 * it through `normalizeSpec`.
 *
 * @example
 * const gateway = loadSpec('gateway')
 * console.log(Object.keys(gateway.paths))
 */
export function loadSpec(nameOrPath: SpecName | string, options: { overlay?: string } = {}): SpecDocument {
  const path = isSpecName(nameOrPath) ? specPath(nameOrPath) : nameOrPath
  const overlay = isSpecName(nameOrPath) ? overlayPath(nameOrPath) : options.overlay
  const key = overlay ? `${path}\n${overlay}` : path
  const cached = cache.get(key)
  if (cached) return cached
  let document = parseSpecText(readText(path), path)
  if (overlay)
    document = deepFreeze(applyOverlay(document, parseSpecText(readText(overlay), overlay), { file: overlay }))
  cache.set(key, document)
  return document
}

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch (cause) {
    throw new InvalidArgumentError('spec', `cannot be read from ${path}`, { cause })
  }
}

/**
 * Parses the text of a spec document; JSON documents are parsed by the YAML parser too (JSON is
 * YAML), which reports the line of a syntax error.
 *
 * @example
 * const doc = parseSpecText('openapi: 3.1.0\ninfo: { title: t, version: "1" }\npaths: {}', 'inline')
 */
export function parseSpecText(text: string, source = 'spec'): SpecDocument {
  let document: unknown
  try {
    // Spec documents never need YAML's merge keys or custom tags; unique keys catch copy-paste slips.
    document = parse(text, { uniqueKeys: true, maxAliasCount: 1000 })
  } catch (cause) {
    throw new InvalidArgumentError('spec', `${source} is not valid YAML/JSON: ${(cause as Error).message}`, { cause })
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document))
    throw new InvalidArgumentError('spec', `${source} is not an object`)
  return deepFreeze(document as SpecDocument)
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}
