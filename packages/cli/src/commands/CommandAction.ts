import type { Command } from 'commander'
import type { CliContext } from './CliContext.js'

/** A command's exit code when not 0; an action without a return statement (exit 0) resolves to void. */
// biome-ignore lint/suspicious/noConfusingVoidType: TypeScript infers Promise<void> for an async action that returns nothing
type ExitCode = number | void

/**
 * The body of a command: its context, its positional arguments and its own options. It returns
 * the exit code when it is not 0 without an error (a demo step that failed, after printing why).
 *
 * @example
 * const epoch: CommandAction = async (context) => context.terminal.result(await (await import('@ledgernet/v0-client')).getEpoch({ client: await context.v0() }), () => ['…'])
 */
export type CommandAction<TOptions = Record<string, unknown>> = (
  context: CliContext,
  args: string[],
  options: TOptions,
) => Promise<ExitCode>

/**
 * Turns a {@link CommandAction} into a commander action handler (which receives the arguments,
 * then the options, then the command).
 *
 * @example
 * program.command('epoch').action(bind(epoch))
 */
export type BindAction = <TOptions = Record<string, unknown>>(
  action: CommandAction<TOptions>,
) => (...commanderArgs: unknown[]) => Promise<void>

/**
 * Makes the {@link BindAction} of one run: it builds each command's context and records the exit
 * code the command returns.
 *
 * @example
 * const bind = createBindAction((command) => createCliContext(command, io, secrets), (code) => (exitCode = code))
 */
export function createBindAction(
  contextOf: (command: Command) => CliContext,
  setExitCode: (code: number) => void,
): BindAction {
  return <TOptions>(action: CommandAction<TOptions>) =>
    async (...commanderArgs: unknown[]) => {
      const command = commanderArgs.at(-1) as Command
      const options = commanderArgs.at(-2) as TOptions
      const args = commanderArgs
        .slice(0, -2)
        .flatMap((value) => (Array.isArray(value) ? value.map(String) : value === undefined ? [] : [String(value)]))
      const code = await action(contextOf(command), args, options)
      if (typeof code === 'number') setExitCode(code)
    }
}
