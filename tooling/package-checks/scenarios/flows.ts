// Needs a running ledger: the check starts the packed `ledgernet-sandbox` and passes its URL as
// LEDGERNET_GATEWAY_URL (the flows' own dependencies do not include the sandbox).
import { createSigner, encodeAccountAddress, privateKeyFromMnemonic, toSubunits } from '@ledgernet/crypto'
import { createToken, FeeTooHighError, mint, transfer, viaJsonRpc } from '@ledgernet/flows'
import { createGatewayTransport } from '@ledgernet/gateway-client'
import { createRpcTransport } from '@ledgernet/rpc-client'
import { expectEqual, expectFailure } from './support/assertions.js'

const environment = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {}
const baseUrl = environment.LEDGERNET_GATEWAY_URL
if (baseUrl === undefined) throw new Error('LEDGERNET_GATEWAY_URL is not set')

const mnemonic = 'test test test test test test test test test test test junk'
const alice = createSigner(privateKeyFromMnemonic(mnemonic, { index: 0 }))
const bob = encodeAccountAddress(privateKeyFromMnemonic(mnemonic, { index: 1 }).publicKey, 'localnet')
const gateway = createGatewayTransport({ baseUrl, network: 'localnet' })
const node = viaJsonRpc(createRpcTransport({ baseUrl: `${baseUrl}/rpc` }))

const viaGateway = await transfer(gateway, {
  signer: alice,
  to: bob,
  amount: toSubunits('1.5'),
  maxFee: toSubunits('1'),
})
expectEqual(
  [viaGateway.status, /^[0-9a-f]{64}$/.test(viaGateway.transactionId)],
  ['CONFIRMED', true],
  'transfer through the Gateway API',
)
const viaRpc = await transfer(node, {
  signer: alice,
  to: bob,
  amount: toSubunits('2'),
  maxFee: toSubunits('1'),
  network: 'localnet',
})
expectEqual(viaRpc.status, 'CONFIRMED', 'transfer through JSON-RPC')

const symbol = `gem${Date.now().toString(36)}`
const created = await createToken(gateway, {
  signer: alice,
  symbol,
  name: 'Gem',
  isSupplyMutable: true,
  mints: [{ amount: toSubunits('500') }],
  maxFee: toSubunits('101'),
})
expectEqual(created.tokenRri?.startsWith(`${symbol}_dr1`), true, 'createToken names the new token')
const minted = await mint(gateway, {
  signer: alice,
  token: created.tokenRri!,
  amount: toSubunits('5'),
  to: bob,
  maxFee: toSubunits('1'),
})
expectEqual(minted.status, 'CONFIRMED', 'mint of the new token')

const refused = await expectFailure(
  () => transfer(gateway, { signer: alice, to: bob, amount: 1n, maxFee: 1n }),
  (error) => error instanceof FeeTooHighError,
  'a fee above maxFee',
)
expectEqual((refused as FeeTooHighError).maxFee, 1n, 'the error carries maxFee')
console.log('ok: flows')
