import { createV0Transport } from '@ledgernet/v0-client'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fastWait, signerOf, useHttpSandbox } from '../../test/sandboxFixtures.js'
import { createNonFungibleResource } from './createNonFungibleResource.js'

const sandbox = useHttpSandbox()
const v0 = () => createV0Transport({ baseUrl: sandbox().v0Url })
afterEach(async () => {
  await sandbox().setAutomine(true)
})

describe('non-fungibles', () => {
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
    expect(created.receipt.state_updates.new_resources).toEqual([resourceAddress])
    expect(created.resource.manager).toEqual({
      resource_type: 'NonFungible',
      metadata: [
        { key: 'description', value: 'Row A' },
        { key: 'name', value: 'Seats' },
      ],
      total_supply: '0',
    })
  })

  it('creates a resource at the address computed from the intent hash, read back', () => {
    expect(resourceAddress).toMatch(/^resource_sim1/)
  })
})
