#!/usr/bin/env node
// Runs the pinned pnpm on a machine that has only Node and npm: corepack's signature check
// fails in some environments, so the README's commands fetch the exact version with npx.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const root = new URL('../../', import.meta.url)
const { packageManager } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'))
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx'
const result = spawnSync(npx, ['--yes', packageManager, ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: root,
  env: { ...process.env, npm_config_update_notifier: 'false' },
})
process.exit(result.status ?? 1)
