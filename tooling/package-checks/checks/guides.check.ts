// Every guide, followed from an empty folder the way its reader follows it: the shell blocks that
// make the project run as written (`mkdir …`, `npm init -y && npm pkg set type=module`, `npm
// install …`, `npm install --save-dev tsx`), from a folder with nothing in it, against the packed
// packages (served as `@ledgernet/*` by a registry on 127.0.0.1); the local ledger started the one
// way the documentation gives (`npx -p @ledgernet/sandbox ledgernet-sandbox`, with the options the
// page gives where it gives them) in a terminal of its own, and stopped as a harness stops it
// (SIGTERM to npx), which must free its port; each example saved as the page names it and run as
// the page says (`npx tsx example.ts`; a test file with `npx vitest run`), printing what its
// comments say. The one change made to an example is the ledger's port. The errors guide is
// generated from docs/errors.md around docs/parts/handling-errors.md, which is followed here.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, it } from 'vitest'
import { missingInstalls, SANDBOX_COMMAND } from '../src/readerSteps.js'
import { repositoryRoot } from '../src/repositoryRoot.js'
import { expectNoProblems } from './expectNoProblems.js'
import { followAs, readPlans } from './readers.js'

const GENERATED = 'docs/guide/errors.md'
const markdownIn = (folder: string) =>
  readdirSync(join(repositoryRoot, folder))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `${folder}/${name}`)
const guides = [...markdownIn('docs/guide').filter((page) => page !== GENERATED), ...markdownIn('docs/parts')]
const { plans, problems: unread } = readPlans(guides, 'guide')
const withExamples = plans.filter((plan) => plan.steps.some((step) => step.kind === 'example'))

/** The other ways the pages once gave to start a ledger: the CLI's command through npx. */
const OTHER_WAYS = [/npx -p @ledgernet\/cli ledgernet sandbox\b/, /npx @ledgernet\/sandbox\b/]

describe('every guide, from an empty folder', () => {
  it('makes its project before its first example, installs what each imports, and starts the ledger one way', () => {
    const problems = [...unread]
    for (const plan of withExamples) {
      problems.push(...missingInstalls(plan))
      const first = plan.steps.findIndex((step) => step.kind === 'example')
      const made = plan.steps.slice(0, first).some((step) => step.kind === 'shell' && /\bnpm init\b/.test(step.script))
      if (!made)
        problems.push(`${plan.page}: its first example comes before a shell block that makes the project (npm init)`)
    }
    const pages = [
      ...guides,
      'README.md',
      ...readdirSync(join(repositoryRoot, 'packages')).map((name) => `packages/${name}/README.md`),
    ].filter((page) => {
      try {
        return readFileSync(join(repositoryRoot, page), 'utf8') !== ''
      } catch {
        return false
      }
    })
    for (const page of pages) {
      const lines = readFileSync(join(repositoryRoot, page), 'utf8').split('\n')
      for (const [index, line] of lines.entries())
        for (const way of OTHER_WAYS)
          if (way.test(line))
            problems.push(`${page}:${index + 1}: starts a ledger another way than \`${SANDBOX_COMMAND}\``)
    }
    expectNoProblems(problems, 'guides')
  })

  it.concurrent.for(withExamples.map((plan) => [plan.page, plan] as const))(
    '%s: followed with npm as written',
    { timeout: 900_000 },
    async ([, plan], { expect }) => {
      const times = await followAs(plan, [['npm', 'run']])
      console.log(times)
      expect(times).toContain(plan.page)
    },
  )
})
