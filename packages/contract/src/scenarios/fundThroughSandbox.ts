import { encodeAccountAddress, type Network, nativeTokenRri, PrivateKey } from '@ledgernet/crypto'
import type { ContractRandom } from '../ContractRandom.js'
import { exchangeHttp } from '../exchangeHttp.js'

/** What the scenarios need of the ledger: a key whose account holds this much XRD (subunits). */
export const scenarioFunds = 1_000n * 10n ** 18n

/**
 * The scenarios' provider state against a sandbox: when no funded key is given and the JSON-RPC
 * endpoint has the sandbox's test controls, a key drawn from the run's seed and its account given
 * {@link scenarioFunds} XRD with `sandbox_setBalance` (as Pact's provider states set a provider
 * up). Answers the key, or `undefined` when the server has no such control (any server that is
 * not a sandbox): the operator then gives a funded key.
 *
 * @example
 * const key = options.privateKey ?? (await fundThroughSandbox({ fetch, timeout, rpcUrl, network, random, signal }))
 */
export async function fundThroughSandbox(options: {
  fetch: typeof fetch
  timeout: number
  rpcUrl: string
  network: Network
  random: ContractRandom
  signal: AbortSignal
}): Promise<PrivateKey | undefined> {
  const key = PrivateKey.fromBytes(options.random.bytes('provider state key', 32))
  const { answer } = await exchangeHttp(
    options.fetch,
    {
      method: 'POST',
      url: options.rpcUrl,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 'provider-state',
        method: 'sandbox_setBalance',
        params: [
          encodeAccountAddress(key.publicKey, options.network),
          scenarioFunds.toString(),
          nativeTokenRri(options.network),
        ],
      }),
    },
    options.timeout,
    options.signal,
  )
  const envelope = answer?.body as { result?: unknown } | undefined
  return answer?.status === 200 && envelope !== undefined && 'result' in envelope && envelope.result !== null
    ? key
    : undefined
}
