import { ajvSchemaSource } from './ajvSchemaSource.js'
import type { SpecDocument } from './loadSpec.js'
import type { OpenRpcValidator } from './OpenRpcValidator.js'
import { openRpcValidatorFrom } from './openRpcValidatorFrom.js'

/**
 * Compiles the validator of an OpenRPC document (see {@link OpenRpcValidator}) with ajv: each
 * method's schemas compile on its first use.
 *
 * @example
 * const rpc = createOpenRpcValidator(loadSpec('node-rpc'), 'node-rpc')
 * rpc.validateRpcResult('ledger.statusOfTransaction', { txID: '…', status: 'PENDING' })
 */
export function createOpenRpcValidator(document: SpecDocument, id: string): OpenRpcValidator {
  return openRpcValidatorFrom(document, id, ajvSchemaSource(document, id))
}
