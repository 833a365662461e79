import { InvalidArgumentError } from '@ledgernet/errors'
import { type Issue, issuesFromAjvErrors, refTokens, toFragment } from '@ledgernet/transport'
import { listMethods, type MethodInfo } from './listMethods.js'
import type { SpecDocument } from './loadSpec.js'
import type { OpenRpcValidator } from './OpenRpcValidator.js'
import { once } from './once.js'
import { rpcPathOf } from './rpcPathOf.js'
import type { SchemaCheck, SchemaSource } from './SchemaSource.js'

/**
 * Error codes any JSON-RPC server may answer before it knows the method (parse error, invalid
 * request, method not found), so no method needs to declare them.
 */
const envelopeErrorCodes = [-32700, -32600, -32601]

type CompiledMethod = {
  info: MethodInfo
  params: (SchemaCheck | undefined)[]
  /** Compiled when first asked for: a server checks params, never results. */
  result?: () => SchemaCheck
}

/**
 * The validator of an OpenRPC document (see {@link OpenRpcValidator}) over the compiled checks
 * `source` gives: ajv compiling on first use (`createOpenRpcValidator`) or checks compiled ahead
 * of time (`createPrecompiledValidator`).
 *
 * @example
 * const rpc = openRpcValidatorFrom(loadSpec('node-rpc'), 'node-rpc', ajvSchemaSource(loadSpec('node-rpc'), 'node-rpc'))
 * rpc.validateRpcResult('ledger.statusOfTransaction', { txID: '…', status: 'PENDING' })
 */
export function openRpcValidatorFrom(document: SpecDocument, id: string, source: SchemaSource): OpenRpcValidator {
  const compile = (tokens: readonly (string | number)[], what: string): SchemaCheck => {
    try {
      return source.check(`${id}${toFragment(tokens)}`)
    } catch (cause) {
      throw new InvalidArgumentError(
        'spec',
        `${id}: the schema of ${what} does not compile: ${(cause as Error).message}`,
        { cause },
      )
    }
  }
  const methods = listMethods(document)
  const byName = new Map(methods.map((info) => [info.name, info]))
  // Schemas compile on a method's first use (see createOpenApiValidator); `compileAll` forces it.
  const compiled = new Map<string, CompiledMethod>()
  const get = (name: string): CompiledMethod => {
    let method = compiled.get(name)
    if (!method) {
      const info = byName.get(name)
      if (!info) throw new InvalidArgumentError('method', `${name} is not a method of ${id}`)
      method = {
        info,
        params: info.params.map((param) => compile(param.schemaTokens, `${info.name} param ${param.name}`)),
        ...(info.result ? { result: once(() => compile(info.result!.schemaTokens, `${info.name} result`)) } : {}),
      }
      compiled.set(name, method)
    }
    return method
  }
  const run = (validate: SchemaCheck, value: unknown, prefix: string): Issue[] =>
    validate(value) ? [] : issuesFromAjvErrors(validate.errors, prefix)

  return {
    kind: 'openrpc',
    document,
    methods,
    rpcPath: rpcPathOf(document),
    method: (name) => byName.get(name),

    compileAll() {
      source.checkSchemas()
      for (const name of byName.keys()) get(name).result?.()
    },

    validateRpcEnvelope(request) {
      if (typeof request !== 'object' || request === null || Array.isArray(request))
        return [{ path: '', message: 'must be a JSON-RPC request object', keyword: 'type' }]
      const { jsonrpc, method, params, id: requestId } = request as Record<string, unknown>
      const issues: Issue[] = []
      if (jsonrpc !== '2.0') issues.push({ path: '/jsonrpc', message: 'must be "2.0"', keyword: 'const' })
      if (typeof method !== 'string') issues.push({ path: '/method', message: 'must be string', keyword: 'type' })
      if (params !== undefined && (typeof params !== 'object' || params === null))
        issues.push({ path: '/params', message: 'must be array or object', keyword: 'type' })
      if (
        'id' in request &&
        requestId !== null &&
        typeof requestId !== 'string' &&
        !(typeof requestId === 'number' && Number.isFinite(requestId))
      )
        issues.push({ path: '/id', message: 'must be string, number or null', keyword: 'type' })
      return issues
    },

    validateRpcParams(name, params) {
      const { info, params: validators } = get(name)
      if (Array.isArray(params)) {
        if (info.paramStructure === 'by-name')
          return [
            { path: '/params', message: `must be object (${name} takes params by name)`, keyword: 'paramStructure' },
          ]
        const issues: Issue[] = []
        if (params.length > info.params.length)
          issues.push({
            path: `/params/${info.params.length}`,
            message: `is not allowed (${name} takes ${info.params.length} params)`,
            keyword: 'maxItems',
          })
        info.params.forEach((param, index) => {
          if (params[index] === undefined) {
            if (param.required)
              issues.push({ path: `/params/${index}`, message: `is required (${param.name})`, keyword: 'required' })
          } else issues.push(...run(validators[index]!, params[index], `/params/${index}`))
        })
        return issues
      }
      if (typeof params === 'object' && params !== null) {
        if (info.paramStructure === 'by-position')
          return [
            { path: '/params', message: `must be array (${name} takes params by position)`, keyword: 'paramStructure' },
          ]
        const issues: Issue[] = []
        const byName = params as Record<string, unknown>
        const known = new Set(info.params.map((param) => param.name))
        for (const key of Object.keys(byName))
          if (!known.has(key))
            issues.push({ path: `/params/${key}`, message: 'is not allowed', keyword: 'additionalProperties' })
        info.params.forEach((param, index) => {
          if (byName[param.name] === undefined) {
            if (param.required)
              issues.push({ path: `/params/${param.name}`, message: 'is required', keyword: 'required' })
          } else issues.push(...run(validators[index]!, byName[param.name], `/params/${param.name}`))
        })
        return issues
      }
      return info.params.some((param) => param.required)
        ? [{ path: '/params', message: 'is required', keyword: 'required' }]
        : []
    },

    validateRpcResult(name, result) {
      const method = get(name)
      return method.result ? run(method.result(), result, '/result') : []
    },

    validateRpcError(name, error) {
      const { info } = get(name)
      if (typeof error !== 'object' || error === null)
        return [{ path: '/error', message: 'must be a JSON-RPC error object', keyword: 'type' }]
      const { code, message } = error as Record<string, unknown>
      const issues: Issue[] = []
      if (!Number.isInteger(code)) issues.push({ path: '/error/code', message: 'must be integer', keyword: 'type' })
      else if (!envelopeErrorCodes.includes(code as number) && !info.errors.some((declared) => declared.code === code))
        issues.push({
          path: '/error/code',
          message: `is not an error ${name} declares (declared: ${info.errors.map((e) => e.code).join(', ') || 'none'})`,
          keyword: 'errors',
          value: code,
        })
      if (typeof message !== 'string')
        issues.push({ path: '/error/message', message: 'must be string', keyword: 'type' })
      return issues
    },

    examples(name) {
      const { info } = get(name)
      return info.examples.map((example) => {
        const params: unknown[] = []
        for (const param of example.params) {
          const index = info.params.findIndex((declared) => declared.name === param.name)
          if (index < 0)
            throw new InvalidArgumentError(
              'spec',
              `${id}: example ${example.name} of ${name} names an unknown param ${param.name}`,
            )
          params[index] = param.value
        }
        return { name: example.name, params, ...(example.result ? { result: example.result.value } : {}) }
      })
    },

    validateSchema(ref, value, prefix = '') {
      const tokens = refTokens(ref)
      if (tokens === undefined) {
        throw new InvalidArgumentError('ref', `${ref} is neither a local reference (#/…) nor a JSON Pointer (/…)`)
      }
      return run(compile(tokens, ref), value, prefix)
    },
  }
}
