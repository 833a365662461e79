#!/usr/bin/env node
// `ledgernet-contract …` is `ledgernet contract …`: the same options, colours, errors and exit
// codes, because it is the same command.
import { processIo } from './processIo.js'
import { runCli } from './runCli.js'

process.exitCode = await runCli(['contract', ...process.argv.slice(2)], processIo())
