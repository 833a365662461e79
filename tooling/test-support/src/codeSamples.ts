/**
 * A fenced code block of a page: its language, its title (```ts [ledger.test.ts] → `ledger.test.ts`),
 * the line of the page its code starts on, and the code.
 */
export type CodeSample = { page: string; line: number; lang: string; title: string | undefined; code: string }

/**
 * Every fenced code block of a Markdown page, in order.
 *
 * @example
 * const samples = codeSamples(readFileSync('guide/tokens.md', 'utf8'), 'guide/tokens.md').filter((s) => s.lang === 'ts')
 */
export function codeSamples(markdown: string, page: string): CodeSample[] {
  return [...markdown.matchAll(/^```([\w-]+)[^\S\n]*(?:\[([^\]\n]+)\])?[^\n]*\n([\s\S]*?)^```[^\S\n]*$/gm)].map(
    (match) => ({
      page,
      line: markdown.slice(0, match.index).split('\n').length + 1,
      lang: match[1]!,
      title: match[2],
      code: match[3]!,
    }),
  )
}

/**
 * What a sample promises to print: the comment at the end of each line that calls `console.log`,
 * in order (`console.log(status) // CONFIRMED` → `CONFIRMED`). A `console.log` without such a
 * comment is a promise the reader cannot check, so it is refused.
 *
 * @example
 * expectedOutput("console.log(1 + 1) // 2") // ['2']
 */
export function expectedOutput(code: string): string[] {
  return code
    .split('\n')
    .filter((line) => /\bconsole\.log\(/.test(line))
    .map((line) => {
      const comment = line.lastIndexOf(' // ')
      if (comment === -1)
        throw new Error(`this console.log does not say what it prints (end the line with // …): ${line.trim()}`)
      return line.slice(comment + 4).trim()
    })
}
