import { codeSamples, expectedOutput } from '@ledgernet/test-support/codeSamples'

/**
 * The one command the documentation gives for starting a local ledger.
 *
 * @example
 * markdown.includes(SANDBOX_COMMAND)
 */
export const SANDBOX_COMMAND = 'npx -p @ledgernet/sandbox ledgernet-sandbox'

/**
 * One thing a reader does, in the order the page says it:
 * - `shell`: a guide's shell block that makes or fills the project (`mkdir`, `npm init`, `npm
 *   install`), or a README's `npm pkg set type=module`, run as written;
 * - `install`: a README's `npm install` line — a README does not make the project, so the line
 *   is also run with the other package managers' own command (`pnpm add`, `yarn add`, `bun add`);
 * - `command`: a line of a README's opening shell block (`npx -p @ledgernet/cli ledgernet demo`),
 *   run as written; it must succeed;
 * - `sandbox`: {@link SANDBOX_COMMAND} with the options the page gives where it first says it
 *   (`--admin admin:secret`), in a terminal of its own (a later mention shows options; the
 *   reader's ledger is the one the page told them to start);
 * - `example`: a ```ts block saved as `file` and run with `npx tsx <file>` (`runner: 'tsx'`), or,
 *   titled `….test.ts`, with `npx vitest run <file>` (`runner: 'vitest'`); `imports` are the
 *   packages it names (type imports included: an editor needs them too), `expected` what its
 *   `console.log` comments say it prints, `ledger` whether it talks to `127.0.0.1:8080`.
 *
 * @example
 * const step: ReaderStep = { kind: 'install', where: 'packages/errors/README.md:16', packages: ['@ledgernet/errors'], dev: false }
 */
export type ReaderStep =
  | { kind: 'shell'; where: string; script: string; installs: string[] }
  | { kind: 'install'; where: string; packages: string[]; dev: boolean }
  | { kind: 'command'; where: string; script: string }
  | { kind: 'sandbox'; where: string; options: string[] }
  | {
      kind: 'example'
      where: string
      file: string
      runner: 'tsx' | 'vitest'
      code: string
      imports: string[]
      expected: string[]
      ledger: boolean
    }

/**
 * What a page asks of a reader, step by step.
 *
 * @example
 * const { steps }: ReaderPlan = readerSteps(markdown, 'docs/guide/payouts.md', 'guide')
 */
export type ReaderPlan = { page: string; steps: ReaderStep[] }

/**
 * The package a module specifier names (`@ledgernet/sandbox/vitest` → `@ledgernet/sandbox`);
 * `undefined` for a Node built-in or a path.
 *
 * @example
 * packageOf('@ledgernet/sandbox/vitest') // '@ledgernet/sandbox'
 */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('node:') || specifier.startsWith('.') || specifier.startsWith('/')) return undefined
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

/** The packages an `npm install` line names, without versions (its flags and a `# comment` left out). */
function installedBy(line: string): { packages: string[]; dev: boolean } | undefined {
  const match = /^\s*npm (?:install|i|add)\b([^#]*)/.exec(line)
  if (!match) return undefined
  const words = match[1]!.trim().split(/\s+/).filter(Boolean)
  return {
    packages: words.filter((word) => !word.startsWith('-')),
    dev: words.some((word) => word === '--save-dev' || word === '-D'),
  }
}

const isShell = (lang: string) => lang === 'sh' || lang === 'bash' || lang === 'shell'
const lineAt = (markdown: string, offset: number) => markdown.slice(0, offset).split('\n').length

/**
 * Reads a README (`kind: 'readme'`) or a guide (`kind: 'guide'`) as a reader follows it: its
 * install lines or setup blocks, where it first says to start the local ledger, and its ```ts
 * examples, in order. A README's opening examples, before its first install line, come after what
 * they need: that line, the project the page says to make (`npm pkg set type=module`) and the
 * ledger. Untitled examples are saved under the name the page runs them with (`npx tsx
 * example.ts`). Refused, naming the line: an untitled example on a page that names no such
 * command; an example talking to the ledger before the page says to start one
 * ({@link SANDBOX_COMMAND}), an opening example on a page that never says it.
 *
 * @example
 * readerSteps(readFileSync('docs/guide/payouts.md', 'utf8'), 'docs/guide/payouts.md', 'guide').steps.map((step) => step.kind)
 * // ['shell', 'sandbox', 'example', 'example', …]
 */
export function readerSteps(markdown: string, page: string, kind: 'readme' | 'guide'): ReaderPlan {
  const samples = codeSamples(markdown, page)
  const runWith = /`npx tsx ([\w.-]+\.ts)`/.exec(markdown)?.[1]
  const placed: Array<{ line: number; step: ReaderStep }> = []
  for (const [position, sample] of samples.entries()) {
    const where = `${page}:${sample.line}`
    if (isShell(sample.lang)) {
      const lines = sample.code.split('\n')
      if (kind === 'readme' && position === 0) {
        // What a reader runs without a clone: the `npx …` lines (a repository's README opens with
        // the clone's own commands).
        for (const [index, line] of lines.entries())
          if (/^\s*npx /.test(line))
            placed.push({
              line: sample.line + index,
              step: { kind: 'command', where: `${page}:${sample.line + index}`, script: line },
            })
      } else if (kind === 'readme') {
        for (const [index, line] of lines.entries()) {
          const install = installedBy(line)
          if (install && !/\s(-g|--global)\b/.test(line))
            placed.push({
              line: sample.line + index,
              step: { kind: 'install', where: `${page}:${sample.line + index}`, ...install },
            })
        }
      } else if (lines.some((line) => /^\s*(mkdir|npm (init|install|i|add|pkg))\b/.test(line))) {
        const installs = lines.flatMap((line) => installedBy(line)?.packages ?? [])
        placed.push({ line: sample.line, step: { kind: 'shell', where, script: sample.code, installs } })
      }
    } else if (sample.lang === 'ts') {
      const test = sample.title?.endsWith('.test.ts') === true
      const file = sample.title ?? runWith
      if (file === undefined)
        throw new Error(
          `${where}: an example without a file name, and the page says no \`npx tsx <file>.ts\` to run it with`,
        )
      const specifiers = [
        ...sample.code.matchAll(/^\s*(?:import|export)\b[^'"]*?\bfrom\s+['"]([^'"]+)['"]/gm),
        ...sample.code.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm),
      ].map((match) => match[1]!)
      placed.push({
        line: sample.line,
        step: {
          kind: 'example',
          where,
          file,
          runner: test ? 'vitest' : 'tsx',
          code: sample.code,
          imports: [...new Set(specifiers.flatMap((specifier) => packageOf(specifier) ?? []))].sort(),
          // A test file promises its assertions, not output.
          expected: test ? [] : expectedOutput(sample.code),
          ledger: sample.code.includes('127.0.0.1:8080'),
        },
      })
    }
  }
  const inExamples = (line: number) =>
    samples.some(
      (sample) => sample.lang === 'ts' && line >= sample.line && line < sample.line + sample.code.split('\n').length,
    )
  // The ledger a reader starts: the page's first mention of the command (later ones show options).
  const mention = [...markdown.matchAll(new RegExp(`${SANDBOX_COMMAND.replaceAll('-', '\\-')}([^\`\\n#]*)`, 'g'))].find(
    (match) => !inExamples(lineAt(markdown, match.index)),
  )
  if (mention !== undefined) {
    const line = lineAt(markdown, mention.index)
    // The port and the output format are the check's to choose (it reads the port from `--json`).
    const words = mention[1]!.trim().split(/\s+/).filter(Boolean)
    const options = words.filter(
      (word, index) => word !== '--json' && word !== '--port' && words[index - 1] !== '--port',
    )
    placed.push({ line, step: { kind: 'sandbox', where: `${page}:${line}`, options } })
  }
  const firstInstallLine = placed.find(({ step }) => step.kind === 'install')?.line ?? 0
  const opening = (line: number) => kind === 'readme' && line < firstInstallLine
  for (const { line, step } of placed)
    if (
      step.kind === 'example' &&
      step.ledger &&
      (mention === undefined || (!opening(line) && line < lineAt(markdown, mention.index)))
    )
      throw new Error(
        `${step.where}: talks to 127.0.0.1:8080, and the page does not say before it to start \`${SANDBOX_COMMAND}\``,
      )
  const steps = placed.sort((a, b) => a.line - b.line).map(({ step }) => step)
  // A README's opening examples come before what they need — its first install line, the project
  // it says to make, the ledger — and run after it.
  if (kind === 'readme') {
    const setup: ReaderStep[] = /`npm pkg set type=module`/.test(markdown)
      ? [
          {
            kind: 'shell',
            where: `${page}:${lineAt(markdown, markdown.indexOf('`npm pkg set type=module`'))}`,
            script: 'npm pkg set type=module',
            installs: [],
          },
        ]
      : []
    const openers = steps.findIndex((step) => step.kind === 'example')
    const install = steps.findIndex((step) => step.kind === 'install')
    if (install >= 0) {
      const needed = [...steps.splice(install, 1), ...setup]
      steps.splice(openers >= 0 && openers < install ? openers : install, 0, ...needed)
    }
    const sandbox = steps.findIndex((step) => step.kind === 'sandbox')
    const ledgerExample = steps.findIndex((step) => step.kind === 'example' && step.ledger)
    if (sandbox > ledgerExample && ledgerExample >= 0) steps.splice(ledgerExample, 0, ...steps.splice(sandbox, 1))
  }
  return { page, steps }
}

/**
 * The packages each example imports that no install step before it installed, as lines for a
 * report (`packages/errors/README.md:4 imports @ledgernet/crypto, which no install line before it
 * installs`).
 *
 * @example
 * missingInstalls(readerSteps(markdown, page, 'readme')) // []
 */
export function missingInstalls(plan: ReaderPlan): string[] {
  const installed = new Set<string>()
  const withoutVersion = (name: string) => name.replace(/(.)@[^/]*$/, '$1')
  const problems: string[] = []
  for (const step of plan.steps) {
    if (step.kind === 'install') for (const name of step.packages) installed.add(withoutVersion(name))
    else if (step.kind === 'shell') for (const name of step.installs) installed.add(withoutVersion(name))
    else if (step.kind === 'example')
      for (const name of step.imports)
        if (!installed.has(name))
          problems.push(
            `${step.where} imports ${name}, which no install line before it (or the page's first, for an opening example) installs`,
          )
  }
  return problems
}
