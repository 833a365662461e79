import { describe, expect, it } from 'vitest'
import { formatRecord } from './formatRecord.js'

describe('formatRecord', () => {
  it('indents nested objects, keeps scalar arrays on one line, lists objects with -', () => {
    expect(
      formatRecord({
        agent: { name: 'sandbox', version: 100 },
        tags: ['a', 'b'],
        empty: [],
        peers: [{ ip: '::1', port: 1 }],
        state: '',
      }),
    ).toEqual([
      'agent:',
      '  name: sandbox',
      '  version: 100',
      'tags: a, b',
      'empty: (none)',
      'peers:',
      '  - ip: ::1',
      '    port: 1',
      'state: ""',
    ])
  })
})
