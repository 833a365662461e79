import { listOperations, resolveRef, type OperationInfo, type SpecDocument } from '@ledgernet/specs'
import { docComment, exampleJson } from './docComment.js'
import { generatedHeader } from './generatedHeader.js'
import { generateValidators, type ValidatorEntry } from './generateValidators.js'
import { typeName } from './identifierNames.js'
import { openapiTypes } from './openapiTypes.js'

/**
 * The generated files of one client, by file name.
 *
 * @example
 * const files: GeneratedFiles = { 'schema.gen.ts': '…', 'operations.gen.ts': '…' }
 */
export type GeneratedFiles = Record<string, string>

const json = 'application/json'
const schemaRef = /^#\/components\/schemas\/([^/]+)$/

/**
 * Generates the client layer of an OpenAPI 3.1 document:
 * - `schema.gen.ts`: openapi-typescript's types;
 * - `validators.gen.ts`: a standalone validator per distinct response schema;
 * - `operations.gen.ts`: a named type per component schema, request body, success answer and
 *   error answers; a descriptor const per operation (`deriveTokenOperation`, without validators);
 *   one tree-shakable function per operation (`deriveToken(transport, body, options?)`; `body?`
 *   when the spec does not require one);
 * - `responseValidators.gen.ts`: each operation's validators by status (`deriveTokenValidators`)
 *   and all of them by operationId (`responseValidators`), for a transport's `validators`.
 * Header parameters whose schema fixes the value (`const`) go into the descriptor, so the
 * function sends them; operations with path or query parameters are refused (none of our APIs has
 * them), naming the operation.
 *
 * @example
 * const files = await generateOpenApiClient(loadSpec('gateway'), { id: 'gateway', specLabel: 'specs/gateway.openapi.yaml' })
 */
export async function generateOpenApiClient(
  document: SpecDocument,
  { id, specLabel }: { id: string; specLabel: string },
): Promise<GeneratedFiles> {
  const header = generatedHeader(specLabel)
  const operations = listOperations(document)
  const schemaNames = Object.keys(document.components?.schemas ?? {})
  const aliasOf = new Map(schemaNames.map((name) => [name, typeName(name)]))
  const taken = new Set(aliasOf.values())
  if (taken.size !== aliasOf.size) throw new Error(`${id}: two component schemas map to the same type name`)

  const validators = new Map<string, ValidatorEntry>()
  const validatorFor = (operation: OperationInfo, status: string, media: Record<string, any>): string => {
    const match = typeof media.schema?.$ref === 'string' ? schemaRef.exec(media.schema.$ref) : null
    if (match) {
      const component = decodeURIComponent(match[1]!).replace(/~1/g, '/').replace(/~0/g, '~')
      const name = `validate${typeName(component)}`
      if (!validators.has(name))
        validators.set(name, { name, tokens: ['components', 'schemas', component], about: `Checks a ${typeName(component)} (\`#/components/schemas/${component}\`).` })
      return name
    }
    const response = operation.responses.find((r) => r.status === status)!
    const name = `validate${typeName(operation.operationId)}Response${status === operation.successStatus ? '' : status.replace(/\W/g, '')}`
    validators.set(name, {
      name,
      tokens: [...response.tokens, 'content', json, 'schema'],
      about: `Checks the HTTP ${status} answer of ${operation.operationId}.`,
    })
    return name
  }

  const lines: string[] = []
  const checks: string[] = []
  const checked: string[] = []
  const usedTypes = new Set<string>()
  for (const name of schemaNames) {
    const schema = document.components.schemas[name]
    lines.push(
      docComment([...describe(schema), ...exampleLines(schema?.examples?.[0] ?? schema?.example)]) +
        `export type ${aliasOf.get(name)} = components['schemas'][${quote(name)}]\n`,
    )
  }
  const fresh = (wanted: string) => {
    let name = wanted
    while (taken.has(name)) name = `${name}Body`
    taken.add(name)
    return name
  }
  const bodyType = (operation: OperationInfo, media: Record<string, any> | undefined, access: string): string => {
    const match = typeof media?.schema?.$ref === 'string' ? schemaRef.exec(media.schema.$ref) : null
    if (match) return aliasOf.get(decodeURIComponent(match[1]!).replace(/~1/g, '/').replace(/~0/g, '~'))!
    usedTypes.add('operations')
    return `operations[${quote(operation.operationId)}]${access}`
  }

  for (const operation of operations) {
    const unsupported = operation.parameters.filter((p) => p.in !== 'header')
    if (unsupported.length)
      throw new Error(
        `${id}: ${operation.operationId} has ${unsupported.map((p) => `${p.in} parameter ${p.name}`).join(', ')}; ledgernet-codegen supports header parameters only`,
      )
    const fn = operation.operationId
    const Type = typeName(fn)
    const requestMedia = operation.requestBody?.value.content?.[json]
    if (operation.requestBody && !requestMedia)
      throw new Error(`${id}: ${fn} has a request body that is not ${json}`)
    const examples = requestMedia ? exampleValues(document, requestMedia) : []

    // Types: request, success answer, error answers.
    let requestType: string | undefined
    if (requestMedia) {
      const target = bodyType(operation, requestMedia, `['requestBody']`)
      requestType = `${Type}Request`
      if (target !== requestType) {
        requestType = fresh(requestType)
        const access = target.startsWith('operations[') ? `NonNullable<operations[${quote(fn)}]['requestBody']>['content'][${quote(json)}]` : target
        lines.push(docComment([`The request body of \`${fn}\`.`]) + `export type ${requestType} = ${access}\n`)
      }
    }
    const success = operation.successStatus
    if (!success) throw new Error(`${id}: ${fn} documents no 2xx answer`)
    const successMedia = operation.responses.find((r) => r.status === success)!.value.content?.[json]
    let responseType = `${Type}Response`
    const responseTarget = successMedia
      ? bodyType(operation, successMedia, `['responses'][${quote(success)}]['content'][${quote(json)}]`)
      : 'undefined'
    if (responseTarget !== responseType) {
      responseType = fresh(responseType)
      lines.push(
        docComment([`The answer of \`${fn}\` (HTTP ${success})${successMedia ? '' : ': no body'}.`]) +
          `export type ${responseType} = ${responseTarget}\n`,
      )
    }
    const errorTypes = [
      ...new Set(
        operation.responses
          .filter((r) => !/^2/.test(r.status) && r.value.content?.[json])
          .map((r) => bodyType(operation, r.value.content[json], `['responses'][${quote(r.status)}]['content'][${quote(json)}]`)),
      ),
    ]
    const errorType = errorTypes.length ? fresh(`${Type}ErrorBody`) : undefined
    if (errorType)
      lines.push(
        docComment([`The body of an error answer of \`${fn}\` (the \`body\` of its \`HttpError\`).`]) +
          `export type ${errorType} = ${errorTypes.join(' | ')}\n`,
      )

    // The descriptor.
    const validate: string[] = []
    for (const response of operation.responses) {
      const media = response.value.content?.[json]
      const key = /^\d+$/.test(response.status) ? response.status : quote(response.status)
      if (media?.schema) validate.push(`${key}: ${validatorFor(operation, response.status, media)}`)
      else if (!response.value.content) {
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
      .filter((entry): entry is readonly [string, string] => typeof entry[1] === 'string')
    const descriptor = [
      `  operationId: ${quote(fn)},`,
      `  method: ${quote(operation.method)},`,
      `  path: ${quote(operation.path)},`,
      `  retrySafe: ${JSON.stringify(operation.retrySafe).replace(/"(\w+)":/g, '$1: ').replace(/"/g, "'").replace(/^\{(.+)\}$/, '{ $1 }')},`,
      ...(operation.auth ? [`  auth: 'basic',`] : []),
      ...(fixedHeaders.length ? [`  headers: { ${fixedHeaders.map(([name, value]) => `${quote(name)}: ${quote(value)}`).join(', ')} },`] : []),
    ]
    checks.push(
      docComment([
        `The validators of \`${fn}\`'s answers, by status. Give them to a transport (\`validators: { ${fn}: ${fn}Validators }\`) to check its answers against the spec.`,
        '',
        '@example',
        `const transport = createHttpTransport({ baseUrl, validators: { ${fn}: ${fn}Validators } })`,
      ]) + `export const ${fn}Validators = { ${validate.join(', ')} } as const satisfies OperationValidators\n`,
    )
    checked.push(fn)
    lines.push(
      docComment([`How the transport calls \`${fn}\` (${operation.method} ${operation.path}).`, '', '@example', `await transport.request(${fn}Operation${requestType ? ', { body }' : ''})`]) +
        `export const ${fn}Operation = {\n${descriptor.join('\n')}\n} as const satisfies OperationDescriptor\n`,
    )

    // The function.
    const retry =
      operation.retrySafe === true
        ? 'Safe to retry: the transport retries it on 429/502/503/504 and network failures.'
        : operation.retrySafe === false
          ? 'Not safe to retry: the transport retries it only with `retry: { unsafe: true }`.'
          : `Safe to retry unless \`${(operation.retrySafe as { unlessBodyTrue: string }).unlessBodyTrue}\` is true.`
    const call = requestType
      ? `const answer = await ${fn}(transport, ${indentExample(examples[0])})`
      : `const answer = await ${fn}(transport)`
    lines.push(
      docComment([
        ...(operation.summary ? [`${operation.summary}.`.replace(/\.\.$/, '.'), ''] : []),
        ...(operation.description ? [operation.description.trim(), ''] : []),
        `\`${operation.method} ${operation.path}\`${operation.auth ? ' (HTTP Basic credentials)' : ''}. ${retry}`,
        ...(errorType ? [`Error answers throw \`HttpError<${errorType}>\`.`] : []),
        '',
        '@example',
        call,
      ]) +
        (requestType
          ? `export function ${fn}(transport: Transport, body${operation.requestBody?.value.required === true ? '' : '?'}: ${requestType}, options?: CallOptions): Promise<${responseType}> {\n` +
            `  return transport.request(${fn}Operation, { body }, options)\n}\n`
          : `export function ${fn}(transport: Transport, options?: CallOptions): Promise<${responseType}> {\n` +
            `  return transport.request(${fn}Operation, {}, options)\n}\n`),
    )
  }

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

  const imports = [
    "import type { CallOptions, OperationDescriptor, Transport } from '@ledgernet/transport'",
    `import type { components${usedTypes.has('operations') ? ', operations' : ''} } from './schema.gen.js'`,
  ]
  const responseValidators = [
    header,
    "import type { OperationValidators, ResponseValidators } from '@ledgernet/transport'",
    ...(entries.length ? [`import { ${entries.map((e) => e.name).join(', ')} } from './validators.gen.js'`] : []),
    '',
    checks.join('\n'),
    docComment([
      'The validators of every operation\'s answers, by operationId then status. A transport given them checks every answer against the spec (`InvalidResponseError` on a mismatch) and exposes an error body only when it matches.',
      '',
      '@example',
      'const transport = createHttpTransport({ baseUrl, validators: responseValidators })',
    ]) +
      `export const responseValidators = {\n${checked.map((fn) => `  ${fn}: ${fn}Validators,`).join('\n')}\n} as const satisfies ResponseValidators\n`,
  ]
  return {
    'schema.gen.ts': `${header}\n\n${(await openapiTypes(document)).trim()}\n`,
    'validators.gen.ts': `${header}\n// @ts-nocheck — ajv's standalone code is plain JavaScript; the exported functions are typed.\n${validatorsSource.trim()}\n${emptyBody}`,
    'operations.gen.ts': `${header}\n${imports.join('\n')}\n\n${lines.join('\n')}`,
    'responseValidators.gen.ts': responseValidators.join('\n'),
  }
}

function quote(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
}

function describe(schema: Record<string, any> | undefined): string[] {
  const description = typeof schema?.description === 'string' ? schema.description.trim() : ''
  return description ? [description, ''] : []
}

function exampleLines(example: unknown): string[] {
  return example === undefined ? [] : ['@example', exampleJson(example)]
}

function exampleValues(document: SpecDocument, media: Record<string, any>): unknown[] {
  const values = Object.values<any>(media.examples ?? {}).map((raw) => resolveRef(document, raw)?.value)
  if ('example' in media) values.push(media.example)
  const schema = resolveRef(document, media.schema)
  if (Array.isArray(schema?.examples)) values.push(...schema.examples)
  return values.filter((value) => value !== undefined)
}

function indentExample(example: unknown): string {
  return example === undefined ? '/* request body */ {}' : exampleJson(example)
}

function constOf(schema: Record<string, any> | undefined): string | undefined {
  if (typeof schema?.const === 'string') return schema.const
  if (Array.isArray(schema?.enum) && schema.enum.length === 1 && typeof schema.enum[0] === 'string') return schema.enum[0]
  return undefined
}
