#!/usr/bin/env node
// The `ledgernet-sandbox` command: dist/node/launch.cjs runs dist/node/sandbox.cjs (the command in
// one bundled file) with its code cache. This file exists before the build, so that installing the
// workspace (which links every package's bins) finds it; CommonJS, so that the command starts
// without Node's ES module loader.
require('../dist/node/launch.cjs')
