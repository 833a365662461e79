#!/usr/bin/env node
// The `ledgernet` command is dist/bin.js. This file exists before the build, so that installing
// the workspace (which links every package's bins) finds it: pointing `bin` at dist/ made a fresh
// clone's install warn "Failed to create bin … ENOENT" for each package that depends on this one.
import '../dist/bin.js'
