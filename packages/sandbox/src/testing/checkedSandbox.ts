import type { Sandbox } from '../Sandbox.js'
import type { SandboxOptions } from '../SandboxOptions.js'
import { specCheckedClients, type CheckedClients } from './specCheckedClients.js'
import { startTestSandbox } from './testSandbox.js'

/**
 * A test sandbox with clients whose every exchange is checked against the specs; end it with
 * {@link stopCheckedSandbox}.
 *
 * @example
 * beforeAll(async () => {
 *   ;({ sandbox, clients } = await startCheckedSandbox())
 * })
 */
export async function startCheckedSandbox(options: SandboxOptions = {}): Promise<{ sandbox: Sandbox; clients: CheckedClients }> {
  const sandbox = await startTestSandbox(options)
  return { sandbox, clients: specCheckedClients(sandbox) }
}

/**
 * After a file's tests: every exchange conformed to its spec and the ledger's invariants hold;
 * then the sandbox stops.
 *
 * @example
 * afterAll(() => stopCheckedSandbox(sandbox, clients))
 */
export async function stopCheckedSandbox(sandbox: Sandbox, clients: CheckedClients): Promise<void> {
  clients.expectConforming()
  sandbox.assertInvariants()
  await sandbox.stop()
}
