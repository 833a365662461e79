// One start of a test file's process, as the suite race's files meet it: `import('@ledgernet/sandbox')`
// then an in-memory sandbox's first answer (the README transfer's first request, a Gateway build),
// timed inside the process (Node's own start is not in it). Prints one JSON line; race.mjs runs it
// in fresh processes and takes the median.
const started = performance.now()
const cpuAtStart = process.cpuUsage()
const { createMemorySandbox } = await import('@ledgernet/sandbox')
const imported = performance.now()
const sandbox = createMemorySandbox()
const [alice, bob] = sandbox.accounts
const answer = await sandbox.fetch(`${sandbox.gatewayUrl}/transaction/build`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-ledger-target-gw-api': '1.0' },
  body: JSON.stringify({
    network_identifier: { network: 'localnet' },
    actions: [
      {
        type: 'TransferTokens',
        from_account: { address: alice.address },
        to_account: { address: bob.address },
        amount: { value: '2500000000000000000', token_identifier: { rri: 'xrd_dr1qyrs8qwl' } },
      },
    ],
    fee_payer: { address: alice.address },
  }),
})
await answer.json()
const answered = performance.now()
const cpu = process.cpuUsage(cpuAtStart)
await sandbox.stop()
console.log(
  JSON.stringify({
    status: answer.status,
    importMs: imported - started,
    totalMs: answered - started,
    cpuMs: (cpu.user + cpu.system) / 1000,
  }),
)
