import { afterAll, afterEach } from 'vitest'
import type { Sandbox } from '../../src/Sandbox.js'
import type { SandboxOptions } from '../../src/SandboxOptions.js'
import { useSandbox } from '../../src/vitest.js'
import { type CheckedClients, specCheckedClients } from './specCheckedClients.js'

/**
 * The test files' sandbox (`@ledgernet/sandbox/vitest`: one per worker, each test on a clean
 * ledger) with clients whose every exchange is checked against the specs: after each test the
 * ledger's invariants hold, after the file every exchange conformed.
 *
 * @example
 * const { sandbox, clients } = useCheckedSandbox()
 * it('derives', async () => { await clients().gateway.deriveToken({ … }) })
 */
export function useCheckedSandbox(options: SandboxOptions = {}): {
  sandbox: () => Sandbox
  clients: () => CheckedClients
} {
  const sandbox = useSandbox({ accounts: 4, ...options, http: true })
  let clients: CheckedClients | undefined
  afterEach(() => sandbox().assertInvariants())
  afterAll(() => clients?.expectConforming())
  return { sandbox, clients: () => (clients ??= specCheckedClients(sandbox())) }
}
