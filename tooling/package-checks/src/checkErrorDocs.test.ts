import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  type ErrorTable,
  errorDocsProblems,
  errorTableProblems,
  generatedMarker,
  registeredErrorCodes,
  registrationsOutsideTables,
  writtenErrorDocs,
} from '../../scripts/check-error-docs.mjs'

/** A node_modules with a registry package and a package that augments it, as the real ones do. */
function fixture(): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'error-codes-'))
  const errors = join(dir, 'node_modules', '@ledgernet', 'errors')
  mkdirSync(errors, { recursive: true })
  writeFileSync(
    join(errors, 'package.json'),
    JSON.stringify({
      name: '@ledgernet/errors',
      type: 'module',
      exports: { '.': { types: './index.d.ts', default: './index.js' } },
    }),
  )
  writeFileSync(
    join(errors, 'index.d.ts'),
    `export declare class LedgernetError<C extends string = string> extends Error { code: C }
export declare class InvalidArgumentError extends LedgernetError<'INVALID_ARGUMENT'> { name: 'InvalidArgumentError' }
export interface LedgernetErrorCodes { INVALID_ARGUMENT: InvalidArgumentError }
`,
  )
  const flows = join(dir, 'flows.d.ts')
  writeFileSync(
    flows,
    `import { LedgernetError } from '@ledgernet/errors'
export declare class FeeTooHighError extends LedgernetError<'FEE_TOO_HIGH'> { fee: bigint }
export declare class MislabelledError extends LedgernetError<'SOMETHING_ELSE'> {}
declare module '@ledgernet/errors' {
  interface LedgernetErrorCodes {
    FEE_TOO_HIGH: FeeTooHighError
    WRONG_KEY: MislabelledError
  }
}
`,
  )
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }))
  return [join(errors, 'index.d.ts'), flows]
}

describe('check-error-docs', () => {
  it('reads every code of the merged registry, with its class and the class’s code', () => {
    const codes = registeredErrorCodes(fixture())
      .map(({ code, className, codeType }) => ({ code, className, codeType }))
      .sort((a, b) => a.code.localeCompare(b.code))
    expect(codes).toEqual([
      { code: 'FEE_TOO_HIGH', className: 'FeeTooHighError', codeType: '"FEE_TOO_HIGH"' },
      { code: 'INVALID_ARGUMENT', className: 'InvalidArgumentError', codeType: '"INVALID_ARGUMENT"' },
      { code: 'WRONG_KEY', className: 'MislabelledError', codeType: '"SOMETHING_ELSE"' },
    ])
  })

  it('fails for a code in no table or in two, an entry without its hint or docs, a class the registry does not name, a mislabelled class', () => {
    const codes = [
      { code: 'FEE_TOO_HIGH', className: 'FeeTooHighError', codeType: '"FEE_TOO_HIGH"' },
      { code: 'INVALID_ARGUMENT', className: 'InvalidArgumentError', codeType: '"INVALID_ARGUMENT"' },
      { code: 'WRONG_KEY', className: 'MislabelledError', codeType: '"SOMETHING_ELSE"' },
    ]
    class FeeTooHighError {}
    class MislabelledError {}
    class OtherError {}
    const tables: ErrorTable[] = [
      {
        package: '@ledgernet/flows',
        title: 'Flows',
        errors: {
          FEE_TOO_HIGH: { class: FeeTooHighError, hint: 'raise maxFee.', docs: 'The fee is too high.' },
          WRONG_KEY: { class: MislabelledError, hint: 'none', docs: '' },
        },
      },
      {
        package: '@ledgernet/other',
        title: 'Other',
        errors: {
          FEE_TOO_HIGH: { class: OtherError, hint: 'x', docs: 'x' },
          GONE_CODE: { class: OtherError, hint: 'x', docs: 'x' },
        },
      },
    ]
    expect(errorTableProblems(tables, codes)).toEqual([
      "@ledgernet/flows FEE_TOO_HIGH: the hint ends the CLI's sentence, so it must not end with a full stop",
      '@ledgernet/flows WRONG_KEY: no docs',
      'FEE_TOO_HIGH is in the tables of @ledgernet/flows and of @ledgernet/other',
      "INVALID_ARGUMENT is registered (as InvalidArgumentError) but in no package's table",
      'WRONG_KEY is registered for MislabelledError, whose code is "SOMETHING_ELSE"',
      '@ledgernet/other FEE_TOO_HIGH: its table names the class OtherError, the registry FeeTooHighError',
      '@ledgernet/other GONE_CODE: in its table, but nothing registers it (is the table exported?)',
    ])
  })

  it('writes docs/errors.md from the tables below its opening, and fails when the page is not what they write', () => {
    class FeeTooHighError {}
    const tables: ErrorTable[] = [
      {
        package: '@ledgernet/flows',
        title: 'Flows',
        intro: 'Nothing was signed.',
        errors: { FEE_TOO_HIGH: { class: FeeTooHighError, hint: 'raise maxFee', docs: 'The fee is too high.' } },
      },
    ]
    const page = writtenErrorDocs(tables, '# Errors\n\nHow to read them.\n\n## Old\n\n### OLD_CODE\n\nGone.\n')
    expect(page).toBe(
      `# Errors\n\nHow to read them.\n\n${generatedMarker}\n\n## Flows\n\nNothing was signed.\n\n### FEE_TOO_HIGH\n\n\`FeeTooHighError\` · \`@ledgernet/flows\`. The fee is too high.\n\nWhat to do: raise maxFee.\n`,
    )
    expect(errorDocsProblems(tables, page)).toEqual([])
    expect(errorDocsProblems(tables, page.replace('too high', 'high'))).toEqual([
      'docs/errors.md is not what the tables write: run node tooling/scripts/check-error-docs.mjs --write',
    ])
    expect(errorDocsProblems(tables, page.replace('How to read them.', '### FEE_TOO_HIGH\n\nmine'))).toEqual([
      'docs/errors.md has a section above the generated part: each code is written from its table',
    ])
    expect(errorDocsProblems(tables, '# Errors\n')).toEqual([`docs/errors.md has no line ${generatedMarker}`])
  })

  it('fails for a source that registers codes itself rather than from its table', () => {
    const table =
      "declare module '@ledgernet/errors' {\n  interface LedgernetErrorCodes extends RegisteredErrors<typeof flowsErrors> {}\n}\n"
    const own =
      "declare module '@ledgernet/errors' {\n  interface LedgernetErrorCodes {\n    THING_BROKEN: ThingError\n  }\n}\n"
    expect(
      registrationsOutsideTables(
        new Map([
          ['packages/flows/src/errors/flowsErrors.ts', table],
          ['packages/thing/src/ThingError.ts', own],
          ['packages/thing/src/ThingError.test.ts', own],
        ]),
      ),
    ).toEqual([
      "packages/thing/src/ThingError.ts registers error codes itself: declare them in the package's table of errors instead",
    ])
  })
})
