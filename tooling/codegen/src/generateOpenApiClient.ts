import { toCase } from '@hey-api/shared'
import {
  listOperations,
  type OperationInfo,
  refTokens,
  resolveRef,
  type SpecDocument,
  SpecError,
  type SpecWarning,
  toPointer,
} from '@ledgernet/specs'
import { docComment, exampleLiteral } from './docComment.js'
import type { GeneratedFiles } from './GeneratedFiles.js'
import { generatedHeader } from './generatedHeader.js'
import { generateValidators, type ValidatorEntry } from './generateValidators.js'
import { heyApiRuntimeName, heyApiSdk, heyApiVersion } from './heyApiSdk.js'

const schemaRef = /^#\/components\/schemas\/([^/]+)$/

/**
 * Options of {@link generateOpenApiClient}.
 *
 * @example
 * const options: OpenApiClientOptions = { id: 'gateway', specLabel: 'specs/gateway.openapi.yaml', supplied: ['network_identifier'] }
 */
export type OpenApiClientOptions = {
  /** The spec's id, in messages and inside ajv. */
  id: string
  /** How headers name the spec (`specs/gateway.openapi.yaml`). */
  specLabel: string
  /** Top-level request body fields the package's client supplies from its configuration. */
  supplied?: readonly string[]
  /** The module the SDK imports its client types from, relative to the generated files. */
  clientModule?: string
  /** Told what the generator decided for the spec (defaults applied, names derived); never silent. */
  report?: (line: string) => void
  /**
   * A published spec's problems that the generator can work around (a cookie parameter, an
   * operation without a success answer): given here, with what was done, instead of stopping.
   */
  warn?: (warning: SpecWarning) => void
}

/** True for JSON and the `+json` types (`application/problem+json`), which are sent and read as JSON. */
function isJsonMedia(type: string): boolean {
  return /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(type) || type === '*/*'
}

/** The media type a call uses among those the spec gives: JSON when there is one, else the first. */
function chosenMedia(content: Record<string, any> | undefined): string | undefined {
  const types = Object.keys(content ?? {})
  return types.find(isJsonMedia) ?? types[0]
}

/**
 * Generates the client layer of an OpenAPI 3.1 document:
 * - `sdk.gen.ts` and `types.gen.ts`, by `@hey-api/openapi-ts` (see {@link heyApiSdk}): one
 *   function per operation (`deriveToken({ client, body })`) and every type of the spec;
 * - `operations.gen.ts`, by us from the same document: per operation its descriptor
 *   (`deriveTokenOperation = { operationId, method, path, retrySafe, auth?, headers?, supplied?,
 *   noContent? }`) and its error type (`DeriveTokenError = HttpError<DeriveTokenErrorBody>`), and
 *   `operations`, all the descriptors, through which the client runtime finds what
 *   the spec says of each call the SDK makes;
 * - `validators.gen.ts`: a standalone validator per distinct response schema;
 * - `responseValidators.gen.ts`: each operation's validators by status (`deriveTokenValidators`)
 *   and all of them by operationId (`responseValidators`), for a transport's `validators`.
 * Header parameters must fix their value (`const`): the descriptor sends it and callers never
 * pass it. Path, query and cookie parameters, and header parameters with a free value, are
 * refused, naming the operation (no API of ours has them, and the client runtime does not send
 * them).
 *
 * @example
 * const files = await generateOpenApiClient(loadSpec('gateway'), { id: 'gateway', specLabel: 'specs/gateway.openapi.yaml' })
 */
export async function generateOpenApiClient(
  document: SpecDocument,
  { id, specLabel, supplied = [], clientModule = '../client.js', report = () => {}, warn }: OpenApiClientOptions,
): Promise<GeneratedFiles> {
  const header = generatedHeader(specLabel)
  const operations = listOperations(document)
  // hey-api's names: the function is the operationId in camelCase (a reserved word gets a `_`),
  // its types in PascalCase.
  const functionName = (operation: OperationInfo) => heyApiRuntimeName(toCase(operation.operationId, 'camelCase'))
  const typeName = (operation: OperationInfo) => toCase(operation.operationId, 'PascalCase')
  const defaulted = operations.filter((operation) => operation.retrySafeDefault)
  if (defaulted.length) {
    const retried = defaulted.filter((operation) => operation.retrySafe === true).map(functionName)
    const notRetried = defaulted.filter((operation) => operation.retrySafe !== true).map(functionName)
    report(
      `${specLabel}: ${defaulted.length} of ${operations.length} operations have no x-ledgernet-retry-safe; ` +
        'the default applies (retried only when the method is idempotent: GET, HEAD, OPTIONS, PUT, DELETE):' +
        (retried.length ? `\n  retried: ${retried.join(', ')}` : '') +
        (notRetried.length ? `\n  never retried: ${notRetried.join(', ')}` : '') +
        '\n  to say otherwise, set x-ledgernet-retry-safe in the spec or in its overlay (codegen.config.json `overlay`)',
    )
  }
  const derivedNames = operations.filter((operation) => operation.operationIdDerived)
  if (derivedNames.length)
    report(
      `${specLabel}: ${derivedNames.length} operations have no operationId; named after method and path: ` +
        derivedNames
          .map((operation) => `${operation.method} ${operation.path} → ${functionName(operation)}`)
          .join(', '),
    )

  const validators = new Map<string, ValidatorEntry>()
  const validatorFor = (operation: OperationInfo, status: string, media: Record<string, any>, type: string): string => {
    const match = typeof media.schema?.$ref === 'string' ? schemaRef.exec(media.schema.$ref) : null
    if (match) {
      const component = refTokens(media.schema.$ref)![2]!
      const name = `validate${toCase(component, 'PascalCase')}`
      if (!validators.has(name))
        validators.set(name, {
          name,
          tokens: ['components', 'schemas', component],
          about: `Checks a ${toCase(component, 'PascalCase')} (\`#/components/schemas/${component}\`).`,
        })
      return name
    }
    const response = operation.responses.find((r) => r.status === status)!
    const name = `validate${typeName(operation)}Response${status === operation.successStatus ? '' : status.replace(/\W/g, '')}`
    validators.set(name, {
      name,
      tokens: [...response.tokens, 'content', type, 'schema'],
      about: `Checks the HTTP ${status} answer of ${operation.operationId}.`,
    })
    return name
  }

  // The SDK's doc comments are the operation's summary and description; the copy given to
  // hey-api also says how the call is sent and shows it, with the spec's first request example.
  const annotated = structuredClone(document) as SpecDocument
  // A value several descriptors hold (the gateway's version header) is written once, so that a
  // bundle carries it once.
  const values = new Map<string, string>()
  const shared = (literal: string) => {
    if (!values.has(literal)) values.set(literal, `shared${values.size}`)
    return values.get(literal)!
  }
  const lines: string[] = []
  const checks: string[] = []
  const table: string[] = []
  const errorTypes: string[] = []
  const errorBodies: string[] = []
  // A body of another media type than JSON is encoded by `encodeBody`, which only the descriptors
  // of such operations name: a bundle without one carries no encoder.
  let encodesBodies = false
  // So is an answer of another media type, read by the reader its descriptor names.
  const readers = new Set<string>()
  for (const operation of operations) {
    const fn = functionName(operation)
    const Type = typeName(operation)
    const where = (...tokens: (string | number)[]) => toPointer([...operation.tokens, ...tokens])
    for (const cookie of operation.parameters.filter((p) => p.in === 'cookie')) {
      const problem = {
        file: specLabel,
        pointer: toPointer(cookie.tokens),
        rule: `cookie parameters are not sent by the generated clients (${operation.operationId} has ${cookie.name})`,
      }
      if (!warn)
        throw new SpecError({
          ...problem,
          fix: 'send the cookie with the `headers` call option, and remove the parameter in an overlay',
        })
      warn({ ...problem, action: 'generated without it: send it with the `headers` call option (`cookie`)' })
    }
    const requestType = chosenMedia(operation.requestBody?.value.content)
    const requestMedia = requestType !== undefined ? operation.requestBody?.value.content?.[requestType] : undefined
    const jsonRequest = requestType !== undefined && isJsonMedia(requestType)
    if (requestType !== undefined && !jsonRequest) encodesBodies = true
    if (operation.requestBody && requestType === undefined)
      warn?.({
        file: specLabel,
        pointer: where('requestBody', 'content'),
        rule: `${operation.operationId}'s request body has no content`,
        action: 'sent without a body',
      })
    const deepObject = Object.entries<any>(requestMedia?.encoding ?? {})
      .filter(([, encoding]) => encoding?.style === 'deepObject')
      .map(([name]) => name)
    const success = operation.successStatus
    if (!success) {
      const problem = {
        file: specLabel,
        pointer: where('responses'),
        rule: `${operation.operationId} documents no 2xx answer, so a call has nothing to resolve to`,
      }
      if (!warn)
        throw new SpecError({
          ...problem,
          fix: 'document its success answer (e.g. `200` or `204`), in an overlay if the file is not yours',
        })
      warn({ ...problem, action: "a call resolves to the answer's status and headers" })
    }
    const successContent = success ? operation.responses.find((r) => r.status === success)!.value.content : undefined
    const noContent = !successContent || Object.keys(successContent).length === 0
    const answerType = chosenMedia(successContent)
    const answerReader =
      answerType === undefined || isJsonMedia(answerType)
        ? undefined
        : /^text\/event-stream/i.test(answerType)
          ? 'readBodyStream'
          : /^text\//i.test(answerType)
            ? 'readBodyText'
            : 'readBodyBytes'
    if (answerReader) readers.add(answerReader)
    const fields = requestMedia && jsonRequest ? bodyFields(document, requestMedia.schema) : new Set<string>()
    const suppliedHere = supplied.filter((field) => fields.has(field))

    // The descriptor, and the validators of its answers.
    const validate: string[] = []
    for (const response of operation.responses) {
      const jsonType = Object.keys(response.value.content ?? {}).find(isJsonMedia)
      const media = jsonType ? response.value.content[jsonType] : undefined
      const key = /^\d+$/.test(response.status) ? response.status : quote(response.status)
      if (media?.schema) validate.push(`${key}: ${validatorFor(operation, response.status, media, jsonType!)}`)
      else if (!response.value.content || Object.keys(response.value.content).length === 0) {
        validators.set('validateEmptyBody', {
          name: 'validateEmptyBody',
          tokens: [],
          about: 'Checks that an answer has no body.',
        })
        validate.push(`${key}: validateEmptyBody`)
      }
    }
    const fixedHeaders = operation.parameters
      .filter((p) => p.in === 'header')
      .map((p) => [p.name, constOf(resolveRef(document, p.value.schema))] as const)
      .filter((entry): entry is readonly [string, string] => entry[1] !== undefined)
    const hasParameters = operation.parameters.some((p) => p.in === 'path' || p.in === 'query')
    const styles = parameterStyles(operation.parameters)
    const descriptor = [
      `  operationId: ${quote(operation.operationId)},`,
      `  method: ${quote(operation.method)},`,
      // A published spec may key two variants of one path by a fragment (`/schema#add`): no URL carries it.
      `  path: ${quote(operation.path.replace(/#.*$/s, ''))},`,
      `  retrySafe: ${JSON.stringify(operation.retrySafe)
        .replace(/"(\w+)":/g, '$1: ')
        .replace(/"/g, "'")
        .replace(/^\{(.+)\}$/, '{ $1 }')},`,
      ...(operation.auth ? [`  auth: 'basic',`] : []),
      ...(fixedHeaders.length
        ? [
            `  headers: ${shared(`{ ${fixedHeaders.map(([name, value]) => `${quote(name)}: ${quote(value)}`).join(', ')} }`)},`,
          ]
        : []),
      ...(suppliedHere.length ? [`  supplied: ${shared(`[${suppliedHere.map(quote).join(', ')}]`)},`] : []),
      ...(noContent ? ['  noContent: true,'] : []),
      ...(requestType !== undefined && !jsonRequest
        ? [`  request: ${quote(requestType)},`, '  encode: encodeBody,']
        : []),
      ...(deepObject.length && !jsonRequest
        ? [`  encoding: { ${deepObject.map((name) => `${propertyKey(name)}: 'deepObject'`).join(', ')} },`]
        : []),
      ...(answerReader ? [`  accept: ${quote(answerType!)},`, `  read: ${answerReader},`] : []),
      ...(hasParameters
        ? [
            styles
              ? `  parameters: (path: string, values: ParameterValues) => expandUrl(path, values, ${shared(styles)}),`
              : '  parameters: expandUrl,',
          ]
        : []),
    ]
    checks.push(
      `${docComment([
        `The validators of \`${fn}\`'s answers, by status. Give them to a transport (\`validators: { ${fn}: ${fn}Validators }\`) to check its answers against the spec.`,
        '',
        '@example',
        `const transport = createHttpTransport({ baseUrl, validators: { ${fn}: ${fn}Validators } })`,
      ])}export const ${fn}Validators = { ${validate.join(', ')} } as const satisfies OperationValidators\n`,
    )
    const said = [
      'its id, retry safety',
      ...(operation.auth ? ['Basic auth'] : []),
      ...(fixedHeaders.length ? ['the headers it fixes'] : []),
      ...(suppliedHere.length ? ['the body fields the client supplies'] : []),
    ]
    lines.push(
      `${docComment([
        `What the spec says of \`${fn}\` (${operation.method} ${operation.path}), for the transport: ${said.join(', ')}.`,
        '',
        '@example',
        `const { status, headers } = await client.transport.exchange(${fn}Operation${requestMedia ? ', { body }' : ''})`,
      ])}export const ${fn}Operation = {\n${descriptor.join('\n')}\n} as const satisfies OperationDescriptor\n`,
    )
    const hasErrors = operation.responses.some(
      (r) => !/^2/.test(r.status) && Object.keys(r.value.content ?? {}).some(isJsonMedia),
    )
    if (hasErrors) {
      errorTypes.push(`${Type}ErrorBody`)
      errorBodies.push(`${Type}ErrorBody`)
    }
    lines.push(
      `${docComment([
        `An error answer of \`${fn}\`: \`HttpError\` with the spec's error body${hasErrors ? ` (\`${Type}ErrorBody\`)` : ''} when the answer has one.`,
        '',
        '@example',
        `function explain(error: ${Type}Error) {`,
        `  return \`${fn}: HTTP \${error.status}\``,
        '}',
      ])}export type ${Type}Error = HttpError<${hasErrors ? `${Type}ErrorBody` : 'unknown'}>\n`,
    )
    table.push(`  ${fn}Operation,`)

    // What the generated function's doc comment says besides the spec's description.
    const retry =
      operation.retrySafe === true
        ? 'Safe to retry: the transport retries it on 429/502/503/504 and network failures.'
        : operation.retrySafe === false
          ? 'Not safe to retry: the transport retries it only with `retry: { unsafe: true }`.'
          : `Safe to retry unless \`${(operation.retrySafe as { unlessBodyTrue: string }).unlessBodyTrue}\` is true.`
    const retryNote = operation.retrySafeDefault
      ? ` (The spec does not say; the default for a ${operation.method}.)`
      : ''
    const example = requestMedia && jsonRequest ? exampleValues(document, requestMedia)[0] : undefined
    const body =
      example && typeof example === 'object'
        ? Object.fromEntries(Object.entries(example).filter(([key]) => !suppliedHere.includes(key)))
        : example
    const parts = ['client']
    for (const place of ['path', 'query'] as const) {
      const values = Object.fromEntries(
        operation.parameters
          .filter((p) => p.in === place && (p.required || p.value.example !== undefined))
          .map((p) => [p.name, parameterExample(document, p.value)]),
      )
      if (Object.keys(values).length) parts.push(`${place}: ${exampleLiteral(values)}`)
    }
    if (requestMedia && (operation.requestBody?.required || body !== undefined))
      parts.push(`body: ${exampleLiteral(body ?? {})}`)
    const call = `const answer = await ${fn}({ ${parts.join(', ')} })`
    const target = annotated.paths[operation.path][operation.method.toLowerCase()]
    // An operation may document no success answer (OpenAPI 3.1 lets it document none at all);
    // hey-api then writes no `…Responses` type. The call resolves to the answer's status and headers.
    // (Only a published spec gets here without one: ours must document a success answer.)
    if (!operation.successStatus)
      target.responses = { ...target.responses, '2XX': { description: 'The spec documents no success answer.' } }
    target.description = [
      (operation.description ?? '').trim(),
      '',
      `\`${operation.method} ${operation.path}\`${operation.auth ? ' (HTTP Basic credentials)' : ''}. ${retry}${retryNote}` +
        (noContent ? " Resolves to the answer's `status` and `headers` (the spec gives it no body)." : '') +
        ` Error answers throw \`${Type}Error\` (\`HttpError\`).`,
      '',
      '@example',
      ...call.split('\n'),
    ]
      .join('\n')
      .trim()
  }

  let sdk: GeneratedFiles
  try {
    sdk = await heyApiSdk(annotated, {
      header: [generatedHeader(specLabel, `@hey-api/openapi-ts ${heyApiVersion} (through @ledgernet/codegen)`)],
      clientModule,
    })
  } catch (cause) {
    throw new SpecError(
      {
        file: specLabel,
        pointer: '',
        rule: `@hey-api/openapi-ts ${heyApiVersion} could not write the SDK and types of this document (${heyApiWords(cause)})`,
        fix: "the document passed our checks; `cause` has hey-api's words — change what it names, in an overlay if the file is not yours",
      },
      { cause },
    )
  }
  sdk['sdk.gen.ts'] = withOwnDescriptors(sdk['sdk.gen.ts'] ?? '', operations.map(functionName), specLabel)
  const types = sdk['types.gen.ts'] ?? ''
  for (const operation of operations)
    for (const name of [`${typeName(operation)}Data`, `${typeName(operation)}Responses`])
      if (!new RegExp(`^export type ${name} = `, 'm').test(types))
        throw new SpecError({
          file: specLabel,
          pointer: toPointer(operation.tokens),
          rule: `hey-api did not name ${operation.operationId}'s types ${name} (a schema of the spec takes the name)`,
          fix: `rename the schema or the operation in an overlay so that \`${name}\` is free`,
        })
  const entries = [...validators.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  const schemaEntries = entries.filter((entry) => entry.tokens.length > 0)
  const validatorsSource = generateValidators(document, id, schemaEntries)
  const emptyBody = entries.some((entry) => entry.name === 'validateEmptyBody')
    ? '\n' +
      docComment([
        'Checks that an answer has no body (an operation whose answer the spec gives no content).',
        '',
        '@example',
        'validateEmptyBody(undefined) // null',
      ]) +
      `export function validateEmptyBody(body: unknown): Issue[] | null {\n` +
      `  return body === undefined ? null : [{ path: '', message: 'must be empty', keyword: 'content' }]\n}\n`
    : ''

  const operationsSource = [
    header,
    transportImport([
      ...(operations.some((o) => o.parameters.some((p) => p.in === 'path' || p.in === 'query')) ? ['expandUrl'] : []),
      ...(encodesBodies ? ['encodeBody'] : []),
      ...[...readers].sort(),
      'type HttpError',
      'type OperationDescriptor',
      ...(operations.some((o) => parameterStyles(o.parameters)) ? ['type ParameterValues'] : []),
    ]),
    ...(errorTypes.length ? [`import type { ${errorTypes.join(', ')} } from './types.gen.js'`] : []),
    '',
    `${docComment([
      'The request body fields a client of this API fills in from its configuration, for every operation whose request has them (`[]` when none).',
      '',
      '@example',
      `const fields: readonly SuppliedField[] = ${JSON.stringify(supplied).replace(/"/g, "'")}`,
    ])}export type SuppliedField = ${supplied.length ? supplied.map(quote).join(' | ') : 'never'}\n`,
    `${docComment([
      "The id of this API (its spec's): the package's client type carries it, so that another API's functions do not take that client.",
      '',
      '@example',
      'const client = createSdkClient({ transport, api: apiId })',
    ])}export const apiId = ${quote(id)}\n`,
    ...[...values].map(([literal, name]) => `const ${name} = ${literal} as const\n`),
    lines.join('\n'),
    `${docComment([
      "The body of any error answer an operation of this API declares (the union of each operation's `…ErrorBody`), for code that handles the errors of every operation alike.",
      '',
      '@example',
      'function explain(body: ApiErrorBody) {',
      '  return JSON.stringify(body)',
      '}',
    ])}export type ApiErrorBody = ${errorBodies.length ? [...new Set(errorBodies)].join(' | ') : 'never'}\n`,
    `${docComment([
      "Every operation's descriptor: the client runtime (`createSdkClient`) finds here, by method and path, what the spec says of each call the generated SDK makes.",
      '',
      '@example',
      `const client = createSdkClient({ transport, operations })`,
    ])}export const operations = [\n${table.join('\n')}\n] as const satisfies readonly OperationDescriptor[]\n`,
  ].join('\n')
  const responseValidators = [
    header,
    "import type { OperationValidators, ResponseValidators } from '@ledgernet/transport'",
    ...(entries.length ? [`import { ${entries.map((e) => e.name).join(', ')} } from './validators.gen.js'`] : []),
    '',
    checks.join('\n'),
    docComment([
      "The validators of every operation's answers, by operationId then status. A transport given them checks every " +
        'answer against the spec (`InvalidResponseError` on a mismatch) and exposes an error body only when it matches.',
      '',
      '@example',
      'const transport = createHttpTransport({ baseUrl, validators: responseValidators })',
    ]) +
      `export const responseValidators = {\n${operations.map((o) => `  ${propertyKey(o.operationId)}: ${functionName(o)}Validators,`).join('\n')}\n} as const satisfies ResponseValidators\n`,
  ]
  const handlerLines: string[] = []
  const handlerTypes: string[] = []
  for (const operation of operations) {
    const Type = typeName(operation)
    const errors = new RegExp(`^export type ${Type}Errors = `, 'm').test(types) ? `${Type}Errors` : undefined
    handlerTypes.push(`${Type}Data`, `${Type}Responses`, ...(errors ? [errors] : []))
    const answer = `HandlerAnswer<${Type}Responses${errors ? `, ${errors}` : ''}>`
    handlerLines.push(
      `${docComment([`\`${operation.method} ${operation.path}\`: answers one of the statuses the spec declares for ${operation.operationId}, with its body.`], '  ')}` +
        `  ${propertyKey(operation.operationId)}: (request: HandlerRequest<${Type}Data>, context: TContext) => ${answer} | Promise<${answer}>`,
    )
  }
  const handlersSource = [
    header,
    "import type { HandlerAnswer, HandlerRequest } from '@ledgernet/transport'",
    ...(handlerTypes.length ? [`import type { ${handlerTypes.join(', ')} } from './types.gen.js'`] : []),
    '',
    `${docComment([
      'What a server of this API implements, by operationId: a handler per operation, given the validated request and answering a status the spec declares with the body it declares. A missing operation or a wrongly shaped answer does not compile.',
      '',
      '@example',
      'const handlers: OperationHandlers = { /* one handler per operation */ } as OperationHandlers',
    ])}export type OperationHandlers<TContext = undefined> = {\n${handlerLines.join('\n')}\n}\n`,
  ].join('\n')
  return {
    ...sdk,
    'handlers.gen.ts': handlersSource,
    'operations.gen.ts': operationsSource,
    'validators.gen.ts': `${header}\n// @ts-nocheck — ajv's standalone code is plain JavaScript; the exported functions are typed.\n${validatorsSource.trim()}\n${emptyBody}`,
    'responseValidators.gen.ts': responseValidators.join('\n'),
  }
}

/** hey-api's own words for a failure (its `JobError` carries the error it met). */
function heyApiWords(cause: unknown): string {
  const inner = (cause as { originalError?: { error?: unknown } })?.originalError
  const error = (inner as { error?: unknown } | undefined)?.error ?? inner ?? cause
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 300)
}

/**
 * The path and query parameters whose `style` or `explode` is not OpenAPI's default (`simple` for
 * a path, `form` exploded for a query), as the literal of a `ParameterStyles`; `undefined` when all
 * are written the default way.
 */
function parameterStyles(parameters: OperationInfo['parameters']): string | undefined {
  const parts: string[] = []
  for (const where of ['path', 'query'] as const) {
    const styled = parameters
      .filter((p) => p.in === where)
      .map((p) => {
        const style = typeof p.value.style === 'string' ? p.value.style : where === 'path' ? 'simple' : 'form'
        const explode = typeof p.value.explode === 'boolean' ? p.value.explode : style === 'form'
        return { name: p.name, style, explode }
      })
      .filter(({ style, explode }) => (where === 'path' ? style !== 'simple' || explode : style !== 'form' || !explode))
    if (styled.length)
      parts.push(
        `${where}: { ${styled.map(({ name, style, explode }) => `${propertyKey(name)}: { style: ${quote(style)}, explode: ${explode} }`).join(', ')} }`,
      )
  }
  return parts.length ? `{ ${parts.join(', ')} }` : undefined
}

/** The top-level properties a request body schema declares (through `$ref`, `allOf`, `oneOf`, `anyOf`). */
function bodyFields(
  document: SpecDocument,
  schema: Record<string, any> | undefined,
  seen = new Set<unknown>(),
): Set<string> {
  const resolved = resolveRef(document, schema)
  const fields = new Set<string>()
  if (!resolved || typeof resolved !== 'object' || seen.has(resolved)) return fields
  seen.add(resolved)
  for (const name of Object.keys(resolved.properties ?? {})) fields.add(name)
  for (const key of ['allOf', 'oneOf', 'anyOf'])
    for (const part of resolved[key] ?? []) for (const name of bodyFields(document, part, seen)) fields.add(name)
  return fields
}

/**
 * hey-api's SDK with each function passing its own descriptor (`operation: deriveTokenOperation`)
 * to the client: a bundle then carries the descriptors of the functions it uses, not all of them.
 * Throws when hey-api's output is not the shape this step knows (a new hey-api version).
 */
function withOwnDescriptors(source: string, functions: readonly string[], specLabel: string): string {
  let text = source
  for (const fn of functions) {
    const call = new RegExp(
      `(export const ${fn} = <ThrowOnError extends boolean = false>\\(options: [^\\n]*?\\) => \\(?options\\.client\\)?(?:\\.sse)?\\.\\w+<[^\\n]*?>\\(\\{)`,
    )
    if (!call.test(text))
      throw new Error(`${specLabel}: hey-api ${heyApiVersion} wrote ${fn} in a shape @ledgernet/codegen does not know`)
    text = text.replace(call, `$1\n    operation: ${fn}Operation,`)
  }
  const imports = functions.map((fn) => `${fn}Operation`).join(', ')
  return text.replace(
    /^(import type \{[^\n]*\} from '\.\/types\.gen\.js';)$/m,
    `$1\n\nimport { ${imports} } from './operations.gen.js';`,
  )
}

function parameterExample(document: SpecDocument, parameter: Record<string, any>): unknown {
  if (parameter.example !== undefined) return parameter.example
  const first = Object.values<any>(parameter.examples ?? {})[0]
  if (first) return resolveRef(document, first)?.value
  const schema = resolveRef(document, parameter.schema)
  if (schema?.example !== undefined) return schema.example
  if (Array.isArray(schema?.examples) && schema.examples.length) return schema.examples[0]
  if (Array.isArray(schema?.enum)) return schema.enum[0]
  return schema?.type === 'integer' || schema?.type === 'number' ? 0 : schema?.type === 'boolean' ? true : 'value'
}

function propertyKey(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name)
}

/** The generated module's one import from `@ledgernet/transport`: values and types as named. */
function transportImport(names: readonly string[]): string {
  return names.every((name) => name.startsWith('type '))
    ? `import type { ${names.map((name) => name.slice('type '.length)).join(', ')} } from '@ledgernet/transport'`
    : `import { ${names.join(', ')} } from '@ledgernet/transport'`
}

function quote(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
}

function exampleValues(document: SpecDocument, media: Record<string, any>): unknown[] {
  const values = Object.values<any>(media.examples ?? {}).map((raw) => resolveRef(document, raw)?.value)
  if ('example' in media) values.push(media.example)
  const schema = resolveRef(document, media.schema)
  if (Array.isArray(schema?.examples)) values.push(...schema.examples)
  return values.filter((value) => value !== undefined)
}

function constOf(schema: Record<string, any> | undefined): string | undefined {
  if (typeof schema?.const === 'string') return schema.const
  if (Array.isArray(schema?.enum) && schema.enum.length === 1 && typeof schema.enum[0] === 'string')
    return schema.enum[0]
  return undefined
}
