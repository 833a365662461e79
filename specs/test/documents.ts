import { existsSync } from 'node:fs'
import { fixturePath } from '@ledgernet/test-support/fixturePath'
import { specNames, specPath } from '../src/index.js'

/** The documents every test runs on: every spec of codegen.config.json (those present) and the fixtures. */
export const fixturePaths = {
  'fixture-openapi': fixturePath('ledger.openapi.yaml'),
  'fixture-openrpc': fixturePath('ledger.openrpc.json'),
}

export const documents: { id: string; path: string; real: boolean }[] = [
  ...specNames
    .filter((name) => existsSync(specPath(name)))
    .map((name) => ({ id: name, path: specPath(name), real: true })),
  ...Object.entries(fixturePaths).map(([id, path]) => ({ id, path, real: false })),
]
