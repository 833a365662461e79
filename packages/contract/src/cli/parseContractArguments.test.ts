import { describe, expect, it } from 'vitest'
import { parseContractArguments } from './parseContractArguments.js'

const key = 'ab'.repeat(32)

describe('parseContractArguments', () => {
  it('reads the URLs, the files, the patterns and the defaults', () => {
    const parsed = parseContractArguments(
      [
        '--gateway',
        'http://g',
        '--rpc',
        'http://r/rpc',
        '--node',
        'http://n',
        '--v0',
        'http://v',
        '--only',
        'gateway.*',
        '--only',
        'scenario',
        '--report-junit',
        'out/c.xml',
        '--report-json',
        'out/c.json',
        '--timeout',
        '500',
      ],
      {},
    )
    expect(parsed).toEqual({
      kind: 'run',
      input: {
        run: {
          gateway: 'http://g',
          rpc: 'http://r/rpc',
          node: 'http://n',
          v0: 'http://v',
          network: 'localnet',
          timeout: 500,
          confirmTimeout: 30_000,
          only: ['gateway.*', 'scenario'],
        },
        json: false,
        reportJunit: 'out/c.xml',
        reportJson: 'out/c.json',
      },
    })
  })

  it('--json prints the report (it takes no file: the report files have their own options)', () => {
    const parsed = parseContractArguments(['--gateway', 'http://g', '--json', '--all'], {})
    expect(parsed.kind === 'run' && parsed.input).toMatchObject({ json: true, all: true })
    expect(() => parseContractArguments(['--junit', 'x.xml'], {})).toThrow(/unknown option '--junit'/)
  })

  it('takes the key from --key-file or LEDGERNET_PRIVATE_KEY only', () => {
    const fromEnv = parseContractArguments(['--gateway', 'http://g'], { LEDGERNET_PRIVATE_KEY: key })
    expect(fromEnv.kind === 'run' && fromEnv.input.run.privateKey).toBe(key)
    const fromFile = parseContractArguments(['--gateway', 'http://g', '--key-file', '/tmp/key'], {
      LEDGERNET_PRIVATE_KEY: key,
    })
    expect(fromFile.kind === 'run' && fromFile.input.run).toMatchObject({ keyFile: '/tmp/key' })
    expect(fromFile.kind === 'run' && fromFile.input.run.privateKey).toBeUndefined()
  })

  it('refuses a key on the command line without repeating it', () => {
    for (const argv of [['--private-key', key], [`--private-key=${key}`], ['--gateway', 'http://g', key]]) {
      let message = ''
      try {
        parseContractArguments(argv, {})
      } catch (error) {
        message = (error as Error).message
      }
      expect(message).not.toBe('')
      expect(message).not.toContain(key)
    }
  })

  it('splits --admin user:pass, or LEDGERNET_ADMIN', () => {
    const parsed = parseContractArguments(['--node', 'http://n', '--admin', 'admin:pa:ss'], {})
    expect(parsed.kind === 'run' && parsed.input.run.admin).toEqual({ username: 'admin', password: 'pa:ss' })
    const fromEnv = parseContractArguments(['--node', 'http://n'], { LEDGERNET_ADMIN: 'root:x' })
    expect(fromEnv.kind === 'run' && fromEnv.input.run.admin).toEqual({ username: 'root', password: 'x' })
    expect(() => parseContractArguments(['--admin', 'nocolon'], {})).toThrow(/--admin: must be user:pass/)
  })

  it('names the option of a usage error', () => {
    expect(() => parseContractArguments(['--timeout', 'soon'], {})).toThrow(/timeout/)
    expect(() => parseContractArguments(['--network', 'devnet'], {})).toThrow(/network/)
  })

  it('answers the generated help', () => {
    const parsed = parseContractArguments(['--help'], {})
    expect(parsed.kind).toBe('help')
    expect(parsed.kind === 'help' && parsed.text).toContain('--key-file <file>')
  })
})
