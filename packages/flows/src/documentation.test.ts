import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const read = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8')
const index = read('./index.ts')

// Every name index.ts re-exports, with the file it comes from.
const exported = [...index.matchAll(/export (?:type )?\{([^}]+)\} from '\.\/([^']+)\.js'/g)].flatMap(([, names, file]) =>
  (names as string).split(',').map((name) => [name.trim(), file as string] as const).filter(([name]) => name.length > 0),
)

describe('documentation', () => {
  it('finds the exports', () => {
    expect(exported.length).toBeGreaterThan(50)
  })

  it.each(exported)('%s has a doc comment with an @example', (name, file) => {
    const declaration = new RegExp(
      `/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*export (?:async )?(?:function|class|const|type|interface) ${name}\\b`,
    )
    const match = declaration.exec(read(`./${file}.ts`))
    expect(match, `${name} in ${file}.ts has no doc comment`).not.toBeNull()
    expect(match?.[1]).toContain('@example')
  })

  it('names every export in the README', () => {
    const readme = read('../README.md')
    for (const [name] of exported) expect(readme, name).toContain(name)
  })
})
