// The errors guide keeps what docs/errors.md says, in its order and under its groups, with each
// code's section at the anchor an error's `docsUrl` ends with; the opening's fragment gives way
// to the checked example of docs/parts/handling-errors.md.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LedgernetError, type LedgernetErrorCode } from '@ledgernet/errors'
import { expect, it } from 'vitest'
import {
  errorsGuide,
  errorsSource,
  generateErrorsGuide,
  joinTagLikeLines,
  readErrorsSource,
} from '../scripts/generateErrorsGuide.mjs'
import { docsDir } from './sitePages.js'

generateErrorsGuide()
const guide = readFileSync(errorsGuide, 'utf8')
const source = readErrorsSource()
const codes = source.groups.flatMap((group) => group.codes)

it('has every group and every code of docs/errors.md, in order, each code at its docsUrl anchor', () => {
  expect(source.groups.length).toBeGreaterThan(5)
  expect(codes.length).toBeGreaterThan(30)
  const headings = [...guide.matchAll(/^(#{2,3}) (.+)$/gm)].map(([, level, text]) => `${level} ${text}`)
  const expected = source.groups.flatMap((group) => [
    `## ${group.heading}`,
    ...group.codes.map(({ code }) => {
      const { hash } = new URL(new LedgernetError('-', { code: code as LedgernetErrorCode }).docsUrl)
      return `### ${code} {${hash}}`
    }),
  ])
  expect(headings).toEqual(expected)
})

it("keeps every section's text", () => {
  const normalise = (text: string) => text.replace(/\s+/g, ' ')
  const sections = [
    ...source.groups.map(({ heading, intro }) => ({ where: heading, text: intro })),
    ...codes.map(({ code, body }) => ({ where: code, text: body })),
  ]
  const missing = sections.filter(({ text }) => !normalise(guide).includes(normalise(text))).map(({ where }) => where)
  expect(missing).toEqual([])
})

it("shows the checked example in place of the opening's fragment", () => {
  const part = readFileSync(join(docsDir, 'parts', 'handling-errors.md'), 'utf8').trim()
  expect(guide).toContain(part)
  expect(readFileSync(errorsSource, 'utf8').match(/^```ts$/gm)).toHaveLength(1)
  expect(guide.match(/^```ts$/gm)).toHaveLength(part.match(/^```ts$/gm)?.length ?? 0)
})

it('starts no line of prose with a tag, which VitePress would read as HTML', () => {
  const fenced = '```sh\n<not joined>\n```'
  const wrapped = `Run \`keys new --out\n<file>\` once.\n\n${fenced}`
  expect(joinTagLikeLines(wrapped)).toBe(`Run \`keys new --out <file>\` once.\n\n${fenced}`)
  const prose = guide
    .replace(/^```[\s\S]*?^```$/gm, '')
    .split('\n')
    .slice(1)
  expect(prose.filter((line) => line.startsWith('<'))).toEqual([])
})

it('refuses a section that is not a code, or a code outside a group', () => {
  expect(() => readErrorsSource('# Errors\n\n## Group\n\n### Not a code\n\ntext\n')).toThrow(/is not an error code/)
  expect(() => readErrorsSource('# Errors\n\n### FEE_TOO_HIGH\n\ntext\n')).toThrow(/before its first "## " group/)
})
