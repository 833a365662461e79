import { toCase } from '@hey-api/shared'
import { httpMethods, normalizeSpec, type SpecDocument } from '@ledgernet/specs'
import type { DiffRule } from './diffRules.js'
import { schemaComparer } from './diffSchemas.js'
import { followRefs, foundUnder, jsonDiffers, tellTypeChanges } from './diffShared.js'
import { heyApiRuntimeName } from './heyApiSdk.js'

/**
 * Where the comparison of two documents reports a finding: the rule, the pointer (tokens into the
 * newer document, or the older one for what is gone), the operation or method it is in, and words.
 *
 * @example
 * const report: DiffReport = (rule, tokens, message, operationId) => console.log(rule, message)
 */
export type DiffReport = (rule: DiffRule, tokens: readonly string[], message: string, operationId?: string) => void

type Operation = {
  key: string
  path: string
  method: string
  tokens: string[]
  value: Record<string, any>
  functionName: string
  operationId: string
}

/**
 * Compares two OpenAPI documents (3.0 or 3.1, each read as generation reads it: `nullable` in
 * either form is one thing, operations without `operationId` are named after method and path)
 * as a client meets them: operations matched by method and path (a renamed path parameter is
 * one operation), their parameters by place and name, request bodies and success answers by
 * media type and schema (`schemaComparer`), the exported names by operationId and schema name.
 * What changed without a rule finding it is `text-changed`. Error answers are not compared: a
 * client throws on them whatever their body, and exposes a body only when it matches.
 *
 * @example
 * diffOpenApi(before, after, (rule, tokens, message) => console.log(rule, message))
 */
export function diffOpenApi(beforeSource: SpecDocument, afterSource: SpecDocument, report: DiffReport): void {
  const quiet = () => {}
  const before = normalizeSpec(beforeSource, { file: 'before', warn: quiet })
  const after = normalizeSpec(afterSource, { file: 'after', warn: quiet })
  const reached = new Set<string>()
  const tell: DiffReport = (rule, tokens, message, operationId) => {
    reached.add(tokens.join('\u0000'))
    report(rule, tokens, message, operationId)
  }
  let current: string | undefined
  const compareSchemas = schemaComparer(before, after, (rule, tokens, message) => tell(rule, tokens, message, current))
  const old = operationsOf(before)
  const now = operationsOf(after)
  for (const [key, operation] of old)
    if (!now.has(key))
      tell(
        'operation-removed',
        operation.tokens,
        `${operation.method.toUpperCase()} ${operation.path} removed (function ${operation.functionName})`,
        operation.operationId,
      )
  for (const [key, operation] of now)
    if (!old.has(key))
      tell(
        'operation-added',
        operation.tokens,
        `${operation.method.toUpperCase()} ${operation.path} added (function ${operation.functionName})`,
        operation.operationId,
      )
  for (const [key, was] of old) {
    const is = now.get(key)
    if (!is) continue
    current = is.operationId
    const at = is.tokens
    if (was.functionName !== is.functionName)
      tell(
        'function-renamed',
        [...at, 'operationId'],
        `function ${was.functionName} is now ${is.functionName}`,
        current,
      )
    if (was.path !== is.path) tell('path-parameter-renamed', at, `${was.path} is now ${is.path}`, current)

    // Parameters, by place and name (a header's name in any case).
    const params = (operation: Operation, document: SpecDocument) => {
      const found = new Map<string, Record<string, any>>()
      for (const raw of [
        ...(followRefs(document, operation.value.__pathParameters) ?? []),
        ...(operation.value.parameters ?? []),
      ]) {
        const parameter = followRefs(document, raw)
        if (!parameter || typeof parameter.name !== 'string') continue
        if (parameter.in === 'header' && /^(accept|content-type|authorization)$/i.test(parameter.name)) continue
        const name = parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name
        found.set(
          `${parameter.in} ${parameter.in === 'path' ? '{}' : name}${parameter.in === 'path' ? ` ${pathIndex(operation.path, parameter.name)}` : ''}`,
          parameter,
        )
      }
      return found
    }
    const wasParams = params(was, before)
    const isParams = params(is, after)
    for (const [name, parameter] of wasParams)
      if (!isParams.has(name))
        tell('parameter-removed', [...at, 'parameters'], `${parameter.in} parameter ${parameter.name} removed`, current)
    for (const [name, parameter] of isParams) {
      const previous = wasParams.get(name)
      const label = `${parameter.in} parameter ${parameter.name}`
      if (!previous) {
        tell(
          parameter.required ? 'parameter-added-required' : 'parameter-added-optional',
          [...at, 'parameters'],
          `${label} added`,
          current,
        )
        continue
      }
      if (!previous.required && parameter.required)
        tell('parameter-made-required', [...at, 'parameters'], `${label} now required`, current)
      if (previous.required && !parameter.required && parameter.in !== 'path')
        tell('parameter-made-optional', [...at, 'parameters'], `${label} now optional`, current)
      if (styleOf(previous) !== styleOf(parameter))
        tell(
          'parameter-style-changed',
          [...at, 'parameters'],
          `${label}: ${styleOf(previous)} → ${styleOf(parameter)}`,
          current,
        )
      compareSchemas(previous.schema, parameter.schema, 'request', [...at, 'parameters'], label)
    }

    // The request body.
    const wasBody = followRefs(before, was.value.requestBody)
    const isBody = followRefs(after, is.value.requestBody)
    if (!wasBody && isBody)
      tell(
        isBody.required ? 'request-body-added-required' : 'request-body-added-optional',
        [...at, 'requestBody'],
        'a request body added',
        current,
      )
    if (wasBody && !isBody) tell('request-body-removed', [...at], 'the request body removed', current)
    if (wasBody && isBody) {
      if (!wasBody.required && isBody.required)
        tell('request-body-made-required', [...at, 'requestBody'], 'the request body is now required', current)
      if (wasBody.required && !isBody.required)
        tell('request-body-made-optional', [...at, 'requestBody'], 'the request body is now optional', current)
      const wasMedia = Object.keys(wasBody.content ?? {})
      const isMedia = Object.keys(isBody.content ?? {})
      for (const media of wasMedia)
        if (!isMedia.includes(media))
          tell('request-media-removed', [...at, 'requestBody', 'content'], `request ${media} removed`, current)
      for (const media of isMedia)
        if (!wasMedia.includes(media))
          tell('request-media-added', [...at, 'requestBody', 'content', media], `request ${media} added`, current)
        else
          compareSchemas(
            wasBody.content[media]?.schema,
            isBody.content[media]?.schema,
            'request',
            [...at, 'requestBody', 'content', media, 'schema'],
            'body',
          )
    }

    // Success answers.
    const wasResponses = was.value.responses ?? {}
    const isResponses = is.value.responses ?? {}
    const success = (status: string) => /^2(\d\d|XX)$/i.test(status)
    for (const status of Object.keys(wasResponses))
      if (!(status in isResponses))
        tell(
          success(status) ? 'response-status-removed' : 'error-status-removed',
          [...at, 'responses'],
          `answer ${status} removed`,
          current,
        )
    for (const status of Object.keys(isResponses)) {
      if (!(status in wasResponses)) {
        tell('response-status-added', [...at, 'responses', status], `answer ${status} added`, current)
        continue
      }
      if (!success(status)) continue
      const wasAnswer = followRefs(before, wasResponses[status])
      const isAnswer = followRefs(after, isResponses[status])
      const wasMedia = Object.keys(wasAnswer?.content ?? {})
      const isMedia = Object.keys(isAnswer?.content ?? {})
      for (const media of wasMedia)
        if (!isMedia.includes(media))
          tell('response-media-removed', [...at, 'responses', status], `answer ${status} ${media} removed`, current)
      for (const media of isMedia)
        if (!wasMedia.includes(media))
          tell(
            'response-media-added',
            [...at, 'responses', status, 'content', media],
            `answer ${status} ${media} added`,
            current,
          )
        else
          compareSchemas(
            wasAnswer.content[media]?.schema,
            isAnswer.content[media]?.schema,
            'response',
            [...at, 'responses', status, 'content', media, 'schema'],
            `answer ${status}`,
          )
    }
    current = undefined
  }

  const { wasTypes, isTypes } = tellTypeChanges(before, after, tell)

  // What changed without a rule finding it: words, examples, the document's own fields.
  const differs = jsonDiffers
  const found = (tokens: readonly string[]) => foundUnder(reached, tokens)
  for (const [key, was] of old) {
    const is = now.get(key)
    if (is && differs(was.value, is.value) && !found(is.tokens))
      tell(
        'text-changed',
        is.tokens,
        `${is.method.toUpperCase()} ${is.path}: descriptions, examples, or the same schemas written another way`,
        is.operationId,
      )
  }
  for (const [type, name] of isTypes) {
    const previous = wasTypes.get(type)
    const tokens = ['components', 'schemas', name]
    if (previous && differs(before.components.schemas[previous], after.components.schemas[name]) && !found(tokens))
      tell('text-changed', tokens, `schema ${name}: descriptions, examples or what no operation reaches`)
  }
  const rest = (document: SpecDocument) => {
    const { paths: _paths, components, openapi: _openapi, 'x-ledgernet-openapi': version, ...other } = document
    const { schemas: _schemas, ...sections } = components ?? {}
    return { ...other, sections, version }
  }
  if (differs(rest(before), rest(after)))
    tell('text-changed', [], 'the document: info, servers, tags, other components or the OpenAPI version')
}

function operationsOf(document: SpecDocument): Map<string, Operation> {
  const operations = new Map<string, Operation>()
  for (const [path, raw] of Object.entries<any>(document.paths ?? {})) {
    const item = followRefs(document, raw)
    if (!item || typeof item !== 'object') continue
    for (const method of httpMethods) {
      const value = item[method]
      if (!value || typeof value !== 'object') continue
      const key = `${method} ${path.replace(/\{[^}]*\}/g, '{}')}`
      const operationId = String(value.operationId)
      operations.set(key, {
        key,
        path,
        method,
        tokens: ['paths', path, method],
        // Path-level parameters apply to every operation of the path.
        value: { ...value, __pathParameters: item.parameters },
        functionName: heyApiRuntimeName(toCase(operationId, 'camelCase')),
        operationId,
      })
    }
  }
  return operations
}

function pathIndex(path: string, name: string): number {
  return [...path.matchAll(/\{([^}]*)\}/g)].findIndex((match) => match[1] === name)
}

function styleOf(parameter: Record<string, any>): string {
  const style = parameter.style ?? (parameter.in === 'query' || parameter.in === 'cookie' ? 'form' : 'simple')
  return `${style}${(parameter.explode ?? style === 'form') ? ' exploded' : ''}`
}
