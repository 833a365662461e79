import { bytesToHex, deriveTokenRri, hexToBytes, PrivateKey, Signature, sha256d } from '@ledgernet/crypto'
import {
  buildTransaction,
  deriveToken,
  finalizeTransaction,
  getTransactionStatus,
  submitTransaction,
} from '@ledgernet/gateway-client'
import {
  compareWithBuildRequest,
  decodeSignedTransaction,
  decodeUnsignedTransaction,
  encodeUnsignedTransaction,
} from '@ledgernet/transaction'
import { beforeAll, describe, expect, it } from 'vitest'
import { useCheckedSandbox } from '../../../test/support/checkedSandbox.js'
import { failureOf } from '../../../test/support/failureOf.js'
import { type CheckedClients, specCheckedClients } from '../../../test/support/specCheckedClients.js'
import {
  amount,
  keyOf,
  signUnsigned,
  submitThroughGateway,
  waitForGatewayStatus,
  XRD,
} from '../../../test/support/testSandbox.js'
import { defaultFeeTable, gatewayFee } from '../../feeTable.js'
import type { Sandbox } from '../../Sandbox.js'

const checked = useCheckedSandbox()
let sandbox: Sandbox
let clients: CheckedClients
let alice: Sandbox['accounts'][number]
let bob: Sandbox['accounts'][number]

beforeAll(() => {
  sandbox = checked.sandbox()
  clients = checked.clients()
  ;[alice, bob] = sandbox.accounts as [Sandbox['accounts'][number], Sandbox['accounts'][number]]
})

const transfer = (from = alice, to = bob, value: bigint | string = 10n ** 18n, rri = XRD) => ({
  type: 'TransferTokens' as const,
  from_account: { address: from.address },
  to_account: { address: to.address },
  amount: amount(value, rri),
})

const tokenProperties = (symbol: string, owner = alice, mutable = true) => ({
  symbol,
  name: symbol.toUpperCase(),
  description: `The ${symbol} token`,
  icon_url: 'https://example.com/icon.png',
  url: 'https://example.com',
  is_supply_mutable: mutable,
  granularity: '1' as const,
  owner: { address: owner.address },
})

const rriOf = (symbol: string, owner = alice) => deriveTokenRri(owner.publicKey, symbol, 'localnet')

describe('POST /token/derive', () => {
  it("derives the spec example's rri for Alice's gold", async () => {
    const answer = await deriveToken({
      client: clients.gateway,
      body: { public_key: { hex: alice.publicKey }, symbol: 'gold' },
    })
    expect(answer.token_identifier.rri).toBe('gold_dr1qd0vs8ut8w5defgw26x8505yp3uqhzw5dhmh4g7c4g7smzlcwk')
    // Every Gateway success carries the ledger state it was answered at.
    expect((answer as typeof answer & { ledger_state: unknown }).ledger_state).toEqual({
      version: expect.any(Number),
      timestamp: expect.any(String),
      epoch: expect.any(Number),
      round: expect.any(Number),
    })
  })

  it('refuses the reserved symbol xrd and a key off the curve', async () => {
    const reserved = await failureOf(
      deriveToken({ client: clients.gateway, body: { public_key: { hex: alice.publicKey }, symbol: 'xrd' } }),
    )
    expect(reserved.status).toBe(400)
    expect(reserved.body.details).toEqual({ type: 'InvalidTokenSymbolError', invalid_token_symbol: 'xrd' })
    const offCurve = `02${'00'.repeat(31)}07`
    const key = await failureOf(
      deriveToken({ client: clients.gateway, body: { public_key: { hex: offCurve }, symbol: 'gold' } }),
    )
    expect(key.status).toBe(400)
    expect(key.body.details).toEqual({ type: 'InvalidPublicKeyError', invalid_public_key: { hex: offCurve } })
  })

  it('names the field of a schema violation', async () => {
    const bad = await failureOf(
      deriveToken({ client: clients.gateway, body: { public_key: { hex: alice.publicKey }, symbol: 'Gold!' } }),
    )
    expect(bad.status).toBe(400)
    expect(bad.body.details.type).toBe('InvalidRequestError')
    expect(bad.body.details.validation_errors[0].path).toBe('/body/symbol')
  })

  it('refuses another network, listing its own', async () => {
    const mainnet = specCheckedClients(sandbox, { network: 'mainnet' })
    const refused = await failureOf(
      deriveToken({ client: mainnet.gateway, body: { public_key: { hex: alice.publicKey }, symbol: 'gold' } }),
    )
    expect(refused.status).toBe(400)
    expect(refused.body.details).toEqual({ type: 'NetworkNotSupportedError', networks_supported: ['localnet'] })
    mainnet.expectConforming()
  })
})

describe('POST /transaction/build', () => {
  it('builds exactly what was asked, with the fee of the table and a fresh nonce', async () => {
    const request = { actions: [transfer()], fee_payer: { address: alice.address }, message: '00006869' }
    const { transaction_build: built } = await buildTransaction({ client: clients.gateway, body: request })
    const unsigned = hexToBytes(built.unsigned_transaction)
    const decoded = decodeUnsignedTransaction(unsigned)
    expect(
      compareWithBuildRequest(
        decoded,
        { network_identifier: { network: 'localnet' }, ...request },
        { fee: built.fee.value },
      ),
    ).toEqual([])
    expect(built.payload_to_sign).toBe(bytesToHex(sha256d(unsigned)))
    expect(BigInt(built.fee.value)).toBe(
      gatewayFee(defaultFeeTable, { signedLength: unsigned.length + 66, tokensCreated: 0 }),
    )
    expect(built.fee.token_identifier.rri).toBe(XRD)
    expect(decoded.startEpoch).toBe(BigInt(sandbox.ledgerState().epoch))
    expect(decoded.endEpoch - decoded.startEpoch).toBe(100n)
    const again = await buildTransaction({ client: clients.gateway, body: request })
    expect(again.transaction_build.unsigned_transaction).not.toBe(built.unsigned_transaction)
  })

  it('accepts the deprecated spellings feePayer and token_supply inside token_properties', async () => {
    const built = await buildTransaction({
      client: clients.gateway,
      body: {
        actions: [
          {
            type: 'CreateTokenDefinition',
            token_properties: { ...tokenProperties('dep'), token_supply: amount(0n, rriOf('dep')) },
          },
        ],
        feePayer: { address: alice.address },
      },
    })
    const decoded = decodeUnsignedTransaction(built.transaction_build.unsigned_transaction)
    expect(decoded.actions[0]).toMatchObject({
      type: 'CreateTokenDefinition',
      symbol: 'dep',
      isSupplyMutable: true,
      token: rriOf('dep'),
    })
    expect(BigInt(built.transaction_build.fee.value)).toBeGreaterThan(defaultFeeTable.gateway.perTokenCreated)
  })

  it('refuses addresses and rri of another network or with a bad checksum, with typed errors', async () => {
    const mainnetAlice = 'rdx1qsp7c05m9yw8jmumzdlvfq0mxyc9rh2vxtxqsusxv48k35f2yku6k0g0x6rhx'
    const wrong = await failureOf(
      buildTransaction({
        client: clients.gateway,
        body: { actions: [transfer()], fee_payer: { address: mainnetAlice } },
      }),
    )
    expect(wrong.status).toBe(400)
    expect(wrong.body.details).toEqual({ type: 'InvalidAccountAddressError', invalid_account_address: mainnetAlice })
    const broken = `${bob.address.slice(0, -1)}${bob.address.endsWith('q') ? 'p' : 'q'}`
    const checksum = await failureOf(
      buildTransaction({
        client: clients.gateway,
        body: { actions: [{ ...transfer(), to_account: { address: broken } }], fee_payer: { address: alice.address } },
      }),
    )
    expect(checksum.body.details).toEqual({ type: 'InvalidAccountAddressError', invalid_account_address: broken })
    const mainnetGold = 'gold_rr1qd0vs8ut8w5defgw26x8505yp3uqhzw5dhmh4g7c4g7smr4rw6'
    const rri = await failureOf(
      buildTransaction({
        client: clients.gateway,
        body: { actions: [transfer(alice, bob, 1n, mainnetGold)], fee_payer: { address: alice.address } },
      }),
    )
    expect(rri.body.details).toEqual({ type: 'InvalidTokenRRIError', invalid_rri: mainnetGold })
  })

  it('answers 404 TokenNotFoundError for a token that does not exist', async () => {
    const missing = rriOf('nothing', bob)
    const refused = await failureOf(
      buildTransaction({
        client: clients.gateway,
        body: { actions: [transfer(alice, bob, 1n, missing)], fee_payer: { address: alice.address } },
      }),
    )
    expect(refused.status).toBe(404)
    expect(refused.body.details).toEqual({ type: 'TokenNotFoundError', token_not_found: { rri: missing } })
  })

  it('refuses what the accounts cannot pay: the transfer, then the fee', async () => {
    const overspend = await failureOf(
      buildTransaction({
        client: clients.gateway,
        body: { actions: [transfer(alice, bob, alice.balance + 1n)], fee_payer: { address: alice.address } },
      }),
    )
    expect(overspend.status).toBe(400)
    expect(overspend.body.details).toMatchObject({
      type: 'NotEnoughTokensForTransferError',
      requested_amount: amount(alice.balance + 1n),
    })
    const current = sandbox.balanceOf(alice.address)
    const fee = await failureOf(
      buildTransaction({
        client: clients.gateway,
        body: { actions: [transfer(alice, bob, current)], fee_payer: { address: alice.address } },
      }),
    )
    expect(fee.body.details).toMatchObject({ type: 'NotEnoughNativeTokensForFeesError', available_amount: amount(0n) })
  })

  it('names the action and the rule it breaks', async () => {
    const cases: [string, object, string][] = [
      [
        'a transfer from another account',
        { actions: [transfer(bob, alice)], fee_payer: { address: alice.address } },
        'FROM_ACCOUNT_NOT_FEE_PAYER',
      ],
      [
        'a token owned by another account',
        {
          actions: [
            {
              type: 'CreateTokenDefinition',
              token_properties: tokenProperties('own', bob),
              token_supply: amount(0n, rriOf('own', bob)),
            },
          ],
          fee_payer: { address: alice.address },
        },
        'OWNER_NOT_FEE_PAYER',
      ],
      [
        'a creation under the wrong rri',
        {
          actions: [
            {
              type: 'CreateTokenDefinition',
              token_properties: tokenProperties('mis'),
              token_supply: amount(0n, rriOf('mis', bob)),
            },
          ],
          fee_payer: { address: alice.address },
        },
        'TOKEN_IDENTIFIER_MISMATCH',
      ],
      [
        'a mint of the native token',
        {
          actions: [{ type: 'MintTokens', to_account: { address: alice.address }, amount: amount(1n) }],
          fee_payer: { address: alice.address },
        },
        'NATIVE_TOKEN',
      ],
      [
        'a mint while mint and burn are disabled',
        {
          actions: [
            {
              type: 'CreateTokenDefinition',
              token_properties: tokenProperties('off'),
              token_supply: amount(0n, rriOf('off')),
            },
            { type: 'MintTokens', to_account: { address: alice.address }, amount: amount(1n, rriOf('off')) },
          ],
          fee_payer: { address: alice.address },
          disable_token_mint_and_burn: true,
        },
        'MINT_AND_BURN_DISABLED',
      ],
    ]
    for (const [what, request, reason] of cases) {
      const refused = await failureOf(buildTransaction({ client: clients.gateway, body: request as never }))
      expect(refused.status, what).toBe(400)
      expect(refused.body.details.type, what).toBe('InvalidActionError')
      expect(refused.body.details.reason, what).toBe(reason)
    }
  })

  it('refuses a token creation with the reserved symbol xrd and a message over 255 bytes', async () => {
    const reserved = await failureOf(
      buildTransaction({
        client: clients.gateway,
        body: {
          actions: [
            {
              type: 'CreateTokenDefinition',
              token_properties: tokenProperties('xrd'),
              token_supply: amount(0n, rriOf('xrd')),
            },
          ],
          fee_payer: { address: alice.address },
        },
      }),
    )
    expect(reserved.body.details).toEqual({ type: 'InvalidTokenSymbolError', invalid_token_symbol: 'xrd' })
    const long = await failureOf(
      buildTransaction({
        client: clients.gateway,
        body: { actions: [transfer()], fee_payer: { address: alice.address }, message: 'ab'.repeat(256) },
      }),
    )
    expect(long.body.details.validation_errors[0].path).toBe('/body/message')
  })
})

describe('POST /transaction/finalize', () => {
  const build = async () =>
    (
      await buildTransaction({
        client: clients.gateway,
        body: { actions: [transfer()], fee_payer: { address: alice.address } },
      })
    ).transaction_build

  it('forms the signed transaction with the recovery id, and normalises a high-S signature to the same id', async () => {
    const built = await build()
    const payload = sha256d(hexToBytes(built.unsigned_transaction))
    const signature = keyOf(sandbox, 0).sign(payload)
    const finalized = await finalizeTransaction({
      client: clients.gateway,
      body: {
        unsigned_transaction: built.unsigned_transaction,
        signature: { public_key: { hex: alice.publicKey }, bytes: signature.toDERHex() },
        submit: false,
      },
    })
    const signed = hexToBytes(finalized.signed_transaction)
    expect(finalized.transaction_identifier.hash).toBe(bytesToHex(sha256d(signed)))
    const decoded = decodeSignedTransaction(signed)
    expect(bytesToHex(decoded.unsigned)).toBe(built.unsigned_transaction)
    expect(decoded.signature.equals(signature)).toBe(true)
    expect(decoded.signature.recovery).toBe(signature.recovery)
    const high = new Signature(signature.r, (1n << 256n) - 0x14551231950b75fc4402da1732fc9bebfn - signature.s)
    const again = await finalizeTransaction({
      client: clients.gateway,
      body: {
        unsigned_transaction: built.unsigned_transaction,
        signature: { public_key: { hex: alice.publicKey }, bytes: high.toDERHex() },
      },
    })
    expect(high.hasHighS()).toBe(true)
    expect(again.transaction_identifier.hash).toBe(finalized.transaction_identifier.hash)
    const status = await failureOf(
      getTransactionStatus({
        client: clients.gateway,
        body: { transaction_identifier: finalized.transaction_identifier },
      }),
    )
    expect(status.status).toBe(404)
  })

  it('refuses a signature that is not strict DER, does not verify, or comes from another key', async () => {
    const built = await build()
    const good = signUnsigned(keyOf(sandbox, 0), built.unsigned_transaction)
    const attempt = (hex: string, bytes: string) =>
      finalizeTransaction({
        client: clients.gateway,
        body: { unsigned_transaction: built.unsigned_transaction, signature: { public_key: { hex }, bytes } },
      })
    const malformed = await failureOf(attempt(alice.publicKey, `${good}00`))
    expect(malformed.body.details).toMatchObject({ type: 'InvalidSignatureError', reason: 'MALFORMED_DER' })
    const otherPayload = keyOf(sandbox, 0)
      .sign(sha256d(new Uint8Array([1, 2, 3])))
      .toDERHex()
    const unverified = await failureOf(attempt(alice.publicKey, otherPayload))
    expect(unverified.body.details).toMatchObject({ type: 'InvalidSignatureError', reason: 'VERIFICATION_FAILED' })
    const bobs = await failureOf(attempt(bob.publicKey, signUnsigned(keyOf(sandbox, 1), built.unsigned_transaction)))
    expect(bobs.body.details).toMatchObject({
      type: 'InvalidSignatureError',
      reason: 'NOT_FEE_PAYER',
      invalid_signature: { public_key: { hex: bob.publicKey } },
    })
    const offCurve = await failureOf(attempt(`02${'00'.repeat(31)}07`, good))
    expect(offCurve.body.details.type).toBe('InvalidPublicKeyError')
  })

  it('refuses a transaction that does not decode, is for another network, or is outside its window', async () => {
    const key = keyOf(sandbox, 0)
    const attempt = (unsigned: string) =>
      finalizeTransaction({
        client: clients.gateway,
        body: {
          unsigned_transaction: unsigned,
          signature: { public_key: { hex: alice.publicKey }, bytes: signUnsigned(key, unsigned) },
        },
      })
    const truncated = await failureOf(attempt('4c4e5401'))
    expect(truncated.body.details).toMatchObject({
      type: 'InvalidTransactionError',
      reason: 'MALFORMED',
      invalid_transaction: '4c4e5401',
    })
    expect(truncated.body.details.message).toMatch(/^offset 4: /)
    const template = decodeUnsignedTransaction((await build()).unsigned_transaction)
    const onMainnet = bytesToHex(
      encodeUnsignedTransaction({
        ...template,
        network: 'mainnet',
        feePayer: 'rdx1qsp7c05m9yw8jmumzdlvfq0mxyc9rh2vxtxqsusxv48k35f2yku6k0g0x6rhx',
        actions: [
          {
            type: 'TransferTokens',
            from: 'rdx1qsp7c05m9yw8jmumzdlvfq0mxyc9rh2vxtxqsusxv48k35f2yku6k0g0x6rhx',
            to: 'rdx1qsp7c05m9yw8jmumzdlvfq0mxyc9rh2vxtxqsusxv48k35f2yku6k0g0x6rhx',
            token: 'xrd_rr1qy5wfsfh',
            amount: 1n,
          },
        ],
      }),
    )
    expect((await failureOf(attempt(onMainnet))).body.details).toMatchObject({
      type: 'InvalidTransactionError',
      reason: 'WRONG_NETWORK',
    })
    const later = bytesToHex(
      encodeUnsignedTransaction({
        ...template,
        startEpoch: template.startEpoch + 50n,
        endEpoch: template.endEpoch + 50n,
      }),
    )
    expect((await failureOf(attempt(later))).body.details).toMatchObject({
      type: 'InvalidTransactionError',
      reason: 'NOT_YET_VALID',
    })
    const earlier = bytesToHex(
      encodeUnsignedTransaction({ ...template, startEpoch: 0n, endEpoch: BigInt(sandbox.ledgerState().epoch) || 1n }),
    )
    if (sandbox.ledgerState().epoch >= 1)
      expect((await failureOf(attempt(earlier))).body.details).toMatchObject({
        type: 'InvalidTransactionError',
        reason: 'EXPIRED',
      })
  })

  it('submits too with submit: true', async () => {
    const built = await build()
    const finalized = await finalizeTransaction({
      client: clients.gateway,
      body: {
        unsigned_transaction: built.unsigned_transaction,
        signature: {
          public_key: { hex: alice.publicKey },
          bytes: signUnsigned(keyOf(sandbox, 0), built.unsigned_transaction),
        },
        submit: true,
      },
    })
    const status = await waitForGatewayStatus(clients.gateway, finalized.transaction_identifier.hash)
    expect(status.transaction.transaction_status.status).toBe('CONFIRMED')
  })
})

describe('POST /transaction/submit and /transaction/status', () => {
  it('takes a transaction once, confirms it at the next round and reports it', async () => {
    const before = sandbox.balanceOf(bob.address)
    const { hash, signed, built, submitted } = await submitThroughGateway(sandbox, clients.gateway, 0, {
      actions: [transfer(alice, bob, 5n)],
      fee_payer: { address: alice.address },
      message: '00006869',
    })
    expect(withoutState(submitted)).toEqual({ transaction_identifier: { hash }, duplicate: false })
    const again = await submitTransaction({
      client: clients.gateway,
      body: { signed_transaction: signed, transaction_identifier: { hash } },
    })
    expect(withoutState(again)).toEqual({ transaction_identifier: { hash }, duplicate: true })
    const { ledger_state, transaction } = await waitForGatewayStatus(clients.gateway, hash)
    expect(transaction.transaction_status).toMatchObject({ status: 'CONFIRMED' })
    expect(transaction.fee_paid).toEqual(built.transaction_build.fee)
    expect(transaction.metadata).toEqual({ hex: signed, message: '00006869' })
    expect(transaction.actions).toEqual([transfer(alice, bob, 5n)])
    expect(ledger_state.version).toBeGreaterThanOrEqual(
      (transaction.transaction_status as { ledger_state_version: number }).ledger_state_version,
    )
    expect(sandbox.balanceOf(bob.address)).toBe(before + 5n)
  })

  it('refuses an identifier that is not the transaction’s, and a recovery id that does not recover the key', async () => {
    const built = await buildTransaction({
      client: clients.gateway,
      body: { actions: [transfer(alice, bob, 1n)], fee_payer: { address: alice.address } },
    })
    const finalized = await finalizeTransaction({
      client: clients.gateway,
      body: {
        unsigned_transaction: built.transaction_build.unsigned_transaction,
        signature: {
          public_key: { hex: alice.publicKey },
          bytes: signUnsigned(keyOf(sandbox, 0), built.transaction_build.unsigned_transaction),
        },
      },
    })
    const other = '00'.repeat(32)
    const mismatch = await failureOf(
      submitTransaction({
        client: clients.gateway,
        body: { signed_transaction: finalized.signed_transaction, transaction_identifier: { hash: other } },
      }),
    )
    expect(mismatch.body.details).toMatchObject({
      type: 'InvalidTransactionError',
      reason: 'TRANSACTION_IDENTIFIER_MISMATCH',
    })
    const bytes = hexToBytes(finalized.signed_transaction)
    bytes[bytes.length - 65]! ^= 1 // the recovery id
    const flipped = await failureOf(
      submitTransaction({ client: clients.gateway, body: { signed_transaction: bytesToHex(bytes) } }),
    )
    expect(flipped.body.details).toMatchObject({ type: 'InvalidSignatureError', reason: 'VERIFICATION_FAILED' })
    const garbage = await failureOf(
      submitTransaction({ client: clients.gateway, body: { signed_transaction: `${finalized.signed_transaction}00` } }),
    )
    expect(garbage.body.details).toMatchObject({ type: 'InvalidTransactionError', reason: 'MALFORMED' })
    expect(sandbox.ledgerState()).toBeDefined()
  })

  it('refuses a fee that is not the ledger’s', async () => {
    const built = await buildTransaction({
      client: clients.gateway,
      body: { actions: [transfer(alice, bob, 1n)], fee_payer: { address: alice.address } },
    })
    const decoded = decodeUnsignedTransaction(built.transaction_build.unsigned_transaction)
    const cheap = bytesToHex(encodeUnsignedTransaction({ ...decoded, fee: 1n }))
    const finalized = await finalizeTransaction({
      client: clients.gateway,
      body: {
        unsigned_transaction: cheap,
        signature: { public_key: { hex: alice.publicKey }, bytes: signUnsigned(keyOf(sandbox, 0), cheap) },
      },
    })
    const refused = await failureOf(
      submitTransaction({ client: clients.gateway, body: { signed_transaction: finalized.signed_transaction } }),
    )
    expect(refused.body.details).toMatchObject({ type: 'InvalidTransactionError', reason: 'MALFORMED' })
    expect(refused.body.message).toMatch(/fee/)
  })

  it('answers 404 for an unknown transaction and reads older states', async () => {
    const unknown = await failureOf(
      getTransactionStatus({ client: clients.gateway, body: { transaction_identifier: { hash: 'ab'.repeat(32) } } }),
    )
    expect(unknown.status).toBe(404)
    expect(unknown.body.details).toEqual({
      type: 'TransactionNotFoundError',
      transaction_not_found: { hash: 'ab'.repeat(32) },
    })
    const { hash } = await submitThroughGateway(sandbox, clients.gateway, 0, {
      actions: [transfer(alice, bob, 2n)],
      fee_payer: { address: alice.address },
    })
    const confirmed = await waitForGatewayStatus(clients.gateway, hash)
    const version = (confirmed.transaction.transaction_status as { ledger_state_version: number }).ledger_state_version
    const atCommit = await getTransactionStatus({
      client: clients.gateway,
      body: { transaction_identifier: { hash }, at_state_identifier: { version } },
    })
    expect(atCommit.ledger_state.version).toBe(version)
    expect(atCommit.transaction.transaction_status.status).toBe('CONFIRMED')
    const before = await getTransactionStatus({
      client: clients.gateway,
      body: { transaction_identifier: { hash }, at_state_identifier: { version: version - 1 } },
    })
    expect(before.transaction.transaction_status.status).toBe('PENDING')
    const byEpoch = await getTransactionStatus({
      client: clients.gateway,
      body: { transaction_identifier: { hash }, at_state_identifier: { epoch: sandbox.ledgerState().epoch } },
    })
    expect(byEpoch.ledger_state.version).toBeGreaterThanOrEqual(version)
    const byTime = await getTransactionStatus({
      client: clients.gateway,
      body: { transaction_identifier: { hash }, at_state_identifier: { timestamp: new Date().toISOString() } },
    })
    expect(byTime.transaction.transaction_status.status).toBe('CONFIRMED')
    const ahead = await failureOf(
      getTransactionStatus({
        client: clients.gateway,
        body: { transaction_identifier: { hash }, at_state_identifier: { version: 10 ** 9 } },
      }),
    )
    expect(ahead.body.details.validation_errors[0].path).toBe('/body/at_state_identifier')
  })

  it('refuses a state version beyond 2^53 − 1 instead of reading it rounded', async () => {
    // JSON.parse reads 9007199254740993 as 9007199254740992: the spec bounds every integer so
    // that no reader rounds one silently; the answer names the field and never the rounded value.
    const answer = await fetch(`${sandbox.gatewayUrl}/transaction/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"network_identifier":{"network":"localnet"},"transaction_identifier":{"hash":"${'ab'.repeat(32)}"},"at_state_identifier":{"version":9007199254740993}}`,
    })
    const text = await answer.text()
    expect(answer.status).toBe(400)
    expect(JSON.parse(text).details.validation_errors).toContainEqual({
      path: '/body/at_state_identifier/version',
      errors: ['must be <= 9007199254740991'],
    })
    expect(text).not.toContain('9007199254740992')
  })
})

describe('PrivateKey signing is what the sandbox checks', () => {
  it('a key unrelated to the sandbox cannot sign for Alice', async () => {
    const built = await buildTransaction({
      client: clients.gateway,
      body: { actions: [transfer()], fee_payer: { address: alice.address } },
    })
    const stranger = PrivateKey.generate()
    const refused = await failureOf(
      finalizeTransaction({
        client: clients.gateway,
        body: {
          unsigned_transaction: built.transaction_build.unsigned_transaction,
          signature: {
            public_key: { hex: alice.publicKey },
            bytes: signUnsigned(stranger, built.transaction_build.unsigned_transaction),
          },
        },
      }),
    )
    expect(refused.body.details.reason).toBe('VERIFICATION_FAILED')
  })
})

/** An answer without the `ledger_state` every Gateway success carries. */
function withoutState<T extends object>(answer: T): Omit<T, 'ledger_state'> {
  const { ledger_state: _state, ...rest } = answer as T & { ledger_state?: unknown }
  return rest
}
