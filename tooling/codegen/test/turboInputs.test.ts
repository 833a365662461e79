import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadCodegenConfig } from '../src/index.js'
import { findWorkspaceRoot } from '../src/specLabel.js'

const root = findWorkspaceRoot(process.cwd())!
const config = loadCodegenConfig(root)

type DryTask = {
  taskId: string
  hash: string
  package: string
  directory: string
  inputs: Record<string, string>
  dependencies: string[]
}

/** What `turbo run generate` would do, without doing it: each task's hash, inputs and dependencies. */
function dryRun(): DryTask[] {
  const text = execFileSync('node', ['tooling/scripts/pnpm.mjs', 'exec', 'turbo', 'run', 'generate', '--dry=json'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  return JSON.parse(text.slice(text.indexOf('{'))).tasks
}

/** The packages whose generated code derives from a spec file, from codegen.config.json. */
function derivedFrom(file: string): string[] {
  const names = config.clients
    .filter((client) => client.spec === file || client.overlay === file)
    .map((client) => client.name)
  return [
    ...new Set([
      ...config.clients.filter((client) => names.includes(client.name)).map((client) => client.package),
      ...config.servers
        .filter((server) => server.serves.some((name) => names.includes(name)))
        .map((server) => server.package),
    ]),
  ]
}

describe('turbo: every generated artefact declares its spec and overlay', () => {
  let tasks: DryTask[]
  beforeAll(() => {
    tasks = dryRun()
  }, 60_000)

  it('regeneration depends on the generator alone, never on a package that uses generated code, and hashes each spec it reads', () => {
    const generate = (folder: string) =>
      tasks.find((task) => task.taskId.endsWith('#generate') && task.directory === folder)!
    for (const client of config.clients) {
      const task = generate(client.package)
      expect(task, client.package).toBeDefined()
      for (const dependency of task.dependencies)
        expect(
          ['@ledgernet/codegen#build', '@ledgernet/crypto#build'],
          `${client.package} waits for ${dependency}`,
        ).toContain(dependency)
      for (const file of [client.spec, ...(client.overlay ? [client.overlay] : []), 'codegen.config.json'])
        for (const folder of [client.package, ...derivedFrom(client.spec)])
          expect(Object.keys(generate(folder).inputs), `${folder} hashes ${file}`).toContain(
            relative(join(root, folder), join(root, file)),
          )
    }
  }, 60_000)

  it('editing a spec changes the hash of every artefact derived from it, and of no other, under a warm cache', () => {
    const spec = 'specs/gateway.openapi.yaml'
    const before = tasks
    const text = readFileSync(join(root, spec), 'utf8')
    let after: DryTask[]
    try {
      writeFileSync(join(root, spec), `${text}# an edit\n`)
      after = dryRun()
    } finally {
      writeFileSync(join(root, spec), text)
    }
    const changed = after
      .filter((task) => task.taskId.endsWith('#generate'))
      .filter((task) => before.find((old) => old.taskId === task.taskId)?.hash !== task.hash)
      .map((task) => task.directory)
      .sort()
    expect(changed).toEqual(derivedFrom(spec).sort())
  }, 60_000)
})
