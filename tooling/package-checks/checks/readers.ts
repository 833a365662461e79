import { readFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { inject } from 'vitest'
import { type ExampleRuns, type FollowOptions, followPage, type PackageManager } from '../src/followPage.js'
import { ancestorNodeModules } from '../src/installConsumer.js'
import { type ReaderPlan, readerSteps } from '../src/readerSteps.js'
import { repositoryRoot } from '../src/repositoryRoot.js'

/**
 * Reads each page of the repository as its reader follows it ({@link readerSteps}): the plans of
 * the pages read, and a problem for each page that cannot be followed (an example without a file
 * name, one talking to a ledger the page does not say to start).
 *
 * @example
 * const { plans, problems } = readPlans(['docs/guide/payouts.md'], 'guide')
 */
export function readPlans(
  pages: readonly string[],
  kind: 'readme' | 'guide',
): { plans: ReaderPlan[]; problems: string[] } {
  const plans: ReaderPlan[] = []
  const problems: string[] = []
  for (const page of pages)
    try {
      plans.push(readerSteps(readFileSync(join(repositoryRoot, page), 'utf8'), page, kind))
    } catch (error) {
      problems.push((error as Error).message)
    }
  return { plans, problems }
}

/** Pages followed at once, per check file: a reader mostly waits on installs and its ledger. */
const AT_ONCE = 3
let running = 0
const queue: Array<() => void> = []

/**
 * Follows `plan` with each of `managers` in turn, each reader in an empty folder of its own under
 * this run's folder (outside the repository and the consumer project: nothing resolves from
 * them), at most {@link AT_ONCE} pages at a time per check file. The page's ledger is the first
 * reader's, kept by the next ones — so the examples run again on a ledger they used, as a reader
 * who runs them twice — and stopped at the end as a harness stops it (SIGTERM to `npx`), which
 * must free its port. Its folders are removed then (kept with `LEDGERNET_KEEP_CHECKS=1`). Answers
 * what each reader took, for the log.
 *
 * @example
 * await followAs(plan, [['npm', 'run'], ['yarn', 'first']])
 */
export async function followAs(
  plan: ReaderPlan,
  managers: ReadonlyArray<readonly [PackageManager, ExampleRuns]>,
): Promise<string> {
  if (running >= AT_ONCE) await new Promise<void>((resolve) => queue.push(resolve))
  running += 1
  const ledger: FollowOptions['ledger'] = {}
  const pageDir = join(inject('workDir'), 'readers', plan.page.replace(/[/.]/g, '-'))
  try {
    const times: string[] = []
    for (const [manager, examples] of managers) {
      const base = join(pageDir, manager)
      const dir = join(base, 'project')
      const leaks = ancestorNodeModules(dir)
      if (leaks.length > 0) throw new Error(`${dir} sits below ${leaks.join(', ')}`)
      const started = Date.now()
      const { seconds, gap } = await followPage(plan, {
        manager,
        dir,
        terminal: join(base, 'terminal'),
        env: inject('readerEnv'),
        tools: inject('readerTools'),
        examples,
        ledger,
      })
      const parts = Object.entries(seconds)
        .filter(([, value]) => value > 0)
        .map(([kind, value]) => `${kind} ${value.toFixed(1)}`)
      times.push(
        `${manager} ${((Date.now() - started) / 1000).toFixed(1)} s (${parts.join(', ')})${gap ? `, stopped: ${gap}` : ''}`,
      )
    }
    await ledger.running?.stop()
    return `${plan.page}: ${times.join('; ')}`
  } catch (error) {
    // The failure is the news; the ledger is stopped all the same.
    await ledger.running?.stop().catch(() => {})
    throw error
  } finally {
    running -= 1
    queue.shift()?.()
    // Its installs go now, while the next pages run, rather than all at the end of the run.
    if (process.env.LEDGERNET_KEEP_CHECKS !== '1') await rm(pageDir, { recursive: true, force: true })
  }
}
