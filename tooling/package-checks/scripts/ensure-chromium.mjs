#!/usr/bin/env node
// The browser check drives Debian's Chromium at /usr/bin/chromium (playwright never downloads a
// browser here). Installs it with apt when it is missing; fails with the reason when it cannot.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const chromium = '/usr/bin/chromium'

function version() {
  const result = spawnSync(chromium, ['--version'], { encoding: 'utf8' })
  return result.status === 0 ? result.stdout.trim() : undefined
}

function fail(reason) {
  console.error(`ensure-chromium: ${reason}`)
  console.error('Install it by hand: apt-get update && apt-get install -y chromium (as root, on Debian or Ubuntu).')
  process.exit(1)
}

if (existsSync(chromium)) {
  const found = version()
  if (found === undefined) fail(`${chromium} exists but does not run (\`${chromium} --version\` failed)`)
  console.log(`ensure-chromium: ${found}`)
  process.exit(0)
}

if (process.platform !== 'linux') fail(`${chromium} is missing and this is ${process.platform}, not Debian`)
if (spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status !== 0)
  fail(`${chromium} is missing and apt-get is not available`)
const asRoot = typeof process.getuid === 'function' && process.getuid() === 0
const prefix = asRoot ? [] : ['sudo', '-n']
if (!asRoot && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status !== 0)
  fail(`${chromium} is missing and installing it needs root (or password-less sudo)`)

const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
for (const args of [
  ['apt-get', 'update', '-qq'],
  ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'chromium'],
]) {
  const command = [...prefix, ...args]
  console.log(`ensure-chromium: $ ${command.join(' ')}`)
  const result = spawnSync(command[0], command.slice(1), { stdio: 'inherit', env })
  if (result.status !== 0) fail(`\`${command.join(' ')}\` exited with ${result.status ?? result.signal}`)
}
const installed = existsSync(chromium) ? version() : undefined
if (installed === undefined) fail(`apt-get installed chromium but ${chromium} does not run`)
console.log(`ensure-chromium: installed ${installed}`)
