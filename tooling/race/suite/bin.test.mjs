// One file of the suite against the `ledgernet-sandbox` bin: the bin of this worker (one per
// worker, started by binSetup.mjs), a snapshot before each test and a revert after it through its
// JSON-RPC controls, three transfers through the flows and a balance read through Gateway v0.
import {
  createSigner,
  nativeTokenRri,
  PrivateKey,
  toSubunits,
  v0AccountAddress,
  v0ResourceAddressForRri,
} from '@ledgernet/crypto'
import { transfer } from '@ledgernet/flows'
import { createGatewayTransport } from '@ledgernet/gateway-client'
import { createSandboxControls } from '@ledgernet/sandbox/controls'
import { createV0Client, getComponent } from '@ledgernet/v0-client'
import { afterEach, beforeEach, expect, inject, it } from 'vitest'

const bins = inject('bins')
const bin = bins[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % bins.length]
const controls = createSandboxControls({ url: bin.rpcUrl })
const XRD = v0ResourceAddressForRri(nativeTokenRri('localnet'))
let snapshot
beforeEach(async () => {
  snapshot = await controls.snapshot()
})
afterEach(async () => {
  await controls.revert(snapshot)
})

for (let test = 1; test <= 5; test++)
  it(`test ${test}: three transfers, then the recipient's balance`, async () => {
    const [alice, bob] = bin.accounts
    const gateway = createGatewayTransport({ baseUrl: bin.gatewayUrl, network: 'localnet' })
    const signer = createSigner(PrivateKey.fromHex(alice.privateKey))
    for (let n = 0; n < 3; n++) {
      const { status } = await transfer(gateway, {
        signer,
        to: bob.address,
        amount: toSubunits('1'),
        maxFee: toSubunits('1'),
      })
      expect(status).toBe('CONFIRMED')
    }
    const v0 = createV0Client({ baseUrl: bin.v0Url })
    const account = await getComponent({
      client: v0,
      body: { component_address: v0AccountAddress(bob.publicKey, 'localnet') },
    })
    const xrd = account.owned_vaults.find((vault) => vault.resource_address === XRD)
    expect(xrd?.amount).toBe('1000003000000000000000000')
  })
