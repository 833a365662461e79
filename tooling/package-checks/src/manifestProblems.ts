import type { UnpackedPackage } from './unpackTarball.js'

/**
 * Where the monorepo lives; every package's `repository` and `homepage` point into it.
 *
 * @example
 * `${repositoryUrl}/tree/main/packages/crypto#readme`
 */
export const repositoryUrl = 'https://github.com/ledgernet/ledgernet'

/**
 * A rule a packed package.json (or the files beside it) breaks: the field and what to change.
 *
 * @example
 * const problem: ManifestProblem = { field: 'homepage', problem: 'is missing' }
 */
export type ManifestProblem = { field: string; problem: string }

/**
 * What the rules need to know besides the tarball.
 *
 * @example
 * const context: ManifestContext = { relativeDir: 'packages/crypto', nodeEngine: '>=20.19.0' }
 */
export type ManifestContext = {
  /** The package's folder in the monorepo (`packages/crypto`). */
  relativeDir: string
  /** The root package.json's `engines.node`: every package promises the same. */
  nodeEngine: string
}

const codeFile = /\.(js|mjs|cjs)$/
const typesFile = /\.d\.(ts|mts|cts)$/

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Does a target of `exports` (maybe with one `*`) match a shipped file? */
function targetShipped(target: string, files: readonly string[]): boolean {
  const path = target.replace(/^\.\//, '')
  if (!path.includes('*')) return files.includes(path)
  const [before, after] = path.split('*') as [string, string]
  return files.some((file) => file.startsWith(before) && file.endsWith(after))
}

function exportsProblems(exports: unknown, files: readonly string[]): ManifestProblem[] {
  if (!isRecord(exports) || !Object.keys(exports).every((key) => key.startsWith('.'))) {
    return [
      {
        field: 'exports',
        problem:
          'must be an object of subpaths ({ ".": { "import": { "types": …, "default": … }, "require": { … } } })',
      },
    ]
  }
  const problems: ManifestProblem[] = []
  if (!('.' in exports)) problems.push({ field: 'exports', problem: 'has no "." entry' })
  for (const [subpath, target] of Object.entries(exports)) {
    const field = `exports["${subpath}"]`
    if (typeof target === 'string') {
      if (codeFile.test(target))
        problems.push({
          field,
          problem: 'points at JavaScript without a "types" condition: use { "types": "….d.ts", "default": "….js" }',
        })
      if (!targetShipped(target, files))
        problems.push({ field, problem: `points at ${target}, which is not in the tarball` })
      continue
    }
    if (!isRecord(target)) {
      problems.push({ field, problem: 'must be a path or an object of conditions' })
      continue
    }
    // A JavaScript entry point has an ESM face and a CommonJS face, each with its own types.
    const keys = Object.keys(target)
    if (keys.length !== 2 || keys[0] !== 'import' || keys[1] !== 'require') {
      problems.push({
        field,
        problem: `must be { "import": { "types", …, "default" }, "require": { "types", …, "default" } } (found ${JSON.stringify(keys)})`,
      })
      continue
    }
    for (const face of ['import', 'require'] as const) {
      const conditions = target[face]
      if (!isRecord(conditions)) {
        problems.push({ field: `${field}.${face}`, problem: 'must be an object of conditions' })
        continue
      }
      problems.push(...conditionProblems(`${field}.${face}`, conditions, files))
      if (
        face === 'require' &&
        Object.values(conditions).some((file) => typeof file === 'string' && !file.startsWith('./dist/cjs/'))
      )
        problems.push({
          field: `${field}.require`,
          problem: 'must point into ./dist/cjs/ (the CommonJS folder the build writes)',
        })
    }
    const esm = target.import
    const cjs = target.require
    if (isRecord(esm) && isRecord(cjs) && JSON.stringify(Object.keys(esm)) !== JSON.stringify(Object.keys(cjs)))
      problems.push({
        field,
        problem: `"import" and "require" must have the same conditions (${JSON.stringify(Object.keys(esm))} ≠ ${JSON.stringify(Object.keys(cjs))})`,
      })
  }
  return problems
}

function conditionProblems(
  field: string,
  target: Record<string, unknown>,
  files: readonly string[],
): ManifestProblem[] {
  const problems: ManifestProblem[] = []
  const conditions = Object.keys(target)
  if (conditions[0] !== 'types')
    problems.push({ field, problem: `"types" must be the first condition (found ${JSON.stringify(conditions)})` })
  if (conditions.at(-1) !== 'default')
    problems.push({ field, problem: `"default" must be the last condition (found ${JSON.stringify(conditions)})` })
  for (const [condition, value] of Object.entries(target)) {
    const conditionField = `${field}.${condition}`
    if (typeof value !== 'string') {
      problems.push({ field: conditionField, problem: 'must be a path (deeper nesting is not used here)' })
      continue
    }
    if (condition === 'types' && !typesFile.test(value))
      problems.push({ field: conditionField, problem: `must point at a declaration file, not ${value}` })
    if (condition !== 'types' && !codeFile.test(value))
      problems.push({ field: conditionField, problem: `must point at JavaScript, not ${value}` })
    if (!targetShipped(value, files))
      problems.push({
        field: conditionField,
        problem: `points at ${value}, which is not in the tarball (built? listed in "files"?)`,
      })
  }
  return problems
}

function readmeProblems(name: string, bins: readonly string[], readme: string | undefined): ManifestProblem[] {
  if (readme === undefined) return [{ field: 'README.md', problem: 'is not in the tarball' }]
  const problems: ManifestProblem[] = []
  const blocks = [...readme.matchAll(/^```(\w*)\n([\s\S]*?)^```/gm)].map((match) => ({
    lang: match[1]!,
    code: match[2]!,
  }))
  const shell = (lang: string): boolean => ['sh', 'bash', 'shell', 'console'].includes(lang)
  const importsPackage = (code: string): boolean =>
    code.includes(`from '${name}'`) || code.includes(`from '${name}/`) || code.includes(`from "${name}"`)
  const runsBin = (code: string): boolean =>
    bins.some((bin) => new RegExp(`(^|\\s)${bin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`, 'm').test(code))
  const first = blocks[0]
  const opensWithExample =
    first !== undefined &&
    ((['ts', 'js', 'typescript', 'javascript'].includes(first.lang) && importsPackage(first.code)) ||
      (shell(first.lang) && runsBin(first.code)))
  if (!opensWithExample) {
    const commands = bins.length > 0 ? ` (or a \`\`\`sh example running ${bins.join(' / ')})` : ''
    problems.push({
      field: 'README.md',
      problem: `must open with a \`\`\`ts example that imports from '${name}'${commands}`,
    })
  }
  const install = new RegExp(
    `^(npm install|npm i|pnpm add|yarn add)\\b.*(?<=\\s)${name.replace(/[/.]/g, '\\$&')}(\\s|$)`,
    'm',
  )
  if (!blocks.some((block) => shell(block.lang) && install.test(block.code))) {
    problems.push({ field: 'README.md', problem: `has no install line (\`\`\`sh block with \`npm install ${name}\`)` })
  }
  return problems
}

/**
 * The publishing rules every ledgernet package follows, checked on what `pnpm pack` produced:
 * `exports` with an `import` and a `require` face, each with `types` first and `default` last
 * pointing at shipped files (the CommonJS one in `dist/cjs/`), `main`/`types` for node10, `files`,
 * `sideEffects`, `engines`, `license` + a LICENSE file, `repository` (with the package's
 * folder) and `homepage`, a description, a README that opens with an example (code importing
 * the package, or a shell session running its command) and says how to install, no
 * `workspace:` range left, no tests shipped.
 *
 * @example
 * manifestProblems(unpacked, readme, { relativeDir: 'packages/crypto', nodeEngine: '>=20.19.0' }) // [] when it is ready to publish
 */
export function manifestProblems(
  unpacked: UnpackedPackage,
  readme: string | undefined,
  context: ManifestContext,
): ManifestProblem[] {
  const { manifest, files } = unpacked
  const problems: ManifestProblem[] = []
  const add = (field: string, problem: string): void => {
    problems.push({ field, problem })
  }

  if (typeof manifest.description !== 'string' || manifest.description.length === 0) add('description', 'is missing')
  if (manifest.type !== 'module')
    add('type', 'must be "module" (the packages are ESM; their CommonJS face requires the ESM build)')
  const main =
    isRecord(manifest.exports) && isRecord(manifest.exports['.']) && isRecord(manifest.exports['.'].require)
      ? manifest.exports['.'].require
      : undefined
  // TypeScript's `module: commonjs` (node10 resolution) reads "types" and "main", not "exports".
  if (main && manifest.main !== main.default)
    add(
      'main',
      `must be ${JSON.stringify(main.default)} (exports["."].require.default), for resolvers that ignore "exports"`,
    )
  if (main && manifest.types !== main.types)
    add(
      'types',
      `must be ${JSON.stringify(main.types)} (exports["."].require.types), for TypeScript's node10 resolution`,
    )
  problems.push(...exportsProblems(manifest.exports, files))
  if (!Array.isArray(manifest.files)) add('files', 'is missing: without it everything in the folder is published')
  if (manifest.sideEffects === undefined)
    add(
      'sideEffects',
      'is missing: set false (or list the files that have side effects) so bundlers can drop unused modules',
    )
  else if (manifest.sideEffects === true)
    add('sideEffects', 'is true: bundlers then keep every module; list only the files that really have side effects')
  if (manifest.engines?.node !== context.nodeEngine)
    add(
      'engines.node',
      `must be "${context.nodeEngine}" (the root package.json's), found ${JSON.stringify(manifest.engines?.node)}`,
    )
  if (typeof manifest.license !== 'string') add('license', 'is missing')
  if (!files.some((file) => /^licen[cs]e(\.(md|txt))?$/i.test(file))) add('LICENSE', 'is not in the tarball')
  if (!files.includes('dist/errors.md'))
    add(
      'dist/errors.md',
      "is not in the tarball: the page the errors' docsUrl points at ships with the package (the build copies docs/errors.md there)",
    )

  const expectedRepository = { type: 'git', url: `git+${repositoryUrl}.git`, directory: context.relativeDir }
  const repository = manifest.repository
  if (
    !isRecord(repository) ||
    repository.type !== expectedRepository.type ||
    repository.url !== expectedRepository.url ||
    repository.directory !== expectedRepository.directory
  ) {
    add('repository', `must be ${JSON.stringify(expectedRepository)}`)
  }
  const expectedHomepage = `${repositoryUrl}/tree/main/${context.relativeDir}#readme`
  if (manifest.homepage !== expectedHomepage) add('homepage', `must be "${expectedHomepage}"`)

  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies', 'devDependencies'] as const) {
    for (const [dependency, range] of Object.entries(manifest[field] ?? {})) {
      if (range.startsWith('workspace:'))
        add(`${field}.${dependency}`, `is still "${range}" in the tarball (pack with pnpm, which rewrites it)`)
    }
  }
  const bins: Record<string, string> =
    typeof manifest.bin === 'string' ? { [manifest.name.replace(/^@[^/]+\//, '')]: manifest.bin } : (manifest.bin ?? {})
  for (const [command, path] of Object.entries(bins)) {
    if (!files.includes(path.replace(/^\.\//, '')))
      add(`bin.${command}`, `points at ${path}, which is not in the tarball`)
  }
  const tests = files.filter(
    (file) => /\.(test(-d)?|spec|bench)\.[cm]?[jt]sx?$/.test(file) || /(^|\/)__tests__\//.test(file),
  )
  for (const test of tests) {
    // npm and pnpm pack every file whose name is `readme.<ext>` whatever "files" excludes.
    const fix = /(^|\/)readme\.[^/]*$/i.test(test)
      ? 'pnpm packs every file named "readme.*" inside a folder listed in "files", whatever the exclusions say: list the sources as "src/**/*.ts" instead of "src"'
      : 'exclude it in "files" ("!src/**/*.test.ts")'
    add('files', `ships the test file ${test}: ${fix}`)
  }

  problems.push(...readmeProblems(manifest.name, Object.keys(bins), readme))
  return problems
}
