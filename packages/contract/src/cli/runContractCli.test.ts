import { describe, expect, it } from 'vitest'
import { runContractCli } from './runContractCli.js'

/** Runs the command line in-process and collects what it writes. */
async function run(argv: string[]) {
  let stdout = ''
  let stderr = ''
  const code = await runContractCli(argv, {
    env: {},
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  })
  return { code, stdout, stderr }
}

describe('runContractCli (the ledgernet-contract bin)', () => {
  it('prints a usage error as one line with a hint, as every ledgernet command, and exits 2', async () => {
    expect(await run(['--junit', 'x.xml'])).toEqual({
      code: 2,
      stdout: '',
      stderr: "error: Invalid command line: unknown option '--junit'. Hint: see `ledgernet-contract --help`.\n",
    })
    expect((await run(['--timeout', 'soon'])).stderr).toMatch(
      /^error: Invalid --timeout: .* Hint: see `ledgernet-contract --help`\.\n$/,
    )
    // No server given: nothing to test is a usage error too.
    expect(await run([])).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^error: .* Hint: see `ledgernet-contract --help`\.\n$/),
    })
  })

  it('with --json, also prints the error as JSON on stdout', async () => {
    const { code, stdout } = await run(['--json', '--timeout', '0'])
    expect(code).toBe(2)
    expect(JSON.parse(stdout)).toEqual({
      error: {
        code: 'INVALID_ARGUMENT',
        message: expect.stringMatching(/^Invalid --timeout/),
        hint: 'see `ledgernet-contract --help`',
      },
    })
  })

  it('prints its help with the exit codes', async () => {
    const { code, stdout } = await run(['--help'])
    expect(code).toBe(0)
    for (const option of [
      '--gateway <url>',
      '--key-file <file>',
      '--json',
      '--only <pattern>',
      '--report-json <file>',
      '--report-junit <file>',
    ])
      expect(stdout).toContain(option)
    expect(stdout).toContain('Exit code: 0 when every check passes, 1 when one fails, 2 for a usage error.')
  })
})
