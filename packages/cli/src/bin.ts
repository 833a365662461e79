#!/usr/bin/env node
import { runCli } from './runCli.js'

// `ledgernet … | head` closes the pipe early: stop quietly, as other commands do, not with a stack.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0)
    throw error
  })

const untilInterrupted = () =>
  new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve())
    process.once('SIGTERM', () => resolve())
  }).then(() => {
    // A second Ctrl-C while stopping ends the process at once.
    process.once('SIGINT', () => process.exit(130))
    process.once('SIGTERM', () => process.exit(143))
  })

process.exitCode = await runCli(process.argv.slice(2), {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
  untilInterrupted,
})
