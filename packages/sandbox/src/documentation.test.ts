import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const read = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8')
const index = read('./index.ts')

// Every name index.ts re-exports, with the file it comes from.
const exported = [...index.matchAll(/export (?:type )?\{([^}]+)\} from '\.\/([^']+)\.js'/g)].flatMap(([, names, file]) =>
  (names as string).split(',').map((name) => [name.trim(), file as string] as const).filter(([name]) => name.length > 0),
)

describe('documentation', () => {
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

  it('opens the README with an example that runs', () => {
    const example = /^# @ledgernet\/sandbox\n\n```ts\n([\s\S]*?)```/.exec(read('../README.md'))?.[1]
    expect(example?.split('\n').filter(Boolean).length).toBe(5)
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', example!], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      encoding: 'utf8',
      timeout: 15_000,
    })
    expect(output.trim()).toBe('pong ddx1qsp7c05m9yw8jmumzdlvfq0mxyc9rh2vxtxqsusxv48k35f2yku6k0g3rt6md')
  })
})
