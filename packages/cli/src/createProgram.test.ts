import type { Command } from 'commander'
import { describe, expect, it } from 'vitest'
import { createProgram } from './createProgram.js'
import { runLedgernet } from './testing/runLedgernet.js'
import { runLedgernetBin } from './testing/runLedgernetBin.js'

/** Every command path of the program, from its own definition: a new command is covered at once. */
function commandPaths(): string[][] {
  const io = { env: {}, stdout: { write: () => true }, stderr: { write: () => true }, untilInterrupted: async () => {} }
  const program = createProgram(io, () => async () => {})
  const paths: string[][] = []
  const walk = (command: Command, path: string[]) => {
    for (const sub of command.commands) {
      paths.push([...path, sub.name()])
      walk(sub, [...path, sub.name()])
    }
  }
  walk(program, [])
  return paths
}

/** Runs `tasks` at most `limit` at a time (the machine has two cores). */
async function inBatches<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items]
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item)
    }),
  )
}

describe('ledgernet --help', () => {
  it('lists every command the issue asks for', () => {
    const names = commandPaths().map((path) => path.join(' '))
    for (const name of [
      'sandbox',
      'keys new',
      'keys show',
      'keys address',
      'transfer',
      'token derive',
      'token create',
      'token mint',
      'token burn',
      'token info',
      'tx status',
      'tx wait',
      'node ping',
      'node system',
      'node peers',
      'node universe',
      'node mass',
      'node modules',
      'node close-websockets',
      'v0 epoch',
      'v0 component',
      'v0 resource',
      'v0 non-fungible',
      'v0 receipt',
      'contract',
      'demo',
    ])
      expect(names).toContain(name)
  })

  it('prints generated help for every command, on stdout, exit 0', async () => {
    const paths = [[], ...commandPaths().filter((path) => path.at(-1) !== 'help')]
    await inBatches(paths, 4, async (path) => {
      const run = await runLedgernet([...path, '--help'])
      expect(run, path.join(' ')).toMatchObject({ code: 0, stderr: '' })
      expect(run.stdout, path.join(' ')).toMatch(
        new RegExp(`^Usage: ledgernet${path.length ? ` ${path.join(' ')}` : ''} `),
      )
      if (path.length === 0)
        expect(run.stdout).toMatch(/^ {2}--json /m) // the general options, once, in ledgernet --help
      else {
        // A command's help lists its own options and points to ledgernet --help for the general ones.
        expect(run.stdout, path.join(' ')).not.toMatch(/^ {2}--(gateway|key-file|json|verbose) /m)
        expect(run.stdout, path.join(' ')).toContain('see `ledgernet --help`')
      }
    })
  })

  it('prints the version (the built bin, as a user runs it)', async () => {
    const run = await runLedgernetBin(['--version'])
    expect(run.stdout).toMatch(/^\d+\.\d+\.\d+\n$/)
  })
})
