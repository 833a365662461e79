import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { errorDocsProblems, registeredErrorCodes } from '../../scripts/check-error-docs.mjs'

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

  it('fails for a code without its section, a section without its class, a stale section and a mislabelled class', () => {
    const codes = [
      { code: 'FEE_TOO_HIGH', className: 'FeeTooHighError', codeType: '"FEE_TOO_HIGH"' },
      { code: 'INVALID_ARGUMENT', className: 'InvalidArgumentError', codeType: '"INVALID_ARGUMENT"' },
      { code: 'WRONG_KEY', className: 'MislabelledError', codeType: '"SOMETHING_ELSE"' },
    ]
    const markdown = `# Errors\n\n## Flows\n\n### FEE_TOO_HIGH\n\nThe fee is too high.\n\n### WRONG_KEY\n\n\`MislabelledError\`.\n\n### GONE_CODE\n\nOld.\n`
    expect(errorDocsProblems(codes, markdown)).toEqual([
      'the section "### FEE_TOO_HIGH" does not name its class `FeeTooHighError`',
      'docs/errors.md has no section "### INVALID_ARGUMENT" (thrown as InvalidArgumentError)',
      'WRONG_KEY is registered for MislabelledError, whose code is "SOMETHING_ELSE"',
      'docs/errors.md has a section "### GONE_CODE", a code nothing registers',
    ])
    expect(errorDocsProblems(codes.slice(0, 1), '### FEE_TOO_HIGH\n\n`FeeTooHighError` · …\n')).toEqual([])
  })
})
