#!/usr/bin/env node
// The `ledgernet-contract` command is dist/contractBin.js. This file exists before the build, so
// that installing the workspace (which links every package's bins) finds it; see ./ledgernet.js.
import '../dist/contractBin.js'
