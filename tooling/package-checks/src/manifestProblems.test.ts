import { describe, expect, it } from 'vitest'
import { manifestProblems, repositoryUrl } from './manifestProblems.js'
import { unpackedFixture } from './unpackedFixture.js'
import type { PackageManifest } from './workspacePackages.js'

const context = { relativeDir: 'packages/thing', nodeEngine: '>=20.19.0' }
const readme =
  "# @x/thing\n\n```ts\nimport { thing } from '@x/thing'\nconsole.log(thing)\n```\n\n```sh\nnpm install @x/thing\n```\n"
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
  main: './dist/cjs/index.js',
  types: './dist/cjs/index.d.ts',
  exports: {
    '.': {
      import: { types: './dist/index.d.ts', node: './dist/index.node.js', default: './dist/index.js' },
      require: { types: './dist/cjs/index.d.ts', node: './dist/cjs/index.node.js', default: './dist/cjs/index.js' },
    },
    './spec.yaml': './spec.yaml',
    './package.json': './package.json',
  },
  files: ['dist', 'spec.yaml'],
  dependencies: { '@x/errors': '1.0.0' },
}
const goodFiles = {
  'dist/index.js': '',
  'dist/index.node.js': '',
  'dist/index.d.ts': '',
  'dist/cjs/index.js': '',
  'dist/cjs/index.node.js': '',
  'dist/cjs/index.d.ts': '',
  'dist/errors.md': '# Errors',
  'spec.yaml': '',
  LICENSE: 'MIT',
  'README.md': readme,
}

const problemsOf = (
  manifest: PackageManifest,
  files: Record<string, string> = goodFiles,
  text: string | undefined = readme,
) =>
  manifestProblems(unpackedFixture(manifest, files), text, context).map(
    (problem) => `${problem.field} ${problem.problem}`,
  )

describe('manifestProblems', () => {
  it('accepts a package that follows every rule', () => {
    expect(problemsOf(good)).toEqual([])
  })

  it('names each missing field', () => {
    const { description, license, repository, homepage, sideEffects, files, ...bare } = good
    expect(problemsOf({ ...bare, engines: {} }).map((line) => line.split(' ')[0])).toEqual([
      'description',
      'files',
      'sideEffects',
      'engines.node',
      'license',
      'repository',
      'homepage',
    ])
  })

  it('refuses sideEffects: true, a type other than module, and another engines range', () => {
    expect(problemsOf({ ...good, sideEffects: true, type: 'commonjs', engines: { node: '>=18' } })).toEqual([
      'type must be "module" (the packages are ESM; their CommonJS face requires the ESM build)',
      'sideEffects is true: bundlers then keep every module; list only the files that really have side effects',
      'engines.node must be ">=20.19.0" (the root package.json\'s), found ">=18"',
    ])
  })

  it('checks the order of conditions and that every target is in the tarball', () => {
    const exports = {
      '.': {
        import: { default: './dist/index.js', types: './dist/missing.d.ts' },
        require: { types: './dist/cjs/index.d.ts', default: './dist/cjs/index.js' },
      },
      './sub': { types: './dist/a.d.ts', default: './dist/a.js' },
      './other': {
        import: { types: './dist/index.d.ts', node: './dist/index.node.js', default: './dist/index.js' },
        require: { types: './dist/cjs/index.d.ts', default: './dist/index.js' },
      },
    }
    expect(problemsOf({ ...good, exports })).toEqual([
      'exports["."].import "types" must be the first condition (found ["default","types"])',
      'exports["."].import "default" must be the last condition (found ["default","types"])',
      'exports["."].import.types points at ./dist/missing.d.ts, which is not in the tarball (built? listed in "files"?)',
      'exports["."] "import" and "require" must have the same conditions (["default","types"] ≠ ["types","default"])',
      'exports["./sub"] must be { "import": { "types", …, "default" }, "require": { "types", …, "default" } } (found ["types","default"])',
      'exports["./other"].require must point into ./dist/cjs/ (the CommonJS folder the build writes)',
      'exports["./other"] "import" and "require" must have the same conditions (["types","node","default"] ≠ ["types","default"])',
    ])
  })

  it('wants main and types to be the CommonJS face of ".", for resolvers that ignore exports', () => {
    expect(problemsOf({ ...good, main: './dist/index.js', types: undefined })).toEqual([
      'main must be "./dist/cjs/index.js" (exports["."].require.default), for resolvers that ignore "exports"',
      'types must be "./dist/cjs/index.d.ts" (exports["."].require.types), for TypeScript\'s node10 resolution',
    ])
  })

  it('wants the errors page in the tarball', () => {
    const { 'dist/errors.md': page, ...withoutPage } = goodFiles
    expect(problemsOf(good, withoutPage)).toEqual([
      "dist/errors.md is not in the tarball: the page the errors' docsUrl points at ships with the package (the build copies docs/errors.md there)",
    ])
  })

  it('refuses workspace: ranges left in the tarball, missing bins, shipped tests and a missing LICENSE', () => {
    const { LICENSE, ...withoutLicense } = goodFiles
    const problems = problemsOf(
      { ...good, dependencies: { '@x/errors': 'workspace:*' }, bin: { thing: './dist/bin.js' } },
      { ...withoutLicense, 'src/readme.test.ts': '', 'src/a.test.ts': '' },
    )
    expect(problems).toEqual([
      'LICENSE is not in the tarball',
      'dependencies.@x/errors is still "workspace:*" in the tarball (pack with pnpm, which rewrites it)',
      'bin.thing points at ./dist/bin.js, which is not in the tarball',
      'files ships the test file src/a.test.ts: exclude it in "files" ("!src/**/*.test.ts")',
      'files ships the test file src/readme.test.ts: pnpm packs every file named "readme.*" inside a folder ' +
        'listed in "files", whatever the exclusions say: list the sources as "src/**/*.ts" instead of "src"',
    ])
  })

  it('wants a README that opens with an example importing the package and says how to install it', () => {
    expect(
      manifestProblems(unpackedFixture(good, goodFiles), undefined, context).map((problem) => problem.field),
    ).toEqual(['README.md'])
    expect(
      problemsOf(
        good,
        goodFiles,
        '# thing\n\n```sh\nnpm install @x/thing\n```\n\n```ts\nimport { thing } from "@x/thing"\n```\n',
      ),
    ).toEqual(["README.md must open with a ```ts example that imports from '@x/thing'"])
    expect(
      problemsOf(
        good,
        goodFiles,
        "```ts\nimport { thing } from '@x/thing/sub'\n```\n\n```sh\nnpm install @x/thingamajig\n```\n",
      ),
    ).toEqual(['README.md has no install line (```sh block with `npm install @x/thing`)'])
  })

  it("accepts a README that opens with a shell session running the package's command", () => {
    const withBin = { ...good, bin: { thing: './dist/bin.js' } }
    const files = { ...goodFiles, 'dist/bin.js': '' }
    expect(problemsOf(withBin, files, '```sh\nnpm install @x/thing\nnpx thing --port 8080\n```\n')).toEqual([])
    expect(problemsOf(withBin, files, '```sh\nnpm install @x/thing\nnpx something-else\n```\n')).toEqual([
      "README.md must open with a ```ts example that imports from '@x/thing' (or a ```sh example running thing)",
    ])
  })
})
