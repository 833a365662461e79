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
    (names as string)
      .split(',')
      .map((name) => [name.trim(), file as string] as const)
      .filter(([name]) => name.length > 0),
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

/**
 * What is missing from the documentation of the package whose sources are in `srcDir`: for every
 * name its `index.ts` re-exports, a doc comment with an `@example` above the declaration, and a
 * mention in the package's README (`srcDir/../README.md`). One line per problem; none when the
 * documentation is complete.
 *
 * @example
 * expect(exportDocumentationProblems(new URL('.', import.meta.url))).toEqual([])
 */
export function exportDocumentationProblems(srcDir: URL): string[] {
  const readme = readFileSync(new URL('../README.md', srcDir), 'utf8')
  return indexExports(srcDir).flatMap(([name, file]) => {
    const comment = docCommentOf(readFileSync(new URL(`${file}.ts`, srcDir), 'utf8'), name)
    return [
      ...(comment === null ? [`${name} (${file}.ts) has no doc comment`] : []),
      ...(comment !== null && !comment.includes('@example') ? [`${name} (${file}.ts) has no @example`] : []),
      ...(readme.includes(name) ? [] : [`${name} is not named in the README`]),
    ]
  })
}
