import { createHash } from 'node:crypto'

/**
 * "LNSBJNL" + format version 1: the first 8 bytes of every journal file.
 *
 * @example
 * content.subarray(0, 8).equals(JOURNAL_MAGIC) // a sandbox journal
 */
export const JOURNAL_MAGIC = Buffer.from('4c4e53424a4e4c01', 'hex')
const HEADER_LENGTH = 12
const MAX_RECORD_LENGTH = 64 * 1024 * 1024

/**
 * What a journal's bytes hold: the records read in order (and where each starts), the last ledger
 * version they reach, and how the file ends when it does not end on a whole record:
 *
 * - `torn`: the last record is incomplete — its header cut short, its length running past the end
 *   of the file, or nothing but zero bytes from there on (a file system that grew the file before
 *   the data reached the disk). What a crash in the middle of a write leaves. No valid record may
 *   follow it.
 * - `damaged`: a record that is complete in the file fails its checksum or is not JSON, wherever
 *   it is — the last record included; or a record whose length field is damaged (its checksum
 *   matches the bytes up to the end of the file, or valid records follow it); or a file that does
 *   not start with the journal header. Bytes that were written whole have changed.
 *
 * @example
 * const read = readJournal(await readFile('ledger/journal.log'))
 * if (read.tail?.kind === 'damaged') console.log(read.tail.offset, read.lastGoodVersion)
 */
export function readJournal(content: Buffer): {
  records: unknown[]
  offsets: number[]
  lastGoodVersion: number
  tail?: { kind: 'torn' | 'damaged'; offset: number; reason: string }
} {
  const records: unknown[] = []
  const offsets: number[] = []
  let lastGoodVersion = 0
  const result = (tail?: { kind: 'torn' | 'damaged'; offset: number; reason: string }) => ({
    records,
    offsets,
    lastGoodVersion,
    ...(tail ? { tail } : {}),
  })
  if (content.length < JOURNAL_MAGIC.length || !content.subarray(0, JOURNAL_MAGIC.length).equals(JOURNAL_MAGIC))
    return result({ kind: 'damaged', offset: 0, reason: 'the file does not start with the sandbox journal header' })
  let offset = JOURNAL_MAGIC.length
  while (offset < content.length) {
    const parsed = parseAt(content, offset)
    if (parsed.ok) {
      records.push(parsed.record)
      offsets.push(offset)
      const version = (parsed.record as { version?: unknown } | null)?.version
      if (typeof version === 'number') lastGoodVersion = version
      offset = parsed.end
      continue
    }
    // No record is all zeros (its length is never 0): zeros to the end are a write that did not land.
    if (isZeros(content, offset))
      return result({ kind: 'torn', offset, reason: 'the file ends in zero bytes where a record was being written' })
    if (parsed.complete) return result({ kind: 'damaged', offset, reason: parsed.reason })
    if (parsed.restMatches)
      return result({
        kind: 'damaged',
        offset,
        reason: 'the record length does not match the record (its checksum matches the bytes to the end of the file)',
      })
    // A crash tears only the last write: a valid record after the damage means it is not a tail.
    if (hasValidRecordAfter(content, offset + 1))
      return result({ kind: 'damaged', offset, reason: `${parsed.reason}, and valid records follow` })
    return result({ kind: 'torn', offset, reason: parsed.reason })
  }
  return result()
}

type Parsed =
  | { ok: true; record: unknown; end: number }
  | { ok: false; complete: true; reason: string }
  | { ok: false; complete: false; reason: string; restMatches: boolean }

function parseAt(content: Buffer, offset: number): Parsed {
  if (content.length - offset < HEADER_LENGTH)
    return { ok: false, complete: false, reason: 'the record header is cut short', restMatches: false }
  const length = content.readUInt32BE(offset)
  const end = offset + HEADER_LENGTH + length
  const checksum = content.subarray(offset + 4, offset + HEADER_LENGTH)
  if (length > MAX_RECORD_LENGTH || end > content.length) {
    const rest = content.subarray(offset + HEADER_LENGTH)
    return {
      ok: false,
      complete: false,
      reason: `the record claims ${length} bytes; the file holds ${content.length - offset - HEADER_LENGTH}`,
      restMatches: rest.length > 0 && digest(rest).equals(checksum),
    }
  }
  const payload = content.subarray(offset + HEADER_LENGTH, end)
  if (!digest(payload).equals(checksum))
    return { ok: false, complete: true, reason: 'the record checksum does not match' }
  try {
    return { ok: true, record: JSON.parse(payload.toString('utf8')), end }
  } catch {
    return { ok: false, complete: true, reason: 'the record is not JSON' }
  }
}

function digest(bytes: Uint8Array): Buffer {
  return createHash('sha256').update(bytes).digest().subarray(0, 8)
}

function isZeros(content: Buffer, from: number): boolean {
  for (let index = from; index < content.length; index++) if (content[index] !== 0) return false
  return true
}

function hasValidRecordAfter(content: Buffer, from: number): boolean {
  for (let offset = from; offset + HEADER_LENGTH <= content.length; offset++) {
    const parsed = parseAt(content, offset)
    if (parsed.ok && typeof parsed.record === 'object' && parsed.record !== null) return true
  }
  return false
}
