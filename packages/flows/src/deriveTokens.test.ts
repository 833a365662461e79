import { toSubunits } from '@ledgernet/crypto'
import { createGatewayTransport } from '@ledgernet/gateway-client'
import { rewriteJson } from '@ledgernet/test-support/tamperingProxy'
import { expect, it } from 'vitest'
import { signerOf, useHttpSandbox } from '../test/sandboxFixtures.js'
import { tamperedTransfers } from '../test/tamperedTransfers.js'
import { createToken } from './createToken.js'
import { TokenRriMismatchError } from './errors/TokenRriMismatchError.js'

const sandbox = useHttpSandbox()
const { proxy: throughProxy } = tamperedTransfers(sandbox)

it('refuses a /token/derive answer that is not the rri derived offline, before building', async () => {
  const proxy = await throughProxy({
    alter: rewriteJson((request, body) =>
      request.path === '/token/derive'
        ? { token_identifier: { rri: 'gem_dr1qdhhapm4gnw385xmeyl0pszqt7aykjd0h6x9ms95g84qxh7wjm' } }
        : body,
    ),
  })
  const signer = signerOf(sandbox().accounts[1]!)
  const error = await createToken(createGatewayTransport({ baseUrl: proxy.url, network: 'localnet' }), {
    signer,
    symbol: 'gem',
    name: 'Gem',
    isSupplyMutable: true,
    maxFee: toSubunits('101'),
  }).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(TokenRriMismatchError)
  expect(error).toMatchObject({ symbol: 'gem', received: 'gem_dr1qdhhapm4gnw385xmeyl0pszqt7aykjd0h6x9ms95g84qxh7wjm' })
  expect(proxy.count('/transaction/build')).toBe(0)
  expect(signer.calls).toBe(0)
})
