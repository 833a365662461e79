import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type CodegenConfig, entriesOf } from './CodegenConfig.js'
import type { GeneratedFiles } from './GeneratedFiles.js'
import { generateClient } from './generateClient.js'
import { generateSpecList } from './generateSpecList.js'

/**
 * One folder of generated files and where it goes (from the repository root).
 *
 * @example
 * const output: GeneratedOutput = { dir: 'packages/gateway-client/src/generated', files: { 'sdk.gen.ts': '…' } }
 */
export type GeneratedOutput = { dir: string; files: GeneratedFiles }

/**
 * Everything `codegen.config.json` generates into the package at `packageDir` (from the
 * repository root): its clients (with their overlays and options), the precompiled request
 * validators of the specs it serves, and, for the specs package, the spec list. `report` is told
 * what the generator decided for each spec (defaults it applied, names it derived).
 *
 * @example
 * for (const { dir, files } of await generatePackage(config, 'packages/gateway-client', console.log)) writeGenerated(dir, files)
 */
export async function generatePackage(
  config: CodegenConfig,
  packageDir: string,
  report: (line: string) => void = () => {},
): Promise<GeneratedOutput[]> {
  const { clients, servers, specList } = entriesOf(config, join(config.root, packageDir))
  const at = (...parts: string[]) => join(config.root, ...parts)
  const outputs: GeneratedOutput[] = []
  if (specList) outputs.push({ dir: at(config.specsPackage, 'src', 'generated'), files: generateSpecList(config) })
  for (const client of clients)
    outputs.push({
      dir: at(client.package, client.output),
      files: await generateClient(client.kind, [at(client.spec), ...(client.documents ?? []).map((path) => at(path))], {
        ...(client.kind === 'openapi' ? { supplied: client.supplied } : {}),
        ...(client.published ? { published: true } : {}),
        ...(client.overlay ? { overlay: at(client.overlay) } : {}),
        ...(client.scaffold
          ? {
              scaffold: {
                name: client.name,
                packageName: JSON.parse(readFileSync(at(client.package, 'package.json'), 'utf8')).name as string,
              },
            }
          : {}),
        report,
      }),
    })
  for (const server of servers)
    for (const name of server.serves) {
      const client = config.clients.find((candidate) => candidate.name === name)!
      outputs.push({
        dir: at(server.package, server.output, name),
        files: await generateClient(
          'validators',
          [at(client.spec), ...(client.documents ?? []).map((path) => at(path))],
          {
            ...(client.overlay ? { overlay: at(client.overlay) } : {}),
            ...(client.published ? { published: true } : {}),
          },
        ),
      })
    }
  return outputs
}

/**
 * Every package folder `codegen.config.json` generates into, in a fixed order.
 *
 * @example
 * generatedPackages(config) // ['specs', 'packages/gateway-client', …, 'packages/sandbox']
 */
export function generatedPackages(config: CodegenConfig): string[] {
  return [
    ...new Set([
      config.specsPackage,
      ...config.clients.map((client) => client.package),
      ...config.servers.map((server) => server.package),
    ]),
  ]
}
