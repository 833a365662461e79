/**
 * A wait for the process that started this one to be gone, and the way to stop waiting.
 *
 * @example
 * const { gone, cancel }: LauncherWatch = watchLauncher()
 */
export type LauncherWatch = { gone: Promise<void>; cancel(): void }

/**
 * Watches the process that started this one, when a package manager started it — `npx`, `npm
 * run`, `pnpm run`, `yarn` (`npm_lifecycle_event` is set) — and resolves `gone` once that parent
 * has ended, leaving this process behind. Those run a command through a shell (`sh -c`), and
 * forward a SIGTERM they get to that shell alone: where `sh` is dash (Debian, Ubuntu), the shell
 * ends and its child, the sandbox, keeps its port. Stopping when the parent is gone is what the
 * signal meant. A sandbox started from a terminal directly keeps running without its parent
 * (`nohup ledgernet-sandbox &`), as a user who started it so wants.
 *
 * The parent is read every `intervalMs` (100 ms: `getppid`, no I/O), on a timer that does not keep
 * the process alive.
 *
 * @example
 * const { gone } = watchLauncher()
 * await Promise.race([signalled, gone])
 */
export function watchLauncher(env: NodeJS.ProcessEnv = process.env, intervalMs = 100): LauncherWatch {
  if (env.npm_lifecycle_event === undefined) return { gone: new Promise(() => {}), cancel: () => {} }
  const parent = process.ppid
  let timer: NodeJS.Timeout | undefined
  const gone = new Promise<void>((resolve) => {
    timer = setInterval(() => {
      if (process.ppid === parent) return
      clearInterval(timer)
      resolve()
    }, intervalMs).unref()
  })
  return { gone, cancel: () => clearInterval(timer) }
}
