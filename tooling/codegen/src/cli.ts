#!/usr/bin/env node
import { codegenCommand } from './codegenCommand.js'

process.exitCode = await codegenCommand(process.argv.slice(2))
