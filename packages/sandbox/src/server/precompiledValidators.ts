import {
  createPrecompiledValidator,
  type OpenApiValidator,
  type OpenRpcValidator,
  type PrecompiledSpec,
} from '@ledgernet/specs/precompiled'
import { precompiledSpec as gateway } from '../generated/gateway/requestValidators.gen.js'
import { precompiledSpec as gatewayV0 } from '../generated/gateway-v0/requestValidators.gen.js'
import { precompiledSpec as nodeRest } from '../generated/node-rest/requestValidators.gen.js'
import { precompiledSpec as nodeRpc } from '../generated/node-rpc/requestValidators.gen.js'
import { precompiledSpec as sandbox } from '../generated/sandbox/requestValidators.gen.js'

const cache = new Map<() => PrecompiledSpec, OpenApiValidator | OpenRpcValidator>()

/** The validator of one interface, built (its checks too) with the first request that needs it. */
function validatorOf(spec: () => PrecompiledSpec) {
  const found = cache.get(spec)
  if (found) return found
  const validator = createPrecompiledValidator(spec())
  cache.set(spec, validator)
  return validator
}

/**
 * The request validators of the sandbox's interfaces, compiled ahead of time from `specs/`
 * (`pnpm generate` → `src/generated/*`): the same checks and issues as `createSpecValidator`,
 * without compiling a schema or parsing YAML at start-up. One per process, shared by every
 * sandbox.
 *
 * @example
 * const issues = precompiledValidators.gateway().validateRequest('deriveToken', { headers, body })
 */
export const precompiledValidators = {
  gateway: () => validatorOf(gateway) as OpenApiValidator,
  nodeRest: () => validatorOf(nodeRest) as OpenApiValidator,
  v0: () => validatorOf(gatewayV0) as OpenApiValidator,
  nodeRpc: () => validatorOf(nodeRpc) as OpenRpcValidator,
  sandbox: () => validatorOf(sandbox) as OpenRpcValidator,
}
