// The payouts guide says a run pays the same accounts, and refuses the rest the same way, whether
// the sandbox commits each transaction at once or in rounds. samples.test.ts runs every sample on a
// sandbox that commits in rounds (`roundMs`); this runs the guide's samples, twice each, on one that
// commits at once: the CLI's default (`ledgernet sandbox` without `--round-ms`), the ledger a
// reader who follows the guide has.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { formatWithOptions } from 'node:util'
import { type Sandbox, silentLogger, startSandbox } from '@ledgernet/sandbox'
import { codeSamples, expectedOutput } from '@ledgernet/test-support/codeSamples'
import { runExample } from '@ledgernet/test-support/readmeExamples'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { docsDir } from './sitePages.js'

const page = 'guide/payouts.md'
const samples = codeSamples(readFileSync(join(docsDir, page), 'utf8'), page).filter((sample) => sample.lang === 'ts')

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, adminCredentials: 'admin:secret', logger: silentLogger })
})
afterAll(async () => {
  await sandbox?.stop()
})

it('the payouts guide has its samples', () => {
  expect(samples.length).toBeGreaterThanOrEqual(5)
})

it.each(samples.map((sample) => [`${sample.page}:${sample.line}`, sample] as const))(
  '%s prints what it says on a sandbox that commits each transaction at once',
  async (_, sample) => {
    expect(sandbox.mining.mode).toBe('auto')
    for (const run of [1, 2]) {
      const printed = await runExample(pathToFileURL(docsDir), sample.code, {
        '127.0.0.1:8080': `127.0.0.1:${sandbox.port}`,
      })
      expect(
        printed.map((args) => formatWithOptions({ colors: false }, ...args)),
        `run ${run}`,
      ).toEqual(expectedOutput(sample.code))
    }
  },
)
