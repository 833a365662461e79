import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { applyOverlay, parseSpecText, type SpecDocument } from '@ledgernet/specs'
import { type ClientConfig, loadCodegenConfig } from './CodegenConfig.js'
import { type Bump, diffSpecs } from './diffSpecs.js'
import { findWorkspaceRoot } from './specLabel.js'

const order: Bump[] = ['none', 'patch', 'minor', 'major']

/**
 * `ledgernet-codegen changesets [--check] [--base <ref>]`: for each client of
 * `codegen.config.json` whose spec (or overlay) differs from what it was where the branch left the
 * base (`main`; their merge base), the bump that change needs (`diffSpecs`). Without `--check` it writes or updates `.changeset/api-<name>.md`
 * with that bump and the changes as its text (`pnpm generate` runs it); with `--check` (CI) it
 * exits 1 naming each client whose spec changed without a changeset of at least that bump. On
 * the base itself nothing differs and it passes; without a base to compare with it says so and
 * passes.
 *
 * @example
 * process.exitCode = await changesetsCommand({ check: true })
 */
export async function changesetsCommand({
  check = false,
  base = 'main',
}: {
  check?: boolean
  base?: string
} = {}): Promise<number> {
  const root = findWorkspaceRoot(process.cwd())
  if (!root) {
    console.error('ledgernet-codegen changesets: run it inside the workspace (no pnpm-workspace.yaml found)')
    return 2
  }
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
  // The specs as they were where this branch left the base: only the branch's own changes count,
  // not what the base gained since (on the base itself that is the base: nothing differs).
  let since: string
  try {
    since = git('merge-base', 'HEAD', base).trim()
  } catch {
    console.log(`ledgernet-codegen changesets: no ${base} to compare the specs with; nothing to check`)
    return 0
  }
  const config = loadCodegenConfig(root)
  const failures: string[] = []
  for (const client of config.clients) {
    const before = readAt(client, (path) => git('show', `${since}:${path}`))
    const after = readAt(client, (path) => readFileSync(join(root, path), 'utf8'))
    if (before === undefined || after === undefined || before.text === after.text) continue
    const { bump, changes } = diffSpecs(before.document, after.document)
    if (bump === 'none') continue
    const name = JSON.parse(readFileSync(join(root, client.package, 'package.json'), 'utf8')).name as string
    if (check) {
      const given = declaredBump(root, name)
      if (order.indexOf(given) < order.indexOf(bump))
        failures.push(`${name}: ${client.spec} differs from ${base}'s and needs a ${bump} changeset (found: ${given})`)
      continue
    }
    const lines = changes
      .filter((change) => change.kind !== 'documentation')
      .slice(0, 200)
      .map((change) => `- ${change.kind}: ${change.operationId ? `${change.operationId}: ` : ''}${change.message}`)
    const documentation = changes.filter((change) => change.kind === 'documentation').length
    const file = join(root, '.changeset', `api-${client.name}.md`)
    writeFileSync(
      file,
      `---\n'${name}': ${bump}\n---\n\n${client.spec} changed (\`pnpm -s api-diff\` against ${base}: ${bump}).\n\n` +
        `${lines.join('\n')}${lines.length < changes.length - documentation ? '\n- …' : ''}${documentation ? `\n- ${documentation} documentation changes` : ''}\n`,
    )
    console.log(`ledgernet-codegen changesets: ${name} ${bump} → .changeset/api-${client.name}.md`)
  }
  if (failures.length) {
    console.error(
      `ledgernet-codegen changesets: specs changed without the changeset they need (run \`pnpm generate\`):\n${failures.map((line) => `  ${line}`).join('\n')}`,
    )
    return 1
  }
  if (check) console.log(`ledgernet-codegen changesets: every spec that differs from ${base}'s has its changeset`)
  return 0
}

/** A client's spec (with its overlay) as `read` gives the files, or `undefined` when it is not there. */
function readAt(
  client: ClientConfig,
  read: (path: string) => string,
): { text: string; document: SpecDocument } | undefined {
  let text: string
  let overlay: string | undefined
  try {
    text = read(client.spec)
    overlay = client.overlay ? read(client.overlay) : undefined
  } catch {
    return undefined
  }
  let document = parseSpecText(text, client.spec)
  if (overlay !== undefined)
    document = applyOverlay(document, parseSpecText(overlay, client.overlay), { file: client.overlay! })
  return { text: `${text}\n${overlay ?? ''}`, document }
}

/** The largest bump the pending changesets give a package (`none` when none names it). */
function declaredBump(root: string, name: string): Bump {
  const folder = join(root, '.changeset')
  let best: Bump = 'none'
  if (!existsSync(folder)) return best
  for (const file of readdirSync(folder).filter((entry) => entry.endsWith('.md') && entry !== 'README.md')) {
    const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(folder, file), 'utf8'))?.[1] ?? ''
    for (const line of front.split('\n')) {
      const match = /^\s*['"]?([^'":]+)['"]?\s*:\s*(major|minor|patch)\s*$/.exec(line)
      if (match?.[1] === name && order.indexOf(match[2] as Bump) > order.indexOf(best)) best = match[2] as Bump
    }
  }
  return best
}
