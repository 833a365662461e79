import { readFileSync } from 'node:fs'
import { basename, resolve } from 'node:path'
import { InvalidArgumentError } from '@ledgernet/errors'
import { parseSpecText } from '@ledgernet/specs'
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
 * Generates a client's files from a spec file: reads and parses it, checks that it is the kind
 * asked for, and runs the matching generator (`supplied`: the request body fields an OpenAPI
 * client fills in from its configuration). The spec's id (in messages and inside ajv) is its
 * file name without extensions.
 *
 * @example
 * const files = await generateClient('openapi', 'specs/gateway.openapi.yaml')
 */
export async function generateClient(
  kind: ClientKind,
  specPath: string,
  options: { supplied?: readonly string[] } = {},
): Promise<GeneratedFiles> {
  const absolute = resolve(specPath)
  // Read afresh (not through loadSpec's cache): a spec may change between two generations.
  let text: string
  try {
    text = readFileSync(absolute, 'utf8')
  } catch (cause) {
    throw new InvalidArgumentError('spec', `cannot be read from ${absolute}`, { cause })
  }
  const document = parseSpecText(text, absolute)
  const id = basename(absolute).replace(/\.(openapi|openrpc)?\.?(ya?ml|json)$/, '')
  const label = specLabel(absolute)
  if (kind === 'validators') {
    if (
      typeof document.openrpc !== 'string' &&
      !(typeof document.openapi === 'string' && document.openapi.startsWith('3.1'))
    )
      throw new Error(`${label} is neither an OpenAPI 3.1 nor an OpenRPC document`)
    return generateRequestValidators(document, { id, specLabel: label })
  }
  if (kind === 'openapi') {
    if (typeof document.openapi !== 'string' || !document.openapi.startsWith('3.1'))
      throw new Error(`${label} is not an OpenAPI 3.1 document`)
    return generateOpenApiClient(document, { id, specLabel: label, ...options })
  }
  if (typeof document.openrpc !== 'string') throw new Error(`${label} is not an OpenRPC document`)
  return generateOpenRpcClient(document, { id, specLabel: label })
}
