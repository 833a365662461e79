import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { specNames, specPath } from '../src/index.js'

/** The documents every test runs on: every spec of codegen.config.json (those present) and the fixtures. */
export const fixturePaths = {
  'fixture-openapi': fileURLToPath(new URL('./fixtures/ledger.openapi.yaml', import.meta.url)),
  'fixture-openrpc': fileURLToPath(new URL('./fixtures/ledger.openrpc.json', import.meta.url)),
}

export const documents: { id: string; path: string; real: boolean }[] = [
  ...specNames
    .filter((name) => existsSync(specPath(name)))
    .map((name) => ({ id: name, path: specPath(name), real: true })),
  ...Object.entries(fixturePaths).map(([id, path]) => ({ id, path, real: false })),
]
