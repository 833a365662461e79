// Every TypeScript example a reader meets — each ```ts block of the root README, of every package
// README and of every guide in docs/guide — the way that reader meets it: the packages installed
// from their tarballs with npm (this run's consumer project), the block type-checked strictly
// against the packed types, then run with Node twice in a row against a packed
// `ledgernet-sandbox` of its own, started as the root README says (no options: a round per
// submission, a made-up admin password), or with `--admin admin:secret` when the page says so
// before the block's end. The blocks run concurrently (vitest's maxConcurrency, 5). Each run prints what the block's `console.log` comments say. The one change made to
// a block is the sandbox's port (127.0.0.1:8080 → the port this sandbox got). A block titled
// `….test.ts` is a test file: type-checked here, run under vitest by the docs' samples test.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type CodeSample, codeSamples, expectedOutput } from '@ledgernet/test-support/codeSamples'
import { transform } from 'esbuild'
import { beforeAll, describe, expect, it } from 'vitest'
import { repositoryRoot } from '../src/repositoryRoot.js'
import { outputTail, runCommand } from '../src/runCommand.js'
import { startPackedSandbox } from '../src/startPackedSandbox.js'
import { typeCheckConsumer } from '../src/typeCheckConsumer.js'
import { checkFolder, consumerProject } from './consumers.js'
import { expectNoProblems } from './expectNoProblems.js'

const markdownIn = (folder: string) =>
  readdirSync(join(repositoryRoot, folder))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `${folder}/${name}`)
const packageReadmes = readdirSync(join(repositoryRoot, 'packages'))
  .sort()
  .map((name) => `packages/${name}/README.md`)
  .filter((page) => readdirSync(join(repositoryRoot, page, '..')).includes('README.md'))
// The errors guide (docs/guide/errors.md) is generated, git-ignored, from docs/errors.md and the
// runnable example of docs/parts/: that part is read instead, so every checkout checks the same blocks.
const GENERATED = 'docs/guide/errors.md'
const pages = [
  'README.md',
  ...packageReadmes,
  ...markdownIn('docs/guide').filter((page) => page !== GENERATED),
  ...markdownIn('docs/parts'),
]

/** A block with what a reader was told before its end: whether to start the sandbox with `--admin admin:secret`. */
type Example = CodeSample & { admin: boolean; file: string }
const examples: Example[] = pages.flatMap((page) => {
  const markdown = readFileSync(join(repositoryRoot, page), 'utf8')
  const lines = markdown.split('\n')
  return codeSamples(markdown, page)
    .filter((sample) => sample.lang === 'ts')
    .map((sample) => {
      const upToEnd = lines.slice(0, sample.line - 1 + sample.code.split('\n').length).join('\n')
      const file = `${page.replace(/[/.]/g, '-')}-${sample.line}.mts`
      return { ...sample, admin: upToEnd.includes('--admin admin:secret'), file }
    })
})
const isTestFile = (example: Example) => example.title?.endsWith('.test.ts') === true
const where = (example: Example) => `${example.page}:${example.line}`
const PORT = '127.0.0.1:8080'

let dir: string
beforeAll(() => {
  dir = checkFolder('examples')
  for (const example of examples) writeFileSync(join(dir, example.file), example.code)
})

describe('the examples of the READMEs and guides, from the packed tarballs', () => {
  it('are found, and each console.log says what it prints', () => {
    expect(examples.length).toBeGreaterThan(40)
    const problems = examples.flatMap((example) => {
      try {
        expectedOutput(example.code)
        return []
      } catch (error) {
        return [`${where(example)}: ${(error as Error).message}`]
      }
    })
    expectNoProblems(problems, 'examples that do not say what they print')
  })

  it('type-check with tsc (strict, NodeNext, Node types) against the packed types', async () => {
    const diagnostics = await typeCheckConsumer(
      dir,
      'nodenext',
      'node',
      examples.map((example) => example.file),
    )
    // tsc names the file and line of the block; the page and line of the README are what to fix.
    const problems = diagnostics.map((line) => {
      const match = /^(.+?\.mts)\((\d+),(\d+)\): (.*)$/.exec(line)
      const example = match && examples.find((candidate) => candidate.file === match[1])
      return example ? `${example.page}:${example.line + Number(match[2]) - 1}: ${match[4]}` : line
    })
    expectNoProblems(problems, 'tsc (nodenext, node environment)')
  })

  it.concurrent.for(
    examples.filter((example) => !isTestFile(example)).map((example) => [where(example), example] as const),
  )('%s runs twice against the packed sandbox and prints what it says', async ([, example], { expect }) => {
    const expected = expectedOutput(example.code)
    // A sandbox of its own, as the root README starts it (`ledgernet sandbox`: no options) or as
    // the page says (`--admin admin:secret`): an example runs on the ledger a reader has, and
    // one that changes the whole ledger (the contract runner sets balances, closes sockets)
    // cannot disturb another running beside it.
    const sandbox = await startPackedSandbox(consumerProject(), example.admin ? { admin: 'admin:secret' } : {})
    try {
      const port = new URL(sandbox.gatewayUrl).port
      const runnable = example.code.split(PORT).join(`127.0.0.1:${port}`)
      const { code: javascript } = await transform(runnable, { loader: 'ts', format: 'esm', target: 'es2022' })
      const file = join(dir, example.file.replace(/\.mts$/, '.mjs'))
      writeFileSync(file, javascript)
      for (const run of [1, 2]) {
        const result = await runCommand(process.execPath, [file], { cwd: dir, timeout: 60_000 })
        expect(result.code, `run ${run}: ${outputTail(result)}`).toBe(0)
        const printed = result.stdout === '' ? [] : result.stdout.replace(/\n$/, '').split('\n')
        expect(printed, `run ${run}: ${outputTail(result)}`).toEqual(expected)
      }
    } finally {
      await sandbox.stop()
    }
  })
})
