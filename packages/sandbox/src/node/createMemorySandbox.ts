import { memorySandboxOn } from '../createMemorySandbox.js'
import type { MemorySandbox } from '../Sandbox.js'
import type { MemorySandboxOptions } from '../SandboxOptions.js'
import { nodePlatform } from './nodePlatform.js'

/**
 * A sandbox in memory, on Node: `createMemorySandbox` of the portable entry (the same engine,
 * options and `fetch`, no socket), with hashing by OpenSSL and signatures checked by libsecp256k1
 * where its addon loads (`nodePlatform`) — the same answers, faster. What `@ledgernet/sandbox`
 * exports under Node.
 *
 * @example
 * import { createMemorySandbox } from '@ledgernet/sandbox'
 * const sandbox = createMemorySandbox({ accounts: 2 })
 * const pong = await sandbox.fetch(`${sandbox.nodeUrl}/api/ping`).then((response) => response.json())
 * await sandbox.stop()
 */
export function createMemorySandbox(options: MemorySandboxOptions = {}): MemorySandbox {
  return memorySandboxOn(nodePlatform, options)
}
