import { type OpenApiValidator, type OpenRpcValidator, resolvePointer, toPointer } from '@ledgernet/specs'
import type { Issue } from '@ledgernet/transport'
import { previewValue } from './previewValue.js'
import type { SpecViolation } from './SpecViolation.js'
import { schemaFragmentAt } from './schemaFragmentAt.js'

/**
 * Turns the spec validator's issues with a request into violations naming the operation, the
 * path inside `{ headers, body }`, the schema fragment expected there and the value sent.
 *
 * @example
 * const issues = gateway.validateRequest('deriveToken', { headers, body })
 * describeRequestIssues(gateway, 'gateway', 'deriveToken', issues, body)
 */
export function describeRequestIssues(
  validator: OpenApiValidator,
  spec: string,
  operationId: string,
  issues: readonly Issue[],
  body: unknown,
): SpecViolation[] {
  const info = validator.operation(operationId)
  const schema = info.requestBody?.value.content?.['application/json']?.schema
  return issues.map((issue) => {
    const violation: SpecViolation = {
      spec,
      operation: operationId,
      direction: 'request',
      path: issue.path,
      message: issue.message,
    }
    if (issue.path.startsWith('/body') && schema !== undefined) {
      const inner = issue.path.slice(5)
      violation.expected = schemaFragmentAt(validator.document, schema, inner, body)
      addSeen(violation, issue, body, inner)
    } else if (issue.path.startsWith('/headers/')) {
      const parameter = info.parameters.find(
        (candidate) => candidate.in === 'header' && `/headers/${candidate.name.toLowerCase()}` === issue.path,
      )
      if (parameter?.value.schema)
        violation.expected = schemaFragmentAt(
          validator.document,
          { $ref: `#${toPointer([...parameter.tokens, 'schema'])}` },
          '',
          undefined,
        )
      else if (issue.keyword === 'security') violation.expected = 'HTTP Basic credentials (Authorization: Basic …)'
      if (issue.value !== undefined && issue.keyword !== 'security') violation.seen = issue.value
    }
    return violation
  })
}

/**
 * Like {@link describeRequestIssues}, for the params of a JSON-RPC call (paths `/params/…`).
 *
 * @example
 * describeRpcParamIssues(rpc, 'node-rpc', 'ledger.statusOfTransaction', rpc.validateRpcParams(method, params), params)
 */
export function describeRpcParamIssues(
  validator: OpenRpcValidator,
  spec: string,
  method: string,
  issues: readonly Issue[],
  params: unknown,
): SpecViolation[] {
  const info = validator.method(method)
  return issues.map((issue) => {
    const violation: SpecViolation = {
      spec,
      operation: method,
      direction: 'request',
      path: issue.path,
      message: issue.message,
    }
    const match = /^\/params\/(\d+)(.*)$/.exec(issue.path)
    const param = match ? info?.params[Number(match[1])] : undefined
    if (match && param) {
      violation.expected = schemaFragmentAt(
        validator.document,
        { $ref: `#${toPointer(param.schemaTokens)}` },
        match[2] ?? '',
        (params as unknown[])[Number(match[1])],
      )
      addSeen(violation, issue, params, issue.path.slice('/params'.length))
    }
    return violation
  })
}

function addSeen(violation: SpecViolation, issue: Issue, value: unknown, inner: string) {
  if ('value' in issue) violation.seen = issue.value
  else if (issue.keyword !== 'required') {
    const seen = resolvePointer(value, inner)
    if (seen !== undefined) violation.seen = previewValue(seen)
  }
}
