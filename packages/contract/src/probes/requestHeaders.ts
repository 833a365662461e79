import { type OpenApiValidator, type OperationInfo, resolveRefAt } from '@ledgernet/specs'

/**
 * The headers a valid request of an operation carries, read from the spec: `Content-Type:
 * application/json` when it takes a body, and each header parameter with its example (or its
 * schema's `const`), e.g. `X-Ledger-Target-Gw-Api: 1.0`. Names are lower-case.
 *
 * @example
 * requestHeaders(gateway, gateway.operation('deriveToken'))
 * // { 'content-type': 'application/json', 'x-ledger-target-gw-api': '1.0' }
 */
export function requestHeaders(validator: OpenApiValidator, info: OperationInfo): Record<string, string> {
  const headers: Record<string, string> = {}
  if (info.requestBody) headers['content-type'] = 'application/json'
  for (const parameter of info.parameters.filter((candidate) => candidate.in === 'header')) {
    const schema = parameter.value.schema
      ? resolveRefAt(validator.document, [...parameter.tokens, 'schema']).value
      : undefined
    const value =
      parameter.value.example ??
      Object.values<any>(parameter.value.examples ?? {})[0]?.value ??
      schema?.const ??
      schema?.examples?.[0]
    if (value !== undefined) headers[parameter.name.toLowerCase()] = String(value)
  }
  return headers
}
