import { fileURLToPath } from 'node:url'
import { checkGenerated, findClients } from '@ledgernet/codegen'
import { expect, it } from 'vitest'

// src/generated/ is what `pnpm generate` makes from the spec today: nothing hand-edited, nothing stale.
it('the committed generated code is up to date with its spec', async () => {
  const root = fileURLToPath(new URL('../../../', import.meta.url))
  const clients = findClients(root).filter((client) => client.name === '@ledgernet/v0-client')
  expect(clients).toHaveLength(1)
  expect(await checkGenerated(root, clients)).toEqual([])
}, 30_000)
