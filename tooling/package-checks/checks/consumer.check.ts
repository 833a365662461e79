import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { bundleForBrowser } from '../src/bundleForBrowser.js'
import { browserExportsModule, exportsTypeCheck } from '../src/consumerSources.js'
import { jsEntryPoints } from '../src/entryPoints.js'
import { nodeOnlyReason } from '../src/nodeOnlyReason.js'
import { installScenario, runScenario } from '../src/runScenario.js'
import { runtimeExports } from '../src/runtimeExports.js'
import { runtimeRequires } from '../src/runtimeRequires.js'
import { startPackedSandbox } from '../src/startPackedSandbox.js'
import { typeCheckConsumer } from '../src/typeCheckConsumer.js'
import { unpackTarball } from '../src/unpackTarball.js'
import { consumerProject, declaredSiblings } from './consumers.js'
import { expectNoProblems } from './expectNoProblems.js'

const publishable = inject('publishable')
const unpacked = inject('unpacked')
const scenariosDir = fileURLToPath(new URL('../scenarios/', import.meta.url))

// npm installs are network-bound: start them all, three at a time, before the first test.
beforeAll(async () => {
  const queue = [...publishable]
  const worker = async (): Promise<void> => {
    for (let next = queue.shift(); next; next = queue.shift()) await consumerProject([next.name]).catch(() => undefined)
  }
  await Promise.all([worker(), worker(), worker()])
})

describe.each(publishable.map((pkg) => [pkg.name, pkg.relativeDir] as const))(
  '%s, installed alone from its tarball',
  (name, relativeDir) => {
    const folder = relativeDir.split('/').at(-1)!
    const scenario = join(scenariosDir, `${folder}.ts`)
    const siblings = declaredSiblings(name).filter((sibling) => sibling !== name)
    let runtime: Record<string, string[]> | undefined
    let scenarioFiles: string[] = []

    const pkg = async () => unpackTarball(inject('tarballs')[name]!, unpacked[name]!)

    it(`installs with npm (plus the tarballs of the siblings it declares: ${siblings.join(', ') || 'none'})`, async () => {
      await consumerProject([name])
    })

    it('every entry point imports in Node (ESM, from node_modules)', async () => {
      const dir = await consumerProject([name])
      const entries = jsEntryPoints((await pkg()).manifest)
      expect(entries.length, 'package.json "exports" declares no JavaScript entry point').toBeGreaterThan(0)
      runtime = await runtimeExports(
        dir,
        entries.map((entry) => entry.specifier),
      )
      for (const [specifier, names] of Object.entries(runtime))
        expect(names.length, `${specifier} exports nothing`).toBeGreaterThan(0)
    })

    it('every entry point loads with require() (CommonJS): the same module as import, so one copy of each class', async () => {
      const dir = await consumerProject([name])
      const entries = jsEntryPoints((await pkg()).manifest)
      expect(
        entries.every((entry) => entry.require !== undefined),
        'an entry point without a "require" face',
      ).toBe(true)
      const required = await runtimeRequires(
        dir,
        entries.map((entry) => entry.specifier),
      )
      runtime ??= await runtimeExports(
        dir,
        entries.map((entry) => entry.specifier),
      )
      for (const [specifier, { names, sameAsImport }] of Object.entries(required)) {
        expect(names, specifier).toEqual(runtime[specifier])
        expect(sameAsImport, `${specifier}: require() and import give different modules`).toBe(true)
      }
    })

    it.runIf(existsSync(scenario))(`its usage scenario (scenarios/${folder}.ts) runs in Node`, async () => {
      const dir = await consumerProject([name])
      scenarioFiles = await installScenario(dir, scenario)
      // A scenario that reads LEDGERNET_GATEWAY_URL gets a packed sandbox, run from its own project,
      // and its admin credentials as LEDGERNET_ADMIN.
      if (!readFileSync(scenario, 'utf8').includes('LEDGERNET_GATEWAY_URL')) {
        expect(await runScenario(dir)).toContain(`ok: ${folder}`)
        return
      }
      const sandbox = await startPackedSandbox(await consumerProject(['@ledgernet/sandbox']), 20)
      try {
        const admin = sandbox.description.adminCredentials as { username: string; password: string }
        const env = {
          LEDGERNET_GATEWAY_URL: sandbox.gatewayUrl,
          LEDGERNET_ADMIN: `${admin.username}:${admin.password}`,
        }
        expect(await runScenario(dir, env)).toContain(`ok: ${folder}`)
      } finally {
        await sandbox.stop()
      }
    })

    // The type checks start together (tsc processes on two cores); each test awaits its own.
    type Check = 'nodenext' | 'bundler' | 'node16' | 'commonjs'
    let typeChecks: Record<Check, Promise<{ environment: string; diagnostics: string[] }>> | undefined
    const startTypeChecks = async () => {
      if (runtime === undefined) throw new Error('the Node import step failed; nothing to compare the types with')
      const dir = await consumerProject([name])
      writeFileSync(join(dir, 'exports.ts'), exportsTypeCheck(runtime))
      // The same check from a CommonJS file (`.cts`), where TypeScript reads the `require` types.
      writeFileSync(join(dir, 'exports.cts'), exportsTypeCheck(runtime))
      // A Node app (Node types, no DOM) under NodeNext; under Bundler a browser app (DOM, no Node
      // types) for packages that run in browsers, a Node app for Node-only packages; CommonJS Node
      // apps under node16 and under `module: commonjs` (node10 resolution: "main"/"types").
      const bundlerEnvironment = nodeOnlyReason(await pkg()) === undefined ? 'browser' : 'node'
      const files = ['exports.ts', ...scenarioFiles]
      const check = async (resolution: Check, environment: 'node' | 'browser', checked: string[]) => ({
        environment,
        diagnostics: await typeCheckConsumer(dir, resolution, environment, checked),
      })
      // node10 resolution knows no subpath exports: its check covers the main entry point only.
      writeFileSync(join(dir, 'main.cts'), exportsTypeCheck({ [name]: runtime[name] ?? [] }))
      return {
        nodenext: check('nodenext', 'node', files),
        bundler: check('bundler', bundlerEnvironment, files),
        node16: check('node16', 'node', ['exports.cts']),
        commonjs: check('commonjs', 'node', ['main.cts']),
      }
    }

    for (const resolution of ['nodenext', 'bundler', 'node16', 'commonjs'] as const) {
      const what =
        resolution === 'node16' || resolution === 'commonjs'
          ? `a CommonJS project, module ${resolution}`
          : `moduleResolution ${resolution}`
      it(`type-checks in ${what} (strict, skipLibCheck false): types match the run-time exports`, async () => {
        typeChecks ??= await startTypeChecks()
        const { environment, diagnostics } = await typeChecks[resolution]
        expectNoProblems(diagnostics, `tsc (${resolution}, ${environment} environment)`)
      })
    }

    it('bundles for the browser with esbuild (platform browser, no node: module)', async (context) => {
      const reason = nodeOnlyReason(await pkg())
      if (reason !== undefined) {
        context.skip(`Node-only: ${reason}`)
        return
      }
      const dir = await consumerProject([name])
      const entries = jsEntryPoints((await pkg()).manifest).map((entry) => entry.specifier)
      const bundle = await bundleForBrowser(dir, browserExportsModule(entries), join(dir, 'browser', 'exports.js'))
      const nodeModules = bundle.inputs.filter(
        (input) => input.startsWith('node:') || /(^|\/)node_modules\/(@types\/node|undici)\//.test(input),
      )
      expect(nodeModules).toEqual([])
      expect(bundle.inputs.some((input) => input.includes(`node_modules/${name}/`))).toBe(true)
    })
  },
)
