import { readFileSync } from 'node:fs'
import { silentLogger, startSandbox } from '@ledgernet/sandbox'
import { developmentAccounts } from '@ledgernet/test-support/developmentAccounts'
import type { Command } from 'commander'
import { describe, expect, it } from 'vitest'
import { createProgram } from './createProgram.js'
import { runLedgernetBin } from './testing/runLedgernetBin.js'

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')

function program(): Command {
  return createProgram(
    { env: {}, stdout: { write: () => true }, stderr: { write: () => true }, untilInterrupted: async () => {} },
    () => async () => {},
  )
}

describe('README', () => {
  it('documents every command and every global option', () => {
    const paths: string[] = []
    const walk = (command: Command, prefix: string[]) => {
      for (const sub of command.commands) {
        if (sub.name() === 'help') continue
        paths.push([...prefix, sub.name()].join(' '))
        walk(sub, [...prefix, sub.name()])
      }
    }
    const root = program()
    walk(root, [])
    for (const path of paths) expect(readme, path).toContain(path.includes(' ') ? path : `ledgernet ${path}`)
    for (const option of root.options) expect(readme, option.long).toContain(`\`${option.long}`)
  })

  it('its session runs as written, through the built bin (against a fresh sandbox on a free port)', async () => {
    // A sandbox of its own, as `ledgernet sandbox &` starts one: the shared one holds what other
    // tests did with the same development accounts (a contract run's tokens change the balance table).
    const sandbox = await startSandbox({ port: 0, logger: silentLogger })
    try {
      await runSession(sandbox.gatewayUrl)
    } finally {
      await sandbox.stop()
    }
  })
})

/** The README's session, line by line, through the built bin against `gatewayUrl`. */
async function runSession(gatewayUrl: string) {
  const block = /A session against a local network:\n\n```sh\n([\s\S]*?)```/.exec(readme)![1]!
  const lines = block
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter(Boolean)
  expect(lines[0]).toBe('ledgernet sandbox &')
  const key = /^export LEDGERNET_PRIVATE_KEY='([^']+)'$/.exec(lines[1]!)![1]!
  const outputs: string[] = []
  for (const line of lines.slice(2)) {
    const argv = line.split(/\s+/)
    expect(argv[0]).toBe('ledgernet')
    const run = await runLedgernetBin(['--gateway', gatewayUrl, ...argv.slice(1)], {
      env: { LEDGERNET_PRIVATE_KEY: key },
    })
    expect(run, line).toMatchObject({ code: 0, stderr: '' })
    outputs.push(run.stdout)
  }
  expect(outputs[0]).toMatch(
    new RegExp(
      `^✔ transfer 2\\.5 XRD to ${developmentAccounts[1].address} — CONFIRMED tx [0-9a-f]{64} fee 0\\.0528 XRD`,
    ),
  )
  expect(outputs[1]).toContain('token gem_dr1qdhhapm4gnw385xmeyl0pszqt7aykjd0h6x9ms95g84qxh7wjm')
  expect(outputs[2]).toContain('resource_sim1q3hhapm4gnw385xmeyl0pszqt7aykjd0h6x9ms95g84qjfx94e  GEM             500')
  expect(readme).toContain(outputs[2]!.split('\n')[0]!)
}
