// What each runtime of the matrix runs against the packed packages (plain JavaScript: Node 20 and
// 22, Deno 2 and Bun 1 run it as it is): the four interfaces and a transfer through the flows,
// against the sandbox whose `fetch` it is given.
import { createSigner, PrivateKey, toSubunits } from '@ledgernet/crypto'
import { transfer } from '@ledgernet/flows'
import { createGatewayTransport, deriveToken } from '@ledgernet/gateway-client'
import { createNodeRestClient, getSystem, ping } from '@ledgernet/node-rest-client'
import { createRpcClient, statusOfTransaction } from '@ledgernet/rpc-client'
import { createV0Client, getEpoch } from '@ledgernet/v0-client'

/**
 * Runs the exercise against a sandbox reached at `baseUrl` through `fetch` (its own, in memory;
 * the global one over HTTP) and answers what it saw.
 */
export async function exercise({ baseUrl, fetch, accounts, admin }) {
  const gateway = createGatewayTransport({ baseUrl, network: 'localnet', fetch })
  const [alice, bob] = accounts
  const { token_identifier } = await deriveToken({
    client: gateway,
    body: { public_key: { hex: alice.publicKey }, symbol: 'gold' },
  })
  const rpc = createRpcClient({ baseUrl: `${baseUrl}/rpc`, fetch })
  const unknown = await statusOfTransaction({ client: rpc, params: ['1a'.repeat(32)] })
  const nodeRest = createNodeRestClient({ baseUrl, fetch, credentials: admin })
  const pong = await ping({ client: nodeRest })
  const system = await getSystem({ client: nodeRest })
  // An admin call without the admin's credentials: node REST's 401, in every runtime.
  const anonymous = await fetch(`${baseUrl}/api/system/modules/api/websockets`, { method: 'DELETE' })
  const v0 = createV0Client({ baseUrl, fetch })
  const { epoch } = await getEpoch({ client: v0 })
  const signer = createSigner(PrivateKey.fromHex(alice.privateKey))
  const sent = await transfer(gateway, { signer, to: bob.address, amount: toSubunits('2.5'), maxFee: toSubunits('1') })
  return {
    gateway: token_identifier.rri,
    rpc: 'status' in unknown ? unknown.status : unknown.failure,
    nodeRest: [pong.response, system.agent.name, anonymous.status],
    v0: Number.isInteger(epoch),
    transfer: [sent.status, sent.transactionId.length, sent.fee > 0n],
  }
}
