import { readFileSync } from 'node:fs'
import { basename, resolve } from 'node:path'
import { InvalidArgumentError } from '@ledgernet/errors'
import { applyOverlay, normalizeSpec, parseSpecText, type SpecDocument, SpecError } from '@ledgernet/specs'
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
  /** Told what the generator decided for the spec (defaults applied, names derived). */
  report?: (line: string) => void
}

/**
 * Reads a spec as every generator sees it: the file parsed, its overlay applied, and normalized
 * (`normalizeSpec`: OpenAPI 3.0 or 3.1 as published). Also answers its id (the file name without
 * extensions) and its label (the path from the repository root, with the overlay's).
 *
 * @example
 * const { document, id, label } = readSpec('specs/gateway.openapi.yaml')
 */
export function readSpec(specPath: string, overlay?: string): { document: SpecDocument; id: string; label: string } {
  const absolute = resolve(specPath)
  const label = specLabel(absolute)
  // Read afresh (not through loadSpec's cache): a spec may change between two generations.
  let document = parseSpecText(readText(absolute), label)
  let shown = label
  if (overlay !== undefined) {
    const overlayLabel = specLabel(resolve(overlay))
    document = applyOverlay(document, parseSpecText(readText(resolve(overlay)), overlayLabel), { file: overlayLabel })
    shown = `${label} with ${overlayLabel}`
  }
  const id = basename(absolute).replace(/\.(openapi|openrpc)?\.?(ya?ml|json)$/, '')
  return { document: normalizeSpec(document, { file: label }), id, label: shown }
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
  specPath: string,
  options: GenerateOptions = {},
): Promise<GeneratedFiles> {
  const { document, id, label } = readSpec(specPath, options.overlay)
  const isOpenRpc = typeof document.openrpc === 'string'
  if (kind === 'validators') return generateRequestValidators(document, { id, specLabel: label })
  if (kind === 'openapi') {
    if (isOpenRpc)
      throw new SpecError({
        file: label,
        pointer: '/openrpc',
        rule: 'an OpenAPI client was asked for, and this is an OpenRPC document',
        fix: 'generate it as `openrpc`, or give the OpenAPI document',
      })
    return generateOpenApiClient(document, {
      id,
      specLabel: label,
      ...(options.supplied ? { supplied: options.supplied } : {}),
      ...(options.report ? { report: options.report } : {}),
    })
  }
  if (!isOpenRpc)
    throw new SpecError({
      file: label,
      pointer: '/openapi',
      rule: 'a JSON-RPC client was asked for, and this is an OpenAPI document',
      fix: 'generate it as `openapi`, or give the OpenRPC document',
    })
  return generateOpenRpcClient(document, { id, specLabel: label })
}
