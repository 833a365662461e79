import { codegenArguments } from './codegenArguments.js'
import { generateClient } from './generateClient.js'
import { writeGenerated } from './writeGenerated.js'

const usage = `Usage: ledgernet-codegen <openapi|openrpc|validators> --spec <path> --out <dir> [--supplied <fields>]

  openapi   @hey-api/openapi-ts's SDK and types, the operation descriptors and response validators
            from an OpenAPI 3.1 document; --supplied names the request body fields (comma-separated)
            the package's client fills in from its configuration
  openrpc   types, one function per method and result validators from an OpenRPC document
  validators  a server's precompiled request validators (either kind of document)`

/**
 * `ledgernet-codegen openapi|openrpc|validators --spec <path> --out <dir>`: generates a client's
 * (or a server's precompiled validators') `src/generated/` files. Exits 2 with the usage on bad arguments, 1 with the reason when the
 * spec cannot be generated from.
 *
 * @example
 * // package.json of a client:
 * // "generate": "ledgernet-codegen openapi --spec ../../specs/gateway.openapi.yaml --out src/generated"
 */
export async function codegenCommand(argv: string[]): Promise<number> {
  let asked: ReturnType<typeof codegenArguments>
  try {
    asked = codegenArguments(argv)
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`)
    return 2
  }
  if (asked === 'help') {
    console.log(usage)
    return 0
  }
  if (!asked) {
    console.error(usage)
    return 2
  }
  const started = performance.now()
  try {
    const files = await generateClient(asked.kind, asked.spec, { supplied: asked.supplied })
    const written = writeGenerated(asked.out, files)
    console.log(
      `ledgernet-codegen: ${Object.keys(files).length} files in ${asked.out} (${written.length} changed) in ${Math.round(performance.now() - started)} ms`,
    )
    return 0
  } catch (error) {
    console.error(`ledgernet-codegen: ${(error as Error).message}`)
    return 1
  }
}
