import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { isLedgernetError } from '@ledgernet/errors'
import { applyOverlay, parseSpecText } from '@ledgernet/specs'
import { diffSpecs, type SpecChange } from './diffSpecs.js'

const usage = 'Usage: ledgernet-codegen diff <old spec> <new spec> [--json] [--overlay <file>]'

/**
 * `ledgernet-codegen diff <old> <new> [--json] [--overlay <file>]` (from the repository root:
 * `pnpm -s api-diff <old> <new>`): the changes between two versions of a spec for a client's users,
 * grouped as breaking, additive and documentation, and the bump they need; with `--json`, the
 * document `{ bump, changes: [{ kind, pointer, operationId, message }] }` on stdout. `--overlay`
 * applies the same overlay to both. Exits 0 (whatever the changes), 2 on bad arguments, 1 when a
 * spec cannot be read.
 *
 * @example
 * process.exitCode = await diffCommand(['old.yaml', 'new.yaml', '--json'])
 */
export async function diffCommand(argv: string[]): Promise<number> {
  const json = argv.includes('--json')
  const at = argv.indexOf('--overlay')
  const overlay = at >= 0 ? argv[at + 1] : undefined
  const files = argv.filter((arg, index) => arg !== '--json' && (at < 0 || (index !== at && index !== at + 1)))
  if (files.length !== 2 || (at >= 0 && overlay === undefined) || files.some((file) => file.startsWith('-'))) {
    console.error(usage)
    return 2
  }
  try {
    const read = (file: string) => {
      const document = parseSpecText(readFileSync(resolve(file), 'utf8'), file)
      return overlay
        ? applyOverlay(document, parseSpecText(readFileSync(resolve(overlay), 'utf8'), overlay), { file: overlay })
        : document
    }
    const result = diffSpecs(read(files[0]!), read(files[1]!))
    if (json) console.log(JSON.stringify(result, null, 2))
    else console.log(formatDiff(result))
    return 0
  } catch (error) {
    console.error(
      `ledgernet-codegen diff: ${isLedgernetError(error) ? error.message.replace(/\n\nDocs: .*$/s, '') : (error as Error).message}`,
    )
    return 1
  }
}

/**
 * The changes as a reader wants them: the bump first, then each kind with its changes, by
 * operation.
 *
 * @example
 * console.log(formatDiff(diffSpecs(before, after)))
 */
export function formatDiff({ bump, changes }: { bump: string; changes: readonly SpecChange[] }): string {
  const lines = [`bump: ${bump} (${changes.length} ${changes.length === 1 ? 'change' : 'changes'})`]
  for (const kind of ['breaking', 'additive', 'documentation'] as const) {
    const mine = changes.filter((change) => change.kind === kind)
    if (mine.length === 0) continue
    lines.push('', `${kind} (${mine.length}):`)
    for (const change of mine)
      lines.push(
        `  ${change.operationId ? `${change.operationId}: ` : ''}${change.message}`,
        `      at ${change.pointer}`,
      )
  }
  return lines.join('\n')
}
