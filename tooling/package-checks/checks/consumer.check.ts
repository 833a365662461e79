import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { bundleForBrowser } from '../src/bundleForBrowser.js'
import { browserExportsModule, exportsTypeCheck } from '../src/consumerSources.js'
import { jsEntryPoints } from '../src/entryPoints.js'
import { installedCopies } from '../src/installedCopies.js'
import { nodeOnlyReason } from '../src/nodeOnlyReason.js'
import { installScenario, runScenario } from '../src/runScenario.js'
import { runtimeExports } from '../src/runtimeExports.js'
import { runtimeRequires } from '../src/runtimeRequires.js'
import { startPackedSandbox } from '../src/startPackedSandbox.js'
import { typeCheckConsumer } from '../src/typeCheckConsumer.js'
import { unpackTarball } from '../src/unpackTarball.js'
import { checkFolder, consumerProject } from './consumers.js'
import { expectNoProblems } from './expectNoProblems.js'

const publishable = inject('publishable')
const unpacked = inject('unpacked')
const tarballs = inject('tarballs')
const project = consumerProject()
const scenariosDir = fileURLToPath(new URL('../scenarios/', import.meta.url))

/** What the checks of one package share: its folder of the project, entry points, and what Node saw. */
type Checked = {
  name: string
  /** Its folder of the consumer project, relative to it (`crypto`). */
  folder: string
  entries: string[]
  nodeOnly: string | undefined
  runtime: Record<string, string[]> | Error
  scenarioFiles: string[]
}
const checked = new Map<string, Checked>()

type Check = 'nodenext' | 'bundler' | 'node16' | 'commonjs'
/** The type checks, one tsc run per module setting and environment for all the packages it applies to. */
let typeChecks: Map<string, { members: Set<string>; diagnostics: Promise<string[]> }>
const typeCheckKey = (resolution: Check, environment: 'node' | 'browser') => `${resolution} ${environment}`

beforeAll(async () => {
  for (const { name, relativeDir } of publishable) {
    const folder = relativeDir.split('/').at(-1)!
    const dir = checkFolder(folder)
    const contents = await unpackTarball(tarballs[name]!, unpacked[name]!)
    const entries = jsEntryPoints(contents.manifest).map((entry) => entry.specifier)
    const runtime = await runtimeExports(dir, entries).catch((error: Error) => error)
    const scenario = join(scenariosDir, `${folder}.ts`)
    const scenarioFiles = existsSync(scenario)
      ? (await installScenario(dir, scenario)).map((file) => `${folder}/${file}`)
      : []
    checked.set(name, { name, folder, entries, nodeOnly: nodeOnlyReason(contents), runtime, scenarioFiles })
    if (runtime instanceof Error) continue
    writeFileSync(join(dir, 'exports.ts'), exportsTypeCheck(runtime))
    // The same check from a CommonJS file (`.cts`), where TypeScript reads the `require` types.
    writeFileSync(join(dir, 'exports.cts'), exportsTypeCheck(runtime))
    // node10 resolution knows no subpath exports: its check covers the main entry point only.
    writeFileSync(join(dir, 'main.cts'), exportsTypeCheck({ [name]: runtime[name] ?? [] }))
  }
  // A Node app (Node types, no DOM) under NodeNext; under Bundler a browser app (DOM, no Node
  // types) for packages that run in browsers, a Node app for Node-only packages; CommonJS Node
  // apps under node16 and under `module: commonjs` (node10 resolution: "main"/"types"). Each is
  // one tsc run over every package's files; a diagnostic belongs to the package whose files it is in.
  const all = [...checked.values()].filter((pkg) => !(pkg.runtime instanceof Error))
  const withScenario = (pkg: Checked) => [`${pkg.folder}/exports.ts`, ...pkg.scenarioFiles]
  const browser = all.filter((pkg) => pkg.nodeOnly === undefined)
  const nodeOnly = all.filter((pkg) => pkg.nodeOnly !== undefined)
  const runs: Array<[Check, 'node' | 'browser', Checked[], (pkg: Checked) => string[]]> = [
    ['nodenext', 'node', all, withScenario],
    ['bundler', 'browser', browser, withScenario],
    ['bundler', 'node', nodeOnly, withScenario],
    ['node16', 'node', all, (pkg) => [`${pkg.folder}/exports.cts`]],
    ['commonjs', 'node', all, (pkg) => [`${pkg.folder}/main.cts`]],
  ]
  // Two at a time (two cores); they run while the other checks do.
  let queue = Promise.resolve()
  let other = Promise.resolve()
  typeChecks = new Map(
    runs.map(([resolution, environment, packages, files], index) => {
      const previous = index % 2 === 0 ? queue : other
      const run = previous.then(() =>
        packages.length === 0
          ? []
          : typeCheckConsumer(project, resolution, environment, packages.flatMap(files)).then(diagnostics),
      )
      const settled = run.then(
        () => undefined,
        () => undefined,
      )
      if (index % 2 === 0) queue = settled
      else other = settled
      const members = new Set(packages.map((pkg) => pkg.name))
      return [typeCheckKey(resolution, environment), { members, diagnostics: run }] as const
    }),
  )
}, 300_000)

/** tsc's output as diagnostics: a line that starts one, with the indented lines that continue it. */
function diagnostics(lines: readonly string[]): string[] {
  const found: string[] = []
  for (const line of lines)
    if (/^\s/.test(line) && found.length > 0) found[found.length - 1] += `\n${line}`
    else found.push(line)
  return found
}

/** The package a diagnostic is about (its file is in the package's folder or installed copy), if any. */
function diagnosticOwner(diagnostic: string): string | undefined {
  const file = diagnostic.split('(')[0]!
  const installed = /(?:^|\/)node_modules\/(@[^/]+\/[^/]+|[^@/][^/]*)\//.exec(file)?.[1]
  if (installed !== undefined) return installed
  return [...checked.values()].find((pkg) => file.startsWith(`${pkg.folder}/`))?.name
}

it('installs every packed package with npm into one project: one copy of each, at the version it was packed with', async () => {
  const copies = installedCopies(join(project, 'node_modules'), '@ledgernet')
  for (const { name } of publishable) {
    const { manifest } = await unpackTarball(tarballs[name]!, unpacked[name]!)
    // A sibling range the packed version does not satisfy would bring a second copy (or fail the install).
    expect(copies.get(name), `${name} installed ${copies.get(name)?.length ?? 0} times`).toEqual([manifest.version])
  }
})

describe.each(publishable.map((pkg) => [pkg.name, pkg.relativeDir] as const))(
  '%s, installed from its tarball',
  (name, relativeDir) => {
    const scenario = join(scenariosDir, `${relativeDir.split('/').at(-1)}.ts`)
    const pkg = () => checked.get(name)!
    const dir = () => join(project, pkg().folder)
    const runtime = () => {
      const found = pkg().runtime
      if (found instanceof Error)
        throw new Error(`the Node import step failed; nothing to compare with: ${found.message}`)
      return found
    }

    it('every entry point imports in Node (ESM, from node_modules)', () => {
      expect(pkg().entries.length, 'package.json "exports" declares no JavaScript entry point').toBeGreaterThan(0)
      for (const [specifier, names] of Object.entries(runtime()))
        expect(names.length, `${specifier} exports nothing`).toBeGreaterThan(0)
    })

    it('every entry point loads with require() (CommonJS): the same module as import, so one copy of each class', async () => {
      const contents = await unpackTarball(tarballs[name]!, unpacked[name]!)
      const entries = jsEntryPoints(contents.manifest)
      expect(
        entries.every((entry) => entry.require !== undefined),
        'an entry point without a "require" face',
      ).toBe(true)
      const required = await runtimeRequires(dir(), pkg().entries)
      for (const [specifier, { names, sameAsImport }] of Object.entries(required)) {
        expect(names, specifier).toEqual(runtime()[specifier])
        expect(sameAsImport, `${specifier}: require() and import give different modules`).toBe(true)
      }
    })

    it.runIf(existsSync(scenario))(
      `its usage scenario (scenarios/${relativeDir.split('/').at(-1)}.ts) runs in Node`,
      async () => {
        const { folder } = pkg()
        // A scenario that reads LEDGERNET_GATEWAY_URL gets a packed sandbox, run from the project,
        // and its admin credentials as LEDGERNET_ADMIN.
        if (!readFileSync(scenario, 'utf8').includes('LEDGERNET_GATEWAY_URL')) {
          expect(await runScenario(dir())).toContain(`ok: ${folder}`)
          return
        }
        const sandbox = await startPackedSandbox(project, { roundMs: 20 })
        try {
          const admin = sandbox.description.adminCredentials as { username: string; password: string }
          const env = {
            LEDGERNET_GATEWAY_URL: sandbox.gatewayUrl,
            LEDGERNET_ADMIN: `${admin.username}:${admin.password}`,
          }
          expect(await runScenario(dir(), env)).toContain(`ok: ${folder}`)
        } finally {
          await sandbox.stop()
        }
      },
    )

    for (const resolution of ['nodenext', 'bundler', 'node16', 'commonjs'] as const) {
      const what =
        resolution === 'node16' || resolution === 'commonjs'
          ? `a CommonJS project, module ${resolution}`
          : `moduleResolution ${resolution}`
      it(`type-checks in ${what} (strict, skipLibCheck false): types match the run-time exports`, async () => {
        runtime()
        const environment = resolution === 'bundler' && pkg().nodeOnly === undefined ? 'browser' : 'node'
        const { members, diagnostics: found } = typeChecks.get(typeCheckKey(resolution, environment))!
        // Its own diagnostics, and those no other package of the run owns (a third-party type, the setup).
        const concern = (owner: string | undefined) => owner === name || owner === undefined || !members.has(owner)
        expectNoProblems(
          (await found).filter((diagnostic) => concern(diagnosticOwner(diagnostic))),
          `tsc (${resolution}, ${environment} environment)`,
        )
      })
    }

    it('bundles for the browser with esbuild (platform browser, no node: module)', async (context) => {
      const reason = pkg().nodeOnly
      if (reason !== undefined) {
        context.skip(`Node-only: ${reason}`)
        return
      }
      const bundle = await bundleForBrowser(
        dir(),
        browserExportsModule(pkg().entries),
        join(dir(), 'browser', 'exports.js'),
      )
      const nodeModules = bundle.inputs.filter(
        (input) => input.startsWith('node:') || /(^|\/)node_modules\/(@types\/node|undici)\//.test(input),
      )
      expect(nodeModules).toEqual([])
      expect(bundle.inputs.some((input) => input.includes(`node_modules/${name}/`))).toBe(true)
    })
  },
)
