// One mutant's sandbox, in a process of its own: the sandbox built from the copy given (argv[2],
// its sources transpiled, one of them mutated), on a free port. Tells the benchmark where it
// serves over IPC, and stops on 'stop'. A mutant that cannot start reports why and exits 1.
const dir = process.argv[2]
try {
  const { startSandbox, silentLogger } = await import(`${dir}/index.node.js`)
  const sandbox = await startSandbox({ port: 0, roundMs: 5, accounts: 2, logger: silentLogger })
  process.send({
    started: {
      gateway: sandbox.gatewayUrl,
      rpc: sandbox.rpcUrl,
      node: sandbox.nodeUrl,
      v0: sandbox.v0Url,
      privateKey: sandbox.accounts[0].privateKey,
      admin: `${sandbox.adminCredentials.username}:${sandbox.adminCredentials.password}`,
    },
  })
  process.on('message', async (message) => {
    if (message !== 'stop') return
    await sandbox.stop().catch(() => {})
    process.exit(0)
  })
} catch (error) {
  process.send({ failed: error instanceof Error ? error.message : String(error) })
  process.exit(1)
}
