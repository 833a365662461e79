import { readFileSync } from 'node:fs'

/**
 * Every name the `index.ts` in `srcDir` re-exports (`export { a, b } from './file.js'`, types
 * too), with the file it comes from (`'file'`, no extension).
 *
 * @example
 * const exported = indexExports(new URL('.', import.meta.url)) // [['PrivateKey', 'privateKey'], …]
 */
export function indexExports(srcDir: URL): (readonly [name: string, file: string])[] {
  const index = readFileSync(new URL('index.ts', srcDir), 'utf8')
  return [...index.matchAll(/export (?:type )?\{([^}]+)\} from '\.\/([^']+)\.js'/g)].flatMap(([, names, file]) =>
    (names as string).split(',').map((name) => [name.trim(), file as string] as const).filter(([name]) => name.length > 0),
  )
}

/**
 * The doc comment (between `/**` and `*\/`) directly above `export … name` in `source`, or
 * `null` when the declaration has none.
 *
 * @example
 * expect(docCommentOf(source, 'transfer')).toContain('@example')
 */
export function docCommentOf(source: string, name: string): string | null {
  const declaration = new RegExp(
    `/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*export (?:async )?(?:function|class|const|type|interface) ${name}\\b`,
  )
  return declaration.exec(source)?.[1] ?? null
}
