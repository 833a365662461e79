// A sandbox started with defaults (automine), in its own process, for readmeTransfer.mjs.
import { describeSandbox, silentLogger, startSandbox } from '@ledgernet/sandbox'

const sandbox = await startSandbox({ logger: silentLogger })
process.on('SIGTERM', async () => {
  await sandbox.stop()
  process.exit(0)
})
process.send({ ...describeSandbox(sandbox), mining: sandbox.mining.mode })
