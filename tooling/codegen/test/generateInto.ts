import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { type ClientKind, generateClient, writeGenerated } from '../src/index.js'

export { fixturePath as fixture } from '@ledgernet/test-support/fixturePath'

// Generated code imports @ledgernet/transport, so it is written inside this package (where that
// resolves), in the git-ignored .ledgernet-tmp folder.
const scratch = fileURLToPath(new URL('../.ledgernet-tmp/', import.meta.url))

export function scratchDir(): string {
  mkdirSync(scratch, { recursive: true })
  return mkdtempSync(join(scratch, 'test-'))
}

export function removeScratch(dir: string) {
  rmSync(dir, { recursive: true, force: true })
}

/**
 * The client module a package gives its generated SDK (`src/client.ts` beside `src/generated/`):
 * the transport's client types, with the request fields the client supplies left out.
 */
const clientModule = `import type { SdkOptions, TDataShape } from '@ledgernet/transport'
import type { SuppliedField } from './generated/operations.gen.js'
export type { SdkClient as Client, TDataShape } from '@ledgernet/transport'
export type Options<TData extends TDataShape = TDataShape, _ThrowOnError extends boolean = boolean, _TResponse = unknown> = SdkOptions<TData, SuppliedField>
`

export async function generateInto(kind: ClientKind, spec: string, dir: string, supplied: string[] = []) {
  const files = await generateClient(kind, spec, { supplied })
  writeGenerated(join(dir, 'generated'), files)
  if (kind === 'openapi') writeFileSync(join(dir, 'client.ts'), clientModule)
  return files
}

/** Type-checks the files with the workspace's strict settings; returns the diagnostics as text. */
export function typeCheck(files: string[]): string[] {
  const base = JSON.parse(
    readFileSync(fileURLToPath(new URL('../../tsconfig/base.json', import.meta.url)), 'utf8'),
  ).compilerOptions
  const { options, errors } = ts.convertCompilerOptionsFromJson(
    { ...base, noEmit: true, types: [], declaration: false, declarationMap: false, sourceMap: false },
    '.',
  )
  if (errors.length) throw new Error(errors.map((e) => ts.flattenDiagnosticMessageText(e.messageText, '\n')).join('\n'))
  const program = ts.createProgram(files, options)
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (d) =>
        `${d.file ? `${d.file.fileName.split('/').slice(-2).join('/')}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1} ` : ''}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    )
}

export function write(path: string, text: string) {
  writeFileSync(path, text)
  return path
}
