import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  exportedFunctions,
  nameClashes,
  repeatedFunctions,
  sharedBaseNames,
  sourceFiles,
  staleAllowances,
} from './nameClashes.js'

const root = fileURLToPath(new URL('../../../', import.meta.url))

describe('one definition per name', () => {
  it('the repository has no file name in two packages and no function defined twice', () => {
    expect(sourceFiles(root).length).toBeGreaterThan(300)
    expect(nameClashes(root)).toEqual([])
  })

  it('refuses a base name two packages share, but for the names that mean one thing everywhere', () => {
    expect(
      sharedBaseNames([
        'packages/crypto/src/addresses/accountAddress.ts',
        'packages/transaction/src/accountAddress.ts',
        'packages/crypto/src/index.ts',
        'packages/transaction/src/index.ts',
        'packages/sandbox/src/useSandbox.ts',
        'packages/sandbox/src/node/useSandbox.ts',
      ]),
    ).toEqual([
      'accountAddress.ts: packages/crypto/src/addresses/accountAddress.ts, packages/transaction/src/accountAddress.ts',
    ])
  })

  it('refuses a function defined in two files, but for a Node face beside its portable twin', () => {
    const sources: Record<string, string> = {
      'packages/sandbox/src/useSandbox.ts': 'export const useSandbox: UseSandbox = (hooks, options = {}) => {}',
      'packages/sandbox/src/node/useSandbox.ts': 'export const useSandbox: UseSandbox = (hooks) => {}',
      'packages/sandbox/src/vitest.ts': 'export function useSandbox(options) {}',
      'packages/flows/src/sleep.ts': 'export async function sleep(ms: number) {}',
      'packages/transport/src/sleep.ts': 'export const sleep = async (ms: number): Promise<void> => {}',
      'packages/crypto/src/hashes/sha256.ts': 'export function sha256(bytes) {}',
      'packages/crypto/src/hashes/sha256.node.ts': 'export function sha256(bytes) {}',
      'packages/cli/src/port.ts': 'export function closedPort() {}',
      'packages/transport/src/port.node.ts': 'export function closedPort() {}',
    }
    expect(repeatedFunctions(Object.keys(sources), (file) => sources[file] as string)).toEqual([
      'sleep: packages/flows/src/sleep.ts, packages/transport/src/sleep.ts',
      // A Node face of another package's function is a second definition.
      'closedPort: packages/cli/src/port.ts, packages/transport/src/port.node.ts',
    ])
    // The vitest entry's useSandbox is listed by design; a third portable one is not.
    sources['packages/sandbox/src/testing2.ts'] = 'export function useSandbox() {}'
    expect(repeatedFunctions(Object.keys(sources), (file) => sources[file] as string)).toContain(
      'useSandbox: packages/sandbox/src/useSandbox.ts, packages/sandbox/src/node/useSandbox.ts, packages/sandbox/src/vitest.ts, packages/sandbox/src/testing2.ts',
    )
  })

  it('refuses an allowance whose file no longer holds the name', () => {
    expect(staleAllowances([], () => '')).toContain(
      'useSandbox: packages/sandbox/src/vitest.ts no longer holds it; remove its entry',
    )
    expect(
      staleAllowances(['packages/sandbox/src/vitest.ts'], () => 'export function useSandbox() {}').filter((line) =>
        line.startsWith('useSandbox'),
      ),
    ).toEqual([])
  })

  it('reads exported function definitions, not re-exports, types or values', () => {
    expect(
      exportedFunctions(
        [
          'export function a() {}',
          'export async function b() {}',
          'export function a(x: number): void',
          'export const c = (x: number) => x',
          'export const d: F = async (x) => x',
          'export const e = x => x',
          'export const f = function () {}',
          'export const g = 1',
          "export { h } from './h.js'",
          'export type I = () => void',
          'const j = () => 1',
        ].join('\n'),
      ),
    ).toEqual(['a', 'b', 'c', 'd', 'e', 'f'])
  })
})
