import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { transform } from 'esbuild'
import { outputTail, runCommand } from './runCommand.js'

/**
 * Copies a usage scenario (`scenarios/<package folder>.ts`, as `scenario/main.ts`, with the
 * helpers of `scenarios/support/`) into a consumer project — where tsc checks it against the
 * installed types — and writes beside each file its JavaScript (types stripped by esbuild).
 * Answers the TypeScript files copied, relative to the project.
 *
 * @example
 * const files = await installScenario('/tmp/consumers/crypto', 'scenarios/crypto.ts')
 */
export async function installScenario(projectDir: string, scenarioFile: string): Promise<string[]> {
  const supportDir = join(scenarioFile, '..', 'support')
  const sources: Array<[from: string, to: string]> = [[scenarioFile, 'scenario/main.ts']]
  if (existsSync(supportDir)) {
    for (const file of readdirSync(supportDir)
      .filter((name) => name.endsWith('.ts'))
      .sort()) {
      sources.push([join(supportDir, file), `scenario/support/${file}`])
    }
  }
  mkdirSync(join(projectDir, 'scenario', 'support'), { recursive: true })
  for (const [from, to] of sources) {
    const text = readFileSync(from, 'utf8')
    writeFileSync(join(projectDir, to), text)
    const { code } = await transform(text, { loader: 'ts', format: 'esm', target: 'es2022', sourcefile: to })
    writeFileSync(join(projectDir, to.replace(/\.ts$/, '.js')), code)
  }
  return sources.map(([, to]) => to)
}

/**
 * Runs the scenario installed by {@link installScenario} with Node from the consumer project
 * (with `env` added to the environment) and answers what it printed; throws with its output
 * when it fails.
 *
 * @example
 * await runScenario('/tmp/consumers/crypto') // 'ok: crypto'
 */
export async function runScenario(projectDir: string, env: Record<string, string> = {}): Promise<string> {
  const result = await runCommand(process.execPath, [join(projectDir, 'scenario', 'main.js')], {
    cwd: projectDir,
    env,
    timeout: 90_000,
  })
  if (result.code !== 0) throw new Error(`the scenario failed (exit ${result.code}):\n${outputTail(result)}`)
  return result.stdout.trim()
}
