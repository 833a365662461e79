import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { runtimeRequiresScript } from './consumerSources.js'
import { outputTail, runCommand } from './runCommand.js'

/**
 * `require()`s every entry point from a consumer project in a fresh Node process (the `require`
 * condition, `node` included) and answers, per entry point, the names it exports and whether it
 * is the very module `import` gives. Throws with Node's error when one does not load.
 *
 * @example
 * await runtimeRequires('/tmp/consumers/errors', ['@ledgernet/errors']) // { '@ledgernet/errors': { names: [...], sameAsImport: true } }
 */
export async function runtimeRequires(
  projectDir: string,
  specifiers: readonly string[],
): Promise<Record<string, { names: string[]; sameAsImport: boolean }>> {
  const script = join(projectDir, 'requires.cjs')
  writeFileSync(script, runtimeRequiresScript(specifiers))
  const result = await runCommand(process.execPath, [script], { cwd: projectDir, timeout: 60_000 })
  if (result.code !== 0) throw new Error(`requiring ${specifiers.join(', ')} in Node failed:\n${outputTail(result)}`)
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as Record<
    string,
    { names: string[]; sameAsImport: boolean }
  >
}
