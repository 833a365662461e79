import { fromSubunits } from '@ledgernet/crypto'
import type { Sandbox } from './Sandbox.js'

/**
 * A plain, JSON-ready description of a running sandbox: URLs, network, the funded accounts with
 * their private keys (development keys — public knowledge), the admin credentials and the clock.
 * What the bin prints with `--json`.
 *
 * @example
 * console.log(JSON.stringify(describeSandbox(sandbox), null, 2))
 */
export function describeSandbox(sandbox: Sandbox): Record<string, unknown> {
  return {
    network: sandbox.network,
    port: sandbox.port,
    gatewayUrl: sandbox.gatewayUrl,
    rpcUrl: sandbox.rpcUrl,
    nodeUrl: sandbox.nodeUrl,
    v0Url: sandbox.v0Url,
    feedUrl: sandbox.feedUrl,
    adminCredentials: sandbox.adminCredentials,
    roundMs: sandbox.roundMs,
    roundsPerEpoch: sandbox.roundsPerEpoch,
    dataDir: sandbox.dataDir ?? null,
    accounts: sandbox.accounts.map((account) => ({
      address: account.address,
      v0Address: account.v0Address,
      publicKey: account.publicKey,
      privateKey: account.privateKey ?? null,
      balance: account.balance.toString(),
    })),
  }
}

/**
 * The banner the bin prints at start: where each interface is, the admin credentials, and the
 * funded development accounts with their private keys — with the warning that goes with them.
 *
 * @example
 * console.log(formatSandboxBanner(sandbox))
 */
export function formatSandboxBanner(sandbox: Sandbox): string {
  const lines = [
    `ledgernet sandbox — localnet on ${sandbox.gatewayUrl}`,
    '',
    `  Gateway API   ${sandbox.gatewayUrl}`,
    `  JSON-RPC      ${sandbox.rpcUrl}`,
    `  Node REST     ${sandbox.nodeUrl}/api   (admin: ${sandbox.adminCredentials.username} / ${sandbox.adminCredentials.password})`,
    `  Gateway v0    ${sandbox.v0Url}/v0`,
    `  Feed          ${sandbox.feedUrl}`,
    '',
    `  Rounds every ${sandbox.roundMs} ms, an epoch every ${sandbox.roundsPerEpoch} rounds; ledger ${sandbox.dataDir ? `journaled in ${sandbox.dataDir}` : 'in memory'}.`,
    '',
    'Funded accounts. These private keys are printed for development only: they are public',
    'knowledge (the development mnemonic "test … junk"); never send real funds to them.',
    '',
  ]
  sandbox.accounts.forEach((account, index) => {
    lines.push(`  (${index}) ${account.address}   ${fromSubunits(account.balance)} XRD`)
    lines.push(`      v0 ${account.v0Address}`)
    lines.push(`      private key ${account.privateKey ?? '(not known to the sandbox)'}`)
  })
  lines.push('', 'Press Ctrl-C to stop.')
  return lines.join('\n')
}
