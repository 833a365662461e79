import type { OpenApiValidator, OperationInfo, SpecName } from '@ledgernet/specs'
import type { ContractRandom } from '../ContractRandom.js'
import type { LiveState } from '../scenarios/LiveState.js'
import { schemaFragmentAt } from '../validation/schemaFragmentAt.js'
import { liveHttpProbes } from './liveHttpProbes.js'
import { onNetwork } from './otherNetworkValue.js'
import type { HttpProbe, SkippedProbe } from './Probe.js'
import { requestHeaders } from './requestHeaders.js'
import { requestVariants } from './requestVariants.js'
import { synthesizeValue } from './synthesizeValue.js'

/**
 * What the probes of a spec depend on besides the spec: the network, the live state the scenarios
 * left, and whether admin credentials were given.
 *
 * @example
 * const context: ProbeContext = { network: networks.localnet, live: { network: networks.localnet }, hasAdmin: false }
 */
export type ProbeContext = { network: LiveState['network']; live: LiveState; hasAdmin: boolean; random: ContractRandom }

const probeVerbs = ['GET', 'POST', 'DELETE', 'PUT', 'PATCH'] as const

/**
 * Every probe of an OpenAPI document, derived from the document itself so that a new operation is
 * probed without changing this package: per operation, its request examples, live requests (when
 * the scenarios left the values they need), the invalid requests derived from the first example
 * (missing required field, wrong type, bad hex, wrong network, unknown field), a broken or missing
 * header parameter, a body that is not JSON, a wrong `Content-Type`, and for restricted operations
 * missing and wrong Basic credentials; per path, a method it does not declare
 * (`x-ledgernet-wrong-verb`); per document, a path it does not list (`x-ledgernet-unknown-path`).
 *
 * @example
 * for (const probe of openApiProbes(createSpecValidator('gateway'), 'gateway', context)) console.log(probe.name)
 */
export function openApiProbes(
  validator: OpenApiValidator,
  spec: SpecName,
  context: ProbeContext,
): (HttpProbe | SkippedProbe)[] {
  const probes: (HttpProbe | SkippedProbe)[] = []
  for (const info of validator.operations) probes.push(...operationProbes(validator, spec, info, context))
  probes.push(...conventionProbes(validator, spec))
  return probes
}

function operationProbes(
  validator: OpenApiValidator,
  spec: SpecName,
  info: OperationInfo,
  context: ProbeContext,
): (HttpProbe | SkippedProbe)[] {
  const operation = info.operationId
  const probes: (HttpProbe | SkippedProbe)[] = []
  const base = { kind: 'http' as const, spec, operation }
  const headers = requestHeaders(validator, info)
  const credentials = info.auth === 'basic' ? ('admin' as const) : undefined
  const examples = validator
    .examples(operation)
    .request.map((example) => ({ ...example, value: onNetwork(example.value, context.network) }))
  // No request example: a request made from the schema, checked against the spec before it is sent.
  const bodySchema = info.requestBody?.value.content?.['application/json']?.schema
  let synthesized: { value: unknown } | { problem: string } | undefined
  if (examples.length === 0 && info.requestBody?.required && bodySchema) {
    const value = synthesizeValue(validator.document, bodySchema)
    const issues =
      value === undefined
        ? [{ path: '/body', message: 'gives nothing to make a value from (a pattern without an example?)' }]
        : validator.validateRequest(operation, {
            headers: { ...requestHeaders(validator, info), ...authHeader(info) },
            body: value,
          })
    synthesized = issues.length === 0 ? { value } : { problem: `${issues[0]!.path} ${issues[0]!.message}` }
  }
  const needsAdmin = info.auth === 'basic' && !context.hasAdmin
  const request = (body: unknown, extra: Record<string, string> = {}) => ({
    method: info.method,
    path: info.path,
    headers: { ...headers, ...extra },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  })

  if (examples.length === 0 && !info.requestBody?.required) {
    const name = `${info.method} ${info.path}${info.auth === 'basic' ? ' with admin credentials' : ''}`
    probes.push(
      needsAdmin
        ? { ...base, category: 'live', name, skip: 'no admin credentials given (--admin user:pass)' }
        : {
            ...base,
            category: 'live',
            name,
            request: request(undefined),
            expect: 'success',
            ...(credentials ? { credentials } : {}),
          },
    )
  }
  if (synthesized && 'problem' in synthesized)
    probes.push({
      ...base,
      category: 'synthesized',
      name: 'a request made from the schema',
      skip: `the spec has no request example, and no valid request could be made from its schema (${synthesized.problem}); add an example (in an overlay if the spec is not yours)`,
    })
  else if (synthesized)
    probes.push(
      needsAdmin
        ? {
            ...base,
            category: 'synthesized',
            name: 'a request made from the schema',
            skip: 'no admin credentials given (--admin user:pass)',
          }
        : {
            ...base,
            category: 'synthesized',
            name: 'a request made from the schema',
            request: request(synthesized.value),
            expect: 'documented',
            ...(credentials ? { credentials } : {}),
          },
    )
  for (const example of examples) {
    const name = `spec example "${example.name}"`
    probes.push(
      needsAdmin
        ? { ...base, category: 'example', name, skip: 'no admin credentials given (--admin user:pass)' }
        : {
            ...base,
            category: 'example',
            name,
            request: request(example.value),
            expect: 'documented',
            ...(credentials ? { credentials } : {}),
          },
    )
  }
  for (const live of liveHttpProbes(spec, info, context)) {
    if ('skip' in live) probes.push(live)
    else {
      const { body, ...rest } = live
      probes.push({ ...rest, kind: 'http', request: request(body), ...(credentials ? { credentials } : {}) })
    }
  }

  const first = examples[0]?.value ?? (synthesized && 'value' in synthesized ? synthesized.value : undefined)
  if (first !== undefined) {
    const schema = info.requestBody?.value.content?.['application/json']?.schema
    const isInvalid = (body: unknown) =>
      validator.validateRequest(operation, { headers: { ...headers, ...authHeader(info) }, body }).length > 0
    const variants = requestVariants(first, {
      prefix: '/body',
      network: context.network,
      isInvalid,
      patternAt: (pointer) => patternOf(schemaFragmentAt(validator.document, schema, pointer, first)),
    })
    for (const variant of variants)
      probes.push({
        ...base,
        category: variant.category,
        name: variant.name,
        request: request(variant.value),
        expect: 'refused',
        ...(variant.category === 'wrong-network' ? {} : { brokenPath: variant.path }),
        ...(credentials ? { credentials } : {}),
      })
    for (const parameter of info.parameters.filter((candidate) => candidate.in === 'header')) {
      const name = parameter.name.toLowerCase()
      const path = `/headers/${name}`
      if (parameter.required) {
        const without = { ...headers }
        delete without[name]
        probes.push({
          ...base,
          category: 'header',
          name: `missing required header ${parameter.name}`,
          request: { ...request(first), headers: without },
          expect: 'refused',
          brokenPath: path,
          ...(credentials ? { credentials } : {}),
        })
      }
      const wrong = { ...headers, [name]: '0.0-ledgernet-contract' }
      if (validator.validateRequest(operation, { headers: { ...wrong, ...authHeader(info) }, body: first }).length > 0)
        probes.push({
          ...base,
          category: 'header',
          name: `wrong value of header ${parameter.name}`,
          request: { ...request(first), headers: wrong },
          expect: 'refused',
          brokenPath: path,
          ...(credentials ? { credentials } : {}),
        })
    }
    if (info.requestBody) {
      probes.push({
        ...base,
        category: 'not-json',
        name: 'a body that is not JSON',
        request: { ...request(undefined), body: '{"not json' },
        expect: 'refused',
        ...(credentials ? { credentials } : {}),
      })
      probes.push({
        ...base,
        category: 'content-type',
        name: 'Content-Type text/plain',
        request: request(first, { 'content-type': 'text/plain' }),
        expect: 'refused',
        ...(credentials ? { credentials } : {}),
      })
    }
  }
  if (info.auth === 'basic') {
    probes.push({
      ...base,
      category: 'credentials',
      name: 'no credentials',
      request: request(first),
      expect: 'unauthorized',
      credentials: 'none',
    })
    probes.push({
      ...base,
      category: 'credentials',
      name: 'wrong credentials',
      request: request(first),
      expect: 'unauthorized',
      credentials: 'wrong',
    })
  }
  return probes
}

function conventionProbes(validator: OpenApiValidator, spec: SpecName): HttpProbe[] {
  const probes: HttpProbe[] = []
  const document = validator.document as Record<string, any>
  const paths = [...new Set(validator.operations.map((info) => info.path))]
  if (document['x-ledgernet-wrong-verb'])
    for (const path of paths) {
      const declared = validator.operations.filter((info) => info.path === path)
      const verb = probeVerbs.find((candidate) => !declared.some((info) => info.method === candidate))
      if (!verb) continue
      probes.push({
        kind: 'http',
        spec,
        operation: declared[0]!.operationId,
        category: 'wrong-verb',
        name: `${verb} ${path} (declared: ${declared.map((info) => info.method).join(', ')})`,
        request: {
          method: verb,
          path,
          headers: verb === 'GET' || verb === 'DELETE' ? {} : { 'content-type': 'application/json' },
          ...(verb === 'GET' || verb === 'DELETE' ? {} : { body: '{}' }),
        },
        expect: 'wrong-verb',
        declaredMethods: declared.map((info) => info.method),
      })
    }
  // A body one byte over the limit the document states for its 413 answer: refused unread.
  const limited = validator.operations.find((info) => info.responses.some((response) => response.status === '413'))
  const limitText = limited?.responses.find((response) => response.status === '413')?.value.description as
    | string
    | undefined
  const limit = Number(/([\d,]+) bytes/.exec(limitText ?? '')?.[1]?.replace(/,/g, '') ?? Number.NaN)
  if (limited && Number.isSafeInteger(limit) && limit > 0 && limit <= 64 * 1024 * 1024) {
    const padding = 'a'.repeat(limit + 1 - '{"padding":""}'.length)
    probes.push({
      kind: 'http',
      spec,
      operation: limited.operationId,
      category: 'too-large',
      name: `a body of ${limit + 1} bytes, one over the stated limit: 413`,
      request: {
        method: limited.method,
        path: limited.path,
        headers: requestHeaders(validator, limited),
        body: `{"padding":"${padding}"}`,
      },
      expect: { status: 413 },
    })
  }
  if (document['x-ledgernet-unknown-path']) {
    const prefix = commonPrefix(paths)
    const path = `${prefix}/ledgernet-contract-unknown-path`
    const method = validator.operations[0]?.method ?? 'GET'
    probes.push({
      kind: 'http',
      spec,
      operation: '(unknown path)',
      category: 'unknown-path',
      name: `${method} ${path}`,
      request: {
        method,
        path,
        headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { body: '{}' }),
      },
      expect: 'unknown-path',
    })
  }
  return probes
}

/** A placeholder Authorization so that schema checks of a restricted operation see credentials. */
function authHeader(info: OperationInfo): Record<string, string> {
  return info.auth === 'basic' ? { authorization: 'Basic Y29udHJhY3Q6Y29udHJhY3Q=' } : {}
}

function patternOf(fragment: unknown): string | undefined {
  const pattern = (fragment as { pattern?: unknown } | undefined)?.pattern
  return typeof pattern === 'string' ? pattern : undefined
}

/** The first segment all paths share (`/v0`, `/api`), or `''`. */
function commonPrefix(paths: string[]): string {
  const firsts = new Set(paths.map((path) => path.split('/')[1] ?? ''))
  return firsts.size === 1 && paths.every((path) => path.split('/').length > 2) ? `/${[...firsts][0]}` : ''
}
