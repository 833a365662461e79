// Every package's README — and the repository's — read top to bottom, works alone, the way a
// reader meets it: in an empty folder, its install lines installing the packed packages (served
// as `@ledgernet/*` by a registry on 127.0.0.1, so the lines run as written), the project it says
// to make (`npm pkg set type=module`), each example saved as the page names it and run with
// `npx tsx example.ts` (a test file with `npx vitest run`), printing what its comments say,
// against a local ledger started the one way the documentation gives
// (`npx -p @ledgernet/sandbox ledgernet-sandbox`) and stopped as a harness stops it (SIGTERM to
// npx, which must free its port). The one change made to an example is the ledger's port.
//
// With npm as written, every example of every README; with pnpm, yarn and bun as their own `add`
// of the same packages, what the install decides: in pnpm's strict layout (where an example
// importing a package its line does not name fails even when npm's hoisting would hide it) the
// opening example runs and every other's imports resolve, in yarn's and bun's every example's
// imports resolve. The readers of a page take turns on one ledger, the npm reader's.
//
// What the other package managers find is mostly theirs, not a page's (a registry gap yarn 1 does
// not skip, the scope's registry bun reads from `.npmrc`), and whether each example's imports are
// installed by its page's line is the static test below: so `npm test` follows with pnpm, yarn
// and bun the two READMEs whose install lines together bring every published package but the CLI
// (the root one and the contract's: ~2 minutes of readers less on a busy machine), and
// `LEDGERNET_READERS=all` (`check:alone:all`) every README.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, it } from 'vitest'
import type { ExampleRuns, PackageManager } from '../src/followPage.js'
import { missingInstalls } from '../src/readerSteps.js'
import { repositoryRoot } from '../src/repositoryRoot.js'
import { expectNoProblems } from './expectNoProblems.js'
import { followAs, readPlans } from './readers.js'

const pages = [
  'README.md',
  ...readdirSync(join(repositoryRoot, 'packages'))
    .sort()
    .map((name) => `packages/${name}/README.md`)
    .filter((page) => readdirSync(join(repositoryRoot, page, '..')).includes('README.md')),
]
const { plans, problems: unread } = readPlans(pages, 'readme')
const MANAGERS: ReadonlyArray<readonly [PackageManager, ExampleRuns]> = [
  ['npm', 'run'],
  ['pnpm', 'first'],
  ['yarn', 'resolve'],
  ['bun', 'resolve'],
]
/** The READMEs every run follows with pnpm, yarn and bun too (all of them with `LEDGERNET_READERS=all`). */
const EVERY_MANAGER = ['README.md', 'packages/contract/README.md']
const everyManager = (page: string) => process.env.LEDGERNET_READERS === 'all' || EVERY_MANAGER.includes(page)

describe('every README, alone in an empty folder, as its reader follows it', () => {
  it('installs every package its examples import, and says how to run them', () => {
    const problems = plans.flatMap((plan) => {
      const markdown = readFileSync(join(repositoryRoot, plan.page), 'utf8')
      const runs = plan.steps.some((step) => step.kind === 'example')
      const says = [
        ...(runs && !markdown.includes('`npm pkg set type=module`')
          ? [`${plan.page}: has examples and does not say to make the project ES modules (\`npm pkg set type=module\`)`]
          : []),
        ...(runs && plan.steps.some((step) => step.kind === 'install')
          ? []
          : runs
            ? [`${plan.page}: no install line`]
            : []),
      ]
      return [...missingInstalls(plan), ...says]
    })
    problems.unshift(...unread)
    expectNoProblems(problems, 'READMEs')
  })

  // A README without examples (the CLI's: one command) is npm's alone.
  const followed = plans
    .filter((plan) => plan.steps.some((step) => step.kind !== 'sandbox'))
    .map((plan) => {
      const all =
        everyManager(plan.page) && plan.steps.some((step) => step.kind === 'example' || step.kind === 'install')
      const managers = all ? MANAGERS : MANAGERS.slice(0, 1)
      return [`${plan.page}, with ${managers.map(([manager]) => manager).join(', ')}`, plan, managers] as const
    })
  it.concurrent.for(followed)('%s', { timeout: 900_000 }, async ([, plan, managers], { expect }) => {
    const times = await followAs(plan, managers)
    console.log(times)
    expect(times).toContain(plan.page)
  })
})
