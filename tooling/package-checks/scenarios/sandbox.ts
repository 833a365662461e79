import { DEVELOPMENT_MNEMONIC, startSandbox } from '@ledgernet/sandbox'
import { expectEqual } from './support/assertions.js'

const sandbox = await startSandbox({ roundMs: 20 })
try {
  expectEqual(
    DEVELOPMENT_MNEMONIC,
    'test test test test test test test test test test test junk',
    'development mnemonic',
  )
  expectEqual(
    sandbox.accounts[0]?.address,
    'ddx1qsp7c05m9yw8jmumzdlvfq0mxyc9rh2vxtxqsusxv48k35f2yku6k0g3rt6md',
    'first funded account',
  )
  const ping = (await (await fetch(`${sandbox.nodeUrl}/api/ping`)).json()) as { response: string }
  expectEqual(ping.response, 'pong', 'node REST ping')
  const derive = await fetch(`${sandbox.gatewayUrl}/token/derive`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ledger-target-gw-api': '1.0' },
    body: JSON.stringify({
      network_identifier: { network: 'localnet' },
      public_key: { hex: sandbox.accounts[0]!.publicKey },
      symbol: 'gold',
    }),
  })
  expectEqual(
    ((await derive.json()) as { token_identifier: { rri: string } }).token_identifier.rri,
    'gold_dr1qd0vs8ut8w5defgw26x8505yp3uqhzw5dhmh4g7c4g7smzlcwk',
    'gateway derive',
  )
} finally {
  await sandbox.stop()
}
console.log('ok: sandbox')
