import { relative } from 'node:path'
import { isLedgernetError } from '@ledgernet/errors'
import { loadCodegenConfig } from './CodegenConfig.js'
import { changesetsCommand } from './changesetsCommand.js'
import { codegenArguments } from './codegenArguments.js'
import { diffCommand } from './diffCommand.js'
import { generateClient } from './generateClient.js'
import { generatePackage } from './generatePackage.js'
import { findWorkspaceRoot } from './specLabel.js'
import { writeGenerated } from './writeGenerated.js'

const usage = `Usage: ledgernet-codegen generate [--package <dir>]
       ledgernet-codegen diff <old spec> <new spec> [--json] [--overlay <file>]
       ledgernet-codegen changesets [--check] [--base <ref>]
       ledgernet-codegen <openapi|openrpc|validators> --spec <path> --out <dir> [--supplied <fields>]

  generate  everything codegen.config.json lists for the package (the current folder's, or --package):
            its clients, its servers' request validators, the specs package's spec list
  diff      what changed between two versions of a spec, for a client's users: breaking, additive or
            documentation-only, and the semver bump it needs (--json: { bump, changes })
  changesets  a changeset per client whose spec differs from main's, with the bump the diff gives;
            --check (CI): fail when one is missing or too small

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
  if (argv[0] === 'generate') return generateCommand(argv.slice(1))
  if (argv[0] === 'diff') return diffCommand(argv.slice(1))
  if (argv[0] === 'changesets') return changesetsCommand(argv.slice(1))
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
    const files = await generateClient(asked.kind, asked.spec, {
      supplied: asked.supplied,
      report: (line) => console.log(`ledgernet-codegen: ${line}`),
    })
    const written = writeGenerated(asked.out, files)
    console.log(
      `ledgernet-codegen: ${Object.keys(files).length} files in ${asked.out} (${written.length} changed) in ${Math.round(performance.now() - started)} ms`,
    )
    return 0
  } catch (error) {
    console.error(`ledgernet-codegen: ${describe(error)}`)
    return 1
  }
}

/** `ledgernet-codegen generate [--package <dir>]`: what codegen.config.json lists for one package. */
async function generateCommand(argv: string[]): Promise<number> {
  const at = argv.indexOf('--package')
  const packageDir = at >= 0 ? argv[at + 1] : process.cwd()
  if (packageDir === undefined || argv.length !== (at >= 0 ? 2 : 0)) {
    console.error(usage)
    return 2
  }
  const root = findWorkspaceRoot(packageDir)
  if (!root) {
    console.error('ledgernet-codegen: run it inside the workspace (no pnpm-workspace.yaml found)')
    return 2
  }
  const started = performance.now()
  try {
    const config = loadCodegenConfig(root)
    const folder = relative(root, packageDir) || '.'
    const outputs = await generatePackage(config, folder, (line) => console.log(`ledgernet-codegen: ${line}`))
    if (outputs.length === 0) {
      console.error(`ledgernet-codegen: codegen.config.json generates nothing into ${folder}`)
      return 1
    }
    for (const { dir, files } of outputs) {
      const written = writeGenerated(dir, files)
      console.log(
        `ledgernet-codegen: ${Object.keys(files).length} files in ${relative(root, dir)} (${written.length} changed)`,
      )
    }
    console.log(`ledgernet-codegen: ${folder} generated in ${Math.round(performance.now() - started)} ms`)
    return 0
  } catch (error) {
    console.error(`ledgernet-codegen: ${describe(error)}`)
    return 1
  }
}

/** An error as one readable block: a ledgernet error's message (with its fix), else the message. */
function describe(error: unknown): string {
  if (isLedgernetError(error)) return error.message.replace(/\n\nDocs: .*$/s, '')
  return error instanceof Error ? error.message : String(error)
}
