import { relative } from 'node:path'
import { isLedgernetError } from '@ledgernet/errors'
import { loadCodegenConfig } from './CodegenConfig.js'
import { changesetsCommand } from './changesetsCommand.js'
import { diffCommand } from './diffCommand.js'
import { generatePackage } from './generatePackage.js'
import { codegenUsage, parseCommand } from './parseCommand.js'
import { findWorkspaceRoot } from './specLabel.js'
import { writeGenerated } from './writeGenerated.js'

/**
 * `ledgernet-codegen generate | diff | changesets`: reads the command line by the one grammar
 * (`parseCommand`) and runs the command. Exits 2 with the usage on a bad command line, 1 with the
 * reason when a spec cannot be generated from or read.
 *
 * @example
 * // package.json of a client:
 * // "generate": "ledgernet-codegen generate"
 */
export async function codegenCommand(argv: string[]): Promise<number> {
  let asked: ReturnType<typeof parseCommand>
  try {
    asked = parseCommand(argv)
  } catch (error) {
    console.error(`ledgernet-codegen: ${(error as Error).message}\n\n${codegenUsage}`)
    return 2
  }
  if (asked.command === 'help') {
    console.log(codegenUsage)
    return 0
  }
  if (asked.command === 'diff') return diffCommand(asked.positionals, asked.values)
  if (asked.command === 'changesets') return changesetsCommand(asked.values)
  return generateCommand(asked.values.package ?? process.cwd())
}

/** `ledgernet-codegen generate [--package <dir>]`: what codegen.config.json lists for one package. */
async function generateCommand(packageDir: string): Promise<number> {
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
