import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

describe('@ledgernet/sandbox/controls', () => {
  it('runs in browsers: its sources reach for no node: module, Buffer or process, and no server code', () => {
    // Its other imports are @ledgernet/rpc-client and @ledgernet/transport, which the repository's
    // browser checks cover.
    const generated = new URL('./generated/controls/', import.meta.url)
    const sources = [
      readFileSync(new URL('./controlsClient.ts', import.meta.url), 'utf8'),
      ...readdirSync(generated).map((file) => readFileSync(new URL(file, generated), 'utf8')),
    ]
    for (const text of sources) {
      expect(text).not.toMatch(/from ['"]node:|\brequire\(|\bBuffer\b|\bprocess\./)
      for (const [, specifier] of text.matchAll(/^(?:import|export)\b[^\n]* from '([^']+)'/gm))
        expect(['@ledgernet/rpc-client', '@ledgernet/transport']).toContain(
          specifier!.startsWith('.') ? '@ledgernet/rpc-client' : specifier,
        )
    }
  })
})
