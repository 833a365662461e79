import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { basename, join } from 'node:path'

// One definition per name, in the sources the packages are made of: a newcomer who searches for a
// file name or a helper finds one thing. Two files of one base name in different packages, or one
// exported function defined in two files, are refused unless the name means the same thing by
// design, as listed here.

/**
 * Base names every package may have, each meaning the same thing in all of them: a package's
 * entries, its release tag (written by `tooling/scripts/package-tags.mjs`), and what each
 * generated client holds by the same template (its client, its `/validators` subpath) or each
 * package with a light `/options` entry or a bin holds.
 */
const namesByDesign: ReadonlyMap<string, string> = new Map([
  ['index.ts', "a package's entry"],
  ['index.node.ts', "a package's entry under the `node` condition (the same names as index.ts)"],
  ['packageTag.ts', "a package's release tag, written by tooling/scripts/package-tags.mjs"],
  ['client.ts', "an OpenAPI client's client, one template"],
  ['validators.ts', "a client's `/validators` subpath, one template"],
  ['options.ts', "a package's light `/options` entry (sandbox, contract)"],
  ['bin.ts', "a package's bin"],
  ['errorTables.ts', "a package's `/errors` entry: the error tables of the codes its calls can throw"],
])

/**
 * Exported functions defined more than once on purpose: the function named, where it is defined,
 * and why. (A Node face — a `*.node.ts` file or a module under `node/` — is its portable twin
 * under the same name by the rule of docs/architecture.md, "Browser safety", and needs no entry.)
 */
const functionsByDesign: readonly { name: string; file: string; why: string }[] = [
  {
    name: 'useSandbox',
    file: 'packages/sandbox/src/vitest.ts',
    why: "`@ledgernet/sandbox/vitest`'s promise: the same `useSandbox`, with vitest's hooks and one sandbox per worker",
  },
]

const allowed = (name: string, file: string) =>
  functionsByDesign.some((entry) => entry.name === name && entry.file === file)

/** Where a source file sits: its package's folder (`packages/flows`, `specs`, `tooling/codegen`). */
function packageOf(file: string): string {
  const [top, name] = file.split('/')
  return top === 'specs' ? 'specs' : `${top}/${name}`
}

/** A Node face: a `*.node.ts` file or a module in a `node/` folder. */
const isNodeFace = (file: string) => /\.node\.m?ts$/.test(file) || file.includes('/node/')

/**
 * The sources the packages are made of, relative to `root`: TypeScript under each package's and
 * each tool's `src/` and under `specs/src/`, without tests, benchmarks, test fixtures (`testing/`),
 * declarations and generated code.
 *
 * @example
 * const files = sourceFiles(repositoryRoot) // ['packages/cli/src/bin.ts', …]
 */
export function sourceFiles(root: string): string[] {
  const listed = execFileSync(
    'git',
    [
      'ls-files',
      '-z',
      '--cached',
      '--others',
      '--exclude-standard',
      '--',
      'packages/*/src/*',
      'tooling/*/src/*',
      'specs/src/*',
    ],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
  return listed
    .split('\0')
    .filter(
      (file) =>
        /\.m?ts$/.test(file) &&
        !/\.(test|test-d|bench)\.m?ts$/.test(file) &&
        !/\.d\.m?ts$/.test(file) &&
        !/\/(testing|generated)\//.test(file),
    )
}

/**
 * Base names that two packages' sources share, but for those in `namesByDesign`: one line each,
 * naming the files.
 *
 * @example
 * sharedBaseNames(['packages/a/src/x.ts', 'packages/b/src/x.ts']) // ['x.ts: packages/a/src/x.ts, packages/b/src/x.ts']
 */
export function sharedBaseNames(files: readonly string[]): string[] {
  const byName = new Map<string, string[]>()
  for (const file of files)
    if (!allowed(basename(file), file)) byName.set(basename(file), [...(byName.get(basename(file)) ?? []), file])
  return [...byName]
    .filter(([name, holders]) => !namesByDesign.has(name) && new Set(holders.map(packageOf)).size > 1)
    .map(([name, holders]) => `${name}: ${holders.join(', ')}`)
}

const exportedFunction =
  /^export (?:async )?function\*? ?([A-Za-z_$][\w$]*)|^export const ([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*(?:async\s*)?(?:function\b|\([^)]*\)\s*(?::[^=]+)?=>|[A-Za-z_$][\w$]*\s*=>)/gm

/**
 * The names of the functions a module's source exports by defining them (`export function f`,
 * `export const f = (…) =>`); re-exports and overload signatures count once.
 *
 * @example
 * exportedFunctions('export function a() {}\nexport const b = (x: number) => x') // ['a', 'b']
 */
export function exportedFunctions(source: string): string[] {
  return [...new Set([...source.matchAll(exportedFunction)].map((match) => (match[1] ?? match[2]) as string))]
}

/**
 * Exported functions defined in two source files: one line each, naming the files. A package's
 * Node faces repeat its portable names (one portable definition each), and `functionsByDesign`
 * lists the rest that may.
 *
 * @example
 * repeatedFunctions(files, (file) => readFileSync(join(root, file), 'utf8')) // [] when each is defined once
 */
export function repeatedFunctions(files: readonly string[], read: (file: string) => string): string[] {
  const definedIn = new Map<string, string[]>()
  for (const file of files)
    for (const name of exportedFunctions(read(file))) definedIn.set(name, [...(definedIn.get(name) ?? []), file])
  return [...definedIn]
    .filter(([name, holders]) => {
      const listed = holders.filter((file) => !allowed(name, file))
      // A Node face stands beside one portable definition of its own package.
      return listed.filter((file) => !isNodeFace(file)).length > 1 || new Set(listed.map(packageOf)).size > 1
    })
    .map(([name, holders]) => `${name}: ${holders.join(', ')}`)
}

/**
 * The allowances that no longer allow anything: an entry naming a file that is gone or no longer
 * holds the name. One line each.
 *
 * @example
 * staleAllowances(files, read) // [] while every listed file still holds its name
 */
export function staleAllowances(files: readonly string[], read: (file: string) => string): string[] {
  return functionsByDesign
    .filter(({ name, file }) =>
      name.endsWith('.ts')
        ? !files.includes(file) || basename(file) !== name
        : !files.includes(file) || !exportedFunctions(read(file)).includes(name),
    )
    .map(({ name, file }) => `${name}: ${file} no longer holds it; remove its entry`)
}

/**
 * Every name clash in the repository at `root`: shared base names, repeated functions, then
 * allowances that no longer allow anything.
 *
 * @example
 * expect(nameClashes(repositoryRoot)).toEqual([])
 */
export function nameClashes(root: string): string[] {
  const files = sourceFiles(root)
  const read = (file: string) => readFileSync(join(root, file), 'utf8')
  return [...sharedBaseNames(files), ...repeatedFunctions(files, read), ...staleAllowances(files, read)]
}
