import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, inject, it } from 'vitest'
import { dependencyProblems } from '../src/dependencyProblems.js'
import { manifestProblems } from '../src/manifestProblems.js'
import { publintProblems } from '../src/publintProblems.js'
import { typeResolutionProblems } from '../src/typeResolutionProblems.js'
import { unpackTarball } from '../src/unpackTarball.js'
import { expectNoProblems } from './expectNoProblems.js'

const publishable = inject('publishable')
const tarballs = inject('tarballs')
const unpacked = inject('unpacked')
const nodeEngine = inject('nodeEngine')

describe.each(publishable.map((pkg) => [pkg.name, pkg.relativeDir] as const))('%s', (name, relativeDir) => {
  const load = async () => unpackTarball(tarballs[name]!, unpacked[name]!)

  it('package.json and the packed files follow the publishing rules', async () => {
    const pkg = await load()
    const readmePath = join(pkg.dir, 'README.md')
    const readme = existsSync(readmePath) ? readFileSync(readmePath, 'utf8') : undefined
    const problems = manifestProblems(pkg, readme, { relativeDir, nodeEngine })
    expectNoProblems(
      problems.map(({ field, problem }) => `${field} ${problem}`),
      `${relativeDir}/package.json`,
    )
  })

  it('its shipped code imports exactly the packages it declares as dependencies', async () => {
    const problems = dependencyProblems(await load()).map((problem) =>
      problem.kind === 'undeclared'
        ? `imports ${problem.dependency} without declaring it (in ${problem.files.slice(0, 3).join(', ')}): add it to "dependencies"`
        : `declares ${problem.dependency} in "${problem.field}" but no shipped file imports it: move it to "devDependencies" or remove it`,
    )
    expectNoProblems(problems, `${relativeDir}/package.json dependencies`)
  })

  it('publint (strict, suggestions included) has nothing to say', async () => {
    expectNoProblems(await publintProblems(tarballs[name]!), 'publint')
  })

  it('attw (strict profile): its types resolve under node10 (main entry), node16 from CommonJS and ESM, and bundlers', async () => {
    expectNoProblems(await typeResolutionProblems(tarballs[name]!, (await load()).manifest), 'attw')
  })
})
