import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { SCOPE_REGISTRY } from './readerEnvironment.js'
import { type ReaderLedger, startReaderLedger } from './readerLedger.js'
import type { ReaderPlan, ReaderStep } from './readerSteps.js'
import type { ReaderTools } from './readerTools.js'

/**
 * A package manager a reader may use.
 *
 * @example
 * const manager: PackageManager = 'pnpm'
 */
export type PackageManager = 'npm' | 'pnpm' | 'yarn' | 'bun'

/**
 * Which examples a reader runs: all, the first (the others' imports resolved), or none (every
 * example's imports resolved).
 *
 * @example
 * const runs: ExampleRuns = 'first'
 */
export type ExampleRuns = 'run' | 'first' | 'resolve'

/**
 * How one reader follows a page:
 * - `manager`: npm runs the page's commands as written; pnpm, yarn and bun run a README's install
 *   lines as their own `add` (the examples then run with Node and tsx in the project they made);
 * - `dir`: an empty folder, where the reader starts (a README's examples are its project; a
 *   guide makes its project there); `terminal`: the folder of the "terminal of its own" the
 *   ledger runs in;
 * - `env`: the reader's shell (`readerEnvironment`); `tools`: pnpm, yarn, bun and tsx;
 * - `examples`: `'run'` runs every example; `'first'` runs the first and checks that every
 *   other's imports resolve in the project (what an install decides), without running it;
 *   `'resolve'` runs none and checks that every example's imports resolve;
 * - `ledger`: the reader's local ledger, which a reader who follows the page again (with another
 *   package manager) keeps: the page's examples then run again on a ledger they used. The caller
 *   stops it ({@link ReaderLedger}'s `stop`, which must free its port).
 *
 * @example
 * const ledger: FollowOptions['ledger'] = {}
 * await followPage(plan, { manager: 'npm', dir, terminal, env, tools, examples: 'run', ledger })
 * await ledger.running?.stop()
 */
export type FollowOptions = {
  manager: PackageManager
  dir: string
  terminal: string
  env: Record<string, string>
  tools: ReaderTools
  examples: ExampleRuns
  ledger: { running?: ReaderLedger }
}

/**
 * What one reader's follow took: seconds per kind of step, for the report of what the check costs;
 * `gap`, when the reader could not go on because the registry of this machine lacks a third-party
 * package an install needs (a mirror's gap, asked again with `npm view`): what was missing, where.
 *
 * @example
 * const { seconds, gap }: FollowResult = await followPage(plan, options)
 */
export type FollowResult = { seconds: Record<ReaderStep['kind'], number>; gap?: string }

type Outcome = { code: number | null; stdout: string; stderr: string }

/**
 * Runs `command` with exactly `env`; never throws for an exit code. A page's shell lines run in
 * `bash -e`, a reader's shell (dash, Debian's `sh`, would drop the scope's registry variable, whose
 * name is not a shell identifier).
 */
function run(command: readonly string[], cwd: string, env: NodeJS.ProcessEnv, timeout: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(command[0]!, command.slice(1), { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    const timer = setTimeout(() => {
      stderr += `\n[killed after ${timeout / 1000} s]`
      child.kill('SIGKILL')
    }, timeout)
    child.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}

const tail = ({ stdout, stderr }: Outcome) => `${stdout}\n${stderr}`.trim().split('\n').slice(-30).join('\n')

/**
 * The third-party package an install failed for because the registry has no such package
 * (`Couldn't find package "x"`, yarn's words for a 404 it does not skip, even for an optional
 * dependency of another platform), confirmed by asking the registry again with `npm view`. A
 * `@ledgernet/*` package is never a gap: that is the README's (or the packing's) failure.
 */
async function registryGap(outcome: Outcome, cwd: string, env: Record<string, string>): Promise<string | undefined> {
  const name = /Couldn't find package "((?:@[^/"]+\/)?[^@"]+)[^"]*" on the "npm" registry/.exec(
    outcome.stdout + outcome.stderr,
  )?.[1]
  if (name === undefined || name.startsWith('@ledgernet/')) return undefined
  const view = await run(['npm', 'view', name, 'version'], cwd, env, 120_000)
  return view.code !== 0 && /E404/.test(view.stdout + view.stderr) ? name : undefined
}

/** Where `npx <name>` installs a package the project does not have (libnpmexec: the hash of its spec). */
function npxCacheDir(env: Record<string, string>, name: string): string {
  return join(env.npm_config_cache ?? '', '_npx', createHash('sha512').update(name).digest('hex').slice(0, 16))
}

/** The install line of a README as the manager's own command. */
function installCommand(
  manager: PackageManager,
  tools: ReaderTools,
  packages: string[],
  dev: boolean,
  mutexDir: string,
): string[] {
  if (manager === 'pnpm') return [...tools.pnpm, 'add', ...(dev ? ['-D'] : []), ...packages]
  // yarn 1 breaks when two installs share its cache at once: the readers of a run share one (what
  // one downloaded, the next finds) and take turns on it (`--mutex`).
  if (manager === 'yarn')
    return [
      ...tools.yarn,
      'add',
      ...(dev ? ['--dev'] : []),
      ...packages,
      '--mutex',
      `file:${join(mutexDir, '.yarn-mutex')}`,
    ]
  if (manager === 'bun') return [...tools.bun, 'add', ...(dev ? ['--dev'] : []), ...packages]
  return ['npm', 'install', ...(dev ? ['--save-dev'] : []), ...packages]
}

/**
 * Follows a page as a reader does ({@link FollowOptions}) and throws at the first step that
 * fails, naming its line, the package manager and what went wrong (the command's last output
 * lines, or what an example printed against what its comments say). A ledger it replaces (the
 * page asks for other options) is stopped as a harness stops one (SIGTERM to `npx`), and must
 * free its port.
 *
 * @example
 * await followPage(readerSteps(markdown, 'packages/errors/README.md', 'readme'), { manager: 'pnpm', dir, terminal, env, tools, examples: 'run', ledger: {} })
 */
export async function followPage(plan: ReaderPlan, options: FollowOptions): Promise<FollowResult> {
  const { manager, tools } = options
  const env = options.env
  mkdirSync(options.dir, { recursive: true })
  mkdirSync(options.terminal, { recursive: true })
  if (manager === 'yarn' && env.YARN_CACHE_FOLDER !== undefined) mkdirSync(env.YARN_CACHE_FOLDER, { recursive: true })
  // bun reads a registry for a scope from a `.npmrc` only: the bun reader's project names it.
  if (manager === 'bun') writeFileSync(join(options.dir, '.npmrc'), `@ledgernet:registry=${env[SCOPE_REGISTRY]}\n`)
  const seconds: FollowResult['seconds'] = { shell: 0, install: 0, command: 0, sandbox: 0, example: 0 }
  let cwd = options.dir
  let examples = 0
  const npxRan = new Map<'tsx' | 'vitest', string>()
  const failed = (step: ReaderStep, message: string) =>
    new Error(`${step.where} (${manager}${manager === 'npm' ? '' : ' add'}): ${message}`)
  for (const step of options.manager === 'npm' ? plan.steps : plan.steps.filter((s) => s.kind !== 'command')) {
    const started = Date.now()
    if (step.kind === 'shell') {
      // The block as written; where it leaves the reader (`cd first-transfer`) is where they go on.
      const marker = join(dirname(options.dir), `${step.where.replace(/\W/g, '_')}.cwd`)
      const outcome = await run(['bash', '-ec', `${step.script}\nprintf '%s' "$PWD" > '${marker}'`], cwd, env, 600_000)
      if (outcome.code !== 0) throw failed(step, `the shell block failed (exit ${outcome.code}):\n${tail(outcome)}`)
      cwd = readFileSync(marker, 'utf8')
      rmSync(marker)
    } else if (step.kind === 'install') {
      const command = installCommand(manager, tools, step.packages, step.dev, env.YARN_CACHE_FOLDER ?? options.dir)
      const outcome = await run(command, cwd, env, 600_000)
      if (outcome.code !== 0) {
        const gap = await registryGap(outcome, cwd, env)
        if (gap !== undefined)
          return {
            seconds,
            gap: `${step.where}: the registry here has no ${gap} (${manager} needs it to install the line)`,
          }
        throw failed(step, `\`${command.join(' ')}\` failed (exit ${outcome.code}):\n${tail(outcome)}`)
      }
    } else if (step.kind === 'command') {
      const outcome = await run(['bash', '-ec', step.script], cwd, env, 600_000)
      if (outcome.code !== 0) throw failed(step, `\`${step.script}\` failed (exit ${outcome.code}):\n${tail(outcome)}`)
    } else if (step.kind === 'sandbox') {
      const running = options.ledger.running
      if (running?.options.join(' ') !== step.options.join(' ')) {
        // The reader stops the one running (Ctrl-C, or a harness's SIGTERM) and starts the new one.
        options.ledger.running = undefined
        await running?.stop()
        options.ledger.running = await startReaderLedger(step.options, { cwd: options.terminal, env })
      }
    } else {
      const ledger = options.ledger.running
      examples += 1
      const code = ledger === undefined ? step.code : step.code.split('127.0.0.1:8080').join(`127.0.0.1:${ledger.port}`)
      if (step.ledger && ledger === undefined) throw failed(step, 'talks to a ledger no step before it started')
      writeFileSync(join(cwd, step.file), code)
      if (options.examples === 'resolve' || (options.examples === 'first' && examples > 1)) {
        // Resolved as Node resolves the example's imports when it runs: from the project's folder.
        const script = `for (const name of ${JSON.stringify(step.imports)}) import.meta.resolve(name)`
        const outcome = await run(['node', '--input-type=module', '-e', script], cwd, env, 60_000)
        if (outcome.code !== 0) throw failed(step, `an import does not resolve in the project:\n${tail(outcome)}`)
      } else {
        const limits = ['--testTimeout=60000', '--hookTimeout=60000']
        const runner = step.runner
        // The page's command as written (`npx tsx example.ts`, `npx vitest run x.test.ts`) for the
        // first example it runs with that runner; after it, the very file npx ran, without npm's
        // start-up each time (the project's bin, or the one npx installed into its cache).
        const ran = npxRan.get(runner)
        const command =
          manager !== 'npm'
            ? runner === 'vitest'
              ? ['node', 'node_modules/vitest/vitest.mjs', 'run', step.file, ...limits]
              : [...tools.tsx, step.file]
            : ran !== undefined
              ? [ran, ...(runner === 'vitest' ? ['run', step.file, ...limits] : [step.file])]
              : ['npx', runner, ...(runner === 'vitest' ? ['run', step.file, ...limits] : [step.file])]
        const outcome = await run(command, cwd, env, 180_000)
        if (outcome.code !== 0)
          throw failed(step, `\`${command.join(' ')}\` failed (exit ${outcome.code}):\n${tail(outcome)}`)
        if (manager === 'npm' && ran === undefined) {
          const bin = [
            join(cwd, 'node_modules', '.bin', runner),
            join(npxCacheDir(env, runner), 'node_modules', '.bin', runner),
          ]
          const found = bin.find((path) => existsSync(path))
          if (found !== undefined) npxRan.set(runner, found)
        }
        if (step.runner === 'tsx') {
          const printed = outcome.stdout === '' ? [] : outcome.stdout.replace(/\n$/, '').split('\n')
          if (JSON.stringify(printed) !== JSON.stringify(step.expected))
            throw failed(
              step,
              `printed\n    ${printed.join('\n    ')}\n  where its comments say\n    ${step.expected.join('\n    ')}\n${outcome.stderr.trim()}`,
            )
        }
      }
    }
    seconds[step.kind] += (Date.now() - started) / 1000
  }
  return { seconds }
}
