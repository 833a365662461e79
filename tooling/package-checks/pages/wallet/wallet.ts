// The page the browser check loads, bundled by esbuild from a consumer project that installed
// the packed tarballs. It does what a wallet does: make a key, receive a transfer, create a token
// — through @ledgernet/flows against the sandbox whose URL is in `?gateway=` — and shows the
// outcome as JSON in #result (data-state "done" or "failed"), which the check reads.
import {
  createSigner,
  encodeAccountAddress,
  fromSubunits,
  PrivateKey,
  parseSubunits,
  privateKeyFromMnemonic,
  toSubunits,
  v0AccountAddress,
  v0ResourceAddressForRri,
} from '@ledgernet/crypto'
import { createToken, transfer } from '@ledgernet/flows'
import { createGatewayClient } from '@ledgernet/gateway-client'
import { createV0Client, getComponent } from '@ledgernet/v0-client'

const steps = document.querySelector('#steps')!
const result = document.querySelector<HTMLElement>('#result')!
const step = (text: string): void => {
  const item = document.createElement('li')
  item.textContent = text
  steps.append(item)
}
const show = (state: 'done' | 'failed', value: unknown): void => {
  result.textContent = JSON.stringify(
    value,
    (_key, inner: unknown) => (typeof inner === 'bigint' ? inner.toString() : inner),
    2,
  )
  result.dataset.state = state
}

async function run(): Promise<unknown> {
  const baseUrl = new URLSearchParams(location.search).get('gateway')
  if (baseUrl === null) throw new Error('the page needs ?gateway=<sandbox URL>')
  const gateway = createGatewayClient({ baseUrl, network: 'localnet' })
  const v0 = createV0Client({ baseUrl })

  // The sandbox funds the development accounts; index 0 pays the new key.
  const funder = createSigner(
    privateKeyFromMnemonic('test test test test test test test test test test test junk', { index: 0 }),
  )
  const key = PrivateKey.generate()
  const address = encodeAccountAddress(key.publicKey, 'localnet')
  step(`made a key: ${address}`)

  const funding = await transfer(gateway, {
    signer: funder,
    to: address,
    amount: toSubunits('250'),
    maxFee: toSubunits('1'),
  })
  step(`transfer of 250 XRD confirmed: ${funding.transactionId}`)

  const token = await createToken(gateway, {
    signer: key.toSigner(),
    symbol: 'page',
    name: 'Browser page token',
    description: 'Created by the browser check of @ledgernet/package-checks',
    isSupplyMutable: false,
    supply: toSubunits('1000'),
    maxFee: toSubunits('101'),
  })
  step(`token created: ${token.tokenRri}`)

  const account = await getComponent({
    client: v0,
    body: { component_address: v0AccountAddress(key.publicKey, 'localnet') },
  })
  const tokenAddress = v0ResourceAddressForRri(token.tokenRri)
  const held = account.owned_vaults.find((vault) => vault.resource_address === tokenAddress)
  step('balances read through Gateway v0')
  return {
    account: address,
    transfer: { transactionId: funding.transactionId, fee: fromSubunits(funding.fee) },
    token: { rri: token.tokenRri, transactionId: token.transactionId, fee: fromSubunits(token.fee) },
    balance: held && 'amount' in held ? fromSubunits(parseSubunits(held.amount)) : null,
  }
}

run().then(
  (value) => show('done', value),
  (error: unknown) =>
    show('failed', { name: (error as Error)?.name, message: (error as Error)?.message ?? String(error) }),
)
