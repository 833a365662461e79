import { describe, expect, it } from 'vitest'
import type { CliIo } from '../CliIo.js'
import type { Colors } from './colors.js'
import { colorsWanted, Terminal } from './Terminal.js'

const collect = (into: string[]) => (text: string) => {
  into.push(text)
  return true
}

function io(env: Record<string, string>, tty: boolean): CliIo & { out: string[]; err: string[] } {
  const out: string[] = []
  const err: string[] = []
  return {
    env,
    out,
    err,
    stdout: { write: collect(out), isTTY: tty, columns: tty ? 100 : undefined },
    stderr: { write: collect(err), isTTY: tty, columns: tty ? 100 : undefined },
    untilInterrupted: async () => {},
  }
}

/** What `say` writes of the line `compose` makes with the terminal's colours. */
function said(streams: CliIo & { out: string[] }, compose: (c: Colors) => string): string {
  const terminal = new Terminal(streams, { json: false, verbose: false })
  terminal.say(compose(terminal.color))
  return streams.out.join('')
}

describe('Terminal', () => {
  it('colours and spins on a terminal only, never with NO_COLOR, TERM=dumb or in CI', () => {
    expect(said(io({}, true), (c) => c.red('x'))).toBe('\u001b[31mx\u001b[39m\n')
    expect(new Terminal(io({}, true), { json: false, verbose: false }).spinners).toBe(true)
    for (const [env, tty] of [
      [{}, false],
      [{ NO_COLOR: '1' }, true],
      [{ TERM: 'dumb' }, true],
    ] as const) {
      const terminal = new Terminal(io(env, tty), { json: false, verbose: false })
      expect(terminal.color.red('x')).toBe('x')
      expect(said(io(env, tty), (c) => c.red('x'))).toBe('x\n')
      expect(terminal.spinners).toBe(false)
    }
    expect(new Terminal(io({ CI: 'true' }, true), { json: false, verbose: false }).spinners).toBe(false)
  })

  it('FORCE_COLOR colours a pipe too (but not a --json answer); NO_COLOR wins; FORCE_COLOR=0 turns colours off', () => {
    expect(said(io({ FORCE_COLOR: '1' }, false), (c) => c.red('x'))).toBe('\u001b[31mx\u001b[39m\n')
    const forced = new Terminal(io({ FORCE_COLOR: '1' }, false), { json: false, verbose: false })
    expect(forced.stdoutColors).toBe(true)
    expect(forced.spinners).toBe(false)
    expect(new Terminal(io({ FORCE_COLOR: '1' }, false), { json: true, verbose: false }).stdoutColors).toBe(false)
    expect(colorsWanted({ FORCE_COLOR: '1', TERM: 'dumb' }, { isTTY: false })).toBe(true)
    expect(colorsWanted({ FORCE_COLOR: '1', NO_COLOR: '1' }, { isTTY: true })).toBe(false)
    expect(colorsWanted({ FORCE_COLOR: '0' }, { isTTY: true })).toBe(false)
    expect(colorsWanted({ FORCE_COLOR: 'false' }, { isTTY: true })).toBe(false)
    expect(colorsWanted({ FORCE_COLOR: '' }, { isTTY: true })).toBe(true)
    expect(colorsWanted({ NO_COLOR: '' }, { isTTY: true })).toBe(true)
  })

  it('writes the result as JSON alone on stdout with --json, progress on stderr', () => {
    const streams = io({}, false)
    const terminal = new Terminal(streams, { json: true, verbose: false })
    terminal.say('working…')
    terminal.task('step').done('✔ step')
    terminal.result({ fee: 5n, bytes: new Uint8Array([1, 255]) }, () => ['not printed'])
    expect(JSON.parse(streams.out.join(''))).toEqual({ fee: '5', bytes: '01ff' })
    expect(streams.err.join('')).toBe('working…\n✔ step\n')
  })

  it('writes the human lines on stdout otherwise', () => {
    const streams = io({}, false)
    const terminal = new Terminal(streams, { json: false, verbose: false })
    terminal.task('step').fail('✖ step')
    terminal.result({ a: 1 }, () => ['line one', 'line two'])
    terminal.warn('careful')
    expect(streams.out.join('')).toBe('✖ step\nline one\nline two\n')
    expect(streams.err.join('')).toBe('careful\n')
  })
})
