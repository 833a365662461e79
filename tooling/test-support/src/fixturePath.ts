import { fileURLToPath } from 'node:url'

/**
 * The absolute path of a spec fixture the packages' tests share (`tooling/test-support/fixtures/`):
 * the one home of `ledger.openapi.yaml`, `ledger.openrpc.json` and the per-keyword fixtures
 * (`keywords/nullable-3.0.yaml`, …).
 *
 * @example
 * const spec = fixturePath('ledger.openapi.yaml')
 */
export function fixturePath(name: string): string {
  return fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url))
}
