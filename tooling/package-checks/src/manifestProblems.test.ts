import { describe, expect, it } from 'vitest'
import { manifestProblems, repositoryUrl } from './manifestProblems.js'
import { unpackedFixture } from './unpackedFixture.js'
import type { PackageManifest } from './workspacePackages.js'

const context = { relativeDir: 'packages/thing', nodeEngine: '>=20.19.0' }
const readme = "# @x/thing\n\n```ts\nimport { thing } from '@x/thing'\nconsole.log(thing)\n```\n\n```sh\nnpm install @x/thing\n```\n"
const good: PackageManifest = {
  name: '@x/thing',
  version: '1.0.0',
  description: 'A thing.',
  license: 'MIT',
  repository: { type: 'git', url: `git+${repositoryUrl}.git`, directory: 'packages/thing' },
  homepage: `${repositoryUrl}/tree/main/packages/thing#readme`,
  type: 'module',
  sideEffects: false,
  engines: { node: '>=20.19.0' },
  exports: {
    '.': { types: './dist/index.d.ts', node: './dist/index.node.js', default: './dist/index.js' },
    './spec.yaml': './spec.yaml',
    './package.json': './package.json',
  },
  files: ['dist', 'spec.yaml'],
  dependencies: { '@x/errors': '1.0.0' },
}
const goodFiles = { 'dist/index.js': '', 'dist/index.node.js': '', 'dist/index.d.ts': '', 'spec.yaml': '', LICENSE: 'MIT', 'README.md': readme }

const problemsOf = (manifest: PackageManifest, files: Record<string, string> = goodFiles, text: string | undefined = readme) =>
  manifestProblems(unpackedFixture(manifest, files), text, context).map((problem) => `${problem.field} ${problem.problem}`)

describe('manifestProblems', () => {
  it('accepts a package that follows every rule', () => {
    expect(problemsOf(good)).toEqual([])
  })

  it('names each missing field', () => {
    const { description, license, repository, homepage, sideEffects, files, ...bare } = good
    expect(problemsOf({ ...bare, engines: {} }).map((line) => line.split(' ')[0])).toEqual(['description', 'files', 'sideEffects', 'engines.node', 'license', 'repository', 'homepage'])
  })

  it('refuses sideEffects: true, a type other than module, and another engines range', () => {
    expect(problemsOf({ ...good, sideEffects: true, type: 'commonjs', engines: { node: '>=18' } })).toEqual([
      'type must be "module" (the packages are ESM only)',
      'sideEffects is true: bundlers then keep every module; list only the files that really have side effects',
      'engines.node must be ">=20.19.0" (the root package.json\'s), found ">=18"',
    ])
  })

  it('checks the order of conditions and that every target is in the tarball', () => {
    const exports = { '.': { default: './dist/index.js', types: './dist/missing.d.ts' }, './cjs': { types: './dist/a.d.ts', require: './dist/a.cjs', default: './dist/a.js' } }
    expect(problemsOf({ ...good, exports })).toEqual([
      'exports["."] "types" must be the first condition (found ["default","types"])',
      'exports["."] "default" must be the last condition (found ["default","types"])',
      'exports["."].types points at ./dist/missing.d.ts, which is not in the tarball (built? listed in "files"?)',
      'exports["./cjs"] has a "require" condition but the packages are ESM only',
      'exports["./cjs"].types points at ./dist/a.d.ts, which is not in the tarball (built? listed in "files"?)',
      'exports["./cjs"].require points at ./dist/a.cjs, which is not in the tarball (built? listed in "files"?)',
      'exports["./cjs"].default points at ./dist/a.js, which is not in the tarball (built? listed in "files"?)',
    ])
  })

  it('refuses workspace: ranges left in the tarball, missing bins, shipped tests and a missing LICENSE', () => {
    const { LICENSE, ...withoutLicense } = goodFiles
    const problems = problemsOf({ ...good, dependencies: { '@x/errors': 'workspace:*' }, bin: { thing: './dist/bin.js' } }, { ...withoutLicense, 'src/readme.test.ts': '', 'src/a.test.ts': '' })
    expect(problems).toEqual([
      'LICENSE is not in the tarball',
      'dependencies.@x/errors is still "workspace:*" in the tarball (pack with pnpm, which rewrites it)',
      'bin.thing points at ./dist/bin.js, which is not in the tarball',
      'files ships the test file src/a.test.ts: exclude it in "files" ("!src/**/*.test.ts")',
      'files ships the test file src/readme.test.ts: pnpm packs every file named "readme.*" inside a folder listed in "files", whatever the exclusions say: list the sources as "src/**/*.ts" instead of "src"',
    ])
  })

  it('wants a README that opens with an example importing the package and says how to install it', () => {
    expect(manifestProblems(unpackedFixture(good, goodFiles), undefined, context).map((problem) => problem.field)).toEqual(['README.md'])
    expect(problemsOf(good, goodFiles, '# thing\n\n```sh\nnpm install @x/thing\n```\n\n```ts\nimport { thing } from "@x/thing"\n```\n')).toEqual([
      "README.md must open with a ```ts example that imports from '@x/thing'",
    ])
    expect(problemsOf(good, goodFiles, "```ts\nimport { thing } from '@x/thing/sub'\n```\n\n```sh\nnpm install @x/thingamajig\n```\n")).toEqual([
      'README.md has no install line (```sh block with `npm install @x/thing`)',
    ])
  })

  it('accepts a README that opens with a shell session running the package\'s command', () => {
    const withBin = { ...good, bin: { thing: './dist/bin.js' } }
    const files = { ...goodFiles, 'dist/bin.js': '' }
    expect(problemsOf(withBin, files, '```sh\nnpm install @x/thing\nnpx thing --port 8080\n```\n')).toEqual([])
    expect(problemsOf(withBin, files, '```sh\nnpm install @x/thing\nnpx something-else\n```\n')).toEqual([
      "README.md must open with a ```ts example that imports from '@x/thing' (or a ```sh example running thing)",
    ])
  })
})
