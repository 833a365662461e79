import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { jsEntryPoints } from './entryPoints.js'
import { repeatedErrorUnionMembers } from './repeatedErrorUnionMembers.js'
import { repositoryRoot } from './repositoryRoot.js'
import { listWorkspacePackages } from './workspacePackages.js'

it('finds an error a union names twice, directly or through a union it includes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'error-unions-'))
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }')
  writeFileSync(
    join(dir, 'index.d.ts'),
    [
      'export declare class HttpError<T = unknown> { body: T }',
      'export declare class TimeoutError { ms: number }',
      'export declare class FeeTooHighError { fee: bigint }',
      'export type TransportErrorType<T = unknown> = HttpError<T> | TimeoutError',
      'export type WaitErrorType = HttpError | FeeTooHighError',
      'export type SubmitErrorType = WaitErrorType | TransportErrorType | FeeTooHighError',
      'export type TransferErrorType = SubmitErrorType',
      'export type CleanErrorType = WaitErrorType | TimeoutError',
    ].join('\n'),
  )
  expect(repeatedErrorUnionMembers([join(dir, 'index.d.ts')])).toEqual([
    'SubmitErrorType: FeeTooHighError 2 times (through WaitErrorType, directly)',
    'SubmitErrorType: HttpError 2 times (through WaitErrorType, through TransportErrorType)',
    'TransferErrorType: FeeTooHighError 2 times (through SubmitErrorType → WaitErrorType, through SubmitErrorType)',
    'TransferErrorType: HttpError 2 times (through SubmitErrorType → WaitErrorType, through SubmitErrorType → TransportErrorType)',
  ])
}, 60_000) // the first TypeScript program of the run reads the standard library's declarations: ~5 s on a busy machine

it('no exported *ErrorType of a published package names an error twice', () => {
  const entries = listWorkspacePackages(repositoryRoot)
    .filter((pkg) => pkg.publishable)
    .flatMap((pkg) =>
      jsEntryPoints(pkg.manifest).flatMap((entry) =>
        entry.conditions.types === undefined ? [] : [join(pkg.dir, entry.conditions.types)],
      ),
    )
  expect(entries.length).toBeGreaterThan(10)
  expect(repeatedErrorUnionMembers(entries)).toEqual([])
}, 60_000) // it type-checks every published package's declarations
