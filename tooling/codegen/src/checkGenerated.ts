import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { type CodegenArguments, codegenArguments } from './codegenArguments.js'
import { generateClient } from './generateClient.js'
import { writeGenerated } from './writeGenerated.js'

/**
 * A client package whose `generate` script runs `ledgernet-codegen`: where it is and what the
 * script asks for.
 *
 * @example
 * const client: ClientGeneration = {
 *   name: '@ledgernet/gateway-client',
 *   dir: 'packages/gateway-client',
 *   kind: 'openapi',
 *   spec: '../../specs/gateway.openapi.yaml',
 *   out: 'src/generated',
 *   supplied: [],
 * }
 */
export type ClientGeneration = { name: string; dir: string } & CodegenArguments

/**
 * One generated file that differs from what is committed: `changed`, `missing` (generation makes
 * it, the package lacks it) or `extra` (the package has a `*.gen.ts` generation does not make).
 *
 * @example
 * const difference: GenerationDifference = { file: 'packages/gateway-client/src/generated/operations.gen.ts', kind: 'changed' }
 */
export type GenerationDifference = { file: string; kind: 'changed' | 'missing' | 'extra' }

/**
 * The packages under `<root>/packages` and `<root>/tooling` whose `generate` script is
 * `ledgernet-codegen <kind> --spec <path> --out <dir> [--supplied …]` — the scripts themselves say which spec
 * each client comes from, so nothing is listed twice.
 *
 * @example
 * findClients('/work/main').map((client) => client.name)
 */
export function findClients(root: string): ClientGeneration[] {
  const clients: ClientGeneration[] = []
  for (const group of ['packages', 'tooling']) {
    const groupDir = join(root, group)
    if (!existsSync(groupDir)) continue
    for (const entry of readdirSync(groupDir).sort()) {
      const manifest = join(groupDir, entry, 'package.json')
      if (!existsSync(manifest)) continue
      const pkg = JSON.parse(readFileSync(manifest, 'utf8'))
      const script: unknown = pkg.scripts?.generate
      if (typeof script !== 'string' || !script.includes('ledgernet-codegen')) continue
      // A package may generate several outputs (`… && ledgernet-codegen validators …`): each is checked.
      for (const command of script.matchAll(/ledgernet-codegen\s+([^&|;]*)/g)) {
        let asked: ReturnType<typeof codegenArguments>
        try {
          asked = codegenArguments(command[1]!.trim().split(/\s+/))
        } catch {
          asked = undefined
        }
        if (!asked || asked === 'help') throw new Error(`${manifest}: cannot read the generate script "${script}"`)
        clients.push({ name: pkg.name, dir: join(groupDir, entry), ...asked })
      }
    }
  }
  return clients
}

/**
 * Generates every client into a temporary folder and compares it with its committed
 * `src/generated/`. Returns the differences (empty when everything is up to date).
 *
 * @example
 * const differences = await checkGenerated('/work/main')
 * if (differences.length) process.exitCode = 1
 */
export async function checkGenerated(root: string, clients = findClients(root)): Promise<GenerationDifference[]> {
  const differences: GenerationDifference[] = []
  const temp = mkdtempSync(join(tmpdir(), 'ledgernet-check-generated-'))
  try {
    for (const client of clients) {
      const fresh = join(temp, `${client.name}/${client.out}`.replace(/\W+/g, '_'))
      writeGenerated(
        fresh,
        await generateClient(client.kind, resolve(client.dir, client.spec), { supplied: client.supplied }),
      )
      const committed = resolve(client.dir, client.out)
      const made = readdirSync(fresh).sort()
      const present = existsSync(committed) ? readdirSync(committed).filter((name) => name.endsWith('.gen.ts')) : []
      const shown = (name: string) => join(committed, name).replace(`${root}/`, '')
      for (const name of made) {
        if (!present.includes(name)) differences.push({ file: shown(name), kind: 'missing' })
        else if (readFileSync(join(fresh, name), 'utf8') !== readFileSync(join(committed, name), 'utf8'))
          differences.push({ file: shown(name), kind: 'changed' })
      }
      for (const name of present) if (!made.includes(name)) differences.push({ file: shown(name), kind: 'extra' })
    }
  } finally {
    rmSync(temp, { recursive: true, force: true })
  }
  return differences
}
