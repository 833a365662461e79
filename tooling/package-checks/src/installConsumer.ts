import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { outputTail, runCommand } from './runCommand.js'

/**
 * The folders above `dir` that hold a `node_modules`: Node would resolve an undeclared import
 * from them, so a consumer project must not sit below one.
 *
 * @example
 * ancestorNodeModules('/tmp/ledgernet-checks/crypto') // [] — nothing can leak in
 */
export function ancestorNodeModules(dir: string): string[] {
  const found: string[] = []
  for (let current = dirname(dir); ; current = dirname(current)) {
    if (existsSync(join(current, 'node_modules'))) found.push(join(current, 'node_modules'))
    if (dirname(current) === current) return found
  }
}

/**
 * Makes a fresh project in `dir` and installs the given tarballs (and registry specifiers such as
 * an optional peer, `vitest@4.1.12`) with npm — not the workspace:
 * each `@ledgernet/*` package comes from its packed tarball, third-party dependencies from the
 * registry, exactly as for a user. Answers the warnings npm printed (its `npm warn` lines: an
 * install script not covered by `allowScripts`, a deprecated package, a peer conflict), which a
 * user installing the packages on a clean machine would see. Throws with npm's output when the
 * install fails.
 *
 * @example
 * const warnings = await installConsumer('/tmp/ledgernet-checks/consumers/crypto', ['/tmp/packed/ledgernet-crypto-0.1.0.tgz', '/tmp/packed/ledgernet-errors-0.1.0.tgz'])
 */
export async function installConsumer(dir: string, tarballs: readonly string[]): Promise<string[]> {
  const leaks = ancestorNodeModules(dir)
  if (leaks.length > 0)
    throw new Error(`${dir} sits below ${leaks.join(', ')}: Node would resolve undeclared imports from there`)
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'ledgernet-consumer', private: true, type: 'module' }, null, 2)}\n`,
  )
  const result = await runCommand('npm', ['install', '--no-audit', '--no-fund', '--loglevel=warn', ...tarballs], {
    cwd: dir,
    timeout: 240_000,
    withoutPackageManagerConfig: true,
  })
  if (result.code !== 0) throw new Error(`npm install in ${dir} failed (exit ${result.code}):\n${outputTail(result)}`)
  return `${result.stdout}\n${result.stderr}`.split('\n').filter((line) => /^npm warn/i.test(line.trim()))
}
