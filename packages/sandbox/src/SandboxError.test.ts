import { isLedgernetError } from '@ledgernet/errors'
import { describe, expect, it } from 'vitest'
import { JournalDamagedError } from './journal/JournalDamagedError.js'
import { JournalWriteError } from './journal/JournalWriteError.js'
import { IntakeError } from './ledger/IntakeProblem.js'
import { listenError } from './node/listenError.js'
import { SandboxError } from './SandboxError.js'

describe('the sandbox’s errors', () => {
  it('a busy port is PORT_IN_USE with a hint; an unknown listen failure passes unchanged', () => {
    const busy = Object.assign(new Error('listen EADDRINUSE: address already in use 127.0.0.1:8080'), {
      code: 'EADDRINUSE',
    })
    const error = listenError(busy, '127.0.0.1', 8080)
    if (!isLedgernetError(error, 'PORT_IN_USE')) expect.unreachable()
    expect(error).toBeInstanceOf(SandboxError)
    expect(error.shortMessage).toBe('Port 8080 on 127.0.0.1 is already in use.')
    expect(error.hint).toBe('stop what listens there, or choose another port (--port; 0 picks a free one)')
    expect(error.cause).toBe(busy)
    expect(
      isLedgernetError(listenError(Object.assign(new Error('x'), { code: 'EACCES' }), '0.0.0.0', 80), 'CANNOT_LISTEN'),
    ).toBe(true)
    const other = new Error('boom')
    expect(listenError(other, '127.0.0.1', 1)).toBe(other)
  })

  it('serialise with JSON.stringify (bigints of a refused transaction as decimal strings) and link to their docs', () => {
    const intake = new IntakeError(
      { kind: 'feeMismatch', hex: 'ab', given: 1n, expected: 2n },
      'the fee is not the ledger’s',
    )
    expect(JSON.parse(JSON.stringify(intake))).toMatchObject({
      code: 'INTAKE_REFUSED',
      problem: { kind: 'feeMismatch', given: '1', expected: '2' },
    })
    const damaged = new JournalDamagedError('/tmp/x/journal.log', 12, 3, 'the record checksum does not match')
    expect(JSON.parse(JSON.stringify(damaged))).toMatchObject({
      name: 'JournalDamagedError',
      code: 'JOURNAL_DAMAGED',
      path: '/tmp/x/journal.log',
      offset: 12,
      lastGoodVersion: 3,
      hint: expect.stringMatching(/--repair-truncate .* up to version 3/),
    })
    expect(damaged.docsUrl).toMatch(/\/blob\/@ledgernet\/sandbox@\d+\.\d+\.\d+\/docs\/errors\.md#journal_damaged$/)
    const enospc = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
    const write = new JournalWriteError('/tmp/x/journal.log', enospc, true, 631)
    expect(isLedgernetError(write, 'JOURNAL_WRITE_FAILED')).toBe(true)
    expect(write).toMatchObject({ cutBack: true, cause: enospc, hint: expect.any(String) })
    expect(write.shortMessage).toContain('ENOSPC: no space left on device, write')
  })
})
