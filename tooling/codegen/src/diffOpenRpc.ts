import type { SpecDocument } from '@ledgernet/specs'
import type { DiffReport } from './diffOpenApi.js'
import { schemaComparer } from './diffSchemas.js'
import { followRefs, foundUnder, jsonDiffers, tellTypeChanges } from './diffShared.js'

type Method = { name: string; tokens: string[]; value: Record<string, any> }
type Param = { name: string; required: boolean; schema: unknown; tokens: string[] }

/**
 * Compares two OpenRPC documents as a client meets them: methods by name (never by their place in
 * the list), each method's params (by-position: by place, so a move is `param-order-changed`;
 * by-name: by name), its result (a value the client decodes) and its error codes, and the
 * exported types by schema name. Schemas compare by what they say (`schemaComparer`), so moving
 * an inline schema into `components` (or back) changes no wire format and reports nothing. What
 * changed without a rule finding it is `text-changed`.
 *
 * @example
 * diffOpenRpc(before, after, (rule, tokens, message) => console.log(rule, message))
 */
export function diffOpenRpc(before: SpecDocument, after: SpecDocument, report: DiffReport): void {
  const reached = new Set<string>()
  const tell: DiffReport = (rule, tokens, message, operationId) => {
    reached.add(tokens.join('\u0000'))
    report(rule, tokens, message, operationId)
  }
  let current: string | undefined
  const compareSchemas = schemaComparer(before, after, (rule, tokens, message) => tell(rule, tokens, message, current))
  const old = methodsOf(before)
  const now = methodsOf(after)
  for (const [name, method] of old)
    if (!now.has(name)) tell('method-removed', method.tokens, `method ${name} removed`, name)
  for (const [name, method] of now)
    if (!old.has(name)) tell('method-added', method.tokens, `method ${name} added`, name)
  for (const [name, was] of old) {
    const is = now.get(name)
    if (!is) continue
    current = name
    const at = is.tokens
    const byName = (method: Method) => method.value.paramStructure === 'by-name'
    if (byName(was) !== byName(is))
      tell(
        'param-structure-changed',
        [...at, 'paramStructure'],
        `params now sent ${byName(is) ? 'by name (an object)' : 'by position (an array)'}`,
        name,
      )
    const wasParams = paramsOf(before, was)
    const isParams = paramsOf(after, is)
    const positional = !byName(is)
    // By position a param is its place: one renamed where it stands (its old name gone, its new
    // one new) is the same param, compared by what it takes.
    if (positional && !byName(was))
      for (const [index, param] of isParams.entries()) {
        const previous = wasParams[index]
        if (
          previous &&
          previous.name !== param.name &&
          !isParams.some((other) => other.name === previous.name) &&
          !wasParams.some((other) => other.name === param.name)
        ) {
          tell('param-renamed', param.tokens, `param ${index + 1} ${previous.name} is now named ${param.name}`, name)
          wasParams[index] = { ...previous, name: param.name }
        }
      }
    if (positional) {
      const common = (list: Param[]) =>
        list.map((p) => p.name).filter((n) => wasParams.some((p) => p.name === n) && isParams.some((p) => p.name === n))
      const a = common(wasParams)
      const b = common(isParams)
      if (b.some((n, i) => n !== a[i]))
        tell('param-order-changed', [...at, 'params'], `params reordered: ${a.join(', ')} → ${b.join(', ')}`, name)
    }
    for (const param of wasParams)
      if (!isParams.some((other) => other.name === param.name))
        tell('param-removed', [...at, 'params'], `param ${param.name} removed`, name)
    for (const [index, param] of isParams.entries()) {
      const previous = wasParams.find((other) => other.name === param.name)
      if (!previous) {
        // By position, a new param before existing ones moves them.
        const last = isParams.slice(index + 1).every((other) => !wasParams.some((p) => p.name === other.name))
        tell(
          param.required
            ? 'param-added-required'
            : positional && !last
              ? 'param-order-changed'
              : 'param-added-optional',
          param.tokens,
          `param ${param.name} added${param.required ? ' (required)' : ''}${positional && !last ? ' before existing ones' : ''}`,
          name,
        )
        continue
      }
      if (!previous.required && param.required)
        tell('param-made-required', param.tokens, `param ${param.name} now required`, name)
      if (previous.required && !param.required)
        tell('param-made-optional', param.tokens, `param ${param.name} now optional`, name)
      compareSchemas(previous.schema, param.schema, 'request', [...param.tokens, 'schema'], `param ${param.name}`)
    }
    const wasResult = followRefs(before, was.value.result)
    const isResult = followRefs(after, is.value.result)
    if (wasResult && !isResult) tell('result-removed', at, 'result removed', name)
    if (!wasResult && isResult) tell('result-added', [...at, 'result'], 'result added', name)
    if (wasResult && isResult)
      compareSchemas(wasResult.schema, isResult.schema, 'response', [...at, 'result', 'schema'], 'result')
    const codes = (document: SpecDocument, method: Method) =>
      new Set<number>(
        (method.value.errors ?? [])
          .map((error: unknown) => followRefs(document, error)?.code)
          .filter((code: unknown) => typeof code === 'number'),
      )
    const wasCodes = codes(before, was)
    const isCodes = codes(after, is)
    for (const code of wasCodes)
      if (!isCodes.has(code)) tell('error-removed', [...at, 'errors'], `error ${code} removed`, name)
    for (const code of isCodes)
      if (!wasCodes.has(code)) tell('error-added', [...at, 'errors'], `error ${code} added`, name)
    current = undefined
  }
  tellTypeChanges(before, after, tell)

  const differs = jsonDiffers
  const found = (tokens: readonly string[]) => foundUnder(reached, tokens)
  for (const [name, was] of old) {
    const is = now.get(name)
    if (is && differs(was.value, is.value) && !found(is.tokens))
      tell(
        'text-changed',
        is.tokens,
        `method ${name}: descriptions, examples, or the same schemas written another way`,
        name,
      )
  }
  const { methods: _old, ...wasRest } = before
  const { methods: _new, ...isRest } = after
  if (differs(wasRest, isRest) && !found(['components']))
    tell('text-changed', [], 'the document: info, servers, components no method reaches or the OpenRPC version')
}

function methodsOf(document: SpecDocument): Map<string, Method> {
  const methods = new Map<string, Method>()
  for (const [index, raw] of (Array.isArray(document.methods) ? document.methods : []).entries()) {
    const value = followRefs(document, raw)
    if (value && typeof value.name === 'string')
      methods.set(value.name, { name: value.name, tokens: ['methods', String(index)], value })
  }
  return methods
}

function paramsOf(document: SpecDocument, method: Method): Param[] {
  return (Array.isArray(method.value.params) ? method.value.params : []).flatMap((raw: unknown, index: number) => {
    const param = followRefs(document, raw)
    return param && typeof param.name === 'string'
      ? [
          {
            name: param.name,
            required: param.required === true,
            schema: param.schema,
            tokens: [...method.tokens, 'params', String(index)],
          },
        ]
      : []
  })
}
