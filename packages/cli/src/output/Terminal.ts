import { createSpinner, type Spinner } from 'nanospinner'
import type { CliIo, CliStream } from '../CliIo.js'
import { type Colors, createColors, renderLine } from './colors.js'
import { fitToWidth } from './formatTable.js'
import { toJsonText } from './toJsonText.js'

/**
 * A step in progress: a spinner on a terminal, nothing when piped. `done`/`fail` end it with its
 * final line, which is printed either way.
 *
 * @example
 * const task = terminal.task('transfer 5 XRD')
 * task.done('✔ transfer 5 XRD — CONFIRMED')
 */
export type Task = {
  update(text: string): void
  done(line: string): void
  fail(line: string): void
}

/**
 * Whether what goes to `stream` is coloured — the one place every ledgernet command line decides
 * it (`ledgernet contract`'s table included): never with `NO_COLOR` (any non-empty value); always
 * with `FORCE_COLOR` (any non-empty value but `0` and `false`, which turn colours off), even into a
 * pipe; otherwise on a terminal whose `TERM` is not `dumb`.
 *
 * @example
 * colorsWanted(process.env, process.stdout) // true in a terminal, false in a pipe
 */
export function colorsWanted(env: Record<string, string | undefined>, stream: { isTTY?: boolean }): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false
  const force = env.FORCE_COLOR
  if (force !== undefined && force !== '') return force !== '0' && force !== 'false'
  if (env.TERM === 'dumb') return false
  return stream.isTTY === true
}

/**
 * Where a command's output goes, so every command treats `--json`, colours, spinners and text it
 * did not write alike: `result` writes the command's answer (one JSON document on stdout with
 * `--json`, human lines otherwise); `say` writes progress (stdout, or stderr with `--json` so that
 * stdout stays machine-readable); `warn` always writes to stderr. Every human line goes through
 * `renderLine`: whatever a server or a user wrote in it is shown safe for a terminal (control and
 * escape characters as `\x1b`, bidi controls neutralised, long texts cut with their size said),
 * and only the CLI's own colours colour it; the JSON answer is exact JSON, with the characters a
 * terminal would act on written as `\u` escapes. Colours as {@link colorsWanted} decides (never in
 * a `--json` answer); spinners only where both streams are terminals with colours, never in CI.
 *
 * @example
 * const terminal = new Terminal(io, { json: false, verbose: false })
 * terminal.result({ epoch: 12 }, () => [`epoch ${12}`])
 */
export class Terminal {
  readonly json: boolean
  readonly verbose: boolean
  /** Whether what goes to stdout is coloured (see {@link colorsWanted}). */
  readonly stdoutColors: boolean
  /** Colours of what goes to stdout. */
  readonly color: Colors
  /** Colours of what goes to stderr. */
  readonly errorColor: Colors
  readonly spinners: boolean
  readonly #io: CliIo

  constructor(io: CliIo, options: { json: boolean; verbose: boolean }) {
    this.#io = io
    this.json = options.json
    this.verbose = options.verbose
    this.stdoutColors = !options.json && colorsWanted(io.env, io.stdout)
    this.color = createColors(this.stdoutColors)
    this.errorColor = createColors(colorsWanted(io.env, io.stderr))
    // A terminal that reports no width (some pseudo-terminals) gets no spinner: redrawing one needs it.
    this.spinners =
      io.stdout.isTTY === true &&
      io.stderr.isTTY === true &&
      colorsWanted(io.env, io.stdout) &&
      colorsWanted(io.env, io.stderr) &&
      io.env.CI === undefined &&
      (io.stderr.columns ?? 0) > 0
  }

  /** The command's answer: `value` as JSON with `--json`, else the `human` lines. */
  result(value: unknown, human: () => readonly string[]): void {
    if (this.json) this.#io.stdout.write(`${toJsonText(value)}\n`)
    else for (const line of human()) this.#write(this.#io.stdout, line)
  }

  /** A line for people about what is happening; stderr with `--json`. */
  say(line = ''): void {
    this.#write(this.#progressStream(), line)
  }

  /** A warning, an error or its detail: always stderr. */
  warn(line: string): void {
    this.#write(this.#io.stderr, line)
  }

  /** A JSON document on stdout (the `--json` form of an error), exact and terminal-safe. */
  writeJson(value: unknown): void {
    this.#io.stdout.write(`${toJsonText(value)}\n`)
  }

  /** Colours matching where `say` writes. */
  get sayColor(): Colors {
    return this.json ? this.errorColor : this.color
  }

  /** Starts a step that takes time (see {@link Task}). */
  task(text: string): Task {
    const stream = this.#progressStream()
    let spinner: Spinner | undefined
    // One line only, never wrapped: the spinner redraws the lines it counts.
    const fit = (line: string) => renderLine(fitToWidth(line, (this.#io.stderr.columns ?? 80) - 3))
    if (this.spinners) spinner = createSpinner(fit(text), { stream: this.#io.stderr as NodeJS.WriteStream }).start()
    const end = (line: string) => {
      if (spinner?.isSpinning()) spinner.stop()
      spinner = undefined
      this.#write(stream, line)
    }
    return {
      update: (next) => void spinner?.update(fit(next)),
      done: end,
      fail: end,
    }
  }

  /** The one place a human line reaches a stream: made safe, our colours turned on. */
  #write(stream: CliStream, line: string): void {
    stream.write(`${renderLine(line)}\n`)
  }

  #progressStream(): CliStream {
    return this.json ? this.#io.stderr : this.#io.stdout
  }
}
