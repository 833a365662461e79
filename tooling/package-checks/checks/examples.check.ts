// Every TypeScript example a reader meets — each ```ts block of the root README, of every package
// README and of every guide in docs/guide — type-checked strictly against the packed types, all
// in one tsc run in the consumer project (every package installed from its tarball): what a
// reader's editor says of it. Running them is the readers' checks': each README alone in a folder
// of its own (alone.check.ts), each guide from an empty folder (guides.check.ts).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type CodeSample, codeSamples, expectedOutput } from '@ledgernet/test-support/codeSamples'
import { beforeAll, describe, expect, it } from 'vitest'
import { repositoryRoot } from '../src/repositoryRoot.js'
import { typeCheckConsumer } from '../src/typeCheckConsumer.js'
import { checkFolder } from './consumers.js'
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

/** A block and the file it is type-checked as. */
type Example = CodeSample & { file: string }
const examples: Example[] = pages.flatMap((page) => {
  const markdown = readFileSync(join(repositoryRoot, page), 'utf8')
  return codeSamples(markdown, page)
    .filter((sample) => sample.lang === 'ts')
    .map((sample) => ({ ...sample, file: `${page.replace(/[/.]/g, '-')}-${sample.line}.mts` }))
})
const where = (example: Example) => `${example.page}:${example.line}`

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
})
