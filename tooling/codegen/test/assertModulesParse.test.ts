import { describe, expect, it } from 'vitest'
import { assertModulesParse } from '../src/assertModulesParse.js'

describe('assertModulesParse', () => {
  it('refuses a generated module that declares a name twice, naming the file, line and reason', () => {
    const broken =
      '// @ts-nocheck\nfunction validate27(data) { return true }\nfunction validate27(data) { return false }\nexport { validate27 }\n'
    expect(() => assertModulesParse({ 'validators.gen.ts': broken }, 'specs/x.yaml')).toThrow(
      'specs/x.yaml: generated validators.gen.ts does not parse (3:9 The symbol "validate27" has already been declared)',
    )
    expect(() => assertModulesParse({ 'validators.gen.ts': 'export const a = 1\n' }, 'specs/x.yaml')).not.toThrow()
  })
})
