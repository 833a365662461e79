/// <reference types="node" />
// The list of what differs per runtime is the whole list: every `*.node.ts` file of every package
// is in it, every file it names exists, and each entry names the test that holds its faces together.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runtimeFaces } from './runtimeFaces.js'

const root = new URL('../../../', import.meta.url).pathname

function nodeFaces(): string[] {
  const found: string[] = []
  for (const name of readdirSync(join(root, 'packages'))) {
    const src = join(root, 'packages', name, 'src')
    if (!existsSync(src)) continue
    for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' }))
      if (file.endsWith('.node.ts') && !file.includes('/generated/')) found.push(`packages/${name}/src/${file}`)
  }
  return found.sort()
}

describe('runtimeFaces', () => {
  it('lists every Node face of every package, and nothing that is not there', () => {
    const listed = runtimeFaces.flatMap((face) => face.files)
    expect([...new Set(listed)].sort()).toEqual(nodeFaces())
  })

  it('names for each face a test that exists', () => {
    for (const face of runtimeFaces) expect(existsSync(join(root, face.test)), face.name).toBe(true)
  })
})
