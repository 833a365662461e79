import { parseArgs } from 'node:util'
import type { ClientKind } from './generateClient.js'

/**
 * What a `ledgernet-codegen` command line asks for: the kind, the spec, the output folder and
 * the request body fields the client supplies (`--supplied a,b`, OpenAPI only).
 *
 * @example
 * const asked: CodegenArguments = { kind: 'openapi', spec: '../../specs/gateway.openapi.yaml', out: 'src/generated', supplied: ['network_identifier'] }
 */
export type CodegenArguments = { kind: ClientKind; spec: string; out: string; supplied: string[] }

/**
 * Reads `ledgernet-codegen <openapi|openrpc|validators> --spec <path> --out <dir> [--supplied <fields>]`
 * (the arguments after the command name): `help` for `-h`/`--help`, `undefined` when they are
 * not a valid command line. Used by the command and by `ledgernet-check-generated`, which reads
 * each package's `generate` script, so both read it the same way.
 *
 * @example
 * codegenArguments(['openapi', '--spec', 's.yaml', '--out', 'src/generated'])
 */
export function codegenArguments(argv: readonly string[]): CodegenArguments | 'help' | undefined {
  const parsed = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      spec: { type: 'string' },
      out: { type: 'string' },
      supplied: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (parsed.values.help) return 'help'
  const [kind] = parsed.positionals
  const { spec, out, supplied } = parsed.values
  if (
    (kind !== 'openapi' && kind !== 'openrpc' && kind !== 'validators') ||
    parsed.positionals.length !== 1 ||
    !spec ||
    !out
  )
    return undefined
  if (supplied !== undefined && kind !== 'openapi') return undefined
  return { kind, spec, out, supplied: supplied ? supplied.split(',').filter(Boolean) : [] }
}
