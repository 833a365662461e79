import {
  encodeAccountAddress,
  nativeTokenRri,
  PrivateKey,
  toSubunits,
  v0ResourceAddressForRri,
} from '@ledgernet/crypto'
import { createGatewayTransport } from '@ledgernet/gateway-client'
import { createV0Transport } from '@ledgernet/v0-client'
import { describe, expect, it } from 'vitest'
import { fastWait, signerOf, useHttpSandbox } from '../../test/sandboxFixtures.js'
import { createToken } from '../createToken.js'
import { transfer } from '../transfer.js'
import { getBalance } from './getBalance.js'
import { getBalances } from './getBalances.js'

const sandbox = useHttpSandbox()
const v0 = () => createV0Transport({ baseUrl: sandbox().v0Url })
const xrd = nativeTokenRri('localnet')

describe('getBalances and getBalance', () => {
  it('read what the ledger holds, as bigints with each token’s rri, symbol and name, by either address', async () => {
    const [alice] = sandbox().accounts
    const signer = signerOf(alice!)
    const owner = PrivateKey.generate()
    const to = encodeAccountAddress(owner.publicKey, 'localnet')
    const gateway = createGatewayTransport({ baseUrl: sandbox().gatewayUrl, network: 'localnet' })
    expect(await getBalances(v0(), to)).toEqual([])
    expect((await getBalance(v0(), to)).amount).toBe(0n)

    await transfer(gateway, { signer, to, amount: toSubunits('2.5'), maxFee: toSubunits('1'), ...fastWait })
    const { tokenRri } = await createToken(gateway, {
      signer,
      symbol: 'ruby',
      name: 'Ruby',
      isSupplyMutable: true,
      mints: [{ to, amount: toSubunits('7') }],
      maxFee: toSubunits('101'),
      ...fastWait,
    })

    const balances = await getBalances(v0(), to)
    expect(balances).toHaveLength(2)
    expect(balances).toContainEqual({
      rri: xrd,
      resourceAddress: v0ResourceAddressForRri(xrd),
      symbol: 'xrd',
      name: expect.any(String),
      amount: toSubunits('2.5'),
      isSupplyMutable: expect.any(Boolean),
    })
    expect(balances).toContainEqual({
      rri: tokenRri,
      resourceAddress: v0ResourceAddressForRri(tokenRri),
      symbol: 'ruby',
      name: 'Ruby',
      amount: toSubunits('7'),
      isSupplyMutable: true,
    })
    // The same as the ledger itself holds, and the same by the account's v0 address.
    expect((await getBalance(v0(), to)).amount).toBe(sandbox().balanceOf(to))
    expect((await getBalance(v0(), to, tokenRri)).amount).toBe(sandbox().balanceOf(to, tokenRri))
    expect(await getBalances(v0(), sandbox().accounts.find((a) => a.address === alice!.address)!.v0Address)).toEqual(
      await getBalances(v0(), alice!.address),
    )
    // A balance reads into arithmetic: what alice holds less what she sent.
    const { amount } = await getBalance(v0(), alice!.address)
    expect(amount - toSubunits('1')).toBe(sandbox().balanceOf(alice!.address) - toSubunits('1'))
  })

  it('refuses an undefined token, another kind of address, and names the field', async () => {
    const bob = sandbox().accounts[1]!
    await expect(getBalance(v0(), bob.address, undefined as unknown as string)).rejects.toMatchObject({
      field: 'rri',
      problem: 'must be a token identifier; omit it to read XRD',
    })
    await expect(getBalances(v0(), 'ddx1notanaddress')).rejects.toMatchObject({ field: 'address' })
    await expect(getBalance(v0(), bob.address, 'xrd_rr1qy5wfsfh')).rejects.toMatchObject({ field: 'rri' })
  })
})
