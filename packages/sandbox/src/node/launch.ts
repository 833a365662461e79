/// <reference types="node" />
import { join } from 'node:path'
import { compileBundle } from './codeCache.js'

// The `ledgernet-sandbox` command's first module (bin/ledgernet-sandbox.cjs requires its build,
// dist/node/launch.cjs): it runs the command, dist/node/sandbox.cjs (src/node/bin.ts and all it
// imports in one CommonJS file), with the code cache the build made for it (./codeCache.ts).
// LEDGERNET_SANDBOX_CODE_CACHE=off compiles without it; `write` (the build's) writes it at exit.
const setting = process.env.LEDGERNET_SANDBOX_CODE_CACHE
if (setting !== undefined && setting !== '' && setting !== 'off' && setting !== 'write') {
  console.error(
    `error: LEDGERNET_SANDBOX_CODE_CACHE must be off or write, not ${JSON.stringify(setting)}. Hint: unset it to use the code cache.`,
  )
  process.exit(2)
}
const bundle = compileBundle(join(import.meta.dirname, 'sandbox.cjs'), { cache: setting === 'off' ? 'off' : 'use' })
if (setting === 'write') process.once('exit', () => bundle.writeCache())
bundle.run()
