import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { type ConsumerEnvironment, type ConsumerResolution, consumerTsconfig } from './consumerSources.js'
import { runCommand } from './runCommand.js'

const require = createRequire(import.meta.url)
const tsc = require.resolve('typescript/bin/tsc')
const nodeTypesRoot = dirname(dirname(require.resolve('@types/node/package.json')))

/**
 * Type-checks `files` of a consumer project with tsc, strict and with `skipLibCheck: false`,
 * under one module setting (`nodenext`, `bundler`, or CommonJS: `node16`, `commonjs`) and one environment (`node`: Node
 * types, no DOM; `browser`: DOM, no Node types). Answers tsc's diagnostics, empty when clean.
 *
 * @example
 * await typeCheckConsumer('/tmp/consumers/crypto', 'bundler', 'browser', ['exports.ts']) // []
 */
export async function typeCheckConsumer(
  projectDir: string,
  resolution: ConsumerResolution,
  environment: ConsumerEnvironment,
  files: readonly string[],
): Promise<string[]> {
  const config = join(projectDir, `tsconfig.${resolution}.${environment}.json`)
  writeFileSync(config, consumerTsconfig(resolution, environment, files, nodeTypesRoot))
  const result = await runCommand(process.execPath, [tsc, '-p', config, '--pretty', 'false'], {
    cwd: projectDir,
    timeout: 120_000,
  })
  if (result.code === 0) return []
  const diagnostics = `${result.stdout}\n${result.stderr}`
    .trim()
    .split('\n')
    .filter((line) => line.trim() !== '')
  return diagnostics.length > 0 ? diagnostics : [`tsc exited with ${result.code}`]
}
