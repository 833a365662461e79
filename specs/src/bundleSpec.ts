import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, dirname, extname, join, relative, resolve } from 'node:path'
import { InvalidArgumentError } from '@ledgernet/errors'
import { pointerToken, refTokens, resolvePointer, toPointer } from '@ledgernet/transport'
import type { SpecDocument } from './loadSpec.js'
import { parseSpecText } from './loadSpec.js'
import { SpecError } from './SpecError.js'
import type { SpecWarning } from './SpecWarning.js'

/** Component sections a referenced part may be lifted into under its own name. */
const sections = new Set([
  'schemas',
  'parameters',
  'responses',
  'requestBodies',
  'headers',
  'examples',
  'links',
  'callbacks',
  'securitySchemes',
  'contentDescriptors',
  'errors',
  'examplePairingObjects',
  'tags',
])
const schemaValue = new Set([
  'schema',
  'items',
  'not',
  'additionalProperties',
  'contains',
  'propertyNames',
  'if',
  'then',
  'else',
  'unevaluatedItems',
  'unevaluatedProperties',
  'additionalItems',
])
const schemaList = new Set(['allOf', 'oneOf', 'anyOf', 'prefixItems'])
const schemaMap = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'])

/**
 * Options of {@link bundleSpec}.
 *
 * @example
 * const options: BundleOptions = { lenient: true, label: (path) => relative(root, path), warn: console.warn }
 */
export type BundleOptions = {
  /** A published document: a reference to a missing file is looked for by its name, or dropped, with a warning. */
  lenient?: boolean
  /** How messages name a file (default: its path as given). */
  label?: (path: string) => string
  /** Told each repair the lenient reading makes. */
  warn?: (warning: SpecWarning) => void
}

/**
 * One document from a spec written across several files: every `$ref` to another file
 * (`./apis/genesis.yaml`, `../types/primitive.yaml#/Uint64`, `./schemas.yaml#/components/schemas/amount`)
 * is resolved and the part it names brought in — a part under a section of `components`, and any
 * schema, is lifted into the document's own `components` under its name (a second part with a taken
 * name gets its file's name in front), so that its types keep a name; a path item or another part is
 * written in place. Several OpenRPC documents (`files` a list) make one: the methods of each, in
 * order, and the components they use. A document without references to other files comes back as
 * it is (a copy). Throws `SpecError` naming the file and pointer of a reference that does not
 * resolve, unless `lenient`, which looks for a missing file by its name in the folders of the spec
 * and warns, or replaces the reference by an empty schema and warns.
 *
 * @example
 * const { document } = bundleSpec('tooling/codegen/corpus/files/open-payments/6.5.0/resource-server.yaml', { lenient: true })
 * Object.keys(document.paths).length // 7
 */
export function bundleSpec(files: string | readonly string[], options: BundleOptions = {}): { document: SpecDocument } {
  const list = (typeof files === 'string' ? [files] : [...files]).map((file) => resolve(file))
  const label = options.label ?? ((path: string) => path)
  const warn = options.warn ?? (() => {})
  const parsed = new Map<string, SpecDocument>()
  const read = (path: string): SpecDocument => {
    let document = parsed.get(path)
    if (!document) {
      let text: string
      try {
        text = readFileSync(path, 'utf8')
      } catch (cause) {
        throw new InvalidArgumentError('spec', `cannot be read from ${path}`, { cause })
      }
      document = parseSpecText(text, label(path))
      parsed.set(path, document)
    }
    return document
  }
  const rootFile = list[0]!
  const root = structuredClone(read(rootFile)) as SpecDocument
  const lifted = new Map<string, string>()
  const components = (section: string): Record<string, unknown> => {
    root.components ??= {}
    root.components[section] ??= {}
    return root.components[section]
  }

  const locate = (from: string, target: string, at: string): string | undefined => {
    const wanted = resolve(dirname(from), target)
    if (existsSync(wanted)) return wanted
    if (!options.lenient) return undefined
    // Published multi-file specs often write references from the root of their own repository.
    const name = basename(target)
    for (const folder of [dirname(from), dirname(rootFile), ...list.map((file) => dirname(file))]) {
      const found = findByName(folder, name)
      if (found) {
        warn({
          file: label(from),
          pointer: at,
          rule: `$ref ${target} names a file that is not there (from ${relative(dirname(rootFile), wanted) || name})`,
          action: `read ${label(found)}, the file of that name beside the spec`,
        })
        return found
      }
    }
    return undefined
  }

  /** A copy of `value` (read from `file`) with every reference made local to the one document. */
  const rewrite = (value: unknown, file: string, tokens: string[], inSchema: boolean): unknown => {
    if (Array.isArray(value))
      return value.map((item, index) =>
        rewrite(item, file, [...tokens, String(index)], inSchema || schemaList.has(tokens.at(-1) ?? '')),
      )
    if (typeof value !== 'object' || value === null) return value
    const object = value as Record<string, unknown>
    if (typeof object.$ref === 'string' && !isExampleValue(tokens)) {
      const replaced = reference(object, file, tokens, inSchema)
      if (replaced !== undefined) return replaced
    }
    const out: Record<string, unknown> = {}
    const parentKey = tokens.at(-1) ?? ''
    for (const [key, child] of Object.entries(object)) {
      const schemaChild =
        inSchema ||
        schemaValue.has(key) ||
        schemaMap.has(parentKey) ||
        (tokens.length === 2 && tokens[0] === 'components' && tokens[1] === 'schemas')
      out[key] = rewrite(child, file, [...tokens, key], schemaChild && !(key === 'example' || key === 'examples'))
    }
    return out
  }

  const reference = (
    object: Record<string, unknown>,
    file: string,
    tokens: string[],
    inSchema: boolean,
  ): unknown | undefined => {
    const ref = object.$ref as string
    const hash = ref.indexOf('#')
    const target = hash < 0 ? ref : ref.slice(0, hash)
    const fragment = hash < 0 ? '' : ref.slice(hash + 1)
    if (target === '' && file === rootFile) return undefined
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) {
      if (!options.lenient)
        throw new SpecError({
          file: label(file),
          pointer: toPointer([...tokens, '$ref']),
          rule: `$ref ${ref} points to the network; specs are read from files only`,
          fix: 'download that file beside the spec and reference it by a relative path',
        })
      warn({
        file: label(file),
        pointer: toPointer([...tokens, '$ref']),
        rule: `$ref ${ref} points to the network, which is not read`,
        action: 'taken as a schema that accepts anything',
      })
      return {}
    }
    const targetFile = target === '' ? file : locate(file, target, toPointer([...tokens, '$ref']))
    const missing = (why: string) => {
      if (!options.lenient)
        throw new SpecError({
          file: label(file),
          pointer: toPointer([...tokens, '$ref']),
          rule: `$ref ${ref} does not resolve (${why})`,
          fix: 'correct the reference, or give the file it names beside the spec',
        })
      warn({
        file: label(file),
        pointer: toPointer([...tokens, '$ref']),
        rule: `$ref ${ref} does not resolve (${why})`,
        action: 'taken as a schema that accepts anything',
      })
      return {}
    }
    if (!targetFile) return missing('no such file')
    if (targetFile === rootFile) return { ...object, $ref: `#${fragment}` }
    const source = read(targetFile)
    const part = fragment === '' || fragment === '/' ? source : resolvePointer(source, `#${fragment}`)
    if (part === undefined) return missing(`${label(targetFile)} has nothing at ${fragment}`)
    const key = `${targetFile}#${fragment}`
    const partTokens = refTokens(`#${fragment}`) ?? []
    const section =
      partTokens.length === 3 && partTokens[0] === 'components' && sections.has(partTokens[1]!)
        ? partTokens[1]!
        : inSchema || isSchemaPosition(tokens)
          ? 'schemas'
          : undefined
    if (section === undefined) {
      // A path item, a method or a part with no section of its own is written in place.
      return rewrite(part, targetFile, tokens, inSchema)
    }
    let name = lifted.get(key)
    if (name === undefined) {
      const wanted = partTokens.at(-1) ?? basename(targetFile, extname(targetFile)).replace(/\W+/g, '_')
      const taken = components(section)
      name = wanted
      const prefix = basename(dirname(targetFile)).replace(/\W+/g, '_')
      if (name in taken) name = `${prefix}_${wanted}`
      for (let n = 2; name in taken; n++) name = `${prefix}_${wanted}_${n}`
      lifted.set(key, name)
      taken[name] = {}
      taken[name] = rewrite(part, targetFile, ['components', section, name], section === 'schemas')
    }
    return { ...withoutRef(object), $ref: `#/components/${section}/${pointerToken(name)}` }
  }

  const document = rewrite(root, rootFile, [], false) as SpecDocument
  // `rewrite` filled `root.components` with lifted parts; the rewritten copy must carry them.
  if (root.components) {
    document.components ??= {}
    for (const [section, entries] of Object.entries<Record<string, unknown>>(root.components))
      document.components[section] = { ...entries, ...document.components[section] }
  }
  for (const extra of list.slice(1)) mergeDocument(document, extra)
  return { document }

  function mergeDocument(into: SpecDocument, file: string): void {
    const other = read(file)
    if (typeof into.openrpc !== 'string' || typeof other.openrpc !== 'string')
      throw new SpecError({
        file: label(file),
        pointer: '',
        rule: 'only OpenRPC documents are joined into one client (their methods side by side)',
        fix: 'give one OpenAPI document (its own $refs to other files are followed)',
      })
    const names = new Set((into.methods ?? []).map((method: any) => method?.name))
    for (const [index, method] of (other.methods ?? []).entries()) {
      const copy = rewrite({ $ref: `#/methods/${index}` }, file, ['methods', String(into.methods.length)], false)
      const name = (copy as any)?.name
      if (names.has(name)) {
        warn({
          file: label(file),
          pointer: `/methods/${index}`,
          rule: `method ${name} is declared by an earlier document too`,
          action: 'the earlier declaration kept',
        })
        continue
      }
      names.add(name)
      into.methods.push(copy)
      void method
    }
    const added = root.components ?? {}
    for (const [section, entries] of Object.entries<Record<string, unknown>>(added)) {
      into.components ??= {}
      into.components[section] = { ...entries, ...into.components[section] }
    }
  }
}

/** True where a `$ref` stands for a schema by its position alone (a `schema` value, a property, an item). */
function isSchemaPosition(tokens: readonly string[]): boolean {
  const last = tokens.at(-1) ?? ''
  const before = tokens.at(-2) ?? ''
  return schemaValue.has(last) || schemaMap.has(before) || schemaList.has(before)
}

/** Examples hold data: a `$ref` key inside one is a value, not a reference. */
function isExampleValue(tokens: readonly string[]): boolean {
  return tokens.some((token, index) => (token === 'example' || token === 'value') && index > 0)
}

function withoutRef(object: Record<string, unknown>): Record<string, unknown> {
  const { $ref: _, ...rest } = object
  return rest
}

const listings = new Map<string, string[]>()
/** A file of that name in `folder` or below it (shallow first), if there is one. */
function findByName(folder: string, name: string, depth = 3): string | undefined {
  let entries = listings.get(folder)
  if (!entries) {
    try {
      entries = readdirSync(folder)
    } catch {
      entries = []
    }
    listings.set(folder, entries)
  }
  if (entries.includes(name) && statSync(join(folder, name)).isFile()) return join(folder, name)
  if (depth === 0) return undefined
  for (const entry of entries) {
    if (entry.startsWith('.') || entry === 'node_modules') continue
    const path = join(folder, entry)
    if (statSync(path).isDirectory()) {
      const found = findByName(path, name, depth - 1)
      if (found) return found
    }
  }
  return undefined
}
