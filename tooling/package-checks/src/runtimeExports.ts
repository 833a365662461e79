import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { runtimeExportsScript } from './consumerSources.js'
import { outputTail, runCommand } from './runCommand.js'

/**
 * Imports every entry point from a consumer project in a fresh Node process (Node's own ESM
 * resolution, `node` condition included) and answers the names each exports. Throws with
 * Node's error when one does not load — a missing file, an undeclared dependency.
 *
 * @example
 * await runtimeExports('/tmp/consumers/crypto', ['@ledgernet/crypto']) // { '@ledgernet/crypto': ['COIN_TYPE', …] }
 */
export async function runtimeExports(
  projectDir: string,
  specifiers: readonly string[],
): Promise<Record<string, string[]>> {
  const script = join(projectDir, 'exports.mjs')
  writeFileSync(script, runtimeExportsScript(specifiers))
  const result = await runCommand(process.execPath, [script], { cwd: projectDir, timeout: 60_000 })
  if (result.code !== 0) throw new Error(`importing ${specifiers.join(', ')} in Node failed:\n${outputTail(result)}`)
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as Record<string, string[]>
}
