#!/usr/bin/env node
// A committed entry point, so that pnpm links the bin at install time, before dist/ is built.
import '../dist/checkGeneratedCommand.js'
