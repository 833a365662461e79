import type { AjvErrorLike } from '@ledgernet/transport'

/**
 * The compiled check of one schema: ajv's `ValidateFunction`, or the same function from ajv's
 * standalone code (`ledgernet-codegen validators`) — true when the value matches, else false with
 * the reasons in `errors`.
 *
 * @example
 * const check: SchemaCheck = schemas['gateway#/components/schemas/TokenAmount']!
 * if (!check(value)) console.log(check.errors)
 */
export type SchemaCheck = { (value: unknown): boolean; errors?: readonly AjvErrorLike[] | null }

/**
 * Where a spec validator gets its compiled checks: ajv compiling the document on first use
 * (`createSpecValidator`), or checks compiled ahead of time (`createPrecompiledValidator`).
 * `check` takes a reference into the document (`gateway#/paths/~1token~1derive/post/…`) and
 * throws when it cannot give one; `checkSchemas` checks every schema of the document against the
 * JSON Schema meta-schema (nothing to do for precompiled checks: ajv did it when it compiled them).
 *
 * @example
 * const source: SchemaSource = { check: (ref) => schemas[ref]!, checkSchemas: () => {} }
 */
export type SchemaSource = { check(ref: string): SchemaCheck; checkSchemas(): void }
