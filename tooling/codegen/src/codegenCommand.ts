import { parseArgs } from 'node:util'
import { generateClient, type ClientKind } from './generateClient.js'
import { writeGenerated } from './writeGenerated.js'

const usage = `Usage: ledgernet-codegen <openapi|openrpc> --spec <path> --out <dir>

  openapi   types, one function per operation and response validators from an OpenAPI 3.1 document
  openrpc   types, one function per method and result validators from an OpenRPC document`

/**
 * `ledgernet-codegen openapi|openrpc --spec <path> --out <dir>`: generates a client's
 * `src/generated/` files. Exits 2 with the usage on bad arguments, 1 with the reason when the
 * spec cannot be generated from.
 *
 * @example
 * // package.json of a client:
 * // "generate": "ledgernet-codegen openapi --spec ../../specs/gateway.openapi.yaml --out src/generated"
 */
export async function codegenCommand(argv: string[]): Promise<number> {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { spec: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    })
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`)
    return 2
  }
  const [kind] = parsed.positionals
  if (parsed.values.help) {
    console.log(usage)
    return 0
  }
  if ((kind !== 'openapi' && kind !== 'openrpc') || parsed.positionals.length !== 1 || !parsed.values.spec || !parsed.values.out) {
    console.error(usage)
    return 2
  }
  const started = performance.now()
  try {
    const files = await generateClient(kind as ClientKind, parsed.values.spec)
    const written = writeGenerated(parsed.values.out, files)
    console.log(
      `ledgernet-codegen: ${Object.keys(files).length} files in ${parsed.values.out} (${written.length} changed) in ${Math.round(performance.now() - started)} ms`,
    )
    return 0
  } catch (error) {
    console.error(`ledgernet-codegen: ${(error as Error).message}`)
    return 1
  }
}
