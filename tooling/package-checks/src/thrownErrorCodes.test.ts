import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createThrownErrorAnalysis } from './thrownErrorCodes.js'

/** A workspace of two packages, as the real ones are laid out: an errors package and an app. */
function fixture(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'thrown-codes-'))
  const manifest = (name: string) =>
    JSON.stringify({ name, exports: { '.': { import: { types: './dist/index.d.ts', default: './dist/index.js' } } } })
  const all: Record<string, string> = {
    'packages/errors/package.json': manifest('@x/errors'),
    'packages/errors/src/index.ts': `export { LedgernetError, isLedgernetError } from './LedgernetError.js'
export type { LedgernetErrorCodes } from './LedgernetErrorCodes.js'
`,
    'packages/errors/src/LedgernetError.ts': `export class LedgernetError<C extends string = string> extends Error {
  declare readonly code: C
  declare readonly docsUrl: string
  constructor(code: C) { super(code) }
}
export function isLedgernetError(error: unknown): error is LedgernetError { return error instanceof LedgernetError }
`,
    'packages/errors/src/LedgernetErrorCodes.ts': `import type { LedgernetError } from './LedgernetError.js'
export interface LedgernetErrorCodes { NETWORK: LedgernetError<'NETWORK'>; REFUSED: LedgernetError<'REFUSED'>; DECODE: LedgernetError<'DECODE'>; BUSY: LedgernetError<'BUSY'> }
`,
    'packages/app/package.json': manifest('@x/app'),
    ...files,
  }
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

const app = 'packages/app/src/index.ts'
const codes = (root: string, name: string) =>
  [...createThrownErrorAnalysis(root, [app]).codesOfExport(app, name).keys()].sort()

describe('the codes a function can throw, read from the code that throws', { timeout: 120_000 }, () => {
  it('follows calls into other packages, through an interface to its implementations, and names the path', () => {
    const root = fixture({
      [app]: `import { LedgernetError } from '@x/errors'
type Transport = { send(body: string): Promise<string> }
const http: Transport = { send: async () => { throw new LedgernetError('NETWORK') } }
function decode(text: string) { if (!text) throw new LedgernetError('DECODE'); return text }
export async function fetchIt(transport: Transport = http) { return decode(await transport.send('x')) }
export type FetchItErrorType = LedgernetError<'NETWORK'> | LedgernetError<'DECODE'>
`,
    })
    expect(codes(root, 'fetchIt')).toEqual(['DECODE', 'NETWORK'])
    const analysis = createThrownErrorAnalysis(root, [app])
    expect(analysis.codesOfExport(app, 'fetchIt').get('DECODE')).toEqual([`fetchIt (${app})`, `decode (${app})`])
    expect([...analysis.codesOfUnion(app, 'FetchItErrorType')].sort()).toEqual(['DECODE', 'NETWORK'])
  })

  it('keeps in what a catch provably keeps: no rethrow, a guard false for the code, a type guard; lets the rest through', () => {
    const root = fixture({
      [app]: `import { LedgernetError, isLedgernetError } from '@x/errors'
const send = (): string => { throw new LedgernetError('NETWORK') }
const decode = (): string => { throw new LedgernetError('DECODE') }
function transient(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown }
  return code === 'NETWORK' || code === 'BUSY'
}
export function swallowed() { try { return send() } catch { return '' } }
export function retried() { for (;;) { try { return send() + decode() } catch (error) { if (!transient(error)) throw error } } }
export function converted() { try { return decode() } catch (error) { if (!isLedgernetError(error)) throw error; throw new LedgernetError('REFUSED') } }
export function maybe(last: boolean) { try { return send() } catch (error) { if (last || !transient(error)) throw error; return '' } }
export function passedOn(report: (e: unknown) => void) { try { return send() } catch (error) { report(error); throw new LedgernetError('REFUSED') } }
`,
    })
    expect(codes(root, 'swallowed')).toEqual([])
    expect(codes(root, 'retried')).toEqual(['DECODE'])
    expect(codes(root, 'converted')).toEqual(['REFUSED'])
    // `last` may be true: the network error may leave.
    expect(codes(root, 'maybe')).toEqual(['NETWORK'])
    // Handed to a function: it may be thrown from there (conservatively, it leaves).
    expect(codes(root, 'passedOn')).toEqual(['NETWORK', 'REFUSED'])
  })

  it('follows a callback where the function it is given to calls it, and any other written function where it runs', () => {
    const root = fixture({
      [app]: `import { LedgernetError } from '@x/errors'
async function poll(ask: () => Promise<string>): Promise<string> {
  for (;;) { try { return await ask() } catch (error) { if ((error as { code?: unknown }).code !== 'BUSY') throw error } }
}
const busy = async (): Promise<string> => { throw new LedgernetError('BUSY') }
export function waitFor() { return poll(() => busy()) }
export function later() { return [1].map(() => { throw new LedgernetError('DECODE') }) }
export function unused() { const never = () => { throw new LedgernetError('REFUSED') }; return 1 }
export function handedOut() { const kept = () => { throw new LedgernetError('REFUSED') }; return [kept] }
`,
    })
    expect(codes(root, 'waitFor')).toEqual([])
    expect(codes(root, 'later')).toEqual(['DECODE'])
    // A function kept in a variable runs where it is called or passed on: here, nowhere; passed
    // on as a value, it may be called by whoever gets it.
    expect(codes(root, 'unused')).toEqual([])
    expect(codes(root, 'handedOut')).toEqual(['REFUSED'])
  })
})
