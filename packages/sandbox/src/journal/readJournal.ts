import { sha256 as portableSha256 } from '@ledgernet/crypto'

/**
 * "LNSBJNL" + format version 1: the first 8 bytes of every journal file.
 *
 * @example
 * startsWith(content, JOURNAL_MAGIC) // a sandbox journal
 */
export const JOURNAL_MAGIC: Uint8Array = Uint8Array.of(0x4c, 0x4e, 0x53, 0x42, 0x4a, 0x4e, 0x4c, 0x01)

/**
 * The length of a journal without records: its magic and format version.
 *
 * @example
 * await journal.truncate(JOURNAL_HEADER_BYTES) // back to genesis
 */
export const JOURNAL_HEADER_BYTES = JOURNAL_MAGIC.length

/** A record's frame before its payload: u32 BE length ‖ the first 8 bytes of SHA-256(payload). */
const HEADER_LENGTH = 12
const MAX_RECORD_LENGTH = 64 * 1024 * 1024

/**
 * Frames records as the journal stores them, one after another: `u32 BE length ‖ first 8 bytes of
 * SHA-256(payload) ‖ payload`, the payload each record's JSON in UTF-8. `readJournal` reads them
 * back. `sha256` is the platform's (OpenSSL on Node).
 *
 * @example
 * const bytes = frameJournalRecords([{ type: 'clock', time: Date.now(), epoch: 1, round: 0 }])
 */
export function frameJournalRecords(
  records: readonly unknown[],
  sha256: (bytes: Uint8Array) => Uint8Array = portableSha256,
): Uint8Array {
  const encoder = new TextEncoder()
  const payloads = records.map((record) => encoder.encode(JSON.stringify(record)))
  const framed = new Uint8Array(payloads.reduce((total, payload) => total + HEADER_LENGTH + payload.length, 0))
  const view = new DataView(framed.buffer)
  let offset = 0
  for (const payload of payloads) {
    view.setUint32(offset, payload.length)
    framed.set(sha256(payload).subarray(0, 8), offset + 4)
    framed.set(payload, offset + HEADER_LENGTH)
    offset += HEADER_LENGTH + payload.length
  }
  return framed
}

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
 * `sha256` is the platform's (OpenSSL on Node); the records are the JSON values as written (a
 * replay reads them into `JournalRecord`s: `replayJournal`).
 *
 * @example
 * const read = readJournal(await readFile('ledger/journal.log'))
 * if (read.tail?.kind === 'damaged') console.log(read.tail.offset, read.lastGoodVersion)
 */
export function readJournal(
  content: Uint8Array,
  sha256: (bytes: Uint8Array) => Uint8Array = portableSha256,
): {
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
  const digest = (bytes: Uint8Array) => sha256(bytes).subarray(0, 8)
  const decoder = new TextDecoder()
  const parseAt = (offset: number) => parse(content, offset, digest, decoder)
  if (content.length < JOURNAL_MAGIC.length || !sameBytes(content.subarray(0, JOURNAL_MAGIC.length), JOURNAL_MAGIC))
    return result({ kind: 'damaged', offset: 0, reason: 'the file does not start with the sandbox journal header' })
  let offset = JOURNAL_MAGIC.length
  while (offset < content.length) {
    const parsed = parseAt(offset)
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
    if (hasValidRecordAfter(content, offset + 1, parseAt))
      return result({ kind: 'damaged', offset, reason: `${parsed.reason}, and valid records follow` })
    return result({ kind: 'torn', offset, reason: parsed.reason })
  }
  return result()
}

type Parsed =
  | { ok: true; record: unknown; end: number }
  | { ok: false; complete: true; reason: string }
  | { ok: false; complete: false; reason: string; restMatches: boolean }

function parse(
  content: Uint8Array,
  offset: number,
  digest: (bytes: Uint8Array) => Uint8Array,
  decoder: TextDecoder,
): Parsed {
  if (content.length - offset < HEADER_LENGTH)
    return { ok: false, complete: false, reason: 'the record header is cut short', restMatches: false }
  const length = new DataView(content.buffer, content.byteOffset + offset, 4).getUint32(0)
  const end = offset + HEADER_LENGTH + length
  const checksum = content.subarray(offset + 4, offset + HEADER_LENGTH)
  if (length > MAX_RECORD_LENGTH || end > content.length) {
    const rest = content.subarray(offset + HEADER_LENGTH)
    return {
      ok: false,
      complete: false,
      reason: `the record claims ${length} bytes; the file holds ${content.length - offset - HEADER_LENGTH}`,
      restMatches: rest.length > 0 && sameBytes(digest(rest), checksum),
    }
  }
  const payload = content.subarray(offset + HEADER_LENGTH, end)
  if (!sameBytes(digest(payload), checksum))
    return { ok: false, complete: true, reason: 'the record checksum does not match' }
  try {
    return { ok: true, record: JSON.parse(decoder.decode(payload)), end }
  } catch {
    return { ok: false, complete: true, reason: 'the record is not JSON' }
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false
  return true
}

function isZeros(content: Uint8Array, from: number): boolean {
  for (let index = from; index < content.length; index++) if (content[index] !== 0) return false
  return true
}

function hasValidRecordAfter(content: Uint8Array, from: number, parseAt: (offset: number) => Parsed): boolean {
  for (let offset = from; offset + HEADER_LENGTH <= content.length; offset++) {
    const parsed = parseAt(offset)
    if (parsed.ok && typeof parsed.record === 'object' && parsed.record !== null) return true
  }
  return false
}
