import { PrivateKey } from '@ledgernet/crypto'
import { describe, expect, it } from 'vitest'
import { defaultFeeTable } from '../feeTable.js'
import { accountIdOfKey } from './AddressBook.js'
import { Mempool, v0FeeOf } from './Mempool.js'
import type { IntentRecord, TransactionRecord } from './TransactionRecord.js'

const notary = PrivateKey.generate().publicKey
const account = accountIdOfKey(notary.bytes)
/** A v0 record as far as the mempool reads it: its notary, tip and cost units. */
const intent = (costUnits: number): IntentRecord =>
  ({
    kind: 'v0',
    intentHash: `${costUnits}`,
    costUnits,
    notarized: { signedIntent: { intent: { header: { notaryPublicKey: notary, tipPercentage: 10 } } } },
  }) as unknown as IntentRecord
const gateway = { kind: 'gateway', id: 'g' } as unknown as TransactionRecord

describe('Mempool', () => {
  it('reserves what its v0 transactions will charge each notary, whatever leaves it', () => {
    const mempool = new Mempool(defaultFeeTable, 3)
    const [a, b] = [intent(100), intent(200)]
    mempool.add(gateway)
    mempool.add(a)
    mempool.add(b)
    const charge = (record: IntentRecord) => v0FeeOf(defaultFeeTable, record).charge
    expect(v0FeeOf(defaultFeeTable, a).account).toBe(account)
    expect(mempool.reservedFor(account)).toBe(charge(a) + charge(b))
    expect(mempool.full).toBe(true)
    const batch = mempool.take(2)
    expect(batch).toEqual([gateway, a])
    expect(mempool.reservedFor(account)).toBe(charge(b))
    mempool.putBack(batch)
    expect(mempool.records).toEqual([gateway, a, b])
    expect(mempool.reservedFor(account)).toBe(charge(a) + charge(b))
    mempool.remove(a)
    expect(mempool.reservedFor(account)).toBe(charge(b))
    expect(mempool.take()).toEqual([gateway, b])
    expect(mempool.size).toBe(0)
    expect(mempool.reservedFor(account)).toBe(0n)
  })

  it('copies with the copies of its records, independently', () => {
    const mempool = new Mempool(defaultFeeTable, 10)
    const a = intent(100)
    mempool.add(a)
    const copyOfA = { ...a }
    const copy = mempool.copy(new Map([[a, copyOfA]]))
    mempool.take()
    expect(copy.records).toEqual([copyOfA])
    expect(copy.records[0]).toBe(copyOfA)
    expect(copy.reservedFor(account)).toBe(v0FeeOf(defaultFeeTable, a).charge)
  })
})
