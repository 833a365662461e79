import { isLedgernetError } from '@ledgernet/errors'
import { diffSpecs, type SpecChange } from './diffSpecs.js'
import { readSpec } from './generateClient.js'

/**
 * `ledgernet-codegen diff <old> <new> [--json] [--overlay <file>]` (from the repository root:
 * `pnpm -s api-diff <old> <new>`): the changes between two versions of a spec for a client's users,
 * grouped as breaking, additive and documentation, and the bump they need; with `--json`, the
 * document `{ bump, changes: [{ kind, rule, pointer, operationId, message }] }` on stdout. `--overlay`
 * applies the same overlay to both. Exits 0 (whatever the changes), 2 on bad arguments, 1 when a
 * spec cannot be read. Each spec is read as a published one is generated from: the files its
 * `$ref`s name bundled, its problems repaired (so a multi-file spec compares whole).
 *
 * @example
 * process.exitCode = await diffCommand(['old.yaml', 'new.yaml'], { json: true })
 */
export async function diffCommand(
  [oldSpec, newSpec]: readonly [string, string],
  { json = false, overlay }: { json?: boolean; overlay?: string } = {},
): Promise<number> {
  try {
    // Each spec read as generation reads a published one: its files bundled, its problems repaired.
    const read = (file: string) => readSpec([file], overlay, { published: true }).document
    const result = diffSpecs(read(oldSpec), read(newSpec))
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
        `  ${change.operationId ? `${change.operationId}: ` : ''}${change.message} [${change.rule}]`,
        `      at ${change.pointer}`,
      )
  }
  return lines.join('\n')
}
