#!/usr/bin/env node
// Everything the site generates before VitePress runs, into git-ignored files: the API reference
// (docs/api/, TypeDoc) and the errors guide (docs/guide/errors.md, from docs/errors.md).
import { generateApiReference } from './generateApiReference.mjs'
import { generateErrorsGuide } from './generateErrorsGuide.mjs'

const started = Date.now()
generateErrorsGuide()
await generateApiReference()
console.log(`docs: API reference and errors guide generated in ${((Date.now() - started) / 1000).toFixed(1)} s`)
