// Every TypeScript sample of the guides compiles (tsc strict, against the packages as built) and
// runs against a sandbox started here, twice in a row on the same ledger, printing what its
// comments say. The one change made to a sample is the sandbox's port (127.0.0.1:8080 → the
// port this sandbox got). The sandbox has the admin credentials the guides tell a reader to start theirs
// with (`--admin admin:secret`). A sample titled `….test.ts` is a test file: it runs under vitest.
// A page whose front matter says `shellSession: true` is a terminal session: its ```sh blocks run
// in order in one bash (twice, each time in a new folder), except the blocks that install
// packages or start a sandbox — the sandbox started here stands in for those.
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { formatWithOptions } from 'node:util'
import { type Sandbox, silentLogger, startSandbox } from '@ledgernet/sandbox'
import { type CodeSample, codeSamples, expectedOutput } from '@ledgernet/test-support/codeSamples'
import { runExample } from '@ledgernet/test-support/readmeExamples'
import ts from 'typescript'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { generateErrorsGuide } from '../scripts/generateErrorsGuide.mjs'
import { dependencyBins } from './dependencyBins.js'
import { docsDir, prosePages } from './sitePages.js'

generateErrorsGuide()
const samples = prosePages()
  .flatMap((page) => codeSamples(readFileSync(join(docsDir, page), 'utf8'), page))
  .filter((sample) => sample.lang === 'ts')
const isTestFile = (sample: CodeSample) => sample.title?.endsWith('.test.ts') === true
const where = (sample: CodeSample) => `${sample.page}:${sample.line}`
const workDir = join(docsDir, '.ledgernet-tmp', 'samples')

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, roundMs: 20, adminCredentials: 'admin:secret', logger: silentLogger })
})
afterAll(async () => {
  await sandbox?.stop()
  rmSync(workDir, { recursive: true, force: true })
})

it('the guides have TypeScript samples, and each says what it prints', () => {
  expect(samples.length).toBeGreaterThan(10)
  for (const sample of samples) expect(() => expectedOutput(sample.code), where(sample)).not.toThrow()
})

it('every TypeScript sample compiles with tsc (strict) against the built packages', () => {
  rmSync(workDir, { recursive: true, force: true })
  mkdirSync(workDir, { recursive: true })
  const files = samples.map((sample, index) => {
    const file = join(
      workDir,
      `${String(index).padStart(2, '0')}-${sample.page.replace(/[/.]/g, '-')}-${sample.line}.ts`,
    )
    writeFileSync(file, sample.code)
    return { file, sample }
  })
  // What a user's project would say: strict, Node's ESM resolution, the DOM and Node's types.
  const options: ts.CompilerOptions = {
    strict: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: ['node'],
    skipLibCheck: true,
  }
  const program = ts.createProgram(
    files.map(({ file }) => file),
    options,
  )
  const problems = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')
    const found = files.find(({ file }) => file === diagnostic.file?.fileName)
    if (found === undefined || diagnostic.start === undefined) return text
    const { line } = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start)
    return `${found.sample.page}:${found.sample.line + line}: ${text}`
  })
  expect(problems).toEqual([])
})

it.each(samples.filter((sample) => !isTestFile(sample)).map((sample) => [where(sample), sample] as const))(
  '%s runs twice on one sandbox and prints what it says',
  async (_, sample) => {
    const expected = expectedOutput(sample.code)
    const port: Record<string, string> = sample.code.includes('127.0.0.1:8080')
      ? { '127.0.0.1:8080': `127.0.0.1:${sandbox.port}` }
      : {}
    for (const run of [1, 2]) {
      const printed = await runExample(pathToFileURL(docsDir), sample.code, port)
      expect(
        printed.map((args) => formatWithOptions({ colors: false }, ...args)),
        `run ${run}`,
      ).toEqual(expected)
    }
  },
)

const shellSessions = prosePages()
  .map((page) => ({ page, markdown: readFileSync(join(docsDir, page), 'utf8') }))
  .filter(({ markdown }) => /^---\n[\s\S]*?^shellSession: true$[\s\S]*?^---$/m.test(markdown))
  .map(({ page, markdown }) => ({
    page,
    blocks: codeSamples(markdown, page).filter(
      (sample) => sample.lang === 'sh' && !/\bnpm install\b|\bledgernet sandbox\b|ledgernet-sandbox/.test(sample.code),
    ),
  }))

it.each(shellSessions.map((session) => [session.page, session] as const))(
  'the shell session of %s runs twice on one sandbox',
  async (_, { blocks }) => {
    expect(blocks.length).toBeGreaterThan(0)
    const script = ['set -euo pipefail', ...blocks.map((block) => `# ${where(block)}\n${block.code}`)]
      .join('\n')
      .split('127.0.0.1:8080')
      .join(`127.0.0.1:${sandbox.port}`)
    const bin = dependencyBins(join(workDir, 'bin'))
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith('LEDGERNET_') && !name.startsWith('VITEST')),
    )
    for (const run of [1, 2]) {
      const dir = join(workDir, `shell-${run}`)
      mkdirSync(dir, { recursive: true })
      // Not spawnSync: the sandbox answering the commands runs in this process's event loop.
      const result = await new Promise<{ code: number | null; output: string }>((resolve) => {
        const options = {
          cwd: dir,
          env: { ...env, PATH: `${bin}:${process.env.PATH}`, NO_COLOR: '1' },
          // Bounds a hang, not a speed target: the session runs beside the rest of CI.
          timeout: 300_000,
        }
        execFile('bash', ['-c', script], options, (error, stdout, stderr) =>
          resolve({
            code: error === null ? 0 : typeof error.code === 'number' ? error.code : null,
            output: `${stdout}\n${stderr}`,
          }),
        )
      })
      expect(result.code, `run ${run}\n${result.output}`).toBe(0)
    }
  },
  600_000,
)

/**
 * Runs every sample titled `….test.ts` under vitest — once, for all of them: each in a folder of
 * its own under one root with its own (empty) config, as a user's project holds it, and vitest
 * runs each file isolated — and answers each file's outcome and what vitest printed about it.
 */
function runVitestSamples(): Promise<Map<string, { passed: boolean; output: string }>> {
  vitestSamples ??= (async () => {
    const root = join(workDir, 'vitest')
    rmSync(root, { recursive: true, force: true })
    for (const sample of samples.filter(isTestFile)) {
      mkdirSync(dirname(sampleTestFile(sample)), { recursive: true })
      writeFileSync(sampleTestFile(sample), sample.code)
    }
    // Its own config, as a user's project has: vitest would otherwise find docs/vitest.config.ts
    // above it. The one setting: generous time limits, since this runs beside the rest of CI on a
    // shared machine (a sample must pass; how fast is not what the guide promises).
    writeFileSync(
      join(root, 'vitest.config.mjs'),
      'export default { test: { testTimeout: 60_000, hookTimeout: 60_000 } }\n',
    )
    const vitest = join(createRequire(import.meta.url).resolve('vitest/package.json'), '..', 'vitest.mjs')
    // A clean environment: the outer vitest's variables would make the inner one think it is a worker.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')))
    const report = join(root, 'report.json')
    const args = ['run', '--root', root, '--config', join(root, 'vitest.config.mjs')]
    const output = await new Promise<string>((resolve) =>
      execFile(
        process.execPath,
        [vitest, ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
        { cwd: root, env, timeout: 240_000, maxBuffer: 64 * 1024 * 1024 },
        (_, stdout, stderr) => resolve(`${stdout}\n${stderr}`),
      ),
    )
    const results = new Map<string, { passed: boolean; output: string }>()
    const parsed = existsSync(report)
      ? (JSON.parse(readFileSync(report, 'utf8')) as {
          testResults: { name: string; status: string; message: string }[]
        })
      : { testResults: [] }
    for (const file of parsed.testResults)
      results.set(file.name, { passed: file.status === 'passed', output: `${file.message}\n${output}` })
    for (const sample of samples.filter(isTestFile))
      if (!results.has(sampleTestFile(sample))) results.set(sampleTestFile(sample), { passed: false, output })
    return results
  })()
  return vitestSamples
}
let vitestSamples: Promise<Map<string, { passed: boolean; output: string }>> | undefined
const sampleTestFile = (sample: CodeSample) =>
  join(workDir, 'vitest', `${sample.page.replace(/[/.]/g, '-')}-${sample.line}`, sample.title!)

it.each(samples.filter(isTestFile).map((sample) => [where(sample), sample] as const))(
  '%s passes under vitest',
  async (_, sample) => {
    const result = (await runVitestSamples()).get(sampleTestFile(sample))!
    expect(result.passed, result.output).toBe(true)
  },
)
