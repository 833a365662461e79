// What the page does after the root README's wallet example (which it runs as written, given the
// in-memory sandbox's fetch): a token creation and a snapshot/revert, through @ledgernet/flows
// against the same in-page sandbox. Shows the outcome as JSON in #result (data-state "done" or
// "failed"), which the test reads.
import { encodeAccountAddress, fromSubunits, type Signer, toSubunits } from '@ledgernet/crypto'
import { createToken, transfer } from '@ledgernet/flows'
import type { GatewayClient } from '@ledgernet/gateway-client'
import type { MemorySandbox } from '@ledgernet/sandbox'

const show = (state: 'done' | 'failed', value: unknown): void => {
  const result = document.querySelector<HTMLElement>('#result')!
  result.textContent = JSON.stringify(value, (_key, inner: unknown) => (typeof inner === 'bigint' ? `${inner}` : inner))
  result.dataset.state = state
}

async function steps(sandbox: MemorySandbox, gateway: GatewayClient, signer: Signer) {
  const owner = encodeAccountAddress(signer.publicKey, 'localnet')
  const token = await createToken(gateway, {
    signer,
    symbol: 'page',
    name: 'In-page token',
    description: 'Created in a browser page, on a ledger in the same page',
    isSupplyMutable: false,
    supply: toSubunits('1000'),
    maxFee: toSubunits('101'),
  })
  const rri = token.tokenRri!
  const atSnapshot = { version: sandbox.ledgerState().version, balance: sandbox.balanceOf(owner, rri) }
  const id = await sandbox.snapshot()
  const sent = await transfer(gateway, {
    signer,
    to: sandbox.accounts[1]!.address,
    amount: toSubunits('250'),
    token: rri,
    maxFee: toSubunits('1'),
  })
  const afterTransfer = { version: sandbox.ledgerState().version, balance: sandbox.balanceOf(owner, rri) }
  const reverted = await sandbox.revert(id)
  return {
    token: { rri, status: token.status, fee: fromSubunits(token.fee) },
    atSnapshot,
    afterTransfer: { ...afterTransfer, status: sent.status },
    afterRevert: { version: reverted.version, balance: sandbox.balanceOf(owner, rri) },
    invariants: sandbox.invariantProblems(),
  }
}

/**
 * Runs the steps after the README's example and shows their outcome in the page.
 *
 * @example
 * await afterTheReadme(sandbox, gateway, signer)
 */
export async function afterTheReadme(sandbox: MemorySandbox, gateway: GatewayClient, signer: Signer) {
  await steps(sandbox, gateway, signer).then(
    (value) => show('done', value),
    (error: unknown) => show('failed', { name: (error as Error)?.name, message: (error as Error)?.message }),
  )
}
