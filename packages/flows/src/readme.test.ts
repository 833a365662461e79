import { silentLogger, startSandbox } from '@ledgernet/sandbox'
import { readmeExamples, runExample } from '@ledgernet/test-support/readmeExamples'
import { expect, it } from 'vitest'

const packageDir = new URL('..', import.meta.url)
const examples = readmeExamples(packageDir)

// What each README example prints, in order: the README's own comments, checked.
const printed: unknown[][][] = [
  [['CONFIRMED', 64, true]],
  [[true, 'CONFIRMED']],
  [[64]],
  [[true, true]],
  [['NOT_TOKEN_OWNER']],
  [[1, 'NonFungible', '01']],
  [
    ['xrd', '2.5'],
    [true, 1500000000000000000n],
  ],
]

it('the README has the examples this test knows', () => {
  expect(examples).toHaveLength(printed.length)
})

it.each(examples.map((code, index) => [index, code] as const))(
  'README example %i runs against a sandbox and prints what it says',
  async (index, code) => {
    // Each example gets a fresh ledger, so that it runs alone, as a reader would run it.
    const sandbox = await startSandbox({ port: 0, accounts: 2, logger: silentLogger })
    try {
      expect(await runExample(packageDir, code, { 'http://127.0.0.1:8080': sandbox.gatewayUrl })).toEqual(
        printed[index],
      )
    } finally {
      await sandbox.stop()
    }
  },
)
