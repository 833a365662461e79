import {
  listMethods,
  type MethodInfo,
  refTokens,
  resolvePointer,
  rpcPathOf,
  type SpecDocument,
  toPointer,
} from '@ledgernet/specs'
import { docComment, exampleJson } from './docComment.js'
import type { GeneratedFiles } from './GeneratedFiles.js'
import { generatedHeader } from './generatedHeader.js'
import { generateValidators, type ValidatorEntry } from './generateValidators.js'
import { typeName, valueName } from './identifierNames.js'
import { openapiTypes } from './openapiTypes.js'

const UNSAFE_TO_RETRY = 'Not safe to retry: the transport retries it only with `retry: { unsafe: true }`.'

const schemaRef = /^#\/components\/schemas\/([^/]+)$/

/**
 * Generates the client layer of an OpenRPC document (our own generator: named types, one
 * tree-shakable function per method):
 * - `schema.gen.ts`: the types of `components.schemas` and of every inline param/result schema
 *   (hoisted under a readable name), written by openapi-typescript;
 * - `validators.gen.ts`: a standalone validator per result schema;
 * - `resultValidators.gen.ts`: those validators by function name (`resultValidators`), for an
 *   RPC transport's `validators`;
 * - `methods.gen.ts`: `rpcPath`; per method a named tuple type of its positional params
 *   (`BuildTransactionParams = [actions: …, feePayer?: …]`), its result type, its error code union
 *   (`BuildTransactionErrorCode = -32602 | 1301`, types only), a descriptor
 *   (`buildTransactionMethod = { name, method, retrySafe }`) and
 *   the function `buildTransaction({ client, params, ...callOptions })` calling the `RpcTransport`
 *   given as `client` — the same call shape as the OpenAPI clients' generated SDK; and
 *   `RpcErrorCode`, every declared code.
 * Function names are the method name after its namespace (`ledger.buildTransaction` →
 * `buildTransaction`).
 *
 * @example
 * const files = await generateOpenRpcClient(loadSpec('node-rpc'), { id: 'node-rpc', specLabel: 'specs/node-rpc.openrpc.json' })
 */
export async function generateOpenRpcClient(
  document: SpecDocument,
  { id, specLabel }: { id: string; specLabel: string },
): Promise<GeneratedFiles> {
  const header = generatedHeader(specLabel)
  const methods = listMethods(document)
  const components: Record<string, unknown> = { ...document.components?.schemas }
  const taken = new Set<string>()
  const fresh = (wanted: string) => {
    let name = wanted
    while (taken.has(name)) name = `${name}Value`
    taken.add(name)
    return name
  }
  // Two schemas whose names differ in case or punctuation only (`blockHash`, `BlockHash`) get one
  // alias each.
  const aliasOf = new Map(Object.keys(components).map((name) => [name, fresh(typeName(name))]))
  const functionNames = new Set<string>()
  const errorTypes: string[] = []
  const allCodes: number[] = []

  // A schema's TypeScript type: a component alias, or an inline schema hoisted into the types.
  const hoisted: Record<string, unknown> = {}
  const typeOf = (tokens: (string | number)[], wanted: string): { type: string; tokens: (string | number)[] } => {
    const schema = resolveAt(document, tokens)
    const match = typeof schema?.$ref === 'string' ? schemaRef.exec(schema.$ref) : null
    if (match) {
      const component = refTokens(schema!.$ref)![2]!
      return { type: aliasOf.get(component)!, tokens: ['components', 'schemas', component] }
    }
    const name = fresh(wanted)
    hoisted[name] = schema
    return { type: `components['schemas'][${quote(name)}]`, tokens }
  }

  const lines: string[] = []
  const handlerEntries: string[] = []
  for (const [name, schema] of Object.entries<any>(components))
    lines.push(
      `${docComment([
        ...(schema?.description ? [String(schema.description).trim(), ''] : []),
        ...(schema?.examples?.[0] !== undefined ? ['@example', exampleJson(schema.examples[0])] : []),
      ])}export type ${aliasOf.get(name)} = components['schemas'][${quote(name)}]\n`,
    )

  const validators: (ValidatorEntry & { method: string })[] = []
  /** Methods whose result validator is another method's (the same schema). */
  const resultMethods: { method: string; name: string }[] = []
  for (const method of methods) {
    // `ledger.buildTransaction` → `buildTransaction`; two namespaces with one name keep theirs.
    let fn = valueName(method.name.split('.').pop()!)
    if (functionNames.has(fn)) fn = valueName(method.name.replace(/\W+/g, '_'))
    if (functionNames.has(fn)) throw new Error(`${id}: two methods give the function name ${fn}`)
    functionNames.add(fn)
    const byName = method.paramStructure === 'by-name'
    const Type = typeName(fn)

    const params = method.params.map((param, index) => {
      const { type } = typeOf(param.schemaTokens, `${Type}${typeName(param.name)}Param`)
      if (byName) return `${propertyKey(param.name)}${param.required ? '' : '?'}: ${type}`
      const optional = !param.required && method.params.slice(index + 1).every((later) => !later.required)
      return `${valueName(param.name)}${optional ? '?' : ''}: ${type}${!param.required && !optional ? ' | undefined' : ''}`
    })
    const paramsType = fresh(`${Type}Params`)
    const named = method.params.map((p) => `\`${p.name}\``).join(', ') || 'none'
    lines.push(
      byName
        ? `${docComment([`The params of \`${method.name}\`, sent by name (an object): ${named}.`])}export type ${paramsType} = { ${params.join('; ')} }\n`
        : `${docComment([`The positional params of \`${method.name}\`: ${named}.`])}export type ${paramsType} = [${params.join(', ')}]\n`,
    )

    let resultType = 'unknown'
    let validator: string | undefined
    if (method.result) {
      const result = typeOf(method.result.schemaTokens, `${Type}Result`)
      // A result that is the component `XResult` already has the name; others get an alias.
      resultType = result.type === `${Type}Result` ? result.type : fresh(`${Type}Result`)
      if (result.type !== resultType)
        lines.push(`${docComment([`The result of \`${method.name}\`.`])}export type ${resultType} = ${result.type}\n`)
      // Methods whose results share a schema share its validator: ajv's standalone code has one
      // function per schema, so a second entry for the same schema would declare it twice.
      const same = validators.find((entry) => entry.tokens.join('/') === result.tokens.join('/'))
      validator = same?.name ?? `validate${Type}Result`
      if (same) resultMethods.push({ method: fn, name: same.name })
      else
        validators.push({
          name: validator,
          tokens: result.tokens,
          about: `Checks the result of ${method.name}.`,
          method: fn,
        })
    }

    handlerEntries.push(
      `${docComment([`\`${method.name}\`: given its positional params (checked against the spec), answers its result.`], '  ')}` +
        `  ${quote(method.name)}: (params: ${paramsType}, context: TContext) => ${resultType} | Promise<${resultType}>`,
    )
    const codes = [...new Set(method.errors.map((error) => error.code))].sort((a, b) => a - b)
    const errorType = fresh(`${Type}ErrorCode`)
    errorTypes.push(errorType)
    allCodes.push(...codes.filter((code) => !allCodes.includes(code)))
    lines.push(
      `${docComment([
        `The error codes \`${method.name}\` declares:`,
        ...method.errors.map((error) => `- ${error.code}: ${error.message}`),
      ])}export type ${errorType} = ${codes.length ? codes.join(' | ') : 'never'}\n`,
    )

    const descriptor = [
      `  name: ${quote(fn)},`,
      `  method: ${quote(method.name)},`,
      `  retrySafe: ${method.retrySafe},`,
      ...(byName ? [`  paramStructure: 'by-name',`] : []),
    ]
    lines.push(
      `${docComment([
        `How an RPC transport calls \`${method.name}\`.`,
        '',
        '@example',
        `await transport.request(${fn}Method.method, params, ${fn}Method)`,
      ])}export const ${fn}Method = {\n${descriptor.join('\n')}\n} as const satisfies RpcMethodDescriptor\n`,
    )

    const example = method.examples[0]
    const exampleParams = byName
      ? Object.fromEntries((example?.params ?? []).map((param) => [param.name, param.value]))
      : example
        ? positional(method, example.params)
        : []
    lines.push(
      docComment([
        ...(method.summary ? [`${method.summary}.`.replace(/\.\.$/, '.'), ''] : []),
        ...(method.description ? [method.description.trim(), ''] : []),
        `JSON-RPC \`${method.name}\`. ${method.retrySafe ? 'Safe to retry.' : UNSAFE_TO_RETRY} ` +
          `An error object is thrown as \`JsonRpcError\` (codes: \`${errorType}\`).`,
        '',
        '@example',
        `const result = await ${fn}({ client, params: ${exampleJson(exampleParams)} })`,
      ]) +
        `export function ${fn}(options: RpcOptions<${paramsType}>): Promise<${resultType}> {\n` +
        `  return options.client.request(${fn}Method.method, options.params, ${fn}Method, options)\n}\n`,
    )
  }

  const typesDocument = {
    openapi: '3.1.0',
    info: { title: String(document.info?.title ?? id), version: String(document.info?.version ?? '0') },
    paths: {},
    components: { schemas: { ...components, ...hoisted } },
  }
  const rpcPath = rpcPathOf(document)
  return {
    'schema.gen.ts': `${header}\n\n${(await openapiTypes(typesDocument)).trim()}\n`,
    'validators.gen.ts': `${header}\n// @ts-nocheck — ajv's standalone code is plain JavaScript; the exported functions are typed.\n${generateValidators(document, id, validators).trim()}\n`,
    'resultValidators.gen.ts': [
      header,
      "import type { RpcResultValidators } from '@ledgernet/transport'",
      ...(validators.length
        ? [`import { ${validators.map((v) => v.name).join(', ')} } from './validators.gen.js'`]
        : []),
      '',
      docComment([
        "The validators of every method's result, by function name. An RPC transport given them checks every result against the spec (`InvalidResponseError` on a mismatch).",
        '',
        '@example',
        'const transport = createRpcTransport({ baseUrl, validators: resultValidators })',
      ]) +
        `export const resultValidators = {\n${[...validators, ...resultMethods].map((v) => `  ${v.method}: ${v.name},`).join('\n')}\n} as const satisfies RpcResultValidators\n`,
    ].join('\n'),
    'methods.gen.ts': [
      header,
      "import type { RpcMethodDescriptor, RpcOptions } from '@ledgernet/transport'",
      "import type { components } from './schema.gen.js'",
      '',
      `${docComment([
        "The path JSON-RPC requests are POSTed to, under the node's base URL.",
        '',
        '@example',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the doc comment's example is a template literal
        'const endpoint = `${baseUrl}${rpcPath}`',
      ])}export const rpcPath = ${quote(rpcPath)}\n`,
      lines.join('\n'),
      `${docComment([
        "Every JSON-RPC error code a method of the document declares; each method's own union is `…ErrorCode`.",
        '',
        '@example',
        `const code: RpcErrorCode = ${allCodes[0] ?? 0}`,
      ])}export type RpcErrorCode = ${errorTypes.length ? errorTypes.join(' | ') : 'never'}\n`,
      `${docComment([
        'What a server of this document implements, by method name: a handler per method, given the checked params and answering the result the spec declares (an error is thrown). A missing method or a wrongly shaped result does not compile.',
        '',
        '@example',
        'const handlers = { /* one handler per method */ } satisfies Partial<MethodHandlers>',
      ])}export type MethodHandlers<TContext = undefined> = {\n${handlerEntries.join('\n')}\n}\n`,
    ].join('\n'),
  }
}

function positional(method: MethodInfo, params: { name: string; value: unknown }[]): unknown[] {
  const values: unknown[] = []
  for (const param of params) {
    const index = method.params.findIndex((declared) => declared.name === param.name)
    if (index >= 0) values[index] = param.value
  }
  return Array.from(values, (value) => value ?? null)
}

/** The schema written at `tokens`, without following its own `$ref` (that names the type). */
function resolveAt(document: SpecDocument, tokens: (string | number)[]): Record<string, any> | undefined {
  return resolvePointer(document, toPointer(tokens)) as Record<string, any> | undefined
}

function propertyKey(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name)
}

function quote(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
}
