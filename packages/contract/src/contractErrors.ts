import type { RegisteredErrors } from '@ledgernet/errors'
import { AnswerTooLargeError } from './run/AnswerTooLargeError.js'
import { ReadOnlyRefusedError } from './run/ReadOnlyRefusedError.js'
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
    CONTRACT_ANSWER_TOO_LARGE: {
      class: AnswerTooLargeError,
      hint: 'the server answered more than the run reads (--max-body, 1 MiB by default): raise the limit if such an answer is right',
      docs: `An answer body longer than the run's limit (\`maxBodyBytes\`, \`--max-body\`): a
\`Content-Length\` above it is refused before a byte is read, a longer body is cut at the limit.
Carries \`limit\`, \`seen\` (bytes read before the reading stopped) and \`declared\` (the
\`Content-Length\`, if any). Recorded as a failure of the check that sent the request, naming its
operation; \`runContract\` itself does not throw it.`,
    },
    CONTRACT_READ_ONLY: {
      class: ReadOnlyRefusedError,
      hint: 'a read-only run sends nothing that submits or changes the server: run without --read-only to test it',
      docs: `A request a read-only run (\`readOnly\`, \`--read-only\`) kept back: by the spec it would
submit a transaction or change the server. Carries \`operation\`. The guard under every request of
the run; the probes and scenarios skip such requests themselves, saying why.`,
    },
  },
}

declare module '@ledgernet/errors' {
  interface LedgernetErrorCodes extends RegisteredErrors<typeof contractErrors> {}
}
