import { toSubunits } from '@ledgernet/crypto'
import { rewriteJson } from '@ledgernet/test-support/tamperingProxy'
import { expect, it } from 'vitest'
import { fastWait, signerOf, useHttpSandbox } from '../test/sandboxFixtures.js'
import { interfaces, tamperedTransfers } from '../test/tamperedTransfers.js'
import { AnswerMismatchError } from './errors/AnswerMismatchError.js'
import { transfer } from './transfer.js'

const sandbox = useHttpSandbox()
const { proxy: throughProxy, attempt } = tamperedTransfers(sandbox)

it.each(interfaces)('stops when submit acknowledges another id, over $name', async ({ client }) => {
  const proxy = await throughProxy({
    alter: rewriteJson((request, body) => {
      if (request.path === '/transaction/submit') return { ...body, transaction_identifier: { hash: '11'.repeat(32) } }
      if (request.json?.method === 'ledger.submitTransaction')
        return { ...body, result: { ...body.result, txID: '11'.repeat(32) } }
      return body
    }),
  })
  const [alice, bob] = sandbox().accounts
  const error = await transfer(client(proxy.url), {
    signer: signerOf(alice!),
    network: 'localnet',
    to: bob!.address,
    amount: 1n,
    maxFee: toSubunits('1'),
    ...fastWait,
  }).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(AnswerMismatchError)
  expect(error).toMatchObject({ operation: 'submitTransaction', actual: '11'.repeat(32) })
})

it('stops when JSON-RPC finalize answers another transaction id, before submitting', async () => {
  const outcome = await attempt(interfaces[1]!, {
    alter: rewriteJson((request, body) =>
      request.json?.method === 'ledger.finalizeTransaction' ? { ...body, result: { txID: '00'.repeat(32) } } : body,
    ),
  })
  expect(outcome.error).toBeInstanceOf(AnswerMismatchError)
  expect(outcome.error).toMatchObject({ operation: 'finalizeTransaction', actual: '00'.repeat(32) })
  expect(outcome).toMatchObject({ signed: 1, submitted: 0, moved: 0n })
})
