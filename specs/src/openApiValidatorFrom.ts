import { InvalidArgumentError } from '@ledgernet/errors'
import { type Issue, issuesFromAjvErrors, refTokens, toFragment, toPointer } from '@ledgernet/transport'
import { listOperations, type OperationInfo } from './listOperations.js'
import type { SpecDocument } from './loadSpec.js'
import { objectExamples } from './NamedExample.js'
import type {
  ConventionAnswer,
  FoundOperation,
  HeaderBag,
  OpenApiValidator,
  OperationExamples,
} from './OpenApiValidator.js'
import { once } from './once.js'
import { readHeader } from './readHeader.js'
import { resolveRefAt } from './resolveRef.js'
import type { SchemaCheck, SchemaSource } from './SchemaSource.js'
import { requestSchemaId } from './schemaViews.js'
import { specErrorFromAjv } from './specErrorFromAjv.js'

type CompiledResponse = {
  description: string
  body?: SchemaCheck
  headers: { name: string; required: boolean; validate?: SchemaCheck }[]
  tokens: (string | number)[]
}

type CompiledOperation = {
  info: OperationInfo
  pattern: RegExp
  body?: SchemaCheck
  headers: { name: string; required: boolean; validate?: SchemaCheck }[]
  /** Compiled when first asked for: a server checks requests, never responses. */
  responses: () => Map<string, CompiledResponse>
}

/** What is known of an operation before its schemas are compiled: enough to route a request. */
type RoutedOperation = { info: OperationInfo; pattern: RegExp }

const conventionStatus = { 'wrong-verb': 405, 'unknown-path': 404 } as const

/** Where the JSON schema of an operation's request body sits (`requestBody.content['application/json'].schema`). */
export function requestBodySchemaTokens(info: OperationInfo): (string | number)[] | undefined {
  const json = info.requestBody?.value.content?.['application/json']
  return json?.schema ? [...info.requestBody!.tokens, 'content', 'application/json', 'schema'] : undefined
}

/** The header parameters of an operation that carry a schema, with where it sits. */
export function headerSchemaTokens(
  info: OperationInfo,
): { parameter: OperationInfo['parameters'][number]; tokens?: (string | number)[] }[] {
  return info.parameters
    .filter((parameter) => parameter.in === 'header')
    .map((parameter) => ({ parameter, ...(parameter.value.schema ? { tokens: [...parameter.tokens, 'schema'] } : {}) }))
}

/**
 * The validator of one OpenAPI 3.1 document (see {@link OpenApiValidator}) over the compiled
 * checks `source` gives: ajv compiling on first use (`createOpenApiValidator`) or checks compiled
 * ahead of time (`createPrecompiledValidator`). `id` names the document in references and messages;
 * `requestId` is the id of its request references (worked out from the document when not given).
 *
 * @example
 * const validator = openApiValidatorFrom(loadSpec('node-rest'), 'node-rest', ajvSchemaSource(loadSpec('node-rest'), 'node-rest'))
 * validator.findOperation('GET', '/api/ping')
 */
export function openApiValidatorFrom(
  document: SpecDocument,
  id: string,
  source: SchemaSource,
  file = id,
  requestId = requestSchemaId(id, document),
): OpenApiValidator {
  const compile = (tokens: readonly (string | number)[], _what: string, schemaId = id): SchemaCheck => {
    const ref = `${schemaId}${toFragment(tokens)}`
    try {
      return source.check(ref)
    } catch (cause) {
      throw specErrorFromAjv(cause, { file, pointer: toPointer(tokens) })
    }
  }
  const compileHeaders = (holder: Record<string, any> | undefined, tokens: (string | number)[], what: string) =>
    Object.keys(holder ?? {})
      .filter((name) => name.toLowerCase() !== 'content-type')
      .map((name) => {
        const header = resolveRefAt(document, [...tokens, name])
        return {
          name: name.toLowerCase(),
          required: header.value.required === true,
          ...(header.value.schema ? { validate: compile([...header.tokens, 'schema'], `${what} header ${name}`) } : {}),
        }
      })
  const compileResponse = (value: Record<string, any>, tokens: (string | number)[], what: string): CompiledResponse => {
    const json = value.content?.['application/json']
    return {
      description: value.description ?? '',
      ...(json?.schema ? { body: compile([...tokens, 'content', 'application/json', 'schema'], what) } : {}),
      headers: compileHeaders(value.headers, [...tokens, 'headers'], what),
      tokens,
    }
  }

  const operations = listOperations(document)
  const routes = new Map<string, RoutedOperation>(
    operations.map((info) => [info.operationId, { info, pattern: pathPattern(info.path) }]),
  )
  // Schemas compile on an operation's first use: a server that starts with all four specs must
  // not spend a second compiling validators for operations nobody has called yet.
  const compiled = new Map<string, CompiledOperation>()
  const compileOperation = ({ info, pattern }: RoutedOperation): CompiledOperation => {
    const what = `${info.operationId}`
    const body = requestBodySchemaTokens(info)
    return {
      info,
      pattern,
      ...(body ? { body: compile(body, `${what} request body`, requestId) } : {}),
      headers: headerSchemaTokens(info).map(({ parameter, tokens }) => ({
        name: parameter.name.toLowerCase(),
        required: parameter.required,
        ...(tokens ? { validate: compile(tokens, `${what} header ${parameter.name}`, requestId) } : {}),
      })),
      responses: once(
        () =>
          new Map(
            info.responses.map((response) => [
              response.status,
              compileResponse(response.value, response.tokens, `${what} response ${response.status}`),
            ]),
          ),
      ),
    }
  }
  const conventions = new Map<'wrong-verb' | 'unknown-path', CompiledResponse>()
  const convention = (kind: 'wrong-verb' | 'unknown-path'): CompiledResponse | undefined => {
    if (!document[`x-ledgernet-${kind}`]) return undefined
    let response = conventions.get(kind)
    if (!response) {
      const entry = resolveRefAt(document, [`x-ledgernet-${kind}`])
      response = compileResponse(entry.value, entry.tokens, `x-ledgernet-${kind}`)
      conventions.set(kind, response)
    }
    return response
  }

  const get = (operationId: string): CompiledOperation => {
    let operation = compiled.get(operationId)
    if (!operation) {
      const route = routes.get(operationId)
      if (!route) throw new InvalidArgumentError('operationId', `${operationId} is not an operation of ${id}`)
      operation = compileOperation(route)
      compiled.set(operationId, operation)
    }
    return operation
  }
  const run = (validate: SchemaCheck, value: unknown, prefix: string): Issue[] =>
    validate(value) ? [] : issuesFromAjvErrors(validate.errors, prefix)
  const checkHeaders = (expected: CompiledOperation['headers'], headers: HeaderBag | undefined, issues: Issue[]) => {
    for (const header of expected) {
      const value = readHeader(headers, header.name)
      const path = `/headers/${header.name}`
      if (value === undefined) {
        if (header.required) issues.push({ path, message: 'is required', keyword: 'required' })
      } else if (header.validate) issues.push(...checkHeaderValue(header.validate, value, path))
    }
  }
  // Headers travel as text (OpenAPI `style: simple`): `Retry-After: 5` is the integer 5 to a
  // `type: integer` schema. The text is tried first, then its number or boolean reading.
  const checkHeaderValue = (validate: SchemaCheck, text: string, path: string): Issue[] => {
    const issues = run(validate, text, path)
    if (issues.length === 0) return issues
    const parsed = /^-?(0|[1-9]\d*)(\.\d+)?$/.test(text)
      ? Number(text)
      : text === 'true'
        ? true
        : text === 'false'
          ? false
          : undefined
    return parsed === undefined || run(validate, parsed, path).length > 0 ? issues : []
  }
  const checkBody = (validate: SchemaCheck | undefined, body: unknown, issues: Issue[], required: boolean) => {
    if (body === undefined) {
      if (required && validate) issues.push({ path: '/body', message: 'is required', keyword: 'required' })
    } else if (validate) issues.push(...run(validate, body, '/body'))
  }
  const checkResponse = (
    response: CompiledResponse,
    status: number,
    headers: HeaderBag | undefined,
    body: unknown,
  ): Issue[] => {
    const issues: Issue[] = []
    checkHeaders(response.headers, headers, issues)
    if (response.body) checkBody(response.body, body, issues, true)
    else if (body !== undefined && body !== '')
      issues.push({ path: '/body', message: `must be empty (HTTP ${status} has no content)`, keyword: 'content' })
    return issues
  }

  return {
    kind: 'openapi',
    document,
    operations,
    operation: (operationId) => {
      const route = routes.get(operationId)
      if (!route) throw new InvalidArgumentError('operationId', `${operationId} is not an operation of ${id}`)
      return route.info
    },

    compileAll() {
      source.checkSchemas()
      for (const operationId of routes.keys()) get(operationId).responses()
      convention('wrong-verb')
      convention('unknown-path')
    },

    findOperation(method, rawPath): FoundOperation {
      const path = rawPath.split(/[?#]/)[0] ?? ''
      const upper = method.toUpperCase()
      const matching = [...routes.values()].filter((operation) => operation.pattern.test(path))
      if (matching.length === 0) return { reason: 'unknown-path' }
      const allowed = [...new Set(matching.map((operation) => operation.info.method))]
      const operation = matching.find((candidate) => candidate.info.method === upper)
      if (!operation) return { reason: 'wrong-verb', allowed }
      return {
        operation: operation.info,
        operationId: operation.info.operationId,
        allowed,
        security: operation.info.auth ?? 'none',
        retrySafe: operation.info.retrySafe,
        pathParams: { ...operation.pattern.exec(path)?.groups },
      }
    },

    validateRequest(operationId, { headers, body }) {
      const operation = get(operationId)
      const issues: Issue[] = []
      if (operation.info.auth === 'basic' && !/^basic \S+/i.test(readHeader(headers, 'authorization') ?? ''))
        issues.push({
          path: '/headers/authorization',
          message: 'is required (HTTP Basic credentials)',
          keyword: 'security',
        })
      checkHeaders(operation.headers, headers, issues)
      if (!operation.info.requestBody) {
        if (body !== undefined)
          issues.push({
            path: '/body',
            message: 'is not allowed (the operation takes no request body)',
            keyword: 'requestBody',
          })
        return issues
      }
      if (body !== undefined && operation.body) {
        const contentType = readHeader(headers, 'content-type')
        if (contentType?.split(';')[0]?.trim().toLowerCase() !== 'application/json')
          issues.push({ path: '/headers/content-type', message: 'must be application/json', keyword: 'content' })
      }
      checkBody(operation.body, body, issues, operation.info.requestBody.required)
      return issues
    },

    validateResponse(operationId, { status, headers, body }) {
      if (operationId === 'wrong-verb' || operationId === 'unknown-path') {
        const response = convention(operationId)
        if (!response) return [{ path: '', message: `${id} documents no x-ledgernet-${operationId} answer` }]
        const expected = conventionStatus[operationId]
        const issues: Issue[] =
          status === expected
            ? []
            : [{ path: '/status', message: `must be ${expected}`, keyword: 'status', value: status }]
        return [...issues, ...checkResponse(response, status, headers, body)]
      }
      const responses = get(operationId).responses()
      const response =
        responses.get(String(status)) ?? responses.get(`${String(status)[0]}XX`) ?? responses.get('default')
      if (!response)
        return [
          {
            path: '/status',
            message: `HTTP ${status} is not documented for ${operationId} (documented: ${[...responses.keys()].join(', ')})`,
            keyword: 'status',
            value: status,
          },
        ]
      return checkResponse(response, status, headers, body)
    },

    conventionAnswer(kind): ConventionAnswer | undefined {
      const response = convention(kind)
      if (!response) return undefined
      const value = resolveRefAt(document, response.tokens).value
      return {
        status: conventionStatus[kind],
        description: response.description,
        headerNames: response.headers.map((header) => header.name),
        examples: objectExamples(document, value.content?.['application/json']),
      }
    },

    examples(operationId): OperationExamples {
      const info = routes.get(operationId)?.info
      if (!info) throw new InvalidArgumentError('operationId', `${operationId} is not an operation of ${id}`)
      const responses: Record<string, ReturnType<typeof objectExamples>> = {}
      for (const response of info.responses)
        responses[response.status] = objectExamples(document, response.value.content?.['application/json'])
      return {
        request: objectExamples(document, info.requestBody?.value.content?.['application/json']),
        parameters: info.parameters.map((parameter) => ({
          name: parameter.name,
          in: parameter.in,
          examples: objectExamples(document, parameter.value),
        })),
        responses,
      }
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

/** `/transaction/{id}` → a pattern with a named group per template variable. */
function pathPattern(path: string): RegExp {
  const source = path
    .split(/(\{[^}]+\})/)
    .map((part) =>
      part.startsWith('{')
        ? `(?<${part.slice(1, -1).replace(/\W/g, '_')}>[^/]+)`
        : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('')
  return new RegExp(`^${source}/?$`)
}
