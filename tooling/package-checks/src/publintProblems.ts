import { readFileSync } from 'node:fs'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'

/**
 * publint on a packed tarball (the files users get, not the folder), strict: warnings count as
 * errors; suggestions are reported too, since each one names a real improvement.
 *
 * @example
 * await publintProblems('/tmp/packed/ledgernet-crypto-0.1.0.tgz') // [] when publint has nothing to say
 */
export async function publintProblems(tarball: string): Promise<string[]> {
  const bytes = readFileSync(tarball)
  const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
  const { messages, pkg } = await publint({ pack: { tarball: data }, level: 'suggestion', strict: true })
  return messages.map((message) => `${message.type}: ${formatMessage(message, pkg, { color: false }) ?? message.code}`)
}
