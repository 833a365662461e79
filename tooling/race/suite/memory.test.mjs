// One file of the in-memory suite: `useSandbox` from @ledgernet/sandbox/vitest (one in-memory
// sandbox per worker, a snapshot before each test and a revert after it: a fresh ledger per test),
// three transfers through the flows and a balance read through Gateway v0 per test.
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
import { useSandbox } from '@ledgernet/sandbox/vitest'
import { createV0Client, getComponent } from '@ledgernet/v0-client'
import { expect, it } from 'vitest'

const sandbox = useSandbox({ accounts: 2 })
const XRD = v0ResourceAddressForRri(nativeTokenRri('localnet'))

for (let test = 1; test <= 5; test++)
  it(`test ${test}: three transfers, then the recipient's balance`, async () => {
    const { fetch, gatewayUrl, v0Url, accounts } = sandbox()
    const [alice, bob] = accounts
    const gateway = createGatewayTransport({ baseUrl: gatewayUrl, network: 'localnet', fetch })
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
    const v0 = createV0Client({ baseUrl: v0Url, fetch })
    const account = await getComponent({
      client: v0,
      body: { component_address: v0AccountAddress(bob.publicKey, 'localnet') },
    })
    const xrd = account.owned_vaults.find((vault) => vault.resource_address === XRD)
    expect(xrd?.amount).toBe('1000003000000000000000000')
  })
