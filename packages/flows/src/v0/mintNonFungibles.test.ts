import { v0AccountAddress } from '@ledgernet/crypto'
import { createV0Transport } from '@ledgernet/v0-client'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fastWait, signerOf, useHttpSandbox } from '../../test/sandboxFixtures.js'
import { TransactionFailedError } from '../errors/TransactionFailedError.js'
import { createNonFungibleResource } from './createNonFungibleResource.js'
import { mintNonFungibles } from './mintNonFungibles.js'

const sandbox = useHttpSandbox()
const v0 = () => createV0Transport({ baseUrl: sandbox().v0Url })
afterEach(async () => {
  await sandbox().setAutomine(true)
})

describe('mintNonFungibles', () => {
  let resourceAddress: string

  beforeAll(async () => {
    const [alice] = sandbox().accounts
    const created = await createNonFungibleResource(v0(), {
      notary: signerOf(alice!),
      network: 'localnet',
      metadata: [
        { key: 'name', value: 'Seats' },
        { key: 'description', value: 'Row A' },
      ],
      ...fastWait,
    })
    resourceAddress = created.resourceAddress
  })

  it('mints non-fungibles to an account and reads each back', async () => {
    const [alice, bob] = sandbox().accounts
    const { nonFungibles, receipt } = await mintNonFungibles(v0(), {
      notary: signerOf(alice!),
      network: 'localnet',
      resource: resourceAddress,
      to: bob!.v0Address,
      nonFungibles: [
        { id: '01', immutableData: 'a1' },
        { id: 'FF02', mutableData: 'b2' },
      ],
      ...fastWait,
    })
    expect(nonFungibles).toEqual([
      { id_hex: '01', is_deleted: false, immutable_data: 'a1', mutable_data: '' },
      { id_hex: 'ff02', is_deleted: false, immutable_data: '', mutable_data: 'b2' },
    ])
    expect(receipt.state_updates.non_fungible_changes).toEqual([
      {
        component_address: bob!.v0Address,
        resource_address: resourceAddress,
        added_ids_hex: ['01', 'ff02'],
        removed_ids_hex: [],
      },
    ])
  })

  it("a stranger's mint fails (TransactionFailedError), and so does an id that exists", async () => {
    const [alice, bob] = sandbox().accounts
    const stranger = await mintNonFungibles(v0(), {
      notary: signerOf(bob!),
      network: 'localnet',
      resource: resourceAddress,
      nonFungibles: [{ id: '09' }],
      ...fastWait,
    }).catch((e: unknown) => e)
    expect(stranger).toBeInstanceOf(TransactionFailedError)
    expect(stranger).toMatchObject({ status: 'Failed' })
    // Each test starts from the same ledger: the id is minted here first.
    await mintNonFungibles(v0(), {
      notary: signerOf(alice!),
      network: 'localnet',
      resource: resourceAddress,
      nonFungibles: [{ id: '01' }],
      ...fastWait,
    })
    const twice = await mintNonFungibles(v0(), {
      notary: signerOf(alice!),
      network: 'localnet',
      resource: resourceAddress,
      nonFungibles: [{ id: '01' }],
      ...fastWait,
    }).catch((e: unknown) => e)
    expect(twice).toMatchObject({ code: 'TRANSACTION_FAILED', failure: expect.stringContaining('already exists') })
    expect(v0AccountAddress(signerOf(alice!).publicKey, 'localnet')).toBe(alice!.v0Address)
  })
})
