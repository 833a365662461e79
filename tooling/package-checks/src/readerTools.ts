import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { outputTail, runCommand } from './runCommand.js'

/**
 * The package managers a reader may use besides npm, and the TypeScript runner the pages name
 * (`npx tsx example.ts`), at fixed versions: each from the npm registry, none needing an install
 * script (bun's binary package is the one `bun`'s own installer would unpack).
 */
const READER_TOOLS = {
  pnpm: '10.34.9',
  yarn: '1.22.22',
  tsx: '4.23.15',
  '@oven/bun-linux-x64': '1.4.5',
} as const

/**
 * How to run each tool: a command and the arguments before the tool's own.
 *
 * @example
 * const { pnpm }: ReaderTools = await installReaderTools(dir) // [process.execPath, '…/pnpm/bin/pnpm.cjs']
 */
export type ReaderTools = Record<'pnpm' | 'yarn' | 'tsx' | 'bun', [string, ...string[]]>

/**
 * Installs {@link READER_TOOLS} with npm into `dir` — kept between runs: a second run with the
 * same versions installs nothing — and answers how to run each. Linux on x64 only (bun's binary),
 * as this machine and CI are.
 *
 * @example
 * const tools = await installReaderTools(join(repositoryRoot, 'node_modules/.cache/ledgernet-reader-tools'))
 */
export async function installReaderTools(dir: string): Promise<ReaderTools> {
  if (process.platform !== 'linux' || process.arch !== 'x64')
    throw new Error(`bun comes as a linux-x64 binary package here; this is ${process.platform}-${process.arch}`)
  const modules = join(dir, 'node_modules')
  const tools: ReaderTools = {
    pnpm: [process.execPath, join(modules, 'pnpm/bin/pnpm.cjs')],
    yarn: [process.execPath, join(modules, 'yarn/bin/yarn.js')],
    tsx: [process.execPath, join(modules, 'tsx/dist/cli.mjs')],
    bun: [join(modules, '@oven/bun-linux-x64/bin/bun')],
  }
  const wanted = JSON.stringify(READER_TOOLS)
  const marker = join(dir, 'installed.json')
  const installed = existsSync(marker) && readFileSync(marker, 'utf8') === wanted
  if (installed && Object.values(tools).every((command) => existsSync(command.at(-1)!))) return tools
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'package.json'), '{ "private": true }\n')
  const specs = Object.entries(READER_TOOLS).map(([name, version]) => `${name}@${version}`)
  const result = await runCommand(
    'npm',
    ['install', '--no-save', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error', ...specs],
    { cwd: dir, timeout: 300_000, withoutPackageManagerConfig: true },
  )
  if (result.code !== 0)
    throw new Error(`npm install of ${specs.join(' ')} failed (exit ${result.code}):\n${outputTail(result)}`)
  writeFileSync(marker, wanted)
  return tools
}
