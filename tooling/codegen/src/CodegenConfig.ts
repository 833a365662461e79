import { existsSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { InvalidArgumentError } from '@ledgernet/errors'
import { issuesFromAjvErrors } from '@ledgernet/transport'
import { Ajv2020 } from 'ajv/dist/2020.js'

/**
 * One client of `codegen.config.json`: the spec's short name, the spec file and its overlay (from
 * the repository root), the package the client is generated into, and its options.
 *
 * @example
 * const gateway: ClientConfig = {
 *   name: 'gateway', spec: 'specs/gateway.openapi.yaml', package: 'packages/gateway-client',
 *   output: 'src/generated', supplied: ['network_identifier'], contract: 'gateway', kind: 'openapi',
 * }
 */
export type ClientConfig = {
  name: string
  spec: string
  overlay?: string
  package: string
  output: string
  supplied: string[]
  /** The contract runner's option for this spec's server, or `false`. */
  contract: string | false
  /** Read from the spec: `openrpc` for an OpenRPC document, else `openapi`. */
  kind: 'openapi' | 'openrpc'
  /** Further OpenRPC documents whose methods join the client's (a node API published as several files). */
  documents?: string[]
  /**
   * A spec as its owner publishes it: read leniently (unknown keywords, typos, an invalid `type`, a
   * broken `$ref` are warnings naming file, pointer, rule and action), without the house rules of
   * `specs/`. Without it a spec is read strictly: any such problem stops generation.
   */
  published?: true
  /**
   * The package's factories, error guard and their test are generated with the client
   * (`src/generated/client.gen.ts`): what every client package has alike comes from this config,
   * and the package holds only what differs. `pnpm new-client` sets it.
   */
  scaffold?: true
}

/**
 * A package that serves specs (the sandbox): it gets precompiled request validators of each spec
 * it serves, in `<output>/<name>/`.
 *
 * @example
 * const sandbox: ServerConfig = { package: 'packages/sandbox', output: 'src/generated', serves: ['gateway'] }
 */
export type ServerConfig = { package: string; output: string; serves: string[] }

/**
 * `codegen.config.json`, read and checked: the one list of the repository's specs and of what is
 * generated from each. Paths are from the repository root (`root`).
 *
 * @example
 * const config = loadCodegenConfig('/work/main')
 * config.clients.map((client) => client.name) // ['gateway', 'node-rpc', …]
 */
export type CodegenConfig = {
  root: string
  specsPackage: string
  clients: ClientConfig[]
  servers: ServerConfig[]
}

/** The file name of the config, at the repository root. */
export const codegenConfigFile = 'codegen.config.json'

/**
 * Reads `codegen.config.json` at `root` and checks it against its schema
 * (`tooling/codegen/codegen.config.schema.json`): unique names, spec files that exist inside the
 * specs package, servers that serve listed specs. Throws `InvalidArgumentError` naming the JSON
 * Pointer of the first problem and what is wrong.
 *
 * @example
 * const { clients } = loadCodegenConfig(findWorkspaceRoot(process.cwd())!)
 */
export function loadCodegenConfig(root: string): CodegenConfig {
  const file = join(root, codegenConfigFile)
  const field = (pointer: string) => `${codegenConfigFile}${pointer ? `#${pointer}` : ''}`
  let raw: any
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'))
  } catch (cause) {
    throw new InvalidArgumentError(field(''), `cannot be read as JSON from ${file}`, { cause })
  }
  const schema = JSON.parse(
    readFileSync(fileURLToPath(new URL('../codegen.config.schema.json', import.meta.url)), 'utf8'),
  )
  const validate = new Ajv2020({ strict: false, allErrors: false }).compile<any>(schema)
  if (!validate(raw)) {
    const [issue] = issuesFromAjvErrors(validate.errors as never)
    throw new InvalidArgumentError(field(issue?.path ?? ''), issue?.message ?? 'does not match its schema')
  }
  const specsPackage = raw.specs.package as string
  const names = new Set<string>()
  const clients: ClientConfig[] = raw.clients.map((client: any, index: number) => {
    const at = `/clients/${index}`
    if (names.has(client.name)) throw new InvalidArgumentError(field(`${at}/name`), `${client.name} is listed twice`)
    names.add(client.name)
    const files: [string, string][] = [
      ...(['spec', 'overlay'] as const)
        .filter((key) => client[key] !== undefined)
        .map((key) => [`${at}/${key}`, client[key]] as [string, string]),
      ...(client.documents ?? []).map((path: string, n: number) => [`${at}/documents/${n}`, path] as [string, string]),
    ]
    for (const [pointer, path] of files) {
      if (!existsSync(join(root, path))) throw new InvalidArgumentError(field(pointer), `${path} does not exist`)
      if (relative(specsPackage, path).startsWith('..'))
        throw new InvalidArgumentError(
          field(pointer),
          `must be inside the specs package (${specsPackage}/), which ships it`,
        )
    }
    const kind = /"?openrpc"?\s*:/.test(readFileSync(join(root, client.spec), 'utf8').slice(0, 2000))
      ? 'openrpc'
      : 'openapi'
    return {
      name: client.name,
      spec: client.spec,
      ...(client.overlay ? { overlay: client.overlay } : {}),
      ...(client.documents?.length ? { documents: client.documents } : {}),
      package: client.package,
      output: client.output ?? 'src/generated',
      supplied: client.supplied ?? [],
      ...(client.published === true ? { published: true as const } : {}),
      ...(client.scaffold === true ? { scaffold: true as const } : {}),
      contract: client.contract ?? client.name.replace(/-([a-z0-9])/g, (_: string, c: string) => c.toUpperCase()),
      kind,
    }
  })
  const servers: ServerConfig[] = (raw.servers ?? []).map((server: any, index: number) => {
    for (const [n, name] of server.serves.entries())
      if (!names.has(name))
        throw new InvalidArgumentError(
          field(`/servers/${index}/serves/${n}`),
          `${name} is not the name of a client of the config`,
        )
    return { package: server.package, output: server.output ?? 'src/generated', serves: server.serves }
  })
  return { root, specsPackage, clients, servers }
}

/**
 * The entries of the config that generate into the package at `dir`: its clients, its server
 * validators, and whether it is the specs package (whose spec list is generated).
 *
 * @example
 * const mine = entriesOf(config, process.cwd())
 */
export function entriesOf(
  config: CodegenConfig,
  dir: string,
): { clients: ClientConfig[]; servers: ServerConfig[]; specList: boolean } {
  const folder = relative(config.root, resolve(dir)) || '.'
  return {
    clients: config.clients.filter((client) => client.package === folder),
    servers: config.servers.filter((server) => server.package === folder),
    specList: config.specsPackage === folder,
  }
}
