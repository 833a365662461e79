import { existsSync } from 'node:fs'
import { fixturePath } from '@ledgernet/test-support/fixturePath'
import { type SpecName, specList, specNames, specPath } from '../src/index.js'

/** The documents every test runs on: every spec of codegen.config.json (those present) and the fixtures. */
export const fixturePaths = {
  'fixture-openapi': fixturePath('ledger.openapi.yaml'),
  'fixture-openrpc': fixturePath('ledger.openrpc.json'),
}

/**
 * The documents the house rules of specs/ apply to (descriptions and examples everywhere, redocly,
 * no unused component, example round trips): ours, not the specs their owners publish (`published`
 * in codegen.config.json), which `published.test.ts` reads as they are.
 */
export const documents: { id: string; path: string; real: boolean }[] = [
  ...specNames
    .filter((name) => existsSync(specPath(name)) && !isPublished(name))
    .map((name) => ({ id: name, path: specPath(name), real: true })),
  ...Object.entries(fixturePaths).map(([id, path]) => ({ id, path, real: false })),
]

/** The specs of codegen.config.json that their owners publish. */
export const publishedSpecs: SpecName[] = specNames.filter((name) => existsSync(specPath(name)) && isPublished(name))

function isPublished(name: SpecName): boolean {
  return (specList[name] as { readonly published?: boolean }).published === true
}
