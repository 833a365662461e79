import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { npxProblems } from './npxProblems.js'
import { repositoryRoot } from './repositoryRoot.js'
import { listWorkspacePackages } from './workspacePackages.js'

describe('npxProblems', () => {
  const published = ['@ledgernet/cli', '@ledgernet/sandbox']

  it('accepts npx lines that name a published package, with -p or directly', () => {
    const markdown =
      '```sh\nnpx -p @ledgernet/cli ledgernet demo\nnpx --yes -p @ledgernet/sandbox ledgernet-sandbox --port 0   # a sandbox\n```\nRun `npx -p @ledgernet/cli ledgernet sandbox`.\n'
    expect(npxProblems(markdown, published)).toEqual([])
    expect(npxProblems('```sh\nnpx @ledgernet/cli@0.1.0 demo\n```\n', ['@ledgernet/cli'])).toEqual([])
  })

  it('names every npx line that would run a package we do not publish', () => {
    const markdown = '```sh\nnpx ledgernet demo\nfoo && npx pnpm@10.34.9 generate\n```\nOr `npx ledgernet-sandbox`.\n'
    expect(npxProblems(markdown, published)).toEqual([
      'npx ledgernet demo',
      'foo && npx pnpm@10.34.9 generate',
      'npx ledgernet-sandbox',
    ])
  })
})

describe('every README of the repository', () => {
  it('names a package we publish in each npx line, or a tool a reader runs by its own package name', () => {
    // `npx tsx example.ts` runs an example, `npx vitest run x.test.ts` a test file: npm packages of
    // those names, the tools the pages tell a reader to run.
    const tools = ['tsx', 'vitest']
    const published = [
      ...listWorkspacePackages(repositoryRoot)
        .filter((pkg) => pkg.publishable)
        .map((pkg) => pkg.name),
      ...tools,
    ]
    const readmes = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*README.md'], {
      cwd: repositoryRoot,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean)
    expect(readmes.length).toBeGreaterThan(10)
    const problems = readmes.flatMap((file) =>
      npxProblems(readFileSync(join(repositoryRoot, file), 'utf8'), published).map((line) => `${file}: ${line}`),
    )
    expect(problems).toEqual([])
  })
})
