import { formatAmount } from '@ledgernet/crypto'
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
    mining: sandbox.mining.mode,
    roundMs: sandbox.roundMs ?? null,
    controls: sandbox.controlsEnabled,
    strictLifecycle: sandbox.strictLifecycle,
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
 * The banner the command lines print at start: where each interface is, the admin credentials,
 * the funded development accounts with their private keys — with the warning that goes with them —
 * and how to use them: the exact lines that point the `ledgernet` command at this sandbox and put
 * account 0's key in `LEDGERNET_PRIVATE_KEY`. Amounts as the CLI writes them (`1,000,000 XRD`).
 *
 * @example
 * console.log(formatSandboxBanner(sandbox))
 */
export function formatSandboxBanner(sandbox: Sandbox): string {
  const { username, password } = sandbox.adminCredentials
  const lines = [
    `ledgernet sandbox — localnet on ${sandbox.gatewayUrl}`,
    '',
    `  Gateway API   ${sandbox.gatewayUrl}`,
    `  JSON-RPC      ${sandbox.rpcUrl}`,
    `  Node REST     ${sandbox.nodeUrl}/api   (admin: ${username} / ${password})`,
    `  Gateway v0    ${sandbox.v0Url}/v0`,
    `  Feed          ${sandbox.feedUrl}`,
    '',
    `  ${
      sandbox.mining.mode === 'auto'
        ? 'Automine: each transaction is committed at once'
        : sandbox.mining.mode === 'interval'
          ? `Rounds every ${sandbox.roundMs} ms`
          : 'Rounds at sandbox_mine only'
    }, an epoch every ${sandbox.roundsPerEpoch} rounds; ledger ${sandbox.dataDir ? `journaled in ${sandbox.dataDir}` : 'in memory'}.`,
    `  Test controls (sandbox_* on ${sandbox.rpcUrl}): ${sandbox.controlsEnabled ? 'on' : 'off'}.`,
    ...(sandbox.strictLifecycle
      ? ['  Strict lifecycle: the Gateway API submits only what /transaction/finalize answered (submit: false).']
      : []),
    '',
    'Funded accounts. These private keys are printed for development only: they are public',
    'knowledge (the development mnemonic "test … junk"); never send real funds to them.',
    '',
  ]
  sandbox.accounts.forEach((account, index) => {
    lines.push(`  (${index}) ${account.address}   ${formatAmount(account.balance, { symbol: 'XRD' })}`)
    lines.push(`      v0 ${account.v0Address}`)
    lines.push(`      private key ${account.privateKey ?? '(not known to the sandbox)'}`)
  })
  const signer = sandbox.accounts.findIndex((account) => account.privateKey !== undefined)
  const other = sandbox.accounts.find((_account, index) => index !== signer)
  lines.push(
    '',
    'Use it from another terminal, with the ledgernet command (npx -p @ledgernet/cli ledgernet …):',
    '',
    `  export LEDGERNET_GATEWAY=${sandbox.gatewayUrl}   # every interface of this sandbox (JSON-RPC, node REST, v0 too)`,
    // Single-quoted for the shell, a quote in the password written as '\''.
    `  export LEDGERNET_ADMIN='${`${username}:${password}`.replaceAll("'", "'\\''")}'   # the node's admin credentials`,
  )
  if (signer !== -1) {
    lines.push(`  export LEDGERNET_PRIVATE_KEY=${sandbox.accounts[signer]!.privateKey}   # sign as account (${signer})`)
    if (other)
      lines.push(
        `  npx -p @ledgernet/cli ledgernet transfer ${other.address} 2.5   # 2.5 XRD from (${signer}) to (${sandbox.accounts.indexOf(other)})`,
      )
  }
  lines.push(
    '',
    `From code: createGatewayTransport({ baseUrl: '${sandbox.gatewayUrl}', network: 'localnet' }) (@ledgernet/gateway-client).`,
    '',
    'Press Ctrl-C to stop.',
  )
  return lines.join('\n')
}
