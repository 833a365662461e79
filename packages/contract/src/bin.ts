#!/usr/bin/env node
import { runContractCli } from './cli/runContractCli.js'

process.exitCode = await runContractCli(process.argv.slice(2), {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
})
