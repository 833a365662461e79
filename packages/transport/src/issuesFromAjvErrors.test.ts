import { describe, expect, it } from 'vitest'
import { type AjvErrorLike, issuesFromAjvErrors } from './issuesFromAjvErrors.js'

const error = (
  keyword: string,
  instancePath: string,
  params: Record<string, unknown>,
  extra: Partial<AjvErrorLike> = {},
) => ({ keyword, instancePath, schemaPath: `#/${keyword}`, params, ...extra }) as AjvErrorLike

describe('issuesFromAjvErrors', () => {
  it('points required and additional properties at the field itself', () => {
    expect(
      issuesFromAjvErrors(
        [
          error('required', '/fee_payer', { missingProperty: 'address' }),
          error('additionalProperties', '', { additionalProperty: 'a/b~c' }),
          error('unevaluatedProperties', '/x', { unevaluatedProperty: 'y' }),
        ],
        '/body',
      ).map(({ path, message }) => [path, message]),
    ).toEqual([
      ['/body/fee_payer/address', 'is required'],
      ['/body/a~1b~0c', 'is not allowed'],
      ['/body/x/y', 'is not allowed'],
    ])
  })

  it('writes plain messages for the usual keywords, with or without ajv messages', () => {
    const cases: [AjvErrorLike, string][] = [
      [error('type', '/a', { type: 'string' }), 'must be string'],
      [error('pattern', '/a', { pattern: '^(0|[1-9][0-9]*)$' }), 'must match pattern "^(0|[1-9][0-9]*)$"'],
      [error('const', '/a', { allowedValue: '1.0' }), 'must be "1.0"'],
      [error('enum', '/a', { allowedValues: ['PENDING', 'FAILED'] }), 'must be one of "PENDING", "FAILED"'],
      [error('maxLength', '/a', { limit: 255 }), 'must NOT have more than 255 characters'],
      [error('minimum', '/a', { comparison: '>=', limit: 0 }), 'must be >= 0'],
      [error('minItems', '/a', { limit: 1 }), 'must NOT have fewer than 1 items'],
      [error('oneOf', '/a', { passingSchemas: [0, 1] }), 'must match exactly one alternative, but matches 0 and 1'],
      [error('custom', '/a', {}, { message: 'is odd' }), 'is odd'],
    ]
    for (const [input, message] of cases) expect(issuesFromAjvErrors([input])[0]!.message).toBe(message)
  })

  it('names the discriminator tag', () => {
    expect(
      issuesFromAjvErrors([
        error('discriminator', '/actions/0', { error: 'mapping', tag: 'type', tagValue: 'Teleport' }),
      ]),
    ).toEqual([
      {
        path: '/actions/0/type',
        message: '"Teleport" is not one of the known values',
        keyword: 'discriminator',
        schemaPath: '#/discriminator',
      },
    ])
  })

  it('reports a failed oneOf through its branches, and drops duplicates', () => {
    const issues = issuesFromAjvErrors([
      {
        keyword: 'required',
        instancePath: '',
        schemaPath: '#/oneOf/0/required',
        params: { missingProperty: 'fee_payer' },
      },
      {
        keyword: 'required',
        instancePath: '',
        schemaPath: '#/oneOf/1/required',
        params: { missingProperty: 'feePayer' },
      },
      {
        keyword: 'required',
        instancePath: '',
        schemaPath: '#/oneOf/1/required',
        params: { missingProperty: 'feePayer' },
      },
      { keyword: 'oneOf', instancePath: '', schemaPath: '#/oneOf', params: { passingSchemas: null } },
    ])
    expect(issues.map((i) => i.path)).toEqual(['/fee_payer', '/feePayer'])
  })

  it('keeps primitive offending values only', () => {
    const [withValue, withoutValue] = issuesFromAjvErrors([
      error('pattern', '/a', { pattern: 'x' }, { data: 'ABC' }),
      error('type', '/b', { type: 'string' }, { data: { big: 'object' } }),
    ])
    expect(withValue!.value).toBe('ABC')
    expect('value' in withoutValue!).toBe(false)
  })

  it('returns no issue for no error', () => {
    expect(issuesFromAjvErrors(null)).toEqual([])
    expect(issuesFromAjvErrors(undefined)).toEqual([])
  })
})
