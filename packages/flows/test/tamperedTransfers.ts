import { toSubunits } from '@ledgernet/crypto'
import { createGatewayTransport } from '@ledgernet/gateway-client'
import { createRpcTransport } from '@ledgernet/rpc-client'
import type { Sandbox } from '@ledgernet/sandbox'
import { startTamperingProxy, type TamperingRules } from '@ledgernet/test-support/tamperingProxy'
import { afterEach } from 'vitest'
import { transfer } from '../src/transfer.js'
import { viaJsonRpc } from '../src/viaJsonRpc.js'
import { fastWait, signerOf } from './sandboxFixtures.js'

/** Each interface a flow runs over, with the names of its finalize and submit steps as a proxy counts them. */
export const interfaces = [
  {
    name: 'the Gateway API',
    client: (url: string) => createGatewayTransport({ baseUrl: url, network: 'localnet' }),
    finalize: '/transaction/finalize',
    submit: '/transaction/submit',
  },
  {
    name: 'JSON-RPC',
    client: (url: string) => viaJsonRpc(createRpcTransport({ baseUrl: `${url}/rpc` })),
    finalize: 'ledger.finalizeTransaction',
    submit: 'ledger.submitTransaction',
  },
]

/**
 * Transfers through a tampering proxy in front of the file's sandbox (`sandbox`); the proxies a
 * test starts are closed after it.
 */
export function tamperedTransfers(sandbox: () => Sandbox) {
  const proxies: { close(): Promise<void> }[] = []
  afterEach(async () => {
    await Promise.all(proxies.splice(0).map((proxy) => proxy.close()))
  })
  const proxy = async (rules: TamperingRules) => {
    const started = await startTamperingProxy(sandbox().gatewayUrl, rules)
    proxies.push(started)
    return started
  }

  /** Runs a 1 XRD transfer from Alice to Bob over one interface, through a proxy with `rules`; reports what happened. */
  async function attempt(
    { client, finalize, submit }: (typeof interfaces)[number],
    rules: TamperingRules,
    maxFee = toSubunits('1'),
  ) {
    const started = await proxy(rules)
    const [alice, bob] = sandbox().accounts
    const signer = signerOf(alice!)
    const before = sandbox().balanceOf(bob!.address)
    const error = await transfer(client(started.url), {
      signer,
      network: 'localnet',
      to: bob!.address,
      amount: 10n ** 18n,
      maxFee,
      ...fastWait,
    }).then(
      () => undefined,
      (e: unknown) => e,
    )
    return {
      error,
      signed: signer.calls,
      finalized: started.count(finalize),
      submitted: started.count(submit),
      moved: sandbox().balanceOf(bob!.address) - before,
    }
  }

  /** A transfer of 1 subunit from Alice to Bob over the Gateway API, through a proxy with `rules`. */
  async function transferThrough(rules: TamperingRules) {
    const started = await proxy(rules)
    const [alice, bob] = sandbox().accounts
    const result = await transfer(createGatewayTransport({ baseUrl: started.url, network: 'localnet' }), {
      signer: signerOf(alice!),
      to: bob!.address,
      amount: 1n,
      maxFee: toSubunits('1'),
      ...fastWait,
    })
    return { proxy: started, result }
  }

  return { proxy, attempt, transferThrough }
}
