import type { RegisteredErrors } from '@ledgernet/errors'
import { ContractStepError } from './scenarios/ContractStepError.js'
import { SpecViolationError } from './validation/SpecViolationError.js'

/**
 * The error codes of `@ledgernet/contract`: what the validating fetch and the scenarios find.
 *
 * @example
 * import { contractErrors } from '@ledgernet/contract/errors'
 * contractErrors.errors.SPEC_VIOLATION.hint
 */
export const contractErrors = {
  package: '@ledgernet/contract',
  title: 'Contract tests',
  errors: {
    SPEC_VIOLATION: {
      class: SpecViolationError,
      hint: 'the server (or the request) breaks the spec where the violations say: fix the server, or the spec if it is wrong',
      docs: `A request or an answer seen by the validating fetch breaks the spec: \`violations\` lists
each with its \`spec\`, \`operation\`, \`direction\` (\`request\`/\`response\`), \`path\` (JSON path of the
field), \`message\`, and the expected schema fragment and the value seen when known.`,
    },
    CONTRACT_STEP_FAILED: {
      class: ContractStepError,
      hint: 'the server answered a scenario’s step wrongly: the report’s failed checks say where',
      docs: `A step of a contract scenario found the server wrong; \`failures\` lists each (operation,
JSON path, expected, seen). It ends that scenario and is recorded in the report as failed checks;
\`runContract\` itself does not throw it.`,
    },
  },
}

declare module '@ledgernet/errors' {
  interface LedgernetErrorCodes extends RegisteredErrors<typeof contractErrors> {}
}
