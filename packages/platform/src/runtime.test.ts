import { describe, expect, it } from 'vitest'
import { currentRuntime } from './runtime.js'

describe('currentRuntime', () => {
  it('is Node here, with its version', () => {
    expect(currentRuntime()).toEqual({ name: 'node', version: process.versions.node })
  })

  it('tells Deno and Bun apart from Node, whose process they also define', () => {
    const node = { process: { versions: { node: '22.12.0' } } }
    expect(currentRuntime({ ...node, Deno: { version: { deno: '2.9.6' } } })).toEqual({
      name: 'deno',
      version: '2.9.6',
    })
    expect(currentRuntime({ ...node, Bun: { version: '1.4.5' } })).toEqual({ name: 'bun', version: '1.4.5' })
  })

  it('tells a page and a worker from any other runtime', () => {
    expect(currentRuntime({ document: {} }).name).toBe('browser')
    expect(currentRuntime({ importScripts: () => undefined }).name).toBe('worker')
    expect(currentRuntime({})).toEqual({ name: 'other', version: '' })
  })
})
