#!/usr/bin/env node
// Writes each package's `src/packageTag.ts` from its package.json: the git tag changesets gives
// the release (`<name>@<version>`), which the docs links of the package's errors point at.
// `pnpm version-packages` runs it after `changeset version`; `--check` (CI) fails when a file is
// missing or stale instead of writing it. A package opts in by having the file (every package
// that defines an error class does).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const root = new URL('../../', import.meta.url).pathname
const check = process.argv.includes('--check')

/** The text of `src/packageTag.ts` for a release tag. */
function packageTagSource(tag) {
  return `// Written by tooling/scripts/package-tags.mjs from package.json (\`pnpm version-packages\` runs it).

/**
 * The git tag of this release of the package, as changesets tags it (\`<name>@<version>\`): the
 * \`docsUrl\` of its errors points at docs/errors.md as it is in this release.
 *
 * @example
 * packageTag // '${tag}'
 */
export const packageTag = '${tag}'
`
}

const folders = [
  'specs',
  ...['packages', 'tooling'].flatMap((base) => readdirSync(join(root, base)).map((name) => join(base, name))),
]
const stale = []
let written = 0
for (const folder of folders) {
  const file = join(root, folder, 'src', 'packageTag.ts')
  const manifestPath = join(root, folder, 'package.json')
  if (!existsSync(file) || !existsSync(manifestPath)) continue
  const { name, version } = JSON.parse(readFileSync(manifestPath, 'utf8'))
  const expected = packageTagSource(`${name}@${version}`)
  if (readFileSync(file, 'utf8') === expected) continue
  if (check) stale.push(relative(root, file))
  else {
    writeFileSync(file, expected)
    written++
  }
}
if (stale.length) {
  console.error(
    `Stale release tags (run \`node tooling/scripts/package-tags.mjs\`):\n${stale.map((file) => `  ${file}`).join('\n')}`,
  )
  process.exit(1)
}
console.log(check ? 'Every packageTag.ts matches its package.json.' : `package-tags: ${written} file(s) written.`)
