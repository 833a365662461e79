import { readFileSync } from 'node:fs'
import { basename, resolve } from 'node:path'
import { InvalidArgumentError } from '@ledgernet/errors'
import {
  applyOverlay,
  bundleSpec,
  formatSpecWarning,
  normalizeSpec,
  parseSpecText,
  repairSpec,
  type SpecDocument,
  SpecError,
  type SpecWarning,
} from '@ledgernet/specs'
import { assertModulesParse } from './assertModulesParse.js'
import { clientScaffoldFiles, scaffoldNames } from './clientScaffold.js'
import type { GeneratedFiles } from './GeneratedFiles.js'
import { generateOpenApiClient } from './generateOpenApiClient.js'
import { generateOpenRpcClient } from './generateOpenRpcClient.js'
import { generateRequestValidators } from './generateRequestValidators.js'
import { specLabel } from './specLabel.js'

/**
 * What to generate: a client from an OpenAPI document or from an OpenRPC document, or a server's
 * precompiled request validators (`validators`, either kind of document).
 *
 * @example
 * const kind: ClientKind = 'openapi'
 */
export type ClientKind = 'openapi' | 'openrpc' | 'validators'

/**
 * Options of {@link generateClient}.
 *
 * @example
 * const options: GenerateOptions = { supplied: ['network_identifier'], overlay: 'specs/gateway.overlay.yaml', report: console.log }
 */
export type GenerateOptions = {
  /** Request body fields an OpenAPI client fills in from its configuration. */
  supplied?: readonly string[]
  /** An OpenAPI Overlay 1.0 file applied to the spec first. */
  overlay?: string
  /** Told what the generator decided for the spec (defaults applied, names derived, repairs made). */
  report?: (line: string) => void
  /**
   * A spec as its owner publishes it (`published` in codegen.config.json): read leniently, each
   * repair a warning (file, JSON Pointer, rule, action) given to `warn` and, as a line, to `report`.
   */
  published?: boolean
  /** Told each repair of a published spec. */
  warn?: (warning: SpecWarning) => void
  /**
   * A scaffolded client (`scaffold` in codegen.config.json): its factories, error guard and their
   * test are generated too (`clientScaffoldFiles`), named after the client's short name.
   */
  scaffold?: { name: string; packageName: string }
}

/**
 * Reads a spec as every generator sees it: the file parsed, its overlay applied, and normalized
 * (`normalizeSpec`: OpenAPI 3.0 or 3.1 as published). Also answers its id (the file name without
 * extensions) and its label (the path from the repository root, with the overlay's).
 *
 * @example
 * const { document, id, label } = readSpec('specs/gateway.openapi.yaml')
 */
export function readSpec(
  specPath: string | readonly string[],
  overlay?: string,
  { published = false, warn = () => {} }: { published?: boolean; warn?: (warning: SpecWarning) => void } = {},
): { document: SpecDocument; id: string; label: string } {
  const paths = (typeof specPath === 'string' ? [specPath] : specPath).map((path) => resolve(path))
  const absolute = paths[0]!
  const label = specLabel(absolute)
  const labelOf = (path: string) => specLabel(path)
  // Read afresh (not through loadSpec's cache): a spec may change between two generations. A spec
  // written across files (or several OpenRPC documents) becomes one document first.
  let { document } = bundleSpec(paths, { lenient: published, label: labelOf, warn })
  let shown = paths.length > 1 ? `${label} (+${paths.length - 1})` : label
  if (overlay !== undefined) {
    const overlayLabel = specLabel(resolve(overlay))
    document = applyOverlay(document, parseSpecText(readText(resolve(overlay)), overlayLabel), { file: overlayLabel })
    shown = `${label} with ${overlayLabel}`
  }
  if (published) document = repairSpec(document, { file: label, warn })
  const id = basename(absolute).replace(/\.(openapi|openrpc)?\.?(ya?ml|json)$/, '')
  return { document: normalizeSpec(document, { file: label, ...(published ? { warn } : {}) }), id, label: shown }
}

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch (cause) {
    throw new InvalidArgumentError('spec', `cannot be read from ${path}`, { cause })
  }
}

/**
 * Generates a client's files from a spec file: reads it (overlay applied, normalized), checks that
 * it is the kind asked for, and runs the matching generator. The spec's id (in messages and inside
 * ajv) is its file name without extensions.
 *
 * @example
 * const files = await generateClient('openapi', 'specs/gateway.openapi.yaml', { report: console.log })
 */
export async function generateClient(
  kind: ClientKind,
  specPath: string | readonly string[],
  options: GenerateOptions = {},
): Promise<GeneratedFiles> {
  const files = await generateFiles(kind, specPath, options)
  assertModulesParse(files, specLabel(resolve(typeof specPath === 'string' ? specPath : specPath[0]!)))
  return files
}

async function generateFiles(
  kind: ClientKind,
  specPath: string | readonly string[],
  options: GenerateOptions,
): Promise<GeneratedFiles> {
  const warn = (warning: SpecWarning) => {
    options.warn?.(warning)
    options.report?.(`warning: ${formatSpecWarning(warning)}`)
  }
  const { document, id, label } = readSpec(specPath, options.overlay, { published: options.published === true, warn })
  const isOpenRpc = typeof document.openrpc === 'string'
  const scaffold = options.scaffold
    ? clientScaffoldFiles(
        scaffoldNames({
          ...options.scaffold,
          kind: isOpenRpc ? 'openrpc' : 'openapi',
          spec: specLabel(resolve(typeof specPath === 'string' ? specPath : specPath[0]!)),
          title: String(document.info?.title ?? options.scaffold.name)
            .replace(/\s+/g, ' ')
            .trim(),
        }),
      )
    : {}
  if (kind === 'validators') return generateRequestValidators(document, { id, specLabel: label })
  if (kind === 'openapi') {
    if (isOpenRpc)
      throw new SpecError({
        file: label,
        pointer: '/openrpc',
        rule: 'an OpenAPI client was asked for, and this is an OpenRPC document',
        fix: 'generate it as `openrpc`, or give the OpenAPI document',
      })
    const client = await generateOpenApiClient(document, {
      id,
      specLabel: label,
      ...(options.scaffold ? { clientModule: './client.gen.js' } : {}),
      ...(options.supplied ? { supplied: options.supplied } : {}),
      ...(options.report ? { report: options.report } : {}),
      ...(options.published ? { warn } : {}),
    })
    return { ...client, ...scaffold }
  }
  if (!isOpenRpc)
    throw new SpecError({
      file: label,
      pointer: '/openapi',
      rule: 'a JSON-RPC client was asked for, and this is an OpenAPI document',
      fix: 'generate it as `openapi`, or give the OpenRPC document',
    })
  return { ...(await generateOpenRpcClient(document, { id, specLabel: label })), ...scaffold }
}
