// A CommonJS application (its package.json says "type": "commonjs"), written as TypeScript users
// of `module: node16` or `module: commonjs` write it: `import` statements that tsc turns into
// `require()`. It runs a real transfer against an in-process sandbox, narrows an error by its
// code, and checks that errors are recognised across copies of @ledgernet/errors: the ESM one
// (`import()`), the CommonJS one (`require`) and a second installed copy of the package.
import { createSigner, encodeAccountAddress, privateKeyFromMnemonic, toSubunits } from '@ledgernet/crypto'
import { InvalidArgumentError, isLedgernetError } from '@ledgernet/errors'
import { FeeTooHighError, type TransferErrorType, transfer } from '@ledgernet/flows'
import { createGatewayTransport } from '@ledgernet/gateway-client'
import { startSandbox } from '@ledgernet/sandbox'

function expect(condition: boolean, what: string): void {
  if (!condition) throw new Error(`failed: ${what}`)
}

async function main(): Promise<void> {
  const sandbox = await startSandbox({ port: 0, roundMs: 20 })
  try {
    const mnemonic = 'test test test test test test test test test test test junk'
    const alice = createSigner(privateKeyFromMnemonic(mnemonic, { index: 0 }))
    const bob = encodeAccountAddress(privateKeyFromMnemonic(mnemonic, { index: 1 }).publicKey, 'localnet')
    const gateway = createGatewayTransport({ baseUrl: sandbox.gatewayUrl, network: 'localnet' })
    const sent = await transfer(gateway, { signer: alice, to: bob, amount: toSubunits('1.5'), maxFee: toSubunits('1') })
    expect(sent.status === 'CONFIRMED', 'a transfer from CommonJS is confirmed')

    const failure: unknown = await transfer(gateway, { signer: alice, to: bob, amount: 1n, maxFee: 1n }).catch(
      (error: unknown) => error,
    )
    // The code narrows to the class: `fee` is a bigint here, at compile time.
    if (!isLedgernetError(failure, 'FEE_TOO_HIGH')) throw new Error('failed: a fee above maxFee is FEE_TOO_HIGH')
    const fee: bigint = failure.fee
    expect(fee > 1n && failure instanceof FeeTooHighError, 'FeeTooHighError carries the fee')
    const union = failure as TransferErrorType
    switch (union.code) {
      case 'FEE_TOO_HIGH':
        expect(union.maxFee === 1n, 'switch (code) narrows the union')
        break
      default:
        throw new Error(`failed: unexpected ${union.code}`)
    }
  } finally {
    await sandbox.stop()
  }

  // One copy for import and require: the same classes.
  const esm = (await import('@ledgernet/errors')) as typeof import('@ledgernet/errors')
  expect(
    esm.LedgernetError === require('@ledgernet/errors').LedgernetError,
    'import() and require() give the same LedgernetError',
  )
  const fromEsm = new esm.InvalidArgumentError('amount', 'is negative')
  expect(
    isLedgernetError(fromEsm, 'INVALID_ARGUMENT'),
    'an error made by the ESM copy is recognised by the CommonJS one',
  )
  expect(esm.isLedgernetError(new InvalidArgumentError('amount', 'is negative'), 'INVALID_ARGUMENT'), 'and the reverse')

  // A second installed copy of the package (another version deduplicated differently): other classes, same mark.
  const second = require('second-errors') as typeof import('@ledgernet/errors')
  expect(second.LedgernetError !== esm.LedgernetError, 'the second copy has its own classes')
  const foreign = new second.InvalidArgumentError('to', 'is not an address')
  expect(!(foreign instanceof InvalidArgumentError), 'instanceof sees one copy only')
  expect(isLedgernetError(foreign, 'INVALID_ARGUMENT'), 'isLedgernetError recognises an error of the second copy')
  expect(second.isLedgernetError(fromEsm, 'INVALID_ARGUMENT'), 'and the second copy recognises ours')
  expect(JSON.parse(JSON.stringify(foreign)).field === 'to', 'an error serialises with JSON.stringify')
  console.log('ok: commonjs')
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
