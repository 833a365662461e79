import { createSigner, PrivateKey, type Signer } from '@ledgernet/crypto'
import { silentLogger, startSandbox, type Sandbox, type SandboxOptions } from '@ledgernet/sandbox'
import { afterAll, beforeAll } from 'vitest'

/**
 * Starts one in-process sandbox for the test file (port 0, short rounds) and stops it after.
 * Returns a getter: the sandbox exists only once `beforeAll` ran.
 */
export function useSandbox(options: SandboxOptions = {}): () => Sandbox {
  let sandbox: Sandbox | undefined
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, roundMs: 10, accounts: 4, logger: silentLogger, ...options })
  })
  afterAll(async () => {
    await sandbox?.stop()
  })
  return () => sandbox!
}

/** A Signer that counts its calls, so that a test can assert nothing was signed. */
export type CountingSigner = Signer & { readonly calls: number }

/** The Signer of a sandbox account (the sandbox reports development keys), counting its calls. */
export function signerOf(account: { privateKey?: string }): CountingSigner {
  const inner = createSigner(PrivateKey.fromHex(account.privateKey!))
  let calls = 0
  return {
    publicKey: inner.publicKey,
    get calls() {
      return calls
    },
    sign(payload) {
      calls++
      return inner.sign(payload)
    },
  }
}

/** Short polling for tests: the sandbox commits every 10 ms. */
export const fastWait = { pollingInterval: 10, maxPollingInterval: 50, timeout: 10_000 } as const
