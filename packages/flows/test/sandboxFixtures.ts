import { createSigner, PrivateKey, type Signer } from '@ledgernet/crypto'
import type { Sandbox, SandboxOptions } from '@ledgernet/sandbox'
import { useSandbox as useWorkerSandbox } from '@ledgernet/sandbox/vitest'

/**
 * The test file's sandbox (`@ledgernet/sandbox/vitest`: one per worker, automine, each test on a
 * clean ledger) behind HTTP (`http: true`: some tests put a tampering proxy in front of it), with
 * four accounts unless told otherwise. Returns a getter for tests and hooks.
 */
export function useHttpSandbox(options: SandboxOptions = {}): () => Sandbox {
  return useWorkerSandbox({ accounts: 4, ...options, http: true })
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

/** Short polling for tests (the sandbox commits at once, or every few milliseconds in interval mode). */
export const fastWait = { pollingInterval: 10, maxPollingInterval: 50, timeout: 10_000 } as const
