#!/usr/bin/env node
// Which features of OpenAPI and OpenRPC the corpus's documents use, found in the files themselves
// (each version bundled as published, before any repair): the coverage table of corpus.md.
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

const here = dirname(new URL(import.meta.url).pathname)
const root = join(here, '../../..')
const { bundleSpec, httpMethods } = await import(join(root, 'specs/dist/index.js'))
const { readSpec } = await import(join(root, 'tooling/codegen/dist/index.js'))
const { families } = JSON.parse(readFileSync(join(here, 'sources.json'), 'utf8'))
const lock = JSON.parse(readFileSync(join(here, 'corpus.lock.json'), 'utf8')).families

const found = new Map() // feature → Map(family → versions)
const mark = (feature, family, version) => {
  if (!found.has(feature)) found.set(feature, new Map())
  const families = found.get(feature)
  if (!families.has(family)) families.set(family, new Set())
  families.get(family).add(version)
}
const walk = (value, visit, key) => {
  if (Array.isArray(value)) for (const item of value) walk(item, visit)
  else if (value && typeof value === 'object') {
    visit(value, key)
    for (const [name, child] of Object.entries(value))
      if (name !== 'example' && name !== 'examples') walk(child, visit, name)
  }
}

for (const family of families)
  for (const { version } of family.versions) {
    const recorded = lock[family.name][version]
    const paths = recorded.files.map((file) => join(here, 'files', family.name, version, file.stored))
    const has = (feature) => mark(feature, family.name, version)
    if (recorded.files.some((file) => file.bytes > 1024 * 1024)) has('a file over 1 MB')
    const texts = paths.map((path) => readFileSync(path, 'utf8'))
    if (texts.some((text) => /["']?\$ref["']?\s*:\s*["']?\.{0,2}\/?[\w-]+\.(ya?ml|json)/.test(text)))
      has('several files with $refs between them')
    // What breaks its own rules (unknown keywords, broken $refs, invalid types…): read with warnings.
    let warnings = 0
    readSpec(family.kind === 'openrpc' ? paths : [paths[0]], undefined, { published: true, warn: () => warnings++ })
    if (warnings)
      has(
        `${family.kind === 'openrpc' ? 'OpenRPC' : 'OpenAPI'}: documents that break their own rules (read with warnings)`,
      )
    const { document } = bundleSpec(family.kind === 'openrpc' ? paths : [paths[0]], { lenient: true, warn: () => {} })
    if (family.kind === 'openrpc') {
      has(`OpenRPC ${String(document.openrpc).slice(0, 3)}`)
      for (const method of document.methods ?? []) {
        if (method.paramStructure === 'by-name') has('OpenRPC: by-name params')
        if ((method.errors ?? []).length) has('OpenRPC: declared errors')
      }
    } else {
      has(`OpenAPI ${String(document.openapi).slice(0, 3)}`)
      for (const server of document.servers ?? [])
        if (/^(\w+:\/\/[^/]+|)\/[^/{]+/.test(server.url ?? '')) has('a base path (servers[].url with a path)')
      for (const item of Object.values(document.paths ?? {}))
        for (const method of httpMethods) {
          const operation = item?.[method]
          if (!operation) continue
          if (typeof operation.operationId !== 'string') has('operations without operationId')
          for (const parameter of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) {
            const resolved = parameter.$ref
              ? parameter.$ref
                  .split('/')
                  .slice(1)
                  .reduce((node, token) => node?.[token], document)
              : parameter
            if (resolved?.in) has(`${resolved.in} parameters`)
            if (resolved?.style && resolved.style !== 'form' && resolved.style !== 'simple')
              has(`parameter style ${resolved.style}`)
          }
          const media = [
            ...Object.keys(operation.requestBody?.content ?? {}).map((type) => `request ${type}`),
            ...Object.values(operation.responses ?? {}).flatMap((answer) =>
              Object.keys(answer?.content ?? {}).map((type) => `answer ${type}`),
            ),
          ]
          for (const type of media) {
            const [side, name] = type.split(' ')
            const kind = /json/.test(name)
              ? 'JSON'
              : /^text\//.test(name)
                ? 'text/*'
                : /^(application\/octet-stream|application\/cbor|multipart\/form-data|application\/x-www-form-urlencoded)$/.test(
                      name,
                    )
                  ? name
                  : /^(image|audio|video|application)\//.test(name)
                    ? 'other binary types'
                    : undefined
            if (kind) has(`${side === 'request' ? 'request' : 'answer'} bodies: ${kind}`)
          }
          if ('204' in (operation.responses ?? {})) has('204 answers')
        }
    }
    walk(document, (node, key) => {
      if (node.nullable === true) has('nullable: true (OpenAPI 3.0 form)')
      if (Array.isArray(node.type) && node.type.includes('null')) has("type: [x, 'null'] (OpenAPI 3.1 form)")
      for (const word of ['allOf', 'oneOf', 'anyOf'])
        if (Array.isArray(node[word])) has(`${word} ${node.discriminator ? 'with' : 'without'} a discriminator`)
      if (node.additionalProperties !== undefined && key !== 'properties') has('additionalProperties')
    })
  }

const rows = [...found]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(
    ([feature, byFamily]) =>
      `| ${feature} | ${[...byFamily].map(([family, versions]) => `${family} (${versions.size})`).join(', ')} |`,
  )
const table = [
  '<!-- feature table: written by features.mjs -->',
  '| feature (found in the files) | families (versions that have it) |',
  '| --- | --- |',
  ...rows,
  '<!-- end of feature table -->',
].join('\n')
const text = readFileSync(join(here, 'corpus.md'), 'utf8')
writeFileSync(
  join(here, 'corpus.md'),
  text.includes('<!-- feature table')
    ? text.replace(/<!-- feature table[\s\S]*<!-- end of feature table -->/, table)
    : text.replace(
        '<!-- corpus table',
        `## What the corpus covers\n\n${table}\n\n## Every version\n\n<!-- corpus table`,
      ),
)
console.log(table)
