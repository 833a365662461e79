import { describe, expect, it } from 'vitest'
import { repositoryRoot } from './repositoryRoot.js'
import { createThrownErrorAnalysis } from './thrownErrorCodes.js'

// Every flow exports the union of what it throws, `XErrorType` beside the function `x`
// (`TransferErrorType` for `transfer`). The codes it can throw are read from the code that throws
// — the `new` of each error on every path from the function, through every package's sources,
// less what a `catch` provably keeps in — never from a list; its union must name exactly those.
const flows = 'packages/flows/src/index.ts'
const analysis = createThrownErrorAnalysis(repositoryRoot, [flows])
const unions = analysis.exportsOf(flows).filter((name) => name.endsWith('ErrorType'))

describe('the flows’ error unions are what the flows can throw', { timeout: 120_000 }, () => {
  it('covers every flow', () => {
    expect(unions.length).toBeGreaterThanOrEqual(11)
  })

  it.each(unions)('%s', (union) => {
    const flow = `${union[0]!.toLowerCase()}${union.slice(1, -'ErrorType'.length)}`
    const thrown = analysis.codesOfExport(flows, flow)
    const named = analysis.codesOfUnion(flows, union)
    const missing = [...thrown]
      .filter(([code]) => !named.has(code))
      .map(([code, path]) => `${code}: ${path.join(' → ')}`)
    expect(missing, `${union} lacks codes ${flow} can throw`).toEqual([])
    expect(
      [...named].filter((code) => !thrown.has(code)),
      `${union} names codes nothing in ${flow} throws`,
    ).toEqual([])
  })
})
